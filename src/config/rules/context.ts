// What a family's rule is given: the parsed data, the form, the source (for places and fixes),
// and a way to add a finding. The registry (index.ts) makes one per file.

import type { Anchor, Code, Fix } from '../findings.js';
import type { Form } from '../schema/form.js';
import { isObject } from '../basics.js';
import type { Path } from '../paths.js';
import { Timestamp, type Source } from '../read/source.js';

export type Obj = Record<string, unknown>;

export interface RuleContext {
  data: Obj;
  form: Form;
  source: Source;
  add(code: Code, path: Path, message: string, anchor?: Anchor, fix?: Fix): void;
  /** Reports a key YAML read as a non-string (the schema's wrong-type); true when it did. */
  nonStringKey(path: Path, pointer: string, why: string, fixable?: boolean): boolean;
  /**
   * The mapping `value` (at `path`), or undefined; a date there is reported as wrong-type, since
   * the schema takes a date (an object) for a mapping. `expected` says what belongs there.
   */
  mapping(value: unknown, path: Path, expected: string): Obj | undefined;
}

/** A family's check: looks only at values of the type it expects, so a refused value is not reported twice. */
export type Rule = (ctx: RuleContext) => void;

export const isObj = (v: unknown): v is Obj => isObject(v) && !(v instanceof Timestamp);
export const isStr = (v: unknown): v is string => typeof v === 'string';

/** The build_config mapping, when there is one. */
export const buildOf = (ctx: RuleContext): Obj | undefined =>
  isObj(ctx.data['build_config']) ? ctx.data['build_config'] : undefined;
