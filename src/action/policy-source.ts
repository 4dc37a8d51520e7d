// Which policy judges the run. On a pull request or a merge group it is the policy file as it is
// at the base commit (policy-from: base), as GitHub takes CODEOWNERS from the base: the change
// under judgement cannot relax the rules that judge it. The base's file is read from the
// checkout's git objects when they hold the base, else through the contents API; when neither
// can answer the run stops with one line saying why and what fixes it, never falling back to the
// head's file. The head's file is still read: its own findings are reported on its lines, and
// what it would change is said, to take effect after merge.

import fs from 'node:fs';
import path from 'node:path';
import { asError, plural } from '../config/basics.js';
import { type Code, CODES, type Finding, type Severity } from '../config/findings.js';
import { type Ignore, readIgnores, type Suppressed } from '../config/fix/suppress.js';
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
import { gitAt } from '../workspace/repo.js';
import { type AppliedPolicy, applyAt, applyPolicyFile, locatePolicy, missingPolicyFile } from './policy-inputs.js';

/** The policy that applies (`loaded.policy`), with the findings and lines of the checked-out file. */
export interface ChosenPolicy extends AppliedPolicy {
  /** What the verdict line adds about where the policy came from. */
  verdictNote: string;
  /** The lines for the log, the job summary and the pull request comment, once the run is checked. */
  review?: (
    findings: readonly Finding[],
    counts: Counts,
    failing: boolean,
    suppressed: readonly Suppressed[],
  ) => Promise<string[]>;
  /** The base the run was judged against, for the job summary and the pull request comment. */
  judged?: string;
}

/** The finding a comment the policy does not allow gets. */
const REFUSAL: Code = 'suppression-not-allowed';

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
  if (!BASED_EVENTS.includes(event.name)) return { ...(await applyPolicyFile(inputs)), verdictNote: '' };
  // A chunk of its own (git, the API's base reads): only pull requests and merge groups load it.
  const { baseOf, changedBy, checkoutOf, lazyApi, linkOnPath, readAtBase } = await import('./base-read.js');
  const api = lazyApi(inputs.token, env, log);
  const group = event.name === 'merge_group';
  const subject = group ? 'This merge group' : 'This pull request';
  /** The policy file as checked out judges: what the change touches is still said (no route around the notice). */
  const asCheckedOut = async (why: string, policyRel: string | undefined): Promise<ChosenPolicy> => {
    const applied = await applyPolicyFile(inputs);
    const review = async (): Promise<string[]> => {
      const checkout = { root: inputs.workspace, repo: gitAt(inputs.workspace), rel: '' };
      let changed: { files: string[] } | { reason: string };
      try {
        const base = await baseOf(event, env, checkout, api, gitEnv, log, (reason) => new Error(reason));
        changed = await changedBy(event.name, base, api);
      } catch (error) {
        changed = { reason: asError(error).message };
      }
      if ('reason' in changed)
        return [
          unlisted(
            inputs,
            subject,
            changed.reason,
            policyRel === undefined ? 'a workflow' : 'the policy file or a workflow',
          ),
        ];
      const lines: string[] = [];
      if (policyRel !== undefined && at && changed.files.includes(policyRel))
        lines.push(
          `${subject} changes the policy file ${code(at.shown)}, and ${why}, so its own version judged this run.`,
        );
      const workflows = changed.files.filter((f) => f.startsWith('.github/workflows/'));
      if (workflows.length > 0) lines.push(workflowLine(event.name, subject, workflows));
      return lines;
    };
    return { ...applied, verdictNote: '', review };
  };
  if (inputs.policyFrom === 'head' || !at) {
    const rel = at ? checkoutOf(inputs.workspace, at)?.rel : undefined;
    return asCheckedOut(
      `input ${code('policy-from')} is ${code('head')}`,
      inputs.policyFrom === 'head' ? rel : undefined,
    );
  }
  const linked = linkOnPath(inputs.workspace, at);
  if (linked) throw linked;
  const checkout = checkoutOf(inputs.workspace, at);
  if (!checkout) {
    // Several checkouts side by side, the policy file beside them: no one repository's base
    // speaks for all, so the file (or its absence) is taken as on push.
    log.debug(`policy-from: base: ${at.shown} is in no checkout of the workspace, so it is read as checked out`);
    return asCheckedOut('', undefined);
  }
  const base = await baseOf(event, env, checkout, api, gitEnv, log);
  const { sha } = base;
  const read = await readAtBase(checkout, sha, api, gitEnv);
  const head = await loadPolicy(inputs.workspace, at.target, at.shown, fullReadPart, at.policyRoot);
  if (read.kind === 'absent' && head === 'missing' && inputs.policyFileGiven)
    throw missingPolicyFile(inputs, `in the workspace (${inputs.workspace}) nor at the base commit ${sha}`);
  const baseFile =
    read.kind === 'file' ? await parsePolicy(at.shown, read.bytes, read.size, await fullReadPart()) : undefined;
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
  const review = async (
    findings: readonly Finding[],
    counts: Counts,
    failing: boolean,
    suppressed: readonly Suppressed[],
  ): Promise<string[]> => {
    const lines = source ? [source] : [];
    const headSays = headChange(inputs, subject, at.shown, baseFile, headLoaded, applied.policyPath);
    // Read only when the head's file says something of its own.
    const comments = headSays ? await commentsIn(inputs.workspace, findings, suppressed) : new Map();
    const change = () => headSays?.say({ findings, suppressed, comments, counts, failing });
    // A merge group's head is checked out and holds the group's change alone: its file against
    // the base's is the group's own diff, said even when the group's files cannot be listed.
    const said = group ? change() : undefined;
    if (said) lines.push(said);
    // Asked only now: a run refused before its check asks nothing more. A merge group's files
    // are its base_sha against its head_sha, as a pull request's are its base against its merge.
    const changed = await changedBy(event.name, base, api);
    if ('reason' in changed) {
      lines.push(unlisted(inputs, subject, changed.reason, group ? 'a workflow' : 'the policy file or a workflow'));
      return lines;
    }
    if (changed.files.includes(checkout.rel) && !said)
      lines.push(
        (group ? undefined : change()) ??
          `${subject} changes the policy file ${code(at.shown)}, but none of its keys; the base's policy judged this run.`,
      );
    const workflows = changed.files.filter((f) => f.startsWith('.github/workflows/'));
    if (workflows.length > 0) lines.push(workflowLine(event.name, subject, workflows));
    return lines;
  };
  return { ...applied, verdictNote, review, judged };
}

