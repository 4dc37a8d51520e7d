// Fixes as review suggestions: which fixable findings sit on lines the pull request changed, the
// whole lines each fix rewrites, and the comment that carries them. Pure: the caller lists the
// PR's files and review comments and posts the review.

import { createHash } from 'node:crypto';
import type { Finding } from '../config/findings.js';
import { applyEdits } from '../config/fix/fixes.js';
import type { ChangedEntry } from './changed.js';
import { rightSide, type RightLine } from './diff.js';
import { code, message } from '../report/markdown.js';

/**
 * At most this many suggestions a run unless input max-suggestions says otherwise: GitHub's
 * guidance on secondary rate limits advises against bursts of content creation, and a review of
 * hundreds is unreadable; the next run posts the rest.
 */
export const DEFAULT_MAX_SUGGESTIONS = 30;

export interface Suggestion {
  /** The file as the pull request names it (repository-relative, the new name of a renamed file). */
  path: string;
  /** First line replaced, when the suggestion replaces several. */
  startLine?: number;
  /** Last line replaced (the one GitHub anchors the comment on). */
  line: number;
  /** The codes of the findings it fixes (several when their fixes touch the same lines). */
  codes: string[];
  /** The lines that replace them, without a final line end ("" deletes them, unless `blank`). */
  text: string;
  /** They become one empty line (`text` is ""): a suggestion of one empty line, not a deletion. */
  blank?: true;
  body: string;
}

/** A review comment of this action's already on the pull request, as the API lists it. */
export interface ReviewComment {
  path: string;
  body: string;
}

export interface SuggestionPlan {
  post: Suggestion[];
  /** New suggestions beyond the limit (or held back behind another fix on their lines), left for the next run. */
  more: number;
  /** Already on the pull request from an earlier run. */
  already: number;
  /** Fixable findings that cannot carry a suggestion (outside the diff, or the diff is not the workspace's text). */
  outside: number;
  /** The suggestion keys (see suggestionKey) of every fix still wanted: an earlier suggestion with another is stale. */
  current: Set<string>;
}

export interface PlanInput {
  findings: readonly Finding[];
  files: readonly ChangedEntry[];
  /** This action's suggestions already on the pull request that can still be applied (not outdated). */
  existing: readonly ReviewComment[];
  /**
   * The lines of a finding's file (workspace-relative) as the check read them, by number: at
   * least those each fix rewrites and the one after. Undefined when there are none.
   */
  lines: (file: string) => ReadonlyMap<number, string> | undefined;
  limit?: number;
  /** A workspace file's path from its repository's root, as the pull request's files name it. */
  place?: (file: string) => string;
}

type Edit = NonNullable<Finding['fix']>['edits'][number];

interface Fixable {
  f: Finding;
  first: number;
  last: number;
}

