// Fixes as review suggestions: which fixable findings sit on lines the pull request changed, the
// whole lines each fix rewrites, and the comment that carries them. Pure: the caller lists the
// PR's files and review comments and posts the review.

import { createHash } from 'node:crypto';
import type { Finding } from '../config/findings.js';
import type { ChangedEntry } from './changed.js';
import { rightSide, type RightLine } from './diff.js';

/** At most this many suggestions a run: a review of hundreds is unreadable, and the next run posts the rest. */
export const SUGGESTIONS_PER_RUN = 50;

export interface Suggestion {
  /** The file as the pull request names it (repository-relative, the new name of a renamed file). */
  path: string;
  /** First line replaced, when the suggestion replaces several. */
  startLine?: number;
  /** Last line replaced (the one GitHub anchors the comment on). */
  line: number;
  code: string;
  /** The lines that replace them, without a final line end ("" deletes them). */
  text: string;
  body: string;
}

/** A review comment already on the pull request, as the API lists it. */
export interface ReviewComment {
  path: string;
  body: string;
}

export interface SuggestionPlan {
  post: Suggestion[];
  /** New suggestions beyond SUGGESTIONS_PER_RUN, left for the next run. */
  more: number;
  /** Already on the pull request from an earlier run. */
  already: number;
  /** Fixable findings that cannot carry a suggestion (outside the diff, or the diff is not the workspace's text). */
  outside: number;
}

export interface PlanInput {
  findings: readonly Finding[];
  files: readonly ChangedEntry[];
  existing: readonly ReviewComment[];
  /** The checked text of a finding's file (workspace-relative), or undefined when it cannot be read. */
  readText: (file: string) => string | undefined;
  limit?: number;
}

export function planSuggestions(input: PlanInput): SuggestionPlan {
  const limit = input.limit ?? SUGGESTIONS_PER_RUN;
  const seen = new Set(input.existing.flatMap((c) => (markerOf(c.body) ? [keyOf(c.path, markerOf(c.body)!)] : [])));
  const diffs = new Map<string, Map<number, RightLine>>();
  const texts = new Map<string, string[] | undefined>();
  const plan: SuggestionPlan = { post: [], more: 0, already: 0, outside: 0 };

  for (const f of input.findings) {
    if (!f.fix || f.fix.edits.length === 0) continue;
    const entry = prFileOf(f.file, input.files);
    if (!entry?.patch) {
      plan.outside++;
      continue;
    }
    if (!diffs.has(entry.filename)) diffs.set(entry.filename, rightSide(entry.patch));
    if (!texts.has(f.file)) texts.set(f.file, splitLines(input.readText(f.file)));
    const lines = texts.get(f.file);
    const replaced = lines && replaceLines(lines, f.fix.edits);
    if (!replaced || !onDiff(diffs.get(entry.filename)!, lines, replaced.first, replaced.last)) {
      plan.outside++;
      continue;
    }
    const marker = { code: f.code, hash: hashOf(replaced.text) };
    const key = keyOf(entry.filename, marker);
    if (seen.has(key)) {
      plan.already++;
      continue;
    }
    seen.add(key);
    if (plan.post.length >= limit) {
      plan.more++;
      continue;
    }
    plan.post.push({
      path: entry.filename,
      ...(replaced.first < replaced.last ? { startLine: replaced.first } : {}),
      line: replaced.last,
      code: f.code,
      text: replaced.text,
      body: suggestionBody(f, replaced.text, marker),
    });
  }
  return plan;
}

/** The review API's comment for a suggestion. */
export function reviewComment(s: Suggestion): {
  path: string;
  body: string;
  line: number;
  side: 'RIGHT';
  start_line?: number;
  start_side?: 'RIGHT';
} {
  return {
    path: s.path,
    body: s.body,
    line: s.line,
    side: 'RIGHT',
    ...(s.startLine !== undefined ? { start_line: s.startLine, start_side: 'RIGHT' as const } : {}),
  };
}

