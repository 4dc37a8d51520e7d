import fs from 'node:fs';
import { createRequire } from 'node:module';
import Ajv04 from 'ajv-draft-04';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { checkText } from '../checker.js';
import { CODES } from '../../src/config/findings.js';
import { renderSarif, sarifNotice, sarifReport } from '../../src/report/sarif.js';
import type { Finding } from '../../src/config/findings.js';

const require = createRequire(import.meta.url);
const schema = JSON.parse(
  fs.readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'),
) as object;
// The OASIS schema has a language pattern that is not a valid regular expression in unicode mode.
const ajv = new Ajv04.default({ allErrors: true, strict: false, unicodeRegExp: false });
formats.default(ajv);
const validate = ajv.compile(schema);

const findings = [
  ...checkText(
    'services/a b/component_config.yaml',
    'name: x\nversion: 1.10\nbuild_config:\n  base_img: x\n  python_version: "3.11"\n',
  ).findings,
  ...checkText('ünï/component_config.yaml', '- not a mapping\n').findings,
];

describe('SARIF', () => {
  const log = JSON.parse(renderSarif(findings, '1.0.0')) as {
    version: string;
    runs: Array<{
      tool: { driver: { rules: Array<{ id: string; defaultConfiguration: { level: string } }> } };
      results: Array<Record<string, any>>;
    }>;
  };

  it('is valid SARIF 2.1.0 by the OASIS JSON schema', () => {
    const ok = validate(log);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('would refuse a broken log (the check above can fail)', () => {
    const broken = structuredClone(log);
    broken.runs[0]!.results[0]!['level'] = 'fatal';
    expect(validate(broken)).toBe(false);
  });

  it('has one rule per finding code, with its level', () => {
    const rules = log.runs[0]!.tool.driver.rules;
    expect(rules.map((r) => r.id)).toEqual(Object.keys(CODES));
    expect(rules.every((r) => r.defaultConfiguration.level === CODES[r.id as keyof typeof CODES].severity)).toBe(true);
  });

  it('has one result per finding with its region, relative to %SRCROOT%', () => {
    const results = log.runs[0]!.results;
    expect(results).toHaveLength(findings.length);
    expect(results[0]).toMatchObject({
      ruleId: 'wrong-type',
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'services/a%20b/component_config.yaml', uriBaseId: '%SRCROOT%' },
            region: { startLine: 2, startColumn: 10, endLine: 2, endColumn: 14 },
          },
          logicalLocations: [{ fullyQualifiedName: 'version' }],
        },
      ],
    });
    expect(results.map((r) => r['level'])).toEqual(findings.map((f) => f.severity));
  });

  it('carries each fix as fixes[].artifactChanges[].replacements, valid by the schema', () => {
    const results = log.runs[0]!.results;
    const withFixes = results.filter((r) => r['fixes']);
    expect(withFixes.map((r) => r['ruleId'])).toEqual(['wrong-type', 'unknown-key', 'deprecated-field']);
    expect(results[0]!['fixes']).toEqual([
      {
        description: { text: 'quote `1.10` to keep it as text: "1.10"' },
        artifactChanges: [
          {
            artifactLocation: { uri: 'services/a%20b/component_config.yaml', uriBaseId: '%SRCROOT%' },
            replacements: [
              {
                deletedRegion: { startLine: 2, startColumn: 10, endLine: 2, endColumn: 14 },
                insertedContent: { text: '"1.10"' },
              },
            ],
          },
        ],
      },
    ]);
    // A deletion has no inserted content; a fix without artifact changes is refused.
    const deletion = JSON.parse(
      renderSarif(
        [
          {
            ...findings[0]!,
            fix: { description: 'delete', edits: [{ line: 2, column: 1, endLine: 3, endColumn: 1, text: '' }] },
          },
        ],
        '1.0.0',
      ),
    ) as typeof log;
    expect(validate(deletion)).toBe(true);
    expect(deletion.runs[0]!.results[0]!['fixes'][0].artifactChanges[0].replacements[0]).toEqual({
      deletedRegion: { startLine: 2, startColumn: 1, endLine: 3, endColumn: 1 },
    });
    const broken = structuredClone(log);
    broken.runs[0]!.results[0]!['fixes'][0].artifactChanges = [];
    expect(validate(broken)).toBe(false);
  });
});

describe('SARIF with suppressed findings', () => {
  const checked = checkText(
    'c/component_config.yaml',
    'name: x\nbuild_config:\n  target_platform: windows/amd64  # component-config-check: ignore[invalid-platform] cross build\n  base_image: alpine  # component-config-check: ignore[non-debian-base-image]\n',
  );
  const log = JSON.parse(renderSarif(checked.findings, '1.0.0', checked.suppressed)) as {
    runs: Array<{ results: Array<Record<string, any>> }>;
  };

  it('keeps them as results suppressed in source, with the reason or the comment line, and stays valid', () => {
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    expect(log.runs[0]!.results.map((r) => [r['ruleId'], r['suppressions']])).toEqual([
      ['invalid-platform', [{ kind: 'inSource', justification: 'cross build' }]],
      ['non-debian-base-image', [{ kind: 'inSource', justification: 'suppression comment on line 4' }]],
    ]);
  });
});