export function planSuggestions(input: PlanInput): SuggestionPlan {
  const limit = input.limit ?? DEFAULT_MAX_SUGGESTIONS;
  const seen = new Set(input.existing.flatMap((c) => suggestionKey(c) ?? []));
  const texts = new Map<string, ReadonlyMap<number, string> | undefined>();
  const plan: SuggestionPlan = { post: [], more: 0, already: 0, outside: 0, current: new Set() };

  // The fixable findings by the PR's file, in the order the findings come.
  const byFile = new Map<string, { entry: ChangedEntry; file: string; items: Fixable[] }>();
  for (const f of input.findings) {
    if (!f.fix || f.fix.edits.length === 0) continue;
    const entry = prFileOf(input.place?.(f.file) ?? f.file, input.files);
    if (!entry?.patch) {
      plan.outside++;
      continue;
    }
    if (!texts.has(f.file)) texts.set(f.file, input.lines(f.file));
    const lines = texts.get(f.file);
    const replaced = lines && replaceLines(lines, f.fix.edits);
    if (!replaced) {
      plan.outside++;
      continue;
    }
    const group = byFile.get(entry.filename) ?? { entry, file: f.file, items: [] };
    group.items.push({ f, first: replaced.first, last: replaced.last });
    byFile.set(entry.filename, group);
  }

  for (const { entry, file, items } of byFile.values()) {
    const diff = rightSide(entry.patch!);
    const lines = texts.get(file)!;
    // GitHub applies one suggestion per line in a batch: fixes on the same or overlapping lines
    // become one suggestion carrying them all (those whose edits collide wait for the next run).
    for (const cluster of overlapping(items)) {
      const chosen: Fixable[] = [];
      const edits: Edit[] = [];
      for (const item of cluster) {
        if (item.f.fix!.edits.some((e) => edits.some((d) => collide(e, d)))) {
          plan.more++;
          continue;
        }
        chosen.push(item);
        edits.push(...item.f.fix!.edits);
      }
      const replaced = replaceLines(lines, edits);
      if (!replaced || !onDiff(diff, lines, replaced.first, replaced.last)) {
        plan.outside += chosen.length;
        continue;
      }
      // One empty line and nothing are different texts, so different suggestions.
      const marker = {
        code: chosen.map((c) => c.f.code).join('+'),
        hash: hashOf(replaced.blank ? '\n' : replaced.text),
      };
      const key = keyOf(entry.filename, marker);
      plan.current.add(key);
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
        codes: chosen.map((c) => c.f.code),
        text: replaced.text,
        ...(replaced.blank ? { blank: true as const } : {}),
        body: suggestionBody(
          chosen.map((c) => c.f),
          replaced,
          marker,
        ),
      });
    }
  }
  return plan;
}

/** Runs of fixes whose line ranges overlap, each sorted by line. */
function overlapping(items: readonly Fixable[]): Fixable[][] {
  const sorted = [...items].sort((a, b) => a.first - b.first || a.last - b.last);
  const out: Fixable[][] = [];
  let end = -1;
  for (const item of sorted) {
    if (out.length > 0 && item.first <= end) {
      out.at(-1)!.push(item);
      end = Math.max(end, item.last);
    } else {
      out.push([item]);
      end = item.last;
    }
  }
  return out;
}

/** Two edits that change the same characters (or insert at the same place) cannot both apply. */
function collide(a: Edit, b: Edit): boolean {
  const pos = (line: number, column: number) => line * 1e7 + column;
  const [as, ae, bs, be] = [
    pos(a.line, a.column),
    pos(a.endLine, a.endColumn),
    pos(b.line, b.column),
    pos(b.endLine, b.endColumn),
  ];
  return (as < be && bs < ae) || as === bs;
}

/** The key of an earlier suggestion of this action's (file, codes, text), from its marker. */
export function suggestionKey(c: ReviewComment): string | undefined {
  const m = markerOf(c.body);
  return m ? keyOf(c.path, m) : undefined;
}

