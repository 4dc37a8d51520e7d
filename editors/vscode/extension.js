// Starts the component-config-check language server (`component-config-check --lsp`) for YAML
// files. The server decides which files it checks (the policy file's `files`, by default every
// component_config.yaml), so the client hands it every YAML document of the workspace.

const fs = require('node:fs');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');
const { describeServer, resolveServer } = require('./server.js');

const NAME = 'component-config-check';
let client;

function readFile(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

async function activate(context) {
  const output = vscode.window.createOutputChannel('component_config check');
  context.subscriptions.push(output);
  const server = resolveServer({
    configured: vscode.workspace.getConfiguration('componentConfigCheck').get('command'),
    folders: (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath),
    extensionPath: context.extensionPath,
    execPath: process.execPath,
    env: process.env,
    platform: process.platform,
    readFile,
    trusted: vscode.workspace.isTrusted,
  });
  if ('error' in server) {
    output.appendLine(`${NAME}: ${server.error}`);
    void vscode.window.showErrorMessage(`component_config check: ${server.error}`);
    return;
  }
  output.appendLine(`${NAME}: starting ${server.command} ${server.args.join(' ')}`);
  const run = { command: server.command, args: server.args, options: server.options };
  client = new LanguageClient(
    NAME,
    'component_config check',
    { run, debug: run },
    {
      documentSelector: [{ scheme: 'file', language: 'yaml' }],
      outputChannel: output,
      // The policy file changed on disk (a checkout, a pull): the server reads it again.
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/.component-config-check.yaml') },
    },
  );
  context.subscriptions.push(client);
  await client.start();
  output.appendLine(describeServer(server, client.initializeResult?.serverInfo?.version, vscode.workspace.isTrusted));
  // Trust granted later: the workspace's own checker or the setting may apply now.
  context.subscriptions.push(
    vscode.workspace.onDidGrantWorkspaceTrust(() =>
      output.appendLine(
        `${NAME}: the workspace is trusted now; reload the window to use its own checker or the setting`,
      ),
    ),
  );
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
