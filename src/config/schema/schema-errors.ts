// The errors of a document against a form's schema data (schemas.generated.ts), for the findings
// of a document that does not fit. TypeBox's own error iteration (typebox/schema) gave these
// before; it interprets every keyword of JSON Schema at every node, and on node 20, which runs
// it cold (a few hundred failing files in a run), it cost about 1 ms a file and its compiled
// code as much again. This walk knows only the keywords the schemas use, and gives the same
// list: the same errors, in TypeBox's order, with its schema and instance pointers and
// parameters. A unit test holds it to TypeBox's list on every fixture and on seeded mutants,
// and fails when the schema data uses a keyword not handled here.

import { Guard } from 'typebox/guard';
import { isObject } from '../basics.js';
import { pointerChild } from '../paths.js';

/** The keywords an error can have (`boolean`: a schema that is `false`). */
export const ERROR_KEYWORDS = [
  'boolean',
  'type',
  'required',
  'additionalProperties',
  'minItems',
  'minLength',
  'maxLength',
  'pattern',
  'const',
  'anyOf',
] as const;

export type SchemaKeyword = (typeof ERROR_KEYWORDS)[number];

export interface SchemaError {
  keyword: SchemaKeyword;
  /** JSON pointer of the failing keyword's schema, from `#`. */
  schemaPath: string;
  /** JSON pointer of the value, '' for the document. */
  instancePath: string;
  params: Record<string, unknown>;
}

/** The keywords the walk evaluates; the schemas' other keys are annotations (`x-…`, `description`). */
export const EVALUATED_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'required',
  'additionalProperties',
  'patternProperties',
  'properties',
  'additionalItems',
  'items',
  'minItems',
  'minLength',
  'maxLength',
  'pattern',
  'const',
  'anyOf',
]);

/** A schema as JSON data: a mapping of keywords, or true or false. */
export type SchemaData = boolean | { readonly [keyword: string]: unknown };
type Mapping = Record<string, unknown>;

/** TypeBox stops a list at this many errors (each union member's list counts on its own). */
const CAPACITY = 100_000;

export function schemaErrors(schema: SchemaData, value: unknown): SchemaError[] {
  const errors: SchemaError[] = [];
  walk(schema, value, '#', '', errors);
  return errors;
}

function add(errors: SchemaError[], error: SchemaError): false {
  if (errors.length < CAPACITY) errors.push(error);
  return false;
}

// Each keyword is evaluated even after one has failed (every error is reported), in TypeBox's
// order: type; a mapping's required, additionalProperties, patternProperties, properties; a
// list's additionalItems, items, minItems; a string's minLength, maxLength, pattern; const; anyOf.
function walk(schema: SchemaData, value: unknown, at: string, where: string, errors: SchemaError[]): boolean {
  if (errors.length >= CAPACITY) return false;
  if (typeof schema === 'boolean') {
    return schema || add(errors, { keyword: 'boolean', schemaPath: at, instancePath: where, params: {} });
  }
  let ok = true;
  const type = schema['type'];
  if (typeof type === 'string' && !isType(type, value)) {
    ok = add(errors, { keyword: 'type', schemaPath: at, instancePath: where, params: { type } });
  }
  if (isObject(value)) {
    if (!mapping(schema, value as Mapping, at, where, errors)) ok = false;
  } else if (Array.isArray(value)) {
    if (!list(schema, value, at, where, errors)) ok = false;
  } else if (typeof value === 'string') {
    const min = schema['minLength'];
    if (typeof min === 'number' && !Guard.IsMinLength(value, min)) {
      ok = add(errors, { keyword: 'minLength', schemaPath: at, instancePath: where, params: { limit: min } });
    }
    const max = schema['maxLength'];
    if (typeof max === 'number' && !Guard.IsMaxLength(value, max)) {
      ok = add(errors, { keyword: 'maxLength', schemaPath: at, instancePath: where, params: { limit: max } });
    }
    const pattern = schema['pattern'];
    if (typeof pattern === 'string' && !regExp(pattern).test(value)) {
      ok = add(errors, { keyword: 'pattern', schemaPath: at, instancePath: where, params: { pattern } });
    }
  }
  // The schemas' constants are strings and booleans, compared as they are.
  if (Object.hasOwn(schema, 'const') && value !== schema['const']) {
    ok = add(errors, {
      keyword: 'const',
      schemaPath: at,
      instancePath: where,
      params: { allowedValue: schema['const'] },
    });
  }
  const anyOf = schema['anyOf'];
  if (Array.isArray(anyOf) && !union(anyOf as SchemaData[], value, at, where, errors)) ok = false;
  return ok;
}

function isType(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      // The schemas use only the types above (a unit test holds them to it).
      return true;
  }
}

