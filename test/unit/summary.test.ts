// The job summary as GitHub shows it: rendered by a GFM renderer (micromark with its GFM
// extension; raw HTML allowed, as GitHub allows it before sanitising), the assertions are on the
// HTML a reader gets, not on the markdown text.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/config/findings.js';
import { countFindings } from '../../src/report/counts.js';
import { type Links, visible } from '../../src/report/markdown.js';
import { renderNoMatchSummary, renderSummary, type SourceLines } from '../../src/report/summary.js';
import { renderComment } from '../../src/report/pr-comment.js';
import { elements as all, htmlText as text, renderGfm as render } from '../e2e/gfm.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const LINKS: Links = { serverUrl: 'https://github.com', repository: 'octo/repo', sha: SHA };
const BLOB = `https://github.com/octo/repo/blob/${SHA}/`;

const finding = (o: Partial<Finding> & Pick<Finding, 'file' | 'line' | 'column' | 'endColumn'>): Finding => ({
  endLine: o.line,
  severity: 'error',
  code: 'invalid-package-name',
  location: '',
  message: 'x',
  ...o,
});

function summaryOf(findings: Finding[], sources: Record<string, Record<number, string>> = {}, links = LINKS) {
  const lines: SourceLines = new Map(
    Object.entries(sources).map(([f, byLine]) => [f, new Map(Object.entries(byLine).map(([n, l]) => [Number(n), l]))]),
  );
  const files = [...new Set(findings.map((f) => f.file))];
  const counts = countFindings(files, findings);
  return render(renderSummary(counts, findings, links, { failing: counts.errors > 0, sources: lines }));
}

