// Fixes as review suggestions, on constructed findings: which sit on the PR's diff (hunks, renames,
// several hunks, multi-line fixes), the whole lines they rewrite, the body, de-duplication
// against earlier runs' comments and the cap of 50 a run.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../../src/run/check-files.js';
import type { Code, Finding } from '../../src/config/findings.js';
import type { ChangedEntry } from '../../src/github/changed.js';
import { rightSide } from '../../src/github/diff.js';
import {
  hasSuggestionMarker,
  planSuggestions,
  replaceLines,
  retireSuggestionMarker,
  reviewComment,
  suggestionKey,
  type PlanInput,
  type ReviewComment,
} from '../../src/github/suggestions.js';

const FILE = 'svc/component_config.yaml';

/** 20 lines: `line N` except the ones a test sets. */
function text(set: Record<number, string> = {}, eol = '\n'): string {
  return Array.from({ length: 20 }, (_, i) => set[i + 1] ?? `line ${i + 1}`).join(eol) + eol;
}

/** A text's lines by number, as the check keeps them. */
function numbered(text: string): Map<number, string> {
  return new Map(text.split(/\r\n|\r|\n/).map((line, i) => [i + 1, line]));
}

const LINES = { 2: 'version: 1.10', 14: 'name: yes', 15: 'more: x' };
/** Two hunks: 1–3 (2 added), 12–16 (14 and 15 added). */
const PATCH = [
  '@@ -1,3 +1,3 @@',
  ' line 1',
  '-version: "1.0"',
  '+version: 1.10',
  ' line 3',
  '@@ -12,3 +12,5 @@ name: x',
  ' line 12',
  ' line 13',
  '+name: yes',
  '+more: x',
  ' line 16',
].join('\n');

type Edit = NonNullable<Finding['fix']>['edits'][number];

function fixable(line: number, edits: Edit[], code: Code = 'wrong-type', file = FILE): Finding {
  return {
    file,
    line,
    column: 1,
    endLine: line,
    endColumn: 2,
    severity: 'error',
    code,
    location: 'x',
    message: `problem on line ${line}`,
    fix: { description: 'fix it', edits },
  };
}

/** Quote the value that starts at `column` and runs to the end of `line` of text(). */
function quote(line: number, column: number, value: string): Finding {
  return fixable(line, [
    { line, column, endLine: line, endColumn: column, text: '"' },
    { line, column: column + value.length, endLine: line, endColumn: column + value.length, text: '"' },
  ]);
}

function plan(findings: Finding[], over: Partial<PlanInput> = {}) {
  const files: ChangedEntry[] = [{ filename: FILE, status: 'modified', patch: PATCH }];
  return planSuggestions({ findings, files, existing: [], lines: () => numbered(text(LINES)), ...over });
}

describe('the right side of a patch', () => {
  it('numbers added and context lines by the hunk headers, skipping removed lines', () => {
    const side = rightSide(PATCH);
    expect([...side.keys()]).toEqual([1, 2, 3, 12, 13, 14, 15, 16]);
    expect(side.get(2)).toEqual({ text: 'version: 1.10', added: true, hunk: 0 });
    expect(side.get(3)).toEqual({ text: 'line 3', added: false, hunk: 0 });
    expect(side.get(15)).toEqual({ text: 'more: x', added: true, hunk: 1 });
  });

  it('reads a CRLF patch and a missing newline marker', () => {
    const side = rightSide('@@ -0,0 +1,2 @@\n+a: 1\r\n+b: 2\r\n\\ No newline at end of file');
    expect([...side.entries()]).toEqual([
      [1, { text: 'a: 1', added: true, hunk: 0 }],
      [2, { text: 'b: 2', added: true, hunk: 0 }],
    ]);
  });
});

