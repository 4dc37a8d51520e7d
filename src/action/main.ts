// The action: settings → files → check → report → outputs and exit status, in that order. The
// only place that decides the exit status. A crash fails the step with one clear line; its
// stack goes to debug output only.

import path from 'node:path';
import * as core from './actions-core.js';
import { ParallelCheck } from '../run/parallel.js';
import { findFiles } from '../workspace/files.js';
import { PatternError } from '../config/globs.js';
import { annotate, capNotice, findingLine } from '../report/annotations.js';
import { countFindings, verdictLine } from '../report/counts.js';
import { renderJsonReport, writeFileMakingDirs } from '../report/json.js';
import { renderSarif } from '../report/sarif.js';
import { renderNoMatchSummary, summaryOf } from '../report/summary.js';
import { connect } from '../github/session.js';
import { checkRunSha, pick, readEvent } from '../github/event.js';
import type { Checked } from '../run/check-files.js';
import type { Finding } from '../config/findings.js';
import type { Watched } from '../github/changed.js';
import { RepoPaths, targetCheckoutError } from '../workspace/repo.js';
import { prose } from '../report/markdown.js';
import { InputError, readSettings } from './settings.js';
import { fails, levelSearchFindings, policyLines, verdictNote } from '../run/policy-file.js';
import { choosePolicy } from '../run/policy-source.js';
import { VERSION } from '../version.js';
import { asError, plural } from '../config/basics.js';

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
    const e = asError(error);
    core.debug(e.stack ?? e.message);
    core.setFailed(
      `component-config-check stopped on an internal error: ${e.message}. This is a bug; please report it with this log (rerun with debug logging for the stack)`,
    );
  }
}

