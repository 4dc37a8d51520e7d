// The schema of component_config.yaml in both forms, written once in TypeBox. Annotations that
// JSON Schema has no word for ride along as `x-` keys and are read when TypeBox's errors are
// turned into findings: `x-expected` (the type in words), `x-code` (the finding code of a
// pattern), `x-discriminator` (the key that picks a union's member), `x-hints` (why a known
// key of another level or form is unknown here), `x-editor` (JSON Schema keywords for editors
// only: rules the checker says in code, in rules.ts, which json-schema.ts writes into the
// editors' schema and TypeBox never sees).

import Type, { type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import type { Form } from './form.js';
import { PLATFORM_PATTERN } from './platform.js';
import { WITH_CONDA, WITH_INHERIT } from './value-rules.js';

export { PLATFORM_PATTERN };

import { ENV_NAME_PATTERN, PYTHON_VERSION_PATTERN, REMOVAL_RELEASE } from './schema-constants.js';

export { ENV_NAME_PATTERN, PYTHON_VERSION_PATTERN, REMOVAL_RELEASE };
export const DEFAULT_BASE_IMAGE = 'debian:bookworm-slim';
export const DEFAULT_USERNAME = '__token__';

export const SECRET_ID_PATTERN = '^[A-Za-z0-9_.-]+$';
// Debian package names (policy 5.6.1), optionally :arch, then apt-get's =version (a Debian
// version, policy 5.6.12, where apt also takes a `*` glob, as in s3cmd=1.1.*) or /release.
export const DEB_PACKAGE_PATTERN = '^[a-z0-9][a-z0-9+.-]+(:[a-z0-9-]+)?(=[A-Za-z0-9.+~:*-]+|/[a-z0-9][a-z0-9.-]*)?$';
// Docker's reference grammar (github.com/distribution/reference, regexp.go):
// [host[:port]/]path[:tag][@digest], the host a domain name or a bracketed IPv6 address, path
// components lower case with `.`, `_`, `__` or dashes between, a tag of up to 128 word
// characters, `.` and `-`; the digest one of the algorithms that parse (sha256, sha384, sha512).
export const IMAGE_REF_PATTERN =
  '^(?:(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\\[[a-fA-F0-9:]+\\])' +
  '(?::[0-9]+)?)/)?' +
  '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*' +
  '(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128}))?$';
// Whitespace and control characters, which a netrc or git-credential entry cannot hold.
export const USERNAME_PATTERN = '^[^\\s\\x00-\\x1f\\x7f]*$';
export const NO_NUL_PATTERN = '^[^\\x00]*$';

// For the editors' schema only (the checker says these in code, see rules.ts and value-rules.ts).
// A host name of labels (letters, digits, underscores, inner hyphens, up to 63 characters), at
// most 253 characters, an optional final dot; IPv4 addresses are such names too. IPv6 addresses
// by their shape (groups of up to 4 hex digits, an IPv4 tail); the group count is the checker's.
const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const IPV6 = '(?:[0-9A-Fa-f]{0,4}:){1,8}(?:[0-9A-Fa-f]{1,4}|[0-9]{1,3}(?:\\.[0-9]{1,3}){3})?';
export const HOST_PATTERN = `^(?:(?![\\s\\S]{254})${LABEL}(?:\\.${LABEL})*\\.?|${IPV6})$`;
export const CONTROL_FREE_PATTERN = '^[^\\x00-\\x1f\\x7f]*$';
// Not `/x`, `\\x`, nor a drive `C:`.
export const RELATIVE_PATTERN = '^(?![/\\\\]|[A-Za-z]:)';

const STRING = 'a string';
const CURRENT_ONLY = 'exists only in the current form of the schema';

const Str = (opts: Record<string, unknown> = {}) => Type.String({ 'x-expected': STRING, ...opts });
const Flag = (description: string) =>
  Type.Boolean({ 'x-expected': 'a boolean (true or false)', default: false, description });
const Nullable = <T extends TSchema>(inner: T, opts: Record<string, unknown> = {}) =>
  Type.Union([inner, Type.Null()], opts);
const StringMap = (description: string) =>
  Type.Record(Type.String(), Str({ pattern: NO_NUL_PATTERN, 'x-code': 'invalid-value' }), {
    'x-expected': 'a mapping of environment variable names to strings',
    'x-key-code': 'invalid-env-name',
    description,
    default: {},
  });

function pythonVersion(description: string, extra: Record<string, unknown> = {}) {
  return Nullable(Str({ pattern: PYTHON_VERSION_PATTERN, 'x-code': 'invalid-python-version' }), {
    description,
    'x-expected': 'a string such as "3.11", or null',
    ...extra,
  });
}

function requirements(form: Form) {
  const conda = Type.Object(
    {
      provider: Type.Literal('conda', { description: 'conda: the environment comes from component_environment.yaml.' }),
    },
    {
      additionalProperties: false,
      title: 'conda requirements',
      'x-hints': { python_version: 'conda requirements take no python_version' },
    },
  );
  const pip =
    form === 'current'
      ? Type.Object(
          {
            provider: Type.Literal('uv-pip', { description: 'uv-pip: packages installed with uv pip.' }),
            python_version: Type.Optional(
              pythonVersion(
                "Python version (major.minor[.patch]) that uv installs, independent of the base image. When null, the base image's system Python is used.",
                { default: null },
              ),
            ),
          },
          { additionalProperties: false, title: 'pip requirements' },
        )
      : Type.Object(
          { provider: Type.Literal('python-pip', { description: 'python-pip: packages installed with pip.' }) },
          {
            additionalProperties: false,
            title: 'pip requirements',
            'x-hints': { python_version: `python_version ${CURRENT_ONLY} (provider uv-pip)` },
          },
        );
  return Type.Union([pip, conda], {
    description: 'How the Python environment is made.',
    default: { provider: form === 'current' ? 'uv-pip' : 'python-pip' },
    'x-discriminator': 'provider',
    'x-expected': 'a requirements mapping',
    'x-other-form':
      form === 'current'
        ? { 'python-pip': "python-pip is the earlier form's provider; in the current form write uv-pip" }
        : { 'uv-pip': "uv-pip is the current form's provider" },
  });
}

const hostCredential = Type.Object(
  {
    host: Str({
      minLength: 1,
      description: 'Host name only (no scheme, port or path).',
      'x-code': 'invalid-host',
      'x-editor': { pattern: HOST_PATTERN },
    }),
    secret_id: Str({
      minLength: 1,
      pattern: SECRET_ID_PATTERN,
      'x-code': 'invalid-secret-id',
      description: 'Id of the build secret (`--secret id=<id>,env=<VAR>` or `src=<file>`) carrying the token.',
    }),
    username: Type.Optional(
      Str({
        minLength: 1,
        pattern: USERNAME_PATTERN,
        'x-code': 'invalid-username',
        default: DEFAULT_USERNAME,
        description: 'Username paired with the secret.',
      }),
    ),
  },
  { additionalProperties: false, title: 'host credential', 'x-expected': 'a mapping (host credential)' },
);

const TOP_LEVEL_ONLY = ['name', 'version', 'description', 'metadata'] as const;
const CURRENT_ONLY_BUILD = ['python_version', 'inherit_base_image_packages', 'host_credentials', 'build_env'] as const;

/**
 * For the editors' schema: the python_version rules a schema can say (rules.ts says them for the
 * checker), each on the value it blames.
 */
function pythonVersionRules(): unknown[] {
  const isNull = (errorMessage: string) => ({ type: 'null', errorMessage });
  const given = (key: string, value: unknown) => ({ properties: { [key]: value }, required: [key] });
  return [
    {
      if: given('inherit_base_image_packages', { const: true }),
      then: {
        properties: {
          python_version: isNull(`python_version ${WITH_INHERIT}`),
          requirements: {
            type: 'object',
            properties: { python_version: isNull(`requirements.python_version ${WITH_INHERIT}`) },
          },
        },
      },
    },
    {
      if: given('requirements', { type: 'object', ...given('provider', { const: 'conda' }) }),
      then: { properties: { python_version: isNull(WITH_CONDA) } },
    },
  ];
}

function buildConfig(form: Form) {
  const current = form === 'current';
  const hints: Record<string, string> = {};
  if (!current) {
    for (const name of CURRENT_ONLY_BUILD) {
      hints[name] =
        `\`${name}\` ${CURRENT_ONLY}; this file is read in the earlier form because it uses provider python-pip`;
    }
  }
  for (const name of TOP_LEVEL_ONLY) hints[name] = `\`${name}\` belongs at the top level, not in build_config`;
  if (current) hints['env'] = '`env` belongs at the top level; for the build stage only use build_env';
  hints['provider'] = '`provider` belongs in build_config.requirements';

  const pair = Type.Tuple(
    [
      Str({
        minLength: 1,
        description: 'source, relative to the directory holding component_api.py',
        'x-editor': {
          allOf: [
            { pattern: CONTROL_FREE_PATTERN, 'x-code': 'invalid-path' },
            { pattern: RELATIVE_PATTERN, 'x-code': 'absolute-path' },
          ],
        },
      }),
      Str({
        minLength: 1,
        description: 'destination inside the image',
        'x-editor': { pattern: CONTROL_FREE_PATTERN, 'x-code': 'invalid-path' },
      }),
    ],
    { 'x-code': 'not-a-pair' },
  );
  const fields = {
    base_image: Type.Optional(
      Str({
        minLength: 1,
        pattern: IMAGE_REF_PATTERN,
        'x-code': 'invalid-image',
        default: DEFAULT_BASE_IMAGE,
        description: 'Debian- or Ubuntu-based image the build starts from.',
      }),
    ),
    target_platform: Type.Optional(
      Str({
        pattern: PLATFORM_PATTERN,
        'x-code': 'invalid-platform',
        default: 'native',
        description: '"native", or a container platform such as linux/arm64.',
      }),
    ),
    extra_packages: Type.Optional(
      Type.Array(Str({ pattern: DEB_PACKAGE_PATTERN, 'x-code': 'invalid-package-name' }), {
        'x-expected': 'a list of strings',
        description: 'Debian packages installed with apt-get.',
        default: [],
      }),
    ),
    package_data: Type.Optional(
      Nullable(Type.Array(pair, { 'x-expected': 'a list of [source, destination] pairs' }), {
        description: 'Files copied into the image, as [source, destination] pairs; destinations unique.',
        default: [],
      }),
    ),
    custom_build_steps: Type.Optional(
      Nullable(Type.Array(Str({ minLength: 1 }), { 'x-expected': 'a list of strings' }), {
        description: 'Build-file instructions run after everything else is installed.',
        default: [],
      }),
    ),
    ...(current
      ? {
          python_version: Type.Optional(
            pythonVersion(`Deprecated alias of requirements.python_version; removed in release ${REMOVAL_RELEASE}.`, {
              deprecated: true,
              default: null,
              // Not offered by completion. (No deprecationMessage: the YAML server shows it as an error.)
              doNotSuggest: true,
            }),
          ),
          inherit_base_image_packages: Type.Optional(
            Flag("The Python environment sees the base image's own Python packages. Not with python_version."),
          ),
        }
      : {}),
    requirements: Type.Optional(requirements(form)),
    ...(current
      ? {
          host_credentials: Type.Optional(
            Type.Array(hostCredential, {
              'x-expected': 'a list of host credential mappings',
              description: 'Credentials for hosts the build fetches from; the token is passed as a build secret.',
              default: [],
            }),
          ),
          build_env: Type.Optional(StringMap('Environment variables of the build stage only. Never put secrets here.')),
        }
      : {}),
    skip_checks: Type.Optional(Flag('Skip the build-time checks of component_api.py.')),
  };
  return Type.Object(fields, {
    additionalProperties: false,
    title: 'build configuration',
    ...(current ? { 'x-editor': { allOf: pythonVersionRules() } } : {}),
    'x-expected': 'a mapping (build configuration)',
    'x-hints': hints,
  });
}

function root(form: Form) {
  const current = form === 'current';
  const hints: Record<string, string> = {};
  const buildKeys = [
    'base_image',
    'target_platform',
    'extra_packages',
    'package_data',
    'custom_build_steps',
    'requirements',
    'skip_checks',
    ...(current ? CURRENT_ONLY_BUILD : []),
  ];
  for (const name of buildKeys) hints[name] = `\`${name}\` belongs in build_config: write it as build_config.${name}`;
  if (!current) {
    hints['env'] = `\`env\` ${CURRENT_ONLY}; this file is read in the earlier form because it uses provider python-pip`;
  }
  return Type.Object(
    {
      name: Str({ minLength: 1, description: 'Name of the component.' }),
      version: Type.Optional(
        Str({ minLength: 1, maxLength: 128, default: 'unknown', description: "The component's own version." }),
      ),
      description: Type.Optional(Str({ default: '', description: 'Free-text description.' })),
      build_config: Type.Optional(
        Nullable(buildConfig(form), { description: 'Build configuration; null means all defaults.', default: {} }),
      ),
      ...(current ? { env: Type.Optional(StringMap('Environment variables set in the built image.')) } : {}),
      metadata: Type.Optional(
        Type.Record(Type.String(), Type.Unknown(), {
          'x-expected': 'a mapping',
          description: 'Free-form data, stored as JSON in an image label.',
          default: {},
        }),
      ),
    },
    {
      additionalProperties: false,
      title: `component configuration (${form} form)`,
      'x-expected': 'a mapping',
      'x-hints': hints,
    },
  );
}

export const SCHEMAS = { current: root('current'), earlier: root('earlier') } as const;

type Checker = ReturnType<typeof Compile<TSchema>>;
export const MAX_SCHEMA_ERRORS = 100_000;
const compiled = new Map<Form, Checker>();

/** The compiled checker of a form, compiled on first use and kept for the run. */
export function checkerFor(form: Form): Checker {
  let c = compiled.get(form);
  if (!c) {
    // TypeBox stops listing errors after 8 by default; every error is a finding here. The
    // bound keeps a pathological file finite (values are capped at 100,000 anyway).
    Settings.Set({ maxErrors: MAX_SCHEMA_ERRORS });
    c = Compile(SCHEMAS[form] as TSchema);
    compiled.set(form, c);
  }
  return c;
}
