// The journeys' OpenID Connect provider (a real oidc-provider, tests/server/oidcProvider.ts), on
// the port playwright.config.ts derives from E2E_PORT; the e2e server's Google and LinkedIn point at it.
import { startOidcProvider } from '../server/oidcProvider';

const [port, redirectUri] = [Number(process.argv[2]), process.argv[3]];
if (!port || !redirectUri) throw new Error('usage: oidcProvider.ts <port> <redirect uri>');

const provider = await startOidcProvider(['google-client', 'linkedin-client'], redirectUri, port);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
