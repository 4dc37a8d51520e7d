// Suppression comments: `# component-config-check: ignore[code1,code2] reason` at the end of the
// line where a finding starts, or alone on the line above it. Read from the YAML's own comments
// (the parser's concrete syntax tree), so a `#` inside a quoted or block string is never taken
// for one. A suppression names its codes: there is no blanket form, and one that silences
// nothing is itself a warning, so a stale one does not linger unseen. The repository's policy
// may forbid them (`suppressions: none`) or allow only some codes, as ESLint's noInlineConfig:
// a comment it does not allow silences nothing and gets a finding of its own.

import { closest } from '../describe.js';
import { byPlace, type Code, CODES, finding, type Finding } from '../findings.js';
import { offsetSpan } from '../read/coordinates.js';
import type { FullReadAccess } from '../read/source.js';

export const MARKER = 'component-config-check:';
const DIRECTIVE = /^#\s*component-config-check:\s*ignore\[([^\]]*)\](?:\s+(.*?))?\s*$/;
const MARKED = /^#\s*component-config-check:/;

/** The comment that silences `codes` on its own line, or alone on the line above (DIRECTIVE reads it). */
export function ignoreComment(codes: readonly string[], reason: string): string {
  return `# ${MARKER} ignore[${codes.join(', ')}]${reason ? ` ${reason}` : ''}`;
}

export interface Ignore {
  /** Line and column of the comment's `#`, and the end of the comment. */
  line: number;
  column: number;
  endColumn: number;
  /** The line whose findings it silences. */
  target: number;
  codes: string[];
  reason: string;
}

export interface BadIgnore {
  line: number;
  column: number;
  endColumn: number;
  message: string;
}

/** A finding that a suppression comment silenced, with the comment's line and reason. */
export interface Suppressed {
  finding: Finding;
  suppression: { line: number; reason: string };
}

/**
 * The suppression comments of a YAML text (its line ends already made `\n` or `\r\n`). A text
 * with the marker needs the full read's parser; without it there are none (the check then answers
 * that it needs the full read).
 */
