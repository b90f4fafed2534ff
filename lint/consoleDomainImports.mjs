// ESLint rule: a console domain (src/resources/<domain>/) imports its own files and the shared
// folders only, never another domain nor the shell (src/layout, src/pages, the app), so a domain
// can be added or removed as one folder (docs/plugins.md §2).
import path from 'node:path';
import { isInside, relativeImports } from './relativeImports.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const DOMAINS = path.join(SRC, 'resources');
const SHARED = ['ui', 'session', 'authProvider', 'dataProviders', 'plugins', 'i18n', 'config'].map((folder) => path.join(SRC, folder));
const CONTRACT = path.join(ROOT, 'contract');

/** The domain folder a file lies in, or undefined outside the domains. */
function domainOf(file) {
  if (!isInside(DOMAINS, file)) return undefined;
  const [domain] = path.relative(DOMAINS, file).split(path.sep);
  return path.join(DOMAINS, domain);
}

export default {
  meta: {
    type: 'problem',
    messages: {
      outside: "A console domain imports its own files and the shared folders (src/ui, src/session, src/authProvider, src/dataProviders, src/plugins, src/i18n, src/config, contract/), not '{{file}}'.",
    },
    schema: [],
  },
  create(context) {
    const own = domainOf(context.filename);
    if (!own) return {};
    return relativeImports(context, (target, spec, node) => {
      if (isInside(own, target) || isInside(CONTRACT, target) || SHARED.some((folder) => isInside(folder, target))) return;
      context.report({ node: node.source, messageId: 'outside', data: { file: spec } });
    });
  },
};
