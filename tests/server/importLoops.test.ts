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

/** Each domain and the other domains its files import (types included: a domain's API is its types too). */
function domainImports(): Map<string, string[]> {
  const domains = path.join(SERVER, 'domains');
  const domainOf = (file: string) => path.relative(domains, file).split(path.sep)[0];
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(domains).filter((f) => path.dirname(f) !== domains)) {
    const own = domainOf(file);
    const targets = edges.get(own) ?? new Set<string>();
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
      const target = path.resolve(path.dirname(file), spec);
      if (target.startsWith(domains + path.sep) && domainOf(target) !== own) targets.add(domainOf(target));
    }
    edges.set(own, targets);
  }
  return new Map([...edges].map(([domain, targets]) => [path.join(SERVER, domain), [...targets].map((t) => path.join(SERVER, t))]));
}

describe("the server's modules", () => {
  it('form no import loop', () => {
    expect(importLoops(valueImports(sourceFiles(SERVER)))).toEqual([]);
  });

  it('form no loop between domains either: one domain uses another, never both each other', () => {
    const domains = domainImports();
    expect(domains.get(path.join(SERVER, 'users'))).toContain(path.join(SERVER, 'roles')); // the check sees imports
    expect(importLoops(domains)).toEqual([]);
  });
});
