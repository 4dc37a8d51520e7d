// Which policy judges the run. On a pull request or a merge group it is the policy file as it is
// at the base commit (policy-from: base), as GitHub takes CODEOWNERS from the base: the change
// under judgement cannot relax the rules that judge it. The base's file is read from the
// checkout's git objects when they hold the base, else through the contents API; when neither
// can answer the run stops with one line saying why and what fixes it, never falling back to the
// head's file. The head's file is still read: its own findings are reported on its lines, and
// what it would change is said, to take effect after merge.

import path from 'node:path';
import { plural } from '../config/basics.js';
import type { Finding, Severity } from '../config/findings.js';
import { changedKeys } from '../config/policy/changes.js';
import { policyPatterns } from '../config/policy/match.js';
import { applyLevels, type Policy } from '../config/policy/policy.js';
import { InputError, type Settings } from './settings.js';
import { BASED_EVENTS, baseCommit, type EventRead, type RunnerVars } from '../github/event.js';
import { fileAtCommitApi, type Log } from '../github/session.js';
import type { Counts } from '../report/counts.js';
import { code } from '../report/markdown.js';
import { repoAbove } from '../workspace/repo.js';
import { type LoadedPolicy, loadPolicy, parsePolicy } from '../workspace/policy-file.js';
import { filePolicy } from '../run/levels.js';
import { fullReadPart } from '../run/runtime.js';
import { fails } from '../run/verdict.js';
import { type AppliedPolicy, applyAt, applyPolicyFile, locatePolicy, missingPolicyFile } from './policy-inputs.js';

/** The policy that applies (`loaded.policy`), with the findings and lines of the checked-out file. */
export interface ChosenPolicy extends AppliedPolicy {
  /** What the verdict line adds about where the policy came from. */
  verdictNote: string;
  /** The lines for the log, the job summary and the pull request comment, once the run is checked. */
  review?: (findings: readonly Finding[], counts: Counts, failing: boolean) => string[];
}

/** The base's policy file, as the objects or the API gave it. */
type BaseRead = { kind: 'file'; bytes: Uint8Array; size: number } | { kind: 'absent' };

export async function choosePolicy(
  inputs: Settings,
  event: EventRead,
  env: RunnerVars,
  log: Log,
): Promise<ChosenPolicy> {
  const at = locatePolicy(inputs);
  if (inputs.policyFrom === 'head' || !BASED_EVENTS.includes(event.name) || !at)
    return { ...(await applyPolicyFile(inputs)), verdictNote: '' };
  const sha = baseCommit(event.name, event.ok ? event.payload : undefined);
  const fix = 'or set `policy-from: head` to take the checked-out policy file';
  if (!sha) {
    const why = event.ok ? `the ${event.name} payload has no base commit` : event.reason;
    throw new InputError(`policy-from: base: ${why}, so the base's policy file cannot be read; ${fix}`);
  }
  const read = await readAtBase(inputs, at.target, sha, env, log, fix);
  const head = await loadPolicy(inputs.workspace, at.target, at.shown, fullReadPart, at.policyRoot);
  if (read.kind === 'absent' && head === 'missing' && inputs.policyFileGiven)
    throw missingPolicyFile(inputs, `in the workspace (${inputs.workspace}) nor at the base commit ${sha}`);
  const base = read.kind === 'file' ? parsePolicy(at.shown, read.bytes, read.size, await fullReadPart()) : undefined;
  const policy = base?.policy;
  const shownSha = code(sha.slice(0, 12));
  const headLoaded = head === 'missing' ? undefined : head;
  const loaded: LoadedPolicy = {
    policy,
    findings: headLoaded?.findings ?? [],
    lines: headLoaded?.lines ?? new Map(),
    note: policy ? { file: at.shown, commit: sha, base: true, severity: policy.severity } : undefined,
  };
  // Said only when a policy file is somewhere: with none at either end the run is as it always was.
  let verdictNote = '';
  let source: string | undefined;
  if (read.kind === 'absent' && headLoaded) {
    verdictNote = `; the base commit has no policy file ${at.shown}, so the defaults apply`;
    source = `Policy: none at the base commit ${shownSha} (no ${code(at.shown)} there), so the defaults apply.`;
  } else if (base && !policy) {
    verdictNote = `; the base's policy file ${at.shown} has errors, so the defaults apply`;
    source = `Policy: ${code(at.shown)} at the base commit ${shownSha} has errors, so it was not applied and the defaults apply; fix it on the base branch.`;
  }
  const applied = applyAt(inputs, at, loaded);
  const review = (findings: readonly Finding[], counts: Counts, failing: boolean): string[] => {
    const lines = source ? [source] : [];
    const change = headChange(inputs, at.shown, base, headLoaded, applied.policyPath);
    if (change) lines.push(change.say(findings, counts, failing));
    return lines;
  };
  return { ...applied, verdictNote, review };
}

