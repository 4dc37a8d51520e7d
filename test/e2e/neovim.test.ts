// The Neovim snippets of docs/editors.md, as written there, in a real Neovim of each version they
// are for: nvim --headless with the snippet as its only configuration opens a broken
// component_config.yaml, waits for the language server's diagnostics and writes them out. The
// command line they start is the built one, on PATH as `component-config-check`, as a user
// installs it. The Neovims are Debian's (0.10.4 from trixie, 0.12.4 from forky), unpacked by
// `npm run extras:neovim`; without one the test fails with the line that installs it.

import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliSnapshot } from './cli-harness.js';
import { requireClient, type ClientName } from './clients.js';
import { cleanPath, cleanup, EXTRAS, ROOT, tempDir } from './harness.js';

interface Seen {
  clients: Array<{ name: string; root_dir: string | null }>;
  diagnostics: Array<{ code: string; severity: number; lnum: number; col: number; source: string; message: string }>;
  errors: string;
}

/** Where `npm run extras:neovim` unpacks, before the machine's own PATH. */
const NEOVIM_PATH = [join(EXTRAS, 'neovim', 'forky', 'bin'), join(EXTRAS, 'neovim', 'trixie', 'bin'), cleanPath()].join(
  delimiter,
);

const BROKEN = 'name: demo\nversion: "1.0"\nbuild_config:\n  target_platform: linux/amd65\n';
const POLICY = 'severity:\n  invalid-platform: warning\n';

/** The Lua blocks of the docs' Neovim section: the 0.11 form, then the 0.8 to 0.10 form. */
function snippets(): { v011: string; v08: string } {
  const page = readFileSync(join(ROOT, 'docs', 'editors.md'), 'utf8');
  const start = page.indexOf('\n### Neovim\n');
  expect(start, 'docs/editors.md has a "### Neovim" section').toBeGreaterThan(0);
  const section = page.slice(start).split('\n### ')[1]!;
  const blocks = [...section.matchAll(/^```lua\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  expect(blocks).toHaveLength(2);
  const [v011, v08] = blocks as [string, string];
  expect(v011).toContain('vim.lsp.config(');
  expect(v08).toContain('vim.lsp.start(');
  return { v011, v08 };
}

// Run after the file is loaded: wait for diagnostics, or stop at the first error (a snippet that
// does not run), then write what the editor has.
const PROBE = `
local clients = vim.lsp.get_clients or vim.lsp.get_active_clients
vim.wait(90000, function() return #vim.diagnostic.get(0) > 0 or vim.v.errmsg ~= '' end, 50)
local out = { clients = {}, diagnostics = {} }
for _, c in ipairs(clients()) do
  table.insert(out.clients, { name = c.name, root_dir = c.config.root_dir or vim.NIL })
end
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(out.diagnostics, { code = d.code, severity = d.severity, lnum = d.lnum, col = d.col, source = d.source, message = d.message })
end
vim.fn.writefile({ vim.json.encode(out) }, os.getenv('CCA_RESULT'))
vim.cmd('qa!')
`;

let home: string;
let bin: string;

beforeAll(() => {
  home = tempDir('cca-nvim-');
  bin = join(home, 'bin');
  mkdirSync(bin);
  // The command line as npm installs it: `component-config-check` on PATH, on the tests' node.
  const checker = join(bin, 'component-config-check');
  writeFileSync(checker, `#!/bin/sh\nexec '${process.execPath}' '${cliSnapshot()}' "$@"\n`);
  chmodSync(checker, 0o755);
  writeFileSync(join(home, 'probe.lua'), PROBE);
});

afterAll(cleanup);

/** Opens `file` in the nvim `client` with `snippet` as its init.lua; what it shows. */
function openIn(client: ClientName, snippet: string, dir: string, file = 'component_config.yaml'): Seen {
  const nvim = requireClient(client, NEOVIM_PATH);
  const init = join(home, `init-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(init, snippet);
  const result = join(home, `result-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(result, '');
  const r = spawnSync(
    nvim,
    ['--headless', '-i', 'NONE', '-u', init, file, '-c', `luafile ${join(home, 'probe.lua')}`],
    {
      cwd: dir,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        PATH: `${bin}${delimiter}${cleanPath()}`,
        HOME: home,
        XDG_CONFIG_HOME: join(home, 'config'),
        XDG_DATA_HOME: join(home, 'data'),
        XDG_STATE_HOME: join(home, 'state'),
        XDG_CACHE_HOME: join(home, 'cache'),
        LANG: 'C.UTF-8',
        CCA_RESULT: result,
      },
    },
  );
  expect(r.error, `${nvim}: ${String(r.error)}`).toBeUndefined();
  expect(r.status, `${nvim} exited with ${String(r.status ?? r.signal)}: ${r.stdout}${r.stderr}`).toBe(0);
  const text = readFileSync(result, 'utf8');
  const seen = (text ? JSON.parse(text) : { clients: [], diagnostics: [] }) as Omit<Seen, 'errors'>;
  return { ...seen, errors: `${r.stdout}${r.stderr}` };
}

function workspace(files: Record<string, string>): string {
  const dir = tempDir('cca-nvim-ws-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const WARNING = 2;
const ERROR = 1;

describe.each([
  { form: 'the 0.11 form (vim.lsp.config)', snippet: 'v011', client: 'neovim-0.11' },
  { form: 'the 0.8 to 0.10 form (vim.lsp.start)', snippet: 'v08', client: 'neovim-0.8' },
  { form: 'the 0.8 to 0.10 form (vim.lsp.start)', snippet: 'v08', client: 'neovim-0.11' },
] as const)('docs/editors.md, $form, in $client', ({ snippet, client }) => {
  it("shows the checker's finding on a broken config, under the workspace's policy", { timeout: 150_000 }, () => {
    const dir = workspace({ 'component_config.yaml': BROKEN, '.component-config-check.yaml': POLICY });
    const seen = openIn(client, snippets()[snippet], dir);
    expect(seen.clients, seen.errors).toEqual([{ name: 'component_config_check', root_dir: dir }]);
    expect(
      seen.diagnostics.map(({ message: _, ...d }) => d),
      seen.errors,
    ).toEqual([{ code: 'invalid-platform', severity: WARNING, lnum: 3, col: 19, source: 'component-config-check' }]);
    expect(seen.diagnostics[0]?.message).toContain('a warning by the policy in .component-config-check.yaml');
  });

  it('checks a file under no policy and no .git as its text alone', { timeout: 150_000 }, () => {
    const dir = workspace({ 'component_config.yaml': BROKEN });
    const seen = openIn(client, snippets()[snippet], dir);
    expect(
      seen.clients.map((c) => c.name),
      seen.errors,
    ).toEqual(['component_config_check']);
    expect(
      seen.diagnostics.map((d) => [d.code, d.severity]),
      seen.errors,
    ).toEqual([['invalid-platform', ERROR]]);
  });
});

describe('docs/editors.md, the 0.11 form, in a Neovim 0.10', () => {
  it('does not run (no vim.lsp.config): why the page gives the vim.lsp.start form for it', { timeout: 150_000 }, () => {
    const dir = workspace({ 'component_config.yaml': BROKEN });
    const seen = openIn('neovim-0.8', snippets().v011, dir);
    expect(seen.clients).toEqual([]);
    expect(seen.errors).toContain("attempt to call field 'config' (a nil value)");
  });
});
