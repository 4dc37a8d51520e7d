// The policy file's grammar, once, as plain data: its keys, what each takes, the choices and what
// they mean, the rule a pattern keeps and the levels a locked code may have. The reader (reader.ts)
// dispatches on it and words its messages from it; schema.ts builds the editors' JSON Schema from
// it. Pure and free of TypeBox, so that a run loads no schema builder to read a policy.

import { CODES, type Code, type Severity } from '../findings.js';
import { type FailLevel, type Level, LEVELS, lowers, SUPPRESSION_CHOICES } from './policy.js';

/** How each level may be written: YAML 1.1 reads `off` (and `no`) unquoted as false, and users mean off. */
export const LEVEL_SPELLINGS: Readonly<Record<Level, readonly (string | boolean)[]>> = {
  error: ['error'],
  warning: ['warning'],
  off: ['off', false],
};

/** The levels the policy may give a code: a locked code only its own severity and above. */
export function levelsOf(code: Code): readonly Level[] {
  const info = CODES[code] as { severity: Severity; locked?: string };
  return LEVELS.filter((l) => !info.locked || !lowers(l, info.severity));
}

/**
 * What a pattern may not be, each rule a regular expression matched at the pattern's start and
 * the reader's words for it, first rule first. The pattern is read as the search reads the
 * `files` input: trimmed (`\s` is the set `trim` removes), one leading `!` excluding, `\` a
 * separator. The schema's pattern is the same rules as lookaheads, so the two cannot disagree.
 */
const PATTERN_RULES: ReadonlyArray<{ refuses: string; problem: string; rule: string }> = [
  {
    refuses: String.raw`\s*#`,
    rule: 'not starting with "#" (write "[#]" to match a name that does)',
    problem: 'starts with "#", which the search reads as a comment; match such a name with "[#]" instead',
  },
  {
    refuses: String.raw`\s*!?\s*$`,
    rule: 'not empty',
    problem: 'is empty; write a glob relative to the repository root, such as "**/component_config.yaml"',
  },
  {
    refuses: String.raw`\s*!?(?:[\\/]|[A-Za-z]:[\\/])`,
    rule: 'not absolute',
    problem: 'is absolute; write it relative to the repository root (the workspace), such as "components/**"',
  },
  {
    // A `..` segment: at the start (after the `!`) or after a separator, up to a separator or the end.
    refuses: String.raw`(?:\s*!?|[\s\S]*[\\/])\.\.(?:[\\/]|\s*$)`,
    rule: 'without ".."',
    problem: 'uses ".." and could reach outside the workspace; write it relative to the repository root, without ".."',
  },
];

/** The pattern rules as one regular expression a pattern must match (JSON Schema's `pattern`, ECMA-262 with `u`). */
export const POLICY_PATTERN = `^${PATTERN_RULES.map((r) => `(?!${r.refuses})`).join('')}`;

/** The rules in words, for editors: the schema's description and message of a pattern. */
export const PATTERN_RULE_WORDS = `a glob relative to the repository root ("!" first excludes), ${PATTERN_RULES.map(
  (r) => r.rule,
)
  .join(', ')
  .replace(/, (?=[^,]*$)/, ' and ')}`;

const PATTERN_CHECKS = PATTERN_RULES.map((r) => ({ test: new RegExp(`^(?:${r.refuses})`, 'u'), problem: r.problem }));

/** Why a pattern cannot stand, or undefined. */
export function patternProblem(pattern: string): string | undefined {
  return PATTERN_CHECKS.find((c) => c.test.test(pattern))?.problem;
}

export const EXAMPLE_PATTERNS = ['**/component_config.yaml', '!experiments/**'] as const;
const EXAMPLE_LEVELS = '{non-debian-base-image: error}';
const EXAMPLE_CODES = '[unusual-platform, non-debian-base-image]';

/** What a key takes. */
export type Form =
  | { readonly kind: 'patterns' }
  | { readonly kind: 'levels' }
  | { readonly kind: 'choice'; readonly choices: Readonly<Record<string, string>> }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'list'; readonly of: Mapping }
  /** One of the choices, or a non-empty list of finding codes. */
  | { readonly kind: 'choice-or-codes'; readonly choices: Readonly<Record<string, string>> };

export interface Key {
  readonly form: Form;
  /** For editors (the schema's `description`). */
  readonly description: string;
  readonly required?: true;
}

