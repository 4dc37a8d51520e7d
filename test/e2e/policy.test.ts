// End-to-end: the repository's policy file (.component-config-check.yaml) through the built
// action and the built command line. Each key, and each precedence rule: an input (a flag) given
// wins over the policy file, which wins over the default. A policy file with problems fails the
// run with annotations on its own lines, even with fail-level never. The reports say which policy
// applied, at which commit, and mark the findings whose severity it changed.

import { execFileSync } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireClient } from './clients.js';
import { cleanPath, describeCli, runCli } from './cli-harness.js';
import { eventEnv, pullRequestPayload, startFakeGitHub } from './github-server.js';
import {
  cleanup,
  describeRun,
  hasStackTrace,
  makeWorkspace,
  runAction,
  type RunResult,
  spawnTimeout,
  tempDir,
} from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';
const POLICY = '.component-config-check.yaml';

const FILES = {
  // Two warnings: a non-Debian base image, an unusual platform.
  [`a/${CONFIG}`]: 'name: a\nbuild_config:\n  base_image: alpine:3.20\n  target_platform: linux/arm/v9\n',
  // An unusual platform, silenced in the file.
  [`exp/${CONFIG}`]:
    'name: e\nbuild_config:\n  target_platform: linux/arm/v9  # component-config-check: ignore[unusual-platform] arm runners\n',
  // A deprecated field (a warning; an error with fail-on-deprecated).
  [`dep/${CONFIG}`]: 'name: d\nbuild_config:\n  python_version: "3.11"\n',
  // An error.
  [`bad/${CONFIG}`]: 'name: b\nversion: 1.10\n',
  // Valid.
  [`other/${CONFIG}`]: 'name: o\n',
};

// Every key. `off` unquoted: YAML 1.1 reads false, which means off.
const FULL_POLICY = `files: ["a/**", "exp/**", "dep/**"]
severity:
  non-debian-base-image: error
overrides:
  - files: [exp/**]
    severity:
      unusual-platform: off
fail-level: never
check-paths: true
fail-on-deprecated: true
`;

const WARN_POLICY = 'fail-level: warning\n';

// One problem per line (lines 2 to 11), each code the policy may not lower among them.
const BROKEN_POLICY = `severity:
  non-debian-image: error
  unusual-platform: info
  yaml-syntax: off
  outside-workspace: warning
  internal-error: off
  unreadable-file: off
  unreadable-directory: off
fail_level: never
files: ["../shared/**"]
check-paths: "yes"
`;

