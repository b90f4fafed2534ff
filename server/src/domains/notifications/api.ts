// The notifications domain's public API: notifying people, and the bus every replica listens on for
// new notifications and changed flags (announced by server/src/core/flagsChanged.ts). Other domains
// import it from here, never from index.ts, which only mounts the domain's routes (docs/server-domains.md).
export { NotificationBus, notify } from './bus';
export { notifications } from './tables';
