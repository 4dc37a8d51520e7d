// The parse-only floor: what any checker of these files must at least do. Finds every
// component_config.yaml under the current directory (a plain recursive readdir walk that skips
// node_modules and .git, as the action does), reads each and parses it with yaml's
// parseDocument in YAML 1.1 mode. Nothing else: no schema, no findings, no output but a count.
//
//   cd WORKSPACE && node /path/to/test/bench/floor.mjs     → prints {"files":N,"yamlErrors":E}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

const TARGET = 'component_config.yaml';
const SKIP = new Set(['node_modules', '.git']);

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) walk(join(dir, entry.name), out);
    } else if (entry.isFile() && entry.name === TARGET) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

const files = walk('.', []);
let yamlErrors = 0;
for (const file of files) {
  const doc = parseDocument(readFileSync(file, 'utf8'), { version: '1.1' });
  if (doc.errors.length > 0) yamlErrors++;
}
process.stdout.write(`${JSON.stringify({ files: files.length, yamlErrors })}\n`);
