// The policy file's schema in TypeBox, for editors (dist/component-config-check.policy.schema.json,
// written by tools/write-schema.ts) and for the test that holds policy.ts's reading to it. The
// checker reads the policy by hand (policy.ts) for messages located on the offending key; this
// module is never loaded by a run.

import Type from 'typebox';
import { CODES, type Code } from '../findings.js';
import { FAIL_LEVELS, POLICY_FILE } from './policy.js';

export const POLICY_SCHEMA_ID =
  'https://raw.githubusercontent.com/component-config/component-config-action/v1/dist/component-config-check.policy.schema.json';

/**
 * A pattern relative to the repository root: not empty, not absolute, no `..` segment (the
 * rules of policy.ts's patternProblem, which the unit test compares).
 */
export const POLICY_PATTERN = String.raw`^(?!\s*#)(?!\s*!?\s*$)(?!\s*!?[\\/])(?!\s*!?[A-Za-z]:[\\/])(?!(?:\s*!?|.*[\\/])\.\.(?:[\\/]|\s*$)).*$`;

const Patterns = (description: string) =>
  Type.Array(Type.String({ pattern: POLICY_PATTERN }), {
    minItems: 1,
    description,
    examples: [['**/component_config.yaml', '!experiments/**']],
  });

const RANK = { off: 0, warning: 1, error: 2 } as const;

function level(code: Code) {
  const info = CODES[code] as { severity: 'error' | 'warning'; title: string; locked?: string };
  // A locked code may only be named at its own severity or above (see policy.ts).
  const allowed = (['error', 'warning', 'off'] as const).filter((l) => !info.locked || RANK[l] >= RANK[info.severity]);
  const choices = [...allowed.map((l) => Type.Literal(l)), ...(allowed.includes('off') ? [Type.Literal(false)] : [])];
  return Type.Union(choices, {
    description: `${info.title} Default: ${info.severity}.${info.locked ? ` Cannot be lowered nor turned off: ${info.locked}.` : ''}`,
  });
}

function severity(description: string) {
  const codes = Object.keys(CODES) as Code[];
  return Type.Object(Object.fromEntries(codes.map((c) => [c, Type.Optional(level(c))])), {
    additionalProperties: false,
    description,
  });
}

export const POLICY_SCHEMA = Type.Object(
  {
    files: Type.Optional(
      Patterns(
        'Glob patterns of the configs to check, relative to the repository root; `!` excludes. The action\'s `files` input, when given, wins. Default: ["**/component_config.yaml"].',
      ),
    ),
    severity: Type.Optional(
      severity(
        "Per finding code: error, warning or off (`off` unquoted reads as false in YAML 1.1: both mean off). Default: each code's own severity.",
      ),
    ),
    overrides: Type.Optional(
      Type.Array(
        Type.Object(
          {
            files: Patterns('The files (relative to the repository root) this override is for.'),
            severity: severity('The severities that hold for those files, over `severity` and earlier overrides.'),
          },
          { additionalProperties: false },
        ),
        {
          description:
            'Severities for some files: each entry whose files match a config applies, later entries winning.',
        },
      ),
    ),
    'fail-level': Type.Optional(
      Type.Union(
        FAIL_LEVELS.map((l) => Type.Literal(l)),
        {
          description:
            'What fails the run: error (errors, the default), warning (warnings too) or never (report only). The fail-level input or --fail-level wins.',
        },
      ),
    ),
    'check-paths': Type.Optional(
      Type.Boolean({
        description:
          'Also check component_api.py beside each config and every package_data source. The check-paths input or --check-paths wins. Default: false.',
      }),
    ),
    'fail-on-deprecated': Type.Optional(
      Type.Boolean({
        description:
          'Deprecated fields are errors. The fail-on-deprecated input or --fail-on-deprecated wins. Default: false.',
      }),
    ),
  },
  { additionalProperties: false },
);

export function policyJsonSchemaText(): string {
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: POLICY_SCHEMA_ID,
    title: POLICY_FILE,
    description:
      "The repository's policy for component-config-check: which findings block, per code and per directory, for the action, the command line and the pre-commit hooks alike.",
    ...JSON.parse(JSON.stringify(POLICY_SCHEMA)),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
