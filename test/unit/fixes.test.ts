// Fixes as data: the one function that applies edits, and the fix of every fixable finding in
// the fixture folders named fix-* (test/fixtures/fix-*/fixes.json: each fixable finding's
// code, location and fix; fixed.yaml: the file with every fix applied, byte for byte).
// UPDATE_FIXTURES=1 rewrites both from the checker; review the diff.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type FormChoice } from '../../src/config/check.js';
import { checkBytes } from '../checker.js';
import { applyEdits, fixEdits } from '../../src/config/fix/fixes.js';
import { applyFixes } from '../../src/config/fix/apply.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const UPDATE = process.env['UPDATE_FIXTURES'] === '1';

describe('applyEdits', () => {
  const at = (line: number, column: number, endLine: number, endColumn: number, text: string) => ({
    line,
    column,
    endLine,
    endColumn,
    text,
  });

  it('replaces, inserts and deletes by 1-based line and column, the end exclusive', () => {
    const text = 'name: x\nversion: 1.10\n';
    expect(applyEdits(text, [at(2, 10, 2, 14, '"1.10"')])).toBe('name: x\nversion: "1.10"\n');
    expect(applyEdits(text, [at(1, 1, 1, 1, '# c\n')])).toBe('# c\nname: x\nversion: 1.10\n');
    expect(applyEdits(text, [at(1, 1, 2, 1, '')])).toBe('version: 1.10\n');
    expect(applyEdits(text, [at(2, 14, 2, 14, '  # end')])).toBe('name: x\nversion: 1.10  # end\n');
    expect(applyEdits(text, [])).toBe(text);
  });

  it('applies several edits at their original positions, whatever their order', () => {
    const text = 'a: 1\nb: 2\nc: 3\n';
    const edits = [at(3, 4, 3, 5, '"3"'), at(1, 4, 1, 5, '"1"'), at(2, 1, 2, 2, 'bb')];
    expect(applyEdits(text, edits)).toBe('a: "1"\nbb: 2\nc: "3"\n');
  });

  it('counts columns in UTF-16 code units, skips a BOM, and ends lines at CRLF, CR and LF', () => {
    expect(applyEdits('\ufeffname: 日本🎉\r\nv: 1.0\r\n', [at(2, 4, 2, 7, '"1.0"')])).toBe(
      '\ufeffname: 日本🎉\r\nv: "1.0"\r\n',
    );
    expect(applyEdits('a: 🎉 b\n', [at(1, 7, 1, 8, 'c')])).toBe('a: 🎉 c\n');
    expect(applyEdits('a: 1\rb: 2\r', [at(2, 4, 2, 5, '"2"')])).toBe('a: 1\rb: "2"\r');
    expect(applyEdits('\ufeffa: 1\n', [at(1, 1, 1, 2, 'b')])).toBe('\ufeffb: 1\n');
  });

  it("fixes a file's bytes with a second BOM as text: the rename of a key that starts with one (applyFixes, as --fix writes)", () => {
    // The builder skips the first BOM only; the second is the key's first character, which the
    // rename replaces. The file's own BOM stays.
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('\ufeffname: x\n')]);
    const [finding] = checkBytes('component_config.yaml', bytes, {}).findings;
    expect(finding).toMatchObject({ code: 'missing-key', line: 1, column: 1, endColumn: 6 });
    const fixed = applyFixes(bytes, [finding!]);
    expect(fixed).toMatchObject({ after: '\ufeffname: x\n' });
  });

  it('refuses edits that overlap or fall outside the text', () => {
    expect(() => applyEdits('a: 1\n', [at(1, 1, 1, 3, 'x'), at(1, 2, 1, 4, 'y')])).toThrow(RangeError);
    expect(() => applyEdits('a: 1\n', [at(1, 2, 1, 2, 'x'), at(1, 2, 1, 2, 'y')])).toThrow(RangeError);
    expect(() => applyEdits('a: 1\n', [at(3, 1, 3, 1, 'x')])).toThrow(RangeError);
    expect(() => applyEdits('a: 1\nb\n', [at(1, 9, 1, 9, 'x')])).toThrow(RangeError);
    expect(() => applyEdits('a: 1\n', [at(1, 3, 1, 2, 'x')])).toThrow(RangeError);
  });
});

const cases = readdirSync(FIXTURES)
  .filter((name) => name.startsWith('fix-'))
  .sort();

describe('fixes pinned in the fixtures', () => {
  it('has a case for each fixable code, in block and flow style, with CRLF and a BOM', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    const texts = cases.map((c) => readFileSync(join(FIXTURES, c, 'component_config.yaml'), 'utf8'));
    expect(texts.some((t) => t.includes('\r\n'))).toBe(true);
    expect(texts.some((t) => t.startsWith('\ufeff'))).toBe(true);
    expect(texts.some((t) => /\{[^}\n]*:/.test(t))).toBe(true);
    expect(texts.some((t) => t.includes('#'))).toBe(true);
  });

  it.each(cases)('%s', (name) => {
    const dir = join(FIXTURES, name);
    const bytes = readFileSync(join(dir, 'component_config.yaml'));
    const { form } = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as { form: FormChoice };
    const findings = checkBytes('component_config.yaml', new Uint8Array(bytes), { form }).findings;
    const fixes = findings.filter((f) => f.fix).map((f) => ({ code: f.code, location: f.location, fix: f.fix }));
    const fixed = applyEdits(bytes.toString('utf8'), fixEdits(findings));
    if (UPDATE) {
      writeFileSync(join(dir, 'fixes.json'), `${JSON.stringify(fixes, null, 2)}\n`);
      writeFileSync(join(dir, 'fixed.yaml'), fixed);
    }
    expect(fixes).toEqual(JSON.parse(readFileSync(join(dir, 'fixes.json'), 'utf8')));
    expect(fixed).toBe(readFileSync(join(dir, 'fixed.yaml'), 'utf8'));
  });
});
