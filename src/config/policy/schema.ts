// The policy file's schema in TypeBox, built from its grammar (grammar.ts), for editors
// (dist/component-config-check.policy.schema.json, written by tools/write-schema.ts) and for the
// tests that hold the reader to it. This module is never loaded by a run: the reader dispatches
// on the grammar itself.

import Type, { type TSchema } from 'typebox';
import { CODES, type Code } from '../findings.js';
import {
  EXAMPLE_PATTERNS,
  type Form,
  LEVEL_SPELLINGS,
  levelsOf,
  type Mapping,
  POLICY,
  POLICY_DESCRIPTION,
  PATTERN_RULE_WORDS,
  POLICY_PATTERN,
} from './grammar.js';
import { POLICY_FILE } from './policy.js';

export { POLICY_PATTERN };

export const POLICY_SCHEMA_ID =
  'https://raw.githubusercontent.com/component-config/component-config-action/v1/dist/component-config-check.policy.schema.json';

function level(code: Code): TSchema {
  const info = CODES[code] as { severity: 'error' | 'warning'; title: string; locked?: string };
  return Type.Union(
    levelsOf(code).flatMap((l) => LEVEL_SPELLINGS[l].map((s) => Type.Literal(s))),
    {
      description: `${info.title} Default: ${info.severity}.${info.locked ? ` Cannot be lowered nor turned off: ${info.locked}.` : ''}`,
    },
  );
}

function schemaOf(form: Form, description: string): TSchema {
  switch (form.kind) {
    case 'patterns':
      // The rule in words: an editor shows these, where it would show the regular expression.
      return Type.Array(
        Type.String({
          pattern: POLICY_PATTERN,
          description: `A pattern: ${PATTERN_RULE_WORDS}.`,
          patternErrorMessage: `not a pattern the check takes: write ${PATTERN_RULE_WORDS}`,
        }),
        {
          minItems: 1,
          description,
          examples: [EXAMPLE_PATTERNS],
        },
      );
    case 'levels':
      return Type.Object(Object.fromEntries((Object.keys(CODES) as Code[]).map((c) => [c, Type.Optional(level(c))])), {
        additionalProperties: false,
        description,
      });
    case 'choice':
      return Type.Union(
        Object.keys(form.choices).map((c) => Type.Literal(c)),
        { description },
      );
    case 'choice-or-codes':
      return Type.Union(
        [
          ...Object.keys(form.choices).map((c) => Type.Literal(c)),
          Type.Array(Type.Union((Object.keys(CODES) as Code[]).map((c) => Type.Literal(c))), { minItems: 1 }),
        ],
        { description },
      );
    case 'boolean':
      return Type.Boolean({ description });
    case 'list':
      return Type.Array(object(form.of), { description });
  }
}

function object(mapping: Mapping): TSchema {
  const properties = Object.entries(mapping.keys).map(([key, { form, description, required }]) => {
    const schema = schemaOf(form, description);
    return [key, required ? schema : Type.Optional(schema)];
  });
  return Type.Object(Object.fromEntries(properties) as Record<string, TSchema>, { additionalProperties: false });
}

export const POLICY_SCHEMA = object(POLICY);

export function policyJsonSchemaText(): string {
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: POLICY_SCHEMA_ID,
    title: POLICY_FILE,
    description: POLICY_DESCRIPTION,
    ...JSON.parse(JSON.stringify(POLICY_SCHEMA)),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
