// The fixes of a file's findings applied to its bytes, as --fix writes them and the page's buttons
// apply them: the bytes decoded as the checker decodes them (a BOM dropped, since the fixes count
// from after it), the edits spliced in, then the BOM put back, so every byte outside the edits
// stays as it was.

import type { Finding } from '../findings.js';
import { editOffsets, fixEdits, spliceText, type TextChange } from './fixes.js';

export interface Fixed {
  before: string;
  after: string;
  /** Offsets into `before` (the BOM counted). */
  changes: TextChange[];
}

/** The text with the fixes of `findings` applied, or why it cannot be; a RangeError for edits that do not fit. */
export function applyFixes(bytes: Uint8Array, findings: readonly Finding[]): Fixed | { problem: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { problem: 'is not UTF-8' };
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? '\ufeff' : '';
  const changes = editOffsets(text, fixEdits(findings));
  return {
    before: bom + text,
    after: bom + spliceText(text, changes),
    changes: changes.map((c) => ({ ...c, start: c.start + bom.length, end: c.end + bom.length })),
  };
}
