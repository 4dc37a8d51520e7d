// The page's address comes from package.json's repository, in one place (src/tools/site-url.ts):
// every link to it in the README and the docs ("try it", the codes' examples) is that address.

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repositoryOf, SITE_URL } from '../../src/tools/site-url.js';
import { fragmentOf, stateOf } from '../../src/web/fragment.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe("the page's address", () => {
  it("is GitHub Pages' address of package.json's repository", () => {
    expect(repositoryOf('git+https://github.com/component-config/component-config-action.git')).toEqual({
      owner: 'component-config',
      name: 'component-config-action',
    });
    expect(repositoryOf('https://github.com/Owner/repo')).toEqual({ owner: 'Owner', name: 'repo' });
    expect(() => repositoryOf('https://gitlab.com/a/b')).toThrow('not a GitHub repository');
    expect(SITE_URL).toBe('https://component-config.github.io/component-config-action/');
  });

  it('is the one every "try it" link of the README and docs/ leads to', () => {
    const pages = ['README.md', ...readdirSync(new URL('../../docs/', import.meta.url)).map((f) => `docs/${f}`)];
    const links = pages.flatMap((page) =>
      [...read(page).matchAll(/\[try it\]\(([^)]*)\)/g)].map((m) => ({ page, url: m[1]! })),
    );
    expect(links.filter((l) => l.page === 'README.md')).toHaveLength(1);
    expect(links.filter((l) => l.page === 'docs/codes.md').length).toBeGreaterThan(30);
    expect(links.filter((l) => !l.url.startsWith(SITE_URL) || /^[^#]+\/[^/#]+$/.test(l.url))).toEqual([]);
    const pagesLinks = pages.flatMap((page) =>
      [...read(page).matchAll(/https:\/\/[a-z0-9-]+\.github\.io\/[^\s)#]*/g)].map((m) => m[0]),
    );
    expect(pagesLinks.filter((url) => url !== SITE_URL)).toEqual([]);
  });
});

describe("the page's fragment", () => {
  it('carries the bytes as they are (a BOM, CR line ends, bytes that are not UTF-8) and the settings', () => {
    const config = new Uint8Array([0xef, 0xbb, 0xbf, 0x6e, 0x3a, 0x20, 0xe9, 0x0d, 0x0a, 0xff]);
    const state = {
      config,
      policy: 'severity:\n  é: off\n',
      path: 'a b/component_config.yaml',
      failOnDeprecated: true,
    };
    const hash = fragmentOf(state);
    expect(hash).toMatch(
      /^#config=[A-Za-z0-9_-]+&policy=[A-Za-z0-9_-]+&path=a%20b%2Fcomponent_config\.yaml&fail-on-deprecated=1$/,
    );
    expect(hash.slice(8, hash.indexOf('&'))).toBe(Buffer.from(config).toString('base64url'));
    expect(stateOf(hash)).toEqual(state);
    expect(
      fragmentOf({ config: new Uint8Array(), policy: '', path: 'component_config.yaml', failOnDeprecated: false }),
    ).toBe('#config=');
    expect(stateOf('#config=')?.config).toEqual(new Uint8Array());
    expect(stateOf('#policy=YQ')).toBeUndefined();
    expect(stateOf('#config=a+b/')).toBeUndefined();
  });
});

describe('the release workflow', () => {
  it('publishes site/ (npm run site) with GitHub Pages, pages: write on that job only', async () => {
    const { parse } = await import('yaml');
    const workflow = parse(read('.github/workflows/release.yml')) as {
      jobs: Record<
        string,
        {
          permissions?: Record<string, string>;
          steps: Array<{ run?: string; uses?: string; with?: Record<string, string> }>;
        }
      >;
    };
    const pages = Object.entries(workflow.jobs).filter(([, job]) => job.permissions?.['pages'] !== undefined);
    expect(pages.map(([name]) => name)).toEqual(['pages']);
    const job = workflow.jobs['pages']!;
    expect(job.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
    const runs = job.steps.map((s) => s.run ?? s.uses?.replace(/@.*/, ''));
    expect(runs).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'npm ci',
      'npm run site',
      'actions/upload-pages-artifact',
      'actions/deploy-pages',
    ]);
    expect(job.steps[4]!.with).toEqual({ path: 'site/' });
    expect(JSON.parse(read('package.json')).scripts.site).toMatch(/write-site\.js site$/);
  });
});
