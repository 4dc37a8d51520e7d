// Schema errors (TypeBox's, as schema-errors.ts gives them) → drafts of findings. Every member
// of a union that failed is reported, and an unknown key twice; here a union is narrowed to the
// member the value meant (the non-null member of a nullable; the member whose `provider` the
// value names), each error gets its finding code, and the message quotes the value as it was
// written (not the place: the finding's location names it). A key misspelt for a missing
// required key is one finding, not two (docs/decisions.md, "A misspelt required key").

import type { TSchema } from 'typebox';
import { closest, describe, meantFor, unseenNote, wrongTypeMessage } from '../describe.js';
import type { Code, Draft, Fix } from '../findings.js';
import { quoteFix, renameFix, unquoteBooleanFix } from '../fix/fixes.js';
import { type Path, pointerChild, pointerOf } from '../paths.js';
import { patternMessage } from '../value-rules.js';
import { SCHEMA_DATA } from './schemas.generated.js';
import { schemaErrors, type SchemaError } from './schema-errors.js';
import { WRONG_TYPE } from '../rules/keys.js';

import { PAIR } from '../rules/package-data.js';
import { Timestamp, type Source } from '../read/source.js';
import type { Form } from './form.js';

type SchemaNode = TSchema & Record<string, unknown>;

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function segments(pointer: string): string[] {
  return pointer === '' || pointer === '#' ? [] : pointer.replace(/^#/, '').slice(1).split('/').map(unescape);
}

function nodeAt(root: SchemaNode, schemaPath: string): SchemaNode | undefined {
  let node: unknown = root;
  for (const s of segments(schemaPath)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[s];
  }
  return node as SchemaNode | undefined;
}

function valueAt(data: unknown, pointer: string): unknown {
  let v: unknown = data;
  for (const s of segments(pointer)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[s];
  }
  return v;
}

/** Path array of an instance pointer: numeric segments under arrays become indices. */
function pathOf(data: unknown, pointer: string): Path {
  const out: Path = [];
  let v: unknown = data;
  for (const s of segments(pointer)) {
    if (Array.isArray(v)) {
      out.push(Number(s));
      v = v[Number(s)];
    } else {
      out.push(s);
      v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[s] : undefined;
    }
  }
  return out;
}

const isDate = (v: unknown): v is Timestamp => v instanceof Timestamp;
const isNull = (s: unknown) => typeof s === 'object' && s !== null && (s as Record<string, unknown>)['type'] === 'null';

/**
 * Whether an error belongs to the members kept of every union on its schema path: the non-null
 * member of a nullable, the member a discriminated union's value names (`choose` says which,
 * given the union's node and the instance pointer it applies to).
 */
function keptBranch(
  root: SchemaNode,
  error: SchemaError,
  choose: (union: SchemaNode, pointer: string) => number | undefined,
): boolean {
  const segs = segments(error.schemaPath);
  const inst = segments(error.instancePath);
  let node: unknown = root;
  let depth = 0;
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]!;
    const here = node as SchemaNode;
    if (s === 'anyOf' && i + 1 < segs.length) {
      const members = here['anyOf'] as unknown[];
      const pointer = pointerOf(inst.slice(0, depth));
      const keep = here['x-discriminator'] ? choose(here, pointer) : members.findIndex((m) => !isNull(m));
      if (Number(segs[i + 1]) !== keep) return false;
      node = members[Number(segs[i + 1])];
      i++;
      continue;
    }
    // Steps that go one level down in the instance as well as in the schema.
    if ((s === 'properties' || s === 'patternProperties') && i + 1 < segs.length) {
      node = (here[s] as Record<string, unknown>)[segs[i + 1]!];
      i++;
      depth++;
      continue;
    }
    if (s === 'items') {
      const items = here['items'];
      if (Array.isArray(items) && i + 1 < segs.length && /^[0-9]+$/.test(segs[i + 1]!)) {
        node = items[Number(segs[i + 1])];
        i++;
      } else node = items;
      depth++;
      continue;
    }
    node = (here as Record<string, unknown>)[s];
  }
  return true;
}

/**
 * The drafts of a document that does not fit `form` (the caller has checked that), from the
 * errors of a walk over the schema as data (schemas.generated.ts): neither TypeBox's type
 * builder nor its compiler nor its error iteration is loaded.
 */
