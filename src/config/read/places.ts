// The place of every value in a text, as the readers record it (plain-reader.ts, or the full
// read's loader, py-loader.ts): what locate and the fixes work from.

import type { Path } from '../paths.js';

/**
 * Where a node is written, in offsets into the reader's text, from PyYAML's marks; both readers
 * make them alike. `start` is PyYAML's start mark: at the node's properties (`!!tag`, `&anchor`)
 * when it has any, else at its content; `content` is where its value starts (after them); `end`
 * is where its text ends, white space after it not counted: a block collection's at its last
 * child's end, a flow collection's after its closing bracket. An empty value after `key:` is at
 * the first character after the colon's spaces.
 */
export interface Range {
  readonly start: number;
  readonly content: number;
  readonly end: number;
}

/** How a scalar is written (the `yaml` package's names). */
export type ScalarStyle = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

/**
 * A node as locate and the fixes see it, whichever reader read it: where it is written and
 * how. Tag and anchor are set when written. An alias
 * is where it is written (`*name`): the value it stands for is its anchor's.
 */
export type SourceNode = ScalarNode | MapNode | SeqNode | AliasNode;

interface NodeBase {
  readonly range: Range;
  readonly tag?: string | undefined;
  readonly anchor?: string | undefined;
}

export interface ScalarNode extends NodeBase {
  readonly kind: 'scalar';
  readonly style: ScalarStyle;
  /** Its value as written, before any YAML 1.1 resolution: the text of a plain scalar, the unquoted text of a quoted one. */
  readonly value: string;
}

export interface MapNode extends NodeBase {
  readonly kind: 'map';
  readonly flow: boolean;
  /** Its pairs as written (a `key:` without a value has a null value). */
  readonly items: ReadonlyArray<{ key: SourceNode | null; value: SourceNode | null }>;
}

export interface SeqNode extends NodeBase {
  readonly kind: 'seq';
  readonly flow: boolean;
}

export interface AliasNode extends NodeBase {
  readonly kind: 'alias';
}

/** Where the value at a path came from: its node, its key, and how it was written. */
export interface Place {
  path: Path;
  node: SourceNode;
  /** The key of the pair that holds this value (absent for the root and list items). */
  key?: SourceNode;
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
