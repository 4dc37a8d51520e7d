// Build step: writes the editors' JSON Schema (dist/component_config.schema.json).
import fs from 'node:fs';
import { jsonSchemaText } from '../config/json-schema.js';

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: write-schema.js OUTPUT\n');
  process.exit(2);
}
fs.writeFileSync(target, jsonSchemaText());