/** Whether a comment body carries this action's suggestion marker. */
export function hasSuggestionMarker(body: string): boolean {
  return markerOf(body) !== undefined;
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

/**
 * Every line of the replaced block is in one hunk of the right side with the workspace's text
 * (on a pull_request event the workspace is the merge commit, which can differ from the head),
 * and the pull request added at least one of them: a suggestion on a line it did not touch would
 * be about someone else's change.
 */
function onDiff(
  diff: Map<number, RightLine>,
  lines: ReadonlyMap<number, string>,
  first: number,
  last: number,
): boolean {
  const hunk = diff.get(first)?.hunk;
  let added = false;
  for (let n = first; n <= last; n++) {
    const right = diff.get(n);
    if (!right || right.hunk !== hunk || right.text !== lines.get(n)) return false;
    added ||= right.added;
  }
  return added;
}

/**
 * The whole lines a fix rewrites and what they become. An edit that ends at column 1 of the
 * next line ends with the line end before it; a result that lost the block's last line end
 * joined it with the next line, which then belongs to the block too. Lines that become one
 * empty line are `blank` (their line end stays), unlike lines deleted with their line ends.
 */
export function replaceLines(
  lines: ReadonlyMap<number, string>,
  edits: readonly Edit[],
): { first: number; last: number; text: string; blank?: true } | undefined {
  const first = Math.min(...edits.map((e) => e.line));
  if (!(first >= 1)) return undefined;
  let last = Math.max(...edits.map((e) => (e.endColumn === 1 && e.endLine > e.line ? e.endLine - 1 : e.endLine)));
  // These lines have lost their line ends: a column past a line's end (between a CRLF's two
  // characters) has no place in them.
  const width = (line: number): number => (lines.get(line)?.length ?? 0) + 1;
  if (edits.some((e) => e.column > width(e.line) || e.endColumn > width(e.endLine))) return undefined;
  // The edits count lines from the block's first.
  const inBlock = edits.map((e) => ({ ...e, line: e.line - first + 1, endLine: e.endLine - first + 1 }));
  const block: string[] = [];
  for (let n = first; n < last; n++) {
    const line = lines.get(n);
    if (line === undefined) return undefined;
    block.push(line);
  }
  // Past the text's last line, or past the lines the check kept (then there is no suggestion).
  for (; lines.has(last); last++) {
    block.push(lines.get(last)!);
    const text = applyLines(block, inBlock);
    if (text === undefined) return undefined;
    if (text === '') return { first, last, text: '' };
    // The file's last line, without a line end of its own (the check's lines hold the line
    // after every fix's last when there is one): emptied, it is gone, as deleted.
    if (text === '\n') return lines.has(last + 1) ? { first, last, text: '', blank: true } : { first, last, text: '' };
    if (text.endsWith('\n')) return { first, last, text: text.slice(0, -1).replace(/\r\n?/g, '\n') };
  }
  return undefined;
}

/** The block of lines with the edits applied, or undefined when they do not fit it. */
function applyLines(block: readonly string[], edits: readonly Edit[]): string | undefined {
  try {
    return applyEdits(block.join('\n') + '\n', edits, { lineOneAt: 0 });
  } catch {
    return undefined;
  }
}

/**
 * The marker is the last thing the action writes in a suggestion's body; the config text above it
 * (the suggested lines) may hold the same characters, so only the body's LAST marker, live or
 * retired, is the comment's own.
 */
const MARKERS =
  /<!-- component-config-check (suggestion|retired-suggestion) code=([a-z0-9+-]+) text=([0-9a-f]{16}) -->/g;

interface Marker {
  code: string;
  hash: string;
}

function lastMarker(body: string): RegExpMatchArray | undefined {
  let last: RegExpMatchArray | undefined;
  for (const m of body.matchAll(MARKERS)) last = m;
  return last;
}

function markerOf(body: string): Marker | undefined {
  const m = lastMarker(body);
  return m && m[1] === 'suggestion' ? { code: m[2]!, hash: m[3]! } : undefined;
}

/** The body with its own marker retired, so that later runs leave the comment be; the rest as it was. */
export function retireSuggestionMarker(body: string): string {
  const m = lastMarker(body);
  if (!m || m[1] !== 'suggestion' || m.index === undefined) return body;
  const retired = markerText('retired-suggestion', { code: m[2]!, hash: m[3]! });
  return body.slice(0, m.index) + retired + body.slice(m.index + m[0].length);
}

function markerText(kind: 'suggestion' | 'retired-suggestion', m: Marker): string {
  return `<!-- component-config-check ${kind} code=${m.code} text=${m.hash} -->`;
}

function keyOf(path: string, m: Marker): string {
  return `${path}\0${m.code}\0${m.hash}`;
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function suggestionBody(
  findings: readonly Finding[],
  { text, blank }: { text: string; blank?: true },
  marker: Marker,
): string {
  // A fence longer than any run of backticks in the text, so the text cannot close it.
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [
    // Messages quote config text: through the markdown layer, so a key never mentions anyone
    // (`@org/team`) nor becomes markup.
    ...findings.flatMap((f) => [`**${code(f.code)}** ${message(f.message)}`, '']),
    `${fence}suggestion`,
    // No line between the fences deletes the lines; an empty line there keeps one.
    ...(text === '' && !blank ? [] : [text]),
    fence,
    '',
    markerText('suggestion', marker),
  ].join('\n');
}
