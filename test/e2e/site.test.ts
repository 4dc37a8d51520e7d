// The page that checks a config in the browser (src/web, `npm run site`), opened in a real
// headless Chromium from a local static server, as a visitor opens it: its findings (code,
// place, severity, message, fix) are the command line's on every fixture and on configs neither
// has seen, its fix buttons write what --fix writes, its policy pane and fail-on-deprecated
// checkbox do what the command line's --policy and --fail-on-deprecated do, and it asks for
// nothing but its own files. Configs reach it by its contract: `#config=<base64url>` (and
// `path=`, `policy=`, `fail-on-deprecated=1`), each finding an element with data-code,
// data-line, data-column and data-severity. One browser for the whole file.

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, serveSite } from '../bench/site-browser.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { missingClient, requireClient } from './clients.js';
import { runCli } from './cli-harness.js';
import { cleanup, makeWorkspace, ROOT, tempDir } from './harness.js';
import { configDocument } from '../unit/config-gen.js';
import { mutant } from '../unit/mutants.js';

const FIXTURES = join(ROOT, 'test', 'fixtures');
const CONFIG = 'component_config.yaml';
/** The policy file as the page names it in its messages (the repository's default file). */
const POLICY_FILE = '.component-config-check.yaml';

interface Shown {
  code: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: string;
  location: string;
  message: string;
  fix: string | null;
}

interface CliFinding {
  file: string;
  code: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: string;
  location: string;
  message: string;
  fix?: { description: string };
}

const setup: { missing?: Error } = {};
let stopServer: (() => Promise<void>) | undefined;
let origin = '';
const served: string[] = [];
const requested: string[] = [];
let context: BrowserContext | undefined;
let site = '';
let page: Page;

beforeAll(async () => {
  const missing = missingClient('chromium');
  if (missing) {
    setup.missing = missing;
    return;
  }
  const builder = join(ROOT, 'lib', 'tools', 'write-site.js');
  if (!existsSync(builder)) throw new Error(`${builder} is missing: npm run build (or npm run site) compiles it`);
  site = tempDir('cca-site-');
  const built = spawnSync(process.execPath, [builder, site], { encoding: 'utf8', timeout: 120_000 });
  if (built.status !== 0) throw new Error(`the site did not build:\n${built.stdout}\n${built.stderr}`);
  const siteServer = await serveSite(site, (path) => served.push(path));
  stopServer = siteServer.close;
  origin = siteServer.origin;
  context = await openBrowser(requireClient('chromium'), tempDir('cca-chromium-'));
  page = context.pages()[0] ?? (await context.newPage());
  context.on('request', (r) => requested.push(r.url()));
  await page.goto(`${origin}/`);
  await page.waitForSelector('#findings[data-checks]', { state: 'attached' });
}, 180_000);

afterAll(async () => {
  await context?.close();
  await stopServer?.();
  cleanup();
});

beforeEach(() => {
  if (setup.missing) throw setup.missing;
});

/** The contract's encoding, written here independently of the page's own. */
const b64url = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64url');

interface Settings {
  path?: string;
  policy?: string;
  failOnDeprecated?: boolean;
}

function fragment(bytes: Uint8Array, settings: Settings = {}): string {
  let out = `#config=${b64url(bytes)}`;
  if (settings.policy !== undefined) out += `&policy=${b64url(settings.policy)}`;
  if (settings.path !== undefined) out += `&path=${encodeURIComponent(settings.path)}`;
  if (settings.failOnDeprecated) out += '&fail-on-deprecated=1';
  return out;
}

/** Waits for the page's next check (its count of checks passes `before`). */
async function nextCheck(before: number): Promise<void> {
  await page.waitForFunction((n) => Number(document.getElementById('findings')!.dataset['checks']) > n, before);
}

const checks = (): Promise<number> => page.$eval('#findings', (el) => Number((el as HTMLElement).dataset['checks']));

