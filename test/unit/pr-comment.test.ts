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
  return { checkName: 'component_config', counts: countFindings(files, findings), findings, links: LINKS, ...over };
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
      { href: `${blob}#L1`, text: 'svc-0/component_config.yaml:1:3' },
      { href: `${blob}#L3`, text: 'svc-0/component_config.yaml:3:3' },
    ]);
    const rows = elements(html, 'tr').map((tr) => elements(tr, 'td').map(htmlText));
    expect(rows.filter((r) => r.length > 0)).toEqual([
      ['svc-0/component_config.yaml', '1', '1'],
      ['❌', 'svc-0/component_config.yaml:1:3', 'wrong-type', 'metadata.k0', 'value 0 | with a pipe and <b>markup</b>'],
      [
        '⚠️',
        'svc-0/component_config.yaml:3:3',
        'wrong-type',
        'metadata.k2',
        'value 2 | with a pipe and <b>markup</b> xx',
      ],
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
    const place = links(html).find((l) => l.text.endsWith(':1:3'))!;
    expect(place.text).toBe(`${file}:1:3`);
    expect(decodeURI(place.href.replace(/%29/g, ')').replace(/%2A/g, '*'))).toBe(
      `https://github.com/octo/repo/blob/${LINKS.sha}/${file}#L1`,
    );
    const row = elements(html, 'tr')
      .map((tr) => elements(tr, 'td').map(htmlText))
      .find((r) => r[0] === '❌')!;
    expect(row.slice(3)).toEqual(['env.A|B<c>', 'the value a|b<c>& is wrong; quote it']);
    expect(elements(html, 'code')).toContain('a|b&lt;c&gt;&amp;');
  });

  it('passing: says so, and that the earlier errors are fixed when the comment said failing', () => {
    const passing = renderComment(input([], { previous: 'failure' }));
    expect(htmlText(elements(renderGfm(passing), 'h3')[0]!)).toBe(
      '✅ component_config: 1 component config checked, all valid (0 errors, 0 warnings)',
    );
    expect(passing).toContain('Every error an earlier run found here is fixed now.');
    expect(commentState(passing)).toBe('success');
    expect(renderComment(input([], { previous: 'success' }))).not.toContain('fixed now');
    expect(renderComment(input([]))).not.toContain('fixed now');
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
    const shownRows = body.split('\n').filter((l) => /^\| (❌|⚠️) \|/.test(l)).length;
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
