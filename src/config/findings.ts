// The one finding type of the project, and the table of finding codes. The codes are a public,
// stable interface: users filter on them, the README and docs/codes.md list them (`npm run docs`
// writes both), SARIF names its rules after them. Add codes; never rename or reuse one.

import type { Path } from './paths.js';

export type Severity = 'error' | 'warning';

export interface Finding {
  /** Path of the file the finding is about, as the caller named it (workspace-relative). */
  file: string;
  /** 1-based; columns count UTF-16 code units, as GitHub's annotations do. */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: Severity;
  code: Code;
  /** Dotted path inside the file (`build_config.package_data[1][0]`), "" for the whole file. */
  location: string;
  message: string;
  /** The exact text edit that fixes it, when that fix is mechanical and its intent certain. */
  fix?: Fix;
  /** The code's own severity, present only when the repository's policy file changed it. */
  defaultSeverity?: Severity;
}

/**
 * A machine-applicable fix: edits of the file's text, 1-based, in the same units as a finding's
 * range (UTF-16 columns, a BOM not counted, CR, LF and CRLF each ending a line), the end
 * exclusive. The edits of one fix never overlap.
 */
export interface Fix {
  /** One line, imperative: what applying it does (`quote \`1.10\` as "1.10"`). */
  description: string;
  edits: Edit[];
}

export interface Edit {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** The text that replaces the range ("" deletes it). */
  text: string;
}

export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export const FILE_START: Span = { line: 1, column: 1, endLine: 1, endColumn: 1 };

export interface CodeInfo {
  severity: Severity;
  /** The module under src/ (no extension) that makes findings of this code; test/unit/ownership.test.ts checks it. */
  owner: string;
  /** One line: what the code means. */
  title: string;
  /** A line of YAML that triggers it, for the documentation and SARIF help. */
  example: string;
  /**
   * Why the policy file may not lower it nor turn it off, for a code whose finding means that
   * something was not checked: lowering it would let what was never checked pass.
   */
  locked?: string;
  /**
   * No suppression comment silences it: after it the file was not checked (silencing it would
   * turn an unchecked file into a pass), or it is about the suppressions themselves.
   */
  notSuppressible?: true;
  /** After it the file's content was not read as data, so no form was checked. */
  notRead?: true;
}

type Column = Pick<CodeInfo, 'locked' | 'notSuppressible' | 'notRead'>;

const error = (owner: string, title: string, example: string, column: Column = {}): CodeInfo => ({
  severity: 'error',
  owner,
  title,
  example,
  ...column,
});
const warning = (owner: string, title: string, example: string, column: Column = {}): CodeInfo => ({
  severity: 'warning',
  owner,
  title,
  example,
  ...column,
});

/** The reader's refusals: the file was not read as data. */
const NOT_READ: Column = {
  locked: 'the file was not read as data, so nothing in it was checked',
  notSuppressible: true,
  notRead: true,
};
const POLICY: Column = { locked: 'it is about the policy file itself, which must be fixed to apply' };

