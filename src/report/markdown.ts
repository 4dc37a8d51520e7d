// Markdown that GitHub renders as written (GitHub Flavored Markdown): prose whose punctuation
// means nothing, code spans that hold any text, and links to a file's line on the commit.
// Shared by the job summary and the pull request's comment, which GitHub renders alike.

// The Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the combining grapheme joiner (U+034F)
// and the tag characters (U+E0000 to U+E007F) draw nothing either, and can hide text in a name.
const UNSEEN =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu;

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

/**
 * Control characters as escapes (`\n`, `\u001b`): a key with a line break never breaks a line,
 * and no ESC sequence drives a terminal or the log viewer. So are the characters that reorder or
 * hide text (bidirectional controls, zero-width characters, the BOM, the soft hyphen): a file
 * name or key holding them reads as what it is, not as another.
 */
export function visible(text: string, astral: 'yaml' | 'json' = 'yaml'): string {
  return text.replace(UNSEEN, (c) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    const cp = c.codePointAt(0)!;
    if (named[c]) return named[c];
    if (cp <= 0xffff) return `\\u${cp.toString(16).padStart(4, '0')}`;
    // Past U+FFFF, as YAML's double-quoted escapes write it (`\U` and eight digits), or, in a line
    // that must stay the same JSON (a log line of JSON output), as JSON's two `\u` halves.
    if (astral === 'json')
      return c
        .split('')
        .map((u) => `\\u${u.charCodeAt(0).toString(16)}`)
        .join('');
    return `\\U${cp.toString(16).padStart(8, '0')}`;
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
 * A message: its backtick-quoted parts as code spans, the rest as prose. A quoted value may hold
 * backticks of its own (`a`b`), so quotes pair as the checker writes them: a quote opens at the
 * start or after a space or an opening bracket, and closes before the end, a space or
 * punctuation; a backtick inside a word is the value's. Each span is written with a fence
 * longer than any backtick run inside it (code()), so it stays whole.
 */
export function message(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '`' || !(i === 0 || OPENS_AFTER.test(text[i - 1]!))) continue;
    let close = -1;
    for (let j = i + 1; j < text.length; j++) {
      if (text[j] === '`' && j > i + 1 && (j === text.length - 1 || CLOSES_BEFORE.test(text[j + 1]!))) {
        close = j;
        break;
      }
    }
    if (close < 0) break; // an unpaired quote: the rest is prose
    out += prose(text.slice(from, i)) + code(text.slice(i + 1, close));
    from = close + 1;
    i = close;
  }
  return out + prose(text.slice(from));
}

const OPENS_AFTER = /[\s([{"'=]/;
const CLOSES_BEFORE = /[\s:;,.)\]}!?"']/;

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
