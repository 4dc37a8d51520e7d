// Summarises a V8 .cpuprofile (from `node --cpu-prof`): the functions with the most self time,
// self time per package (yaml, typebox, @actions/core, each of the project's modules, node's internals,
// GC), and the inclusive time of the project's own functions, which shows the phases
// (finding files, parsing, schema, rules, annotations).
//
//   node test/bench/profile.mjs FILE.cpuprofile [--bundle BUNDLE.js [--map BUNDLE.js.map]] [--top N]
//
// Inside an ncc bundle every function sits in one file; with the bundle's source map (ncc
// --source-map) each frame is attributed to its original module. Without one, the bundle's
// `// CONCATENATED MODULE: ./path` markers attribute the ESM modules; the CommonJS modules
// (yaml is one) are then only "bundle (CommonJS module)".

import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A resolver (url, line0, col0) → {source, line0} of the original, from a source map. */
export function sourceMapResolver(bundleUrl, mapPath) {
  const map = new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8')));
  return (url, line, col) => {
    if (url !== bundleUrl) return undefined;
    const entry = map.findEntry(line, col);
    return entry && entry.originalSource ? { source: entry.originalSource, line: entry.originalLine } : undefined;
  };
}

// A resolver from the bundle's own markers (no source map needed): `// CONCATENATED MODULE:
// ./path` starts an ES module, `/***/ 1234:` a CommonJS module (of this project's packages
// only yaml is CommonJS), and lines starting with `/******/` are webpack's runtime.
export function markerResolver(bundleUrl, bundlePath) {
  const lines = readFileSync(bundlePath, 'utf8').split('\n');
  const region = new Array(lines.length);
  let current = 'ncc (webpack runtime)';
  lines.forEach((text, i) => {
    const concatenated = /^;\/\/ CONCATENATED MODULE: (.*)$/.exec(text);
    if (concatenated) current = concatenated[1];
    else if (/^\/\*\*\*\/ \d+:$/.test(text)) current = 'CommonJS module of the bundle (yaml)';
    region[i] = text.startsWith('/******/') ? 'ncc (webpack runtime)' : current;
  });
  return (url, line) => (url === bundleUrl ? { source: region[line] ?? current } : undefined);
}

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** Bytes of the bundle per package, from its source map (code no source claims: "(bundler)"). */
export function bundleComposition(bundleText, mapPayload) {
  const lines = bundleText.split('\n');
  const mappings = mapPayload.mappings.split(';');
  const bytes = new Map();
  const add = (key, n) => bytes.set(key, (bytes.get(key) ?? 0) + n);
  let src = 0;
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    const segs = [];
    let col = 0;
    for (const seg of (mappings[li] ?? '').split(',')) {
      if (!seg) continue;
      const vals = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const d = B64[ch];
        value += (d & 31) << shift;
        if (d & 32) shift += 5;
        else {
          vals.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += vals[0];
      if (vals.length >= 4) {
        src += vals[1];
        segs.push([col, src]);
      } else segs.push([col, -1]);
      // vals[2], vals[3] (line, column) are not needed here
    }
    if (segs.length === 0) {
      add('(bundler)', line.length + 1);
      continue;
    }
    add('(bundler)', segs[0][0]);
    segs.forEach(([c, sIdx], i) => {
      const end = i + 1 < segs.length ? segs[i + 1][0] : line.length + 1;
      add(sIdx < 0 ? '(bundler)' : packageOf(mapPayload.sources[sIdx]), end - c);
    });
  }
  const total = bundleText.length;
  return [...bytes.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([pkg, n]) => ({ pkg, bytes: n, pct: (100 * n) / total }));
}

