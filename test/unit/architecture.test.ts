// The shape of src/ that reviews rely on: no import cycles (type-only imports count too, since a
// cycle of types is still two modules that cannot be understood apart), a checker in src/config
// that knows nothing of node, the process or GitHub and keeps no state of its own between calls,
// no import of a dependency's internal files, and no V8 flag changed at run time.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOURCE_CODES } from '../../src/config/read/problems.js';

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

/** Strips comments (and string contents, which may hold `//`), so that prose about code is not taken for it. */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''")
    .replace(/\/\/.*$/gm, '');
}

const MUTATORS = 'set|add|delete|clear|push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin';

/**
 * State a module keeps between calls, by its text: a top-level `let` or `var`, and a top-level
 * `const` whose value the module changes (a Map's or Set's entries, an array's items, an
 * object's properties). A value built once by a function and then only read is not state.
 */
export function moduleState(text: string): string[] {
  const body = code(text);
  const out: string[] = [];
  for (const m of body.matchAll(/^(?:export\s+)?(?:let|var)\s+([A-Za-z_$][\w$]*)/gm)) out.push(`let ${m[1]}`);
  for (const m of body.matchAll(/^(?:export\s+)?const\s+([A-Za-z_$][\w$]*)/gm)) {
    const name = m[1]!;
    const changed = new RegExp(
      `(?<![\\w$.])${name}(?:\\.(?:${MUTATORS})\\(|(?:\\.[\\w$]+|\\[[^\\]]*\\])+\\s*(?:[-+*/%&|^]|\\?\\?|\\|\\||&&)?=(?!=))|Object\\.assign\\(\\s*${name}\\b`,
    );
    if (changed.test(body)) out.push(`const ${name} (changed)`);
  }
  return out;
}

/**
 * Bare specifiers that reach into a dependency's internal files: a `node_modules/` path, or a
 * subpath the package's `exports` does not list (or any subpath of a package without `exports`).
 */
export function internalImports(specs: readonly string[], exportsOf: (pkg: string) => unknown): string[] {
  return specs.filter((s) => {
    if (s.includes('node_modules/')) return true;
    if (s.startsWith('.') || s.startsWith('node:') || s.startsWith('/')) return false;
    const parts = s.split('/');
    const pkg = s.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
    const sub = `.${s.slice(pkg.length)}`;
    if (sub === '.') return false;
    const exported = exportsOf(pkg);
    if (exported === null || typeof exported !== 'object') return true;
    return !Object.keys(exported).some((key) =>
      key.includes('*')
        ? sub.startsWith(key.slice(0, key.indexOf('*'))) && sub.endsWith(key.slice(key.indexOf('*') + 1))
        : key === sub,
    );
  });
}

/**
 * A package's `exports`; for a package without them, its top-level entry files (a `.js` with its
 * `.d.ts` beside it, as vscode-languageserver ships `node.js` for `vscode-languageserver/node`),
 * which it publishes as its entries: a subpath into its folders stays internal.
 */
function packageExports(pkg: string): unknown {
  const dir = join(ROOT, 'node_modules', pkg);
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: unknown };
    if (manifest.exports !== undefined) return manifest.exports;
    const names = readdirSync(dir);
    const entries = names.filter((n) => n.endsWith('.js') && names.includes(n.replace(/\.js$/, '.d.ts')));
    return entries.length > 0 ? Object.fromEntries(entries.map((n) => [`./${n}`, `./${n}`])) : undefined;
  } catch {
    return undefined;
  }
}

/** The specifiers a file imports as it is loaded: `specifiers` but an `import()`, which loads on use. */
export function staticSpecifiers(text: string): string[] {
  return specifiers(text.replace(/\bimport\(\s*['"][^'"]+['"]\s*\)/g, ''));
}

/** The modules `entry` loads as it is loaded itself: its static imports, transitively. */
export function loadedWith(graph: ReadonlyMap<string, readonly string[]>, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (node: string): void => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const next of graph.get(node) ?? []) visit(next);
  };
  visit(entry);
  return seen;
}