describe('the job summary rendered as GitHub renders it', () => {
  const PACKAGES = 'build/component_config.yaml';
  const packages = finding({
    file: PACKAGES,
    line: 3,
    column: 20,
    endColumn: 37,
    location: 'build_config.extra_packages[0]',
    message:
      '`libssl-dev>=3.0` is not a Debian package name; write the name alone, such as `libssl-dev` & pin <versions> elsewhere',
  });
  const html = summaryOf([packages], { [PACKAGES]: { 3: '  extra_packages: ["libssl-dev>=3.0"]' } });

  it('shows < > & inside code spans as themselves, and in prose too', () => {
    const codes = all(html, 'code').map(text);
    expect(codes).toContain('libssl-dev>=3.0');
    expect(codes).toContain('build_config.extra_packages[0]');
    expect(text(html)).toContain('such as libssl-dev & pin <versions> elsewhere');
    expect(html).not.toContain('&amp;gt;');
    expect(html).not.toMatch(/<versions>/);
  });

  it('per file a heading linking to it; per finding line:col linked to the line, severity, code, message', () => {
    expect(all(html, 'h3')).toEqual([`<a href="${BLOB}build/component_config.yaml">build/component_config.yaml</a>`]);
    const paragraph = all(html, 'p').find((p) => p.includes('#L3'))!;
    expect(paragraph).toContain(`<a href="${BLOB}build/component_config.yaml#L3">3:20</a>`);
    expect(text(paragraph)).toBe(
      `3:20 ❌ error invalid-package-name at build_config.extra_packages[0]\n${packages.message.replace(/`/g, '')}`,
    );
  });

  it('shows the offending source line with a marker under the range, as compilers print it', () => {
    const blocks = all(html, 'pre').map(text);
    expect(blocks).toEqual(['3 |   extra_packages: ["libssl-dev>=3.0"]\n  |                    ^^^^^^^^^^^^^^^^^\n']);
  });

  it('counts in a table of their own (a column per count)', () => {
    const [table] = all(html, 'table');
    expect(all(table!, 'th').map(text)).toEqual(['Files checked', 'Invalid', 'Errors', 'Warnings', 'Suppressed']);
    expect(all(table!, 'td').map(text)).toEqual(['1', '1', '1', '0', '0']);
  });

  it.each([
    'p)q/component_config.yaml',
    'pkg/__init__/component_config.yaml',
    'a*b*/[x]/component_config.yaml',
    'tick`s/(x)/component_config.yaml',
    'a b/ü&<i>/#1 :+1: @me $x$/component_config.yaml',
  ])('the path %s renders as itself and links to the line', (file) => {
    const h = summaryOf([finding({ file, line: 2, column: 1, endColumn: 2 })], { [file]: { 2: 'x' } });
    const encoded = file
      .split('/')
      .map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
      .join('/');
    const [heading] = all(h, 'h3');
    expect(heading).toBe(
      `<a href="${BLOB}${encoded}">${text(heading!) === file ? heading!.replace(/<[^>]+>/g, '') : '?'}</a>`,
    );
    expect(text(heading!)).toBe(file);
    expect(h).toContain(`<a href="${BLOB}${encoded}#L2">2:1</a>`);
    expect(h).not.toMatch(/<(strong|em|del|img|i)>/);
  });

  it('a key with a line break or control characters is shown escaped, never as a raw break', () => {
    const key = 'a\nb\r\u0007\u2028c';
    const h = summaryOf(
      [
        finding({
          file: 'k/component_config.yaml',
          line: 2,
          column: 1,
          endColumn: 9,
          code: 'unknown-key',
          location: key,
          message: `unknown key \`${key}\` in the top level; and in prose: ${key}`,
        }),
      ],
      { 'k/component_config.yaml': { 2: '"a\\nb\\r\\a\\Lc": 1\t# tab' } },
    );
    const shown = 'a\\nb\\r\\u0007\\u2028c';
    expect(all(h, 'code').map(text)).toEqual(['unknown-key', shown, shown, expect.any(String)]);
    const paragraph = all(h, 'p').find((p) => p.includes('unknown key'))!;
    expect(text(paragraph)).toBe(
      `1 ❌ error unknown-key at ${shown}\nunknown key ${shown} in the top level; and in prose: ${shown}`.replace(
        /^1/,
        '2:1',
      ),
    );
    expect(paragraph.split('<br />')).toHaveLength(2);
    // The source line: a tab as its picture, so the marker stays under the range.
    expect(text(all(h, 'pre')[0]!)).toBe('2 | "a\\nb\\r\\a\\Lc": 1␉# tab\n  | ^^^^^^^^\n');
  });

  it('raw HTML in a value never becomes HTML', () => {
    const h = summaryOf([
      finding({
        file: 'h/component_config.yaml',
        line: 1,
        column: 1,
        endColumn: 2,
        message: 'bad <img src=x onerror=alert(1)> and `<script>alert(1)</script>` <!-- c -->',
        location: '<b>key</b>',
      }),
    ]);
    expect(h).not.toMatch(/<(img|script|b)[ >]|<!--/);
    expect(text(h)).toContain('bad <img src=x onerror=alert(1)> and <script>alert(1)</script> <!-- c -->');
  });

  it('a message with an unpaired backtick keeps every character', () => {
    const h = summaryOf([finding({ file: 'b/c.yaml', line: 1, column: 1, endColumn: 2, message: 'a `b c d zz' })]);
    expect(text(all(h, 'p').find((p) => p.includes(' zz'))!)).toContain('a `b c d zz');
    // A backtick inside a word is a value's, not a quote: `b` is quoted, c` is prose.
    const q = summaryOf([finding({ file: 'b/c.yaml', line: 1, column: 1, endColumn: 2, message: 'a `b` c` d' })]);
    const p = all(q, 'p').find((x) => x.includes(' d'))!;
    expect(text(p)).toContain('a b c` d');
    expect(all(p, 'code').map(text)).toEqual(['invalid-package-name', 'b']);
  });

  it('a value holding backticks stays one code span, whatever its backticks', () => {
    // As the checker quotes values: one backtick each side, whatever the value holds.
    const values = ['a`b', '`id`', 'x``y', '`'];
    const h = summaryOf(
      values.map((v, i) =>
        finding({
          file: 'p/component_config.yaml',
          line: i + 1,
          column: 1,
          endColumn: 2,
          message: `\`extra_packages[${i}]\`: \`${v}\` is not a Debian package name (a value)`,
        }),
      ),
    );
    const spans = all(h, 'p')
      .filter((p) => p.includes('Debian'))
      .map((p) => all(p.slice(p.indexOf('<br />')), 'code').map(text));
    expect(spans).toEqual(values.map((v, i) => [`extra_packages[${i}]`, v]));
  });

  it('a long source line is cut around the range, so the block fits the summary pane', () => {
    const line = `  description: "${'word '.repeat(60)}<here>${' tail'.repeat(30)}"`;
    const column = line.indexOf('<here>') + 1;
    const h = summaryOf([finding({ file: 'l/component_config.yaml', line: 4, column, endColumn: column + 6 })], {
      'l/component_config.yaml': { 4: line },
    });
    const [first, marker] = text(all(h, 'pre')[0]!).split('\n') as [string, string];
    expect(first.length).toBeLessThanOrEqual(90);
    expect(marker.length).toBeLessThanOrEqual(90);
    expect(first.slice(marker.indexOf('^'), marker.lastIndexOf('^') + 1)).toBe('<here>');
    expect(first).toMatch(/^4 \| …word/);
    expect(first).toMatch(/ tai?l?…$/);
  });

  it('a multi-line range is marked to the end of its first line', () => {
    const h = summaryOf([finding({ file: 'm/component_config.yaml', line: 2, column: 3, endLine: 4, endColumn: 2 })], {
      'm/component_config.yaml': { 2: 'a: |' },
    });
    expect(text(all(h, 'pre')[0]!)).toBe('2 | a: |\n  |   ^^\n');
  });

  it('an empty range (a key missing at the top level) has no source line to mark', () => {
    const h = summaryOf(
      [finding({ file: 'e/component_config.yaml', line: 1, column: 1, endColumn: 1, code: 'missing-key' })],
      { 'e/component_config.yaml': { 1: 'version: "1"' } },
    );
    expect(all(h, 'pre')).toEqual([]);
  });

  it('without links (no GITHUB_SHA), places and headings are plain text', () => {
    const h = summaryOf(
      [finding({ file: 'p/c.yaml', line: 1, column: 1, endColumn: 2 })],
      {},
      {
        serverUrl: undefined,
        repository: undefined,
        sha: undefined,
      },
    );
    expect(h).not.toContain('<a ');
    expect(all(h, 'h3').map(text)).toEqual(['p/c.yaml']);
  });

  it('a run that matched no file says so', () => {
    const h = render(renderNoMatchSummary(['**/component_config.yaml', '!x/**'], '/w/s_p*ace', true));
    expect(text(h)).toContain(
      '❌ No file matches input files (**/component_config.yaml, !x/**) under /w/s_p*ace: nothing was checked.',
    );
  });
});