/** "yaml", "@actions/core", "src/config/read/source.ts", "node:internal", "(garbage collector)", ... */
export function packageOf(source, url) {
  const s = source ?? url ?? '';
  if (!s) return '(V8 / native)';
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = s.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (s.startsWith('node:') || /^internal[/:]/.test(s)) return 'node (built-in modules)';
  if (/external /.test(s)) return 'node (built-in modules)';
  if (/(^|\/)webpack\//.test(s) || s.startsWith('ncc ')) return 'ncc (webpack runtime)';
  if (s.startsWith('CommonJS module of the bundle')) return s;
  // the project's own code, compiled into lib/ (or another outDir) from src/
  const m = /(?:^|\/)(?:lib|src|\.bench\/chk)\/(.*?)\.(?:js|ts)$/.exec(s);
  if (m) return `project: ${m[1]}`;
  return s.replace(/^file:\/\//, '');
}

export function summarizeProfile(profile, { resolve = () => undefined, top = 15 } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const info = new Map(); // node id → {key, name, where, pkg}
  const describeNode = (n) => {
    let d = info.get(n.id);
    if (d) return d;
    const f = n.callFrame;
    const name = f.functionName || (f.url ? '(anonymous)' : f.functionName);
    const special = !f.url && /^\(.*\)$/.test(f.functionName);
    const orig = special ? undefined : resolve(f.url, f.lineNumber, f.columnNumber);
    const source = orig?.source;
    const pkg = special ? f.functionName : packageOf(source, f.url);
    const file = (source ?? f.url ?? '')
      .replace(/^file:\/\//, '')
      .replace(/^.*node_modules\//, '')
      .replace(/^(\.\.\/|\.\/)+/, '');
    let where = '';
    if (!special && orig && orig.line === undefined) where = `${file} (bundle line ${f.lineNumber + 1})`;
    else if (!special) where = `${file || '(native)'}${f.url ? `:${(orig ? orig.line : f.lineNumber) + 1}` : ''}`;
    d = { key: `${name}|${f.url}|${f.lineNumber}|${f.columnNumber}`, name: name || '(anonymous)', where, pkg };
    info.set(n.id, d);
    return d;
  };

  // Sample i lasts until sample i+1: attribute timeDeltas[i + 1] to samples[i].
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const self = new Map();
  const selfPkg = new Map();
  const inclusive = new Map();
  let total = 0;
  for (let i = 0; i < samples.length; i++) {
    const us = deltas[i + 1] ?? 0;
    if (us <= 0) continue;
    total += us;
    const node = byId.get(samples[i]);
    if (!node) continue;
    const d = describeNode(node);
    const s = self.get(d.key) ?? { ...d, us: 0 };
    s.us += us;
    self.set(d.key, s);
    selfPkg.set(d.pkg, (selfPkg.get(d.pkg) ?? 0) + us);
    // inclusive: every distinct function on the stack, once per sample
    const seen = new Set();
    for (let id = samples[i]; id !== undefined; id = parent.get(id)) {
      const dn = describeNode(byId.get(id));
      if (seen.has(dn.key)) continue;
      seen.add(dn.key);
      const inc = inclusive.get(dn.key) ?? { ...dn, us: 0 };
      inc.us += us;
      inclusive.set(dn.key, inc);
    }
  }
  const ms = (us) => us / 1000;
  const rows = (map) =>
    [...map.values()]
      .sort((a, b) => b.us - a.us)
      .map((r) => ({ name: r.name, where: r.where, pkg: r.pkg, ms: ms(r.us), pct: (100 * r.us) / total }));
  return {
    totalMs: ms(total),
    profiledMs: (profile.endTime - profile.startTime) / 1000,
    selfTop: rows(self).slice(0, top),
    byPackage: [...selfPkg.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([pkg, us]) => ({ pkg, ms: ms(us), pct: (100 * us) / total })),
    // the project's own functions, inclusive: the phases of a run
    projectInclusive: rows(inclusive)
      .filter((r) => r.pkg.startsWith('project: ') && r.name !== '(anonymous)')
      .slice(0, top),
  };
}

const num = (x, d = 1) => x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

export function formatSummary(s, { inclusive = true, top = s.selfTop.length } = {}) {
  const out = [];
  out.push(`CPU profile: ${num(s.totalMs, 0)} ms sampled`, '');
  out.push('| self time by package | ms | % |', '|---|---:|---:|');
  for (const r of s.byPackage.slice(0, 12)) out.push(`| ${r.pkg} | ${num(r.ms)} | ${num(r.pct)} |`);
  out.push('', '| top self time: function | where | ms | % |', '|---|---|---:|---:|');
  for (const r of s.selfTop.slice(0, top)) out.push(`| \`${r.name}\` | ${r.where} | ${num(r.ms)} | ${num(r.pct)} |`);
  if (inclusive) {
    out.push('', "| the project's functions, inclusive (phases) | where | ms | % |", '|---|---|---:|---:|');
    for (const r of s.projectInclusive.slice(0, top))
      out.push(`| \`${r.name}\` | ${r.where} | ${num(r.ms)} | ${num(r.pct)} |`);
  }
  return out.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!file) {
    console.error(
      'usage: node test/bench/profile.mjs FILE.cpuprofile [--map BUNDLE.js.map] [--bundle BUNDLE.js] [--top N]',
    );
    process.exit(2);
  }
  const opt = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  let resolve;
  const bundle = opt('--bundle');
  if (bundle) {
    // The profile names the bundle where it ran (perhaps a copy since removed): take the URL
    // of the profile's most frequent script with the bundle's file name.
    const name = path.basename(bundle);
    const counts = new Map();
    for (const n of profile.nodes) {
      const u = n.callFrame.url;
      if (u && path.basename(u) === name) counts.set(u, (counts.get(u) ?? 0) + 1);
    }
    const url = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? pathToFileURL(bundle).href;
    resolve = opt('--map') ? sourceMapResolver(url, opt('--map')) : markerResolver(url, bundle);
  }
  console.log(formatSummary(summarizeProfile(profile, { resolve, top: Number(opt('--top') ?? 15) })));
}
