// What the builder's YAML reader refuses, or reads otherwise, in a document the `yaml` package
// reads without an error. The builder reads these files with PyYAML's SafeLoader (YAML 1.1), whose
// scanner is stricter than YAML 1.2 and than the `yaml` package: white space between tokens is
// spaces only (a tab outside a comment, a quoted scalar or a block scalar's content is an error),
// U+0085, U+2028 and U+2029 break lines, `?` and `:` are indicators anywhere in a flow
// collection, a block scalar's header needs a space before its comment, an implicit key ends
// within 1,024 characters, and `%YAML` and `%TAG` directives have a grammar. A check of the
// `yaml` package's lexical tokens finds each; pyyaml.test.ts holds the checker to PyYAML itself.
// Part of the full read's chunk (it loads `yaml`).

import { Lexer } from 'yaml';
import { problem, type Problem } from './problems.js';
import { offsetSpan } from './spans.js';

/** Line breaks in YAML 1.1 that YAML 1.2 (and the `yaml` package) read as text. */
export const YAML11_BREAK = /[\u0085\u2028\u2029]/;

const BREAK_NAMES: Record<string, string> = {
  '\u0085': 'U+0085 (NEXT LINE)',
  '\u2028': 'U+2028 (LINE SEPARATOR)',
  '\u2029': 'U+2029 (PARAGRAPH SEPARATOR)',
};

const READER = "the builder's YAML reader (PyYAML, YAML 1.1)";

