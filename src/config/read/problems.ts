// A problem of the source layer: a finding without file and severity (the code decides that).

import type { Finding, Span } from '../findings.js';
export { FILE_START as AT_START } from '../findings.js';
import { formatPath, type Path } from '../paths.js';

export type Problem = Omit<Finding, 'file' | 'severity'> & { code: SourceCode };
/** The codes of problems after which the file was not read as data (no form was checked). */
export const SOURCE_CODES = [
  'file-too-large',
  'not-utf8',
  'empty-file',
  'yaml-syntax',
  'multiple-documents',
  'duplicate-key',
  'invalid-key',
  'unsupported-tag',
  'invalid-merge',
  'too-deep',
  'too-complex',
] as const;
export type SourceCode = (typeof SOURCE_CODES)[number];

export function problem(code: SourceCode, message: string, span: Span, path: Path = []): Problem {
  return { code, message, location: formatPath(path), ...span };
}