function mapping(
  schema: Exclude<SchemaData, boolean>,
  value: Mapping,
  at: string,
  where: string,
  errors: SchemaError[],
) {
  let ok = true;
  const required = schema['required'] as readonly string[] | undefined;
  if (Array.isArray(required)) {
    const missing = required.filter((key) => !has(value, key));
    if (missing.length > 0) {
      ok = add(errors, {
        keyword: 'required',
        schemaPath: at,
        instancePath: where,
        params: { requiredProperties: missing },
      });
    }
  }
  const properties = schema['properties'] as Record<string, SchemaData> | undefined;
  const patterns = schema['patternProperties'] as Record<string, SchemaData> | undefined;
  if (Object.hasOwn(schema, 'additionalProperties')) {
    const known = knownKeys(properties, patterns);
    const other = schema['additionalProperties'] as SchemaData;
    const extra: string[] = [];
    for (const key of Object.getOwnPropertyNames(value)) {
      if (known.test(key)) continue;
      if (!walk(other, value[key], `${at}/additionalProperties`, pointerChild(where, key), errors)) extra.push(key);
    }
    if (extra.length > 0) {
      ok = add(errors, {
        keyword: 'additionalProperties',
        schemaPath: at,
        instancePath: where,
        params: { additionalProperties: extra },
      });
    }
  }
  if (patterns) {
    for (const [pattern, inner] of Object.entries(patterns)) {
      const test = regExp(pattern);
      for (const [key, v] of Object.entries(value)) {
        if (
          test.test(key) &&
          !walk(inner, v, pointerChild(`${at}/patternProperties`, pattern), pointerChild(where, key), errors)
        )
          ok = false;
      }
    }
  }
  if (properties) {
    for (const [key, inner] of Object.entries(properties)) {
      // An optional key whose value is undefined counts as absent (TypeBox's inexact optional).
      if (!(required?.includes(key) ?? false) && value[key] === undefined) continue;
      if (
        has(value, key) &&
        !walk(inner, value[key], pointerChild(`${at}/properties`, key), pointerChild(where, key), errors)
      )
        ok = false;
    }
  }
  return ok;
}

function list(
  schema: Exclude<SchemaData, boolean>,
  value: unknown[],
  at: string,
  where: string,
  errors: SchemaError[],
) {
  let ok = true;
  const items = schema['items'] as SchemaData | SchemaData[] | undefined;
  if (Array.isArray(items) && Object.hasOwn(schema, 'additionalItems')) {
    const other = schema['additionalItems'] as SchemaData;
    // Only the first extra item that fails is reported.
    for (let i = items.length; i < value.length; i++) {
      if (!walk(other, value[i], `${at}/additionalItems`, `${where}/${i}`, errors)) {
        ok = false;
        break;
      }
    }
  }
  if (Array.isArray(items)) {
    for (let i = 0; i < items.length && i < value.length; i++)
      if (!walk(items[i]!, value[i], `${at}/items/${i}`, `${where}/${i}`, errors)) ok = false;
  } else if (items !== undefined) {
    for (let i = 0; i < value.length; i++)
      if (!walk(items, value[i], `${at}/items`, `${where}/${i}`, errors)) ok = false;
  }
  const min = schema['minItems'];
  if (typeof min === 'number' && value.length < min) {
    ok = add(errors, { keyword: 'minItems', schemaPath: at, instancePath: where, params: { limit: min } });
  }
  return ok;
}

/** A value fits one member at least, or every member's errors are reported, then the union's. */
function union(members: readonly SchemaData[], value: unknown, at: string, where: string, errors: SchemaError[]) {
  const failed: SchemaError[][] = [];
  for (let i = 0; i < members.length; i++) {
    const own: SchemaError[] = [];
    if (walk(members[i]!, value, `${at}/anyOf/${i}`, where, own)) return true;
    failed.push(own);
  }
  for (const own of failed) for (const e of own) add(errors, e);
  return add(errors, { keyword: 'anyOf', schemaPath: at, instancePath: where, params: {} });
}

/** Whether a mapping has a key; Object's own members are not taken for keys the user wrote. */
function has(value: Mapping, key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype' ? Object.hasOwn(value, key) : key in value;
}

// Compiled at each use, with no cache of this module's own (the checker keeps no state between
// calls): V8 keeps the compiled code of a regular expression by its source and flags.
function regExp(pattern: string): RegExp {
  return new RegExp(pattern, 'u');
}

/** A mapping's named keys and key patterns, as one expression (what additionalProperties leaves out). */
function knownKeys(
  properties: Record<string, SchemaData> | undefined,
  patterns: Record<string, SchemaData> | undefined,
): RegExp {
  const all = [
    ...Object.keys(patterns ?? {}),
    ...Object.keys(properties ?? {}).map((k) => `^${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  ];
  return new RegExp(all.length === 0 ? '(?!)' : `(${all.join('|')})`, 'u');
}
