// GitHub's own descriptions, for the fake GitHub (github-server.ts): the REST API's OpenAPI
// description (@octokit/openapi, api.github.com) checks every request the action sends and every
// answer the fake gives; the webhook description (@octokit/openapi-webhooks) checks the event
// payloads the tests hand the action. What the fake uses of each is test data generated from the
// package (github-description/, `npm run generate:openapi`, which records the version). Each is
// read and prepared once per test process (a test file), and an operation's schemas are compiled
// on first use.
//
// The fake is meant to be stricter than GitHub, never looser: a request GitHub might take but
// its description does not (an unknown query parameter, a body field it does not list) is a
// violation. The one allowance: GitHub may answer any operation with 401, 403 or 429 (rate
// limits) or a 5xx, which the description lists only on some; those answers must still have
// GitHub's error shape, `{ message, documentation_url? }`.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Schema = any;

const DESCRIPTIONS = join(dirname(fileURLToPath(import.meta.url)), 'github-description');

function readJson(name: string): Schema {
  return JSON.parse(readFileSync(join(DESCRIPTIONS, name), 'utf8'));
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema: Ajv takes `nullable` only beside `type`, and
 * GitHub's description also puts it beside `allOf`/`anyOf`/`$ref`-only schemas.
 */
function denullable(node: Schema): Schema {
  if (Array.isArray(node)) return node.map(denullable);
  if (!isPlain(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    // Examples are data, not schemas: leave them alone (and small).
    if (k === 'examples' || k === 'example') continue;
    out[k] = denullable(v);
  }
  if (out['nullable'] === true) {
    delete out['nullable'];
    if (typeof out['type'] === 'string') {
      out['type'] = [out['type'], 'null'];
      if (Array.isArray(out['enum']) && !out['enum'].includes(null)) out['enum'] = [...out['enum'], null];
      return out;
    }
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The REST description.

interface Operation {
  method: string;
  template: string;
  operationId: string;
  pointer: string;
  /** Undefined for an operation whose description the generated data does not keep. */
  op: Schema | undefined;
  /** Path item's and operation's parameters, each with the pointer of its schema. */
  params: Array<{ p: Schema; schema: string }>;
  regex: RegExp;
  names: string[];
  literals: number;
}

const REST_ID = 'https://api.github.com.openapi/';

class Rest {
  readonly doc: Schema;
  readonly ajv: Ajv;
  private readonly operations: Operation[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    const raw = readJson('rest.json');
    // Where GitHub's description and GitHub's documented behaviour disagree, the behaviour wins,
    // each case named here. The REST docs ("outdated" comments) and the API give `line: null`
    // for a review comment whose line changed since; the description says integer only (in both
    // schemas of a review comment, whichever of them the kept operations reach).
    for (const name of ['pull-request-review-comment', 'review-comment']) {
      const schema = raw.components.schemas[name];
      if (schema) schema.properties.line.nullable = true;
    }
    this.doc = denullable(raw);
    this.doc.$id = REST_ID;
    this.ajv = new Ajv({ strict: false, logger: false, validateSchema: false, allErrors: false });
    formats.default(this.ajv);
    this.ajv.addSchema(this.doc);
    // Every operation of the description, kept or not: a request is matched as against the whole.
    for (const [method, template, operationId] of this.doc['x-operations'] as Array<[string, string, string]>) {
      const names: string[] = [];
      const source = template
        .split('/')
        .map((seg) => {
          const m = /^\{(.+)\}$/.exec(seg);
          if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(m[1]!);
          return '([^/]+)';
        })
        .join('/');
      const literals = template.split('/').filter((s) => s && !s.startsWith('{')).length;
      const item = this.doc.paths[template];
      const op = item?.[method];
      const pointer = `#/paths/${pointerSegment(template)}/${method}`;
      const params = op
        ? [
            ...(item.parameters ?? []).map((p: Schema, i: number) => [
              p,
              `#/paths/${pointerSegment(template)}/parameters/${i}`,
            ]),
            ...(op.parameters ?? []).map((p: Schema, i: number) => [p, `${pointer}/parameters/${i}`]),
          ].map(([p, at]: [Schema, string]) => ({
            p: this.resolve(p),
            schema: `${typeof p.$ref === 'string' ? p.$ref : at}/schema`,
          }))
        : [];
      this.operations.push({
        params,
        method: method.toUpperCase(),
        template,
        operationId,
        pointer,
        op,
        regex: new RegExp(`^${source}$`),
        names,
        literals,
      });
    }
  }

  resolve(node: Schema): Schema {
    let cur = node;
    for (let i = 0; i < 20 && isPlain(cur) && typeof cur['$ref'] === 'string'; i++) {
      cur = (cur['$ref'] as string)
        .slice(2)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((o: Schema, k) => o?.[k], this.doc);
    }
    return cur;
  }

  /** The operation a request is for: the matching template with the most literal segments. */
  match(method: string, path: string): { operation: Operation; params: Record<string, string> } | undefined {
    let best: { operation: Operation; params: Record<string, string> } | undefined;
    for (const operation of this.operations) {
      if (operation.method !== method) continue;
      const m = operation.regex.exec(path);
      if (!m) continue;
      if (best && best.operation.literals >= operation.literals) continue;
      const params: Record<string, string> = {};
      operation.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1]!)));
      best = { operation, params };
    }
    return best;
  }

  validator(pointer: string): ValidateFunction {
    let v = this.compiled.get(pointer);
    if (!v) {
      v = this.ajv.compile({ $ref: `${REST_ID}${pointer}` });
      this.compiled.set(pointer, v);
    }
    return v;
  }
}

