// The fixes of a file's findings applied to its bytes, as --fix writes them and the page's buttons
// apply them: the bytes decoded as UTF-8 with the BOM kept (the fixes count columns from after
// it, and a second one is text, as the builder reads it), the edits spliced in, so every byte
// outside the edits stays as it was.

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
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { problem: 'is not UTF-8' };
  }
  const changes = editOffsets(text, fixEdits(findings));
  return { before: text, after: spliceText(text, changes), changes };
}
