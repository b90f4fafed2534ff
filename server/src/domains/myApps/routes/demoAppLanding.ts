// The demo platform's apps open here (their access URL, seeded from PUBLIC_URL): a small page that
// does what a subscribed app's server does with the ?code=... the console opened it with: redeems it
// once at appLoginToken and shows who signed in, to which account, with which roles and permissions.
// It calls the platform's real route (in process, as its own HTTP client would over the network).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { apps } from '../../../db/schema';
import { Id } from '../../../../../contract/wireTypes';
import type { AppSignIn } from '../../../../../contract/myApps';

export const DEMO_APP_PATH = '/demo-apps';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const list = (items: string[]) => (items.length === 0 ? '<p>None.</p>' : `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`);

const demoAppLandingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get(`${DEMO_APP_PATH}/:appId`, {
    config: { noSecretCheck: { code: 'handed to appLoginToken, which checks it and counts the failures' } },
    schema: {
      tags: ['auth'], summary: 'A demo app\'s landing page: redeems the app login code and shows who signed in', security: [],
      params: Type.Object({ appId: Id() }),
      querystring: Type.Object({ code: Type.Optional(Type.String({ maxLength: 200 })) }),
    },
  }, async (request, reply) => {
    const [target] = await db.select({ name: apps.name }).from(apps).where(eq(apps.id, request.params.appId));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!target) return reply.code(404).send(page('App not found', '<p>This platform has no such app.</p>'));
    const { code } = request.query;
    if (!code) return page(target.name, '<p>Open this app from My Apps in the console: it arrives here with a sign-in code.</p>');
    const redeemed = await app.inject({ method: 'POST', url: '/auth/appLoginToken', payload: { code, appId: request.params.appId } });
    if (redeemed.statusCode !== 200) {
      const { message } = redeemed.json() as { message?: string };
      return reply.code(401).send(page(target.name, `<p role="alert">Not signed in: ${escapeHtml(message ?? 'the code was refused')}.</p>`));
    }
    const who = redeemed.json() as AppSignIn;
    return page(target.name, `
<p>Signed in as <strong>${escapeHtml(`${who.firstName} ${who.lastName}`.trim() || who.username)}</strong> (${escapeHtml(who.username)}),
for <strong>${escapeHtml(who.businessName)}</strong>.</p>
<h2>Roles</h2>${list(who.roles)}
<h2>Permissions</h2>${list(who.permissionIds)}`);
  });
};

export default demoAppLandingRoutes;
