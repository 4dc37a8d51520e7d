// The JSON report: every finding with its file and range, and the counts.

import type { Finding } from '../config/findings.js';
import type { Suppressed } from '../config/fix/suppress.js';
import type { Counts, FileEntry } from './counts.js';

/** The policy file that applied, and the commit it was read at (when the workspace is a git checkout). */
export interface AppliedPolicy {
  file: string;
  commit?: string;
}

export function renderJsonReport(
  counts: Counts,
  files: readonly FileEntry[],
  findings: readonly Finding[],
  suppressed: readonly Suppressed[] = [],
  policy?: AppliedPolicy,
): string {
  const report = {
    tool: 'component-config-action',
    policy: policy ? { file: policy.file, commit: policy.commit ?? null } : null,
    // The report's own shape (a public interface), not whatever Counts holds.
    counts: {
      filesChecked: counts.filesChecked,
      filesInvalid: counts.filesInvalid,
      errors: counts.errors,
      warnings: counts.warnings,
      suppressed: counts.suppressed,
    },
    files,
    findings: findings.map((f) => ({
      file: f.file,
      line: f.line,
      column: f.column,
      endLine: f.endLine,
      endColumn: f.endColumn,
      severity: f.severity,
      code: f.code,
      location: f.location,
      message: f.message,
      ...(f.defaultSeverity ? { defaultSeverity: f.defaultSeverity } : {}),
      ...(f.fix ? { fix: f.fix } : {}),
    })),
    suppressed: suppressed.map((s) => ({ ...s.finding, suppression: s.suppression })),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}
