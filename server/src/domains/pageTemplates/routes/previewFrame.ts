// The frame a template page is previewed in (DESIGN §4: template HTML never runs with the console's origin).
// GET /app/developerApp/template-pages/preview-frame answers a tiny document under its own policy: the CSP
// `sandbox allow-scripts` makes it an opaque origin wherever it is opened (no cookies, no localStorage of the
// console, no reach into the parent), `default-src 'none'` lets it load nothing and call nowhere (pictures
// from data:, blob: and https: only), and only the console may frame it. The console frames it with
// sandbox="allow-scripts" too and posts the rendered page, which the frame writes (one page per load).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const tags = ['pageTemplates'];

export const PREVIEW_FRAME_POLICY = [
  "default-src 'none'", "script-src 'unsafe-inline'", "style-src 'unsafe-inline'", 'img-src data: blob: https:', 'font-src data:',
  "frame-ancestors 'self'", "base-uri 'none'", "form-action 'none'", 'sandbox allow-scripts',
].join('; ');

const frameScript = `(function () {
  addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parent || !data || typeof data.html !== 'string') return;
    document.open();
    document.write(data.html);
    document.close();
  });
  parent.postMessage({ type: 'page-preview-ready' }, '*');
})();`;

const frameDocument = `<!doctype html><html><head><meta charset="utf-8"><title>Page preview</title><script>${frameScript}</script></head><body></body></html>`;

const previewFrameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/template-pages/preview-frame', {
    schema: { tags, summary: 'The sandboxed frame template pages are previewed in (public, static)', security: [] },
  }, async (_request, reply) => {
    reply.removeHeader('x-frame-options');
    return reply.header('content-security-policy', PREVIEW_FRAME_POLICY).header('cache-control', 'no-store')
      .type('text/html; charset=utf-8').send(frameDocument);
  });
};

export default previewFrameRoutes;