describe('suggestions', () => {
  it('a fix on an added line: the whole line, quoted, anchored on it', () => {
    const p = plan([quote(2, 10, '1.10')]);
    expect(p).toMatchObject({ more: 0, already: 0, outside: 0 });
    expect(p.post).toHaveLength(1);
    const s = p.post[0]!;
    expect(s).toMatchObject({ path: FILE, line: 2, codes: ['wrong-type'], text: 'version: "1.10"' });
    expect(s.startLine).toBeUndefined();
    expect(s.body).toBe(
      [
        '**`wrong-type`** problem on line 2',
        '',
        '```suggestion',
        'version: "1.10"',
        '```',
        '',
        `<!-- component-config-check suggestion code=wrong-type text=${s.body.match(/text=([0-9a-f]{16})/)![1]} -->`,
      ].join('\n'),
    );
    expect(reviewComment(s)).toEqual({ path: FILE, body: s.body, line: 2, side: 'RIGHT' });
  });

  it('only lines the PR added: a context line, a line outside every hunk and a file without a patch keep their annotation', () => {
    const p = plan([quote(3, 1, 'line 3'), quote(8, 1, 'line 8'), quote(2, 10, '1.10')]);
    expect(p.post.map((s) => s.line)).toEqual([2]);
    expect(p.outside).toBe(2);
    const binary = plan([quote(2, 10, '1.10')], { files: [{ filename: FILE, status: 'modified' }] });
    expect(binary).toMatchObject({ post: [], outside: 1 });
    const other = plan([quote(2, 10, '1.10')], {
      files: [{ filename: 'other/component_config.yaml', status: 'added' }],
    });
    expect(other).toMatchObject({ post: [], outside: 1 });
  });

  it('several hunks: a multi-line fix in the second gets start_line and line; one across two hunks is refused', () => {
    const multi = fixable(13, [{ line: 13, column: 1, endLine: 16, endColumn: 1, text: 'name: "yes"\n' }]);
    const across = fixable(3, [{ line: 3, column: 1, endLine: 13, endColumn: 1, text: '' }]);
    const p = plan([multi, across]);
    expect(p.outside).toBe(1);
    expect(p.post).toHaveLength(1);
    expect(p.post[0]).toMatchObject({ startLine: 13, line: 15, text: 'name: "yes"' });
    expect(reviewComment(p.post[0]!)).toMatchObject({ start_line: 13, start_side: 'RIGHT', line: 15, side: 'RIGHT' });
  });

  it('two hunks that touch: a fix over both is refused (GitHub anchors a comment in one hunk)', () => {
    const touching = '@@ -1,2 +1,2 @@\n line 1\n+version: 1.10\n@@ -3,2 +3,2 @@\n line 3\n+line 4';
    const both = fixable(2, [{ line: 2, column: 1, endLine: 4, endColumn: 1, text: 'version: "1.10"\nline 3\n' }]);
    const files: ChangedEntry[] = [{ filename: FILE, status: 'modified', patch: touching }];
    expect(plan([both], { files })).toMatchObject({ post: [], outside: 1 });
    expect(plan([quote(2, 10, '1.10')], { files }).post).toHaveLength(1);
  });

  it('a renamed file is suggested on under its new name; a workspace holding the repository below it is matched', () => {
    const renamed: ChangedEntry = { filename: 'new/component_config.yaml', status: 'renamed', patch: PATCH };
    const p = plan([{ ...quote(2, 10, '1.10'), file: 'new/component_config.yaml' }], { files: [renamed] });
    expect(p.post.map((s) => s.path)).toEqual(['new/component_config.yaml']);
    const nested = plan([{ ...quote(2, 10, '1.10'), file: `repo/${FILE}` }]);
    expect(nested.post.map((s) => s.path)).toEqual([FILE]);
  });

  it('refuses a line whose workspace text is not the head commit text (the merge commit differs)', () => {
    const p = plan([quote(2, 10, '1.10')], { lines: () => numbered(text({ ...LINES, 2: 'version: 1.100' })) });
    expect(p).toMatchObject({ post: [], outside: 1 });
    const unreadable = plan([quote(2, 10, '1.10')], { lines: () => undefined });
    expect(unreadable).toMatchObject({ post: [], outside: 1 });
  });

  it('skips what an earlier run posted (same file, code and text), and posts what differs in any of the three', () => {
    const first = plan([quote(2, 10, '1.10')]).post[0]!;
    const existing: ReviewComment[] = [{ path: FILE, body: first.body }];
    expect(plan([quote(2, 10, '1.10')], { existing })).toMatchObject({ post: [], already: 1 });
    // Another code with the same text, or the same comment on another file: new.
    const otherCode: Finding = { ...quote(2, 10, '1.10'), code: 'too-long' };
    expect(plan([otherCode], { existing }).post).toHaveLength(1);
    expect(plan([quote(2, 10, '1.10')], { existing: [{ path: 'x.yaml', body: first.body }] }).post).toHaveLength(1);
    // A comment that is not ours (no marker) is not a reason to skip.
    expect(plan([quote(2, 10, '1.10')], { existing: [{ path: FILE, body: 'looks wrong' }] }).post).toHaveLength(1);
    // Two findings with the same fix in one run: one suggestion.
    expect(plan([quote(2, 10, '1.10'), quote(2, 10, '1.10')]).post).toHaveLength(1);
  });

  it('posts at most 50 a run and counts the rest', () => {
    const lines: Record<number, string> = {};
    const patch = ['@@ -0,0 +1,70 @@'];
    for (let n = 1; n <= 70; n++) {
      lines[n] = `k${n}: 1.${n}`;
      patch.push(`+${lines[n]}`);
    }
    const body = Array.from({ length: 70 }, (_, i) => lines[i + 1]).join('\n') + '\n';
    const findings = Array.from({ length: 70 }, (_, i) => quote(i + 1, `k${i + 1}: `.length + 1, `1.${i + 1}`));
    const p = plan(findings, {
      files: [{ filename: FILE, status: 'added', patch: patch.join('\n') }],
      lines: () => numbered(body),
    });
    expect(p.post).toHaveLength(30);
    expect(p.more).toBe(40);
    expect(p.post.at(-1)).toMatchObject({ line: 30, text: 'k30: "1.30"' });
    // The next run, with those 30 on the PR and a limit of 50, posts the other 40.
    const next = plan(findings, {
      files: [{ filename: FILE, status: 'added', patch: patch.join('\n') }],
      lines: () => numbered(body),
      existing: p.post.map((s) => ({ path: s.path, body: s.body })),
      limit: 50,
    });
    expect(next).toMatchObject({ already: 30, more: 0 });
    expect(next.post.map((s) => s.line)).toEqual(Array.from({ length: 40 }, (_, i) => i + 31));
  });

  it('fixes on the same line become one suggestion carrying both; a fix whose edits collide waits', () => {
    const rename = fixable(14, [{ line: 14, column: 1, endLine: 14, endColumn: 5, text: 'nick' }], 'unknown-key');
    const p = plan([quote(14, 7, 'yes'), rename, quote(14, 7, 'yes')]);
    expect(p.post).toHaveLength(1);
    expect(p.post[0]).toMatchObject({ line: 14, codes: ['wrong-type', 'unknown-key'], text: 'nick: "yes"' });
    expect(p.post[0]!.body).toContain('**`wrong-type`** problem on line 14\n\n**`unknown-key`** problem on line 14');
    expect(p.post[0]!.body).toContain('<!-- component-config-check suggestion code=wrong-type+unknown-key text=');
    expect(p.more).toBe(1);
    // The next run recognises the merged suggestion as already posted.
    const next = plan([quote(14, 7, 'yes'), rename], { existing: p.post.map((s) => ({ path: s.path, body: s.body })) });
    expect(next).toMatchObject({ already: 1, post: [] });
  });

  it('overlapping multi-line ranges merge too; the plan names every suggestion still wanted', () => {
    const a = quote(14, 7, 'yes');
    const b = fixable(
      15,
      [
        { line: 14, column: 1, endLine: 14, endColumn: 1, text: '# ' },
        { line: 15, column: 1, endLine: 15, endColumn: 5, text: 'less' },
      ],
      'deprecated-field',
    );
    const p = plan([a, b]);
    expect(p.post.map((s) => [s.startLine, s.line, s.codes, s.text])).toEqual([
      [14, 15, ['wrong-type', 'deprecated-field'], '# name: "yes"\nless: x'],
    ]);
    expect(p.current.size).toBe(1);
    // A fix whose edits change what another's change (here the whole of line 14) waits for the next run.
    const c = fixable(14, [{ line: 14, column: 1, endLine: 15, endColumn: 1, text: '' }], 'unknown-key');
    const q = plan([a, c]);
    expect(q.post.map((s) => [s.line, s.codes])).toEqual([[14, ['wrong-type']]]);
    expect(q.more).toBe(1);
  });

  it('a fix holding backticks gets a longer fence', () => {
    const lines = { ...LINES, 2: 'version: ```' };
    const patch = PATCH.replace('+version: 1.10', '+version: ```');
    const p = plan([quote(2, 10, '```')], {
      lines: () => numbered(text(lines)),
      files: [{ filename: FILE, status: 'modified', patch }],
    });
    expect(p.post[0]!.body).toContain('\n````suggestion\nversion: "```"\n````\n');
  });

  it('CRLF files: lines compared without their CR', () => {
    const crlf = PATCH.split('\n')
      .map((l) => (l.startsWith('@@') ? l : `${l}\r`))
      .join('\n');
    const p = plan([quote(2, 10, '1.10')], {
      lines: () => numbered(text(LINES, '\r\n')),
      files: [{ filename: FILE, status: 'modified', patch: crlf }],
    });
    expect(p.post.map((s) => s.text)).toEqual(['version: "1.10"']);
  });
});

