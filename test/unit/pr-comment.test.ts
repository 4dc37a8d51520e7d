// The pull request's summary comment: markers, the verdict, the state an update reads back, and
// the cut at the size limit (never over it, whatever the findings).

import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/config/findings.js';
import { countFindings } from '../../src/report/counts.js';
import { commentMarker, commentState, renderComment, type CommentInput } from '../../src/report/pr-comment.js';
import { elements, htmlText, links, renderGfm } from '../e2e/gfm.js';

const LINKS = { serverUrl: 'https://github.com', repository: 'octo/repo', sha: 'c'.repeat(40) };

function finding(i: number, file = `svc-${i}/component_config.yaml`): Finding {
  return {
    file,
    line: i + 1,
    column: 3,
    endLine: i + 1,
    endColumn: 9,
    severity: i % 3 === 2 ? 'warning' : 'error',
    code: 'wrong-type',
    location: `metadata.k${i}`,
    message: `value ${i} | with a pipe and <b>markup</b> ${'x'.repeat(i % 50)}`,
  };
}

function input(findings: Finding[], over: Partial<CommentInput> = {}): CommentInput {
  const files = [...new Set(findings.map((f) => f.file)), 'ok/component_config.yaml'];
  const counts = countFindings(files, findings);
  return { checkName: 'component_config', counts, failing: counts.errors > 0, findings, links: LINKS, ...over };
}

