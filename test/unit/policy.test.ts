// The policy file (.component-config-check.yaml), read by the pure reader: every key, every
// finding on the policy file at its place, the codes it may not lower, how the levels of a file
// are found (overrides in order) and applied (before the suppression comments), and the editors'
// schema holding to the reader.

import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { checkText } from '../checker.js';
import { CODES, type Code, type Finding } from '../../src/config/findings.js';
import { patternProblem } from '../../src/config/policy/grammar.js';
import { applyLevels } from '../../src/config/policy/policy.js';
import { readPolicyText } from '../checker.js';
import { POLICY_PATTERN, POLICY_SCHEMA } from '../../src/config/policy/schema.js';
import { readSource } from '../checker.js';
import { filePolicy } from '../../src/run/levels.js';
import { checkFiles } from '../../src/run/check-files.js';
import { levelSearchFindings, verdictNote } from '../../src/run/verdict.js';
import { countFindings, verdictLine } from '../../src/report/counts.js';
import { renderSarif } from '../../src/report/sarif.js';
import { FILE_START, finding } from '../../src/config/findings.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FILE = '.component-config-check.yaml';
const read = (text: string) => readPolicyText(FILE, text);
const places = (findings: readonly Finding[]) => findings.map((f) => `${f.line}:${f.column} ${f.code} ${f.location}`);

const COMPLETE = `# every key
files:
  - "**/component_config.yaml"
  - "!experiments/legacy/**"
severity:
  non-debian-base-image: error
  secret-in-build-env: error
  unusual-platform: off        # YAML 1.1 reads this as false
  deprecated-field: warning
overrides:
  - files: [experiments/**]
    severity:
      unusual-platform: warning
      non-debian-base-image: "off"
  - files: [experiments/arm/**]
    severity:
      unusual-platform: no
fail-level: warning
check-paths: true
fail-on-deprecated: yes
`;

