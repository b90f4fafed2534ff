// The platform's domains, mounted by buildApp one encapsulated Fastify plugin each (DESIGN §3):
// every folder of server/src/domains with an index.ts, found rather than listed, so adding a
// domain is adding its folder (docs/server-domains.md).
import type { FastifyPluginAsync } from 'fastify';
import { foundDomains } from './foundDomains';

export const platformDomains: readonly FastifyPluginAsync[] = await foundDomains();
