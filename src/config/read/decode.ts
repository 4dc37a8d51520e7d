// Bytes → text: the size limit, UTF-8 (a BOM is dropped later, with the text), and where the
// first bad byte is when it is not UTF-8.

import { codePoint } from '../basics.js';
import type { Span } from '../findings.js';
import { bomLength, offsetSpan } from './coordinates.js';
import { AT_START, problem, type Problem } from './problems.js';

export const MAX_FILE_BYTES = 1024 * 1024;

// Characters YAML forbids anywhere in a stream (PyYAML's reader refuses them too).
// eslint-disable-next-line no-control-regex
export const NON_PRINTABLE = /[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

// One decoder for every file: without `stream`, each decode() starts afresh. A byte order mark
// is kept, as the builder's Python keeps it when it reads the file: the reader (source.ts) drops
// the one that starts the text, and a second one is text to the builder (`\ufeffname`).
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Text that holds a lone surrogate is no more Unicode than bytes that are not UTF-8. */
export function loneSurrogate(cp: number, span: Span): Problem {
  return problem(
    'not-utf8',
    `the text contains the lone surrogate ${codePoint(cp)}, which is not valid Unicode; save the file as UTF-8`,
    span,
  );
}

/** Decode bytes as UTF-8 (a BOM kept), or say where the first bad byte is. */
export function decode(bytes: Uint8Array, size = bytes.length): { text: string } | { problem: Problem } {
  if (Math.max(size, bytes.length) > MAX_FILE_BYTES) {
    const n = Math.max(size, bytes.length);
    return {
      problem: problem(
        'file-too-large',
        `the file is ${n.toLocaleString('en-US')} bytes; a component configuration may be at most ` +
          `${MAX_FILE_BYTES.toLocaleString('en-US')} bytes (1 MiB). Keep large data in package_data files instead`,
        AT_START,
      ),
    };
  }
  try {
    const text = UTF8.decode(bytes);
    return { text };
  } catch {
    // Locate the bad byte in characters, as every other position is: decode what comes before
    // it (valid by construction) and count there, BOM and lone CRs handled as the parser does.
    const at = firstInvalidUtf8(bytes);
    let before = new TextDecoder('utf-8').decode(bytes.subarray(0, at));
    before = before.slice(bomLength(before));
    const span = offsetSpan(before.replace(/\r(?!\n)/g, '\n'), before.length, 1);
    const byte = (bytes[at] ?? 0).toString(16).padStart(2, '0');
    return { problem: problem('not-utf8', `byte 0x${byte} is not valid UTF-8; save the file as UTF-8`, span) };
  }
}

/** Offset of the first byte that starts an invalid UTF-8 sequence (as Python's decoder says). */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    let max = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      min = c === 0xe0 ? 0xa0 : 0x80;
      if (c === 0xed) max = 0x9f; // no surrogates
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      min = c === 0xf0 ? 0x90 : 0x80;
      if (c === 0xf4) max = 0x8f;
    } else {
      return i;
    }
    for (let k = 1; k <= need; k++) {
      const d = b[i + k];
      if (d === undefined) return i;
      const lo = k === 1 ? min : 0x80;
      const hi = k === 1 ? max : 0xbf;
      if (d < lo || d > hi) return i;
    }
    i += need + 1;
  }
  return b.length;
}
