// The JSON Schema of component_config.yaml for editors (the YAML language server, and hover and
// completion in our own), written from the same TypeBox schema the checker compiles (as the
// generated data, so that the language server does not load TypeBox). The form is chosen with if/then/else the way
// form.ts detects it (the earlier form when build_config.requirements.provider is python-pip,
// else the current one), so an editor blames the key the checker blames rather than the union.
// The annotations only the checker reads (`x-...`) are dropped; `x-editor` keywords (rules the
// checker says in code) are merged in; each pattern gets the checker's own advice as
// `patternErrorMessage`; environment variable names become `propertyNames`. Rules across entries
// (unique destinations and hosts), build steps and YAML-level problems are the checker's alone.

import { EARLIER_MARK, type Form } from './form.js';
import { SCHEMA_DATA } from './schemas.generated.js';
import { isObject } from '../basics.js';
import { ENV_KEYS, ENV_NAME_PATTERN } from '../rules/env.js';
import { type PatternCode, patternErrorMessage } from '../value-rules.js';

/** Where the schema is served from this repository, the address users pin (the README's). */
export const SCHEMA_ID =
  'https://raw.githubusercontent.com/component-config/component-config-action/v1/dist/component_config.schema.json';

/** Its name in SchemaStore's catalog: the `$id` SchemaStore requires (schemastore/README.md). */
export const SCHEMASTORE_NAME = 'component_config.json';
export const SCHEMASTORE_URL = `https://www.schemastore.org/${SCHEMASTORE_NAME}`;

/**
 * The keywords of the YAML language server and VS Code the schema carries that SchemaStore's
 * list of editor keywords lacks: SchemaStore's `options.unknownKeywords` entry for this schema
 * (schemastore/schema-validation.json) names them, and docs/decisions.md says why they stay.
 */
export const EDITOR_KEYWORDS = ['deprecationMessage', 'doNotSuggest', 'errorMessage', 'patternErrorMessage'] as const;

type Node = Record<string, unknown>;

function clean(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(clean);
  if (!isObject(node)) return node;
  const src: Node = isObject(node['x-editor']) ? { ...node, ...node['x-editor'] } : node;
  const out: Node = {};
  for (const [k, v] of Object.entries(src)) {
    if (k.startsWith('x-')) continue;
    out[k] = clean(v);
  }
  if (typeof src['pattern'] === 'string' && typeof src['x-code'] === 'string') {
    out['patternErrorMessage'] = patternErrorMessage(src['x-code'] as PatternCode);
  }
  if (src['x-key-code'] === ENV_KEYS['x-key-code']) {
    out['propertyNames'] = {
      pattern: ENV_NAME_PATTERN,
      patternErrorMessage: patternErrorMessage(ENV_KEYS['x-key-code']),
    };
  }
  // An editor's hover shows the description and not the `default` keyword: the default goes in.
  if ('default' in src) {
    const text = typeof src['description'] === 'string' ? `${src['description']}\n\n` : '';
    out['description'] = `${text}Default: ${flow(src['default'])}`;
  }
  if (typeof src['x-discriminator'] === 'string' && Array.isArray(src['anyOf'])) {
    // Completion offers a value only from the union member the document matches best, so a
    // file with no provider yet would be offered one member's; the values of all, in one list.
    const key = src['x-discriminator'];
    const values = (src['anyOf'] as Node[]).map(
      (m) => (m['properties'] as Record<string, Node> | undefined)?.[key]?.['const'],
    );
    if (values.every((v) => typeof v === 'string'))
      Object.assign(out, { type: 'object', properties: { [key]: { enum: values } } });
  }
  if (Array.isArray(src['items'])) {
    delete out['additionalItems'];
    Object.assign(out, tuple(src['items'] as Node[], src['additionalItems'] === false));
  }
  return out;
}

/**
 * TypeBox writes tuples in the draft-07 form (`items: [...]`, `additionalItems`), which the
 * written schema keeps (it is draft-07, as SchemaStore asks): each position's own rules in
 * `items`, and the length as minItems/maxItems as well, which Ajv's strict mode asks of a tuple.
 */
function tuple(members: Node[], closed: boolean): Node {
  return {
    items: members.map(clean),
    minItems: members.length,
    ...(closed ? { additionalItems: false, maxItems: members.length } : {}),
  };
}

/** A default as YAML's flow style writes it, for the description. */
function flow(value: unknown): string {
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (Array.isArray(value)) return `[${value.map(flow).join(', ')}]`;
  if (isObject(value))
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}: ${flow(v)}`)
      .join(', ')}}`;
  return String(value);
}

/**
 * The `if` that holds when a file names the earlier form's provider. A pattern, not a `const`: the
 * YAML server offers an `if`'s constants as completions, which would offer the earlier form's
 * provider in a current-form file.
 */
function earlierMark(): Node {
  let schema: Node = {
    type: 'string',
    pattern: `^${EARLIER_MARK.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    patternErrorMessage: "not the earlier form's provider: the file is read in the current form",
  };
  for (const key of [...EARLIER_MARK.path].reverse()) {
    schema = { type: 'object', properties: { [key]: schema }, required: [key] };
  }
  return schema;
}

/** One form's schema as editors get it (descriptions with defaults, enums, deprecation marks). */
export function formSchema(form: Form): Node {
  return clean(SCHEMA_DATA[form]) as Node;
}

export function jsonSchema(): Node {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: SCHEMASTORE_URL,
    title: 'component_config.yaml',
    description:
      'A packaged component: name, version, env, metadata and build settings. The earlier form when build_config.requirements.provider is python-pip, else the current form. Checked in full by component-config-check.',
    type: 'object',
    if: earlierMark(),
    then: formSchema('earlier'),
    else: formSchema('current'),
  };
}

export function jsonSchemaText(): string {
  return `${JSON.stringify(jsonSchema(), null, 2)}\n`;
}
