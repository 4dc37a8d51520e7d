// The shape of src/ that reviews rely on: no import cycles (type-only imports count too, since a
// cycle of types is still two modules that cannot be understood apart), and a checker in
// src/config that knows nothing of node, the process or GitHub.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = join(ROOT, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module specifier a file names: static and type-only imports, re-exports, dynamic imports. */
export function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gms)) out.push(m[1]!);
  for (const m of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) out.push(m[1]!);
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]!);
  return out;
}

/** The elementary cycles reachable by depth-first search, each as a list of nodes ending where it starts. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const local = specifiers(readFileSync(file, 'utf8'))
      .filter((s) => s.startsWith('.'))
      .map((s) => relative(ROOT, normalize(join(dirname(file), s.replace(/\.js$/, '.ts')))))
      // Only the modules of src/ are ours.
      .filter((p) => p.startsWith('src/'));
    graph.set(relative(ROOT, file), local);
  }
  return graph;
}

describe('the import graph of src/', () => {
  it('finds cycles when there are some (the finder itself works)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      specifiers("import type { A } from './a.js';\nexport { b } from './b.js';\nawait import('./c.js');"),
    ).toEqual(['./a.js', './b.js', './c.js']);
  });

  it('has no import cycle, type-only imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('resolves every relative import to a file that exists', () => {
    const graph = importGraph();
    const missing = [...graph].flatMap(([from, to]) => to.filter((t) => !graph.has(t)).map((t) => `${from} → ${t}`));
    expect(missing).toEqual([]);
  });

  it('keeps src/config pure: no node:, process or @actions', () => {
    const impure = sources(join(SRC, 'config')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const bad = specifiers(text).filter(
        (s) =>
          s.startsWith('node:') || s.startsWith('@actions/') || /^(fs|path|os|worker_threads|child_process)$/.test(s),
      );
      if (/\bprocess\.\w/.test(text.replace(/\/\/.*$/gm, ''))) bad.push('process');
      return bad.map((b) => `${relative(ROOT, file)}: ${b}`);
    });
    expect(impure).toEqual([]);
  });
});
