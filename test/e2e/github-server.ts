// A small fake of GitHub's REST API on 127.0.0.1, for the tests of src/github/ and of the built
// action: real HTTP on a random port, every request recorded (method, path, query, headers, JSON
// body), answers from a per-test script (queued responses per route) or from defaults (check
// runs, a PR's file pages, a compare). It closes itself after `lifetimeMs`, so a test that
// forgets it cannot hold the run.

import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { writeFileSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';

export type Route =
  | 'create-check-run'
  | 'update-check-run'
  | 'pr-files'
  | 'compare'
  | 'review-comments'
  | 'create-review'
  | 'issue-comments'
  | 'create-issue-comment'
  | 'update-issue-comment'
  | 'other';

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
}

export interface ChangedFile {
  filename: string;
  status: 'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
  /** The unified diff, as the files API gives it (left out for binary or huge diffs). */
  patch?: string;
}

/** A review comment as stored by the fake: what a create-review request posted. */
export interface StoredReviewComment {
  id: number;
  path: string;
  body: string;
  line: number;
  start_line?: number;
  side?: string;
  start_side?: string;
  commit_id: string;
}

export interface StoredIssueComment {
  id: number;
  body: string;
}

export interface FakeGitHubOptions {
  /** The PR's files, served 100 a page (at most 3,000, like GitHub). */
  prFiles?: ChangedFile[];
  /** The compare's files (GitHub cuts at 300; the test decides what to serve). */
  compareFiles?: ChangedFile[];
  /** First check-run id handed out. */
  firstCheckRunId?: number;
  /** The server closes itself after this long (default 60 s). */
  lifetimeMs?: number;
}

export interface FakeGitHub {
  /** http://127.0.0.1:PORT */
  url: string;
  requests: RecordedRequest[];
  /** Answer the next requests of `route` with these, in order; then the defaults again. */
  queue(route: Route, ...responses: ScriptedResponse[]): void;
  /** Requests of one route. */
  of(route: Route): RecordedRequest[];
  /** The PR's files from now on (a new push). */
  setPrFiles(files: ChangedFile[]): void;
  /** The review comments on the PR: posted by create-review requests, or seeded by a test. */
  reviewComments: StoredReviewComment[];
  /** The PR's conversation comments. */
  issueComments: StoredIssueComment[];
  close(): Promise<void>;
}

const ROUTES: Array<[string, RegExp, Route]> = [
  ['POST', /\/repos\/[^/]+\/[^/]+\/check-runs$/, 'create-check-run'],
  ['PATCH', /\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/, 'update-check-run'],
  ['GET', /\/repos\/[^/]+\/[^/]+\/pulls\/\d+\/files$/, 'pr-files'],
  ['GET', /\/repos\/[^/]+\/[^/]+\/compare\/[^/]+$/, 'compare'],
  ['GET', /\/repos\/[^/]+\/[^/]+\/pulls\/\d+\/comments$/, 'review-comments'],
  ['POST', /\/repos\/[^/]+\/[^/]+\/pulls\/\d+\/reviews$/, 'create-review'],
  ['GET', /\/repos\/[^/]+\/[^/]+\/issues\/\d+\/comments$/, 'issue-comments'],
  ['POST', /\/repos\/[^/]+\/[^/]+\/issues\/\d+\/comments$/, 'create-issue-comment'],
  ['PATCH', /\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/, 'update-issue-comment'],
];

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

function paginate<T>(all: readonly T[], query: Record<string, string>): T[] {
  const perPage = Math.min(100, Number(query['per_page'] ?? 30));
  const page = Math.max(1, Number(query['page'] ?? 1));
  return all.slice((page - 1) * perPage, page * perPage);
}

