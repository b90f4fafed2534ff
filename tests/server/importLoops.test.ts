// The server's files form no import loop (issue 30): a domain reaches another only through its api.ts
// (lint rule server/domain-imports), and nothing imports the module that mounts a domain. Loops are
// found among value imports (type-only imports vanish at run time) with Tarjan's strongly connected
// components.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '../../server/src');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

/** The server files each file imports as values (relative imports only). */
function valueImports(files: string[]): Map<string, string[]> {
  const resolve = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec);
    return [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
  };
  return new Map(files.map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const targets = [...source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gms)]
      .filter((match) => !match[1])
      .map((match) => resolve(file, match[2]))
      .filter((target): target is string => !!target && target.startsWith(SERVER));
    return [file, targets];
  }));
}

/** Groups of files that import each other, directly or round a loop. */
function importLoops(edges: Map<string, string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (file: string) => {
    order.set(file, counter);
    lowest.set(file, counter++);
    stack.push(file);
    for (const target of edges.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (stack.includes(target)) lowest.set(file, Math.min(lowest.get(file)!, order.get(target)!));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1) loops.push(group.map((member) => path.relative(SERVER, member)).sort());
  };
  for (const file of edges.keys()) if (!order.has(file)) visit(file);
  return loops;
}

describe("the server's modules", () => {
  it('form no import loop', () => {
    expect(importLoops(valueImports(sourceFiles(SERVER)))).toEqual([]);
  });
});
