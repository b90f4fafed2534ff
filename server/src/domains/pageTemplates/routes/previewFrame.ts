// The frame a template page is previewed in (DESIGN §4: template HTML never runs with the console's origin).
// GET /app/developerApp/template-pages/preview-frame answers a tiny document under its own policy: the CSP
// `sandbox allow-scripts` makes it an opaque origin wherever it is opened (no cookies, no localStorage of the
// console, no reach into the parent), `default-src 'none'` lets it load nothing and call nowhere (pictures
// from data:, blob: and https: only), and only the console may frame it. The console frames it with
// sandbox="allow-scripts" too and posts each rendered page, which the frame shows in a fresh child frame.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { declaredPath } from '../../../http/declaredRoute';
import { htmlResponse } from '../../../http/responses';
import { previewFrameRoute } from '../../../../../contract/pageTemplatesRoutes';

export const PREVIEW_FRAME_POLICY = [
  "default-src 'none'", "script-src 'unsafe-inline'", "style-src 'unsafe-inline'", 'img-src data: blob: https:', 'font-src data:',
  "frame-ancestors 'self'", "base-uri 'none'", "form-action 'none'", 'sandbox allow-scripts',
].join('; ');

// Each page goes into a new child frame (srcdoc, sandboxed again): a fresh document per render, so one
// render's scripts, timers and globals never meet the next, and the frame itself never reloads.
const frameScript = `(function () {
  addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parent || !data || typeof data.html !== 'string') return;
    var page = document.createElement('iframe');
    page.setAttribute('sandbox', 'allow-scripts');
    page.setAttribute('title', 'Page');
    page.srcdoc = data.html;
    document.body.replaceChildren(page);
  });
  parent.postMessage({ type: 'page-preview-ready' }, '*');
})();`;

const frameStyle = 'html,body{margin:0;height:100%}iframe{display:block;border:0;width:100%;height:100%}';

const frameDocument = `<!doctype html><html><head><meta charset="utf-8"><title>Page preview</title><style>${frameStyle}</style><script>${frameScript}</script></head><body></body></html>`;

const previewFrameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(declaredPath(app, previewFrameRoute), {
    schema: {
      summary: 'The sandboxed frame template pages are previewed in (public, static)', security: [],
      response: { 200: htmlResponse('The frame document') },
    },
  }, async (_request, reply) => {
    reply.removeHeader('x-frame-options');
    return reply.header('content-security-policy', PREVIEW_FRAME_POLICY).header('cache-control', 'no-store')
      .type('text/html; charset=utf-8').send(frameDocument);
  });
};

export default previewFrameRoutes;
