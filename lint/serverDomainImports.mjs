// ESLint rule: a file of one server domain imports another domain only through that domain's
// api.ts, so each domain's routes, stores and rules stay its own, and no domain imports the module
// that mounts another (that tied roles, notifications and users into an 11-file import loop).
// The files beside the domain folders (registry.ts, foundDomains.ts, domainModule.ts) find and mount
// every domain through its index.ts (docs/server-domains.md): they are no domain.
import path from 'node:path';
import { relativeImports } from './relativeImports.mjs';

const DOMAINS = path.resolve(import.meta.dirname, '../server/src/domains');

/** The domain a path lies in and the path inside it, or undefined outside the domains. */
function domainOf(file) {
  const inside = path.relative(DOMAINS, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return undefined;
  const [domain, ...rest] = inside.split(path.sep);
  if (rest.length === 0) return undefined;
  return { domain, rest: rest.join('/').replace(/\.(ts|mjs)$/, '') };
}

export default {
  meta: {
    type: 'problem',
    messages: { internal: "Import '{{domain}}' through its public API ('{{api}}'), not '{{file}}'." },
    schema: [],
  },
  create(context) {
    const own = domainOf(context.filename);
    if (!own) return {};
    return relativeImports(context, (file, spec, node) => {
      const target = domainOf(file);
      if (!target || target.domain === own.domain || target.rest === 'api') return;
      const api = `${path.relative(path.dirname(context.filename), path.join(DOMAINS, target.domain))}/api`;
      context.report({ node: node.source, messageId: 'internal', data: { domain: target.domain, api, file: spec } });
    });
  },
};
