// `component-config-check --lsp`: the Language Server Protocol (3.17) over stdio, a third face
// of the run beside the action and the command line. Each open document that the policy's
// `files` select is checked on open and on every change by the command line's own per-file path
// (checkDocument), so the editor shows what the gate will say; fixes, hover and completion come
// from the same findings and the same schema. Loaded only when --lsp is given.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CodeActionKind,
  type Connection,
  createConnection,
  ErrorCodes,
  type InitializeParams,
  type InitializeResult,
  type Position,
  ResponseError,
  StreamMessageReader,
  StreamMessageWriter,
  type TextEdit,
  TextDocuments,
  TextDocumentSyncKind,
} from 'vscode-languageserver/node.js';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Finding } from '../config/findings.js';
import { checkDocument, type CheckFilesOptions } from '../run/check-files.js';
import { TOOL_NAME } from '../report/sarif.js';
import { VERSION } from '../version.js';
import { codeActions, diagnosticOf, FIX_ALL, suppressionEdit } from './diagnostics.js';
import { checkOptions, Folders, type Located } from './folders.js';
import { tolerantJson } from './messages.js';
import { type Checked as Help, completionsAt, hoverAt } from './help.js';

/** The last check of a document: what its diagnostics, actions, hover and completion are made from. */
interface Checked extends Help {
  version: number;
  where: Located;
  findings: Finding[];
  suppressed: number;
}

const encoder = new TextEncoder();

