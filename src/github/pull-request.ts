// What the action writes on a pull request: the fixes as one review of suggestions, and one
// summary comment per check name, edited in place. Everything here is best effort: an API
// failure is one line in the log (a notice for a fork's read-only token) and never changes the
// verdict nor hides a finding, which the caller has already printed or will print regardless.
//
// Whose comment is whose: a comment is this action's own only when it is written by the token's
// own login (GraphQL's viewer, which answers for a user's token, the default GITHUB_TOKEN and
// any GitHub App's installation token alike) AND carries this action's marker. A marker in anyone else's comment is
// ignored: never counted, edited, deleted nor hidden.

import type { Finding } from '../config/findings.js';
import type { Suppressed } from '../config/fix/suppress.js';
import type { SourceLines } from '../report/summary.js';
import type { Counts } from '../report/counts.js';
import { commentMarker, commentState, renderComment } from '../report/pr-comment.js';
import { randomBytes } from 'node:crypto';
import { code, prose, type Links } from '../report/markdown.js';
import { listPullRequestFiles } from './changed.js';
import { ApiError, type FoundCheck, type GitHubClient } from './client.js';
import { pick, type EventPayload, type EventRead } from './event.js';
import {
  hasSuggestionMarker,
  planSuggestions,
  retireSuggestionMarker,
  reviewComment,
  suggestionKey,
  type Suggestion,
} from './suggestions.js';
import { asError, isObject, plural } from '../config/basics.js';

/** When the pull request gets the summary comment. */
export type PrComment = 'off' | 'always' | 'on-failure';

export interface PullRequestFeedback {
  event: EventRead;
  owner: string | undefined;
  repo: string | undefined;
  settings: {
    suggestions: boolean;
    /** At most this many new suggestions a run. */
    maxSuggestions: number;
    prComment: PrComment;
    checkName: string;
    workspace: string;
  };
  counts: Counts;
  /** The run's verdict under the fail-level: the comment's ❌ or ✅, and whether on-failure writes one. */
  failing: boolean;
  findings: readonly Finding[];
  /** The lines of the files as checked, each fix's among them: the suggestions' text. */
  lines: SourceLines;
  links: Links;
  runUrl: string | undefined;
  log: { info(line: string): void; notice(line: string): void; warning(line: string): void };
  /** Lines for the comment only, before this run's own (the policy that applied). */
  notes?: readonly string[];
  /** The suppressions the run applied: the comment lists them. */
  suppressed?: readonly Suppressed[];
  /** Why the token is read-only, when the event says (readOnlyToken): the line a refused write gives. */
  readOnly?: string | undefined;
}

/** What the default GITHUB_TOKEN writes as (an installation token of the GitHub Actions app). */
export const ACTIONS_BOT = 'github-actions[bot]';

/** Extra review requests a refused review may cost while its acceptable suggestions are sought. */
const SPLIT_BUDGET = 8;

/** Earlier suggestions cleaned up per run at most (each is a call or two). */
const CLEANUP_PER_RUN = 30;

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
  const api = new Calls(o, o.readOnly);
  // A run for an older commit that ends after a newer one must not overwrite the newer verdict.
  const moved = await headMoved(client, o, pr);
  if (moved) {
    o.log.notice(
      `${inputs}: the pull request's head is now ${moved.slice(0, 12)}, not ${head.slice(0, 12)} which this run checked, so nothing is written on it (the run for the newer commit writes its own); the verdict of this run is unchanged`,
    );
    return [
      `Nothing was written on the pull request: its head moved to ${code(moved.slice(0, 12))} after this run's commit ${code(head.slice(0, 12))}.`,
    ];
  }
  const me = await identity(client, o);
  const notes: string[] = [];
  if (suggestions) notes.push(...(await suggest(client, o, pr, api, me)));
  if (prComment !== 'off') await comment(client, o, pr, api, notes, me);
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

