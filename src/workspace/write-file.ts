// Writing the files a user asked for (the JSON report, SARIF), where they asked, and the size
// code scanning counts of a SARIF file.

import fs from 'node:fs';
import path from 'node:path';

export function writeFileMakingDirs(target: string, text: string): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}

/**
 * The bytes of a text gzip-compressed, as the upload of a SARIF file sends it (github/codeql-action
 * gzips it with node's zlib at its default level): code scanning's 10 MB limit is on these. zlib
 * is imported on use, so that a run that writes no SARIF file does not load it.
 */
export async function gzipSizer(): Promise<(text: string) => number> {
  const { gzipSync } = await import('node:zlib');
  return (text) => gzipSync(text).length;
}
