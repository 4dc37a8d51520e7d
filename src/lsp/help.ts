// Hover and completion, from a document's last check: a key's description and a finding's
// meaning on hover, the keys and values of the file's form on completion, in the JSON Schema's
// own words (schema-at.ts).

import {
  type CompletionItem,
  CompletionItemKind,
  CompletionItemTag,
  type Hover,
  type Position,
} from 'vscode-languageserver/node.js';
import type { Form } from '../config/check.js';
import { CODES, type Finding } from '../config/findings.js';
import { bomLength } from '../config/read/coordinates.js';
import { readSource } from '../config/read/source.js';
import { fullReadPart } from '../run/runtime.js';
import { codePage } from '../report/sarif.js';
import { cursorPlace } from './block-path.js';
import { rangeOf } from './diagnostics.js';
import { describeAt, keysAt, valuesAt } from './schema-at.js';

/** What hover and completion read of a document's check. */
export interface Checked {
  text: string;
  findings: readonly Finding[];
  /** The form the file was read in; undefined for the policy file. */
  form: Form | undefined;
}

/** `offset`: the position as an offset into the text. */
export async function hoverAt(checked: Checked, position: Position, offset: number): Promise<Hover | null> {
  const parts: string[] = [];
  const before = (p: Position, q: Position) => p.line < q.line || (p.line === q.line && p.character <= q.character);
  if (checked.form) {
    const key = await keyAt(checked.text, offset);
    const description = key && describeAt(checked.form, key.path);
    if (key && description) parts.push(`**${key.name}**\n\n${description}`);
  }
  const here = checked.findings.filter((f) => {
    const r = rangeOf(checked.text, f);
    return before(r.start, position) && before(position, r.end);
  });
  for (const code of new Set(here.map((f) => f.code))) {
    parts.push(`**${code}** (${CODES[code].severity}): ${CODES[code].title} [More about ${code}](${codePage(code)})`);
  }
  return parts.length > 0 ? { contents: { kind: 'markdown', value: parts.join('\n\n---\n\n') } } : null;
}

export function completionsAt(checked: Checked, position: Position): CompletionItem[] {
  if (!checked.form) return [];
  const lines = checked.text.split(/\r\n|\r|\n/);
  const bom = bomLength(checked.text);
  if (bom && lines[0] !== undefined) lines[0] = lines[0].slice(bom);
  const place = cursorPlace(lines, position.line, position.character - (position.line === 0 ? bom : 0));
  if (!place) return [];
  if (place.kind === 'value') {
    return valuesAt(checked.form, place.path).map((v) => ({ label: v, kind: CompletionItemKind.Value }));
  }
  return keysAt(checked.form, place.path)
    .filter((k) => !place.present.has(k.name))
    .map((k) => ({
      label: k.name,
      kind: CompletionItemKind.Property,
      insertText: `${k.name}: `,
      ...(k.description ? { documentation: k.description } : {}),
      // Offered, but last and struck through, as the JSON Schema's deprecation says.
      ...(k.deprecated ? { tags: [CompletionItemTag.Deprecated], sortText: `~${k.name}` } : { sortText: k.name }),
    }));
}

/** The key at an offset of the editor's text, with the path of its value; undefined off a key or in a text that is not YAML. */
async function keyAt(
  text: string,
  offset: number,
): Promise<{ name: string; path: Array<string | number> } | undefined> {
  const fullRead = await fullReadPart();
  const source = readSource(text, () => fullRead).source;
  if (!source) return undefined;
  // The reader drops a BOM; its offsets count from after it.
  const at = offset - bomLength(text);
  for (const place of source.places.values()) {
    const range = place.key?.range;
    if (!range || at < range.content || at > range.end || place.key?.kind !== 'scalar') continue;
    return { name: place.key.value, path: place.path };
  }
  return undefined;
}