/** The PR's head now, when it is not the one this run checked; undefined when it is, or cannot be told. */
async function headMoved(client: GitHubClient, o: PullRequestFeedback, pr: PullRequest): Promise<string | undefined> {
  try {
    const res = await client.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
      owner: pr.owner,
      repo: pr.repo,
      pull_number: pr.number,
    });
    const now = res.data.head.sha;
    return typeof now === 'string' && now !== pr.head ? now : undefined;
  } catch (error) {
    // Cannot be told: the writes go ahead (the same as before this check existed).
    const why = asError(error).message;
    o.log.info(`the pull request's current head could not be read (${why}); writing on it anyway`);
    return undefined;
  }
}

/**
 * The login the token writes as. GraphQL's `viewer` answers every kind of token: a user's, the
 * default GITHUB_TOKEN (`github-actions[bot]`) and another GitHub App's installation token
 * (`its-slug[bot]`), which REST's GET /user refuses. GET /user is asked only when GraphQL is
 * not to be had; without either, the default token's bot is assumed, and the log says so.
 */
async function identity(client: GitHubClient, o: PullRequestFeedback): Promise<string> {
  const why: string[] = [];
  try {
    const data: unknown = await client.graphql('query { viewer { login } }');
    const login = pick(data, 'viewer', 'login');
    if (typeof login === 'string' && login !== '') return login;
    why.push('GraphQL viewer: no login');
  } catch (error) {
    why.push(`GraphQL viewer: ${oneLine(error)}`);
  }
  try {
    const res = await client.request('GET /user');
    if (typeof res.data.login === 'string' && res.data.login !== '') return res.data.login;
    why.push('GET /user: no login');
  } catch (error) {
    why.push(`GET /user: ${oneLine(error)}`);
  }
  o.log.info(
    `the token's login could not be read (${why.join('; ')}); taking it as ${ACTIONS_BOT}, so only its comments count as this action's own`,
  );
  return ACTIONS_BOT;
}

function loginOf(c: Record<string, unknown>): string | undefined {
  const login = pick(c, 'user', 'login');
  return typeof login === 'string' ? login : undefined;
}

/** Failed calls → one line each; after a refused write, no more writes (and one notice, not many). */
class Calls {
  readOnly = false;
  constructor(
    private readonly o: PullRequestFeedback,
    /** Why the token cannot write (readOnlyToken), when the event says. */
    private readonly readOnlyReason: string | undefined,
  ) {}

  failed(what: string, error: unknown, writing: boolean): void {
    const e = error instanceof ApiError ? error : undefined;
    const refused = e?.kind === 'forbidden';
    if (refused && writing) {
      this.readOnly = true;
      if (this.readOnlyReason) {
        this.o.log.notice(
          `${this.readOnlyReason}: the action cannot write on the pull request, so suggestions and the summary comment are skipped (the findings are in the annotations and the job summary); the verdict is unchanged`,
        );
      } else {
        this.o.log.warning(
          `${what}: ${e!.message}; so suggestions and the summary comment are skipped, and the verdict is unchanged`,
        );
      }
      return;
    }
    const why = e ? e.message : `unexpected error: ${asError(error).message}`;
    this.o.log.warning(`${what}: ${why}; the verdict is unchanged`);
  }
}

/** A review comment as listed, reduced to what the action reads. */
interface Listed {
  id: number;
  nodeId: string;
  path: string;
  body: string;
  /** null: outdated (the lines changed since); it cannot be applied any more. */
  line: number | null;
  login: string | undefined;
  inReplyTo: number | undefined;
}

function listed(c: Record<string, unknown>): Listed[] {
  const { id, node_id, path: file, body, line, in_reply_to_id } = c;
  if (typeof id !== 'number' || typeof file !== 'string' || typeof body !== 'string') return [];
  return [
    {
      id,
      nodeId: typeof node_id === 'string' ? node_id : '',
      path: file,
      body,
      line: typeof line === 'number' ? line : null,
      login: loginOf(c),
      inReplyTo: typeof in_reply_to_id === 'number' ? in_reply_to_id : undefined,
    },
  ];
}

