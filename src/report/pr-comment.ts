// The pull request's summary comment: the verdict, the counts of each file with findings, and
// every finding linked to its line, in one comment that each run edits in place. Hidden markers
// let the next run find it (one per check name) and know whether it last said "failing".

import type { Finding } from '../config/findings.js';
import { type Counts, countPerFile, verdictLine } from './counts.js';
import { cell, code, type Links, linked, message, prose, url } from './markdown.js';

/** GitHub refuses a comment body over 65,536 characters. */
export const COMMENT_LIMIT = 65_536;

export type CommentState = 'failure' | 'success';

export interface CommentInput {
  checkName: string;
  counts: Counts;
  findings: readonly Finding[];
  /** `sha` is the commit the links point at (the pull request's head). */
  links: Links;
  runUrl?: string | undefined;
  /** Lines about this run's suggestions, shown under the verdict. */
  notes?: readonly string[];
  /** What the comment said before this run, when there is one. */
  previous?: CommentState | undefined;
  limit?: number;
}

/** The line that identifies the comment of one check name. */
export function commentMarker(checkName: string): string {
  return `<!-- component-config-check pr-comment check=${encodeURIComponent(checkName)} -->`;
}

const STATE = /<!-- component-config-check state=(failure|success) -->/;

export function commentState(body: string): CommentState | undefined {
  return STATE.exec(body)?.[1] as CommentState | undefined;
}

/** `text` linked to the file (at a line) on the links' commit; plain text without the links. */
function place(links: Links, file: string, line: number | undefined, text = file): string {
  return linked(prose(text), url(links, file, line));
}

export function renderComment(input: CommentInput): string {
  const { counts, findings, links } = input;
  const limit = input.limit ?? COMMENT_LIMIT;
  const failing = counts.errors > 0;
  const head: string[] = [
    commentMarker(input.checkName),
    `<!-- component-config-check state=${failing ? 'failure' : 'success'} -->`,
    `### ${failing ? '❌' : '✅'} ${prose(input.checkName)}: ${verdictLine(counts)}`,
    '',
  ];
  if (!failing && input.previous === 'failure') head.push('Every error an earlier run found here is fixed now.', '');
  const sha = links.sha ? `commit \`${links.sha.slice(0, 7)}\`` : 'the latest commit';
  const run = input.runUrl ? ` ([workflow run](${input.runUrl}))` : '';
  head.push(`Checked at ${sha}${run}; this comment is updated by every run of the check.`);
  for (const note of input.notes ?? []) head.push('', note);

  const fileRows = [...countPerFile(findings)].map(
    ([file, c]) => `| ${cell(place(links, file, undefined))} | ${c.errors} | ${c.warnings} |`,
  );
  const findingRows = findings.map(
    (f) =>
      `| ${f.severity === 'error' ? '❌' : '⚠️'} | ${cell(place(links, f.file, f.line, `${f.file}:${f.line}:${f.column}`))} | \`${f.code}\` | ${f.location ? cell(code(f.location)) : ''} | ${cell(message(f.message))} |`,
  );
  if (findings.length === 0) return `${head.join('\n')}\n`;

  const where = input.runUrl ? `the job summary and the log of [the workflow run](${input.runUrl})` : 'the job log';
  const cutLine = (files: number, rows: number) =>
    `**Not shown: ${[files && `${files} more file${files === 1 ? '' : 's'}`, rows && `${rows} more finding${rows === 1 ? '' : 's'}`].filter(Boolean).join(' and ')}** (a pull request comment holds at most ${limit.toLocaleString('en-US')} characters). Every finding is in ${where}.`;
  // Room for the longest possible cut line, so that adding it never breaks the limit.
  const reserve = cutLine(fileRows.length, findingRows.length).length + 2;

  const out = [...head, '', '| File | Errors | Warnings |', '|---|---:|---:|'];
  let size = out.join('\n').length + 1;
  const fits = (text: string) => size + text.length + 1 + reserve <= limit;
  let files = 0;
  for (const row of fileRows) {
    if (!fits(row)) break;
    out.push(row);
    size += row.length + 1;
    files++;
  }
  let rows = 0;
  const tableHead = ['', '| | Place | Code | Location | Message |', '|---|---|---|---|---|'].join('\n');
  if (files === fileRows.length && fits(tableHead)) {
    out.push(tableHead);
    size += tableHead.length + 1;
    for (const row of findingRows) {
      if (!fits(row)) break;
      out.push(row);
      size += row.length + 1;
      rows++;
    }
  }
  if (files < fileRows.length || rows < findingRows.length)
    out.push('', cutLine(fileRows.length - files, findingRows.length - rows));
  return `${out.join('\n')}\n`;
}
