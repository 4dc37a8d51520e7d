// The unified diff of --diff, line by line as git writes it (the e2e test feeds it to git apply
// and patch -p1).
import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../src/report/unified-diff.js';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `l${i + 1}\n`).join('');
const at = (text: string, find: string, replace: string) => {
  const start = text.indexOf(find);
  return { start, end: start + find.length, text: replace };
};

describe('unifiedDiff', () => {
  it('prints nothing without changes', () => {
    expect(unifiedDiff('c.yaml', 'a: 1\n', [])).toBe('');
  });

  it('gives each far-apart change its own hunk with 3 lines of context, and joins close ones', () => {
    const text = lines(20);
    const diff = unifiedDiff('d/c.yaml', text, [at(text, 'l2\n', 'L2\n'), at(text, 'l16\n', '')]);
    expect(diff).toBe(
      'diff --git a/d/c.yaml b/d/c.yaml\n--- a/d/c.yaml\n+++ b/d/c.yaml\n' +
        '@@ -1,5 +1,5 @@\n l1\n-l2\n+L2\n l3\n l4\n l5\n' +
        '@@ -13,7 +13,6 @@\n l13\n l14\n l15\n-l16\n l17\n l18\n l19\n',
    );
    const close = unifiedDiff('c.yaml', text, [at(text, 'l5\n', 'L5\n'), at(text, 'l11\n', 'L11\nnew\n')]);
    expect(close.match(/^@@.*$/gm)).toEqual(['@@ -2,13 +2,14 @@']);
  });

  it('shows a changed line pair once, keeps CR in its line, and marks a missing last line end', () => {
    const text = 'a: 1\r\nb: 2\r\nc: 3';
    const diff = unifiedDiff('c.yaml', text, [at(text, '1', '"1"'), at(text, '2', '"2"'), at(text, '3', '"3"')]);
    expect(diff.split('\n').slice(3)).toEqual([
      '@@ -1,3 +1,3 @@',
      '-a: 1\r',
      '-b: 2\r',
      '-c: 3',
      '\\ No newline at end of file',
      '+a: "1"\r',
      '+b: "2"\r',
      '+c: "3"',
      '\\ No newline at end of file',
      '',
    ]);
  });

  it('ends a name with a space with a tab, and C-quotes a name with a quote', () => {
    expect(unifiedDiff('a b/c.yaml', 'x\n', [{ start: 0, end: 1, text: 'y' }])).toMatch(
      /^diff --git a\/a b\/c.yaml b\/a b\/c.yaml\n--- a\/a b\/c.yaml\t\n\+\+\+ b\/a b\/c.yaml\t\n/,
    );
    expect(unifiedDiff('q"/c.yaml', 'x\n', [{ start: 0, end: 1, text: 'y' }])).toMatch(/^diff --git "a\/q\\"\/c.yaml"/);
  });
});
