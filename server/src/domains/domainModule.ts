// What a domain's index.ts exports, checked when the domains are found (foundDomains.ts, and the
// bundle's static list built by scripts/buildServer.mjs).
import type { FastifyPluginAsync } from 'fastify';

export interface DomainModule {
  default: FastifyPluginAsync;
  /** Permission flag → the label the roles screens show (the platform catalog's other entries: seed/platformCatalog.ts). */
  adminPermissions?: Record<string, string>;
}

/** The module, checked: a folder whose index.ts exports no plugin stops the start, naming it. */
export function domainModule(name: string, module: Partial<DomainModule>): DomainModule {
  if (typeof module.default !== 'function') throw new Error(`server/src/domains/${name}/index.ts must default-export the domain's Fastify plugin`);
  return module as DomainModule;
}