export function schemaDrafts(form: Form, data: unknown, source: Source): Draft[] {
  const root = SCHEMA_DATA[form] as SchemaNode;
  const errors = schemaErrors(root, data);
  const drafts: Draft[] = [];
  const seen = new Set<string>();
  // `also` tells apart two findings of one code at one place (two missing keys of one mapping).
  const add = (
    code: Code,
    pointer: string,
    anchor: Draft['anchor'],
    message: string,
    fix?: Fix,
    also = '',
  ): Draft | undefined => {
    const key = `${code} ${pointer} ${also}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const draft: Draft = { code, path: pathOf(data, pointer), anchor, message, ...(fix ? { fix } : {}) };
    drafts.push(draft);
    return draft;
  };
  // The missing-key drafts by mapping and key: a misspelt key of the same mapping takes their place.
  const missing = new Map<string, Draft>();
  const wrongType = (pointer: string, expected: string, schema?: SchemaNode) => {
    const place = source.places.get(pointer);
    const fix = expected.startsWith('a string')
      ? quoteFix(source, place, 'value', takes(schema))
      : expected.startsWith('a boolean')
        ? unquoteBooleanFix(source, place)
        : undefined;
    add(
      WRONG_TYPE,
      pointer,
      'value',
      wrongTypeMessage(
        pathOf(data, pointer),
        valueAt(data, pointer),
        expected,
        place?.text,
        place?.quoted ?? false,
        place?.readAs,
      ),
      fix,
    );
  };
  // Unknown keys with one close known key: renamed after the loop, where every unknown key of
  // the mapping is known (two typos of one key, or a key the mapping has, are left alone).
  const renames: Array<{ pointer: string; parent: string; to: string }> = [];
  const unknown = (owner: SchemaNode, pointer: string, parent: string, key: string) => {
    const to = renameTo(owner, key);
    if (to && !renames.some((r) => r.pointer === pointer)) renames.push({ pointer, parent, to });
    add('unknown-key', pointer, 'key', unknownKey(owner, key));
  };

  // Discriminated unions: the member is the one the discriminator names; when none is named,
  // that is the finding, and the members' own errors are noise.
  const chosen = new Map<string, number | undefined>();
  const choose = (union: SchemaNode, pointer: string): number | undefined => {
    if (chosen.has(pointer)) return chosen.get(pointer);
    const key = union['x-discriminator'] as string;
    const members = union['anyOf'] as SchemaNode[];
    const constants = members.map((m) => (m['properties'] as Record<string, SchemaNode>)[key]!['const'] as string);
    const value = valueAt(data, pointer);
    const isMapping = value !== null && typeof value === 'object' && !Array.isArray(value) && !isDate(value);
    const index = isMapping ? constants.indexOf((value as Record<string, unknown>)[key] as string) : -1;
    chosen.set(pointer, index >= 0 ? index : undefined);
    if (index >= 0) return index;
    const choices = constants.map((c) => `"${c}"`).join(' or ');
    if (!isMapping) {
      wrongType(pointer, `a mapping with \`${key}: ${choices}\``);
    } else if (!(key in value)) {
      const meant = misspelt(value as Record<string, unknown>, key, members);
      if (meant !== undefined) {
        const at = pointerChild(pointer, meant);
        add('missing-key', at, 'key', misspeltMessage(meant, key), renameFix(source, source.places.get(at), key));
      } else add('missing-key', pointer, 'owner', missingMessage(key, `${key}: ${constants[0]}`));
    } else {
      const given = (value as Record<string, unknown>)[key];
      if (typeof given !== 'string') {
        wrongType(`${pointer}/${key}`, `one of ${choices}`);
      } else {
        const others = union['x-other-form'] as Record<string, string> | undefined;
        const other = others && Object.hasOwn(others, given) ? others[given] : undefined;
        add(
          'invalid-provider',
          `${pointer}/${key}`,
          'value',
          `unknown provider \`${given}\`; expected ${choices}${other ? ` (${other})` : ''}`,
        );
      }
    }
    return undefined;
  };

  for (const e of errors) {
    if (!keptBranch(root, e, choose)) continue;
    const node = nodeAt(root, e.schemaPath) ?? ({} as SchemaNode);
    if (e.keyword === 'anyOf' && node['x-discriminator']) choose(node, e.instancePath);
    if (e.keyword === 'anyOf' || e.keyword === 'const') continue;
    const pointer = e.instancePath;
    // A date is an object to the schema's checks: where a mapping is expected, its one field
    // makes `required` and `additionalProperties` errors, and the finding is its type.
    const mappingAt = e.keyword === 'boolean' ? pointer.slice(0, pointer.lastIndexOf('/')) : pointer;
    if (
      (e.keyword === 'required' || e.keyword === 'additionalProperties' || e.keyword === 'boolean') &&
      isDate(valueAt(data, mappingAt))
    ) {
      const owner = e.keyword === 'boolean' ? e.schemaPath.slice(0, e.schemaPath.lastIndexOf('/')) : e.schemaPath;
      wrongType(mappingAt, expectedOf(root, owner, nodeAt(root, owner) ?? node));
      continue;
    }
    switch (e.keyword) {
      case 'type': {
        if (node['x-code'] === PAIR['x-code']) notAPair(pointer);
        else wrongType(pointer, expectedOf(root, e.schemaPath, node), node);
        break;
      }
      case 'required': {
        const absent = (e.params['requiredProperties'] as string[] | undefined) ?? [];
        for (const k of absent) {
          const draft = add('missing-key', pointer, 'owner', missingMessage(k, `${k}: ...`), undefined, k);
          if (draft) missing.set(`${pointer}\n${k}`, draft);
        }
        break;
      }
      case 'additionalProperties': {
        const extra = (e.params['additionalProperties'] as string[] | undefined) ?? [];
        for (const k of extra) unknown(node, pointerChild(pointer, k), pointer, k);
        break;
      }
      case 'boolean': {
        // "schema is false": an unknown key (the additionalProperties twin is not always there),
        // or a pair with a third item.
        const parent = pointer.slice(0, pointer.lastIndexOf('/'));
        if (e.schemaPath.endsWith('/additionalItems')) notAPair(parent);
        else if (e.schemaPath.endsWith('/additionalProperties')) {
          const owner = nodeAt(root, e.schemaPath.slice(0, -'/additionalProperties'.length)) ?? node;
          const key = unescape(pointer.slice(parent.length + 1));
          unknown(owner, pointer, parent, key);
        }
        break;
      }
      case 'minItems':
        if (node['x-code'] === PAIR['x-code']) notAPair(pointer);
        break;
      case 'minLength':
        add('empty-value', pointer, 'value', 'must not be empty; give it a value');
        break;
      case 'maxLength': {
        const value = String(valueAt(data, pointer));
        add(
          'too-long',
          pointer,
          'value',
          `is ${[...value].length} characters long; at most ${String(e.params['limit'])} are allowed`,
        );
        break;
      }
      case 'pattern': {
        if (valueAt(data, pointer) === '' && typeof node['minLength'] === 'number') break; // empty-value says it
        // Every pattern of the schema names its code (the family that declares it owns the code).
        const code = node['x-code'] as Code | undefined;
        if (code === undefined) throw new Error(`a schema pattern without an x-code at ${pointer || '/'}`);
        add(code, pointer, 'value', patternMessage(code, String(valueAt(data, pointer))));
        break;
      }
      default: {
        const unhandled: never = e.keyword;
        throw new Error(`a schema error of keyword ${String(unhandled)} has no finding`);
      }
    }
  }
  for (const r of renames) {
    const owner = valueAt(data, r.parent) as Record<string, unknown>;
    if (Object.hasOwn(owner, r.to) || renames.some((o) => o !== r && o.parent === r.parent && o.to === r.to)) continue;
    const draft = drafts.find((d) => d.code === 'unknown-key' && pointerOf(d.path) === r.pointer);
    const fix = renameFix(source, source.places.get(r.pointer), r.to);
    if (!draft) continue;
    const absent = missing.get(`${r.parent}\n${r.to}`);
    const key = unescape(r.pointer.slice(r.parent.length + 1));
    if (absent && meantFor(key, r.to)) {
      // One finding for the one mistake: the missing key's, at the key written for it.
      drafts.splice(drafts.indexOf(absent), 1);
      Object.assign(draft, { code: 'missing-key', message: misspeltMessage(key, r.to) });
    }
    if (fix) draft.fix = fix;
  }
  return drafts;

  function notAPair(pointer: string) {
    const value = valueAt(data, pointer);
    const got = Array.isArray(value)
      ? `a list of ${value.length} item${value.length === 1 ? '' : 's'}`
      : describe(value);
    add(
      PAIR['x-code'],
      pointer,
      'value',
      `must be exactly two strings [source, destination], but is ${got}; write it as ["source", "destination"]`,
    );
  }
}

