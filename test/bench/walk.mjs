// The file walk of the floor and of the ajv baseline: every component_config.yaml under `dir`,
// a plain recursive readdir that skips node_modules and .git (as the action does). Paths as
// found (not sorted): the order costs nothing and changes no count.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const TARGET = 'component_config.yaml';
const SKIP = new Set(['node_modules', '.git']);

export function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) walk(join(dir, entry.name), out);
    } else if (entry.isFile() && entry.name === TARGET) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}
