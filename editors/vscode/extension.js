// Starts the component-config-check language server (`component-config-check --lsp`) for YAML
// files. The server decides which files it checks (the policy file's `files`, by default every
// component_config.yaml), so the client hands it every YAML document of the workspace.

const fs = require('node:fs');
const path = require('node:path');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

const NAME = 'component-config-check';
let client;

/** The configured command, else the workspace's own install, else the one on PATH. */
function serverCommand() {
  const configured = vscode.workspace.getConfiguration('componentConfigCheck').get('command');
  if (Array.isArray(configured) && configured.length > 0) {
    return { command: configured[0], args: [...configured.slice(1), '--lsp'] };
  }
  // npm installs a .cmd shim on Windows, which only a shell runs.
  const bin = process.platform === 'win32' ? `${NAME}.cmd` : NAME;
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const local = path.join(folder.uri.fsPath, 'node_modules', '.bin', bin);
    if (fs.existsSync(local)) return { command: local, args: ['--lsp'] };
  }
  return { command: bin, args: ['--lsp'] };
}

async function activate(context) {
  const { command, args } = serverCommand();
  const run = { command, args, transport: TransportKind.stdio, options: { shell: process.platform === 'win32' } };
  client = new LanguageClient(
    NAME,
    'component_config check',
    { run, debug: run },
    {
      documentSelector: [{ scheme: 'file', language: 'yaml' }],
      // The policy file changed on disk (a checkout, a pull): the server reads it again.
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/.component-config-check.yaml') },
    },
  );
  context.subscriptions.push(client);
  await client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
