// The Octokit the action talks to GitHub with, made robust by one request hook of our own:
// retries with backoff on what is worth retrying (5xx, network errors, rate limits), a bounded
// time so a flaky API cannot hold the job, and one line that names the call when it gives up. @actions/github ships no retry or throttling plugin, and the ones on npm would add load
// time and their own logging; the rules here are few enough to own.
//
// Nothing here may ever print the token: Octokit's errors carry the request (headers included),
// so every message is built from the route, the status and GitHub's own message, and is then
// scrubbed of the token as a last guard.

import { STATUS_CODES } from 'node:http';
import type { GitHub } from '@actions/github/lib/utils';
import { asError } from '../config/basics.js';

export type GitHubClient = InstanceType<typeof GitHub>;

export interface RetryOptions {
  /** Attempts per call, the first included. */
  maxAttempts: number;
  /** First backoff delay; doubled at each retry, with jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * The client's budget for failures: the time of failed attempts plus the waits before
   * retries, summed over all its calls. A retry that would overrun it is not made. Shared,
   * so that an API that is down costs the run this much once, not once per call.
   */
  totalMs: number;
  /** Bound on one attempt (Octokit has none: a hung connection would hold the job). */
  attemptTimeoutMs: number;
}

export const DEFAULT_RETRY: RetryOptions = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 10_000,
  totalMs: 60_000,
  attemptTimeoutMs: 20_000,
};

export interface ClientOptions {
  token: string;
  /** GITHUB_API_URL: https://api.github.com, or https://HOST/api/v3 on GitHub Enterprise Server. */
  apiUrl: string;
  userAgent?: string;
  retry?: Partial<RetryOptions>;
  /** Injected by tests that must not really wait. */
  sleep?: (ms: number) => Promise<void>;
  /** A line per retry, for the log ("… 502 Bad Gateway; retrying in 1.2 s (attempt 2 of 5)"). */
  onRetry?: (message: string) => void;
}

export type ApiErrorKind =
  'unauthorized' | 'forbidden' | 'not-found' | 'rate-limited' | 'rejected' | 'server' | 'network';

/** A call that failed for good: `message` is one line, safe to print (never the token). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** `POST /repos/{owner}/{repo}/check-runs`: the route, never the filled-in URL. */
    readonly call: string,
    /** HTTP status; undefined when no response came (network error, timeout). */
    readonly status: number | undefined,
    readonly kind: ApiErrorKind,
    /** GitHub's `message`, one line (may be ""). */
    readonly githubMessage: string,
    readonly attempts: number,
    /** GitHub's `errors[]`, each as one line: why it refused a request (422). */
    readonly githubErrors: readonly string[] = [],
  ) {
    super(message);
  }
}

/**
 * A create (POST) that failed in a way that may have gone through (a 5xx, no answer) is looked
 * for before it is retried: `found` returns the thing already made, as the create would have
 * answered it, or undefined. Passed as the request option `request: { found }`. With
 * `request: { found, appends: true }` (a write GitHub adds to what is there, such as a check
 * run's annotations) a look-up that fails ends the call: sent twice it would be there twice.
 */
export type FoundCheck = () => Promise<{ status: number; data: unknown } | undefined>;

