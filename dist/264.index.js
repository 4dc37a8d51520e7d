export const id = 264;
export const ids = [264];
export const modules = {

/***/ 3264:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ANNOTATIONS_PER_REQUEST: () => (/* reexport */ ANNOTATIONS_PER_REQUEST),
  ApiError: () => (/* reexport */ ApiError),
  DEFAULT_RETRY: () => (/* reexport */ DEFAULT_RETRY),
  changedConfigFiles: () => (/* reexport */ changedConfigFiles),
  checkRunSha: () => (/* reexport */ checkRunSha),
  createClient: () => (/* reexport */ createClient),
  publishCheckRun: () => (/* reexport */ publishCheckRun),
  readEvent: () => (/* reexport */ readEvent),
  readRepository: () => (/* reexport */ readRepository),
  scrubToken: () => (/* reexport */ scrubToken),
  selectChanged: () => (/* reexport */ selectChanged),
  toCheckAnnotation: () => (/* reexport */ toCheckAnnotation)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./lib/github/client.js
// The Octokit the action talks to GitHub with, made robust by one request hook of our own:
// retries with backoff on what is worth retrying (5xx, network errors, rate limits), a bounded
// time so a flaky API cannot hold the job, and one line that names the call when it gives up. @actions/github ships no retry or throttling plugin, and the ones on npm would add load
// time and their own logging; the rules here are few enough to own.
//
// Nothing here may ever print the token: Octokit's errors carry the request (headers included),
// so every message is built from the route, the status and GitHub's own message, and is then
// scrubbed of the token as a last guard.

const DEFAULT_RETRY = {
    maxAttempts: 5,
    baseDelayMs: 1_000,
    maxDelayMs: 10_000,
    totalMs: 60_000,
    attemptTimeoutMs: 20_000,
};
/** A call that failed for good: `message` is one line, safe to print (never the token). */
class ApiError extends Error {
    call;
    status;
    kind;
    githubMessage;
    attempts;
    name = 'ApiError';
    constructor(message, 
    /** `POST /repos/{owner}/{repo}/check-runs`: the route, never the filled-in URL. */
    call, 
    /** HTTP status; undefined when no response came (network error, timeout). */
    status, kind, 
    /** GitHub's `message`, one line (may be ""). */
    githubMessage, attempts) {
        super(message);
        this.call = call;
        this.status = status;
        this.kind = kind;
        this.githubMessage = githubMessage;
        this.attempts = attempts;
    }
}
const defaultSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * An Octokit (getOctokit of @actions/github) pointed at `apiUrl`, every request of which goes
 * through the retry hook. Async because @actions/github is imported here, on first use: the
 * action without check-run or only-changed never loads it (start-up), and its import reads
 * GITHUB_EVENT_PATH itself (see below).
 */
async function createClient(options) {
    const github = await importActionsGithub();
    const retry = { ...DEFAULT_RETRY, ...definedOnly(options.retry ?? {}) };
    const sleep = options.sleep ?? defaultSleep;
    const baseUrl = options.apiUrl.replace(/\/+$/, '');
    const token = options.token;
    const scrub = (text) => scrubToken(text, token);
    const client = github.getOctokit(token, {
        baseUrl,
        userAgent: options.userAgent ?? 'component-config-check',
        // Octokit's own warnings go to the console; route them through the scrubber.
        log: {
            debug: () => { },
            info: () => { },
            warn: (m) => console.warn(scrub(String(m))),
            error: (m) => console.error(scrub(String(m))),
        },
    });
    let spent = 0; // the budget used so far, over all calls
    client.hook.wrap('request', async (request, endpoint) => {
        const call = `${endpoint.method} ${endpoint.url}`;
        const started = Date.now();
        for (let attempt = 1;; attempt++) {
            const timeoutMs = retry.attemptTimeoutMs;
            const attemptStart = Date.now();
            let failure;
            try {
                // A signal per attempt: Octokit has no timeout of its own. Set on `endpoint` itself:
                // the hooks inside this one (the token's) are bound to that very object and ignore
                // options passed to `request`. The spread keeps @actions/github's proxy-aware fetch.
                endpoint.request = { ...endpoint.request, signal: AbortSignal.timeout(timeoutMs) };
                return await request(endpoint);
            }
            catch (error) {
                failure = classify(error, timeoutMs);
            }
            spent += Date.now() - attemptStart;
            const wait = retryDelay(failure, attempt, retry);
            const fits = wait !== undefined && spent + wait <= retry.totalMs;
            if (wait === undefined || attempt >= retry.maxAttempts || !fits) {
                throw giveUp(call, failure, attempt, Date.now() - started, retry, baseUrl, wait !== undefined && !fits ? wait : undefined, scrub);
            }
            options.onRetry?.(scrub(`${call}: ${describeFailure(failure)}; retrying in ${seconds(wait)} (attempt ${attempt + 1} of ${retry.maxAttempts})`));
            spent += wait;
            await sleep(wait);
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
async function importActionsGithub() {
    const eventPath = process.env['GITHUB_EVENT_PATH'];
    delete process.env['GITHUB_EVENT_PATH'];
    try {
        return await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 2413));
    }
    finally {
        if (eventPath !== undefined)
            process.env['GITHUB_EVENT_PATH'] = eventPath;
    }
}
function definedOnly(o) {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
function scrubToken(text, token) {
    // A token of a few characters would scrub ordinary words; real tokens are far longer.
    return token.length >= 6 ? text.split(token).join('***') : text;
}
function classify(error, timeoutMs) {
    const e = (error ?? {});
    const response = e.response;
    if (response && typeof response.status === 'number') {
        return {
            status: response.status,
            headers: stringHeaders(response.headers),
            githubMessage: messageOf(response.data),
            network: undefined,
            transientNetwork: false,
        };
    }
    if (causes(error).some((c) => c.name === 'AbortError' || c.name === 'TimeoutError')) {
        return {
            status: undefined,
            headers: {},
            githubMessage: '',
            network: `no answer within ${seconds(timeoutMs)}`,
            transientNetwork: true,
        };
    }
    const code = networkCode(error);
    return {
        status: undefined,
        headers: {},
        githubMessage: '',
        network: code ?? networkMessage(error),
        transientNetwork: code !== undefined,
    };
}
function stringHeaders(h) {
    const out = {};
    if (h && typeof h === 'object') {
        for (const [k, v] of Object.entries(h))
            if (typeof v === 'string' || typeof v === 'number')
                out[k.toLowerCase()] = String(v);
    }
    return out;
}
function oneLine(text, max = 300) {
    const t = text.replace(/\s+/g, ' ').trim();
    return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}
function messageOf(data) {
    if (typeof data === 'string')
        return oneLine(data);
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
        return oneLine(data.message);
    return '';
}
/** The error and its causes (Octokit wraps undici's TypeError, which wraps the socket error). */
function causes(error) {
    const out = [];
    let e = error;
    for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
        out.push(e);
        e = e.cause;
    }
    return out;
}
/**
 * The system error code in the cause chain (ECONNRESET, ECONNREFUSED, EAI_AGAIN,
 * UND_ERR_SOCKET, …). A failure without one is a refusal by fetch itself (a bad URL, a
 * blocked port) that no retry will cure.
 */
function networkCode(error) {
    for (const c of causes(error)) {
        if (typeof c.code === 'string' && c.code !== '')
            return c.code;
    }
    return undefined;
}
function networkMessage(error) {
    const message = error instanceof Error ? error.message : String(error);
    return oneLine(message, 120) || 'network error';
}
// ---------------------------------------------------------------------------------------------
// When to retry, and how long to wait first. undefined: do not retry.
function isPrimaryRateLimit(f) {
    return ((f.status === 403 || f.status === 429) &&
        f.headers['x-ratelimit-remaining'] === '0' &&
        f.headers['x-ratelimit-reset'] !== undefined);
}
function isSecondaryRateLimit(f) {
    if (f.status === 429)
        return true;
    return (f.status === 403 && (f.headers['retry-after'] !== undefined || /secondary rate limit|abuse/i.test(f.githubMessage)));
}
/** `retry-after`: seconds, or an HTTP date. */
function retryAfterMs(headers) {
    const raw = headers['retry-after'];
    if (raw === undefined)
        return undefined;
    if (/^\d+$/.test(raw.trim()))
        return Number(raw) * 1000;
    const at = Date.parse(raw);
    return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
function retryDelay(f, attempt, r) {
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
    if (!transient)
        return undefined;
    if (after !== undefined)
        return after;
    // Exponential, with "equal jitter": half fixed, half random, so parallel jobs spread out.
    const ceiling = Math.min(r.maxDelayMs, r.baseDelayMs * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}
// ---------------------------------------------------------------------------------------------
// The one-line failure.
function seconds(ms) {
    return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}
function describeFailure(f) {
    if (f.status === undefined)
        return f.network ?? 'network error';
    const text = external_node_http_.STATUS_CODES[f.status] ?? '';
    return `${f.status}${text ? ` ${text}` : ''}${f.githubMessage ? ` (${f.githubMessage})` : ''}`;
}
/** The permission a route needs, for the hint. */
function permissionFor(call) {
    if (call.includes('/check-runs'))
        return 'checks: write';
    if (call.includes('/pulls'))
        return 'pull-requests: read';
    return 'contents: read';
}
function giveUp(call, f, attempts, elapsedMs, r, apiUrl, waitBeyondBudget, scrub) {
    const tries = attempts > 1 ? ` after ${attempts} attempts in ${seconds(elapsedMs)}` : '';
    const permission = permissionFor(call);
    let kind;
    let hint;
    if (f.status === undefined) {
        kind = 'network';
        hint = `check that GITHUB_API_URL (${apiUrl}) is reachable from the runner, or re-run the job`;
    }
    else if (isPrimaryRateLimit(f) || isSecondaryRateLimit(f)) {
        kind = 'rate-limited';
        const reset = Number(f.headers['x-ratelimit-reset']);
        const until = isPrimaryRateLimit(f) && Number.isFinite(reset)
            ? ` until ${new Date(reset * 1000).toISOString().slice(11, 19)} UTC`
            : '';
        const beyond = waitBeyondBudget !== undefined ? `, longer than the ${seconds(r.totalMs)} this action waits for GitHub` : '';
        hint = `the API rate limit is exhausted${until}${beyond}; re-run the job later, or use a token with its own limit`;
    }
    else if (f.status === 401) {
        kind = 'unauthorized';
        hint =
            'the token is invalid or expired; leave input github-token at its default (${{ github.token }}) or pass a valid token';
    }
    else if (f.status === 403) {
        kind = 'forbidden';
        hint =
            permission === 'checks: write'
                ? 'the token lacks checks: write; add `permissions: checks: write` to the job (a pull request from a fork gets a read-only token, which cannot write check runs)'
                : `the token lacks ${permission}; add \`permissions: ${permission}\` to the job`;
    }
    else if (f.status === 404) {
        kind = 'not-found';
        hint = call.includes('/compare/')
            ? 'one of the two commits is not in the repository (a force-push may have removed the earlier one)'
            : `the repository or resource is not visible to the token; check GITHUB_REPOSITORY and that the job has \`permissions: ${permission}\``;
    }
    else if (f.status >= 500) {
        kind = 'server';
        hint = 'GitHub kept failing; it may be an outage (https://www.githubstatus.com): re-run the job later';
    }
    else {
        kind = 'rejected';
        hint = 'GitHub rejected the request; this is likely a bug in the action, please report it with this line';
    }
    const message = scrub(`GitHub API call ${call} failed with ${describeFailure(f)}${tries}: ${hint}`);
    return new ApiError(message, call, f.status, kind, scrub(f.githubMessage), attempts);
}

// EXTERNAL MODULE: ./lib/report/annotations.js
var annotations = __webpack_require__(1116);
;// CONCATENATED MODULE: ./lib/github/checks.js
// One check run carrying every finding as an annotation: workflow-command annotations stop at
// 10 errors and 10 warnings per step, a check run's do not. The Checks API takes at most 50
// annotations per request, so the run is created with the first 50 and updated with 50 more
// at a time (GitHub appends each update's annotations to the run's).
//
// API failures are results, not exceptions: whether the run could be written never changes the
// validation verdict, and main.ts decides what to say.


/** The API's limit per create/update request. */
const ANNOTATIONS_PER_REQUEST = 50;
/** Limits of the Checks API (characters for the summary, bytes for a message, characters for a title). */
const MAX_SUMMARY_CHARS = 65_535;
const MAX_MESSAGE_BYTES = 64 * 1024;
const MAX_ANNOTATION_TITLE_CHARS = 255;
function toCheckAnnotation(f) {
    const a = {
        path: f.file,
        start_line: f.line,
        end_line: Math.max(f.line, f.endLine),
        annotation_level: f.severity === 'error' ? 'failure' : 'warning',
        title: truncateChars((0,annotations/* titleOf */.Gg)(f), MAX_ANNOTATION_TITLE_CHARS),
        message: truncateBytes(f.message, MAX_MESSAGE_BYTES),
    };
    // The API refuses columns on a multi-line range (422), and GitHub shows none there anyway.
    if (f.line === f.endLine) {
        a.start_column = f.column;
        a.end_column = Math.max(f.column, f.endColumn);
    }
    return a;
}
async function publishCheckRun(client, run) {
    const annotations = run.findings.map(toCheckAnnotation);
    const batches = [];
    for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST)
        batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
    const output = (batch) => ({
        title: run.title,
        summary: truncateSummary(run.summary),
        ...(batch ? { annotations: batch } : {}),
    });
    let id;
    let url;
    try {
        const created = await client.request('POST /repos/{owner}/{repo}/check-runs', {
            owner: run.owner,
            repo: run.repo,
            name: run.name,
            head_sha: run.headSha,
            status: 'completed',
            conclusion: run.conclusion,
            completed_at: new Date().toISOString(),
            ...(run.detailsUrl ? { details_url: run.detailsUrl } : {}),
            output: output(batches[0]),
        });
        id = Number(created.data.id);
        url = created.data.html_url ?? '';
    }
    catch (error) {
        const e = asApiError(error);
        return { ok: false, forbidden: e.kind === 'forbidden' || e.kind === 'not-found', message: e.message };
    }
    let sent = batches[0]?.length ?? 0;
    for (const batch of batches.slice(1)) {
        try {
            await client.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
                owner: run.owner,
                repo: run.repo,
                check_run_id: id,
                output: output(batch),
            });
        }
        catch (error) {
            const e = asApiError(error);
            return {
                ok: false,
                forbidden: false,
                message: `${e.message} (the check run has ${sent} of ${annotations.length} annotations)`,
                created: { id, url, annotations: sent },
            };
        }
        sent += batch.length;
    }
    return { ok: true, id, url, annotations: sent, requests: Math.max(1, batches.length) };
}
/** The client's hook throws ApiError; anything else (a bug, a bad response) becomes one too. */
function asApiError(error) {
    if (error instanceof ApiError)
        return error;
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError(`GitHub API call failed unexpectedly: ${message.replace(/\s+/g, ' ')}`, '', undefined, 'rejected', '', 1);
}
const SUMMARY_NOTE = '\n\n… (cut at the Checks API limit of 65,535 characters; every finding is an annotation of this run and in the job summary)';
function truncateSummary(text) {
    if (text.length <= MAX_SUMMARY_CHARS)
        return text;
    return truncateChars(text, MAX_SUMMARY_CHARS - SUMMARY_NOTE.length, '') + SUMMARY_NOTE;
}
/** At most `max` UTF-16 units, never splitting a surrogate pair. */
function truncateChars(text, max, ellipsis = '…') {
    if (text.length <= max)
        return text;
    let end = max - ellipsis.length;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end--;
    return text.slice(0, end) + ellipsis;
}
/** At most `max` bytes of UTF-8, cut on a character boundary. */
function truncateBytes(text, max) {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= max)
        return text;
    const ellipsis = '…'; // 3 bytes
    let end = max - 3;
    // Step back over continuation bytes (10xxxxxx) to the start of a character.
    while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80)
        end--;
    return bytes.subarray(0, end).toString('utf8') + ellipsis;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./lib/github/event.js
// What the runner says about the event: GITHUB_EVENT_NAME, the payload at GITHUB_EVENT_PATH, and
// GITHUB_REPOSITORY. Read here rather than through @actions/github's `context`, which throws on
// a payload that is not JSON and prints its own line for a missing one: a bad payload must only
// turn only-changed into "check all files", with a reason the user can act on.

/** Payloads are a few hundred KB at most; anything far larger is not one. */
const MAX_EVENT_BYTES = 64 * 1024 * 1024;
function readEvent(env = process.env) {
    const name = (env['GITHUB_EVENT_NAME'] ?? '').trim();
    const file = env['GITHUB_EVENT_PATH'] ?? '';
    if (name === '')
        return { ok: false, name, reason: 'GITHUB_EVENT_NAME is not set (not running on a GitHub runner?)' };
    if (file === '')
        return { ok: false, name, reason: 'GITHUB_EVENT_PATH is not set, so the event payload cannot be read' };
    let text;
    try {
        const bytes = (0,external_node_fs_.readFileSync)(file);
        if (bytes.length > MAX_EVENT_BYTES)
            return { ok: false, name, reason: `the event payload ${file} is over 64 MiB` };
        text = bytes.toString('utf8');
    }
    catch (error) {
        const code = error.code ?? error.message;
        return { ok: false, name, reason: `the event payload ${file} cannot be read (${code})` };
    }
    let payload;
    try {
        payload = JSON.parse(text);
    }
    catch {
        return { ok: false, name, reason: `the event payload ${file} is not valid JSON` };
    }
    if (!isObject(payload))
        return { ok: false, name, reason: `the event payload ${file} is not a JSON object` };
    return { ok: true, name, payload };
}
function readRepository(env = process.env) {
    const raw = (env['GITHUB_REPOSITORY'] ?? '').trim();
    const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(raw);
    if (!m) {
        return {
            ok: false,
            reason: raw === '' ? 'GITHUB_REPOSITORY is not set' : `GITHUB_REPOSITORY is "${raw}", not owner/repo`,
        };
    }
    return { ok: true, owner: m[1], repo: m[2] };
}
/**
 * The commit a check run belongs on. On pull_request events GITHUB_SHA is the test merge commit,
 * which the PR's page never shows: the run must go on the PR's head commit.
 */
function checkRunSha(eventName, payload, env = process.env) {
    if (eventName === 'pull_request' || eventName === 'pull_request_target') {
        const sha = pick(payload, 'pull_request', 'head', 'sha');
        if (typeof sha === 'string' && /^[0-9a-f]{40,64}$/i.test(sha))
            return sha;
    }
    const sha = (env['GITHUB_SHA'] ?? '').trim();
    return sha === '' ? undefined : sha;
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** payload.a.b.c, or undefined when any step is missing or not an object. */
function pick(v, ...keys) {
    let cur = v;
    for (const k of keys) {
        if (!isObject(cur))
            return undefined;
        cur = cur[k];
    }
    return cur;
}

;// CONCATENATED MODULE: ./lib/github/changed.js
// The files a change touches, for only-changed: a pull request's file list, or a push's compare.
// Whenever the list would be incomplete or cannot be had, the answer is a fallback with a reason
// and the caller checks every matching file: only-changed may cost time, never a missed config.


/** The pull request files API lists at most this many files, 100 a page. */
const PR_FILES_LIMIT = 3000;
const PER_PAGE = 100;
/** The compare API lists at most this many files. */
const COMPARE_FILES_LIMIT = 300;
const ALL = 'checking all matching files';
const ZERO_SHA = /^0+$/;
async function changedConfigFiles(client, req) {
    try {
        if (req.eventName === 'pull_request' || req.eventName === 'pull_request_target')
            return await pullRequestFiles(client, req);
        if (req.eventName === 'push')
            return await pushFiles(client, req);
    }
    catch (error) {
        if (error instanceof ApiError)
            return { fallback: `the changed files could not be listed (${error.message}); ${ALL}` };
        throw error;
    }
    return {
        fallback: `the event is "${req.eventName}", which has no list of changed files (only pull_request, pull_request_target and push have one); ${ALL}`,
    };
}
/** Removed files are gone; a renamed file counts under its new name, which is `filename`. */
function kept(entries) {
    return entries.filter((e) => e.status !== 'removed').map((e) => e.filename.replace(/\\/g, '/').replace(/^\.\//, ''));
}
function entriesOf(data) {
    if (!Array.isArray(data))
        return undefined;
    const out = [];
    for (const e of data) {
        if (!isObject(e) || typeof e['filename'] !== 'string')
            return undefined;
        out.push({ filename: e['filename'], status: typeof e['status'] === 'string' ? e['status'] : 'modified' });
    }
    return out;
}
async function pullRequestFiles(client, req) {
    const number = pick(req.event, 'pull_request', 'number');
    if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) {
        return { fallback: `the ${req.eventName} event payload has no pull request number; ${ALL}` };
    }
    const tooMany = { fallback: `the pull request changes more than 3,000 files, which the API cannot list; ${ALL}` };
    const changed = pick(req.event, 'pull_request', 'changed_files');
    const expected = typeof changed === 'number' && Number.isInteger(changed) && changed >= 0 ? changed : undefined;
    if (expected !== undefined && expected > PR_FILES_LIMIT)
        return tooMany;
    const entries = [];
    for (let page = 1; page <= PR_FILES_LIMIT / PER_PAGE; page++) {
        const res = await client.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
            owner: req.owner,
            repo: req.repo,
            pull_number: number,
            per_page: PER_PAGE,
            page,
        });
        const list = entriesOf(res.data);
        if (!list)
            return { fallback: `the pull request file list came back in an unexpected shape; ${ALL}` };
        entries.push(...list);
        if (list.length < PER_PAGE)
            break;
        // Known count reached: no need to ask for an empty page.
        if (expected !== undefined && entries.length >= expected)
            break;
    }
    // The listing stops at 3,000: a full last page means it may have been cut, unless the
    // payload's count says there are exactly that many.
    if (entries.length >= PR_FILES_LIMIT && expected !== entries.length)
        return tooMany;
    return { files: kept(entries) };
}
async function pushFiles(client, req) {
    const before = pick(req.event, 'before');
    const after = pick(req.event, 'after');
    if (typeof before !== 'string' || typeof after !== 'string' || before === '' || after === '') {
        return { fallback: `the push event payload has no before/after commits; ${ALL}` };
    }
    if (ZERO_SHA.test(after))
        return { fallback: `the push deleted the branch, so there is nothing to compare; ${ALL}` };
    if (ZERO_SHA.test(before))
        return { fallback: `the push created the branch, so there is no earlier commit to compare with; ${ALL}` };
    const res = await client.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
        owner: req.owner,
        repo: req.repo,
        basehead: `${before}...${after}`,
    });
    const data = res.data;
    const files = pick(data, 'files');
    // GitHub leaves `files` out when the diff is too large to compute.
    if (files === undefined)
        return { fallback: `the compare of the push lists no files (the diff may be too large); ${ALL}` };
    const list = entriesOf(files);
    if (!list)
        return { fallback: `the compare of the push came back in an unexpected shape; ${ALL}` };
    if (list.length >= COMPARE_FILES_LIMIT) {
        return { fallback: `the push changes 300 files or more, more than the compare API lists; ${ALL}` };
    }
    return { files: kept(list) };
}
/**
 * The matched files (workspace-relative) that the change touches (repository-relative). Equal
 * paths, or a matched path ending in `/` + the changed path: the workspace may hold the
 * repository below it (actions/checkout with `path:`). Matching too much costs only time;
 * matching too little would skip a changed config.
 */
function selectChanged(matched, changed) {
    const touched = new Set(changed);
    return matched.filter((file) => {
        if (touched.has(file))
            return true;
        for (let i = file.indexOf('/'); i >= 0; i = file.indexOf('/', i + 1)) {
            if (touched.has(file.slice(i + 1)))
                return true;
        }
        return false;
    });
}

;// CONCATENATED MODULE: ./lib/github/index.js
// The GitHub API layer, loaded by main.ts only when check-run or only-changed asks for it: the
// action without them never loads Octokit (start-up).






/***/ })

};
