// The baseline a user might pick instead of the action: the action's own exported JSON Schema
// (dist/component_config.schema.json, in the draft its `$schema` names: draft-07 since it is
// written for SchemaStore, 2020-12 before) compiled ONCE by ajv, over the same files
// parsed by `yaml`. The same walk as the floor (walk.mjs); per file: read, parseDocument in
// YAML 1.1 mode (as the action reads these files), toJS(), validate. A file is invalid when
// yaml reports an error (syntax, duplicate key, ...) or the schema rejects it. ajv's defaults
// (allErrors off: the first error per file is enough to count a file), no formats needed.
//
//   cd WORKSPACE && node /path/to/test/bench/ajv-baseline.mjs SCHEMA [--list]
//     → {"files":N,"invalid":I,"yamlErrors":E,"schemaInvalid":S,"compileMs":C}
//     --list adds "invalidFiles": [paths, forward slashes, relative to the workspace]
//
// What it does NOT do (the action does): positions, messages, the rules a schema cannot say
// (unique package_data destinations, python_version with inherit_base_image_packages, ...), the
// YAML pitfalls beyond what the parser flags, any output. It is the cheap, partial alternative.

import { readFileSync } from 'node:fs';
import AjvModule from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import { parseDocument } from 'yaml';
import { walk } from './walk.mjs';

const args = process.argv.slice(2);
const schemaPath = args.find((a) => !a.startsWith('--'));
if (!schemaPath) {
  process.stderr.write('usage: node ajv-baseline.mjs SCHEMA [--list]\n');
  process.exit(2);
}
const list = args.includes('--list');

const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
const Ajv = /draft-07/.test(schema.$schema ?? '')
  ? (AjvModule.default ?? AjvModule)
  : (Ajv2020Module.default ?? Ajv2020Module);
const t = performance.now();
const ajv = new Ajv();
// The editors' keywords of the YAML language server (messages, completion): no validation.
ajv.addVocabulary(['patternErrorMessage', 'errorMessage', 'doNotSuggest', 'deprecationMessage']);
const validate = ajv.compile(schema);
const compileMs = performance.now() - t;

const files = walk('.');
let yamlErrors = 0;
let schemaInvalid = 0;
let invalid = 0;
const invalidFiles = [];
for (const file of files) {
  const doc = parseDocument(readFileSync(file, 'utf8'), { version: '1.1' });
  let bad = false;
  if (doc.errors.length > 0) {
    yamlErrors++;
    bad = true;
  } else {
    let data;
    try {
      data = doc.toJS();
    } catch {
      bad = true; // e.g. an alias bomb over yaml's maxAliasCount
    }
    if (!bad && !validate(data)) {
      schemaInvalid++;
      bad = true;
    }
  }
  if (bad) {
    invalid++;
    if (list) invalidFiles.push(file.replace(/\\/g, '/'));
  }
}
const result = { files: files.length, invalid, yamlErrors, schemaInvalid, compileMs };
if (list) result.invalidFiles = invalidFiles;
process.stdout.write(`${JSON.stringify(result)}\n`);
