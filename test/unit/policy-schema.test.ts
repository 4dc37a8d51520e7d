// The editors' JSON Schema of the policy file (dist/component-config-check.policy.schema.json,
// written beside the config's by `npm run build`): fresh, a valid draft 2020-12 schema for a
// strict validator, and judging policy files as the checker's reader does.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { readPolicyText } from '../checker.js';
import { POLICY_SCHEMA_ID, policyJsonSchemaText } from '../../src/config/policy/schema.js';
import { readSource } from '../checker.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WRITTEN = join(ROOT, 'dist', 'component-config-check.policy.schema.json');

function written(): string {
  if (!existsSync(WRITTEN)) throw new Error(`${WRITTEN} is missing: run npm run build`);
  return readFileSync(WRITTEN, 'utf8');
}

describe('dist/component-config-check.policy.schema.json', () => {
  it('is what policyJsonSchemaText() writes now, with its address', () => {
    expect(written()).toBe(policyJsonSchemaText());
    const schema = JSON.parse(written()) as Record<string, unknown>;
    expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema['$id']).toBe(POLICY_SCHEMA_ID);
  });

  // patternErrorMessage is the YAML language server's: what it shows for a pattern that fails.
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  ajv.addVocabulary(['patternErrorMessage']);
  const validate = ajv.compile(JSON.parse(written()) as Record<string, unknown>);

  it('says each pattern rule in words, for hover and for the error an editor shows', () => {
    const patterns: Array<Record<string, unknown>> = [];
    const walk = (node: unknown): void => {
      if (node === null || typeof node !== 'object') return;
      if (typeof (node as Record<string, unknown>)['pattern'] === 'string')
        patterns.push(node as Record<string, unknown>);
      Object.values(node).forEach(walk);
    };
    walk(JSON.parse(written()));
    expect(patterns.length).toBeGreaterThanOrEqual(2);
    for (const p of patterns) {
      for (const key of ['description', 'patternErrorMessage']) {
        expect(p[key], key).toEqual(expect.stringContaining('relative to the repository root'));
        // No piece of a regular expression: `(?!`, `\s`, `[\\/]`, `^`, `$`.
        expect(p[key], key).not.toMatch(/\(\?[!:=]|\\[sS]|\\\\|\^|\$/);
      }
    }
  });

  it.each([
    'severity:\n  non-debian-base-image: error\n  unusual-platform: off\n',
    'overrides:\n  - files: [experiments/**]\n    severity: {unusual-platform: "off"}\nfail-level: never\n',
    'files: ["**/component_config.yaml", "!legacy/**"]\ncheck-paths: yes\nfail-on-deprecated: false\n',
    'severity: {yaml-syntax: error, unreadable-directory: warning}\n',
    'severity: {yaml-syntax: warning}\n',
    'severity: {unreadable-directory: off}\n',
    'severity: {unusual-platform: info}\n',
    'severity: {nope: error}\n',
    'fail-level: sometimes\n',
    'fail_level: never\n',
    'files: [../x/**]\n',
    'overrides: [{files: [a/**]}]\n',
    'check-paths: "true"\n',
  ])('judges %j as the checker does, under a strict validator', (text) => {
    const data: unknown = JSON.parse(JSON.stringify(readSource(text).source?.data ?? null));
    expect(validate(data)).toBe(readPolicyText('p', text).findings.length === 0);
  });
});
