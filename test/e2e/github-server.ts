// A small fake of GitHub's REST API on 127.0.0.1, for the tests of src/github/ and of the built
// action: real HTTP on a random port, every request recorded (method, path, query, headers, JSON
// body), answers from a per-test script (queued responses per route) or from the fake's state
// (check runs, a PR's files, review and issue comments, reviews).
//
// Held to GitHub's own description (openapi.ts): every request must match an operation of
// @octokit/openapi's api.github.com description (path template, method, path and query
// parameters, JSON body), and every answer must be documented for it (status, body schema). A
// scripted or default answer is built out to the documented schema from the fields it gives
// (GitHub's objects have dozens of required fields a test does not care about); what it does
// give is still validated. Every mismatch is a violation, and `close()` rejects with them, so
// a test file that closes its server in afterEach fails on any. POST /graphql lies outside the
// REST description: its body must be `{ query, variables? }`.
//
// Documented behaviours it models: a review is accepted or refused as a whole (422 with
// `errors[]`); list endpoints paginate with `Link` headers; an outdated review comment has
// `line: null`; a scripted answer with `commit: true` does the work and still answers its status
// (a create, update or delete that went through behind a 502, or behind a delay past the
// client's time bound); a check run's update appends its annotations, as GitHub's does. It closes itself after `lifetimeMs`.

import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { writeFileSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { checkRequest, checkResponse, checkWebhook, restBody, webhookPayload } from './openapi.js';

export type Route =
  | 'create-check-run'
  | 'update-check-run'
  | 'get-check-run'
  | 'list-check-runs'
  | 'pr-files'
  | 'compare'
  | 'get-pull'
  | 'review-comments'
  | 'create-review'
  | 'list-reviews'
  | 'delete-review-comment'
  | 'update-review-comment'
  | 'issue-comments'
  | 'create-issue-comment'
  | 'update-issue-comment'
  | 'get-user'
  | 'get-content'
  | 'get-commit'
  | 'graphql'
  | 'other';

/** The REST description's operation ids of the routes. */
const OPERATIONS: Record<string, Route> = {
  'checks/create': 'create-check-run',
  'checks/update': 'update-check-run',
  'checks/get': 'get-check-run',
  'checks/list-for-ref': 'list-check-runs',
  'pulls/list-files': 'pr-files',
  'repos/compare-commits-with-basehead': 'compare',
  'pulls/get': 'get-pull',
  'pulls/list-review-comments': 'review-comments',
  'pulls/create-review': 'create-review',
  'pulls/list-reviews': 'list-reviews',
  'pulls/delete-review-comment': 'delete-review-comment',
  'pulls/update-review-comment': 'update-review-comment',
  'issues/list-comments': 'issue-comments',
  'issues/create-comment': 'create-issue-comment',
  'issues/update-comment': 'update-issue-comment',
  'users/get-authenticated': 'get-user',
  'repos/get-content': 'get-content',
  'git/get-commit': 'get-commit',
};

export interface RecordedRequest {
  method: string;
  /** As requested, prefix included (`/api/v3/repos/…` on an Enterprise-style URL). */
  path: string;
  route: Route;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
  /** Milliseconds since the server started. */
  at: number;
}

export interface ScriptedResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Wait before answering. */
  delayMs?: number;
  /** Drop the connection without an answer (the client sees ECONNRESET / "other side closed"). */
  reset?: boolean;
  /** Do what the request asks (store the comment, the review, …), then answer this instead. */
  commit?: boolean;
  /**
   * A status the description does not document for the operation, sent on purpose (a test of
   * how the client takes any status): the body is still checked for GitHub's error shape.
   */
  undocumented?: boolean;
}

export interface ChangedFile {
  filename: string;
  status: 'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
  /** The unified diff, as the files API gives it (left out for binary or huge diffs). */
  patch?: string;
}

export interface FakeUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

/** What the default GITHUB_TOKEN writes as. */
export const ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

