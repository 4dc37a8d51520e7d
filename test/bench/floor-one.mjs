// The one-file floor: what any checker of one file must at least do, as a bundled program
// starts. The benchmark bundles this file with ncc (as the action is bundled) and runs the
// bundle: node starts, loads `yaml` from the bundle, reads the file and parses it (YAML 1.1).
//
//   node floor-one-bundle/index.mjs FILE     → prints {"files":1,"yamlErrors":E}

import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';

const doc = parseDocument(readFileSync(process.argv[2], 'utf8'), { version: '1.1' });
process.stdout.write(`${JSON.stringify({ files: 1, yamlErrors: doc.errors.length > 0 ? 1 : 0 })}\n`);
