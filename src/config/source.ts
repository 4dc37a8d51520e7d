// Text → plain data, and the source node of every path, in two readers. Most files are read by
// plain-reader.ts, straight from the lines. The others, and the places of a file with findings,
// come from the full read (full-read.ts, by the `yaml` package), a chunk of its own that the
// caller provides on first need (useFullRead), so that a run of plain files never loads `yaml`.

import type { LineCounter, Node, Parser, isMap as IsMap, isScalar as IsScalar } from 'yaml';
import type { Path } from './paths.js';
import type { Problem } from './problems.js';
import { readPlain } from './plain-reader.js';

export { decode, MAX_FILE_BYTES } from './decode.js';
export { FLOAT, Timestamp } from './scalars.js';
export { MAX_DEPTH } from './nesting.js';
export { nodeSpan, offsetSpan, spanOf } from './spans.js';

export const MAX_VALUES = 100_000;

/** What the full read's chunk provides: the read itself, and the few `yaml` helpers fixes use. */
export interface FullRead {
  readFull(text: string): { source?: Source; problems: Problem[] };
  isScalar: typeof IsScalar;
  isMap: typeof IsMap;
  Parser: typeof Parser;
  LineCounter: typeof LineCounter;
}

let fullRead: FullRead | undefined;

/** Provides the full read (full-read.ts's `fullRead`). */
export function useFullRead(f: FullRead): void {
  fullRead = f;
}

/** Thrown when the full read is needed and was not provided: provide it, check again. */
export class FullReadNeeded extends Error {}

/** The full read; throws FullReadNeeded until it is provided. */
export function theFullRead(): FullRead {
  if (!fullRead) throw new FullReadNeeded('the full YAML read is not loaded');
  return fullRead;
}

/** Where the value at a path came from: its node, its key, and how it was written. */
export interface Place {
  path: Path;
  node: Node;
  /** The key of the pair that holds this value (absent for the root and list items). */
  key?: Node;
  /** How the scalar was written, for messages about how YAML read it. */
  text?: string;
  /** What an explicit tag made of it (`!!float 1` is a number, though written as an integer). */
  readAs?: string;
  quoted: boolean;
  /**
   * Written once but read in more places, or read through an alias or a merge: its text is not
   * this path's alone, so no fix may edit it.
   */
  shared?: true;
}

export interface Source {
  text: string;
  lineCounter: LineCounter;
  data: unknown;
  /** JSON pointer (TypeBox's instancePath) → where that value came from. */
  places: Map<string, Place>;
  /** Keys YAML read as something other than a string, by pointer, with what it read. */
  nonStringKeys: Map<string, unknown>;
}

export function readSource(input: string): { source?: Source; problems: Problem[] } {
  let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  // A lone CR ends a line for YAML (and PyYAML), but not for the parser here; the same length
  // keeps every offset.
  if (text.includes('\r')) text = text.replace(/\r(?!\n)/g, '\n');
  const plain = readPlain(text);
  if (plain) return { source: new PlainSource(text, plain), problems: [] };
  return theFullRead().readFull(text);
}

/**
 * A source read by the fast reader: its places (and line counter) come from the full read,
 * made only when asked for, which is when a finding needs a place or a fix: most files never
 * ask. The data is the fast reader's, the same as the full read's; its keys are all strings.
 */
class PlainSource implements Source {
  readonly nonStringKeys = new Map<string, unknown>();
  private full: Source | undefined;

  constructor(
    readonly text: string,
    readonly data: Record<string, unknown>,
  ) {}

  get lineCounter(): LineCounter {
    return this.read().lineCounter;
  }

  get places(): Map<string, Place> {
    return this.read().places;
  }

  private read(): Source {
    if (this.full) return this.full;
    // The fast reader takes only what the full read takes without a problem (a test holds it to
    // that); were it not so, findings would point at the start of the file rather than nowhere.
    const full = theFullRead();
    this.full = full.readFull(this.text).source ?? {
      text: this.text,
      data: this.data,
      lineCounter: new full.LineCounter(),
      places: new Map(),
      nonStringKeys: new Map(),
    };
    return this.full;
  }
}
