// The full read: the builder's pipeline (pyyaml/: PyYAML's reader, scanner, parser, composer
// and constructor) decides whether the builder reads a text and what it holds; the checker's
// own refusals (refusals.ts) are made in one walk of the same nodes (py-loader.ts), which also
// gives each value its place, from the builder's marks; the `yaml` package, parsed only when a
// place is asked for, lends its ends to them (yaml-locate.ts) and never refuses a text.
// A chunk of its own (see source.ts): only files outside the fast reader's subset need it.

import { codePoint } from '../basics.js';
import type { Span } from '../findings.js';
import { loneSurrogate, NON_PRINTABLE } from './decode.js';
import type { Path } from '../paths.js';
import * as refuse from './refusals.js';
import { MAX_DEPTH, MAX_VALUES } from './refusals.js';
import { AT_START, problem, type Problem } from './problems.js';
import { TAG, TAG_READS_AS } from './scalars.js';
import type { ConstructFailure } from './pyyaml/constructor.js';
import { constructDocument } from './pyyaml/construct-document.js';
import type { FullRead, Source } from './source.js';
import { LineStarts, offsetSpan } from './coordinates.js';
import { loadPyDocument } from './py-loader.js';
import { BUILDER, grammarProblem } from './builder-says.js';
import { composePyYaml, type PyNode } from './pyyaml/index.js';
import type { Said } from './problems.js';
import { Parser, yamlEnds } from './yaml-locate.js';

// The builder's grammar composes with recursion: a collection nested past MAX_DEPTH levels stops
// it (too-deep) before the stack could run out, so no reader after it meets deeper nesting. The
// walk's own limit still holds aliases.
const MAX_COMPOSE_DEPTH = MAX_DEPTH - 1;

export const fullRead: FullRead = { readFull, Parser };

/** The full read: the builder's verdict and data, the checker's refusals, and every value's place. */
function readFull(written: string): { source?: Source; problems: Problem[] } {
  // A lone CR ends a line for YAML 1.1 (and PyYAML), but not for the `yaml` package: it reads
  // the text with LF there (the same length keeps every offset), the builder's grammar reads the
  // text as written, so that its messages show what is there.
  const text = written.includes('\r') ? written.replace(/\r(?!\n)/g, '\n') : written;
  if (isBlank(text)) {
    return {
      problems: [
        problem(
          'empty-file',
          'the file is empty; it must be a mapping with at least `name: <component name>`',
          AT_START,
        ),
      ],
    };
  }
  const bad = NON_PRINTABLE.exec(text);
  if (bad) {
    const span = offsetSpan(text, bad.index, bad[0].length);
    const cp = bad[0].codePointAt(0)!;
    const hex = cp.toString(16).padStart(4, '0');
    const what = `the control character ${codePoint(cp)}, which YAML forbids; remove it or write it as an escape in a double-quoted string; ${BUILDER} says: unacceptable character #x${hex}: special characters are not allowed`;
    return {
      problems: [
        cp >= 0xd800 && cp <= 0xdfff
          ? loneSurrogate(cp, span)
          : problem('yaml-syntax', `invalid YAML: the file contains ${what}`, span),
      ],
    };
  }
  // The file's own byte order mark is gone (source.ts): one more is text to the builder.
  const builder = composePyYaml(written, MAX_COMPOSE_DEPTH, { skipBom: false });
  if (!builder.ok) {
    if ('tooDeep' in builder) return { problems: [refuse.tooDeep(offsetSpan(text, builder.tooDeep.offset, 1))] };
    const said = grammarProblem(text, builder.error);
    // Lines break where the builder breaks them: a break editors do not show is named.
    const hidden = yaml11Break(text);
    const message =
      hidden && hidden.at < builder.error.problemMark.offset
        ? `${said.message} (the file contains ${hidden.name}, which ${BUILDER} reads as a line break)`
        : said.message;
    return {
      problems: [
        said.anotherDocument
          ? problem('multiple-documents', message, said.span)
          : problem('yaml-syntax', message, said.span),
      ],
    };
  }
  const root = builder.root;
  if (
    root === undefined ||
    (root.kind === 'scalar' && root.value === '' && root.style === 'plain' && !root.tag && !root.anchor)
  ) {
    return {
      problems: [
        problem(
          'empty-file',
          'the file holds no YAML document content; it must be a mapping with at least `name: <component name>`',
          AT_START,
        ),
      ],
    };
  }
  // The builder's constructor runs on what it composed: what it raises fails the build. The walk
  // says most of it in its own words, value by value; this is its verdict where it does not.
  const failure = constructDocument(root);
  const unseen = breakOutsideQuotes(text, root);
  if (unseen) return { problems: [unseen] };
  const lines = new LineStarts(text);
  const loaded = loadPyDocument(text, lines, root, { maxDepth: MAX_DEPTH, maxValues: MAX_VALUES }, yamlEnds(text));
  if (loaded.problems.length > 0) return { problems: loaded.problems.map((p) => ('said' in p ? words(p) : p)) };
  if (failure) return { problems: [constructProblem(text, failure)] };
  const { data, places, nonStringKeys } = loaded;
  return { source: { text, lineCounter: lines, data, places, nonStringKeys }, problems: [] };
}

const BREAK_NAMES: Record<string, string> = {
  '\u0085': 'U+0085 (NEXT LINE)',
  '\u2028': 'U+2028 (LINE SEPARATOR)',
  '\u2029': 'U+2029 (PARAGRAPH SEPARATOR)',
};

/** The first line break of YAML 1.1 that editors (and YAML 1.2) do not show as one; undefined when there is none. */
function yaml11Break(text: string): { at: number; name: string } | undefined {
  const m = /[\u0085\u2028\u2029]/.exec(text);
  return m ? { at: m.index, name: BREAK_NAMES[m[0]]! } : undefined;
}

