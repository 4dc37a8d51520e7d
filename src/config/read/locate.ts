// Where a finding goes: the value at a path, its key, or the key of the mapping that owns it.
// Ranges come from the parse (never from searching the text); a path with no node of its own
// (a missing key) falls back to its nearest ancestor that has one.

import { type Anchor, FILE_START, type Span } from '../findings.js';
import { type Source, spanOf } from './source.js';

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
    if (place.key) return spanOf(lc, place.key.range.content, place.key.range.end);
  }
  if (anchor === 'key' && place.key) return spanOf(lc, place.key.range.content, place.key.range.end);
  return spanOf(lc, place.node.range.start, place.node.range.end);
}
