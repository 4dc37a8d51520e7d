// The messages of the values the schema's patterns refuse (one text for the checker and the
// editors' schema), and the character classes several families share.

import { PLATFORM_HINT, platformProblem } from './containerd-platform.js';
import { unseenNote } from './describe.js';

// eslint-disable-next-line no-control-regex
export const CONTROL = /[\x00-\x1f\x7f]/;

// What a value refused by a pattern (or by a rule the editors' schema writes as a pattern) is
// not, and how to fix it. One text for both readers: the checker's message puts the place and
// the value before it; the editors' schema shows it as the pattern's message.
const QUOTING_PROBLEMS = {
  'invalid-python-version':
    'is not a Python version uv can install; write a release, quoted, such as "3.12" or "3.12.4" ("3.13t" for a free-threaded build, "3.14.0rc1" for a pre-release), or a specifier such as ">=3.11"',
  'invalid-image':
    'is not a valid image reference; write [registry/]name[:tag][@digest] in lower case, for example debian:bookworm-slim',
  'invalid-package-name':
    'is not a Debian package name (lower-case letters, digits, + - ., optionally =version or /release); list one package per entry, with no spaces, quotes or shell syntax',
  'invalid-secret-id':
    'is not a secret id the build command can be given (`--secret id=<id>,env=<VAR>`): it must hold no white space, comma or double quote; use letters, digits, `_`, `.` and `-`',
  'invalid-host':
    'is not a bare host name; write only the host, such as pypi.example.com or 10.0.0.5 (no scheme, port, path, user or spaces)',
  'absolute-path': 'is absolute; a source must be relative to the directory holding component_api.py',
} as const;
const PLAIN_PROBLEMS = {
  'invalid-username':
    'must not contain white space (the builder refuses a space, tab or line break, and U+0085, U+00A0, U+001C..U+001F and the other characters Python counts as white space)',
  'invalid-value': 'contains a NUL character, which no environment can hold',
  'invalid-path': 'contains a control character (newline, tab, ...)',
} as const;
export const ENV_NAME_FIX = 'use letters, digits and underscores, not starting with a digit (for example MY_VAR)';

type ProblemCode = keyof typeof QUOTING_PROBLEMS | keyof typeof PLAIN_PROBLEMS;
export type PatternCode = ProblemCode | 'invalid-platform' | 'invalid-env-name';

const isQuoting = (code: string): code is keyof typeof QUOTING_PROBLEMS => Object.hasOwn(QUOTING_PROBLEMS, code);
const isPlain = (code: string): code is keyof typeof PLAIN_PROBLEMS => Object.hasOwn(PLAIN_PROBLEMS, code);

/** A value's problem, to follow the quoted value (or, for the plain ones, the place). */
export function valueProblem(code: ProblemCode): string {
  return isQuoting(code) ? QUOTING_PROBLEMS[code] : PLAIN_PROBLEMS[code];
}

/** The message of a pattern in the editors' schema, shown on the value (or key) it refuses. */
export function patternErrorMessage(code: PatternCode): string {
  if (code === 'invalid-platform') return `This value is not a container platform; ${PLATFORM_HINT}`;
  if (code === 'invalid-env-name') return `This key cannot be an environment variable name; ${ENV_NAME_FIX}`;
  return `This value ${valueProblem(code)}`;
}

/**
 * The checker's message of a value that failed the pattern its schema carries, by finding code.
 * The finding's location names the place: the message starts with the value or its problem.
 */
export function patternMessage(code: string, value: string): string {
  if (value === '' && code !== 'invalid-platform') return 'is empty; give it a value, or remove it';
  if (code === 'invalid-platform') return platformProblem(value);
  if (isQuoting(code)) return `\`${value}\`${unseenNote(value)} ${QUOTING_PROBLEMS[code]}`;
  if (isPlain(code)) return PLAIN_PROBLEMS[code];
  return `\`${value}\` is not allowed here`;
}
