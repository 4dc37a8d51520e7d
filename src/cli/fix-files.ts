// --fix and --diff: each file is read again and checked again, so the fixes applied are those of
// exactly the bytes read; the fixed text is written to a temporary file beside it (same mode),
// then renamed over it, so a reader never sees half a file and a failed write leaves it as it was.

import fs from 'node:fs';
import path from 'node:path';
import { checkBytes } from '../config/check.js';
import type { Finding } from '../config/findings.js';
import { editOffsets, fixEdits, spliceText, type TextChange } from '../config/fix/fixes.js';
import { MAX_FILE_BYTES } from '../config/read/source.js';
import { readLimited } from '../workspace/files.js';
import type { FilePolicy } from '../config/policy/policy.js';
import type { AllParts } from '../config/parts.js';

export interface FilePlan {
  file: string;
  /** The findings the fixes remove, as found in the text read. */
  fixed: Finding[];
  before: string;
  after: string;
  changes: TextChange[];
}

export type PlanOutcome = FilePlan | { file: string; problem: string };

/** `policy`: the file's levels in the repository's policy; a code it turned off is not fixed. */
export function planFix(
  workspace: string,
  file: string,
  options: { parts: AllParts; policy?: FilePolicy | undefined },
): PlanOutcome {
  const { parts, policy } = options;
  const read = readLimited(path.join(workspace, file), MAX_FILE_BYTES);
  if (!read.bytes) return { file, problem: read.problem ?? 'cannot be read' };
  if (read.bytes.length > MAX_FILE_BYTES) return { file, problem: 'is over 1 MiB' };
  const fixed = checkBytes(file, read.bytes, parts, policy ? { policy } : {}).findings.filter((f) => f.fix);
  let text: string;
  try {
    // Decoded as the checker decodes it (a BOM dropped: the fixes count from after it), then
    // the BOM put back, so every byte outside the edits is written back as it was.
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch {
    return { file, problem: 'is not UTF-8' };
  }
  const bom = read.bytes[0] === 0xef && read.bytes[1] === 0xbb && read.bytes[2] === 0xbf ? '\ufeff' : '';
  const changes = editOffsets(text, fixEdits(fixed));
  return {
    file,
    fixed,
    before: bom + text,
    after: bom + spliceText(text, changes),
    changes: changes.map((c) => ({ ...c, start: c.start + bom.length, end: c.end + bom.length })),
  };
}

/** Replace the file's content by way of a temporary file beside it; a link is followed, not replaced. */
export function writeInPlace(workspace: string, file: string, text: string): void {
  const target = fs.realpathSync(path.join(workspace, file));
  const mode = fs.statSync(target).mode & 0o7777;
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.fix`);
  try {
    fs.writeFileSync(temp, text, { flag: 'wx', mode });
    fs.chmodSync(temp, mode); // the umask may have taken bits away
    fs.renameSync(temp, target);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
