// check-paths: what a config points at must exist. component_api.py sits beside the config, and
// package_data sources are relative to that directory. A path that leads outside the workspace
// is not probed at all (whether it exists there is none of the check's business, and saying so
// would tell a pull request about the runner's file system); it gets a finding of its own.

import fs from 'node:fs';
import path from 'node:path';
import type { SourceRef } from '../config/check.js';
import { FILE_START, finding, type Finding } from '../config/findings.js';
import { describeOutside, outsideFinding, resolveInside, type Root, workspaceRoot } from './inside.js';

export const API_MODULE = 'component_api.py';

/**
 * The paths a config points at, workspace-relative (`/`-separated, normalised, possibly leading
 * out with `..`): component_api.py beside it and each package_data source as written (a source
 * may be a directory, which covers everything below it). The one list of them: check-paths
 * probes these, and only-changed selects a config when a change touches one of them.
 */
export function pointedPaths(file: string, sources: readonly Pick<SourceRef, 'value'>[]): string[] {
  const shown = shownPathOf(file);
  // `data/` is the directory `data`: what a change lists is below it.
  return [shown(API_MODULE), ...sources.map((s) => shown(s.value).replace(/(.)\/+$/, '$1'))];
}

function shownPathOf(file: string): (rel: string) => string {
  const shownDir = path.posix.dirname(file);
  return (rel) => path.posix.normalize(`${shownDir}/${rel}`);
}

export function checkComponentPaths(
  workspace: string,
  file: string,
  sources: SourceRef[],
  root: Root = workspaceRoot(workspace),
): Finding[] {
  const dir = path.dirname(path.join(workspace, file));
  const shownDir = path.posix.dirname(file);
  const shownPath = shownPathOf(file);
  const findings: Finding[] = [];
  const api = resolveInside(root, path.join(dir, API_MODULE));
  if (api.kind === 'outside') {
    findings.push(
      outsideFinding(
        file,
        FILE_START,
        '',
        `${describeOutside(root, shownPath(API_MODULE), api)}; it was not looked at. Commit ${API_MODULE} itself beside this config`,
      ),
    );
  } else if (api.kind !== 'inside' || !isFile(api.real)) {
    findings.push(
      finding(
        'missing-api-module',
        file,
        FILE_START,
        '',
        `${API_MODULE} is missing beside this config (looked for ${shownDir === '.' ? '' : `${shownDir}/`}${API_MODULE}); the component needs it, with a top-level \`def apply(inputs): ...\``,
      ),
    );
  }
  for (const s of sources) {
    const where = resolveInside(root, path.join(dir, s.value));
    if (where.kind === 'inside') continue;
    const span = { line: s.line, column: s.column, endLine: s.endLine, endColumn: s.endColumn };
    const shown = shownPath(s.value);
    findings.push(
      where.kind === 'outside'
        ? outsideFinding(
            file,
            span,
            s.location,
            `package_data source \`${s.value}\`: ${describeOutside(root, shown, where)}; it was not looked at. The build copies sources from the repository: keep them inside it`,
          )
        : finding(
            'missing-source',
            file,
            span,
            s.location,
            `package_data source \`${s.value}\` does not exist (looked for ${shown}); sources are relative to the directory holding ${API_MODULE}`,
          ),
    );
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
