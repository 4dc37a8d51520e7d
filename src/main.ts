// The action: settings → files → check → report → outputs and exit status, in that order. The
// only place that decides the exit status. A crash fails the step with one clear line; its
// stack goes to debug output only.

import * as core from './actions-core.js';
import { ParallelCheck } from './parallel.js';
import { findFiles, PatternError } from './files.js';
import { annotate, capNotice, findingLine } from './report/annotations.js';
import { countFindings, verdictLine } from './report/counts.js';
import { renderJsonReport, writeFileMakingDirs } from './report/json.js';
import { renderSarif } from './report/sarif.js';
import { renderNoMatchSummary, renderSummary } from './report/summary.js';
import { connect } from './github/session.js';
import { InputError, readSettings } from './settings.js';
import { VERSION } from './version.js';

/**
 * `workerEntry`: the script worker threads run (the bundle); without it, no threads. `runner`:
 * how to talk to the runner; without it, @actions/core's public API, which a tool that runs the
 * action from its source (@github/local-action calls `run()`) replaces to show what it says.
 */
export async function run(
  env: NodeJS.ProcessEnv = process.env,
  workerEntry?: URL,
  runner?: core.Runner,
): Promise<void> {
  // A name the bundler does not follow: the bundle always passes its runner, and @actions/core's
  // entry would add a chunk it never loads.
  const publicApi = '@actions/core';
  core.sendThrough(runner ?? ((await import(publicApi)) as typeof import('@actions/core')));
  try {
    await runChecked(env, workerEntry);
  } catch (error) {
    if (error instanceof InputError || error instanceof PatternError) {
      core.setFailed(error.message);
      return;
    }
    const e = error instanceof Error ? error : new Error(String(error));
    core.debug(e.stack ?? e.message);
    core.setFailed(
      `component-config-check stopped on an internal error: ${e.message}. This is a bug; please report it with this log (rerun with debug logging for the stack)`,
    );
  }
}

async function runChecked(env: NodeJS.ProcessEnv, workerEntry: URL | undefined): Promise<void> {
  const settings = readSettings(env, process.cwd());
  // First of all: from here on the runner hides the token wherever it would appear.
  // (An empty one masks nothing: a tool that masks what it is given would mask every character.)
  if (settings.token) core.setSecret(settings.token);
  const options = {
    workspace: settings.workspace,
    failOnDeprecated: settings.failOnDeprecated,
    checkPaths: settings.checkPaths,
    onInternalError: (file: string, e: Error) => core.debug(`${file}: ${e.stack ?? e.message}`),
  };
  const plan = (files: number, threads: number) =>
    core.debug(`checking ${files} files on ${threads} thread${threads === 1 ? '' : 's'}`);
  // Checking starts while the search goes on, unless only the changed files are to be checked
  // (known only after the search, from the API).
  const check = new ParallelCheck(options, workerEntry, plan);
  const search = findFiles(
    settings.workspace,
    settings.patterns,
    undefined,
    undefined,
    settings.onlyChanged ? undefined : (file, real) => check.add(file, real),
  );

  if (search.files.length === 0) {
    const failing = settings.ifNoFilesFound === 'error';
    const message = `no files match input "files" (${settings.patterns.join(', ')}) under ${settings.workspace}; check the patterns${failing ? ', or set if-no-files-found to warn or ignore if no match is fine' : ''}`;
    annotate(search.findings);
    await writeSummary(env, () => renderNoMatchSummary(settings.patterns, settings.workspace, failing));
    setOutputs(0, 0, 0, search.findings.length, 0, undefined);
    if (settings.ifNoFilesFound === 'error') core.setFailed(message);
    else if (settings.ifNoFilesFound === 'warn') core.warning(message);
    else core.info(message);
    return;
  }

  const onPullRequest = settings.suggestions || settings.prComment !== 'off';
  const github =
    settings.checkRun || settings.onlyChanged || onPullRequest ? await connect(settings, env, core) : undefined;
  let files = search.files;
  if (settings.onlyChanged) {
    if (github) files = await github.onlyChanged(files);
    for (const file of files) check.add(file, search.known.get(file));
  }
  const links = { serverUrl: env['GITHUB_SERVER_URL'], repository: env['GITHUB_REPOSITORY'], sha: env['GITHUB_SHA'] };

  const { findings, entries, suppressed, lines } = await check.finish(files);
  findings.push(...search.findings);

  const counts = countFindings(files, findings, suppressed.length);
  // Silenced on purpose: in the log, the summary's count and the JSON report, never annotated.
  for (const s of suppressed) core.info(`suppressed by line ${s.suppression.line}: ${findingLine(s.finding)}`);
  const report = {
    counts,
    findings,
    links,
    summary: () => renderSummary(counts, findings, links, settings.reportFile, lines),
  };
  const published = settings.checkRun && github ? await github.publishCheckRun(report) : false;
  // Suggestions and the summary comment on the pull request; their lines go into the job summary.
  const prNotes = onPullRequest && github ? await github.writePullRequestFeedback(report) : [];
  // A published check run carries the annotations; the log still gets every finding.
  if (published) for (const f of findings) core.info(findingLine(f));
  else {
    annotate(findings);
    const notice = capNotice(findings, !settings.checkRun);
    if (notice) core.notice(notice);
  }

  // Files the user asked for: a failure to write one fails the step, after everything else.
  const unwritten: string[] = [];
  const writeRequested = (inputName: string, target: string | undefined, render: () => string) => {
    if (!target) return;
    try {
      writeFileMakingDirs(target, render());
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      unwritten.push(
        `input "${inputName}": ${target} could not be written (${why}); choose a writable path, such as one under the workspace or RUNNER_TEMP`,
      );
    }
  };
  writeRequested('report-file', settings.reportFile, () => renderJsonReport(counts, entries, findings, suppressed));
  writeRequested('sarif-file', settings.sarifFile, () => renderSarif(findings, VERSION, suppressed));

  const notes = prNotes.length ? `\n${prNotes.join('\n\n')}\n` : '';
  await writeSummary(env, () => report.summary() + notes);
  setOutputs(
    counts.filesChecked,
    counts.filesInvalid,
    counts.errors,
    counts.warnings,
    counts.suppressed,
    settings.reportFile && !unwritten.length ? settings.reportFile : undefined,
  );
  for (const line of unwritten) core.setFailed(line);
  if (counts.errors > 0) core.setFailed(verdictLine(counts));
  else core.info(verdictLine(counts));
}

async function writeSummary(env: NodeJS.ProcessEnv, render: () => string): Promise<void> {
  if (!env['GITHUB_STEP_SUMMARY']) return;
  try {
    await core.summary.addRaw(render()).write();
  } catch (error) {
    // The verdict does not depend on the summary: say so and go on.
    core.warning(
      `the job summary could not be written (${(error as Error).message}); the findings are in the log above`,
    );
  }
}

function setOutputs(
  checked: number,
  invalid: number,
  errors: number,
  warnings: number,
  suppressed: number,
  reportFile: string | undefined,
): void {
  try {
    core.setOutput('files-checked', checked);
    core.setOutput('files-invalid', invalid);
    core.setOutput('errors', errors);
    core.setOutput('warnings', warnings);
    core.setOutput('suppressed', suppressed);
    core.setOutput('report-file', reportFile ?? '');
  } catch (error) {
    // The runner creates GITHUB_OUTPUT; without it the verdict still stands.
    core.warning(`the step outputs could not be written (${(error as Error).message}); the verdict is unchanged`);
  }
}
