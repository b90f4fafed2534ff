// The demo platform's apps open here (their access URL, seeded from PUBLIC_URL): a small page that
// does what a subscribed app's server does with the ?code=... the console opened it with: redeems it
// once at appLoginToken and shows who signed in, to which account, with which roles and permissions.
// It calls the platform's real route (in process, as its own HTTP client would over the network).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { apps } from '../../../db/schema';
import { htmlResponse } from '../../../http/responses';
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

/** The limit's own Retry-After, passed on to the page's visitor. */
const retryAfter = (value: string | string[] | number | undefined): Record<string, string> =>
  (value === undefined ? {} : { 'retry-after': String(value) });

const list = (items: string[]) => (items.length === 0 ? '<p>None.</p>' : `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`);

const demoAppLandingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get(`${DEMO_APP_PATH}/:appId`, {
    config: { noSecretCheck: { code: 'handed to appLoginToken, which checks it and counts the failures' } },
    schema: {
      operationId: 'myApps.demoAppLanding', summary: 'A demo app\'s landing page: redeems the app login code and shows who signed in', security: [],
      params: Type.Object({ appId: Id() }),
      querystring: Type.Object({ code: Type.Optional(Type.String({ maxLength: 200 })) }),
      response: {
        200: htmlResponse('The landing page: who signed in, or how to arrive with a code'),
        401: htmlResponse('The code was refused'),
        404: htmlResponse('No such published app (or none the code is for)'),
        429: htmlResponse('Too many codes were refused from this address'),
      },
    },
  }, async (request, reply) => {
    const [target] = await db.select({ name: apps.name, published: apps.published }).from(apps).where(eq(apps.id, request.params.appId));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    // An unpublished app is named only to someone holding a code for it: to anyone else, as missing.
    const listed = target?.published === 'PUBLISHED' ? target : undefined;
    const notFound = () => reply.code(404).send(page('App not found', '<p>This platform has no such app.</p>'));
    const { code } = request.query;
    if (!code) return listed ? page(listed.name, '<p>Open this app from My Apps in the console: it arrives here with a sign-in code.</p>') : notFound();
    // Every code is redeemed, for whichever id, from the caller's own address: appLoginToken counts the failures.
    const redeemed = await app.inject({
      method: 'POST', url: '/auth/appLoginToken', payload: { code, appId: request.params.appId }, remoteAddress: request.ip,
    });
    if (redeemed.statusCode === 429) {
      return reply.code(429).headers(retryAfter(redeemed.headers['retry-after'])).send(page('Too many attempts', '<p role="alert">Too many sign-in codes were refused. Try again later.</p>'));
    }
    if (redeemed.statusCode !== 200) {
      if (!listed) return notFound();
      const { message } = redeemed.json() as { message?: string };
      return reply.code(401).send(page(listed.name, `<p role="alert">Not signed in: ${escapeHtml(message ?? 'the code was refused')}.</p>`));
    }
    const who = redeemed.json() as AppSignIn;
    return page(target!.name, `
<p>Signed in as <strong>${escapeHtml(`${who.firstName} ${who.lastName}`.trim() || who.username)}</strong> (${escapeHtml(who.username)}),
for <strong>${escapeHtml(who.businessName)}</strong>.</p>
<h2>Roles</h2>${list(who.roles)}
<h2>Permissions</h2>${list(who.permissionIds)}`);
  });
};

export default demoAppLandingRoutes;