async function suggest(
  client: GitHubClient,
  o: PullRequestFeedback,
  pr: PullRequest,
  api: Calls,
  me: string,
): Promise<string[]> {
  let files;
  let comments: Listed[];
  try {
    const listedFiles = await listPullRequestFiles(client, { ...pr, event: pr.payload ?? {} });
    if ('reason' in listedFiles) {
      o.log.warning(
        `suggestions: the pull request's diff cannot be read (${listedFiles.reason}); no fixes are suggested`,
      );
      return [];
    }
    files = listedFiles.entries;
    // Without the comments already there, a suggestion could be posted twice: better none.
    comments = (await listAll(client, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', pr)).flatMap(listed);
  } catch (error) {
    api.failed('suggestions: the pull request could not be read, so no fixes are suggested', error, false);
    return [];
  }
  // Top-level comments by this identity with the marker; replies are never the action's.
  const mine = comments.filter((c) => c.login === me && c.inReplyTo === undefined && hasSuggestionMarker(c.body));
  const plan = planSuggestions({
    findings: o.findings,
    files,
    // An outdated suggestion cannot be applied: it does not count as posted.
    existing: mine.filter((c) => c.line !== null),
    limit: o.settings.maxSuggestions,
    lines: (file) => o.lines.get(file),
    ...(o.links.place ? { place: o.links.place } : {}),
  });
  const notes: string[] = [];
  const stale = mine.filter((c) => c.line === null || !plan.current.has(suggestionKey(c) ?? ''));
  if (stale.length > 0) notes.push(...(await cleanUp(client, o, pr, api, stale, comments)));
  if (api.readOnly) return notes;

  const tally = `${plan.already} already on the pull request, ${plan.outside} on lines the pull request did not change`;
  if (plan.post.length === 0) {
    if (o.findings.some((f) => f.fix)) o.log.info(`suggestions: nothing new to suggest (${tally})`);
    else o.log.info('suggestions: no finding has a fix to suggest');
    return notes;
  }
  const n = plan.post.length;
  const more =
    plan.more > 0
      ? `${plan.more} more fixable finding${plan.more === 1 ? ' is' : 's are'} not suggested yet (at most ${o.settings.maxSuggestions} suggestions a run, input max-suggestions); the next run suggests them.`
      : '';
  const posting = new Posting(client, o, pr, me, more);
  let outcome: Outcome;
  try {
    outcome = await posting.post(plan.post);
  } catch (error) {
    api.failed(`suggestions: the review with ${plural(n, 'suggestion')}`, error, true);
    return notes;
  }
  const posted = outcome.posted.length;
  if (outcome.refused.length === 0) {
    o.log.info(
      `suggestions: posted ${posted} in ${outcome.reviews.length === 1 ? 'one review' : `${outcome.reviews.length} reviews`} (${tally})${outcome.reviews.length > 0 ? `: ${outcome.reviews.join(' ')}` : ''}`,
    );
  } else {
    const reasons = [...new Set(outcome.refused.map((r) => r.reason))].join('; ');
    o.log.warning(
      `suggestions: GitHub refused ${outcome.refused.length} of ${plural(n, 'suggestion')} (${reasons}); ${posted} ${posted === 1 ? 'was' : 'were'} posted, and the refused ones are listed in the job summary; the verdict is unchanged`,
    );
  }
  if (posted > 0)
    notes.push(`${posted} fix${posted === 1 ? ' was' : 'es were'} posted as suggestions on the pull request.`);
  if (outcome.refused.length > 0) {
    notes.push(
      [
        `GitHub refused ${plural(outcome.refused.length, 'suggestion')}:`,
        '',
        ...outcome.refused.map(
          (r) =>
            `- ${code(r.suggestion.path)} line ${r.suggestion.line} (${r.suggestion.codes.map(code).join(', ')}): ${prose(r.reason)}`,
        ),
      ].join('\n'),
    );
  }
  if (more) {
    o.log.info(`suggestions: ${more}`);
    notes.push(more);
  }
  return notes;
}

interface Outcome {
  posted: Suggestion[];
  refused: Array<{ suggestion: Suggestion; reason: string }>;
  /** The posted reviews' links. */
  reviews: string[];
}

/**
 * Posting suggestions as reviews. GitHub validates a review as a whole: one comment it refuses
 * (422) refuses all. A refused batch is halved and each half posted, down to the one comment
 * GitHub refuses, within SPLIT_BUDGET extra requests; what the budget leaves untried is refused
 * with that reason.
 */
class Posting {
  private extra = 0;
  private readonly nonce = randomBytes(6).toString('hex');
  private count = 0;
  constructor(
    private readonly client: GitHubClient,
    private readonly o: PullRequestFeedback,
    private readonly pr: PullRequest,
    private readonly me: string,
    private readonly more: string,
  ) {}

  async post(all: Suggestion[]): Promise<Outcome> {
    const out: Outcome = { posted: [], refused: [], reviews: [] };
    await this.batch(all, out, all.length);
    return out;
  }

  private async batch(batch: Suggestion[], out: Outcome, total: number): Promise<void> {
    try {
      const url = await this.review(batch, total);
      out.posted.push(...batch);
      if (url) out.reviews.push(url);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      const reason = error.githubErrors.length > 0 ? error.githubErrors.join('; ') : error.githubMessage || '422';
      if (batch.length === 1) {
        out.refused.push({ suggestion: batch[0]!, reason });
        return;
      }
      if (this.extra + 2 > SPLIT_BUDGET) {
        for (const s of batch)
          out.refused.push({
            suggestion: s,
            reason: `${reason} (in a review GitHub refused as a whole; not retried alone)`,
          });
        return;
      }
      this.extra += 2;
      const half = Math.ceil(batch.length / 2);
      await this.batch(batch.slice(0, half), out, total);
      await this.batch(batch.slice(half), out, total);
    }
  }

  /** One review; a create retried after a 5xx or a lost answer that had gone through is found by its marker. */
  private async review(batch: Suggestion[], total: number): Promise<string> {
    const marker = `<!-- component-config-check review=${this.nonce}-${this.count++} -->`;
    const n = batch.length;
    const part = n < total ? ` (${n} of the ${total} of this run)` : '';
    const body = [
      `**${prose(this.o.settings.checkName)}**: ${n} fix${n === 1 ? '' : 'es'} as suggestions${part}. Press "Commit suggestion" on one, or add several to a batch and commit them together.`,
      ...(this.more ? ['', prose(this.more)] : []),
      '',
      marker,
    ].join('\n');
    const found: FoundCheck = async () => {
      const reviews = await listAll(this.client, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', this.pr);
      const made = reviews.find(
        (r) => loginOf(r) === this.me && typeof r['body'] === 'string' && r['body'].includes(marker),
      );
      return made ? { status: 200, data: made } : undefined;
    };
    const res = await this.client.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      owner: this.pr.owner,
      repo: this.pr.repo,
      pull_number: this.pr.number,
      commit_id: this.pr.head,
      event: 'COMMENT',
      body,
      comments: batch.map(reviewComment),
      request: { found },
    });
    return isObject(res.data) && typeof res.data['html_url'] === 'string' ? res.data['html_url'] : '';
  }
}

/**
 * This action's earlier suggestions whose finding is gone (fixed, or its lines changed): deleted
 * when nobody replied; otherwise hidden as outdated (GraphQL minimizeComment), which keeps the
 * conversation, and their marker retired so that later runs leave them be.
 */
async function cleanUp(
  client: GitHubClient,
  o: PullRequestFeedback,
  pr: PullRequest,
  api: Calls,
  stale: Listed[],
  all: Listed[],
): Promise<string[]> {
  let deleted = 0;
  let hidden = 0;
  for (const c of stale.slice(0, CLEANUP_PER_RUN)) {
    const replied = all.some((r) => r.inReplyTo === c.id);
    try {
      if (!replied) {
        await client.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
          owner: pr.owner,
          repo: pr.repo,
          comment_id: c.id,
        });
        deleted++;
      } else {
        await client.graphql(
          'mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: OUTDATED }) { minimizedComment { isMinimized } } }',
          { id: c.nodeId },
        );
        await client.request('PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
          owner: pr.owner,
          repo: pr.repo,
          comment_id: c.id,
          body: retireSuggestionMarker(c.body),
        });
        hidden++;
      }
    } catch (error) {
      api.failed(
        `suggestions: an earlier suggestion whose finding is gone (${c.path}) could not be cleaned up`,
        error instanceof ApiError ? error : new Error(oneLine(error)),
        true,
      );
      break;
    }
  }
  if (deleted + hidden === 0) return [];
  const said = [
    deleted > 0 && `${deleted} deleted`,
    hidden > 0 && `${hidden} hidden as outdated (someone had replied)`,
  ].filter(Boolean);
  const line = `Earlier suggestions whose finding is gone: ${said.join(', ')}.`;
  o.log.info(`suggestions: ${line}`);
  return [line];
}

