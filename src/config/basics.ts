// Small ideas every part of src/ uses, each with one home here (src/config is the layer
// every other imports, and these know nothing of node or GitHub).

/** "1 error", "2 errors": a count and its noun, plural with an `s` when the count is not 1. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A JSON object or YAML mapping: an object that is neither null nor an array. */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Whatever was thrown, as an Error: a thrown string or other value becomes its message. */
export function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

/** A character (or code point) as Unicode names it in prose: `U+00A0`. */
export function codePoint(c: string | number): string {
  const cp = typeof c === 'number' ? c : c.codePointAt(0)!;
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
