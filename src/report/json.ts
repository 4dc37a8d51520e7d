// The JSON report: every finding with its file and range, and the counts.

import fs from 'node:fs';
import path from 'node:path';
import type { Form } from '../config/check.js';
import type { Finding } from '../config/findings.js';
import type { Counts } from './counts.js';

export interface FileEntry {
  file: string;
  form: Form | null;
  errors: number;
  warnings: number;
}

export function writeJsonReport(target: string, counts: Counts, files: FileEntry[], findings: readonly Finding[]): void {
  const report = {
    tool: 'component-config-action',
    counts,
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
    })),
  };
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(report, null, 2)}\n`);
}
