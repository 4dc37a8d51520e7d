// The npm package `component-config-check`, as a user who never cloned this repository gets it:
// packed with `npm pack` (from a copy holding package.json, the README, the licence and the built
// dist/cli of the snapshot under test), installed from the tarball with the registry unreachable
// (so the package cannot lean on a dependency it does not ship), then its bin run on a git
// repository of configs, both installed into a prefix and through `npx`.

import { cpSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, cliSnapshot, describeCli, PACKAGE, runCli } from './cli-harness.js';
import { cleanPath, cleanup, makeWorkspace, ROOT, spawnTimeout, tempDir } from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';
const INSTALL_MS = 120_000;
/** The bound on what an install puts on disk. */
const MAX_INSTALLED = 2 * 1024 * 1024;

function sizeOf(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.size;
  return readdirSync(path).reduce((n, name) => n + sizeOf(join(path, name)), 0);
}

function filesUnder(path: string, prefix = ''): string[] {
  return readdirSync(path, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(path, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

describe(
  'the npm package, installed from its tarball with no registry',
  { timeout: spawnTimeout(4, INSTALL_MS) },
  () => {
    let tarball: string;
    let prefix: string;
    let repo: string;
    let env: Record<string, string>;
    const npm = (args: string[], cwd: string): Promise<CliResult> =>
      runCli(args, { cwd, command: 'npm', env, timeoutMs: INSTALL_MS });

    beforeAll(
      async () => {
        const top = tempDir('cca-package-');
        // An empty cache and an unreachable registry: whatever the package needs must be inside it.
        env = {
          PATH: cleanPath(),
          HOME: join(top, 'home'),
          LANG: 'C.UTF-8',
          npm_config_registry: 'http://127.0.0.1:9/',
          npm_config_cache: join(top, 'cache'),
          npm_config_update_notifier: 'false',
          npm_config_audit: 'false',
          npm_config_fund: 'false',
        };
        mkdirSync(env['HOME']!, { recursive: true });
        const source = join(top, 'source');
        mkdirSync(source);
        for (const f of ['package.json', 'README.md', 'LICENSE']) cpSync(join(ROOT, f), join(source, f));
        cpSync(dirname(cliSnapshot()), join(source, 'dist', 'cli'), { recursive: true });
        const pack = await npm(['pack', '--ignore-scripts', '--json', '--pack-destination', top], source);
        expect(pack.code, describeCli(pack)).toBe(0);
        const [packed] = JSON.parse(pack.stdout) as Array<{ filename: string }>;
        tarball = join(top, packed!.filename);
        prefix = join(top, 'prefix');
        const install = await npm(['install', '--global', '--offline', '--prefix', prefix, tarball], top);
        expect(install.code, describeCli(install)).toBe(0);
        repo = makeWorkspace({
          '.git/HEAD': 'ref: refs/heads/main\n',
          [`good/${CONFIG}`]: 'name: good\nversion: "1.0"\n',
          [`bad/${CONFIG}`]: 'name: bad\nversion: 1.10\n',
          // YAML only the full reader takes: the bundle's chunks (the `yaml` package) load too.
          [`syntax/${CONFIG}`]: 'name: x\nbuild_config: {base_image: debian\n',
        });
      },
      spawnTimeout(2, INSTALL_MS),
    );

    it('is component-config-check, public, with no runtime dependencies and only the CLI in it', () => {
      const pkg = PACKAGE as typeof PACKAGE & Record<string, unknown>;
      expect(pkg.name).toBe('component-config-check');
      expect(pkg['private']).toBeUndefined();
      for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies'])
        expect(pkg[field], `${field}: the bundle holds everything the CLI runs`).toBeUndefined();
      const installed = join(prefix, 'lib', 'node_modules', 'component-config-check');
      const files = filesUnder(installed).sort();
      expect(files.filter((f) => !/^dist\/cli\/|^(package\.json|README\.md|LICENSE)$/.test(f))).toEqual([]);
      expect(files).toContain('dist/cli/index.js');
      expect(files).toContain('dist/cli/main.js');
    });

    it('installs in under 2 MB', () => {
      const size = sizeOf(join(prefix, 'lib', 'node_modules'));
      expect(size, `${size} bytes installed`).toBeLessThan(MAX_INSTALLED);
    });

    it('runs from the prefix on a repository of configs: the finding, the verdict, exit 1', async () => {
      const r = await runCli([], { cwd: repo, command: join(prefix, 'bin', 'component-config-check'), env });
      expect(r.code, describeCli(r)).toBe(1);
      expect(r.stderr, describeCli(r)).toBe('');
      expect(r.stdout.split('\n')).toEqual([
        expect.stringMatching(/^bad\/component_config\.yaml:2:10: error\[wrong-type\] version: /),
        expect.stringMatching(/^syntax\/component_config\.yaml:\d+:\d+: error\[yaml-syntax\] /),
        '2 of 3 component configs are invalid (2 errors, 0 warnings)',
        '',
      ]);
      const version = await runCli(['--version'], {
        cwd: repo,
        command: join(prefix, 'bin', 'component-config-check'),
        env,
      });
      expect(version.stdout).toBe(`component-config-check ${PACKAGE.version}\n`);
    });

    it('checks a large repository on worker threads, which run the installed bundle', async () => {
      const files: Record<string, string> = { '.git/HEAD': 'ref: refs/heads/main\n' };
      // Enough files for a worker on two cores too (runtime.ts starts none there below 10,000).
      for (let i = 0; i < 10_000; i++) files[`c${i}/${CONFIG}`] = `name: c${i}\nversion: "1.0"\n`;
      const r = await runCli([], {
        cwd: makeWorkspace(files),
        command: join(prefix, 'bin', 'component-config-check'),
        env,
      });
      expect(r.code, describeCli(r)).toBe(0);
      expect(r.stderr, describeCli(r)).toBe('');
      expect(r.stdout).toBe('10000 component configs checked, all valid (0 errors, 0 warnings)\n');
    });

    it('runs through npx from the tarball, offline, in a subdirectory of the repository', async () => {
      const r = await runCli(['--offline', '--yes', '--package', tarball, '--', 'component-config-check'], {
        cwd: join(repo, 'good'),
        command: 'npx',
        env,
        timeoutMs: INSTALL_MS,
      });
      expect(r.code, describeCli(r)).toBe(0);
      expect(r.stdout).toBe('1 component config checked, all valid (0 errors, 0 warnings)\n');
    });
  },
);