describe('the summary comment', () => {
  it('carries its markers, the verdict, the counts per file and each finding linked to its line', () => {
    const body = renderComment(
      input([finding(0), finding(2, 'svc-0/component_config.yaml')], { runUrl: 'https://r/1' }),
    );
    expect(body.split('\n').slice(0, 2)).toEqual([
      commentMarker('component_config'),
      '<!-- component-config-check state=failure -->',
    ]);
    expect(commentState(body)).toBe('failure');
    // As GitHub shows it (GFM): text, links and code spans render as themselves.
    const html = renderGfm(body);
    expect(htmlText(elements(html, 'h3')[0]!)).toBe(
      '❌ component_config: 1 of 2 component configs is invalid (1 error, 1 warning)',
    );
    const blob = `https://github.com/octo/repo/blob/${LINKS.sha}/svc-0/component_config.yaml`;
    expect(links(html)).toEqual([
      { href: 'https://r/1', text: 'workflow run' },
      { href: blob, text: 'svc-0/component_config.yaml' },
      { href: blob, text: 'svc-0/component_config.yaml' },
      { href: `${blob}#L1`, text: '1:3' },
      { href: `${blob}#L3`, text: '3:3' },
    ]);
    expect(htmlText(elements(html, 'h4')[0]!)).toBe('svc-0/component_config.yaml');
    const rows = elements(html, 'tr').map((tr) => elements(tr, 'td').map(htmlText));
    expect(rows.filter((r) => r.length > 0)).toEqual([['svc-0/component_config.yaml', '1', '1']]);
    const blocks = elements(html, 'p').filter((p) => p.includes('<br />'));
    expect(blocks.map(htmlText)).toEqual([
      '1:3 ❌ error wrong-type at metadata.k0\nvalue 0 | with a pipe and <b>markup</b>',
      '3:3 ⚠️ warning wrong-type at metadata.k2\nvalue 2 | with a pipe and <b>markup</b> xx',
    ]);
  });

  it("lays findings out as the job summary does, a block per finding: no table, so it fits GitHub's comment width", () => {
    const findings = [finding(0), finding(1), finding(2, 'svc-0/component_config.yaml'), finding(3)];
    const html = renderGfm(renderComment(input(findings, { runUrl: 'https://r/1' })));
    // One table only, the counts per file (three narrow columns); no finding is in a table.
    const tables = elements(html, 'table');
    expect(tables).toHaveLength(1);
    expect(elements(tables[0]!, 'th').map(htmlText)).toEqual(['File', 'Errors', 'Warnings']);
    for (const f of findings) expect(tables[0]!).not.toContain(f.code);
    // Each file a heading, each finding a paragraph: place and code, then the message.
    expect(elements(html, 'h4').map(htmlText)).toEqual([
      'svc-0/component_config.yaml',
      'svc-1/component_config.yaml',
      'svc-3/component_config.yaml',
    ]);
    const blocks = elements(html, 'p').filter((p) => p.includes('<br />'));
    expect(blocks.map((b) => htmlText(b.slice(b.indexOf('<br />'))).trim())).toEqual([
      'value 0 | with a pipe and <b>markup</b>',
      'value 2 | with a pipe and <b>markup</b> xx',
      'value 1 | with a pipe and <b>markup</b> x',
      'value 3 | with a pipe and <b>markup</b> xxx',
    ]);
  });

  it('a value holding backticks stays one code span in the comment', () => {
    const f: Finding = { ...finding(0), message: '`metadata.k0`: `a`b` is wrong and so is ``id``' };
    const html = renderGfm(renderComment(input([f])));
    const block = elements(html, 'p').find((p) => p.includes('is wrong'))!;
    expect(elements(block.slice(block.indexOf('<br />')), 'code').map(htmlText)).toEqual([
      'metadata.k0',
      'a`b',
      '`id`',
    ]);
  });

  it('renders paths, keys and values that mean something in markdown as themselves, linked to the right line', () => {
    const file = 'p)q/__init__/[x]*/component_config.yaml';
    const f: Finding = {
      ...finding(0, file),
      location: 'env.A|B<c>',
      message: 'the value `a|b<c>&` is wrong; quote it',
    };
    const html = renderGfm(renderComment(input([f])));
    expect(htmlText(elements(html, 'h4')[0]!)).toBe(file);
    const place = links(html).find((l) => l.text === '1:3')!;
    expect(decodeURI(place.href.replace(/%29/g, ')').replace(/%2A/g, '*'))).toBe(
      `https://github.com/octo/repo/blob/${LINKS.sha}/${file}#L1`,
    );
    const block = elements(html, 'p').find((p) => p.includes('is wrong'))!;
    expect(htmlText(block)).toBe('1:3 ❌ error wrong-type at env.A|B<c>\nthe value a|b<c>& is wrong; quote it');
    expect(elements(html, 'code')).toContain('a|b&lt;c&gt;&amp;');
  });

  it("follows the run's verdict (the fail-level's), not the count of errors", () => {
    const reportOnly = renderComment(input([finding(0)], { failing: false }));
    expect(commentState(reportOnly)).toBe('success');
    expect(htmlText(elements(renderGfm(reportOnly), 'h3')[0]!)).toMatch(/^✅ component_config: 1 of 2 /);
    const warningsFail = renderComment(input([finding(2)], { failing: true }));
    expect(commentState(warningsFail)).toBe('failure');
  });

  it('passing: says so, and that an earlier run failed when the comment said failing', () => {
    const passing = renderComment(input([], { previous: 'failure' }));
    expect(htmlText(elements(renderGfm(passing), 'h3')[0]!)).toBe(
      '✅ component_config: 1 component config checked, all valid (0 errors, 0 warnings)',
    );
    expect(passing).toContain('An earlier run here failed this check; this one passes.');
    expect(commentState(passing)).toBe('success');
    expect(renderComment(input([], { previous: 'success' }))).not.toContain('earlier run');
    expect(renderComment(input([]))).not.toContain('earlier run');
  });

  it("shows the run's lines about suggestions under the verdict", () => {
    const body = renderComment(
      input([finding(0)], { notes: ['2 fixes were posted as suggestions on the pull request.'] }),
    );
    expect(body).toContain(
      'this comment is updated by every run of the check.\n\n2 fixes were posted as suggestions on the pull request.\n',
    );
  });

  it('one marker per check name, whatever the name holds', () => {
    expect(commentMarker('configs --> x')).toBe('<!-- component-config-check pr-comment check=configs%20--%3E%20x -->');
    expect(commentMarker('a')).not.toBe(commentMarker('b'));
  });

  it.each([2_000, 5_000, 65_536])('never over a limit of %i characters, and says what is left out', (limit) => {
    const findings = Array.from({ length: 1500 }, (_, i) => finding(i, `svc-${i % 400}/component_config.yaml`));
    const body = renderComment(input(findings, { limit, runUrl: 'https://r/1' }));
    expect(body.length).toBeLessThanOrEqual(limit);
    expect(body.length).toBeGreaterThan(limit - 400);
    const last = body.trimEnd().split('\n').at(-1)!;
    const shownFiles = body.split('\n').filter((l) => l.startsWith('| [svc')).length;
    const shownRows = body.split('\n').filter((l) => / (❌ error|⚠️ warning) `wrong-type`/.test(l)).length;
    const parts = [shownFiles < 400 && `${400 - shownFiles} more files`, `${1500 - shownRows} more findings`].filter(
      Boolean,
    );
    expect(last).toBe(
      `**Not shown: ${parts.join(' and ')}** (a pull request comment holds at most ${limit.toLocaleString('en-US')} characters). Every finding is in the job summary and the log of [the workflow run](https://r/1).`,
    );
  });

  it('is not cut when everything fits', () => {
    const body = renderComment(input([finding(0)], { limit: 2_000 }));
    expect(body).not.toContain('Not shown');
  });
});
