// Where a finding goes: the value at a path, its key, or the key of the mapping that owns it.
// Ranges come from the parse (never from searching the text); a path with no node of its own
// (a missing key) falls back to its nearest ancestor that has one.

import { type Anchor, FILE_START, type Span } from '../findings.js';
import { nodeSpan, type Source, spanOf } from './source.js';

function parentPointer(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

export function locate(source: Source, pointer: string, anchor: Anchor): Span {
  let p = pointer;
  let place = source.places.get(p);
  while (!place && p !== '') {
    p = parentPointer(p);
    place = source.places.get(p);
  }
  if (!place) return FILE_START;
  const lc = source.lineCounter;
  if (anchor === 'owner') {
    // A missing key: point at the key of the mapping that lacks it (line 1 at the top level).
    if (p === '') return FILE_START;
    const keyRange = place.key?.range;
    if (keyRange) return spanOf(lc, keyRange[0], keyRange[1]);
  }
  if (anchor === 'key' && place.key?.range) return spanOf(lc, place.key.range[0], place.key.range[1]);
  if (!place.node.range) return FILE_START;
  return nodeSpan(source.text, lc, place.node);
}