/** Loads a config by the fragment, as a link does, and waits for its check. */
async function load(bytes: Uint8Array, settings: Settings = {}): Promise<void> {
  const hash = fragment(bytes, settings);
  if ((await page.evaluate(() => location.hash)) === hash) return;
  const before = await checks();
  await page.evaluate((h) => (location.hash = h), hash);
  await nextCheck(before);
}

/** The findings the page shows in a list, read from its elements. */
function shown(list = '#findings'): Promise<Shown[]> {
  return page.$$eval(`${list} > .finding`, (items) =>
    items.map((li) => {
      const e = li as HTMLElement;
      const d = e.dataset;
      return {
        code: d['code']!,
        line: Number(d['line']),
        column: Number(d['column']),
        endLine: Number(d['endLine']),
        endColumn: Number(d['endColumn']),
        severity: d['severity']!,
        location: e.querySelector('.location')?.textContent ?? '',
        message: e.querySelector('.message')?.textContent ?? '',
        fix: e.querySelector('button.fix')?.textContent?.replace(/^Fix: /, '') ?? null,
      };
    }),
  );
}

function asShown(f: CliFinding): Shown {
  return {
    code: f.code,
    line: f.line,
    column: f.column,
    endLine: f.endLine,
    endColumn: f.endColumn,
    severity: f.severity,
    location: f.location,
    message: f.message,
    fix: f.fix?.description ?? null,
  };
}

/** The command line's JSON findings of a workspace, by file. */
async function cliFindings(workspace: string, args: string[] = ['--no-policy']): Promise<Map<string, CliFinding[]>> {
  const r = await runCli(['--format', 'json', ...args, '.'], { cwd: workspace, timeoutMs: 240_000 });
  if (r.code !== 0 && r.code !== 1) throw new Error(`the command line ended ${String(r.code)}:\n${r.stderr}`);
  const report = JSON.parse(r.stdout) as { findings: CliFinding[]; files: Array<{ file: string }> };
  const byFile = new Map<string, CliFinding[]>(report.files.map((f) => [f.file, []]));
  for (const f of report.findings) byFile.get(f.file)?.push(f);
  return byFile;
}

/** Every fixture folder: name → the config's bytes. */
function fixtures(): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const name of readdirSync(FIXTURES).sort()) {
    const file = join(FIXTURES, name, CONFIG);
    if (existsSync(join(FIXTURES, name, 'expected.json')) && existsSync(file)) out.set(name, readFileSync(file));
  }
  return out;
}

/** Loads each config at its path and holds the page's findings to the command line's, file by file. */
interface Checked {
  configs: Map<string, Uint8Array>;
  workspace: string;
  cli: Map<string, CliFinding[]>;
}

/** The configs, each at `<name>/component_config.yaml` of a workspace, and the command line's findings there. */
async function checked(configs: Map<string, Uint8Array>): Promise<Checked> {
  const workspace = makeWorkspace(
    Object.fromEntries([...configs].map(([name, bytes]) => [`${name}/${CONFIG}`, bytes])),
  );
  return { configs, workspace, cli: await cliFindings(workspace) };
}

/** The fixtures as the command line sees them: one run, for the tests that compare and fix. */
let fixtureRun: Promise<Checked> | undefined;
const fixturesChecked = (): Promise<Checked> => (fixtureRun ??= checked(fixtures()));

async function compare({ configs, cli }: Checked): Promise<{ files: number; findings: number }> {
  expect(cli.size).toBe(configs.size);
  let findings = 0;
  const differ: Array<{ name: string; got: Shown[]; want: Shown[] }> = [];
  for (const name of configs.keys()) {
    const path = `${name}/${CONFIG}`;
    await load(configs.get(name)!, { path });
    const want = (cli.get(path) ?? []).map(asShown);
    const got = await shown();
    findings += want.length;
    if (JSON.stringify(got) !== JSON.stringify(want)) differ.push({ name, got, want });
  }
  expect(
    differ.map((d) => d.name),
    `the first: ${JSON.stringify(differ[0], null, 1)}`,
  ).toEqual([]);
  return { files: configs.size, findings };
}

