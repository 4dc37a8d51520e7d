// Machine-applicable fixes: text edits on the source as written, never a re-serialised document,
// so comments, key order, quoting, indentation, blank lines, CRLF and a BOM survive and every byte
// outside an edit stays as it was. The producers sit beside the findings they fix; this module
// holds what they share, the one function that applies edits, and the check that a file's fixes
// together make nothing worse.

import type { Code, Edit, Finding, Fix } from '../findings.js';
import { resolvePlain } from '../read/scalars.js';
import type { Place, ScalarNode, Source, SourceNode } from '../read/source.js';
import { bomLength, offsetAt, spanOf, writtenLineStarts } from '../read/coordinates.js';

/** The codes whose findings can carry a fix, and what the fix does (docs/fixing.md lists them). */
export const FIXABLE: Partial<Record<Code, string>> = {
  'wrong-type':
    'quotes a value or key YAML 1.1 reads as a non-string where a string belongs (`1.10` → `"1.10"`), when the field takes that string; writes a quoted `"true"` in a boolean field as `true`',
  'missing-key':
    'renames the key written in place of a missing required key (`nmae` → `name`, `Secret-Id` → `secret_id`; the rule is in docs/decisions.md)',
  'unknown-key':
    'renames a misspelt key to the one close known key that mapping does not have (`base_img` → `base_image`)',
  'unsupported-value': 'quotes a metadata date as written',
  'invalid-host':
    'writes a host given as a URL as the bare host (`https://pypi.example.com:443/simple` → `pypi.example.com`)',
  'deprecated-field':
    'moves `build_config.python_version` to `requirements.python_version` (creating `requirements: {provider: uv-pip}` when there is none), or deletes it when requirements already says the same',
};

/** A change of a text by offsets (editOffsets makes them from a fix's edits). */
export interface TextChange {
  start: number;
  end: number;
  text: string;
}

/** Where line 1 starts: after a BOM (as findings count), unless the text is a part of a file. */
export interface EditsIn {
  lineOneAt?: number;
}

/**
 * Edits as offsets into `text` (a text as written: CR, LF and CRLF line ends), sorted; a
 * RangeError for positions outside it or overlapping edits.
 */