/**
 * The PR's entry for a workspace-relative file: the same path, or the workspace holding the
 * repository below it (actions/checkout with `path:`), as only-changed matches them.
 */
function prFileOf(file: string, files: readonly ChangedEntry[]): ChangedEntry | undefined {
  const live = files.filter((e) => e.status !== 'removed');
  return live.find((e) => e.filename === file) ?? live.find((e) => file.endsWith(`/${e.filename}`));
}

function splitLines(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  // Positions are counted after a BOM, as the checker counts them.
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/**
 * Every line of the replaced block is in one hunk of the right side with the workspace's text
 * (on a pull_request event the workspace is the merge commit, which can differ from the head),
 * and the pull request added at least one of them: a suggestion on a line it did not touch would
 * be about someone else's change.
 */
function onDiff(diff: Map<number, RightLine>, lines: readonly string[], first: number, last: number): boolean {
  const hunk = diff.get(first)?.hunk;
  let added = false;
  for (let n = first; n <= last; n++) {
    const right = diff.get(n);
    if (!right || right.hunk !== hunk || right.text !== lines[n - 1]) return false;
    added ||= right.added;
  }
  return added;
}

type Edit = NonNullable<Finding['fix']>['edits'][number];

/**
 * The whole lines a fix rewrites and what they become. An edit that ends at column 1 of the
 * next line ends with the line end before it; a result that lost the block's last line end
 * joined it with the next line, which then belongs to the block too.
 */
export function replaceLines(
  lines: readonly string[],
  edits: readonly Edit[],
): { first: number; last: number; text: string } | undefined {
  const first = Math.min(...edits.map((e) => e.line));
  if (!(first >= 1)) return undefined;
  let last = Math.max(...edits.map((e) => (e.endColumn === 1 && e.endLine > e.line ? e.endLine - 1 : e.endLine)));
  for (; last <= lines.length; last++) {
    const block = lines.slice(first - 1, last).join('\n') + '\n';
    const offset = (line: number, column: number): number | undefined => {
      if (line < first || line > last + 1 || column < 1) return undefined;
      let at = 0;
      for (let n = first; n < line; n++) at += lines[n - 1]!.length + 1;
      const width = line <= last ? lines[line - 1]!.length + 1 : 1;
      return column <= width ? at + column - 1 : undefined;
    };
    const spans = edits.map((e) => ({ start: offset(e.line, e.column), end: offset(e.endLine, e.endColumn), e }));
    if (spans.some((s) => s.start === undefined || s.end === undefined || s.end < s.start)) return undefined;
    let text = block;
    for (const s of [...spans].sort((a, b) => b.start! - a.start!))
      text = text.slice(0, s.start) + s.e.text + text.slice(s.end);
    if (text === '') return { first, last, text: '' };
    if (text.endsWith('\n')) return { first, last, text: text.slice(0, -1).replace(/\r\n?/g, '\n') };
  }
  return undefined;
}

const MARKER = /<!-- component-config-check suggestion code=([a-z0-9-]+) text=([0-9a-f]{16}) -->/;

interface Marker {
  code: string;
  hash: string;
}

function markerOf(body: string): Marker | undefined {
  const m = MARKER.exec(body);
  return m ? { code: m[1]!, hash: m[2]! } : undefined;
}

function keyOf(path: string, m: Marker): string {
  return `${path}\0${m.code}\0${m.hash}`;
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function suggestionBody(f: Finding, text: string, marker: Marker): string {
  // A fence longer than any run of backticks in the text, so the text cannot close it.
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [
    `**\`${f.code}\`** ${f.message}`,
    '',
    `${fence}suggestion`,
    ...(text === '' ? [] : [text]),
    fence,
    '',
    `<!-- component-config-check suggestion code=${marker.code} text=${marker.hash} -->`,
  ].join('\n');
}