function routeOf(method: string, path: string): { route: Route; match: RegExpExecArray | null } {
  for (const [m, re, route] of ROUTES) {
    const match = method === m ? re.exec(path) : null;
    if (match) return { route, match };
  }
  return { route: 'other', match: null };
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const started = Date.now();
  const requests: RecordedRequest[] = [];
  const queues = new Map<Route, ScriptedResponse[]>();
  const sockets = new Set<Socket>();
  let nextId = options.firstCheckRunId ?? 4242;
  let nextCommentId = 9000;
  let prFiles = options.prFiles ?? [];
  const reviewComments: StoredReviewComment[] = [];
  const issueComments: StoredIssueComment[] = [];
  let url = '';

  const send = (res: ServerResponse, r: ScriptedResponse) => {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', ...(r.headers ?? {}) };
    res.writeHead(r.status, headers);
    res.end(r.body === undefined ? '' : JSON.stringify(r.body));
  };

  const defaults = (
    route: Route,
    match: RegExpExecArray | null,
    query: Record<string, string>,
    body: unknown,
  ): ScriptedResponse => {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    switch (route) {
      case 'create-check-run': {
        const id = nextId++;
        return {
          status: 201,
          body: { id, html_url: `https://github.example/octo/repo/runs/${id}`, status: 'completed' },
        };
      }
      case 'update-check-run': {
        const id = Number(match?.[1]);
        return {
          status: 200,
          body: { id, html_url: `https://github.example/octo/repo/runs/${id}`, status: 'completed' },
        };
      }
      case 'pr-files': {
        const perPage = Math.min(100, Number(query['per_page'] ?? 30));
        const page = Math.max(1, Number(query['page'] ?? 1));
        const all = prFiles.slice(0, 3000);
        return {
          status: 200,
          body: all
            .slice((page - 1) * perPage, page * perPage)
            .map((f) => ({ sha: 'x', additions: 1, deletions: 0, changes: 1, ...f })),
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
      case 'review-comments':
        return { status: 200, body: paginate(reviewComments, query) };
      case 'create-review': {
        const comments = Array.isArray(fields['comments'])
          ? (fields['comments'] as Array<Record<string, unknown>>)
          : [];
        const wrong = comments.map((c) => reviewCommentError(c, prFiles)).find((e) => e !== undefined);
        if (fields['event'] !== 'COMMENT' || typeof fields['body'] !== 'string' || wrong)
          return {
            status: 422,
            body: { message: 'Unprocessable Entity', errors: [wrong ?? 'event COMMENT needs a body'] },
          };
        for (const c of comments)
          reviewComments.push({
            ...(c as Omit<StoredReviewComment, 'id'>),
            id: nextCommentId++,
            commit_id: String(fields['commit_id']),
          });
        const id = nextCommentId++;
        return {
          status: 200,
          body: { id, html_url: `https://github.example/octo/repo/pull/17#pullrequestreview-${id}` },
        };
      }
      case 'issue-comments':
        return { status: 200, body: paginate(issueComments, query) };
      case 'create-issue-comment': {
        const comment = { id: nextCommentId++, body: String(fields['body']) };
        issueComments.push(comment);
        return {
          status: 201,
          body: { ...comment, html_url: `https://github.example/octo/repo/pull/17#issuecomment-${comment.id}` },
        };
      }
      case 'update-issue-comment': {
        const comment = issueComments.find((c) => c.id === Number(match?.[1]));
        if (!comment) return { status: 404, body: { message: 'Not Found' } };
        comment.body = String(fields['body']);
        return {
          status: 200,
          body: { ...comment, html_url: `https://github.example/octo/repo/pull/17#issuecomment-${comment.id}` },
        };
      }
      default:
        return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };
    }
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const { route, match } = routeOf(method, u.pathname);
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
      requests.push({ method, path: u.pathname, route, query, headers: req.headers, body, at: Date.now() - started });
      const scripted = queues.get(route)?.shift();
      const answer = scripted ?? defaults(route, match, query, body);
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
    closed ??= new Promise<void>((resolve) => {
      clearTimeout(lifetime);
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
    return closed;
  };
  const lifetime = setTimeout(() => void close(), options.lifetimeMs ?? 60_000);
  lifetime.unref();

  return {
    url,
    requests,
    queue(route, ...responses) {
      queues.set(route, [...(queues.get(route) ?? []), ...responses]);
    },
    of(route) {
      return requests.filter((r) => r.route === route);
    },
    setPrFiles(files) {
      prFiles = files;
    },
    reviewComments,
    issueComments,
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

/** The environment the runner gives an event: its name and a file holding its payload, written in `dir`. */
export function eventEnv(dir: string, name: string, payload: unknown): Record<string, string> {
  const path = join(dir, 'event.json');
  writeFileSync(path, JSON.stringify(payload));
  return { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: path };
}

/** A pull_request payload for PR 17 of octo/repo; `fork`: the head is in someone else's repository. */
export function pullRequestPayload(head: string, changedFiles: number, fork = false): unknown {
  return {
    pull_request: {
      number: 17,
      changed_files: changedFiles,
      head: { sha: head, repo: { full_name: fork ? 'someone/repo' : 'octo/repo' } },
      base: { sha: 'e'.repeat(40), repo: { full_name: 'octo/repo' } },
    },
  };
}
