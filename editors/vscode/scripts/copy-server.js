// Before packaging (vsce runs `vscode:prepublish`): copies the command line's bundle, the
// repository's dist/cli/, into server/, which the .vsix ships and the extension falls back to.
// server/ is not committed: it is the bundle of the commit the package is made from.

const fs = require('node:fs');
const path = require('node:path');

const from = path.resolve(__dirname, '..', '..', '..', 'dist', 'cli');
const to = path.resolve(__dirname, '..', 'server');
if (!fs.existsSync(path.join(from, 'index.js'))) {
  process.stderr.write(`copy-server: ${from} has no index.js; run \`npm run build\` at the repository's root first\n`);
  process.exit(1);
}
fs.rmSync(to, { recursive: true, force: true });
fs.cpSync(from, to, { recursive: true });
process.stdout.write(`copy-server: ${path.relative(process.cwd(), from)} -> ${path.relative(process.cwd(), to)}\n`);