describe('the page, in headless Chromium', () => {
  it("shows the command line's findings on every fixture", async () => {
    const run = await fixturesChecked();
    expect(run.configs.size).toBeGreaterThan(1000);
    const { files, findings } = await compare(run);
    expect(findings).toBeGreaterThan(800);
    console.log(`the page and the command line agree on ${files} fixtures (${findings} findings)`);
  }, 600_000);

  it("shows the command line's findings on configs neither has seen (generated, and mutants of the fixtures)", async () => {
    const unseen = new Map<string, Uint8Array>();
    for (let i = 0; i < 60; i++) unseen.set(`generated-${i}`, Buffer.from(configDocument(3901, i)));
    for (let i = 0; i < 60; i++) unseen.set(`mutant-${i}`, mutant(3902, i).bytes);
    const { findings } = await compare(await checked(unseen));
    expect(findings).toBeGreaterThan(20);
  }, 300_000);

  it('applies a fix as --fix writes it, byte for byte (a single fix by its button, several by "apply all")', async () => {
    const { configs: all, workspace, cli } = await fixturesChecked();
    const fixable = [...all.keys()].filter((name) => (cli.get(`${name}/${CONFIG}`) ?? []).some((f) => f.fix));
    expect(fixable.length).toBeGreaterThan(15);
    const fixedCopy = tempDir('cca-site-fix-');
    cpSync(workspace, fixedCopy, { recursive: true });
    await runCli(['--fix', '--no-policy', '.'], { cwd: fixedCopy, timeoutMs: 240_000 });
    let single = 0;
    for (const name of fixable) {
      const path = `${name}/${CONFIG}`;
      await load(all.get(name)!, { path });
      const fixes = (cli.get(path) ?? []).filter((f) => f.fix).length;
      const before = await checks();
      if (fixes === 1) {
        single++;
        await page.click('#findings button.fix');
      } else await page.click('#fix-all');
      await nextCheck(before);
      // The page keeps the fragment current: what it holds is what the fix wrote.
      const hash = await page.evaluate(() => location.hash);
      const config = new URLSearchParams(hash.slice(1)).get('config')!;
      const want = readFileSync(join(fixedCopy, path));
      expect(Buffer.from(config, 'base64url').equals(want), `${name}: the page's fix differs from --fix`).toBe(true);
    }
    expect(single).toBeGreaterThan(5);
  }, 300_000);

  it('takes the policy text and fail-on-deprecated as the command line takes --policy and --fail-on-deprecated', async () => {
    const policy = [
      'severity:',
      '  unusual-platform: error',
      '  deprecated-field: off',
      'overrides:',
      '  - files: ["legacy/**"]',
      '    severity:',
      '      unusual-platform: off',
      '      non-debian-base-image: error',
      '',
    ].join('\n');
    const config = ['name: x', 'build_config:', '  python_version: "3.11"', '  target_platform: linux/arm/v9', ''].join(
      '\n',
    );
    const paths = ['component_config.yaml', 'legacy/a/component_config.yaml', 'prod/component_config.yaml'];
    const workspace = makeWorkspace({
      [POLICY_FILE]: policy,
      ...Object.fromEntries(paths.map((p) => [p, config])),
    });
    for (const failOnDeprecated of [false, true]) {
      const flags = ['--policy', POLICY_FILE, ...(failOnDeprecated ? ['--fail-on-deprecated'] : [])];
      const cli = await cliFindings(workspace, flags);
      for (const path of paths) {
        await load(Buffer.from(config), { path, policy, failOnDeprecated });
        const found = await shown();
        expect(found, `${path}, fail-on-deprecated ${String(failOnDeprecated)}`).toEqual(
          (cli.get(path) ?? []).map(asShown),
        );
        // The policy was applied: the levels differ by path and by the checkbox.
        const levels = Object.fromEntries(found.map((f) => [f.code, f.severity]));
        expect(levels['unusual-platform']).toBe(path.startsWith('legacy/') ? undefined : 'error');
        expect(levels['deprecated-field']).toBe(failOnDeprecated ? 'error' : undefined);
      }
    }
    // A policy with a problem is not applied at all, and its findings are the command line's.
    const broken = 'severity:\n  unusual-platfrom: error\n';
    const brokenWs = makeWorkspace({ [POLICY_FILE]: broken, [CONFIG]: config });
    const r = await runCli(['--format', 'json', '--policy', POLICY_FILE, '.'], { cwd: brokenWs });
    const report = JSON.parse(r.stdout) as { findings: CliFinding[] };
    await load(Buffer.from(config), { policy: broken });
    const policyShown = await shown('#policy-findings');
    expect(policyShown.length).toBeGreaterThan(0);
    expect(policyShown).toEqual(report.findings.filter((f) => f.file === POLICY_FILE).map(asShown));
    expect(await shown()).toEqual(report.findings.filter((f) => f.file === CONFIG).map(asShown));
  }, 120_000);

  it('opens each example of docs/codes.md from its "try it" link, with the example\'s finding', async () => {
    const codes = readFileSync(join(ROOT, 'docs', 'codes.md'), 'utf8');
    const links = [...codes.matchAll(/^### `([a-z0-9-]+)`$(?:(?!^### )[\s\S])*?\[try it\]\([^)#]*(#[^)]*)\)/gm)];
    const examples = readdirSync(join(FIXTURES, 'codes')).filter((c) => existsSync(join(FIXTURES, 'codes', c, CONFIG)));
    expect(links.map((l) => l[1]).sort()).toEqual(examples.sort());
    const missing: string[] = [];
    for (const [, code, hash] of links) {
      const before = await checks();
      await page.evaluate((h) => (location.hash = h), hash!);
      await nextCheck(before);
      if (!(await shown()).some((f) => f.code === code)) missing.push(code!);
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it('keeps the fragment current as you type, and checks on every keystroke', async () => {
    await load(Buffer.from('name: x\n'));
    await page.click('#config');
    await page.keyboard.press('Control+End');
    const before = await checks();
    await page.keyboard.type('versoin: "1"\n');
    await nextCheck(before);
    await page.waitForFunction(() => document.querySelector('#findings > .finding[data-code="unknown-key"]'));
    // The fragment follows when typing pauses.
    const typed = Buffer.from('name: x\nversoin: "1"\n').toString('base64url');
    await page.waitForFunction((b) => location.hash === `#config=${b}`, typed);
    const found = await shown();
    expect(found.map((f) => [f.code, f.line, f.column, f.severity])).toEqual([['unknown-key', 2, 1, 'error']]);
    const shot = process.env['SITE_SCREENSHOT'];
    if (shot) {
      await load(readFileSync(join(FIXTURES, 'codes', 'deprecated-field', CONFIG)));
      mkdirSync(join(shot, '..'), { recursive: true });
      writeFileSync(shot, await page.screenshot({ fullPage: true }));
    }
  }, 60_000);

  it('works opened from the file system too (file://), with no server', async () => {
    const local = await context!.newPage();
    const config = Buffer.from('name: x\nversion: 1.10\n').toString('base64url');
    await local.goto(`${pathToFileURL(join(site, 'index.html')).href}#config=${config}`);
    await local.waitForSelector('#findings > .finding[data-code="wrong-type"][data-line="2"][data-column="10"]', {
      state: 'attached',
    });
    await local.close();
  }, 60_000);

  it('asks for nothing but its own files', () => {
    expect(requested.length).toBeGreaterThan(0);
    const own = [`${origin}/`, pathToFileURL(site).href + '/'];
    expect(requested.filter((url) => !own.some((o) => url.startsWith(o)))).toEqual([]);
    expect([...new Set(served)].sort()).toEqual(['/', '/page.css', '/page.js']);
  });
});
