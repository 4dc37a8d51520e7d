// The VS Code extension as a user gets it: packaged by vsce (its `vscode:prepublish` copies the
// built dist/cli/ into it), opened from the .vsix as VS Code installs it, and its checker chosen
// and started the way extension.js does (its own server.js, the extension host's node, no PATH
// at all), then spoken to over the Language Server Protocol on a broken config. VS Code itself is
// not run: it does not install here.

import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createProtocolConnection,
  type Diagnostic,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  type InitializeResult,
  type ProtocolConnection,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node.js';
import { VERSION } from '../../src/version.js';
import { requireClient } from './clients.js';
import { cleanPath, cleanup, makeWorkspace, requireExtra, ROOT, tempDir } from './harness.js';

interface Server {
  source: string;
  path: string;
  command: string;
  args: string[];
  options: { env: Record<string, string | undefined>; shell: boolean };
}

const EXTENSION_DIR = join(ROOT, 'editors', 'vscode');
let vsix: string;
let unpacked: string;
// Not installed: every test fails with the one line (vitest would skip the tests of a failed beforeAll).
let missing: Error | undefined;
beforeEach(() => {
  if (missing) throw missing;
});

beforeAll(() => {
  let vsce: string;
  let unzip: string;
  try {
    vsce = requireExtra('vscode');
    unzip = requireClient('unzip');
  } catch (error) {
    missing = error as Error;
    return;
  }
  const out = tempDir('cca-vsix-');
  vsix = join(out, 'component-config-check.vsix');
  const packed = spawnSync(process.execPath, [vsce, 'package', '--out', vsix], {
    cwd: EXTENSION_DIR,
    env: { PATH: cleanPath(), HOME: out, LANG: 'C.UTF-8' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(packed.status, `vsce package: ${packed.stdout}${packed.stderr}`).toBe(0);
  unpacked = join(out, 'unpacked');
  const opened = spawnSync(unzip, ['-q', vsix, '-d', unpacked], { encoding: 'utf8' });
  expect(opened.status, opened.stderr).toBe(0);
}, 180_000);

afterAll(cleanup);

/** The checker the packaged extension picks, through its own server.js, with no PATH. */
function packagedServer(folder: string): Server {
  const extensionPath = join(unpacked, 'extension');
  const { resolveServer } = createRequire(join(extensionPath, 'extension.js'))('./server.js') as {
    resolveServer: (inputs: unknown) => Server | { error: string };
  };
  const server = resolveServer({
    configured: [],
    folders: [folder],
    extensionPath,
    execPath: process.execPath,
    env: { PATH: '/nonexistent' },
    platform: process.platform,
    trusted: true,
    readFile: (file: string) => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
    },
  });
  if ('error' in server) throw new Error(server.error);
  return server;
}

describe('the packaged VS Code extension', () => {
  it('ships the checker, the client library and its own code in the .vsix', () => {
    const extension = join(unpacked, 'extension');
    for (const file of ['extension.js', 'server.js', 'package.json', 'server/index.js', 'server/main.js'])
      expect(statSync(join(extension, file)).isFile(), file).toBe(true);
    // extension.js's requires, other than `vscode` (the editor's): resolvable from the package alone.
    const require = createRequire(join(extension, 'extension.js'));
    expect(require.resolve('vscode-languageclient/node')).toContain(join(extension, 'node_modules'));
    // The bundled checker is the repository's build, byte for byte.
    expect(readFileSync(join(extension, 'server', 'main.js'))).toEqual(
      readFileSync(join(ROOT, 'dist', 'cli', 'main.js')),
    );
    // All of it: the chunks main.js loads on demand (the language server is one) included.
    expect(readdirSync(join(extension, 'server')).sort()).toEqual(readdirSync(join(ROOT, 'dist', 'cli')).sort());
  });

  it('starts its own checker with nothing on PATH and publishes the findings of a broken config', async () => {
    const folder = makeWorkspace({ 'component_config.yaml': 'name: demo\nversion: 1.0\n' });
    const server = packagedServer(folder);
    expect(server.source).toBe('bundled');
    expect(server.command).toBe(process.execPath);
    expect(server.options.env['PATH']).toBe('/nonexistent');

    const child: ChildProcessWithoutNullStreams = spawn(server.command, server.args, {
      ...server.options,
      cwd: folder,
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const connection: ProtocolConnection = createProtocolConnection(
      new StreamMessageReader(child.stdout),
      new StreamMessageWriter(child.stdin),
    );
    const uri = pathToFileURL(join(folder, 'component_config.yaml')).href;
    const diagnostics = new Promise<Diagnostic[]>((resolve) =>
      connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
        if (p.uri === uri) resolve(p.diagnostics);
      }),
    );
    connection.listen();
    const init: InitializeResult = await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: pathToFileURL(folder).href,
      workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'demo' }],
      capabilities: { workspace: { workspaceFolders: true } },
    });
    expect(init.serverInfo).toEqual({ name: 'component-config-check', version: VERSION });
    await connection.sendNotification(InitializedNotification.type, {});
    await connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: {
        uri,
        languageId: 'yaml',
        version: 1,
        text: readFileSync(join(folder, 'component_config.yaml'), 'utf8'),
      },
    });
    const got = await diagnostics;
    expect(
      got.map((d) => ({
        code: d.code,
        source: d.source,
        line: d.range.start.line,
        character: d.range.start.character,
      })),
    ).toEqual([{ code: 'wrong-type', source: 'component-config-check', line: 1, character: 9 }]);
    expect(got[0]?.message).toContain('quote it');
    await connection.sendRequest(ShutdownRequest.type);
    await connection.sendNotification(ExitNotification.type);
    expect(await exited, stderr).toBe(0);
    connection.dispose();
  });
});
