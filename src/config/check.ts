// PLACEHOLDER: the checker's public entry (being written). Signature is final.
import type { Finding, Span } from './findings.js';

export type Form = 'current' | 'earlier';
export type FormChoice = 'auto' | Form;

export interface CheckOptions {
  /** Which form of the schema to check against; "auto" (the default) detects it per file. */
  form?: FormChoice;
}

/** A package_data source string as written, with its place, for the check-paths option. */
export interface SourceRef extends Span {
  value: string;
  location: string;
}

export interface CheckResult {
  file: string;
  form: Form;
  /** Sorted by line, then column. */
  findings: Finding[];
  /** The package_data sources that passed the schema, for checks against the file system. */
  packageSources: SourceRef[];
}

export function checkBytes(file: string, bytes: Uint8Array, options: CheckOptions = {}): CheckResult {
  throw new Error(`not yet ${file} ${bytes.length} ${JSON.stringify(options)}`);
}

export function checkText(file: string, text: string, options: CheckOptions = {}): CheckResult {
  throw new Error(`not yet ${file} ${text.length} ${JSON.stringify(options)}`);
}