function importGraph(options: { onUse?: boolean } = {}): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const local = (options.onUse === false ? staticSpecifiers(text) : specifiers(text))
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

  it('finds module state when there is some (the check itself works)', () => {
    const planted = [
      'let loaded: Parts | undefined;',
      'const seen = new Set<string>();',
      'const cache = new Map<string, RegExp>();',
      'const counts: Record<string, number> = {};',
      'const list: string[] = [];',
      'export function f(x: string): void {',
      '  seen.add(x);',
      '  cache.set(x, /a/);',
      '  counts[x] = 1;',
      '  list.push(x);',
      '}',
    ].join('\n');
    expect(moduleState(planted)).toEqual([
      'let loaded',
      'const seen (changed)',
      'const cache (changed)',
      'const counts (changed)',
      'const list (changed)',
    ]);
    const clean = [
      'const KEYS: ReadonlySet<string> = keysOf(DATA);',
      'const TABLE = new Map([["a", 1]]);',
      '// let old; cache.set(x) in a comment',
      'export function g(x: string): boolean {',
      '  let local = 0;',
      '  const own = new Set<string>();',
      '  own.add(x);',
      '  return KEYS.has(x) && TABLE.get(x) === local && x !== "TABLE.set(x)";',
      '}',
    ].join('\n');
    expect(moduleState(clean)).toEqual([]);
  });

  it('keeps no state in src/config between calls (no module-level registry or cache)', () => {
    const state = sources(join(SRC, 'config')).flatMap((file) =>
      moduleState(readFileSync(file, 'utf8')).map((s) => `${relative(ROOT, file)}: ${s}`),
    );
    expect(state).toEqual([]);
  });

  it("finds imports of a dependency's internal files when there are some (the check itself works)", () => {
    const exportsOf = (pkg: string) =>
      ({
        yaml: { '.': './dist/index.js', './util': './dist/util.js' },
        '@scope/pkg': { '.': './a.js', './lib/*': './lib/*.js' },
        old: undefined,
      })[pkg];
    expect(
      internalImports(
        [
          'yaml',
          'yaml/util',
          'yaml/dist/parse/parser.js',
          '../node_modules/yaml/dist/index.js',
          '@scope/pkg/lib/x',
          '@scope/pkg/internal',
          'old',
          'old/lib/x.js',
          './local.js',
          'node:fs',
        ],
        exportsOf,
      ),
    ).toEqual([
      'yaml/dist/parse/parser.js',
      '../node_modules/yaml/dist/index.js',
      '@scope/pkg/internal',
      'old/lib/x.js',
    ]);
  });

  it("imports no dependency's internal file, only what its exports list", () => {
    const bad = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const specs = [
        ...specifiers(text),
        ...[...text.matchAll(/\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
      ];
      return internalImports(specs, packageExports).map((s) => `${relative(ROOT, file)}: ${s}`);
    });
    expect(bad).toEqual([]);
  });

  it("loads the language server (src/lsp) only from the command line's entry, on --lsp", () => {
    const graph = importGraph();
    const into = [...graph].flatMap(([from, to]) =>
      from.startsWith('src/lsp/') ? [] : to.filter((t) => t.startsWith('src/lsp/')).map((t) => `${from} → ${t}`),
    );
    expect(into).toEqual(['src/cli/index.ts → src/lsp/server.ts']);
    const entry = readFileSync(join(SRC, 'cli', 'index.ts'), 'utf8');
    expect(entry).toMatch(/await import\('\.\.\/lsp\/server\.js'\)/);
    expect(entry).not.toMatch(/^import[^;]*lsp\//m);
  });

  it('changes no V8 flag at run time (no setFlagsFromString in src/)', () => {
    const found = sources(SRC).filter((file) => /setFlagsFromString/.test(code(readFileSync(file, 'utf8'))));
    expect(found.map((f) => relative(ROOT, f))).toEqual([]);
  });
});

// The roles of src/'s folders, as the imports each may make (CONTRIBUTING.md, "Development").
// A folder not listed here is a breach: a new folder says what it may import first.
const FOLDERS: Record<string, { may: readonly string[]; why: string }> = {
  config: { may: [], why: 'the pure checker: text → findings, knowing nothing of its callers' },
  report: { may: ['config'], why: 'pure renderers of findings' },
  workspace: { may: ['config'], why: 'the file-system boundary, below the run' },
  run: { may: ['config', 'workspace', 'report'], why: 'one run for both faces, which knows neither face nor GitHub' },
  github: { may: ['config', 'report', 'version'], why: 'what the pull request sees, given its own options' },
  action: { may: ['config', 'workspace', 'run', 'report', 'github', 'version'], why: "the action's face" },
  cli: { may: ['config', 'workspace', 'run', 'report', 'lsp', 'version'], why: "the command line's face" },
  lsp: { may: ['config', 'workspace', 'run', 'report', 'version'], why: 'the language server, a third face' },
  web: { may: ['config'], why: 'the page that checks a config in the browser, a fourth face over the pure core' },
  tools: { may: ['config', 'report', 'web'], why: 'development steps (generated code, the docs, the page)' },
};
/** The loose files of src/: at most two. */
const LOOSE = ['version'];

