// The action: settings → the run → reports → outputs and exit status, in that order. The only
// place, with the command line, that decides an exit status. A crash fails the step with one
// clear line; its stack goes to debug output only.

import path from 'node:path';
import { type Runner, speaker } from './actions-core.js';
import { findFiles, type Search } from '../workspace/files.js';
import { slashed } from '../workspace/repo-path.js';
import { PatternError } from '../config/globs.js';
import { annotate, capNotice, findingLine } from '../report/annotations.js';
import { renderJsonReport } from '../report/json.js';
import { gzipSizer, writeFileMakingDirs } from '../workspace/write-file.js';
import { renderNoMatchSummary, summaryOf } from '../report/summary.js';
import { policyLines } from '../report/policy-lines.js';
import { connect, type Session } from '../github/session.js';
import { checkRunSha, pick, readEvent } from '../github/event.js';
import type { Finding } from '../config/findings.js';
import { RepoPaths, targetCheckoutError } from '../workspace/repo.js';
import { prose } from '../report/markdown.js';
import { InputError, readSettings } from './settings.js';
import { runnerVars } from './runner-vars.js';
import type { Counts } from '../report/counts.js';
import { choosePolicy } from './policy-source.js';
import { type FilesKnown, runChecks } from '../run/run.js';
import { VERSION } from '../version.js';
import { asError, plural } from '../config/basics.js';

/**
 * `workerEntry`: the script worker threads run (the bundle); without it, no threads. `runner`:
 * how to talk to the runner; without it, @actions/core's public API, which a tool that runs the
 * action from its source (@github/local-action calls `run()`) replaces to show what it says.
 */
export async function run(env: NodeJS.ProcessEnv = process.env, workerEntry?: URL, runner?: Runner): Promise<void> {
  // A name the bundler does not follow: the bundle always passes its runner, and @actions/core's
  // entry would add a chunk it never loads.
  const publicApi = '@actions/core';
  const core = speaker(runner ?? ((await import(publicApi)) as typeof import('@actions/core')));
  try {
    await runChecked(env, workerEntry, core);
  } catch (error) {
    if (error instanceof InputError || error instanceof PatternError) {
      core.setFailed(error.message);
      return;
    }
    const e = asError(error);
    core.debug(e.stack ?? e.message);
    core.setFailed(
      `component-config-check stopped on an internal error: ${e.message}. This is a bug; please report it with this log (rerun with debug logging for the stack)`,
    );
  }
}

