// The lines the scaffold adds to existing files: the schema's table exports and the AdminApp
// permission catalog. (The console and the server find a domain by its folder: no list to edit.)
// Each edit finds its place by the shape of the code around it and fails, naming the file, when
// that shape has changed, so nothing half-edited is written.
import type { DomainNames } from './names';

export class EditError extends Error {}

/** Inserts `line` after the file's last import statement (imports may span several lines). */
function afterLastImport(file: string, text: string, line: string): string {
  const imports = [...text.matchAll(/^import [\s\S]*?from '[^']+';[^\n]*\n/gm)];
  const last = imports[imports.length - 1];
  if (!last || last.index === undefined) throw new EditError(`${file}: no import statement found to add "${line}" after`);
  const at = last.index + last[0].length;
  return `${text.slice(0, at)}${line}\n${text.slice(at)}`;
}

/**
 * Adds `item` as the last element of the array or object literal that starts with `opening` and ends
 * at the first `closing` after it, keeping its indentation and a trailing comma.
 */
function appendToLiteral(file: string, text: string, opening: string, closing: string, item: string): string {
  const start = text.indexOf(opening);
  if (start < 0) throw new EditError(`${file}: "${opening.trim()}" not found`);
  const end = text.indexOf(closing, start + opening.length);
  if (end < 0) throw new EditError(`${file}: the end of "${opening.trim()}" ("${closing.trim()}") not found`);
  const inner = text.slice(start + opening.length, end).replace(/\s+$/, '');
  const indent = /\n([ \t]+)\S/.exec(inner)?.[1] ?? '  ';
  const separated = inner.trim() === '' || inner.endsWith(',') ? inner : `${inner},`;
  return `${text.slice(0, start + opening.length)}${separated}\n${indent}${item}\n${text.slice(end).replace(/^\s*/, '')}`;
}

export interface FileEdit {
  /** Path from the repository root. */
  path: string;
  apply(text: string): string;
}

export function registryEdits(n: DomainNames): FileEdit[] {
  return [
    {
      path: 'server/src/db/schema.ts',
      apply: (text) => {
        const exports = [...text.matchAll(/^export \* from '[^']+';\n?/gm)];
        const last = exports[exports.length - 1];
        if (!last || last.index === undefined) throw new EditError('server/src/db/schema.ts: no "export * from" line found');
        const at = last.index + last[0].length;
        const line = `export * from './tables/${n.name}';\n`;
        return `${text.slice(0, at)}${last[0].endsWith('\n') ? '' : '\n'}${line}${text.slice(at)}`;
      },
    },
    {
      path: 'server/src/seed/platformCatalog.ts',
      apply: (text) => appendToLiteral('server/src/seed/platformCatalog.ts',
        afterLastImport('server/src/seed/platformCatalog.ts', text,
          `import { EDIT_${n.CONSTANT}, VIEW_${n.CONSTANT} } from '../../../contract/${n.name}Flags';`),
        'export const ADMIN_APP_PERMISSIONS: Record<string, string> = {', '\n};',
        `[VIEW_${n.CONSTANT}]: 'View ${n.pluralLabel}',\n  [EDIT_${n.CONSTANT}]: 'Create, change and delete ${n.pluralLabel}',`),
    },
  ];
}