async function runChecked(env: NodeJS.ProcessEnv, workerEntry: URL | undefined): Promise<void> {
  const inputs = readSettings(env, process.cwd());
  // First of all: from here on the runner hides the token wherever it would appear.
  // (An empty one masks nothing: a tool that masks what it is given would mask every character.)
  if (inputs.token) core.setSecret(inputs.token);
  const event = readEvent(env);
  const chosen = await choosePolicy(inputs, event, env, core);
  const { settings, loaded, failLevel } = chosen;
  const policy = loaded?.policy;
  const options = {
    workspace: settings.workspace,
    failOnDeprecated: settings.failOnDeprecated,
    checkPaths: settings.checkPaths,
    ...(policy ? { policy } : {}),
    onInternalError: (file: string, e: Error) => core.debug(`${file}: ${e.stack ?? e.message}`),
  };
  const plan = (files: number, threads: number) =>
    core.debug(`checking ${files} files on ${plural(threads, 'thread')}`);
  // With check-paths, only-changed also selects a config by the paths it points at, which only
  // its check reads: every matching file is checked, then the run is narrowed to the selected.
  const checkAll = !settings.onlyChanged || settings.checkPaths;
  // Checking starts while the search goes on, unless only the changed files are to be checked
  // (known only after the search, from the API).
  const check = new ParallelCheck(options, { entry: workerEntry, onPlan: plan });
  const search = findFiles(settings.workspace, settings.patterns, {
    ...(checkAll ? { onFile: (file: string, real: string | undefined) => check.add(file, real) } : {}),
  });
  const repoPaths = new RepoPaths(settings.workspace);

  if (event.name === 'pull_request_target') {
    const head = pick(event.ok ? event.payload : undefined, 'pull_request', 'head', 'sha');
    const wrong = targetCheckoutError(
      typeof head === 'string' && /^[0-9a-f]{40,64}$/i.test(head) ? head : undefined,
      event.ok ? 'the event payload has no pull_request.head.sha' : event.reason,
      search.files,
      repoPaths,
    );
    if (wrong) {
      // Nothing is posted: a check run or comment for the head would speak of files not read.
      await writeSummary(env, () => `### ❌ ${prose(settings.checkName)}: not checked\n\n${prose(wrong)}\n`);
      core.setFailed(wrong);
      return;
    }
  }

  if (search.files.length === 0) {
    const failing = settings.ifNoFilesFound === 'error';
    const from = inputs.given.files || !policy?.files ? 'input "files"' : `"files" of the policy file ${policy.file}`;
    const message = `no files match ${from} (${settings.patterns.join(', ')}) under ${settings.workspace}; check the patterns${failing ? ', or set if-no-files-found to warn or ignore if no match is fine' : ''}`;
    annotate([...(loaded?.findings ?? []), ...search.findings]);
    await writeSummary(env, () => renderNoMatchSummary(settings.patterns, settings.workspace, failing));
    setOutputs(0, 0, loaded?.findings.length ?? 0, search.findings.length, 0, undefined);
    if (loaded?.findings.length) core.setFailed(`the policy file ${loaded.findings[0]!.file} has errors; fix it`);
    if (settings.ifNoFilesFound === 'error') core.setFailed(message);
    else if (settings.ifNoFilesFound === 'warn') core.warning(message);
    else core.info(message);
    return;
  }

  const onPullRequest = settings.suggestions || settings.prComment !== 'off';
  const github =
    settings.checkRun || settings.onlyChanged || onPullRequest ? await connect(settings, env, core) : undefined;
  let files = search.files;
  // A change to the policy file can change any config's verdict: it selects every config.
  const policyPath = settings.policyFile
    ? path.relative(settings.workspace, path.resolve(settings.workspace, settings.policyFile)).split(path.sep).join('/')
    : undefined;
  const also = policyPath && !policyPath.startsWith('..') ? [policyPath] : [];
  let checked: Checked;
  if (settings.onlyChanged && settings.checkPaths) {
    const all = await check.finish(files);
    if (github)
      files = await github.onlyChanged(files, (file) => watched(repoPaths, file, all.pointsAt.get(file), also));
    checked = narrow(all, files);
  } else {
    if (settings.onlyChanged) {
      if (github) files = await github.onlyChanged(files, (file) => watched(repoPaths, file, undefined, also));
      for (const file of files) check.add(file, search.known.get(file));
    }
    checked = await check.finish(files);
  }
  // On a pull request GITHUB_SHA is the test merge commit, replaced at every push: links go to the head.
  const links = {
    serverUrl: env['GITHUB_SERVER_URL'],
    repository: env['GITHUB_REPOSITORY'],
    sha: checkRunSha(event.name, event.ok ? event.payload : undefined, env),
    place: (file: string) => repoPaths.place(file),
  };

  const { findings, entries, suppressed, lines } = checked;
  findings.push(...levelSearchFindings(policy, search.findings, (f) => f));
  // The policy file's own findings, on its lines, like a config's; first, among the annotations GitHub shows.
  const broken = loaded?.findings.length ? loaded.findings[0]!.file : undefined;
  if (loaded && broken) {
    findings.unshift(...loaded.findings);
    lines.set(broken, loaded.lines);
  }
  // GitHub places annotations and SARIF results by their path from the repository's root.
  const placed = findings.map((f) => placeFinding(repoPaths, f));

  const counts = countFindings(files, findings, { suppressed: suppressed.length, policyFile: broken });
  // Silenced on purpose: in the log, the summary's count and the JSON report, never annotated.
  for (const s of suppressed) core.info(`suppressed by line ${s.suppression.line}: ${findingLine(s.finding)}`);
  const failing = fails(counts, failLevel, loaded?.findings.length ?? 0);
  // Where the policy came from and what the pull request's own would change: in the log too.
  const reviewed = chosen.review?.(findings, counts, failing) ?? [];
  for (const line of reviewed) core.notice(line);
  const policied = [...policyLines(loaded?.note, findings, failLevel), ...reviewed];
  let summary: ReturnType<typeof summaryOf> | undefined;
  const summaryNow = () =>
    (summary ??= summaryOf(counts, findings, links, {
      failing,
      sources: lines,
      ...(settings.reportFile ? { reportFile: settings.reportFile } : {}),
    }));
  const report = {
    counts,
    findings,
    placed,
    links,
    summary: () => summaryNow().text + (policied.length ? `\n${policied.join('\n\n')}\n` : ''),
    failing,
    lines,
    ...(policied.length ? { notes: policied } : {}),
  };
  const published = settings.checkRun && github ? await github.publishCheckRun(report) : false;
  // Suggestions and the summary comment on the pull request; their lines go into the job summary.
  const prNotes = onPullRequest && github ? await github.writePullRequestFeedback(report) : [];
  // A published check run carries the annotations; the log still gets every finding.
  if (published) for (const f of findings) core.info(findingLine(f));
  else {
    annotate(placed);
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
  writeRequested('sarif-file', settings.sarifFile, () =>
    renderSarif(
      placed,
      VERSION,
      suppressed.map((x) => ({ ...x, finding: placeFinding(repoPaths, x.finding) })),
      loaded?.note,
    ),
  );

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
  const verdict = verdictLine(counts) + verdictNote(counts, failLevel, broken) + chosen.verdictNote;
  if (report.failing) core.setFailed(verdict);
  else core.info(verdict);
}

function placeFinding(paths: RepoPaths, f: Finding): Finding {
  const file = paths.place(f.file);
  return file === f.file ? f : { ...f, file };
}

/** What makes a file one to check: itself, and what it points at; from the repository's root when found. */
function watched(
  paths: RepoPaths,
  file: string,
  pointsAt: readonly string[] | undefined,
  also: readonly string[],
): Watched {
  const own = [file, ...(pointsAt ?? []), ...also];
  const repo = paths.repoOf(file);
  if (!repo) return { paths: own, exact: false };
  return { paths: own.map((p) => paths.inRepo(p, repo)!), exact: true };
}

/** The check of every file, narrowed to `files`. */
function narrow(all: Checked, files: readonly string[]): Checked {
  const keep = new Set(files);
  return {
    findings: all.findings.filter((f) => keep.has(f.file)),
    entries: all.entries.filter((e) => keep.has(e.file)),
    suppressed: all.suppressed.filter((x) => keep.has(x.finding.file)),
    lines: new Map([...all.lines].filter(([file]) => keep.has(file))),
    pointsAt: new Map([...all.pointsAt].filter(([file]) => keep.has(file))),
  };
}

async function writeSummary(env: NodeJS.ProcessEnv, render: () => string): Promise<void> {
  if (!env['GITHUB_STEP_SUMMARY']) return;
  try {
    await core.summary.addRaw(render()).write();
  } catch (error) {
    // The verdict does not depend on the summary: say so and go on.
    core.warning(`the job summary could not be written (${asError(error).message}); the findings are in the log above`);
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
    core.warning(`the step outputs could not be written (${asError(error).message}); the verdict is unchanged`);
  }
}
