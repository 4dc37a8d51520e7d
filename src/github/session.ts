// The run's use of the GitHub API, for main.ts: connect once, then narrow the files to the change
// (only-changed), publish the check run, write on the pull request. Imported statically by the
// action, so it holds no Octokit: the API layer (./index.js) is loaded only when connecting,
// which only the options that need it do. Every failure here is a line in the log; none changes
// the verdict, which main.ts alone decides.

import type { RunnerVars } from './event.js';
import type { Finding } from '../config/findings.js';
import { type Counts, verdictLine } from '../report/counts.js';
import type { Links } from '../report/markdown.js';
import type { SourceLines } from '../report/summary.js';
import type { Suppressed } from '../config/fix/suppress.js';
import type { Watched } from './changed.js';
import type { PrComment } from './pull-request.js';
import { VERSION } from '../version.js';
import { asError } from '../config/basics.js';

type Api = typeof import('./index.js');

export interface Log {
  debug(line: string): void;
  info(line: string): void;
  notice(line: string): void;
  warning(line: string): void;
}

interface Report {
  counts: Counts;
  /** Workspace-relative files, as checked. */
  findings: Finding[];
  /** The same findings with their files from the repository's root, as GitHub places them. */
  placed: Finding[];
  links: Links;
  /** The job summary's markdown, which the check run shows as its summary. */
  summary: () => string;
  /** Whether the run fails (by the fail-level): the check run's conclusion and the comment's verdict. */
  failing: boolean;
  /** Lines the pull request comment shows under its verdict (the policy that applied). */
  notes?: string[];
  /** The lines of the files as checked (check-files): the suggestions' lines come from here. */
  lines: SourceLines;
  /** The suppressions the run applied (workspace-relative files), which the comment lists. */
  suppressed?: readonly Suppressed[];
}

export interface Session {
  /**
   * The matching files the change touches (their own paths, or with check-paths what they point
   * at: `watched`); all of them, with a notice saying why, when that cannot be told.
   */
  onlyChanged(matched: string[], watched?: (file: string) => Watched): Promise<string[]>;
  /** Publish the check run; false when it could not be (then workflow annotations carry the findings). */
  publishCheckRun(report: Report): Promise<boolean>;
  /** Suggestions and the summary comment; returns lines for the job summary. */
  writePullRequestFeedback(report: Report): Promise<string[]>;
}

/** Undefined when the client cannot be had: the options that need it are then skipped. */
/** What a session needs of the run's settings (the action's settings have them all). */
export interface GithubOptions {
  /** Never printed; the runner masks it. */
  token: string;
  checkName: string;
  checkPaths: boolean;
  suggestions: boolean;
  maxSuggestions: number;
  prComment: PrComment;
  workspace: string;
}

export async function connect(settings: GithubOptions, env: RunnerVars, log: Log): Promise<Session | undefined> {
  try {
    const api = await import('./index.js');
    const client = await clientOf(api, settings.token, env, log);
    const repository = api.readRepository(env);
    const owner = repository.ok ? repository.owner : undefined;
    const repo = repository.ok ? repository.repo : undefined;
    return sessionOf(api, client, { owner, repo, event: api.readEvent(env), settings, env, log });
  } catch (error) {
    log.debug(asError(error).stack ?? String(error));
    log.warning(
      `the GitHub API client could not be started (${asError(error).message}); check-run, only-changed, suggestions and pr-comment are skipped and every matching file is checked; the verdict is unchanged`,
    );
    return undefined;
  }
}

interface Context {
  owner: string | undefined;
  repo: string | undefined;
  event: ReturnType<Api['readEvent']>;
  settings: GithubOptions;
  env: RunnerVars;
  log: Log;
}

