// What the action writes on a pull request: the fixes as one review of suggestions, and one
// summary comment per check name, edited in place. Everything here is best effort: an API
// failure is one line in the log (a notice for a fork's read-only token) and never changes the
// verdict nor hides a finding, which the caller has already printed or will print regardless.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Finding } from '../config/findings.js';
import type { Counts } from '../report/counts.js';
import { commentMarker, commentState, renderComment } from '../report/pr-comment.js';
import type { Links } from '../report/markdown.js';
import { listPullRequestFiles } from './changed.js';
import { ApiError, type GitHubClient } from './client.js';
import type { Settings } from '../settings.js';
import { isObject, pick, type EventPayload, type EventRead } from './event.js';
import { planSuggestions, reviewComment, SUGGESTIONS_PER_RUN, type ReviewComment } from './suggestions.js';

export interface PullRequestFeedback {
  event: EventRead;
  owner: string | undefined;
  repo: string | undefined;
  settings: Pick<Settings, 'suggestions' | 'prComment' | 'checkName' | 'workspace'>;
  counts: Counts;
  findings: readonly Finding[];
  links: Links;
  runUrl: string | undefined;
  log: { info(line: string): void; notice(line: string): void; warning(line: string): void };
  /** Lines for the comment only, before this run's own (the policy that applied). */
  notes?: readonly string[];
}

/** Lines for the job summary (how many suggestions were posted, and how many more there are). */
export async function writePullRequestFeedback(client: GitHubClient, o: PullRequestFeedback): Promise<string[]> {
  const { suggestions, prComment } = o.settings;
  const inputs = [suggestions && 'suggestions', prComment !== 'off' && 'pr-comment'].filter(Boolean).join(' and ');
  const eventName = o.event.name;
  if (eventName !== 'pull_request' && eventName !== 'pull_request_target') {
    o.log.notice(
      `${inputs}: the event is "${eventName || 'unknown'}", not pull_request or pull_request_target, so there is no pull request to write on; skipped`,
    );
    return [];
  }
  const payload = o.event.ok ? o.event.payload : undefined;
  const number = pick(payload, 'pull_request', 'number');
  const head = pick(payload, 'pull_request', 'head', 'sha');
  if (typeof number !== 'number' || typeof head !== 'string' || !o.owner || !o.repo) {
    const why = !o.event.ok
      ? o.event.reason
      : !o.owner || !o.repo
        ? 'GITHUB_REPOSITORY is not owner/repo'
        : `the ${eventName} event payload has no pull request number and head commit`;
    o.log.warning(`${inputs}: ${why}; skipped`);
    return [];
  }
  const pr = { owner: o.owner, repo: o.repo, number, head, eventName, payload };
  const api = new Calls(o, eventName === 'pull_request' && fromFork(payload));
  const notes: string[] = [];
  if (suggestions) notes.push(...(await suggest(client, o, pr, api)));
  if (prComment !== 'off') await comment(client, o, pr, api, notes);
  return notes;
}

interface PullRequest {
  owner: string;
  repo: string;
  number: number;
  head: string;
  eventName: string;
  payload: EventPayload | undefined;
}

/** A fork's pull_request event gets a read-only token, whatever the workflow asks for (pull_request_target does not). */
function fromFork(event: EventPayload | undefined): boolean {
  const headRepo = pick(event, 'pull_request', 'head', 'repo', 'full_name');
  const baseRepo = pick(event, 'pull_request', 'base', 'repo', 'full_name');
  return typeof headRepo === 'string' && typeof baseRepo === 'string' && headRepo !== baseRepo;
}

/** Failed calls → one line each; after a refused write, no more writes (and one notice, not many). */
class Calls {
  readOnly = false;
  constructor(
    private readonly o: PullRequestFeedback,
    private readonly fork: boolean,
  ) {}

  failed(what: string, error: unknown, writing: boolean): void {
    const e = error instanceof ApiError ? error : undefined;
    const refused = e?.kind === 'forbidden';
    if (refused && writing) {
      this.readOnly = true;
      if (this.fork) {
        this.o.log.notice(
          'this pull request comes from a fork, so the token is read-only and the action cannot comment on it; suggestions and the summary comment are skipped (the findings are in the annotations and the job summary). The verdict is unchanged',
        );
      } else {
        this.o.log.warning(
          `${what}: ${e!.message}; so suggestions and the summary comment are skipped, and the verdict is unchanged`,
        );
      }
      return;
    }
    const why = e ? e.message : `unexpected error: ${(error as Error)?.message ?? String(error)}`;
    this.o.log.warning(`${what}: ${why}; the verdict is unchanged`);
  }
}

