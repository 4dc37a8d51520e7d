// --fix and --diff: each file is read again and checked again, so the fixes applied are those of
// exactly the bytes read; the fixed text is written to a temporary file beside it (same mode),
// then renamed over it, so a reader never sees half a file and a failed write leaves it as it was.

import fs from 'node:fs';
import path from 'node:path';
import { checkBytes } from '../config/check.js';
import type { Finding } from '../config/findings.js';
import type { TextChange } from '../config/fix/fixes.js';
import { applyFixes } from '../config/fix/apply.js';
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
  const applied = applyFixes(read.bytes, fixed);
  if ('problem' in applied) return { file, problem: applied.problem };
  return { file, fixed, ...applied };
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
