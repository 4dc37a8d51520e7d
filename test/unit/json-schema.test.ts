// The editors' JSON Schema (dist/component_config.schema.json): committed and fresh, a valid
// JSON Schema draft-07 (ajv, strict mode; SchemaStore's own checks are in schemastore.test.ts), and in agreement with the checker on the whole
// fixture corpus: every file the checker passes, the schema passes; every file the checker
// refuses for a schema-level reason (a finding a JSON Schema can express), the schema refuses.
// The checker is run as the action and the CLI run it (form detected per file); the schema is
// "current form or earlier form", which is what detection decides between.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv as AjvDraft07, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { caseNames, FIXTURES } from './corpus.js';
import { checkBytes, checkText } from '../checker.js';
import { EDITOR_KEYWORDS, SCHEMA_ID, SCHEMASTORE_URL, jsonSchemaText } from '../../src/config/schema/json-schema.js';
import { Timestamp, decode } from '../../src/config/read/source.js';
import { readSource } from '../checker.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const COMMITTED = join(ROOT, 'dist', 'component_config.schema.json');
const CONFIG = 'component_config.yaml';
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** The codes of findings a JSON Schema can express (types, keys, lengths, enums, patterns, if/then). */
const SCHEMA_CODES = new Set([
  'wrong-type',
  'unknown-key',
  'missing-key',
  'empty-value',
  'too-long',
  'invalid-provider',
  'not-a-pair',
  'invalid-env-name',
  'invalid-python-version',
  'invalid-platform',
  'invalid-image',
  'invalid-package-name',
  'invalid-secret-id',
  'invalid-username',
  'invalid-value',
  // Said by the editors' schema only (x-editor in schema.ts), by the checker in code.
  'invalid-host',
  'absolute-path',
  'invalid-path',
  'python-version-with-inherit',
  'python-version-with-conda',
]);

// Fewer than these compared means the corpus went missing or the data could not be read, and
// the agreement below would hold by comparing nothing. (Today: 278 valid, 504 invalid.)
const MIN_VALID = 200;
const MIN_INVALID = 300;

function committedText(): string {
  if (!existsSync(COMMITTED)) {
    throw new Error(`${COMMITTED} is missing: run npm run build and commit dist/`);
  }
  return readFileSync(COMMITTED, 'utf8');
}

/** The YAML language server's own keywords (messages, completion) are known to it, not to ajv. */
function strictAjv(): AjvDraft07 {
  const ajv = new AjvDraft07({ strict: true, allErrors: true });
  ajv.addVocabulary([...EDITOR_KEYWORDS]);
  return ajv;
}

/** A strict draft-07 validator of the committed schema (it throws when ajv refuses it). */
function compile(): { ajv: AjvDraft07; validate: ValidateFunction } {
  const ajv = strictAjv();
  // The CommonJS module itself, whose `default` is the plugin (node's and TypeScript's reading agree).
  formats.default(ajv);
  const schema = JSON.parse(committedText()) as Record<string, unknown>;
  return { ajv, validate: ajv.compile(schema) };
}

let compiled: ReturnType<typeof compile> | undefined;
const validator = () => (compiled ??= compile()).validate;

interface Plain {
  value: unknown;
  /** A YAML 1.1 timestamp somewhere: JSON has no dates, editors read it as a string. */
  timestamp: boolean;
  /** .inf or .nan somewhere: JSON cannot hold them. */
  nonFinite: boolean;
}

/** The checker's data as plain JSON values (its mappings have no prototype). */
function toPlain(data: unknown): Plain {
  const out: Plain = { value: undefined, timestamp: false, nonFinite: false };
  const walk = (v: unknown): unknown => {
    if (v instanceof Timestamp) {
      out.timestamp = true;
      return v.text;
    }
    if (typeof v === 'number' && !Number.isFinite(v)) {
      out.nonFinite = true;
      return null;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const o: Record<string, unknown> = {};
      for (const k of Object.keys(v)) o[k] = walk((v as Record<string, unknown>)[k]);
      return o;
    }
    return v;
  };
  out.value = walk(data);
  return out;
}

/** A wrong-type on a key (`1: x` in env): once the key is a JSON string, no schema can see it. */
const isKeyFinding = (f: { code: string; message: string }) =>
  f.code === 'wrong-type' && f.message.startsWith('the key');

const describeErrors = (v: ValidateFunction) =>
  (v.errors ?? [])
    .slice(0, 4)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
    .join('; ');

