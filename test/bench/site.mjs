// The page's benchmark: how long from a keystroke to its findings on the page, in headless
// Chromium, on a 300-line config (issue 39: within 50 ms), and what the page weighs. Not a test
// (no test depends on speed); the result is a line in docs/speed.md.
//
//   npm run site && node test/bench/site.mjs [--keys N]
//
// The page is served from site/ on 127.0.0.1. Each keystroke is typed by the browser's own
// input (playwright's keyboard); the time is from the input event's time stamp to the first
// frame painted after the findings were rendered (a requestAnimationFrame callback, then a
// task: the frame has been produced). Two configs: a valid one, typed into its description, and
// the same with errors (an unknown key being typed, a wrong type): the schema findings' path.

import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBrowser, serveSite } from './site-browser.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const SITE = join(ROOT, 'site');
const keys = Number(process.argv[process.argv.indexOf('--keys') + 1]) || 60;
if (!existsSync(join(SITE, 'index.html'))) {
  console.error('site/ is missing: npm run site first');
  process.exit(2);
}

/** A config of exactly `lines` lines: every section, long lists. */
function config(lines) {
  const out = [
    'name: resize-images',
    'version: "1.2.3"',
    'description: Resizes images to a given width',
    'build_config:',
    '  target_platform: linux/amd64',
    '  base_image: debian:bookworm-slim',
    '  requirements:',
    '    provider: uv-pip',
    '    python_version: "3.12"',
    '  extra_packages:',
  ];
  for (let i = 0; i < 60; i++) out.push(`    - libpackage${i}-dev`);
  out.push('  package_data:');
  for (let i = 0; i < 80; i++) out.push(`    - [data/file${i}.bin, share/file${i}.bin]`);
  out.push('  custom_build_steps:');
  for (let i = 0; i < 40; i++) out.push(`    - RUN echo step ${i}`);
  out.push('env:');
  while (out.length < lines - 1) out.push(`  VARIABLE_${out.length}: "value ${out.length}"`);
  out.push('metadata: {team: images}');
  return out.join('\n') + '\n';
}

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
const median = (xs) => quantile(xs, 0.5);

const served = await serveSite(SITE);
const origin = served.origin;
const profile = mkdtempSync(join(tmpdir(), 'cca-bench-chromium-'));
const context = await openBrowser('/usr/bin/chromium', profile);
const page = context.pages()[0] ?? (await context.newPage());
const text = config(300);
const withErrors = text.replace('version: "1.2.3"', 'version: 1.10').replace('metadata:', 'extra_field: 1\nmetadata:');

async function measure(config, place) {
  await page.goto(`${origin}/#config=${Buffer.from(config).toString('base64url')}`);
  await page.waitForSelector('#findings[data-checks]', { state: 'attached' });
  await page.evaluate(() => {
    window.__times = [];
    document.getElementById('config').addEventListener('input', (event) => {
      const since = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => window.__times.push(performance.now() - since)));
    });
  });
  await page.evaluate((offset) => {
    const area = document.getElementById('config');
    area.focus();
    area.setSelectionRange(offset, offset);
  }, place(config));
  const rendered = [];
  for (let i = 0; i < keys; i++) {
    const before = await page.$eval('#findings', (el) => Number(el.dataset.checks));
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    await page.waitForFunction((n) => Number(document.getElementById('findings').dataset.checks) > n, before);
    rendered.push(await page.$eval('#findings', (el) => Number(el.dataset.lastMs)));
  }
  await page.waitForFunction((n) => window.__times.length >= n, keys);
  const painted = await page.evaluate(() => window.__times);
  const findings = await page.$$eval('#findings > .finding', (l) => l.length);
  return { rendered, painted, findings };
}

const lines = text.split('\n').length - 1;
const rows = [];
for (const [name, config, place] of [
  ['valid, typing in the description', text, (t) => t.indexOf('\n', t.indexOf('description:'))],
  ['with errors, typing in an unknown key', withErrors, (t) => t.indexOf('extra_field') + 'extra_field'.length],
]) {
  await measure(config, place); // warm-up: the first checks compile the checker
  const r = await measure(config, place);
  rows.push(
    `| ${lines}-line config, ${name} (${r.findings} findings at the end) | ${median(r.rendered).toFixed(1)} ms | ${quantile(r.rendered, 0.9).toFixed(1)} ms | ${median(r.painted).toFixed(1)} ms | ${quantile(r.painted, 0.9).toFixed(1)} ms |`,
  );
}
const weight = (files) => files.reduce((n, f) => n + statSync(join(SITE, f)).size, 0);
const assets = ['index.html', 'page.js', 'page.css'];
const schemas = readdirSync(SITE).filter((f) => f.endsWith('.json'));
console.log(`Chromium ${context.browser()?.version() ?? ''}, ${keys} keystrokes each (after as many to warm up)\n`);
console.log(
  '| config | keystroke → findings rendered, median | 90th percentile | → next frame, median | 90th percentile |',
);
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
console.log(
  `\npage weight: ${weight(assets)} bytes (${assets.join(', ')}); with the schemas beside it: ${weight([...assets, ...schemas])} bytes`,
);
await context.close();
await served.close();
rmSync(profile, { recursive: true, force: true });
