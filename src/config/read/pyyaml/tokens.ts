// The scanner's tokens. A token's kind is the name PyYAML's messages give it (`'<block end>'`,
// `':'`), so a parser error can name the token as the builder does.

import type { Mark } from './marks.js';

export type TokenKind =
  | '<stream start>'
  | '<stream end>'
  | '<directive>'
  | '<document start>'
  | '<document end>'
  | '<block sequence start>'
  | '<block mapping start>'
  | '<block end>'
  | '['
  | '{'
  | ']'
  | '}'
  | '?'
  | ':'
  | '-'
  | ','
  | '<alias>'
  | '<anchor>'
  | '<tag>'
  | '<scalar>';

/** A scalar's style as written: plain, quoted, or a block scalar. */
export type Style = 'plain' | "'" | '"' | '|' | '>';

/** One token; the fields beyond kind and marks belong to the kinds named beside them. */
export interface Token {
  kind: TokenKind;
  start: Mark;
  end: Mark;
  /** A scalar's value, an anchor's or alias's name, a directive's name. */
  value?: string;
  /** A scalar's style. */
  style?: Style;
  /** A tag's handle (none for a verbatim `!<...>` or a lone `!`) and suffix; a %TAG directive's handle. */
  handle?: string | undefined;
  suffix?: string;
  /** A %TAG directive's prefix. */
  prefix?: string;
  /** A %YAML directive's version. */
  version?: [number, number];
}
