// Deterministic benchmark workspace: N nested component_config.yaml files with realistic content,
// 5% of them invalid (one defect each: key typos, wrong types, bad platforms, ...), plus the
// files that sit beside a config in a real repository (component_api.py, README.md) and decoys
// the search must skip (node_modules/, .git/, look-alike names).
//
//   node test/bench/generate.mjs DIR [--files N] [--seed S] [--compact]
//
// --compact: configs of the size most projects write (about 25 lines: no long free-form blocks,
// fewer list items); the default style has larger files (26–100+ lines, some with long lists).
//
// Same N and seed → byte-identical tree. Every file is in one of two states: valid (possibly
// with warnings: the deprecated build_config.python_version) or invalid with exactly one defect
// that the spec (shared/spec/component_config.md, section 7) calls an error.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const INVALID_SHARE = 0.05;
export const DEFAULT_SEED = 20261122;

/** mulberry32: small, fast, good enough for test data; same seed → same sequence. */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)); // inclusive
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const sample = (list, k) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(k, copy.length));
  };
  return { next, int, pick, chance, sample };
}

export const DEFECTS = [
  'typo-top-key', // descripton / metdata / verison
  'typo-build-key', // base_imgae / extra_pacakges / target_platfrom / skip_check
  'version-number', // version: 1.10 (YAML reads a float)
  'packages-not-list', // extra_packages: curl
  'bool-as-string', // skip_checks: "no"
  'env-number', // env: {PORT: 8080}
  'bad-platform', // linux/amd65, windows/amd64, ...
  'absolute-source', // package_data: [[/etc/app.ini, ...]]
  'not-a-pair', // package_data: [[a]] or [[a, b, c]]
  'python-with-inherit', // python_version + inherit_base_image_packages: true
  'bad-provider', // provider: pip
  'duplicate-destination', // two package_data entries with one destination
  'missing-name', // no name
];

const WORDS = [
  'billing',
  'ledger',
  'search',
  'index',
  'ingest',
  'router',
  'scorer',
  'ranker',
  'forecast',
  'anomaly',
  'invoice',
  'payment',
  'fraud',
  'geo',
  'image',
  'thumbnail',
  'ocr',
  'translate',
  'summary',
  'embed',
  'catalog',
  'pricing',
  'stock',
  'report',
  'audit',
  'notify',
  'mailer',
  'session',
  'profile',
  'feature',
  'label',
  'train',
  'predict',
  'cluster',
  'dedupe',
  'match',
  'parse',
  'extract',
  'enrich',
  'export',
];
const DOMAINS = ['ml', 'data', 'platform', 'web', 'finance', 'ops', 'search', 'media'];
const DEBIAN_PACKAGES = [
  'curl',
  'ca-certificates',
  'git',
  'libpq5',
  'libgomp1',
  'libglib2.0-0',
  'libsm6',
  'libxext6',
  'ffmpeg',
  'tesseract-ocr',
  'poppler-utils',
  'libmagic1',
  'graphviz',
  'libssl3',
  'zlib1g',
  'libjpeg62-turbo',
  'libpng16-16',
  'locales',
  'tzdata',
  'unzip',
  'jq',
  'libxml2',
  'libxslt1.1',
  'libffi8',
  'build-essential',
  'libopenblas0',
  'liblapack3',
  'gfortran',
  'libhdf5-103-1',
  'libgdal32',
  'fonts-dejavu-core',
  'openssh-client',
];
const BASE_IMAGES = [
  'debian:bookworm-slim',
  'debian:bookworm-slim',
  'debian:bookworm-slim',
  'debian:bookworm',
  'debian:12-slim',
  'ubuntu:24.04',
  'ubuntu:22.04',
  'python:3.12-slim-bookworm',
  'registry.corp.example/base/debian:bookworm-slim',
];
const PLATFORMS = [
  'native',
  'native',
  'native',
  'linux/amd64',
  'linux/amd64',
  'linux/arm64',
  'linux/arm/v7',
  'linux/arm64/v8',
];
const BAD_PLATFORMS = [
  'linux/amd65',
  'windows/amd64',
  'linux/arm64/v7',
  'x86_64',
  'darwin/arm64',
  'linux/aarch64',
  'Linux/AMD64',
];
const PY_VERSIONS = ['3.10', '3.11', '3.12', '3.13', '3.11.9', '3.12.4'];
const HOSTS = ['pypi.corp.example', 'artifacts.corp.example', 'conda.corp.example', 'git.corp.example', '10.20.30.40'];
const TEAMS = (n) => Array.from({ length: n }, (_, i) => `team-${String(i).padStart(2, '0')}`);

