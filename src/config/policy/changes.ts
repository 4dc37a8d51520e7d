// What a pull request's own policy file changes against its base's, key by key, for the line
// that tells the pull request its policy takes effect only after merge. Pure.

import type { Policy } from './policy.js';

/** The keys whose values differ (`severity.<code>` for each code), in the policy file's order of keys. */
export function changedKeys(base: Policy | undefined, head: Policy | undefined): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const out: string[] = [];
  if (!same(base?.files, head?.files)) out.push('files');
  const codes = new Set([...Object.keys(base?.severity ?? {}), ...Object.keys(head?.severity ?? {})]);
  for (const c of [...codes].sort()) {
    const key = c as keyof Policy['severity'];
    if (base?.severity[key] !== head?.severity[key]) out.push(`severity.${c}`);
  }
  if (!same(base?.overrides.length ? base.overrides : undefined, head?.overrides.length ? head.overrides : undefined))
    out.push('overrides');
  // A key left out means its default: writing the default down changes nothing.
  if ((base?.failLevel ?? 'error') !== (head?.failLevel ?? 'error')) out.push('fail-level');
  if ((base?.checkPaths ?? false) !== (head?.checkPaths ?? false)) out.push('check-paths');
  if ((base?.failOnDeprecated ?? false) !== (head?.failOnDeprecated ?? false)) out.push('fail-on-deprecated');
  if (!same(base?.suppressions ?? 'allowed', head?.suppressions ?? 'allowed')) out.push('suppressions');
  return out;
}
