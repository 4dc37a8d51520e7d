// The editors' schema as SchemaStore's catalog takes it: the checks SchemaStore's own `cli.js check`
// runs on a schema, its test files and its catalog entry (SchemaStore/schemastore at 3b6446a, the
// functions named below), run here on the text `npm run build` writes to
// dist/component_config.schema.json (json-schema.test.ts holds the committed file to it) and on
// schemastore/, which holds the submission in SchemaStore's layout (schemastore/README.md).

import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  EDITOR_KEYWORDS,
  SCHEMASTORE_NAME,
  SCHEMASTORE_URL,
  jsonSchemaText,
} from '../../src/config/schema/json-schema.js';
import { checkText } from '../checker.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const KIT = join(ROOT, 'schemastore');
const SCHEMA_ID = SCHEMASTORE_NAME.replace('.json', '');
const POSITIVE = join(KIT, 'src', 'test', SCHEMA_ID);
const NEGATIVE = join(KIT, 'src', 'negative_test', SCHEMA_ID);

/** The editor keywords every SchemaStore schema may use (cli.js, ajvFactory). */
const SCHEMASTORE_KEYWORDS = [
  'allowTrailingCommas',
  'defaultSnippets',
  'markdownDescription',
  'enumDescriptions',
  'markdownEnumDescriptions',
  'x-taplo',
  'x-taplo-info',
  'x-tombi-toml-version',
  'x-tombi-array-values-order',
  'x-tombi-array-values-order-by',
  'x-tombi-table-keys-order',
  'x-tombi-string-formats',
  'x-tombi-additional-key-label',
  'x-intellij-language-injection',
  'x-intellij-html-description',
  'x-intellij-enum-metadata',
];
/** The dialects SchemaStore lets a schema name without an exemption (cli.js, SchemaDialects: not isTooHigh). */
const DIALECTS = [
  'http://json-schema.org/draft-07/schema#',
  'http://json-schema.org/draft-06/schema#',
  'http://json-schema.org/draft-04/schema#',
];

const schemaText = jsonSchemaText();
const schema = JSON.parse(schemaText) as Record<string, unknown>;
const validation = JSON.parse(readFileSync(join(KIT, 'schema-validation.json'), 'utf8')) as {
  options: Record<string, { unknownKeywords: string[] }>;
};
const entry = JSON.parse(readFileSync(join(KIT, 'catalog-entry.json'), 'utf8')) as Record<string, unknown>;

/** SchemaStore's Ajv for a draft-07 schema in full strict mode, with this schema's own keywords. */
function schemaStoreAjv(unknownKeywords: readonly string[]): Ajv {
  const ajv = new Ajv({ strict: true });
  formats.default(ajv);
  for (const keyword of [...unknownKeywords, ...SCHEMASTORE_KEYWORDS]) ajv.addKeyword(keyword);
  return ajv;
}

const ownKeywords = () => validation.options[SCHEMASTORE_NAME]?.unknownKeywords ?? [];
let compiled: ValidateFunction | undefined;
const validate = () => (compiled ??= schemaStoreAjv(ownKeywords()).compile(schema));

function testFiles(dir: string): Array<{ name: string; bytes: Buffer; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).map((d) => {
    expect(d.isFile(), `${dir}/${d.name}: only files (assertFileSystemIsValid)`).toBe(true);
    const bytes = readFileSync(join(dir, d.name));
    return { name: d.name, bytes, text: bytes.toString('utf8') };
  });
}

/** assertFileHasNoBom, assertFileHasCorrectExtensions and assertTestFileHasSchemaPragma. */
function preChecks(file: { name: string; bytes: Buffer; text: string }, dir: string): void {
  expect(file.bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), `${file.name}: a BOM`).toBe(false);
  expect(['.json', '.yaml', '.yml', '.toml'], file.name).toContain(extname(file.name));
  // The pragma is the path from the test file to src/schemas/json/<name> in SchemaStore's tree.
  const inTree = posix.join('src', posix.basename(join(dir, '..')), SCHEMA_ID);
  const pragma = `# yaml-language-server: $schema=${posix.relative(inTree, posix.join('src/schemas/json', SCHEMASTORE_NAME))}`;
  expect(file.text.split('\n')[0], file.name).toBe(pragma);
}

