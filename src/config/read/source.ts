// Text → plain data, and the source node of every path, in two readers. Most files are read by
// plain-reader.ts, straight from the lines, and so are their places when a finding or a fix asks
// for them. The other files come from the full read (full-read.ts, the builder's pipeline), a
// chunk of its own that the caller gives (see parts.ts), so that a run of files in the fast
// reader's subset never loads `yaml`.

import type { Parser } from './yaml-locate.js';
import type { Place } from './places.js';
import type { Problem } from './problems.js';
import { readPlain, readPlainPlaces } from './plain-reader.js';
import type { Lines } from './coordinates.js';

export { decode, MAX_FILE_BYTES } from './decode.js';
export { FLOAT, Timestamp } from './scalars.js';
export { MAX_DEPTH, MAX_VALUES } from './refusals.js';
export { offsetSpan, spanOf } from './coordinates.js';
export type { MapNode, Place, Range, ScalarNode, ScalarStyle, SourceNode } from './places.js';

/** What the full read's chunk provides: the read itself, and the parser suppress.ts reads comments with. */
export interface FullRead {
  readFull(text: string): { source?: Source; problems: Problem[] };
  Parser: typeof Parser;
}

/**
 * The full read when the caller gave it. Asked for and not given, it is undefined, and the ask
 * is noted (PartsInUse in parts.ts): the check then answers that it needs the full read.
 */
export type FullReadAccess = () => FullRead | undefined;

export interface Source {
  text: string;
  lineCounter: Lines;
  data: unknown;
  /** JSON pointer (TypeBox's instancePath) → where that value came from. */
  places: Map<string, Place>;
  /** Keys YAML read as something other than a string, by pointer, with what it read. */
  nonStringKeys: Map<string, unknown>;
}

/** Without the full read, a text outside the fast reader's subset has neither a source nor problems. */
export function readSource(input: string, fullRead: FullReadAccess): { source?: Source; problems: Problem[] } {
  const written = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  // A lone CR ends a line for YAML (and PyYAML), but not for the fast reader, nor for the `yaml`
  // package (the full read makes the same change for it); the same length keeps every offset.
  const text = written.includes('\r') ? written.replace(/\r(?!\n)/g, '\n') : written;
  const plain = readPlain(text);
  if (plain) return { source: new PlainSource(text, plain), problems: [] };
  return fullRead()?.readFull(written) ?? { problems: [] };
}

/**
 * A source read by the fast reader. Its places (and line starts) are made only when asked for,
 * which is when a finding needs a place or a fix: most files never ask.
 */
class PlainSource implements Source {
  readonly nonStringKeys = new Map<string, unknown>();
  private read: { places: Map<string, Place>; lines: Lines } | undefined;

  constructor(
    readonly text: string,
    readonly data: Record<string, unknown>,
  ) {}

  get lineCounter(): Lines {
    return this.withPlaces().lines;
  }

  get places(): Map<string, Place> {
    return this.withPlaces().places;
  }

  private withPlaces(): { places: Map<string, Place>; lines: Lines } {
    this.read ??= readPlainPlaces(this.text);
    return this.read;
  }
}
