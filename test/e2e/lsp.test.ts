// The language server as an editor runs it: the built command line (`dist/cli/index.js --lsp`) as
// a child process, spoken to over stdio by the protocol's own client library. One server for the
// whole file: every fixture of the corpus is opened in it, and its diagnostics must be the
// command line's findings (expected.json), its fixes the fixed files; hover, completion, the
// policy file and malformed messages are driven through the same process, which must then end
// with status 0 on shutdown and exit.

import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CodeAction,
  CodeActionRequest,
  CompletionRequest,
  type CompletionItem,
  type Diagnostic,
  DidChangeTextDocumentNotification,
  DidChangeWorkspaceFoldersNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  HoverRequest,
  type Hover,
  InitializedNotification,
  InitializeRequest,
  type ProtocolConnection,
  createProtocolConnection,
  PublishDiagnosticsNotification,
  type PublishDiagnosticsParams,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type TextEdit,
} from 'vscode-languageserver-protocol/node.js';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Finding } from '../../src/config/findings.js';
import { cliSnapshot, plainEnv, runCli } from './cli-harness.js';
import { cleanup, NODES, tempDir } from './harness.js';
import { caseNames, FIXTURES } from '../unit/corpus.js';

interface Expected {
  form: string;
  findings: Finding[];
}

const FIX_ALL = 'source.fixAll.component-config-check';
const DOCS = 'https://github.com/component-config/component-config-action/blob/v1/docs/codes.md#';

let child: ChildProcessWithoutNullStreams;
let connection: ProtocolConnection;
let corpus: string;
let policed: string;
let selecting: string;
let stdout = '';
let exited: Promise<number | null>;
const published = new Map<string, PublishDiagnosticsParams[]>();
const waiters: Array<() => void> = [];
const versions = new Map<string, number>();

function notified(): void {
  for (const w of waiters.splice(0)) w();
}

/** Waits until `test` holds (checked on every message from the server), or fails after a while. */
async function until<T>(what: string, test: () => T | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = test();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 200);
    });
  }
}

/** The diagnostics published for the document's current version. */
function diagnosticsOf(uri: string): Promise<Diagnostic[]> {
  return until(`diagnostics of ${uri}`, () => {
    const last = published.get(uri)?.at(-1);
    return last && last.version === versions.get(uri) ? last.diagnostics : undefined;
  });
}

function open(uri: string, text: string): void {
  versions.set(uri, 1);
  void connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'yaml', version: 1, text },
  });
}

function change(uri: string, text: string): void {
  const version = (versions.get(uri) ?? 0) + 1;
  versions.set(uri, version);
  void connection.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version },
    contentChanges: [{ text }],
  });
}

const uriOf = (dir: string, rel: string) => pathToFileURL(join(dir, rel)).href;

/** The fixtures an editor can hold: UTF-8 text (a document is a string), checked in the form the command line detects. */
function editorCases(): Array<{ name: string; text: string; expected: Expected }> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  return caseNames().flatMap((name) => {
    const expected = JSON.parse(readFileSync(join(FIXTURES, name, 'expected.json'), 'utf8')) as Expected;
    if (expected.form !== 'auto') return [];
    let text: string;
    try {
      text = decoder.decode(readFileSync(join(FIXTURES, name, 'component_config.yaml')));
    } catch {
      return [];
    }
    if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)) return [];
    return [{ name, text, expected }];
  });
}

/** What a finding's place is in the editor's positions: zero-based, a BOM counted on the first line. */
function position(text: string, line: number, column: number) {
  return { line: line - 1, character: column - 1 + (line === 1 && text.startsWith('\ufeff') ? 1 : 0) };
}

function apply(text: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'yaml', 1, text), edits);
}

function editsOf(action: CodeAction, uri: string): TextEdit[] {
  return action.edit?.changes?.[uri] ?? [];
}