function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

let rest: Rest | undefined;
/** The REST description, read once per test process. */
export function restApi(): Rest {
  rest ??= new Rest();
  return rest;
}

function describeErrors(v: ValidateFunction): string {
  return (v.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '(top)'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    .join('; ');
}

/** A query or path parameter's text as the type its schema wants. */
function coerce(text: string, schema: Schema): unknown {
  const type = Array.isArray(schema?.type) ? schema.type.find((t: string) => t !== 'null') : schema?.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if (type === 'array') return text.split(',');
  return text;
}

export interface RequestCheck {
  /** The operation's id (`pulls/create-review`), or undefined when no operation matches. */
  operationId: string | undefined;
  pointer: string | undefined;
  /** The path parameters by their names in the description. */
  params: Record<string, string>;
  violations: string[];
}

/** A request against the description: path, method, path and query parameters, JSON body. */
export function checkRequest(
  method: string,
  path: string,
  query: Record<string, string>,
  contentType: string | undefined,
  body: unknown,
): RequestCheck {
  const api = restApi();
  const where = `${method} ${path}`;
  const found = api.match(method, path);
  if (!found)
    return { operationId: undefined, pointer: undefined, params: {}, violations: [`${where}: no such operation`] };
  const { operation, params } = found;
  const violations: string[] = [];
  const say = (text: string) => violations.push(`${where} (${operation.operationId}): ${text}`);
  if (!operation.op) {
    say(
      'the fake keeps no description of this operation: add it to OPERATIONS in github-server.ts and run npm run generate:openapi',
    );
    return { operationId: operation.operationId, pointer: undefined, params, violations };
  }
  const declared = operation.params.map((x) => x.p);
  for (const { p, schema } of operation.params) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const value = p.in === 'path' ? params[p.name] : query[p.name];
    if (value === undefined) {
      if (p.required) say(`the ${p.in} parameter "${p.name}" is required`);
      continue;
    }
    if (!p.schema) continue;
    const v = api.validator(schema);
    if (!v(coerce(value, api.resolve(p.schema))))
      say(`the ${p.in} parameter "${p.name}"=${JSON.stringify(value)}: ${describeErrors(v)}`);
  }
  for (const name of Object.keys(query)) {
    if (!declared.some((p) => p.in === 'query' && p.name === name))
      say(`the query parameter "${name}" is not one the operation takes`);
  }
  const requestBody = api.resolve(operation.op['requestBody']);
  if (body === undefined) {
    if (requestBody?.required) say('the request body is required');
  } else if (!requestBody) {
    say('the operation takes no request body');
  } else if (!requestBody.content?.['application/json']) {
    say(`the operation takes ${Object.keys(requestBody.content ?? {}).join(', ')}, not JSON`);
  } else {
    if (!/^application\/json/.test(contentType ?? '')) say(`the content-type is "${contentType}", not JSON`);
    const v = api.validator(`${operation.pointer}/requestBody/content/application~1json/schema`);
    if (!v(body)) say(`the request body: ${describeErrors(v)}`);
  }
  return { operationId: operation.operationId, pointer: operation.pointer, params, violations };
}

