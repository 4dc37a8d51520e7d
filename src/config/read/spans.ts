// A node's span: where a finding on a value starts and ends (the conversions are coordinates.ts's).

import { type Lines, spanOf } from './coordinates.js';
import type { Span } from '../findings.js';

// YAML's white space and line breaks: a NBSP or another Unicode space is part of a value (\s would take it).
const YAML_SPACE = /[ \t\r\n]/;

/**
 * A node's span, from its properties (`!!tag`, `&anchor`) when it has any: the parser's range
 * starts after them, but a tag is often the fault, and PyYAML's marks start there too.
 */
export function nodeSpan(
  text: string,
  lc: Lines,
  node: { range?: readonly number[] | null | undefined; tag?: string | undefined; anchor?: string | undefined },
): Span {
  const r = node.range ?? [0, 0, 0];
  let start = r[0]!;
  if (node.tag || node.anchor) {
    for (let props = 0; props < 2; props++) {
      let i = start - 1;
      while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i--;
      let j = i;
      while (j >= 0 && !YAML_SPACE.test(text[j]!)) j--;
      const word = text.slice(j + 1, i + 1);
      const at = word.search(/(?:^|[[{,])[!&]/);
      if (at < 0) break;
      start = j + 1 + at + (/[[{,]/.test(word[at]!) ? 1 : 0);
    }
  }
  // A block value's range runs on to the next line; end it where its text ends.
  let end = r[1]!;
  while (end > start && YAML_SPACE.test(text[end - 1]!)) end--;
  return spanOf(lc, start, end);
}