/** The folder of a src/-relative module path: its first segment, or the file's own name when loose. */
function folderOf(path: string): string {
  const parts = path.split('/');
  return parts.length === 1 ? parts[0]!.replace(/\.ts$/, '') : parts[0]!;
}

/** The imports that break FOLDERS' rules, as `from → to`, for a graph of src/-relative paths. */
export function breaches(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const out: string[] = [];
  for (const [from, tos] of graph) {
    const mine = folderOf(from);
    const rule = FOLDERS[mine];
    if (!rule && !LOOSE.includes(mine)) {
      out.push(`${from}: in no known folder`);
      continue;
    }
    for (const to of tos) {
      const theirs = folderOf(to);
      if (theirs !== mine && !(rule?.may ?? []).includes(theirs)) out.push(`${from} → ${to}`);
    }
  }
  return out;
}

describe('the folders of src/ by role', () => {
  const srcGraph = () =>
    new Map(
      [...importGraph()].map(([from, to]) => [from.replace(/^src\//, ''), to.map((t) => t.replace(/^src\//, ''))]),
    );

  it('finds a breach of each folder rule when one is planted (the check itself works)', () => {
    const planted: Array<[string, string]> = [
      ['config/check.ts', 'run/run.ts'],
      ['report/json.ts', 'workspace/files.ts'],
      ['workspace/files.ts', 'run/check-files.ts'],
      ['run/run.ts', 'action/main.ts'],
      ['run/run.ts', 'cli/cli.ts'],
      ['run/run.ts', 'github/session.ts'],
      ['github/session.ts', 'action/settings.ts'],
      ['action/main.ts', 'cli/cli.ts'],
      ['cli/cli.ts', 'github/session.ts'],
      ['lsp/server.ts', 'github/session.ts'],
      ['lsp/server.ts', 'cli/cli.ts'],
      ['tools/write-docs.ts', 'run/run.ts'],
      ['web/page.ts', 'run/check-files.ts'],
      ['web/check.ts', 'workspace/files.ts'],
      ['web/check.ts', 'report/json.ts'],
      ['stray.ts', 'config/check.ts'],
    ];
    for (const [from, to] of planted) {
      const graph = new Map([[from, [to]]]);
      expect(breaches(graph), `${from} → ${to}`).toHaveLength(1);
    }
    // And what each may do passes.
    expect(
      breaches(
        new Map([
          ['run/run.ts', ['config/check.ts', 'workspace/files.ts', 'report/counts.ts', 'run/parallel.ts']],
          ['cli/cli.ts', ['run/run.ts', 'version.ts']],
          ['version.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('holds every folder to its rule', () => {
    expect(breaches(srcGraph())).toEqual([]);
  });

  it('has at most two loose files, and a rule for every folder', () => {
    const entries = readdirSync(SRC, { withFileTypes: true });
    const loose = entries.filter((e) => e.isFile()).map((e) => e.name);
    expect(loose.length).toBeLessThanOrEqual(2);
    expect(loose.map((n) => n.replace(/\.ts$/, '')).sort()).toEqual([...LOOSE].sort());
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.filter((f) => !(f in FOLDERS))).toEqual([]);
  });

  it('keeps web/ to what a browser has: no node: import, no process', () => {
    const bad = sources(join(SRC, 'web')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [
        ...specifiers(text).filter(
          (s) => s.startsWith('node:') || /^(fs|path|os|url|worker_threads|child_process)$/.test(s),
        ),
        ...(/\bprocess\.\w/.test(code(text)) ? ['process'] : []),
      ].map((b) => `${relative(ROOT, file)}: ${b}`);
    });
    expect(sources(join(SRC, 'web')).length).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });

  it('keeps report/ pure: no node: import and no module state', () => {
    const bad = sources(join(SRC, 'report')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [
        ...specifiers(text).filter((s) => s.startsWith('node:') || /^(fs|path|os)$/.test(s)),
        ...(/\bprocess\.\w/.test(code(text)) ? ['process'] : []),
        ...moduleState(text),
      ].map((b) => `${relative(ROOT, file)}: ${b}`);
    });
    expect(bad).toEqual([]);
  });
});

// The policy's reader dispatches on its grammar, plain data; only the tools build the editors'
// schema from it with TypeBox, so a run never loads TypeBox's builder to read a policy.
const POLICY_SCHEMA_MODULE = 'config/policy/schema.ts';

/** Imports of the policy's TypeBox schema from outside src/tools, as `from → to`, for a graph of src/-relative paths. */
export function policySchemaLoads(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([from, tos]) =>
    folderOf(from) === 'tools' ? [] : tos.filter((to) => to === POLICY_SCHEMA_MODULE).map((to) => `${from} → ${to}`),
  );
}

// Every thread compiles the action's main chunk (a worker runs the bundle's entry), so what a run
// without a policy file does not use stays out of it: the policy file's reader and grammar are
// loaded when a policy file is read (docs/speed.md, issue 40).
const POLICY_READING = ['src/config/policy/reader.ts', 'src/config/policy/grammar.ts'];
const ENTRIES = ['src/action/index.ts', 'src/cli/index.ts'];

describe("the policy file's reader, loaded on use", () => {
  it('finds a static import of it when one is planted (the check itself works)', () => {
    const planted = new Map([
      ['src/action/index.ts', ['src/config/check.ts']],
      ['src/config/check.ts', ['src/config/policy/policy.ts']],
      ['src/config/policy/policy.ts', ['src/config/policy/grammar.ts']],
    ]);
    expect([...loadedWith(planted, 'src/action/index.ts')].filter((m) => POLICY_READING.includes(m))).toEqual([
      'src/config/policy/grammar.ts',
    ]);
    expect(staticSpecifiers("import { a } from './a.js';\nconst { b } = await import('./b.js');")).toEqual(['./a.js']);
  });

  it("is in no entry's static imports: the action's and the command line's load it with a policy file", () => {
    const graph = importGraph({ onUse: false });
    const loaded = ENTRIES.flatMap((entry) =>
      [...loadedWith(graph, entry)].filter((m) => POLICY_READING.includes(m)).map((m) => `${entry} → ${m}`),
    );
    expect(loaded).toEqual([]);
    expect(readFileSync(join(SRC, 'workspace', 'policy-file.ts'), 'utf8')).toMatch(
      /await import\('\.\.\/config\/policy\/reader\.js'\)/,
    );
  });
});

describe("the policy's schema, for editors only", () => {
  it('finds a run module that loads it when one is planted (the check itself works)', () => {
    expect(policySchemaLoads(new Map([['config/policy/policy.ts', [POLICY_SCHEMA_MODULE]]]))).toHaveLength(1);
    expect(policySchemaLoads(new Map([['run/run.ts', [POLICY_SCHEMA_MODULE, 'config/policy/grammar.ts']]]))).toEqual([
      `run/run.ts → ${POLICY_SCHEMA_MODULE}`,
    ]);
    expect(policySchemaLoads(new Map([['tools/write-schema.ts', [POLICY_SCHEMA_MODULE]]]))).toEqual([]);
  });

  it('is loaded by the tools alone, and the rest of src/config/policy imports no TypeBox', () => {
    const graph = new Map(
      [...importGraph()].map(([from, to]) => [from.replace(/^src\//, ''), to.map((t) => t.replace(/^src\//, ''))]),
    );
    expect(policySchemaLoads(graph)).toEqual([]);
    const typebox = sources(join(SRC, 'config', 'policy'))
      .filter((file) => relative(SRC, file) !== POLICY_SCHEMA_MODULE)
      .filter((file) =>
        specifiers(readFileSync(file, 'utf8')).some((s) => s === 'typebox' || s.startsWith('typebox/')),
      );
    expect(typebox.map((f) => relative(ROOT, f))).toEqual([]);
  });

  it('finds a reader of the environment outside the faces when there is one (the check itself works)', () => {
    expect(
      environmentReads("const a = process.env['GITHUB_SHA'];\nexport function f(env: NodeJS.ProcessEnv) {}"),
    ).toEqual(['process.env', 'NodeJS.ProcessEnv']);
    expect(environmentReads("// process.env in a comment\nconst a = vars['GITHUB_SHA'];")).toEqual([]);
  });

  it("finds a module that refuses a file on the `yaml` package's word when one is planted (the check itself works)", () => {
    const planted =
      "import { parseDocument } from 'yaml';\nimport { problem } from './problems.js';\nif (doc.errors.length) return problem('yaml-syntax', m, span);";
    expect(refusesOnYamlsWord(planted, SOURCE_CODES)).toEqual(['problem()', 'yaml-syntax']);
    expect(refusesOnYamlsWord("import type { Parser } from 'yaml';\nexport const x = 1;", SOURCE_CODES)).toEqual([]);
    expect(
      refusesOnYamlsWord("import { problem } from './problems.js';\nproblem('yaml-syntax', m, s);", SOURCE_CODES),
    ).toEqual([]);
  });

  it("lets only the builder's pipeline and the refusals module refuse a file: no module that imports `yaml` does", () => {
    const refusing = sources(join(SRC, 'config')).flatMap((file) =>
      refusesOnYamlsWord(readFileSync(file, 'utf8'), SOURCE_CODES).map((r) => `${relative(ROOT, file)}: ${r}`),
    );
    expect(refusing).toEqual([]);
  });

  it('finds a second importer of the `yaml` package when one is planted (the check itself works)', () => {
    expect(yamlImporters([['src/config/read/yaml-locate.ts', "export { Parser } from 'yaml';"]])).toEqual([]);
    expect(
      yamlImporters([
        ['src/config/read/yaml-locate.ts', "import { parseDocument } from 'yaml';"],
        ['src/config/read/py-loader.ts', "import type { Node } from 'yaml';"],
      ]),
    ).toEqual(['src/config/read/py-loader.ts']);
  });

  it('imports the `yaml` package in one module, yaml-locate.ts, which only locates (one walk, one verdict path)', () => {
    const files = sources(SRC).map((f) => [relative(ROOT, f), readFileSync(f, 'utf8')] as [string, string]);
    expect(yamlImporters(files)).toEqual([]);
  });

  it('reads the environment only in the faces: src/action (INPUT_*, GITHUB_*), src/cli and src/lsp', () => {
    const readers = sources(SRC)
      .filter((file) => !/^(action|cli|lsp)\//.test(relative(SRC, file)))
      .flatMap((file) => environmentReads(readFileSync(file, 'utf8')).map((r) => `${relative(ROOT, file)}: ${r}`))
      // @actions/github parses GITHUB_EVENT_PATH when it is imported: its import hides the variable
      // (reading it only to put it back), since the action reads the event itself.
      .filter((r) => r !== 'src/github/client.ts: process.env');
    expect(readers).toEqual([]);
  });
});

/**
 * Whether a module would refuse a file on the `yaml` package's word: it imports the package and
 * makes a problem (calls problem(), or names a code of the source layer). Only the builder's
 * pipeline and the checker's own refusals (refusals.ts) may refuse a file; the `yaml` package
 * only locates.
 */
export function refusesOnYamlsWord(text: string, sourceCodes: readonly string[]): string[] {
  const body = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  if (!specifiers(body).some((s) => s === 'yaml' || s.startsWith('yaml/'))) return [];
  const found: string[] = [];
  if (/\bproblem\(/.test(body)) found.push('problem()');
  for (const code of sourceCodes) if (body.includes(`'${code}'`)) found.push(code);
  return found;
}

/** The modules, but yaml-locate.ts, that name the `yaml` package in an import (type-only ones too). */
export function yamlImporters(files: ReadonlyArray<[string, string]>): string[] {
  return files
    .filter(([path, text]) => {
      if (path.replace(/\\/g, '/') === 'src/config/read/yaml-locate.ts') return false;
      const body = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      return specifiers(body).some((s) => s === 'yaml' || s.startsWith('yaml/'));
    })
    .map(([path]) => path);
}

/** How a module reaches the environment: `process.env`, or the environment's type as a parameter. */
export function environmentReads(text: string): string[] {
  const body = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return [...new Set([...body.matchAll(/\bprocess\.env\b|\bNodeJS\.ProcessEnv\b/g)].map((m) => m[0]))];
}
