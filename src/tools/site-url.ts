// Where the page that checks a config in the browser is published: GitHub Pages of the repository
// package.json names, the one place its address comes from (the codes' page links to it, the
// site build names it, a test holds the README's and docs' "try it" links to it).

import fs from 'node:fs';

/** `owner/name` of a repository URL as package.json writes it (`git+https://github.com/o/n.git`). */
export function repositoryOf(url: string): { owner: string; name: string } {
  const m = /github\.com[/:]([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url);
  if (!m) throw new Error(`package.json's repository is not a GitHub repository: ${url}`);
  return { owner: m[1]!, name: m[2]! };
}

const manifest = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  repository: { url: string };
};
const { owner, name } = repositoryOf(manifest.repository.url);

export const REPOSITORY_URL = `https://github.com/${owner}/${name}`;
/** GitHub Pages' address of a project site: the owner's host (lower case), the repository's path. */
export const SITE_URL = `https://${owner.toLowerCase()}.github.io/${name}/`;
