// My apps: signing in to a subscribed app (app login), under /auth, and the demo apps' landing
// page that redeems the sign-in code as a subscribed app would (/demo-apps).
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import appLoginRoutes from './routes/appLogin';
import demoAppLandingRoutes from './routes/demoAppLanding';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const myApps: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(appLoginRoutes, { prefix: SERVICE_PREFIXES.auth });
  await app.register(demoAppLandingRoutes);
};

export { DEMO_APP_PATH } from './routes/demoAppLanding';
export default myApps;
