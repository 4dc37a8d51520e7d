// The action: settings → files → check → report → outputs and exit status, in that order. The
// only place that decides the exit status. A crash fails the step with one clear line; its
// stack goes to debug output only.

import path from 'node:path';
import * as core from './runner.js';
import { checkComponentPaths } from './component-paths.js';
import { checkBytes, type CheckResult } from './config/check.js';
import { FILE_START, type Finding } from './config/findings.js';
import { MAX_FILE_BYTES } from './config/source.js';
import { findFiles, PatternError, readLimited } from './files.js';
import { annotate } from './report/annotations.js';
import { countFindings, verdictLine } from './report/counts.js';
import { type FileEntry, writeJsonReport } from './report/json.js';
import { renderSummary } from './report/summary.js';
import { InputError, readSettings, type Settings } from './settings.js';

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

  const findings: Finding[] = [];
  const entries: FileEntry[] = [];
  for (const file of search.files) {
    const result = checkOne(settings, file);
    const own = result.findings.map((f) => withPolicy(f, settings));
    findings.push(...own);
    entries.push({
      file,
      form: isUnreadable(result) ? null : result.form,
      errors: own.filter((f) => f.severity === 'error').length,
      warnings: own.filter((f) => f.severity === 'warning').length,
    });
  }
  findings.push(...search.findings);

  const counts = countFindings(search.files, findings);
  annotate(findings);
  if (settings.reportFile) {
    try {
      writeJsonReport(settings.reportFile, counts, entries, findings);
    } catch (error) {
      throw new InputError(`input "report-file": ${settings.reportFile} could not be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); choose a path inside the workspace or RUNNER_TEMP`);
    }
  }
  if (env['GITHUB_STEP_SUMMARY']) {
    const links = { serverUrl: env['GITHUB_SERVER_URL'], repository: env['GITHUB_REPOSITORY'], sha: env['GITHUB_SHA'] };
    try {
      await core.summary.addRaw(renderSummary(counts, findings, links, settings.reportFile)).write();
    } catch (error) {
      // The verdict does not depend on the summary: say so and go on.
      core.warning(`the job summary could not be written (${(error as Error).message}); the findings are in the log above`);
    }
  }
  setOutputs(counts.filesChecked, counts.filesInvalid, counts.errors, counts.warnings, settings.reportFile);
  if (counts.errors > 0) core.setFailed(verdictLine(counts));
  else core.info(verdictLine(counts));
}

function checkOne(settings: Settings, file: string): CheckResult {
  const abs = path.join(settings.workspace, file);
  try {
    const read = readLimited(abs, MAX_FILE_BYTES);
    if (!read.bytes) {
      const f: Finding = { file, ...FILE_START, severity: 'error', code: 'unreadable-file', location: '', message: `${file} ${read.problem ?? 'cannot be read'}` };
      return { file, form: 'current', findings: [f], packageSources: [] };
    }
    const result = checkBytes(file, read.bytes, read.size === undefined ? {} : { size: read.size });
    if (settings.checkPaths) {
      const unreadable = isUnreadable(result);
      if (!unreadable) result.findings.push(...checkComponentPaths(settings.workspace, file, result.packageSources));
      result.findings.sort((a, b) => a.line - b.line || a.column - b.column);
    }
    return result;
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    core.debug(`${file}: ${e.stack ?? e.message}`);
    const f: Finding = {
      file,
      ...FILE_START,
      severity: 'error',
      code: 'internal-error',
      location: '',
      message: `the checker failed on this file (${e.message}); this is a bug, please report it. The other files were still checked`,
    };
    return { file, form: 'current', findings: [f], packageSources: [] };
  }
}

const UNREADABLE = new Set(['file-too-large', 'not-utf8', 'unreadable-file', 'empty-file', 'yaml-syntax', 'multiple-documents', 'duplicate-key', 'invalid-key', 'unsupported-tag', 'invalid-merge', 'too-deep', 'too-complex', 'internal-error']);

function isUnreadable(result: CheckResult): boolean {
  return result.findings.some((f) => UNREADABLE.has(f.code));
}

function withPolicy(f: Finding, settings: Settings): Finding {
  if (f.code === 'deprecated-field' && settings.failOnDeprecated) {
    return { ...f, severity: 'error', message: `${f.message} (an error because fail-on-deprecated is true)` };
  }
  return f;
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
