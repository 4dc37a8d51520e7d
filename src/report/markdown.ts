// Markdown that GitHub renders as written (GitHub Flavored Markdown): prose whose punctuation
// means nothing, code spans that hold any text, and links to a file's line on the commit.
// Shared by the job summary and the pull request's comment, which GitHub renders alike.

export interface Links {
  serverUrl: string | undefined;
  repository: string | undefined;
  sha: string | undefined;
  /**
   * A workspace-relative file → its path from the repository's root, which the link needs (the
   * workspace may hold the repository below it); without it, the file's path as given.
   */
  place?: ((file: string) => string) | undefined;
}

/** Control characters as escapes (`\n`, `\u001b`): a key with a line break never breaks a line. */
export function visible(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * Prose that renders as itself: every ASCII punctuation character that markdown, GFM or GitHub
 * give a meaning (emphasis, links, HTML, entities, lists, tables, emoji `:x:`, math `$`,
 * mentions `@`) backslash-escaped; `, ; " ' / ? %` never mean anything and stay as they are.
 */
export function prose(text: string): string {
  return visible(text).replace(/[!#$&()*+\-.:<=>@[\\\]^_`{|}~]/g, '\\$&');
}

/** A code span holding `text` exactly, whatever backticks or spaces it has. */
export function code(text: string): string {
  const shown = visible(text);
  const longest = Math.max(0, ...[...shown.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(shown) ? ' ' : '';
  return `${fence}${pad}${shown}${pad}${fence}`;
}

/**
 * A message: its backtick-quoted parts as code spans, the rest as prose. Values with backticks
 * of their own can pair the quotes wrongly; every character still renders as itself.
 */
export function message(text: string): string {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return prose(text); // an unpaired backtick: all prose
  return parts.map((p, i) => (i % 2 === 1 ? code(p) : prose(p))).join('');
}

export function url(links: Links, file: string, line?: number): string | undefined {
  if (!links.serverUrl || !links.repository || !links.sha) return undefined;
  // encodeURIComponent leaves ( ) ! ' * as they are; ")" would end a markdown link.
  const encoded = (links.place ? links.place(file) : file)
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
  return `${links.serverUrl}/${links.repository}/blob/${links.sha}/${encoded}${line ? `#L${line}` : ''}`;
}

export function linked(text: string, target: string | undefined): string {
  return target ? `[${text}](${target})` : text;
}

/** A GFM table cell: a `|` even inside a code span would end the cell unless escaped. */
export function cell(markdown: string): string {
  return markdown.replace(/(?<!\\)\|/g, '\\|');
}