/** The first YAML 1.1 line break in the text, as a problem; run before any other reading. */
export function yaml11Break(text: string): Problem | undefined {
  const m = YAML11_BREAK.exec(text);
  if (!m) return undefined;
  const name = BREAK_NAMES[m[0]]!;
  const escape = `\\u${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return problem(
    'yaml-syntax',
    `invalid YAML for the builder: the file contains ${name}, which ${READER} reads as a line break (so it fails, or reads another value); remove it, or write it as the escape ${escape} in a double-quoted string`,
    offsetSpan(text, m.index, 1),
  );
}

// Zero-width markers the lexer puts between tokens: document start, scalar start, flow error end.
const DOC = '\x02';
const SCALAR = '\x1f';
const FLOW_END = '\x18';

/** PyYAML's longest implicit key: from its first character to its colon (in code points). */
const MAX_IMPLICIT_KEY = 1024;

/**
 * The first place in `text` (read without an error by the `yaml` package) that PyYAML refuses
 * or reads otherwise, as a problem; undefined when there is none.
 */
export function pyyamlProblem(text: string): Problem | undefined {
  const fail = (at: number, length: number, what: string) =>
    problem('yaml-syntax', `invalid YAML for the builder: ${what}`, offsetSpan(text, at, Math.max(1, length)));
  let offset = 0;
  let flow = 0;
  let scalarNext = false;
  /** The last block scalar header, whose content is the next scalar; -1: none. */
  let blockHeader = -1;
  let prev = '';
  /** Where the node that may be an implicit key starts (its first property, or itself); -1: none. */
  let nodeStart = -1;
  /** Where a flow collection opened, for each open one. */
  const opened: number[] = [];
  /** The column of the key or dash a block scalar would belong to (PyYAML's indentation of its parent). */
  let owner = -1;
  let headerOwner = -1;
  /** After a `?` (an explicit key), whose value may start a line with `:`. */
  let explicitKey = false;
  let yamlDirective = false;
  const tagHandles = new Set<string>();
  for (const token of new Lexer().lex(text)) {
    if (token === DOC || token === FLOW_END) continue;
    if (token === SCALAR) {
      scalarNext = true;
      continue;
    }
    const at = offset;
    offset += token.length;
    // Quoted scalars come without the marker sometimes; an empty block scalar is an empty token.
    const c = token.charAt(0);
    const isScalar = scalarNext || c === '"' || c === "'";
    scalarNext = false;
    if (token === '') {
      if (isScalar) blockHeader = -1;
      continue;
    }
    if (isScalar && blockHeader >= 0) {
      // Without an indentation indicator, PyYAML takes the first line's spaces as the block's
      // indentation, but never less than one more than its owner's (the `yaml` package takes 0 at the top).
      const explicit = /^[|>][-+]?[1-9]/.test(text.slice(blockHeader, blockHeader + 3));
      const minIndent = Math.max(1, headerOwner + 1);
      const first = /^(?:[ \t]*\r?\n)*( *)[^ \r\n]/.exec(token);
      if (!explicit && first && first[1]!.length < minIndent)
        return fail(
          at + first[0].length - 1,
          1,
          `${READER} reads a block scalar's lines only when indented at least ${minIndent} space${minIndent === 1 ? '' : 's'}, and this one as empty (then fails on the line); indent its lines`,
        );
      blockHeader = -1;
      prev = token;
      nodeStart = -1;
      continue;
    }
    if (isScalar) {
      if (c === '"' || c === "'") {
        if (nodeStart < 0) nodeStart = at;
      } else {
        const tab = token.indexOf('\t');
        if (tab >= 0) return fail(at + tab, 1, tabMessage('in a plain value'));
        if (flow > 0) {
          if (c === ':' || c === '?')
            return fail(
              at,
              1,
              `in a flow collection (\`[...]\`, \`{...}\`), ${READER} reads \`${c}\` at the start of \`${token}\` as an indicator, not text; quote the value: "${token}"`,
            );
          const q = token.indexOf('?');
          if (q >= 0)
            return fail(
              at + q,
              1,
              `in a flow collection (\`[...]\`, \`{...}\`), ${READER} refuses \`?\` inside the plain value \`${token}\`; quote it: "${token}"`,
            );
        }
        if (nodeStart < 0) nodeStart = at;
      }
      prev = token;
      continue;
    }
    if (c === ' ' || c === '\t') {
      const tab = token.indexOf('\t');
      if (tab >= 0) return fail(at + tab, 1, tabMessage(tabPlace(prev)));
      continue;
    }
    if (c === '#') {
      if (blockHeader >= 0 && prev === text.slice(blockHeader, at))
        return fail(
          at,
          1,
          `${READER} refuses a comment right after a block scalar's \`${prev}\`: put a space before the \`#\``,
        );
      continue;
    }
    if (c === '\n' || c === '\r') {
      nodeStart = -1;
      prev = token;
      continue;
    }
    if ((c === '|' || c === '>') && flow === 0) {
      blockHeader = at;
      headerOwner = owner;
      prev = token;
      continue;
    }
    if (c === '%' && at === lineStart(text, at)) {
      const bad = directive(token, yamlDirective, tagHandles);
      if (bad) return fail(at, token.length, bad);
      if (token.startsWith('%YAML')) yamlDirective = true;
      prev = token;
      continue;
    }
    if (c === '&' || c === '*') {
      if (!/^.[0-9A-Za-z_-]+$/.test(token))
        return fail(
          at,
          token.length,
          `${READER} allows only ASCII letters, digits, \`-\` and \`_\` in the ${c === '&' ? 'anchor' : 'alias'} name \`${token}\`; rename it`,
        );
    }
    if (c === '!' && !/^$|^[ \t\r\n]/.test(text.slice(offset, offset + 1)))
      return fail(
        at,
        token.length,
        `${READER} needs a space after the tag \`${token}\`, before \`${text.charAt(offset)}\`; add one`,
      );
    if (c === '&' || c === '!') {
      if (nodeStart < 0) nodeStart = at;
    } else if (c === '[' || c === '{') {
      if (nodeStart < 0) nodeStart = at;
      opened.push(nodeStart);
      nodeStart = -1;
      flow++;
    } else if (c === ']' || c === '}') {
      flow = Math.max(0, flow - 1);
      nodeStart = opened.pop() ?? -1;
    } else if (c === '-' && token.length === 1) {
      owner = at - lineStartOf(text, at);
      nodeStart = -1;
    } else if (c === '?' && token.length === 1) {
      if (flow === 0) explicitKey = true;
      nodeStart = -1;
    } else if (c === ':' && token.length === 1) {
      // A line that starts with `:` and no `?` line before it: PyYAML reads an empty (null) key
      // at its mapping's column and fails at any other; the `yaml` package takes it at any.
      if (flow === 0 && nodeStart < 0 && !explicitKey && /^ *$/.test(text.slice(lineStartOf(text, at), at)))
        return fail(
          at,
          1,
          `a \`:\` with no key before it, which ${READER} reads as an empty key, or fails on when it is not at the column of its mapping's keys; write the key`,
        );
      if (flow === 0) explicitKey = false;
      if (nodeStart >= 0) owner = nodeStart - lineStartOf(text, nodeStart);
      if (nodeStart >= 0 && codePoints(text.slice(nodeStart, at)) > MAX_IMPLICIT_KEY)
        return fail(
          nodeStart,
          at - nodeStart,
          `this key is ${codePoints(text.slice(nodeStart, at)).toLocaleString('en-US')} characters long up to its colon; ${READER} reads a key without \`?\` only up to 1,024 characters and fails on a longer one; shorten it`,
        );
      nodeStart = -1;
    } else {
      nodeStart = -1;
    }
    prev = token;
  }
  return undefined;
}

