// The language server's case of the benchmark (`node test/bench/bench.mjs --lsp`): the built
// command line started with --lsp, driven over stdio by the protocol's own client library, as an
// editor drives it. A 300-line config is opened, then edited one character at a time, each edit
// turning it valid or invalid (a base image's first letter in upper or lower case), and the time
// from sending each change to receiving its diagnostics is measured (the server is idle when
// each edit is sent: no queueing is timed). Over 10,000 such edits the server's memory is
// sampled every 1,000: its live heap after a full collection (heap-probe.cjs, preloaded with
// --expose-gc) must stay flat, not grow with the number of edits; its resident memory is shown
// beside it (V8 keeps heap pages it has grown to for later, so that one may step up and stay).

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const protocol = require('vscode-languageserver-protocol/node.js');

/** A valid config of exactly `lines` lines in the current form (env, package data, packages, metadata). */
export function configOfLines(lines) {
  const head = [
    'name: bench-component',
    'version: "1.0.0"',
    'description: a component of the language server benchmark',
    'build_config:',
    '  base_image: debian:bookworm-slim',
    '  target_platform: linux/amd64',
    '  requirements:',
    '    provider: uv-pip',
    '    python_version: "3.12"',
    '  extra_packages:',
  ];
  const out = [...head];
  const rest = lines - head.length;
  const packages = Math.floor(rest / 3);
  for (let i = 0; i < packages; i++) out.push(`    - pkg-${i}`);
  out.push('env:');
  while (out.length < lines) out.push(`  VAR_${out.length}: value-${out.length}`);
  return `${out.join('\n')}\n`;
}

const PROBE = new URL('./heap-probe.cjs', import.meta.url).pathname;

/** The server's live heap after a full collection and its resident memory (MiB), from the probe. */
async function sample(child, report) {
  const before = existsSync(report) ? readFileSync(report, 'utf8').split('\n').length : 1;
  child.kill('SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 20) {
    const lines = existsSync(report) ? readFileSync(report, 'utf8').split('\n') : [''];
    if (lines.length > before) {
      const [heap, rss] = lines.at(-2).split(' ').map(Number);
      return { heapMiB: heap / 2 ** 20, rssMiB: rss / 2 ** 20 };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the heap probe did not answer');
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1),
  };
}

/**
 * `cli`: dist/cli/index.js; `node`: the node binary. Returns the latencies (ms) of the value's
 * edits and of the key's, and the memory samples ({edits, heapMiB, rssMiB}).
 */
