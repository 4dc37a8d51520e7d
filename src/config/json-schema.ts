// The JSON Schema of component_config.yaml for editors (the YAML language server), written from
// the same TypeBox schema the checker compiles: a file is valid in the current or the earlier
// form. The annotations only the checker reads (`x-...`) are dropped; environment variable
// names become `propertyNames`. Rules that need code (unique destinations, host names, build
// steps, the python_version alias) are the checker's alone.

import { ENV_NAME_PATTERN, SCHEMAS } from './schema.js';

export const SCHEMA_ID =
  'https://raw.githubusercontent.com/component-config/component-config-action/v1/dist/component_config.schema.json';

function clean(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(clean);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  const src = node as Record<string, unknown>;
  for (const [k, v] of Object.entries(src)) {
    if (k.startsWith('x-')) continue;
    out[k] = clean(v);
  }
  if (src['x-key-code'] === 'invalid-env-name') out['propertyNames'] = { pattern: ENV_NAME_PATTERN };
  // TypeBox writes tuples in the draft-07 form (`items: [...]`, `additionalItems`); 2020-12
  // says `prefixItems` and `items: false`.
  if (Array.isArray(src['items'])) {
    out['prefixItems'] = (src['items'] as unknown[]).map(clean);
    delete out['items'];
    if (src['additionalItems'] === false) out['items'] = false;
    delete out['additionalItems'];
  }
  return out;
}

export function jsonSchema(): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_ID,
    title: 'component_config.yaml',
    description:
      'A packaged component: name, version, env, metadata and build settings. Valid in the current form or the earlier one. Checked in full by component-config-check.',
    anyOf: [clean(SCHEMAS.current), clean(SCHEMAS.earlier)],
  };
}

export function jsonSchemaText(): string {
  return `${JSON.stringify(jsonSchema(), null, 2)}\n`;
}