describe('reading a policy file', () => {
  it('reads every key; off, "off", no and false all mean off', () => {
    const { policy, findings } = read(COMPLETE);
    expect(findings).toEqual([]);
    expect(policy).toEqual({
      file: FILE,
      files: ['**/component_config.yaml', '!experiments/legacy/**'],
      severity: {
        'non-debian-base-image': 'error',
        'secret-in-build-env': 'error',
        'unusual-platform': 'off',
        'deprecated-field': 'warning',
      },
      overrides: [
        { files: ['experiments/**'], severity: { 'unusual-platform': 'warning', 'non-debian-base-image': 'off' } },
        { files: ['experiments/arm/**'], severity: { 'unusual-platform': 'off' } },
      ],
      failLevel: 'warning',
      checkPaths: true,
      failOnDeprecated: true,
    });
  });

  it.each(['', '# only a comment\n', '\n\n'])('reads a file of nothing but comments (%j) as the defaults', (text) => {
    expect(read(text)).toEqual({ policy: { file: FILE, severity: {}, overrides: [] }, findings: [] });
  });

  it.each([
    ['fail_level: never\n', '1:1 policy-unknown-key fail_level', 'did you mean `fail-level`?'],
    [
      'overrides:\n  - files: [a/**]\n    severity: {}\n    severty: {}\n',
      '4:5 policy-unknown-key overrides[0].severty',
      'did you mean `severity`?',
    ],
    [
      'severity:\n  non-debian-image: error\n',
      '2:3 policy-unknown-code severity.non-debian-image',
      'did you mean `non-debian-base-image`?',
    ],
    [
      'severity:\n  unusual-platform: info\n',
      '2:21 policy-invalid-value severity.unusual-platform',
      'it takes error, warning or off',
    ],
    [
      'severity:\n  unusual-platform: true\n',
      '2:21 policy-invalid-value severity.unusual-platform',
      'it takes error, warning or off',
    ],
    ['severity: [unusual-platform]\n', '1:11 policy-invalid-value severity', 'a mapping of finding codes'],
    ['fail-level: sometimes\n', '1:13 policy-invalid-value fail-level', 'it takes error'],
    ['check-paths: "true"\n', '1:14 policy-invalid-value check-paths', 'written without quotes: true'],
    ['fail-on-deprecated: 1\n', '1:21 policy-invalid-value fail-on-deprecated', 'it takes true or false'],
    ['files: "**/component_config.yaml"\n', '1:8 policy-invalid-value files', 'a non-empty list of glob patterns'],
    ['files: []\n', '1:8 policy-invalid-value files', 'a non-empty list'],
    ['files: [3]\n', '1:9 policy-invalid-value files[0]', 'patterns are strings'],
    ['overrides: {files: [a]}\n', '1:12 policy-invalid-value overrides', 'a list of'],
    ['overrides: [a/**]\n', '1:13 policy-invalid-value overrides[0]', 'an override is a mapping'],
    ['overrides:\n  - files: [a/**]\n', '2:5 policy-invalid-value overrides[0]', 'has no severity'],
    ['- files\n', '1:1 policy-invalid-value ', 'must be a mapping of keys'],
    ['files: [../shared/**]\n', '1:9 policy-invalid-pattern files[0]', 'uses ".."'],
    ['files: ["!a/../../b"]\n', '1:9 policy-invalid-pattern files[0]', 'uses ".."'],
    ['files: [/etc/**]\n', '1:9 policy-invalid-pattern files[0]', 'is absolute'],
    ['files: ["C:\\\\x\\\\**"]\n', '1:9 policy-invalid-pattern files[0]', 'is absolute'],
    ['files: ["!"]\n', '1:9 policy-invalid-pattern files[0]', 'is empty'],
    ['files: ["#x"]\n', '1:9 policy-invalid-pattern files[0]', 'comment'],
    [
      'overrides:\n  - files: [a/**, ../b]\n    severity: {}\n',
      '2:19 policy-invalid-pattern overrides[0].files[1]',
      'uses ".."',
    ],
    ['severity: {unusual-platform: off\n', '2:1 yaml-syntax ', ''],
    ['fail-level: never\nfail-level: error\n', '2:1 duplicate-key ["fail-level"]', ''],
  ])('%j: one finding, on the policy file, not applied', (text, where, says) => {
    const { policy, findings } = read(text);
    expect(policy).toBeUndefined();
    expect(places(findings)).toEqual([where]);
    expect(findings[0]!.file).toBe(FILE);
    expect(findings[0]!.severity).toBe('error');
    expect(findings[0]!.message).toContain(says);
  });

  it('reports every problem of a file at once, in the order of its lines', () => {
    const { findings } = read('fail_level: x\nseverity:\n  nope: error\n  yaml-syntax: warning\nfiles: [../a]\n');
    expect(places(findings)).toEqual([
      '1:1 policy-unknown-key fail_level',
      '3:3 policy-unknown-code severity.nope',
      '4:3 policy-locked-code severity.yaml-syntax',
      '5:9 policy-invalid-pattern files[0]',
    ]);
  });
});

describe('the verdict with a broken policy file', () => {
  const broken = 'ci/policy.yaml';
  const at = (file: string) =>
    finding('policy-unknown-key', file, { line: 1, column: 1, endLine: 1, endColumn: 2 }, '', 'x');
  const line = (findings: Finding[]) => {
    const counts = countFindings(['a/component_config.yaml'], findings, { policyFile: broken });
    return verdictLine(counts) + verdictNote(counts, 'error', broken);
  };

  it('names the policy file once when its errors are the only ones, and says why otherwise', () => {
    expect(line([at(broken), at(broken)])).toBe(
      '1 component config checked, none invalid (2 errors in the policy file, 0 warnings); the policy file ci/policy.yaml was not applied: fix it',
    );
    expect(line([at(broken), at('a/component_config.yaml')])).toBe(
      '1 of 1 component config is invalid (2 errors, 0 warnings); the policy file ci/policy.yaml has errors, so it was not applied: fix it',
    );
  });
});

