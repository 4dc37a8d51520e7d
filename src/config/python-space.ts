// White space as Python counts it, for the rules that exist because the builder (Python) tests
// for it.

// Python's `str.isspace` (and so `str.strip()` and `str.split()` with no argument): the code
// points whose bidirectional type is WS, B or S or whose category is Zs. The builder's own tests
// use it (a credential's fields must hold none; `target_platform.strip() == "native"`), so a
// rule that exists because the builder refuses whitespace uses this set, not JavaScript's `\s`:
// Python counts U+001C..U+001F and U+0085 (NEL) and JavaScript does not; JavaScript counts U+FEFF
// and Python does not. The set is the same on every Python the builder supports (3.10 and
// later: Unicode 13 to 16 moved no code point in or out of it); a unit test holds it to python3.
/** The body of a character class (a pattern's `[...]`) of Python's white space. */
export const PYTHON_SPACE = '\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PY_SPACE = new RegExp(`[${PYTHON_SPACE}]`);
const PY_SPACE_EDGES = new RegExp(`^[${PYTHON_SPACE}]+|[${PYTHON_SPACE}]+$`, 'g');

/** Whether Python's `str.isspace` is true of some character of `value`. */
export function hasPythonSpace(value: string): boolean {
  return PY_SPACE.test(value);
}

/** Python's `value.strip()`: white space as Python counts it taken off both ends. */
export function pythonStrip(value: string): string {
  return value.replace(PY_SPACE_EDGES, '');
}
