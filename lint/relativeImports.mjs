// What the import rules share: every relative import, static or dynamic, and re-export of a file,
// resolved to an absolute path.
import path from 'node:path';

export const isInside = (folder, file) => {
  const inside = path.relative(folder, file);
  return inside === '' || (!inside.startsWith('..') && !path.isAbsolute(inside));
};

/** ESLint visitors calling `check(target, spec, node)` for each relative import of the file. */
export function relativeImports(context, check) {
  const visit = (node) => {
    const spec = node.source?.value;
    if (typeof spec !== 'string' || !spec.startsWith('.')) return;
    check(path.resolve(path.dirname(context.filename), spec), spec, node);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}