/** A review comment as stored by the fake: what a create-review request posted, or seeded by a test. */
export interface StoredReviewComment {
  id: number;
  path: string;
  body: string;
  /** null: outdated (the line changed since), as GitHub lists it. */
  line: number | null;
  start_line?: number | null;
  side?: string;
  start_side?: string;
  commit_id: string;
  user?: FakeUser;
  in_reply_to_id?: number;
  /** Set by the GraphQL minimizeComment mutation. */
  minimized?: string;
}

export interface StoredIssueComment {
  id: number;
  body: string;
  user?: FakeUser;
}

export interface StoredReview {
  id: number;
  body: string;
  commit_id: string;
  user: FakeUser;
}

export interface StoredCheckRun {
  id: number;
  name: string;
  head_sha: string;
  external_id?: string;
  conclusion?: string;
  annotations: number;
}

export interface FakeGitHubOptions {
  /** The PR's files, served 100 a page at most (at most 3,000, like GitHub). */
  prFiles?: ChangedFile[];
  /** The compare's files (GitHub cuts at 300; the test decides what to serve). */
  compareFiles?: ChangedFile[];
  /** First check-run id handed out. */
  firstCheckRunId?: number;
  /** The pull request's head commit, as GET /repos/{o}/{r}/pulls/{n} answers it. */
  pullHead?: string;
  /**
   * The token's own login: what the token writes is written as it, and GraphQL's viewer answers
   * it. GET /user answers a `User` and refuses a `Bot` with 403, as GitHub refuses any app's
   * installation token. Undefined: the default GITHUB_TOKEN, github-actions[bot].
   */
  user?: FakeUser;
  /** GraphQL refuses the viewer query (an error in a 200, as GitHub answers): the login must come from GET /user, or be assumed. */
  viewerRefused?: boolean;
  /**
   * GitHub's own reasons to refuse a review comment the fake cannot know (a file too large to
   * diff, a line GitHub's diff places otherwise): its `errors[]` text, or undefined to accept.
   */
  refuse?: (comment: Record<string, unknown>) => string | undefined;
  /**
   * The repository's files by commit (sha → path → text), as the contents API serves them: a path
   * a known commit does not hold is a 404, as is any path of an unknown commit; GET of a git
   * commit answers for the known ones only. Undefined: every commit is known and holds no file
   * (so that the base's policy file of a test about something else is simply absent).
   */
  commits?: Record<string, Record<string, string>>;
  /**
   * The parents GET of a git commit answers (sha → parents, a pull request's merge commit first
   * the base); a commit named here is known. Any other known commit names the payload's default
   * base (`e…e`) and the pull request's head, as a test merge commit does.
   */
  parents?: Record<string, string[]>;
  /** The server closes itself after this long (default 60 s). */
  lifetimeMs?: number;
}

export interface FakeGitHub {
  /** http://127.0.0.1:PORT */
  url: string;
  /**
   * Every request but the reads of the base's policy file (`policyReads`): every pull request
   * and merge group run without the base commit in its checkout makes those (policy-from: base),
   * and the tests of the other calls list these.
   */
  requests: RecordedRequest[];
  /**
   * The reads of policy-from: base: the contents and git-commit reads (the base's policy file, a
   * merge commit's parents) and the compare of a pull request's own change (asked for its files
   * alone, `per_page=1`); `of()` finds them too.
   */
  policyReads: RecordedRequest[];
  /** Requests or answers that GitHub's description does not allow; close() rejects when there are any. */
  violations: string[];
  /** Answer the next requests of `route` with these, in order; then the defaults again. */
  queue(route: Route, ...responses: ScriptedResponse[]): void;
  /** Requests of one route. */
  of(route: Route): RecordedRequest[];
  /** The PR's files from now on (a new push). */
  setPrFiles(files: ChangedFile[]): void;
  /** The PR's head from now on (a newer push). */
  setPullHead(sha: string): void;
  /** The review comments on the PR: posted by create-review requests, or seeded by a test. */
  reviewComments: StoredReviewComment[];
  /** The PR's conversation comments. */
  issueComments: StoredIssueComment[];
  reviews: StoredReview[];
  checkRuns: StoredCheckRun[];
  /** The next free id for a seeded comment. */
  nextId(): number;
  close(): Promise<void>;
}

