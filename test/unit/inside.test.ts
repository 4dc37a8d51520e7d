// Nothing outside the workspace is read: links are followed by hand, and one that leaves the
// workspace stops the search, the reading and check-paths at the link, with a finding saying where
// it points.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFiles } from '../../src/run/check-files.js';
import { checkComponentPaths } from '../../src/workspace/check-paths.js';
import { findFiles } from '../../src/workspace/files.js';
import { resolveInside, workspaceRoot } from '../../src/workspace/inside.js';
import { linkText, symlink } from './links.js';

const CONFIG = 'component_config.yaml';
const MARKER = 'MARKER-7c1f-outside-the-workspace';

let top: string; // holds the workspace and, beside it, what no run may read
let ws: string;
let secret: string;
let secretDir: string;

const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true });
  fs.writeFileSync(path.join(ws, rel), text);
};
const link = (target: string, rel: string) => {
  fs.mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true });
  symlink(target, path.join(ws, rel));
};

beforeAll(() => {
  top = fs.mkdtempSync(path.join(os.tmpdir(), 'inside-'));
  ws = path.join(top, 'ws');
  secret = path.join(top, 'credentials.yaml');
  secretDir = path.join(top, 'elsewhere');
  fs.mkdirSync(ws);
  fs.writeFileSync(secret, `name: 1\ntoken: ${MARKER}\n`);
  fs.mkdirSync(secretDir);
  fs.writeFileSync(path.join(secretDir, CONFIG), `name: [${MARKER}\n`);

  write(`ok/${CONFIG}`, 'name: ok\n');
  link(secret, `abs/${CONFIG}`); // absolute link out
  link(`../../credentials.yaml`, `rel/${CONFIG}`); // relative link out
  link(`../ok/${CONFIG}`, `inlink/${CONFIG}`); // a link inside keeps working
  link('../ok', 'inlinkdir/ok'); // so does a directory link inside
  link(secretDir, 'outdir'); // a directory outside
  link(secretDir, 'excluded-outdir');
  link(secretDir, 'hop'); // first: Windows makes a link to a directory only when it exists
  link('../hop', 'chain/first'); // inside, then out
  link('/etc/hostname', 'plain-file-link'); // not a config, not a directory: no concern
});
afterAll(() => fs.rmSync(top, { recursive: true, force: true }));

describe('resolveInside', () => {
  it('follows links inside and stops at the first that leaves, naming it', () => {
    const root = workspaceRoot(ws);
    expect(resolveInside(root, path.join(ws, `inlink/${CONFIG}`))).toEqual({
      kind: 'inside',
      real: path.join(root.real, `ok/${CONFIG}`),
    });
    expect(resolveInside(root, path.join(ws, `rel/${CONFIG}`))).toMatchObject({
      kind: 'outside',
      link: `rel/${CONFIG}`,
      target: linkText('../../credentials.yaml'),
      resolved: path.join(root.real, '..', 'credentials.yaml'),
    });
    expect(resolveInside(root, path.join(ws, `chain/first/${CONFIG}`))).toMatchObject({ kind: 'outside', link: 'hop' });
    expect(resolveInside(root, path.join(ws, '../x'))).toMatchObject({ kind: 'outside', link: '' });
    expect(resolveInside(root, path.join(ws, 'ok/../ok', CONFIG))).toMatchObject({ kind: 'inside' });
    expect(resolveInside(root, path.join(ws, 'nothing/here'))).toEqual({ kind: 'missing' });
  });
});

describe('the search', () => {
  it('offers config-named links leaving the workspace as files, reports directory links out, enters none', () => {
    const found = findFiles(ws, [`**/${CONFIG}`, '!excluded-outdir/**']);
    expect(found.files).toEqual([
      `abs/${CONFIG}`,
      `inlink/${CONFIG}`,
      `inlinkdir/ok/${CONFIG}`,
      `ok/${CONFIG}`,
      `rel/${CONFIG}`,
    ]);
    expect(found.findings.map((f) => [f.code, f.file, f.severity])).toEqual([
      ['outside-workspace', 'chain/first', 'error'],
      ['outside-workspace', 'hop', 'error'],
      ['outside-workspace', 'outdir', 'error'],
    ]);
    const outdir = found.findings.find((f) => f.file === 'outdir')!;
    expect(outdir.message).toBe(
      `outdir is a symbolic link to "${secretDir}" (${secretDir}), outside the workspace (${ws}); nothing below it was read. Move the configs into the repository, or exclude the link with "!outdir/**" in input "files"`,
    );
    expect(found.findings.find((f) => f.file === 'chain/first')!.message).toMatch(
      /^chain\/first leads through hop, which is a symbolic link to /,
    );
  });

  it('a base directory reached through a link leaving the workspace is reported, not walked', () => {
    const found = findFiles(ws, [`outdir/**/${CONFIG}`]);
    expect(found.files).toEqual([]);
    expect(found.findings.map((f) => [f.code, f.file])).toEqual([['outside-workspace', 'outdir']]);
  });
});

