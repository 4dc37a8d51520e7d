// How a value reads in messages, and the messages shared by the schema mapping and the rules.

import { codePoint } from './basics.js';
import { formatPath, type Path } from './paths.js';
import { FLOAT, Timestamp } from './read/source.js';

/** "a boolean", "an integer", "a date", ... for a value YAML read (text: as it was written). */
export function describe(value: unknown, text?: string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return 'a boolean';
  if (typeof value === 'number') {
    // YAML 1.1 `1.0` is a float even though it is integral; say what YAML said.
    if (text !== undefined && FLOAT.test(text)) return 'a number';
    return Number.isInteger(value) ? 'an integer' : 'a number';
  }
  if (typeof value === 'string') return 'a string';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Timestamp) return 'a date';
  return 'a mapping';
}

/**
 * "an alpine", "an opensuse", "a fedora", "a ubi": the article by the sound of the word. A `u`
 * before one consonant and a vowel sounds like "you" (ubi, unix, user); a URL is spelled out.
 */
export function withArticle(word: string): string {
  const vowelSound =
    /^[aeio]/i.test(word) || (/^u/i.test(word) && !/^u[^aeiou][aeiou]/i.test(word) && !/^URL/.test(word));
  return `${vowelSound ? 'an' : 'a'} ${word}`;
}

// Characters a reader of a message cannot see, or cannot tell from a plain space: the spaces and
// zero-width characters, the combining grapheme joiner, the Hangul fillers and the tag characters.
const UNSEEN =
  /[\u00a0\u00ad\u034f\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\u3164\ufeff\uffa0\u{e0000}-\u{e007f}]/gu;

/**
 * After a value quoted in a message: which characters in it cannot be seen (a no-break space
 * reads as a space, a zero-width space as nothing), so the reader knows what to delete.
 */
export function unseenNote(value: string): string {
  const found = [...new Set(value.match(UNSEEN) ?? [])];
  if (found.length === 0) return '';
  return ` (it holds ${found.map(codePoint).join(' and ')}, which ${found.length === 1 ? 'looks' : 'look'} like a space or nothing)`;
}

function quoteForYaml(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

export function wrongTypeMessage(
  path: Path,
  value: unknown,
  expected: string,
  text: string | undefined,
  quoted: boolean,
  readAs?: string,
): string {
  // The finding's location names the place (a message does not say it again); the top level,
  // whose location is empty, is "the file".
  const name = formatPath(path) ? '' : 'the file ';
  const wantsText = expected.startsWith('a string') || expected.startsWith('text');
  if (value === null || value === undefined) {
    let message = `${name}is null (empty) but must be ${expected}; give it a value, or remove the key to use the default`;
    if (text && wantsText) message += `; to keep \`${text}\` as text, quote it: "${quoteForYaml(text)}"`;
    return message;
  }
  const found = readAs ?? describe(value, text);
  let message = `${name}must be ${expected}, but YAML read `;
  if (text !== undefined && typeof value !== 'string' && !quoted) {
    message += `\`${text}\` as ${found}`;
    if (wantsText) message += `; quote it to keep it as text: "${quoteForYaml(text)}"`;
  } else {
    message += found;
  }
  if (expected.startsWith('a boolean') && typeof value === 'string' && /^(true|false)$/i.test(value.trim())) {
    const word = value.trim().toLowerCase();
    // Unquoted, only a Unicode space (which YAML keeps in the value, and trim() takes) makes it text.
    const kept = quoted ? [] : [...new Set(value.replace(/true|false/i, ''))];
    message +=
      kept.length === 0
        ? `; write it without quotes: ${word}`
        : `; YAML keeps the ${kept.map(codePoint).join(' and ')} around it in the value: remove it to write the boolean ${word}`;
  }
  return message;
}

/** Ratcliff/Obershelp-style similarity (as Python's difflib), for "did you mean" hints. */
export function similarity(a: string, b: string): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  return (2 * matching(a, b)) / total;
}

function matching(a: string, b: string): number {
  if (!a || !b) return 0;
  let bestLen = 0;
  let bestA = 0;
  let bestB = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      let k = 0;
      while (i + k < a.length && j + k < b.length && a[i + k] === b[j + k]) k++;
      if (k > bestLen) {
        bestLen = k;
        bestA = i;
        bestB = j;
      }
    }
  }
  if (bestLen === 0) return 0;
  return (
    bestLen +
    matching(a.slice(0, bestA), b.slice(0, bestB)) +
    matching(a.slice(bestA + bestLen), b.slice(bestB + bestLen))
  );
}

export function closest(word: string, candidates: readonly string[], cutoff = 0.6): string | undefined {
  if (word.length > 200) return undefined;
  let best: string | undefined;
  let bestScore = cutoff;
  for (const c of candidates) {
    const s = similarity(word, c);
    if (s >= bestScore && (best === undefined || s > bestScore)) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

/**
 * Whether a key no mapping has was meant to be the required key `required` (docs/decisions.md,
 * "A misspelt required key"): the same but for case, `-` for `_`, or invisible characters; else
 * at most one edit away (a character added, dropped or changed, or two neighbours swapped), two
 * for a key of eight characters or more. Narrower than `closest`: the finding says the key was
 * meant, and its fix renames it.
 */
export function meantFor(key: string, required: string): boolean {
  const fold = (s: string) => s.replace(UNSEEN, '').toLowerCase().replace(/-/g, '_');
  if (fold(key) === fold(required)) return true;
  return editDistance(key, required, 2) <= (required.length >= 8 ? 2 : 1);
}

/** Optimal string alignment distance (neighbours swapped count one), or `limit + 1` when over it. */
function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = y.map((_, j) => j + 1);
  previous.unshift(0);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
    }
    before = previous;
    previous = row;
  }
  return Math.min(previous[y.length]!, limit + 1);
}