/** Runs the server on stdin and stdout; `args` are the command line's (--lsp, and --stdio, which clients add). */
export function serve(args: readonly string[]): void {
  const unknown = args.filter((a) => a !== '--lsp' && a !== '--stdio' && !a.startsWith('--clientProcessId'));
  if (unknown.length > 0) {
    process.stderr.write(
      `component-config-check: --lsp takes no other option (got ${unknown.join(' ')}); the editor gives it the workspace and the files\n`,
    );
    process.exitCode = 2;
    return;
  }
  const writer = new StreamMessageWriter(process.stdout);
  const reader = new StreamMessageReader(process.stdin, { charset: 'utf-8', contentTypeDecoder: tolerantJson(writer) });
  const connection = createConnection(reader, writer);
  // Whatever goes wrong inside is said in the client's log; the server keeps serving.
  const report = (what: string, error: unknown) =>
    connection.console.error(
      `${TOOL_NAME}: ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  process.on('uncaughtException', (error) => report('internal error', error));
  process.on('unhandledRejection', (error) => report('internal error', error));
  new Server(connection).listen();
}

class Server {
  private folders = new Folders([]);
  private readonly documents = new TextDocuments(TextDocument);
  private readonly results = new Map<string, Checked>();
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();

  constructor(private readonly connection: Connection) {}

  listen(): void {
    const c = this.connection;
    c.onInitialize((params) => this.initialize(params));
    // Fired on open as well as on every change.
    this.documents.onDidChangeContent((e) => this.schedule(e.document.uri));
    this.documents.onDidClose((e) => void this.closed(e.document.uri));
    c.onDidChangeWatchedFiles((e) => void this.watched(e.changes.map((x) => x.uri)));
    c.onCodeAction(async (params) => {
      const doc = this.opened(params.textDocument?.uri);
      const checked = await this.resultFor(doc);
      if (!checked?.form) return [];
      return codeActions({
        uri: doc.uri,
        text: checked.text,
        findings: checked.findings,
        range: { start: positionOf(params.range?.start), end: positionOf(params.range?.end) },
        only: params.context?.only,
        suppress: (f) => this.suppression(doc, checked, f),
      });
    });
    c.onHover(async (params) => {
      const doc = this.opened(params.textDocument?.uri);
      const position = positionOf(params.position);
      const checked = await this.resultFor(doc);
      return checked ? hoverAt(checked, position, doc.offsetAt(position)) : null;
    });
    c.onCompletion(async (params) => {
      const doc = this.opened(params.textDocument?.uri);
      const position = positionOf(params.position);
      const checked = await this.resultFor(doc);
      return checked ? completionsAt(checked, position) : [];
    });
    this.documents.listen(c);
    c.listen();
  }

  private async initialize(params: InitializeParams): Promise<InitializeResult> {
    const roots = rootsOf(params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []));
    if (roots.length === 0 && params.rootPath) roots.push(path.resolve(params.rootPath));
    await this.useFolders(roots);
    if (params.capabilities?.workspace?.workspaceFolders) {
      this.connection.onInitialized(() => {
        this.connection.workspace.onDidChangeWorkspaceFolders((e) => {
          const removed = new Set(rootsOf(e.removed.map((f) => f.uri)));
          const kept = this.folders.all().flatMap((f) => (removed.has(f.root) ? [] : [f.root]));
          void this.useFolders([...kept, ...rootsOf(e.added.map((f) => f.uri))]).then(() => {
            for (const doc of this.documents.all()) this.schedule(doc.uri);
          });
        });
      });
    }
    return {
      capabilities: {
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL] },
        hoverProvider: true,
        completionProvider: { triggerCharacters: [' '] },
      },
      serverInfo: { name: TOOL_NAME, version: VERSION },
    };
  }

  /** The workspace folders, each with its policy file as on disk (an open one is read on its next check). */
  private async useFolders(roots: readonly string[]): Promise<void> {
    const folders = new Folders(roots);
    for (const folder of folders.all()) await folders.loadFromDisk(folder);
    this.folders = folders;
  }

  /** The open document a request names; the protocol's error answer for any other. */
  private opened(uri: unknown): TextDocument {
    const doc = typeof uri === 'string' ? this.documents.get(uri) : undefined;
    if (!doc) {
      throw new ResponseError(
        ErrorCodes.InvalidParams,
        typeof uri === 'string'
          ? `${uri} is not open: send textDocument/didOpen before asking about a document`
          : 'the request names no textDocument.uri',
      );
    }
    return doc;
  }

  /** Checks the document and publishes its diagnostics; a change while it is checked is checked after. */
  private schedule(uri: string): void {
    if (this.running.has(uri)) {
      this.again.add(uri);
      return;
    }
    this.running.add(uri);
    void (async () => {
      try {
        do {
          this.again.delete(uri);
          await this.publish(uri);
        } while (this.again.has(uri));
      } catch (error) {
        this.connection.console.error(`${TOOL_NAME}: checking ${uri} failed: ${String(error)}`);
      } finally {
        this.running.delete(uri);
      }
    })();
  }

  private async publish(uri: string): Promise<void> {
    const doc = this.documents.get(uri);
    if (!doc) return;
    const checked = await this.check(doc);
    if (this.documents.get(uri)?.version !== doc.version) return; // closed, or a newer text is checked next
    const diagnostics = checked ? checked.findings.map((f) => diagnosticOf(checked.text, f)) : [];
    await this.connection.sendDiagnostics({ uri, version: doc.version, diagnostics });
  }

  /** The document's findings for its current text: the last check's, or a new one. */
  private async resultFor(doc: TextDocument): Promise<Checked | undefined> {
    const have = this.results.get(doc.uri);
    return have && have.version === doc.version ? have : this.check(doc);
  }

  private async check(doc: TextDocument): Promise<Checked | undefined> {
    const where = this.folders.locate(doc.uri);
    if (!where) return undefined;
    const text = doc.getText();
    const bytes = encoder.encode(text);
    let checked: Checked;
    if (where.folder && this.folders.isPolicy(where)) {
      const before = JSON.stringify(where.folder.policy?.policy);
      const read = await this.folders.loadFromBytes(where.folder, bytes);
      checked = { version: doc.version, text, where, findings: read.findings, suppressed: 0, form: undefined };
      if (JSON.stringify(read.policy) !== before) this.recheckFolder(where, doc.uri);
    } else if (this.folders.selected(where)) {
      const result = await checkDocument(where.rel, bytes, this.optionsFor(where, doc.uri));
      checked = {
        version: doc.version,
        text,
        where,
        findings: result.findings,
        suppressed: result.suppressed.length,
        form: result.form,
      };
    } else return undefined;
    // A document closed while it was checked keeps no result.
    if (this.documents.get(doc.uri)) this.results.set(doc.uri, checked);
    return checked;
  }

  private optionsFor(where: Located, uri: string): CheckFilesOptions {
    if (where.folder) return checkOptions(where.folder);
    // In no folder: the bytes alone (no policy, no check-paths: nothing is read from disk).
    return { workspace: path.dirname(fileURLToPath(uri)), failOnDeprecated: false, checkPaths: false };
  }

  /** The policy of the folder changed: its other open documents are checked again. */
  private recheckFolder(where: Located, except: string): void {
    for (const doc of this.documents.all()) {
      if (doc.uri !== except && this.folders.locate(doc.uri)?.folder === where.folder) this.schedule(doc.uri);
    }
  }

  private async closed(uri: string): Promise<void> {
    this.results.delete(uri);
    await this.connection.sendDiagnostics({ uri, diagnostics: [] });
    const where = this.folders.locate(uri);
    if (where?.folder && this.folders.isPolicy(where)) {
      // The editor no longer holds the policy: the file on disk is the policy again.
      await this.folders.loadFromDisk(where.folder);
      this.recheckFolder(where, uri);
    }
  }

  private async watched(uris: readonly string[]): Promise<void> {
    for (const uri of uris) {
      const where = this.folders.locate(uri);
      if (!where?.folder || !this.folders.isPolicy(where) || this.documents.get(uri)) continue;
      await this.folders.loadFromDisk(where.folder);
      this.recheckFolder(where, uri);
    }
  }

  /** The comment that silences `f` when it silences exactly the findings of its code on that line and changes nothing else. */
  private async suppression(doc: TextDocument, checked: Checked, f: Finding): Promise<TextEdit | undefined> {
    const lines = checked.text.split(/\r\n|\r|\n/);
    const edit = suppressionEdit(lines, checked.text, f);
    const after = TextDocument.applyEdits(doc, [edit]);
    const result = await checkDocument(
      checked.where.rel,
      encoder.encode(after),
      this.optionsFor(checked.where, doc.uri),
    );
    const silenced = checked.findings.filter((g) => g.code === f.code && g.line === f.line).length;
    const ok =
      result.findings.length === checked.findings.length - silenced &&
      result.suppressed.length === checked.suppressed + silenced;
    return ok ? edit : undefined;
  }
}

/** A position a request gives; the protocol's error answer for anything else. */
function positionOf(p: unknown): Position {
  const ok = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
  if (p && typeof p === 'object' && ok((p as Position).line) && ok((p as Position).character)) return p as Position;
  throw new ResponseError(
    ErrorCodes.InvalidParams,
    'the request needs a position: {"line": N, "character": N}, both zero-based integers',
  );
}

/** The paths of `file:` URIs (others name no folder on this machine). */
function rootsOf(uris: readonly string[]): string[] {
  return uris.flatMap((u) => {
    try {
      return [fileURLToPath(u)];
    } catch {
      return [];
    }
  });
}