/** The line that says the change's files could not be listed, and so what is not said. */
function unlisted(inputs: Settings, subject: string, reason: string, what: string): string {
  const why = inputs.token ? prose(reason) : `input ${code('github-token')} is empty`;
  return `Which files ${subject.toLowerCase()} changes could not be listed (${why}), so whether it changes ${what} is not said.`;
}

/** What a change to a workflow means for the verdict: GitHub lets no action hold it. */
function workflowLine(eventName: string, subject: string, files: readonly string[]): string {
  const named = files.slice(0, NAMED).map(code);
  const more = files.length > NAMED ? ` and ${files.length - NAMED} more` : '';
  const which = `${files.length === 1 ? 'the workflow' : 'the workflows'} ${join(named)}${more}`;
  const now =
    eventName === 'pull_request'
      ? "on pull_request the workflows that run are the pull request's own, so this change can alter or skip this check"
      : eventName === 'merge_group'
        ? "on merge_group the workflows that run are the group's own (its head commit's), so this change can alter or skip this check"
        : "the workflows that ran are the base's, and the change takes effect after merge";
  return `${subject} changes ${which}: ${now}; the verdict is only as strong as the review of that change (a code owner's review of \`.github/\`, or an organization ruleset's required workflow, makes it binding).`;
}

/** What the run found, for what the head's policy would make of it. */
interface RunSeen {
  findings: readonly Finding[];
  /** The findings the base's policy let a suppression comment silence. */
  suppressed: readonly Suppressed[];
  /** The suppression comments of the files where a comment silenced or was refused something. */
  comments: ReadonlyMap<string, readonly Ignore[]>;
  counts: Counts;
  failing: boolean;
}

interface HeadChange {
  say(run: RunSeen): string;
}

/**
 * The suppression comments of the files whose findings a comment silenced, or where the base's
 * policy refused one: only there can the head's `suppressions` change what stands (elsewhere
 * every comment the base allowed found nothing to silence, and the base refused none).
 */
async function commentsIn(
  workspace: string,
  findings: readonly Finding[],
  suppressed: readonly Suppressed[],
): Promise<Map<string, Ignore[]>> {
  const files = new Set([
    ...suppressed.map((s) => s.finding.file),
    ...findings.filter((f) => f.code === REFUSAL).map((f) => f.file),
  ]);
  const out = new Map<string, Ignore[]>();
  if (files.size === 0) return out;
  const fullRead = await fullReadPart();
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(path.resolve(workspace, file), 'utf8');
    } catch {
      continue; // read a moment ago by the check; gone now, it changes nothing said here
    }
    out.set(file, readIgnores(text, () => fullRead).ignores);
  }
  return out;
}

