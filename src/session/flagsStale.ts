// Tells the console that the signed-in member's flags may have changed (a role was assigned or
// changed, here or by an admin elsewhere): the authProvider reads them again (useFreshFlags).
export const FLAGS_STALE_EVENT = 'console:flags-stale';

export function announceFlagsStale(): void {
  window.dispatchEvent(new Event(FLAGS_STALE_EVENT));
}