/**
 * Answers GitHub may give any operation, documented there or not: bad credentials, a missing
 * permission or a rate limit, a repository the token cannot see, an outage.
 */
const GENERIC_STATUSES = new Set([401, 403, 404, 429, 500, 502, 503, 504]);

/** An answer against the description: a documented status, and a body its schema takes. */
export function checkResponse(
  pointer: string,
  operationId: string,
  status: number,
  body: unknown,
  undocumented = false,
): string[] {
  const api = restApi();
  const op = api.resolve({ $ref: pointer });
  const where = `answer ${status} to ${operationId}`;
  const documented = op.responses?.[String(status)];
  if (!documented) {
    if (!GENERIC_STATUSES.has(status) && !undocumented)
      return [`${where}: the status is not documented for the operation`];
    if (body === undefined) return [];
    const ok =
      isPlain(body) &&
      typeof body['message'] === 'string' &&
      Object.keys(body).every((k) => ['message', 'documentation_url', 'status', 'errors'].includes(k));
    return ok ? [] : [`${where}: not GitHub's error shape {message, documentation_url}`];
  }
  const content = api.resolve(documented).content;
  if (!content?.['application/json']) {
    return body === undefined ? [] : [`${where}: the operation documents no body for ${status}`];
  }
  const responsePointer =
    isPlain(documented) && typeof documented['$ref'] === 'string'
      ? `${documented['$ref']}/content/application~1json/schema`
      : `${pointer}/responses/${status}/content/application~1json/schema`;
  const v = api.validator(responsePointer);
  return v(body) ? [] : [`${where}: the body: ${describeErrors(v)}`];
}

// ---------------------------------------------------------------------------------------------
// Building documented objects: the test says the fields it cares about, the schema fills in
// every other required one with a plain value of its type.

const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  uri: 'https://github.example/x',
  'uri-template': 'https://github.example/x',
  email: 'octocat@github.example',
  hostname: 'github.example',
};

function variants(schema: Schema, resolve: (s: Schema) => Schema): Schema[] {
  const s = resolve(schema);
  if (!isPlain(s)) return [s];
  const alts = (s['anyOf'] ?? s['oneOf']) as Schema[] | undefined;
  if (alts) return alts.flatMap((a) => variants(a, resolve));
  return [s];
}

function typesOf(s: Schema): string[] {
  if (!isPlain(s)) return [];
  if (Array.isArray(s['type'])) return s['type'] as string[];
  if (typeof s['type'] === 'string') return [s['type']];
  if (s['properties'] || s['required']) return ['object'];
  if (s['allOf']) return ['object'];
  if (s['items']) return ['array'];
  return [];
}

/** Properties and required names of an object schema, allOf included. */
function objectParts(s: Schema, resolve: (s: Schema) => Schema): { props: Record<string, Schema>; required: string[] } {
  const props: Record<string, Schema> = {};
  const required: string[] = [];
  const visit = (node: Schema) => {
    const n = resolve(node);
    if (!isPlain(n)) return;
    Object.assign(props, n['properties'] ?? {});
    required.push(...((n['required'] as string[]) ?? []));
    for (const part of (n['allOf'] as Schema[]) ?? []) visit(part);
    // An anyOf/oneOf of objects beside properties: the first variant's required fields.
    const alts = (n['anyOf'] ?? n['oneOf']) as Schema[] | undefined;
    if (alts && (n['properties'] || n['allOf'])) {
      const first = alts.map(resolve).find((a: Schema) => typesOf(a).includes('object'));
      if (first) visit(first);
    }
  };
  visit(s);
  return { props, required };
}

/**
 * A value of `schema` with `given` laid over it: every field `given` names is its value (objects
 * are built the same way, field by field), every other required field a sample of its type.
 */
export function build(schema: Schema, given: unknown, resolve: (s: Schema) => Schema, depth = 0): unknown {
  if (depth > 40) throw new Error('build: too deep');
  const alts = variants(schema, resolve);
  if (isPlain(given)) {
    const s = alts.find((a) => typesOf(a).includes('object')) ?? alts[0];
    const { props, required } = objectParts(s, resolve);
    const out: Record<string, unknown> = {};
    for (const name of required) if (!(name in given)) out[name] = sample(props[name] ?? {}, resolve, depth + 1);
    for (const [k, v] of Object.entries(given)) {
      if (v === undefined) continue;
      out[k] = props[k] ? build(props[k], v, resolve, depth + 1) : v;
    }
    return out;
  }
  if (Array.isArray(given)) {
    const s = alts.find((a) => typesOf(a).includes('array')) ?? alts[0];
    return given.map((item) => build(isPlain(s) ? (s['items'] ?? {}) : {}, item, resolve, depth + 1));
  }
  return given === undefined ? sample(schema, resolve, depth) : given;
}

