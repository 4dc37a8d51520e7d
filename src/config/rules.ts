// What the schema cannot say: rules across fields (unique destinations and hosts, the
// python_version alias), rules that need code (host names, build steps, paths), keys YAML read
// as non-strings, metadata that JSON cannot hold, and the warnings. Each rule looks only at
// values of the type it expects, so a value the schema already refused is not reported twice.

import { describe, withArticle } from './describe.js';
import { quoteFix, replaceFix } from './fixes.js';
import { movePythonVersionFix } from './fix-python-version.js';
import type { Anchor, Code, Draft, Fix } from './findings.js';
import { formatPath, type Path, pointerChild, pointerOf } from './paths.js';
import { ENV_NAME_PATTERN, PYTHON_VERSION_PATTERN, REMOVAL_RELEASE } from './schema-constants.js';
import { PLATFORM_PATTERN, parsePlatform, unusualPlatform } from './platform.js';
import { buildStepProblems } from './build-steps.js';
import { Timestamp, type Source } from './source.js';
import {
  bareHost,
  CONTROL,
  ENV_NAME,
  envNameProblem,
  hostProblem,
  portableName,
  nonDebianFamily,
  normalizeDestination,
  secretReason,
  valueProblem,
  WITH_CONDA,
  WITH_INHERIT,
} from './value-rules.js';
import type { Form } from './form.js';

type Obj = Record<string, unknown>;

const ENV_LINE_NAME = new RegExp(ENV_NAME_PATTERN);
const PLATFORM = new RegExp(PLATFORM_PATTERN);

const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Timestamp);
const isStr = (v: unknown): v is string => typeof v === 'string';

export function runRules(data: unknown, form: Form, source: Source): Draft[] {
  const drafts: Draft[] = [];
  const add = (code: Code, path: Path, message: string, anchor: Anchor = 'value', fix?: Fix) =>
    drafts.push({ code, path, anchor, message, ...(fix ? { fix } : {}) });
  if (!isObj(data)) return drafts;
  const current = form === 'current';

  const nonStringKey = (path: Path, pointer: string, context: string, fixable = true): boolean => {
    if (!source.nonStringKeys.has(pointer)) return false;
    const key = String(path[path.length - 1]);
    const readAs = describe(source.nonStringKeys.get(pointer), key);
    add(
      'wrong-type',
      path,
      `the key \`${key}\` ${context} must be a string, but YAML read it as ${readAs}; quote it: "${key}"`,
      'key',
      fixable ? quoteFix(source, source.places.get(pointer), 'key') : undefined,
    );
    return true;
  };

  const envMap = (value: unknown, path: Path) => {
    if (!isObj(value)) return;
    const pointer = pointerOf(path);
    for (const key of Object.keys(value)) {
      const child = [...path, key];
      // Quoting a key that is no portable variable name would only trade this finding for another.
      if (nonStringKey(child, pointerChild(pointer, key), `in \`${formatPath(path)}\``, ENV_NAME.test(key))) continue;
      if (!ENV_LINE_NAME.test(key)) {
        add('invalid-env-name', child, envNameProblem(key), 'key');
      } else if (!ENV_NAME.test(key)) {
        add(
          'non-portable-env-name',
          child,
          `\`${key}\` is an environment variable name that the build file accepts but a shell cannot refer to ($${key} does not expand to it); programs can still read it, but prefer letters, digits and underscores, not starting with a digit (for example ${portableName(key)})`,
          'key',
        );
      }
    }
  };

  const freeData = (value: unknown, path: Path, pointer: string) => {
    if (isObj(value)) {
      for (const key of Object.keys(value)) {
        const child = [...path, key];
        const childPointer = pointerChild(pointer, key);
        nonStringKey(child, childPointer, '(it is stored as JSON)');
        freeData(value[key], child, childPointer);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => freeData(item, [...path, i], `${pointer}/${i}`));
    } else if (typeof value === 'number' && !Number.isFinite(value)) {
      const text = source.places.get(pointer)?.text ?? String(value);
      add(
        'unsupported-value',
        path,
        `\`${formatPath(path)}\` is ${text}, which JSON cannot hold; quote it to keep it as text`,
        'value',
        quoteFix(source, source.places.get(pointer)),
      );
    } else if (value instanceof Timestamp) {
      add(
        'unsupported-value',
        path,
        `\`${formatPath(path)}\`: YAML read \`${value.text}\` as a date, which is stored as JSON only as text; quote it: "${value.text}"`,
        'value',
        quoteFix(source, source.places.get(pointer)),
      );
    }
  };

  if (current) envMap(data['env'], ['env']);
  if (isObj(data['metadata'])) freeData(data['metadata'], ['metadata'], '/metadata');

  const build = data['build_config'];
  if (!isObj(build)) return drafts;
  const bp: Path = ['build_config'];

  const image = build['base_image'];
  if (isStr(image)) {
    const family = nonDebianFamily(image);
    if (family) {
      add(
        'non-debian-base-image',
        [...bp, 'base_image'],
        `\`${image}\` looks like ${withArticle(family)} image, but the base image must be Debian- or Ubuntu-based (the build needs apt-get); the build will check`,
      );
    }
  }

  const platform = build['target_platform'];
  if (isStr(platform) && platform !== 'native' && PLATFORM.test(platform)) {
    const parsed = parsePlatform(platform);
    const why = 'refused' in parsed ? undefined : unusualPlatform(parsed, platform);
    if (why) add('unusual-platform', [...bp, 'target_platform'], why);
  }

  const packageData = build['package_data'];
  if (Array.isArray(packageData)) {
    const firstUse = new Map<string, number>();
    packageData.forEach((pair, i) => {
      if (!Array.isArray(pair) || pair.length !== 2) return;
      const [src, dst] = pair as unknown[];
      const name = formatPath([...bp, 'package_data', i, 0]);
      if (isStr(src) && src) {
        if (CONTROL.test(src))
          add('invalid-path', [...bp, 'package_data', i, 0], `\`${name}\`: ${valueProblem('invalid-path')}`);
        else if (src.startsWith('/'))
          add(
            'absolute-path',
            [...bp, 'package_data', i, 0],
            `\`${name}\`: \`${src}\` ${valueProblem('absolute-path')}`,
          );
        else if (/^[A-Za-z]:/.test(src) || src.startsWith('\\')) {
          add(
            'absolute-path',
            [...bp, 'package_data', i, 0],
            `\`${name}\`: \`${src}\` is a Windows absolute or drive path; a source must be a relative path with forward slashes`,
          );
        }
      }
      if (isStr(dst) && dst) {
        const dname = formatPath([...bp, 'package_data', i, 1]);
        if (CONTROL.test(dst)) {
          add('invalid-path', [...bp, 'package_data', i, 1], `\`${dname}\`: ${valueProblem('invalid-path')}`);
          return;
        }
        const key = normalizeDestination(dst);
        const first = firstUse.get(key);
        if (first !== undefined) {
          add(
            'duplicate-destination',
            [...bp, 'package_data', i, 1],
            `destination \`${dst}\` is already used by package_data[${first}]; destinations must be unique`,
          );
        } else firstUse.set(key, i);
      }
    });
  }

  const steps = build['custom_build_steps'];
  if (Array.isArray(steps)) {
    steps.forEach((step, i) => {
      if (!isStr(step) || !step) return;
      const problems = buildStepProblems(step);
      const where = [...bp, 'custom_build_steps', i];
      if (problems.error) add('invalid-build-step', where, `\`${formatPath(where)}\`: ${problems.error}`);
      else if (problems.warning) add('ineffective-build-step', where, `\`${formatPath(where)}\`: ${problems.warning}`);
    });
  }

  if (!current) return drafts;

  const credentials = build['host_credentials'];
  if (Array.isArray(credentials)) {
    const firstHost = new Map<string, number>();
    credentials.forEach((c, i) => {
      if (!isObj(c) || !isStr(c['host']) || !c['host']) return;
      const host = c['host'];
      const path = [...bp, 'host_credentials', i, 'host'];
      if (hostProblem(host)) {
        const bare = bareHost(host);
        add(
          'invalid-host',
          path,
          `\`${formatPath(path)}\`: \`${host}\` ${valueProblem('invalid-host')}`,
          'value',
          bare
            ? replaceFix(source, source.places.get(pointerOf(path)), bare, `write the bare host: ${bare}`)
            : undefined,
        );
        return;
      }
      const key = host.toLowerCase().replace(/\.+$/, '');
      const first = firstHost.get(key);
      if (first !== undefined) {
        add(
          'duplicate-host',
          path,
          `host \`${host}\` already has a credential in host_credentials[${first}]; a credential is keyed by host, so keep one`,
        );
      } else firstHost.set(key, i);
    });
  }

  const buildEnv = build['build_env'];
  envMap(buildEnv, [...bp, 'build_env']);
  if (isObj(buildEnv)) {
    for (const [name, value] of Object.entries(buildEnv)) {
      if (!isStr(value)) continue;
      const reason = secretReason(name, value);
      if (reason) {
        add(
          'secret-in-build-env',
          [...bp, 'build_env', name],
          `${reason}; build_env values are written into the build context, so never put secrets there: declare a host_credentials entry and pass the token with --secret`,
          'key',
        );
      }
    }
  }

  pythonVersionRules(build, bp, add, source);
  return drafts;
}