export function readIgnores(text: string, fullRead: FullReadAccess): { ignores: Ignore[]; bad: BadIgnore[] } {
  const ignores: Ignore[] = [];
  const bad: BadIgnore[] = [];
  if (!text.includes(MARKER)) return { ignores, bad };
  const Parser = fullRead()?.Parser;
  if (!Parser) return { ignores, bad };
  const comments: Array<{ offset: number; source: string }> = [];
  for (const token of new Parser().parse(text)) collectComments(token, comments, 0);
  comments.sort((a, b) => a.offset - b.offset);
  const lines = text.split('\n');
  for (const c of comments) {
    const body = c.source.replace(/\r$/, '');
    if (!MARKED.test(body)) continue;
    const span = offsetSpan(text, c.offset, body.length);
    const place = { line: span.line, column: span.column, endColumn: span.endColumn };
    const m = DIRECTIVE.exec(body);
    const codes = m
      ? m[1]!
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
    if (!m || codes.length === 0) {
      bad.push({
        ...place,
        message: `this comment silences nothing: a suppression names the codes it silences, as in \`# component-config-check: ignore[invalid-platform] reason\` (there is no blanket form)`,
      });
      continue;
    }
    const alone = (lines[span.line - 1] ?? '').slice(0, span.column - 1).trim() === '';
    let target = span.line;
    if (alone) {
      // Stacked suppressions above one line all apply to it.
      target = span.line + 1;
      while (target <= lines.length && /^\s*#/.test(lines[target - 1] ?? '')) target++;
    }
    ignores.push({ ...place, target, codes, reason: (m[2] ?? '').trim() });
  }
  return { ignores, bad };
}

function collectComments(node: unknown, out: Array<{ offset: number; source: string }>, depth: number): void {
  if (node === null || typeof node !== 'object' || depth > 200) return;
  if (Array.isArray(node)) {
    for (const item of node) collectComments(item, out, depth + 1);
    return;
  }
  const t = node as Record<string, unknown>;
  if (t['type'] === 'comment' && typeof t['offset'] === 'number' && typeof t['source'] === 'string') {
    out.push({ offset: t['offset'], source: t['source'] });
    return;
  }
  for (const key of ['start', 'items', 'sep', 'key', 'value', 'end', 'props']) {
    if (key in t) collectComments(t[key], out, depth + 1);
  }
}

/**
 * Split `findings` into those that stand and those a suppression silenced; a suppression that
 * silences nothing, and a malformed one, become `unused-ignore` warnings on the comment.
 */
export function applyIgnores(
  file: string,
  text: string,
  findings: readonly Finding[],
  options: {
    fullRead: FullReadAccess;
    /** Codes the repository's policy turned off for this file. */
    off?: ReadonlySet<string>;
    /** What the repository's policy lets a comment silence (FilePolicy's `suppressions`), and the policy file. */
    allowed?: { suppressions: 'none' | readonly string[]; file: string };
  },
): { findings: Finding[]; suppressed: Suppressed[] } {
  const off = options.off ?? new Set<string>();
  const { ignores, bad } = readIgnores(text, options.fullRead);
  if (ignores.length === 0 && bad.length === 0) return { findings: [...findings], suppressed: [] };
  const allowed = options.allowed;
  const permits = (code: string): boolean =>
    !allowed || (allowed.suppressions !== 'none' && allowed.suppressions.includes(code));
  const byLine = new Map<number, Ignore[]>();
  for (const i of ignores) byLine.set(i.target, [...(byLine.get(i.target) ?? []), i]);
  const used = new Set<string>();
  const kept: Finding[] = [];
  const suppressed: Suppressed[] = [];
  // The findings a forbidden code of a comment would have silenced, by the comment: they stand.
  const stood = new Map<Ignore, Finding[]>();
  for (const f of findings) {
    const named = CODES[f.code].notSuppressible
      ? []
      : (byLine.get(f.line) ?? []).filter((i) => i.codes.includes(f.code));
    const match = permits(f.code) ? named[0] : undefined;
    if (!permits(f.code)) for (const i of named) stood.set(i, [...(stood.get(i) ?? []), f]);
    if (!match) {
      kept.push(f);
      continue;
    }
    used.add(`${match.line}:${match.column}:${f.code}`);
    suppressed.push({ finding: f, suppression: { line: match.line, reason: match.reason } });
  }
  const warn = (p: { line: number; column: number; endColumn: number }, message: string): void => {
    kept.push(finding('unused-ignore', file, { ...p, endLine: p.line }, '', message));
  };
  for (const b of bad) warn(b, b.message);
  for (const i of ignores) {
    const forbidden = i.codes.filter((c) => Object.hasOwn(CODES, c) && !permits(c));
    if (allowed && forbidden.length > 0) {
      kept.push(
        finding(
          'suppression-not-allowed',
          file,
          { ...i, endLine: i.line },
          '',
          forbiddenMessage(forbidden, stood.get(i) ?? [], allowed),
        ),
      );
    }
    const unused = i.codes.filter((c) => !forbidden.includes(c) && !used.has(`${i.line}:${i.column}:${c}`));
    if (unused.length === 0) continue;
    warn(i, unusedMessage(i, unused, off));
  }
  kept.sort(byPlace);
  return { findings: kept, suppressed };
}

function forbiddenMessage(
  forbidden: readonly string[],
  stood: readonly Finding[],
  allowed: { suppressions: 'none' | readonly string[]; file: string },
): string {
  const rule =
    allowed.suppressions === 'none'
      ? `the repository's policy (${allowed.file}, \`suppressions: none\`) allows no suppression comments`
      : `the repository's policy (${allowed.file}) lets a comment silence only ${allowed.suppressions.join(', ')}, not ${forbidden.join(', ')}`;
  const standing = stood.map((f) => `${f.code} on line ${f.line}`);
  if (standing.length === 0) return `${rule}, so it silences nothing: remove the comment`;
  const stands = `${standing.join(' and ')} ${standing.length === 1 ? 'stands' : 'stand'}`;
  return `${rule}, so ${stands}: fix what the finding says and remove the comment; if it must be silenced, change \`suppressions\` in ${allowed.file} on the base branch, as its own reviewed change`;
}

function unusedMessage(i: Ignore, unused: string[], off: ReadonlySet<string>): string {
  const known = Object.keys(CODES);
  const parts = unused.map((c) => {
    if (!Object.hasOwn(CODES, c)) {
      const near = closest(c, known);
      return `"${c}" is not a finding code${near ? ` (did you mean ${near}?)` : ''}`;
    }
    if (CODES[c as Code].notSuppressible) return `${c} cannot be silenced (the file was not checked past it)`;
    if (off.has(c)) return `${c} is turned off here by the repository's policy file, so there is none to silence`;
    return `no ${c} finding starts on line ${i.target}`;
  });
  const all = unused.length === i.codes.length;
  return `${all ? 'this suppression silences nothing' : `this suppression is partly unused`}: ${parts.join('; ')}; ${all ? 'remove the comment' : `remove ${unused.join(', ')} from it`}`;
}