/** Right-side line ranges of a patch's hunks, from the hunk headers alone. */
function hunkRanges(patch: string | undefined): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const m of (patch ?? '').matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(m[1]);
    const count = m[2] === undefined ? 1 : Number(m[2]);
    ranges.push([start, start + count - 1]);
  }
  return ranges;
}

/** What GitHub checks of a review comment: its lines lie in one hunk of that file's diff. */
function reviewCommentError(c: Record<string, unknown>, files: readonly ChangedFile[]): string | undefined {
  const file = files.find((f) => f.filename === c['path']);
  if (!file) return `Path could not be resolved: ${String(c['path'])}`;
  const line = c['line'];
  const start = c['start_line'] ?? line;
  if (typeof line !== 'number' || typeof start !== 'number' || c['side'] !== 'RIGHT')
    return 'line and side RIGHT needed';
  if (c['start_line'] !== undefined && (c['start_side'] !== 'RIGHT' || start >= line))
    return 'start_line must precede line, on side RIGHT';
  const inOne = hunkRanges(file.patch).some(([a, b]) => a <= start && line <= b);
  return inOne ? undefined : 'Line could not be resolved';
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function userObject(u: FakeUser): Record<string, unknown> {
  return {
    login: u.login,
    id: u.id,
    type: u.type,
    node_id: `U_${u.id}`,
    html_url: `https://github.example/${encodeURIComponent(u.login)}`,
  };
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const started = Date.now();
  const requests: RecordedRequest[] = [];
  const policyReads: RecordedRequest[] = [];
  const violations: string[] = [];
  const queues = new Map<Route, ScriptedResponse[]>();
  const sockets = new Set<Socket>();
  let nextCheckRunId = options.firstCheckRunId ?? 4242;
  let nextCommentId = 9000;
  let prFiles = options.prFiles ?? [];
  let pullHead = options.pullHead ?? '0'.repeat(40);
  const writer = options.user ?? ACTIONS_BOT;
  const reviewComments: StoredReviewComment[] = [];
  const issueComments: StoredIssueComment[] = [];
  const reviews: StoredReview[] = [];
  const checkRuns: StoredCheckRun[] = [];
  let url = '';

  /** A page of a list, with GitHub's Link header when there are other pages. */
  const page = <T>(all: readonly T[], path: string, query: Record<string, string>) => {
    const perPage = Math.max(1, Math.min(100, Number(query['per_page'] ?? 30)));
    const n = Math.max(1, Number(query['page'] ?? 1));
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const link = (p: number, rel: string) => {
      const q = new URLSearchParams({ ...query, page: String(p) });
      return `<${url}${path}?${q}>; rel="${rel}"`;
    };
    const rels = [
      ...(n < last ? [link(n + 1, 'next'), link(last, 'last')] : []),
      ...(n > 1 ? [link(1, 'first'), link(n - 1, 'prev')] : []),
    ];
    return {
      items: all.slice((n - 1) * perPage, n * perPage),
      headers: rels.length > 0 ? { link: rels.join(', ') } : ({} as Record<string, string>),
    };
  };

  const reviewCommentObject = (c: StoredReviewComment) => ({
    id: c.id,
    node_id: `PRRC_${c.id}`,
    path: c.path,
    body: c.body,
    line: c.line,
    original_line: c.line ?? 1,
    ...(c.start_line !== undefined ? { start_line: c.start_line } : {}),
    side: c.side ?? 'RIGHT',
    commit_id: c.commit_id,
    original_commit_id: c.commit_id,
    user: userObject(c.user ?? writer),
    ...(c.in_reply_to_id !== undefined ? { in_reply_to_id: c.in_reply_to_id } : {}),
    html_url: `https://github.example/octo/repo/pull/17#discussion_r${c.id}`,
  });
  const issueCommentObject = (c: StoredIssueComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    body: c.body,
    user: userObject(c.user ?? writer),
    html_url: `https://github.example/octo/repo/pull/17#issuecomment-${c.id}`,
  });
  const checkRunObject = (r: StoredCheckRun) => ({
    id: r.id,
    name: r.name,
    head_sha: r.head_sha,
    external_id: r.external_id ?? null,
    status: 'completed',
    conclusion: r.conclusion ?? null,
    html_url: `https://github.example/octo/repo/runs/${r.id}`,
    output: {
      title: null,
      summary: null,
      text: null,
      annotations_count: r.annotations,
      annotations_url: `https://github.example/x`,
    },
  });

  const defaults = (
    route: Route,
    params: Record<string, string>,
    path: string,
    query: Record<string, string>,
    body: unknown,
  ): ScriptedResponse => {
    const fields = isPlain(body) ? body : {};
    const annotationsOf = () => {
      const out = fields['output'];
      return isPlain(out) && Array.isArray(out['annotations']) ? out['annotations'].length : 0;
    };
    switch (route) {
      case 'create-check-run': {
        const run: StoredCheckRun = {
          id: nextCheckRunId++,
          name: String(fields['name']),
          head_sha: String(fields['head_sha']),
          ...(typeof fields['external_id'] === 'string' ? { external_id: fields['external_id'] } : {}),
          ...(typeof fields['conclusion'] === 'string' ? { conclusion: fields['conclusion'] } : {}),
          annotations: annotationsOf(),
        };
        checkRuns.push(run);
        return { status: 201, body: checkRunObject(run) };
      }
      case 'update-check-run': {
        const id = Number(params['check_run_id']);
        let run = checkRuns.find((r) => r.id === id);
        if (!run) {
          // A run the test did not create through the fake: known from now on.
          run = { id, name: 'x', head_sha: 'f'.repeat(40), annotations: 0 };
          checkRuns.push(run);
        }
        run.annotations += annotationsOf();
        return { status: 200, body: checkRunObject(run) };
      }
      case 'get-check-run': {
        const run = checkRuns.find((r) => r.id === Number(params['check_run_id']));
        return run
          ? { status: 200, body: checkRunObject(run) }
          : { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };
      }
      case 'list-check-runs': {
        const runs = checkRuns.filter(
          (r) => r.head_sha === params['ref'] && (query['check_name'] === undefined || r.name === query['check_name']),
        );
        const { items, headers } = page(runs, path, query);
        return { status: 200, headers, body: { total_count: runs.length, check_runs: items.map(checkRunObject) } };
      }
      case 'pr-files': {
        const { items, headers } = page(prFiles.slice(0, 3000), path, query);
        return {
          status: 200,
          headers,
          body: items.map((f) => ({ sha: 'x', additions: 1, deletions: 0, changes: 1, ...f })),
        };
      }
      case 'compare':
        return {
          status: 200,
          body: {
            status: 'ahead',
            ahead_by: 1,
            behind_by: 0,
            total_commits: 1,
            commits: [],
            files: options.compareFiles ?? [],
          },
        };
      case 'get-pull':
        return {
          status: 200,
          body: {
            number: Number(params['pull_number']),
            state: 'open',
            head: { sha: pullHead, ref: 'feature' },
            base: { sha: 'e'.repeat(40), ref: 'main' },
          },
        };
      case 'get-user':
        return options.user?.type === 'User'
          ? { status: 200, body: userObject(options.user) }
          : { status: 403, body: { message: 'Resource not accessible by integration' } };
      case 'get-content': {
        const text = options.commits?.[query['ref'] ?? '']?.[params['path'] ?? ''];
        if (text === undefined)
          return {
            status: 404,
            body: {
              message: 'Not Found',
              documentation_url: 'https://docs.github.com/rest/repos/contents#get-repository-content',
            },
          };
        const bytes = Buffer.from(text, 'utf8');
        const name = String(params['path']).split('/').pop();
        return {
          status: 200,
          body: {
            type: 'file',
            encoding: 'base64',
            // GitHub wraps the base64 at 60 characters.
            content: (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n'),
            size: bytes.length,
            name,
            path: params['path'],
            sha: 'b'.repeat(40),
          },
        };
      }
      case 'get-commit': {
        const sha = params['commit_sha'] ?? '';
        const parents = options.parents?.[sha] ?? ['e'.repeat(40), pullHead];
        return !options.commits || options.commits[sha] || options.parents?.[sha]
          ? { status: 200, body: { sha, parents: parents.map((p) => ({ sha: p })) } }
          : {
              status: 404,
              body: {
                message: 'Not Found',
                documentation_url: 'https://docs.github.com/rest/git/commits#get-a-commit-object',
              },
            };
      }
      case 'review-comments': {
        const { items, headers } = page(reviewComments, path, query);
        return { status: 200, headers, body: items.map(reviewCommentObject) };
      }
      case 'list-reviews': {
        const { items, headers } = page(reviews, path, query);
        return {
          status: 200,
          headers,
          body: items.map((r) => ({ id: r.id, body: r.body, commit_id: r.commit_id, user: userObject(r.user) })),
        };
      }
      case 'create-review': {
        const comments = Array.isArray(fields['comments'])
          ? (fields['comments'] as Array<Record<string, unknown>>)
          : [];
        // GitHub validates a review as a whole: one comment it cannot place refuses them all.
        const wrong = comments
          .map((c) => reviewCommentError(c, prFiles) ?? options.refuse?.(c))
          .filter((e) => e !== undefined);
        if (fields['event'] !== 'COMMENT' || typeof fields['body'] !== 'string' || wrong.length > 0)
          return {
            status: 422,
            body: {
              message: 'Unprocessable Entity',
              errors: wrong.length > 0 ? wrong : ['event COMMENT needs a body'],
              documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
            },
          };
        const review: StoredReview = {
          id: nextCommentId++,
          body: String(fields['body']),
          commit_id: String(fields['commit_id']),
          user: writer,
        };
        reviews.push(review);
        for (const c of comments)
          reviewComments.push({
            ...(c as unknown as Omit<StoredReviewComment, 'id'>),
            id: nextCommentId++,
            commit_id: String(fields['commit_id']),
            user: writer,
          });
        return {
          status: 200,
          body: {
            id: review.id,
            body: review.body,
            commit_id: review.commit_id,
            state: 'COMMENTED',
            user: userObject(writer),
            html_url: `https://github.example/octo/repo/pull/17#pullrequestreview-${review.id}`,
          },
        };
      }
      case 'delete-review-comment': {
        const i = reviewComments.findIndex((c) => c.id === Number(params['comment_id']));
        if (i < 0) return { status: 404, body: { message: 'Not Found' } };
        reviewComments.splice(i, 1);
        return { status: 204 };
      }
      case 'update-review-comment': {
        const comment = reviewComments.find((c) => c.id === Number(params['comment_id']));
        if (!comment) return { status: 404, body: { message: 'Not Found' } };
        comment.body = String(fields['body']);
        return { status: 200, body: reviewCommentObject(comment) };
      }
      case 'issue-comments': {
        const { items, headers } = page(issueComments, path, query);
        return { status: 200, headers, body: items.map(issueCommentObject) };
      }
      case 'create-issue-comment': {
        const comment: StoredIssueComment = { id: nextCommentId++, body: String(fields['body']), user: writer };
        issueComments.push(comment);
        return { status: 201, body: issueCommentObject(comment) };
      }
      case 'update-issue-comment': {
        const comment = issueComments.find((c) => c.id === Number(params['comment_id']));
        if (!comment) return { status: 404, body: { message: 'Not Found' } };
        comment.body = String(fields['body']);
        return { status: 200, body: issueCommentObject(comment) };
      }
      case 'graphql':
        return graphql(fields);
      default:
        return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };
    }
  };

  /** What the action asks of GraphQL: the viewer's login, and minimizeComment on a review comment's node id. */
  const graphql = (fields: Record<string, unknown>): ScriptedResponse => {
    const query = String(fields['query'] ?? '');
    const vars = isPlain(fields['variables']) ? fields['variables'] : {};
    if (/^\s*query\s*\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query))
      return options.viewerRefused
        ? {
            status: 200,
            body: { data: null, errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }] },
          }
        : { status: 200, body: { data: { viewer: { login: writer.login } } } };
    if (/\bminimizeComment\b/.test(query)) {
      const id = String(vars['id'] ?? vars['subjectId'] ?? '');
      const comment = reviewComments.find((c) => `PRRC_${c.id}` === id);
      if (!comment || (comment.user ?? writer).login !== writer.login)
        return {
          status: 200,
          body: {
            data: { minimizeComment: null },
            errors: [{ message: `Could not resolve to a node with the global id of '${id}'` }],
          },
        };
      comment.minimized = String(vars['classifier'] ?? 'OUTDATED');
      return { status: 200, body: { data: { minimizeComment: { minimizedComment: { isMinimized: true } } } } };
    }
    return { status: 200, body: { errors: [{ message: 'the fake knows only viewer { login } and minimizeComment' }] } };
  };

  const send = (res: ServerResponse, r: ScriptedResponse) => {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', ...(r.headers ?? {}) };
    res.writeHead(r.status, headers);
    res.end(r.body === undefined ? '' : JSON.stringify(r.body));
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const query = Object.fromEntries(u.searchParams);
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      if (text !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      // GitHub Enterprise Server: REST under /api/v3, GraphQL at /api/graphql.
      const apiPath = u.pathname.replace(/^\/api\/v3(?=\/)/, '');
      let route: Route = 'other';
      let check: ReturnType<typeof checkRequest> | undefined;
      if (method === 'POST' && (u.pathname === '/graphql' || u.pathname === '/api/graphql')) {
        route = 'graphql';
        const ok =
          isPlain(body) &&
          typeof body['query'] === 'string' &&
          Object.keys(body).every((k) => k === 'query' || (k === 'variables' && isPlain(body['variables'])));
        if (!ok) violations.push(`POST ${u.pathname}: the body is not { query, variables }`);
      } else {
        check = checkRequest(method, apiPath, query, req.headers['content-type'], body);
        violations.push(...check.violations);
        route = (check.operationId ? OPERATIONS[check.operationId] : undefined) ?? 'other';
      }
      const params = check?.params ?? {};
      const recorded = { method, path: u.pathname, route, query, headers: req.headers, body, at: Date.now() - started };
      const gate =
        route === 'get-content' || route === 'get-commit' || (route === 'compare' && query['per_page'] === '1');
      (gate ? policyReads : requests).push(recorded);
      const scripted = queues.get(route)?.shift();
      let answer: ScriptedResponse;
      if (scripted?.commit) {
        defaults(route, params, u.pathname, query, body);
        answer = scripted;
      } else {
        answer = scripted ?? defaults(route, params, u.pathname, query, body);
      }
      if (!answer.reset && check?.operationId && check.pointer) {
        const out = answer.body === undefined ? undefined : restBody(check.pointer, answer.status, answer.body);
        answer = { ...answer, body: out };
        violations.push(
          ...checkResponse(check.pointer, check.operationId, answer.status, out, answer.undocumented === true),
        );
      }
      const respond = () => {
        if (answer.reset) req.socket.destroy();
        else send(res, answer);
      };
      if (answer.delayMs) setTimeout(respond, answer.delayMs).unref();
      else respond();
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.unref();
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= new Promise<void>((resolve, reject) => {
      clearTimeout(lifetime);
      server.close(() =>
        violations.length === 0
          ? resolve()
          : reject(
              new Error(`the fake GitHub saw what GitHub's description does not allow:\n${violations.join('\n')}`),
            ),
      );
      for (const s of sockets) s.destroy();
    });
    return closed;
  };
  const lifetime = setTimeout(() => void close().catch(() => {}), options.lifetimeMs ?? 60_000);
  lifetime.unref();

  return {
    url,
    requests,
    policyReads,
    violations,
    queue(route, ...responses) {
      queues.set(route, [...(queues.get(route) ?? []), ...responses]);
    },
    of(route) {
      return [...policyReads, ...requests].filter((r) => r.route === route).sort((a, b) => a.at - b.at);
    },
    setPrFiles(files) {
      prFiles = files;
    },
    setPullHead(sha) {
      pullHead = sha;
    },
    reviewComments,
    issueComments,
    reviews,
    checkRuns,
    nextId: () => nextCommentId++,
    close,
  };
}