const git = (cwd: string, args: string[]) =>
  execFileSync(requireClient('git'), args, {
    cwd,
    env: { PATH: cleanPath(), HOME: cwd, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', LANG: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
    .toString('utf8')
    .trim();

/** A workspace committed to git, so that the policy's commit can be told. */
function repository(extra: Record<string, string>): { ws: string; head: string } {
  const ws = makeWorkspace({ ...FILES, ...extra });
  git(ws, ['init', '-q', '-b', 'main']);
  git(ws, ['add', '-A']);
  git(ws, ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', 'commit', '-qm', 'x']);
  return { ws, head: git(ws, ['rev-parse', 'HEAD']) };
}

const codesOf = (r: RunResult) => r.annotations.map((a) => `${a.severity} ${a.file}:${a.line} ${a.code}`).sort();

describe('the policy file in the action', () => {
  let ws: string;
  let head: string;
  let fromFile: RunResult; // the policy file's keys, no input given
  let fromInputs: RunResult; // every input given: they win
  let noPolicy: RunResult; // the defaults
  let warnLevel: RunResult; // another policy file, by input: fail-level warning
  let missing: RunResult; // an input naming a file that does not exist
  let broken: RunResult; // a policy file with problems, and fail-level never given

  beforeAll(async () => {
    ({ ws, head } = repository({
      [POLICY]: FULL_POLICY,
      'ci/warn.yaml': WARN_POLICY,
      'ci/broken.yaml': BROKEN_POLICY,
    }));
    [fromFile, fromInputs, noPolicy, warnLevel, missing, broken] = await Promise.all([
      runAction({ workspace: ws, inputs: { 'report-file': 'out/report.json', 'sarif-file': 'out/report.sarif' } }),
      runAction({
        workspace: ws,
        inputs: {
          files: `a/**\ndep/**\nother/**`,
          'fail-level': 'error',
          'check-paths': 'false',
          'fail-on-deprecated': 'false',
        },
      }),
      runAction({ workspace: ws, inputs: { 'policy-file': '', 'report-file': 'out/none.json' } }),
      runAction({ workspace: ws, inputs: { 'policy-file': 'ci/warn.yaml', files: 'dep/**' } }),
      runAction({ workspace: ws, inputs: { 'policy-file': 'ci/none.yaml' } }),
      runAction({
        workspace: ws,
        inputs: { 'policy-file': 'ci/broken.yaml', 'fail-level': 'never', files: 'other/**' },
      }),
    ]);
  }, spawnTimeout(2));

  it('files, check-paths, fail-on-deprecated, severity and overrides come from the file', () => {
    expect(hasStackTrace(fromFile)).toBe(false);
    expect(fromFile.outputs['files-checked'], describeRun(fromFile)).toBe('3');
    expect(codesOf(fromFile)).toEqual([
      `error a/${CONFIG}:1 missing-api-module`,
      `error a/${CONFIG}:3 non-debian-base-image`,
      `error dep/${CONFIG}:1 missing-api-module`,
      `error dep/${CONFIG}:3 deprecated-field`,
      `error exp/${CONFIG}:1 missing-api-module`,
      `warning a/${CONFIG}:4 unusual-platform`,
      `warning exp/${CONFIG}:3 unused-ignore`,
    ]);
    const raised = fromFile.annotations.find((a) => a.code === 'non-debian-base-image')!;
    expect(raised.message).toMatch(
      /\(an error by the policy in \.component-config-check\.yaml; a warning by default\)$/,
    );
    const unused = fromFile.annotations.find((a) => a.code === 'unused-ignore')!;
    expect(unused.message).toContain("unusual-platform is turned off here by the repository's policy file");
  });

  it('fail-level never from the file: the step passes with errors, and says why', () => {
    expect(fromFile.code, describeRun(fromFile)).toBe(0);
    expect(fromFile.outputs['errors']).toBe('5');
    expect(fromFile.stdout).toContain('; fail-level is never, so the run passes');
    // The summary's verdict follows the step's, and a line says the fail-level decided.
    expect(fromFile.summary).toMatch(/^✅ .*\(5 errors, /m);
    expect(fromFile.summary).not.toMatch(/^❌ /m);
    expect(fromFile.summary).toContain('Fail level: never (report only): the run passes whatever it finds.');
  });

  it('the JSON report, SARIF and the job summary name the policy and its commit, and mark what it changed', () => {
    const json = JSON.parse(readFileSync(join(ws, 'out/report.json'), 'utf8')) as {
      policy: { file: string; commit: string | null };
      findings: Array<{ code: string; severity: string; defaultSeverity?: string }>;
    };
    expect(json.policy).toEqual({ file: POLICY, commit: head });
    expect(json.findings.filter((f) => f.defaultSeverity).map((f) => `${f.code} ${f.defaultSeverity}`)).toEqual([
      'non-debian-base-image warning',
    ]);
    const sarif = JSON.parse(readFileSync(join(ws, 'out/report.sarif'), 'utf8')) as {
      runs: Array<{
        properties: { policy: { file: string; commit: string } };
        tool: { driver: { rules: Array<{ id: string; defaultConfiguration: { level: string; enabled?: boolean } }> } };
        results: Array<{ ruleId: string; level: string; properties?: { defaultSeverity: string } }>;
      }>;
    };
    const run = sarif.runs[0]!;
    expect(run.properties.policy).toEqual({ file: POLICY, commit: head });
    const rule = (id: string) => run.tool.driver.rules.find((r) => r.id === id)!.defaultConfiguration;
    expect(rule('non-debian-base-image')).toEqual({ level: 'error' });
    expect(rule('secret-in-build-env')).toEqual({ level: 'warning' });
    const result = run.results.find((r) => r.ruleId === 'non-debian-base-image')!;
    expect(result).toMatchObject({ level: 'error', properties: { defaultSeverity: 'warning' } });
    expect(fromFile.summary).toContain(
      `Policy: \`${POLICY}\` at commit \`${head.slice(0, 12)}\`; it changed the severity of 1 finding`,
    );
    expect(fromFile.summary).toContain('by the policy in');
  });

  it('inputs given win over the file: files, fail-level, check-paths, fail-on-deprecated', () => {
    expect(fromInputs.outputs['files-checked'], describeRun(fromInputs)).toBe('3');
    expect(codesOf(fromInputs)).toEqual([
      `error a/${CONFIG}:3 non-debian-base-image`, // severity still from the file
      `warning a/${CONFIG}:4 unusual-platform`,
      `warning dep/${CONFIG}:3 deprecated-field`,
    ]);
    expect(fromInputs.code).toBe(1);
  });

  it('policy-file empty reads none: the defaults (every config, errors fail, warnings stay warnings)', () => {
    expect(noPolicy.outputs['files-checked'], describeRun(noPolicy)).toBe('5');
    expect(codesOf(noPolicy)).toEqual([
      `error bad/${CONFIG}:2 wrong-type`,
      `warning a/${CONFIG}:3 non-debian-base-image`,
      `warning a/${CONFIG}:4 unusual-platform`,
      `warning dep/${CONFIG}:3 deprecated-field`,
    ]);
    expect(noPolicy.code).toBe(1);
    expect(noPolicy.summary).not.toContain('Policy:');
    expect(noPolicy.summary).not.toContain('Fail level:');
    const json = JSON.parse(readFileSync(join(ws, 'out/none.json'), 'utf8')) as { policy: unknown };
    expect(json.policy).toBeNull();
  });

  it('policy-file names another file; fail-level warning: warnings fail the step', () => {
    expect(codesOf(warnLevel), describeRun(warnLevel)).toEqual([`warning dep/${CONFIG}:3 deprecated-field`]);
    expect(warnLevel.code).toBe(1);
    expect(warnLevel.messages.map((m) => m.message)).toEqual([
      '1 component config checked, all valid (0 errors, 1 warning); fail-level is warning, so warnings fail the run',
    ]);
    expect(warnLevel.summary).toContain('Policy: `ci/warn.yaml`');
    expect(warnLevel.summary).toContain('Fail level: warning: warnings fail the run too.');
    expect(warnLevel.summary).toMatch(/^❌ 1 component config checked, all valid \(0 errors, 1 warning\)$/m);
  });

  it('policy-file naming a file that does not exist fails the step with one line', () => {
    expect(missing.code, describeRun(missing)).toBe(1);
    expect(hasStackTrace(missing)).toBe(false);
    expect(missing.messages.map((m) => m.message)).toEqual([
      `input "policy-file": ci/none.yaml does not exist in the workspace (${ws}); commit it there, or leave the input at its default (.component-config-check.yaml, used when it exists)`,
    ]);
  });

  it('a policy file with problems: each an error annotation on its line, and the step fails even with fail-level never', () => {
    expect(broken.code, describeRun(broken)).toBe(1);
    expect(hasStackTrace(broken)).toBe(false);
    const own = broken.annotations.filter((a) => a.file === 'ci/broken.yaml');
    expect(own.map((a) => `${a.severity} ${a.line}:${a.column} ${a.code}`)).toEqual([
      'error 2:3 policy-unknown-code',
      'error 3:21 policy-invalid-value',
      'error 4:3 policy-locked-code',
      'error 5:3 policy-locked-code',
      'error 6:3 policy-locked-code',
      'error 7:3 policy-locked-code',
      'error 8:3 policy-locked-code',
      'error 9:1 policy-unknown-key',
      'error 10:9 policy-invalid-pattern',
      'error 11:14 policy-invalid-value',
    ]);
    expect(own[0]!.message).toContain('did you mean `non-debian-base-image`?');
    expect(own[2]!.message).toBe(
      'this code cannot be turned off: the file was not read as data, so nothing in it was checked; remove it from the policy',
    );
    expect(own[3]!.message).toContain('this code cannot be lowered to warning: the path leads outside the workspace');
    // The configs are valid: the verdict says the errors are the policy file's, once.
    expect(broken.messages.map((m) => m.message)).toContain(
      '1 component config checked, none invalid (10 errors in the policy file, 0 warnings); the policy file ci/broken.yaml was not applied: fix it',
    );
    // The summary shows them as a config's, with the line.
    expect(broken.summary).toContain('ci/broken.yaml');
    expect(broken.summary).toContain('2 |   non-debian-image: error');
  });

  it(
    'a policy file that is a link out of the workspace is not read',
    async () => {
      const outside = tempDir('cca-outside-');
      writeFileSync(join(outside, 'policy.yaml'), 'fail-level: never\n');
      const linked = makeWorkspace({ [`bad/${CONFIG}`]: FILES[`bad/${CONFIG}`] });
      symlinkSync(join(outside, 'policy.yaml'), join(linked, POLICY));
      const r = await runAction({ workspace: linked });
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.annotations.filter((a) => a.file === POLICY).map((a) => a.code)).toEqual(['outside-workspace']);
      expect(r.annotations.find((a) => a.file === POLICY)!.message).toContain('the policy file was not read');
    },
    spawnTimeout(1),
  );
});

describe('the policy file on a pull request', () => {
  it(
    'the summary comment names the policy and marks the finding; the check run follows fail-level never',
    async () => {
      const server = await startFakeGitHub({ prFiles: [{ filename: `a/${CONFIG}`, status: 'modified' }] });
      try {
        const { ws, head } = repository({ [POLICY]: 'severity:\n  non-debian-base-image: error\nfail-level: never\n' });
        // The pull request's head is the event's: a moved head would write no comment.
        server.setPullHead('c'.repeat(40));
        const r = await runAction({
          workspace: ws,
          // The checked-out policy file, as before policy-from (policy-base.test.ts has the base's).
          inputs: {
            'github-token': 'ghs_policy',
            'pr-comment': 'true',
            'check-run': 'true',
            files: `a/**`,
            'policy-from': 'head',
          },
          env: {
            GITHUB_API_URL: server.url,
            ...eventEnv(tempDir('cca-policy-event-'), 'pull_request', pullRequestPayload('c'.repeat(40), 1)),
          },
        });
        expect(r.code, describeRun(r)).toBe(0);
        const body = server.issueComments[0]?.body ?? '';
        expect(body, describeRun(r)).toContain(`Policy: \`${POLICY}\` at commit \`${head.slice(0, 12)}\``);
        expect(body).toContain('by the policy in');
        // The comment's verdict is the run's: it passes under fail-level never, errors and all.
        expect(body).toContain('<!-- component-config-check state=success -->');
        expect(body).toMatch(/^### ✅ component\\_config: .*\(\d+ errors?, /m);
        const check = server.of('create-check-run')[0]?.body as { conclusion: string; output: { summary: string } };
        expect(check.conclusion).toBe('success');
        expect(check.output.summary).toContain(`Policy: \`${POLICY}\``);
      } finally {
        await server.close();
      }
    },
    spawnTimeout(1),
  );

  it(
    'pr-comment on-failure under fail-level warning: a warning fails the run, so the comment is written, failing',
    async () => {
      const server = await startFakeGitHub({ prFiles: [{ filename: `dep/${CONFIG}`, status: 'modified' }] });
      try {
        const { ws } = repository({ [POLICY]: WARN_POLICY });
        server.setPullHead('d'.repeat(40));
        const r = await runAction({
          workspace: ws,
          inputs: {
            'github-token': 'ghs_policy',
            'pr-comment': 'on-failure',
            'check-run': 'true',
            files: 'dep/**',
            'policy-from': 'head',
          },
          env: {
            GITHUB_API_URL: server.url,
            ...eventEnv(tempDir('cca-policy-event-'), 'pull_request', pullRequestPayload('d'.repeat(40), 1)),
          },
        });
        expect(r.code, describeRun(r)).toBe(1);
        expect(r.outputs['errors']).toBe('0');
        const body = server.issueComments[0]?.body ?? '';
        expect(body, describeRun(r)).toContain('<!-- component-config-check state=failure -->');
        expect(body).toMatch(
          /^### ❌ component\\_config: 1 component config checked, all valid \(0 errors, 1 warning\)$/m,
        );
        expect(body).toContain('Fail level: warning: warnings fail the run too.');
        const check = server.of('create-check-run')[0]?.body as { conclusion: string };
        expect(check.conclusion).toBe('failure');
      } finally {
        await server.close();
      }
    },
    spawnTimeout(1),
  );
});

describe('the policy file on the command line', () => {
  let ws: string;
  let head: string;

  beforeAll(() => {
    ({ ws, head } = repository({
      [POLICY]: FULL_POLICY,
      'ci/warn.yaml': WARN_POLICY,
      'ci/broken.yaml': BROKEN_POLICY,
    }));
  });

  const lines = (out: string) => out.split('\n').filter((l) => /^\S+\.yaml:\d+:\d+: /.test(l));

  it(
    'finds the policy at the top of the git work tree, and applies every key',
    async () => {
      const r = await runCli([], { cwd: ws });
      expect(r.code, describeCli(r)).toBe(0); // fail-level never
      const found = lines(r.stdout);
      expect(found.map((l) => l.replace(/\] .*/, ']'))).toEqual([
        `a/${CONFIG}:1:1: error[missing-api-module]`,
        `a/${CONFIG}:3:15: error[non-debian-base-image]`,
        `a/${CONFIG}:4:20: warning[unusual-platform]`,
        `dep/${CONFIG}:1:1: error[missing-api-module]`,
        `dep/${CONFIG}:3:3: error[deprecated-field]`,
        `exp/${CONFIG}:1:1: error[missing-api-module]`,
        `exp/${CONFIG}:3:34: warning[unused-ignore]`,
      ]);
      expect(r.stdout).toContain(
        '3 of 3 component configs are invalid (5 errors, 2 warnings); fail-level is never, so the run passes',
      );
    },
    spawnTimeout(1),
  );

  it(
    'from a subdirectory too; the JSON report names the policy and its commit',
    async () => {
      const r = await runCli(['--format', 'json', '.'], { cwd: join(ws, 'a') });
      const json = JSON.parse(r.stdout) as {
        policy: { file: string; commit: string };
        findings: Array<{ code: string; defaultSeverity?: string }>;
      };
      expect(json.policy).toEqual({ file: `../${POLICY}`, commit: head });
      expect(json.findings.map((f) => `${f.code} ${f.defaultSeverity ?? ''}`)).toEqual([
        'missing-api-module ',
        'non-debian-base-image warning',
        'unusual-platform ',
      ]);
    },
    spawnTimeout(1),
  );

  it(
    '--fail-level wins over the file; --no-policy gives the defaults',
    async () => {
      const [level, none] = await Promise.all([
        runCli(['--fail-level', 'error'], { cwd: ws }),
        runCli(['--no-policy'], { cwd: ws }),
      ]);
      expect(level.code, describeCli(level)).toBe(1);
      expect(none.code, describeCli(none)).toBe(1);
      expect(lines(none.stdout).map((l) => l.replace(/\] .*/, ']'))).toEqual([
        `a/${CONFIG}:3:15: warning[non-debian-base-image]`,
        `a/${CONFIG}:4:20: warning[unusual-platform]`,
        `bad/${CONFIG}:2:10: error[wrong-type]`,
        `dep/${CONFIG}:3:3: warning[deprecated-field]`,
      ]);
    },
    spawnTimeout(1),
  );

  it(
    '--policy FILE: fail-level warning makes warnings fail; a file that does not exist is a usage error',
    async () => {
      const [warn, absent] = await Promise.all([
        runCli(['--policy', 'ci/warn.yaml', 'dep'], { cwd: ws }),
        runCli(['--policy', 'ci/none.yaml'], { cwd: ws }),
      ]);
      expect(warn.code, describeCli(warn)).toBe(1);
      expect(warn.stdout).toContain('(0 errors, 1 warning); fail-level is warning, so warnings fail the run');
      expect(absent.code, describeCli(absent)).toBe(2);
      expect(absent.stderr).toBe('component-config-check: --policy ci/none.yaml: no such file (see --help)\n');
    },
    spawnTimeout(1),
  );

  it(
    '--fix leaves alone what the policy turned off',
    async () => {
      // Two fixable findings: the wrong type is fixed, the deprecated field (off) is left.
      const before = 'name: d\nversion: 1.10\nbuild_config:\n  python_version: "3.11"\n';
      const fixing = makeWorkspace({ [CONFIG]: before, [POLICY]: 'severity:\n  deprecated-field: off\n' });
      const kept = await runCli(['--fix'], { cwd: fixing });
      expect(kept.code, describeCli(kept)).toBe(0);
      expect(readFileSync(join(fixing, CONFIG), 'utf8')).toBe(before.replace('1.10', '"1.10"'));
      const fixed = await runCli(['--fix', '--no-policy'], { cwd: fixing });
      expect(fixed.code, describeCli(fixed)).toBe(0);
      expect(readFileSync(join(fixing, CONFIG), 'utf8')).not.toMatch(/^  python_version/m);
    },
    spawnTimeout(2),
  );

  it(
    'a policy file with problems: findings on its lines, exit 1 even with --fail-level never',
    async () => {
      const r = await runCli(['--policy', 'ci/broken.yaml', '--fail-level', 'never', 'other'], { cwd: ws });
      expect(r.code, describeCli(r)).toBe(1);
      expect(lines(r.stdout).map((l) => l.replace(/\] .*/, ']'))).toEqual([
        'ci/broken.yaml:2:3: error[policy-unknown-code]',
        'ci/broken.yaml:3:21: error[policy-invalid-value]',
        'ci/broken.yaml:4:3: error[policy-locked-code]',
        'ci/broken.yaml:5:3: error[policy-locked-code]',
        'ci/broken.yaml:6:3: error[policy-locked-code]',
        'ci/broken.yaml:7:3: error[policy-locked-code]',
        'ci/broken.yaml:8:3: error[policy-locked-code]',
        'ci/broken.yaml:9:1: error[policy-unknown-key]',
        'ci/broken.yaml:10:9: error[policy-invalid-pattern]',
        'ci/broken.yaml:11:14: error[policy-invalid-value]',
      ]);
      expect(r.stdout.trimEnd().split('\n').at(-1)).toBe(
        '1 component config checked, none invalid (10 errors in the policy file, 0 warnings); the policy file ci/broken.yaml was not applied: fix it',
      );
    },
    spawnTimeout(1),
  );
});
