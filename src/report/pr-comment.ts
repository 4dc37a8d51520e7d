// The pull request's summary comment: the verdict, the counts of each file with findings, and
// every finding linked to its line (laid out as in the job summary), in one comment that each run edits in place. Hidden markers
// let the next run find it (one per check name) and know whether it last said "failing".

import type { Finding } from '../config/findings.js';
import { plural } from '../config/basics.js';
import { type Counts, countPerFile, verdictLine } from './counts.js';
import { cell, type Links, linked, prose, url } from './markdown.js';
import { findingBlock } from './summary.js';
import type { Suppressed } from '../config/fix/suppress.js';
import { suppressionLines } from './suppressions.js';

/** GitHub refuses a comment body over 65,536 characters. */
export const COMMENT_LIMIT = 65_536;

export type CommentState = 'failure' | 'success';

export interface CommentInput {
  checkName: string;
  counts: Counts;
  /** The run's verdict under the fail-level (policy-file.ts `fails`): the ❌ or ✅. */
  failing: boolean;
  findings: readonly Finding[];
  /** `sha` is the commit the links point at (the pull request's head). */
  links: Links;
  runUrl?: string | undefined;
  /** Lines about this run's suggestions, shown under the verdict. */
  notes?: readonly string[];
  /** The suppressions the run applied, listed under the verdict so that a reviewer sees what was silenced. */
  suppressed?: readonly Suppressed[];
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
  const { counts, failing, findings, links } = input;
  const limit = input.limit ?? COMMENT_LIMIT;
  const head: string[] = [
    commentMarker(input.checkName),
    `<!-- component-config-check state=${failing ? 'failure' : 'success'} -->`,
    `### ${failing ? '❌' : '✅'} ${prose(input.checkName)}: ${verdictLine(counts)}`,
    '',
  ];
  if (!failing && input.previous === 'failure')
    head.push('An earlier run here failed this check; this one passes.', '');
  const sha = links.sha ? `commit \`${links.sha.slice(0, 7)}\`` : 'the latest commit';
  const run = input.runUrl ? ` ([workflow run](${input.runUrl}))` : '';
  head.push(`Checked at ${sha}${run}; this comment is updated by every run of the check.`);
  for (const note of input.notes ?? []) head.push('', note);
  const silenced = suppressionLines(input.suppressed ?? [], links, {
    elsewhere: input.runUrl ? `the log of [the workflow run](${input.runUrl})` : 'the job log',
  });
  if (silenced.length) head.push('', ...silenced);

  if (findings.length === 0) return `${head.join('\n')}\n`;

  // The counts of each file, then the job summary's layout: a heading per file and a block per
  // finding, whose prose wraps, so the comment reads at GitHub's comment width (about 750 px)
  // without scrolling sideways (a table of findings is wider than that and hides the messages).
  const perFile = countPerFile(findings);
  const fileRows = [...perFile].map(
    ([file, c]) => `| ${cell(place(links, file, undefined))} | ${c.errors} | ${c.warnings} |`,
  );
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) {
    const own = byFile.get(f.file);
    if (own) own.push(f);
    else byFile.set(f.file, [f]);
  }
  const blocks = [...byFile].flatMap(([file, own]) =>
    own.map((f, i) =>
      [...(i === 0 ? [`#### ${place(links, file, undefined)}`, ''] : []), ...findingBlock(f, links, undefined)].join(
        '\n',
      ),
    ),
  );

  const where = input.runUrl ? `the job summary and the log of [the workflow run](${input.runUrl})` : 'the job log';
  const cutLine = (files: number, rows: number) =>
    `**Not shown: ${[files && plural(files, 'more file'), rows && plural(rows, 'more finding')].filter(Boolean).join(' and ')}** (a pull request comment holds at most ${limit.toLocaleString('en-US')} characters). Every finding is in ${where}.`;
  // Room for the longest possible cut line, so that adding it never breaks the limit.
  const reserve = cutLine(fileRows.length, blocks.length).length + 2;

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
  if (files === fileRows.length && fits('')) {
    out.push('');
    size += 1;
    for (const block of blocks) {
      if (!fits(block)) break;
      out.push(block);
      size += block.length + 1;
      rows++;
    }
  }
  if (files < fileRows.length || rows < blocks.length)
    out.push('', cutLine(fileRows.length - files, blocks.length - rows));
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}