export async function benchLsp({ cli, node, edits = 10_000, keyEdits = 2_000, lines = 300, timeoutMs = 600_000 }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'component-config-bench-lsp-'));
  const report = path.join(dir, 'heap.txt');
  const child = spawn(node, ['--expose-gc', '--require', PROBE, cli, '--lsp'], {
    cwd: dir,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, LSP_HEAP_REPORT: report },
  });
  const connection = protocol.createProtocolConnection(
    new protocol.StreamMessageReader(child.stdout),
    new protocol.StreamMessageWriter(child.stdin),
  );
  let waiting;
  connection.onNotification(protocol.PublishDiagnosticsNotification.type, (p) => {
    if (waiting && p.version === waiting.version) waiting.resolve(p.diagnostics.length);
  });
  child.on('exit', () => waiting?.reject(new Error('the language server exited')));
  connection.listen();
  const deadline = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const uri = pathToFileURL(path.join(dir, 'component_config.yaml')).href;
  const published = (version) =>
    new Promise((resolve, reject) => {
      waiting = { version, resolve, reject };
    });
  try {
    await connection.sendRequest(protocol.InitializeRequest.type, {
      processId: process.pid,
      rootUri: pathToFileURL(dir).href,
      capabilities: {},
    });
    await connection.sendNotification(protocol.InitializedNotification.type, {});
    const text = configOfLines(lines);
    if (text.split('\n').length - 1 !== lines) throw new Error(`the config has not ${lines} lines`);
    const at = { line: 4, character: '  base_image: '.length };
    let version = 1;
    let next = published(version);
    await connection.sendNotification(protocol.DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId: 'yaml', version, text },
    });
    if ((await next) !== 0) throw new Error('the benchmark config is not valid');
    /** One edit: the character at `where` in upper case (odd edits: a finding) or lower case (none). */
    const edit = async (i, where, letter) => {
      version++;
      const upper = i % 2 === 1;
      next = published(version);
      const sent = process.hrtime.bigint();
      await connection.sendNotification(protocol.DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version },
        contentChanges: [
          {
            range: { start: where, end: { ...where, character: where.character + 1 } },
            text: upper ? letter.toUpperCase() : letter,
          },
        ],
      });
      const count = await next;
      const ms = Number(process.hrtime.bigint() - sent) / 1e6;
      if (count > 0 !== upper) throw new Error(`edit ${i}: ${count} diagnostics, expected ${upper ? 'some' : 'none'}`);
      return ms;
    };
    const value = [];
    const memory = [{ edits: 0, ...(await sample(child, report)) }];
    for (let i = 1; i <= edits; i++) {
      value.push(await edit(i, at, 'd'));
      if (i % 1000 === 0) memory.push({ edits: i, ...(await sample(child, report)) });
    }
    // A key misspelt and mended: the file no longer fits its form, so the schema's findings are made.
    const key = [];
    for (let i = 1; i <= keyEdits; i++) key.push(await edit(i, { line: 4, character: 2 }, 'b'));
    await connection.sendRequest(protocol.ShutdownRequest.type);
    await connection.sendNotification(protocol.ExitNotification.type);
    return { lines, edits, keyEdits, latency: summary(value), keyLatency: summary(key), memory };
  } finally {
    clearTimeout(deadline);
    connection.dispose();
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The case's lines for the report, with the targets of issue 34 (30 ms; memory flat). */
export function formatLsp(r) {
  const ms = (x) => `${x.toFixed(1)} ms`;
  // From the 2,000th edit: by then every path has run and been optimised (the code's own growth).
  const first = r.memory.find((m) => m.edits === 2000) ?? r.memory[0];
  const last = r.memory.at(-1);
  const rows = r.memory.map(
    (m) => `| ${m.edits.toLocaleString('en-US')} | ${m.heapMiB.toFixed(2)} MiB | ${m.rssMiB.toFixed(1)} MiB |`,
  );
  return [
    `Language server, a ${r.lines}-line config, ${r.edits.toLocaleString('en-US')} one-character edits (each its diagnostics before the next):`,
    '',
    `- diagnostics after a change of a value (the rules): median ${ms(r.latency.median)}, 95th percentile ${ms(r.latency.p95)}, 99th ${ms(r.latency.p99)}, slowest ${ms(r.latency.max)} (target: within 30 ms, issue 34) ${r.latency.p95 <= 30 ? '✓' : '✗'}`,
    `- after a change of a key (${r.keyEdits.toLocaleString('en-US')} edits; the schema's findings): median ${ms(r.keyLatency.median)}, 95th percentile ${ms(r.keyLatency.p95)}, 99th ${ms(r.keyLatency.p99)}, slowest ${ms(r.keyLatency.max)} ${r.keyLatency.p95 <= 30 ? '✓' : '✗'}`,
    `- live heap after a full collection, from edit ${first.edits.toLocaleString('en-US')} to ${r.edits.toLocaleString('en-US')}: ${first.heapMiB.toFixed(2)} → ${last.heapMiB.toFixed(2)} MiB (target: flat, issue 34) ${last.heapMiB - first.heapMiB < 0.5 ? '✓' : '✗'}; resident memory ${first.rssMiB.toFixed(1)} → ${last.rssMiB.toFixed(1)} MiB`,
    '',
    '| edits | live heap | resident memory |',
    '|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