async function suggest(client: GitHubClient, o: PullRequestFeedback, pr: PullRequest, api: Calls): Promise<string[]> {
  if (!o.findings.some((f) => f.fix)) {
    o.log.info('suggestions: no finding has a fix to suggest');
    return [];
  }
  let files;
  let existing: ReviewComment[];
  try {
    const listed = await listPullRequestFiles(client, { ...pr, event: pr.payload ?? {} });
    if ('reason' in listed) {
      o.log.warning(`suggestions: the pull request's diff cannot be read (${listed.reason}); no fixes are suggested`);
      return [];
    }
    files = listed.entries;
    // Without the comments already there, a suggestion could be posted twice: better none.
    existing = (await listAll(client, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', pr)).flatMap((c) =>
      typeof c['path'] === 'string' && typeof c['body'] === 'string' ? [{ path: c['path'], body: c['body'] }] : [],
    );
  } catch (error) {
    api.failed('suggestions: the pull request could not be read, so no fixes are suggested', error, false);
    return [];
  }
  const plan = planSuggestions({
    findings: o.findings,
    files,
    existing,
    readText: (file) => {
      try {
        return readFileSync(path.join(o.settings.workspace, file), 'utf8');
      } catch {
        return undefined;
      }
    },
  });
  const tally = `${plan.already} already on the pull request, ${plan.outside} on lines the pull request did not change`;
  if (plan.post.length === 0) {
    o.log.info(`suggestions: nothing new to suggest (${tally})`);
    return [];
  }
  const n = plan.post.length;
  try {
    const res = await client.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      owner: pr.owner,
      repo: pr.repo,
      pull_number: pr.number,
      commit_id: pr.head,
      event: 'COMMENT',
      body: `**${o.settings.checkName}**: ${n} fix${n === 1 ? '' : 'es'} as suggestions. Press "Commit suggestion" on one, or add several to a batch and commit them together.`,
      comments: plan.post.map(reviewComment),
    });
    const url = isObject(res.data) && typeof res.data['html_url'] === 'string' ? `: ${res.data['html_url']}` : '';
    o.log.info(`suggestions: posted ${n} in one review (${tally})${url}`);
  } catch (error) {
    api.failed(`suggestions: the review with ${n} suggestion${n === 1 ? '' : 's'}`, error, true);
    return [];
  }
  const notes = [`${n} fix${n === 1 ? ' was' : 'es were'} posted as suggestions on the pull request.`];
  if (plan.more > 0) {
    const more = `${plan.more} more fixable finding${plan.more === 1 ? ' is' : 's are'} not suggested yet (at most ${SUGGESTIONS_PER_RUN} suggestions a run); the next run suggests them.`;
    o.log.info(`suggestions: ${more}`);
    notes.push(more);
  }
  return notes;
}

async function comment(
  client: GitHubClient,
  o: PullRequestFeedback,
  pr: PullRequest,
  api: Calls,
  notes: readonly string[],
): Promise<void> {
  if (api.readOnly) return;
  const marker = commentMarker(o.settings.checkName);
  let ours: { id: number; body: string } | undefined;
  try {
    for (const c of await listAll(client, 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', pr)) {
      if (typeof c['body'] === 'string' && typeof c['id'] === 'number' && c['body'].includes(marker)) {
        ours = { id: c['id'], body: c['body'] };
        break;
      }
    }
  } catch (error) {
    // Without the list, a new comment could be a second one.
    api.failed(
      'pr-comment: the comments of the pull request could not be read, so the summary comment is skipped',
      error,
      false,
    );
    return;
  }
  const passing = o.counts.errors === 0;
  if (!ours && passing && o.settings.prComment === 'on-failure') {
    o.log.info('pr-comment: the pull request passes and has no summary comment yet; none is written (on-failure)');
    return;
  }
  const body = renderComment({
    checkName: o.settings.checkName,
    counts: o.counts,
    findings: o.findings,
    links: { ...o.links, sha: pr.head },
    runUrl: o.runUrl,
    previous: ours ? commentState(ours.body) : undefined,
    notes: [...(o.notes ?? []), ...notes],
  });
  try {
    const res = ours
      ? await client.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
          owner: pr.owner,
          repo: pr.repo,
          comment_id: ours.id,
          body,
        })
      : await client.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
          owner: pr.owner,
          repo: pr.repo,
          issue_number: pr.number,
          body,
        });
    const url = isObject(res.data) && typeof res.data['html_url'] === 'string' ? `: ${res.data['html_url']}` : '';
    o.log.info(`pr-comment: ${ours ? 'updated' : 'created'} the summary comment${url}`);
  } catch (error) {
    api.failed(`pr-comment: the summary comment`, error, true);
  }
}

/** Pages of 100, at most 30 (3,000 comments: a pull request with more has other problems). */
async function listAll(
  client: GitHubClient,
  route:
    | 'GET /repos/{owner}/{repo}/pulls/{pull_number}/comments'
    | 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  pr: PullRequest,
): Promise<Array<Record<string, unknown>>> {
  const out: Array<Record<string, unknown>> = [];
  for (let page = 1; page <= 30; page++) {
    const res = await client.request(route, {
      owner: pr.owner,
      repo: pr.repo,
      pull_number: pr.number,
      issue_number: pr.number,
      per_page: 100,
      page,
    });
    const data: unknown = res.data;
    if (!Array.isArray(data)) throw new Error(`${route} answered with something other than a list`);
    out.push(...data.filter(isObject));
    if (data.length < 100) break;
  }
  return out;
}