function expectedOf(root: SchemaNode, schemaPath: string, node: SchemaNode): string {
  if (typeof node['x-expected'] === 'string') return node['x-expected'];
  // A member of a nullable union: the union says it in words.
  const at = schemaPath.lastIndexOf('/anyOf/');
  if (at >= 0) {
    const union = nodeAt(root, schemaPath.slice(0, at));
    if (typeof union?.['x-expected'] === 'string') return union['x-expected'];
  }
  return 'a value of another type';
}

function hintOf(node: SchemaNode, key: string): string | undefined {
  const hints = node['x-hints'] as Record<string, string> | undefined;
  // The key is the user's: `constructor` or `__proto__` must not find Object's own members.
  return hints && Object.hasOwn(hints, key) ? hints[key] : undefined;
}

const keyNames = (node: SchemaNode): string[] =>
  Object.keys((node['properties'] as Record<string, unknown> | undefined) ?? {});

/** Every key some mapping of either form has: such a key is misplaced, not misspelt. */
const KNOWN_KEYS: ReadonlySet<string> = keysOf(Object.values(SCHEMA_DATA));

function keysOf(schemas: unknown): ReadonlySet<string> {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const properties = (node as Record<string, unknown>)['properties'];
    if (properties && typeof properties === 'object') for (const k of Object.keys(properties)) found.add(k);
    for (const v of Object.values(node)) walk(v);
  };
  walk(schemas);
  return found;
}