describe('the suppressions the run applied, listed where the verdict is read', () => {
  const silenced = (n: number, reason = 'built on the Windows runner | by design') =>
    Array.from({ length: n }, (_, i) => ({
      finding: finding({
        file: 'a/component_config.yaml',
        line: i + 3,
        column: 20,
        endColumn: 33,
        code: 'invalid-platform',
      }),
      suppression: { line: i + 3, reason },
    }));

  it('the job summary (and so the check run) has a table under the counts: the place linked, the code, the reason', () => {
    const counts = countFindings(['a/component_config.yaml'], [], { suppressed: 1 });
    const html = render(renderSummary(counts, [], LINKS, { failing: false, suppressed: silenced(1) }));
    const tables = all(html, 'table');
    expect(tables).toHaveLength(2);
    expect(all(tables[1]!, 'th').map(text)).toEqual(['Where', 'Code', 'Reason']);
    const cells = all(tables[1]!, 'td');
    expect(cells.map(text)).toEqual([
      'a/component_config.yaml:3',
      'invalid-platform',
      'built on the Windows runner | by design',
    ]);
    expect(cells[0]).toContain(`href="${BLOB}a/component_config.yaml#L3"`);
    expect(text(html)).toContain('Silenced by suppression comments: 1 finding');
  });

  it('a comment without a reason says so; past 50 rows the rest are counted, naming where they are', () => {
    const counts = countFindings(['a/component_config.yaml'], [], { suppressed: 52 });
    const html = render(
      renderSummary(counts, [], LINKS, { failing: false, suppressed: silenced(52, ''), reportFile: 'r.json' }),
    );
    expect(all(all(html, 'table')[1]!, 'tr')).toHaveLength(51);
    expect(all(html, 'td').map(text)).toContain('(no reason given)');
    expect(text(html)).toContain('2 more suppressions are in the log and in the JSON report.');
  });

  it('none: no section', () => {
    const html = render(renderSummary(countFindings(['a'], []), [], LINKS, { failing: false, suppressed: [] }));
    expect(all(html, 'table')).toHaveLength(1);
  });

  it('the pull request comment lists them under its verdict', () => {
    const counts = countFindings(['a/component_config.yaml'], [], { suppressed: 1 });
    const html = render(
      renderComment({
        checkName: 'check',
        counts,
        failing: false,
        findings: [],
        links: LINKS,
        suppressed: silenced(1),
      }),
    );
    expect(all(all(html, 'table')[0]!, 'td').map(text)).toEqual([
      'a/component_config.yaml:3',
      'invalid-platform',
      'built on the Windows runner | by design',
    ]);
  });
});

describe('characters that draw nothing are escaped wherever a message is shown', () => {
  it('the Hangul fillers, the combining grapheme joiner and the tag characters, as YAML escapes them', () => {
    expect(visible('a\u115fb\u1160c\u3164d\uffa0e\u034ff\u{e0000}g\u{e0041}h\u{e007f}i')).toBe(
      'a\\u115fb\\u1160c\\u3164d\\uffa0e\\u034ff\\U000e0000g\\U000e0041h\\U000e007fi',
    );
    // Their neighbours that draw something stay as they are.
    expect(visible('\u3163\u3165\uffa1\u034e\u{e0080}\u{1f600}')).toBe('\u3163\u3165\uffa1\u034e\u{e0080}\u{1f600}');
  });
});
