// Checks of a Markdown page as GitHub renders it (GitHub Flavored Markdown, by micromark and its
// GFM extension, as test/e2e/gfm.ts renders the job summary): rows that fall out of their table,
// relative links and #anchors that lead nowhere, YAML examples that do not parse or give this
// action an input it does not have. Each returns its problems as lines; none is a pass.

import { parseDocument } from 'yaml';
import { elements, htmlText, renderGfm } from '../e2e/gfm.js';

export { renderGfm };

/** Lines a reader sees as a paragraph of pipes: a table row that did not render inside its table. */
export function strayTableRows(html: string): string[] {
  return elements(html, 'p')
    .flatMap((p) => htmlText(p).split('\n'))
    .filter((line) => line.trimStart().startsWith('|'))
    .map((line) => `a table row outside any table (a blank line or a bad row above it?): ${line.slice(0, 80)}`);
}

/**
 * The anchor GitHub gives a heading (github-slugger): lower case, every character that is not a
 * letter, mark, digit, connector (`_`), hyphen or space dropped, spaces made hyphens.
 */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a rendered page has: its headings' slugs (a repeated one gets -1, -2, ...), and ids and names. */
export function anchors(html: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of html.matchAll(/<h([1-6])>([\s\S]*?)<\/h\1>/g)) {
    const base = githubSlug(htmlText(m[2]!).trim());
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const m of html.matchAll(/<[a-z][^>]*?\s(?:id|name)="([^"]+)"/g)) out.add(m[1]!);
  return out;
}

/** The targets of a page's links and images, as written (entities decoded). */
function targets(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) out.push(htmlText(m[1]!));
  for (const m of html.matchAll(/<img\s[^>]*?src="([^"]*)"/g)) out.push(htmlText(m[1]!));
  return out;
}

export interface Site {
  /** Whether a repository-relative path is a file or directory. */
  exists(path: string): boolean;
  /** The anchors of a Markdown page, by its repository-relative path. */
  anchorsOf(path: string): Set<string>;
}

/** Repository-relative path of `href` seen from the page `page` (both with `/`), or undefined when it leaves the repository. */
function resolveFrom(page: string, href: string): string | undefined {
  const parts = page.split('/').slice(0, -1);
  for (const part of href.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** Relative links and #anchors of the page `page` (repository-relative) that lead nowhere. */
export function brokenLinks(page: string, html: string, site: Site): string[] {
  const problems: string[] = [];
  for (const href of targets(html)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue; // absolute: not ours to check
    const hash = href.indexOf('#');
    const pathPart = decodeURIComponent(hash < 0 ? href : href.slice(0, hash));
    const anchor = hash < 0 ? undefined : decodeURIComponent(href.slice(hash + 1));
    const target = pathPart === '' ? page : resolveFrom(page, pathPart);
    if (target === undefined || !site.exists(target)) {
      problems.push(`a link to ${href}, which does not exist`);
      continue;
    }
    if (anchor === undefined) continue;
    if (target.endsWith('.md')) {
      if (!site.anchorsOf(target).has(anchor)) problems.push(`a link to ${href}: ${target} has no heading #${anchor}`);
    } else if (!/^L\d+(-L\d+)?$/.test(anchor)) {
      problems.push(`a link to ${href}: only a line (#L12) can be linked in ${target}`);
    }
  }
  return problems;
}

/** The YAML code blocks of a rendered page. */
export function yamlBlocks(html: string): string[] {
  return [...html.matchAll(/<pre><code class="language-ya?ml">([\s\S]*?)<\/code><\/pre>/g)].map((m) => htmlText(m[1]!));
}

/** Every `with:` of a step that uses this action, anywhere in a parsed workflow or part of one. */
function actionSteps(value: unknown, out: Array<Record<string, unknown>>): void {
  if (Array.isArray(value)) {
    for (const v of value) actionSteps(v, out);
  } else if (value && typeof value === 'object') {
    const map = value as Record<string, unknown>;
    if (typeof map['uses'] === 'string' && /(^|\/)component-config-action(@|$)/.test(map['uses'])) out.push(map);
    for (const v of Object.values(map)) actionSteps(v, out);
  }
}

/**
 * What a whole workflow (with `on:` and `jobs:`) using this action must have: runs of a replaced
 * commit cancelled (`concurrency` with `cancel-in-progress`), and no `paths:` filter, which would
 * leave a required check waiting forever on a pull request that touches no config.
 */
function workflowProblems(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const workflow = data as Record<string, unknown>;
  if (!('on' in workflow) || !('jobs' in workflow)) return [];
  const problems: string[] = [];
  const concurrency = workflow['concurrency'] as Record<string, unknown> | undefined;
  if (concurrency?.['cancel-in-progress'] !== true)
    problems.push('a workflow without `concurrency:` and `cancel-in-progress: true`');
  const on = workflow['on'];
  if (on && typeof on === 'object') {
    for (const [event, filter] of Object.entries(on as Record<string, unknown>)) {
      if (filter && typeof filter === 'object' && ('paths' in filter || 'paths-ignore' in filter))
        problems.push(`a workflow with a paths filter on ${event}: a required check would wait forever`);
    }
  }
  return problems;
}

/** YAML examples that do not parse, or that give this action a `with:` key action.yml has no input for. */
export function yamlProblems(html: string, inputs: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const block of yamlBlocks(html)) {
    const first = block.split('\n').find((l) => l.trim() !== '' && !l.trimStart().startsWith('#')) ?? '';
    const doc = parseDocument(block);
    if (doc.errors.length > 0) {
      problems.push(`a YAML example that does not parse (${doc.errors[0]!.message.split('\n')[0]}): ${first}`);
      continue;
    }
    const data: unknown = doc.toJS();
    const steps: Array<Record<string, unknown>> = [];
    actionSteps(data, steps);
    if (steps.length > 0) problems.push(...workflowProblems(data));
    for (const step of steps) {
      const given = step['with'];
      if (given === undefined || given === null) continue;
      if (typeof given !== 'object' || Array.isArray(given)) {
        problems.push(`a step using the action whose with: is not a mapping: ${first}`);
        continue;
      }
      for (const key of Object.keys(given)) {
        if (!inputs.has(key))
          problems.push(`a step gives the action the input \`${key}\`, which action.yml does not have`);
      }
    }
  }
  return problems;
}
