// The service map (DESIGN §3), declared once: each service's URL prefix, under which the server
// mounts its routes and the console calls them (a deployment may point the console's calls elsewhere
// through /admin/config.json). A route's declaration names its service (routeTable.ts).
export const SERVICE_PREFIXES = {
  auth: '/auth',
  manage: '/manage',
  account: '/users',
  developerApp: '/app/developerApp',
  parameter: '/app/parameter',
  connector: '/api/connector',
  database: '/data-migrate',
  dataExport: '/data-export',
  storage: '/storage',
  tracking: '/logtrace',
  ai: '/ai',
} as const;

export type ServiceName = keyof typeof SERVICE_PREFIXES;

/** Whether a name read from the wire (a notification's `key`) is one of the services above. */
export const isServiceName = (name: unknown): name is ServiceName => typeof name === 'string' && Object.hasOwn(SERVICE_PREFIXES, name);
