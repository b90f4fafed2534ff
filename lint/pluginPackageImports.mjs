// ESLint rule: a plugin package (packages/<plugin>/) imports its own files, npm packages and the
// console's plugin API (@platform-console/plugin-api/...), never the console's files by a relative
// path: installed from npm, it sits in node_modules, where no such path leads (docs/plugins.md).
// The plugin API package itself is the one bridge into the console's folders.
import path from 'node:path';
import { isInside, relativeImports } from './relativeImports.mjs';

const PACKAGES = path.resolve(import.meta.dirname, '../packages');
const PLUGIN_API = path.join(PACKAGES, 'plugin-api');

export default {
  meta: {
    type: 'problem',
    messages: { outside: "A plugin package imports its own files and @platform-console/plugin-api/..., not '{{file}}'." },
    schema: [],
  },
  create(context) {
    if (!isInside(PACKAGES, context.filename) || isInside(PLUGIN_API, context.filename)) return {};
    const [name] = path.relative(PACKAGES, context.filename).split(path.sep);
    const own = path.join(PACKAGES, name);
    return relativeImports(context, (target, spec, node) => {
      if (!isInside(own, target)) context.report({ node: node.source, messageId: 'outside', data: { file: spec } });
    });
  },
};
