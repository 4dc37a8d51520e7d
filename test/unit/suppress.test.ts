// Suppression comments, edge by edge: where the comment sits, which codes it names, what it
// leaves standing, and when it is itself a warning.
import { describe, expect, it } from 'vitest';
import { checkText } from '../checker.js';
import type { Finding } from '../../src/config/findings.js';
import type { FilePolicy } from '../../src/config/policy/policy.js';

const codes = (fs: Finding[]) => fs.map((f) => `${f.line}:${f.column} ${f.code}`);
const check = (text: string, more?: () => Finding[]) => checkText('c.yaml', text, more ? { more } : {});

describe('suppression comments', () => {
  it('silence a finding from the end of its start line, with the comment line and reason recorded', () => {
    const r = check(
      'name: x\nbuild_config:\n  target_platform: windows/amd64  # component-config-check: ignore[invalid-platform] built elsewhere\n',
    );
    expect(r.findings).toEqual([]);
    expect(r.suppressed).toHaveLength(1);
    expect(r.suppressed[0]!.finding).toMatchObject({ code: 'invalid-platform', line: 3, column: 20 });
    expect(r.suppressed[0]!.suppression).toEqual({ line: 3, reason: 'built elsewhere' });
  });

  it('silence a finding from a comment alone on the line above, and stacked comments all apply', () => {
    const r = check(
      [
        'name: x',
        'build_config:',
        '  # component-config-check: ignore[invalid-platform] cross build',
        '  #component-config-check:ignore[ non-debian-base-image ]',
        '  target_platform: windows/amd64',
        '  # component-config-check: ignore[non-debian-base-image] alpine on purpose',
        '  base_image: alpine:3.20',
        '',
      ].join('\n'),
    );
    expect(codes(r.findings)).toEqual(['4:3 unused-ignore']);
    expect(r.findings[0]!.message).toContain('no non-debian-base-image finding starts on line 5');
    expect(r.suppressed.map((s) => [s.finding.code, s.suppression.line])).toEqual([
      ['invalid-platform', 3],
      ['non-debian-base-image', 6],
    ]);
  });

  it('leave other codes standing, and a wrong code is unused', () => {
    const r = check('name: x\nversion: 1.10  # component-config-check: ignore[invalid-platform] wrong code\n');
    expect(codes(r.findings)).toEqual(['2:10 wrong-type', '2:16 unused-ignore']);
    const unused = r.findings[1]!;
    expect(unused).toMatchObject({ severity: 'warning', endLine: 2 });
    expect(unused.endColumn).toBe(
      'version: 1.10  # component-config-check: ignore[invalid-platform] wrong code'.length + 1,
    );
  });

  it('take several codes; only the unused ones are named', () => {
    const text = [
      'name: x',
      'build_config:',
      '  host_credentials:',
      '    - {host: "https://h", secret_id: "a b"}  # component-config-check: ignore[invalid-host, invalid-secret-id, duplicate-host] migrating',
      '',
    ].join('\n');
    const r = check(text);
    expect(r.suppressed.map((s) => s.finding.code).sort()).toEqual(['invalid-host', 'invalid-secret-id']);
    expect(codes(r.findings)).toEqual(['4:46 unused-ignore']);
    expect(r.findings[0]!.message).toMatch(
      /partly unused: no duplicate-host finding starts on line 4; remove duplicate-host/,
    );
  });

  it('work inside flow collections, on the line where that item starts', () => {
    const r = check(
      [
        'name: x',
        'build_config:',
        '  extra_packages: [curl,',
        '    "a b",  # component-config-check: ignore[invalid-package-name] testing',
        '    "c d"]',
        '',
      ].join('\n'),
    );
    expect(codes(r.findings)).toEqual(['5:5 invalid-package-name']);
    expect(r.suppressed.map((s) => s.finding.line)).toEqual([4]);
  });

  it('are not read inside strings or block scalars', () => {
    const r = check(
      [
        'name: x',
        'description: "# component-config-check: ignore[wrong-type]"',
        'metadata:',
        '  notes: |',
        '    # component-config-check: ignore[wrong-type] inside a block',
        'version: 1.10',
        '',
      ].join('\n'),
    );
    expect(codes(r.findings)).toEqual(['6:10 wrong-type']);
    expect(r.suppressed).toEqual([]);
  });

  it('have no blanket form: a comment without codes is a warning and silences nothing', () => {
    for (const comment of [
      '# component-config-check: ignore',
      '# component-config-check: ignore[] why',
      '# component-config-check: ignore-all',
    ]) {
      const r = check(`name: x\nversion: 1.10  ${comment}\n`);
      expect(codes(r.findings), comment).toEqual(['2:10 wrong-type', '2:16 unused-ignore']);
      expect(r.findings[1]!.message).toContain('names the codes it silences');
    }
  });

  it('name an unknown code as such, with the closest real one', () => {
    const r = check('name: x\n# component-config-check: ignore[invalid-platfrom] typo\nversion: "1"\n');
    expect(codes(r.findings)).toEqual(['2:1 unused-ignore']);
    expect(r.findings[0]!.message).toContain(
      '"invalid-platfrom" is not a finding code (did you mean invalid-platform?)',
    );
  });

  it('apply to findings of what the file points at (check-paths), and only by their own code', () => {
    const missing = (): Finding[] => [
      {
        file: 'c.yaml',
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 1,
        severity: 'error',
        code: 'missing-api-module',
        location: '',
        message: 'component_api.py is missing',
      },
    ];
    const silenced = check('name: x  # component-config-check: ignore[missing-api-module] generated later\n', missing);
    expect(silenced.findings).toEqual([]);
    expect(silenced.suppressed.map((s) => s.finding.code)).toEqual(['missing-api-module']);
    const other = check('name: x  # component-config-check: ignore[missing-source] wrong one\n', missing);
    expect(codes(other.findings)).toEqual(['1:1 missing-api-module', '1:10 unused-ignore']);
  });

  it('cannot silence a file-level finding after which the file was not checked', () => {
    const r = check('- name: x  # component-config-check: ignore[not-a-mapping] no\n');
    expect(codes(r.findings)).toEqual(['1:1 not-a-mapping', '1:12 unused-ignore']);
    expect(r.findings[1]!.message).toContain('not-a-mapping cannot be silenced');
    // A file that does not parse is not judged: no unused-ignore beside the syntax error.
    const broken = check('name: [x  # component-config-check: ignore[yaml-syntax] no\n');
    expect(broken.findings.map((f) => f.code)).toEqual(['yaml-syntax']);
    expect(broken.suppressed).toEqual([]);
  });

  it('count against a duplicate-key line only through the source layer: duplicate keys stay', () => {
    const r = check('name: x\nname: y  # component-config-check: ignore[duplicate-key] no\n');
    expect(r.findings.map((f) => f.code)).toEqual(['duplicate-key']);
  });
});

