// End-to-end: the built dist/index.js, run as GitHub's runner runs it (a child process with
// INPUT_* variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, the workspace as cwd), on the
// machine's node 20 and on GitHub's node 24. Every assertion reads what the runner would read.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visible } from '../../src/report/markdown.js';
import {
  type Annotation,
  BLOB,
  NODES,
  type RunResult,
  annotationsFor,
  cleanup,
  describeRun,
  failureLine,
  hasStackTrace,
  makeWorkspace,
  runAction,
  summaryHasLink,
  yamlErrorAt,
  spawnTimeout,
} from './harness.js';
import { elements, htmlText, links, renderGfm, summaryText } from './gfm.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';

// ---------------------------------------------------------------------------------------------
// The shared workspace of scenario 1: configs of every kind, and copies the search must skip.

const VALID = `name: valid-one
version: "1.0"
description: A valid component
build_config:
  base_image: debian:bookworm-slim
  extra_packages: [curl]
  requirements:
    provider: uv-pip
    python_version: "3.12"
`;
const EARLIER = `name: old-one
version: "0.9"
build_config:
  base_image: debian:bookworm-slim
  requirements:
    provider: python-pip
`;
const WRONG_TYPE = 'name: x\nversion: 1.10\n';
const TYPO = 'name: x\nbuild_config:\n  base_img: x\n';
const DEPRECATED = 'name: dep\nbuild_config:\n  python_version: "3.11"\n';
const DUPLICATE = 'name: a\nversion: "1"\nname: b\n';
const MISSING = 'version: "1.0"\ndescription: no name\n';
const SYNTAX = 'name: x\nbuild_config: {base_image: debian\n';

const MAIN_FILES: Record<string, string> = {
  [`a/valid/${CONFIG}`]: VALID,
  'a/valid/other.yaml': WRONG_TYPE, // not a config name: never checked
  [`a/earlier/${CONFIG}`]: EARLIER,
  [`a/node_modules/x/${CONFIG}`]: WRONG_TYPE,
  [`b/invalid/${CONFIG}`]: WRONG_TYPE,
  [`b/typo/${CONFIG}`]: TYPO,
  [`c/deprecated/${CONFIG}`]: DEPRECATED,
  [`d/dup/${CONFIG}`]: DUPLICATE,
  [`d/missing/${CONFIG}`]: MISSING,
  [`e/syntax/${CONFIG}`]: SYNTAX,
  [`excluded/${CONFIG}`]: 'name: 1\n',
  [`node_modules/pkg/${CONFIG}`]: WRONG_TYPE,
  [`.git/${CONFIG}`]: WRONG_TYPE,
  [`.git/modules/sub/${CONFIG}`]: WRONG_TYPE,
};

const syntaxAt = yamlErrorAt(SYNTAX);

/** The annotations scenario 1 expects, in the order of the sorted files. */
function mainAnnotations(deprecatedSeverity: 'error' | 'warning'): Array<Partial<Annotation> & { file: string }> {
  return [
    {
      file: `b/invalid/${CONFIG}`,
      severity: 'error',
      line: 2,
      column: 10,
      endLine: 2,
      endColumn: 14,
      title: 'wrong-type: version',
    },
    {
      file: `b/typo/${CONFIG}`,
      severity: 'error',
      line: 3,
      column: 3,
      endLine: 3,
      endColumn: 11,
      title: 'unknown-key: build_config.base_img',
    },
    {
      file: `c/deprecated/${CONFIG}`,
      severity: deprecatedSeverity,
      line: 3,
      column: 3,
      endLine: 3,
      endColumn: 17,
      title: 'deprecated-field: build_config.python_version',
    },
    {
      file: `d/dup/${CONFIG}`,
      severity: 'error',
      line: 3,
      column: 1,
      endLine: 3,
      endColumn: 5,
      title: 'duplicate-key: name',
    },
    { file: `d/missing/${CONFIG}`, severity: 'error', line: 1, column: 1, title: 'missing-key' },
    {
      file: `e/syntax/${CONFIG}`,
      severity: 'error',
      line: syntaxAt.line,
      column: syntaxAt.column,
      code: 'yaml-syntax',
    },
  ];
}

