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
