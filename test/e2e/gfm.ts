// The job summary as GitHub shows it: GitHub renders step summaries as GitHub Flavored Markdown
// (raw HTML allowed, then sanitised), so the tests render it with a GFM renderer (micromark and
// its GFM extension) and assert on the HTML a reader gets, never on the markdown text.

import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

export function renderGfm(markdown: string): string {
  return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });
}

/** The text a reader sees in an HTML fragment: tags dropped, a <br /> as a line break, entities decoded. */
export function htmlText(html: string): string {
  const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&', '#x27': "'", '#39': "'" };
  return html
    .replace(/<br \/>\n?/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|gt|quot|amp|#x27|#39);/g, (_, e: string) => entities[e]!);
}

/** The inner HTML of every `tag` element, in order (the renderer's output nests no element in itself). */
export function elements(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
}

/** The href of every link, with its text. */
export function links(html: string): Array<{ href: string; text: string }> {
  return [...html.matchAll(/<a href="([^"]*)">([\s\S]*?)<\/a>/g)].map((m) => ({
    href: htmlText(m[1]!),
    text: htmlText(m[2]!),
  }));
}

/** The summary's text as a reader sees it. */
export function summaryText(markdown: string): string {
  return htmlText(renderGfm(markdown));
}
