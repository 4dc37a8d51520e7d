// Which checker the extension starts, decided from what is passed in (the setting, the folders,
// the environment, a file reader) and nothing else, so that a test can run it with nothing on
// PATH. No `vscode` import here: extension.js hands the editor's values in.

const path = require('node:path');

const NAME = 'component-config-check';

/**
 * @typedef {object} Inputs
 * @property {unknown} configured the setting `componentConfigCheck.command` (an array of strings, or empty)
 * @property {readonly string[]} folders the workspace folders' paths, in order
 * @property {string} extensionPath the extension's own folder (it holds `server/`, the bundled checker)
 * @property {string} execPath the extension host's executable (Electron, run as node)
 * @property {Record<string, string | undefined>} env the extension host's environment
 * @property {string} platform `process.platform`
 * @property {(file: string) => string | undefined} readFile a file's text, or undefined when it cannot be read
 * @property {boolean} trusted the workspace is trusted (VS Code's Workspace Trust); else Restricted Mode
 *
 * @typedef {object} Server
 * @property {'setting' | 'workspace' | 'bundled'} source where the checker was found
 * @property {string} path the checker that runs (the setting's first word, or the checker's script)
 * @property {string} command what is spawned
 * @property {string[]} args its arguments, `--lsp` last
 * @property {{ env: Record<string, string | undefined>, shell: boolean }} options the spawn's options
 */

/**
 * The setting's command, else the checker installed in the first workspace folder that has one,
 * else the one bundled with the extension. PATH is not searched: the extension host's PATH is the
 * login shell's, not the terminal's, so a checker found there would depend on how the editor was
 * started. A script (the workspace's, the bundled one) runs on the extension host's own node, so
 * no `node` on PATH is needed either. In Restricted Mode the bundled one runs: the setting (which
 * the workspace's .vscode/settings.json may set) and the workspace's node_modules are code the
 * workspace brings.
 * @param {Inputs} inputs
 * @returns {Server | { error: string }}
 */
function resolveServer(inputs) {
  const { configured, folders, extensionPath, execPath, env, platform, readFile, trusted } = inputs;
  if (trusted && Array.isArray(configured) && configured.length > 0) {
    const words = configured.map(String);
    const [command = '', ...rest] = words;
    // A `.cmd` shim that npm installs on Windows runs only through a shell.
    return {
      source: 'setting',
      path: command,
      command,
      args: [...rest, '--lsp'],
      options: { env, shell: platform === 'win32' },
    };
  }
  const asNode = (source, script) => ({
    source,
    path: script,
    command: execPath,
    args: [script, '--lsp'],
    options: { env: { ...env, ELECTRON_RUN_AS_NODE: '1' }, shell: false },
  });
  for (const folder of trusted ? folders : []) {
    const script = installedScript(path.join(folder, 'node_modules', NAME), readFile);
    if (script !== undefined) return asNode('workspace', script);
  }
  const bundled = path.join(extensionPath, 'server', 'index.js');
  if (readFile(bundled) !== undefined) return asNode('bundled', bundled);
  return {
    error: `the bundled checker ${bundled} is missing (a package built without \`npm run package\`); set componentConfigCheck.command, or install component-config-check in the workspace`,
  };
}

/** The package's command-line script, from its package.json's `bin`, when the package is there. */
function installedScript(dir, readFile) {
  const text = readFile(path.join(dir, 'package.json'));
  if (text === undefined) return undefined;
  let bin;
  try {
    bin = JSON.parse(text).bin;
  } catch {
    return undefined;
  }
  const relative = typeof bin === 'string' ? bin : bin && typeof bin[NAME] === 'string' ? bin[NAME] : undefined;
  if (relative === undefined) return undefined;
  const script = path.join(dir, relative);
  return readFile(script) === undefined ? undefined : script;
}

/** One line for the output channel: which checker runs, from where, and its version when known. */
function describeServer(server, version, trusted) {
  const where = {
    setting: 'the setting componentConfigCheck.command',
    workspace: "the workspace's node_modules",
    bundled: 'bundled with the extension',
  }[server.source];
  const restricted = trusted ? '' : "; Restricted Mode: the workspace's own checker and the setting are not used";
  return `${NAME} ${version ?? '(version not reported)'}: ${server.path} (${where}${restricted})`;
}

module.exports = { resolveServer, describeServer };
