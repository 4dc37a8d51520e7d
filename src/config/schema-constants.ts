// Values that both the schema and the rules use. A module of its own so that the rules, which
// run for every file, do not load the schema's type builder (only a failing file needs it).

// The release that removes the deprecated fields.
export const REMOVAL_RELEASE = '1.13.0';

// What a Dockerfile ENV line can carry as a name: not empty, no `=`, no whitespace or control
// characters, nothing its parser would take for quoting, expansion or escaping (' " $ \).
// Names outside POSIX's [A-Za-z_][A-Za-z0-9_]* pass with a warning (a shell cannot use them).
export const ENV_NAME_PATTERN = '^[^=\\s\\x00-\\x1f\\x7f\'"$\\\\]+$';
// The versions uv installs Python by: a PEP 440 release of one to three parts, optionally a
// pre-release (a, b, rc) and `t` for a free-threaded build, or a PEP 440 specifier set.
const PY_RELEASE = '[0-9]+(?:\\.[0-9]+){0,2}(?:(?:a|b|rc)[0-9]+)?';
const PY_SPECIFIER = `(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?`;
export const PYTHON_VERSION_PATTERN = `^(?:${PY_RELEASE}t?|${PY_SPECIFIER}(?:\\s*,\\s*${PY_SPECIFIER})*)$`;
