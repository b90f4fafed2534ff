// What a domain's index.ts (or a plugin package's server entry) exports, checked when the domains are
// found (foundDomains.ts, and the bundle's static list built by scripts/buildServer.mjs).
import type { FastifyPluginAsync } from 'fastify';

export interface DomainModule {
  default: FastifyPluginAsync;
  /** Permission flag → the label the roles screens show (the platform catalog's other entries: seed/platformCatalog.ts). */
  adminPermissions?: Record<string, string>;
  /** Console labels (i18n key → text per stored locale) stored as AdminApp UI texts, so an account can word them its own way (Console texts). */
  consoleLabels?: Record<string, { en: string; fr: string; sp: string; jp: string; ch: string }>;
  /** The OpenAPI tags of its operations (their names' first segment), described; the product's own are in http/openApiTags.ts. */
  openApiTags?: { name: string; description: string }[];
}

/** The module, checked: one that exports no plugin stops the start, naming where it is. */
export function domainModule(where: string, module: Partial<DomainModule>): DomainModule {
  if (typeof module.default !== 'function') throw new Error(`${where} must default-export the domain's Fastify plugin`);
  return module as DomainModule;
}