async function actionsAt(uri: string, diagnostics: Diagnostic[], only?: string[]): Promise<CodeAction[]> {
  const whole = { start: { line: 0, character: 0 }, end: { line: 100_000, character: 0 } };
  const answer = await connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri },
    range: whole,
    context: { diagnostics, ...(only ? { only } : {}) },
  });
  return (answer ?? []).filter((a): a is CodeAction => 'kind' in a);
}

beforeAll(async () => {
  corpus = tempDir('cca-lsp-');
  policed = tempDir('cca-lsp-policy-');
  selecting = tempDir('cca-lsp-files-');
  writeFileSync(
    join(selecting, '.component-config-check.yaml'),
    'files:\n  - configs/*.yaml\ncheck-paths: true\nseverity:\n  invalid-platform: warning\n',
  );
  child = spawn(process.execPath, [cliSnapshot(), '--lsp', '--stdio'], { cwd: corpus, env: plainEnv() });
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  child.stdout.on('data', (b: Buffer) => {
    stdout += b.toString('utf8');
    notified();
  });
  connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
    published.set(p.uri, [...(published.get(p.uri) ?? []), p]);
    notified();
  });
  connection.listen();
  writeFileSync(join(policed, '.component-config-check.yaml'), 'severity:\n  invalid-platform: warning\n');
  await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: pathToFileURL(corpus).href,
    workspaceFolders: [
      { uri: pathToFileURL(corpus).href, name: 'corpus' },
      { uri: pathToFileURL(policed).href, name: 'policed' },
      { uri: pathToFileURL(selecting).href, name: 'selecting' },
    ],
    capabilities: { workspace: { workspaceFolders: true } },
  });
  await connection.sendNotification(InitializedNotification.type, {});
}, 60_000);

afterAll(() => {
  child.kill();
  cleanup();
});