/** `count` changed files named `dir-N/component_config.yaml`, with some removed and renamed. */
export function manyChangedFiles(count: number): ChangedFile[] {
  return Array.from({ length: count }, (_, i): ChangedFile => {
    const filename = `dir-${String(i).padStart(4, '0')}/component_config.yaml`;
    if (i % 10 === 3) return { filename, status: 'removed' };
    if (i % 10 === 7) return { filename, status: 'renamed', previous_filename: `old-${i}/component_config.yaml` };
    return { filename, status: i % 2 ? 'modified' : 'added' };
  });
}

/**
 * The environment the runner gives an event: its name and a file holding its payload, written
 * in `dir`. The payload must be one GitHub's webhook description allows (build it with the
 * payload builders below); `invalid: true` is for a test of a broken payload.
 */
export function eventEnv(
  dir: string,
  name: string,
  payload: unknown,
  o: { invalid?: boolean } = {},
): Record<string, string> {
  if (!o.invalid) {
    const wrong = checkWebhook(name, payload);
    if (wrong.length > 0) throw new Error(`a test's event payload is not one GitHub sends: ${wrong.join('; ')}`);
  }
  const path = join(dir, 'event.json');
  writeFileSync(path, typeof payload === 'string' ? payload : JSON.stringify(payload));
  return { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: path };
}