async function runChecked(env: NodeJS.ProcessEnv, workerEntry: URL | undefined, core: Runner): Promise<void> {
  const inputs = readSettings(env, process.cwd());
  // First of all: from here on the runner hides the token wherever it would appear.
  // (An empty one masks nothing: a tool that masks what it is given would mask every character.)
  if (inputs.token) core.setSecret(inputs.token);
  const vars = runnerVars(env);
  const event = readEvent(vars);
  const chosen = await choosePolicy(inputs, event, vars, core, env);
  const { settings, loaded, failLevel, policyRoot, policyPath: fromPolicyRoot } = chosen;
  const policy = loaded?.policy;
  const repoPaths = new RepoPaths(settings.workspace);
  const onPullRequest = settings.suggestions || settings.prComment !== 'off';
  let github: Session | undefined;
  // A change to the policy file can change any config's verdict: it selects every config.
  const policyPath = settings.policyFile
    ? slashed(path.relative(settings.workspace, path.resolve(settings.workspace, settings.policyFile)))
    : undefined;
  const also = policyPath && !policyPath.startsWith('..') ? [policyPath] : [];

  const ran = await runChecks({
    workspace: settings.workspace,
    search: (onFile) => findFiles(settings.workspace, settings.patterns, onFile ? { onFile } : {}),
    failOnDeprecated: settings.failOnDeprecated,
    checkPaths: settings.checkPaths,
    loaded,
    failLevel,
    policyRoot,
    fromRoot: fromPolicyRoot,
    workerEntry,
    onPlan: (files, threads) => core.debug(`checking ${files} files on ${plural(threads, 'thread')}`),
    onInternalError: (file, e) => core.debug(`${file}: ${e.stack ?? e.message}`),
    vet: (search) => (event.name === 'pull_request_target' ? wrongCheckout(event, search, repoPaths) : undefined),
    ...(settings.onlyChanged
      ? {
          select: async (files: string[], { known, pointsAt }: FilesKnown) => {
            github ??= await connect(settings, vars, core);
            return github
              ? await github.onlyChanged(files, (file) =>
                  repoPaths.watched(file, { real: known.get(file), pointsAt: pointsAt?.get(file), also }),
                )
              : files;
          },
        }
      : {}),
  });
  if ('stopped' in ran) {
    // Nothing is posted: a check run or comment for the head would speak of files not read.
    await writeSummary(env, core, () => `### ❌ ${prose(settings.checkName)}: not checked\n\n${prose(ran.stopped)}\n`);
    core.setFailed(ran.stopped);
    return;
  }
  const { checked, outcome } = ran;
  const { counts, failing } = outcome;
  const { findings, entries, suppressed, lines } = checked;
  // Where the policy came from, what the change's own policy would do, and which workflows it
  // changes: in the log and the summary whatever else the run does, a run of no file included.
  const reviewed = (await chosen.review?.(findings, counts, failing, suppressed)) ?? [];
  for (const line of reviewed) core.notice(line);
  if (chosen.judged) core.info(chosen.judged);
  const policied = [
    ...(chosen.judged ? [chosen.judged] : []),
    ...policyLines(loaded?.note, findings, failLevel),
    ...reviewed,
  ];
  const notesOf = (lines: readonly string[]) => (lines.length ? `\n${lines.join('\n\n')}\n` : '');

  if (ran.search.files.length === 0) {
    // A run of no file: what the search met still counts (and fails the step when it is an error).
    const noMatch = settings.ifNoFilesFound === 'error';
    const from = inputs.given.files || !policy?.files ? 'input "files"' : `"files" of the policy file ${policy.file}`;
    const message = `no files match ${from} (${settings.patterns.join(', ')}) under ${settings.workspace}; check the patterns${noMatch ? ', or set if-no-files-found to warn or ignore if no match is fine' : ''}`;
    annotate(findings, core);
    await writeSummary(
      env,
      core,
      () => renderNoMatchSummary(settings.patterns, settings.workspace, noMatch) + notesOf(policied),
    );
    setOutputs(core, counts, undefined);
    if (failing) core.setFailed(outcome.verdict + chosen.verdictNote);
    if (noMatch) core.setFailed(message);
    else if (settings.ifNoFilesFound === 'warn') core.warning(message);
    else core.info(message);
    return;
  }

  if (!github && (settings.checkRun || onPullRequest)) github = await connect(settings, vars, core);
  // On a pull request GITHUB_SHA is the test merge commit, replaced at every push: links go to the head.
  const links = {
    serverUrl: env['GITHUB_SERVER_URL'],
    repository: env['GITHUB_REPOSITORY'],
    sha: checkRunSha(event.name, event.ok ? event.payload : undefined, vars),
    place: (file: string) => repoPaths.place(file),
  };
  // GitHub places annotations and SARIF results by their path from the repository's root.
  const placed = findings.map((f) => placeFinding(repoPaths, f));

  // Silenced on purpose: in the log, the summary's count and the JSON report, never annotated.
  for (const s of suppressed) core.info(`suppressed by line ${s.suppression.line}: ${findingLine(s.finding)}`);
  let summary: ReturnType<typeof summaryOf> | undefined;
  const summaryNow = () =>
    (summary ??= summaryOf(counts, findings, links, {
      failing,
      sources: lines,
      suppressed,
      ...(settings.reportFile ? { reportFile: settings.reportFile } : {}),
    }));
  const report = {
    counts,
    findings,
    placed,
    links,
    summary: () => summaryNow().text + notesOf(policied),
    failing,
    lines,
    suppressed,
    ...(policied.length ? { notes: policied } : {}),
  };
  const published = settings.checkRun && github ? await github.publishCheckRun(report) : false;
  // Suggestions and the summary comment on the pull request; their lines go into the job summary.
  const prNotes = onPullRequest && github ? await github.writePullRequestFeedback(report) : [];
  // A published check run carries the annotations; the log still gets every finding.
  if (published) for (const f of findings) core.info(findingLine(f));
  else {
    annotate(placed, core);
    // The job summary stops at its size limit: the notice names it only when it holds them all.
    const inSummary = env['GITHUB_STEP_SUMMARY'] ? summaryNow().shown : undefined;
    const notice = capNotice(findings, !settings.checkRun, { inSummary, reportFile: settings.reportFile });
    if (notice) core.notice(notice);
  }

  // Files the user asked for: a failure to write one fails the step, after everything else.
  const unwritten: string[] = [];
  const writeRequested = (inputName: string, target: string | undefined, render: () => string) => {
    if (!target) return;
    try {
      writeFileMakingDirs(target, render());
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code ?? asError(error).message;
      unwritten.push(
        `input "${inputName}": ${target} could not be written (${why}); choose a writable path, such as one under the workspace or RUNNER_TEMP`,
      );
    }
  };
  writeRequested('report-file', settings.reportFile, () =>
    renderJsonReport(counts, entries, findings, suppressed, loaded?.note),
  );
  // SARIF is a chunk of its own: only a run that asks for the file loads it.
  const sarifPart = settings.sarifFile ? await import('../report/sarif.js') : undefined;
  const gzipSize = sarifPart ? await gzipSizer() : undefined;
  if (sarifPart && gzipSize)
    writeRequested('sarif-file', settings.sarifFile, () => {
      const sarif = sarifPart.sarifReport(
        placed,
        VERSION,
        suppressed.map((x) => ({ ...x, finding: placeFinding(repoPaths, x.finding) })),
        loaded?.note,
        { ...sarifPart.SARIF_LIMITS, size: gzipSize },
      );
      const cut = sarifPart.sarifNotice(sarif, `written to ${settings.sarifFile}`, 'every finding is in the log above');
      if (cut) core.notice(cut);
      return sarif.text;
    });

  await writeSummary(env, core, () => report.summary() + notesOf(prNotes));
  setOutputs(core, counts, settings.reportFile && !unwritten.length ? settings.reportFile : undefined);
  for (const line of unwritten) core.setFailed(line);
  const verdict = outcome.verdict + chosen.verdictNote;
  if (failing) core.setFailed(verdict);
  else core.info(verdict);
}

