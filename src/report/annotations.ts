// Findings → workflow-command annotations on the exact range. GitHub shows columns only when a
// range starts and ends on one line, so a multi-line range is given by its lines alone.

import * as core from '../actions-core.js';
import type { Finding } from '../config/findings.js';
import { visible } from './markdown.js';

/** Control characters of a key show as escapes (`\n`), as in the summary: a title is one line. */
export function titleOf(f: Finding): string {
  return f.location ? `${f.code}: ${visible(f.location)}` : f.code;
}

export function annotate(findings: readonly Finding[]): void {
  for (const f of findings) {
    const props: core.AnnotationProperties = { title: titleOf(f), file: f.file, startLine: f.line, endLine: f.endLine };
    if (f.line === f.endLine) {
      props.startColumn = f.column;
      props.endColumn = Math.max(f.column, f.endColumn);
    }
    if (f.severity === 'error') core.error(f.message, props);
    else core.warning(f.message, props);
  }
}

/** Colors a part of a log line: the place, or the severity. The default paints nothing. */
export type Paint = (part: 'place' | Finding['severity'], text: string) => string;

/** The log line of a finding: `path:line:col: severity[code] location: message`. */
export function findingLine(f: Finding, paint: Paint = (_, text) => text): string {
  const place = paint('place', `${f.file}:${f.line}:${f.column}`);
  return `${place}: ${paint(f.severity, f.severity)}[${f.code}] ${f.location ? `${f.location}: ` : ''}${f.message}`;
}

/** GitHub shows at most this many error and this many warning annotations of a step. */
export const SHOWN_PER_STEP = 10;

/**
 * One notice when GitHub will not show every annotation inline: how many it shows, where the
 * rest are, and (unless the check run was asked for already) how to see them all inline.
 */
export function capNotice(findings: readonly Finding[], adviseCheckRun: boolean): string | undefined {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  if (errors <= SHOWN_PER_STEP && warnings <= SHOWN_PER_STEP) return undefined;
  const shown = (n: number, word: string) => `${Math.min(n, SHOWN_PER_STEP)} of ${n} ${word}${n === 1 ? '' : 's'}`;
  return `GitHub shows ${shown(errors, 'error')} and ${shown(warnings, 'warning')} inline (at most ${SHOWN_PER_STEP} of each per step); all ${findings.length} findings are in the job summary and in the log above${adviseCheckRun ? '. Set check-run: true (with permissions checks: write) to show every one inline' : ''}`;
}
