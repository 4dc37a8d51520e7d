import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Code, Finding } from '../../src/config/findings.js';
import { titleOf } from '../../src/report/annotations.js';
import { countFindings, verdictLine } from '../../src/report/counts.js';
import { renderSummary } from '../../src/report/summary.js';

const GOLDEN = new URL('./golden/summary.md', import.meta.url);

const f = (
  file: string,
  line: number,
  severity: Finding['severity'],
  code: Code,
  location: string,
  message: string,
): Finding => ({
  file,
  line,
  column: 3,
  endLine: line,
  endColumn: 9,
  severity,
  code,
  location,
  message,
});

const findings: Finding[] = [
  f(
    'services/a b/component_config.yaml',
    2,
    'error',
    'wrong-type',
    'version',
    '`version` must be a string, but YAML read `1.10` as a number; quote it to keep it as text: "1.10"',
  ),
  f(
    'services/a b/component_config.yaml',
    4,
    'warning',
    'deprecated-field',
    'build_config.python_version',
    'deprecated | moved <b>here</b>',
  ),
  f('ünï/component_config.yaml', 1, 'error', 'missing-key', '', 'line one\nline two'),
];
const files = ['services/a b/component_config.yaml', 'ok/component_config.yaml', 'ünï/component_config.yaml'];

describe('reports', () => {
  it('counts files and findings and says the verdict in one line', () => {
    const counts = countFindings(files, findings);
    expect(counts).toEqual({
      filesChecked: 3,
      filesInvalid: 2,
      errors: 2,
      warnings: 1,
      suppressed: 0,
      policyErrors: 0,
    });
    expect(verdictLine(counts)).toBe('2 of 3 component configs are invalid (2 errors, 1 warning)');
    expect(
      verdictLine({ filesChecked: 1, filesInvalid: 1, errors: 1, warnings: 0, suppressed: 0, policyErrors: 0 }),
    ).toBe('1 of 1 component config is invalid (1 error, 0 warnings)');
    expect(
      verdictLine({ filesChecked: 120, filesInvalid: 0, errors: 0, warnings: 2, suppressed: 0, policyErrors: 0 }),
    ).toBe('120 component configs checked, all valid (0 errors, 2 warnings)');
    expect(verdictLine(countFindings(files, findings, { suppressed: 3 }))).toBe(
      '2 of 3 component configs are invalid (2 errors, 1 warning, 3 suppressed)',
    );
    // Errors outside the configs: the policy file's say where they are, a search's say what went unchecked.
    const policyFile = '.component-config-check.yaml';
    const inPolicy = { ...findings[0]!, file: policyFile, code: 'policy-unknown-key' as const };
    const warning = findings.find((f) => f.severity === 'warning')!;
    expect(verdictLine(countFindings(files, [inPolicy, inPolicy, warning], { policyFile }))).toBe(
      '3 component configs checked, none invalid (2 errors in the policy file, 1 warning)',
    );
    const inSearch = { ...findings[0]!, file: 'locked', code: 'unreadable-directory' as const };
    expect(verdictLine(countFindings(files, [inPolicy, inSearch], { policyFile }))).toBe(
      '3 component configs checked, none invalid, but not every directory could be searched (2 errors, 0 warnings)',
    );
  });

  it('titles an annotation with the code and the location', () => {
    expect(titleOf(findings[0]!)).toBe('wrong-type: version');
    expect(titleOf(findings[2]!)).toBe('missing-key');
  });

  it("shows a key's control characters in an annotation title as escapes, as the summary does", () => {
    const key = { ...findings[0]!, location: 'a\nb\r\u0007\u2028c' };
    expect(titleOf(key)).toBe('wrong-type: a\\nb\\r\\u0007\\u2028c');
  });

  it('renders the job summary as the golden file says (links, escaping, source lines)', () => {
    const text = renderSummary(
      countFindings(files, findings),
      findings,
      { serverUrl: 'https://github.com', repository: 'octo/repo', sha: '0123456789abcdef0123456789abcdef01234567' },
      {
        failing: true,
        sources: new Map([
          [
            'services/a b/component_config.yaml',
            new Map([
              [2, 'version: 1.10'],
              [4, '  python_version: "3.11"'],
            ]),
          ],
        ]),
      },
    );
    if (process.env['UPDATE_GOLDEN'] === '1') fs.writeFileSync(GOLDEN, text);
    expect(text).toBe(fs.readFileSync(GOLDEN, 'utf8'));
  });

  it("keeps the summary under GitHub's size limit and says where the rest are", () => {
    const many = Array.from({ length: 20000 }, (_, i) =>
      f('c/component_config.yaml', i + 1, 'error', 'wrong-type', 'name', 'x'.repeat(60)),
    );
    const text = renderSummary(
      countFindings(['c/component_config.yaml'], many),
      many,
      { serverUrl: undefined, repository: undefined, sha: undefined },
      { failing: true, reportFile: '/tmp/r.json' },
    );
    expect(text.length).toBeLessThan(1024 * 1024);
    expect(text).toMatch(/more findings are not shown here .* in the log and in the JSON report\.$/m);
  });
});