/**
 * A line break of YAML 1.1 alone (U+0085, U+2028, U+2029) where it ends a line to the builder,
 * outside a quoted or block scalar: editors show the text around it on one line, so the file
 * does not read as it looks (`name: x # note<NEL>version: "2"` sets a version that looks
 * commented out). Refused on purpose; inside a quoted or block value it is that value's text.
 */
function breakOutsideQuotes(text: string, root: PyNode): Problem | undefined {
  const hidden = yaml11Break(text);
  if (!hidden) return undefined;
  const quoted: Array<[number, number]> = [];
  const seen = new Set<PyNode>();
  const visit = (node: PyNode) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (node.kind === 'scalar') {
      if (node.style !== 'plain') quoted.push([node.start.offset, node.end.offset]);
    } else if (node.kind === 'seq') node.items.forEach(visit);
    else
      for (const [k, v] of node.pairs) {
        visit(k);
        visit(v);
      }
  };
  visit(root);
  const re = /[\u0085\u2028\u2029]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const at = m.index;
    if (quoted.some(([a, b]) => a <= at && at < b)) continue;
    const name = BREAK_NAMES[m[0]]!;
    const escape = `\\u${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return problem(
      'yaml-syntax',
      `invalid YAML for this checker: the file contains ${name}, which ${BUILDER} reads as a line break and editors show as text, so the file does not read as it looks; remove it, or write it as the escape ${escape} in a double-quoted string`,
      offsetSpan(text, at, 1),
    );
  }
  return undefined;
}

/** What the builder's constructor says of one value (py-loader.ts), in our words. */
function words(said: Said): Problem {
  if (said.said === 'construct')
    return failureWords(said.failure, said.raw, said.tag, said.explicit, said.key, said.span, said.path);
  const special = said.tag.replace(TAG, '!!');
  return problem(
    'yaml-syntax',
    `invalid YAML for the builder: with the tag \`!\`, ${BUILDER} reads ${JSON.stringify(said.raw)} as \`${special}\`${said.raw.endsWith('\n') ? ' (its pattern lets the final line break through)' : ''}, which it cannot construct; remove the \`!\` tag`,
    said.span,
    said.path,
  );
}

/**
 * Our words for what PyYAML's constructor raises on a scalar. A date that does not exist and an
 * integer of no digits keep the words they always had; a tag the text does not fit says so;
 * a value tagged `!` whose text ends in a line break names the break (PyYAML's resolver lets a
 * final "\n" through its patterns, its constructor does not).
 */
function failureWords(
  e: ConstructFailure,
  raw: string,
  tag: string,
  explicit: boolean,
  key: boolean,
  span: Span,
  path: Path,
): Problem {
  const builder = `${BUILDER} fails on it: ${e.kind}: ${e.problem}`;
  const digits = raw.replace(/_/g, '').replace(/^[-+]/, '');
  const what = TAG_READS_AS[tag] ?? tag.replace(TAG, '!!');
  if (tag === TAG + 'int' && (digits === '0b' || digits === '0x'))
    return problem(
      'yaml-syntax',
      `invalid YAML for the builder: YAML 1.1 reads \`${raw}\` as an integer, and ${BUILDER} fails on it: \`${raw}\` has no digits after \`${digits}\`; fix it, or quote it to keep it as text: "${raw}"`,
      span,
      path,
    );
  if (tag === TAG + 'timestamp' && e.kind === 'ValueError')
    return problem(
      'yaml-syntax',
      `invalid YAML for the builder: YAML 1.1 reads \`${raw}\` as a date, and ${BUILDER} fails on it: ${e.problem}; fix it, or quote it to keep it as text: "${raw}"`,
      span,
      path,
    );
  if (explicit) return refuse.tagDoesNotFit(raw, tag, key, span, path);
  if (/\n$/.test(raw))
    return problem(
      'yaml-syntax',
      `invalid YAML for the builder: with the tag \`!\`, ${BUILDER} reads ${JSON.stringify(raw)} as ${what} (its pattern lets the final line break through), and then fails on it: ${e.kind}: ${e.problem}; remove the \`!\` tag`,
      span,
      path,
    );
  return problem(
    'yaml-syntax',
    `invalid YAML for the builder: YAML 1.1 reads \`${raw}\` as ${what}, and ${builder}; quote it to keep it as text: "${raw}"`,
    span,
    path,
  );
}

/** PyYAML's constructor refusing a document where no value's own finding says so. */
function constructProblem(text: string, e: ConstructFailure): Problem {
  const at = e.mark.offset;
  const word = /^[^\s,[\]{}]*/.exec(text.slice(at))![0];
  const context = e.context ? ` (${e.context.text} on line ${offsetSpan(text, e.context.mark.offset, 0).line})` : '';
  return problem(
    'yaml-syntax',
    `invalid YAML for the builder: ${BUILDER} fails to construct this value: ${e.kind}: ${e.problem}${context}; write it as plain data (strings, numbers, booleans, lists and mappings)`,
    offsetSpan(text, at, Math.max(1, word.length)),
  );
}

function isBlank(text: string): boolean {
  // Line by line, without splitting the whole text: most files end the search at line 1. The
  // text holds no lone CR (replaced above); the CR of a CRLF goes with the line end. Only spaces
  // are blank: the builder refuses a tab outside a comment, and a NBSP or another Unicode space
  // is a value to it.
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const t = text.slice(start, end).replace(/^ +|[ \r]+$/g, '');
    if (t !== '' && !t.startsWith('#')) return false;
    start = end + 1;
  }
  return true;
}
