// A Windows checkout without this repository's .gitattributes (core.autocrlf=true, Git for
// Windows' default) turns a user's LF config into CRLF. The checker must say the same of it:
// every fixture written with LF, given with CRLF, has the same findings at the same lines and
// columns with the same messages, and the same fixes, whose inserted lines end as the file's do.
// (The fixtures themselves reach Windows untouched: .gitattributes
// marks them -text, and test/e2e/checkout.test.ts clones with core.autocrlf=true to show it.)

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormChoice } from '../../src/config/check.js';
import { checkBytes } from '../checker.js';
import { caseNames, FIXTURES } from './corpus.js';

const CONFIG = 'component_config.yaml';
const CR = 0x0d;
const LF = 0x0a;

/** Each LF preceded by CR, as autocrlf writes the file. */
function crlf(bytes: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (const b of bytes) {
    if (b === LF) out.push(CR);
    out.push(b);
  }
  return new Uint8Array(out);
}

const lfCases = caseNames()
  .map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(FIXTURES, name, CONFIG))) }))
  .filter((c) => !c.bytes.includes(CR) && c.bytes.includes(LF));

describe('a CRLF checkout of an LF config', () => {
  it('covers most of the corpus', () => {
    expect(lfCases.length).toBeGreaterThan(800);
  });

  it('has the same findings, lines, columns, messages and fixes as the LF file, in every fixture', () => {
    const differ: string[] = [];
    for (const { name, bytes } of lfCases) {
      const { form } = JSON.parse(readFileSync(join(FIXTURES, name, 'expected.json'), 'utf8')) as { form: FormChoice };
      const lf = checkBytes(CONFIG, bytes, { form }).findings;
      const windows = checkBytes(CONFIG, crlf(bytes), { form }).findings;
      // A fix's text keeps the file's line ends (a CRLF file stays CRLF once fixed).
      const texts = windows.flatMap((f) => f.fix?.edits.map((e) => e.text) ?? []);
      if (texts.some((t) => /(^|[^\r])\n/.test(t))) differ.push(`${name}: a fix inserts a lone LF`);
      const asLf = JSON.parse(JSON.stringify(windows).replaceAll('\\r\\n', '\\n')) as unknown;
      if (JSON.stringify(asLf) !== JSON.stringify(lf)) differ.push(name);
    }
    expect(differ).toEqual([]);
  });
});