function sample(schema: Schema, resolve: (s: Schema) => Schema, depth: number): unknown {
  const alts = variants(schema, resolve);
  if (alts.some((a) => typesOf(a).includes('null') || a?.['type'] === 'null')) return null;
  const s = alts[0];
  if (!isPlain(s)) return null;
  if (Array.isArray(s['enum'])) return s['enum'][0];
  if ('const' in s) return s['const'];
  const type = typesOf(s)[0];
  switch (type) {
    case 'object':
      return build(s, {}, resolve, depth + 1);
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return typeof s['minimum'] === 'number' ? s['minimum'] : 1;
    case 'boolean':
      return false;
    case 'string':
      return FORMAT_SAMPLES[s['format'] as string] ?? 'x';
    default:
      return null;
  }
}

/** `given` built out to a documented answer of the operation. */
export function restBody(pointer: string, status: number, given: unknown): unknown {
  const api = restApi();
  const documented = api.resolve(api.resolve({ $ref: pointer }).responses?.[String(status)]);
  const schema = documented?.content?.['application/json']?.schema;
  return schema ? build(schema, given, (s) => api.resolve(s)) : given;
}

// ---------------------------------------------------------------------------------------------
// The webhook description.

class Webhooks {
  readonly doc: Schema;
  readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  constructor() {
    this.doc = readJson('webhooks.json');
    this.doc.$id = 'https://webhooks.github.openapi/';
    this.ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false });
    formats.default(this.ajv);
    this.ajv.addSchema(this.doc);
  }
  resolve(node: Schema): Schema {
    let cur = node;
    for (let i = 0; i < 20 && isPlain(cur) && typeof cur['$ref'] === 'string'; i++)
      cur = (cur['$ref'] as string)
        .slice(2)
        .split('/')
        .reduce((o: Schema, k) => o?.[k], this.doc);
    return cur;
  }
  validator(name: string): ValidateFunction {
    let v = this.compiled.get(name);
    if (!v) {
      v = this.ajv.compile({ $ref: `${this.doc.$id}#/components/schemas/${name}` });
      this.compiled.set(name, v);
    }
    return v;
  }
}

let webhooks: Webhooks | undefined;
function webhookApi(): Webhooks {
  webhooks ??= new Webhooks();
  return webhooks;
}

/** The webhook schema of an event as the runner names it (pull_request_target carries pull_request's payload). */
export function webhookSchemaName(eventName: string, action: string | undefined): string {
  const base = eventName === 'pull_request_target' ? 'pull_request' : eventName;
  const name = base.replace(/_/g, '-');
  return action ? `webhook-${name}-${action.replace(/_/g, '-')}` : `webhook-${name}`;
}

/** Violations of an event payload against GitHub's webhook description. */
export function checkWebhook(eventName: string, payload: unknown): string[] {
  const action = isPlain(payload) && typeof payload['action'] === 'string' ? payload['action'] : undefined;
  const name = webhookSchemaName(eventName, action);
  const api = webhookApi();
  if (!api.doc.components.schemas[name]) return [`the ${eventName} payload: no webhook schema ${name}`];
  const v = api.validator(name);
  return v(payload) ? [] : [`the ${eventName} payload (${name}): ${describeErrors(v)}`];
}

/** The activity GitHub names when a test does not: a push to the pull request, a queued group. */
const DEFAULT_ACTIONS: Record<string, string> = {
  pull_request: 'synchronize',
  pull_request_target: 'synchronize',
  merge_group: 'checks_requested',
};

/** `given` built out to a documented payload of the event. */
export function webhookPayload(eventName: string, given: Record<string, unknown>): Record<string, unknown> {
  const api = webhookApi();
  if (given['action'] === undefined && DEFAULT_ACTIONS[eventName])
    given = { action: DEFAULT_ACTIONS[eventName], ...given };
  const action = typeof given['action'] === 'string' ? given['action'] : undefined;
  const name = webhookSchemaName(eventName, action);
  return build(api.doc.components.schemas[name], given, (s) => api.resolve(s)) as Record<string, unknown>;
}
