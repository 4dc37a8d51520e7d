// Findings → workflow-command annotations on the exact range. GitHub shows columns only when a
// range starts and ends on one line, so a multi-line range is given by its lines alone.

import * as core from '../runner.js';
import type { Finding } from '../config/findings.js';

export function titleOf(f: Finding): string {
  return f.location ? `${f.code}: ${f.location}` : f.code;
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

/** The plain log line of a finding: `path:line:col: severity[code] location: message`. */
export function findingLine(f: Finding): string {
  return `${f.file}:${f.line}:${f.column}: ${f.severity}[${f.code}] ${f.location ? `${f.location}: ` : ''}${f.message}`;
}