describe('codes the policy may not lower', () => {
  const locked = (Object.keys(CODES) as Code[]).filter((c) => (CODES[c] as { locked?: string }).locked);

  it('are the codes after which something was not checked, and the policy file own codes', () => {
    expect(locked.sort()).toEqual(
      [
        'duplicate-key',
        'empty-file',
        'file-too-large',
        'internal-error',
        'invalid-key',
        'invalid-merge',
        'multiple-documents',
        'not-a-mapping',
        'not-utf8',
        'outside-workspace',
        'policy-invalid-pattern',
        'policy-invalid-value',
        'policy-locked-code',
        'policy-unknown-code',
        'policy-unknown-key',
        'too-complex',
        'too-deep',
        'unreadable-directory',
        'unreadable-file',
        'unsupported-tag',
        'yaml-syntax',
      ].sort(),
    );
  });

  it.each(locked)('%s: turning it off or lowering it is refused, saying why; its own severity is allowed', (code) => {
    const own = CODES[code].severity;
    const lower = own === 'error' ? ['warning', 'off', 'false'] : ['off', 'false'];
    for (const level of lower) {
      const { policy, findings } = read(`severity:\n  ${code}: ${level}\n`);
      expect(policy, level).toBeUndefined();
      expect(places(findings)).toEqual([`2:3 policy-locked-code severity.${code}`]);
      expect(findings[0]!.message).toMatch(/^this code cannot be /); // the location names it
      expect(findings[0]!.message).toContain(CODES[code].locked);
    }
    expect(read(`severity:\n  ${code}: error\n`).findings).toEqual([]);
    // In an override too.
    const inOverride = read(`overrides:\n  - files: [a/**]\n    severity:\n      ${code}: off\n`);
    expect(places(inOverride.findings)).toEqual([`4:7 policy-locked-code overrides[0].severity.${code}`]);
  });
});

