export const id = 957;
export const ids = [957];
export const modules = {

/***/ 957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ANNOTATIONS_PER_REQUEST: () => (/* reexport */ ANNOTATIONS_PER_REQUEST),
  ApiError: () => (/* reexport */ ApiError),
  DEFAULT_RETRY: () => (/* reexport */ DEFAULT_RETRY),
  changedBetween: () => (/* reexport */ changedBetween),
  changedConfigFiles: () => (/* reexport */ changedConfigFiles),
  checkRunSha: () => (/* reexport */ github_event/* checkRunSha */.EU),
  commitParents: () => (/* reexport */ commitParents),
  createClient: () => (/* reexport */ createClient),
  fileAtRef: () => (/* reexport */ fileAtRef),
  publishCheckRun: () => (/* reexport */ publishCheckRun),
  readEvent: () => (/* reexport */ github_event/* readEvent */.j_),
  readOnlyToken: () => (/* reexport */ github_event/* readOnlyToken */.aE),
  readRepository: () => (/* reexport */ github_event/* readRepository */.Nu),
  scrubToken: () => (/* reexport */ scrubToken),
  selectChanged: () => (/* reexport */ selectChanged),
  toCheckAnnotation: () => (/* reexport */ toCheckAnnotation),
  writePullRequestFeedback: () => (/* reexport */ writePullRequestFeedback)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./lib/config/basics.js
var basics = __webpack_require__(3799);
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
    githubErrors;
    name = 'ApiError';
    constructor(message, 
    /** `POST /repos/{owner}/{repo}/check-runs`: the route, never the filled-in URL. */
    call, 
    /** HTTP status; undefined when no response came (network error, timeout). */
    status, kind, 
    /** GitHub's `message`, one line (may be ""). */
    githubMessage, attempts, 
    /** GitHub's `errors[]`, each as one line: why it refused a request (422). */
    githubErrors = []) {
        super(message);
        this.call = call;
        this.status = status;
        this.kind = kind;
        this.githubMessage = githubMessage;
        this.attempts = attempts;
        this.githubErrors = githubErrors;
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
        // An earlier attempt failed in a way that may hide its success (a 5xx, no answer).
        let mayHaveGoneThrough = false;
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
            // A delete that finds nothing left to delete is done: the earlier attempt had deleted it
            // (after a failure that may hide its success), or someone else had (a person removing a
            // comment). It was listed a moment ago, so the 404 is not a token that cannot see it.
            if (endpoint.method === 'DELETE' && failure.status === 404) {
                options.onRetry?.(scrub(mayHaveGoneThrough
                    ? `${call}: 404 Not Found on the retry: the earlier attempt had deleted it`
                    : `${call}: 404 Not Found: it was already deleted (by someone else); nothing is left to do`));
                return { status: 204, data: undefined, headers: {}, url: '' };
            }
            const rateLimited = isPrimaryRateLimit(failure) || isSecondaryRateLimit(failure);
            mayHaveGoneThrough ||= !rateLimited && (failure.status === undefined || failure.status >= 500);
            const wait = retryDelay(failure, attempt, retry);
            const fits = wait !== undefined && spent + wait <= retry.totalMs;
            const { found, appends } = endpoint.request ?? {};
            if (wait === undefined || attempt >= retry.maxAttempts || !fits) {
                throw giveUp(call, failure, attempt, Date.now() - started, retry, baseUrl, wait !== undefined && !fits ? wait : undefined, scrub);
            }
            options.onRetry?.(scrub(`${call}: ${describeFailure(failure)}; retrying in ${seconds(wait)} (attempt ${attempt + 1} of ${retry.maxAttempts})`));
            spent += wait;
            await sleep(wait);
            // A rate limit refused the request unread; a 5xx or a lost answer may hide a success.
            if (found && !rateLimited) {
                let made;
                try {
                    made = await found();
                }
                catch {
                    // The look-up failed too: the retry decides, unless a second one could double it.
                    if (appends)
                        throw giveUp(call, failure, attempt, Date.now() - started, retry, baseUrl, undefined, scrub, true);
                    made = undefined;
                }
                if (made) {
                    options.onRetry?.(scrub(`${call}: it had gone through after all; the one made is used, not a second`));
                    return { ...made, headers: {}, url: '' };
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
async function importActionsGithub() {
    const eventPath = process.env['GITHUB_EVENT_PATH'];
    delete process.env['GITHUB_EVENT_PATH'];
    try {
        return await __webpack_require__.e(/* import() */ 564).then(__webpack_require__.bind(__webpack_require__, 5564));
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
/**
 * GitHub's `errors[]`: strings ("Line could not be resolved") or objects
 * ({ resource, field, code, message }), as one line each.
 */
function errorsOf(data) {
    if (!data || typeof data !== 'object' || !('errors' in data) || !Array.isArray(data.errors))
        return [];
    return data.errors.slice(0, 10).flatMap((e) => {
        if (typeof e === 'string')
            return [oneLine(e, 200)];
        if (!e || typeof e !== 'object')
            return [];
        const o = e;
        if (typeof o['message'] === 'string' && o['message'] !== '')
            return [oneLine(o['message'], 200)];
        const parts = [o['resource'], o['field'], o['code']].filter((x) => typeof x === 'string');
        return parts.length > 0 ? [oneLine(parts.join(' '), 200)] : [];
    });
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
    return oneLine((0,basics/* asError */.zR)(error).message, 120) || 'network error';
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
    const said = [f.githubMessage, ...f.githubErrors.map((e) => `"${e}"`)].filter((x) => x !== '').join(': ');
    return `${f.status}${text ? ` ${text}` : ''}${said ? ` (${said})` : ''}`;
}
/** The permission a route needs, for the hint. */
function permissionFor(call) {
    if (call.includes('/check-runs'))
        return 'checks: write';
    const onPullRequest = call.includes('/pulls') || call.includes('/issues');
    if (onPullRequest && !call.startsWith('GET '))
        return 'pull-requests: write';
    if (onPullRequest)
        return 'pull-requests: read';
    return 'contents: read';
}
function giveUp(call, f, attempts, elapsedMs, r, apiUrl, waitBeyondBudget, scrub, 
/** An appending write whose outcome could not be looked up: not sent again. */
unknownOutcome = false) {
    const tries = unknownOutcome
        ? '; whether it went through could not be told, so it was not sent again (GitHub would add it twice)'
        : attempts > 1
            ? ` after ${attempts} attempts in ${seconds(elapsedMs)}`
            : '';
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
        hint =
            f.githubErrors.length > 0
                ? 'GitHub refused the request for the reason it gives'
                : 'GitHub rejected the request; this is likely a bug in the action, please report it with this line';
    }
    const message = scrub(`GitHub API call ${call} failed with ${describeFailure(f)}${tries}: ${hint}`);
    return new ApiError(message, call, f.status, kind, scrub(f.githubMessage), attempts, f.githubErrors.map(scrub));
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
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
        message: truncateBytes((0,annotations/* messageOf */.bD)(f), MAX_MESSAGE_BYTES),
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
    // This create's own mark: a create retried after a 5xx or a lost answer that had in fact gone
    // through is found by it (its name and head commit alone would also find an earlier run's).
    const externalId = `component-config-check ${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`;
    const found = async () => {
        const listed = await client.request('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', {
            owner: run.owner,
            repo: run.repo,
            ref: run.headSha,
            check_name: run.name,
            filter: 'all',
            per_page: 100,
        });
        const made = listed.data.check_runs.find((r) => r.external_id === externalId && r.head_sha === run.headSha);
        return made ? { status: 201, data: made } : undefined;
    };
    try {
        const created = await client.request('POST /repos/{owner}/{repo}/check-runs', {
            request: { found },
            owner: run.owner,
            repo: run.repo,
            name: run.name,
            head_sha: run.headSha,
            external_id: externalId,
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
        // GitHub appends an update's annotations: one that went through behind a 5xx or a lost
        // answer, sent again, would show its findings twice. The run's count tells whether it did.
        const expected = sent + batch.length;
        const found = async () => {
            const now = await client.request('GET /repos/{owner}/{repo}/check-runs/{check_run_id}', {
                owner: run.owner,
                repo: run.repo,
                check_run_id: id,
            });
            return now.data.output.annotations_count >= expected ? { status: 200, data: now.data } : undefined;
        };
        try {
            await client.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
                request: { found, appends: true },
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
    const message = (0,basics/* asError */.zR)(error).message;
    return new ApiError(`GitHub API call failed unexpectedly: ${message.replace(/\s+/g, ' ')}`, '', undefined, 'rejected', '', 1);
}
const SUMMARY_NOTE = 
// Not "in the job summary": that stops at its own size limit (summary.ts), and says so there.
'\n\n… (cut at the Checks API limit of 65,535 characters; every finding is an annotation of this run, and in the log)';
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

// EXTERNAL MODULE: ./lib/github/event.js
var github_event = __webpack_require__(9607);
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
const SHA = /^[0-9a-f]{40,64}$/i;
async function changedConfigFiles(client, req) {
    try {
        if (req.eventName === 'pull_request' || req.eventName === 'pull_request_target')
            return await pullRequestFiles(client, req);
        if (req.eventName === 'push')
            return await pushFiles(client, req);
        if (req.eventName === 'merge_group')
            return await mergeGroupFiles(client, req);
    }
    catch (error) {
        if (error instanceof ApiError)
            return { fallback: `the changed files could not be listed (${error.message}); ${ALL}` };
        throw error;
    }
    return {
        fallback: `the event is "${req.eventName}", which has no list of changed files (only pull_request, pull_request_target, push and merge_group have one); ${ALL}`,
    };
}
/**
 * Every path the change touches: added, changed and removed files, and both names of a renamed
 * one. A removed or renamed-away path matters too: a config that points at it (check-paths) is
 * affected, though no config is found there any more.
 */
function touched(entries) {
    const out = [];
    for (const e of entries) {
        out.push(clean(e.filename));
        if (e.previousFilename !== undefined)
            out.push(clean(e.previousFilename));
    }
    return out;
}
function clean(p) {
    return p.replace(/\\/g, '/').replace(/^\.\//, '');
}
function entriesOf(data) {
    if (!Array.isArray(data))
        return undefined;
    const out = [];
    for (const e of data) {
        if (!(0,basics/* isObject */.Gv)(e) || typeof e['filename'] !== 'string')
            return undefined;
        out.push({
            filename: e['filename'],
            status: typeof e['status'] === 'string' ? e['status'] : 'modified',
            ...(typeof e['previous_filename'] === 'string' ? { previousFilename: e['previous_filename'] } : {}),
            ...(typeof e['patch'] === 'string' ? { patch: e['patch'] } : {}),
        });
    }
    return out;
}
async function pullRequestFiles(client, req) {
    const listed = await listPullRequestFiles(client, req);
    return 'entries' in listed ? { files: touched(listed.entries) } : { fallback: `${listed.reason}; ${ALL}` };
}
// only-changed and the suggestions both need the list: one listing per client and pull request.
const listings = new WeakMap();
/** The PR's files with their patches, all pages; a fallback when the list is or may be incomplete. */
function listPullRequestFiles(client, req) {
    const number = (0,github_event/* pick */.Up)(req.event, 'pull_request', 'number');
    if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) {
        return Promise.resolve({ reason: `the ${req.eventName} event payload has no pull request number` });
    }
    const byNumber = listings.get(client) ?? new Map();
    listings.set(client, byNumber);
    let listing = byNumber.get(number);
    if (!listing) {
        listing = listAllPages(client, req, number);
        byNumber.set(number, listing);
    }
    return listing;
}
async function listAllPages(client, req, number) {
    const tooMany = { reason: 'the pull request changes 3,000 files or more, which the API cannot list in full' };
    // The payload's count is as of the event: more than the API lists can only be more still, so
    // the listing is not even tried. It never stops the paging: a push after the event adds files.
    const changed = (0,github_event/* pick */.Up)(req.event, 'pull_request', 'changed_files');
    if (typeof changed === 'number' && changed > PR_FILES_LIMIT)
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
            return { reason: 'the pull request file list came back in an unexpected shape' };
        entries.push(...list);
        // Only a short page ends the list.
        if (list.length < PER_PAGE)
            return { entries };
    }
    // Thirty full pages: the API stops at 3,000, so the list may have been cut.
    return tooMany;
}
async function pushFiles(client, req) {
    const before = (0,github_event/* pick */.Up)(req.event, 'before');
    const after = (0,github_event/* pick */.Up)(req.event, 'after');
    if (typeof before !== 'string' || typeof after !== 'string' || before === '' || after === '') {
        return { fallback: `the push event payload has no before/after commits; ${ALL}` };
    }
    if (ZERO_SHA.test(after))
        return { fallback: `the push deleted the branch, so there is nothing to compare; ${ALL}` };
    if (ZERO_SHA.test(before))
        return { fallback: `the push created the branch, so there is no earlier commit to compare with; ${ALL}` };
    // A forced push replaced commits: what they changed is in no compare with the new ones, and a
    // run for them may have been cancelled (cancel-in-progress) before it checked anything.
    if ((0,github_event/* pick */.Up)(req.event, 'forced') === true)
        return { fallback: `the push was forced, so the files of the commits it replaced are in no compare; ${ALL}` };
    return compareFiles(client, req, before, after, 'the push', true);
}
/** A merge queue's group: its base commit (the target branch) against the group's head. */
async function mergeGroupFiles(client, req) {
    const base = (0,github_event/* pick */.Up)(req.event, 'merge_group', 'base_sha');
    const head = (0,github_event/* pick */.Up)(req.event, 'merge_group', 'head_sha');
    if (typeof base !== 'string' || typeof head !== 'string' || !SHA.test(base) || !SHA.test(head)) {
        return { fallback: `the merge_group event payload has no base_sha/head_sha commits; ${ALL}` };
    }
    return compareFiles(client, req, base, head, 'the merge group');
}
async function compareFiles(client, req, base, head, what, 
/** Whether `base` must be an ancestor of `head` (a push's before and after). */
ancestry = false) {
    const listed = await changedBetween(client, req, base, head, what, ancestry);
    return 'files' in listed ? listed : { fallback: `${listed.reason}; ${ALL}` };
}
/**
 * The paths `head` changes since its merge base with `base` (the three-dot compare, `contents:
 * read`): a pull request's own change is its merge commit against the merge commit's first
 * parent. The reason when the list is or may be incomplete. Throws ApiError when GitHub cannot answer.
 */
async function changedBetween(client, req, base, head, what, ancestry = false, filesOnly = false) {
    const res = await client.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
        owner: req.owner,
        repo: req.repo,
        basehead: `${base}...${head}`,
        // Only the files are wanted: one commit a page keeps the answer small (the files, up to
        // 300, come with the first page whatever its size).
        ...(filesOnly ? { per_page: 1 } : {}),
    });
    const data = res.data;
    // The compare's status tells ancestry with no second call: "ahead" or "identical" when base is
    // an ancestor of head. Otherwise the three-dot compare lists only what head changed since the
    // merge base, not what the commits that left the branch had changed.
    const status = (0,github_event/* pick */.Up)(data, 'status');
    if (ancestry && status !== 'ahead' && status !== 'identical') {
        return {
            reason: `${what}'s earlier commit ${base.slice(0, 12)} is not an ancestor of ${head.slice(0, 12)} (the compare says "${String(status)}": history was rewritten), so the change cannot be told from a compare`,
        };
    }
    const files = (0,github_event/* pick */.Up)(data, 'files');
    // GitHub leaves `files` out when the diff is too large to compute.
    if (files === undefined)
        return { reason: `the compare of ${what} lists no files (the diff may be too large)` };
    const list = entriesOf(files);
    if (!list)
        return { reason: `the compare of ${what} came back in an unexpected shape` };
    if (list.length >= COMPARE_FILES_LIMIT)
        return { reason: `${what} changes 300 files or more, more than the compare API lists` };
    return { files: touched(list) };
}
/**
 * The matched files (workspace-relative) that the change touches (repository-relative paths). A
 * file is selected when a changed path is one of its watched paths or lies below one (a
 * directory). Paths not known to be repository-relative are also tried without their leading
 * directories: the workspace may hold the repository below it (actions/checkout with `path:`)
 * and, with no `.git` to tell where, matching too much costs only time; matching too little
 * would skip a changed config.
 */
function selectChanged(matched, changed, watched = (file) => ({ paths: [file], exact: false })) {
    const touched = new Set(changed);
    const dirs = new Set();
    for (const c of changed)
        for (let i = c.indexOf('/'); i >= 0; i = c.indexOf('/', i + 1))
            dirs.add(c.slice(0, i));
    // The repository's root directory (a package_data source `.` beside a root config) holds any change.
    const hit = (p) => touched.has(p) || dirs.has(p) || ((p === '.' || p === '') && touched.size > 0);
    return matched.filter((file) => {
        const { paths, exact } = watched(file);
        for (const p of paths) {
            if (hit(p))
                return true;
            if (exact)
                continue;
            for (let i = p.indexOf('/'); i >= 0; i = p.indexOf('/', i + 1))
                if (hit(p.slice(i + 1)))
                    return true;
        }
        return false;
    });
}

;// CONCATENATED MODULE: ./lib/github/contents.js
// One file of the repository at one commit, and a commit's parents, through the API (`contents:
// read`): the base's policy file is read here first (authoritative, one call), and git only when
// there is no token.
// GitHub answers 404 both for a path the commit does not hold and for a commit or repository the
// token cannot see; the commit itself is asked for then, so that only the first means "no file".


/** Throws ApiError when GitHub cannot answer (a missing permission, an outage). */
async function fileAtRef(client, at) {
    let data;
    try {
        ({ data } = await client.request('GET /repos/{owner}/{repo}/contents/{path}', at));
    }
    catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404)
            throw error;
        // Throws in turn when the commit (or the repository) is not there for the token.
        await client.request('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', {
            owner: at.owner,
            repo: at.repo,
            commit_sha: at.ref,
        });
        return { kind: 'absent' };
    }
    if (Array.isArray(data))
        return { kind: 'not-a-file', what: 'a directory' };
    if (!(0,basics/* isObject */.Gv)(data) || data['type'] !== 'file')
        return { kind: 'not-a-file', what: (0,basics/* isObject */.Gv)(data) ? `a ${String(data['type'])}` : 'not a file' };
    const size = typeof data['size'] === 'number' ? data['size'] : 0;
    // Past 1 MB GitHub leaves the content out (encoding "none"): too large for a policy file anyway.
    const bytes = data['encoding'] === 'base64' && typeof data['content'] === 'string'
        ? Buffer.from(data['content'], 'base64')
        : Buffer.alloc(0);
    return { kind: 'file', bytes, size: Math.max(size, bytes.length) };
}
/**
 * The parents a commit names, through the API (`contents: read`): a pull request's merge commit
 * when the checkout holds no object of it. Throws ApiError when GitHub cannot answer.
 */
async function commitParents(client, at) {
    const { data } = await client.request('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', {
        owner: at.owner,
        repo: at.repo,
        commit_sha: at.sha,
    });
    const parents = (0,basics/* isObject */.Gv)(data) ? data['parents'] : undefined;
    if (!Array.isArray(parents))
        return [];
    return parents.flatMap((p) => ((0,basics/* isObject */.Gv)(p) && typeof p['sha'] === 'string' ? [p['sha'].toLowerCase()] : []));
}

// EXTERNAL MODULE: ./lib/report/counts.js
var report_counts = __webpack_require__(5836);
// EXTERNAL MODULE: ./lib/report/markdown.js
var markdown = __webpack_require__(3021);
// EXTERNAL MODULE: ./lib/report/summary.js
var summary = __webpack_require__(3394);
// EXTERNAL MODULE: ./lib/report/suppressions.js
var suppressions = __webpack_require__(7316);
;// CONCATENATED MODULE: ./lib/report/pr-comment.js
// The pull request's summary comment: the verdict, the counts of each file with findings, and
// every finding linked to its line (laid out as in the job summary), in one comment that each run edits in place. Hidden markers
// let the next run find it (one per check name) and know whether it last said "failing".





/** GitHub refuses a comment body over 65,536 characters. */
const COMMENT_LIMIT = 65_536;
/** The line that identifies the comment of one check name. */
function commentMarker(checkName) {
    return `<!-- component-config-check pr-comment check=${encodeURIComponent(checkName)} -->`;
}
const STATE = /<!-- component-config-check state=(failure|success) -->/;
function commentState(body) {
    return STATE.exec(body)?.[1];
}
/** `text` linked to the file (at a line) on the links' commit; plain text without the links. */
function place(links, file, line, text = file) {
    return (0,markdown/* linked */.q)((0,markdown/* prose */.CS)(text), (0,markdown/* url */.OZ)(links, file, line));
}
function renderComment(input) {
    const { counts, failing, findings, links } = input;
    const limit = input.limit ?? COMMENT_LIMIT;
    const head = [
        commentMarker(input.checkName),
        `<!-- component-config-check state=${failing ? 'failure' : 'success'} -->`,
        `### ${failing ? '❌' : '✅'} ${(0,markdown/* prose */.CS)(input.checkName)}: ${(0,report_counts/* verdictLine */.MT)(counts)}`,
        '',
    ];
    if (!failing && input.previous === 'failure')
        head.push('An earlier run here failed this check; this one passes.', '');
    const sha = links.sha ? `commit \`${links.sha.slice(0, 7)}\`` : 'the latest commit';
    const run = input.runUrl ? ` ([workflow run](${input.runUrl}))` : '';
    head.push(`Checked at ${sha}${run}; this comment is updated by every run of the check.`);
    for (const note of input.notes ?? [])
        head.push('', note);
    const silenced = (0,suppressions/* suppressionLines */.T)(input.suppressed ?? [], links, {
        elsewhere: input.runUrl ? `the log of [the workflow run](${input.runUrl})` : 'the job log',
    });
    if (silenced.length)
        head.push('', ...silenced);
    if (findings.length === 0)
        return `${head.join('\n')}\n`;
    // The counts of each file, then the job summary's layout: a heading per file and a block per
    // finding, whose prose wraps, so the comment reads at GitHub's comment width (about 750 px)
    // without scrolling sideways (a table of findings is wider than that and hides the messages).
    const perFile = (0,report_counts/* countPerFile */.bn)(findings);
    const fileRows = [...perFile].map(([file, c]) => `| ${(0,markdown/* cell */.Hn)(place(links, file, undefined))} | ${c.errors} | ${c.warnings} |`);
    const byFile = new Map();
    for (const f of findings) {
        const own = byFile.get(f.file);
        if (own)
            own.push(f);
        else
            byFile.set(f.file, [f]);
    }
    const blocks = [...byFile].flatMap(([file, own]) => own.map((f, i) => [...(i === 0 ? [`#### ${place(links, file, undefined)}`, ''] : []), ...(0,summary/* findingBlock */.nA)(f, links, undefined)].join('\n')));
    const where = input.runUrl ? `the job summary and the log of [the workflow run](${input.runUrl})` : 'the job log';
    const cutLine = (files, rows) => `**Not shown: ${[files && (0,basics/* plural */.LS)(files, 'more file'), rows && (0,basics/* plural */.LS)(rows, 'more finding')].filter(Boolean).join(' and ')}** (a pull request comment holds at most ${limit.toLocaleString('en-US')} characters). Every finding is in ${where}.`;
    // Room for the longest possible cut line, so that adding it never breaks the limit.
    const reserve = cutLine(fileRows.length, blocks.length).length + 2;
    const out = [...head, '', '| File | Errors | Warnings |', '|---|---:|---:|'];
    let size = out.join('\n').length + 1;
    const fits = (text) => size + text.length + 1 + reserve <= limit;
    let files = 0;
    for (const row of fileRows) {
        if (!fits(row))
            break;
        out.push(row);
        size += row.length + 1;
        files++;
    }
    let rows = 0;
    if (files === fileRows.length && fits('')) {
        out.push('');
        size += 1;
        for (const block of blocks) {
            if (!fits(block))
                break;
            out.push(block);
            size += block.length + 1;
            rows++;
        }
    }
    if (files < fileRows.length || rows < blocks.length)
        out.push('', cutLine(fileRows.length - files, blocks.length - rows));
    return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

// EXTERNAL MODULE: ./lib/config/fix/fixes.js
var fixes = __webpack_require__(7969);
;// CONCATENATED MODULE: ./lib/github/diff.js
// The right side of a pull request file's diff, read from the patch the files API returns: which
// lines of the head commit a review comment can sit on, and their text. GitHub accepts a comment
// only on a line inside a hunk, and a multi-line one only when both ends are in the same hunk.
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;
/** Right-side line number → line; lines outside every hunk are absent. */
function rightSide(patch) {
    const lines = new Map();
    let hunk = -1;
    let next = 0;
    for (const raw of patch.split('\n')) {
        const header = HUNK_HEADER.exec(raw);
        if (header) {
            hunk++;
            next = Number(header[1]);
            continue;
        }
        if (hunk < 0)
            continue;
        const kind = raw[0];
        // A CRLF file's patch keeps the CR of each line.
        const text = raw.slice(1).replace(/\r$/, '');
        if (kind === '+' || kind === ' ') {
            lines.set(next, { text, added: kind === '+', hunk });
            next++;
        }
        // '-' lines are the left side only; '\' is "No newline at end of file".
    }
    return lines;
}

;// CONCATENATED MODULE: ./lib/github/suggestions.js
// Fixes as review suggestions: which fixable findings sit on lines the pull request changed, the
// whole lines each fix rewrites, and the comment that carries them. Pure: the caller lists the
// PR's files and review comments and posts the review.




/**
 * At most this many suggestions a run unless input max-suggestions says otherwise: GitHub's
 * guidance on secondary rate limits advises against bursts of content creation, and a review of
 * hundreds is unreadable; the next run posts the rest.
 */
const DEFAULT_MAX_SUGGESTIONS = 30;
function planSuggestions(input) {
    const limit = input.limit ?? DEFAULT_MAX_SUGGESTIONS;
    const seen = new Set(input.existing.flatMap((c) => suggestionKey(c) ?? []));
    const texts = new Map();
    const plan = { post: [], more: 0, already: 0, outside: 0, current: new Set() };
    // The fixable findings by the PR's file, in the order the findings come.
    const byFile = new Map();
    for (const f of input.findings) {
        if (!f.fix || f.fix.edits.length === 0)
            continue;
        const entry = prFileOf(input.place?.(f.file) ?? f.file, input.files);
        if (!entry?.patch) {
            plan.outside++;
            continue;
        }
        if (!texts.has(f.file))
            texts.set(f.file, input.lines(f.file));
        const lines = texts.get(f.file);
        const replaced = lines && replaceLines(lines, f.fix.edits);
        if (!replaced) {
            plan.outside++;
            continue;
        }
        const group = byFile.get(entry.filename) ?? { entry, file: f.file, items: [] };
        group.items.push({ f, first: replaced.first, last: replaced.last });
        byFile.set(entry.filename, group);
    }
    for (const { entry, file, items } of byFile.values()) {
        const diff = rightSide(entry.patch);
        const lines = texts.get(file);
        // GitHub applies one suggestion per line in a batch: fixes on the same or overlapping lines
        // become one suggestion carrying them all (those whose edits collide wait for the next run).
        for (const cluster of overlapping(items)) {
            const chosen = [];
            const edits = [];
            for (const item of cluster) {
                if (item.f.fix.edits.some((e) => edits.some((d) => collide(e, d)))) {
                    plan.more++;
                    continue;
                }
                chosen.push(item);
                edits.push(...item.f.fix.edits);
            }
            const replaced = replaceLines(lines, edits);
            if (!replaced || !onDiff(diff, lines, replaced.first, replaced.last)) {
                plan.outside += chosen.length;
                continue;
            }
            // One empty line and nothing are different texts, so different suggestions.
            const marker = {
                code: chosen.map((c) => c.f.code).join('+'),
                hash: hashOf(replaced.blank ? '\n' : replaced.text),
            };
            const key = keyOf(entry.filename, marker);
            plan.current.add(key);
            if (seen.has(key)) {
                plan.already++;
                continue;
            }
            seen.add(key);
            if (plan.post.length >= limit) {
                plan.more++;
                continue;
            }
            plan.post.push({
                path: entry.filename,
                ...(replaced.first < replaced.last ? { startLine: replaced.first } : {}),
                line: replaced.last,
                codes: chosen.map((c) => c.f.code),
                text: replaced.text,
                ...(replaced.blank ? { blank: true } : {}),
                body: suggestionBody(chosen.map((c) => c.f), replaced, marker),
            });
        }
    }
    return plan;
}
/** Runs of fixes whose line ranges overlap, each sorted by line. */
function overlapping(items) {
    const sorted = [...items].sort((a, b) => a.first - b.first || a.last - b.last);
    const out = [];
    let end = -1;
    for (const item of sorted) {
        if (out.length > 0 && item.first <= end) {
            out.at(-1).push(item);
            end = Math.max(end, item.last);
        }
        else {
            out.push([item]);
            end = item.last;
        }
    }
    return out;
}
/** Two edits that change the same characters (or insert at the same place) cannot both apply. */
function collide(a, b) {
    const pos = (line, column) => line * 1e7 + column;
    const [as, ae, bs, be] = [
        pos(a.line, a.column),
        pos(a.endLine, a.endColumn),
        pos(b.line, b.column),
        pos(b.endLine, b.endColumn),
    ];
    return (as < be && bs < ae) || as === bs;
}
/** The key of an earlier suggestion of this action's (file, codes, text), from its marker. */
function suggestionKey(c) {
    const m = markerOf(c.body);
    return m ? keyOf(c.path, m) : undefined;
}
/** Whether a comment body carries this action's suggestion marker. */
function hasSuggestionMarker(body) {
    return markerOf(body) !== undefined;
}
/** The review API's comment for a suggestion. */
function reviewComment(s) {
    return {
        path: s.path,
        body: s.body,
        line: s.line,
        side: 'RIGHT',
        ...(s.startLine !== undefined ? { start_line: s.startLine, start_side: 'RIGHT' } : {}),
    };
}
/**
 * The PR's entry for a workspace-relative file: the same path, or the workspace holding the
 * repository below it (actions/checkout with `path:`), as only-changed matches them.
 */
function prFileOf(file, files) {
    const live = files.filter((e) => e.status !== 'removed');
    return live.find((e) => e.filename === file) ?? live.find((e) => file.endsWith(`/${e.filename}`));
}
/**
 * Every line of the replaced block is in one hunk of the right side with the workspace's text
 * (on a pull_request event the workspace is the merge commit, which can differ from the head),
 * and the pull request added at least one of them: a suggestion on a line it did not touch would
 * be about someone else's change.
 */
function onDiff(diff, lines, first, last) {
    const hunk = diff.get(first)?.hunk;
    let added = false;
    for (let n = first; n <= last; n++) {
        const right = diff.get(n);
        if (!right || right.hunk !== hunk || right.text !== lines.get(n))
            return false;
        added ||= right.added;
    }
    return added;
}
/**
 * The whole lines a fix rewrites and what they become. An edit that ends at column 1 of the
 * next line ends with the line end before it; a result that lost the block's last line end
 * joined it with the next line, which then belongs to the block too. Lines that become one
 * empty line are `blank` (their line end stays), unlike lines deleted with their line ends.
 */
function replaceLines(lines, edits) {
    const first = Math.min(...edits.map((e) => e.line));
    if (!(first >= 1))
        return undefined;
    let last = Math.max(...edits.map((e) => (e.endColumn === 1 && e.endLine > e.line ? e.endLine - 1 : e.endLine)));
    // These lines have lost their line ends: a column past a line's end (between a CRLF's two
    // characters) has no place in them.
    const width = (line) => (lines.get(line)?.length ?? 0) + 1;
    if (edits.some((e) => e.column > width(e.line) || e.endColumn > width(e.endLine)))
        return undefined;
    // The edits count lines from the block's first.
    const inBlock = edits.map((e) => ({ ...e, line: e.line - first + 1, endLine: e.endLine - first + 1 }));
    const block = [];
    for (let n = first; n < last; n++) {
        const line = lines.get(n);
        if (line === undefined)
            return undefined;
        block.push(line);
    }
    // Past the text's last line, or past the lines the check kept (then there is no suggestion).
    for (; lines.has(last); last++) {
        block.push(lines.get(last));
        const text = applyLines(block, inBlock);
        if (text === undefined)
            return undefined;
        if (text === '')
            return { first, last, text: '' };
        // The file's last line, without a line end of its own (the check's lines hold the line
        // after every fix's last when there is one): emptied, it is gone, as deleted.
        if (text === '\n')
            return lines.has(last + 1) ? { first, last, text: '', blank: true } : { first, last, text: '' };
        if (text.endsWith('\n'))
            return { first, last, text: text.slice(0, -1).replace(/\r\n?/g, '\n') };
    }
    return undefined;
}
/** The block of lines with the edits applied, or undefined when they do not fit it. */
function applyLines(block, edits) {
    try {
        return (0,fixes/* applyEdits */.ct)(block.join('\n') + '\n', edits, { lineOneAt: 0 });
    }
    catch {
        return undefined;
    }
}
/**
 * The marker is the last thing the action writes in a suggestion's body; the config text above it
 * (the suggested lines) may hold the same characters, so only the body's LAST marker, live or
 * retired, is the comment's own.
 */
const MARKERS = /<!-- component-config-check (suggestion|retired-suggestion) code=([a-z0-9+-]+) text=([0-9a-f]{16}) -->/g;
function lastMarker(body) {
    let last;
    for (const m of body.matchAll(MARKERS))
        last = m;
    return last;
}
function markerOf(body) {
    const m = lastMarker(body);
    return m && m[1] === 'suggestion' ? { code: m[2], hash: m[3] } : undefined;
}
/** The body with its own marker retired, so that later runs leave the comment be; the rest as it was. */
function retireSuggestionMarker(body) {
    const m = lastMarker(body);
    if (!m || m[1] !== 'suggestion' || m.index === undefined)
        return body;
    const retired = markerText('retired-suggestion', { code: m[2], hash: m[3] });
    return body.slice(0, m.index) + retired + body.slice(m.index + m[0].length);
}
function markerText(kind, m) {
    return `<!-- component-config-check ${kind} code=${m.code} text=${m.hash} -->`;
}
function keyOf(path, m) {
    return `${path}\0${m.code}\0${m.hash}`;
}
function hashOf(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 16);
}
function suggestionBody(findings, { text, blank }, marker) {
    // A fence longer than any run of backticks in the text, so the text cannot close it.
    const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return [
        // Messages quote config text: through the markdown layer, so a key never mentions anyone
        // (`@org/team`) nor becomes markup.
        ...findings.flatMap((f) => [`**${(0,markdown/* code */.aY)(f.code)}** ${(0,markdown/* message */.iU)(f.message)}`, '']),
        `${fence}suggestion`,
        // No line between the fences deletes the lines; an empty line there keeps one.
        ...(text === '' && !blank ? [] : [text]),
        fence,
        '',
        markerText('suggestion', marker),
    ].join('\n');
}

;// CONCATENATED MODULE: ./lib/github/pull-request.js
// What the action writes on a pull request: the fixes as one review of suggestions, and one
// summary comment per check name, edited in place. Everything here is best effort: an API
// failure is one line in the log (a notice for a fork's read-only token) and never changes the
// verdict nor hides a finding, which the caller has already printed or will print regardless.
//
// Whose comment is whose: a comment is this action's own only when it is written by the token's
// own login (GraphQL's viewer, which answers for a user's token, the default GITHUB_TOKEN and
// any GitHub App's installation token alike) AND carries this action's marker. A marker in anyone else's comment is
// ignored: never counted, edited, deleted nor hidden.








/** What the default GITHUB_TOKEN writes as (an installation token of the GitHub Actions app). */
const ACTIONS_BOT = 'github-actions[bot]';
/** Extra review requests a refused review may cost while its acceptable suggestions are sought. */
const SPLIT_BUDGET = 8;
/** Earlier suggestions cleaned up per run at most (each is a call or two). */
const CLEANUP_PER_RUN = 30;
/** Lines for the job summary (how many suggestions were posted, and how many more there are). */
async function writePullRequestFeedback(client, o) {
    const { suggestions, prComment } = o.settings;
    const inputs = [suggestions && 'suggestions', prComment !== 'off' && 'pr-comment'].filter(Boolean).join(' and ');
    const eventName = o.event.name;
    if (eventName !== 'pull_request' && eventName !== 'pull_request_target') {
        o.log.notice(`${inputs}: the event is "${eventName || 'unknown'}", not pull_request or pull_request_target, so there is no pull request to write on; skipped`);
        return [];
    }
    const payload = o.event.ok ? o.event.payload : undefined;
    const number = (0,github_event/* pick */.Up)(payload, 'pull_request', 'number');
    const head = (0,github_event/* pick */.Up)(payload, 'pull_request', 'head', 'sha');
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
        o.log.notice(`${inputs}: the pull request's head is now ${moved.slice(0, 12)}, not ${head.slice(0, 12)} which this run checked, so nothing is written on it (the run for the newer commit writes its own); the verdict of this run is unchanged`);
        return [
            `Nothing was written on the pull request: its head moved to ${(0,markdown/* code */.aY)(moved.slice(0, 12))} after this run's commit ${(0,markdown/* code */.aY)(head.slice(0, 12))}.`,
        ];
    }
    const me = await identity(client, o);
    const notes = [];
    if (suggestions)
        notes.push(...(await suggest(client, o, pr, api, me)));
    if (prComment !== 'off')
        await comment(client, o, pr, api, notes, me);
    return notes;
}
/** The PR's head now, when it is not the one this run checked; undefined when it is, or cannot be told. */
async function headMoved(client, o, pr) {
    try {
        const res = await client.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
            owner: pr.owner,
            repo: pr.repo,
            pull_number: pr.number,
        });
        const now = res.data.head.sha;
        return typeof now === 'string' && now !== pr.head ? now : undefined;
    }
    catch (error) {
        // Cannot be told: the writes go ahead (the same as before this check existed).
        const why = (0,basics/* asError */.zR)(error).message;
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
async function identity(client, o) {
    const why = [];
    try {
        const data = await client.graphql('query { viewer { login } }');
        const login = (0,github_event/* pick */.Up)(data, 'viewer', 'login');
        if (typeof login === 'string' && login !== '')
            return login;
        why.push('GraphQL viewer: no login');
    }
    catch (error) {
        why.push(`GraphQL viewer: ${pull_request_oneLine(error)}`);
    }
    try {
        const res = await client.request('GET /user');
        if (typeof res.data.login === 'string' && res.data.login !== '')
            return res.data.login;
        why.push('GET /user: no login');
    }
    catch (error) {
        why.push(`GET /user: ${pull_request_oneLine(error)}`);
    }
    o.log.info(`the token's login could not be read (${why.join('; ')}); taking it as ${ACTIONS_BOT}, so only its comments count as this action's own`);
    return ACTIONS_BOT;
}
function loginOf(c) {
    const login = (0,github_event/* pick */.Up)(c, 'user', 'login');
    return typeof login === 'string' ? login : undefined;
}
/** Failed calls → one line each; after a refused write, no more writes (and one notice, not many). */
class Calls {
    o;
    readOnlyReason;
    readOnly = false;
    constructor(o, 
    /** Why the token cannot write (readOnlyToken), when the event says. */
    readOnlyReason) {
        this.o = o;
        this.readOnlyReason = readOnlyReason;
    }
    failed(what, error, writing) {
        const e = error instanceof ApiError ? error : undefined;
        const refused = e?.kind === 'forbidden';
        if (refused && writing) {
            this.readOnly = true;
            if (this.readOnlyReason) {
                this.o.log.notice(`${this.readOnlyReason}: the action cannot write on the pull request, so suggestions and the summary comment are skipped (the findings are in the annotations and the job summary); the verdict is unchanged`);
            }
            else {
                this.o.log.warning(`${what}: ${e.message}; so suggestions and the summary comment are skipped, and the verdict is unchanged`);
            }
            return;
        }
        const why = e ? e.message : `unexpected error: ${(0,basics/* asError */.zR)(error).message}`;
        this.o.log.warning(`${what}: ${why}; the verdict is unchanged`);
    }
}
function listed(c) {
    const { id, node_id, path: file, body, line, in_reply_to_id } = c;
    if (typeof id !== 'number' || typeof file !== 'string' || typeof body !== 'string')
        return [];
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
async function suggest(client, o, pr, api, me) {
    let files;
    let comments;
    try {
        const listedFiles = await listPullRequestFiles(client, { ...pr, event: pr.payload ?? {} });
        if ('reason' in listedFiles) {
            o.log.warning(`suggestions: the pull request's diff cannot be read (${listedFiles.reason}); no fixes are suggested`);
            return [];
        }
        files = listedFiles.entries;
        // Without the comments already there, a suggestion could be posted twice: better none.
        comments = (await listAll(client, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', pr)).flatMap(listed);
    }
    catch (error) {
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
    const notes = [];
    const stale = mine.filter((c) => c.line === null || !plan.current.has(suggestionKey(c) ?? ''));
    if (stale.length > 0)
        notes.push(...(await cleanUp(client, o, pr, api, stale, comments)));
    if (api.readOnly)
        return notes;
    const tally = `${plan.already} already on the pull request, ${plan.outside} on lines the pull request did not change`;
    if (plan.post.length === 0) {
        if (o.findings.some((f) => f.fix))
            o.log.info(`suggestions: nothing new to suggest (${tally})`);
        else
            o.log.info('suggestions: no finding has a fix to suggest');
        return notes;
    }
    const n = plan.post.length;
    const more = plan.more > 0
        ? `${plan.more} more fixable finding${plan.more === 1 ? ' is' : 's are'} not suggested yet (at most ${o.settings.maxSuggestions} suggestions a run, input max-suggestions); the next run suggests them.`
        : '';
    const posting = new Posting(client, o, pr, me, more);
    let outcome;
    try {
        outcome = await posting.post(plan.post);
    }
    catch (error) {
        api.failed(`suggestions: the review with ${(0,basics/* plural */.LS)(n, 'suggestion')}`, error, true);
        return notes;
    }
    const posted = outcome.posted.length;
    if (outcome.refused.length === 0) {
        o.log.info(`suggestions: posted ${posted} in ${outcome.reviews.length === 1 ? 'one review' : `${outcome.reviews.length} reviews`} (${tally})${outcome.reviews.length > 0 ? `: ${outcome.reviews.join(' ')}` : ''}`);
    }
    else {
        const reasons = [...new Set(outcome.refused.map((r) => r.reason))].join('; ');
        o.log.warning(`suggestions: GitHub refused ${outcome.refused.length} of ${(0,basics/* plural */.LS)(n, 'suggestion')} (${reasons}); ${posted} ${posted === 1 ? 'was' : 'were'} posted, and the refused ones are listed in the job summary; the verdict is unchanged`);
    }
    if (posted > 0)
        notes.push(`${posted} fix${posted === 1 ? ' was' : 'es were'} posted as suggestions on the pull request.`);
    if (outcome.refused.length > 0) {
        notes.push([
            `GitHub refused ${(0,basics/* plural */.LS)(outcome.refused.length, 'suggestion')}:`,
            '',
            ...outcome.refused.map((r) => `- ${(0,markdown/* code */.aY)(r.suggestion.path)} line ${r.suggestion.line} (${r.suggestion.codes.map(markdown/* code */.aY).join(', ')}): ${(0,markdown/* prose */.CS)(r.reason)}`),
        ].join('\n'));
    }
    if (more) {
        o.log.info(`suggestions: ${more}`);
        notes.push(more);
    }
    return notes;
}
/**
 * Posting suggestions as reviews. GitHub validates a review as a whole: one comment it refuses
 * (422) refuses all. A refused batch is halved and each half posted, down to the one comment
 * GitHub refuses, within SPLIT_BUDGET extra requests; what the budget leaves untried is refused
 * with that reason.
 */
class Posting {
    client;
    o;
    pr;
    me;
    more;
    extra = 0;
    nonce = (0,external_node_crypto_.randomBytes)(6).toString('hex');
    count = 0;
    constructor(client, o, pr, me, more) {
        this.client = client;
        this.o = o;
        this.pr = pr;
        this.me = me;
        this.more = more;
    }
    async post(all) {
        const out = { posted: [], refused: [], reviews: [] };
        await this.batch(all, out, all.length);
        return out;
    }
    async batch(batch, out, total) {
        try {
            const url = await this.review(batch, total);
            out.posted.push(...batch);
            if (url)
                out.reviews.push(url);
        }
        catch (error) {
            if (!(error instanceof ApiError) || error.status !== 422)
                throw error;
            const reason = error.githubErrors.length > 0 ? error.githubErrors.join('; ') : error.githubMessage || '422';
            if (batch.length === 1) {
                out.refused.push({ suggestion: batch[0], reason });
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
    async review(batch, total) {
        const marker = `<!-- component-config-check review=${this.nonce}-${this.count++} -->`;
        const n = batch.length;
        const part = n < total ? ` (${n} of the ${total} of this run)` : '';
        const body = [
            `**${(0,markdown/* prose */.CS)(this.o.settings.checkName)}**: ${n} fix${n === 1 ? '' : 'es'} as suggestions${part}. Press "Commit suggestion" on one, or add several to a batch and commit them together.`,
            ...(this.more ? ['', (0,markdown/* prose */.CS)(this.more)] : []),
            '',
            marker,
        ].join('\n');
        const found = async () => {
            const reviews = await listAll(this.client, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', this.pr);
            const made = reviews.find((r) => loginOf(r) === this.me && typeof r['body'] === 'string' && r['body'].includes(marker));
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
        return (0,basics/* isObject */.Gv)(res.data) && typeof res.data['html_url'] === 'string' ? res.data['html_url'] : '';
    }
}
/**
 * This action's earlier suggestions whose finding is gone (fixed, or its lines changed): deleted
 * when nobody replied; otherwise hidden as outdated (GraphQL minimizeComment), which keeps the
 * conversation, and their marker retired so that later runs leave them be.
 */
async function cleanUp(client, o, pr, api, stale, all) {
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
            }
            else {
                await client.graphql('mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: OUTDATED }) { minimizedComment { isMinimized } } }', { id: c.nodeId });
                await client.request('PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
                    owner: pr.owner,
                    repo: pr.repo,
                    comment_id: c.id,
                    body: retireSuggestionMarker(c.body),
                });
                hidden++;
            }
        }
        catch (error) {
            api.failed(`suggestions: an earlier suggestion whose finding is gone (${c.path}) could not be cleaned up`, error instanceof ApiError ? error : new Error(pull_request_oneLine(error)), true);
            break;
        }
    }
    if (deleted + hidden === 0)
        return [];
    const said = [
        deleted > 0 && `${deleted} deleted`,
        hidden > 0 && `${hidden} hidden as outdated (someone had replied)`,
    ].filter(Boolean);
    const line = `Earlier suggestions whose finding is gone: ${said.join(', ')}.`;
    o.log.info(`suggestions: ${line}`);
    return [line];
}
function pull_request_oneLine(error) {
    return (0,basics/* asError */.zR)(error).message.replace(/\s+/g, ' ').slice(0, 300);
}
async function comment(client, o, pr, api, notes, me) {
    if (api.readOnly)
        return;
    const marker = commentMarker(o.settings.checkName);
    const ourComment = (comments) => {
        for (const c of comments) {
            if (typeof c['body'] === 'string' &&
                typeof c['id'] === 'number' &&
                loginOf(c) === me &&
                c['body'].includes(marker))
                return { id: c['id'], body: c['body'] };
        }
        return undefined;
    };
    let ours;
    try {
        ours = ourComment(await listAll(client, 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', pr));
    }
    catch (error) {
        // Without the list, a new comment could be a second one.
        api.failed('pr-comment: the comments of the pull request could not be read, so the summary comment is skipped', error, false);
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
    const found = async () => {
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
        const url = (0,basics/* isObject */.Gv)(res.data) && typeof res.data['html_url'] === 'string' ? `: ${res.data['html_url']}` : '';
        o.log.info(`pr-comment: ${ours ? 'updated' : 'created'} the summary comment${url}`);
    }
    catch (error) {
        api.failed(`pr-comment: the summary comment`, error, true);
    }
}
/** Pages of 100 as long as GitHub's Link header names a next one, at most 30 (3,000 items). */
async function listAll(client, route, pr) {
    const out = [];
    const where = route.includes('{issue_number}') ? { issue_number: pr.number } : { pull_number: pr.number };
    for (let page = 1; page <= 30; page++) {
        const res = await client.request(route, {
            owner: pr.owner,
            repo: pr.repo,
            ...where,
            per_page: 100,
            page,
        });
        const data = res.data;
        if (!Array.isArray(data))
            throw new Error(`${route} answered with something other than a list`);
        out.push(...data.filter(basics/* isObject */.Gv));
        if (!/\brel="next"/.test(String(res.headers.link ?? '')))
            break;
    }
    return out;
}

;// CONCATENATED MODULE: ./lib/github/index.js
// The GitHub API layer, loaded by session.ts only when an option needs the API (check-run,
// only-changed, suggestions, pr-comment): the action without them never loads Octokit (start-up).








/***/ })

};
