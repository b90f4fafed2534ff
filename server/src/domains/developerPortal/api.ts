// The developerPortal domain's public API: finding apps and an account's app instances, with the
// caller's access to them. Other domains import it from here, never from index.ts, which only
// mounts the domain's routes (docs/server-domains.md).
// Used by the permissions and marketplace domains.
export { accountInstance, accountInstanceOfApp, appById, appByName, appKnownTo, developerApp, type Need, type OwnedApp } from './appLookup';