/** Why a pull_request_target run must not check the workspace: it is not the pull request's head. */
function wrongCheckout(event: ReturnType<typeof readEvent>, search: Search, repoPaths: RepoPaths): string | undefined {
  const head = pick(event.ok ? event.payload : undefined, 'pull_request', 'head', 'sha');
  return targetCheckoutError(
    typeof head === 'string' && /^[0-9a-f]{40,64}$/i.test(head) ? head : undefined,
    event.ok ? 'the event payload has no pull_request.head.sha' : event.reason,
    search.files,
    repoPaths,
  );
}

function placeFinding(paths: RepoPaths, f: Finding): Finding {
  const file = paths.place(f.file);
  return file === f.file ? f : { ...f, file };
}

async function writeSummary(env: NodeJS.ProcessEnv, core: Runner, render: () => string): Promise<void> {
  if (!env['GITHUB_STEP_SUMMARY']) return;
  try {
    await core.summary.addRaw(render()).write();
  } catch (error) {
    // The verdict does not depend on the summary: say so and go on.
    core.warning(`the job summary could not be written (${asError(error).message}); the findings are in the log above`);
  }
}

function setOutputs(core: Runner, counts: Counts, reportFile: string | undefined): void {
  try {
    core.setOutput('files-checked', counts.filesChecked);
    core.setOutput('files-invalid', counts.filesInvalid);
    core.setOutput('errors', counts.errors);
    core.setOutput('warnings', counts.warnings);
    core.setOutput('suppressed', counts.suppressed);
    core.setOutput('report-file', reportFile ?? '');
  } catch (error) {
    // The runner creates GITHUB_OUTPUT; without it the verdict still stands.
    core.warning(`the step outputs could not be written (${asError(error).message}); the verdict is unchanged`);
  }
}
