// The fix of the deprecated build_config.python_version: move it to requirements.python_version,
// in the file's own style (block or flow, its indentation and line ends), creating
// `requirements` with `provider: uv-pip` when there is none; delete it when requirements already
// says the same. The caller has made sure the move keeps the file valid (not with conda, not
// over another requirements.python_version, not with inherit_base_image_packages).

import { lineStartOf } from '../read/coordinates.js';
import type { Edit, Fix } from '../findings.js';
import { edit } from './fixes.js';
import type { MapNode, ScalarNode, Source, SourceNode } from '../read/source.js';

interface Line {
  /** Where the key starts, where the value ends. */
  keyStart: number;
  valueEnd: number;
  /** The line holding the pair: its start, the end of its content (before the line end), the next line's start. */
  start: number;
  end: number;
  next: number;
  /** Offset of a comment after the value, or -1. */
  comment: number;
  eol: string;
}

type Pair = MapNode['items'][number];

const plainNode = (node: SourceNode | null): node is ScalarNode => node?.kind === 'scalar' && !node.tag && !node.anchor;

function eolOf(text: string): string {
  const lf = text.indexOf('\n');
  return lf > 0 && text[lf - 1] === '\r' ? '\r\n' : '\n';
}

/** A `key: value` pair alone on its line (but for a comment), in a block mapping. */
function pairLine(text: string, pair: Pair): Line | undefined {
  const key = pair.key;
  const value = pair.value;
  if (!plainNode(key) || !plainNode(value)) return undefined;
  const keyStart = key.range.content;
  const valueEnd = value.range.end;
  const start = lineStartOf(text, keyStart);
  if (!/^ *$/.test(text.slice(start, keyStart)) || /[\r\n]/.test(text.slice(keyStart, valueEnd))) return undefined;
  const lf = text.indexOf('\n', valueEnd);
  const next = lf < 0 ? text.length : lf + 1;
  const end = lf < 0 ? text.length : text[lf - 1] === '\r' ? lf - 1 : lf;
  const rest = text.slice(valueEnd, end);
  if (!/^[ \t]*(?:#.*)?$/.test(rest)) return undefined;
  return {
    keyStart,
    valueEnd,
    start,
    end,
    next,
    comment: rest.includes('#') ? valueEnd + rest.indexOf('#') : -1,
    eol: lf > 0 && text[lf - 1] === '\r' ? '\r\n' : eolOf(text),
  };
}

/** The edits that take a pair out of a flow mapping, with the comma on one side. */
function dropFromFlow(source: Source, map: MapNode, index: number): Edit | undefined {
  const text = source.text;
  const items = map.items;
  const pair = items[index]!;
  const start = pair.key!.range.content;
  const end = pair.value!.range.end;
  const after = items[index + 1];
  const before = items[index - 1];
  const [from, to] = after?.key
    ? [start, after.key.range.content]
    : before?.value
      ? [before.value.range.end, end]
      : [start, end];
  if (/[#\r\n]/.test(text.slice(from, to))) return undefined;
  return edit(source, from, to, '');
}

export function movePythonVersionFix(source: Source, same: boolean): Fix | undefined {
  const text = source.text;
  const build = source.places.get('/build_config');
  const alias = source.places.get('/build_config/python_version');
  const req = source.places.get('/build_config/requirements');
  if (!build || !alias || build.shared || alias.shared || (req && req.shared)) return undefined;
  const map = build.node;
  if (map.kind !== 'map' || map.tag || map.anchor) return undefined;
  const items = map.items;
  const index = items.findIndex((p) => p.key === alias.key);
  const pair = items[index];
  if (!pair || !plainNode(pair.key) || !plainNode(pair.value)) return undefined;
  const value = text.slice(pair.value.range.content, pair.value.range.end);
  const moved = `python_version: ${value}`;
  const line = map.flow ? undefined : pairLine(text, pair);
  if (!map.flow && !line) return undefined;

  // Take it out of build_config: its whole line (a comment on it stays on a line of its own,
  // unless the pair moves to a block mapping, where the comment goes with it).
  const takeOut = (commentMoves: boolean): Edit | undefined => {
    if (!line) return dropFromFlow(source, map, index);
    if (line.comment < 0 || commentMoves) return edit(source, line.start, line.next, '');
    return edit(source, line.keyStart, line.comment, '');
  };

  if (same) {
    const out = takeOut(false);
    return out && { description: 'delete the deprecated build_config.python_version', edits: [out] };
  }
  const description = `move python_version: ${value} to build_config.requirements`;
  if (!req) {
    // Create requirements in place of the pair, in the mapping's style.
    if (!line) {
      return {
        description,
        edits: [
          edit(source, pair.key.range.content, pair.value.range.end, `requirements: {provider: uv-pip, ${moved}}`),
        ],
      };
    }
    const buildKey = build.key?.range.content;
    const buildIndent = buildKey === undefined ? 0 : buildKey - lineStartOf(text, buildKey);
    const step = line.keyStart - line.start - buildIndent > 0 ? line.keyStart - line.start - buildIndent : 2;
    const inner = ' '.repeat(line.keyStart - line.start + step);
    const block = `requirements:${line.eol}${inner}provider: uv-pip${line.eol}${inner}${moved}`;
    return { description, edits: [edit(source, line.keyStart, line.valueEnd, block)] };
  }
  const reqMap = req.node;
  if (reqMap.kind !== 'map' || reqMap.tag || reqMap.anchor) return undefined;
  const reqItems = reqMap.items;
  if (reqItems.some((p) => !plainNode(p.key) || !plainNode(p.value) || p.key.value === 'python_version'))
    return undefined;
  const last = reqItems[reqItems.length - 1];
  if (!last) return undefined;
  if (reqMap.flow) {
    const out = takeOut(false);
    const into = edit(source, last.value!.range.end, last.value!.range.end, `, ${moved}`);
    return out && { description, edits: [out, into] };
  }
  const first = pairLine(text, reqItems[0]!);
  const end = pairLine(text, last);
  if (!first || !end) return undefined;
  const out = takeOut(true);
  const comment = line && line.comment >= 0 ? text.slice(line.valueEnd, line.end) : '';
  const indent = ' '.repeat(first.keyStart - first.start);
  const into = edit(source, end.end, end.end, `${end.eol}${indent}${moved}${comment}`);
  return out && { description, edits: [out, into] };
}
