// The action: settings → files → check → report → outputs and exit status, in that order. The
// only place that decides the exit status. A crash fails the step with one clear line; its
// stack goes to debug output only.

import * as core from './runner.js';
import { checkFilesInParallel } from './parallel.js';
import { findFiles, PatternError } from './files.js';
import { annotate, capNotice, findingLine } from './report/annotations.js';
import type { Finding } from './config/findings.js';
import { type Counts, countFindings, verdictLine } from './report/counts.js';
import { renderJsonReport, writeFileMakingDirs } from './report/json.js';
import { renderSarif } from './report/sarif.js';
import { type Links, renderNoMatchSummary, renderSummary, type SourceLines } from './report/summary.js';
import { InputError, readSettings, type Settings } from './settings.js';
import { VERSION } from './version.js';

/** `workerEntry`: the script worker threads run (the bundle); without it, no threads. */
export async function run(env: NodeJS.ProcessEnv = process.env, workerEntry?: URL): Promise<void> {
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
  core.setSecret(settings.token);
  const search = findFiles(settings.workspace, settings.patterns);

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
  const github = settings.checkRun || settings.onlyChanged || onPullRequest ? await connect(settings, env) : undefined;
  let files = search.files;
  if (settings.onlyChanged && github) files = await onlyChanged(github, files);
  const links = { serverUrl: env['GITHUB_SERVER_URL'], repository: env['GITHUB_REPOSITORY'], sha: env['GITHUB_SHA'] };

  const { findings, entries, suppressed, lines } = await checkFilesInParallel(
    files,
    {
      workspace: settings.workspace,
      failOnDeprecated: settings.failOnDeprecated,
      checkPaths: settings.checkPaths,
      onInternalError: (file, e) => core.debug(`${file}: ${e.stack ?? e.message}`),
    },
    workerEntry,
    (threads) => core.debug(`checking ${files.length} files on ${threads} thread${threads === 1 ? '' : 's'}`),
  );
  findings.push(...search.findings);

  const counts = countFindings(files, findings, suppressed.length);
  // Silenced on purpose: in the log, the summary's count and the JSON report, never annotated.
  for (const s of suppressed) core.info(`suppressed by line ${s.suppression.line}: ${findingLine(s.finding)}`);
  const published =
    settings.checkRun && github ? await publish(github, settings, counts, findings, links, env, lines) : false;
  // Suggestions and the summary comment on the pull request; their lines go into the job summary.
  const prNotes =
    onPullRequest && github
      ? await github.gh.writePullRequestFeedback(github.client, {
          ...github,
          settings,
          counts,
          findings,
          links,
          runUrl: runUrlOf(github, env),
          log: core,
        })
      : [];
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
  await writeSummary(env, () => renderSummary(counts, findings, links, settings.reportFile, lines) + notes);
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

type GitHub = typeof import('./github/index.js');

interface Connection {
  gh: GitHub;
  client: Awaited<ReturnType<GitHub['createClient']>>;
  owner: string | undefined;
  repo: string | undefined;
  event: ReturnType<GitHub['readEvent']>;
}

/**
 * The API client, loaded only when an option needs it (Octokit costs start-up). Undefined when
 * it cannot be had: the options that need it are then skipped, and the verdict is unchanged.
 */
async function connect(settings: Settings, env: NodeJS.ProcessEnv): Promise<Connection | undefined> {
  try {
    return await connectOrThrow(settings, env);
  } catch (error) {
    core.debug((error as Error).stack ?? String(error));
    core.warning(
      `the GitHub API client could not be started (${(error as Error).message}); check-run, only-changed, suggestions and pr-comment are skipped and every matching file is checked; the verdict is unchanged`,
    );
    return undefined;
  }
}

async function connectOrThrow(settings: Settings, env: NodeJS.ProcessEnv): Promise<Connection> {
  const gh = await import('./github/index.js');
  const client = await gh.createClient({
    token: settings.token,
    apiUrl: env['GITHUB_API_URL'] || 'https://api.github.com',
    userAgent: `component-config-check/${VERSION}`,
    onRetry: (line) => core.info(line),
  });
  const repository = gh.readRepository(env);
  return {
    gh,
    client,
    owner: repository.ok ? repository.owner : undefined,
    repo: repository.ok ? repository.repo : undefined,
    event: gh.readEvent(env),
  };
}

async function onlyChanged(c: Connection, matched: string[]): Promise<string[]> {
  const all = 'checking all matching files';
  if (!c.event.ok) {
    core.notice(`only-changed: ${c.event.reason}; ${all}`);
    return matched;
  }
  if (!c.owner || !c.repo) {
    core.notice(`only-changed: GITHUB_REPOSITORY is not owner/repo, so the changed files cannot be listed; ${all}`);
    return matched;
  }
  let changed: Awaited<ReturnType<GitHub['changedConfigFiles']>>;
  try {
    changed = await c.gh.changedConfigFiles(c.client, {
      eventName: c.event.name,
      event: c.event.payload,
      owner: c.owner,
      repo: c.repo,
    });
  } catch (error) {
    changed = { fallback: `the changed files could not be listed (${(error as Error).message}); ${all}` };
  }
  if ('fallback' in changed) {
    core.notice(`only-changed: ${changed.fallback}`);
    return matched;
  }
  const selected = c.gh.selectChanged(matched, changed.files);
  const by = { push: 'this push', merge_group: 'this merge group' }[c.event.name] ?? 'this pull request';
  core.info(`only-changed: ${selected.length} of ${matched.length} matching files are changed by ${by}`);
  return selected;
}

/** Publish the check run; false when it could not be (then annotations carry the findings). */
async function publish(
  c: Connection,
  settings: Settings,
  counts: Counts,
  findings: Finding[],
  links: Links,
  env: NodeJS.ProcessEnv,
  lines: SourceLines,
): Promise<boolean> {
  const sha = c.gh.checkRunSha(c.event.name, c.event.ok ? c.event.payload : undefined, env);
  if (!c.owner || !c.repo || !sha) {
    core.warning(
      `the check run "${settings.checkName}" could not be written: ${!sha ? 'GITHUB_SHA is not set' : 'GITHUB_REPOSITORY is not owner/repo'}; the findings are shown as workflow annotations instead`,
    );
    return false;
  }
  const runUrl = runUrlOf(c, env);
  const result = await c.gh.publishCheckRun(c.client, {
    owner: c.owner,
    repo: c.repo,
    headSha: sha,
    name: settings.checkName,
    conclusion: counts.errors > 0 ? 'failure' : 'success',
    title: verdictLine(counts),
    summary: renderSummary(counts, findings, links, settings.reportFile, lines),
    findings,
    ...(runUrl ? { detailsUrl: runUrl } : {}),
  });
  if (result.ok) {
    core.info(`check run "${settings.checkName}": ${result.url} (${result.annotations} annotations)`);
    return true;
  }
  if (result.forbidden) {
    core.notice(
      `the check run "${settings.checkName}" could not be written (the token has no checks: write, as on a pull request from a fork); the findings are shown as workflow annotations instead. To publish it, add \`permissions: checks: write\` to the job`,
    );
  } else {
    core.warning(
      `the check run "${settings.checkName}" could not be written (${result.message}); the findings are shown as workflow annotations instead; the verdict is unchanged`,
    );
  }
  return false;
}

function runUrlOf(c: Connection, env: NodeJS.ProcessEnv): string | undefined {
  return env['GITHUB_SERVER_URL'] && env['GITHUB_RUN_ID']
    ? `${env['GITHUB_SERVER_URL']}/${c.owner}/${c.repo}/actions/runs/${env['GITHUB_RUN_ID']}`
    : undefined;
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
