// Build step: writes the editors' JSON Schemas: the config's (dist/component_config.schema.json)
// and, beside it, the policy file's (dist/component-config-check.policy.schema.json).
import fs from 'node:fs';
import path from 'node:path';
import { jsonSchemaText } from '../config/schema/json-schema.js';
import { policyJsonSchemaText } from '../config/policy/schema.js';

const POLICY_SCHEMA_FILE = 'component-config-check.policy.schema.json';

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: write-schema.js OUTPUT\n');
  process.exit(2);
}
fs.writeFileSync(target, jsonSchemaText());
fs.writeFileSync(path.join(path.dirname(target), POLICY_SCHEMA_FILE), policyJsonSchemaText());
