// Live lists (issue 33, record 0413): after a declared route changes records in an account (a 2xx
// answer to a POST, PUT or DELETE under the account guard), the change is announced on every replica
// under its route table's name, and who may hear it is whoever may read that table's lists. One hook
// for every domain and plugin: a route takes part by being declared, nothing else.
import type { FastifyInstance } from 'fastify';
import { changeTypeOf, topicOfRouteName } from '../../../contract/liveChangesRules';
import { announceChange, type RecordsChanged } from '../core/changes';
import type { MembershipCache } from '../security/membershipCache';
import { hasFlag } from '../security/permissions';
import { declaredRouteOf, mountedDeclarations } from './declaredRoute';

/** Announces each successful change a declared route makes in the account of the request. */
export function announceChanges(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const type = changeTypeOf(request.method);
    if (!type || reply.statusCode >= 300 || !request.tenant) return;
    const name = declaredRouteOf(request.method, request.routeOptions.url)?.name;
    // A table nobody reads in an account (the edit locks') is not announced.
    if (!name || readersOf(topicOfRouteName(name)) === undefined) return;
    await announceChange(app.platform.database.db, { accountId: request.tenant.accountId, topic: topicOfRouteName(name), type })
      .catch((err: Error) => request.log.warn(`Change of ${name} not announced: ${err.message}`));
  });
}

/**
 * Whether the user hears of the change: an active member of its account holding a flag that reads its
 * table's lists, asked of the membership cache at the time of the change (exact on every replica,
 * record 0407), so a member whose flags were taken away hears nothing more.
 */
export async function hearsOf(memberships: MembershipCache, userId: number, change: RecordsChanged): Promise<boolean> {
  const readers = readersOf(change.topic);
  if (readers === undefined) return false;
  const member = await memberships.membership(change.accountId, userId);
  return member?.status === 'ACTIVE' && (readers.length === 0 || hasFlag(member.flags, ...readers));
}

/**
 * The flags that let a member read the topic's lists (its paged GET routes; without one, its GET
 * routes in an account): any one of them, or allpermissions. An empty list means every member; no
 * readable route at all means nobody is told (undefined).
 */
export function readersOf(topic: string): string[] | undefined {
  if (!readers.has(topic)) readers.set(topic, readersAmongDeclarations(topic));
  return readers.get(topic);
}

/** Computed once per topic: the declarations are all mounted before the first request. */
const readers = new Map<string, string[] | undefined>();

function readersAmongDeclarations(topic: string): string[] | undefined {
  const reads = [...mountedDeclarations()].filter((route) => route.method === 'GET' && route.account !== false
    && route.name !== undefined && topicOfRouteName(route.name) === topic);
  const lists = reads.filter((route) => route.paging !== undefined);
  const chosen = lists.length > 0 ? lists : reads;
  if (chosen.length === 0) return undefined;
  if (chosen.some((route) => route.flags.length === 0)) return [];
  return [...new Set(chosen.flatMap((route) => route.flags))];
}

/** The flags that let a member change the topic's records (its POST, PUT and DELETE routes in an account); undefined: none. */
export function writersOf(topic: string): string[] | undefined {
  const changes = [...mountedDeclarations()].filter((route) => route.method !== 'GET' && route.account !== false
    && route.name !== undefined && topicOfRouteName(route.name) === topic);
  if (changes.length === 0) return undefined;
  if (changes.some((route) => route.flags.length === 0)) return [];
  return [...new Set(changes.flatMap((route) => route.flags))];
}
