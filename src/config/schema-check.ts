// Whether a document fits a form, by TypeBox's checkers compiled at development time
// (checkers.generated.ts). Most files fit: for them nothing more is loaded. The findings of a
// file that does not fit come from schema-findings.ts, which needs TypeBox's type builder and
// error iteration, the bulk of the bundle's code: the caller provides it (the bundle loads it,
// as a chunk of its own, at the first file that fails).

import { checkCurrent, checkEarlier } from './checkers.generated.js';
import type { Form } from './form.js';
import type { Draft } from './findings.js';
import type { Source } from './source.js';

export type SchemaFindings = (form: Form, data: unknown, source: Source) => Draft[];

let explain: SchemaFindings | undefined;

/** Provides the findings of a document that does not fit (schemaDrafts of schema-findings.ts). */
export function useSchemaFindings(f: SchemaFindings): void {
  explain = f;
}

/** Thrown for a document that does not fit while no SchemaFindings was provided: provide it, check again. */
export class SchemaFindingsNeeded extends Error {}

/** Whether a document fits a form (no schema finding); a document that does not fit has one at least. */
export function fits(form: Form, data: unknown): boolean {
  return (form === 'current' ? checkCurrent : checkEarlier)(data);
}

export function schemaDrafts(form: Form, data: unknown, source: Source): Draft[] {
  if (fits(form, data)) return [];
  if (!explain) throw new SchemaFindingsNeeded('the schema findings module is not loaded');
  return explain(form, data, source);
}
