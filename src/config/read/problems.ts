// A problem of the source layer: a finding without file and severity (the code decides that).

import type { Finding, Span } from '../findings.js';
export { FILE_START as AT_START } from '../findings.js';
import { formatPath, type Path } from '../paths.js';
import type { ConstructFailure } from './pyyaml/constructor.js';

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

/** What the builder's constructor says of one value, for full-read.ts to word (both walks hand it back). */
export type Said =
  | {
      said: 'construct';
      failure: ConstructFailure;
      raw: string;
      tag: string;
      explicit: boolean;
      key: boolean;
      span: Span;
      path: Path;
    }
  | { said: 'special'; raw: string; tag: string; span: Span; path: Path };

export function problem(code: SourceCode, message: string, span: Span, path: Path = []): Problem {
  return { code, message, location: formatPath(path), ...span };
}