describe('the schema, by the checks SchemaStore runs on it', () => {
  it('names a dialect SchemaStore takes without an exemption, and its address as $id', () => {
    // assertSchemaHasValidSchemaField (draft 2019-09 and 2020-12 need a highSchemaVersion exemption).
    expect(DIALECTS).toContain(schema['$schema']);
    // assertSchemaHasValidIdField and assertSchemaHasCorrectMetadata.
    expect(schema['$id']).toBe(`https://www.schemastore.org/${SCHEMASTORE_NAME}`);
    expect(schema['title']).toEqual(expect.any(String));
    expect(schema['description']).toEqual(expect.any(String));
  });

  it('is plain JSON: no BOM, no key twice (assertFileHasNoBom, assertFilePassesJsonLint)', () => {
    expect(schemaText.charCodeAt(0)).not.toBe(0xfeff);
    // JSON.parse keeps the last of two equal keys: written again, a file with one would differ.
    expect(`${JSON.stringify(schema, null, 2)}\n`).toBe(schemaText);
  });

  it('has no description or title ending with a colon (assertSchemaNoSmartQuotes)', () => {
    const lines = schemaText.split('\n').filter((l) => /"(?:description|title)": ".*?:"/.test(l));
    expect(lines).toEqual([]);
  });

  it("compiles in Ajv's strict mode with SchemaStore's editor keywords and its own entry's", () => {
    expect(() => validate()).not.toThrow();
  });

  it("needs each keyword its entry names: without it, SchemaStore's strict Ajv refuses the schema", () => {
    expect([...ownKeywords()].sort()).toEqual([...EDITOR_KEYWORDS].sort());
    for (const keyword of ownKeywords()) {
      const others = ownKeywords().filter((k) => k !== keyword);
      expect(() => schemaStoreAjv(others).compile(schema), keyword).toThrow(`unknown keyword: "${keyword}"`);
    }
  });
});

describe("the test files, in SchemaStore's layout", () => {
  const positive = testFiles(POSITIVE);
  const negative = testFiles(NEGATIVE);

  it('are there, each with the pragma naming the schema (assertTestFileHasSchemaPragma)', () => {
    expect(positive.length).toBeGreaterThanOrEqual(3);
    expect(negative.length).toBeGreaterThanOrEqual(5);
    for (const f of positive) preChecks(f, POSITIVE);
    for (const f of negative) preChecks(f, NEGATIVE);
  });

  it('positive files pass the schema and the checker', () => {
    for (const f of positive) {
      expect(validate()(parse(f.text)), `${f.name}: ${JSON.stringify(validate().errors)}`).toBe(true);
      const errors = checkText(SCHEMA_ID, f.text).findings.filter((x) => x.severity === 'error');
      expect(errors, f.name).toEqual([]);
    }
  });

  it('negative files fail the schema and the checker', () => {
    for (const f of negative) {
      expect(validate()(parse(f.text)), f.name).toBe(false);
      const errors = checkText(SCHEMA_ID, f.text).findings.filter((x) => x.severity === 'error');
      expect(errors.length, f.name).toBeGreaterThan(0);
    }
  });
});

describe('the catalog entry', () => {
  it('points at the schema and matches the file by its name', () => {
    expect(Object.keys(entry).sort()).toEqual(['description', 'fileMatch', 'name', 'url']);
    expect(entry['url']).toBe(SCHEMASTORE_URL);
    expect(entry['url']).toBe(schema['$id']);
    expect(entry['fileMatch']).toEqual(['component_config.yaml']);
  });

  it('keeps the rules of assertCatalogJsonHasNoBadFields', () => {
    for (const property of ['name', 'description']) {
      const value = entry[property];
      expect(value, property).toEqual(expect.any(String));
      expect(value, property).not.toMatch(/[,. \t-]$/u);
      expect(String(value).toLowerCase(), property).not.toContain('schema');
      expect(value, property).not.toContain('\n');
    }
    for (const glob of entry['fileMatch'] as string[]) if (glob.includes('/')) expect(glob).toMatch(/^\*\*\//);
  });
});
