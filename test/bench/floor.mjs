// The parse-only floor: what any checker of these files must at least do. Finds every
// component_config.yaml under the current directory (walk.mjs: a plain recursive readdir walk
// that skips node_modules and .git, as the action does), reads each and parses it with yaml's
// parseDocument in YAML 1.1 mode. Nothing else: no schema, no findings, no output but a count.
//
//   cd WORKSPACE && node /path/to/test/bench/floor.mjs     → prints {"files":N,"yamlErrors":E}

import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { walk } from './walk.mjs';

const files = walk('.');
let yamlErrors = 0;
for (const file of files) {
  const doc = parseDocument(readFileSync(file, 'utf8'), { version: '1.1' });
  if (doc.errors.length > 0) yamlErrors++;
}
process.stdout.write(`${JSON.stringify({ files: files.length, yamlErrors })}\n`);
