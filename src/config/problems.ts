// A problem of the source layer: a finding without file and severity (the code decides that).

import type { Finding, Span } from './findings.js';
import { formatPath, type Path } from './paths.js';

export type Problem = Omit<Finding, 'file' | 'severity'> & { code: SourceCode };
export type SourceCode =
  | 'file-too-large' | 'not-utf8' | 'empty-file' | 'yaml-syntax' | 'multiple-documents'
  | 'duplicate-key' | 'invalid-key' | 'unsupported-tag' | 'invalid-merge' | 'too-deep'
  | 'too-complex';

export function problem(code: SourceCode, message: string, span: Span, path: Path = []): Problem {
  return { code, message, location: formatPath(path), ...span };
}

export const AT_START: Span = { line: 1, column: 1, endLine: 1, endColumn: 1 };