export const CODES = {
  // Reading the file
  'file-too-large': error('config/read/decode', 'The file is over 1 MiB.', '(a 2 MB component_config.yaml)', {
    locked: 'only its beginning was read, and not as data: nothing in it was checked',
    notSuppressible: true,
    notRead: true,
  }),
  'not-utf8': error('config/read/decode', 'The file is not valid UTF-8 text.', '(a Latin-1 encoded file)', NOT_READ),
  'unreadable-file': error(
    'workspace/files',
    'The file cannot be read (permissions, a broken link, a directory).',
    '(chmod 000 component_config.yaml)',
    { locked: 'the file could not be read, so nothing in it was checked', notSuppressible: true, notRead: true },
  ),
  'empty-file': error('config/read/full-read', 'The file holds no YAML document.', '# only a comment', NOT_READ),
  'yaml-syntax': error('config/read/full-read', 'The text is not valid YAML.', 'name: [unclosed', NOT_READ),
  'multiple-documents': error(
    'config/read/full-read',
    'The file holds more than one YAML document.',
    'name: a\\n---\\nname: b',
    NOT_READ,
  ),
  'duplicate-key': error('config/read/refusals', 'A key appears twice in one mapping.', 'name: a\\nname: b', NOT_READ),
  'invalid-key': error(
    'config/read/refusals',
    'A mapping key is a list or a mapping, not a scalar.',
    '? [a, b]\\n: c',
    NOT_READ,
  ),
  'unsupported-tag': error(
    'config/read/refusals',
    'A YAML tag other than plain data (objects, binary, sets, custom tags).',
    'name: !!python/object:os.system x',
    NOT_READ,
  ),
  'invalid-merge': error(
    'config/read/refusals',
    'A merge key `<<` refers to something other than mappings.',
    '<<: [1, 2]',
    NOT_READ,
  ),
  'too-deep': error(
    'config/read/refusals',
    'The document nests deeper than 64 levels.',
    '(metadata: 65 lists, each inside the one before)',
    NOT_READ,
  ),
  'too-complex': error(
    'config/read/refusals',
    'The document expands to more than 100,000 values (alias bombs).',
    '(an alias bomb: six anchors, each a list of ten aliases of the one before)',
    NOT_READ,
  ),
  'not-a-mapping': error('config/check', 'The top level is not a mapping.', '- name: x', {
    locked: 'the file holds no mapping, so none of its keys was checked',
    notSuppressible: true,
  }),
  // The schema
  'missing-key': error('config/schema/schema-findings', 'A required key is missing.', 'version: "1.0"   # no name'),
  'unknown-key': error(
    'config/schema/schema-findings',
    'A key that the form of the schema does not have.',
    'build_config: {base_img: x}',
  ),
  'wrong-type': error(
    'config/rules/keys',
    'A value or key of the wrong type (a date where a mapping belongs, a metadata key the builder cannot write); strings are never coerced.',
    'version: 1.10',
  ),
  'empty-value': error('config/schema/schema-findings', 'A string that must not be empty is empty.', 'name: ""'),
  'too-long': error(
    'config/schema/schema-findings',
    'A string over its length limit (version: 128).',
    '(a version of 129 characters)',
  ),
  'invalid-provider': error(
    'config/schema/schema-findings',
    "requirements.provider is not one of the form's providers.",
    'requirements: {provider: pip}',
  ),
  'not-a-pair': error(
    'config/rules/package-data',
    'A package_data entry is not exactly two strings.',
    'package_data: [[a]]',
  ),
  'unsupported-value': error(
    'config/rules/metadata-values',
    "A metadata value the builder's JSON writer refuses: a date (.inf and .nan it writes).",
    'metadata: {released: 2024-01-01}',
  ),
  // Values
  'invalid-value': error('config/rules/env', 'A value holds a NUL character.', 'env: {A: "x\\0"}'),
  'invalid-env-name': error(
    'config/rules/env',
    'An env or build_env key that cannot be an environment variable name (empty, =, whitespace, quotes, $).',
    'env: {"MY VAR": x}',
  ),
  'non-portable-env-name': warning(
    'config/rules/env',
    'An env or build_env name the build file accepts but a shell cannot refer to (MY-VAR, my.var, 1A).',
    'env: {MY-VAR: x}',
  ),
  'invalid-python-version': error(
    'config/rules/python-version',
    'A python_version that is not a version uv installs Python by (3.12, 3.12.4, 3.13t, 3.14.0rc1, >=3.11).',
    'python_version: "3.x"',
  ),
  'invalid-platform': error(
    'config/rules/platform',
    'target_platform is not "native" nor a Linux platform the container tools can parse, or names an architecture they do not know.',
    'target_platform: windows/amd64',
  ),
  'invalid-image': error(
    'config/rules/image',
    'base_image is not a valid image reference.',
    'base_image: Debian:Bookworm',
  ),
  'invalid-package-name': error(
    'config/rules/packages',
    'An extra_packages entry that is not Debian package names (apt-get fails on it) or holds shell syntax.',
    'extra_packages: ["libssl>=3"]',
  ),
  'not-one-package': warning(
    'config/rules/packages',
    'An extra_packages entry that names no package or several (apt-get installs what it names): write one package per entry.',
    'extra_packages: ["curl git"]',
  ),
  'absolute-path': error(
    'config/rules/package-data',
    "A package_data source the builder's path test takes for absolute (/x, C:\\x, \\\\server\\share), on any Python it supports.",
    'package_data: [[/etc/passwd, x]]',
  ),
  'invalid-path': error(
    'config/rules/package-data',
    "A package_data path holds a control character (below U+0020), which the build's COPY line cannot carry.",
    'package_data: [["a\\tb", x]]',
  ),
  'empty-source': warning(
    'config/rules/package-data',
    'An empty package_data source: the builder takes it and copies the whole directory holding component_api.py.',
    'package_data: [["", /opt/app]]',
  ),
  'duplicate-destination': error(
    'config/rules/package-data',
    'Two package_data entries share a destination.',
    'package_data: [[a, /x], [b, /x/]]',
  ),
  'invalid-build-step': error(
    'config/rules/build-steps',
    'A custom build step is not a build-file instruction (or is FROM).',
    'custom_build_steps: ["apt-get install x"]',
  ),
  'ineffective-build-step': warning(
    'config/rules/build-steps',
    'A custom build step that does nothing: empty, only comments, or a parser directive, which counts only at the top of a build file.',
    'custom_build_steps: ["# syntax=docker/dockerfile:1"]',
  ),
  'invalid-host': error(
    'config/rules/hosts-and-credentials',
    'A host_credentials host is not a bare host name.',
    'host: https://pypi.example.com',
  ),
  'duplicate-host': error(
    'config/rules/hosts-and-credentials',
    'Two host_credentials entries name the same host.',
    '(host a.example.com, then host A.example.com)',
  ),
  'invalid-secret-id': error(
    'config/rules/hosts-and-credentials',
    'A secret_id the build command cannot be given: empty, or with white space, a comma or a double quote.',
    'secret_id: "my secret"',
  ),
  'invalid-username': error(
    'config/rules/hosts-and-credentials',
    "A username with white space, as Python counts it (str.isspace: the builder's own test).",
    'username: "a b"',
  ),
  'empty-username': warning(
    'config/rules/hosts-and-credentials',
    'An empty host credential username: the builder takes it, and the netrc entry it writes then reads the next word as the login.',
    'username: ""',
  ),
  'python-version-with-inherit': error(
    'config/rules/python-version',
    'python_version combined with inherit_base_image_packages: true.',
    'python_version: "3.11"\\ninherit_base_image_packages: true',
  ),
  'python-version-with-conda': error(
    'config/rules/python-version',
    'build_config.python_version with provider conda.',
    'python_version: "3.11"\\nrequirements: {provider: conda}',
  ),
  'conflicting-python-version': error(
    'config/rules/python-version',
    'build_config.python_version contradicts requirements.python_version.',
    'python_version: "3.10"\\nrequirements: {provider: uv-pip, python_version: "3.11"}',
  ),
  'deprecated-field': warning(
    'config/rules/python-version',
    'A deprecated field (build_config.python_version, removed in 1.13.0). An error with fail-on-deprecated.',
    'python_version: "3.11"',
  ),
  'non-debian-base-image': warning(
    'config/rules/image',
    'base_image names a non-Debian family (alpine, fedora, ...).',
    'base_image: python:3.12-alpine',
  ),
  'unusual-platform': warning(
    'config/rules/platform',
    'target_platform is one the container tools accept, but no Debian image is likely to match it (no OS, an architecture or variant Debian does not publish).',
    'target_platform: linux/arm/v9',
  ),
  'secret-in-build-env': warning(
    'config/rules/build-env-secrets',
    'A build_env name that says it holds a secret (..._TOKEN, ..._PASSWORD, ..._API_KEY) or a value that is a URL with a password.',
    'build_env: {PIP_TOKEN: abc}',
  ),
  'unused-ignore': warning(
    'config/fix/suppress',
    'A suppression comment that silences no finding (or names no code, or an unknown one).',
    'name: x  # component-config-check: ignore[invalid-platform] not needed',
    // Silencing the warning about a suppression would hide a stale one.
    { notSuppressible: true },
  ),
  'suppression-not-allowed': warning(
    'config/fix/suppress',
    "A suppression comment the repository's policy does not allow (`suppressions: none`, or a code not in its list): it silences nothing, and the finding it names stands.",
    'colour: blue  # component-config-check: ignore[unknown-key] a note of ours',
    // Its own finding silenced by a comment would be the very suppression the policy forbids.
    { notSuppressible: true },
  ),
  // What the config points at (check-paths: true)
  'missing-api-module': error(
    'workspace/check-paths',
    'component_api.py is missing beside the config.',
    '(no component_api.py)',
  ),
  'missing-source': error(
    'workspace/check-paths',
    'A package_data source does not exist.',
    'package_data: [[data/missing, /opt/x]]',
  ),
  'outside-workspace': error(
    'workspace/inside',
    'A symbolic link (the config, a directory, component_api.py) or a package_data source that leads outside the workspace; it was not read.',
    '(ln -s /etc/passwd component_config.yaml)',
    { locked: 'the path leads outside the workspace and was not read, so nothing there was checked', notRead: true },
  ),
  // The action itself
  'internal-error': error(
    'run/check-files',
    'The checker failed on this file (a bug: please report it); the other files were still checked.',
    '(a bug in the checker; a test injects one)',
    { locked: 'the checker failed on the file, so it was not checked', notSuppressible: true, notRead: true },
  ),
  // The search for files
  'unreadable-directory': error(
    'workspace/files',
    'A directory in the search could not be read (permissions, a path over the system limit); files below it were not checked.',
    '(chmod 000 components/)',
    { locked: 'the files below the directory were not checked' },
  ),
  'symlink-loop': warning(
    'workspace/files',
    'A symbolic link leads back to a directory above it; it was not followed again.',
    '(ln -s .. loop)',
  ),
  // The repository's policy file (.component-config-check.yaml)
  'policy-unknown-key': error(
    'config/policy/reader',
    'A key the policy file does not have (the closest known one is named).',
    'fail_level: never',
    POLICY,
  ),
  'policy-unknown-code': error(
    'config/policy/reader',
    'The policy names a finding code that does not exist (the closest known one is named).',
    'severity: {non-debian-image: error}',
    POLICY,
  ),
  'policy-invalid-value': error(
    'config/policy/reader',
    'A policy value of the wrong type, or not one of those allowed (a severity other than error, warning or off).',
    'severity: {unusual-platform: info}',
    POLICY,
  ),
  'policy-locked-code': error(
    'config/policy/reader',
    'The policy lowers or turns off a code that means something was not checked (a syntax error, a read failure, outside-workspace, internal-error).',
    'severity: {yaml-syntax: off}',
    POLICY,
  ),
  'policy-invalid-pattern': error(
    'config/policy/reader',
    'A files pattern of the policy that leaves the workspace (absolute, or with ..) or is empty.',
    'files: [../shared/**]',
    POLICY,
  ),
} as const satisfies Record<string, CodeInfo>;

export type Code = keyof typeof CODES;

/** Which part of the node at `path` a finding points at: its value, its key, or the mapping that owns it. */
export type Anchor = 'value' | 'key' | 'owner';

/** A finding as a rule states it, before it is placed in the file's text. */
export interface Draft {
  code: Code;
  path: Path;
  anchor: Anchor;
  message: string;
  fix?: Fix;
}

/** The one way to make a finding: its severity is the code's, from CODES (policy may raise it later). */
export function finding(code: Code, file: string, span: Span, location: string, message: string, fix?: Fix): Finding {
  const { line, column, endLine, endColumn } = span;
  const severity = CODES[code].severity;
  return { file, line, column, endLine, endColumn, severity, code, location, message, ...(fix ? { fix } : {}) };
}

/** The one order of findings in a file: by line, then column (stable, so the producers' order breaks ties). */
export function byPlace(a: Span, b: Span): number {
  return a.line - b.line || a.column - b.column;
}