describe("a file's levels", () => {
  const { policy } = read(COMPLETE);

  it('are the severity, then each matching override in order, the later winning', () => {
    expect(filePolicy(policy, 'a/component_config.yaml')?.levels).toMatchObject({ 'unusual-platform': 'off' });
    expect(filePolicy(policy, 'experiments/x/component_config.yaml')?.levels).toMatchObject({
      'unusual-platform': 'warning',
      'non-debian-base-image': 'off',
      'secret-in-build-env': 'error',
    });
    expect(filePolicy(policy, 'experiments/arm/component_config.yaml')?.levels).toMatchObject({
      'unusual-platform': 'off',
      'non-debian-base-image': 'off',
    });
    const excluding = read(
      'overrides:\n  - files: [exp/**, "!exp/keep/**"]\n    severity: {unusual-platform: error}\n',
    );
    expect(filePolicy(excluding.policy, 'exp/a/component_config.yaml')?.levels).toEqual({
      'unusual-platform': 'error',
    });
    expect(filePolicy(excluding.policy, 'exp/keep/component_config.yaml')).toBeUndefined();
    expect(filePolicy(undefined, 'a')).toBeUndefined();
  });

  it('change a finding: a new severity marked with its default, off dropped, locked codes never touched; twice is once', () => {
    const base = checkText('c/component_config.yaml', 'name: [x\n').findings;
    expect(base.map((f) => f.code)).toEqual(['yaml-syntax']);
    const levels = { file: FILE, levels: { 'yaml-syntax': 'off' as const } };
    expect(applyLevels(base, levels)).toEqual(base);

    const text = 'name: x\nbuild_config:\n  base_image: alpine:3.20\n  target_platform: linux/arm/v9\n';
    const own = checkText('c/component_config.yaml', text).findings;
    expect(own.map((f) => `${f.severity} ${f.code}`)).toEqual([
      'warning non-debian-base-image',
      'warning unusual-platform',
    ]);
    const policyOf = { file: FILE, levels: { 'non-debian-base-image': 'error', 'unusual-platform': 'off' } as const };
    const once = applyLevels(own, policyOf);
    expect(once.map((f) => `${f.severity} ${f.code} ${f.defaultSeverity}`)).toEqual([
      'error non-debian-base-image warning',
    ]);
    expect(once[0]!.message).toBe(`${own[0]!.message} (an error by the policy in ${FILE}; a warning by default)`);
    expect(applyLevels(once, policyOf)).toEqual(once);
    expect(checkText('c/component_config.yaml', text, { policy: policyOf }).findings).toEqual(once);
  });

  it('come before the suppressions: a raised finding can be silenced, and one of a code turned off says so', () => {
    const text = [
      'name: x',
      'build_config:',
      '  base_image: alpine:3.20  # component-config-check: ignore[non-debian-base-image] musl on purpose',
      '  target_platform: linux/arm/v9  # component-config-check: ignore[unusual-platform] no longer needed',
      '',
    ].join('\n');
    const levels = { 'non-debian-base-image': 'error', 'unusual-platform': 'off' } as const;
    const r = checkText('c/component_config.yaml', text, { policy: { file: FILE, levels } });
    expect(r.suppressed.map((s) => `${s.finding.severity} ${s.finding.code}`)).toEqual(['error non-debian-base-image']);
    expect(r.findings.map((f) => `${f.line}:${f.column} ${f.severity} ${f.code}`)).toEqual([
      '4:34 warning unused-ignore',
    ]);
    expect(r.findings[0]!.message).toContain(
      "unusual-platform is turned off here by the repository's policy file, so there is none to silence",
    );
    // unused-ignore itself takes the policy's level.
    const raised = checkText('c/component_config.yaml', text, {
      policy: { file: FILE, levels: { ...levels, 'unused-ignore': 'error' } },
    });
    expect(raised.findings.map((f) => `${f.severity} ${f.code} ${f.defaultSeverity}`)).toEqual([
      'error unused-ignore warning',
    ]);
    const quiet = checkText('c/component_config.yaml', text, {
      policy: { file: FILE, levels: { ...levels, 'unused-ignore': 'off' } },
    });
    expect(quiet.findings).toEqual([]);
  });
});

