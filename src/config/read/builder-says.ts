// The words of a YAML error: ours first (what is wrong, what to write instead), then the
// builder's own (PyYAML's problem, and its context where it names another line), so that the
// message at the gate is the one the build would give. The place is PyYAML's problem mark.

import type { Span } from '../findings.js';
import { lineStartOf, offsetSpan } from './coordinates.js';
import type { GrammarError } from './pyyaml/index.js';

export const BUILDER = "the builder's YAML reader (PyYAML)";

/** A refusal by the builder's grammar, as a finding's message and place. */
export function grammarProblem(
  text: string,
  e: GrammarError,
): { message: string; span: Span; anotherDocument: boolean } {
  const at = e.problemMark.offset;
  // The span covers what was found there, up to white space or a flow indicator, within its line.
  const word = /^[^\s,[\]{}]*/.exec(text.slice(at))![0];
  const span = offsetSpan(text, at, Math.max(at < text.length && !/[\r\n]/.test(text[at]!) ? 1 : 0, word.length));
  const contextLine = e.contextMark ? offsetSpan(text, e.contextMark.offset, 0).line : undefined;
  // A context without a mark ("while scanning for the next token") says nothing more.
  const context = e.context && contextLine !== undefined ? ` (${e.context} on line ${contextLine})` : '';
  const says = `${BUILDER} says: ${e.problem}${context}`;
  const anotherDocument = e.problem === 'but found another document';
  return { message: `${longKey(text, e) ?? advice(e, contextLine, text)}; ${says}`, span, anotherDocument };
}

/**
 * A `:` refused after a key of more than 1,024 characters on its line: the builder forgot the
 * key (a key without `?` is looked for only that far), which the problem text does not say.
 */
function longKey(text: string, e: GrammarError): string | undefined {
  if (!/^mapping values are not allowed here$|^expected ',' or '[\]}]', but got ':'$/.test(e.problem)) return undefined;
  const at = e.problemMark.offset;
  let line = text.slice(lineStartOf(text, at), at).replace(/^[ \t]*(?:[-?][ \t]+)*/, '');
  // In a flow collection the key starts after the last bracket or comma before it.
  if (e.problem.startsWith('expected'))
    line = line.slice(Math.max(...['{', '[', ','].map((c) => line.lastIndexOf(c))) + 1).trimStart();
  const length = [...line].length;
  if (length <= 1024) return undefined;
  return `invalid YAML: this key is ${length.toLocaleString('en-US')} characters long up to its \`:\`; ${BUILDER} reads a key without \`?\` only up to 1,024 characters and fails on a longer one; shorten it`;
}

