// The action: settings → files → check → report → outputs and exit status, in that order. The
// only place that decides the exit status. A crash fails the step with one clear line; its
// stack goes to debug output only.

import * as core from './runner.js';
import { checkFiles } from './check-files.js';
import { findFiles, PatternError } from './files.js';
import { annotate } from './report/annotations.js';
import { countFindings, verdictLine } from './report/counts.js';
import { renderJsonReport, writeFileMakingDirs } from './report/json.js';
import { renderSarif } from './report/sarif.js';
import { renderSummary } from './report/summary.js';
import { InputError, readSettings } from './settings.js';
import { VERSION } from './version.js';

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    await runChecked(env);
  } catch (error) {
    if (error instanceof InputError || error instanceof PatternError) {
      core.setFailed(error.message);
      return;
    }
    const e = error instanceof Error ? error : new Error(String(error));
    core.debug(e.stack ?? e.message);
    core.setFailed(`component-config-check stopped on an internal error: ${e.message}. This is a bug; please report it with this log (rerun with debug logging for the stack)`);
  }
}

async function runChecked(env: NodeJS.ProcessEnv): Promise<void> {
  const settings = readSettings(env, process.cwd());
  const search = findFiles(settings.workspace, settings.patterns);

  if (search.files.length === 0) {
    const message = `no files match input "files" (${settings.patterns.join(', ')}) under ${settings.workspace}; check the patterns, or set if-no-files-found to warn or ignore`;
    annotate(search.findings);
    setOutputs(0, 0, 0, search.findings.length, undefined);
    if (settings.ifNoFilesFound === 'error') core.setFailed(message);
    else if (settings.ifNoFilesFound === 'warn') core.warning(message);
    else core.info(message);
    return;
  }

  const { findings, entries } = checkFiles(search.files, {
    workspace: settings.workspace,
    failOnDeprecated: settings.failOnDeprecated,
    checkPaths: settings.checkPaths,
    onInternalError: (file, e) => core.debug(`${file}: ${e.stack ?? e.message}`),
  });
  findings.push(...search.findings);

  const counts = countFindings(search.files, findings);
  annotate(findings);

  // Files the user asked for: a failure to write one fails the step, after everything else.
  const unwritten: string[] = [];
  const writeRequested = (inputName: string, target: string | undefined, render: () => string) => {
    if (!target) return;
    try {
      writeFileMakingDirs(target, render());
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      unwritten.push(`input "${inputName}": ${target} could not be written (${why}); choose a writable path, such as one under the workspace or RUNNER_TEMP`);
    }
  };
  writeRequested('report-file', settings.reportFile, () => renderJsonReport(counts, entries, findings));
  writeRequested('sarif-file', settings.sarifFile, () => renderSarif(findings, VERSION));

  if (env['GITHUB_STEP_SUMMARY']) {
    const links = { serverUrl: env['GITHUB_SERVER_URL'], repository: env['GITHUB_REPOSITORY'], sha: env['GITHUB_SHA'] };
    try {
      await core.summary.addRaw(renderSummary(counts, findings, links, settings.reportFile)).write();
    } catch (error) {
      // The verdict does not depend on the summary: say so and go on.
      core.warning(`the job summary could not be written (${(error as Error).message}); the findings are in the log above`);
    }
  }
  setOutputs(counts.filesChecked, counts.filesInvalid, counts.errors, counts.warnings, settings.reportFile && !unwritten.length ? settings.reportFile : undefined);
  for (const line of unwritten) core.setFailed(line);
  if (counts.errors > 0) core.setFailed(verdictLine(counts));
  else core.info(verdictLine(counts));
}

function setOutputs(checked: number, invalid: number, errors: number, warnings: number, reportFile: string | undefined): void {
  try {
    core.setOutput('files-checked', checked);
    core.setOutput('files-invalid', invalid);
    core.setOutput('errors', errors);
    core.setOutput('warnings', warnings);
    core.setOutput('report-file', reportFile ?? '');
  } catch (error) {
    // The runner creates GITHUB_OUTPUT; without it the verdict still stands.
    core.warning(`the step outputs could not be written (${(error as Error).message}); the verdict is unchanged`);
  }
}
