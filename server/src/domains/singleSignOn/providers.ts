// The providers that configuration turned on, each built once per app (discovery is cached inside).
import type { FastifyBaseLogger } from 'fastify';
import type { SsoConfig, SsoSystem } from './config';
import { facebookProvider } from './facebookProvider';
import { oidcProvider } from './oidcProvider';
import type { SsoProvider } from './provider';

export type SsoProviders = Partial<Record<SsoSystem, SsoProvider>>;

export function ssoProviders(config: SsoConfig, log: FastifyBaseLogger): SsoProviders {
  const providers: SsoProviders = {};
  for (const [system, client] of Object.entries(config) as [SsoSystem, SsoConfig[SsoSystem]][]) {
    if (!client) continue;
    providers[system] = client.protocol === 'facebook' ? facebookProvider(client) : oidcProvider(system, client, log);
  }
  return providers;
}
