// Whether a document fits a form, by TypeBox's checkers compiled at development time
// (checkers.generated.ts). Most files fit: for them nothing more is needed. The findings of a
// file that does not fit come from schema-findings.ts, a chunk of its own in the bundle, which
// the caller gives the check (see parts.ts) once a file has needed it.

import { checkCurrent, checkEarlier } from './checkers.generated.js';
import type { Form } from './form.js';
import type { Draft } from '../findings.js';
import type { Source } from '../read/source.js';

export type SchemaFindings = (form: Form, data: unknown, source: Source) => Draft[];

/** Whether a document fits a form (no schema finding); a document that does not fit has one at least. */
export function fits(form: Form, data: unknown): boolean {
  return (form === 'current' ? checkCurrent : checkEarlier)(data);
}

/** The schema's findings; without the schema findings part, a document that does not fit has none here (and the check answers that it needs the part). */
export function misfitDrafts(
  form: Form,
  data: unknown,
  source: Source,
  explain: () => SchemaFindings | undefined,
): Draft[] {
  if (fits(form, data)) return [];
  return explain()?.(form, data, source) ?? [];
}