const CHECKED_WITH_EXCLUDE = [
  `a/earlier/${CONFIG}`,
  `a/valid/${CONFIG}`,
  `b/invalid/${CONFIG}`,
  `b/typo/${CONFIG}`,
  `c/deprecated/${CONFIG}`,
  `d/dup/${CONFIG}`,
  `d/missing/${CONFIG}`,
  `e/syntax/${CONFIG}`,
];
const NEVER_CHECKED = [
  `a/node_modules/x/${CONFIG}`,
  `node_modules/pkg/${CONFIG}`,
  `.git/${CONFIG}`,
  `.git/modules/sub/${CONFIG}`,
  'a/valid/other.yaml',
];

function expectCleanRun(r: RunResult) {
  expect(r.timedOut, describeRun(r)).toBe(false);
  expect(hasStackTrace(r), describeRun(r)).toBe(false);
}

/** Every annotation has a complete, positive range, and only `error`/`warning` carry files. */
function expectWellFormed(r: RunResult) {
  for (const a of r.annotations) {
    for (const n of [a.line, a.column, a.endLine, a.endColumn])
      expect(Number.isInteger(n) && n >= 1, `${a.file}: ${a.title}: range`).toBe(true);
    expect(
      a.endLine > a.line || (a.endLine === a.line && a.endColumn >= a.column),
      `${a.file}: ${a.title}: end before start`,
    ).toBe(true);
    expect(a.file).not.toMatch(/^\/|\\|^\.\.?\//);
    expect(a.title).toMatch(/^[a-z0-9-]+(?:: .+)?$/s);
  }
}

function fileErrorCounts(r: RunResult, file: string) {
  const mine = annotationsFor(r, file);
  return {
    errors: mine.filter((a) => a.severity === 'error').length,
    warnings: mine.filter((a) => a.severity === 'warning').length,
  };
}

/** The rendered summary has a heading linking to `file`, followed by its error and warning counts. */
function expectSummaryFile(r: RunResult, file: string) {
  const { errors, warnings } = fileErrorCounts(r, file);
  const html = renderGfm(r.summary);
  const at = html.indexOf(`<h3><a href="${BLOB}${file}">${file}</a></h3>`);
  expect(at, `heading for ${file}\n${html}`).toBeGreaterThan(0);
  const tally = htmlText(elements(html.slice(at), 'p')[0]!);
  const part = (n: number, word: string) => (n ? [`${n} ${word}${n === 1 ? '' : 's'}`] : []);
  expect(tally, file).toBe([...part(errors, 'error'), ...part(warnings, 'warning')].join(', '));
}

function expectReportEqualsAnnotations(r: RunResult, reportPath: string) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as { findings: Array<Record<string, unknown>> };
  const fromLog = r.annotations.map(
    ({ file, line, column, endLine, endColumn, severity, code, location, message }) => ({
      file,
      line,
      column,
      endLine,
      endColumn,
      severity,
      code,
      location,
      message,
    }),
  );
  // A fix is data for tools, which an annotation cannot carry: the report has it besides. An
  // annotation's title and message show a key's control characters as escapes; the report keeps them.
  expect(
    report.findings.map(({ fix: _fix, ...f }) => ({
      ...f,
      location: visible(f['location'] as string),
      message: visible(f['message'] as string),
    })),
  ).toEqual(fromLog);
  return report.findings;
}