describe('the lines a fix rewrites', () => {
  const lines = numbered('a: 1\nb: 2\nc: 3\nd: 4\n');

  it('an edit inside one line', () => {
    expect(replaceLines(lines, [{ line: 2, column: 4, endLine: 2, endColumn: 5, text: '"2"' }])).toEqual({
      first: 2,
      last: 2,
      text: 'b: "2"',
    });
  });

  it('whole lines removed: an empty suggestion', () => {
    expect(replaceLines(lines, [{ line: 2, column: 1, endLine: 4, endColumn: 1, text: '' }])).toEqual({
      first: 2,
      last: 3,
      text: '',
    });
  });

  it('a line emptied, its line end kept: one empty line (blank), not a deletion', () => {
    expect(replaceLines(lines, [{ line: 2, column: 1, endLine: 2, endColumn: 5, text: '' }])).toEqual({
      first: 2,
      last: 2,
      text: '',
      blank: true,
    });
    // The file's last line without a line end of its own: emptied, it is gone.
    const noEnd = numbered('a: 1\nb: 2');
    expect(replaceLines(noEnd, [{ line: 2, column: 1, endLine: 2, endColumn: 5, text: '' }])).toEqual({
      first: 2,
      last: 2,
      text: '',
    });
  });

  it('a line end removed: the next line joins the block', () => {
    expect(replaceLines(lines, [{ line: 2, column: 5, endLine: 3, endColumn: 1, text: ', ' }])).toEqual({
      first: 2,
      last: 3,
      text: 'b: 2, c: 3',
    });
  });

  it('lines inserted, and edits on several lines at once', () => {
    expect(
      replaceLines(lines, [
        { line: 1, column: 5, endLine: 1, endColumn: 5, text: '\nz: 0' },
        { line: 3, column: 1, endLine: 3, endColumn: 2, text: 'C' },
      ]),
    ).toEqual({ first: 1, last: 3, text: 'a: 1\nz: 0\nb: 2\nC: 3' });
  });

  it('positions outside the text: no suggestion', () => {
    expect(replaceLines(lines, [{ line: 9, column: 1, endLine: 9, endColumn: 2, text: 'x' }])).toBeUndefined();
    expect(replaceLines(lines, [{ line: 1, column: 9, endLine: 1, endColumn: 10, text: 'x' }])).toBeUndefined();
    expect(replaceLines(lines, [{ line: 0, column: 1, endLine: 1, endColumn: 1, text: 'x' }])).toBeUndefined();
  });
});

