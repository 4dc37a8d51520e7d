import fs from 'node:fs';
import { createRequire } from 'node:module';
import Ajv04 from 'ajv-draft-04';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { checkText } from '../checker.js';
import { CODES } from '../../src/config/findings.js';
import { renderSarif } from '../../src/report/sarif.js';

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
