// The builder's grammar (src/config/read/pyyaml/) held to PyYAML's own test data, vendored in
// test/fixtures-pyyaml/ (see its README): every `.data` with a `.canonical` reads to the same
// events as its canonical form (compared as PyYAML's test_parser compares them), and every error
// file is refused, by the grammar with PyYAML's problem text at PyYAML's mark where PyYAML's
// scanner, parser or composer refuses it (errors.json, recorded from PyYAML), and by the whole
// read (source.ts) where PyYAML's constructor or its reader refuses it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composePyYaml, parseEvents, type Event } from '../../src/config/read/pyyaml/index.js';
import { decode } from '../../src/config/read/decode.js';
import { readSource } from '../checker.js';

const DIR = join(import.meta.dirname, '..', 'fixtures-pyyaml');
const DATA = join(DIR, 'data');
const files = readdirSync(DATA);

/** PyYAML reads a UTF-16 file by its byte order mark; the rest is UTF-8. */
function text(name: string): string {
  const bytes = readFileSync(join(DATA, name));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** What PyYAML's test_parser compares: kinds, scalar values, and tags both sides give. */
function sameEvents(a: Event[], b: Event[]): void {
  expect(a.map((e) => e.kind)).toEqual(b.map((e) => e.kind));
  a.forEach((e, i) => {
    const f = b[i]!;
    if (e.kind === 'Scalar') expect(e.value, `scalar ${i}`).toEqual(f.value);
    const specific = (t: string | undefined) => t !== undefined && t !== '!';
    if (specific(e.tag) && specific(f.tag)) expect(e.tag, `tag of event ${i}`).toEqual(f.tag);
  });
}

describe("the builder's grammar reads PyYAML's .data files as their .canonical forms", () => {
  const pairs = files.filter((f) => f.endsWith('.canonical')).map((f) => f.slice(0, -'.canonical'.length));
  it('has the test data', () => expect(pairs.length).toBe(91));
  for (const base of pairs) {
    it(base, () => {
      const canonical = parseEvents(text(`${base}.canonical`));
      sameEvents(parseEvents(text(`${base}.data`)), canonical);
    });
  }
});

interface Recorded {
  error: string;
  context?: string | null;
  problem?: string;
  problemMark?: [number, number] | null;
  contextMark?: [number, number] | null;
}

const recorded = JSON.parse(readFileSync(join(DIR, 'errors.json'), 'utf8')) as Record<string, Recorded | null>;

/** Error files PyYAML accepts: the test data's spec examples name errors of the YAML spec PyYAML does not make. */
const ACCEPTED_BY_PYYAML: Record<string, string> = {
  'spec-05-02-utf8.error':
    'a byte order mark inside a document: YAML 1.1 forbids it, PyYAML reads it as part of the text (recorded: accepted)',
  'recursive-anchor.former-loader-error':
    'a former error (an anchor its own collection refers to): PyYAML reads it now (recorded: accepted); the checker refuses it as too deep',
};

describe("PyYAML's error files are refused", () => {
  const errors = Object.keys(recorded);
  it('has the test data', () => expect(errors.length).toBe(99));
  for (const name of errors) {
    const expected = recorded[name] as Recorded | null;
    const source = name.endsWith('.error') ? name.replace(/\.error$/, '.data') : name;
    it(name, () => {
      if (expected === null) {
        expect(ACCEPTED_BY_PYYAML[name], `${name} is accepted by PyYAML and has no reason written`).toBeDefined();
        return;
      }
      const bytes = readFileSync(join(DATA, source));
      const decoded = decode(bytes);
      if (!('text' in decoded)) {
        // Not UTF-8: refused before any reading, as PyYAML's reader refuses it.
        expect(expected.error).toBe('ReaderError');
        return;
      }
      const grammarStage = ['ScannerError', 'ParserError', 'ComposerError'].includes(expected.error);
      // As PyYAML's tests read them: every document, but one for a `.single-loader-error`.
      const read = composePyYaml(decoded.text, 1000, { everyDocument: !name.endsWith('.single-loader-error') });
      if (grammarStage) {
        expect(read.ok, 'the grammar refuses it').toBe(false);
        if (read.ok || !('error' in read)) return;
        const e = read.error;
        expect(`${e.stage[0]!.toUpperCase()}${e.stage.slice(1)}Error`).toBe(expected.error);
        expect({
          context: e.context ?? null,
          problem: e.problem,
          at: [e.problemMark.line, e.problemMark.column],
        }).toEqual({
          context: expected.context ?? null,
          problem: expected.problem,
          at: expected.problemMark,
        });
        if (expected.contextMark) expect([e.contextMark?.line, e.contextMark?.column]).toEqual(expected.contextMark);
      }
      // Whichever stage refuses it, the checker's read does.
      const checked = readSource(decoded.text);
      expect(checked.problems.length, `${name} is read without a problem`).toBeGreaterThan(0);
    });
  }
});