interface WriteOptions {
  found?: FoundCheck;
  appends?: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An Octokit (getOctokit of @actions/github) pointed at `apiUrl`, every request of which goes
 * through the retry hook. Async because @actions/github is imported here, on first use: the
 * action without check-run or only-changed never loads it (start-up), and its import reads
 * GITHUB_EVENT_PATH itself (see below).
 */
export async function createClient(options: ClientOptions): Promise<GitHubClient> {
  const github = await importActionsGithub();
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...definedOnly(options.retry ?? {}) };
  const sleep = options.sleep ?? defaultSleep;
  const baseUrl = options.apiUrl.replace(/\/+$/, '');
  const token = options.token;
  const scrub = (text: string) => scrubToken(text, token);
  const client = github.getOctokit(token, {
    baseUrl,
    userAgent: options.userAgent ?? 'component-config-check',
    // Octokit's own warnings go to the console; route them through the scrubber.
    log: {
      debug: () => {},
      info: () => {},
      warn: (m: string) => console.warn(scrub(String(m))),
      error: (m: string) => console.error(scrub(String(m))),
    },
  });
  let spent = 0; // the budget used so far, over all calls
  client.hook.wrap('request', async (request, endpoint) => {
    const call = `${endpoint.method} ${endpoint.url}`;
    const started = Date.now();
    // An earlier attempt failed in a way that may hide its success (a 5xx, no answer).
    let mayHaveGoneThrough = false;
    for (let attempt = 1; ; attempt++) {
      const timeoutMs = retry.attemptTimeoutMs;
      const attemptStart = Date.now();
      let failure: Failure;
      try {
        // A signal per attempt: Octokit has no timeout of its own. Set on `endpoint` itself:
        // the hooks inside this one (the token's) are bound to that very object and ignore
        // options passed to `request`. The spread keeps @actions/github's proxy-aware fetch.
        endpoint.request = { ...endpoint.request, signal: AbortSignal.timeout(timeoutMs) };
        return await request(endpoint);
      } catch (error) {
        failure = classify(error, timeoutMs);
      }
      spent += Date.now() - attemptStart;
      // A delete that finds nothing left to delete is done: the earlier attempt had deleted it
      // (after a failure that may hide its success), or someone else had (a person removing a
      // comment). It was listed a moment ago, so the 404 is not a token that cannot see it.
      if (endpoint.method === 'DELETE' && failure.status === 404) {
        options.onRetry?.(
          scrub(
            mayHaveGoneThrough
              ? `${call}: 404 Not Found on the retry: the earlier attempt had deleted it`
              : `${call}: 404 Not Found: it was already deleted (by someone else); nothing is left to do`,
          ),
        );
        return { status: 204, data: undefined, headers: {}, url: '' } as unknown as Awaited<ReturnType<typeof request>>;
      }
      const rateLimited = isPrimaryRateLimit(failure) || isSecondaryRateLimit(failure);
      mayHaveGoneThrough ||= !rateLimited && (failure.status === undefined || failure.status >= 500);
      const wait = retryDelay(failure, attempt, retry);
      const fits = wait !== undefined && spent + wait <= retry.totalMs;
      const { found, appends } = (endpoint.request as WriteOptions | undefined) ?? {};
      if (wait === undefined || attempt >= retry.maxAttempts || !fits) {
        throw giveUp(
          call,
          failure,
          attempt,
          Date.now() - started,
          retry,
          baseUrl,
          wait !== undefined && !fits ? wait : undefined,
          scrub,
        );
      }
      options.onRetry?.(
        scrub(
          `${call}: ${describeFailure(failure)}; retrying in ${seconds(wait)} (attempt ${attempt + 1} of ${retry.maxAttempts})`,
        ),
      );
      spent += wait;
      await sleep(wait);
      // A rate limit refused the request unread; a 5xx or a lost answer may hide a success.
      if (found && !rateLimited) {
        let made: Awaited<ReturnType<FoundCheck>>;
        try {
          made = await found();
        } catch {
          // The look-up failed too: the retry decides, unless a second one could double it.
          if (appends)
            throw giveUp(call, failure, attempt, Date.now() - started, retry, baseUrl, undefined, scrub, true);
          made = undefined;
        }
        if (made) {
          options.onRetry?.(scrub(`${call}: it had gone through after all; the one made is used, not a second`));
          return { ...made, headers: {}, url: '' } as Awaited<ReturnType<typeof request>>;
        }
      }
    }
  });
  return client;
}

/**
 * @actions/github builds a `context` when it is imported, and that parses GITHUB_EVENT_PATH: an
 * unreadable payload would throw out of the import (and a missing one prints a line). The
 * action reads the event itself (event.ts) and says what is wrong with it, so the import runs
 * with the variable hidden.
 */
