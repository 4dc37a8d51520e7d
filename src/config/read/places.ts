// The place of every value in a text, as the readers record it (plain-reader.ts, or the full
// read's walks, yaml-walk.ts and py-loader.ts): what locate and the fixes work from, independent
// of the `yaml` package.

import type { Path } from '../paths.js';

/** Offsets in the text, as the `yaml` package gives them: where a node starts, where its value ends, (where its node ends). */
export type Range = readonly [number, number, ...number[]];

/** How a scalar is written (the `yaml` package's names). */
export type ScalarStyle = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

/**
 * A node as locate and the fixes see it, whichever reader read it: where it is written and
 * how. Tag and anchor are set when written (the range then starts after them).
 */
export type SourceNode = ScalarNode | MapNode | SeqNode | AliasNode;

interface NodeBase {
  readonly range: Range | undefined;
  /** Where its tag or anchor starts, when it has one (PyYAML's start mark; the range starts after them). */
  readonly start?: number | undefined;
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
