// A domain's routes, declared once (issue 30, docs/decisions/0402-route-declarations.md): the server
// mounts each from its declaration, and the console calls it by the declaration, never by a path
// string. A declaration is plain data (the console's bundle gets no schema library): it names the
// TypeBox schemas of what the route takes and answers by their types only, and the server mounts it
// with the schema values, which the typecheck holds to those types.
import type { Static, TSchema } from 'typebox';
import type { PagingDialect } from './paging';
import type { ServiceName } from './services';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a route takes and answers, as the types of its TypeBox schemas. */
export interface RouteShape {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  response: TSchema;
}

export interface Route<Shape extends RouteShape = RouteShape> {
  /** The service whose prefix the path is under (the console's ServiceName, the server's mount prefix). */
  service: ServiceName;
  method: Method;
  /** Under the service's prefix, with `:name` parameters: `/appPermission/:id`. */
  path: string;
  /** Any one of these flags opens the route (the server's guard, and the console's menus and buttons). */
  flags: readonly string[];
  /** false: any signed-in user may call it, in no account (no account guard; still authenticated). */
  account?: false;
  /** A paged list: how it spells paging and sorting (the console's list provider follows it). */
  paging?: PagingDialect;
  /** The server records this change in the activity log (server/src/core/activity.ts); the console posts no trace of its own for it. */
  recordsActivity?: true;
  /**
   * The route's stable name, `<domain>.<table>.<key>`: the operationId of the OpenAPI document, whose
   * first segment is the operation's tag. Given by `namedRoutes` from the table's name and the key
   * (docs/decisions/0408-openapi-document.md); renaming it renames the operation for generated clients.
   */
  name?: string;
  /** Never set: carries the route's shape for the typecheck. */
  readonly shape?: Shape;
}

/** A route of the given shape: `route<{ params: typeof RecordIdParams; response: typeof Usage }>({...})`. */
export const route = <Shape extends RouteShape>(declaration: Omit<Route<Shape>, 'shape'>): Route<Shape> => declaration;

/** A table of declarations, nested tables allowed (a template's drafts and published pages). */
export interface RouteTable { [key: string]: Route | RouteTable }

const isRoute = (entry: Route | RouteTable): entry is Route => typeof entry.method === 'string' && typeof entry.path === 'string';

/**
 * Names every route of the table `<name>.<key>` (nested tables `<name>.<key>.<key>`) and returns the
 * table: `export const appPermissionRoutes = namedRoutes('roles.appPermission', { list: route(...) })`.
 * `name` starts with the domain. A route already named otherwise (one object in two tables) is refused.
 */
export function namedRoutes<T extends RouteTable>(name: string, table: T): T {
  for (const [key, entry] of Object.entries(table)) {
    const full = `${name}.${key}`;
    if (!isRoute(entry)) {
      namedRoutes(full, entry);
    } else if (entry.name === undefined) {
      entry.name = full;
    } else if (entry.name !== full) {
      throw new Error(`${entry.method} ${entry.path} is named ${entry.name}, and again ${full}`);
    }
  }
  return table;
}

/** A schema's value, or undefined where the route takes no such part. */
export type ValueOf<S> = S extends TSchema ? Static<S> : undefined;
type ShapeOf<R> = R extends Route<infer Shape> ? Shape : never;
export type ParamsOf<R> = ValueOf<ShapeOf<R>['params']>;
export type QueryOf<R> = ValueOf<ShapeOf<R>['query']>;
export type BodyOf<R> = ValueOf<ShapeOf<R>['body']>;
export type AnswerOf<R> = Static<ShapeOf<R>['response']>;

/** The path with its parameters filled in (encoded), as both tiers and the tests address it. */
export function pathOf(route: Route, params?: Record<string, string | number>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