describe('the lines a suggestion replaces', () => {
  it("come from the bytes the check read (each fix's lines and the one after): the file is not read again", async () => {
    const ws = mkdtempSync(join(tmpdir(), 'ccc-suggest-'));
    try {
      const config = [
        'name: x',
        'build_config:',
        '    base_image: debian:bookworm-slim',
        '    python_version: "3.11"  # the interpreter',
        '    requirements:',
        '        provider: uv-pip   # uv',
        '    skip_checks: false',
      ];
      mkdirSync(join(ws, 'svc'));
      writeFileSync(join(ws, FILE), config.join('\n') + '\n');
      const checked = await checkFiles([FILE], { workspace: ws, failOnDeprecated: false, checkPaths: false });
      // Gone after the check: a suggestion made from the file read again would be none.
      rmSync(join(ws, FILE));
      const patch = `@@ -0,0 +1,7 @@\n${config.map((l) => `+${l}`).join('\n')}`;
      const p = planSuggestions({
        findings: checked.findings,
        files: [{ filename: FILE, status: 'added', patch }],
        existing: [],
        lines: (file) => checked.lines.get(file),
      });
      expect(p.post.map((x) => [x.codes, x.startLine, x.line, x.text])).toEqual([
        [
          ['deprecated-field'],
          4,
          6,
          '    requirements:\n        provider: uv-pip   # uv\n        python_version: "3.11"  # the interpreter',
        ],
      ]);
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });
});

describe("a suggestion's marker is the last in its body", () => {
  const forged = '<!-- component-config-check suggestion code=unknown-key text=fedcba9876543210 -->';
  const own = '<!-- component-config-check suggestion code=wrong-type text=0123456789abcdef -->';
  const body = `**wrong-type** quote it\n\n\`\`\`suggestion\nversion: "1.10"  # ${forged}\n\`\`\`\n\n${own}`;

  it('config text above it cannot stand in for it', () => {
    expect(suggestionKey({ path: FILE, body })).toBe(`${FILE}\0wrong-type\x000123456789abcdef`);
    expect(hasSuggestionMarker(`${own}\n\n${forged.replace('suggestion', 'retired-suggestion')}`)).toBe(false);
  });

  it('retiring rewrites its own marker, not the forged one, and a retired body is nobody’s suggestion', () => {
    const retired = retireSuggestionMarker(body);
    expect(retired).toContain(forged);
    expect(retired.endsWith(own.replace(' suggestion ', ' retired-suggestion '))).toBe(true);
    expect(hasSuggestionMarker(retired)).toBe(false);
    expect(retireSuggestionMarker(retired)).toBe(retired);
  });
});

describe('one empty line and no line are different suggestions', () => {
  const emptied = fixable(2, [{ line: 2, column: 1, endLine: 2, endColumn: 14, text: '' }]);
  const deleted = fixable(2, [{ line: 2, column: 1, endLine: 3, endColumn: 1, text: '' }]);
  const fence = (body: string) => body.slice(body.indexOf('```suggestion'), body.lastIndexOf('```') + 3);

  it('the body of "keep one empty line" holds an empty line between its fences; "delete the line" holds none', () => {
    const [keep] = plan([emptied]).post;
    const [gone] = plan([deleted]).post;
    expect(fence(keep!.body)).toBe('```suggestion\n\n```');
    expect(fence(gone!.body)).toBe('```suggestion\n```');
    expect(keep).toMatchObject({ line: 2, text: '', blank: true });
    expect(gone!.blank).toBeUndefined();
  });

  it('their markers differ, so one does not pass for the other as already posted', () => {
    const [keep] = plan([emptied]).post;
    const [gone] = plan([deleted]).post;
    expect(suggestionKey({ path: FILE, body: keep!.body })).not.toBe(suggestionKey({ path: FILE, body: gone!.body }));
    const again = plan([emptied], { existing: [{ path: FILE, body: gone!.body }] });
    expect([again.post.length, again.already]).toEqual([1, 0]);
  });
});
