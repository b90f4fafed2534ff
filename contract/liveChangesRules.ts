// Live lists (issue 33): when a record changes through a route of a domain's route table, every open
// console of that account allowed to read the table's lists hears of it and reads its lists again.
// The topic is the route table's name (`parameters`, `roles.appPermission`): the name of each of its
// routes without the route's own key (routeTable.ts), so the console knows which resources it feeds.

export const CHANGE_TYPES = ['created', 'updated', 'deleted'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** A route's table (its topic): its name without its own key, `parameters.create` → `parameters`. */
export const topicOfRouteName = (name: string): string => name.slice(0, name.lastIndexOf('.'));

/** What a change route's method says happened. */
export const changeTypeOf = (method: string): ChangeType | undefined =>
  ({ POST: 'created', PUT: 'updated', PATCH: 'updated', DELETE: 'deleted' } as const)[method as 'POST'];

/** An edit lock's holder says every EDIT_LOCK_HEARTBEAT_MS that their console is still there; past EDIT_LOCK_TTL_MS without a word the lock is free. */
export const EDIT_LOCK_HEARTBEAT_MS = 15_000;
export const EDIT_LOCK_TTL_MS = 45_000;
export const EDIT_LOCK_KEY_MAX = 120;
