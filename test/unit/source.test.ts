// The YAML source layer (src/config/read/source.ts) by attack and by rule: what reading the bytes
// refuses (size, encoding, control characters, alias bombs, nesting, tags, documents), how
// PyYAML's YAML 1.1 rules read plain scalars, and that every finding lands on the exact line
// and column. Cases are tables of inputs and the findings they must produce, as compact tuples:
// [code, line, column] or [code, line, column, endLine, endColumn] (only the fields given are
// compared).

import { describe, expect, it } from 'vitest';
import { type CheckOptions, type CheckResult } from '../../src/config/check.js';
import { checkBytes, readSource } from '../checker.js';
import { MAX_DEPTH, MAX_FILE_BYTES, MAX_VALUES } from '../../src/config/read/source.js';
import { resolvePlain, Timestamp } from '../../src/config/read/scalars.js';

type Where =
  | [code: string, line: number, column: number]
  | [code: string, line: number, column: number, endLine: number, endColumn: number];
type Input = string | Uint8Array;

const FILE = 'component_config.yaml';
const utf8 = new TextEncoder();

/** Bytes from pieces: strings are encoded as UTF-8, number arrays are raw bytes. */
function bytes(...parts: Array<string | number[]>): Uint8Array {
  const chunks = parts.map((p) => (typeof p === 'string' ? utf8.encode(p) : Uint8Array.from(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function run(input: Input, options: CheckOptions = {}): CheckResult {
  return checkBytes(FILE, typeof input === 'string' ? utf8.encode(input) : input, options);
}

/** The findings as compact tuples: [code, line, column, endLine, endColumn]. */
function one(input: Input, options: CheckOptions = {}): Array<[string, number, number, number, number]> {
  return run(input, options).findings.map((f) => [f.code, f.line, f.column, f.endLine, f.endColumn]);
}

/** Whether `input` gives exactly the findings `want`, comparing only the fields each gives. */
function expectFindings(input: Input, want: Where[], options: CheckOptions = {}): void {
  const got = one(input, options).map((t, i) => t.slice(0, want[i]?.length ?? 5));
  expect(got).toEqual(want);
}

function messages(input: Input): string[] {
  return run(input).findings.map((f) => f.message);
}

/**
 * CPU time of this process, not wall time: the bounds below catch super-linear work (an alias
 * bomb expanded, a walk per alias), and another process busy on the same cores must not fail
 * them.
 */
function timed<T>(f: () => T): { value: T; ms: number } {
  const start = process.cpuUsage();
  const value = f();
  const used = process.cpuUsage(start);
  return { value, ms: (used.user + used.system) / 1000 };
}

const MiB = 1024 * 1024;

describe('the documented limits', () => {
  it('are 1 MiB, 64 levels and 100,000 values', () => {
    expect(MAX_FILE_BYTES).toBe(MiB);
    expect(MAX_DEPTH).toBe(64);
    expect(MAX_VALUES).toBe(100_000);
  });
});

describe('file size', () => {
  const head = 'name: x\ndescription: ';
  /** A valid file of exactly `n` bytes (ASCII). */
  const ascii = (n: number) => head + 'a'.repeat(n - head.length - 1) + '\n';

  it('refuses a file of 1 MiB + 1 byte, at 1:1, naming its size', () => {
    const text = ascii(MiB + 1);
    expect(utf8.encode(text).length).toBe(MiB + 1);
    expectFindings(text, [['file-too-large', 1, 1, 1, 1]]);
    expect(messages(text)[0]).toContain('1,048,577 bytes');
  });

  it('refuses a file far over the limit quickly', () => {
    const big = new Uint8Array(8 * MiB).fill(0x61);
    const { value, ms } = timed(() => one(big));
    expect(value).toEqual([['file-too-large', 1, 1, 1, 1]]);
    expect(ms).toBeLessThan(1000);
  });

  it('reads a valid file of exactly 1 MiB', () => {
    const text = ascii(MiB);
    expect(utf8.encode(text).length).toBe(MiB);
    expectFindings(text, []);
  });

  it('reads a file of exactly 1 MiB and still reports what is wrong in it', () => {
    const text = 'name: x\nversion: 1.10\ndescription: ' + 'a'.repeat(MiB - 35 - 1) + '\n';
    expect(utf8.encode(text).length).toBe(MiB);
    expectFindings(text, [['wrong-type', 2, 10, 2, 14]]);
  });

  it('takes the size option as the size of the whole file when it is larger than the bytes', () => {
    expectFindings('name: x\n', [['file-too-large', 1, 1, 1, 1]], { size: MiB + 1 });
    expect(run('name: x\n', { size: 5 * MiB }).findings[0]!.message).toContain('5,242,880 bytes');
    expectFindings('name: x\n', [], { size: MiB });
    // A size smaller than the bytes does not hide them.
    expectFindings(ascii(MiB + 1), [['file-too-large', 1, 1, 1, 1]], { size: 10 });
  });

  it('counts UTF-8 bytes, not characters', () => {
    // 2 bytes per character: about 524,300 characters, over 1 MiB of bytes.
    const over = head + 'é'.repeat((MiB - head.length) / 2 + 1) + '\n';
    expect(over.length).toBeLessThan(MiB);
    expect(utf8.encode(over).length).toBeGreaterThan(MiB);
    expectFindings(over, [['file-too-large', 1, 1, 1, 1]]);
    // 4 bytes (2 UTF-16 code units) per emoji.
    const emoji = head + '🎉'.repeat(MiB / 4) + '\n';
    expect(emoji.length).toBeLessThan(MiB);
    expectFindings(emoji, [['file-too-large', 1, 1, 1, 1]]);
    // Exactly 1 MiB of bytes in multi-byte characters is read.
    const n = Math.floor((MiB - head.length - 1) / 2);
    const exact = head + 'é'.repeat(n) + 'a'.repeat(MiB - head.length - 1 - 2 * n) + '\n';
    expect(utf8.encode(exact).length).toBe(MiB);
    expectFindings(exact, []);
  });

  it('says the file is too large before looking at its encoding', () => {
    const big = bytes('name: ', [0xff], 'x'.repeat(MiB));
    expectFindings(big, [['file-too-large', 1, 1, 1, 1]]);
  });
});

describe('not UTF-8', () => {
  const cases: Array<[string, Uint8Array, Where]> = [
    ['a Latin-1 byte', bytes('name: x\ndescription: caf', [0xe9], '\n'), ['not-utf8', 2, 17, 2, 18]],
    ['a Latin-1 byte inside a word', bytes('name: caf', [0xe9], ' au lait\n'), ['not-utf8', 1, 10, 1, 11]],
    ['a byte 0xFF at the very start', bytes([0xff, 0xfe], 'name: x\n'), ['not-utf8', 1, 1, 1, 2]],
    [
      'a truncated 3-byte sequence before a newline',
      bytes('name: x\ndescription: ', [0xe6, 0x97], '\n'),
      ['not-utf8', 2, 14, 2, 15],
    ],
    ['a truncated 3-byte sequence at the end of the file', bytes('name: ', [0xe6, 0x97]), ['not-utf8', 1, 7, 1, 8]],
    ['a truncated 4-byte sequence before ASCII', bytes('name: ', [0xf0, 0x9f, 0x8e], 'x\n'), ['not-utf8', 1, 7, 1, 8]],
    ['a lone continuation byte', bytes('name: x\n\n  ', [0x80], '\n'), ['not-utf8', 3, 3, 3, 4]],
    ['an encoded surrogate (ED A0 80)', bytes('name: ', [0xed, 0xa0, 0x80], '\n'), ['not-utf8', 1, 7, 1, 8]],
    [
      'an encoded low surrogate (ED BF BF) in a flow mapping',
      bytes('name: x\nmetadata: {a: b', [0xed, 0xbf, 0xbf], '}\n'),
      ['not-utf8', 2, 16, 2, 17],
    ],
    ['an overlong encoding (C0 AF)', bytes('name: x\nversion: "', [0xc0, 0xaf], '"\n'), ['not-utf8', 2, 11, 2, 12]],
    ['an overlong 3-byte encoding (E0 80 AF)', bytes('name: ', [0xe0, 0x80, 0xaf], '\n'), ['not-utf8', 1, 7, 1, 8]],
    [
      'a code point over U+10FFFF (F4 90 80 80)',
      bytes('name: ', [0xf4, 0x90, 0x80, 0x80], '\n'),
      ['not-utf8', 1, 7, 1, 8],
    ],
    ['a byte that never occurs in UTF-8 (F8)', bytes('name: x', [0xf8], '\n'), ['not-utf8', 1, 8, 1, 9]],
    [
      'the first of two bad bytes',
      bytes('name: x\n# ', [0xff], '\ndescription: ', [0xfe], '\n'),
      ['not-utf8', 2, 3, 2, 4],
    ],
    ['a bad byte after CRLF line ends', bytes('name: x\r\ndescription: ', [0xff], '\r\n'), ['not-utf8', 2, 14, 2, 15]],
  ];
  it.each(cases)('%s is located at that byte', (_name, input, want) => {
    expectFindings(input, [want]);
  });

  it('names the bad byte in the message', () => {
    expect(messages(bytes('name: x\ndescription: caf', [0xe9], '\n'))[0]).toContain('0xe9');
    expect(messages(bytes('name: ', [0xc0, 0xaf], '\n'))[0]).toContain('0xc0');
  });

  // Columns count UTF-16 code units (findings.ts), as everywhere else: the characters before
  // the bad byte on its line count once each (twice for one outside the BMP), not by bytes.
  it('counts the column in characters, not bytes, after multi-byte characters', () => {
    expectFindings(bytes('name: é', [0xff], '\n'), [['not-utf8', 1, 8, 1, 9]]);
    expectFindings(bytes('name: x\ndescription: 日本 ', [0xff], '\n'), [['not-utf8', 2, 17, 2, 18]]);
    expectFindings(bytes('name: 🎉', [0xff], '\n'), [['not-utf8', 1, 9, 1, 10]]);
  });

  it('ignores a UTF-8 BOM: it does not shift the column of a bad byte', () => {
    expectFindings(bytes([0xef, 0xbb, 0xbf], 'name: ', [0xff], '\n'), [['not-utf8', 1, 7, 1, 8]]);
  });

  it('counts a lone CR as a line end when locating a bad byte', () => {
    expectFindings(bytes('name: x\rdescription: ', [0xff], '\r'), [['not-utf8', 2, 14, 2, 15]]);
  });

  it('ignores a UTF-8 BOM: a valid file with one is read, and columns do not move', () => {
    expectFindings('\ufeffname: x\n', []);
    expectFindings('\ufeffversion: 1.10\nname: x\n', [['wrong-type', 1, 10, 1, 14]]);
    expectFindings('\ufeffname: x\nversion: 1.10\n', [['wrong-type', 2, 10, 2, 14]]);
    expectFindings('\ufeffname: x\x07\n', [['yaml-syntax', 1, 8, 1, 9]]);
    expectFindings('\ufeff', [['empty-file', 1, 1, 1, 1]]);
  });

  it('reads a second byte order mark as the builder does: part of the key, not a second mark', () => {
    // Python's UTF-8 codec keeps both marks and PyYAML skips only the first: the key is `\ufeffname`,
    // one finding at that key (the required `name` misspelt by an invisible character).
    expectFindings(bytes([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf], 'name: x\n'), [['missing-key', 1, 1]]);
  });
});

describe('control characters and non-ASCII text', () => {
  const cases: Array<[string, string, Where]> = [
    ['U+0007 after a plain value', 'name: x\x07\n', ['yaml-syntax', 1, 8, 1, 9]],
    ['NUL inside a double-quoted string', 'name: x\ndescription: "a\x00b"\n', ['yaml-syntax', 2, 16, 2, 17]],
    ['NUL inside a single-quoted string', "name: x\ndescription: 'a\x00b'\n", ['yaml-syntax', 2, 16, 2, 17]],
    ['NUL in a comment', 'name: x # a\x00\n', ['yaml-syntax', 1, 12, 1, 13]],
    ['U+007F', 'name: x\x7f\n', ['yaml-syntax', 1, 8, 1, 9]],
    ['U+001B at the start of a line', 'name: x\n\x1b[31m: y\n', ['yaml-syntax', 2, 1, 2, 2]],
    ['U+0008 in a key', 'name: x\nmetadata:\n  a\bb: 1\n', ['yaml-syntax', 3, 4, 3, 5]],
    ['the C1 control U+0086', 'name: x\u0086\n', ['yaml-syntax', 1, 8, 1, 9]],
    ['the non-character U+FFFE', 'name: x\ufffe\n', ['yaml-syntax', 1, 8, 1, 9]],
    ['U+0007 after an emoji (two UTF-16 units)', 'name: x\ndescription: 🎉\x07\n', ['yaml-syntax', 2, 16, 2, 17]],
    ['U+0007 after a lone CR', 'name: x\rdescription: a\x07\r', ['yaml-syntax', 2, 15, 2, 16]],
    ['U+0007 after CRLF', 'name: x\r\ndescription: a\x07\r\n', ['yaml-syntax', 2, 15, 2, 16]],
  ];
  it.each(cases)('%s is a yaml-syntax finding at the character', (_name, text, want) => {
    expectFindings(text, [want]);
  });

  it('names the control character in the message', () => {
    expect(messages('name: x\x07\n')[0]).toContain('U+0007');
    expect(messages('name: "\x00"\n')[0]).toContain('U+0000');
  });

  it('accepts non-ASCII text: accents, CJK, emoji, in values and keys', () => {
    expectFindings(
      'name: café\ndescription: 日本語のテキスト 🎉\nversion: "1.0-β"\nmetadata: {emoji: 🎉, 日本: 値, "ключ": значение}\n',
      [],
    );
    expectFindings('name: x\ndescription: "tab\there, and a\ttab"\n', []);
  });

  it('counts columns after non-ASCII text in UTF-16 code units', () => {
    expectFindings('name: x\nmetadata: {a: 🎉, b: 2024-01-01}\n', [['unsupported-value', 2, 22, 2, 32]]);
    expectFindings('name: x\nmetadata: {日本: 🎉, b: 2024-01-01}\n', [['unsupported-value', 2, 23, 2, 33]]);
    expectFindings('description: 日本🎉\nname: 1.5\n', [['wrong-type', 2, 7, 2, 10]]);
  });
});

describe('alias bombs', () => {
  /** `levels` anchors, each a list of `width` aliases to the one before. */
  function laughs(levels: number, width: number): string {
    const names = 'abcdefghijklmnopqrstuvwxyz';
    const lines = ['name: x', 'metadata:', `  a: &a [${Array(width).fill('"lol"').join(', ')}]`];
    for (let i = 1; i < levels; i++) {
      lines.push(
        `  ${names[i]}: &${names[i]} [${Array(width)
          .fill(`*${names[i - 1]}`)
          .join(', ')}]`,
      );
    }
    return lines.join('\n') + '\n';
  }

  it('refuses the billion laughs (9 levels of 10) as too-complex, fast', () => {
    const { value, ms } = timed(() => run(laughs(9, 10)));
    expect(value.findings.map((f) => [f.code, f.location])).toEqual([['too-complex', '']]);
    expect(value.findings[0]!.message).toContain('100,000');
    expect(ms).toBeLessThan(2000);
  });

  it('accepts many small aliases below the limit', () => {
    // 1,000 aliases to a 3-item list: 5,000 values.
    const text =
      'name: x\nmetadata:\n  a: &a [1, 2, 3]\n' +
      Array.from({ length: 1000 }, (_, i) => `  k${i}: *a`).join('\n') +
      '\n';
    expectFindings(text, []);
  });

  // Each alias must not cost a walk over the whole document: 6,000 aliases (about 24,000
  // values, far below the limit) in a 25 KB file must be read in well under a second.
  it('reads many aliases in linear time', () => {
    const text = 'name: x\nmetadata:\n  a: &a x\n  l: [' + Array(6000).fill('*a').join(', ') + ']\n';
    const { value, ms } = timed(() => one(text));
    expect(value).toEqual([]);
    expect(ms).toBeLessThan(2000);
  });

  it('reads many merge keys in linear time', () => {
    const text =
      'name: x\nmetadata:\n  a: &a {k: 1}\n' +
      Array.from({ length: 1200 }, (_, i) => `  m${i}: {<<: *a, j: ${i}}`).join('\n') +
      '\n';
    const { value, ms } = timed(() => one(text));
    expect(value).toEqual([]);
    expect(ms).toBeLessThan(2000);
  });

  it('refuses an alias to an anchor that contains it', () => {
    expectFindings('name: x\nmetadata: &a {b: *a}\n', [['too-deep', 2, 18, 2, 20]]);
    expectFindings('name: x\nmetadata: &a [*a]\n', [['too-deep', 2, 15, 2, 17]]);
  });

  it('refuses an alias to no anchor', () => {
    expectFindings('name: *nothing\n', [['yaml-syntax', 1, 7]]);
  });

  // An alias to no anchor is the same fault wherever it stands: not a non-scalar key, not a
  // merge of something other than a mapping.
  it('refuses an alias to no anchor as a key, or in a merge, the same way', () => {
    expectFindings('name: x\nmetadata:\n  ? *nothing\n  : v\n', [['yaml-syntax', 3, 5, 3, 13]]);
    expectFindings('name: x\nmetadata:\n  <<: *nothing\n', [['yaml-syntax', 3, 7, 3, 15]]);
    expectFindings('name: x\nmetadata:\n  <<: [*nothing]\n', [['yaml-syntax', 3, 8, 3, 16]]);
  });

  // YAML lets a merge key refer to the mapping that holds it; expanding that never ends.
  const selfMerges: Array<[string, string]> = [
    ['a block mapping merging itself', 'name: x\nmetadata: &a\n  <<: *a\n'],
    ['a flow mapping merging itself', 'name: x\nmetadata: &a {<<: [*a]}\n'],
    ['build_config merging itself', 'name: x\nbuild_config: &b\n  python_version: null\n  <<: *b\n'],
  ];
  it.each(selfMerges)('%s is refused, without throwing', (_name, text) => {
    let result: CheckResult | undefined;
    expect(() => {
      result = run(text);
    }).not.toThrow();
    const codes = result!.findings.map((f) => f.code);
    expect(codes).toHaveLength(1);
    expect(['too-deep', 'invalid-merge']).toContain(codes[0]);
  });
});

describe('nesting', () => {
  /** `n` nested flow lists, balanced. */
  const lists = (n: number) => '['.repeat(n) + ']'.repeat(n);
  /** `n` nested block mappings `a:`, each indented one more space; the last holds x. */
  const blocks = (n: number) => Array.from({ length: n }, (_, i) => ' '.repeat(i) + 'a:').join('\n') + ' x\n';

  it('accepts 64 collections (the limit), at the top level', () => {
    expectFindings(lists(64) + '\n', [['not-a-mapping', 1, 1]]);
  });

  it('refuses 65 levels of `[` at the 65th', () => {
    expectFindings(lists(65) + '\n', [['too-deep', 1, 65]]);
  });

  it('counts the top-level mapping and every collection inside it', () => {
    // mapping, mapping, then 62 lists: 64 deep, fine (the fixture corpus has this one).
    expectFindings('name: x\nmetadata: {a: ' + lists(62) + '}\n', []);
    // 63 lists: 65 deep, refused at the 63rd `[` (column 15 + 62).
    expectFindings('name: x\nmetadata: {a: ' + lists(63) + '}\n', [['too-deep', 2, 77]]);
    // mapping, then 63 lists under metadata: 64 deep; metadata is then the wrong type only.
    expectFindings('name: x\nmetadata: ' + lists(63) + '\n', [['wrong-type', 2, 11]]);
    expectFindings('name: x\nmetadata: ' + lists(64) + '\n', [['too-deep', 2, 74]]);
  });

  it('accepts 64 nested block mappings and refuses 65 at the 65th', () => {
    expect(one(blocks(64)).map((t) => t[0])).not.toContain('too-deep');
    expectFindings(blocks(65), [['too-deep', 65, 65]]);
  });

  it('refuses 65 nested block sequences (`- - - …`) at the 65th', () => {
    expect(one('- '.repeat(64) + 'x\n').map((t) => t[0])).toEqual(['not-a-mapping']);
    expectFindings('- '.repeat(65) + 'x\n', [['too-deep', 1, 129]]);
  });

  it('refuses an alias that makes a list contain itself', () => {
    expect(one('name: x\nmetadata: {a: &l [1, *l]}\n').map((t) => t[0])).toEqual(['too-deep']);
  });

  // Deep, but small enough for the parser to be asked: still the 65th level is the finding,
  // never a stack overflow reported as a syntax error.
  const deepButSmall: Array<[string, string, Where]> = [
    ['999 balanced `[`', 'name: x\nmetadata: ' + lists(999) + '\n', ['too-deep', 2, 74]],
    ['800 balanced `[`', 'name: x\nmetadata: ' + lists(800) + '\n', ['too-deep', 2, 74]],
    ['1,000 nested block mappings', blocks(1000), ['too-deep', 65, 65]],
    ['5,000 nested block sequences', '- '.repeat(5000) + 'x\n', ['too-deep', 1, 129]],
    [
      '900 nested flow mappings',
      'name: x\nmetadata: ' + '{a: '.repeat(900) + '1' + '}'.repeat(900) + '\n',
      ['too-deep', 2, 263],
    ],
  ];
  it.each(deepButSmall)('%s: too-deep at the 65th level, not a crash', (_name, text, want) => {
    const { value, ms } = timed(() => one(text));
    expect(value.map((t) => t.slice(0, 3))).toEqual([want]);
    expect(ms).toBeLessThan(3000);
  });

  it('refuses 500,000 `[` quickly, without exhausting the stack or memory', () => {
    const { value, ms } = timed(() => one('['.repeat(500_000)));
    expect(value.map((t) => t[0])).toEqual(['too-deep']);
    expect(ms).toBeLessThan(3000);
  });

  it('refuses 500,000 `[` under a key quickly', () => {
    const { value, ms } = timed(() => one('name: x\nmetadata: ' + '['.repeat(500_000)));
    expect(value.map((t) => t[0])).toEqual(['too-deep']);
    expect(ms).toBeLessThan(3000);
  });

  // The finding is where the nesting first goes past the limit, however deep it goes on.
  it('locates 500,000 `[` at the 65th, like 65', () => {
    expectFindings('['.repeat(500_000), [['too-deep', 1, 65]]);
  });

  it('does not count brackets inside quoted strings or comments', () => {
    expectFindings('name: x\ndescription: "' + '['.repeat(5000) + '"\n', []);
    expectFindings("name: x\ndescription: '" + '{'.repeat(5000) + "'\n", []);
    expectFindings('name: x\n# ' + '['.repeat(5000) + '\n', []);
  });
});

describe('tags', () => {
  const refused: Array<[string, string, Where]> = [
    [
      '!!python/object/apply on a value',
      'name: !!python/object/apply:os.system ["ls"]\n',
      ['unsupported-tag', 1, 7, 1, 45],
    ],
    [
      '!!python/object/apply on the document',
      "!!python/object/apply:os.system ['echo pwned']\n",
      ['unsupported-tag', 1, 1],
    ],
    ['!!python/name on a key', 'name: x\nmetadata:\n  !!python/name:os.getcwd "": x\n', ['unsupported-tag', 3, 3]],
    ['!!binary', 'name: x\nmetadata:\n  a: !!binary aGk=\n', ['unsupported-tag', 3, 6, 3, 19]],
    ['!!binary on a key', 'name: x\nmetadata:\n  !!binary aGk=: x\n', ['unsupported-tag', 3, 3, 3, 16]],
    ['!!set', 'name: x\nmetadata: !!set {a, b}\n', ['unsupported-tag', 2, 11, 2, 23]],
    ['!!omap', 'name: x\nmetadata: !!omap [{a: 1}]\n', ['unsupported-tag', 2, 11, 2, 26]],
    ['!!omap on a block list', 'name: x\nmetadata:\n  a: !!omap\n    - k: v\n', ['unsupported-tag', 3, 6]],
    ['!!pairs', 'name: x\nmetadata: !!pairs [{a: 1}]\n', ['unsupported-tag', 2, 11, 2, 27]],
    ['a local tag !custom', 'name: x\nmetadata: {a: !custom x}\n', ['unsupported-tag', 2, 15, 2, 24]],
    ['a local tag on a list', 'name: x\nmetadata: {a: !list [1]}\n', ['unsupported-tag', 2, 15]],
    [
      'a verbatim tag !<tag:example.com,2000:foo>',
      'name: x\nmetadata: {a: !<tag:example.com,2000:foo> x}\n',
      ['unsupported-tag', 2, 15, 2, 44],
    ],
    [
      'a verbatim python tag',
      'name: !<tag:yaml.org,2002:python/object:os.system> x\n',
      ['unsupported-tag', 1, 7, 1, 53],
    ],
    ['a tag after an anchor', 'name: x\nmetadata: &a !!set {a}\n', ['unsupported-tag', 2, 11]],
  ];
  it.each(refused)('%s is unsupported-tag at the tag', (_name, text, want) => {
    expectFindings(text, [want]);
  });

  it('names the tag in the message, as written', () => {
    expect(messages('name: x\nmetadata: !!set {a}\n')[0]).toContain('`!!set`');
    expect(messages('name: !!python/object/apply:os.system ["ls"]\n')[0]).toContain(
      '`!!python/object/apply:os.system`',
    );
    expect(messages('name: x\nmetadata: {a: !custom x}\n')[0]).toContain('`!custom`');
    expect(messages('name: x\nmetadata: {a: !<tag:example.com,2000:foo> x}\n')[0]).toContain(
      'tag:example.com,2000:foo',
    );
  });

  it('reads !!str 12 as a string', () => {
    expectFindings('name: !!str 12\n', []);
    expectFindings('name: !<tag:yaml.org,2002:str> 12\n', []);
    expectFindings('name: x\nversion: !!str 1.10\n', []);
  });

  it('reads !!int "12" as an integer: wrong-type in name, located at the tag', () => {
    expectFindings('name: !!int "12"\n', [['wrong-type', 1, 7, 1, 17]]);
    expect(messages('name: !!int "12"\n')[0]).toContain('an integer');
  });

  it('refuses a value its scalar tag cannot read, at the tag', () => {
    expectFindings('name: !!int abc\n', [['unsupported-tag', 1, 7, 1, 16]]);
    expectFindings('name: !!bool x\n', [['unsupported-tag', 1, 7, 1, 15]]);
  });

  it('says how an explicit !!float was read', () => {
    // PyYAML's !!float reads `1` as the float 1.0.
    expect(messages('name: !!float 1\n')[0]).not.toContain('as an integer');
  });
});

describe('YAML 1.1 scalars, read as PyYAML reads them', () => {
  const nonStrings: Array<[string, string]> = [
    ['yes', 'as a boolean'],
    ['no', 'as a boolean'],
    ['on', 'as a boolean'],
    ['off', 'as a boolean'],
    ['true', 'as a boolean'],
    ['True', 'as a boolean'],
    ['NO', 'as a boolean'],
    ['~', 'is null'],
    ['null', 'is null'],
    ['010', 'as an integer'],
    ['0x1F', 'as an integer'],
    ['0b101', 'as an integer'],
    ['1_000', 'as an integer'],
    ['1:30', 'as an integer'],
    ['1.5', 'as a number'],
    ['1.0e+5', 'as a number'],
    ['.inf', 'as a number'],
    ['-.inf', 'as a number'],
    ['.nan', 'as a number'],
    ['2024-01-01', 'as a date'],
    ['2001-12-14t21:59:43.10-05:00', 'as a date'],
  ];
  it.each(nonStrings)('name: %s is wrong-type, read %s', (value, how) => {
    const text = `name: ${value}\n`;
    expectFindings(text, [['wrong-type', 1, 7, 1, 7 + value.length]]);
    expect(messages(text)[0]).toContain(how);
  });

  const strings = [
    'y',
    'n',
    'Y',
    'N',
    '08',
    '09',
    '1e5',
    '0o10',
    '2024-1-1',
    'yes please',
    '1.2.3',
    '0x',
    '0b',
    '0x_g',
    'nulls',
    'Off!',
  ];
  it.each(strings)('name: %s is a string, valid', (value) => {
    expectFindings(`name: ${value}\n`, []);
  });

  it('reads version: 1.10 as a number and says how to quote it', () => {
    const text = 'name: x\nversion: 1.10\n';
    expectFindings(text, [['wrong-type', 2, 10, 2, 14]]);
    expect(messages(text)[0]).toContain('quote it to keep it as text: "1.10"');
  });

  it('reads quoted scalars as strings', () => {
    expectFindings('name: "yes"\nversion: \'1.10\'\ndescription: "2024-01-01"\n', []);
  });

  it('refuses the special YAML 1.1 plain scalars = and <<', () => {
    expectFindings('name: =\n', [['unsupported-tag', 1, 7, 1, 8]]);
    expectFindings('name: <<\n', [['unsupported-tag', 1, 7, 1, 9]]);
  });
});

describe('duplicate keys', () => {
  it('reports the second occurrence, naming the line of the first', () => {
    const text = 'name: a\nname: b\n';
    expectFindings(text, [['duplicate-key', 2, 1, 2, 5]]);
    expect(messages(text)[0]).toContain('first defined on line 1');
  });

  it('reports each further occurrence', () => {
    const text = 'name: a\nname: b\nname: c\n';
    expectFindings(text, [
      ['duplicate-key', 2, 1, 2, 5],
      ['duplicate-key', 3, 1, 3, 5],
    ]);
    expect(messages(text).every((m) => m.includes('first defined on line 1'))).toBe(true);
  });

  it('finds duplicates in nested block and flow mappings', () => {
    const text = 'name: x\nbuild_config:\n  base_image: debian\n  skip_checks: true\n  base_image: ubuntu\n';
    expectFindings(text, [['duplicate-key', 5, 3, 5, 13]]);
    expect(messages(text)[0]).toContain('first defined on line 3');
    expectFindings('name: x\nmetadata: {a: 1, b: 2, a: 3}\n', [['duplicate-key', 2, 24, 2, 25]]);
  });

  it('treats a quoted key as the same key as a plain one', () => {
    expectFindings('name: a\n"name": b\n', [['duplicate-key', 2, 1, 2, 7]]);
  });

  it('accepts the same key in different mappings', () => {
    expectFindings('name: x\nmetadata:\n  a: {k: 1}\n  b: {k: 2}\n  c:\n    k: 3\n', []);
  });

  it('accepts an explicit key overriding a merged one, before or after the merge', () => {
    expectFindings('name: x\nmetadata:\n  base: &b {k: 1, j: 2}\n  m:\n    <<: *b\n    k: 3\n', []);
    expectFindings('name: x\nmetadata:\n  base: &b {k: 1}\n  m:\n    k: 3\n    <<: *b\n', []);
    expectFindings('name: x\nmetadata:\n  a: &a {k: 1}\n  b: &b {k: 2}\n  m: {<<: [*a, *b]}\n', []);
  });

  it('locates a duplicate after a lone CR line end', () => {
    expectFindings('name: a\rname: b\r', [['duplicate-key', 2, 1, 2, 5]]);
  });
});

describe('documents', () => {
  it('refuses a second document at its separator', () => {
    expectFindings('name: a\n---\nname: b\n', [['multiple-documents', 2, 1]]);
    expectFindings('---\nname: a\n...\n---\nname: b\n', [['multiple-documents', 4, 1]]);
    expectFindings('name: a\n---\n', [['multiple-documents', 2, 1]]);
  });

  it('accepts one explicit document, with or without an end marker', () => {
    expectFindings('---\nname: a\n', []);
    expectFindings('name: a\n...\n', []);
    expectFindings('---\nname: a\n...\n# c\n', []);
  });

  const empty: Array<[string, string]> = [
    ['an empty file', ''],
    ['only a newline', '\n'],
    ['only blank lines and spaces', '\n   \n  \n'],
    ['only comments', '# a\n\n   # b\n'],
    ['only a comment without a newline', '# c'],
    ['only comments with CRLF', '# a\r\n# b\r\n'],
    ['only `---`', '---\n'],
    ['only `---` and `...`', '---\n...\n'],
    ['only `---` and a comment', '--- # nothing\n'],
  ];
  it.each(empty)('%s is empty-file at 1:1', (_name, text) => {
    expectFindings(text, [['empty-file', 1, 1, 1, 1]]);
  });

  const notMappings: Array<[string, string, string]> = [
    ['a block list', '- name: x\n', 'a list'],
    ['a flow list', '[a, b]\n', 'a list'],
    ['a plain scalar', 'just a string\n', 'a single value'],
    ['a quoted scalar', "'name: x'\n", 'a single value'],
    ['a number', '42\n', 'a single value'],
    ['null', 'null\n', 'a single value'],
    ['a boolean', 'yes\n', 'a single value'],
    ['a block scalar', '|\n  name: x\n', 'a single value'],
  ];
  it.each(notMappings)('%s at the top level is not-a-mapping at 1:1', (_name, text, found) => {
    expectFindings(text, [['not-a-mapping', 1, 1]]);
    expect(messages(text)[0]).toContain(found);
  });
});

describe('line ends', () => {
  const variants: Array<[string, (s: string) => string]> = [
    ['LF', (s) => s],
    ['CRLF', (s) => s.replace(/\n/g, '\r\n')],
    ['lone CR', (s) => s.replace(/\n/g, '\r')],
    [
      'mixed',
      (s) =>
        s
          .split('\n')
          .map((l, i) => l + ['\r\n', '\r', '\n'][i % 3])
          .join(''),
    ],
  ];
  const text = "name: x\nversion: 1.10\nbuild_config:\n  skip_checks: 'no'\n  extra_packages: [curl, 'a b']\n";
  it.each(variants)('%s line ends do not move positions', (_name, convert) => {
    expectFindings(convert(text), [
      ['wrong-type', 2, 10, 2, 14],
      ['wrong-type', 4, 16, 4, 20],
      ['invalid-package-name', 5, 26, 5, 31],
    ]);
  });

  it.each(variants)('%s line ends do not move a syntax error', (_name, convert) => {
    expect(one(convert('name: x\nversion: [1\n')).map((t) => t[0])).toEqual(['yaml-syntax']);
    expectFindings(convert('name: x\nbuild_config:\n  base_image: x\n\tskip_checks: true\n'), [['yaml-syntax', 4, 1]]);
  });

  it.each(variants)('%s line ends do not move a tag finding', (_name, convert) => {
    expectFindings(convert('name: x\nmetadata:\n  a: !!binary aGk=\n'), [['unsupported-tag', 3, 6, 3, 19]]);
  });
});

describe('spans stay inside the text', () => {
  // An alias where a key was meant (`*k:` is an alias named `k:`) is a syntax error; its span
  // must end inside the file, on the line where its text ends.
  const cases = [
    '*k: x\nbuild_config:\n  skip_checks: On\n',
    '*aname: x\n5',
    '%FOO bar\n---\n*name: x\nbuild_config:\n  a: 1\n',
  ];
  it.each(cases)('%j', (text) => {
    const lines = text.split(/\r\n|\r|\n/);
    for (const f of run(text).findings) {
      expect(f.code).toBe('yaml-syntax');
      expect(f.endLine).toBeLessThanOrEqual(lines.length);
      expect(f.endColumn).toBeLessThanOrEqual(lines[f.endLine - 1]!.length + 1);
    }
  });
});

describe('hostile key names', () => {
  const protoKeys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

  it.each(protoKeys)('top level `%s` is an unknown key like any other', (key) => {
    const text = `name: x\n${key}: 1\n`;
    expectFindings(text, [['unknown-key', 2, 1, 2, 1 + key.length]]);
    const [message] = messages(text);
    expect(message).toMatch(/^unknown key; (did you mean|allowed keys are)/);
    expect(message).not.toMatch(/\[object Object\]|\[native code\]|undefined/);
  });

  it.each(protoKeys)('build_config `%s` is an unknown key like any other', (key) => {
    const text = `name: x\nbuild_config:\n  ${key}: 1\n`;
    expectFindings(text, [['unknown-key', 3, 3, 3, 3 + key.length]]);
    expect(messages(text)[0]).toMatch(/^unknown key; (did you mean|allowed keys are)/);
  });

  it('host_credentials and requirements keys named like Object members are unknown keys', () => {
    expectFindings(
      'name: x\nbuild_config:\n  host_credentials:\n    - {host: a.example, secret_id: s, __proto__: x, toString: y}\n',
      [
        ['unknown-key', 4, 39, 4, 48],
        ['unknown-key', 4, 53, 4, 61],
      ],
    );
    expectFindings('name: x\nbuild_config:\n  requirements: {provider: uv-pip, __proto__: x}\n', [
      ['unknown-key', 3, 36, 3, 45],
    ]);
  });

  it('accepts them as env and build_env names', () => {
    const env = protoKeys.map((k) => `  ${k}: v`).join('\n');
    expectFindings(`name: x\nenv:\n${env}\nbuild_config:\n  build_env:\n${env.replace(/^/gm, '  ')}\n`, []);
  });

  it('checks their values like any other env value', () => {
    expectFindings('name: x\nenv: {__proto__: 1}\n', [['wrong-type', 2, 18, 2, 19]]);
    expectFindings('name: x\nenv: {constructor: [a]}\n', [['wrong-type', 2, 20]]);
  });

  it('accepts them in metadata, and pollutes no prototype', () => {
    const text =
      'name: x\nmetadata:\n  __proto__: {polluted: yes}\n  constructor: {prototype: {polluted: yes}}\n  toString: 1\n  m:\n    <<: {__proto__: {polluted: yes}}\n';
    expectFindings(text, []);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect((Object.prototype as unknown as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('reports a duplicate __proto__ like any other duplicate', () => {
    expectFindings('name: x\nmetadata:\n  __proto__: a\n  __proto__: b\n', [['duplicate-key', 4, 3, 4, 12]]);
  });
});

describe("YAML 1.1's plain scalars", () => {
  // resolvePlain answers "a string" at once for a scalar whose first letter starts none of the
  // resolvers' forms: every form in every spelling PyYAML resolves must still resolve.
  const forms: Array<[string, unknown]> = [
    ...['yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON'].map((w): [string, unknown] => [w, true]),
    ...['no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF'].map((w): [string, unknown] => [w, false]),
    ...['~', 'null', 'Null', 'NULL', ''].map((w): [string, unknown] => [w, null]),
    ['010', 8],
    ['0x1f', 31],
    ['0b11', 3],
    ['-1_000', -1000],
    ['1:30', 90],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['+.inf', Infinity],
    ['.Inf', Infinity],
  ];
  for (const [text, value] of forms) {
    it(`reads \`${text}\` as ${String(value)}`, () => {
      expect(resolvePlain(text)).toEqual(value);
    });
  }
  it('reads dates, NaN, and the tags it cannot hold', () => {
    expect(resolvePlain('2024-01-02')).toBeInstanceOf(Timestamp);
    expect(resolvePlain('.NaN')).toBeNaN();
    expect(resolvePlain('<<')).toEqual({ unsupported: 'tag:yaml.org,2002:merge' });
    expect(resolvePlain('=')).toEqual({ unsupported: 'tag:yaml.org,2002:value' });
  });
  it('reads everything else as the string written', () => {
    for (const text of ['name', 'Yesterday', 'nullable', 'offset', 'true1', 'x1.5', 'python:3.11', '1e5', 'n', 'o'])
      expect(resolvePlain(text)).toBe(text);
  });
});

// Issue 27: the builder reads these files with PyYAML's SafeLoader (YAML 1.1); what it refuses,
// or reads otherwise, is an error here, located, and its message says what PyYAML does. The
// differential test (pyyaml.test.ts) holds the rest of the class to PyYAML itself.
describe("what the builder's YAML reader (PyYAML) reads otherwise or refuses", () => {
  const spaces = ['\u00a0', '\u1680', '\u2000', '\u200a', '\u202f', '\u205f', '\u3000'];
  it.each(spaces.map((s) => [`U+${s.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, s]))(
    'a Unicode space (%s) after a flow value is part of the value, as YAML and PyYAML read it',
    (_name, s) => {
      expect(one(`name: x\nbuild_config:\n  extra_packages: [curl${s}]\n`).map((f) => f[0])).toEqual([
        'invalid-package-name',
      ]);
      expect(one(`name: x\nbuild_config: {skip_checks: true${s}}\n`).map((f) => f[0])).toEqual(['wrong-type']);
      // Not "write it without quotes": it has none; the Unicode space is what makes it text.
      expect(messages(`name: x\nbuild_config: {skip_checks: true${s}}\n`)[0]).toMatch(/YAML keeps the U\+.* remove it/);
      expect(
        one(`name: x\nbuild_config:\n  requirements: {provider: uv-pip${s}, python_version: "3.12"}\n`).map(
          (f) => f[0],
        ),
      ).toContain('invalid-provider');
      // Two destinations that differ by a trailing Unicode space are two destinations.
      expect(one(`name: x\nbuild_config:\n  package_data: [[a, /opt/x], [b, /opt/x${s}]]\n`)).toEqual([]);
      // In block context too.
      expect(one(`name: x\nbuild_config:\n  skip_checks: true${s}\n`).map((f) => f[0])).toEqual(['wrong-type']);
    },
  );

  const refused: Array<[string, string, Where, RegExp]> = [
    ['a tab after a value', 'name: svc\t\n', ['yaml-syntax', 1, 10, 1, 11], /tab/],
    ['a tab after a value, before a comment', 'name: svc\t# c\n', ['yaml-syntax', 1, 10, 1, 11], /tab/],
    [
      'a tab after a flow value',
      'name: x\nbuild_config: {skip_checks: true\t}\n',
      ['yaml-syntax', 2, 33, 2, 34],
      /tab/,
    ],
    [
      'a tab after a comma',
      'name: x\nbuild_config:\n  extra_packages: [a,\tb]\n',
      ['yaml-syntax', 3, 22, 3, 23],
      /tab/,
    ],
    ['a tab inside a plain value', 'name: a\tb\n', ['yaml-syntax', 1, 8, 1, 9], /tab/],
    ['a tab after a colon', 'name:\tx\n', ['yaml-syntax', 1, 6, 1, 7], /tab/],
    ['a tab-only line', 'name: x\n\t\n', ['yaml-syntax', 2, 1, 2, 2], /tab/],
    ['a tab after a quoted value', 'name: "x"\t\n', ['yaml-syntax', 1, 10, 1, 11], /tab/],
    ['a tab after `---`', '---\t\nname: x\n', ['yaml-syntax', 1, 4, 1, 5], /tab/],
    [
      'a comment right after a block scalar header',
      'name: x\ndescription: |#c\n  text\n',
      ['yaml-syntax', 2, 15, 2, 17],
      /after `\|` or `>`/,
    ],
    [
      'a plain value starting with `:` in a flow mapping',
      'name: x\nmetadata: {A: :a}\n',
      ['yaml-syntax', 2, 15, 2, 17],
      /quote/,
    ],
    ['`?` inside a flow key', 'name: x\nmetadata: {k?: v}\n', ['yaml-syntax', 2, 13, 2, 15], /flow collection/],
    [
      '`?` inside a flow list value',
      'name: x\nbuild_config:\n  extra_packages: [a?]\n',
      ['yaml-syntax', 3, 21, 3, 22],
      /flow collection/,
    ],
    [
      'an implicit key over 1,024 characters',
      `name: x\nmetadata:\n  ${'k'.repeat(1025)}: v\n`,
      ['yaml-syntax', 3, 1028, 3, 1029],
      /1,025 characters long.*1,024/,
    ],
    [
      'an implicit key over 1,024 characters in a flow mapping',
      `name: x\nmetadata: {${'k'.repeat(1025)}: v}\n`,
      ['yaml-syntax', 2, 1037, 2, 1038],
      /1,025 characters long.*1,024/,
    ],
    ['U+0085 in a value', 'name: a\u0085b\n', ['yaml-syntax', 2, 1, 2, 1], /where a key is expected/],
    ['U+2028 in a comment', 'name: a # c\u2028version: 1\n', ['yaml-syntax', 1, 12, 1, 13], /U\+2028.*line break/],
    ['a %YAML 2.0 directive', '%YAML 2.0\n---\nname: x\n', ['yaml-syntax', 1, 1, 1, 6], /YAML 1/],
    ['two %YAML directives', '%YAML 1.1\n%YAML 1.1\n---\nname: x\n', ['yaml-syntax', 2, 1, 2, 6], /directive/],
    ['a bad %TAG prefix', '%TAG !e! tag:a%zz\n---\nname: x\n', ['yaml-syntax', 1, 16, 1, 18], /%TAG/],
    [
      'a date that does not exist',
      'name: x\nmetadata: {released: 2024-02-30}\n',
      ['yaml-syntax', 2, 22, 2, 32],
      /fails on it/,
    ],
    ['an hour past 23', 'name: x\nmetadata: {at: 2024-01-01 25:00:00}\n', ['yaml-syntax', 2, 16, 2, 35], /hour 25/],
    ['a hex integer of no digits', 'name: x\nmetadata: {n: 0x_}\n', ['yaml-syntax', 2, 15, 2, 18], /no digits/],
    ['a `:` with no key', 'name: x\n: y\n', ['yaml-syntax', 2, 1, 2, 2], /indentation does not match/],
    [
      'a `:` with no key after a dash',
      'name: x\nmetadata:\n  a:\n  - : y\n',
      ['yaml-syntax', 4, 5, 4, 6],
      /indentation does not match/,
    ],
    [
      'a second anchor of the same name',
      'name: x\nmetadata: {a: &x 1, b: &x 2}\n',
      ['yaml-syntax', 2, 24, 2, 26],
      /second time/,
    ],
    ['an anchor name PyYAML refuses', 'name: x\nmetadata: {a: &x.y 1}\n', ['yaml-syntax', 2, 17, 2, 19], /anchor/],
    ['a tag without a space after it', 'name: x\nmetadata: {a: [!!str]}\n', ['yaml-syntax', 2, 22, 2, 23], /tag/],
    [
      'a second `:` after a flow value',
      'name: x\nmetadata: {b: c}: d\n',
      ['yaml-syntax', 2, 17, 2, 18],
      /`: ` here would start a mapping/,
    ],
    ['a top-level block scalar not indented', '--- |\nname: x\n', ['yaml-syntax', 2, 1, 2, 6], /indent/],
  ];
  it.each(refused)('%s is a located yaml-syntax error saying what PyYAML does', (_name, text, want, says) => {
    expectFindings(text, [want]);
    const [message] = messages(text);
    expect(message).toMatch(says);
    expect(message).toMatch(/PyYAML/);
  });

  it('reads what the builder reads where the `yaml` package refuses or reads otherwise: from its own nodes', () => {
    // `?` starting a flow value is an explicit key to PyYAML (YAML 1.2 reads it otherwise).
    expect(readSource('name: x\nbuild_config:\n  extra_packages: [?a]\n').source?.data).toEqual({
      name: 'x',
      build_config: { extra_packages: [{ a: null }] },
    });
    expectFindings('name: x\nbuild_config:\n  extra_packages: [?a]\n', [['wrong-type', 3, 20]]);
    expect(readSource('name: x\ndescription: "resize\nimages"\n').source?.data).toEqual({
      name: 'x',
      description: 'resize images',
    });
  });

  it('reads what the builder reads where the `yaml` package reads otherwise: its scalar texts', () => {
    // A line or paragraph separator in a quoted value is a line break to YAML 1.1, kept as itself.
    expect(readSource('name: "a\u2029b"\n').source?.data).toEqual({ name: 'a\u2029b' });
    // A last line of spaces past a block scalar's indentation is content to PyYAML.
    expect(readSource('name: x\ndescription: |1-\n  x\n  \n').source?.data).toEqual({
      name: 'x',
      description: ' x\n ',
    });
    // A block scalar at the end of the file without a line break keeps none.
    expect(readSource('name: x\ndescription: |\n  x').source?.data).toEqual({ name: 'x', description: 'x' });
  });

  it('reads the non-specific tag `!` as PyYAML does: resolved as if plain, quoted or not', () => {
    expectFindings('name: x\nversion: ! 1\n', [['wrong-type', 2, 10]]);
    expectFindings('name: x\nversion: ! "1"\n', [['wrong-type', 2, 10]]);
  });

  it('refuses a tab only where PyYAML does: not in quoted values, block scalars and comments', () => {
    expectFindings('name: "a\tb"\t\n', [['yaml-syntax', 1, 12, 1, 13]]);
    expectFindings('name: "a\tb"\ndescription: |\n  a\tb\n  \tc\nversion: x # a\tcomment\n', []);
    expectFindings('name: x\ndescription: | # c\n  text\n', []);
    expectFindings(`name: x\nmetadata:\n  ${'k'.repeat(1024)}: v\n`, []);
    expectFindings('%YAML 1.1\n%TAG !e! tag:example.com,2000:\n---\nname: x\n', []);
    expectFindings('name: x\nmetadata: {released: "2024-02-30", n: "0x_", day: 2024-02-29}\n', [
      ['unsupported-value', 2, 51],
    ]);
  });
});
