// env and build_env names: what a build file's ENV line can carry as a name (an error otherwise),
// and names a shell cannot refer to (a warning). Values: no NUL.

import { type Path, pointerChild, pointerOf } from '../paths.js';
import { CONTROL, ENV_NAME_FIX } from '../value-rules.js';
import { buildOf, type RuleContext } from './context.js';

// What a Dockerfile ENV line can carry as a name: not empty, no `=`, no whitespace or control
// characters, nothing its parser would take for quoting, expansion or escaping (' " $ \).
// Names outside POSIX's [A-Za-z_][A-Za-z0-9_]* pass with a warning (a shell cannot use them).
export const ENV_NAME_PATTERN = '^[^=\\s\\x00-\\x1f\\x7f\'"$\\\\]+$';
const ENV_LINE_NAME = new RegExp(ENV_NAME_PATTERN);
// POSIX's portable names, the ones a shell can refer to.
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The schema's keywords of an env map: its values hold no NUL, its keys are checked here. */
export const ENV_VALUE = { pattern: '^[^\\x00]*$', 'x-code': 'invalid-value' } as const;
export const ENV_KEYS = { 'x-key-code': 'invalid-env-name' } as const;
/** What env and build_env must be, for the schema's type error and the rule's (a date there). */
export const ENV_MAP_EXPECTED = 'a mapping of environment variable names to strings';

export function envNames(ctx: RuleContext): void {
  if (ctx.form === 'current') envMap(ctx, ctx.data['env'], ['env']);
  const build = buildOf(ctx);
  if (build && ctx.form === 'current') envMap(ctx, build['build_env'], ['build_config', 'build_env']);
}

function envMap(ctx: RuleContext, given: unknown, path: Path): void {
  const value = ctx.mapping(given, path, ENV_MAP_EXPECTED);
  if (!value) return;
  const pointer = pointerOf(path);
  for (const key of Object.keys(value)) {
    const child = [...path, key];
    const portable = ENV_NAME.test(key);
    // Quoting a key that is no portable variable name would only trade this finding for another.
    if (ctx.nonStringKey(child, pointerChild(pointer, key), '', portable)) continue;
    if (portable) continue;
    if (!ENV_LINE_NAME.test(key)) {
      ctx.add('invalid-env-name', child, envNameProblem(key), 'key');
    } else {
      ctx.add(
        'non-portable-env-name',
        child,
        `an environment variable name that the build file accepts but a shell cannot refer to ($${key} does not expand to it); programs can still read it, but prefer letters, digits and underscores, not starting with a digit (for example ${portableName(key)})`,
        'key',
      );
    }
  }
}

/** Why a name cannot be an ENV name of a build file (it failed ENV_NAME_PATTERN). */
function envNameProblem(key: string): string {
  const fix = ENV_NAME_FIX;
  if (key === '') return `an environment variable name cannot be empty; ${fix}`;
  const why = key.includes('=')
    ? 'the = would end the name'
    : CONTROL.test(key) || /\s/.test(key)
      ? 'whitespace and control characters end the name'
      : 'the build file would read its quote, $ or \\ as syntax, not as part of the name';
  return `cannot be an environment variable name (${why}); ${fix}`;
}

/** A POSIX-portable spelling of an environment variable name, for the hint. */
function portableName(key: string): string {
  const name = key.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[0-9]/.test(name) ? `_${name}` : name;
}
