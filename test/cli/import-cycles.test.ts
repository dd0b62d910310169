// The command line's modules import one another without a cycle: a cycle makes the load order (and
// so which class or constant is still undefined when a module runs) depend on which file loads first.
// Value imports and import() count; `import type` vanishes at build time and does not.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLI = resolve(import.meta.dirname, '../../src/cli');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|js)$/.test(e.name) ? [join(dir, e.name)] : []));
}

/** The files of src/cli a file imports by value (relative specifiers only). */
function imports(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const m of text.matchAll(/(?:^|[;\n])\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    const clause = m[2] ?? '';
    const typeOnly = m[1] !== undefined || /^\{[^}]*\}$/.test(clause.trim()) && clause.slice(1, -1).split(',').filter((s) => s.trim()).every((s) => /^\s*type\s/.test(s));
    const target = resolve(dirname(file), (m[3] ?? m[4])!);
    if (!typeOnly && known.has(target)) found.push(target);
  }
  return found;
}

/** A cycle reachable from `start`, as a list of files, or undefined. */
function cycleFrom(start: string, edges: Map<string, string[]>): string[] | undefined {
  const path: string[] = [], onPath = new Set<string>(), done = new Set<string>();
  const visit = (f: string): string[] | undefined => {
    if (onPath.has(f)) return [...path.slice(path.indexOf(f)), f];
    if (done.has(f)) return undefined;
    path.push(f);
    onPath.add(f);
    for (const g of edges.get(f) ?? []) {
      const c = visit(g);
      if (c) return c;
    }
    path.pop();
    onPath.delete(f);
    done.add(f);
    return undefined;
  };
  return visit(start);
}

describe('src/cli imports', () => {
  it('have no cycle (value imports and import() calls)', () => {
    const files = sources(CLI), known = new Set(files);
    const edges = new Map(files.map((f) => [f, imports(f, known)]));
    const cycles = files.map((f) => cycleFrom(f, edges)).filter((c) => c !== undefined);
    expect(cycles.map((c) => c.map((f) => relative(CLI, f)).join(' → '))).toEqual([]);
  });
});
