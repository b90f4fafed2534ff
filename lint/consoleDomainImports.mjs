// ESLint rule: a console domain (src/resources/<domain>/) imports its own files and the shared
// folders only, never another domain nor the shell (src/layout, src/pages, the app), so a domain
// can be added or removed as one folder (docs/plugins.md §2).
import path from 'node:path';
import { isInside, relativeImports } from './relativeImports.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const DOMAINS = path.join(SRC, 'resources');
/** The plugin author guide's example is a domain too, kept outside src/, with a contract folder of its own. */
const EXAMPLE_DOMAIN = path.join(ROOT, 'docs', 'example-plugin', 'console');
const EXAMPLE_CONTRACT = path.join(ROOT, 'docs', 'example-plugin', 'contract');
const SHARED = ['ui', 'session', 'authProvider', 'dataProviders', 'plugins', 'i18n', 'config'].map((folder) => path.join(SRC, folder));
const CONTRACT = path.join(ROOT, 'contract');

/** The domain folder a file lies in, or undefined outside the domains. */
function domainOf(file) {
  if (isInside(EXAMPLE_DOMAIN, file)) return EXAMPLE_DOMAIN;
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
      const contract = isInside(CONTRACT, target) || (own === EXAMPLE_DOMAIN && isInside(EXAMPLE_CONTRACT, target));
      if (isInside(own, target) || contract || SHARED.some((folder) => isInside(folder, target))) return;
      context.report({ node: node.source, messageId: 'outside', data: { file: spec } });
    });
  },
};