describe("SARIF within code scanning's limits", () => {
  /** n findings, every third an error (the rest warnings), each with a message of `size` characters. */
  const many = (n: number, size = 20): Finding[] =>
    Array.from(
      { length: n },
      (_, i) =>
        ({
          file: `svc-${i}/component_config.yaml`,
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 5,
          severity: i % 3 === 0 ? 'error' : 'warning',
          code: i % 3 === 0 ? 'wrong-type' : 'deprecated-key',
          location: 'version',
          message: `m${i} `.padEnd(size, 'x'),
        }) as Finding,
    );
  const ids = (text: string) =>
    (JSON.parse(text) as { runs: Array<{ results: Array<{ message: { text: string } }> }> }).runs[0]!.results.map(
      (r) => r.message.text.split(' ')[0],
    );

  it('past the results limit keeps the most severe, in the findings’ order, and says how many were left out', () => {
    const r = sarifReport(many(30), '1.0.0', [], undefined, { results: 12, bytes: 10_000_000 });
    expect([r.kept, r.total]).toEqual([12, 30]);
    // The 10 errors (every third), then the first two warnings; in the order of the findings.
    expect(ids(r.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm6', 'm9', 'm12', 'm15', 'm18', 'm21', 'm24', 'm27']);
    expect(validate(JSON.parse(r.text))).toBe(true);
    expect(sarifNotice(r, 'written to x.sarif', 'every finding is in the log above')).toBe(
      "the SARIF log written to x.sarif holds 12 of 30 results (the most severe first): 18 were left out to stay within code scanning's limits (25,000 results a run, a file under 10 MB gzip-compressed); every finding is in the log above",
    );
  });

  it('past the size limit keeps what fits, to the byte: indented while all fit, else on one line, then cut', () => {
    const all = sarifReport(many(40, 200), '1.0.0');
    expect(sarifNotice(all, 'printed', '')).toBeUndefined();
    const size = Buffer.byteLength(all.text);
    const whole = sarifReport(many(40, 200), '1.0.0', [], undefined, { results: 100, bytes: size });
    expect([whole.kept, whole.text]).toEqual([40, all.text]);
    // One byte less: on one line, all of them still.
    const line = sarifReport(many(40, 200), '1.0.0', [], undefined, { results: 100, bytes: size - 1 });
    expect(line.kept).toBe(40);
    expect(line.text.split('\n')).toHaveLength(2);
    expect(JSON.parse(line.text)).toEqual(JSON.parse(all.text));
    // One byte less than that line: the last warning is left out.
    const lineSize = Buffer.byteLength(line.text);
    const cut = sarifReport(many(40, 200), '1.0.0', [], undefined, { results: 100, bytes: lineSize - 1 });
    expect(cut.kept).toBe(39);
    expect(Buffer.byteLength(cut.text)).toBeLessThanOrEqual(lineSize - 1);
    expect(ids(cut.text)).not.toContain('m38');
    expect(ids(cut.text)).toContain('m39');
    // Far past: one line (no indentation) holds more, and what fits is the errors first.
    const small = sarifReport(many(40, 200), '1.0.0', [], undefined, { results: 100, bytes: lineSize - 5000 });
    expect(small.text.split('\n')).toHaveLength(2);
    expect(Buffer.byteLength(small.text)).toBeLessThanOrEqual(lineSize - 5000);
    expect(small.kept).toBeGreaterThan(14);
    expect(small.kept).toBeLessThan(40);
    expect(ids(small.text).filter((id) => Number(id!.slice(1)) % 3 === 0)).toHaveLength(14);
  });

  it('with a size function (the compressed size, measured by the caller) keeps the most that fit by it', () => {
    // A stand-in for gzip: a tenth of the text's bytes, so that the text is far over the limit.
    const tenth = (text: string) => Math.ceil(Buffer.byteLength(text) / 10);
    const all = sarifReport(many(40, 200), '1.0.0');
    const limit = Math.ceil(Buffer.byteLength(all.text) / 10);
    const whole = sarifReport(many(40, 200), '1.0.0', [], undefined, { results: 100, bytes: limit, size: tenth });
    expect([whole.kept, whole.text]).toEqual([40, all.text]);
    expect(Buffer.byteLength(whole.text)).toBeGreaterThan(limit);
    // Less room: the most severe first, the largest number that fits, and it fits.
    const room = tenth(JSON.stringify(JSON.parse(sarifReport([], '1.0.0').text)) + '\n') + 1000;
    const cut = sarifReport(many(40, 200), '1.0.0', [], undefined, { results: 100, bytes: room, size: tenth });
    expect(tenth(cut.text)).toBeLessThanOrEqual(room);
    expect(cut.kept).toBeGreaterThan(0);
    expect(cut.kept).toBeLessThan(40);
    const one = sarifReport(many(40, 200), '1.0.0', [], undefined, { results: cut.kept + 1, bytes: 1e9 });
    expect(tenth(JSON.stringify(JSON.parse(one.text)) + '\n')).toBeGreaterThan(room);
    expect(ids(cut.text).filter((id) => Number(id!.slice(1)) % 3 === 0)).toHaveLength(Math.min(14, cut.kept));
    // The results limit holds first.
    const few = sarifReport(many(40, 200), '1.0.0', [], undefined, { results: 5, bytes: 1e9, size: tenth });
    expect(few.kept).toBe(5);
  });

  it('the default limits are code scanning’s: 25,000 results, under 10 MB', () => {
    const r = sarifReport(many(25_001, 10), '1.0.0');
    expect([r.kept, r.total]).toEqual([25_000, 25_001]);
    expect(Buffer.byteLength(r.text)).toBeLessThan(10_000_000);
  });
});
