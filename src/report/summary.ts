// The job summary, as GitHub renders it (GitHub Flavored Markdown): the verdict, the counts, then
// per file a heading linking to it and per finding its place (linked to the line), severity,
// code and message, with the offending source line and a marker under the range, as compilers
// print it. Prose wraps, so it reads in the ~900 px summary pane without scrolling sideways.
// Every text that comes from a config (paths, keys, values in messages) is escaped so that it
// renders as itself: no markup, no HTML, no raw line breaks. GitHub caps a step summary at
// 1 MiB; past a budget the findings stop, and the summary says where the rest are.

import type { Finding } from '../config/findings.js';
import { plural } from '../config/basics.js';
import { type Counts, verdictLine } from './counts.js';
import { code, type Links, linked, message, prose, url } from './markdown.js';
import type { Suppressed } from '../config/fix/suppress.js';
import { suppressionLines } from './suppressions.js';

/** The text of the lines findings start on: file → line number → line (from check-files). */
export type SourceLines = ReadonlyMap<string, ReadonlyMap<number, string>>;

const BUDGET = 900 * 1024;
/** A source line longer than this is cut around the finding's range. */
const MAX_SHOWN = 80;

/** The counts row: one column per number, so that another count is one more entry. */
function countColumns(c: Counts): Array<[string, number]> {
  return [
    ['Files checked', c.filesChecked],
    ['Invalid', c.filesInvalid],
    ['Errors', c.errors],
    ['Warnings', c.warnings],
    ['Suppressed', c.suppressed],
  ];
}

/** The source line and a marker under the range (to the line's end for a multi-line range). */
function excerpt(f: Finding, source: string): string[] {
  // One character for one: the marker counts columns of the original line, so a control
  // character is shown as its Unicode picture (a tab as ␉), not as a longer escape.
  const text = source.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    const n = c.charCodeAt(0);
    return n < 0x20 ? String.fromCharCode(0x2400 + n) : n === 0x7f ? '\u2421' : '\ufffd';
  });
  let start = Math.max(0, f.column - 1);
  let end = f.endLine > f.line ? Math.max(start + 1, text.length) : Math.max(start + 1, f.endColumn - 1);
  let shown = text;
  let offset = 0;
  if (shown.length > MAX_SHOWN) {
    offset = Math.max(0, Math.min(start - 20, shown.length - MAX_SHOWN));
    shown = `${offset > 0 ? '…' : ''}${shown.slice(offset, offset + MAX_SHOWN)}${offset + MAX_SHOWN < text.length ? '…' : ''}`;
    const lead = offset > 0 ? 1 : 0;
    start = start - offset + lead;
    end = Math.min(end - offset + lead, shown.length);
  }
  const number = String(f.line);
  const gutter = ' '.repeat(number.length);
  const marker = `${' '.repeat(start)}${'^'.repeat(Math.max(1, end - start))}`;
  const body = [`${number} | ${shown.trimEnd()}`, `${gutter} | ${marker}`];
  const longest = Math.max(2, ...body.flatMap((l) => [...l.matchAll(/`+/g)].map((m) => m[0].length)));
  const fence = '`'.repeat(longest + 1);
  return [fence, ...body, fence];
}

/** A finding's block: its place (linked), severity, code and location, the message, the source line. */
export function findingBlock(f: Finding, links: Links, sources: SourceLines | undefined): string[] {
  const icon = f.severity === 'error' ? '❌ error' : '⚠️ warning';
  const head = `${linked(`${f.line}:${f.column}`, url(links, f.file, f.line))} ${icon} ${code(f.code)}${f.location ? ` at ${code(f.location)}` : ''}`;
  // A hard line break keeps the place and the message together; the message wraps below it.
  const out = [`${head}\\`, message(f.message), ''];
  // An empty range (a missing key at the top, a file-level finding) points at no text to mark.
  const empty = f.endLine === f.line && f.endColumn <= f.column;
  const source = empty ? undefined : sources?.get(f.file)?.get(f.line);
  if (source !== undefined) out.push(...excerpt(f, source), '');
  return out;
}

function tally(errors: number, warnings: number): string {
  return [errors ? plural(errors, 'error') : '', warnings ? plural(warnings, 'warning') : '']
    .filter(Boolean)
    .join(', ');
}

export interface SummaryOptions {
  /** The run's verdict under the fail-level (policy-file.ts `fails`): the ❌ or ✅. */
  failing: boolean;
  /** The JSON report's path, named where the summary is cut. */
  reportFile?: string;
  /** The lines of the files as checked, shown under each finding. */
  sources?: SourceLines;
  /** The suppressions the run applied, listed under the counts (before the findings, which may be cut). */
  suppressed?: readonly Suppressed[];
}

export function renderSummary(
  counts: Counts,
  findings: readonly Finding[],
  links: Links,
  options: SummaryOptions,
): string {
  return summaryOf(counts, findings, links, options).text;
}

/** The summary, and how many findings it shows (all of them, unless its size budget ran out). */
export function summaryOf(
  counts: Counts,
  findings: readonly Finding[],
  links: Links,
  { failing, reportFile, sources, suppressed = [] }: SummaryOptions,
): { text: string; shown: number } {
  const columns = countColumns(counts);
  const out: string[] = [
    '## component_config check',
    '',
    `${failing ? '❌' : '✅'} ${verdictLine(counts)}`,
    '',
    `| ${columns.map(([label]) => label).join(' | ')} |`,
    `|${columns.map(() => '---:|').join('')}`,
    `| ${columns.map(([, n]) => n).join(' | ')} |`,
    '',
  ];
  const silenced = suppressionLines(suppressed, links, {
    elsewhere: `the log${reportFile ? ' and in the JSON report' : ''}`,
  });
  if (silenced.length) out.push(...silenced, '');
  if (findings.length === 0) return { text: `${out.join('\n')}\n`, shown: 0 };
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) {
    const own = byFile.get(f.file);
    if (own) own.push(f);
    else byFile.set(f.file, [f]);
  }
  let size = Buffer.byteLength(out.join('\n'));
  let shown = 0;
  files: for (const [file, own] of byFile) {
    const errors = own.filter((f) => f.severity === 'error').length;
    const heading = [`### ${linked(prose(file), url(links, file))}`, '', tally(errors, own.length - errors), ''];
    let first = true;
    for (const f of own) {
      const block = [...(first ? heading : []), ...findingBlock(f, links, sources)];
      const cost = Buffer.byteLength(block.join('\n')) + 1;
      if (size + cost > BUDGET) break files;
      out.push(...block);
      size += cost;
      shown++;
      first = false;
    }
  }
  if (shown < findings.length) {
    out.push(
      `${findings.length - shown} more findings are not shown here (the summary has a size limit); every finding is in the log${reportFile ? ' and in the JSON report' : ''}.`,
      '',
    );
  }
  return { text: `${out.join('\n').replace(/\n+$/, '')}\n`, shown };
}

/** The summary of a run whose patterns matched no file. */
export function renderNoMatchSummary(patterns: readonly string[], workspace: string, failed: boolean): string {
  return [
    '## component_config check',
    '',
    `${failed ? '❌' : '⚠️'} No file matches input ${code('files')} (${patterns.map(code).join(', ')}) under ${code(workspace)}: nothing was checked.`,
    '',
  ].join('\n');
}