describe("the policy's suppressions (ESLint's noInlineConfig)", () => {
  const text = [
    'name: x',
    'build_config:',
    '  target_platform: windows/amd64  # component-config-check: ignore[invalid-platform] built elsewhere',
    '  # component-config-check: ignore[non-debian-base-image] alpine on purpose',
    '  base_image: alpine:3.20',
    '',
  ].join('\n');
  const under = (suppressions: FilePolicy['suppressions']) =>
    checkText('c.yaml', text, {
      policy: { file: '.component-config-check.yaml', levels: {}, ...(suppressions ? { suppressions } : {}) },
    });

  it('allowed (no key): every comment silences what it names', () => {
    const r = under(undefined);
    expect(codes(r.findings)).toEqual([]);
    expect(r.suppressed.map((s) => s.finding.code)).toEqual(['invalid-platform', 'non-debian-base-image']);
  });

  it('none: every finding stands, and each comment gets suppression-not-allowed saying what stands and how to go on', () => {
    const r = under('none');
    expect(codes(r.findings)).toEqual([
      '3:20 invalid-platform',
      '3:35 suppression-not-allowed',
      '4:3 suppression-not-allowed',
      '5:15 non-debian-base-image',
    ]);
    expect(r.suppressed).toEqual([]);
    const note = r.findings[1]!;
    expect(note.severity).toBe('warning');
    expect(note.message).toBe(
      "the repository's policy (.component-config-check.yaml, `suppressions: none`) allows no suppression comments, so invalid-platform on line 3 stands: fix what the finding says and remove the comment; if it must be silenced, change `suppressions` in .component-config-check.yaml on the base branch, as its own reviewed change",
    );
    expect(r.findings.find((f) => f.code === 'invalid-platform')!.severity).toBe('error');
  });

  it('a list of codes: those listed are silenced, the others stand and their comment is named', () => {
    const r = under(['non-debian-base-image']);
    expect(codes(r.findings)).toEqual(['3:20 invalid-platform', '3:35 suppression-not-allowed']);
    expect(r.findings[1]!.message).toContain(
      'lets a comment silence only non-debian-base-image, not invalid-platform, so invalid-platform on line 3 stands',
    );
    expect(r.suppressed.map((s) => s.finding.code)).toEqual(['non-debian-base-image']);
  });

  it('a forbidden comment that names no finding says it silences nothing (not also unused-ignore), and no comment silences the note', () => {
    const r = checkText(
      'c.yaml',
      'name: x  # component-config-check: ignore[invalid-platform, suppression-not-allowed] nothing here\n',
      { policy: { file: 'p.yaml', levels: {}, suppressions: 'none' } },
    );
    expect(codes(r.findings)).toEqual(['1:10 suppression-not-allowed']);
    expect(r.findings[0]!.message).toBe(
      "the repository's policy (p.yaml, `suppressions: none`) allows no suppression comments, so it silences nothing: remove the comment",
    );
  });

  it("the policy's level for the note holds (suppression-not-allowed: error)", () => {
    const r = checkText('c.yaml', 'name: x  # component-config-check: ignore[invalid-platform] x\n', {
      policy: { file: 'p.yaml', levels: { 'suppression-not-allowed': 'error' }, suppressions: 'none' },
    });
    expect(r.findings.map((f) => `${f.code} ${f.severity}`)).toEqual(['suppression-not-allowed error']);
  });
});
