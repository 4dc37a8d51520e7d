// A minimal Language Server Protocol client for yaml-language-server (the server behind VS Code's
// YAML extension), run as editors run it: one `--stdio` process, configured through
// workspace/didChangeConfiguration with the settings a user writes, documents opened one at a
// time, and the diagnostics it publishes for each collected.

import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './harness.js';

export const SERVER = join(ROOT, 'node_modules', 'yaml-language-server', 'bin', 'yaml-language-server');

export interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  /** 1 error, 2 warning, 3 information, 4 hint. */
  severity?: number;
  message: string;
  source?: string;
  code?: string | number;
}

type Message = { id?: number | string; method?: string; params?: unknown; result?: unknown; error?: unknown };

export class YamlServer {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (m: Message) => void>();
  private readonly diagnostics = new Map<string, (d: Diagnostic[]) => void>();
  private stderr = '';
  private exited: string | undefined;

  constructor(
    node: string,
    private readonly settings: Record<string, unknown>,
  ) {
    this.child = spawn(node, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: '/usr/bin:/bin' } });
    this.child.stdout.on('data', (b: Buffer) => this.receive(b));
    this.child.stderr.on('data', (b: Buffer) => (this.stderr += b.toString('utf8')));
    this.child.on('exit', (code, signal) => {
      this.exited = `yaml-language-server exited (${String(code ?? signal)}): ${this.stderr.slice(-2000)}`;
      for (const done of this.pending.values()) done({ error: this.exited });
      this.pending.clear();
    });
  }

  async start(): Promise<void> {
    await this.request('initialize', {
      processId: process.pid,
      rootUri: null,
      capabilities: {
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
        textDocument: { publishDiagnostics: {}, synchronization: { dynamicRegistration: true } },
      },
    });
    this.notify('initialized', {});
    this.notify('workspace/didChangeConfiguration', { settings: this.settings });
  }

  /** Open a document, wait for the diagnostics the server publishes for it, close it. */
  async diagnose(uri: string, text: string, timeoutMs: number): Promise<Diagnostic[]> {
    if (this.exited) throw new Error(this.exited);
    const published = new Promise<Diagnostic[]>((done, fail) => {
      const timer = setTimeout(() => {
        this.diagnostics.delete(uri);
        fail(new Error(`no diagnostics for ${uri} within ${timeoutMs} ms; server stderr: ${this.stderr.slice(-2000)}`));
      }, timeoutMs);
      this.diagnostics.set(uri, (d) => {
        clearTimeout(timer);
        this.diagnostics.delete(uri);
        done(d);
      });
    });
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    try {
      return await published;
    } finally {
      this.notify('textDocument/didClose', { textDocument: { uri } });
    }
  }

  /** The labels the server offers for completion at a place (0-based line and character). */
  async complete(uri: string, text: string, line: number, character: number): Promise<string[]> {
    const diagnosed = this.diagnose(uri, text, 60_000); // opens the document; closes it once validated
    const result = (await this.request('textDocument/completion', {
      textDocument: { uri },
      position: { line, character },
    })) as { items: Array<{ label: string }> } | Array<{ label: string }> | null;
    await diagnosed;
    const items = Array.isArray(result) ? result : (result?.items ?? []);
    return items.map((i) => i.label);
  }

  /** The markdown the server shows on hover at a place (0-based line and character), or ''. */
  async hover(uri: string, text: string, line: number, character: number): Promise<string> {
    const diagnosed = this.diagnose(uri, text, 60_000);
    const result = (await this.request('textDocument/hover', {
      textDocument: { uri },
      position: { line, character },
    })) as { contents: { value: string } | string } | null;
    await diagnosed;
    if (!result) return '';
    return typeof result.contents === 'string' ? result.contents : result.contents.value;
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    await this.request('shutdown', null).catch(() => undefined);
    this.notify('exit', null);
    await new Promise<void>((done) => {
      const timer = setTimeout(() => {
        this.child.kill('SIGKILL');
        done();
      }, 5000);
      this.child.on('exit', () => {
        clearTimeout(timer);
        done();
      });
    });
  }

  private request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((done, fail) => {
      this.pending.set(id, (m) =>
        m.error ? fail(new Error(`${method}: ${JSON.stringify(m.error)}`)) : done(m.result),
      );
      this.send({ jsonrpc: '2.0', id, method, params });
    });
  }

  private notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params });
  }

  private send(message: unknown): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  /** Base protocol framing: `Content-Length: N` headers, a blank line, N bytes of JSON. */
  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = /Content-Length: *([0-9]+)/i.exec(this.buffer.subarray(0, end).toString('ascii'));
      if (!length) throw new Error(`bad LSP header: ${this.buffer.subarray(0, end).toString('ascii')}`);
      const size = Number(length[1]);
      if (this.buffer.length < end + 4 + size) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + size).toString('utf8')) as Message;
      this.buffer = this.buffer.subarray(end + 4 + size);
      this.handle(message);
    }
  }

  private handle(m: Message): void {
    if (m.method === undefined && typeof m.id === 'number') {
      this.pending.get(m.id)?.(m);
      this.pending.delete(m.id);
      return;
    }
    if (m.method === 'textDocument/publishDiagnostics') {
      const p = m.params as { uri: string; diagnostics: Diagnostic[] };
      this.diagnostics.get(p.uri)?.(p.diagnostics);
      return;
    }
    if (m.id === undefined) return; // other notifications: log messages, telemetry
    // Requests from the server: its settings (asked per section), capability registrations.
    let result: unknown = null;
    if (m.method === 'workspace/configuration') {
      const items = (m.params as { items: Array<{ section?: string }> }).items;
      result = items.map((i) => (i.section ? this.section(i.section) : this.settings));
    }
    this.send({ jsonrpc: '2.0', id: m.id, result });
  }

  private section(path: string): unknown {
    let v: unknown = this.settings;
    for (const part of path.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : null;
    return v ?? null;
  }
}