async function importActionsGithub(): Promise<typeof import('@actions/github')> {
  const eventPath = process.env['GITHUB_EVENT_PATH'];
  delete process.env['GITHUB_EVENT_PATH'];
  try {
    return await import('@actions/github');
  } finally {
    if (eventPath !== undefined) process.env['GITHUB_EVENT_PATH'] = eventPath;
  }
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function scrubToken(text: string, token: string): string {
  // A token of a few characters would scrub ordinary words; real tokens are far longer.
  return token.length >= 6 ? text.split(token).join('***') : text;
}

// ---------------------------------------------------------------------------------------------
// What went wrong, read from whatever Octokit threw (RequestError, an AbortError, a TypeError).

interface Failure {
  status: number | undefined;
  headers: Record<string, string>;
  /** GitHub's message, one line. */
  githubMessage: string;
  /** GitHub's `errors[]`, one line each. */
  githubErrors: string[];
  /** ECONNRESET, ECONNREFUSED, …, or "no answer within …"; set only when no response came. */
  network: string | undefined;
  /** A network failure worth retrying: a system error code or a timeout, not "bad port". */
  transientNetwork: boolean;
}

function classify(error: unknown, timeoutMs: number): Failure {
  const e = (error ?? {}) as {
    name?: unknown;
    status?: unknown;
    response?: { status?: unknown; headers?: unknown; data?: unknown };
  };
  const response = e.response;
  if (response && typeof response.status === 'number') {
    return {
      status: response.status,
      headers: stringHeaders(response.headers),
      githubMessage: messageOf(response.data),
      githubErrors: errorsOf(response.data),
      network: undefined,
      transientNetwork: false,
    };
  }
  if (causes(error).some((c) => c.name === 'AbortError' || c.name === 'TimeoutError')) {
    return {
      status: undefined,
      headers: {},
      githubMessage: '',
      githubErrors: [],
      network: `no answer within ${seconds(timeoutMs)}`,
      transientNetwork: true,
    };
  }
  const code = networkCode(error);
  return {
    status: undefined,
    headers: {},
    githubMessage: '',
    githubErrors: [],
    network: code ?? networkMessage(error),
    transientNetwork: code !== undefined,
  };
}

function stringHeaders(h: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (h && typeof h === 'object') {
    for (const [k, v] of Object.entries(h))
      if (typeof v === 'string' || typeof v === 'number') out[k.toLowerCase()] = String(v);
  }
  return out;
}

function oneLine(text: string, max = 300): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

function messageOf(data: unknown): string {
  if (typeof data === 'string') return oneLine(data);
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
    return oneLine(data.message);
  return '';
}

/**
 * GitHub's `errors[]`: strings ("Line could not be resolved") or objects
 * ({ resource, field, code, message }), as one line each.
 */
function errorsOf(data: unknown): string[] {
  if (!data || typeof data !== 'object' || !('errors' in data) || !Array.isArray(data.errors)) return [];
  return data.errors.slice(0, 10).flatMap((e: unknown): string[] => {
    if (typeof e === 'string') return [oneLine(e, 200)];
    if (!e || typeof e !== 'object') return [];
    const o = e as Record<string, unknown>;
    if (typeof o['message'] === 'string' && o['message'] !== '') return [oneLine(o['message'], 200)];
    const parts = [o['resource'], o['field'], o['code']].filter((x) => typeof x === 'string');
    return parts.length > 0 ? [oneLine(parts.join(' '), 200)] : [];
  });
}

/** The error and its causes (Octokit wraps undici's TypeError, which wraps the socket error). */
function causes(error: unknown): Array<{ name?: unknown; code?: unknown }> {
  const out: Array<{ name?: unknown; code?: unknown }> = [];
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    out.push(e);
    e = (e as { cause?: unknown }).cause;
  }
  return out;
}

/**
 * The system error code in the cause chain (ECONNRESET, ECONNREFUSED, EAI_AGAIN,
 * UND_ERR_SOCKET, …). A failure without one is a refusal by fetch itself (a bad URL, a
 * blocked port) that no retry will cure.
 */
function networkCode(error: unknown): string | undefined {
  for (const c of causes(error)) {
    if (typeof c.code === 'string' && c.code !== '') return c.code;
  }
  return undefined;
}

function networkMessage(error: unknown): string {
  return oneLine(asError(error).message, 120) || 'network error';
}

// ---------------------------------------------------------------------------------------------
// When to retry, and how long to wait first. undefined: do not retry.

function isPrimaryRateLimit(f: Failure): boolean {
  return (
    (f.status === 403 || f.status === 429) &&
    f.headers['x-ratelimit-remaining'] === '0' &&
    f.headers['x-ratelimit-reset'] !== undefined
  );
}

function isSecondaryRateLimit(f: Failure): boolean {
  if (f.status === 429) return true;
  return (
    f.status === 403 && (f.headers['retry-after'] !== undefined || /secondary rate limit|abuse/i.test(f.githubMessage))
  );
}