export interface Mapping {
  /** As messages name it: "the policy file", "an override". */
  readonly name: string;
  /** Why its required keys are needed, for the message of one missing. */
  readonly purpose?: string;
  readonly keys: Readonly<Record<string, Key>>;
}

const FAIL_LEVEL_MEANINGS: Readonly<Record<FailLevel, string>> = {
  error: 'errors fail the run, the default',
  warning: 'warnings fail it too',
  never: 'the run reports and passes',
};

const OVERRIDE: Mapping = {
  name: 'an override',
  purpose: 'an override names the files it is for and the severities that hold there',
  keys: {
    files: {
      form: { kind: 'patterns' },
      description: 'The files (relative to the repository root) this override is for.',
      required: true,
    },
    severity: {
      form: { kind: 'levels' },
      description: 'The severities that hold for those files, over `severity` and earlier overrides.',
      required: true,
    },
  },
};

const FAIL_LEVEL: Form = { kind: 'choice', choices: FAIL_LEVEL_MEANINGS };

const SUPPRESSIONS: Form = {
  kind: 'choice-or-codes',
  choices: {
    allowed: 'a comment may silence any finding it names, the default',
    none: 'a comment silences nothing: the finding stands and the comment gets suppression-not-allowed',
  } satisfies Record<(typeof SUPPRESSION_CHOICES)[number], string>,
};

export const POLICY: Mapping = {
  name: 'the policy file',
  keys: {
    files: {
      form: { kind: 'patterns' },
      description:
        'Glob patterns of the configs to check, relative to the repository root; `!` excludes. The action\'s `files` input, when given, wins. Default: ["**/component_config.yaml"].',
    },
    severity: {
      form: { kind: 'levels' },
      description: `Per finding code: ${orList(LEVELS)} (\`off\` unquoted reads as false in YAML 1.1: both mean off). Default: each code's own severity.`,
    },
    overrides: {
      form: { kind: 'list', of: OVERRIDE },
      description: 'Severities for some files: each entry whose files match a config applies, later entries winning.',
    },
    'fail-level': {
      form: FAIL_LEVEL,
      description: `What fails the run: ${takes(FAIL_LEVEL)}. The fail-level input or --fail-level wins.`,
    },
    'check-paths': {
      form: { kind: 'boolean' },
      description:
        'Also check component_api.py beside each config and every package_data source. The check-paths input or --check-paths wins. Default: false.',
    },
    'fail-on-deprecated': {
      form: { kind: 'boolean' },
      description:
        'Deprecated fields are errors. The fail-on-deprecated input or --fail-on-deprecated wins. Default: false.',
    },
    suppressions: {
      form: SUPPRESSIONS,
      description: `What the configs' own suppression comments (\`# component-config-check: ignore[code] reason\`) may silence: ${takes(SUPPRESSIONS)}. A comment the policy does not allow silences nothing and gets a suppression-not-allowed finding.`,
    },
  },
};

export const POLICY_DESCRIPTION =
  "The repository's policy for component-config-check: which findings block, per code and per directory, for the action, the command line and the pre-commit hooks alike.";

/** What a form takes, for a message (`... it takes <this>`). */
export function takes(form: Form): string {
  switch (form.kind) {
    case 'patterns':
      return `a non-empty list of glob patterns relative to the repository root, such as [${EXAMPLE_PATTERNS.map((p) => JSON.stringify(p)).join(', ')}]`;
    case 'levels':
      return `a mapping of finding codes to ${orList(LEVELS)}, such as ${EXAMPLE_LEVELS}`;
    case 'choice':
      return orList(Object.entries(form.choices).map(([choice, meaning]) => `${choice} (${meaning})`));
    case 'boolean':
      return 'true or false';
    case 'list':
      return `a list of ${shape(form.of)}`;
    case 'choice-or-codes':
      return `${Object.entries(form.choices)
        .map(([choice, meaning]) => `${choice} (${meaning})`)
        .join(
          ', ',
        )}, or a list of the finding codes a comment may silence (the others stand), such as ${EXAMPLE_CODES}`;
  }
}

/** A mapping's keys in short, such as `{files: [patterns], severity: {code: level}}`. */
export function shape(mapping: Mapping): string {
  const short = (form: Form): string =>
    form.kind === 'patterns' ? '[patterns]' : form.kind === 'levels' ? '{code: level}' : takes(form);
  return `{${Object.entries(mapping.keys)
    .map(([key, { form }]) => `${key}: ${short(form)}`)
    .join(', ')}}`;
}

/** "a, b or c". */
export function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
