// The notifications domain's public API: notifying people and announcing changed flags (the bus
// every replica listens on). Other domains import it from here, never from index.ts, which only
// mounts the domain's routes (docs/server-domains.md).
export { NotificationBus, notify, flagsChanged } from './bus';
export { notifications } from './tables';