export function editOffsets(text: string, edits: readonly Edit[], options: EditsIn = {}): TextChange[] {
  const starts = writtenLineStarts(text, options.lineOneAt ?? bomLength(text));
  const offset = (line: number, column: number): number => offsetAt(starts, text.length, line, column);
  const out = edits
    .map((e) => ({ start: offset(e.line, e.column), end: offset(e.endLine, e.endColumn), text: e.text }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 0; i < out.length; i++) {
    const e = out[i]!;
    if (e.end < e.start) throw new RangeError('an edit ends before it starts');
    const before = out[i - 1];
    // Two inserts at one point have no order: that counts as overlapping too.
    if (before && (e.start < before.end || e.start === before.start)) throw new RangeError('two edits overlap');
  }
  return out;
}

/** The text with the edits applied (positions as findings give them). Throws a RangeError for edits that do not fit. */
export function applyEdits(text: string, edits: readonly Edit[], options: EditsIn = {}): string {
  return spliceText(text, editOffsets(text, edits, options));
}

/**
 * The one splicer: `text` from `from` to `to` with sorted, non-overlapping changes (editOffsets
 * makes them) that lie between the two applied.
 */
export function spliceText(text: string, changes: readonly TextChange[], from = 0, to: number = text.length): string {
  let out = '';
  let at = from;
  for (const c of changes) {
    out += text.slice(at, c.start) + c.text;
    at = c.end;
  }
  return out + text.slice(at, to);
}

/** The edits of every fix among the findings, in one list. */
export function fixEdits(findings: readonly Finding[]): Edit[] {
  return findings.flatMap((f) => f.fix?.edits ?? []);
}

export function edit(source: Source, start: number, end: number, text: string): Edit {
  return { ...spanOf(source.lineCounter, start, end), text };
}

/** A scalar as YAML text in the quotes that need no escaping (double quotes when both would do). */
export function quoteYaml(text: string): string {
  if (!/["\\]/.test(text)) return `"${text}"`;
  if (!text.includes("'")) return `'${text}'`;
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A scalar a fix may rewrite: written on one line with no tag or anchor, its text exactly its value. */
export function ownScalar(
  source: Source,
  node: SourceNode | null | undefined,
): { start: number; end: number; scalar: ScalarNode } | undefined {
  if (!node || node.kind !== 'scalar' || node.tag || node.anchor) return undefined;
  const { content: start, end } = node.range;
  const written = source.text.slice(start, end);
  if (written === '' || /[\n\r]/.test(written)) return undefined;
  const quote = node.style === 'QUOTE_DOUBLE' ? '"' : node.style === 'QUOTE_SINGLE' ? "'" : '';
  if (written !== `${quote}${node.value}${quote}`) return undefined;
  return { start, end, scalar: node };
}

/**
 * Quote a plain value (or key) that YAML 1.1 reads as something other than a string, as written:
 * `1.10` → `"1.10"`. `accepts` says whether the field takes the resulting string.
 */
export function quoteFix(
  source: Source,
  place: Place | undefined,
  which: 'value' | 'key' = 'value',
  accepts: (text: string) => boolean = () => true,
): Fix | undefined {
  if (!place || place.shared) return undefined;
  const own = ownScalar(source, which === 'key' ? place.key : place.node);
  if (!own || own.scalar.style !== 'PLAIN') return undefined;
  const written = own.scalar.value;
  if (typeof resolvePlain(written) === 'string' || !accepts(written)) return undefined;
  const quoted = quoteYaml(written);
  return {
    description: `quote \`${written}\` to keep it as text: ${quoted}`,
    edits: [edit(source, own.start, own.end, quoted)],
  };
}

/** Replace a string value with another, keeping its quoting (quoting a plain one that would not read as a string). */
export function replaceFix(
  source: Source,
  place: Place | undefined,
  text: string,
  description: string,
): Fix | undefined {
  if (!place || place.shared) return undefined;
  const own = ownScalar(source, place.node);
  if (!own) return undefined;
  let written: string;
  if (own.scalar.style === 'PLAIN') written = typeof resolvePlain(text) === 'string' ? text : quoteYaml(text);
  else if (own.scalar.style === 'QUOTE_DOUBLE' && !/["\\]/.test(text)) written = `"${text}"`;
  else if (own.scalar.style === 'QUOTE_SINGLE' && !text.includes("'")) written = `'${text}'`;
  else written = quoteYaml(text);
  return { description, edits: [edit(source, own.start, own.end, written)] };
}

/** A quoted `"true"` in a boolean field: the boolean itself. */
export function unquoteBooleanFix(source: Source, place: Place | undefined): Fix | undefined {
  if (!place || place.shared) return undefined;
  const own = ownScalar(source, place.node);
  if (!own || own.scalar.style === 'PLAIN') return undefined;
  const word = own.scalar.value.trim().toLowerCase();
  if (word !== 'true' && word !== 'false') return undefined;
  return {
    description: `write the boolean without quotes: ${word}`,
    edits: [edit(source, own.start, own.end, word)],
  };
}

/** Rename a key as written (its quotes kept): `nmae` → `name`. */
export function renameFix(source: Source, place: Place | undefined, to: string): Fix | undefined {
  if (!place || place.shared) return undefined;
  const own = ownScalar(source, place.key);
  if (!own) return undefined;
  const quote = own.scalar.style === 'QUOTE_DOUBLE' ? '"' : own.scalar.style === 'QUOTE_SINGLE' ? "'" : '';
  return {
    description: `rename \`${own.scalar.value}\` to \`${to}\``,
    edits: [edit(source, own.start, own.end, `${quote}${to}${quote}`)],
  };
}

// ---------------------------------------------------------------------------------------------
// Fixes together must make nothing worse. Each producer checks what it can see; this checks the
// whole file: with every fix applied, checking again must show none of the fixed findings, no
// finding that was not there, and nothing left to fix (one pass reaches the fixed point).

/**
 * When the fixes together fail, each is tried alone, each try a check of the whole file: at most
 * this many, and at most as many as fit in this much text checked again (a file over 256 KiB
 * gets none); the fixes not tried are dropped.
 */
const MAX_ONE_BY_ONE = 25;
const ONE_BY_ONE_TEXT = 256 * 1024;

const keyOf = (f: Finding): string => `${f.code}\u0000${f.location}`;

/** Whether `after` holds a finding that `before`, less the fixed ones, does not (as a multiset). */
function worse(before: readonly Finding[], fixed: ReadonlySet<Finding>, after: readonly Finding[]): boolean {
  const left = new Map<string, number>();
  for (const f of before) if (!fixed.has(f)) left.set(keyOf(f), (left.get(keyOf(f)) ?? 0) + 1);
  for (const f of after) {
    const n = left.get(keyOf(f)) ?? 0;
    if (n === 0) return true;
    left.set(keyOf(f), n - 1);
  }
  return false;
}

/**
 * The findings with only the fixes that hold up: `recheck` checks a fixed text (its findings
 * carrying fixes as the producers make them, unchecked).
 */
export function settleFixes(text: string, findings: Finding[], recheck: (fixed: string) => Finding[]): Finding[] {
  const fixable = findings.filter((f) => f.fix);
  if (fixable.length === 0) return findings;
  const attempt = (kept: readonly Finding[]): Finding[] | undefined => {
    let fixed: string;
    try {
      fixed = applyEdits(text, fixEdits(kept));
    } catch {
      return undefined;
    }
    const after = recheck(fixed);
    return worse(findings, new Set(kept), after) ? undefined : after;
  };
  const all = attempt(fixable);
  if (all && all.every((f) => !f.fix)) return findings;
  const tries = Math.min(MAX_ONE_BY_ONE, Math.floor(ONE_BY_ONE_TEXT / Math.max(1, text.length)));
  const alone = fixable.slice(0, tries).filter((f) => attempt([f]) !== undefined);
  const dropped = new Set(fixable.filter((f) => !alone.includes(f)).map(keyOf));
  const together = alone.length > 0 ? attempt(alone) : undefined;
  const keep = new Set(together && together.every((f) => !f.fix || dropped.has(keyOf(f))) ? alone : []);
  return findings.map((f) => {
    if (!f.fix || keep.has(f)) return f;
    const { fix: _dropped, ...rest } = f;
    return rest;
  });
}