/** The base's file: from the checkout's objects when they hold the base, else from the API. */
async function readAtBase(
  inputs: Settings,
  target: string,
  sha: string,
  env: RunnerVars,
  log: Log,
  fix: string,
): Promise<BaseRead> {
  const repo = repoAbove(path.dirname(target));
  const rel = path
    .relative(repo?.root ?? inputs.workspace, target)
    .split(path.sep)
    .join('/');
  const cannot = `the policy file ${rel} cannot be read at the base commit ${sha} (policy-from: base)`;
  let why = 'the workspace is no git checkout';
  if (repo) {
    // A chunk of its own (zlib and the pack reader): only pull requests and merge groups need it.
    const { fileAtCommit } = await import('../workspace/git-objects.js');
    const local = fileAtCommit(repo, sha, rel);
    if (local.kind === 'file') return { kind: 'file', bytes: local.bytes, size: local.bytes.length };
    if (local.kind === 'absent') return local;
    if (local.kind === 'not-a-file')
      throw new InputError(`${cannot}: it is ${local.what} there; commit the policy file itself, ${fix}`);
    why = local.reason;
  }
  log.debug(`policy-from: base: ${why}; asking the API for ${rel} at ${sha}`);
  if (!inputs.token)
    throw new InputError(
      `${cannot}: ${why} and input "github-token" is empty; leave github-token at its default (\${{ github.token }}) with \`permissions: contents: read\`, fetch the base commit (actions/checkout with fetch-depth: 0), ${fix}`,
    );
  try {
    const got = await fileAtCommitApi(inputs.token, env, { path: rel, ref: sha }, log);
    if (got.kind === 'not-a-file')
      throw new InputError(`${cannot}: it is ${got.what} there; commit the policy file itself, ${fix}`);
    return got;
  } catch (error) {
    if (error instanceof InputError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new InputError(`${cannot}: ${message}; ${fix}`);
  }
}

interface HeadChange {
  say(findings: readonly Finding[], counts: Counts, failing: boolean): string;
}

/** What the pull request does to the policy file, when it changes what the file says. */
function headChange(
  inputs: Settings,
  shown: string,
  baseFile: LoadedPolicy | undefined,
  head: LoadedPolicy | undefined,
  /** A workspace file's path from the policy's root. */
  rel: (file: string) => string,
): HeadChange | undefined {
  const file = code(shown);
  const base = baseFile?.policy;
  const after = 'it takes effect after merge';
  if (head && !head.policy)
    return {
      say: () =>
        `This pull request changes the policy file ${file}, and its version has errors (reported on its lines); the base's ${base ? 'policy' : 'defaults'} judged this run.`,
    };
  const next = head?.policy;
  const keys = changedKeys(base, next);
  if (!next && !baseFile) return undefined;
  if (next && base && keys.length === 0) return undefined;
  const what = !next
    ? `removes the policy file ${file}`
    : !baseFile
      ? `adds the policy file ${file}`
      : !base
        ? `fixes the policy file ${file}`
        : `changes the policy file ${file} (${keys.map(code).join(', ')})`;
  return {
    say: (findings, counts, failing) => {
      const effect = headEffect(inputs, shown, next, findings, counts, rel);
      const failLevel = inputs.failLevel ?? next?.failLevel ?? 'error';
      const headFails = fails(effect.counts, failLevel, 0);
      const parts = [...effect.parts];
      if (headFails !== failing) parts.push(headFails ? 'fail the run' : 'pass the run');
      const would = parts.length
        ? `this pull request's policy would ${join(parts)}`
        : "this pull request's policy would change no finding of this run";
      return `This pull request ${what}; the base's ${base ? 'policy' : 'defaults'} judged this run: ${would}; ${after}.`;
    },
  };
}

/** The findings of this run under the head's policy: how many it would silence or re-level. */
function headEffect(
  inputs: Settings,
  shown: string,
  head: Policy | undefined,
  findings: readonly Finding[],
  counts: Counts,
  rel: (file: string) => string,
): { parts: string[]; counts: Counts } {
  const selects = inputs.given.files ? undefined : policyPatterns(head?.files ?? inputs.patterns);
  const silenced: Record<Severity, number> = { error: 0, warning: 0 };
  const moved: Record<Severity, number> = { error: 0, warning: 0 };
  for (const f of findings) {
    if (f.file === shown) continue;
    // The finding as the checker gave it, before the base's levels.
    const { defaultSeverity, ...rest } = f;
    const own = { ...rest, severity: defaultSeverity ?? f.severity };
    const leveled = selects && !selects(rel(f.file)) ? [] : applyLevels([own], filePolicy(head, rel(f.file)));
    if (leveled.length === 0) silenced[f.severity]++;
    else if (leveled[0]!.severity !== f.severity) moved[f.severity]++;
  }
  const parts: string[] = [];
  const both = (n: Record<Severity, number>) =>
    [n.error && plural(n.error, 'error'), n.warning && plural(n.warning, 'warning')].filter(Boolean).join(' and ');
  if (silenced.error + silenced.warning) parts.push(`silence ${both(silenced)}`);
  if (moved.error)
    parts.push(`turn ${plural(moved.error, 'error')} into ${moved.error === 1 ? 'a warning' : 'warnings'}`);
  if (moved.warning)
    parts.push(`turn ${plural(moved.warning, 'warning')} into ${moved.warning === 1 ? 'an error' : 'errors'}`);
  const errors = counts.errors - silenced.error - moved.error + moved.warning;
  const warnings = counts.warnings - silenced.warning - moved.warning + moved.error;
  return { parts, counts: { ...counts, errors, warnings } };
}

function join(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