describe('reading', () => {
  it('refuses a config link leaving the workspace with one error on the link, and reads links inside', async () => {
    const checked = await checkFiles([`abs/${CONFIG}`, `rel/${CONFIG}`, `inlink/${CONFIG}`], {
      workspace: ws,
      failOnDeprecated: false,
      checkPaths: false,
    });
    expect(checked.findings.map((f) => [f.file, f.code, f.line, f.column])).toEqual([
      [`abs/${CONFIG}`, 'outside-workspace', 1, 1],
      [`rel/${CONFIG}`, 'outside-workspace', 1, 1],
    ]);
    expect(checked.findings[1]!.message).toBe(
      `rel/${CONFIG} is a symbolic link to "${linkText('../../credentials.yaml')}" (${path.join(workspaceRoot(ws).real, '..', 'credentials.yaml')}), outside the workspace (${ws}); it was not read, so that no file the repository does not hold is ever quoted. Commit the file itself, or a link to a file inside the repository`,
    );
    expect(checked.entries.map((e) => [e.file, e.form, e.errors])).toEqual([
      [`abs/${CONFIG}`, null, 1],
      [`rel/${CONFIG}`, null, 1],
      [`inlink/${CONFIG}`, 'current', 0],
    ]);
    expect(JSON.stringify(checked)).not.toContain(MARKER);
  });

  it("opens the search's real paths directly, and a file that became a link since is refused, not followed", async () => {
    write(`swap/${CONFIG}`, 'name: swap\n');
    const found = findFiles(ws, [`swap/${CONFIG}`, `inlink/${CONFIG}`]);
    expect([...found.known]).toEqual([
      [`inlink/${CONFIG}`, path.join(workspaceRoot(ws).real, `ok/${CONFIG}`)],
      [`swap/${CONFIG}`, path.join(workspaceRoot(ws).real, `swap/${CONFIG}`)],
    ]);
    const options = { workspace: ws, failOnDeprecated: false, checkPaths: false, known: found.known };
    expect((await checkFiles(found.files, options)).findings).toEqual([]);
    // Between the search and the reading, the file is replaced by a link leaving the workspace.
    fs.rmSync(path.join(ws, `swap/${CONFIG}`));
    link(secret, `swap/${CONFIG}`);
    const checked = await checkFiles(found.files, options);
    expect(checked.findings.map((f) => [f.file, f.code])).toEqual([[`swap/${CONFIG}`, 'outside-workspace']]);
    expect(JSON.stringify(checked)).not.toContain(MARKER);
    fs.rmSync(path.join(ws, 'swap'), { recursive: true });
  });

  it('with a root above the workspace (the command line in a subdirectory), links to the root stay readable', async () => {
    const checked = await checkFiles([`../credentials.yaml`], {
      workspace: ws,
      root: top,
      failOnDeprecated: false,
      checkPaths: false,
    });
    expect(checked.findings.map((f) => f.code)).toEqual(['wrong-type', 'unknown-key']);
  });
});

describe('check-paths', () => {
  it('does not probe sources or component_api.py leading outside; ../ inside the repository works', () => {
    write('svc/a/component_api.py', '');
    write('svc/shared/data.txt', 'x');
    link(secret, 'svc/b/component_api.py');
    const span = { line: 4, column: 8, endLine: 4, endColumn: 20 };
    const sources = ['../shared/data.txt', '../../../credentials.yaml', '../../outdir/x', '../shared/none'].map(
      (value, i) => ({ value, location: `build_config.package_data[${i}][0]`, ...span }),
    );
    const a = checkComponentPaths(ws, `svc/a/${CONFIG}`, sources);
    expect(a.map((f) => [f.code, f.location])).toEqual([
      ['outside-workspace', 'build_config.package_data[1][0]'],
      ['outside-workspace', 'build_config.package_data[2][0]'],
      ['missing-source', 'build_config.package_data[3][0]'],
    ]);
    expect(a[0]!.message).toBe(
      `package_data source \`../../../credentials.yaml\`: ../credentials.yaml resolves to ${path.join(ws, '..', 'credentials.yaml')}, outside the workspace (${ws}); it was not looked at. The build copies sources from the repository: keep them inside it`,
    );
    expect(a[1]!.message).toContain('outdir/x leads through outdir, which is a symbolic link to');
    const b = checkComponentPaths(ws, `svc/b/${CONFIG}`, []);
    expect(b.map((f) => [f.code, f.line])).toEqual([['outside-workspace', 1]]);
    expect(b[0]!.message).toMatch(/^svc\/b\/component_api\.py is a symbolic link to /);
  });
});