/** What the pull request does to the policy file, when it changes what the file says. */
function headChange(
  inputs: Settings,
  /** "This pull request" or "This merge group". */
  subject: string,
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
        `${subject} changes the policy file ${file}, and its version has errors (reported on its lines); the base's ${base ? 'policy' : 'defaults'} judged this run.`,
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
    say: (run) => {
      const effect = headEffect(inputs, shown, next, run, rel);
      const failLevel = inputs.failLevel ?? next?.failLevel ?? 'error';
      const headFails = fails(effect.counts, failLevel, 0);
      const parts = [...effect.parts];
      if (headFails !== run.failing) parts.push(headFails ? 'fail the run' : 'pass the run');
      const own = `${subject.toLowerCase()}'s policy`;
      const would = parts.length ? `${own} would ${join(parts)}` : `${own} would change no finding of this run`;
      return `${subject} ${what}; the base's ${base ? 'policy' : 'defaults'} judged this run: ${would}; ${after}.`;
    },
  };
}

/**
 * The findings of this run under the head's policy: how many it would silence or re-level, and
 * how many its `suppressions` would let a comment silence, or make stand where the base's let a
 * comment silence them.
 */
function headEffect(
  inputs: Settings,
  shown: string,
  head: Policy | undefined,
  run: RunSeen,
  rel: (file: string) => string,
): { parts: string[]; counts: Counts } {
  const selects = inputs.given.files ? undefined : policyPatterns(head?.files ?? inputs.patterns);
  const rule = head?.suppressions ?? 'allowed';
  // As applyIgnores asks: may a comment name the code, and does naming it silence the finding.
  const allows = (c: string) => rule === 'allowed' || (rule !== 'none' && (rule as readonly string[]).includes(c));
  const silences = (c: Code) => !CODES[c].notSuppressible && allows(c);
  const zero = (): Record<Severity, number> => ({ error: 0, warning: 0 });
  const silenced = zero();
  const moved = zero();
  const commented = zero();
  const stands = zero();
  const refused = zero();
  const underHead = (f: Finding): Finding | undefined => {
    // The finding as the checker gave it, before the base's levels.
    const { defaultSeverity, ...rest } = f;
    const own = { ...rest, severity: defaultSeverity ?? f.severity };
    return selects && !selects(rel(f.file)) ? undefined : applyLevels([own], filePolicy(head, rel(f.file)))[0];
  };
  // The level of the head's refusal of a comment in a file (applyIgnores makes the finding).
  const refusalLevel = (file: string): Severity | undefined => {
    if (selects && !selects(rel(file))) return undefined;
    const level = filePolicy(head, rel(file))?.levels[REFUSAL];
    return level === 'off' ? undefined : (level ?? CODES[REFUSAL].severity);
  };
  const named = (f: Finding) =>
    (run.comments.get(f.file) ?? []).some((i) => i.target === f.line && i.codes.includes(f.code));
  const all = [
    ...run.findings.map((f) => ({ f, was: false })),
    ...run.suppressed.map((s) => ({ f: s.finding, was: true })),
  ];
  for (const { f, was } of all) {
    if (f.file === shown) continue;
    // The base's refusals of comments are counted again below, as the head would refuse them.
    if (f.code === REFUSAL) {
      refused[f.severity]--;
      continue;
    }
    const leveled = underHead(f);
    if (!leveled) {
      if (!was) silenced[f.severity]++;
      continue;
    }
    const now = named(f) && silences(f.code);
    if (was && !now) stands[leveled.severity]++;
    else if (!was && now) commented[f.severity]++;
    else if (!was && leveled.severity !== f.severity) moved[f.severity]++;
  }
  if (rule !== 'allowed')
    for (const [file, ignores] of run.comments)
      for (const i of ignores) {
        if (!i.codes.some((c) => Object.hasOwn(CODES, c) && !allows(c))) continue;
        const level = refusalLevel(file);
        if (level) refused[level]++;
      }
  const parts: string[] = [];
  const both = (n: Record<Severity, number>) =>
    [n.error && plural(n.error, 'error'), n.warning && plural(n.warning, 'warning')].filter(Boolean).join(' and ');
  if (silenced.error + silenced.warning) parts.push(`silence ${both(silenced)}`);
  if (moved.error)
    parts.push(`turn ${plural(moved.error, 'error')} into ${moved.error === 1 ? 'a warning' : 'warnings'}`);
  if (moved.warning)
    parts.push(`turn ${plural(moved.warning, 'warning')} into ${moved.warning === 1 ? 'an error' : 'errors'}`);
  if (commented.error + commented.warning) parts.push(`let suppression comments silence ${both(commented)}`);
  if (stands.error + stands.warning) parts.push(`make ${both(stands)} that suppression comments silence stand`);
  const errors =
    run.counts.errors - silenced.error - moved.error + moved.warning - commented.error + stands.error + refused.error;
  const warnings =
    run.counts.warnings -
    silenced.warning -
    moved.warning +
    moved.error -
    commented.warning +
    stands.warning +
    refused.warning;
  const suppressed = run.counts.suppressed + commented.error + commented.warning - stands.error - stands.warning;
  return { parts, counts: { ...run.counts, errors, warnings, suppressed } };
}

function join(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
