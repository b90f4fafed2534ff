// A page's path declared once: the route pattern react-router matches and the builder links use,
// e.g. `const usersPage = pagePath('/app/:accountId/users')`, `usersPage.path({ accountId })`.

/** The `:name` parameters of a pattern, as a union of their names. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface PagePath<P extends string = string> {
  /** The route pattern, e.g. `/app/:accountId/users`. */
  pattern: P;
  /** The pattern's parameter names, in order. */
  params: string[];
  /** The concrete path, e.g. `/app/42/users`. */
  path(values: Record<PathParams<P>, string | number>): string;
}

const PARAM = /:(\w+)/g;

export function pagePath<P extends string>(pattern: P): PagePath<P> {
  return {
    pattern,
    params: [...pattern.matchAll(PARAM)].map((match) => match[1]),
    path: (values) =>
      pattern.replace(PARAM, (_match, name: string) => encodeURIComponent(String((values as Record<string, string | number>)[name]))),
  };
}
