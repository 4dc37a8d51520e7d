// The builder's construct_document (constructor.py) over a whole composed document, for its
// verdict: the scalar constructors are constructor.ts's (the fast reader needs them too, so they
// load with it); this pass, which only the full read needs, loads with the full read.

import {
  ConstructFailure,
  constructScalar,
  fail,
  nodeId,
  resolvedTag,
  SCALAR_CONSTRUCTORS,
  TAG,
} from './constructor.js';
import type { PyMapping, PyNode } from './composer.js';

/**
 * Runs SafeConstructor over a composed document, as `construct_document` does (collections
 * first made empty, then filled in the order PyYAML's generators fill them), for its verdict
 * only: undefined when PyYAML constructs the document, else what it raises first. Aliases are
 * the same node, constructed once, so the work is linear in the nodes written.
 */
export function constructDocument(root: PyNode): ConstructFailure | undefined {
  const constructed = new Set<PyNode>();
  // flatten_mapping rewrites a mapping's pairs in place: kept aside, the nodes stay as composed.
  const flat = new Map<PyMapping, Array<[PyNode, PyNode, string]>>();
  let pending: Array<() => void> = [];
  // Whether the object made for a node can be a dict key (Python's Hashable).
  const hashable = (node: PyNode) => {
    const tag = resolvedTag(node);
    return SCALAR_CONSTRUCTORS.has(tag);
  };
  const object = (node: PyNode): void => {
    if (constructed.has(node)) return;
    const tag = resolvedTag(node);
    if (SCALAR_CONSTRUCTORS.has(tag)) constructScalar(node, tag);
    else if (tag === TAG + 'seq' || tag === TAG + 'omap' || tag === TAG + 'pairs') {
      pending.push(() => (tag === TAG + 'seq' ? sequence(node) : pairs(node, tag)));
    } else if (tag === TAG + 'map' || tag === TAG + 'set') pending.push(() => mapping(node));
    else constructScalar(node, tag); // no constructor: construct_undefined's error
    constructed.add(node);
  };
  const sequence = (node: PyNode) => {
    if (node.kind !== 'seq') fail('ConstructorError', `expected a sequence node, but found ${nodeId(node)}`, node);
    for (const item of node.items) object(item);
  };
  const pairs = (node: PyNode, tag: string) => {
    const what = tag === TAG + 'omap' ? 'an ordered map' : 'pairs';
    if (node.kind !== 'seq')
      throw new ConstructFailure(
        'ConstructorError',
        `expected a sequence, but found ${nodeId(node)}`,
        node.start,
        tag,
        {
          text: `while constructing ${what}`,
          mark: node.start,
        },
      );
    for (const sub of node.items) {
      const context = { text: `while constructing ${what}`, mark: node.start };
      if (sub.kind !== 'map')
        throw new ConstructFailure(
          'ConstructorError',
          `expected a mapping of length 1, but found ${nodeId(sub)}`,
          sub.start,
          tag,
          context,
        );
      const entries = flatPairs(sub, false);
      if (entries.length !== 1)
        throw new ConstructFailure(
          'ConstructorError',
          `expected a single mapping item, but found ${entries.length} items`,
          sub.start,
          tag,
          context,
        );
      object(entries[0]![0]);
      object(entries[0]![1]);
    }
  };
  /** The pairs of a mapping as PyYAML sees them: flattened once construct_mapping has run on it. */
  const flatPairs = (node: PyMapping, flatten: boolean): Array<[PyNode, PyNode, string]> => {
    const got = flat.get(node);
    if (got) return got;
    const written = node.pairs.map(([k, v]) => [k, v, resolvedTag(k)] as [PyNode, PyNode, string]);
    if (!flatten) return written;
    flat.set(node, written);
    const merged: Array<[PyNode, PyNode, string]> = [];
    const context = { text: 'while constructing a mapping', mark: node.start };
    for (let i = 0; i < written.length;) {
      const [, value, tag] = written[i]!;
      if (tag === TAG + 'merge') {
        written.splice(i, 1);
        if (value.kind === 'map') merged.push(...flatPairs(value, true));
        else if (value.kind === 'seq') {
          const groups: Array<Array<[PyNode, PyNode, string]>> = [];
          for (const sub of value.items) {
            if (sub.kind !== 'map')
              throw new ConstructFailure(
                'ConstructorError',
                `expected a mapping for merging, but found ${nodeId(sub)}`,
                sub.start,
                TAG + 'map',
                context,
              );
            groups.push([...flatPairs(sub, true)]);
          }
          for (const g of groups.reverse()) merged.push(...g);
        } else
          throw new ConstructFailure(
            'ConstructorError',
            `expected a mapping or list of mappings for merging, but found ${nodeId(value)}`,
            value.start,
            TAG + 'map',
            context,
          );
      } else {
        if (tag === TAG + 'value') written[i]![2] = TAG + 'str';
        i++;
      }
    }
    if (merged.length > 0) written.unshift(...merged);
    return written;
  };
  const mapping = (node: PyNode) => {
    if (node.kind !== 'map') fail('ConstructorError', `expected a mapping node, but found ${nodeId(node)}`, node);
    for (const [key, value, keyTag] of flatPairs(node, true)) {
      if (keyTag === TAG + 'str' && resolvedTag(key) !== keyTag) constructScalar(key, keyTag);
      else object(key);
      if (!(keyTag === TAG + 'str' || hashable(key)))
        throw new ConstructFailure('ConstructorError', 'found unhashable key', key.start, keyTag, {
          text: 'while constructing a mapping',
          mark: node.start,
        });
      object(value);
    }
  };
  try {
    object(root);
    while (pending.length > 0) {
      const round = pending;
      pending = [];
      for (const fill of round) fill();
    }
    return undefined;
  } catch (e) {
    if (e instanceof ConstructFailure) return e;
    if (e instanceof RangeError)
      return new ConstructFailure('RecursionError', 'maximum recursion depth exceeded', root.start, '');
    throw e;
  }
}

/**
 * A mapping's own keys over the keys its `<<` merges brought (`merged`, in merge order, the
 * first of a key winning), as PyYAML's flatten_mapping orders them: merged keys first.
 */
export function overMerged(
  own: Record<string, unknown>,
  merged: ReadonlyArray<[string, unknown]>,
): Record<string, unknown> {
  if (merged.length === 0) return own;
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of merged) if (!(k in own) && !(k in out)) out[k] = v;
  for (const k of Object.keys(own)) out[k] = own[k];
  return out;
}
