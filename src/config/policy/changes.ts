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
  if (!same(base?.failLevel, head?.failLevel)) out.push('fail-level');
  if (!same(base?.checkPaths, head?.checkPaths)) out.push('check-paths');
  if (!same(base?.failOnDeprecated, head?.failOnDeprecated)) out.push('fail-on-deprecated');
  return out;
}