// Tests read the runs their hooks made (each hook has its own timeout); one spawns `node --version`.
describe.each(NODES)('on $label', { timeout: spawnTimeout(1) }, (node) => {
  it('runs the node binary it names', () => {
    expect(existsSync(node.path), `${node.path} is missing`).toBe(true);
    const version = execFileSync(node.path, ['--version'], { encoding: 'utf8' }).trim();
    expect(version).toMatch(new RegExp(`^v${node.major}\\.`));
  });

  describe('a workspace of nested configs', () => {
    let ws: string;
    let run: RunResult; // exclude pattern, report-file
    let strict: RunResult; // default pattern, fail-on-deprecated
    let passing: RunResult; // only valid files
    let bare: RunResult; // no INPUT_* variables at all
    const report = `report-${node.label}.json`;

    beforeAll(async () => {
      ws = makeWorkspace(MAIN_FILES);
      [run, strict, passing, bare] = await Promise.all([
        runAction({
          node: node.path,
          workspace: ws,
          inputs: { files: `**/${CONFIG}\n!excluded/**`, 'report-file': report },
        }),
        runAction({ node: node.path, workspace: ws, inputs: { 'fail-on-deprecated': 'true' } }),
        runAction({ node: node.path, workspace: ws, inputs: { files: `a/**/${CONFIG}` } }),
        runAction({ node: node.path, workspace: ws, defaults: false }),
      ]);
    }, spawnTimeout(1));

    it('annotates every finding at its exact place, in sorted file order', () => {
      expectCleanRun(run);
      expectWellFormed(run);
      const expected = mainAnnotations('warning');
      expect(
        run.annotations.map((a) => a.file),
        describeRun(run),
      ).toEqual(expected.map((a) => a.file));
      expected.forEach((e, i) => expect(run.annotations[i], `${e.file}\n${describeRun(run)}`).toMatchObject(e));
    });

    it('explains the findings', () => {
      const by = (file: string) => annotationsFor(run, file)[0]!.message;
      expect(by(`b/invalid/${CONFIG}`)).toContain('"1.10"');
      expect(by(`b/typo/${CONFIG}`)).toContain('did you mean `base_image`');
      expect(by(`c/deprecated/${CONFIG}`)).toContain('requirements.python_version');
      expect(by(`d/missing/${CONFIG}`)).toContain('name');
    });

    it('never checks node_modules, .git, excluded or other names', () => {
      for (const f of [...NEVER_CHECKED, `excluded/${CONFIG}`]) {
        expect(annotationsFor(run, f)).toEqual([]);
        expect(summaryText(run.summary)).not.toContain(f);
      }
      expect(run.annotations.some((a) => a.file.includes('node_modules') || a.file.startsWith('.git'))).toBe(false);
      for (const f of NEVER_CHECKED) expect(annotationsFor(strict, f)).toEqual([]);
    });

    it('fails with the count line and sets the outputs', () => {
      expect(run.code, describeRun(run)).toBe(1);
      expect(run.messages.filter((m) => m.name === 'error').map((m) => m.message)).toEqual([failureLine(5, 8, 5, 1)]);
      expect(run.messages.at(-1)!.message).toBe(failureLine(5, 8, 5, 1));
      expect(run.outputs).toMatchObject({
        'files-checked': '8',
        'files-invalid': '5',
        errors: '5',
        warnings: '1',
        'report-file': join(ws, report),
      });
    });

    it('writes a job summary: a heading per file with findings and its counts, a link per finding', () => {
      const withFindings = CHECKED_WITH_EXCLUDE.filter((f) => annotationsFor(run, f).length > 0);
      expect(withFindings).toHaveLength(6);
      for (const f of withFindings) expectSummaryFile(run, f);
      expect(summaryText(run.summary)).toContain(failureLine(5, 8, 5, 1));
      const places = links(renderGfm(run.summary)).filter((l) => l.href.includes('#L'));
      expect(places.map((l) => [l.href, l.text])).toEqual(
        run.annotations.map((a) => [`${BLOB}${a.file}#L${a.line}`, `${a.line}:${a.column}`]),
      );
      for (const a of run.annotations) {
        expect(summaryHasLink(run.summary, a.file, a.line), `link to ${a.file}#L${a.line} in\n${run.summary}`).toBe(
          true,
        );
        expect(run.summary).toContain(a.code);
      }
      expect(run.summary).toContain(BLOB);
    });

    it('writes a report file equal to the annotations, and the fixes besides', () => {
      const findings = expectReportEqualsAnnotations(run, join(ws, report));
      const fix = findings.find((f) => f['code'] === 'wrong-type')?.['fix'];
      expect(fix).toMatchObject({ edits: [{ line: 2, column: 10, endLine: 2, endColumn: 14, text: '"1.10"' }] });
    });

    it('shows each finding with its source line and a marker under the range, read once by the action', () => {
      const blocks = elements(renderGfm(run.summary), 'pre').map(htmlText);
      expect(blocks).toContain('2 | version: 1.10\n  |          ^^^^\n');
      expect(blocks).toContain('3 |   base_img: x\n  |   ^^^^^^^^\n');
      expect(blocks).toContain('3 | name: b\n  | ^^^^\n');
    });

    it('no notice about annotations GitHub would not show: 5 errors and 1 warning are all shown', () => {
      expect(run.commands.filter((c) => c.name === 'notice')).toEqual([]);
    });

    it('fail-on-deprecated: true makes the deprecated field an error; the default pattern takes excluded/ in', () => {
      expectCleanRun(strict);
      expectWellFormed(strict);
      expect(strict.code, describeRun(strict)).toBe(1);
      const expected = [
        ...mainAnnotations('error'),
        {
          file: `excluded/${CONFIG}`,
          severity: 'error',
          line: 1,
          column: 7,
          endLine: 1,
          endColumn: 8,
          title: 'wrong-type: name',
        },
      ];
      expect(
        strict.annotations.map((a) => a.file),
        describeRun(strict),
      ).toEqual(expected.map((a) => a.file));
      expected.forEach((e, i) => expect(strict.annotations[i]).toMatchObject(e));
      expect(strict.messages.at(-1)!.message).toBe(failureLine(7, 9, 7, 0));
      expect(strict.outputs).toMatchObject({ 'files-checked': '9', 'files-invalid': '7', errors: '7', warnings: '0' });
      expect(strict.outputs['report-file'] ?? '').toBe('');
    });

    it('passes on valid files of both forms and says how many it checked', () => {
      expectCleanRun(passing);
      expect(passing.code, describeRun(passing)).toBe(0);
      expect(passing.annotations).toEqual([]);
      expect(passing.messages.filter((m) => m.name === 'error')).toEqual([]);
      expect(passing.outputs).toMatchObject({ 'files-checked': '2', 'files-invalid': '0', errors: '0', warnings: '0' });
      const said = passing.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::debug::') && /\b2\b/.test(l) && /check/i.test(l));
      expect(said.length, describeRun(passing)).toBeGreaterThanOrEqual(1);
      expect(passing.summary).toMatch(/\b2 component configs\b/);
      expect(passing.summary).not.toContain(BLOB);
    });

    it('without any INPUT_* variable, uses the same defaults as action.yml', () => {
      expectCleanRun(bare);
      expect(bare.code, describeRun(bare)).toBe(1);
      expect(bare.outputs).toMatchObject({ 'files-checked': '9', 'files-invalid': '6', errors: '6', warnings: '1' });
      expect(bare.messages.at(-1)!.message).toBe(failureLine(6, 9, 6, 1));
    });
  });

  describe('escaping', () => {
    // A directory and a key holding every character the runner's escaping touches.
    const dir = 'we,ird:dir %25 %0A';
    const key = '100%0A, x: y\nz\r!%';
    const value = 'Deb%ian, x:\ny';
    const keyAsWritten = '"100%0A, x: y\\nz\\r!%"';
    const text = `name: x\n${keyAsWritten}: 1\nbuild_config:\n  base_image: "Deb%ian, x:\\ny"\n`;
    const report = `rep,ort: %25 ${node.label}.json`;
    let ws: string;
    let r: RunResult;

    beforeAll(async () => {
      ws = makeWorkspace({ [`${dir}/${CONFIG}`]: text });
      r = await runAction({ node: node.path, workspace: ws, inputs: { 'report-file': report } });
    }, spawnTimeout(1));

    it("the file round-trips; title and message show the key's control characters as escapes", () => {
      expectCleanRun(r);
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.annotations, describeRun(r)).toHaveLength(2);
      const [unknown, image] = r.annotations as [Annotation, Annotation];
      expect(unknown).toMatchObject({
        file: `${dir}/${CONFIG}`,
        severity: 'error',
        code: 'unknown-key',
        line: 2,
        column: 1,
        endLine: 2,
        endColumn: 1 + keyAsWritten.length,
      });
      // The title is one line: the key's line breaks show as escapes, as in the job summary.
      expect(unknown.location).toContain(visible(key));
      expect(unknown.location).not.toMatch(/[\r\n]/);
      expect(unknown.title).toBe(`unknown-key: ${unknown.location}`);
      // The message does not say the key again (the title names it), and no config byte in it
      // drives the log viewer (issue 32): the value's escapes are checked on the image below.
      expect(unknown.message).not.toContain(visible(key));
      expect(unknown.message).not.toMatch(/[\r\n]/);
      expect(image).toMatchObject({
        file: `${dir}/${CONFIG}`,
        severity: 'error',
        code: 'invalid-image',
        title: 'invalid-image: build_config.base_image',
        line: 4,
        column: 15,
        endLine: 4,
        endColumn: 31,
      });
      expect(image.message).toContain(visible(value));
    });

    it('the report file (named with , : %) holds the same text, and its output path round-trips', () => {
      expect(r.outputs['report-file']).toBe(join(ws, report));
      expectReportEqualsAnnotations(r, join(ws, report));
    });
  });

  describe("the job summary in GitHub's renderer", () => {
    const file = 'p)q/__init__/[x]*y*/component_config.yaml';
    const encoded = 'p%29q/__init__/%5Bx%5D%2Ay%2A/component_config.yaml';
    const key = 'a\nb\u0007';
    const text = `name: x\n"a\\nb\\a": 1\nbuild_config:\n  base_image: "Debian<&>=3"\n`;
    let html: string;
    let r: RunResult;

    beforeAll(async () => {
      r = await runAction({ node: node.path, workspace: makeWorkspace({ [file]: text }) });
      html = renderGfm(r.summary);
    }, spawnTimeout(1));

    it('the path renders as itself and every link goes to the right file and line', () => {
      expectCleanRun(r);
      expect(
        r.annotations.map((a) => [a.code, a.line]),
        describeRun(r),
      ).toEqual([
        ['unknown-key', 2],
        ['invalid-image', 4],
      ]);
      expect(elements(html, 'h3').map(htmlText)).toEqual([file]);
      expect(links(html)).toEqual([
        { href: `${BLOB}${encoded}`, text: file },
        { href: `${BLOB}${encoded}#L2`, text: '2:1' },
        { href: `${BLOB}${encoded}#L4`, text: '4:15' },
      ]);
      expect(html).not.toMatch(/<(strong|em)>/);
    });

    it('values keep < > & in code spans and source lines; the key is shown escaped', () => {
      const codes = elements(html, 'code').map(htmlText);
      // The key, in the finding's location (the message does not repeat it).
      expect(codes.some((c) => c.includes('a\\nb\\u0007'))).toBe(true);
      expect(codes).toContain('build_config.base_image');
      expect(htmlText(html)).toContain('Debian<&>=3');
      expect(html).not.toContain('&amp;lt;');
      expect(codes).toContain('4 |   base_image: "Debian<&>=3"\n  |               ^^^^^^^^^^^^^\n');
      expect(htmlText(html)).not.toContain(key);
    });
  });

  describe('more than 10 errors and 10 warnings', () => {
    const keys = Array.from({ length: 25 }, (_, i) => `unknown_key_${String(i + 1).padStart(2, '0')}`);
    const deprecated = Array.from({ length: 12 }, (_, i) => `dep/${String(i + 1).padStart(2, '0')}/${CONFIG}`);
    const spread = Array.from({ length: 15 }, (_, i) => `spread/${String(i + 1).padStart(2, '0')}/${CONFIG}`);
    let r: RunResult;

    beforeAll(async () => {
      const files: Record<string, string> = {
        [`many/${CONFIG}`]: `name: many\n${keys.map((k) => `${k}: x\n`).join('')}`,
      };
      for (const f of deprecated) files[f] = DEPRECATED;
      for (const f of spread) files[f] = WRONG_TYPE;
      r = await runAction({ node: node.path, workspace: makeWorkspace(files) });
    }, spawnTimeout(1));

    it('one error in each of 15 files: every one in the log and the summary', () => {
      expectCleanRun(r);
      for (const f of spread) {
        expect(annotationsFor(r, f), f).toEqual([
          expect.objectContaining({
            severity: 'error',
            line: 2,
            column: 10,
            endLine: 2,
            endColumn: 14,
            title: 'wrong-type: version',
          }),
        ]);
        expect(summaryHasLink(r.summary, f, 2), f).toBe(true);
      }
    });

    it('25 errors in one file and 12 warnings: every one in the log', () => {
      expectCleanRun(r);
      expectWellFormed(r);
      expect(r.code, describeRun(r)).toBe(1);
      const errors = annotationsFor(r, `many/${CONFIG}`);
      const warnings = r.annotations.filter((a) => a.severity === 'warning');
      expect(errors).toHaveLength(25);
      expect(warnings).toHaveLength(12);
      errors.forEach((a, i) =>
        expect(a).toMatchObject({
          severity: 'error',
          line: i + 2,
          column: 1,
          endLine: i + 2,
          endColumn: 15,
          title: `unknown-key: ${keys[i]}`,
        }),
      );
      expect(warnings.map((a) => a.file)).toEqual(deprecated);
      expect(r.annotations).toHaveLength(25 + 15 + 12);
      expect(r.messages.at(-1)!.message).toBe(failureLine(16, 28, 40, 12));
      expect(r.outputs).toMatchObject({ 'files-checked': '28', 'files-invalid': '16', errors: '40', warnings: '12' });
    });

    it('one notice: how many GitHub shows inline, where all are, and that check-run shows every one', () => {
      const notices = r.commands.filter((c) => c.name === 'notice');
      expect(
        notices.map((n) => n.message),
        describeRun(r),
      ).toEqual([
        'GitHub shows 10 of 40 errors and 10 of 12 warnings inline (at most 10 of each per step); all 52 findings are in the job summary and in the log above. Set check-run: true (with permissions checks: write) to show every one inline',
      ]);
      expect(notices[0]!.properties).toEqual({});
    });

    it('25 errors in one file and 12 warnings: every one in the summary', () => {
      for (let line = 2; line <= 26; line++)
        expect(summaryHasLink(r.summary, `many/${CONFIG}`, line), `#L${line}`).toBe(true);
      for (const f of deprecated) expect(summaryHasLink(r.summary, f, 3), f).toBe(true);
      const text = summaryText(r.summary);
      for (const k of keys) expect(text).toContain(k);
    });
  });

  describe('inputs', () => {
    let ws: string;
    let empty: string;
    const runs: Record<string, RunResult> = {};

    beforeAll(async () => {
      ws = makeWorkspace({ [`a/${CONFIG}`]: VALID });
      empty = makeWorkspace({ 'README.md': '# nothing here\n', [`node_modules/x/${CONFIG}`]: VALID });
      const cases: Record<string, Parameters<typeof runAction>[0]> = {
        'if-no-files-found=maybe': { workspace: ws, inputs: { 'if-no-files-found': 'maybe' } },
        'fail-on-deprecated=perhaps': { workspace: ws, inputs: { 'fail-on-deprecated': 'perhaps' } },
        'check-paths=sometimes': { workspace: ws, inputs: { 'check-paths': 'sometimes' } },
        'none:error': { workspace: empty, inputs: { 'if-no-files-found': 'error' } },
        'none:warn': { workspace: empty, inputs: { 'if-no-files-found': 'warn' } },
        'none:ignore': { workspace: empty, inputs: { 'if-no-files-found': 'ignore' } },
      };
      const results = await Promise.all(Object.values(cases).map((c) => runAction({ ...c, node: node.path })));
      Object.keys(cases).forEach((k, i) => (runs[k] = results[i]!));
    }, spawnTimeout(1));

    it.each([
      ['if-no-files-found=maybe', 'if-no-files-found', ['error', 'warn', 'ignore']],
      ['fail-on-deprecated=perhaps', 'fail-on-deprecated', ['true', 'false']],
      ['check-paths=sometimes', 'check-paths', ['true', 'false']],
    ])('%s fails with one line naming the input and its values', (name, input, values) => {
      const r = runs[name]!;
      expectCleanRun(r);
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.annotations).toEqual([]);
      const errors = r.commands.filter((c) => c.name === 'error');
      expect(errors, describeRun(r)).toHaveLength(1);
      expect(errors[0]!.message).toContain(input);
      for (const v of values) expect(errors[0]!.message).toContain(v);
    });

    it('no files, if-no-files-found=error: fails with a message', () => {
      const r = runs['none:error']!;
      expectCleanRun(r);
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.annotations).toEqual([]);
      expect(
        r.commands.filter((c) => c.name === 'error'),
        describeRun(r),
      ).toHaveLength(1);
      const message = r.commands.find((c) => c.name === 'error')!.message;
      expect(message).toContain(`**/${CONFIG}`);
      expect(message).toContain('set if-no-files-found to warn or ignore');
      expect(summaryText(r.summary)).toContain(`❌ No file matches input files (**/${CONFIG}) under`);
    });

    it('no files, if-no-files-found=warn: a warning, exit 0', () => {
      const r = runs['none:warn']!;
      expectCleanRun(r);
      expect(r.code, describeRun(r)).toBe(0);
      expect(r.commands.filter((c) => c.name === 'error')).toEqual([]);
      const warnings = r.messages.filter((c) => c.name === 'warning');
      expect(warnings, describeRun(r)).toHaveLength(1);
      expect(warnings[0]!.message).toContain(`no files match input "files" (**/${CONFIG})`);
      expect(warnings[0]!.message).not.toContain('if-no-files-found');
      expect(r.outputs).toMatchObject({ 'files-checked': '0', errors: '0', warnings: '0' });
      expect(summaryText(r.summary)).toContain(`⚠️ No file matches input files (**/${CONFIG}) under`);
    });

    it('no files, if-no-files-found=ignore: exit 0, silent', () => {
      const r = runs['none:ignore']!;
      expectCleanRun(r);
      expect(r.code, describeRun(r)).toBe(0);
      expect(
        r.commands.filter((c) => c.name === 'error' || c.name === 'warning'),
        describeRun(r),
      ).toEqual([]);
      expect(r.stdout).toContain(`no files match input "files" (**/${CONFIG})`);
      expect(r.stdout).not.toContain('if-no-files-found');
      expect(r.outputs).toMatchObject({ 'files-checked': '0', errors: '0', warnings: '0' });
      expect(summaryText(r.summary)).toContain('No file matches input files');
    });
  });

  describe('check-paths', () => {
    const files = {
      [`p/ok/${CONFIG}`]: 'name: ok\nbuild_config:\n  package_data:\n    - [data/a.txt, /opt/a.txt]\n',
      'p/ok/component_api.py': '',
      'p/ok/data/a.txt': 'a',
      [`p/bad/${CONFIG}`]: 'name: bad\nbuild_config:\n  package_data:\n    - [data/missing.txt, /opt/m.txt]\n',
    };
    let on: RunResult;
    let off: RunResult;

    beforeAll(async () => {
      const ws = makeWorkspace(files);
      [on, off] = await Promise.all([
        runAction({ node: node.path, workspace: ws, inputs: { 'check-paths': 'true' } }),
        runAction({ node: node.path, workspace: ws }),
      ]);
    }, spawnTimeout(1));

    it('true: the missing component_api.py and the missing source are errors', () => {
      expectCleanRun(on);
      expectWellFormed(on);
      expect(on.code, describeRun(on)).toBe(1);
      expect(annotationsFor(on, `p/ok/${CONFIG}`)).toEqual([]);
      const bad = annotationsFor(on, `p/bad/${CONFIG}`);
      expect(bad.map((a) => a.code).sort(), describeRun(on)).toEqual(['missing-api-module', 'missing-source']);
      expect(bad.find((a) => a.code === 'missing-source')).toMatchObject({
        severity: 'error',
        line: 4,
        column: 8,
        endLine: 4,
        endColumn: 24,
        title: 'missing-source: build_config.package_data[0][0]',
      });
      expect(on.messages.at(-1)!.message).toBe(failureLine(1, 2, 2, 0));
    });

    it('false (the default): the file system is not consulted', () => {
      expectCleanRun(off);
      expect(off.code, describeRun(off)).toBe(0);
      expect(off.annotations).toEqual([]);
    });
  });
});