describe("the editors' schema of the policy file", () => {
  const schema = Compile(POLICY_SCHEMA);

  it.each([
    COMPLETE,
    'severity: {yaml-syntax: error, unreadable-directory: error}\n',
    'severity: {unreadable-directory: warning}\n',
    'fail-level: never\n',
    'fail_level: never\n',
    'severity: {non-debian-image: error}\n',
    'severity: {unusual-platform: info}\n',
    'severity: {yaml-syntax: off}\n',
    'severity: {unreadable-directory: off}\n',
    'severity: {internal-error: warning}\n',
    'files: [../a]\n',
    'files: [/a]\n',
    'files: []\n',
    'check-paths: "true"\n',
    'overrides: [{files: [a/**]}]\n',
    'overrides: [{files: [a/**], severity: {}, more: 1}]\n',
    'overrides: [{files: [a/**], severity: {unusual-platform: false}}]\n',
  ])('judges %j as the reader does', (text) => {
    const { findings } = read(text);
    // The data as the checker reads it (YAML 1.1), in the shape an editor sees it.
    const data: unknown = JSON.parse(JSON.stringify(readSource(text).source?.data ?? null));
    expect(schema.Check(data)).toBe(findings.length === 0);
  });

  it.each([
    'a/**',
    '!a/**',
    '**/component_config.yaml',
    '..a/b',
    'a/..b',
    'a/.. /b',
    '../a',
    '!../a',
    'a/../b',
    'a/..',
    'a\\..\\b',
    '/etc',
    '!/etc',
    '\\\\server\\x',
    'C:/x',
    'c:\\x',
    '',
    '!',
    '  ',
    '#a',
    ' #a',
    'a#',
    'a\n/../b',
    'a\nb',
  ])('its pattern rule agrees with the reader on %j', (pattern) => {
    expect(new RegExp(POLICY_PATTERN, 'u').test(pattern)).toBe(patternProblem(pattern) === undefined);
  });

  it('its pattern rule and the reader agree with the rule as written plainly, on every pattern of up to four pieces', () => {
    // The rule as docs/policy.md says it, read as the search reads a `files` line: trimmed, one
    // leading `!` excluding, `\` a separator. The grammar's regular expressions are held to it.
    const plainly = (pattern: string): string | undefined => {
      const line = pattern.trim();
      const text = (line.startsWith('!') ? line.slice(1) : line).replace(/\\/g, '/');
      if (line.startsWith('#')) return 'starts with "#"';
      if (text.trim() === '') return 'is empty';
      if (text.startsWith('/') || /^[A-Za-z]:\//.test(text)) return 'is absolute';
      if (text.split('/').includes('..')) return 'uses ".."';
      return undefined;
    };
    const schema = new RegExp(POLICY_PATTERN, 'u');
    const pieces = ['a', '.', '..', '/', '\\', '!', '#', ' ', '\t', '\n', '\u2028', '\u00a0', 'C:', '*'];
    let patterns = [''];
    const wrong: string[] = [];
    for (let length = 0; length <= 4; length++) {
      for (const pattern of patterns) {
        const rule = plainly(pattern);
        const problem = patternProblem(pattern);
        if (rule === undefined ? problem !== undefined : !problem?.startsWith(rule))
          wrong.push(`reader ${JSON.stringify(pattern)}`);
        if (schema.test(pattern) !== (rule === undefined)) wrong.push(`schema ${JSON.stringify(pattern)}`);
      }
      patterns = patterns.flatMap((p) => pieces.map((piece) => p + piece));
    }
    expect(wrong).toEqual([]);
  });
});

describe('the policy with the rest of the run', () => {
  it('fail-on-deprecated makes deprecated-field an error even where the policy turned it off', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'policy-'));
    try {
      writeFileSync(join(ws, 'component_config.yaml'), 'name: d\nbuild_config:\n  python_version: "3.11"\n');
      const { policy } = read('severity:\n  deprecated-field: off\n');
      const options = { workspace: ws, checkPaths: false, policy: policy! };
      const off = await checkFiles(['component_config.yaml'], { ...options, failOnDeprecated: false });
      expect(off.findings).toEqual([]);
      const on = await checkFiles(['component_config.yaml'], { ...options, failOnDeprecated: true });
      expect(on.findings.map((f) => `${f.severity} ${f.code}`)).toEqual(['error deprecated-field']);
      expect(on.findings[0]!.message).toContain('(an error because fail-on-deprecated is true)');
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });

  it("the search's findings take the policy's levels: an unreadable directory can be raised, a link loop turned off", () => {
    const { policy } = read(
      'severity:\n  unreadable-directory: error\noverrides:\n  - files: [x/**]\n    severity: {symlink-loop: off}\n',
    );
    const found = [
      finding('unreadable-directory', 'locked', FILE_START, '', 'directory locked could not be read'),
      finding('symlink-loop', 'x/loop', FILE_START, '', 'x/loop loops'),
      finding('symlink-loop', 'y/loop', FILE_START, '', 'y/loop loops'),
    ];
    expect(levelSearchFindings(policy, found, (f) => f).map((f) => `${f.severity} ${f.code} ${f.file}`)).toEqual([
      'error unreadable-directory locked',
      'warning symlink-loop y/loop',
    ]);
  });

  it("SARIF's rules carry the policy's levels; a code turned off is a rule not enabled", () => {
    const { policy } = read('severity:\n  non-debian-base-image: error\n  unusual-platform: off\n');
    const sarif = JSON.parse(
      renderSarif([], '1.0.0', [], { file: FILE, commit: 'abc', severity: policy!.severity }),
    ) as {
      runs: Array<{
        properties: unknown;
        tool: { driver: { rules: Array<{ id: string; defaultConfiguration: unknown }> } };
      }>;
    };
    const rules = new Map(sarif.runs[0]!.tool.driver.rules.map((r) => [r.id, r.defaultConfiguration]));
    expect(rules.get('non-debian-base-image')).toEqual({ level: 'error' });
    expect(rules.get('unusual-platform')).toEqual({ enabled: false, level: 'none' });
    expect(rules.get('wrong-type')).toEqual({ level: 'error' });
    expect(sarif.runs[0]!.properties).toEqual({ policy: { file: FILE, commit: 'abc' } });
  });

  it("the docs' complete example policy is valid and sets every key", () => {
    const examples = ['../../docs/policy.md', '../../README.md'].flatMap((page) => {
      const text = readFileSync(new URL(page, import.meta.url), 'utf8');
      const found = [...text.matchAll(/```yaml\n(# \.component-config-check\.yaml\n[\s\S]*?)```/g)].map((m) => m[1]!);
      expect(found.length, page).toBe(1);
      return found;
    });
    for (const text of examples) {
      const { policy, findings } = read(text);
      expect(findings).toEqual([]);
      expect(Object.keys(policy!).sort()).toEqual(
        [
          'checkPaths',
          'failLevel',
          'failOnDeprecated',
          'file',
          'files',
          'overrides',
          'severity',
          'suppressions',
        ].sort(),
      );
    }
  });
});

