// python_version: a version uv installs Python by (the schema's pattern), and the rules across
// fields of the deprecated build_config.python_version alias.

import { movePythonVersionFix } from '../fix/fix-python-version.js';
import { buildOf, isObj, isStr, type RuleContext } from './context.js';

// The versions uv installs Python by: a PEP 440 release of one to three parts, optionally a
// pre-release (a, b, rc) and `t` for a free-threaded build, or a PEP 440 specifier set.
const PY_RELEASE = '[0-9]+(?:\\.[0-9]+){0,2}(?:(?:a|b|rc)[0-9]+)?';
const PY_SPECIFIER = `(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?`;
export const PYTHON_VERSION_PATTERN = `^(?:${PY_RELEASE}t?|${PY_SPECIFIER}(?:\\s*,\\s*${PY_SPECIFIER})*)$`;
export const PYTHON_VERSION = { pattern: PYTHON_VERSION_PATTERN, 'x-code': 'invalid-python-version' } as const;
const VERSION = new RegExp(PYTHON_VERSION_PATTERN);

export const REMOVAL_RELEASE = '1.13.0';
// For the checker's messages (whose location names the key) and the editors' schema.
export const WITH_INHERIT =
  "cannot be combined with inherit_base_image_packages: true (an environment inherits the base image's own Python); remove one of them";
export const WITH_CONDA =
  'applies to provider uv-pip only; with conda, pin python in component_environment.yaml instead';

export function pythonVersion(ctx: RuleContext): void {
  const build = buildOf(ctx);
  if (ctx.form !== 'current' || !build) return;
  const alias = build['python_version'];
  const inherit = build['inherit_base_image_packages'] === true;
  const requirements = build['requirements'];
  const provider = isObj(requirements) ? requirements['provider'] : 'uv-pip';
  const pinned = isObj(requirements) ? requirements['python_version'] : undefined;
  const aliasPath = ['build_config', 'python_version'];
  if (isStr(alias) && VERSION.test(alias)) {
    if (inherit) ctx.add('python-version-with-inherit', aliasPath, WITH_INHERIT);
    else if (provider === 'conda') ctx.add('python-version-with-conda', aliasPath, WITH_CONDA);
    else if (provider !== 'uv-pip')
      return; // an unknown provider is already an error of its own
    else if (isStr(pinned) && pinned !== alias) {
      ctx.add(
        'conflicting-python-version',
        aliasPath,
        `"${alias}" contradicts requirements.python_version "${pinned}"; remove this deprecated key`,
      );
    } else {
      const same = pinned === alias;
      ctx.add(
        'deprecated-field',
        aliasPath,
        `deprecated, to be removed in release ${REMOVAL_RELEASE}; ` +
          (same
            ? 'requirements.python_version already says the same, so delete this line'
            : `move it to build_config.requirements.python_version (requirements: {provider: uv-pip, python_version: "${alias}"})`),
        'key',
        movePythonVersionFix(ctx.source, same),
      );
    }
  } else if ((alias === null || alias === undefined) && inherit && provider === 'uv-pip' && isStr(pinned) && pinned) {
    ctx.add('python-version-with-inherit', ['build_config', 'requirements', 'python_version'], WITH_INHERIT);
  }
}
