// A node's span: where a finding on a value starts and ends (the conversions are coordinates.ts's).

import { type Lines, spanOf } from './coordinates.js';
import type { Span } from '../findings.js';

// YAML's white space and line breaks: a NBSP or another Unicode space is part of a value (\s would take it).
const YAML_SPACE = /[ \t\r\n]/;

/**
 * A node's span, from its properties (`!!tag`, `&anchor`) when it has any: its range starts
 * after them, but a tag is often the fault, and PyYAML's start mark (`start`, which the readers
 * record) is there.
 */
export function nodeSpan(
  text: string,
  lc: Lines,
  node: { range?: readonly number[] | null | undefined; start?: number | undefined },
): Span {
  const r = node.range ?? [0, 0, 0];
  const start = node.start ?? r[0]!;
  // A block value's range runs on to the next line; end it where its text ends.
  let end = r[1]!;
  while (end > start && YAML_SPACE.test(text[end - 1]!)) end--;
  return spanOf(lc, start, end);
}