describe('the language server (dist/cli/index.js --lsp)', () => {
  it('publishes for every fixture exactly the findings of the command line', async () => {
    const cases = editorCases();
    // The corpus holds ~1,100 cases, nearly all UTF-8 in the detected form: far fewer means the walk broke.
    expect(cases.length).toBeGreaterThan(900);
    for (const c of cases) open(uriOf(corpus, `${c.name}/component_config.yaml`), c.text);
    const wrong: string[] = [];
    for (const c of cases) {
      const got = (await diagnosticsOf(uriOf(corpus, `${c.name}/component_config.yaml`))).map((d) => ({
        code: d.code,
        severity: d.severity === 1 ? 'error' : d.severity === 2 ? 'warning' : `severity ${String(d.severity)}`,
        range: d.range,
        message: d.message,
        source: d.source,
        href: d.codeDescription?.href,
        deprecated: d.tags?.includes(2) ?? false,
      }));
      const want = c.expected.findings.map((f) => ({
        code: f.code,
        severity: f.severity,
        range: { start: position(c.text, f.line, f.column), end: position(c.text, f.endLine, f.endColumn) },
        message: f.message,
        source: 'component-config-check',
        href: `${DOCS}${f.code}`,
        deprecated: f.code === 'deprecated-field',
      }));
      const key = (x: { range: { start: { line: number; character: number } }; code: unknown; message: string }) =>
        `${x.range.start.line}:${x.range.start.character}:${String(x.code)}:${x.message}`;
      got.sort((a, b) => key(a).localeCompare(key(b)));
      want.sort((a, b) => key(a).localeCompare(key(b)));
      try {
        expect(got).toEqual(want);
      } catch {
        wrong.push(`${c.name}: got ${JSON.stringify(got)}\nwanted ${JSON.stringify(want)}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(wrong.length).toBe(0);
  }, 300_000);

  it('counts in UTF-16 code units after an emoji and a BOM, as the protocol does', async () => {
    const uri = uriOf(corpus, 'emoji/component_config.yaml');
    const text = '\ufeffname: x\nenv: {"A😀": x, "MY VAR": y}\n';
    open(uri, text);
    const d = (await diagnosticsOf(uri)).find((x) => x.code === 'invalid-env-name');
    const line = text.split('\n')[1]!;
    expect(d?.range.start).toEqual({ line: 1, character: line.indexOf('"MY VAR"') });
    expect(d?.range.end).toEqual({ line: 1, character: line.indexOf('"MY VAR"') + '"MY VAR"'.length });
    const bom = uriOf(corpus, 'bom/component_config.yaml');
    open(bom, '\ufeffnmae: x\n');
    const found = await diagnosticsOf(bom);
    // The misspelt `name` is one finding, missing-key at the key written (docs/decisions.md).
    const unknown = found.find((f) => f.code === 'missing-key');
    expect(unknown?.range).toEqual({ start: { line: 0, character: 1 }, end: { line: 0, character: 5 } });
  }, 60_000);

  it('offers every fix --fix applies: each as a quick fix, all at once as the fixAll action', async () => {
    const fixCases = caseNames().filter((n) => existsSync(join(FIXTURES, n, 'fixed.yaml')));
    expect(fixCases.length).toBeGreaterThan(10);
    for (const name of fixCases) {
      const text = readFileSync(join(FIXTURES, name, 'component_config.yaml'), 'utf8');
      const fixed = readFileSync(join(FIXTURES, name, 'fixed.yaml'), 'utf8');
      const fixes = JSON.parse(readFileSync(join(FIXTURES, name, 'fixes.json'), 'utf8')) as Array<{
        code: string;
        fix: { edits: Array<{ line: number; column: number; endLine: number; endColumn: number; text: string }> };
      }>;
      const uri = uriOf(corpus, `fix/${name}/component_config.yaml`);
      open(uri, text);
      const diagnostics = await diagnosticsOf(uri);
      const actions = await actionsAt(uri, diagnostics);
      const quick = actions.filter((a) => a.kind === 'quickfix' && a.title.startsWith('Fix: '));
      expect(
        quick.map((a) => editsOf(a, uri)),
        name,
      ).toEqual(
        fixes.map((f) =>
          f.fix.edits.map((e) => ({
            range: { start: position(text, e.line, e.column), end: position(text, e.endLine, e.endColumn) },
            newText: e.text,
          })),
        ),
      );
      if (fixes.length === 1) expect(apply(text, editsOf(quick[0]!, uri)), name).toBe(fixed);
      const all = (await actionsAt(uri, [], [FIX_ALL])).find((a) => a.kind === FIX_ALL);
      // A file whose fixes do not hold up together has none (fixed.yaml is then the file as it is).
      if (fixes.length === 0) expect(all, name).toBeUndefined();
      expect(all ? apply(text, editsOf(all, uri)) : text, name).toBe(fixed);
    }
  }, 120_000);

  it("equals the command line's JSON report for the same bytes: the policy, check-paths, suppressions", async () => {
    const text = [
      'name: x',
      'nmae: y',
      'build_config:',
      '  target_platform: windows/amd64',
      '  base_image: alpine:3.20  # component-config-check: ignore[non-debian-base-image] musl on purpose',
      '  # component-config-check: ignore[invalid-host] stale',
      '  python_version: "3.12"',
      '  package_data:',
      '    - [data/gone.txt, /opt/b]',
      '',
    ].join('\n');
    mkdirSync(join(selecting, 'configs'), { recursive: true });
    writeFileSync(join(selecting, 'configs', 'c.yaml'), text);
    const cli = await runCli(['--format', 'json', 'configs/c.yaml'], { cwd: selecting });
    const report = JSON.parse(cli.stdout) as { findings: Finding[]; suppressed: unknown[] };
    expect(report.suppressed).toHaveLength(1);
    expect(new Set(report.findings.map((f) => f.code))).toEqual(
      new Set([
        'unknown-key',
        'invalid-platform',
        'unused-ignore',
        'deprecated-field',
        'missing-source',
        'missing-api-module',
      ]),
    );
    const uri = uriOf(selecting, 'configs/c.yaml');
    open(uri, text);
    const got = (await diagnosticsOf(uri)).map((d) => [
      d.code,
      d.severity === 1 ? 'error' : 'warning',
      d.range,
      d.message,
    ]);
    const want = report.findings.map((f) => [
      f.code,
      f.severity,
      { start: position(text, f.line, f.column), end: position(text, f.endLine, f.endColumn) },
      f.message,
    ]);
    expect(got).toEqual(want);
  }, 60_000);

  it('adds a suppression comment above a finding that silences it and nothing else', async () => {
    const uri = uriOf(corpus, 'suppress/component_config.yaml');
    const text = 'name: x\nbuild_config:\n  target_platform: windows/amd64\n';
    open(uri, text);
    const diagnostics = await diagnosticsOf(uri);
    expect(diagnostics.map((d) => d.code)).toEqual(['invalid-platform']);
    const silence = (await actionsAt(uri, diagnostics)).find((a) => a.title.startsWith('Silence invalid-platform'));
    expect(editsOf(silence!, uri)).toEqual([
      {
        range: { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } },
        newText: '  # component-config-check: ignore[invalid-platform] <why this is intended>\n',
      },
    ]);
    change(uri, apply(text, editsOf(silence!, uri)));
    expect(await diagnosticsOf(uri)).toEqual([]);
  }, 60_000);

  it('shows the JSON Schema description of a key, and the meaning and page of a finding', async () => {
    const hover = async (uri: string, line: number, character: number) => {
      const answer = (await connection.sendRequest(HoverRequest.type, {
        textDocument: { uri },
        position: { line, character },
      })) as Hover | null;
      return answer ? JSON.stringify(answer.contents) : 'null';
    };
    const uri = uriOf(corpus, 'hover/component_config.yaml');
    open(uri, 'name: x\nbuild_config:\n  base_image: Debian:Bookworm\n');
    await diagnosticsOf(uri);
    const onKey = await hover(uri, 2, 4);
    expect(onKey).toContain('Debian- or Ubuntu-based image the build starts from.');
    expect(onKey).toContain('Default: debian:bookworm-slim');
    const onValue = await hover(uri, 2, 18);
    expect(onValue).toContain('base_image is not a valid image reference.');
    expect(onValue).toContain(`${DOCS}invalid-image`);
    // Flow style is read as the checker reads it; text that is not YAML has no keys to describe.
    const flow = uriOf(corpus, 'hover-flow/component_config.yaml');
    open(flow, 'name: x\nbuild_config: {target_platform: native}\n');
    await diagnosticsOf(flow);
    expect(await hover(flow, 1, 16)).toContain('a container platform such as linux/arm64');
    const broken = uriOf(corpus, 'hover-broken/component_config.yaml');
    open(broken, 'name: [x\n');
    await diagnosticsOf(broken);
    expect(await hover(broken, 0, 1)).not.toContain('Name of');
  }, 60_000);

  it("completes keys and values of the file's form, a deprecated key marked", async () => {
    const uri = uriOf(corpus, 'complete/component_config.yaml');
    const text = 'name: x\nbuild_config:\n  \n  requirements:\n    provider: \n';
    open(uri, text);
    await diagnosticsOf(uri);
    const complete = async (line: number, character: number) =>
      ((await connection.sendRequest(CompletionRequest.type, {
        textDocument: { uri },
        position: { line, character },
      })) ?? []) as CompletionItem[];
    const keys = await complete(2, 2);
    expect(keys.map((k) => k.label)).toEqual(expect.arrayContaining(['base_image', 'target_platform']));
    expect(keys.map((k) => k.label)).not.toContain('requirements'); // already there
    expect(keys.find((k) => k.label === 'python_version')?.tags).toEqual([1]);
    expect(keys.find((k) => k.label === 'base_image')?.tags).toBeUndefined();
    const top = await complete(0, 0);
    expect(top.map((k) => k.label)).toEqual(expect.arrayContaining(['version', 'env', 'metadata']));
    const values = await complete(4, 14);
    expect(values.map((v) => v.label)).toEqual(expect.arrayContaining(['uv-pip', 'conda']));
  }, 60_000);

  it('honours the policy file: from disk, as edited in the editor, and again from disk when closed', async () => {
    const config = uriOf(policed, 'component_config.yaml');
    /** The config's next diagnostics after `act` (its text unchanged: published because the policy changed). */
    const recheckedAfter = async (act: () => Promise<void> | void) => {
      const before = published.get(config)?.length ?? 0;
      await act();
      await until('the config checked again', () => ((published.get(config)?.length ?? 0) > before ? true : undefined));
      return published
        .get(config)!
        .at(-1)!
        .diagnostics.map((d) => [d.code, d.severity]);
    };
    open(config, 'name: x\nbuild_config:\n  target_platform: windows/amd64\n');
    expect((await diagnosticsOf(config)).map((d) => [d.code, d.severity])).toEqual([['invalid-platform', 2]]);
    const policy = uriOf(policed, '.component-config-check.yaml');
    let own: Diagnostic[] = [];
    const off = await recheckedAfter(async () => {
      open(policy, 'severity:\n  invalid-platform: off\n');
      own = await diagnosticsOf(policy);
    });
    expect(own).toEqual([]);
    expect(off).toEqual([]);
    // A policy with a problem is not applied at all, as on the command line.
    const broken = await recheckedAfter(async () => {
      change(policy, 'severity:\n  invalid-platfrom: off\n');
      own = await diagnosticsOf(policy);
    });
    expect(own.length).toBeGreaterThan(0);
    expect(own[0]!.message).toContain('invalid-platform');
    expect(broken).toEqual([['invalid-platform', 1]]);
    const closed = await recheckedAfter(() => {
      void connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri: policy } });
    });
    expect(closed).toEqual([['invalid-platform', 2]]);
  }, 60_000);

  it("checks only what the policy's files select, with its check-paths", async () => {
    const chosen = uriOf(selecting, 'configs/a.yaml');
    open(chosen, 'name: [unclosed\n');
    expect((await diagnosticsOf(chosen)).map((d) => d.code)).toEqual(['yaml-syntax']);
    const other = uriOf(selecting, 'component_config.yaml');
    open(other, 'name: [unclosed\n');
    expect(await diagnosticsOf(other)).toEqual([]);
    // The policy's check-paths: what the config points at, looked for inside the folder.
    mkdirSync(join(selecting, 'configs', 'data'), { recursive: true });
    writeFileSync(join(selecting, 'configs', 'data', 'here.txt'), 'x');
    const pointing = uriOf(selecting, 'configs/b.yaml');
    open(
      pointing,
      'name: x\nbuild_config:\n  package_data:\n    - [data/here.txt, /opt/a]\n    - [data/gone.txt, /opt/b]\n',
    );
    expect((await diagnosticsOf(pointing)).map((d) => [d.code, d.range.start.line])).toEqual([
      ['missing-api-module', 0],
      ['missing-source', 4],
    ]);
  }, 60_000);

  it('checks a file in no folder as its text alone, and takes in a folder the client adds, with its policy', async () => {
    const added = tempDir('cca-lsp-added-');
    writeFileSync(join(added, '.component-config-check.yaml'), 'severity:\n  invalid-platform: warning\n');
    const uri = uriOf(added, 'component_config.yaml');
    open(uri, 'name: x\nbuild_config:\n  target_platform: windows/amd64\n');
    expect((await diagnosticsOf(uri)).map((d) => [d.code, d.severity])).toEqual([['invalid-platform', 1]]);
    const before = published.get(uri)!.length;
    void connection.sendNotification(DidChangeWorkspaceFoldersNotification.type, {
      event: { added: [{ uri: pathToFileURL(added).href, name: 'added' }], removed: [] },
    });
    await until('the file checked again', () => (published.get(uri)!.length > before ? true : undefined));
    expect(
      published
        .get(uri)!
        .at(-1)!
        .diagnostics.map((d) => [d.code, d.severity]),
    ).toEqual([['invalid-platform', 2]]);
  }, 60_000);

  it('answers a malformed message with the protocol error and keeps serving', async () => {
    const body = '{"jsonrpc": "2.0", "id": 7, "method": ';
    child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    await until('the parse error', () => (/"id":null,"error":\{"code":-32700/.test(stdout) ? true : undefined));
    const notRpc = '[1, 2]';
    child.stdin.write(`Content-Length: ${Buffer.byteLength(notRpc)}\r\n\r\n${notRpc}`);
    await until('the invalid request', () => (/"id":null,"error":\{"code":-32600/.test(stdout) ? true : undefined));
    await expect(connection.sendRequest('component-config-check/no-such-method', {})).rejects.toMatchObject({
      code: -32601,
    });
    await expect(
      connection.sendRequest(HoverRequest.type, {
        textDocument: { uri: uriOf(corpus, 'never-opened/component_config.yaml') },
        position: { line: 0, character: 0 },
      }),
    ).rejects.toMatchObject({ code: -32602 });
    const hovered = uriOf(corpus, 'hover/component_config.yaml');
    await expect(
      connection.sendRequest('textDocument/hover', { textDocument: { uri: hovered } }),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'the request needs a position: {"line": N, "character": N}, both zero-based integers',
    });
    // Still serving: a new document gets its findings.
    const uri = uriOf(corpus, 'after/component_config.yaml');
    open(uri, 'name: x\nversion: 1.10\n');
    expect((await diagnosticsOf(uri)).map((d) => d.code)).toEqual(['wrong-type']);
  }, 60_000);

  it('refuses other options beside --lsp with one line and status 2', async () => {
    const r = await runCli(['--lsp', '--format', 'json'], { cwd: corpus });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'component-config-check: --lsp takes no other option (got --format json); the editor gives it the workspace and the files\n',
    );
  }, 60_000);

  it('ends with status 0 on shutdown then exit', async () => {
    await connection.sendRequest(ShutdownRequest.type);
    void connection.sendNotification(ExitNotification.type);
    expect(await exited).toBe(0);
  }, 60_000);
});

describe.each(NODES)('the language server on $label', (node) => {
  it('publishes findings, then ends with status 0 on shutdown then exit', async () => {
    const dir = tempDir('cca-lsp-node-');
    const server = spawn(node.path, [cliSnapshot(), '--lsp'], { cwd: dir, env: plainEnv() });
    const status = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    const client = createProtocolConnection(
      new StreamMessageReader(server.stdout),
      new StreamMessageWriter(server.stdin),
    );
    const diagnostics = new Promise<Diagnostic[]>((resolve) =>
      client.onNotification(PublishDiagnosticsNotification.type, (p) => resolve(p.diagnostics)),
    );
    client.listen();
    try {
      await client.sendRequest(InitializeRequest.type, {
        processId: process.pid,
        rootUri: pathToFileURL(dir).href,
        capabilities: {},
      });
      void client.sendNotification(InitializedNotification.type, {});
      void client.sendNotification(DidOpenTextDocumentNotification.type, {
        textDocument: {
          uri: uriOf(dir, 'component_config.yaml'),
          languageId: 'yaml',
          version: 1,
          text: 'version: 1.10\n',
        },
      });
      expect((await diagnostics).map((d) => d.code)).toEqual(['missing-key', 'wrong-type']);
      await client.sendRequest(ShutdownRequest.type);
      void client.sendNotification(ExitNotification.type);
      expect(await status).toBe(0);
    } finally {
      client.dispose();
      server.kill();
    }
  }, 60_000);
});
