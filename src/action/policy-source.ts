// Which policy judges the run. On a pull request or a merge group it is the policy file as it is
// at the base commit (policy-from: base), as GitHub takes CODEOWNERS from the base: the change
// under judgement cannot relax the rules that judge it. The base's file is read from the
// checkout's git objects when they hold the base, else through the contents API; when neither
// can answer the run stops with one line saying why and what fixes it, never falling back to the
// head's file. The head's file is still read: its own findings are reported on its lines, and
// what it would change is said, to take effect after merge.

import { plural } from '../config/basics.js';
import type { Finding, Severity } from '../config/findings.js';
import { changedKeys } from '../config/policy/changes.js';
import { policyPatterns } from '../config/policy/match.js';
import { applyLevels, type Policy } from '../config/policy/policy.js';
import type { Settings } from './settings.js';
import { BASED_EVENTS, type EventRead, type RunnerVars } from '../github/event.js';
import type { Log } from '../github/session.js';
import type { Counts } from '../report/counts.js';
import { code, prose } from '../report/markdown.js';
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
  review?: (findings: readonly Finding[], counts: Counts, failing: boolean) => Promise<string[]>;
  /** The base the run was judged against, for the job summary and the pull request comment. */
  judged?: string;
}

/** The most workflow files one line names. */
const NAMED = 5;

export async function choosePolicy(
  inputs: Settings,
  event: EventRead,
  env: RunnerVars,
  log: Log,
  /** The process's environment, for git (whose own variables are dropped). */
  gitEnv: Readonly<Record<string, string | undefined>>,
): Promise<ChosenPolicy> {
  const at = locatePolicy(inputs);
  if (inputs.policyFrom === 'head' || !BASED_EVENTS.includes(event.name) || !at)
    return { ...(await applyPolicyFile(inputs)), verdictNote: '' };
  // A chunk of its own (git, the API's base reads): only pull requests and merge groups load it.
  const { baseOf, changedBy, checkoutOf, lazyApi, linkOnPath, readAtBase } = await import('./base-read.js');
  const linked = linkOnPath(inputs.workspace, at);
  if (linked) throw linked;
  const checkout = checkoutOf(inputs.workspace, at);
  if (!checkout) {
    // Several checkouts side by side, the policy file beside them: no one repository's base
    // speaks for all, so the file (or its absence) is taken as on push.
    log.debug(`policy-from: base: ${at.shown} is in no checkout of the workspace, so it is read as checked out`);
    return { ...(await applyPolicyFile(inputs)), verdictNote: '' };
  }
  const api = lazyApi(inputs.token, env, log);
  const base = await baseOf(event, env, checkout, api, gitEnv, log);
  const { sha } = base;
  const read = await readAtBase(checkout, sha, api, gitEnv);
  const head = await loadPolicy(inputs.workspace, at.target, at.shown, fullReadPart, at.policyRoot);
  if (read.kind === 'absent' && head === 'missing' && inputs.policyFileGiven)
    throw missingPolicyFile(inputs, `in the workspace (${inputs.workspace}) nor at the base commit ${sha}`);
  const baseFile =
    read.kind === 'file' ? parsePolicy(at.shown, read.bytes, read.size, await fullReadPart()) : undefined;
  const policy = baseFile?.policy;
  const shownSha = code(sha.slice(0, 12));
  const headLoaded = head === 'missing' ? undefined : head;
  const loaded: LoadedPolicy = {
    policy,
    findings: headLoaded?.findings ?? [],
    lines: headLoaded?.lines ?? new Map(),
    note: policy ? { file: at.shown, commit: sha, base: true, severity: policy.severity } : undefined,
  };
  let verdictNote = '';
  let source: string | undefined;
  if (read.kind === 'absent' && headLoaded) {
    verdictNote = `; the base commit has no policy file ${at.shown}, so the defaults apply`;
    source = `Policy: none at the base commit ${shownSha} (no ${code(at.shown)} there), so the defaults apply.`;
  } else if (baseFile && !policy) {
    verdictNote = `; the base's policy file ${at.shown} has errors, so the defaults apply`;
    source = `Policy: ${code(at.shown)} at the base commit ${shownSha} has errors, so it was not applied and the defaults apply; fix it on the base branch.`;
  }
  const branch = base.branch ? ` ${code(base.branch)}` : '';
  const judged = `Judged against the base: the branch${branch} at ${shownSha} (${prose(base.how)}).`;
  const applied = applyAt(inputs, at, loaded);
  const review = async (findings: readonly Finding[], counts: Counts, failing: boolean): Promise<string[]> => {
    const lines = source ? [source] : [];
    const change = () =>
      headChange(inputs, at.shown, baseFile, headLoaded, applied.policyPath)?.say(findings, counts, failing);
    // A merge group's head is checked out and holds the group's change alone: its file against
    // the base's is the group's own diff.
    if (event.name === 'merge_group') {
      const said = change();
      return said ? [...lines, said] : lines;
    }
    // Asked only now: a run refused before its check asks nothing more.
    const changed = await changedBy(event.name, base, api);
    if ('reason' in changed) {
      const why = inputs.token ? prose(changed.reason) : `input ${code('github-token')} is empty`;
      lines.push(
        `Which files this pull request changes could not be listed (${why}), so whether it changes the policy file or a workflow is not said.`,
      );
      return lines;
    }
    if (changed.files.includes(checkout.rel))
      lines.push(
        change() ??
          `This pull request changes the policy file ${code(at.shown)}, but none of its keys; the base's policy judged this run.`,
      );
    const workflows = changed.files.filter((f) => f.startsWith('.github/workflows/'));
    if (workflows.length > 0) lines.push(workflowLine(event.name, workflows));
    return lines;
  };
  return { ...applied, verdictNote, review, judged };
}

/** What a change to a workflow means for the verdict: GitHub lets no action hold it. */
function workflowLine(eventName: string, files: readonly string[]): string {
  const named = files.slice(0, NAMED).map(code);
  const more = files.length > NAMED ? ` and ${files.length - NAMED} more` : '';
  const which = `${files.length === 1 ? 'the workflow' : 'the workflows'} ${join(named)}${more}`;
  const now =
    eventName === 'pull_request'
      ? "on pull_request the workflows that run are the pull request's own, so this change can alter or skip this check"
      : "the workflows that ran are the base's, and the change takes effect after merge";
  return `This pull request changes ${which}: ${now}; the verdict is only as strong as the review of that change (a code owner's review of \`.github/\`, or an organization ruleset's required workflow, makes it binding).`;
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