const q = (s) => JSON.stringify(s); // a double-quoted YAML scalar is a JSON string

/** The text of one config. `defect` is one of DEFECTS or null; `form` 'current' | 'earlier'. */
export function configText(r, ctx) {
  const { id, team, defect, form } = ctx;
  // The compact style: what most real projects write (about 25 lines), no long free-form blocks.
  const compact = ctx.style === 'compact';
  const upTo = (big, small) => (compact ? small : big);
  const current = form === 'current';
  const base = `${r.pick(WORDS)}-${r.pick(WORDS)}`;
  const name = `${base}-${String(id).padStart(4, '0')}`;
  const L = [];
  const key = (k, typo) => (defect === typo ? typo : k);

  if (r.chance(0.6)) L.push(`# ${name}: owned by ${team}`, '# Validated in CI by component-config-check.', '');
  if (defect !== 'missing-name') L.push(`name: ${r.chance(0.2) ? q(name) : name}`);

  // version: a string. 1.2.3 is a string in YAML; 1.10 alone is a float and must be quoted.
  if (defect === 'version-number') L.push(`version: ${r.pick(['1.10', '2.0', '0.9', '3.14'])}`);
  else if ((defect === 'typo-top-key' && ctx.typo === 'verison') || r.chance(0.85)) {
    const v = r.pick([
      `${r.int(0, 4)}.${r.int(0, 20)}.${r.int(0, 30)}`,
      q(`${r.int(0, 4)}.${r.int(0, 20)}`),
      q(`2024.${String(r.int(1, 12)).padStart(2, '0')}`),
      `${r.int(1, 3)}.${r.int(0, 9)}.${r.int(0, 9)}-rc.${r.int(1, 5)}`,
    ]);
    L.push(`${defect === 'typo-top-key' && ctx.typo === 'verison' ? 'verison' : 'version'}: ${v}`);
  }

  const descKey = defect === 'typo-top-key' && ctx.typo === 'descripton' ? 'descripton' : 'description';
  if ((defect === 'typo-top-key' && ctx.typo === 'descripton') || r.chance(0.8)) {
    const sentences = r.int(1, upTo(4, 3));
    const text = Array.from(
      { length: sentences },
      () =>
        `${cap(r.pick(WORDS))} ${r.pick(['service for', 'pipeline that handles', 'job computing', 'model scoring'])} ${r.pick(WORDS)} ${r.pick(['events', 'records', 'documents', 'requests', 'batches'])} from the ${r.pick(DOMAINS)} platform.`,
    );
    if (sentences === 1 && r.chance(0.5)) L.push(`${descKey}: ${q(text[0])}`);
    else {
      L.push(`${descKey}: ${r.pick(['>-', '|', '>'])}`);
      for (const s of text) L.push(`  ${s}`);
    }
  }

  // env (current form only): map of string to string.
  if (current && (defect === 'env-number' || r.chance(0.55))) {
    L.push('env:');
    L.push(`  LOG_LEVEL: ${r.pick(['info', 'debug', 'warning', 'error'])}`);
    if (r.chance(0.7)) L.push(`  WORKERS: ${q(String(r.int(1, 16)))}`);
    if (defect === 'env-number') L.push(`  PORT: ${r.int(1024, 9999)}`);
    else if (r.chance(0.5)) L.push(`  PORT: ${q(String(r.int(1024, 9999)))}`);
    if (!compact && r.chance(0.5)) L.push(`  FEATURE_FLAGS: ${q(r.sample(WORDS, r.int(1, 4)).join(','))}`);
    if (!compact && r.chance(0.3)) L.push(`  MODEL_PATH: /opt/models/${r.pick(WORDS)}.bin`);
    if (r.chance(0.3)) L.push(`  ENABLE_CACHE: "true"`);
  }

  // metadata: anything JSON can hold; dates quoted (an unquoted date is an error by design).
  const metaKey = defect === 'typo-top-key' && ctx.typo === 'metdata' ? 'metdata' : 'metadata';
  if ((defect === 'typo-top-key' && ctx.typo === 'metdata') || r.chance(0.75)) {
    L.push(`${metaKey}:`);
    L.push(`  owner: ${team}`);
    L.push(`  tier: ${r.pick(['gold', 'silver', 'bronze'])}`);
    if (r.chance(0.7)) L.push(`  tags: [${r.sample(WORDS, r.int(1, 5)).join(', ')}]`);
    if (r.chance(0.5))
      L.push(
        `  created: ${q(`20${r.int(19, 25)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`)}`,
      );
    if (!compact && r.chance(0.4)) L.push(`  cost_center: ${r.int(1000, 9999)}`);
    if (r.chance(0.4))
      L.push(`  sla: {availability: ${r.pick(['99.9', '99.5', '99.95'])}, latency_ms: ${r.int(20, 900)}}`);
    if (r.chance(upTo(0.5, 0.25))) {
      L.push('  contacts:');
      for (let i = r.int(1, upTo(3, 1)); i > 0; i--) {
        const who = `${r.pick(WORDS)}.${r.pick(WORDS)}`;
        L.push(`    - name: ${who}`, `      email: ${who}@corp.example`, `      on_call: ${r.pick(['true', 'false'])}`);
      }
    }
    if (!compact && r.chance(0.1)) {
      // a big free-form block, as some teams keep (dashboards, runbooks, lineage)
      L.push('  lineage:');
      for (let i = r.int(10, 60); i > 0; i--) {
        L.push(
          `    - {source: ${r.pick(DOMAINS)}.${r.pick(WORDS)}_${r.int(1, 99)}, kind: ${r.pick(['table', 'topic', 'bucket'])}, weight: ${r.next().toFixed(3)}}`,
        );
      }
    }
  }

  // build_config
  const build = [];
  const bkey = (k, typo) => (defect === 'typo-build-key' && ctx.typo === typo ? typo : k);
  if ((defect === 'typo-build-key' && ctx.typo === 'base_imgae') || r.chance(0.8)) {
    build.push(`  ${bkey('base_image', 'base_imgae')}: ${r.pick(BASE_IMAGES)}`);
  }
  if (defect === 'bad-platform') build.push(`  target_platform: ${r.pick(BAD_PLATFORMS)}`);
  else if ((defect === 'typo-build-key' && ctx.typo === 'target_platfrom') || r.chance(0.5)) {
    build.push(`  ${bkey('target_platform', 'target_platfrom')}: ${r.pick(PLATFORMS)}`);
  }
  if (defect === 'packages-not-list') build.push(`  extra_packages: ${r.pick(DEBIAN_PACKAGES)}`);
  else if ((defect === 'typo-build-key' && ctx.typo === 'extra_pacakges') || r.chance(0.75)) {
    const pkgs = r.sample(DEBIAN_PACKAGES, r.int(1, upTo(9, 5)));
    if (r.chance(0.3)) build.push(`  ${bkey('extra_packages', 'extra_pacakges')}: [${pkgs.join(', ')}]`);
    else build.push(`  ${bkey('extra_packages', 'extra_pacakges')}:`, ...pkgs.map((p) => `    - ${p}`));
  }
  const pairDefect = ['absolute-source', 'not-a-pair', 'duplicate-destination'].includes(defect);
  if (pairDefect || r.chance(0.65)) {
    const n = r.int(pairDefect ? 2 : 1, upTo(8, 3));
    const pairs = [];
    const used = new Set();
    for (let i = 0; i < n; i++) {
      const file = `${r.pick(['models', 'data', 'assets', 'config', 'templates'])}/${r.pick(WORDS)}_${i}.${r.pick(['bin', 'csv', 'json', 'yaml', 'txt', 'onnx'])}`;
      let dst = r.chance(0.5) ? `/opt/${ctx.slug}/${file}` : file;
      while (used.has(dst)) dst = `${dst}.${i}`;
      used.add(dst);
      pairs.push([file, dst]);
    }
    const bad = r.int(0, n - 1);
    if (defect === 'absolute-source') pairs[bad][0] = `/etc/${r.pick(WORDS)}/${r.pick(WORDS)}.ini`;
    if (defect === 'duplicate-destination') pairs[bad === 0 ? 1 : bad][1] = pairs[0][1];
    build.push('  package_data:');
    pairs.forEach((p, i) => {
      if (defect === 'not-a-pair' && i === bad) {
        build.push(r.chance(0.5) ? `    - [${p[0]}]` : `    - [${p[0]}, ${p[1]}, ${p[1]}.bak]`);
      } else if (r.chance(0.7)) build.push(`    - [${p[0]}, ${p[1]}]`);
      else build.push(`    - - ${p[0]}`, `      - ${p[1]}`);
    });
  }
  if (r.chance(0.35)) {
    build.push('  custom_build_steps:');
    for (let i = r.int(1, upTo(4, 1)); i > 0; i--) {
      if (compact || r.chance(0.6)) {
        build.push(
          `    - RUN ${r.pick(['mkdir -p /var/cache/app', 'useradd --system --no-create-home app', 'chmod -R a+rX /opt', 'echo "build done"'])}`,
        );
      } else {
        build.push(
          '    - |',
          '      RUN set -eux; \\',
          `          mkdir -p /opt/${ctx.slug}/cache; \\`,
          `          chown -R 1000:1000 /opt/${ctx.slug}`,
        );
      }
    }
  }
  // requirements / python version
  const deprecated = current && !defect && r.chance(0.03);
  if (defect === 'python-with-inherit') {
    build.push(`  python_version: ${q(r.pick(PY_VERSIONS))}`, '  inherit_base_image_packages: true');
  } else if (deprecated) {
    build.push(`  python_version: ${q(r.pick(PY_VERSIONS))}`);
  } else if (current && r.chance(0.15)) {
    build.push('  inherit_base_image_packages: true');
  }
  if (defect === 'bad-provider') {
    build.push('  requirements:', `    provider: ${r.pick(['pip', 'uv', 'poetry', 'pip3'])}`);
  } else if (!deprecated && defect !== 'python-with-inherit' && r.chance(0.7)) {
    if (r.chance(0.15)) build.push('  requirements:', '    provider: conda');
    else if (!current)
      build.push(
        r.chance(0.5) ? '  requirements: {provider: python-pip}' : '  requirements:\n    provider: python-pip',
      );
    else if (build.some((l) => l.startsWith('  inherit_base_image_packages')))
      build.push('  requirements:', '    provider: uv-pip');
    else
      build.push(
        '  requirements:',
        '    provider: uv-pip',
        `    python_version: ${r.chance(0.8) ? q(r.pick(PY_VERSIONS)) : 'null'}`,
      );
  }
  if (current && r.chance(0.25)) {
    build.push('  host_credentials:');
    for (const host of r.sample(HOSTS, r.int(1, upTo(3, 1)))) {
      build.push(`    - host: ${host}`, `      secret_id: ${host.split('.')[0].replace(/[^a-z0-9]/g, '_')}_token`);
      if (r.chance(0.3)) build.push(`      username: ${r.pick(['ci-bot', 'deploy', '__token__'])}`);
    }
  }
  if (current && r.chance(0.3)) {
    build.push('  build_env:', `    UV_INDEX_URL: https://pypi.corp.example/simple/`);
    if (r.chance(0.5)) build.push(`    PIP_DEFAULT_TIMEOUT: "60"`);
  }
  if (defect === 'bool-as-string') build.push(`  skip_checks: ${q(r.pick(['no', 'false', 'yes']))}`);
  else if ((defect === 'typo-build-key' && ctx.typo === 'skip_check') || r.chance(0.2)) {
    build.push(`  ${bkey('skip_checks', 'skip_check')}: ${r.pick(['true', 'false'])}`);
  }
  if (build.length > 0) L.push('build_config:', ...build);
  return `${L.join('\n')}\n`;
}

function cap(s) {
  return s[0].toUpperCase() + s.slice(1);
}

function typoFor(r, defect) {
  if (defect === 'typo-top-key') return r.pick(['descripton', 'metdata', 'verison']);
  if (defect === 'typo-build-key') return r.pick(['base_imgae', 'extra_pacakges', 'target_platfrom', 'skip_check']);
  return undefined;
}

const API = `"""The component's API: build checks import this module and call apply()."""


def apply(inputs: dict) -> dict:
    return {"ok": True, "echo": inputs}
`;

/**
 * Writes the workspace; returns a manifest: {files, invalid, byDefect, bytes, configs: [{path, defect}]}.
 * `dir` is removed first. Paths in the manifest are relative to `dir`, with forward slashes.
 */
export function generateWorkspace(dir, { files = 5000, seed = DEFAULT_SEED, decoys = true, style = 'full' } = {}) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const r = prng(seed);
  const invalidCount = Math.round(files * INVALID_SHARE);
  const invalidIds = new Set(
    r.sample(
      Array.from({ length: files }, (_, i) => i),
      invalidCount,
    ),
  );
  const teams = TEAMS(Math.max(1, Math.ceil(files / 100)));
  const manifest = { files, seed, style, invalid: 0, byDefect: {}, bytes: 0, lines: 0, configs: [] };
  let defectTurn = 0;
  const write = (rel, text) => {
    const full = join(dir, rel);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    return Buffer.byteLength(text);
  };

  for (let id = 0; id < files; id++) {
    const team = r.pick(teams);
    const comp = `comp-${String(id).padStart(4, '0')}`;
    const area = r.next();
    const rel =
      area < 0.7
        ? `services/${team}/${comp}`
        : area < 0.9
          ? `libs/${r.pick(DOMAINS)}/${comp}`
          : `tools/internal/${team}/${r.pick(DOMAINS)}/${comp}`;
    const defect = invalidIds.has(id) ? DEFECTS[defectTurn++ % DEFECTS.length] : null;
    const form = defect ? 'current' : r.chance(0.15) ? 'earlier' : 'current';
    const text = configText(r, { id, team, defect, form, typo: typoFor(r, defect), slug: comp, style });
    manifest.bytes += write(`${rel}/component_config.yaml`, text);
    manifest.lines += text.split('\n').length - 1;
    write(`${rel}/component_api.py`, API);
    if (r.chance(0.3)) write(`${rel}/README.md`, `# ${comp}\n\nOwned by ${team}.\n`);
    if (r.chance(0.05)) write(`${rel}/component_config.yaml.orig`, 'name: leftover-from-a-merge\n');
    manifest.configs.push({ path: `${rel}/component_config.yaml`, defect });
    if (defect) {
      manifest.invalid++;
      manifest.byDefect[defect] = (manifest.byDefect[defect] ?? 0) + 1;
    }
  }
  if (decoys) {
    // Never searched (action.yml: node_modules and .git are skipped); a broken file in each
    // makes a search that enters them visible in the counts.
    write('node_modules/some-tool/component_config.yaml', 'name: [not, checked\n');
    write('node_modules/@scope/pkg/fixtures/component_config.yaml', 'nmae: not-checked\n');
    write('.git/HEAD', 'ref: refs/heads/main\n');
    write('.git/objects/component_config.yaml', 'not: checked\n');
  }
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const dir = args.find((a, i) => !a.startsWith('--') && !['--files', '--seed'].includes(args[i - 1]));
  const opt = (name, dflt) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : dflt;
  };
  if (!dir) {
    console.error('usage: node test/bench/generate.mjs DIR [--files N] [--seed S]');
    process.exit(2);
  }
  const m = generateWorkspace(dir, {
    files: opt('--files', 5000),
    seed: opt('--seed', DEFAULT_SEED),
    style: args.includes('--compact') ? 'compact' : 'full',
  });
  console.log(JSON.stringify({ files: m.files, invalid: m.invalid, bytes: m.bytes, byDefect: m.byDefect }, null, 2));
}