describe("the policy's suppressions key", () => {
  const schema = Compile(POLICY_SCHEMA);
  const data = (text: string) => readSource(text).source!.data;

  it.each([
    ['suppressions: allowed\n', 'allowed'],
    ['suppressions: none\n', 'none'],
    ['suppressions: [unusual-platform, non-debian-base-image]\n', ['unusual-platform', 'non-debian-base-image']],
  ] as const)('reads %j (and the editors schema takes it)', (text, expected) => {
    const { policy, findings } = read(text);
    expect(findings).toEqual([]);
    expect(policy!.suppressions).toEqual(expected);
    expect(schema.Check(data(text))).toBe(true);
  });

  it.each([
    ['suppressions: some\n', 'policy-invalid-value', '1:15'],
    ['suppressions: []\n', 'policy-invalid-value', '1:15'],
    ['suppressions: true\n', 'policy-invalid-value', '1:15'],
    ['suppressions: [unusual-platfrom]\n', 'policy-unknown-code', '1:16'],
  ] as const)('refuses %j, as the editors schema does', (text, code, place) => {
    const { policy, findings } = read(text);
    expect(policy).toBeUndefined();
    expect(findings.map((f) => `${f.code} ${f.line}:${f.column}`)).toEqual([`${code} ${place}`]);
    expect(schema.Check(data(text))).toBe(false);
  });

  it('says what the key takes, and names the closest code', () => {
    expect(read('suppressions: some\n').findings[0]!.message).toBe(
      'is "some"; it takes allowed (a comment may silence any finding it names, the default), none (a comment silences nothing: the finding stands and the comment gets suppression-not-allowed), or a list of the finding codes a comment may silence (the others stand), such as [unusual-platform, non-debian-base-image]',
    );
    expect(read('suppressions: [unusual-platfrom]\n').findings[0]!.message).toContain(
      'did you mean `unusual-platform`?',
    );
  });

  it('reaches every file, with or without levels: allowed gives no file policy at all', () => {
    expect(filePolicy(read('suppressions: none\n').policy, 'a/component_config.yaml')).toEqual({
      file: FILE,
      levels: {},
      suppressions: 'none',
    });
    expect(filePolicy(read('suppressions: allowed\n').policy, 'a/component_config.yaml')).toBeUndefined();
  });
});