/** `retry-after`: seconds, or an HTTP date. */
function retryAfterMs(headers: Record<string, string>): number | undefined {
  const raw = headers['retry-after'];
  if (raw === undefined) return undefined;
  if (/^\d+$/.test(raw.trim())) return Number(raw) * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function retryDelay(f: Failure, attempt: number, r: RetryOptions): number | undefined {
  if (isPrimaryRateLimit(f)) {
    // Reset is in epoch seconds and the clocks differ a little: half a second of margin.
    const reset = Number(f.headers['x-ratelimit-reset']) * 1000;
    return Number.isFinite(reset) ? Math.max(0, reset - Date.now()) + 500 : undefined;
  }
  const after = retryAfterMs(f.headers);
  if (isSecondaryRateLimit(f)) {
    // GitHub: without retry-after, wait at least a minute.
    return after ?? 60_000;
  }
  const transient = f.transientNetwork || (f.status !== undefined && f.status >= 500 && f.status !== 501);
  if (!transient) return undefined;
  if (after !== undefined) return after;
  // Exponential, with "equal jitter": half fixed, half random, so parallel jobs spread out.
  const ceiling = Math.min(r.maxDelayMs, r.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

// ---------------------------------------------------------------------------------------------
// The one-line failure.

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

function describeFailure(f: Failure): string {
  if (f.status === undefined) return f.network ?? 'network error';
  const text = STATUS_CODES[f.status] ?? '';
  const said = [f.githubMessage, ...f.githubErrors.map((e) => `"${e}"`)].filter((x) => x !== '').join(': ');
  return `${f.status}${text ? ` ${text}` : ''}${said ? ` (${said})` : ''}`;
}

/** The permission a route needs, for the hint. */
function permissionFor(call: string): string {
  if (call.includes('/check-runs')) return 'checks: write';
  const onPullRequest = call.includes('/pulls') || call.includes('/issues');
  if (onPullRequest && !call.startsWith('GET ')) return 'pull-requests: write';
  if (onPullRequest) return 'pull-requests: read';
  return 'contents: read';
}

function giveUp(
  call: string,
  f: Failure,
  attempts: number,
  elapsedMs: number,
  r: RetryOptions,
  apiUrl: string,
  waitBeyondBudget: number | undefined,
  scrub: (s: string) => string,
  /** An appending write whose outcome could not be looked up: not sent again. */
  unknownOutcome = false,
): ApiError {
  const tries = unknownOutcome
    ? '; whether it went through could not be told, so it was not sent again (GitHub would add it twice)'
    : attempts > 1
      ? ` after ${attempts} attempts in ${seconds(elapsedMs)}`
      : '';
  const permission = permissionFor(call);
  let kind: ApiErrorKind;
  let hint: string;
  if (f.status === undefined) {
    kind = 'network';
    hint = `check that GITHUB_API_URL (${apiUrl}) is reachable from the runner, or re-run the job`;
  } else if (isPrimaryRateLimit(f) || isSecondaryRateLimit(f)) {
    kind = 'rate-limited';
    const reset = Number(f.headers['x-ratelimit-reset']);
    const until =
      isPrimaryRateLimit(f) && Number.isFinite(reset)
        ? ` until ${new Date(reset * 1000).toISOString().slice(11, 19)} UTC`
        : '';
    const beyond =
      waitBeyondBudget !== undefined ? `, longer than the ${seconds(r.totalMs)} this action waits for GitHub` : '';
    hint = `the API rate limit is exhausted${until}${beyond}; re-run the job later, or use a token with its own limit`;
  } else if (f.status === 401) {
    kind = 'unauthorized';
    hint =
      'the token is invalid or expired; leave input github-token at its default (${{ github.token }}) or pass a valid token';
  } else if (f.status === 403) {
    kind = 'forbidden';
    hint =
      permission === 'checks: write'
        ? 'the token lacks checks: write; add `permissions: checks: write` to the job (a pull request from a fork gets a read-only token, which cannot write check runs)'
        : `the token lacks ${permission}; add \`permissions: ${permission}\` to the job`;
  } else if (f.status === 404) {
    kind = 'not-found';
    hint = call.includes('/compare/')
      ? 'one of the two commits is not in the repository (a force-push may have removed the earlier one)'
      : `the repository or resource is not visible to the token; check GITHUB_REPOSITORY and that the job has \`permissions: ${permission}\``;
  } else if (f.status >= 500) {
    kind = 'server';
    hint = 'GitHub kept failing; it may be an outage (https://www.githubstatus.com): re-run the job later';
  } else {
    kind = 'rejected';
    hint =
      f.githubErrors.length > 0
        ? 'GitHub refused the request for the reason it gives'
        : 'GitHub rejected the request; this is likely a bug in the action, please report it with this line';
  }
  const message = scrub(`GitHub API call ${call} failed with ${describeFailure(f)}${tries}: ${hint}`);
  return new ApiError(message, call, f.status, kind, scrub(f.githubMessage), attempts, f.githubErrors.map(scrub));
}
