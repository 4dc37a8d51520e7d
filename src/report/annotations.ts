// Findings → workflow-command annotations on the exact range. GitHub shows columns only when a
// range starts and ends on one line, so a multi-line range is given by its lines alone.

import { plural } from '../config/basics.js';
import type { Finding } from '../config/findings.js';
import { logLine, logText } from './log-line.js';
import { visible } from './markdown.js';
import type { AnnotationProperties, Annotator } from './workflow-commands.js';

/** Control characters of a key show as escapes (`\n`), as in the summary: a title is one line. */
export function titleOf(f: Finding): string {
  return f.location ? `${f.code}: ${visible(f.location)}` : f.code;
}

/** An annotation's message, escaped as its title is: no config byte drives the log viewer. */
export function messageOf(f: Finding): string {
  return visible(f.message);
}

/** Each finding as an annotation, given to `to` (the runner, or a stream of workflow commands). */
export function annotate(findings: readonly Finding[], to: Annotator): void {
  for (const f of findings) {
    const props: AnnotationProperties = { title: titleOf(f), file: f.file, startLine: f.line, endLine: f.endLine };
    if (f.line === f.endLine) {
      props.startColumn = f.column;
      props.endColumn = Math.max(f.column, f.endColumn);
    }
    if (f.severity === 'error') to.error(messageOf(f), props);
    else to.warning(messageOf(f), props);
  }
}

/** Colors a part of a log line: the place, or the severity. The default paints nothing. */
export type Paint = (part: 'place' | Finding['severity'], text: string) => string;

/**
 * The log line of a finding: `path:line:col: severity[code] location: message`, its path, key
 * and message escaped so that it cannot become a workflow command (see log-line.ts).
 */
export function findingLine(f: Finding, paint: Paint = (_, text) => text): string {
  const place = paint('place', logLine(`${f.file}:${f.line}:${f.column}`));
  return `${place}: ${paint(f.severity, f.severity)}[${f.code}] ${logText(`${f.location ? `${f.location}: ` : ''}${f.message}`)}`;
}

/** GitHub shows at most this many error and this many warning annotations of a step. */
export const SHOWN_PER_STEP = 10;

/** Where every finding can be read besides the annotations. */
export interface FindingsElsewhere {
  /** How many findings the job summary shows (it stops at its size limit); undefined: no summary. */
  inSummary: number | undefined;
  /** The JSON report written, which holds them all. */
  reportFile?: string | undefined;
}

/**
 * One notice when GitHub will not show every annotation inline: how many it shows, where all of
 * them are (the job summary only when it holds them all), and (unless the check run was asked
 * for already) how to see them all inline.
 */
export function capNotice(
  findings: readonly Finding[],
  adviseCheckRun: boolean,
  elsewhere: FindingsElsewhere,
): string | undefined {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  if (errors <= SHOWN_PER_STEP && warnings <= SHOWN_PER_STEP) return undefined;
  const shown = (n: number, word: string) => `${Math.min(n, SHOWN_PER_STEP)} of ${plural(n, word)}`;
  const { inSummary, reportFile } = elsewhere;
  const where =
    inSummary !== undefined && inSummary >= findings.length
      ? 'in the job summary and in the log above'
      : `in the log above${reportFile ? ` and in the JSON report (${reportFile})` : ''}${inSummary === undefined ? '' : `; the job summary shows the first ${inSummary} (it has a size limit)`}`;
  return `GitHub shows ${shown(errors, 'error')} and ${shown(warnings, 'warning')} inline (at most ${SHOWN_PER_STEP} of each per step); all ${findings.length} findings are ${where}${adviseCheckRun ? '. Set check-run: true (with permissions checks: write) to show every one inline' : ''}`;
}