describe('dist/component_config.schema.json', () => {
  it('is fresh: what jsonSchemaText() writes now', () => {
    const committed = committedText();
    if (committed !== jsonSchemaText()) {
      expect.fail(
        'dist/component_config.schema.json is stale: it differs from the TypeBox schema in src/config/schema/schema.ts. Run `npm run build` and commit dist/',
      );
    }
  });

  it("names draft-07, SchemaStore's address as its $id, and is served where the README says", () => {
    const schema = JSON.parse(committedText()) as Record<string, unknown>;
    expect(schema['$schema']).toBe(DRAFT_07);
    expect(schema['$id']).toBe(SCHEMASTORE_URL);
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`# yaml-language-server: $schema=${SCHEMA_ID}`);
  });

  it('is a valid JSON Schema draft-07 (the meta-schema, and ajv in strict mode)', () => {
    const ajv = strictAjv();
    const schema = JSON.parse(committedText()) as Record<string, unknown>;
    const valid = ajv.validateSchema(schema);
    expect(
      valid,
      `not valid against the draft-07 meta-schema:\n${ajv.errorsText(ajv.errors, { separator: '\n' })}`,
    ).toBe(true);
    expect(() => compile()).not.toThrow();
    // No keyword that only the checker reads is left in.
    expect(committedText()).not.toMatch(/"x-[a-z-]+"\s*:/);
  });

  it('describes every property, gives each optional one its default, and a readable message to each pattern', () => {
    const schema = JSON.parse(committedText()) as Record<string, unknown>;
    const problems: string[] = [];
    const patterns: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
      if (node === null || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      // The YAML server shows a deprecationMessage as an error (it turns every warning into one):
      // only where a key is deprecated, which the checker warns about.
      if ('deprecationMessage' in n !== (n['deprecated'] === true))
        problems.push(
          `${at}: deprecationMessage ${n['deprecated'] === true ? 'missing on a deprecated key' : 'on a key not deprecated'}`,
        );
      if (typeof n['pattern'] === 'string') {
        patterns.push(at);
        if (typeof n['patternErrorMessage'] !== 'string') problems.push(`${at}: a pattern without patternErrorMessage`);
      }
      const props = n['properties'] as Record<string, Record<string, unknown>> | undefined;
      const required = (n['required'] as string[] | undefined) ?? [];
      // Properties of a whole object (not of an if/then sub-schema, which only narrows).
      if (props && n['additionalProperties'] === false) {
        for (const [key, p] of Object.entries(props)) {
          if (typeof p['description'] !== 'string') problems.push(`${at}/properties/${key}: no description`);
          if (!required.includes(key) && !('default' in p)) problems.push(`${at}/properties/${key}: no default`);
        }
      }
      for (const [k, v] of Object.entries(n)) walk(v, `${at}/${k}`);
    };
    walk(schema, '#');
    expect(problems).toEqual([]);
    expect(patterns.length).toBeGreaterThanOrEqual(10);
    const dig = (v: unknown, ...keys: Array<string | number>) =>
      keys.reduce<unknown>((o, k) => (o as Record<string | number, unknown> | undefined)?.[k], v);
    const alias = dig(schema, 'else', 'properties', 'build_config', 'anyOf', 0, 'properties', 'python_version');
    expect(alias).toMatchObject({ deprecated: true, doNotSuggest: true });
  }, 30_000); // compiles the schema: under a second, more on a busy machine

  it('gives package_data pairs a form a lax draft-07 reader judges right', () => {
    const schema = JSON.parse(committedText()) as Record<string, unknown>;
    delete schema['$schema'];
    const ajv = new AjvDraft07({ strict: false, allErrors: true });
    const validate = ajv.compile(schema);
    const pairs = (list: unknown) => validate({ name: 'x', build_config: { package_data: list } });
    expect(pairs([['a', '/opt/a']])).toBe(true);
    expect(
      pairs([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe(true);
    expect(pairs([['a']])).toBe(false);
    expect(pairs([['a', 'b', 'c']])).toBe(false);
    expect(pairs([['a', 1]])).toBe(false);
    expect(pairs([['a', '']])).toBe(false);
  }, 30_000); // compiles the schema: under a second, more on a busy machine

  it('agrees with the checker on edge cases the corpus lacks', () => {
    const validate = validator();
    const cases = [
      'name: x\nbuild_config: {package_data: [[a, b]]}\n',
      'name: x\nbuild_config: {package_data: [[a, b, c]]}\n',
      'name: x\nbuild_config: {package_data: [[a]]}\n',
      'name: x\nbuild_config: {package_data: [[a, 1]]}\n',
      'name: x\nbuild_config: {package_data: null}\n',
      `name: x\nversion: "${'😀'.repeat(128)}"\n`, // 128 characters, 256 UTF-16 units
      `name: x\nversion: "${'😀'.repeat(129)}"\n`,
      'name: x\nenv: {"A\\nB": x}\n',
      'name: x\nenv: {"Ä": x}\n',
      'name: x\nenv: {A: "x\\0y"}\n',
      'name: x\nbuild_config: {build_env: {A_1: x}}\n',
      'name: x\nbuild_config: {build_env: {1A: x}}\n',
      'name: x\nbuild_config: {host_credentials: [{host: h, secret_id: s, username: "a\\u2028b"}]}\n',
      'name: x\nbuild_config: {extra_packages: ["curl\\n"]}\n',
      'name: x\nbuild_config: {target_platform: "linux/amd64\\n"}\n',
      'name: x\nbuild_config: {requirements: {provider: uv-pip, python_version: null}}\n',
      'name: x\nbuild_config: {requirements: {provider: conda, python_version: null}}\n',
      'name: x\nbuild_config: {requirements: {provider: python-pip}, build_env: {A: b}}\n',
      'name: x\nenv: {A: b}\nbuild_config: {requirements: {provider: python-pip}}\n',
      'name: x\nmetadata: {"a\\nb": [1, {c: null}]}\n',
      'name: x\nbuild_config:\n',
      'name: x\ndescription: null\n',
    ];
    const disagreements: string[] = [];
    for (const text of cases) {
      const errors = checkText(CONFIG, text).findings.filter((f) => f.severity === 'error');
      const read = readSource(text);
      expect(read.source, text).toBeDefined();
      const schemaValid = validate(toPlain(read.source!.data).value) as boolean;
      if (schemaValid !== (errors.length === 0)) {
        disagreements.push(
          `${JSON.stringify(text)}: schema says ${schemaValid ? 'valid' : `invalid (${describeErrors(validate)})`}, checker says ${
            errors.map((f) => `${f.code} ${f.location}`).join(', ') || 'valid'
          }`,
        );
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('agrees with the checker on the fixture corpus', () => {
    const validate = validator();
    const names = caseNames();
    const tally = {
      valid: 0,
      invalid: 0,
      unreadable: 0,
      timestamps: 0,
      nonFinite: 0,
      notSchemaLevel: 0,
      keyOnlyFiles: 0,
      keyFindings: 0,
    };
    const disagreements: string[] = [];
    for (const name of names) {
      const bytes = readFileSync(join(FIXTURES, name, CONFIG));
      const errors = checkBytes(CONFIG, bytes).findings.filter((f) => f.severity === 'error');
      const decoded = decode(bytes);
      const read = 'text' in decoded ? readSource(decoded.text) : undefined;
      if (!read?.source) {
        tally.unreadable++; // not YAML data (syntax, encoding, tags, ...): nothing to give a schema
        continue;
      }
      const plain = toPlain(read.source.data);
      if (plain.timestamp) {
        tally.timestamps++;
        continue;
      }
      if (plain.nonFinite) {
        tally.nonFinite++;
        continue;
      }
      const schemaValid = validate(plain.value) as boolean;
      const text = bytes.toString('utf8').slice(0, 300);
      if (errors.length === 0) {
        tally.valid++;
        if (!schemaValid)
          disagreements.push(`${name}: checker valid, schema invalid: ${describeErrors(validate)}\n${text}`);
        continue;
      }
      const schemaLevel = errors.filter((f) => SCHEMA_CODES.has(f.code));
      const keyFindings = schemaLevel.filter(isKeyFinding);
      tally.keyFindings += keyFindings.length;
      const seen = schemaLevel.filter((f) => !isKeyFinding(f));
      if (seen.length === 0) {
        if (keyFindings.length > 0) tally.keyOnlyFiles++;
        else tally.notSchemaLevel++; // only rules that need code (hosts, build steps, ...)
        continue;
      }
      tally.invalid++;
      if (schemaValid) {
        disagreements.push(
          `${name}: checker ${seen.map((f) => `${f.code} ${f.location}`).join(', ')}; schema valid\n${text}`,
        );
      }
    }
    expect(disagreements, `${disagreements.length} disagreements\n${disagreements.join('\n\n')}`).toEqual([]);
    expect(tally.valid, JSON.stringify(tally)).toBeGreaterThanOrEqual(MIN_VALID);
    expect(tally.invalid, JSON.stringify(tally)).toBeGreaterThanOrEqual(MIN_INVALID);
    // The skips stay a small part of the corpus.
    expect(tally.timestamps + tally.nonFinite, JSON.stringify(tally)).toBeLessThanOrEqual(60);
  }, 60_000); // the whole corpus twice (checker and ajv), alias-bomb fixtures included: seconds on a busy machine
});
