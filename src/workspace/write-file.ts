// Writing the files a user asked for (the JSON report, SARIF), where they asked, and the size
// code scanning counts of a SARIF file.

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function writeFileMakingDirs(target: string, text: string): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}

/**
 * The bytes of `text` gzip-compressed, as the upload of a SARIF file sends it (github/codeql-action
 * gzips it with node's zlib at its default level): code scanning's 10 MB limit is on these.
 */
export function gzipSize(text: string): number {
  return gzipSync(text).length;
}
