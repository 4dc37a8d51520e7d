// Keys YAML read as something other than a string (`1:`, `true:`, `null:`) where a string key is
// needed, and dates where a mapping is needed: a wrong-type, like the schema's type errors, which
// schema-findings.ts reports under the code named here. A module of its own, light, so the rules
// (run for every file) do not load the schema's type builder.

import { describe, wrongTypeMessage } from '../describe.js';
import type { Draft } from '../findings.js';
import { quoteFix } from '../fix/fixes.js';
import { pointerOf, type Path } from '../paths.js';
import type { Source } from '../read/source.js';

export const WRONG_TYPE = 'wrong-type';

/**
 * A key YAML read as a non-string where a string key is needed (the rules' maps), as wrong-type;
 * `why` says why it must be one where the reason is not plain ("" for none). The finding's
 * location names the key: the message quotes only the text YAML read.
 */
export function nonStringKeyDraft(
  source: Source,
  path: Path,
  pointer: string,
  why: string,
  fixable: boolean,
): Draft | undefined {
  if (!source.nonStringKeys.has(pointer)) return undefined;
  const key = String(path[path.length - 1]);
  const readAs = describe(source.nonStringKeys.get(pointer), key);
  const fix = fixable ? quoteFix(source, source.places.get(pointer), 'key') : undefined;
  const message = `the key must be a string, but YAML read it as ${readAs}${why ? ` (${why})` : ''}; quote it: "${key}"`;
  return { code: WRONG_TYPE, path, anchor: 'key', message, ...(fix ? { fix } : {}) };
}

/**
 * A date where a mapping is needed (`env: 2024-01-01`), as wrong-type. The date is an object to
 * the schema's checks, which take any object for a mapping, and its one field for an entry; the
 * builder's models refuse it.
 */
export function dateNotMappingDraft(source: Source, path: Path, value: unknown, expected: string): Draft {
  const place = source.places.get(pointerOf(path));
  const message = wrongTypeMessage(path, value, expected, place?.text, place?.quoted ?? false, place?.readAs);
  return { code: WRONG_TYPE, path, anchor: 'value', message };
}
