// Fewer, larger chunks for the signed-in console's first screen. Left to automatic chunking, the
// modules src/App.tsx imports statically are cut into ~130 chunks of 1-3 KB (one per set of lazy
// pages sharing them), and a cold signed-in load queues ~170 script requests on HTTP/1.1's six
// connections (issue 16, docs/decisions.md "Issue 16: the first row"). Once the module graph is known
// (buildEnd), this plugin computes App's static closure and its groups put it into two chunks:
// 'shell', the part the public pages (sign-in...) share, and 'console', the rest. The entry's own
// modules stay in the entry; lazy pages keep automatic chunking.
// It also writes console.html: index.html with modulepreload links to App's chunks (and a preload of
// config.json), which the server sends for the console's (non-public) paths, so they load beside the
// entry instead of after it.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

type Graph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
};

const ENTRY = /\/src\/main\.tsx$/;
const CONSOLE = /\/src\/App\.tsx$/;
const PUBLIC = /\/src\/pages\/PublicApp\.tsx$/;
// Reached from App only through react-admin's barrel re-exports, used by lazy pages alone (file and
// image inputs, rich-text fields): left to automatic chunking, they load with those pages. A build
// where the first screen did use one would list one more modulepreload in console.html.
const LAZY_ONLY = new RegExp([
  'ra-ui-materialui/dist/(field/RichTextField|input/(FileInput|ImageInput))\\.js$',
  '/node_modules/(dompurify|react-dropzone|file-selector|attr-accept)/',
].join('|'));

// MUI's barrel: App's modules import a few components through it, and following all of its
// re-exports would put every MUI component a lazy page uses (slider, tabs, chips, accordions...)
// into the first screen's chunks. From a module that names what it imports, only those are followed.
const MUI_BARREL = /\/node_modules\/@mui\/material\/esm\/index\.js$/;
const FROM_MUI = /\b(?:import|export)\s*([^;]*?)\s*from\s*["']@mui\/material["']/g;

/** The names `code` imports from MUI's barrel, or undefined when it takes it whole (a namespace). */
function namesFromMui(code: string): string[] | undefined {
  const names: string[] = [];
  for (const [, clause] of code.matchAll(FROM_MUI)) {
    if (/^type\s/.test(clause)) continue;
    const braces = clause.match(/^\{([^}]*)\}$/);
    if (!braces) return undefined;
    const parts = braces[1].split(',').map((part) => part.trim()).filter((part) => part && !/^type\s/.test(part));
    names.push(...parts.map((part) => part.split(/\s+as\s+/)[0]));
  }
  return names;
}

/** Which module each name the barrel (or a module it re-exports whole) exports comes from. */
function exportSources(graph: Graph, id: string, into = new Map<string, string>(), seen = new Set<string>()): Map<string, string> {
  if (seen.has(id)) return into;
  seen.add(id);
  const code = graph.getModuleInfo(id)?.code ?? '';
  const resolve = (spec: string) => join(dirname(id), spec);
  for (const [, list, spec] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name && !into.has(name)) into.set(name, resolve(spec));
    }
  }
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name && !into.has(name)) into.set(name, id);
    }
  }
  for (const [, name] of code.matchAll(/export\s+(?:const|let|var|function\*?|class)\s+(\w+)/g)) {
    if (!into.has(name)) into.set(name, id);
  }
  for (const [, spec] of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) exportSources(graph, resolve(spec), into, seen);
  return into;
}

function staticClosure(graph: Graph, root: string | undefined): Set<string> {
  const seen = new Set<string>();
  const stack = root ? [root] : [];
  let muiExports: Map<string, string> | undefined;
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      const names = MUI_BARREL.test(imported) ? namesFromMui(info?.code ?? '') : undefined;
      muiExports ??= names && exportSources(graph, imported);
      const sources = names?.map((name) => muiExports?.get(name));
      if (sources?.every(Boolean)) stack.push(...(sources as string[]));
      else stack.push(imported);
    }
  }
  return seen;
}

export function consoleChunks() {
  let entry = new Set<string>();
  let consoleModules = new Set<string>();
  let publicModules = new Set<string>();
  let base = '/';
  const plugin: Plugin = {
    name: 'console-chunks',
    apply: 'build',
    configResolved(config) { base = config.base; },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      entry = staticClosure(this, ids.find((id) => ENTRY.test(id)));
      consoleModules = staticClosure(this, ids.find((id) => CONSOLE.test(id)));
      publicModules = staticClosure(this, ids.find((id) => PUBLIC.test(id)));
    },
    async writeBundle(options, bundle) {
      const app = Object.values(bundle).find((c) => c.type === 'chunk' && CONSOLE.test(c.facadeModuleId ?? ''));
      if (app?.type !== 'chunk' || !options.dir) return;
      const html = await readFile(join(options.dir, 'index.html'), 'utf8');
      const files = new Set([app.fileName]);
      for (const file of files) {
        const chunk = bundle[file];
        if (chunk?.type === 'chunk') chunk.imports.forEach((f) => files.add(f));
      }
      const links = [...files]
        .filter((file) => !html.includes(`${base}${file}`))
        .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
        // The run-time config src/config/services.ts fetches right after the entry: the same request.
        .concat(`<link rel="preload" as="fetch" crossorigin href="${base}config.json">`);
      await writeFile(join(options.dir, 'console.html'), html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
    },
  };
  const inConsole = (id: string) => consoleModules.has(id) && !entry.has(id) && !LAZY_ONLY.test(id);
  const codeSplitting = {
    includeDependenciesRecursively: false,
    groups: [
      { name: 'shell', priority: 2, test: (id: string) => inConsole(id) && publicModules.has(id) },
      { name: 'console', priority: 1, test: (id: string) => inConsole(id) && !publicModules.has(id) },
    ],
  };
  return { plugin, codeSplitting };
}
