// The schema of component_config.yaml in both forms, written once in TypeBox. Annotations that
// JSON Schema has no word for ride along as `x-` keys and are read when TypeBox's errors are
// turned into findings: `x-expected` (the type in words), `x-code` (the finding code of a
// pattern), `x-discriminator` (the key that picks a union's member), `x-hints` (why a known
// key of another level or form is unknown here), `x-editor` (JSON Schema keywords for editors
// only: rules the checker says in code, in rules/, which json-schema.ts writes into the
// editors' schema and TypeBox never sees).

import Type, { type TSchema } from 'typebox';
import type { Form } from './form.js';
import { ENV_KEYS, ENV_MAP_EXPECTED, ENV_VALUE } from '../rules/env.js';
import { METADATA_EXPECTED } from '../rules/metadata-values.js';
import { HOST, SECRET_ID, USERNAME } from '../rules/hosts-and-credentials.js';
import { IMAGE_REF } from '../rules/image.js';
import { DESTINATION_EDITOR, PAIR, SOURCE_EDITOR } from '../rules/package-data.js';
import { DEB_PACKAGE } from '../rules/packages.js';
import { PLATFORM } from '../rules/platform.js';
import { PYTHON_VERSION, REMOVAL_RELEASE, WITH_CONDA, WITH_INHERIT } from '../rules/python-version.js';

export { REMOVAL_RELEASE };
export const DEFAULT_BASE_IMAGE = 'debian:bookworm-slim';
export const DEFAULT_USERNAME = '__token__';

const STRING = 'a string';
const CURRENT_ONLY = 'exists only in the current form of the schema';

const Str = (opts: Record<string, unknown> = {}) => Type.String({ 'x-expected': STRING, ...opts });
const Flag = (description: string) =>
  Type.Boolean({ 'x-expected': 'a boolean (true or false)', default: false, description });
const Nullable = <T extends TSchema>(inner: T, opts: Record<string, unknown> = {}) =>
  Type.Union([inner, Type.Null()], opts);
const StringMap = (description: string) =>
  Type.Record(Type.String(), Str(ENV_VALUE), {
    'x-expected': ENV_MAP_EXPECTED,
    ...ENV_KEYS,
    description,
    default: {},
  });

function pythonVersion(description: string, extra: Record<string, unknown> = {}) {
  return Nullable(Str(PYTHON_VERSION), {
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
      'x-hints': {
        python_version: 'conda requirements take no Python version: pin python in component_environment.yaml instead',
      },
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
            'x-hints': { python_version: `it ${CURRENT_ONLY} (provider uv-pip)` },
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
      ...HOST,
    }),
    secret_id: Str({
      minLength: 1,
      ...SECRET_ID,
      description: 'Id of the build secret (`--secret id=<id>,env=<VAR>` or `src=<file>`) carrying the token.',
    }),
    username: Type.Optional(
      Str({
        ...USERNAME,
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
 * For the editors' schema: the python_version rules a schema can say (rules/python-version.ts says
 * them for the checker), each on the value it blames.
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
      then: { properties: { python_version: isNull(`python_version ${WITH_CONDA}`) } },
    },
  ];
}

function buildConfig(form: Form) {
  const current = form === 'current';
  const hints: Record<string, string> = {};
  if (!current) {
    for (const name of CURRENT_ONLY_BUILD) {
      hints[name] = `it ${CURRENT_ONLY}; this file is read in the earlier form because it uses provider python-pip`;
    }
  }
  for (const name of TOP_LEVEL_ONLY) hints[name] = 'it belongs at the top level, not in build_config';
  if (current) hints['env'] = 'it belongs at the top level; for the build stage only use build_env';
  hints['provider'] = 'it belongs in build_config.requirements';

  const pair = Type.Tuple(
    [
      Str({
        description: 'source, relative to the directory holding component_api.py',
        'x-editor': SOURCE_EDITOR,
      }),
      Str({
        minLength: 1,
        description: 'destination inside the image',
        'x-editor': DESTINATION_EDITOR,
      }),
    ],
    PAIR,
  );
  const fields = {
    base_image: Type.Optional(
      Str({
        minLength: 1,
        ...IMAGE_REF,
        default: DEFAULT_BASE_IMAGE,
        description: 'Debian- or Ubuntu-based image the build starts from.',
      }),
    ),
    target_platform: Type.Optional(
      Str({
        ...PLATFORM,
        default: 'native',
        description: '"native", or a container platform such as linux/arm64.',
      }),
    ),
    extra_packages: Type.Optional(
      Type.Array(Str(DEB_PACKAGE), {
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
      Nullable(Type.Array(Str(), { 'x-expected': 'a list of strings' }), {
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
              // Not offered by completion; where it is written, an editor marks it with the message.
              doNotSuggest: true,
              'x-editor': {
                deprecationMessage: `deprecated, to be removed in release ${REMOVAL_RELEASE}; move it to build_config.requirements.python_version`,
              },
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
  for (const name of buildKeys) hints[name] = `it belongs in build_config: write it as build_config.${name}`;
  if (!current) {
    hints['env'] = `it ${CURRENT_ONLY}; this file is read in the earlier form because it uses provider python-pip`;
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
          'x-expected': METADATA_EXPECTED,
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
