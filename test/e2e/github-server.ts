// A small fake of GitHub's REST API on 127.0.0.1, for the tests of src/github/ and of the built
// action: real HTTP on a random port, every request recorded (method, path, query, headers, JSON
// body), answers from a per-test script (queued responses per route) or from defaults (check
// runs, a PR's file pages, a compare). It closes itself after `lifetimeMs`, so a test that
// forgets it cannot hold the run.

import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Route = 'create-check-run' | 'update-check-run' | 'pr-files' | 'compare' | 'other';

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
  close(): Promise<void>;
}

const ROUTES: Array<[string, RegExp, Route]> = [
  ['POST', /\/repos\/[^/]+\/[^/]+\/check-runs$/, 'create-check-run'],
  ['PATCH', /\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/, 'update-check-run'],
  ['GET', /\/repos\/[^/]+\/[^/]+\/pulls\/\d+\/files$/, 'pr-files'],
  ['GET', /\/repos\/[^/]+\/[^/]+\/compare\/[^/]+$/, 'compare'],
];

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
  let url = '';

  const send = (res: ServerResponse, r: ScriptedResponse) => {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', ...(r.headers ?? {}) };
    res.writeHead(r.status, headers);
    res.end(r.body === undefined ? '' : JSON.stringify(r.body));
  };

  const defaults = (route: Route, match: RegExpExecArray | null, query: Record<string, string>): ScriptedResponse => {
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
        const all = (options.prFiles ?? []).slice(0, 3000);
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
      const answer = scripted ?? defaults(route, match, query);
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
