// check-paths: what a config points at must exist. component_api.py sits beside the config, and
// package_data sources are relative to that directory.

import fs from 'node:fs';
import path from 'node:path';
import type { SourceRef } from './config/check.js';
import { FILE_START, type Finding } from './config/findings.js';

export const API_MODULE = 'component_api.py';

export function checkComponentPaths(workspace: string, file: string, sources: SourceRef[]): Finding[] {
  const dir = path.dirname(path.join(workspace, file));
  const shownDir = path.posix.dirname(file);
  const findings: Finding[] = [];
  if (!isFile(path.join(dir, API_MODULE))) {
    findings.push({
      file,
      ...FILE_START,
      severity: 'error',
      code: 'missing-api-module',
      location: '',
      message: `${API_MODULE} is missing beside this config (looked for ${shownDir === '.' ? '' : `${shownDir}/`}${API_MODULE}); the component needs it, with a top-level \`def apply(inputs): ...\``,
    });
  }
  for (const s of sources) {
    if (fs.existsSync(path.join(dir, s.value))) continue;
    const shown = path.posix.normalize(`${shownDir}/${s.value}`);
    findings.push({
      file,
      line: s.line,
      column: s.column,
      endLine: s.endLine,
      endColumn: s.endColumn,
      severity: 'error',
      code: 'missing-source',
      location: s.location,
      message: `package_data source \`${s.value}\` does not exist (looked for ${shown}); sources are relative to the directory holding ${API_MODULE}`,
    });
  }
  return findings;
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}
