// Build step (`npm run site`): the page that checks a config in the browser, into a folder (site/,
// git-ignored; the release workflow publishes it with GitHub Pages): index.html, the page's
// stylesheet, src/web/ bundled for the browser with every part of the checker, and the editors'
// schemas beside it at stable addresses. Nothing is fetched from elsewhere: the page works opened
// from any static server.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { REPOSITORY_URL } from './site-url.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB = path.join(ROOT, 'src', 'web');

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: write-site.js OUTPUT-DIRECTORY\n');
  process.exit(2);
}
const out = path.resolve(target);
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

await build({
  entryPoints: [path.join(WEB, 'page.ts')],
  outfile: path.join(out, 'page.js'),
  bundle: true,
  // A classic script, not a module: browsers refuse a module script opened from file://.
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'eof',
  logLevel: 'warning',
});
const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
const html = fs
  .readFileSync(path.join(WEB, 'index.html'), 'utf8')
  .replaceAll('{{REPOSITORY_URL}}', REPOSITORY_URL)
  .replaceAll('{{VERSION}}', version);
fs.writeFileSync(path.join(out, 'index.html'), html);
fs.copyFileSync(path.join(WEB, 'page.css'), path.join(out, 'page.css'));
// The editors' schemas, as the build writes them into dist/ (the same step, the same names).
const schemas = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('write-schema.js', import.meta.url)), path.join(out, 'component_config.schema.json')],
  { stdio: 'inherit' },
);
if (schemas.status !== 0) process.exit(schemas.status ?? 1);