/** Our words for each of PyYAML's problems. */
function advice(e: GrammarError, contextLine: number | undefined, text: string): string {
  const p = e.problem;
  const c = e.context ?? '';
  const opened = contextLine !== undefined ? ` begun on line ${contextLine}` : '';
  if (p === 'but found another document')
    return 'the file holds more than one YAML document (a `---` separator after content); keep one';
  if (p === "found character '\\t' that cannot start any token")
    return 'invalid YAML: a tab where YAML expects indentation or a value; tabs are allowed only inside quoted values, block scalars and comments: use spaces';
  if (p.startsWith('found character'))
    return `invalid YAML: ${foundChar(p)} cannot start a value (YAML reserves \`@\` and \`\`\`\`); quote the value`;
  if (p === "could not find expected ':'")
    return `invalid YAML: the line${opened} stands where a key is expected but has no \`:\` on its line; write \`key: value\`, or indent the line to continue the value above`;
  if (p === 'mapping values are not allowed here')
    return 'invalid YAML: a `: ` here would start a mapping inside a value (`key: value: more`, or a key indented under a value); quote the value if the `: ` is text, or put the inner mapping on lines of its own';
  if (p === 'sequence entries are not allowed here')
    return 'invalid YAML: a `- ` list item where a value has already started on this line; put the item on a line of its own, indented under its key';
  if (p === 'mapping keys are not allowed here')
    return 'invalid YAML: a `? ` key where a value has already started on this line; put it on a line of its own';
  if (p.startsWith('found unknown escape character'))
    return "invalid YAML: a backslash in a double-quoted value starts an escape, and this one is not an escape (a Windows path?); write `\\\\` for a backslash, or use single quotes: 'C:\\temp\\'";
  if (p.startsWith('expected escape sequence of'))
    return 'invalid YAML: `\\x`, `\\u` and `\\U` in a double-quoted value need 2, 4 or 8 hexadecimal digits; write `\\\\` for a backslash, or use single quotes';
  if (p === 'found unexpected end of stream')
    return `invalid YAML: the quoted value${opened} is never closed (its closing quote is missing, or escaped by a backslash before it: write \`\\\\\` for a backslash at the end); close the quote`;
  if (p === 'found unexpected document separator')
    return `invalid YAML: the quoted value${opened} runs on to a line that starts with \`---\` or \`...\`; close the quote before it`;
  if (p.startsWith("expected '<document start>'"))
    return `invalid YAML: ${TOKEN_WORDS[foundToken(p)] ?? foundToken(p)} where only a new document (\`---\`) may start: the document's top-level value ended before it (a value on the \`---\` line, a \`...\`, or a line indented less than the first), or directives (\`%...\`) are not followed by \`---\`; write the file as one mapping (\`name: ...\` at the start of a line), or indent the line under its value`;
  if (c.includes('directive') || /YAML directive|YAML document \(version|^duplicate tag handle/.test(p))
    return 'invalid YAML: a line that starts with `%` is a directive, and this one is not `%YAML 1.1` or `%TAG !handle! prefix`; quote a value that starts with `%`, or remove the line';
  if (c.includes('anchor') || c.includes('alias') || p.startsWith('found undefined alias') || p === 'second occurrence')
    return anchorAdvice(e);
  if (c.includes('tag') || p.startsWith('found undefined tag handle'))
    return 'invalid YAML: `!` starts a tag, and this one is not one YAML can read (a component configuration uses no tags); quote the value if the `!` is text';
  if (c === 'while scanning a block scalar')
    return 'invalid YAML: after `|` or `>` only `-` or `+` and one digit 1-9 may follow, then a space before any comment; fix the header, or quote the value if it is text';
  if (p.startsWith('expected <block end>')) return blockEnd(p, c, opened, text, e.problemMark.offset);
  if (p.startsWith('expected the node content'))
    return `invalid YAML: a value is missing before ${TOKEN_WORDS[foundToken(p)] ?? foundToken(p)}; write the value, or quote it if it is text that starts with an indicator`;
  if (/^expected ',' or '[\]}]'/.test(p))
    return `invalid YAML: the flow collection (\`[...]\`, \`{...}\`)${opened} is not closed, or lacks a \`,\` between two entries (a key and its \`:\` must be on one line); close it or add the comma`;
  return 'invalid YAML';
}

function anchorAdvice(e: GrammarError): string {
  if (e.problem.startsWith('found undefined alias'))
    return 'invalid YAML: the alias (`*name`) refers to no anchor (`&name`) defined before it; define the anchor first, or quote the value if the `*` is text';
  if (e.problem === 'second occurrence')
    return 'invalid YAML: the anchor (`&name`) is defined a second time; rename one of them';
  return 'invalid YAML: an anchor (`&name`) or alias (`*name`) name holds only ASCII letters, digits, `-` and `_`, and ends before a space; rename it, or quote the value if the `&` or `*` is text';
}

function blockEnd(p: string, c: string, opened: string, text: string, at: number): string {
  const found = foundToken(p);
  const what = c.includes('mapping') ? `the mapping${opened}` : `the list${opened}`;
  const before = text.slice(lineStartOf(text, at), at).trimEnd();
  if (found === "'<scalar>'" && /["']$/.test(before))
    return 'invalid YAML: text right after the closing quote of a quoted value, which ended at that quote, earlier or later than meant: a double-quoted value ends at the first `"` not escaped (`\\"` escapes it, so a final backslash is written `\\\\`: "C:\\\\temp\\\\", or use single quotes), and in a single-quoted value a quote is written twice (\'it\'\'s\'); fix the quotes';
  if (found === "'<scalar>'")
    return `invalid YAML: a value where ${what} expects its next ${c.includes('mapping') ? 'key' : 'item'} or its end: a line indented differently from its neighbours, or a value continued on the line after a comment (a plain value ends at its comment: put the comment after the value's last line); check the indentation`;
  if (found === "'<block mapping start>'" && text[at] === ':')
    return 'invalid YAML: a `:` indented otherwise than the `? key` above it; write the `:` in the column of its `?`';
  if (found === "'-'")
    return `invalid YAML: a \`- \` list item at the indentation of ${what}, not under a key; indent the list under its key, or write \`key:\` before it`;
  return `invalid YAML: ${TOKEN_WORDS[found] ?? found} where ${what} expects its next ${c.includes('mapping') ? 'key' : 'item'} or its end: the indentation does not match (line up the keys of one mapping, or the items of one list, in one column, and indent a value under its key)`;
}

/** A token as PyYAML names it in a problem → our words. */
const TOKEN_WORDS: Record<string, string> = {
  "'?'": 'a key',
  "':'": 'a `:`',
  "'<block mapping start>'": 'a new mapping (`key: value`)',
  "'<block sequence start>'": 'a new list',
  "'<anchor>'": 'an anchor (`&name`)',
  "'<alias>'": 'an alias (`*name`)',
  "'<tag>'": 'a tag (`!name`)',
  "'['": 'a `[`',
  "'{'": 'a `{`',
  "']'": 'a `]` that closes nothing',
  "'}'": 'a `}` that closes nothing',
  "','": 'a `,`',
  "'<document start>'": 'a `---`',
  "'<document end>'": 'a `...`',
  "'<directive>'": 'a directive (`%...`)',
};

/** The token a parser problem found, as PyYAML names it (`'<scalar>'`, `':'`). */
function foundToken(p: string): string {
  return /found (.*)$/.exec(p)?.[1] ?? 'this';
}

function foundChar(p: string): string {
  return /found character (.*) that/.exec(p)?.[1] ?? 'this character';
}
