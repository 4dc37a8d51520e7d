// Writing the files a user asked for (the JSON report, SARIF), where they asked.

import fs from 'node:fs';
import path from 'node:path';

export function writeFileMakingDirs(target: string, text: string): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}