function sessionOf(api: Api, client: Awaited<ReturnType<Api['createClient']>>, c: Context): Session {
  const { owner, repo, event, settings, env, log } = c;
  const runUrl =
    env['GITHUB_SERVER_URL'] && env['GITHUB_RUN_ID']
      ? `${env['GITHUB_SERVER_URL']}/${owner}/${repo}/actions/runs/${env['GITHUB_RUN_ID']}`
      : undefined;

  const onlyChanged = async (matched: string[], watched?: (file: string) => Watched): Promise<string[]> => {
    const all = 'checking all matching files';
    if (!event.ok) {
      log.notice(`only-changed: ${event.reason}; ${all}`);
      return matched;
    }
    if (!owner || !repo) {
      log.notice(`only-changed: GITHUB_REPOSITORY is not owner/repo, so the changed files cannot be listed; ${all}`);
      return matched;
    }
    let changed: Awaited<ReturnType<Api['changedConfigFiles']>>;
    try {
      changed = await api.changedConfigFiles(client, { eventName: event.name, event: event.payload, owner, repo });
    } catch (error) {
      changed = { fallback: `the changed files could not be listed (${asError(error).message}); ${all}` };
    }
    if ('fallback' in changed) {
      log.notice(`only-changed: ${changed.fallback}`);
      return matched;
    }
    const selected = api.selectChanged(matched, changed.files, watched);
    const by = { push: 'this push', merge_group: 'this merge group' }[event.name] ?? 'this pull request';
    const pointing = settings.checkPaths ? ', or point at a path it changes (check-paths)' : '';
    log.info(`only-changed: ${selected.length} of ${matched.length} matching files are changed by ${by}${pointing}`);
    return selected;
  };

  const publishCheckRun = async ({ counts, placed, summary, failing }: Report): Promise<boolean> => {
    const name = settings.checkName;
    const sha = api.checkRunSha(event.name, event.ok ? event.payload : undefined, env);
    if (!owner || !repo || !sha) {
      log.warning(
        `the check run "${name}" could not be written: ${!sha ? 'GITHUB_SHA is not set' : 'GITHUB_REPOSITORY is not owner/repo'}; the findings are shown as workflow annotations instead`,
      );
      return false;
    }
    const result = await api.publishCheckRun(client, {
      owner,
      repo,
      headSha: sha,
      name,
      conclusion: failing ? 'failure' : 'success',
      title: verdictLine(counts),
      summary: summary(),
      findings: placed,
      ...(runUrl ? { detailsUrl: runUrl } : {}),
    });
    if (result.ok) {
      log.info(`check run "${name}": ${result.url} (${result.annotations} annotations)`);
      return true;
    }
    if (result.forbidden) {
      const readOnly = api.readOnlyToken(event.name, event.ok ? event.payload : undefined, env, 'checks: write');
      log.notice(
        readOnly
          ? `the check run "${name}" could not be written: ${readOnly}; the findings are shown as workflow annotations instead`
          : `the check run "${name}" could not be written (the token has no checks: write, as on a pull request from a fork); the findings are shown as workflow annotations instead. To publish it, add \`permissions: checks: write\` to the job`,
      );
    } else {
      log.warning(
        `the check run "${name}" could not be written (${result.message}); the findings are shown as workflow annotations instead; the verdict is unchanged`,
      );
    }
    return false;
  };

  const writePullRequestFeedback = ({
    counts,
    failing,
    findings,
    links,
    notes,
    lines,
    suppressed,
  }: Report): Promise<string[]> =>
    api.writePullRequestFeedback(client, {
      owner,
      repo,
      event,
      settings,
      counts,
      failing,
      findings,
      lines,
      links,
      runUrl,
      log,
      readOnly: api.readOnlyToken(event.name, event.ok ? event.payload : undefined, env, 'pull-requests: write'),
      ...(notes ? { notes } : {}),
      ...(suppressed ? { suppressed } : {}),
    });

  return { onlyChanged, publishCheckRun, writePullRequestFeedback };
}

/** What the base's policy needs of the API, on one client: every call throws a one-line error when GitHub cannot answer. */
export interface BaseApi {
  /** A file at a commit; 'absent' only when the commit is there without it. */
  fileAt(at: { path: string; ref: string }): Promise<import('./contents.js').FileAtRef>;
  /** The parents a commit names, in order. */
  parents(sha: string): Promise<string[]>;
  /** The paths `head` changes since its merge base with `base`, or why they cannot be told in full. */
  changed(base: string, head: string, what: string): Promise<{ files: string[] } | { reason: string }>;
}

export async function baseApi(token: string, env: RunnerVars, log: Log): Promise<BaseApi> {
  const api = await import('./index.js');
  const repository = api.readRepository(env);
  if (!repository.ok) throw new Error(`${repository.reason}, so the repository cannot be asked for it`);
  const client = await clientOf(api, token, env, log);
  const { owner, repo } = repository;
  return {
    fileAt: (at) => api.fileAtRef(client, { owner, repo, ...at }),
    parents: (sha) => api.commitParents(client, { owner, repo, sha }),
    changed: (base, head, what) => api.changedBetween(client, { owner, repo }, base, head, what, false, true),
  };
}

function clientOf(api: Api, token: string, env: RunnerVars, log: Log) {
  return api.createClient({
    token,
    apiUrl: env['GITHUB_API_URL'] || 'https://api.github.com',
    userAgent: `component-config-check/${VERSION}`,
    onRetry: (line) => log.info(line),
  });
}
