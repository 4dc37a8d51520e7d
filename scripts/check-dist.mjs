#!/usr/bin/env node
// `npm run check:dist`, after a build: dist/ is committed and must be exactly what `npm run build`
// makes from the commit; any difference means the commit's dist/ was stale. Used by .ci/run and
// the workflows (ci.yml, release.yml).

import { spawnSync } from 'node:child_process';

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });
const status = git('status', '--porcelain', '--', 'dist');
if (status.status !== 0) {
  console.error(`check:dist: git status failed: ${status.stderr.trim()}`);
  process.exit(2);
}
if (status.stdout !== '') {
  console.error(
    "check:dist: dist/ is not what 'npm run build' makes from this commit; run 'npm run build' and commit dist/",
  );
  console.error(status.stdout.trimEnd());
  console.error(git('diff', '--stat', '--', 'dist').stdout.trimEnd());
  process.exit(1);
}
console.log('check:dist: dist/ is up to date');