const VERSION = new RegExp(PYTHON_VERSION_PATTERN);

function pythonVersionRules(
  build: Obj,
  bp: Path,
  add: (code: Code, path: Path, message: string, anchor?: Anchor, fix?: Fix) => void,
  source: Source,
) {
  const alias = build['python_version'];
  const inherit = build['inherit_base_image_packages'] === true;
  const requirements = build['requirements'];
  const provider = isObj(requirements) ? requirements['provider'] : 'uv-pip';
  const pinned = isObj(requirements) ? requirements['python_version'] : undefined;
  const aliasPath = [...bp, 'python_version'];
  if (isStr(alias) && VERSION.test(alias)) {
    if (inherit) {
      add('python-version-with-inherit', aliasPath, `python_version ${WITH_INHERIT}`);
    } else if (provider === 'conda') {
      add('python-version-with-conda', aliasPath, WITH_CONDA);
    } else if (provider !== 'uv-pip') {
      return; // an unknown provider is already an error of its own
    } else if (isStr(pinned) && pinned !== alias) {
      add(
        'conflicting-python-version',
        aliasPath,
        `build_config.python_version "${alias}" contradicts requirements.python_version "${pinned}"; remove the deprecated build_config.python_version`,
      );
    } else {
      const same = pinned === alias;
      add(
        'deprecated-field',
        aliasPath,
        `build_config.python_version is deprecated and will be removed in release ${REMOVAL_RELEASE}; ` +
          (same
            ? 'requirements.python_version already says the same, so delete this line'
            : `move it to build_config.requirements.python_version (requirements: {provider: uv-pip, python_version: "${alias}"})`),
        'key',
        movePythonVersionFix(source, same),
      );
    }
  } else if (alias === null || alias === undefined) {
    if (inherit && provider === 'uv-pip' && isStr(pinned) && pinned) {
      add(
        'python-version-with-inherit',
        [...bp, 'requirements', 'python_version'],
        `requirements.python_version ${WITH_INHERIT}`,
      );
    }
  }
}