function tabMessage(where: string): string {
  return `a tab ${where}: ${READER} allows tabs only inside quoted values, block scalars and comments, and fails on this one; use spaces`;
}

function tabPlace(prev: string): string {
  if (prev === '' || prev === '\n' || prev === '\r\n') return 'at the start of a line (indentation)';
  if (prev === ':' || prev === '-' || prev === '?' || prev === ',') return `after \`${prev}\``;
  return `after \`${prev.length > 20 ? `${prev.slice(0, 20)}...` : prev}\``;
}

function lineStart(text: string, at: number): number {
  return at === 0 || text[at - 1] === '\n' || text[at - 1] === '\r' ? at : -1;
}

function lineStartOf(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function codePoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}

/** What PyYAML refuses in a directive line, or undefined. */
function directive(line: string, seenYaml: boolean, handles: Set<string>): string | undefined {
  const name = /^%([0-9A-Za-z_-]+)/.exec(line);
  const text = line.replace(/\r?\n$/, '');
  if (!name || !/^[ \r\n]?$/.test(text.charAt(name[0].length)))
    return `${READER} reads a \`%\` at the start of a line as a directive, and this one has no name (letters, digits, \`-\`, \`_\`) followed by a space; quote a value that starts with \`%\``;
  if (name[1] === 'YAML') {
    const v = /^%YAML +(\d+)\.(\d+)(?= |$)/.exec(text);
    if (!v) return `${READER} refuses this %YAML directive: write \`%YAML 1.1\`, or remove it`;
    if (seenYaml) return `${READER} refuses a second %YAML directive; keep one`;
    if (v[1] !== '1') return `${READER} reads only YAML 1.x, not ${v[1]}.${v[2]}; write \`%YAML 1.1\`, or remove it`;
    if (!/^ *(#.*)?$/.test(text.slice(v[0].length)))
      return `${READER} refuses text after the version of a %YAML directive; remove it`;
    return undefined;
  }
  if (name[1] === 'TAG') {
    const t = /^%TAG +(!(?:[0-9A-Za-z_-]*!)?) +(?:[0-9A-Za-z\-;/?:@&=+$,_.!~*'()[\]]|%[0-9A-Fa-f]{2})+(?= |$)/.exec(
      text,
    );
    if (!t) return `${READER} refuses this %TAG directive (\`%TAG !handle! prefix\`); fix or remove it`;
    if (handles.has(t[1]!)) return `${READER} refuses a second %TAG directive for \`${t[1]}\`; keep one`;
    handles.add(t[1]!);
    if (!/^ *(#.*)?$/.test(text.slice(t[0].length)))
      return `${READER} refuses text after the prefix of a %TAG directive; remove it`;
  }
  return undefined;
}