function oneLine(error: unknown): string {
  return asError(error).message.replace(/\s+/g, ' ').slice(0, 300);
}

async function comment(
  client: GitHubClient,
  o: PullRequestFeedback,
  pr: PullRequest,
  api: Calls,
  notes: readonly string[],
  me: string,
): Promise<void> {
  if (api.readOnly) return;
  const marker = commentMarker(o.settings.checkName);
  const ourComment = (comments: Array<Record<string, unknown>>) => {
    for (const c of comments) {
      if (
        typeof c['body'] === 'string' &&
        typeof c['id'] === 'number' &&
        loginOf(c) === me &&
        c['body'].includes(marker)
      )
        return { id: c['id'], body: c['body'] };
    }
    return undefined;
  };
  let ours: { id: number; body: string } | undefined;
  try {
    ours = ourComment(await listAll(client, 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', pr));
  } catch (error) {
    // Without the list, a new comment could be a second one.
    api.failed(
      'pr-comment: the comments of the pull request could not be read, so the summary comment is skipped',
      error,
      false,
    );
    return;
  }
  if (!ours && !o.failing && o.settings.prComment === 'on-failure') {
    o.log.info('pr-comment: the pull request passes and has no summary comment yet; none is written (on-failure)');
    return;
  }
  const body = renderComment({
    checkName: o.settings.checkName,
    counts: o.counts,
    failing: o.failing,
    findings: o.findings,
    links: { ...o.links, sha: pr.head },
    runUrl: o.runUrl,
    previous: ours ? commentState(ours.body) : undefined,
    notes: [...(o.notes ?? []), ...notes],
    ...(o.suppressed ? { suppressed: o.suppressed } : {}),
  });
  // A create retried after a 5xx or a lost answer that had gone through: the comment it made.
  const found: FoundCheck = async () => {
    const made = ourComment(await listAll(client, 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', pr));
    return made ? { status: 201, data: made } : undefined;
  };
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
          request: { found },
        });
    const url = isObject(res.data) && typeof res.data['html_url'] === 'string' ? `: ${res.data['html_url']}` : '';
    o.log.info(`pr-comment: ${ours ? 'updated' : 'created'} the summary comment${url}`);
  } catch (error) {
    api.failed(`pr-comment: the summary comment`, error, true);
  }
}

type ListRoute =
  | 'GET /repos/{owner}/{repo}/pulls/{pull_number}/comments'
  | 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews'
  | 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';

/** Pages of 100 as long as GitHub's Link header names a next one, at most 30 (3,000 items). */
async function listAll(
  client: GitHubClient,
  route: ListRoute,
  pr: PullRequest,
): Promise<Array<Record<string, unknown>>> {
  const out: Array<Record<string, unknown>> = [];
  const where = route.includes('{issue_number}') ? { issue_number: pr.number } : { pull_number: pr.number };
  for (let page = 1; page <= 30; page++) {
    const res = await client.request(route as 'GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', {
      owner: pr.owner,
      repo: pr.repo,
      ...(where as { pull_number: number }),
      per_page: 100,
      page,
    });
    const data: unknown = res.data;
    if (!Array.isArray(data)) throw new Error(`${route} answered with something other than a list`);
    out.push(...data.filter(isObject));
    if (!/\brel="next"/.test(String(res.headers.link ?? ''))) break;
  }
  return out;
}
