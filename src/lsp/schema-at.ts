// What the editors' JSON Schema (config/schema/json-schema.ts) says at a place in a document:
// the description of a key, the keys a mapping takes, the values a field takes. Read from the
// very schema the YAML language server is given, so hover and completion say what it says.

import type { Form } from '../config/check.js';
import { isObject } from '../config/basics.js';
import { formSchema } from '../config/schema/json-schema.js';

type Node = Record<string, unknown>;

/** A step into a document: a key, a list position, or any position of a list (`-1`). */
export type Step = string | number;

/** A key a mapping takes, as the schema describes it. */
export interface KeyInfo {
  name: string;
  description: string | undefined;
  deprecated: boolean;
}

const schemas = new Map<Form, Node>();

function schemaOf(form: Form): Node {
  let s = schemas.get(form);
  if (!s) schemas.set(form, (s = formSchema(form)));
  return s;
}

/** A node and the members of its unions and intersections: each may hold what the node holds. */
function alternatives(node: Node, out: Node[] = []): Node[] {
  out.push(node);
  for (const key of ['anyOf', 'allOf', 'oneOf']) {
    const members = node[key];
    if (Array.isArray(members)) for (const m of members) if (isObject(m)) alternatives(m, out);
  }
  return out;
}

function child(node: Node, step: Step): Node[] {
  const out: Node[] = [];
  for (const n of alternatives(node)) {
    if (typeof step === 'string') {
      const own = isObject(n['properties']) ? n['properties'][step] : undefined;
      if (isObject(own)) out.push(own);
      else if (isObject(n['patternProperties'])) {
        for (const [pattern, s] of Object.entries(n['patternProperties']))
          if (isObject(s) && new RegExp(pattern, 'u').test(step)) out.push(s);
      } else if (isObject(n['additionalProperties'])) out.push(n['additionalProperties']);
    } else {
      // A tuple, in the draft-07 form the editors' schema is written in: `items` a list.
      const prefix = Array.isArray(n['items']) ? n['items'] : undefined;
      const at = prefix && step >= 0 ? prefix[step] : undefined;
      if (isObject(at)) out.push(at);
      else if (isObject(n['items']) && Object.keys(n['items']).length > 0) out.push(n['items']);
      else if (prefix) for (const p of prefix) if (isObject(p)) out.push(p);
    }
  }
  return out;
}

/** The schema's nodes for the value at `path` in a file of the form (every union member that may hold it). */
export function nodesAt(form: Form, path: readonly Step[]): Node[] {
  let nodes = [schemaOf(form)];
  for (const step of path) nodes = nodes.flatMap((n) => child(n, step));
  return nodes;
}

/** The description at `path`, with the default and the deprecation as the JSON Schema words them. */
export function describeAt(form: Form, path: readonly Step[]): string | undefined {
  for (const node of nodesAt(form, path).flatMap((n) => alternatives(n))) {
    if (typeof node['description'] !== 'string') continue;
    const deprecation =
      typeof node['deprecationMessage'] === 'string' ? `\n\nDeprecated: ${node['deprecationMessage']}` : '';
    return `${node['description']}${deprecation}`;
  }
  return undefined;
}

/** The keys the mapping at `path` takes, in the schema's order. */
export function keysAt(form: Form, path: readonly Step[]): KeyInfo[] {
  const seen = new Map<string, KeyInfo>();
  for (const node of nodesAt(form, path).flatMap((n) => alternatives(n))) {
    if (!isObject(node['properties'])) continue;
    for (const [name, s] of Object.entries(node['properties'])) {
      if (seen.has(name) || !isObject(s)) continue;
      const all = alternatives(s);
      seen.set(name, {
        name,
        description: all.map((a) => a['description']).find((d): d is string => typeof d === 'string'),
        deprecated: all.some((a) => a['deprecated'] === true),
      });
    }
  }
  return [...seen.values()];
}

/** The values the field at `path` takes, as its `enum`s and `const`s (and a boolean's two). */
export function valuesAt(form: Form, path: readonly Step[]): string[] {
  const out = new Set<string>();
  for (const node of nodesAt(form, path).flatMap((n) => alternatives(n))) {
    if (Array.isArray(node['enum'])) for (const v of node['enum']) out.add(String(v));
    if ('const' in node) out.add(String(node['const']));
    if (node['type'] === 'boolean') for (const v of ['true', 'false']) out.add(v);
  }
  return [...out];
}