/** The one known key an unknown key is a typo of (none when a hint says where it belongs). */
function suggestion(node: SchemaNode, key: string): string | undefined {
  return hintOf(node, key) ? undefined : closest(key, keyNames(node));
}

/** The key to rename an unknown key to: its suggestion, unless the key is a known one misplaced. */
function renameTo(node: SchemaNode, key: string): string | undefined {
  return KNOWN_KEYS.has(key) ? undefined : suggestion(node, key);
}

/**
 * The one key of a mapping that no member of its union has and that was meant to be the required
 * `key` (none when two could be): the members' own errors are not reported, so this is its only
 * finding.
 */
function misspelt(value: Record<string, unknown>, key: string, members: readonly SchemaNode[]): string | undefined {
  const known = new Set(members.flatMap(keyNames));
  const candidates = Object.keys(value).filter((k) => !known.has(k) && !KNOWN_KEYS.has(k) && meantFor(k, key));
  return candidates.length === 1 ? candidates[0] : undefined;
}

function misspeltMessage(key: string, required: string): string {
  return `unknown key${unseenNote(key)} in place of the required key \`${required}\`, which is missing: rename it to \`${required}\``;
}

/** A required key's message, at the mapping that lacks it (its location names the mapping). */
function missingMessage(key: string, example: string): string {
  return `the required key \`${key}\` is missing; add \`${example}\``;
}

// The finding's location names the key and where it is: the messages say only what is wrong
// with it (and which characters it holds that no one can see).
function unknownKey(node: SchemaNode, key: string): string {
  const message = `unknown key${unseenNote(key)}`;
  const hint = hintOf(node, key);
  if (hint) return `${message}; ${hint}`;
  const close = suggestion(node, key);
  if (close) return `${message}; did you mean \`${close}\`?`;
  return `${message}; allowed keys are: ${keyNames(node).join(', ')}`;
}

/** Whether a string schema takes a value (pattern and length), for a fix that makes one. */
function takes(schema: SchemaNode | undefined): (text: string) => boolean {
  return (text) => {
    if (!schema) return true;
    const { pattern, minLength, maxLength } = schema as { pattern?: unknown; minLength?: unknown; maxLength?: unknown };
    const length = [...text].length;
    if (typeof minLength === 'number' && length < minLength) return false;
    if (typeof maxLength === 'number' && length > maxLength) return false;
    return typeof pattern !== 'string' || new RegExp(pattern, 'u').test(text);
  };
}