const REPOSITORY = { full_name: 'octo/repo', name: 'repo', owner: { login: 'octo' } };

/** A pull_request (synchronize) payload for PR 17 of octo/repo; `fork`: the head is in someone else's repository. */
export function pullRequestPayload(
  head: string,
  changedFiles: number,
  fork = false,
  base = 'e'.repeat(40),
): Record<string, unknown> {
  return webhookPayload('pull_request', {
    action: 'synchronize',
    number: 17,
    before: 'a'.repeat(40),
    after: head,
    pull_request: {
      number: 17,
      changed_files: changedFiles,
      head: {
        sha: head,
        ref: 'feature',
        repo: fork ? { full_name: 'someone/repo', name: 'repo', owner: { login: 'someone' } } : REPOSITORY,
      },
      base: { sha: base, ref: 'main', repo: REPOSITORY },
    },
    repository: REPOSITORY,
  });
}

/** A push payload for octo/repo. */
export function pushPayload(before: string, after: string): Record<string, unknown> {
  return webhookPayload('push', { ref: 'refs/heads/main', before, after, repository: REPOSITORY });
}

/** A merge_group (checks_requested) payload for octo/repo. */
export function mergeGroupPayload(base: string, head: string): Record<string, unknown> {
  return webhookPayload('merge_group', {
    action: 'checks_requested',
    merge_group: {
      head_sha: head,
      head_ref: 'refs/heads/gh-readonly-queue/main/pr-17-x',
      base_sha: base,
      base_ref: 'refs/heads/main',
    },
    repository: REPOSITORY,
  });
}
