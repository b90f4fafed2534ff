// The platform's domains, mounted by buildApp one encapsulated Fastify plugin each (DESIGN §3):
// every folder of server/src/domains with an index.ts, found rather than listed, so adding a
// domain is adding its folder (docs/server-domains.md).
import type { FastifyPluginAsync } from 'fastify';
import { foundDomains } from './foundDomains';
import type { DomainModule } from './domainModule';

const domains = await foundDomains();

export const platformDomains: readonly FastifyPluginAsync[] = domains.map((domain) => domain.default);

/** The AdminApp permission flags the domains declare beside their plugin, with their labels. */
export const domainAdminPermissions: Readonly<Record<string, string>> = Object.assign({}, ...domains.map((domain) => domain.adminPermissions ?? {}));

/** The console labels the domains store as AdminApp UI texts beside the platform's (seed/platformCatalog.ts). */
export const domainConsoleLabels: NonNullable<DomainModule['consoleLabels']> = Object.assign({}, ...domains.map((domain) => domain.consoleLabels ?? {}));

/** The tags the domains describe beside their plugin (a plugin package's own), after the product's. */
export const domainOpenApiTags: readonly { name: string; description: string }[] = domains.flatMap((domain) => domain.openApiTags ?? []);
