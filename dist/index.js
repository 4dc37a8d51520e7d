import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 3454:
/***/ ((module) => {

function webpackEmptyAsyncContext(req) {
	// Here Promise.resolve().then() is used instead of new Promise() to prevent
	// uncaught exception popping up in devtools
	return Promise.resolve().then(() => {
		var e = new Error("Cannot find module '" + req + "'");
		e.code = 'MODULE_NOT_FOUND';
		throw e;
	});
}
webpackEmptyAsyncContext.keys = () => ([]);
webpackEmptyAsyncContext.resolve = webpackEmptyAsyncContext;
webpackEmptyAsyncContext.id = 3454;
module.exports = webpackEmptyAsyncContext;

/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 86:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  o: () => (/* binding */ direct),
  a: () => (/* binding */ speaker)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: ./lib/report/log-line.js
var log_line = __nccwpck_require__(6027);
;// CONCATENATED MODULE: ./lib/report/workflow-commands.js
// GitHub's workflow commands as text (`::error file=F,line=L::message`), with the escapes the
// runner reverses. Pure: the action writes them to its stdout, the command line's
// `--format github` to the stream it was given.
// Of a command's message, and of a property value (which `,` and `:` would end).
const escapeData = (s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
/** One workflow command line, ending in `eol` (the runner's platform line end). */
function workflowCommand(name, properties, message, eol = '\n') {
    const props = Object.entries(properties)
        .filter(([, v]) => v !== undefined && v !== '' && v !== 0)
        .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
        .join(',');
    return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}${eol}`;
}
/** The runner's property names, in the order @actions/core writes them. */
const located = (p = {}) => ({
    title: p.title,
    file: p.file,
    line: p.startLine,
    endLine: p.endLine,
    col: p.startColumn,
    endColumn: p.endColumn,
});
/** Annotations as workflow commands written to `write`. */
function commandWriter(write, eol = '\n') {
    return {
        error: (message, properties) => write(workflowCommand('error', located(properties), message, eol)),
        warning: (message, properties) => write(workflowCommand('warning', located(properties), message, eol)),
        notice: (message, properties) => write(workflowCommand('notice', located(properties), message, eol)),
    };
}

;// CONCATENATED MODULE: ./lib/action/actions-core.js
// The runner's side of the action: workflow commands on stdout, step outputs in the GITHUB_OUTPUT
// file and the job summary in the GITHUB_STEP_SUMMARY file, as GitHub documents them. They go
// through a Runner: either @actions/core's public API, or `direct`, this module's own writer of
// the same protocol. Tools that run an action locally (@github/local-action) replace
// @actions/core's entry to show outputs and the summary, so a run from the source goes through
// it (main.ts). The bundle's entry (index.ts) uses `direct`: @actions/core's entry also loads an
// HTTP client (for OIDC tokens, which this action never asks for) and @actions/exec, which cost
// more start-up than the whole check of a small repository.




function command(name, properties, message) {
    process.stdout.write(workflowCommand(name, properties, message, external_node_os_.EOL));
}
function appendTo(variable, text) {
    const file = process.env[variable];
    if (!file)
        throw new Error(`${variable} is not set`);
    // As the runner makes it: a missing file is a problem to report, not one to create.
    external_node_fs_.accessSync(file, external_node_fs_.constants.R_OK | external_node_fs_.constants.W_OK);
    external_node_fs_.appendFileSync(file, text, 'utf8');
}
// GITHUB_OUTPUT's multi-line form, `name<<DELIMITER`, value lines, `DELIMITER`. What keeps a
// value from ending early or adding outputs is only that it does not contain the delimiter (the
// runner ends it at the first line equal to it): the delimiter is checked to be absent, and drawn
// again if it is not (without node:crypto, whose loading costs more than checking a few files).
function keyValueMessage(name, value) {
    let delimiter;
    do {
        delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    } while (name.includes(delimiter) || value.includes(delimiter));
    return `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`;
}
const direct = {
    error: (message, properties) => command('error', located(properties), message),
    warning: (message, properties) => command('warning', located(properties), message),
    notice: (message, properties) => command('notice', located(properties), message),
    setSecret: (secret) => {
        if (secret)
            command('add-mask', {}, secret);
    },
    debug: (message) => command('debug', {}, message),
    info: (message) => process.stdout.write(`${message}${external_node_os_.EOL}`),
    setFailed: (message) => {
        process.exitCode = 1;
        command('error', {}, message);
    },
    setOutput: (name, value) => {
        // Without GITHUB_OUTPUT (a local run) there is nowhere to put outputs; the deprecated
        // set-output command is not used.
        if (!process.env['GITHUB_OUTPUT'])
            return;
        appendTo('GITHUB_OUTPUT', keyValueMessage(name, String(value)));
    },
    summary: {
        addRaw: (text) => ({ write: async () => appendTo('GITHUB_STEP_SUMMARY', text) }),
    },
};
/**
 * The runner as the action speaks to it: a plain log line (`info`) is escaped so that no text
 * from a file or path in it can become a workflow command. Made once by run() and passed down.
 */
function speaker(runner) {
    return { ...runner, info: (message) => runner.info((0,log_line/* logLine */.BP)(message)) };
}


/***/ }),

/***/ 7414:
/***/ ((__webpack_module__, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _run_parallel_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4237);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3344);
/* harmony import */ var _actions_core_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(86);



// The bundle is also the worker threads' script (see parallel.ts): this module's own URL is
// what a worker runs.
if (!(await (0,_run_parallel_js__WEBPACK_IMPORTED_MODULE_0__/* .servedAsWorker */ ._P)()))
    await (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .run */ .e)(process.env, new URL(import.meta.url), _actions_core_js__WEBPACK_IMPORTED_MODULE_2__/* .direct */ .o);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 3344:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./lib/action/actions-core.js + 1 modules
var actions_core = __nccwpck_require__(86);
// EXTERNAL MODULE: ./lib/workspace/files.js
var files = __nccwpck_require__(6426);
// EXTERNAL MODULE: ./lib/workspace/repo-path.js
var repo_path = __nccwpck_require__(929);
// EXTERNAL MODULE: ./lib/config/globs.js
var globs = __nccwpck_require__(357);
// EXTERNAL MODULE: ./lib/report/annotations.js
var annotations = __nccwpck_require__(1116);
;// CONCATENATED MODULE: ./lib/report/json.js
// The JSON report: every finding with its file and range, and the counts.
function renderJsonReport(counts, files, findings, suppressed = [], policy) {
    const report = {
        tool: 'component-config-action',
        policy: policy ? { file: policy.file, commit: policy.commit ?? null } : null,
        // The report's own shape (a public interface), not whatever Counts holds.
        counts: {
            filesChecked: counts.filesChecked,
            filesInvalid: counts.filesInvalid,
            errors: counts.errors,
            warnings: counts.warnings,
            suppressed: counts.suppressed,
        },
        files,
        findings: findings.map((f) => ({
            file: f.file,
            line: f.line,
            column: f.column,
            endLine: f.endLine,
            endColumn: f.endColumn,
            severity: f.severity,
            code: f.code,
            location: f.location,
            message: f.message,
            ...(f.defaultSeverity ? { defaultSeverity: f.defaultSeverity } : {}),
            ...(f.fix ? { fix: f.fix } : {}),
        })),
        suppressed: suppressed.map((s) => ({ ...s.finding, suppression: s.suppression })),
    };
    return `${JSON.stringify(report, null, 2)}\n`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: ./lib/workspace/write-file.js
// Writing the files a user asked for (the JSON report, SARIF), where they asked, and the size
// code scanning counts of a SARIF file.


function writeFileMakingDirs(target, text) {
    external_node_fs_.mkdirSync(external_node_path_.dirname(target), { recursive: true });
    external_node_fs_.writeFileSync(target, text);
}
/**
 * The bytes of a text gzip-compressed, as the upload of a SARIF file sends it (github/codeql-action
 * gzips it with node's zlib at its default level): code scanning's 10 MB limit is on these. zlib
 * is imported on use, so that a run that writes no SARIF file does not load it.
 */
async function gzipSizer() {
    const { gzipSync } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8522, 19));
    return (text) => gzipSync(text).length;
}

// EXTERNAL MODULE: ./lib/report/summary.js
var report_summary = __nccwpck_require__(3394);
// EXTERNAL MODULE: ./lib/config/basics.js
var basics = __nccwpck_require__(3799);
// EXTERNAL MODULE: ./lib/report/markdown.js
var markdown = __nccwpck_require__(3021);
;// CONCATENATED MODULE: ./lib/report/policy-lines.js
// What the job summary and the pull request comment say of the policy that applied and of the
// fail-level.


/** The lines of the job summary and the pull request comment about the policy and the fail-level. */
function policyLines(note, findings, failLevel) {
    const lines = [];
    const policy = policyLine(note, findings);
    if (policy)
        lines.push(policy);
    // The verdict's ❌ or ✅ follows the fail-level: say so when it is not the default.
    if (failLevel === 'never')
        lines.push('Fail level: never (report only): the run passes whatever it finds.');
    if (failLevel === 'warning')
        lines.push('Fail level: warning: warnings fail the run too.');
    return lines;
}
/** The line of the job summary and the pull request comment that says which policy applied. */
function policyLine(note, findings) {
    if (!note)
        return undefined;
    const changed = findings.filter((f) => f.defaultSeverity).length;
    const at = note.commit ? ` at ${note.base ? 'the base commit' : 'commit'} ${(0,markdown/* code */.aY)(note.commit.slice(0, 12))}` : '';
    const what = changed ? `; it changed the severity of ${(0,basics/* plural */.LS)(changed, 'finding')} (marked "by the policy")` : '';
    return `Policy: ${(0,markdown/* code */.aY)(note.file)}${at}${what}.`;
}

// EXTERNAL MODULE: ./lib/github/session.js
var session = __nccwpck_require__(9811);
// EXTERNAL MODULE: ./lib/github/event.js
var github_event = __nccwpck_require__(9607);
// EXTERNAL MODULE: ./lib/workspace/repo.js
var repo = __nccwpck_require__(7957);
// EXTERNAL MODULE: ./lib/action/settings.js
var action_settings = __nccwpck_require__(1149);
;// CONCATENATED MODULE: ./lib/action/runner-vars.js
// The runner's GITHUB_* variables the GitHub side uses, taken from the environment here: the
// action's face is the only reader of the environment (INPUT_* in settings.ts, these here), and
// src/github is handed their values.
const VARS = [
    'GITHUB_EVENT_NAME',
    'GITHUB_EVENT_PATH',
    'GITHUB_REPOSITORY',
    'GITHUB_SHA',
    'GITHUB_ACTOR',
    'GITHUB_API_URL',
    'GITHUB_SERVER_URL',
    'GITHUB_RUN_ID',
];
function runnerVars(env) {
    return Object.fromEntries(VARS.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
}

// EXTERNAL MODULE: ./lib/config/findings.js
var findings = __nccwpck_require__(5034);
// EXTERNAL MODULE: ./lib/config/fix/suppress.js
var suppress = __nccwpck_require__(9211);
;// CONCATENATED MODULE: ./lib/config/policy/changes.js
// What a pull request's own policy file changes against its base's, key by key, for the line
// that tells the pull request its policy takes effect only after merge. Pure.
/** The keys whose values differ (`severity.<code>` for each code), in the policy file's order of keys. */
function changedKeys(base, head) {
    const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
    const out = [];
    if (!same(base?.files, head?.files))
        out.push('files');
    const codes = new Set([...Object.keys(base?.severity ?? {}), ...Object.keys(head?.severity ?? {})]);
    for (const c of [...codes].sort()) {
        const key = c;
        if (base?.severity[key] !== head?.severity[key])
            out.push(`severity.${c}`);
    }
    if (!same(base?.overrides.length ? base.overrides : undefined, head?.overrides.length ? head.overrides : undefined))
        out.push('overrides');
    // A key left out means its default: writing the default down changes nothing.
    if ((base?.failLevel ?? 'error') !== (head?.failLevel ?? 'error'))
        out.push('fail-level');
    if ((base?.checkPaths ?? false) !== (head?.checkPaths ?? false))
        out.push('check-paths');
    if ((base?.failOnDeprecated ?? false) !== (head?.failOnDeprecated ?? false))
        out.push('fail-on-deprecated');
    if (!same(base?.suppressions ?? 'allowed', head?.suppressions ?? 'allowed'))
        out.push('suppressions');
    return out;
}

// EXTERNAL MODULE: ./lib/config/policy/match.js
var match = __nccwpck_require__(6756);
// EXTERNAL MODULE: ./lib/config/policy/policy.js
var policy_policy = __nccwpck_require__(3079);
// EXTERNAL MODULE: ./lib/config/read/coordinates.js
var coordinates = __nccwpck_require__(3044);
// EXTERNAL MODULE: ./lib/config/read/source.js + 1 modules
var source = __nccwpck_require__(4544);
// EXTERNAL MODULE: ./lib/workspace/inside.js
var inside = __nccwpck_require__(4053);
;// CONCATENATED MODULE: ./lib/workspace/policy-file.js
// The repository's policy file on disk, for the action and the command line alike: read from
// inside the workspace only (a link leading out is refused, as a config's is), into the policy
// or findings on its own lines, with the commit it was read at.








/**
 * The policy at `target` (absolute), named `shown` in findings; 'missing' when there is no file
 * there (the caller decides whether that is an error). `root` is the workspace; `fullRead`
 * loads the checker's full YAML read (a part the run loads only when a policy file exists).
 */
async function loadPolicy(root, target, shown, fullRead, 
/** The checkout whose commit the reports name (a nested one's); default: the workspace's. */
checkout = root) {
    const boundary = (0,inside/* workspaceRoot */.oS)(root);
    const where = (0,inside/* resolveInside */.LI)(boundary, target);
    const failed = (findings) => ({
        policy: undefined,
        findings,
        lines: new Map(),
        note: undefined,
    });
    if (where.kind === 'missing')
        return 'missing';
    if (where.kind === 'outside') {
        return failed([
            (0,inside/* outsideFinding */.bZ)(shown, findings/* FILE_START */.WS, '', `${(0,inside/* describeOutside */.zk)(boundary, shown, where)}; the policy file was not read. Commit the policy file itself in the repository`),
        ]);
    }
    if (where.kind !== 'inside') {
        const why = where.kind === 'loop' ? 'it is a symbolic link that loops' : where.code;
        return failed((0,files/* unreadable */.O$)(shown, `cannot be read (${why})`).findings);
    }
    const read = (0,files/* readLimited */.tk)(where.real, source/* MAX_FILE_BYTES */.gZ);
    if (!read.bytes)
        return failed((0,files/* unreadable */.O$)(shown, read.problem).findings);
    return policyOfBytes(checkout, shown, read.bytes, read.size, fullRead);
}
/**
 * The policy held in `bytes` (the file's, or an editor's unsaved text of it), named `shown` in
 * findings, with the commit of `checkout` it is noted at; `size`: the whole file's, when `bytes`
 * holds only its beginning.
 */
async function policyOfBytes(checkout, shown, bytes, size, fullRead) {
    const parsed = await parsePolicy(shown, bytes, size, await fullRead());
    if (!parsed.policy)
        return parsed;
    const commit = (0,repo/* headCommit */.Qo)(checkout);
    return { ...parsed, note: { file: shown, ...(commit ? { commit } : {}), severity: parsed.policy.severity } };
}
/**
 * The policy file's bytes (`size`: the whole file's, when they are its beginning) → the policy,
 * or findings with the lines they start on; from the workspace or from a commit's objects alike.
 */
async function parsePolicy(shown, bytes, size, fullRead) {
    // The reader and its grammar are loaded with a policy file, not before: a run without one
    // never compiles them, and neither does a worker thread (it is given the policy as read).
    const { readPolicy } = await __nccwpck_require__.e(/* import() */ 415).then(__nccwpck_require__.bind(__nccwpck_require__, 3415));
    const { policy, findings } = readPolicy(shown, bytes, { fullRead, ...(size === undefined ? {} : { size }) });
    const lines = new Map();
    if (!policy) {
        const all = (0,coordinates/* linesOfBytes */.Kq)(bytes);
        for (const f of findings)
            if (f.code !== 'file-too-large' && all[f.line - 1] !== undefined)
                lines.set(f.line, all[f.line - 1]);
    }
    return { policy, findings: policy ? [] : findings, lines, note: undefined };
}
/**
 * The repository a policy file belongs to when the workspace itself is none (actions/checkout
 * with `path:`), decided by paths alone, never by what the checkout holds: for the default file
 * (`given` false), the one repository checked out below, whether or not it still has the file
 * (where a pull request's base is asked may not depend on its head), unless the workspace holds
 * the file itself; for a file the input names, the repository below whose directory holds it.
 * Its `files` and `overrides` then match paths from that root, as the command line and
 * pre-commit match them from theirs. Undefined when the workspace is a repository (no `.git`
 * above it is looked for), when several lie below and the default file is in none (the configs
 * are not all one repository's, and its `files` would leave the others unchecked), or when the
 * directory's name holds glob characters (its `files` could not be said from the workspace).
 */
function nestedPolicyRoot(workspace, policyFile, given = false) {
    const target = external_node_path_.resolve(workspace, policyFile);
    // The default file in the workspace itself: nothing below is looked for (a push's run stays as cheap).
    if (external_node_path_.isAbsolute(policyFile) || (0,repo/* gitAt */.c8)(workspace) || (!given && (0,files/* pathExists */.s0)(target)))
        return undefined;
    const repos = (0,repo/* reposBelow */.B$)(workspace);
    const root = given
        ? repos.find((r) => {
            const rel = external_node_path_.relative(r, target);
            return rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !external_node_path_.isAbsolute(rel);
        })
        : repos.length === 1
            ? repos[0]
            : undefined;
    if (!root)
        return undefined;
    const dir = (0,repo_path/* slashed */.d)(external_node_path_.relative(workspace, root));
    return /[*?[\]{}!#\s]/.test(dir) ? undefined : root;
}

// EXTERNAL MODULE: ./lib/run/levels.js
var levels = __nccwpck_require__(8262);
// EXTERNAL MODULE: ./lib/run/runtime.js
var runtime = __nccwpck_require__(6401);
// EXTERNAL MODULE: ./lib/report/counts.js
var report_counts = __nccwpck_require__(5836);
;// CONCATENATED MODULE: ./lib/run/verdict.js
// How a run ends, the same for both faces: the search's findings under the policy, the counts,
// whether the run fails under the fail-level, and the verdict line that says so.



/** The search's findings (unreadable directories, link loops) under the policy's levels. */
function levelSearchFindings(policy, findings, rel) {
    if (!policy)
        return [...findings];
    return findings.flatMap((f) => (0,policy_policy/* applyLevels */.k1)([f], (0,levels/* filePolicy */.h)(policy, rel(f.file))));
}
/** Whether the run fails: the policy file's own findings always fail it, the others by fail-level. */
function fails(counts, failLevel, policyFindings) {
    if (policyFindings > 0)
        return true;
    if (failLevel === 'never')
        return false;
    return counts.errors > 0 || (failLevel === 'warning' && counts.warnings > 0);
}
/**
 * What the verdict line adds when the fail-level or a broken policy file decided it. `applied`:
 * another policy (a pull request's base's) judged the run although `broken` has findings.
 */
function verdictNote(counts, failLevel, broken, applied = false) {
    if (broken && applied)
        return `; the checked-out policy file ${broken} has errors (the base's policy was applied): fix it`;
    if (broken) {
        // The verdict line says already when every error is the policy file's.
        return `; the policy file ${broken} ${(0,report_counts/* onlyPolicyErrors */.eN)(counts) ? 'was' : 'has errors, so it was'} not applied: fix it`;
    }
    if (failLevel === 'never' && counts.errors + counts.warnings > 0)
        return '; fail-level is never, so the run passes';
    if (failLevel === 'warning' && counts.errors === 0 && counts.warnings > 0)
        return '; fail-level is warning, so warnings fail the run';
    return '';
}
function conclude(files, findings, suppressed, failLevel, broken, applied = false) {
    const counts = (0,report_counts/* countFindings */.Gt)(files, findings, { suppressed, policyFile: broken });
    const policyFindings = broken ? findings.filter((f) => f.file === broken).length : 0;
    return {
        counts,
        failing: fails(counts, failLevel, policyFindings),
        verdict: (0,report_counts/* verdictLine */.MT)(counts) + verdictNote(counts, failLevel, broken, applied),
        broken,
    };
}

;// CONCATENATED MODULE: ./lib/action/policy-inputs.js
// The action's inputs over the policy file: an input given wins, else the policy file's key, else
// the default.






/** The policy's `files`, from its repository's root `dir` (workspace-relative), as workspace patterns. */
function fromWorkspace(patterns, dir) {
    return patterns.map((line) => {
        const text = line.trim();
        if (text === '' || text.startsWith('#'))
            return line;
        const negated = text.startsWith('!');
        return `${negated ? '!' : ''}${dir}/${(negated ? text.slice(1) : text).replace(/^(\.\/)+/, '')}`;
    });
}
/**
 * The policy file's place: absolute, and as findings name it (workspace-relative when inside).
 * `p`: the file system's path flavour (the tests run it as Windows').
 */
function policyTarget(settings, policyFile = settings.policyFile, p = external_node_path_) {
    if (policyFile === '')
        return undefined;
    const target = p.resolve(settings.workspace, policyFile);
    return { target, shown: (0,repo_path/* pathBelow */.B)(settings.workspace, target, p) ?? policyFile };
}
/** The line that stops a run whose policy-file input names a file that is not there. */
function missingPolicyFile(settings, where) {
    return new action_settings/* InputError */.dz(`input "policy-file": ${settings.policyFile} does not exist ${where}; commit it there, or leave the input at its default (${policy_policy/* POLICY_FILE */.CX}, used when it exists)`);
}
function locatePolicy(settings) {
    if (settings.policyFile === '')
        return undefined;
    const policyRoot = nestedPolicyRoot(settings.workspace, settings.policyFile, settings.policyFileGiven);
    // The input's path is the workspace's; the default file's is its repository's.
    const policyFile = policyRoot && !settings.policyFileGiven
        ? (0,repo_path/* slashed */.d)(external_node_path_.relative(settings.workspace, external_node_path_.join(policyRoot, settings.policyFile)))
        : settings.policyFile;
    const at = policyTarget(settings, policyFile);
    if (!at)
        return undefined;
    const dir = policyRoot && (0,repo_path/* slashed */.d)(external_node_path_.relative(settings.workspace, policyRoot));
    return { ...at, policyFile, ...(policyRoot ? { policyRoot } : {}), ...(dir ? { dir } : {}) };
}
/** The settings under the policy read at `place`, and where its paths are matched from. */
function applyAt(settings, place, loaded) {
    const dir = place?.dir;
    return {
        ...withPolicy({ ...settings, policyFile: place?.policyFile ?? settings.policyFile }, loaded?.policy, dir),
        loaded,
        ...(place?.policyRoot ? { policyRoot: place.policyRoot } : {}),
        policyPath: dir ? (file) => external_node_path_.posix.relative(dir, file) : (file) => file,
    };
}
/** The run's settings with the checked-out policy file's keys where no input was given, and the policy read. */
async function applyPolicyFile(settings) {
    const place = locatePolicy(settings);
    let loaded;
    if (place) {
        const read = await loadPolicy(settings.workspace, place.target, place.shown, runtime/* fullReadPart */.r9, place.policyRoot);
        if (read === 'missing') {
            if (settings.policyFileGiven)
                throw missingPolicyFile(settings, `in the workspace (${settings.workspace})`);
        }
        else
            loaded = read;
    }
    return applyAt(settings, place, loaded);
}
/** The settings under `policy`: its keys where no input was given (its `files` from `dir`, when its root is there). */
function withPolicy(settings, policy, dir) {
    return {
        settings: {
            ...settings,
            patterns: settings.given.files
                ? settings.patterns
                : policy?.files && dir
                    ? fromWorkspace(policy.files, dir)
                    : (policy?.files ?? settings.patterns),
            failOnDeprecated: settings.given.failOnDeprecated
                ? settings.failOnDeprecated
                : (policy?.failOnDeprecated ?? false),
            checkPaths: settings.given.checkPaths ? settings.checkPaths : (policy?.checkPaths ?? false),
        },
        failLevel: settings.failLevel ?? policy?.failLevel ?? 'error',
    };
}

;// CONCATENATED MODULE: ./lib/action/policy-source.js
// Which policy judges the run. On a pull request or a merge group it is the policy file as it is
// at the base commit (policy-from: base), as GitHub takes CODEOWNERS from the base: the change
// under judgement cannot relax the rules that judge it. The base's file is read from the
// checkout's git objects when they hold the base, else through the contents API; when neither
// can answer the run stops with one line saying why and what fixes it, never falling back to the
// head's file. The head's file is still read: its own findings are reported on its lines, and
// what it would change is said, to take effect after merge.
















/** The finding a comment the policy does not allow gets. */
const REFUSAL = 'suppression-not-allowed';
/** The most workflow files one line names. */
const NAMED = 5;
async function choosePolicy(inputs, event, env, log, 
/** The process's environment, for git (whose own variables are dropped). */
gitEnv) {
    const at = locatePolicy(inputs);
    if (!github_event/* BASED_EVENTS */.kT.includes(event.name))
        return { ...(await applyPolicyFile(inputs)), verdictNote: '' };
    // A chunk of its own (git, the API's base reads): only pull requests and merge groups load it.
    const { baseOf, changedBy, checkoutOf, lazyApi, linkOnPath, readAtBase } = await __nccwpck_require__.e(/* import() */ 670).then(__nccwpck_require__.bind(__nccwpck_require__, 1670));
    const api = lazyApi(inputs.token, env, log);
    const group = event.name === 'merge_group';
    const subject = group ? 'This merge group' : 'This pull request';
    /** The policy file as checked out judges: what the change touches is still said (no route around the notice). */
    const asCheckedOut = async (why, policyRel) => {
        const applied = await applyPolicyFile(inputs);
        const review = async () => {
            const checkout = { root: inputs.workspace, repo: (0,repo/* gitAt */.c8)(inputs.workspace), rel: '' };
            let changed;
            try {
                const base = await baseOf(event, env, checkout, api, gitEnv, log, (reason) => new Error(reason));
                changed = await changedBy(event.name, base, api);
            }
            catch (error) {
                changed = { reason: (0,basics/* asError */.zR)(error).message };
            }
            if ('reason' in changed)
                return [
                    unlisted(inputs, subject, changed.reason, policyRel === undefined ? 'a workflow' : 'the policy file or a workflow'),
                ];
            const lines = [];
            if (policyRel !== undefined && at && changed.files.includes(policyRel))
                lines.push(`${subject} changes the policy file ${(0,markdown/* code */.aY)(at.shown)}, and ${why}, so its own version judged this run.`);
            const workflows = changed.files.filter((f) => f.startsWith('.github/workflows/'));
            if (workflows.length > 0)
                lines.push(workflowLine(event.name, subject, workflows));
            return lines;
        };
        return { ...applied, verdictNote: '', review };
    };
    if (inputs.policyFrom === 'head' || !at) {
        const rel = at ? checkoutOf(inputs.workspace, at)?.rel : undefined;
        return asCheckedOut(`input ${(0,markdown/* code */.aY)('policy-from')} is ${(0,markdown/* code */.aY)('head')}`, inputs.policyFrom === 'head' ? rel : undefined);
    }
    const linked = linkOnPath(inputs.workspace, at);
    if (linked)
        throw linked;
    const checkout = checkoutOf(inputs.workspace, at);
    if (!checkout) {
        // Several checkouts side by side, the policy file beside them: no one repository's base
        // speaks for all, so the file (or its absence) is taken as on push.
        log.debug(`policy-from: base: ${at.shown} is in no checkout of the workspace, so it is read as checked out`);
        return asCheckedOut('', undefined);
    }
    const base = await baseOf(event, env, checkout, api, gitEnv, log);
    const { sha } = base;
    const read = await readAtBase(checkout, sha, api, gitEnv);
    const head = await loadPolicy(inputs.workspace, at.target, at.shown, runtime/* fullReadPart */.r9, at.policyRoot);
    if (read.kind === 'absent' && head === 'missing' && inputs.policyFileGiven)
        throw missingPolicyFile(inputs, `in the workspace (${inputs.workspace}) nor at the base commit ${sha}`);
    const baseFile = read.kind === 'file' ? await parsePolicy(at.shown, read.bytes, read.size, await (0,runtime/* fullReadPart */.r9)()) : undefined;
    const policy = baseFile?.policy;
    const shownSha = (0,markdown/* code */.aY)(sha.slice(0, 12));
    const headLoaded = head === 'missing' ? undefined : head;
    const loaded = {
        policy,
        findings: headLoaded?.findings ?? [],
        lines: headLoaded?.lines ?? new Map(),
        note: policy ? { file: at.shown, commit: sha, base: true, severity: policy.severity } : undefined,
    };
    let verdictNote = '';
    let source;
    if (read.kind === 'absent' && headLoaded) {
        verdictNote = `; the base commit has no policy file ${at.shown}, so the defaults apply`;
        source = `Policy: none at the base commit ${shownSha} (no ${(0,markdown/* code */.aY)(at.shown)} there), so the defaults apply.`;
    }
    else if (baseFile && !policy) {
        verdictNote = `; the base's policy file ${at.shown} has errors, so the defaults apply`;
        source = `Policy: ${(0,markdown/* code */.aY)(at.shown)} at the base commit ${shownSha} has errors, so it was not applied and the defaults apply; fix it on the base branch.`;
    }
    const branch = base.branch ? ` ${(0,markdown/* code */.aY)(base.branch)}` : '';
    const judged = `Judged against the base: the branch${branch} at ${shownSha} (${(0,markdown/* prose */.CS)(base.how)}).`;
    const applied = applyAt(inputs, at, loaded);
    const review = async (findings, counts, failing, suppressed) => {
        const lines = source ? [source] : [];
        const headSays = headChange(inputs, subject, at.shown, baseFile, headLoaded, applied.policyPath);
        // Read only when the head's file says something of its own.
        const comments = headSays ? await commentsIn(inputs.workspace, findings, suppressed) : new Map();
        const change = () => headSays?.say({ findings, suppressed, comments, counts, failing });
        // A merge group's head is checked out and holds the group's change alone: its file against
        // the base's is the group's own diff, said even when the group's files cannot be listed.
        const said = group ? change() : undefined;
        if (said)
            lines.push(said);
        // Asked only now: a run refused before its check asks nothing more. A merge group's files
        // are its base_sha against its head_sha, as a pull request's are its base against its merge.
        const changed = await changedBy(event.name, base, api);
        if ('reason' in changed) {
            lines.push(unlisted(inputs, subject, changed.reason, group ? 'a workflow' : 'the policy file or a workflow'));
            return lines;
        }
        if (changed.files.includes(checkout.rel) && !said)
            lines.push((group ? undefined : change()) ??
                `${subject} changes the policy file ${(0,markdown/* code */.aY)(at.shown)}, but none of its keys; the base's policy judged this run.`);
        const workflows = changed.files.filter((f) => f.startsWith('.github/workflows/'));
        if (workflows.length > 0)
            lines.push(workflowLine(event.name, subject, workflows));
        return lines;
    };
    return { ...applied, verdictNote, review, judged };
}
/** The line that says the change's files could not be listed, and so what is not said. */
function unlisted(inputs, subject, reason, what) {
    const why = inputs.token ? (0,markdown/* prose */.CS)(reason) : `input ${(0,markdown/* code */.aY)('github-token')} is empty`;
    return `Which files ${subject.toLowerCase()} changes could not be listed (${why}), so whether it changes ${what} is not said.`;
}
/** What a change to a workflow means for the verdict: GitHub lets no action hold it. */
function workflowLine(eventName, subject, files) {
    const named = files.slice(0, NAMED).map(markdown/* code */.aY);
    const more = files.length > NAMED ? ` and ${files.length - NAMED} more` : '';
    const which = `${files.length === 1 ? 'the workflow' : 'the workflows'} ${join(named)}${more}`;
    const now = eventName === 'pull_request'
        ? "on pull_request the workflows that run are the pull request's own, so this change can alter or skip this check"
        : eventName === 'merge_group'
            ? "on merge_group the workflows that run are the group's own (its head commit's), so this change can alter or skip this check"
            : "the workflows that ran are the base's, and the change takes effect after merge";
    return `${subject} changes ${which}: ${now}; the verdict is only as strong as the review of that change (a code owner's review of \`.github/\`, or an organization ruleset's required workflow, makes it binding).`;
}
/**
 * The suppression comments of the files whose findings a comment silenced, or where the base's
 * policy refused one: only there can the head's `suppressions` change what stands (elsewhere
 * every comment the base allowed found nothing to silence, and the base refused none).
 */
async function commentsIn(workspace, findings, suppressed) {
    const files = new Set([
        ...suppressed.map((s) => s.finding.file),
        ...findings.filter((f) => f.code === REFUSAL).map((f) => f.file),
    ]);
    const out = new Map();
    if (files.size === 0)
        return out;
    const fullRead = await (0,runtime/* fullReadPart */.r9)();
    for (const file of files) {
        let text;
        try {
            text = external_node_fs_.readFileSync(external_node_path_.resolve(workspace, file), 'utf8');
        }
        catch {
            continue; // read a moment ago by the check; gone now, it changes nothing said here
        }
        out.set(file, (0,suppress/* readIgnores */.Gq)(text, () => fullRead).ignores);
    }
    return out;
}
/** What the pull request does to the policy file, when it changes what the file says. */
function headChange(inputs, 
/** "This pull request" or "This merge group". */
subject, shown, baseFile, head, 
/** A workspace file's path from the policy's root. */
rel) {
    const file = (0,markdown/* code */.aY)(shown);
    const base = baseFile?.policy;
    const after = 'it takes effect after merge';
    if (head && !head.policy)
        return {
            say: () => `${subject} changes the policy file ${file}, and its version has errors (reported on its lines); the base's ${base ? 'policy' : 'defaults'} judged this run.`,
        };
    const next = head?.policy;
    const keys = changedKeys(base, next);
    if (!next && !baseFile)
        return undefined;
    if (next && base && keys.length === 0)
        return undefined;
    const what = !next
        ? `removes the policy file ${file}`
        : !baseFile
            ? `adds the policy file ${file}`
            : !base
                ? `fixes the policy file ${file}`
                : `changes the policy file ${file} (${keys.map(markdown/* code */.aY).join(', ')})`;
    return {
        say: (run) => {
            const effect = headEffect(inputs, shown, next, run, rel);
            const failLevel = inputs.failLevel ?? next?.failLevel ?? 'error';
            const headFails = fails(effect.counts, failLevel, 0);
            const parts = [...effect.parts];
            if (headFails !== run.failing)
                parts.push(headFails ? 'fail the run' : 'pass the run');
            const own = `${subject.toLowerCase()}'s policy`;
            const would = parts.length ? `${own} would ${join(parts)}` : `${own} would change no finding of this run`;
            return `${subject} ${what}; the base's ${base ? 'policy' : 'defaults'} judged this run: ${would}; ${after}.`;
        },
    };
}
/**
 * The findings of this run under the head's policy: how many it would silence or re-level, and
 * how many its `suppressions` would let a comment silence, or make stand where the base's let a
 * comment silence them.
 */
function headEffect(inputs, shown, head, run, rel) {
    const selects = inputs.given.files ? undefined : (0,match/* policyPatterns */.g)(head?.files ?? inputs.patterns);
    const rule = head?.suppressions ?? 'allowed';
    // As applyIgnores asks: may a comment name the code, and does naming it silence the finding.
    const allows = (c) => rule === 'allowed' || (rule !== 'none' && rule.includes(c));
    const silences = (c) => !findings/* CODES */.Lp[c].notSuppressible && allows(c);
    const zero = () => ({ error: 0, warning: 0 });
    const silenced = zero();
    const moved = zero();
    const commented = zero();
    const stands = zero();
    const refused = zero();
    const underHead = (f) => {
        // The finding as the checker gave it, before the base's levels.
        const { defaultSeverity, ...rest } = f;
        const own = { ...rest, severity: defaultSeverity ?? f.severity };
        return selects && !selects(rel(f.file)) ? undefined : (0,policy_policy/* applyLevels */.k1)([own], (0,levels/* filePolicy */.h)(head, rel(f.file)))[0];
    };
    // The level of the head's refusal of a comment in a file (applyIgnores makes the finding).
    const refusalLevel = (file) => {
        if (selects && !selects(rel(file)))
            return undefined;
        const level = (0,levels/* filePolicy */.h)(head, rel(file))?.levels[REFUSAL];
        return level === 'off' ? undefined : (level ?? findings/* CODES */.Lp[REFUSAL].severity);
    };
    const named = (f) => (run.comments.get(f.file) ?? []).some((i) => i.target === f.line && i.codes.includes(f.code));
    const all = [
        ...run.findings.map((f) => ({ f, was: false })),
        ...run.suppressed.map((s) => ({ f: s.finding, was: true })),
    ];
    for (const { f, was } of all) {
        if (f.file === shown)
            continue;
        // The base's refusals of comments are counted again below, as the head would refuse them.
        if (f.code === REFUSAL) {
            refused[f.severity]--;
            continue;
        }
        const leveled = underHead(f);
        if (!leveled) {
            if (!was)
                silenced[f.severity]++;
            continue;
        }
        const now = named(f) && silences(f.code);
        if (was && !now)
            stands[leveled.severity]++;
        else if (!was && now)
            commented[f.severity]++;
        else if (!was && leveled.severity !== f.severity)
            moved[f.severity]++;
    }
    if (rule !== 'allowed')
        for (const [file, ignores] of run.comments)
            for (const i of ignores) {
                if (!i.codes.some((c) => Object.hasOwn(findings/* CODES */.Lp, c) && !allows(c)))
                    continue;
                const level = refusalLevel(file);
                if (level)
                    refused[level]++;
            }
    const parts = [];
    const both = (n) => [n.error && (0,basics/* plural */.LS)(n.error, 'error'), n.warning && (0,basics/* plural */.LS)(n.warning, 'warning')].filter(Boolean).join(' and ');
    if (silenced.error + silenced.warning)
        parts.push(`silence ${both(silenced)}`);
    if (moved.error)
        parts.push(`turn ${(0,basics/* plural */.LS)(moved.error, 'error')} into ${moved.error === 1 ? 'a warning' : 'warnings'}`);
    if (moved.warning)
        parts.push(`turn ${(0,basics/* plural */.LS)(moved.warning, 'warning')} into ${moved.warning === 1 ? 'an error' : 'errors'}`);
    if (commented.error + commented.warning)
        parts.push(`let suppression comments silence ${both(commented)}`);
    if (stands.error + stands.warning)
        parts.push(`make ${both(stands)} that suppression comments silence stand`);
    const errors = run.counts.errors - silenced.error - moved.error + moved.warning - commented.error + stands.error + refused.error;
    const warnings = run.counts.warnings -
        silenced.warning -
        moved.warning +
        moved.error -
        commented.warning +
        stands.warning +
        refused.warning;
    const suppressed = run.counts.suppressed + commented.error + commented.warning - stands.error - stands.warning;
    return { parts, counts: { ...run.counts, errors, warnings, suppressed } };
}
function join(parts) {
    return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

// EXTERNAL MODULE: ./lib/run/parallel.js + 20 modules
var parallel = __nccwpck_require__(4237);
;// CONCATENATED MODULE: ./lib/run/run.js
// One run for both faces (the action, the command line): search → check → only-changed → the
// search's and the policy file's findings → counts → verdict, as one result. A face gives it
// where to look and what to ask of GitHub (as functions), then renders the result and alone
// decides the exit status. A search that finds no file is a run of zero files, whose search
// findings count like any other.


async function runChecks(spec) {
    const check = new parallel/* ParallelCheck */.so({
        workspace: spec.workspace,
        ...(spec.root ? { root: spec.root } : {}),
        failOnDeprecated: spec.failOnDeprecated,
        checkPaths: spec.checkPaths,
        ...(spec.loaded?.policy ? { policy: spec.loaded.policy } : {}),
        ...(spec.policyRoot ? { policyRoot: spec.policyRoot } : {}),
        ...(spec.onInternalError ? { onInternalError: spec.onInternalError } : {}),
    }, { entry: spec.workerEntry, onPlan: spec.onPlan });
    // The changed files are known only after the search: without check-paths, checking waits for them.
    const checkAll = !spec.select || spec.checkPaths;
    const search = spec.search(checkAll ? (file, real) => check.add(file, real) : undefined);
    const stopped = spec.vet?.(search);
    if (stopped !== undefined)
        return { stopped, search };
    let files = search.files;
    let checked;
    if (spec.select && files.length > 0 && checkAll) {
        const all = await check.finish(files);
        files = await spec.select(files, { known: search.known, pointsAt: all.pointsAt });
        checked = narrow(all, files);
    }
    else {
        if (spec.select && files.length > 0) {
            files = await spec.select(files, { known: search.known });
            for (const file of files)
                check.add(file, search.known.get(file));
        }
        checked = await check.finish(files);
    }
    return settle(spec, search, files, checked);
}
/**
 * The run's result from its checked files: the search's and the policy file's findings added,
 * counted and judged. Also for a face that checks some files again (the command line's --fix).
 */
function settle(spec, search, files, checked) {
    const { loaded } = spec;
    // The policy file's own findings first: they are among the annotations GitHub shows.
    const findings = [
        ...(loaded?.findings ?? []),
        ...checked.findings,
        ...levelSearchFindings(loaded?.policy, search.findings, spec.fromRoot),
    ];
    const lines = new Map(checked.lines);
    const broken = loaded?.findings.length ? loaded.findings[0].file : undefined;
    // The policy file's own findings are shown on its lines, like a config's.
    if (loaded && broken)
        lines.set(broken, loaded.lines);
    // A pull request's own policy file can have findings while its base's policy judged the run.
    const outcome = conclude(files, findings, checked.suppressed.length, spec.failLevel, broken, !!loaded?.policy);
    return { search, files, checked: { ...checked, findings, lines }, configs: checked, outcome };
}
/** The check of every file, narrowed to `files`. */
function narrow(all, files) {
    const keep = new Set(files);
    return {
        findings: all.findings.filter((f) => keep.has(f.file)),
        entries: all.entries.filter((e) => keep.has(e.file)),
        suppressed: all.suppressed.filter((x) => keep.has(x.finding.file)),
        lines: new Map([...all.lines].filter(([file]) => keep.has(file))),
        pointsAt: new Map([...all.pointsAt].filter(([file]) => keep.has(file))),
    };
}

// EXTERNAL MODULE: ./lib/version.js
var version = __nccwpck_require__(3411);
;// CONCATENATED MODULE: ./lib/action/main.js
// The action: settings → the run → reports → outputs and exit status, in that order. The only
// place, with the command line, that decides an exit status. A crash fails the step with one
// clear line; its stack goes to debug output only.




















/**
 * `workerEntry`: the script worker threads run (the bundle); without it, no threads. `runner`:
 * how to talk to the runner; without it, @actions/core's public API, which a tool that runs the
 * action from its source (@github/local-action calls `run()`) replaces to show what it says.
 */
async function run(env = process.env, workerEntry, runner) {
    // A name the bundler does not follow: the bundle always passes its runner, and @actions/core's
    // entry would add a chunk it never loads.
    const publicApi = '@actions/core';
    const core = (0,actions_core/* speaker */.a)(runner ?? (await __nccwpck_require__(3454)(publicApi)));
    try {
        await runChecked(env, workerEntry, core);
    }
    catch (error) {
        if (error instanceof action_settings/* InputError */.dz || error instanceof globs/* PatternError */.JM) {
            core.setFailed(error.message);
            return;
        }
        const e = (0,basics/* asError */.zR)(error);
        core.debug(e.stack ?? e.message);
        core.setFailed(`component-config-check stopped on an internal error: ${e.message}. This is a bug; please report it with this log (rerun with debug logging for the stack)`);
    }
}
async function runChecked(env, workerEntry, core) {
    const inputs = (0,action_settings/* readSettings */.sb)(env, process.cwd());
    // First of all: from here on the runner hides the token wherever it would appear.
    // (An empty one masks nothing: a tool that masks what it is given would mask every character.)
    if (inputs.token)
        core.setSecret(inputs.token);
    const vars = runnerVars(env);
    const event = (0,github_event/* readEvent */.j_)(vars);
    const chosen = await choosePolicy(inputs, event, vars, core, env);
    const { settings, loaded, failLevel, policyRoot, policyPath: fromPolicyRoot } = chosen;
    const policy = loaded?.policy;
    const repoPaths = new repo/* RepoPaths */.hD(settings.workspace);
    const onPullRequest = settings.suggestions || settings.prComment !== 'off';
    let github;
    // A change to the policy file can change any config's verdict: it selects every config.
    const policyPath = settings.policyFile
        ? (0,repo_path/* slashed */.d)(external_node_path_.relative(settings.workspace, external_node_path_.resolve(settings.workspace, settings.policyFile)))
        : undefined;
    const also = policyPath && !policyPath.startsWith('..') ? [policyPath] : [];
    const ran = await runChecks({
        workspace: settings.workspace,
        search: (onFile) => (0,files/* findFiles */.lY)(settings.workspace, settings.patterns, onFile ? { onFile } : {}),
        failOnDeprecated: settings.failOnDeprecated,
        checkPaths: settings.checkPaths,
        loaded,
        failLevel,
        policyRoot,
        fromRoot: fromPolicyRoot,
        workerEntry,
        onPlan: (files, threads) => core.debug(`checking ${files} files on ${(0,basics/* plural */.LS)(threads, 'thread')}`),
        onInternalError: (file, e) => core.debug(`${file}: ${e.stack ?? e.message}`),
        vet: (search) => (event.name === 'pull_request_target' ? wrongCheckout(event, search, repoPaths) : undefined),
        ...(settings.onlyChanged
            ? {
                select: async (files, { known, pointsAt }) => {
                    github ??= await (0,session/* connect */.N)(settings, vars, core);
                    return github
                        ? await github.onlyChanged(files, (file) => repoPaths.watched(file, { real: known.get(file), pointsAt: pointsAt?.get(file), also }))
                        : files;
                },
            }
            : {}),
    });
    if ('stopped' in ran) {
        // Nothing is posted: a check run or comment for the head would speak of files not read.
        await writeSummary(env, core, () => `### ❌ ${(0,markdown/* prose */.CS)(settings.checkName)}: not checked\n\n${(0,markdown/* prose */.CS)(ran.stopped)}\n`);
        core.setFailed(ran.stopped);
        return;
    }
    const { checked, outcome } = ran;
    const { counts, failing } = outcome;
    const { findings, entries, suppressed, lines } = checked;
    // Where the policy came from, what the change's own policy would do, and which workflows it
    // changes: in the log and the summary whatever else the run does, a run of no file included.
    const reviewed = (await chosen.review?.(findings, counts, failing, suppressed)) ?? [];
    for (const line of reviewed)
        core.notice(line);
    if (chosen.judged)
        core.info(chosen.judged);
    const policied = [
        ...(chosen.judged ? [chosen.judged] : []),
        ...policyLines(loaded?.note, findings, failLevel),
        ...reviewed,
    ];
    const notesOf = (lines) => (lines.length ? `\n${lines.join('\n\n')}\n` : '');
    if (ran.search.files.length === 0) {
        // A run of no file: what the search met still counts (and fails the step when it is an error).
        const noMatch = settings.ifNoFilesFound === 'error';
        const from = inputs.given.files || !policy?.files ? 'input "files"' : `"files" of the policy file ${policy.file}`;
        const message = `no files match ${from} (${settings.patterns.join(', ')}) under ${settings.workspace}; check the patterns${noMatch ? ', or set if-no-files-found to warn or ignore if no match is fine' : ''}`;
        (0,annotations/* annotate */.fz)(findings, core);
        await writeSummary(env, core, () => (0,report_summary/* renderNoMatchSummary */.ZM)(settings.patterns, settings.workspace, noMatch) + notesOf(policied));
        setOutputs(core, counts, undefined);
        if (failing)
            core.setFailed(outcome.verdict + chosen.verdictNote);
        if (noMatch)
            core.setFailed(message);
        else if (settings.ifNoFilesFound === 'warn')
            core.warning(message);
        else
            core.info(message);
        return;
    }
    if (!github && (settings.checkRun || onPullRequest))
        github = await (0,session/* connect */.N)(settings, vars, core);
    // On a pull request GITHUB_SHA is the test merge commit, replaced at every push: links go to the head.
    const links = {
        serverUrl: env['GITHUB_SERVER_URL'],
        repository: env['GITHUB_REPOSITORY'],
        sha: (0,github_event/* checkRunSha */.EU)(event.name, event.ok ? event.payload : undefined, vars),
        place: (file) => repoPaths.place(file),
    };
    // GitHub places annotations and SARIF results by their path from the repository's root.
    const placed = findings.map((f) => placeFinding(repoPaths, f));
    // Silenced on purpose: in the log, the summary's count and the JSON report, never annotated.
    for (const s of suppressed)
        core.info(`suppressed by line ${s.suppression.line}: ${(0,annotations/* findingLine */.mC)(s.finding)}`);
    let summary;
    const summaryNow = () => (summary ??= (0,report_summary/* summaryOf */.YG)(counts, findings, links, {
        failing,
        sources: lines,
        suppressed,
        ...(settings.reportFile ? { reportFile: settings.reportFile } : {}),
    }));
    const report = {
        counts,
        findings,
        placed,
        links,
        summary: () => summaryNow().text + notesOf(policied),
        failing,
        lines,
        suppressed,
        ...(policied.length ? { notes: policied } : {}),
    };
    const published = settings.checkRun && github ? await github.publishCheckRun(report) : false;
    // Suggestions and the summary comment on the pull request; their lines go into the job summary.
    const prNotes = onPullRequest && github ? await github.writePullRequestFeedback(report) : [];
    // A published check run carries the annotations; the log still gets every finding.
    if (published)
        for (const f of findings)
            core.info((0,annotations/* findingLine */.mC)(f));
    else {
        (0,annotations/* annotate */.fz)(placed, core);
        // The job summary stops at its size limit: the notice names it only when it holds them all.
        const inSummary = env['GITHUB_STEP_SUMMARY'] ? summaryNow().shown : undefined;
        const notice = (0,annotations/* capNotice */.vM)(findings, !settings.checkRun, { inSummary, reportFile: settings.reportFile });
        if (notice)
            core.notice(notice);
    }
    // Files the user asked for: a failure to write one fails the step, after everything else.
    const unwritten = [];
    const writeRequested = (inputName, target, render) => {
        if (!target)
            return;
        try {
            writeFileMakingDirs(target, render());
        }
        catch (error) {
            const why = error.code ?? (0,basics/* asError */.zR)(error).message;
            unwritten.push(`input "${inputName}": ${target} could not be written (${why}); choose a writable path, such as one under the workspace or RUNNER_TEMP`);
        }
    };
    writeRequested('report-file', settings.reportFile, () => renderJsonReport(counts, entries, findings, suppressed, loaded?.note));
    // SARIF is a chunk of its own: only a run that asks for the file loads it.
    const sarifPart = settings.sarifFile ? await __nccwpck_require__.e(/* import() */ 123).then(__nccwpck_require__.bind(__nccwpck_require__, 123)) : undefined;
    const gzipSize = sarifPart ? await gzipSizer() : undefined;
    if (sarifPart && gzipSize)
        writeRequested('sarif-file', settings.sarifFile, () => {
            const sarif = sarifPart.sarifReport(placed, version/* VERSION */.x, suppressed.map((x) => ({ ...x, finding: placeFinding(repoPaths, x.finding) })), loaded?.note, { ...sarifPart.SARIF_LIMITS, size: gzipSize });
            const cut = sarifPart.sarifNotice(sarif, `written to ${settings.sarifFile}`, 'every finding is in the log above');
            if (cut)
                core.notice(cut);
            return sarif.text;
        });
    await writeSummary(env, core, () => report.summary() + notesOf(prNotes));
    setOutputs(core, counts, settings.reportFile && !unwritten.length ? settings.reportFile : undefined);
    for (const line of unwritten)
        core.setFailed(line);
    const verdict = outcome.verdict + chosen.verdictNote;
    if (failing)
        core.setFailed(verdict);
    else
        core.info(verdict);
}
/** Why a pull_request_target run must not check the workspace: it is not the pull request's head. */
function wrongCheckout(event, search, repoPaths) {
    const head = (0,github_event/* pick */.Up)(event.ok ? event.payload : undefined, 'pull_request', 'head', 'sha');
    return (0,repo/* targetCheckoutError */.qz)(typeof head === 'string' && /^[0-9a-f]{40,64}$/i.test(head) ? head : undefined, event.ok ? 'the event payload has no pull_request.head.sha' : event.reason, search.files, repoPaths);
}
function placeFinding(paths, f) {
    const file = paths.place(f.file);
    return file === f.file ? f : { ...f, file };
}
async function writeSummary(env, core, render) {
    if (!env['GITHUB_STEP_SUMMARY'])
        return;
    try {
        await core.summary.addRaw(render()).write();
    }
    catch (error) {
        // The verdict does not depend on the summary: say so and go on.
        core.warning(`the job summary could not be written (${(0,basics/* asError */.zR)(error).message}); the findings are in the log above`);
    }
}
function setOutputs(core, counts, reportFile) {
    try {
        core.setOutput('files-checked', counts.filesChecked);
        core.setOutput('files-invalid', counts.filesInvalid);
        core.setOutput('errors', counts.errors);
        core.setOutput('warnings', counts.warnings);
        core.setOutput('suppressed', counts.suppressed);
        core.setOutput('report-file', reportFile ?? '');
    }
    catch (error) {
        // The runner creates GITHUB_OUTPUT; without it the verdict still stands.
        core.warning(`the step outputs could not be written (${(0,basics/* asError */.zR)(error).message}); the verdict is unchanged`);
    }
}


/***/ }),

/***/ 1149:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   sb: () => (/* binding */ readSettings)
/* harmony export */ });
/* unused harmony export input */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var _config_policy_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3079);
// The action's inputs → one typed settings object, validated once. A bad value stops the run
// with one line naming the input and what it accepts.


class InputError extends Error {
}
/** What the runner passes: `INPUT_<NAME>` with the name upper-cased and spaces as `_`. */
function input(env, name) {
    return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
function flag(env, name, fallback) {
    const raw = input(env, name);
    if (raw === '')
        return fallback;
    if (/^(true|yes|on)$/i.test(raw))
        return true;
    if (/^(false|no|off)$/i.test(raw))
        return false;
    throw new InputError(`input "${name}" is "${raw}"; it accepts true or false`);
}
function choice(env, name, allowed, fallback) {
    const raw = input(env, name);
    if (raw === '')
        return fallback;
    const value = raw.toLowerCase();
    if (!allowed.includes(value)) {
        throw new InputError(`input "${name}" is "${raw}"; it accepts ${allowed.map((a) => `"${a}"`).join(', ')}`);
    }
    return value;
}
function readSettings(env, cwd) {
    const workspace = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(env['GITHUB_WORKSPACE'] || cwd);
    const patterns = input(env, 'files')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '');
    const report = input(env, 'report-file');
    const sarif = input(env, 'sarif-file');
    const checkRun = flag(env, 'check-run', false);
    const onlyChanged = flag(env, 'only-changed', false);
    const suggestions = flag(env, 'suggestions', false);
    const prComment = readPrComment(env);
    const token = input(env, 'github-token');
    const needsToken = [
        checkRun && 'check-run',
        onlyChanged && 'only-changed',
        suggestions && 'suggestions',
        prComment !== 'off' && 'pr-comment',
    ].filter((n) => n !== false);
    if (needsToken.length > 0 && token === '') {
        throw new InputError(`input "github-token" is empty, but ${needsToken[0]} needs it; leave it at its default (\${{ github.token }}) or pass a token`);
    }
    const checkName = input(env, 'check-name') || 'component_config';
    const policyFile = input(env, 'policy-file');
    const failLevel = input(env, 'fail-level') ? choice(env, 'fail-level', _config_policy_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .FAIL_LEVELS */ .fN, 'error') : undefined;
    return {
        workspace,
        patterns: patterns.length > 0 ? patterns : [..._config_policy_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_FILES */ .Yc],
        failOnDeprecated: flag(env, 'fail-on-deprecated', false),
        ifNoFilesFound: choice(env, 'if-no-files-found', ['error', 'warn', 'ignore'], 'error'),
        reportFile: report ? node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(workspace, report) : undefined,
        checkPaths: flag(env, 'check-paths', false),
        sarifFile: sarif ? node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(workspace, sarif) : undefined,
        checkRun,
        checkName,
        onlyChanged,
        suggestions,
        maxSuggestions: count(env, 'max-suggestions', 30),
        prComment,
        token,
        policyFile,
        policyFileGiven: policyFile !== '' && policyFile !== _config_policy_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .POLICY_FILE */ .CX,
        policyFrom: choice(env, 'policy-from', ['base', 'head'], 'base'),
        failLevel,
        given: {
            files: patterns.length > 0,
            failOnDeprecated: input(env, 'fail-on-deprecated') !== '',
            checkPaths: input(env, 'check-paths') !== '',
        },
    };
}
/** A whole number of at least 1. */
function count(env, name, fallback) {
    const raw = input(env, name);
    if (raw === '')
        return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1000)
        throw new InputError(`input "${name}" is "${raw}"; it accepts a whole number from 1 to 1000 (default ${fallback})`);
    return Number(raw);
}
/** A boolean (any spelling `flag` takes) or `on-failure`. */
function readPrComment(env) {
    if (/^on-failure$/i.test(input(env, 'pr-comment')))
        return 'on-failure';
    try {
        return flag(env, 'pr-comment', false) ? 'always' : 'off';
    }
    catch {
        throw new InputError(`input "pr-comment" is "${input(env, 'pr-comment')}"; it accepts true, false or on-failure`);
    }
}


/***/ }),

/***/ 3799:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   yb: () => (/* binding */ codePoint),
/* harmony export */   zR: () => (/* binding */ asError)
/* harmony export */ });
// Small ideas every part of src/ uses, each with one home here (src/config is the layer
// every other imports, and these know nothing of node or GitHub).
/** "1 error", "2 errors": a count and its noun, plural with an `s` when the count is not 1. */
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** A JSON object or YAML mapping: an object that is neither null nor an array. */
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** Whatever was thrown, as an Error: a thrown string or other value becomes its message. */
function asError(thrown) {
    return thrown instanceof Error ? thrown : new Error(String(thrown));
}
/** A character (or code point) as Unicode names it in prose: `U+00A0`. */
function codePoint(c) {
    const cp = typeof c === 'number' ? c : c.codePointAt(0);
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}


/***/ }),

/***/ 8825:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ parsePlatform),
/* harmony export */   Hw: () => (/* binding */ PLATFORM_PATTERN),
/* harmony export */   J4: () => (/* binding */ platformProblem),
/* harmony export */   Lo: () => (/* binding */ unusualPlatform)
/* harmony export */ });
/* unused harmony exports DEBIAN_ARCHITECTURES, PLATFORM_HINT */
/* harmony import */ var _python_space_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(441);
// target_platform as the container tools read it: containerd's platform parsing and
// normalisation (github.com/containerd/platforms, platforms.go Parse and database.go
// normalizeOS/normalizeArch), which Docker, BuildKit and Podman use. What containerd refuses is
// an error, and so are an OS other than Linux (the base image is Debian-based) and an
// architecture containerd does not know (isKnownArch: it keeps the name, and no image has it);
// what it accepts but is unlikely to build a Debian image is a warning.

/** `os[(version[+feature]*)]`, then up to two `[A-Za-z0-9_.-]+` components, as containerd splits it. */
const OS_PART = /^([A-Za-z0-9_-]+)(?:\(([A-Za-z0-9_.%-]*)((?:\+[A-Za-z0-9_.%-]+)*)\))?$/;
const COMPONENT = /^[A-Za-z0-9_.-]+$/;
// Go's known operating systems and architectures (containerd's isKnownOS / isKnownArch).
const KNOWN_OS = new Set('aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 solaris windows zos'.split(' '));
const KNOWN_ARCH = new Set('386 amd64 amd64p32 arm armbe arm64 arm64be ppc64 ppc64le loong64 mips mipsle mips64 mips64le mips64p32 mips64p32le ppc riscv riscv64 s390 s390x sparc sparc64 wasm'.split(' '));
/** Names containerd rewrites to a Go architecture (and variant). */
const ARCH_ALIASES = ['i386', 'x86_64', 'x86-64', 'aarch64', 'armhf', 'armel'];
/** Architectures the official Debian images are published for, with the variants that select them. */
const DEBIAN_ARCHITECTURES = {
    amd64: ['', 'v2', 'v3', 'v4'],
    arm64: [
        'v8',
        'v8.1',
        'v8.2',
        'v8.3',
        'v8.4',
        'v8.5',
        'v8.6',
        'v8.7',
        'v8.8',
        'v8.9',
        'v9',
        'v9.1',
        'v9.2',
        'v9.3',
        'v9.4',
        'v9.5',
    ],
    arm: ['v5', 'v6', 'v7', 'v8'],
    '386': [''],
    mips64le: [''],
    ppc64le: [''],
    riscv64: [''],
    s390x: [''],
};
const anyCase = (word) => [...word].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c.replace(/[.]/g, '\\.'))).join('');
// The same grammar as a pattern, for the schema (and the editors' JSON Schema): "native"; Linux
// with an optional OS version, then an architecture containerd knows and a variant; or an
// architecture alone.
const LINUX = `${anyCase('linux')}(?:\\([A-Za-z0-9_.%-]*(?:\\+[A-Za-z0-9_.%-]+)*\\))?`;
const ARCHITECTURE = [...KNOWN_ARCH, ...ARCH_ALIASES].map(anyCase).join('|');
// The builder takes `target_platform.strip() == "native"` for native (Python's strip).
const PLATFORM_PATTERN = `^(?:[${_python_space_js__WEBPACK_IMPORTED_MODULE_0__/* .PYTHON_SPACE */ ._X}]*native[${_python_space_js__WEBPACK_IMPORTED_MODULE_0__/* .PYTHON_SPACE */ ._X}]*|${LINUX}(?:/(?:${ARCHITECTURE})(?:/[A-Za-z0-9_.-]+)?)?|(?:${ARCHITECTURE}))$`;
function normalizeArch(arch, variant) {
    let a = arch.toLowerCase();
    let v = variant.toLowerCase();
    switch (a) {
        case 'i386':
            return ['386', ''];
        case 'x86_64':
        case 'x86-64':
        case 'amd64':
            return ['amd64', v === 'v1' ? '' : v];
        case 'aarch64':
        case 'arm64':
            a = 'arm64';
            if (['8', 'v8', 'v8.0'].includes(v))
                v = '';
            else if (['9', '9.0', 'v9.0'].includes(v))
                v = 'v9';
            return [a, v];
        case 'armhf':
            return ['arm', 'v7'];
        case 'armel':
            return ['arm', 'v6'];
        case 'arm':
            if (v === '' || v === '7')
                v = 'v7';
            else if (['5', '6', '8'].includes(v))
                v = `v${v}`;
            return [a, v];
        default:
            return [a, v];
    }
}
/** containerd's reading of a platform string, or why it refuses it. */
function parsePlatform(value) {
    if (value.includes('*'))
        return { refused: 'wildcards are not supported' };
    const parts = value.split('/');
    if (parts.length > 3)
        return { refused: 'it has more than the three parts os/architecture/variant' };
    const os = OS_PART.exec(parts[0]);
    if (!os)
        return { refused: `\`${parts[0]}\` is not an OS (letters, digits, _ and -)` };
    for (const part of parts.slice(1)) {
        if (!COMPONENT.test(part)) {
            return {
                refused: part === '' ? 'it has an empty part' : `\`${part}\` has characters other than letters, digits, _ . -`,
            };
        }
    }
    const osName = os[1].toLowerCase() === 'macos' ? 'darwin' : os[1].toLowerCase();
    if (parts.length === 1) {
        if (KNOWN_OS.has(osName))
            return { os: osName, architecture: '', variant: '', osGiven: true };
        const [architecture, variant] = normalizeArch(parts[0], '');
        if (!KNOWN_ARCH.has(architecture))
            return { refused: 'it is neither an OS nor an architecture' };
        return { os: '', architecture, variant: architecture === 'arm' && variant === 'v7' ? '' : variant, osGiven: false };
    }
    if (parts.length === 2) {
        const [architecture, variant] = normalizeArch(parts[1], '');
        return {
            os: osName,
            architecture,
            variant: architecture === 'arm' && variant === 'v7' ? '' : variant,
            osGiven: true,
        };
    }
    const [architecture, variant] = normalizeArch(parts[1], parts[2]);
    return {
        os: osName,
        architecture,
        variant: architecture === 'arm64' && variant === '' ? 'v8' : variant,
        osGiven: true,
    };
}
/** Why a platform containerd accepts is unlikely to build a Debian image, or undefined. */
function unusualPlatform(p, value) {
    if (!p.osGiven) {
        return `\`${value}\` names no OS, so the container tools take the OS of the machine that runs the build (not Linux on a Mac or Windows client); write linux/${p.architecture}${p.variant ? `/${p.variant}` : ''}`;
    }
    if (!p.architecture)
        return undefined;
    const variants = DEBIAN_ARCHITECTURES[p.architecture];
    if (!variants) {
        return `no Debian image is published for the architecture ${p.architecture}, so the build will find no base image; Debian images exist for ${Object.keys(DEBIAN_ARCHITECTURES).join(', ')}`;
    }
    // A 2-part arm platform means v7; a 2-part arm64 means any variant.
    const variant = p.variant === '' && p.architecture === 'arm'
        ? 'v7'
        : p.variant === '' && p.architecture === 'arm64'
            ? 'v8'
            : p.variant;
    if (!variants.includes(variant)) {
        const listed = variants.filter((v) => v && !/\.[0-9]/.test(v));
        const minor = p.architecture === 'arm64' ? ' (and minor versions such as v8.2)' : '';
        return `${p.architecture} has no variant ${p.variant}, so no image will match it; ${listed.length ? `its variants are ${listed.join(', ')}${minor}` : 'it has no variants: leave the variant out'}`;
    }
    return undefined;
}
/** The message of a platform the pattern refused. */
const PLATFORM_HINT = 'write "native" or linux/ARCHITECTURE[/VARIANT], such as linux/amd64, linux/arm64 or linux/arm/v7';
function platformProblem(value) {
    const hint = PLATFORM_HINT;
    if (value.toLowerCase() === 'native')
        return `\`${value}\` is not a platform; the host platform is written in lower case: native`;
    if (value.includes(','))
        return `\`${value}\` names several platforms; a component is built for one: ${hint}`;
    if (value === '')
        return `target_platform is empty; ${hint}`;
    const p = parsePlatform(value);
    if ('refused' in p)
        return `\`${value}\` is not a container platform: ${p.refused}; ${hint}`;
    if (p.os === 'linux' && p.architecture && !KNOWN_ARCH.has(p.architecture)) {
        // containerd keeps a name it does not know as written; no image is ever published for it.
        return `\`${value}\` names the architecture \`${p.architecture}\`, which the container tools do not know, so the build will find no base image; write linux/ARCHITECTURE with one Debian publishes images for: ${Object.keys(DEBIAN_ARCHITECTURES).join(', ')}`;
    }
    return `\`${value}\` is a ${p.os} platform, but the base image is Debian-based and builds only for Linux; ${hint}`;
}


/***/ }),

/***/ 5641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ unseenNote),
/* harmony export */   D7: () => (/* binding */ wrongTypeMessage),
/* harmony export */   kp: () => (/* binding */ closest),
/* harmony export */   pn: () => (/* binding */ meantFor),
/* harmony export */   q0: () => (/* binding */ describe),
/* harmony export */   vJ: () => (/* binding */ withArticle)
/* harmony export */ });
/* unused harmony export similarity */
/* harmony import */ var _basics_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3799);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6446);
/* harmony import */ var _read_source_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4544);
// How a value reads in messages, and the messages shared by the schema mapping and the rules.



/** "a boolean", "an integer", "a date", ... for a value YAML read (text: as it was written). */
function describe(value, text) {
    if (value === null || value === undefined)
        return 'null';
    if (typeof value === 'boolean')
        return 'a boolean';
    if (typeof value === 'number') {
        // YAML 1.1 `1.0` is a float even though it is integral; say what YAML said.
        if (text !== undefined && _read_source_js__WEBPACK_IMPORTED_MODULE_0__/* .FLOAT */ .zH.test(text))
            return 'a number';
        return Number.isInteger(value) ? 'an integer' : 'a number';
    }
    if (typeof value === 'string')
        return 'a string';
    if (Array.isArray(value))
        return 'a list';
    if (value instanceof _read_source_js__WEBPACK_IMPORTED_MODULE_0__/* .Timestamp */ .Dc)
        return 'a date';
    return 'a mapping';
}
/**
 * "an alpine", "an opensuse", "a fedora", "a ubi": the article by the sound of the word. A `u`
 * before one consonant and a vowel sounds like "you" (ubi, unix, user); a URL is spelled out.
 */
function withArticle(word) {
    const vowelSound = /^[aeio]/i.test(word) || (/^u/i.test(word) && !/^u[^aeiou][aeiou]/i.test(word) && !/^URL/.test(word));
    return `${vowelSound ? 'an' : 'a'} ${word}`;
}
// Characters a reader of a message cannot see, or cannot tell from a plain space: the spaces and
// zero-width characters, the combining grapheme joiner, the Hangul fillers and the tag characters.
const UNSEEN = /[\u00a0\u00ad\u034f\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\u3164\ufeff\uffa0\u{e0000}-\u{e007f}]/gu;
/**
 * After a value quoted in a message: which characters in it cannot be seen (a no-break space
 * reads as a space, a zero-width space as nothing), so the reader knows what to delete.
 */
function unseenNote(value) {
    const found = [...new Set(value.match(UNSEEN) ?? [])];
    if (found.length === 0)
        return '';
    return ` (it holds ${found.map(_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .codePoint */ .yb).join(' and ')}, which ${found.length === 1 ? 'looks' : 'look'} like a space or nothing)`;
}
function quoteForYaml(text) {
    return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
function wrongTypeMessage(path, value, expected, text, quoted, readAs) {
    // The finding's location names the place (a message does not say it again); the top level,
    // whose location is empty, is "the file".
    const name = (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPath */ .jV)(path) ? '' : 'the file ';
    const wantsText = expected.startsWith('a string') || expected.startsWith('text');
    if (value === null || value === undefined) {
        let message = `${name}is null (empty) but must be ${expected}; give it a value, or remove the key to use the default`;
        if (text && wantsText)
            message += `; to keep \`${text}\` as text, quote it: "${quoteForYaml(text)}"`;
        return message;
    }
    const found = readAs ?? describe(value, text);
    let message = `${name}must be ${expected}, but YAML read `;
    if (text !== undefined && typeof value !== 'string' && !quoted) {
        message += `\`${text}\` as ${found}`;
        if (wantsText)
            message += `; quote it to keep it as text: "${quoteForYaml(text)}"`;
    }
    else {
        message += found;
    }
    if (expected.startsWith('a boolean') && typeof value === 'string' && /^(true|false)$/i.test(value.trim())) {
        const word = value.trim().toLowerCase();
        // Unquoted, only a Unicode space (which YAML keeps in the value, and trim() takes) makes it text.
        const kept = quoted ? [] : [...new Set(value.replace(/true|false/i, ''))];
        message +=
            kept.length === 0
                ? `; write it without quotes: ${word}`
                : `; YAML keeps the ${kept.map(_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .codePoint */ .yb).join(' and ')} around it in the value: remove it to write the boolean ${word}`;
    }
    return message;
}
/** Ratcliff/Obershelp-style similarity (as Python's difflib), for "did you mean" hints. */
function similarity(a, b) {
    const total = a.length + b.length;
    if (total === 0)
        return 1;
    return (2 * matching(a, b)) / total;
}
function matching(a, b) {
    if (!a || !b)
        return 0;
    let bestLen = 0;
    let bestA = 0;
    let bestB = 0;
    for (let i = 0; i < a.length; i++) {
        for (let j = 0; j < b.length; j++) {
            let k = 0;
            while (i + k < a.length && j + k < b.length && a[i + k] === b[j + k])
                k++;
            if (k > bestLen) {
                bestLen = k;
                bestA = i;
                bestB = j;
            }
        }
    }
    if (bestLen === 0)
        return 0;
    return (bestLen +
        matching(a.slice(0, bestA), b.slice(0, bestB)) +
        matching(a.slice(bestA + bestLen), b.slice(bestB + bestLen)));
}
function closest(word, candidates, cutoff = 0.6) {
    if (word.length > 200)
        return undefined;
    let best;
    let bestScore = cutoff;
    for (const c of candidates) {
        const s = similarity(word, c);
        if (s >= bestScore && (best === undefined || s > bestScore)) {
            best = c;
            bestScore = s;
        }
    }
    return best;
}
/**
 * Whether a key no mapping has was meant to be the required key `required` (docs/decisions.md,
 * "A misspelt required key"): the same but for case, `-` for `_`, or invisible characters; else
 * at most one edit away (a character added, dropped or changed, or two neighbours swapped), two
 * for a key of eight characters or more. Narrower than `closest`: the finding says the key was
 * meant, and its fix renames it.
 */
function meantFor(key, required) {
    const fold = (s) => s.replace(UNSEEN, '').toLowerCase().replace(/-/g, '_');
    if (fold(key) === fold(required))
        return true;
    return editDistance(key, required, 2) <= (required.length >= 8 ? 2 : 1);
}
/** Optimal string alignment distance (neighbours swapped count one), or `limit + 1` when over it. */
function editDistance(a, b, limit) {
    const x = [...a];
    const y = [...b];
    if (Math.abs(x.length - y.length) > limit)
        return limit + 1;
    let before = [];
    let previous = y.map((_, j) => j + 1);
    previous.unshift(0);
    for (let i = 1; i <= x.length; i++) {
        const row = [i];
        for (let j = 1; j <= y.length; j++) {
            const cost = x[i - 1] === y[j - 1] ? 0 : 1;
            let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
                d = Math.min(d, before[j - 2] + 1);
            row.push(d);
        }
        before = previous;
        previous = row;
    }
    return Math.min(previous[y.length], limit + 1);
}


/***/ }),

/***/ 5034:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lp: () => (/* binding */ CODES),
/* harmony export */   WS: () => (/* binding */ FILE_START),
/* harmony export */   gk: () => (/* binding */ finding),
/* harmony export */   hz: () => (/* binding */ byPlace)
/* harmony export */ });
// The one finding type of the project, and the table of finding codes. The codes are a public,
// stable interface: users filter on them, the README and docs/codes.md list them (`npm run docs`
// writes both), SARIF names its rules after them. Add codes; never rename or reuse one.
const FILE_START = { line: 1, column: 1, endLine: 1, endColumn: 1 };
const error = (owner, title, example, column = {}) => ({
    severity: 'error',
    owner,
    title,
    example,
    ...column,
});
const warning = (owner, title, example, column = {}) => ({
    severity: 'warning',
    owner,
    title,
    example,
    ...column,
});
/** The reader's refusals: the file was not read as data. */
const NOT_READ = {
    locked: 'the file was not read as data, so nothing in it was checked',
    notSuppressible: true,
    notRead: true,
};
const POLICY = { locked: 'it is about the policy file itself, which must be fixed to apply' };
const CODES = {
    // Reading the file
    'file-too-large': error('config/read/decode', 'The file is over 1 MiB.', '(a 2 MB component_config.yaml)', {
        locked: 'only its beginning was read, and not as data: nothing in it was checked',
        notSuppressible: true,
        notRead: true,
    }),
    'not-utf8': error('config/read/decode', 'The file is not valid UTF-8 text.', '(a Latin-1 encoded file)', NOT_READ),
    'unreadable-file': error('workspace/files', 'The file cannot be read (permissions, a broken link, a directory).', '(chmod 000 component_config.yaml)', { locked: 'the file could not be read, so nothing in it was checked', notSuppressible: true, notRead: true }),
    'empty-file': error('config/read/full-read', 'The file holds no YAML document.', '# only a comment', NOT_READ),
    'yaml-syntax': error('config/read/full-read', 'The text is not valid YAML.', 'name: [unclosed', NOT_READ),
    'multiple-documents': error('config/read/full-read', 'The file holds more than one YAML document.', 'name: a\\n---\\nname: b', NOT_READ),
    'duplicate-key': error('config/read/refusals', 'A key appears twice in one mapping.', 'name: a\\nname: b', NOT_READ),
    'invalid-key': error('config/read/refusals', 'A mapping key is a list or a mapping, not a scalar.', '? [a, b]\\n: c', NOT_READ),
    'unsupported-tag': error('config/read/refusals', 'A YAML tag other than plain data (objects, binary, sets, custom tags).', 'name: !!python/object:os.system x', NOT_READ),
    'invalid-merge': error('config/read/refusals', 'A merge key `<<` refers to something other than mappings.', '<<: [1, 2]', NOT_READ),
    'too-deep': error('config/read/refusals', 'The document nests deeper than 64 levels.', '(metadata: 65 lists, each inside the one before)', NOT_READ),
    'too-complex': error('config/read/refusals', 'The document expands to more than 100,000 values (alias bombs).', '(an alias bomb: six anchors, each a list of ten aliases of the one before)', NOT_READ),
    'not-a-mapping': error('config/check', 'The top level is not a mapping.', '- name: x', {
        locked: 'the file holds no mapping, so none of its keys was checked',
        notSuppressible: true,
    }),
    // The schema
    'missing-key': error('config/schema/schema-findings', 'A required key is missing.', 'version: "1.0"   # no name'),
    'unknown-key': error('config/schema/schema-findings', 'A key that the form of the schema does not have.', 'build_config: {base_img: x}'),
    'wrong-type': error('config/rules/keys', 'A value or key of the wrong type (a date where a mapping belongs, a metadata key the builder cannot write); strings are never coerced.', 'version: 1.10'),
    'empty-value': error('config/schema/schema-findings', 'A string that must not be empty is empty.', 'name: ""'),
    'too-long': error('config/schema/schema-findings', 'A string over its length limit (version: 128).', '(a version of 129 characters)'),
    'invalid-provider': error('config/schema/schema-findings', "requirements.provider is not one of the form's providers.", 'requirements: {provider: pip}'),
    'not-a-pair': error('config/rules/package-data', 'A package_data entry is not exactly two strings.', 'package_data: [[a]]'),
    'unsupported-value': error('config/rules/metadata-values', "A metadata value the builder's JSON writer refuses: a date (.inf and .nan it writes).", 'metadata: {released: 2024-01-01}'),
    // Values
    'invalid-value': error('config/rules/env', 'A value holds a NUL character.', 'env: {A: "x\\0"}'),
    'invalid-env-name': error('config/rules/env', 'An env or build_env key that cannot be an environment variable name (empty, =, whitespace, quotes, $).', 'env: {"MY VAR": x}'),
    'non-portable-env-name': warning('config/rules/env', 'An env or build_env name the build file accepts but a shell cannot refer to (MY-VAR, my.var, 1A).', 'env: {MY-VAR: x}'),
    'invalid-python-version': error('config/rules/python-version', 'A python_version that is not a version uv installs Python by (3.12, 3.12.4, 3.13t, 3.14.0rc1, >=3.11).', 'python_version: "3.x"'),
    'invalid-platform': error('config/rules/platform', 'target_platform is not "native" nor a Linux platform the container tools can parse, or names an architecture they do not know.', 'target_platform: windows/amd64'),
    'invalid-image': error('config/rules/image', 'base_image is not a valid image reference.', 'base_image: Debian:Bookworm'),
    'invalid-package-name': error('config/rules/packages', 'An extra_packages entry that is not Debian package names (apt-get fails on it) or holds shell syntax.', 'extra_packages: ["libssl>=3"]'),
    'not-one-package': warning('config/rules/packages', 'An extra_packages entry that names no package or several (apt-get installs what it names): write one package per entry.', 'extra_packages: ["curl git"]'),
    'absolute-path': error('config/rules/package-data', "A package_data source the builder's path test takes for absolute (/x, C:\\x, \\\\server\\share), on any Python it supports.", 'package_data: [[/etc/passwd, x]]'),
    'invalid-path': error('config/rules/package-data', "A package_data path holds a control character (below U+0020), which the build's COPY line cannot carry.", 'package_data: [["a\\tb", x]]'),
    'empty-source': warning('config/rules/package-data', 'An empty package_data source: the builder takes it and copies the whole directory holding component_api.py.', 'package_data: [["", /opt/app]]'),
    'duplicate-destination': error('config/rules/package-data', 'Two package_data entries share a destination.', 'package_data: [[a, /x], [b, /x/]]'),
    'invalid-build-step': error('config/rules/build-steps', 'A custom build step is not a build-file instruction (or is FROM).', 'custom_build_steps: ["apt-get install x"]'),
    'ineffective-build-step': warning('config/rules/build-steps', 'A custom build step that does nothing: empty, only comments, or a parser directive, which counts only at the top of a build file.', 'custom_build_steps: ["# syntax=docker/dockerfile:1"]'),
    'invalid-host': error('config/rules/hosts-and-credentials', 'A host_credentials host is not a bare host name.', 'host: https://pypi.example.com'),
    'duplicate-host': error('config/rules/hosts-and-credentials', 'Two host_credentials entries name the same host.', '(host a.example.com, then host A.example.com)'),
    'invalid-secret-id': error('config/rules/hosts-and-credentials', 'A secret_id the build command cannot be given: empty, or with white space, a comma or a double quote.', 'secret_id: "my secret"'),
    'invalid-username': error('config/rules/hosts-and-credentials', "A username with white space, as Python counts it (str.isspace: the builder's own test).", 'username: "a b"'),
    'empty-username': warning('config/rules/hosts-and-credentials', 'An empty host credential username: the builder takes it, and the netrc entry it writes then reads the next word as the login.', 'username: ""'),
    'python-version-with-inherit': error('config/rules/python-version', 'python_version combined with inherit_base_image_packages: true.', 'python_version: "3.11"\\ninherit_base_image_packages: true'),
    'python-version-with-conda': error('config/rules/python-version', 'build_config.python_version with provider conda.', 'python_version: "3.11"\\nrequirements: {provider: conda}'),
    'conflicting-python-version': error('config/rules/python-version', 'build_config.python_version contradicts requirements.python_version.', 'python_version: "3.10"\\nrequirements: {provider: uv-pip, python_version: "3.11"}'),
    'deprecated-field': warning('config/rules/python-version', 'A deprecated field (build_config.python_version, removed in 1.13.0). An error with fail-on-deprecated.', 'python_version: "3.11"'),
    'non-debian-base-image': warning('config/rules/image', 'base_image names a non-Debian family (alpine, fedora, ...).', 'base_image: python:3.12-alpine'),
    'unusual-platform': warning('config/rules/platform', 'target_platform is one the container tools accept, but no Debian image is likely to match it (no OS, an architecture or variant Debian does not publish).', 'target_platform: linux/arm/v9'),
    'secret-in-build-env': warning('config/rules/build-env-secrets', 'A build_env name that says it holds a secret (..._TOKEN, ..._PASSWORD, ..._API_KEY) or a value that is a URL with a password.', 'build_env: {PIP_TOKEN: abc}'),
    'unused-ignore': warning('config/fix/suppress', 'A suppression comment that silences no finding (or names no code, or an unknown one).', 'name: x  # component-config-check: ignore[invalid-platform] not needed', 
    // Silencing the warning about a suppression would hide a stale one.
    { notSuppressible: true }),
    'suppression-not-allowed': warning('config/fix/suppress', "A suppression comment the repository's policy does not allow (`suppressions: none`, or a code not in its list): it silences nothing, and the finding it names stands.", 'colour: blue  # component-config-check: ignore[unknown-key] a note of ours', 
    // Its own finding silenced by a comment would be the very suppression the policy forbids.
    { notSuppressible: true }),
    // What the config points at (check-paths: true)
    'missing-api-module': error('workspace/check-paths', 'component_api.py is missing beside the config.', '(no component_api.py)'),
    'missing-source': error('workspace/check-paths', 'A package_data source does not exist.', 'package_data: [[data/missing, /opt/x]]'),
    'outside-workspace': error('workspace/inside', 'A symbolic link (the config, a directory, component_api.py) or a package_data source that leads outside the workspace; it was not read.', '(ln -s /etc/passwd component_config.yaml)', { locked: 'the path leads outside the workspace and was not read, so nothing there was checked', notRead: true }),
    // The action itself
    'internal-error': error('run/check-files', 'The checker failed on this file (a bug: please report it); the other files were still checked.', '(a bug in the checker; a test injects one)', { locked: 'the checker failed on the file, so it was not checked', notSuppressible: true, notRead: true }),
    // The search for files
    'unreadable-directory': error('workspace/files', 'A directory in the search could not be read (permissions, a path over the system limit); files below it were not checked.', '(chmod 000 components/)', { locked: 'the files below the directory were not checked' }),
    'symlink-loop': warning('workspace/files', 'A symbolic link leads back to a directory above it; it was not followed again.', '(ln -s .. loop)'),
    // The repository's policy file (.component-config-check.yaml)
    'policy-unknown-key': error('config/policy/reader', 'A key the policy file does not have (the closest known one is named).', 'fail_level: never', POLICY),
    'policy-unknown-code': error('config/policy/reader', 'The policy names a finding code that does not exist (the closest known one is named).', 'severity: {non-debian-image: error}', POLICY),
    'policy-invalid-value': error('config/policy/reader', 'A policy value of the wrong type, or not one of those allowed (a severity other than error, warning or off).', 'severity: {unusual-platform: info}', POLICY),
    'policy-locked-code': error('config/policy/reader', 'The policy lowers or turns off a code that means something was not checked (a syntax error, a read failure, outside-workspace, internal-error).', 'severity: {yaml-syntax: off}', POLICY),
    'policy-invalid-pattern': error('config/policy/reader', 'A files pattern of the policy that leaves the workspace (absolute, or with ..) or is empty.', 'files: [../shared/**]', POLICY),
};
/** The one way to make a finding: its severity is the code's, from CODES (policy may raise it later). */
function finding(code, file, span, location, message, fix) {
    const { line, column, endLine, endColumn } = span;
    const severity = CODES[code].severity;
    return { file, line, column, endLine, endColumn, severity, code, location, message, ...(fix ? { fix } : {}) };
}
/** The one order of findings in a file: by line, then column (stable, so the producers' order breaks ties). */
function byPlace(a, b) {
    return a.line - b.line || a.column - b.column;
}


/***/ }),

/***/ 7969:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ settleFixes),
/* harmony export */   PV: () => (/* binding */ unquoteBooleanFix),
/* harmony export */   Sx: () => (/* binding */ quoteFix),
/* harmony export */   ct: () => (/* binding */ applyEdits),
/* harmony export */   eP: () => (/* binding */ renameFix),
/* harmony export */   g_: () => (/* binding */ replaceFix),
/* harmony export */   hc: () => (/* binding */ edit)
/* harmony export */ });
/* unused harmony exports FIXABLE, editOffsets, spliceText, fixEdits, quoteYaml, ownScalar */
/* harmony import */ var _read_scalars_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(670);
/* harmony import */ var _read_coordinates_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3044);
// Machine-applicable fixes: text edits on the source as written, never a re-serialised document,
// so comments, key order, quoting, indentation, blank lines, CRLF and a BOM survive and every byte
// outside an edit stays as it was. The producers sit beside the findings they fix; this module
// holds what they share, the one function that applies edits, and the check that a file's fixes
// together make nothing worse.


/** The codes whose findings can carry a fix, and what the fix does (docs/fixing.md lists them). */
const FIXABLE = {
    'wrong-type': 'quotes a value or key YAML 1.1 reads as a non-string where a string belongs (`1.10` → `"1.10"`), when the field takes that string; writes a quoted `"true"` in a boolean field as `true`',
    'missing-key': 'renames the key written in place of a missing required key (`nmae` → `name`, `Secret-Id` → `secret_id`; the rule is in docs/decisions.md)',
    'unknown-key': 'renames a misspelt key to the one close known key that mapping does not have (`base_img` → `base_image`)',
    'unsupported-value': 'quotes a metadata date as written',
    'invalid-host': 'writes a host given as a URL as the bare host (`https://pypi.example.com:443/simple` → `pypi.example.com`)',
    'deprecated-field': 'moves `build_config.python_version` to `requirements.python_version` (creating `requirements: {provider: uv-pip}` when there is none), or deletes it when requirements already says the same',
};
/**
 * Edits as offsets into `text` (a text as written: CR, LF and CRLF line ends), sorted; a
 * RangeError for positions outside it or overlapping edits.
 */
function editOffsets(text, edits, options = {}) {
    const starts = (0,_read_coordinates_js__WEBPACK_IMPORTED_MODULE_1__/* .writtenLineStarts */ .re)(text, options.lineOneAt ?? (0,_read_coordinates_js__WEBPACK_IMPORTED_MODULE_1__/* .bomLength */ .L1)(text));
    const offset = (line, column) => (0,_read_coordinates_js__WEBPACK_IMPORTED_MODULE_1__/* .offsetAt */ .HA)(starts, text.length, line, column);
    const out = edits
        .map((e) => ({ start: offset(e.line, e.column), end: offset(e.endLine, e.endColumn), text: e.text }))
        .sort((a, b) => a.start - b.start || a.end - b.end);
    for (let i = 0; i < out.length; i++) {
        const e = out[i];
        if (e.end < e.start)
            throw new RangeError('an edit ends before it starts');
        const before = out[i - 1];
        // Two inserts at one point have no order: that counts as overlapping too.
        if (before && (e.start < before.end || e.start === before.start))
            throw new RangeError('two edits overlap');
    }
    return out;
}
/** The text with the edits applied (positions as findings give them). Throws a RangeError for edits that do not fit. */
function applyEdits(text, edits, options = {}) {
    return spliceText(text, editOffsets(text, edits, options));
}
/**
 * The one splicer: `text` from `from` to `to` with sorted, non-overlapping changes (editOffsets
 * makes them) that lie between the two applied.
 */
function spliceText(text, changes, from = 0, to = text.length) {
    let out = '';
    let at = from;
    for (const c of changes) {
        out += text.slice(at, c.start) + c.text;
        at = c.end;
    }
    return out + text.slice(at, to);
}
/** The edits of every fix among the findings, in one list. */
function fixEdits(findings) {
    return findings.flatMap((f) => f.fix?.edits ?? []);
}
function edit(source, start, end, text) {
    return { ...(0,_read_coordinates_js__WEBPACK_IMPORTED_MODULE_1__/* .spanOf */ .ee)(source.lineCounter, start, end), text };
}
/** A scalar as YAML text in the quotes that need no escaping (double quotes when both would do). */
function quoteYaml(text) {
    if (!/["\\]/.test(text))
        return `"${text}"`;
    if (!text.includes("'"))
        return `'${text}'`;
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
/** A scalar a fix may rewrite: written on one line with no tag or anchor, its text exactly its value. */
function ownScalar(source, node) {
    if (!node || node.kind !== 'scalar' || node.tag || node.anchor)
        return undefined;
    const { content: start, end } = node.range;
    const written = source.text.slice(start, end);
    if (written === '' || /[\n\r]/.test(written))
        return undefined;
    const quote = node.style === 'QUOTE_DOUBLE' ? '"' : node.style === 'QUOTE_SINGLE' ? "'" : '';
    if (written !== `${quote}${node.value}${quote}`)
        return undefined;
    return { start, end, scalar: node };
}
/**
 * Quote a plain value (or key) that YAML 1.1 reads as something other than a string, as written:
 * `1.10` → `"1.10"`. `accepts` says whether the field takes the resulting string.
 */
function quoteFix(source, place, which = 'value', accepts = () => true) {
    if (!place || place.shared)
        return undefined;
    const own = ownScalar(source, which === 'key' ? place.key : place.node);
    if (!own || own.scalar.style !== 'PLAIN')
        return undefined;
    const written = own.scalar.value;
    if (typeof (0,_read_scalars_js__WEBPACK_IMPORTED_MODULE_0__/* .resolvePlain */ .Rg)(written) === 'string' || !accepts(written))
        return undefined;
    const quoted = quoteYaml(written);
    return {
        description: `quote \`${written}\` to keep it as text: ${quoted}`,
        edits: [edit(source, own.start, own.end, quoted)],
    };
}
/** Replace a string value with another, keeping its quoting (quoting a plain one that would not read as a string). */
function replaceFix(source, place, text, description) {
    if (!place || place.shared)
        return undefined;
    const own = ownScalar(source, place.node);
    if (!own)
        return undefined;
    let written;
    if (own.scalar.style === 'PLAIN')
        written = typeof (0,_read_scalars_js__WEBPACK_IMPORTED_MODULE_0__/* .resolvePlain */ .Rg)(text) === 'string' ? text : quoteYaml(text);
    else if (own.scalar.style === 'QUOTE_DOUBLE' && !/["\\]/.test(text))
        written = `"${text}"`;
    else if (own.scalar.style === 'QUOTE_SINGLE' && !text.includes("'"))
        written = `'${text}'`;
    else
        written = quoteYaml(text);
    return { description, edits: [edit(source, own.start, own.end, written)] };
}
/** A quoted `"true"` in a boolean field: the boolean itself. */
function unquoteBooleanFix(source, place) {
    if (!place || place.shared)
        return undefined;
    const own = ownScalar(source, place.node);
    if (!own || own.scalar.style === 'PLAIN')
        return undefined;
    const word = own.scalar.value.trim().toLowerCase();
    if (word !== 'true' && word !== 'false')
        return undefined;
    return {
        description: `write the boolean without quotes: ${word}`,
        edits: [edit(source, own.start, own.end, word)],
    };
}
/** Rename a key as written (its quotes kept): `nmae` → `name`. */
function renameFix(source, place, to) {
    if (!place || place.shared)
        return undefined;
    const own = ownScalar(source, place.key);
    if (!own)
        return undefined;
    const quote = own.scalar.style === 'QUOTE_DOUBLE' ? '"' : own.scalar.style === 'QUOTE_SINGLE' ? "'" : '';
    return {
        description: `rename \`${own.scalar.value}\` to \`${to}\``,
        edits: [edit(source, own.start, own.end, `${quote}${to}${quote}`)],
    };
}
// ---------------------------------------------------------------------------------------------
// Fixes together must make nothing worse. Each producer checks what it can see; this checks the
// whole file: with every fix applied, checking again must show none of the fixed findings, no
// finding that was not there, and nothing left to fix (one pass reaches the fixed point).
/**
 * When the fixes together fail, each is tried alone, each try a check of the whole file: at most
 * this many, and at most as many as fit in this much text checked again (a file over 256 KiB
 * gets none); the fixes not tried are dropped.
 */
const MAX_ONE_BY_ONE = 25;
const ONE_BY_ONE_TEXT = 256 * 1024;
const keyOf = (f) => `${f.code}\u0000${f.location}`;
/** Whether `after` holds a finding that `before`, less the fixed ones, does not (as a multiset). */
function worse(before, fixed, after) {
    const left = new Map();
    for (const f of before)
        if (!fixed.has(f))
            left.set(keyOf(f), (left.get(keyOf(f)) ?? 0) + 1);
    for (const f of after) {
        const n = left.get(keyOf(f)) ?? 0;
        if (n === 0)
            return true;
        left.set(keyOf(f), n - 1);
    }
    return false;
}
/**
 * The findings with only the fixes that hold up: `recheck` checks a fixed text (its findings
 * carrying fixes as the producers make them, unchecked).
 */
function settleFixes(text, findings, recheck) {
    const fixable = findings.filter((f) => f.fix);
    if (fixable.length === 0)
        return findings;
    const attempt = (kept) => {
        let fixed;
        try {
            fixed = applyEdits(text, fixEdits(kept));
        }
        catch {
            return undefined;
        }
        const after = recheck(fixed);
        return worse(findings, new Set(kept), after) ? undefined : after;
    };
    const all = attempt(fixable);
    if (all && all.every((f) => !f.fix))
        return findings;
    const tries = Math.min(MAX_ONE_BY_ONE, Math.floor(ONE_BY_ONE_TEXT / Math.max(1, text.length)));
    const alone = fixable.slice(0, tries).filter((f) => attempt([f]) !== undefined);
    const dropped = new Set(fixable.filter((f) => !alone.includes(f)).map(keyOf));
    const together = alone.length > 0 ? attempt(alone) : undefined;
    const keep = new Set(together && together.every((f) => !f.fix || dropped.has(keyOf(f))) ? alone : []);
    return findings.map((f) => {
        if (!f.fix || keep.has(f))
            return f;
        const { fix: _dropped, ...rest } = f;
        return rest;
    });
}


/***/ }),

/***/ 9211:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gq: () => (/* binding */ readIgnores),
/* harmony export */   tl: () => (/* binding */ MARKER),
/* harmony export */   wI: () => (/* binding */ applyIgnores)
/* harmony export */ });
/* unused harmony export ignoreComment */
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5641);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5034);
/* harmony import */ var _read_coordinates_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3044);
// Suppression comments: `# component-config-check: ignore[code1,code2] reason` at the end of the
// line where a finding starts, or alone on the line above it. Read from the YAML's own comments
// (the parser's concrete syntax tree), so a `#` inside a quoted or block string is never taken
// for one. A suppression names its codes: there is no blanket form, and one that silences
// nothing is itself a warning, so a stale one does not linger unseen. The repository's policy
// may forbid them (`suppressions: none`) or allow only some codes, as ESLint's noInlineConfig:
// a comment it does not allow silences nothing and gets a finding of its own.



const MARKER = 'component-config-check:';
const DIRECTIVE = /^#\s*component-config-check:\s*ignore\[([^\]]*)\](?:\s+(.*?))?\s*$/;
const MARKED = /^#\s*component-config-check:/;
/** The comment that silences `codes` on its own line, or alone on the line above (DIRECTIVE reads it). */
function ignoreComment(codes, reason) {
    return `# ${MARKER} ignore[${codes.join(', ')}]${reason ? ` ${reason}` : ''}`;
}
/**
 * The suppression comments of a YAML text (its line ends already made `\n` or `\r\n`). A text
 * with the marker needs the full read's parser; without it there are none (the check then answers
 * that it needs the full read).
 */
function readIgnores(text, fullRead) {
    const ignores = [];
    const bad = [];
    if (!text.includes(MARKER))
        return { ignores, bad };
    const Parser = fullRead()?.Parser;
    if (!Parser)
        return { ignores, bad };
    const comments = [];
    for (const token of new Parser().parse(text))
        collectComments(token, comments, 0);
    comments.sort((a, b) => a.offset - b.offset);
    const lines = text.split('\n');
    for (const c of comments) {
        const body = c.source.replace(/\r$/, '');
        if (!MARKED.test(body))
            continue;
        const span = (0,_read_coordinates_js__WEBPACK_IMPORTED_MODULE_2__/* .offsetSpan */ .Q_)(text, c.offset, body.length);
        const place = { line: span.line, column: span.column, endColumn: span.endColumn };
        const m = DIRECTIVE.exec(body);
        const codes = m
            ? m[1]
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            : [];
        if (!m || codes.length === 0) {
            bad.push({
                ...place,
                message: `this comment silences nothing: a suppression names the codes it silences, as in \`# component-config-check: ignore[invalid-platform] reason\` (there is no blanket form)`,
            });
            continue;
        }
        const alone = (lines[span.line - 1] ?? '').slice(0, span.column - 1).trim() === '';
        let target = span.line;
        if (alone) {
            // Stacked suppressions above one line all apply to it.
            target = span.line + 1;
            while (target <= lines.length && /^\s*#/.test(lines[target - 1] ?? ''))
                target++;
        }
        ignores.push({ ...place, target, codes, reason: (m[2] ?? '').trim() });
    }
    return { ignores, bad };
}
function collectComments(node, out, depth) {
    if (node === null || typeof node !== 'object' || depth > 200)
        return;
    if (Array.isArray(node)) {
        for (const item of node)
            collectComments(item, out, depth + 1);
        return;
    }
    const t = node;
    if (t['type'] === 'comment' && typeof t['offset'] === 'number' && typeof t['source'] === 'string') {
        out.push({ offset: t['offset'], source: t['source'] });
        return;
    }
    for (const key of ['start', 'items', 'sep', 'key', 'value', 'end', 'props']) {
        if (key in t)
            collectComments(t[key], out, depth + 1);
    }
}
/**
 * Split `findings` into those that stand and those a suppression silenced; a suppression that
 * silences nothing, and a malformed one, become `unused-ignore` warnings on the comment.
 */
function applyIgnores(file, text, findings, options) {
    const off = options.off ?? new Set();
    const { ignores, bad } = readIgnores(text, options.fullRead);
    if (ignores.length === 0 && bad.length === 0)
        return { findings: [...findings], suppressed: [] };
    const allowed = options.allowed;
    const permits = (code) => !allowed || (allowed.suppressions !== 'none' && allowed.suppressions.includes(code));
    const byLine = new Map();
    for (const i of ignores)
        byLine.set(i.target, [...(byLine.get(i.target) ?? []), i]);
    const used = new Set();
    const kept = [];
    const suppressed = [];
    // The findings a forbidden code of a comment would have silenced, by the comment: they stand.
    const stood = new Map();
    for (const f of findings) {
        const named = _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .CODES */ .Lp[f.code].notSuppressible
            ? []
            : (byLine.get(f.line) ?? []).filter((i) => i.codes.includes(f.code));
        const match = permits(f.code) ? named[0] : undefined;
        if (!permits(f.code))
            for (const i of named)
                stood.set(i, [...(stood.get(i) ?? []), f]);
        if (!match) {
            kept.push(f);
            continue;
        }
        used.add(`${match.line}:${match.column}:${f.code}`);
        suppressed.push({ finding: f, suppression: { line: match.line, reason: match.reason } });
    }
    const warn = (p, message) => {
        kept.push((0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .finding */ .gk)('unused-ignore', file, { ...p, endLine: p.line }, '', message));
    };
    for (const b of bad)
        warn(b, b.message);
    for (const i of ignores) {
        const forbidden = i.codes.filter((c) => Object.hasOwn(_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .CODES */ .Lp, c) && !permits(c));
        if (allowed && forbidden.length > 0) {
            kept.push((0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .finding */ .gk)('suppression-not-allowed', file, { ...i, endLine: i.line }, '', forbiddenMessage(forbidden, stood.get(i) ?? [], allowed)));
        }
        const unused = i.codes.filter((c) => !forbidden.includes(c) && !used.has(`${i.line}:${i.column}:${c}`));
        if (unused.length === 0)
            continue;
        warn(i, unusedMessage(i, unused, off));
    }
    kept.sort(_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .byPlace */ .hz);
    return { findings: kept, suppressed };
}
function forbiddenMessage(forbidden, stood, allowed) {
    const rule = allowed.suppressions === 'none'
        ? `the repository's policy (${allowed.file}, \`suppressions: none\`) allows no suppression comments`
        : `the repository's policy (${allowed.file}) lets a comment silence only ${allowed.suppressions.join(', ')}, not ${forbidden.join(', ')}`;
    const standing = stood.map((f) => `${f.code} on line ${f.line}`);
    if (standing.length === 0)
        return `${rule}, so it silences nothing: remove the comment`;
    const stands = `${standing.join(' and ')} ${standing.length === 1 ? 'stands' : 'stand'}`;
    return `${rule}, so ${stands}: fix what the finding says and remove the comment; if it must be silenced, change \`suppressions\` in ${allowed.file} on the base branch, as its own reviewed change`;
}
function unusedMessage(i, unused, off) {
    const known = Object.keys(_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .CODES */ .Lp);
    const parts = unused.map((c) => {
        if (!Object.hasOwn(_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .CODES */ .Lp, c)) {
            const near = (0,_describe_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .kp)(c, known);
            return `"${c}" is not a finding code${near ? ` (did you mean ${near}?)` : ''}`;
        }
        if (_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .CODES */ .Lp[c].notSuppressible)
            return `${c} cannot be silenced (the file was not checked past it)`;
        if (off.has(c))
            return `${c} is turned off here by the repository's policy file, so there is none to silence`;
        return `no ${c} finding starts on line ${i.target}`;
    });
    const all = unused.length === i.codes.length;
    return `${all ? 'this suppression silences nothing' : `this suppression is partly unused`}: ${parts.join('; ')}; ${all ? 'remove the comment' : `remove ${unused.join(', ')} from it`}`;
}


/***/ }),

/***/ 357:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JM: () => (/* binding */ PatternError),
/* harmony export */   Z7: () => (/* binding */ parsePatterns),
/* harmony export */   ko: () => (/* binding */ selects),
/* harmony export */   w$: () => (/* binding */ RELATIVE_ONLY)
/* harmony export */ });
/* unused harmony exports GlobError, globToRegExp */
// Glob patterns, as the action's `files` input and the policy file's `files` take them: `**` any
// depth, `*` `?` `[..]` `{a,b}` within one segment, `!` to exclude. Pure, so that the search (in
// src/workspace) and the policy's overrides (in src/config/policy) match paths alike.
class PatternError extends Error {
}
/** What is wrong with a glob, said of the glob (parsePatterns names the pattern and the input). */
class GlobError extends Error {
}
/** Whether patterns select a workspace-relative path: one takes it and no `!` pattern leaves it out. */
function selects(patterns, rel) {
    return patterns.some((p) => !p.negated && p.regex.test(rel)) && !patterns.some((p) => p.negated && p.regex.test(rel));
}
/**
 * Glob → regex on workspace-relative paths: `**` any depth, `*` `?` `[..]` `{a,b}` in one segment.
 * A glob no regex can stand for (an unclosed `{`, a range that runs backwards) throws a GlobError.
 */
function globToRegExp(glob) {
    let out = '';
    let i = 0;
    let braces = 0;
    while (i < glob.length) {
        const c = glob[i];
        if (c === '*') {
            if (glob[i + 1] === '*') {
                const atStart = i === 0 || glob[i - 1] === '/';
                const atEnd = i + 2 === glob.length || glob[i + 2] === '/';
                if (atStart && atEnd) {
                    // `**/` matches zero or more whole directories; a trailing `**` anything below.
                    if (i + 2 === glob.length)
                        out += '.*';
                    else
                        out += '(?:[^/]*(?:/[^/]*)*/)?';
                    i += glob[i + 2] === '/' ? 3 : 2;
                    continue;
                }
                out += '[^/]*';
                i += 2;
                continue;
            }
            out += '[^/]*';
        }
        else if (c === '?')
            out += '[^/]';
        else if (c === '[') {
            const close = glob.indexOf(']', i + 2);
            if (close < 0)
                out += '\\[';
            else {
                const backwards = backwardsRange(glob.slice(i + 1, close).replace(/^[!^]/, ''));
                if (backwards) {
                    throw new GlobError(`has the range ${backwards} in ${glob.slice(i, close + 1)}, which runs backwards: write its lower end first (${backwards.split('-').reverse().join('-')})`);
                }
                let cls = glob.slice(i + 1, close).replace(/\\/g, '\\\\');
                if (cls.startsWith('!'))
                    cls = `^${cls.slice(1)}`;
                out += `[${cls}]`;
                i = close;
            }
        }
        else if (c === '{') {
            braces++;
            out += '(?:';
        }
        else if (c === '}' && braces > 0) {
            braces--;
            out += ')';
        }
        else if (c === ',' && braces > 0)
            out += '|';
        else
            out += c.replace(/[.+^${}()|\\]/g, '\\$&');
        i++;
    }
    if (braces > 0) {
        throw new GlobError(`has a "{" that is never closed: end the list with "}", as in **/{a,b}/component_config.yaml, or write [{] for the character itself`);
    }
    try {
        return new RegExp(`^${out}$`);
    }
    catch (error) {
        throw new GlobError(`is not a pattern this action can read (${error.message})`);
    }
}
/** The first range `a-b` of a character class whose ends are in the wrong order. */
function backwardsRange(cls) {
    const chars = [...cls];
    for (let j = 0; j + 2 < chars.length; j++) {
        if (chars[j + 1] !== '-')
            continue;
        if (chars[j].codePointAt(0) > chars[j + 2].codePointAt(0))
            return `${chars[j]}-${chars[j + 2]}`;
        j += 2;
    }
    return undefined;
}
/** Patterns already known to stay inside (the policy file's, checked when it was read). */
const RELATIVE_ONLY = { shown: 'the repository', relativize: () => undefined };
/** `from`: where the patterns were given, for messages (default: input "files"). */
function parsePatterns(lines, root, options = {}) {
    const workspace = root.shown;
    const from = options.from ?? 'input "files"';
    const patterns = [];
    for (const raw of lines) {
        const line = raw.trim();
        if (!line || line.startsWith('#'))
            continue;
        const negated = line.startsWith('!');
        let text = (negated ? line.slice(1) : line).replace(/\\/g, '/');
        const rel = root.relativize(text);
        if (rel !== undefined) {
            if (rel === null) {
                throw new PatternError(`the pattern "${line}" in ${from} points outside the workspace (${workspace}); write patterns relative to the workspace, such as **/component_config.yaml`);
            }
            text = rel;
        }
        text = text.replace(/^(\.\/)+/, '');
        const segments = text.split('/');
        if (segments.includes('..')) {
            throw new PatternError(`the pattern "${line}" in ${from} uses ".." and could reach outside the workspace (${workspace}); write patterns relative to it, without ".."`);
        }
        const staticPart = [];
        for (const s of segments.slice(0, -1)) {
            if (/[*?[{]/.test(s))
                break;
            staticPart.push(s);
        }
        // A pattern naming a directory means everything below it.
        const full = text.endsWith('/') ? `${text}**` : text;
        const last = full.slice(full.lastIndexOf('/') + 1);
        let regex;
        try {
            regex = globToRegExp(full);
        }
        catch (error) {
            if (!(error instanceof GlobError))
                throw error;
            throw new PatternError(`the pattern "${line}" in ${from} ${error.message}`);
        }
        patterns.push({
            text: line,
            negated,
            regex,
            base: staticPart.join('/'),
            ...(/[*?[\]{}]/.test(last) ? {} : { name: last }),
        });
    }
    return patterns;
}


/***/ }),

/***/ 6446:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   QX: () => (/* binding */ pointerChild),
/* harmony export */   jV: () => (/* binding */ formatPath),
/* harmony export */   rq: () => (/* binding */ pointerOf)
/* harmony export */ });
/* unused harmony export escapeSegment */
// Paths inside a document: as arrays (for code), as JSON pointers (TypeBox's instancePath, the
// key of the place table) and as the dotted form users read (`build_config.package_data[1][0]`).
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
function formatPath(path) {
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else if (IDENTIFIER.test(part))
            out += out ? `.${part}` : part;
        else
            out += `["${part.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
    }
    return out;
}
/** A key as one JSON pointer segment (`~` and `/` escaped). */
function escapeSegment(key) {
    return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}
function pointerChild(pointer, key) {
    return `${pointer}/${escapeSegment(key)}`;
}
/** The JSON pointer of a path: TypeBox's instancePath, the key of the place table. */
function pointerOf(path) {
    let out = '';
    for (const p of path)
        out += `/${typeof p === 'number' ? p : escapeSegment(p)}`;
    return out;
}


/***/ }),

/***/ 6756:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ policyMatcher),
/* harmony export */   g: () => (/* binding */ policyPatterns)
/* harmony export */ });
/* harmony import */ var _globs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(357);
/* harmony import */ var _policy_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3079);
// Which of the policy's levels hold for a file: its `overrides` matched against the file's path
// relative to the repository root, with the search's own glob patterns (so that an override's
// `files` means what the action's `files` input means).


/**
 * Compiles the policy's override patterns once. The caller keeps the matcher for as long as the
 * policy lives (a worker thread compiles its own copy's), so that this module keeps no state.
 */
function policyMatcher(policy) {
    const compiled = new Map();
    for (const o of policy.overrides) {
        compiled.set(o.files, policyPatterns(o.files));
    }
    const suppressions = policy.suppressions === 'allowed' ? undefined : policy.suppressions;
    return (rel) => {
        const levels = (0,_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .levelsFor */ .h2)(policy, (patterns) => compiled.get(patterns)?.(rel) ?? false);
        if (Object.keys(levels).length === 0 && !suppressions)
            return undefined;
        return { file: policy.file, levels, ...(suppressions ? { suppressions } : {}) };
    };
}
/** Whether a path (from the repository root) is one the policy's `files` patterns select, `!` excludes after. */
function policyPatterns(files) {
    // The patterns were checked when the policy was read: none leaves the repository.
    const parsed = (0,_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePatterns */ .Z7)([...files], _globs_js__WEBPACK_IMPORTED_MODULE_0__/* .RELATIVE_ONLY */ .w$, { from: 'the policy file' });
    return (rel) => (0,_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .selects */ .ko)(parsed, rel);
}


/***/ }),

/***/ 3079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ LEVELS),
/* harmony export */   CX: () => (/* binding */ POLICY_FILE),
/* harmony export */   Rr: () => (/* binding */ lowers),
/* harmony export */   Yc: () => (/* binding */ DEFAULT_FILES),
/* harmony export */   fN: () => (/* binding */ FAIL_LEVELS),
/* harmony export */   h2: () => (/* binding */ levelsFor),
/* harmony export */   k1: () => (/* binding */ applyLevels),
/* harmony export */   kx: () => (/* binding */ offCodes)
/* harmony export */ });
/* unused harmony export SUPPRESSION_CHOICES */
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5034);
// The repository's policy (.component-config-check.yaml) as the run uses it: what a policy is
// (plain data), its levels, and what it does to a file's findings. Pure and small: the checker
// needs this module in every thread, so the policy file's reader and grammar (reader.ts,
// grammar.ts) are modules of their own, loaded only when a policy file is read; matching a path
// against `files` patterns is match.ts's.

const POLICY_FILE = '.component-config-check.yaml';
/** What is checked when neither the policy nor the caller says (the action's `files` default). */
const DEFAULT_FILES = ['**/component_config.yaml'];
const LEVELS = ['error', 'warning', 'off'];
const FAIL_LEVELS = ['error', 'warning', 'never'];
const RANK = { off: 0, warning: 1, error: 2 };
/** Whether `level` is below `severity`: what a locked code may never be given. */
function lowers(level, severity) {
    return RANK[level] < RANK[severity];
}
/** `allowed` or `none`; a list of codes (the third way) is Suppressions' `readonly Code[]`. */
const SUPPRESSION_CHOICES = (/* unused pure expression or super */ null && (['allowed', 'none']));
/** `levels` of the base severity, then of each matching override in order, the later winning. */
function levelsFor(policy, matches) {
    let levels = { ...policy.severity };
    for (const o of policy.overrides)
        if (matches(o.files))
            levels = { ...levels, ...o.severity };
    return levels;
}
/**
 * The findings as the policy wants them: a code turned off is dropped, a code whose level
 * differs from its own severity gets that level, with `defaultSeverity` and a message saying so;
 * a locked code is never lowered.
 * Applying it twice changes nothing more.
 */
function applyLevels(findings, policy) {
    if (!policy)
        return [...findings];
    const out = [];
    for (const f of findings) {
        const level = policy.levels[f.code];
        // A locked code is only ever raised (the reader refuses the rest).
        if (level === undefined || (_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .CODES */ .Lp[f.code].locked && lowers(level, f.severity)))
            out.push(f);
        else if (level === 'off')
            continue;
        else if (level === f.severity)
            out.push(f);
        else
            out.push({
                ...f,
                severity: level,
                defaultSeverity: f.defaultSeverity ?? f.severity,
                message: `${f.message} (${level === 'error' ? 'an error' : 'a warning'} by the policy in ${policy.file}; ${f.severity === 'error' ? 'an error' : 'a warning'} by default)`,
            });
    }
    return out;
}
/** The codes the policy turns off for a file, for the message of a suppression of one. */
function offCodes(policy) {
    const off = new Set();
    for (const [code, level] of Object.entries(policy?.levels ?? {}))
        if (level === 'off')
            off.add(code);
    return off;
}


/***/ }),

/***/ 441:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _X: () => (/* binding */ PYTHON_SPACE),
/* harmony export */   pn: () => (/* binding */ pythonStrip)
/* harmony export */ });
/* unused harmony export hasPythonSpace */
// White space as Python counts it, for the rules that exist because the builder (Python) tests
// for it.
// Python's `str.isspace` (and so `str.strip()` and `str.split()` with no argument): the code
// points whose bidirectional type is WS, B or S or whose category is Zs. The builder's own tests
// use it (a credential's fields must hold none; `target_platform.strip() == "native"`), so a
// rule that exists because the builder refuses whitespace uses this set, not JavaScript's `\s`:
// Python counts U+001C..U+001F and U+0085 (NEL) and JavaScript does not; JavaScript counts U+FEFF
// and Python does not. The set is the same on every Python the builder supports (3.10 and
// later: Unicode 13 to 16 moved no code point in or out of it); a unit test holds it to python3.
/** The body of a character class (a pattern's `[...]`) of Python's white space. */
const PYTHON_SPACE = '\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PY_SPACE = new RegExp(`[${PYTHON_SPACE}]`);
const PY_SPACE_EDGES = new RegExp(`^[${PYTHON_SPACE}]+|[${PYTHON_SPACE}]+$`, 'g');
/** Whether Python's `str.isspace` is true of some character of `value`. */
function hasPythonSpace(value) {
    return PY_SPACE.test(value);
}
/** Python's `value.strip()`: white space as Python counts it taken off both ends. */
function pythonStrip(value) {
    return value.replace(PY_SPACE_EDGES, '');
}


/***/ }),

/***/ 3044:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ LineStarts),
/* harmony export */   El: () => (/* binding */ lineStartOf),
/* harmony export */   HA: () => (/* binding */ offsetAt),
/* harmony export */   Kq: () => (/* binding */ linesOfBytes),
/* harmony export */   L1: () => (/* binding */ bomLength),
/* harmony export */   Q_: () => (/* binding */ offsetSpan),
/* harmony export */   ee: () => (/* binding */ spanOf),
/* harmony export */   fs: () => (/* binding */ textEnd),
/* harmony export */   re: () => (/* binding */ writtenLineStarts)
/* harmony export */ });
/* unused harmony exports lineIndexAt, protocolPosition */
// Coordinates: where a character is, as an offset into a text or as a 1-based line and column
// (UTF-16 code units), as findings carry them. Every conversion between the two is here: the
// readers, the fixes, the diff writer and the suggestions count lines the same way.
//
// Two ways of counting lines, for two kinds of text. A reader's text has had its lone CRs made
// LF (source.ts), so `\n` alone ends a line there, as the `yaml` package's LineCounter counts.
// A text as written (a fix is applied to the file's own bytes) has CR, LF and CRLF line ends,
// each one line end, after a BOM that is not counted.
const LF = 10;
const CR = 13;
const BOM = 0xfeff;
/** The line starts of a reader's text, as the `yaml` package's LineCounter counts them (`\n` ends a line). */
class LineStarts {
    /** The offset where each line starts. */
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    linePos(offset) {
        const k = lineIndexAt(this.starts, offset);
        if (k < 0)
            return { line: 0, col: offset };
        return { line: k + 1, col: offset - this.starts[k] + 1 };
    }
}
/** The offset where the line holding `offset` starts, in a reader's text (`\n` ends a line). */
function lineStartOf(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
/** The index of the last of the (increasing) line starts at or before `offset`; -1 when none is. */
function lineIndexAt(starts, offset) {
    let low = 0;
    let high = starts.length;
    while (low < high) {
        const mid = (low + high) >> 1;
        if (starts[mid] <= offset)
            low = mid + 1;
        else
            high = mid;
    }
    return low - 1;
}
/** 1 when the text starts with a BOM, which no column counts. */
function bomLength(text) {
    return text.charCodeAt(0) === BOM ? 1 : 0;
}
/**
 * A finding's 1-based line and column → the Language Server Protocol's position in the text as
 * the editor holds it (zero-based line, UTF-16 code units). Both count CR, LF and CRLF as one
 * line end each and columns in UTF-16 code units; only a BOM differs: no finding's column counts
 * it, an editor's text may hold it.
 */
function protocolPosition(text, line, column) {
    return { line: Math.max(0, line - 1), character: Math.max(0, column - 1) + (line === 1 ? bomLength(text) : 0) };
}
/** Offsets where each line of a text as written starts, from `from` (CR, LF and CRLF each end a line). */
function writtenLineStarts(text, from) {
    const starts = [from];
    for (let i = from; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF))
            starts.push(i + 1);
    }
    return starts;
}
/**
 * The lines of a file's bytes as findings number them, without their line ends: a BOM dropped,
 * CR, LF and CRLF each a line end (bytes that are not UTF-8 read as U+FFFD).
 */
function linesOfBytes(bytes) {
    return new TextDecoder('utf-8').decode(bytes).split(/\r\n|\r|\n/);
}
/**
 * The offset of a 1-based line and column, given the line starts and the text's length: a
 * RangeError for a line the text does not have, or a column past the end of its line (its line
 * end is on it; the last line's end is the text's).
 */
function offsetAt(starts, length, line, column) {
    const start = starts[line - 1];
    if (start === undefined || !Number.isInteger(column) || column < 1) {
        throw new RangeError(`the position ${line}:${column} is outside the text`);
    }
    const at = start + column - 1;
    const limit = starts[line] ?? length;
    if (at > limit)
        throw new RangeError(`the position ${line}:${column} is past the end of its line`);
    return at;
}
/**
 * Where the text from `start` to `end` ends, the white space and line breaks after it not
 * counted (Range's end: a block scalar's value runs on over the breaks after it).
 */
function textEnd(text, start, end) {
    while (end > start) {
        const c = text.charCodeAt(end - 1);
        if (c !== 0x20 && c !== 0x09 && c !== LF && c !== CR)
            break;
        end--;
    }
    return end;
}
/** The span from one offset to another of a reader's text. */
function spanOf(lc, start, end) {
    const a = lc.linePos(start);
    const b = lc.linePos(Math.max(start, end));
    return { line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
}
/** The one-line span of `length` characters at an offset, lines counted as written (CR, LF, CRLF). */
function offsetSpan(text, offset, length) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset; i++) {
        const c = text.charCodeAt(i);
        if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) {
            line++;
            lineStart = i + 1;
        }
    }
    const column = offset - lineStart + 1;
    return { line, column, endLine: line, endColumn: column + length };
}


/***/ }),

/***/ 9597:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D4: () => (/* binding */ decode),
/* harmony export */   gZ: () => (/* binding */ MAX_FILE_BYTES),
/* harmony export */   n7: () => (/* binding */ loneSurrogate),
/* harmony export */   uG: () => (/* binding */ NON_PRINTABLE)
/* harmony export */ });
/* harmony import */ var _basics_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3799);
/* harmony import */ var _coordinates_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3044);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4643);
// Bytes → text: the size limit, UTF-8 (a BOM is dropped later, with the text), and where the
// first bad byte is when it is not UTF-8.



const MAX_FILE_BYTES = 1024 * 1024;
// Characters YAML forbids anywhere in a stream (PyYAML's reader refuses them too).
// eslint-disable-next-line no-control-regex
const NON_PRINTABLE = /[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
// One decoder for every file: without `stream`, each decode() starts afresh. A byte order mark
// is kept, as the builder's Python keeps it when it reads the file: the reader (source.ts) drops
// the one that starts the text, and a second one is text to the builder (`\ufeffname`).
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** Text that holds a lone surrogate is no more Unicode than bytes that are not UTF-8. */
function loneSurrogate(cp, span) {
    return (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('not-utf8', `the text contains the lone surrogate ${(0,_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .codePoint */ .yb)(cp)}, which is not valid Unicode; save the file as UTF-8`, span);
}
/** Decode bytes as UTF-8 (a BOM kept), or say where the first bad byte is. */
function decode(bytes, size = bytes.length) {
    if (Math.max(size, bytes.length) > MAX_FILE_BYTES) {
        const n = Math.max(size, bytes.length);
        return {
            problem: (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('file-too-large', `the file is ${n.toLocaleString('en-US')} bytes; a component configuration may be at most ` +
                `${MAX_FILE_BYTES.toLocaleString('en-US')} bytes (1 MiB). Keep large data in package_data files instead`, _problems_js__WEBPACK_IMPORTED_MODULE_0__/* .AT_START */ .Ff),
        };
    }
    try {
        const text = UTF8.decode(bytes);
        return { text };
    }
    catch {
        // Locate the bad byte in characters, as every other position is: decode what comes before
        // it (valid by construction) and count there, BOM and lone CRs handled as the parser does.
        const at = firstInvalidUtf8(bytes);
        let before = new TextDecoder('utf-8').decode(bytes.subarray(0, at));
        before = before.slice((0,_coordinates_js__WEBPACK_IMPORTED_MODULE_2__/* .bomLength */ .L1)(before));
        const span = (0,_coordinates_js__WEBPACK_IMPORTED_MODULE_2__/* .offsetSpan */ .Q_)(before.replace(/\r(?!\n)/g, '\n'), before.length, 1);
        const byte = (bytes[at] ?? 0).toString(16).padStart(2, '0');
        return { problem: (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('not-utf8', `byte 0x${byte} is not valid UTF-8; save the file as UTF-8`, span) };
    }
}
/** Offset of the first byte that starts an invalid UTF-8 sequence (as Python's decoder says). */
function firstInvalidUtf8(b) {
    let i = 0;
    while (i < b.length) {
        const c = b[i];
        if (c < 0x80) {
            i++;
            continue;
        }
        let need;
        let min;
        let max = 0xbf;
        if (c >= 0xc2 && c <= 0xdf) {
            need = 1;
            min = 0x80;
        }
        else if (c >= 0xe0 && c <= 0xef) {
            need = 2;
            min = c === 0xe0 ? 0xa0 : 0x80;
            if (c === 0xed)
                max = 0x9f; // no surrogates
        }
        else if (c >= 0xf0 && c <= 0xf4) {
            need = 3;
            min = c === 0xf0 ? 0x90 : 0x80;
            if (c === 0xf4)
                max = 0x8f;
        }
        else {
            return i;
        }
        for (let k = 1; k <= need; k++) {
            const d = b[i + k];
            if (d === undefined)
                return i;
            const lo = k === 1 ? min : 0x80;
            const hi = k === 1 ? max : 0xbf;
            if (d < lo || d > hi)
                return i;
        }
        i += need + 1;
    }
    return b.length;
}


/***/ }),

/***/ 1141:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ locate)
/* harmony export */ });
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5034);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4544);
// Where a finding goes: the value at a path, its key, or the key of the mapping that owns it.
// Ranges come from the parse (never from searching the text); a path with no node of its own
// (a missing key) falls back to its nearest ancestor that has one.


function parentPointer(pointer) {
    return pointer.slice(0, pointer.lastIndexOf('/'));
}
function locate(source, pointer, anchor) {
    let p = pointer;
    let place = source.places.get(p);
    while (!place && p !== '') {
        p = parentPointer(p);
        place = source.places.get(p);
    }
    if (!place)
        return _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .FILE_START */ .WS;
    const lc = source.lineCounter;
    if (anchor === 'owner') {
        // A missing key: point at the key of the mapping that lacks it (line 1 at the top level).
        if (p === '')
            return _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .FILE_START */ .WS;
        if (place.key)
            return (0,_source_js__WEBPACK_IMPORTED_MODULE_1__/* .spanOf */ .ee)(lc, place.key.range.content, place.key.range.end);
    }
    if (anchor === 'key' && place.key)
        return (0,_source_js__WEBPACK_IMPORTED_MODULE_1__/* .spanOf */ .ee)(lc, place.key.range.content, place.key.range.end);
    return (0,_source_js__WEBPACK_IMPORTED_MODULE_1__/* .spanOf */ .ee)(lc, place.node.range.start, place.node.range.end);
}


/***/ }),

/***/ 4643:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ problem),
/* harmony export */   Ff: () => (/* reexport safe */ _findings_js__WEBPACK_IMPORTED_MODULE_0__.WS)
/* harmony export */ });
/* unused harmony export SOURCE_CODES */
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5034);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6446);
// A problem of the source layer: a finding without file and severity (the code decides that).


/** The codes of problems after which the file was not read as data (no form was checked). */
const SOURCE_CODES = (/* unused pure expression or super */ null && ([
    'file-too-large',
    'not-utf8',
    'empty-file',
    'yaml-syntax',
    'multiple-documents',
    'duplicate-key',
    'invalid-key',
    'unsupported-tag',
    'invalid-merge',
    'too-deep',
    'too-complex',
]));
function problem(code, message, span, path = []) {
    return { code, message, location: (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPath */ .jV)(path), ...span };
}


/***/ }),

/***/ 1032:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DQ: () => (/* binding */ resolvedTag),
/* harmony export */   Dc: () => (/* binding */ Timestamp),
/* harmony export */   Dk: () => (/* binding */ TAG),
/* harmony export */   O3: () => (/* binding */ constructPlain),
/* harmony export */   bc: () => (/* binding */ SCALAR_CONSTRUCTORS),
/* harmony export */   fJ: () => (/* binding */ fail),
/* harmony export */   qO: () => (/* binding */ ConstructFailure),
/* harmony export */   s5: () => (/* binding */ nodeId),
/* harmony export */   sU: () => (/* binding */ constructScalar)
/* harmony export */ });
/* unused harmony exports pyMatch, resolveImplicit, impossibleDate */
/* harmony import */ var _marks_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(206);
// The builder's constructor: PyYAML's resolver (resolver.py) and SafeConstructor
// (constructor.py) on the composer's nodes, the fifth stage of `yaml.safe_load`. What PyYAML
// raises here (ConstructorError, and the KeyError, ValueError, IndexError and AttributeError its
// constructors let through) fails the builder as a YAML error does, so each is a refusal, at the
// node's start mark as PyYAML reports constructor errors.
//
// Python's `re.match` is the resolver's: its `$` also matches before a final "\n", so a value
// tagged `!` whose text ends in a line break (`! "yes\n"`, a `! |` block) resolves as its text
// without the break does, and the constructor then meets the break. Python's `int()` and
// `float()` are followed as far as ASCII texts go (white space around, a sign, a base prefix).

const TAG = 'tag:yaml.org,2002:';
// The tags as constants, made once: a concatenation in a `case` or a comparison is made again
// (and flattened to compare) on every scalar.
const STR = `${TAG}str`;
const BINARY = `${TAG}binary`;
const NULL = `${TAG}null`;
const BOOL = `${TAG}bool`;
const INT = `${TAG}int`;
const FLOAT = `${TAG}float`;
const TIMESTAMP = `${TAG}timestamp`;
const VALUE = `${TAG}value`;
/** A YAML 1.1 timestamp: kept apart from strings so that a string field can refuse it. */
class Timestamp {
    text;
    constructor(text) {
        this.text = text;
    }
}
/** Why PyYAML's constructor raises: its exception, in parts, and where (the node's start). */
class ConstructFailure extends Error {
    kind;
    problem;
    mark;
    tag;
    context;
    constructor(
    /** Python's exception class: ConstructorError, KeyError, ValueError, IndexError, AttributeError, RecursionError. */
    kind, problem, mark, 
    /** The resolved tag of the node that failed. */
    tag, context) {
        super(`${kind}: ${problem}`);
        this.kind = kind;
        this.problem = problem;
        this.mark = mark;
        this.tag = tag;
        this.context = context;
    }
}
// PyYAML's implicit resolvers, each with the first characters it is tried for, in its order.
const RESOLVERS = [
    ['bool', /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/, 'yYnNtTfFoO'],
    [
        'float',
        /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
        '-+0123456789.',
    ],
    [
        'int',
        /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
        '-+0123456789',
    ],
    ['merge', /^(?:<<)$/, '<'],
    ['null', /^(?:~|null|Null|NULL|)$/, '~nN'],
    [
        'timestamp',
        /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/,
        '0123456789',
    ],
    ['value', /^(?:=)$/, '='],
];
// By character code (every first character is ASCII): this runs for most keys and values the
// fast reader takes, mostly before the optimising compiler has seen it.
const BY_FIRST = byFirstCharacter();
const EMPTY_RESOLVERS = [[NULL, /^$/]];
function byFirstCharacter() {
    const table = new Array(128).fill(undefined);
    for (const [name, re, first] of RESOLVERS)
        for (const c of first)
            table[c.charCodeAt(0)] = [...(table[c.charCodeAt(0)] ?? []), [TAG + name, re]];
    return table;
}
/** Python's `re.match(pattern, text)` for a pattern ending in `$`: it also matches before a final "\n". */
function pyMatch(re, text) {
    return re.test(text) || (text.charCodeAt(text.length - 1) === 10 && re.test(text.slice(0, -1)));
}
/** The tag PyYAML's resolver gives a scalar it resolves implicitly (untagged plain, or tagged `!`). */
function resolveImplicit(value) {
    // Tried by the first character; the empty text is null's alone.
    const resolvers = value === '' ? EMPTY_RESOLVERS : BY_FIRST[value.charCodeAt(0)];
    if (resolvers)
        for (const [tag, re] of resolvers)
            if (pyMatch(re, value))
                return tag;
    return STR;
}
/** A node's tag as PyYAML's composer leaves it: explicit, or resolved. */
function resolvedTag(node) {
    if (node.tag !== undefined && node.tag !== '!')
        return node.tag;
    if (node.kind === 'scalar')
        return node.plainImplicit ? resolveImplicit(node.value) : STR;
    return TAG + node.kind;
}
function fail(kind, problem, node, tag = resolvedTag(node)) {
    throw new ConstructFailure(kind, problem, node.start, tag);
}
/** `construct_scalar`: a scalar's text; a mapping's `=` entry's (SafeConstructor's); else a ConstructorError. */
function scalarText(node, tag, seen) {
    if (node.kind === 'scalar')
        return node.value;
    if (node.kind === 'map') {
        // A mapping that holds itself under `=` recurses until Python's stack runs out.
        seen ??= new Set();
        if (seen.has(node))
            fail('RecursionError', 'maximum recursion depth exceeded', node, tag);
        seen.add(node);
        for (const [k, v] of node.pairs)
            if (resolvedTag(k) === VALUE)
                return scalarText(v, tag, seen);
    }
    return fail('ConstructorError', `expected a scalar node, but found ${nodeId(node)}`, node, tag);
}
function nodeId(node) {
    return node.kind === 'map' ? 'mapping' : node.kind === 'seq' ? 'sequence' : 'scalar';
}
// Python's str.strip() and int()/float() skip Unicode white space around a number.
const PY_SPACE = '[\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const STRIP = new RegExp(`^${PY_SPACE}+|${PY_SPACE}+$`, 'g');
/** str.strip(): the texts the resolver gives the constructor start and end in a printable ASCII character, so most need no pattern. */
function pyStrip(text) {
    const first = text.charCodeAt(0);
    const last = text.charCodeAt(text.length - 1);
    return first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f ? text : text.replace(STRIP, '');
}
const DIGITS = {
    2: /^[+-]?(?:0[bB])?[01]+$/,
    8: /^[+-]?(?:0[oO])?[0-7]+$/,
    10: /^[+-]?[0-9]+$/,
    16: /^[+-]?(?:0[xX])?[0-9a-fA-F]+$/,
};
/** Python's `int(text, base)` (underscores already gone), as a number; ValueError as it words it. */
function pyInt(text, base, node) {
    const t = pyStrip(text);
    if (!DIGITS[base].test(t))
        fail('ValueError', `invalid literal for int() with base ${base}: ${(0,_marks_js__WEBPACK_IMPORTED_MODULE_0__/* .pyRepr */ .n3)(text)}`, node);
    const negative = t.startsWith('-');
    let digits = t.replace(/^[+-]/, '');
    if (base !== 10 && /^0[bBoOxX]/.test(digits))
        digits = digits.slice(2);
    const prefix = base === 2 ? '0b' : base === 8 ? '0o' : base === 16 ? '0x' : '';
    const n = Number(BigInt(prefix + digits));
    return negative ? -n : n;
}
const FLOAT_TEXT = /^[+-]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[+-]?[0-9]+)?|inf|infinity|nan)$/;
/** Python's `float(text)` on lowered text, underscores gone; ValueError as it words it. */
function pyFloat(text, node) {
    const t = pyStrip(text);
    if (!FLOAT_TEXT.test(t))
        fail('ValueError', `could not convert string to float: ${(0,_marks_js__WEBPACK_IMPORTED_MODULE_0__/* .pyRepr */ .n3)(text)}`, node);
    const negative = t.startsWith('-');
    const body = t.replace(/^[+-]/, '');
    const v = body === 'nan' ? NaN : body.startsWith('inf') ? Infinity : Number(body);
    return negative ? -v : v;
}
const BOOL_VALUES = { yes: true, no: false, true: true, false: false, on: true, off: false };
// constructor.py's timestamp_regexp, looser than the resolver's: an explicit `!!timestamp` takes
// one-digit months, days and hours. Its groups are the parts checked for a real date.
const TIMESTAMP_PARTS = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:[Tt]|[ \t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:\.[0-9]*)?(?:[ \t]*(?:Z|([-+])([0-9]{1,2})(?::([0-9]{2}))?))?)?$/;
/** Why `datetime` refuses a timestamp's parts, in words; undefined when it takes them. */
function impossibleDate(text) {
    const m = TIMESTAMP_PARTS.exec(text) ?? (text.endsWith('\n') ? TIMESTAMP_PARTS.exec(text.slice(0, -1)) : null);
    if (!m)
        return undefined;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (year < 1)
        return `year ${m[1]} is before year 1`;
    if (month < 1 || month > 12)
        return `month ${m[2]} is not 1 to 12`;
    const days = new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !leap(year) ? 1 : 0);
    if (day < 1 || day > days)
        return `day ${m[3]} does not exist in month ${m[2]}`;
    if (m[4] === undefined)
        return undefined;
    if (Number(m[4]) > 23)
        return `hour ${m[4]} is not 0 to 23`;
    if (Number(m[5]) > 59)
        return `minute ${m[5]} is not 0 to 59`;
    if (Number(m[6]) > 59)
        return `second ${m[6]} is not 0 to 59`;
    if (m[7] !== undefined && Number(m[8]) * 60 + Number(m[9] ?? 0) >= 24 * 60)
        return `the time zone offset ${m[7]}${m[8]}${m[9] ? `:${m[9]}` : ''} is not under 24 hours`;
    return undefined;
}
function leap(year) {
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
function sexagesimal(parts) {
    let value = 0;
    let base = 1;
    for (const digit of parts.reverse()) {
        value += digit * base;
        base *= 60;
    }
    return value;
}
/**
 * A scalar node (or a mapping read as one through `=`) constructed as PyYAML's SafeConstructor
 * does under `tag`: its value, or the ConstructFailure PyYAML's exception becomes. `!!binary`
 * gives its text (the checker holds no bytes; it refuses the tag).
 */
function constructScalar(node, tag = resolvedTag(node)) {
    switch (tag) {
        case STR:
        case BINARY:
            return scalarText(node, tag);
        case NULL:
            scalarText(node, tag);
            return null;
        case BOOL: {
            const v = scalarText(node, tag);
            const b = BOOL_VALUES[v.toLowerCase()];
            if (b === undefined)
                fail('KeyError', (0,_marks_js__WEBPACK_IMPORTED_MODULE_0__/* .pyRepr */ .n3)(v.toLowerCase()), node, tag);
            return b;
        }
        case INT: {
            let v = scalarText(node, tag).replace(/_/g, '');
            if (v === '')
                fail('IndexError', 'string index out of range', node, tag);
            const sign = v[0] === '-' ? -1 : 1;
            if (v[0] === '-' || v[0] === '+')
                v = v.slice(1);
            if (v === '0')
                return 0;
            if (v.startsWith('0b'))
                return sign * pyInt(v.slice(2), 2, node);
            if (v.startsWith('0x'))
                return sign * pyInt(v.slice(2), 16, node);
            if (v === '')
                fail('IndexError', 'string index out of range', node, tag);
            if (v[0] === '0')
                return sign * pyInt(v, 8, node);
            if (v.includes(':'))
                return sign * sexagesimal(v.split(':').map((p) => pyInt(p, 10, node)));
            return sign * pyInt(v, 10, node) || 0;
        }
        case FLOAT: {
            let v = scalarText(node, tag).replace(/_/g, '').toLowerCase();
            if (v === '')
                fail('IndexError', 'string index out of range', node, tag);
            const sign = v[0] === '-' ? -1 : 1;
            if (v[0] === '-' || v[0] === '+')
                v = v.slice(1);
            if (v === '.inf')
                return sign * Infinity;
            if (v === '.nan')
                return NaN;
            if (v.includes(':'))
                return sign * sexagesimal(v.split(':').map((p) => pyFloat(p, node)));
            return sign * pyFloat(v, node);
        }
        case TIMESTAMP: {
            // The constructor matches the node's own text (a mapping's is not one: Python's TypeError).
            if (node.kind !== 'scalar') {
                scalarText(node, tag);
                fail('TypeError', 'expected string or bytes-like object', node, tag);
            }
            const v = node.value;
            if (!pyMatch(TIMESTAMP_PARTS, v))
                fail('AttributeError', "'NoneType' object has no attribute 'groupdict'", node, tag);
            const why = impossibleDate(v);
            if (why)
                fail('ValueError', why, node, tag);
            return new Timestamp(v);
        }
        default:
            return fail('ConstructorError', `could not determine a constructor for the tag ${(0,_marks_js__WEBPACK_IMPORTED_MODULE_0__/* .pyRepr */ .n3)(tag)}`, node, tag);
    }
}
/** Scalar tags with a constructor in SafeConstructor. */
const SCALAR_CONSTRUCTORS = new Set(['str', 'binary', 'null', 'bool', 'int', 'float', 'timestamp'].map((t) => TAG + t));
const NOWHERE = { offset: 0, line: 0, column: 0 };
/** PyYAML's implicit reading of an untagged plain scalar (the fast reader's and the fixes' question). */
function constructPlain(value) {
    const tag = resolveImplicit(value);
    // Most plain scalars are strings: no node to make for them.
    if (tag === STR)
        return value;
    if (!SCALAR_CONSTRUCTORS.has(tag))
        return { unsupported: tag };
    const node = {
        kind: 'scalar',
        tag: undefined,
        anchor: undefined,
        start: NOWHERE,
        content: NOWHERE,
        end: NOWHERE,
        value,
        style: 'plain',
        plainImplicit: true,
    };
    return constructScalar(node, tag);
}


/***/ }),

/***/ 206:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GC: () => (/* binding */ GrammarError),
/* harmony export */   K9: () => (/* binding */ BREAK_OR_END),
/* harmony export */   XP: () => (/* binding */ isBlankOrEnd),
/* harmony export */   dP: () => (/* binding */ spaceOrBreak),
/* harmony export */   kn: () => (/* binding */ isBreak),
/* harmony export */   n3: () => (/* binding */ pyRepr),
/* harmony export */   qv: () => (/* binding */ isHex),
/* harmony export */   wm: () => (/* binding */ isBreakOrEnd),
/* harmony export */   x8: () => (/* binding */ isWordChar)
/* harmony export */ });
/* unused harmony exports BREAKS, BLANK_OR_END */
// Where the builder's reader is in the text, counted its way. PyYAML's marks are 0-based lines
// and columns over code points, with its own line breaks (LF, CR, CRLF, NEL, LS, PS) and a BOM
// that takes no column; our findings count UTF-16 offsets and `\n` lines (coordinates.ts). Each
// mark keeps both: the offset, which our coordinates turn into a finding's place, and PyYAML's
// line and column, which tests hold to the real PyYAML.
/** What the builder's reader says when it refuses a text: PyYAML's MarkedYAMLError, in parts. */
class GrammarError extends Error {
    context;
    contextMark;
    problem;
    problemMark;
    stage;
    constructor(context, contextMark, problem, problemMark, 
    /** Which of PyYAML's stages refused (its error class: ScannerError, ParserError, ComposerError). */
    stage) {
        super(context ? `${context}: ${problem}` : problem);
        this.context = context;
        this.contextMark = contextMark;
        this.problem = problem;
        this.problemMark = problemMark;
        this.stage = stage;
    }
}
/** Characters that end a line for YAML 1.1 (CRLF is one break, read as two characters). */
const BREAKS = '\r\n\x85\u2028\u2029';
/** A break, or the end of the text (PyYAML's NUL sentinel, here the empty string). */
const BREAK_OR_END = BREAKS + '\0';
/** White space or the end: what must follow an indicator for it to be one. */
const BLANK_OR_END = ' \t' + BREAK_OR_END;
function isBreak(ch) {
    return ch !== '' && BREAKS.includes(ch);
}
/** Blank, a break, or the end of the text. */
function isBlankOrEnd(ch) {
    return ch === '' || BLANK_OR_END.includes(ch);
}
function isBreakOrEnd(ch) {
    return ch === '' || BREAKS.includes(ch);
}
/** A space, a break or the end: what ends a tag, a directive's parts or a block scalar's header (not a tab). */
function spaceOrBreak(ch) {
    return ch === ' ' || isBreakOrEnd(ch);
}
function isWordChar(ch) {
    return /^[0-9A-Za-z_-]$/.test(ch);
}
function isHex(ch) {
    return /^[0-9A-Fa-f]$/.test(ch);
}
const NOT_PRINTABLE_FOR_REPR = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
/**
 * A character or token name as Python's repr() shows it in PyYAML's messages (`'x'`, `'\t'`,
 * `"'"`), so that our text of the builder's message is the one the build prints. The end of the
 * text is PyYAML's NUL sentinel.
 */
function pyRepr(s) {
    const text = s === '' ? '\0' : s;
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (ch === quote || ch === '\\')
            out += '\\' + ch;
        else if (ch === '\t')
            out += '\\t';
        else if (ch === '\n')
            out += '\\n';
        else if (ch === '\r')
            out += '\\r';
        else if (ch !== ' ' && NOT_PRINTABLE_FOR_REPR.test(ch)) {
            if (cp < 0x100)
                out += '\\x' + cp.toString(16).padStart(2, '0');
            else if (cp < 0x10000)
                out += '\\u' + cp.toString(16).padStart(4, '0');
            else
                out += '\\U' + cp.toString(16).padStart(8, '0');
        }
        else
            out += ch;
    }
    return quote + out + quote;
}


/***/ }),

/***/ 1942:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ tooDeep),
/* harmony export */   Ex: () => (/* binding */ MAX_VALUES),
/* harmony export */   Pw: () => (/* binding */ invalidKey),
/* harmony export */   U0: () => (/* binding */ tagDoesNotFit),
/* harmony export */   Ve: () => (/* binding */ duplicateKey),
/* harmony export */   dp: () => (/* binding */ mergeNotAMapping),
/* harmony export */   ew: () => (/* binding */ badTag),
/* harmony export */   hE: () => (/* binding */ mergeOfItself),
/* harmony export */   lr: () => (/* binding */ MAX_DEPTH),
/* harmony export */   p7: () => (/* binding */ tooComplex),
/* harmony export */   w5: () => (/* binding */ specialPlain)
/* harmony export */ });
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4643);
/* harmony import */ var _pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1032);
// The checker's own refusals: what it holds stricter than the builder's reader, which reads
// these files and would take them (docs/yaml-and-pyyaml.md, "stricter on purpose"). Duplicate
// keys (PyYAML lets the last win), tags other than the standard scalar ones and `!!seq`/`!!map`,
// keys that are not scalars, merges of what is not a mapping, and the depth and value budgets.
// Each is a problem made here alone, as the walk (py-loader.ts) meets it; what the builder
// itself refuses is the builder's pipeline's (pyyaml/, builder-says.ts, full-read.ts, which
// also refuses a line break of YAML 1.1 alone outside a quoted value: `yaml-syntax` is its code).


const MAX_DEPTH = 64;
const MAX_VALUES = 100_000;
const short = (tag) => (tag.startsWith(_pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_1__/* .TAG */ .Dk) ? `!!${tag.slice(_pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_1__/* .TAG */ .Dk.length)}` : tag);
function duplicateKey(key, firstLine, span, path) {
    return (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('duplicate-key', `duplicate key \`${key}\` (first defined on line ${firstLine}); remove one of them`, span, [...path, key]);
}
function invalidKey(span, path) {
    return (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('invalid-key', 'mapping keys must be plain scalars, not lists or mappings', span, path);
}
/** A tag outside the allow-list. */
function badTag(tag, span, path) {
    return (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('unsupported-tag', `the YAML tag \`${short(tag)}\` is not allowed; a component configuration holds only plain strings, numbers, booleans, null, lists and mappings`, span, path);
}
/** A plain `<<` or `=` as a value: YAML 1.1's merge and value tags, which nothing here holds. */
function specialPlain(raw, tag, span, path) {
    return (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('unsupported-tag', `YAML 1.1 gives a plain \`${raw}\` the special tag \`${short(tag)}\`, which a component configuration cannot hold; quote it to keep it as text: "${raw}"`, span, path);
}
/** An explicit scalar tag its text does not fit (the builder's constructor fails on it too). */
function tagDoesNotFit(raw, tag, key, span, path) {
    return (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('unsupported-tag', key
        ? `the key \`${raw}\` cannot be read as ${short(tag)}; remove the tag`
        : `\`${raw}\` cannot be read as ${short(tag)}; remove the tag or fix the value`, span, path);
}
function mergeNotAMapping(span, path) {
    return (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('invalid-merge', 'a merge key `<<` must refer to a mapping or a list of mappings', span, path);
}
function mergeOfItself(span, path) {
    return (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('invalid-merge', 'a merge key `<<` refers to the mapping that holds it; merge another mapping', span, path);
}
/** Nesting past MAX_DEPTH; `how` says through what, when not plain nesting. */
function tooDeep(span, how = '') {
    return (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('too-deep', `the document nests deeper than ${MAX_DEPTH} levels${how}`, span);
}
function tooComplex(span) {
    return (0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problem */ .CC)('too-complex', `the document expands to more than ${MAX_VALUES.toLocaleString('en-US')} values (anchors and aliases multiply it); write the data out plainly`, span);
}


/***/ }),

/***/ 670:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* reexport safe */ _pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_0__.Dc),
/* harmony export */   Dk: () => (/* reexport safe */ _pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_0__.Dk),
/* harmony export */   PE: () => (/* binding */ SCALAR_TAGS),
/* harmony export */   Rg: () => (/* binding */ resolvePlain),
/* harmony export */   WR: () => (/* binding */ TAG_READS_AS),
/* harmony export */   zH: () => (/* binding */ FLOAT)
/* harmony export */ });
/* harmony import */ var _pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1032);
// How PyYAML's safe loader (YAML 1.1) reads an untagged plain scalar, for the fast reader and
// the fixes: the builder that reads these files uses it, so `yes` is a boolean, `08` a string,
// `1e5` a string and `1.0e+5` a number here too. The resolver and the constructor themselves
// are the builder's (pyyaml/constructor.ts); this is their answer for one text, with a quick way
// out for the texts that can only be strings.


/** What an explicitly tagged value reads as, for a message that says so. */
const TAG_READS_AS = {
    [`${_pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_0__/* .TAG */ .Dk}int`]: 'an integer',
    [`${_pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_0__/* .TAG */ .Dk}float`]: 'a number',
    [`${_pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_0__/* .TAG */ .Dk}bool`]: 'a boolean',
    [`${_pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_0__/* .TAG */ .Dk}null`]: 'null',
    [`${_pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_0__/* .TAG */ .Dk}timestamp`]: 'a date',
};
/** The scalar tags a component configuration may hold (the rest are refused: refusals.ts). */
const SCALAR_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'timestamp'].map((t) => _pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_0__/* .TAG */ .Dk + t));
// The float resolver's pattern, for a message that tells a number from an integer.
const FLOAT = /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
// Letters that start none of the resolvers' forms (booleans and nulls start with one of
// y n t f o, in either case; numbers and dates with a digit, a sign or a dot): a plain scalar
// starting with any other letter is a string, whatever follows. Most keys and values do.
// A table by character code rather than a pattern: this runs for nearly every key and value,
// mostly before the optimising compiler has seen it.
const ALWAYS_STRING_START = asciiTable('abcdeghijklmpqrsuvwxzABCDEGHIJKLMPQRSUVWXZ');
function asciiTable(chars) {
    const table = new Uint8Array(128);
    for (const c of chars)
        table[c.charCodeAt(0)] = 1;
    return table;
}
/**
 * How PyYAML's safe loader reads a plain scalar: its value; or, for a text resolved to a tag
 * nothing here can hold (`=`, `<<`) or one the builder's constructor fails on (`2024-02-30`,
 * `0x_`), that tag, with PyYAML's exception in the second case.
 */
function resolvePlain(v) {
    if (ALWAYS_STRING_START[v.charCodeAt(0)] === 1)
        return v;
    try {
        return (0,_pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_0__/* .constructPlain */ .O3)(v);
    }
    catch (e) {
        if (e instanceof _pyyaml_constructor_js__WEBPACK_IMPORTED_MODULE_0__/* .ConstructFailure */ .qO)
            return { unsupported: e.tag, failure: e };
        throw e;
    }
}


/***/ }),

/***/ 4544:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  zH: () => (/* reexport */ scalars/* FLOAT */.zH),
  gZ: () => (/* reexport */ decode/* MAX_FILE_BYTES */.gZ),
  Dc: () => (/* reexport */ scalars/* Timestamp */.Dc),
  D4: () => (/* reexport */ decode/* decode */.D4),
  o$: () => (/* binding */ readSource),
  ee: () => (/* reexport */ coordinates/* spanOf */.ee)
});

// UNUSED EXPORTS: MAX_DEPTH, MAX_VALUES, offsetSpan

// EXTERNAL MODULE: ./lib/config/read/decode.js
var decode = __nccwpck_require__(9597);
// EXTERNAL MODULE: ./lib/config/paths.js
var paths = __nccwpck_require__(6446);
// EXTERNAL MODULE: ./lib/config/read/scalars.js
var scalars = __nccwpck_require__(670);
// EXTERNAL MODULE: ./lib/config/read/coordinates.js
var coordinates = __nccwpck_require__(3044);
;// CONCATENATED MODULE: ./lib/config/read/plain-reader.js
// A fast reader for the plain subset of YAML that most configs are written in: block mappings
// and lists by indentation, plain and simply quoted scalars, one-line flow lists and mappings,
// literal and folded block scalars. It yields the same data as source.ts's full read (the
// builder's pipeline, full-read.ts), scalars resolved by the builder's resolver and constructor
// (resolvePlain), but builds no document, no nodes and no places: for a file with no findings
// nothing more is ever needed. When a finding or a fix asks for places, the text is read again,
// recording the node of every value with the full read's Range (readPlainPlaces). On anything outside the subset, or
// anything the full read would report (a duplicate key, a key that is not a string, a tag, an
// anchor, tabs, a multi-line plain scalar...), it gives up (returns undefined) and the full
// read decides. A test checks it against the full read, data and places, over the fixture
// corpus and thousands of mutants.
//
// The subset it takes, as a grammar: one production a line, n a column and m one deeper (m > n),
// after `--` what else a production requires. Anything else gives up.
//
//   text        := line*                        -- LF or CRLF ends; no tab, BOM, lone CR, NEL, LS, PS, non-printable
//   document    := blank* ["---" EOL] map(n) blank*  -- no later line starts with %, --- or ...
//   blank       := " "* ["#" any*] EOL
//   map(n)      := entry(n)+                    -- each key once; ends at a line less indented than n
//   entry(n)    := " "{n} key ":" " "+ inline(n)
//   entry(n)    := " "{n} key ":" [" "+ comment] EOL nested(n)
//   key         := (any but # ' " ` , [ ] { } & * ! | > % @ \ ?)+  -- not first - or :, not last " ", <= 1,000, read as itself
//   nested(n)   := map(m) | seq(m) | seq(n) | ""  -- "" reads as null
//   seq(n)      := item(n)+                     -- ends at a line less indented, or one at n that is no item
//   item(n)     := " "{n} "-" " "+ (seq(m) | map(m) | inline(n))  -- seq(m), map(m) begun on the dash's line
//   item(n)     := " "{n} "-" [" "+ comment] EOL  -- null, and nothing under it
//   inline(n)   := (block(n) | quoted | flow | plain) [" "+ comment] EOL  -- no line after it deeper than n
//   block(n)    := ("|" | ">") ["-"] [" "+ comment] EOL (" "{m} any+ EOL | blank)+  -- first not blank; ends with EOL
//   block(n)    := -- and under ">", no line deeper than the first
//   quoted      := '"' (any but " \)* '"' | "'" (any but ' | "''")* "'"  -- on one line
//   plain       := plain-start (any but ": " " #")*  -- not last ":"; its value one the full read holds
//   plain-start := any but & * ! % @ ` | > ' " # , [ ] { } ? : , and not "-" alone or before " "
//   flow        := "[" " "* [flow-value (" "* "," " "* flow-value)*] " "* "]"
//   flow        := "{" " "* [key ": " " "* flow-value (" "* "," " "* key ": " " "* flow-value)*] " "* "}"
//   flow-value  := flow | quoted | plain-start (any but , ] } [ { : # " ' ?)*  -- trailing spaces dropped
//   limits      := nesting <= GIVE_UP_DEPTH, values <= GIVE_UP_VALUES  -- below the full read's own




/** Gives up: the full read will decide. */
class Outside extends Error {
}
const OUT = new Outside();
// Where this reader gives up, below what the full read refuses (MAX_DEPTH, MAX_VALUES): those
// refusals are its to report.
const GIVE_UP_DEPTH = 32;
const GIVE_UP_VALUES = 10_000;
// PyYAML refuses a simple key over 1,024 characters.
const MAX_KEY = 1000;
// A scan along a line stops at its end rather than reading past it: code the optimising compiler
// made for in-bounds reads is thrown away (and made again) at the first read past a string's end.
const SPACE = 0x20;
const NOT_SPACE = /[^ ]/;
const DOUBLE_QUOTE = 0x22;
const HASH = 0x23;
const SINGLE_QUOTE = 0x27;
const COMMA = 0x2c;
const DASH = 0x2d;
const COLON = 0x3a;
const GREATER = 0x3e; // a folded block scalar
const QUESTION = 0x3f;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const PIPE = 0x7c; // a literal block scalar
const CLOSE_BRACE = 0x7d;
/** The data of a document in the subset (always a mapping), or undefined: read it in full. */
// Printable ASCII and line breaks: most files are nothing else, and this pattern, without the
// Unicode flag, scans them faster than NON_PRINTABLE does.
const NOT_PRINTABLE_ASCII = /[^\n\r\x20-\x7E]/;
/** A carriage return that is not part of a CRLF line end. */
const LONE_CR = /\r(?!\n)/;
/** Line breaks in YAML 1.1 (the builder's PyYAML) that editors show as text: the full read refuses them. */
const YAML11_BREAK = /[\u0085\u2028\u2029]/;
function readPlain(text) {
    if (text.includes('\t') || text.includes('\uFEFF'))
        return undefined;
    // CRLF line ends (a checkout on Windows) are read; a lone carriage return is the full read's.
    if (text.includes('\r') && LONE_CR.test(text))
        return undefined;
    if (NOT_PRINTABLE_ASCII.test(text) && (decode/* NON_PRINTABLE */.uG.test(text) || YAML11_BREAK.test(text)))
        return undefined;
    try {
        return new Reader(text).document();
    }
    catch (e) {
        if (e === OUT)
            return undefined;
        throw e;
    }
}
/** The places of a text readPlain took (see Range: the same as the full read's), and its line starts. */
function readPlainPlaces(text) {
    const lines = new coordinates/* LineStarts */.CZ(text);
    const recorder = new Recorder(text, lines.starts);
    try {
        new Reader(text, recorder).document();
    }
    catch (e) {
        if (e === OUT)
            throw new Error('the fast reader gave up on a text it had taken');
        throw e;
    }
    return { places: recorder.places, lines };
}
/**
 * A mapping or list, from where it starts: a flow one to after its closing bracket, a block one
 * to its last child's end (Range), worked out when asked.
 */
class Collection {
    flow;
    start;
    extent;
    constructor(flow, start) {
        this.flow = flow;
        this.start = start;
    }
    /** A flow collection's end, after its closing bracket. */
    close(end) {
        this.extent = { start: this.start, content: this.start, end };
    }
    get range() {
        if (!this.extent) {
            const end = this.last()?.range.end ?? this.start;
            this.extent = { start: this.start, content: this.start, end: Math.max(this.start, end) };
        }
        return this.extent;
    }
}
class MapCollection extends Collection {
    kind = 'map';
    items = [];
    last() {
        return this.items.at(-1)?.value;
    }
}
class SeqCollection extends Collection {
    kind = 'seq';
    items = [];
    last() {
        return this.items.at(-1);
    }
}
/** The places a reading records, in offsets (Range). */
class Recorder {
    text;
    starts;
    places = new Map();
    constructor(text, starts) {
        this.text = text;
        this.starts = starts;
    }
    offset(line, column) {
        return this.starts[line] + column;
    }
    scalar(at, style, value, start, end) {
        // A block scalar's text ends before the line breaks after it.
        const range = { start, content: start, end: (0,coordinates/* textEnd */.fs)(this.text, start, end) };
        const node = { kind: 'scalar', style, value, range };
        this.record(at, node, { text: value, quoted: style !== 'PLAIN' });
    }
    /** A scalar at `column` of `line`, `length` long. */
    lineScalar(at, style, value, line, column, length) {
        const start = this.offset(line, column);
        this.scalar(at, style, value, start, start + length);
    }
    /** A mapping starting at `start` (its first key, or its brace). */
    map(at, flow, start) {
        const node = new MapCollection(flow, start);
        this.record(at, node, { quoted: false });
        return node;
    }
    /** A list starting at `start` (its first dash, or its bracket). */
    seq(at, flow, start) {
        const node = new SeqCollection(flow, start);
        this.record(at, node, { quoted: false });
        return node;
    }
    keyOf(at, into, key, start) {
        return {
            pointer: (0,paths/* pointerChild */.QX)(at.pointer, key),
            path: [...at.path, key],
            key: { kind: 'scalar', style: 'PLAIN', value: key, range: { start, content: start, end: start + key.length } },
            into,
        };
    }
    itemOf(at, into, index) {
        return { pointer: (0,paths/* pointerChild */.QX)(at.pointer, String(index)), path: [...at.path, index], into };
    }
    record(at, node, how) {
        const place = { path: at.path, node, ...how };
        if (at.key)
            place.key = at.key;
        this.places.set(at.pointer, place);
        const into = at.into;
        if (into?.kind === 'map')
            into.items.push({ key: at.key ?? null, value: node });
        else
            into?.items.push(node);
    }
}
class Reader {
    rec;
    lines;
    /** Leading spaces of each line; -1 for a line that is blank or only a comment. */
    indents;
    values = 0;
    constructor(text, rec) {
        this.rec = rec;
        this.lines = text.split('\n');
        // A CRLF line end's carriage return is the line break's, not the line's: a line's columns,
        // and so every offset from the line starts, are the same as with LF alone.
        if (text.includes('\r')) {
            const lines = this.lines;
            for (let k = 0; k < lines.length; k++)
                if (lines[k].endsWith('\r'))
                    lines[k] = lines[k].slice(0, -1);
        }
        // Native searches rather than loops over characters, here and below: most files are read
        // once per thread, before the optimising compiler has seen these functions. Filled by push,
        // not made by map(): an array map() makes is of another kind once its caller is optimised,
        // and every optimised reader function that reads it would then be thrown away.
        const indents = [];
        for (const line of this.lines) {
            const i = line.search(NOT_SPACE);
            indents.push(i < 0 || line.charCodeAt(i) === HASH ? -1 : i);
        }
        this.indents = indents;
    }
    document() {
        let first = this.next(0);
        if (first < 0)
            throw OUT;
        if (this.lines[first] === '---')
            first = this.next(first + 1);
        if (first < 0)
            throw OUT;
        for (let i = first; i < this.lines.length; i++) {
            const line = this.lines[i];
            // Directives, document markers: a second document, or one the full read explains.
            if (line.startsWith('%') || line.startsWith('---') || line.startsWith('...'))
                throw OUT;
        }
        const col = this.indents[first];
        if (this.isItem(first, col))
            throw OUT;
        const [data, after] = this.mapping(first, col, 0, this.rec && { pointer: '', path: [] });
        if (after >= 0)
            throw OUT;
        return data;
    }
    /** The first line at or after `i` that is not blank or a comment; -1 at the end. */
    next(i) {
        while (i < this.lines.length && this.indents[i] < 0)
            i++;
        return i < this.lines.length ? i : -1;
    }
    isItem(line, col) {
        const s = this.lines[line];
        return s.charCodeAt(col) === DASH && (col + 1 === s.length || s.charCodeAt(col + 1) === SPACE);
    }
    count(depth) {
        if (++this.values > GIVE_UP_VALUES || depth > GIVE_UP_DEPTH)
            throw OUT;
    }
    /**
     * A block mapping whose keys stand at column `col`, the first on line `line` (perhaps after
     * a `- `). Returns it and the next significant line after it (-1: the end).
     */
    mapping(line, col, depth, at) {
        this.count(depth);
        const out = Object.create(null);
        const node = at && this.rec.map(at, false, this.rec.offset(line, col));
        let row = line;
        for (;;) {
            const s = this.lines[row];
            const colon = keyEnd(s, col);
            const key = s.slice(col, colon);
            checkKey(key);
            if (key in out)
                throw OUT;
            let rest = colon + 1;
            while (rest < s.length && s.charCodeAt(rest) === SPACE)
                rest++;
            const child = node && this.rec.keyOf(at, node, key, this.rec.offset(row, col));
            let value;
            let after;
            if (rest === s.length || s.charCodeAt(rest) === HASH) {
                [value, after] = this.nested(row, col, depth + 1, true, rest, child);
            }
            else {
                [value, after] = this.inline(row, rest, col, depth + 1, child);
            }
            out[key] = value;
            if (after < 0)
                return [out, -1];
            const ind = this.indents[after];
            if (ind < col)
                return [out, after];
            if (ind > col || this.isItem(after, col))
                throw OUT;
            row = after;
        }
    }
    /** A block list whose dashes stand at column `col`, the first on line `line`. */
    list(line, col, depth, at) {
        this.count(depth);
        const out = [];
        const node = at && this.rec.seq(at, false, this.rec.offset(line, col));
        let row = line;
        for (;;) {
            const s = this.lines[row];
            let c = col + 1;
            while (c < s.length && s.charCodeAt(c) === SPACE)
                c++;
            const item = at && this.rec.itemOf(at, node, out.length);
            let value;
            let after;
            if (c === s.length || s.charCodeAt(c) === HASH) {
                [value, after] = this.nested(row, col, depth + 1, false, c, item);
            }
            else if (this.isItem(row, c)) {
                [value, after] = this.list(row, c, depth + 1, item);
            }
            else if (startsMapping(s, c)) {
                [value, after] = this.mapping(row, c, depth + 1, item);
            }
            else {
                [value, after] = this.inline(row, c, col, depth + 1, item);
            }
            out.push(value);
            if (after < 0)
                return [out, -1];
            const ind = this.indents[after];
            if (ind < col || (ind === col && !this.isItem(after, col)))
                return [out, after];
            if (ind > col)
                throw OUT;
            row = after;
        }
    }
    /**
     * What follows `key:` or `-` with nothing after it on the line: a block collection on the
     * lines below, or null (an empty scalar at column `empty`, after the spaces that follow the
     * indicator). A list may stand at the key's own column.
     */
    nested(line, col, depth, inMapping, empty, at) {
        const after = this.next(line + 1);
        if (after >= 0) {
            const ind = this.indents[after];
            if (ind > col) {
                if (!inMapping)
                    throw OUT;
                if (this.isItem(after, ind))
                    return this.list(after, ind, depth, at);
                return this.mapping(after, ind, depth, at);
            }
            if (inMapping && ind === col && this.isItem(after, col))
                return this.list(after, col, depth, at);
        }
        if (at)
            this.rec.lineScalar(at, 'PLAIN', '', line, empty, 0);
        return [plainValue(''), after];
    }
    /** A value that starts on its key's or dash's line at `at`; `parent` is that key's or dash's column. */
    inline(line, start, parent, depth, at) {
        const s = this.lines[line];
        const c = s.charCodeAt(start);
        if (c === PIPE || c === GREATER)
            return this.block(line, start, parent, at);
        this.count(depth);
        let value;
        let end;
        if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
            [value, end] = quoted(s, start);
            if (at)
                this.rec.lineScalar(at, quoteStyle(c), value, line, start, end - start);
        }
        else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
            const flow = new Flow(s, start, depth, (d) => this.count(d), this.rec && { rec: this.rec, line });
            value = flow.value(depth, at);
            end = flow.at;
        }
        else {
            const [raw, stop] = plain(s, start);
            value = plainValue(raw);
            end = stop;
            if (at)
                this.rec.lineScalar(at, 'PLAIN', raw, line, start, stop - start);
        }
        if (!restIsComment(s, end))
            throw OUT;
        const after = this.next(line + 1);
        // A deeper line would continue a plain scalar over lines, or be an error.
        if (after >= 0 && this.indents[after] > parent)
            throw OUT;
        return [value, after];
    }
    /** A literal (`|`) or folded (`>`) block scalar, with clip or strip chomping. */
    block(line, at, parent, place) {
        const s = this.lines[line];
        const folded = s.charCodeAt(at) === GREATER;
        let i = at + 1;
        const strip = i < s.length && s.charCodeAt(i) === DASH;
        if (strip)
            i++;
        if (!restIsComment(s, i))
            throw OUT;
        // The content: from the line after the header (its indentation is the block's) to the
        // last line as deep; blank lines within are the content's own.
        let first = line + 1;
        while (first < this.lines.length && isBlank(this.lines[first]))
            first++;
        if (first >= this.lines.length)
            throw OUT;
        // Blank lines before the content are kept as line breaks, with rules of their own: not here.
        if (first > line + 1)
            throw OUT;
        const n = leading(this.lines[first]);
        if (n <= parent)
            throw OUT;
        const content = [];
        let j = first;
        let lastText = first;
        for (; j < this.lines.length; j++) {
            const t = this.lines[j];
            if (isBlank(t)) {
                if (t.length > n)
                    throw OUT;
                content.push('');
                continue;
            }
            if (leading(t) < n)
                break;
            const piece = t.slice(n);
            if (folded && piece.charCodeAt(0) === SPACE)
                throw OUT;
            content.push(piece);
            lastText = j;
        }
        // The text must end with a line break after the block's last line.
        if (lastText === this.lines.length - 1)
            throw OUT;
        content.length = lastText - first + 1;
        let value;
        if (folded) {
            value = content[0];
            let empty = 0;
            for (let k = 1; k < content.length; k++) {
                const piece = content[k];
                if (piece === '') {
                    empty++;
                    continue;
                }
                value += (empty === 0 ? ' ' : '\n'.repeat(empty)) + piece;
                empty = 0;
            }
        }
        else {
            value = content.join('\n');
        }
        if (!strip)
            value += '\n';
        this.values++;
        // From the indicator to where the last line's text ends (the recorder trims the break).
        if (place) {
            const style = folded ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
            this.rec.scalar(place, style, value, this.rec.offset(line, at), this.rec.offset(lastText + 1, 0));
        }
        return [value, this.next(lastText + 1)];
    }
}
/** One-line flow collections of scalars and of each other: `[a, "b"]`, `{k: v}`. */
class Flow {
    s;
    at;
    depth;
    count;
    rec;
    constructor(s, at, depth, count, 
    /** Recording places: the recorder and the line this collection is on. */
    rec) {
        this.s = s;
        this.at = at;
        this.depth = depth;
        this.count = count;
        this.rec = rec;
    }
    value(depth = this.depth, place) {
        const c = this.s.charCodeAt(this.at);
        if (c === OPEN_BRACKET || c === OPEN_BRACE) {
            const start = place && this.rec.rec.offset(this.rec.line, this.at);
            let node;
            let value;
            if (c === OPEN_BRACKET) {
                const seq = place && this.rec.rec.seq(place, true, start);
                node = seq;
                value = this.seq(depth, place, seq);
            }
            else {
                const map = place && this.rec.rec.map(place, true, start);
                node = map;
                value = this.map(depth, place, map);
            }
            node?.close(this.rec.rec.offset(this.rec.line, this.at));
            return value;
        }
        if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
            this.count(depth);
            const start = this.at;
            const [v, end] = quoted(this.s, start);
            this.at = end;
            if (place)
                this.rec.rec.lineScalar(place, quoteStyle(c), v, this.rec.line, start, end - start);
            return v;
        }
        this.count(depth);
        const start = this.at;
        let i = start;
        for (; i < this.s.length; i++) {
            const ch = this.s.charCodeAt(i);
            if (ch === COMMA || ch === CLOSE_BRACKET || ch === CLOSE_BRACE)
                break;
            // `?` is an indicator anywhere in a flow collection for PyYAML, the builder's reader.
            if (ch === OPEN_BRACKET ||
                ch === OPEN_BRACE ||
                ch === COLON ||
                ch === HASH ||
                ch === DOUBLE_QUOTE ||
                ch === SINGLE_QUOTE ||
                ch === QUESTION)
                throw OUT;
        }
        // YAML's white space is spaces and tabs only (not trimEnd's Unicode spaces), and tabs are not read here.
        const raw = trimSpaces(this.s.slice(start, i));
        if (raw === '' || !plainStart(raw))
            throw OUT;
        this.at = i;
        const v = plainValue(raw);
        if (place)
            this.rec.rec.lineScalar(place, 'PLAIN', raw, this.rec.line, start, raw.length);
        return v;
    }
    spaces() {
        while (this.at < this.s.length && this.s.charCodeAt(this.at) === SPACE)
            this.at++;
    }
    seq(depth, place, node) {
        this.count(depth);
        const out = [];
        this.at++;
        this.spaces();
        if (this.s.charCodeAt(this.at) === CLOSE_BRACKET) {
            this.at++;
            return out;
        }
        for (;;) {
            out.push(this.value(depth + 1, place && this.rec.rec.itemOf(place, node, out.length)));
            this.spaces();
            const c = this.s.charCodeAt(this.at++);
            if (c === CLOSE_BRACKET)
                return out;
            if (c !== COMMA)
                throw OUT;
            this.spaces();
        }
    }
    map(depth, place, node) {
        this.count(depth);
        const out = Object.create(null);
        this.at++;
        this.spaces();
        if (this.s.charCodeAt(this.at) === CLOSE_BRACE) {
            this.at++;
            return out;
        }
        for (;;) {
            const colon = this.s.indexOf(': ', this.at);
            if (colon < 0)
                throw OUT;
            const key = this.s.slice(this.at, colon);
            if (/[,[\]{}]/.test(key))
                throw OUT;
            checkKey(key);
            if (key in out)
                throw OUT;
            const child = node && this.rec.rec.keyOf(place, node, key, this.rec.rec.offset(this.rec.line, this.at));
            this.at = colon + 2;
            this.spaces();
            out[key] = this.value(depth + 1, child);
            this.spaces();
            const c = this.s.charCodeAt(this.at++);
            if (c === CLOSE_BRACE)
                return out;
            if (c !== COMMA)
                throw OUT;
            this.spaces();
        }
    }
}
function quoteStyle(quote) {
    return quote === DOUBLE_QUOTE ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE';
}
/** Without its trailing spaces (only U+0020: a NBSP or U+3000 is part of a YAML value). */
function trimSpaces(s) {
    let end = s.length;
    while (end > 0 && s.charCodeAt(end - 1) === SPACE)
        end--;
    return end === s.length ? s : s.slice(0, end);
}
function leading(s) {
    let i = 0;
    while (i < s.length && s.charCodeAt(i) === SPACE)
        i++;
    return i;
}
function isBlank(s) {
    return leading(s) === s.length;
}
/** Only spaces, or spaces and then a comment, from `at` to the end of the line. */
function restIsComment(s, at) {
    if (at === s.length)
        return true;
    if (s.charCodeAt(at) !== SPACE)
        return false;
    const i = leading(s.slice(at)) + at;
    return i === s.length || s.charCodeAt(i) === HASH;
}
/** The first `: ` or line-ending `:` at or after `from`, or -1. */
function colonAt(s, from) {
    const i = s.indexOf(': ', from);
    if (i >= 0)
        return i;
    return s.length > from && s.charCodeAt(s.length - 1) === COLON ? s.length - 1 : -1;
}
/** The colon that ends the key starting at `col`; gives up on a line that is no `key:` line. */
function keyEnd(s, col) {
    const i = colonAt(s, col);
    if (i < 0)
        throw OUT;
    const hash = s.indexOf('#', col);
    if (hash >= 0 && hash < i)
        throw OUT;
    return i;
}
/** Whether the text at `c` is a `key:` (a plain key, then a colon and a space or the line's end). */
function startsMapping(s, c) {
    const ch = s.charCodeAt(c);
    if (ch === DOUBLE_QUOTE ||
        ch === SINGLE_QUOTE ||
        ch === OPEN_BRACKET ||
        ch === OPEN_BRACE ||
        ch === PIPE ||
        ch === GREATER)
        return false;
    const colon = colonAt(s, c);
    if (colon < 0)
        return false;
    const comment = s.indexOf(' #', c - 1);
    return comment < 0 || comment >= colon;
}
const KEY_REFUSED = /[#'"`,[\]{}&*!|>%@\\?]|^[-:]|^$| $/;
/** A plain key the full read takes as this very string. */
function checkKey(key) {
    if (key.length > MAX_KEY || KEY_REFUSED.test(key))
        throw OUT;
    if ((0,scalars/* resolvePlain */.Rg)(key) !== key)
        throw OUT;
}
/** What a plain scalar reads as; gives up on one YAML 1.1 gives a tag nothing here can hold (`=`, `<<`). */
function plainValue(raw) {
    const v = (0,scalars/* resolvePlain */.Rg)(raw);
    // A date that does not exist, an integer of no digits too: the full read says what PyYAML does with it.
    if (v !== null && typeof v === 'object' && 'unsupported' in v)
        throw OUT;
    return v;
}
function plainStart(raw) {
    const c = raw.charCodeAt(0);
    // Indicators that cannot start a plain scalar, or change what it is.
    if ('&*!%@`|>\'"#,[]{}?:'.includes(raw[0]))
        return false;
    if (c === DASH && (raw.length === 1 || raw.charCodeAt(1) === SPACE))
        return false;
    return true;
}
/** A one-line plain scalar in block context from `at`: its text and where it ends. */
function plain(s, at) {
    const comment = s.indexOf(' #', at - 1);
    const end = comment < 0 ? s.length : comment + 1;
    const colon = colonAt(s, at);
    if (colon >= 0 && colon < end)
        throw OUT;
    const raw = trimSpaces(s.slice(at, end));
    if (!plainStart(raw))
        throw OUT;
    return [raw, at + raw.length];
}
/** A one-line quoted scalar at `at`, with no escapes in double quotes: its value and where it ends. */
function quoted(s, at) {
    const q = s.charCodeAt(at);
    if (q === DOUBLE_QUOTE) {
        const close = s.indexOf('"', at + 1);
        if (close < 0)
            throw OUT;
        const v = s.slice(at + 1, close);
        if (v.includes('\\'))
            throw OUT;
        return [v, close + 1];
    }
    let v = '';
    let i = at + 1;
    for (;;) {
        const close = s.indexOf("'", i);
        if (close < 0)
            throw OUT;
        v += s.slice(i, close);
        if (s.charCodeAt(close + 1) !== SINGLE_QUOTE)
            return [v, close + 1];
        v += "'";
        i = close + 2;
    }
}

// EXTERNAL MODULE: ./lib/config/read/refusals.js
var refusals = __nccwpck_require__(1942);
;// CONCATENATED MODULE: ./lib/config/read/source.js
// Text → plain data, and the source node of every path, in two readers. Most files are read by
// plain-reader.ts, straight from the lines, and so are their places when a finding or a fix asks
// for them. The other files come from the full read (full-read.ts, the builder's pipeline), a
// chunk of its own that the caller gives (see parts.ts), so that a run of files in the fast
// reader's subset never loads `yaml`.





/** Without the full read, a text outside the fast reader's subset has neither a source nor problems. */
function readSource(input, fullRead) {
    const written = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
    // A lone CR ends a line for YAML (and PyYAML), but not for the fast reader, nor for the `yaml`
    // package (the full read makes the same change for it); the same length keeps every offset.
    const text = written.includes('\r') ? written.replace(/\r(?!\n)/g, '\n') : written;
    const plain = readPlain(text);
    if (plain)
        return { source: new PlainSource(text, plain), problems: [] };
    return fullRead()?.readFull(written) ?? { problems: [] };
}
/**
 * A source read by the fast reader. Its places (and line starts) are made only when asked for,
 * which is when a finding needs a place or a fix: most files never ask.
 */
class PlainSource {
    text;
    data;
    nonStringKeys = new Map();
    read;
    constructor(text, data) {
        this.text = text;
        this.data = data;
    }
    get lineCounter() {
        return this.withPlaces().lines;
    }
    get places() {
        return this.withPlaces().places;
    }
    withPlaces() {
        this.read ??= readPlainPlaces(this.text);
        return this.read;
    }
}


/***/ }),

/***/ 7081:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O8: () => (/* binding */ isStr),
/* harmony export */   Yy: () => (/* binding */ buildOf),
/* harmony export */   sA: () => (/* binding */ isObj)
/* harmony export */ });
/* harmony import */ var _basics_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3799);
/* harmony import */ var _read_source_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4544);
// What a family's rule is given: the parsed data, the form, the source (for places and fixes),
// and a way to add a finding. The registry (index.ts) makes one per file.


const isObj = (v) => (0,_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(v) && !(v instanceof _read_source_js__WEBPACK_IMPORTED_MODULE_0__/* .Timestamp */ .Dc);
const isStr = (v) => typeof v === 'string';
/** The build_config mapping, when there is one. */
const buildOf = (ctx) => isObj(ctx.data['build_config']) ? ctx.data['build_config'] : undefined;


/***/ }),

/***/ 5468:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   V$: () => (/* binding */ WRONG_TYPE),
/* harmony export */   Zr: () => (/* binding */ dateNotMappingDraft),
/* harmony export */   nK: () => (/* binding */ nonStringKeyDraft)
/* harmony export */ });
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5641);
/* harmony import */ var _fix_fixes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7969);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6446);
// Keys YAML read as something other than a string (`1:`, `true:`, `null:`) where a string key is
// needed, and dates where a mapping is needed: a wrong-type, like the schema's type errors, which
// schema-findings.ts reports under the code named here. A module of its own, light, so the rules
// (run for every file) do not load the schema's type builder.



const WRONG_TYPE = 'wrong-type';
/**
 * A key YAML read as a non-string where a string key is needed (the rules' maps), as wrong-type;
 * `why` says why it must be one where the reason is not plain ("" for none). The finding's
 * location names the key: the message quotes only the text YAML read.
 */
function nonStringKeyDraft(source, path, pointer, why, fixable) {
    if (!source.nonStringKeys.has(pointer))
        return undefined;
    const key = String(path[path.length - 1]);
    const readAs = (0,_describe_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0)(source.nonStringKeys.get(pointer), key);
    const fix = fixable ? (0,_fix_fixes_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteFix */ .Sx)(source, source.places.get(pointer), 'key') : undefined;
    const message = `the key must be a string, but YAML read it as ${readAs}${why ? ` (${why})` : ''}; quote it: "${key}"`;
    return { code: WRONG_TYPE, path, anchor: 'key', message, ...(fix ? { fix } : {}) };
}
/**
 * A date where a mapping is needed (`env: 2024-01-01`), as wrong-type. The date is an object to
 * the schema's checks, which take any object for a mapping, and its one field for an entry; the
 * builder's models refuse it.
 */
function dateNotMappingDraft(source, path, value, expected) {
    const place = source.places.get((0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .pointerOf */ .rq)(path));
    const message = (0,_describe_js__WEBPACK_IMPORTED_MODULE_0__/* .wrongTypeMessage */ .D7)(path, value, expected, place?.text, place?.quoted ?? false, place?.readAs);
    return { code: WRONG_TYPE, path, anchor: 'value', message };
}


/***/ }),

/***/ 4063:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ PAIR),
/* harmony export */   Jj: () => (/* binding */ packageData)
/* harmony export */ });
/* unused harmony exports RELATIVE_PATTERN, SOURCE_EDITOR, DESTINATION_EDITOR, absoluteForBuilder */
/* harmony import */ var _value_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5193);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7081);
// package_data: [source, destination] pairs. Sources relative, no control characters in either,
// destinations unique (/opt/x, /opt/x/ and /opt/./x are one place). An empty source is the
// builder's too (it copies the whole directory): a warning says so.


// The build copies each pair with COPY's JSON form, which cannot hold a character below U+0020:
// the line is then read as words, which name no file, and the build fails (DEL it holds).
const PATH_CONTROL_CHARS = '\\x00-\\x1f';
const PATH_CONTROL = new RegExp(`[${PATH_CONTROL_CHARS}]`);
// For the editors' schema (the checker says these in code, below).
const CONTROL_FREE_PATTERN = `^[^${PATH_CONTROL_CHARS}]*$`;
// absoluteForBuilder as a pattern: not `/x`, `\\server\share`, `C:\x` (any character before the
// colon), nor `\:\x`, whose first component after the root is `:`.
const SEP = '[/\\\\]';
const SKIP = `(?:${SEP}|\\.(?=${SEP}|$))*`;
const RELATIVE_PATTERN = `^(?!/|${SEP}{2}|[^/\\\\]:${SEP}|\\\\${SKIP}:${SEP}${SKIP}(?!\\.(?:${SEP}|$))[^/\\\\])`;
const SOURCE_EDITOR = {
    allOf: [
        { pattern: CONTROL_FREE_PATTERN, 'x-code': 'invalid-path' },
        { pattern: RELATIVE_PATTERN, 'x-code': 'absolute-path' },
    ],
};
const DESTINATION_EDITOR = { pattern: CONTROL_FREE_PATTERN, 'x-code': 'invalid-path' };
const PAIR = { 'x-code': 'not-a-pair' };
function packageData(ctx) {
    const list = (0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .buildOf */ .Yy)(ctx)?.['package_data'];
    if (!Array.isArray(list))
        return;
    const at = (i, side) => ['build_config', 'package_data', i, side];
    const firstUse = new Map();
    list.forEach((pair, i) => {
        if (!Array.isArray(pair) || pair.length !== 2)
            return;
        const [src, dst] = pair;
        if (src === '')
            ctx.add('empty-source', at(i, 0), `an empty source copies the whole directory holding component_api.py${(0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .isStr */ .O8)(dst) && dst ? ` to \`${dst}\`` : ''}; name the file or directory to copy, or write "." to mean that directory`);
        else if ((0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .isStr */ .O8)(src)) {
            if (PATH_CONTROL.test(src))
                ctx.add('invalid-path', at(i, 0), (0,_value_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .valueProblem */ .FQ)('invalid-path'));
            else if (absoluteForBuilder(src))
                ctx.add('absolute-path', at(i, 0), `\`${src}\` ${(0,_value_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .valueProblem */ .FQ)('absolute-path')}`);
        }
        if (!(0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .isStr */ .O8)(dst) || !dst)
            return;
        if (PATH_CONTROL.test(dst)) {
            ctx.add('invalid-path', at(i, 1), (0,_value_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .valueProblem */ .FQ)('invalid-path'));
            return;
        }
        const key = normalizeDestination(dst);
        const first = firstUse.get(key);
        if (first === undefined)
            firstUse.set(key, i);
        else
            ctx.add('duplicate-destination', at(i, 1), `destination \`${dst}\` is already used by package_data[${first}]; destinations must be unique`);
    });
}
/**
 * Whether the builder takes a source for absolute, by its own test (`PurePosixPath(v).is_absolute()
 * or PureWindowsPath(v).is_absolute()`) on any Python it supports: Pythons 3.10 to 3.12 split a
 * Windows path by pathlib's rules (absolute: a drive and a root, or a UNC share), 3.13 and later
 * ask ntpath.isabs of the path as pathlib normalises it (its first three characters: `X:\` or
 * `\\`); this is their union, held to each of them by the builder differential. A drive
 * without a root (`C:x`), a colon elsewhere (`a:b`) and a root without a drive (`\x`) are
 * relative to all of them (`C:x` and `a:b` are file names to the image build).
 */
function absoluteForBuilder(value) {
    // Python indexes code points: the first three, which a 6-unit prefix holds.
    const [a, b, c] = Array.from(value.slice(0, 6));
    const sep = (ch) => ch === '/' || ch === '\\';
    if (a === '/' || (sep(a) && sep(b)))
        return true;
    if (!sep(a) && b === ':' && sep(c))
        return true;
    if (a !== '\\')
        return false;
    // 3.13 and later: a root, then `:` as the first component and another after it (`\:\x`).
    const parts = value
        .slice(1)
        .split(/[/\\]/)
        .filter((p) => p !== '' && p !== '.');
    return parts.length >= 2 && parts[0] === ':';
}
/** Equal for destinations that name the same place: /opt/x, /opt/x/ and /opt/./x. */
function normalizeDestination(value) {
    const absolute = value.startsWith('/');
    const out = [];
    for (const part of value.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            if (out.length > 0 && out[out.length - 1] !== '..')
                out.pop();
            else if (!absolute)
                out.push('..');
            continue;
        }
        out.push(part);
    }
    const joined = out.join('/');
    return absolute ? `/${joined}` : joined || '.';
}


/***/ }),

/***/ 5193:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FQ: () => (/* binding */ valueProblem),
/* harmony export */   K3: () => (/* binding */ ENV_NAME_FIX),
/* harmony export */   W3: () => (/* binding */ CONTROL),
/* harmony export */   wh: () => (/* binding */ patternMessage)
/* harmony export */ });
/* unused harmony export patternErrorMessage */
/* harmony import */ var _containerd_platform_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8825);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5641);
// The messages of the values the schema's patterns refuse (one text for the checker and the
// editors' schema), and the character classes several families share.


// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f]/;
// What a value refused by a pattern (or by a rule the editors' schema writes as a pattern) is
// not, and how to fix it. One text for both readers: the checker's message puts the place and
// the value before it; the editors' schema shows it as the pattern's message.
const QUOTING_PROBLEMS = {
    'invalid-python-version': 'is not a Python version uv can install; write a release, quoted, such as "3.12" or "3.12.4" ("3.13t" for a free-threaded build, "3.14.0rc1" for a pre-release), or a specifier such as ">=3.11"',
    'invalid-image': 'is not a valid image reference; write [registry/]name[:tag][@digest] in lower case, for example debian:bookworm-slim',
    'invalid-package-name': 'is not a Debian package name (lower-case letters, digits, + - ., optionally =version or /release); list one package per entry, with no spaces, quotes or shell syntax',
    'invalid-secret-id': 'is not a secret id the build command can be given (`--secret id=<id>,env=<VAR>`): it must hold no white space, comma or double quote; use letters, digits, `_`, `.` and `-`',
    'invalid-host': 'is not a bare host name; write only the host, such as pypi.example.com or 10.0.0.5 (no scheme, port, path, user or spaces)',
    'absolute-path': 'is absolute; a source must be relative to the directory holding component_api.py',
};
const PLAIN_PROBLEMS = {
    'invalid-username': 'must not contain white space (the builder refuses a space, tab or line break, and U+0085, U+00A0, U+001C..U+001F and the other characters Python counts as white space)',
    'invalid-value': 'contains a NUL character, which no environment can hold',
    'invalid-path': 'contains a control character (newline, tab, ...)',
};
const ENV_NAME_FIX = 'use letters, digits and underscores, not starting with a digit (for example MY_VAR)';
const isQuoting = (code) => Object.hasOwn(QUOTING_PROBLEMS, code);
const isPlain = (code) => Object.hasOwn(PLAIN_PROBLEMS, code);
/** A value's problem, to follow the quoted value (or, for the plain ones, the place). */
function valueProblem(code) {
    return isQuoting(code) ? QUOTING_PROBLEMS[code] : PLAIN_PROBLEMS[code];
}
/** The message of a pattern in the editors' schema, shown on the value (or key) it refuses. */
function patternErrorMessage(code) {
    if (code === 'invalid-platform')
        return `This value is not a container platform; ${PLATFORM_HINT}`;
    if (code === 'invalid-env-name')
        return `This key cannot be an environment variable name; ${ENV_NAME_FIX}`;
    return `This value ${valueProblem(code)}`;
}
/**
 * The checker's message of a value that failed the pattern its schema carries, by finding code.
 * The finding's location names the place: the message starts with the value or its problem.
 */
function patternMessage(code, value) {
    if (value === '' && code !== 'invalid-platform')
        return 'is empty; give it a value, or remove it';
    if (code === 'invalid-platform')
        return (0,_containerd_platform_js__WEBPACK_IMPORTED_MODULE_0__/* .platformProblem */ .J4)(value);
    if (isQuoting(code))
        return `\`${value}\`${(0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .unseenNote */ .B8)(value)} ${QUOTING_PROBLEMS[code]}`;
    if (isPlain(code))
        return PLAIN_PROBLEMS[code];
    return `\`${value}\` is not allowed here`;
}


/***/ }),

/***/ 9607:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ baseSource),
/* harmony export */   EU: () => (/* binding */ checkRunSha),
/* harmony export */   Nu: () => (/* binding */ readRepository),
/* harmony export */   Up: () => (/* binding */ pick),
/* harmony export */   aE: () => (/* binding */ readOnlyToken),
/* harmony export */   j_: () => (/* binding */ readEvent),
/* harmony export */   kT: () => (/* binding */ BASED_EVENTS)
/* harmony export */ });
/* unused harmony export DEPENDABOT */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var _config_basics_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3799);
// What the runner says about the event: GITHUB_EVENT_NAME, the payload at GITHUB_EVENT_PATH, and
// GITHUB_REPOSITORY. Read here rather than through @actions/github's `context`, which throws on
// a payload that is not JSON and prints its own line for a missing one: a bad payload must only
// turn only-changed into "check all files", with a reason the user can act on.


/** Payloads are a few hundred KB at most; anything far larger is not one. */
const MAX_EVENT_BYTES = 64 * 1024 * 1024;
function readEvent(env) {
    const name = (env['GITHUB_EVENT_NAME'] ?? '').trim();
    const file = env['GITHUB_EVENT_PATH'] ?? '';
    if (name === '')
        return { ok: false, name, reason: 'GITHUB_EVENT_NAME is not set (not running on a GitHub runner?)' };
    if (file === '')
        return { ok: false, name, reason: 'GITHUB_EVENT_PATH is not set, so the event payload cannot be read' };
    let text;
    try {
        const bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file);
        if (bytes.length > MAX_EVENT_BYTES)
            return { ok: false, name, reason: `the event payload ${file} is over 64 MiB` };
        text = bytes.toString('utf8');
    }
    catch (error) {
        const code = error.code ?? (0,_config_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .asError */ .zR)(error).message;
        return { ok: false, name, reason: `the event payload ${file} cannot be read (${code})` };
    }
    let payload;
    try {
        payload = JSON.parse(text);
    }
    catch {
        return { ok: false, name, reason: `the event payload ${file} is not valid JSON` };
    }
    if (!(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(payload))
        return { ok: false, name, reason: `the event payload ${file} is not a JSON object` };
    return { ok: true, name, payload };
}
function readRepository(env) {
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
function checkRunSha(eventName, payload, env) {
    if (eventName === 'pull_request' || eventName === 'pull_request_target') {
        const sha = pick(payload, 'pull_request', 'head', 'sha');
        if (typeof sha === 'string' && /^[0-9a-f]{40,64}$/i.test(sha))
            return sha;
    }
    const sha = (env['GITHUB_SHA'] ?? '').trim();
    return sha === '' ? undefined : sha;
}
/** payload.a.b.c, or undefined when any step is missing or not an object. */
function pick(v, ...keys) {
    let cur = v;
    for (const k of keys) {
        if (!(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(cur))
            return undefined;
        cur = cur[k];
    }
    return cur;
}
const DEPENDABOT = 'dependabot[bot]';
/**
 * Why the job's token is read-only whatever the workflow's `permissions:` say, or need a grant
 * that is not the default: undefined when nothing in the event says so. Used only to word a
 * refused write: GitHub decides, this names the reason a user can act on.
 */
function readOnlyToken(eventName, payload, env, 
/** The permission the refused write needs, for a token a grant can widen. */
permission) {
    if (eventName === 'pull_request') {
        const head = pick(payload, 'pull_request', 'head', 'repo');
        // GitHub sends `head.repo: null` once the fork is deleted; its runs keep the fork's token.
        if (head === null)
            return 'this pull request comes from a fork that has since been deleted, so the token is read-only (as for any fork) and no permission changes that; pull_request_target can write on such pull requests';
        const headRepo = pick(head, 'full_name');
        const baseRepo = pick(payload, 'pull_request', 'base', 'repo', 'full_name');
        if (typeof headRepo === 'string' && typeof baseRepo === 'string' && headRepo !== baseRepo)
            return 'this pull request comes from a fork, so the token is read-only and no permission changes that';
    }
    // GitHub: runs Dependabot starts get a read-only token (re-runs by someone else too); on
    // pull_request_target only for the pull requests Dependabot opened.
    const actor = (env['GITHUB_ACTOR'] ?? '').trim() || pick(payload, 'sender', 'login');
    const opener = pick(payload, 'pull_request', 'user', 'login');
    if (actor === DEPENDABOT && (eventName !== 'pull_request_target' || opener === DEPENDABOT))
        return `the run was started by Dependabot (${DEPENDABOT}), whose runs get a read-only token unless the workflow's \`permissions:\` grant more: add \`permissions: ${permission}\` to the job`;
    return undefined;
}
/** The events whose verdict is on a change to a base: the base's policy judges them (policy-from). */
const BASED_EVENTS = ['pull_request', 'pull_request_target', 'merge_group'];
const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
function baseSource(eventName, payload, env) {
    const commit = (v) => (typeof v === 'string' && COMMIT.test(v) ? v.toLowerCase() : undefined);
    const branchOf = (v) => (typeof v === 'string' && v !== '' ? v.replace(/^refs\/heads\//, '') : undefined);
    if (eventName === 'merge_group') {
        const sha = commit(pick(payload, 'merge_group', 'base_sha'));
        if (!sha)
            return { reason: 'the merge_group payload has no base_sha' };
        const head = commit(pick(payload, 'merge_group', 'head_sha'));
        return { sha, head, branch: branchOf(pick(payload, 'merge_group', 'base_ref')) };
    }
    const branch = branchOf(pick(payload, 'pull_request', 'base', 'ref'));
    const sha = commit((env['GITHUB_SHA'] ?? '').trim());
    if (!sha)
        return {
            reason: (env['GITHUB_SHA'] ?? '').trim() === ''
                ? 'GITHUB_SHA is not set'
                : `GITHUB_SHA is "${env['GITHUB_SHA']}", not a commit`,
        };
    if (eventName === 'pull_request')
        return { mergeOf: sha, branch };
    return { sha, head: commit(pick(payload, 'pull_request', 'head', 'sha')), branch };
}


/***/ }),

/***/ 9811:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ connect),
/* harmony export */   q: () => (/* binding */ baseApi)
/* harmony export */ });
/* harmony import */ var _report_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5836);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3411);
/* harmony import */ var _config_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3799);
// The run's use of the GitHub API, for main.ts: connect once, then narrow the files to the change
// (only-changed), publish the check run, write on the pull request. Imported statically by the
// action, so it holds no Octokit: the API layer (./index.js) is loaded only when connecting,
// which only the options that need it do. Every failure here is a line in the log; none changes
// the verdict, which main.ts alone decides.



async function connect(settings, env, log) {
    try {
        const api = await __nccwpck_require__.e(/* import() */ 957).then(__nccwpck_require__.bind(__nccwpck_require__, 957));
        const client = await clientOf(api, settings.token, env, log);
        const repository = api.readRepository(env);
        const owner = repository.ok ? repository.owner : undefined;
        const repo = repository.ok ? repository.repo : undefined;
        return sessionOf(api, client, { owner, repo, event: api.readEvent(env), settings, env, log });
    }
    catch (error) {
        log.debug((0,_config_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .asError */ .zR)(error).stack ?? String(error));
        log.warning(`the GitHub API client could not be started (${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .asError */ .zR)(error).message}); check-run, only-changed, suggestions and pr-comment are skipped and every matching file is checked; the verdict is unchanged`);
        return undefined;
    }
}
function sessionOf(api, client, c) {
    const { owner, repo, event, settings, env, log } = c;
    const runUrl = env['GITHUB_SERVER_URL'] && env['GITHUB_RUN_ID']
        ? `${env['GITHUB_SERVER_URL']}/${owner}/${repo}/actions/runs/${env['GITHUB_RUN_ID']}`
        : undefined;
    const onlyChanged = async (matched, watched) => {
        const all = 'checking all matching files';
        if (!event.ok) {
            log.notice(`only-changed: ${event.reason}; ${all}`);
            return matched;
        }
        if (!owner || !repo) {
            log.notice(`only-changed: GITHUB_REPOSITORY is not owner/repo, so the changed files cannot be listed; ${all}`);
            return matched;
        }
        let changed;
        try {
            changed = await api.changedConfigFiles(client, { eventName: event.name, event: event.payload, owner, repo });
        }
        catch (error) {
            changed = { fallback: `the changed files could not be listed (${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .asError */ .zR)(error).message}); ${all}` };
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
    const publishCheckRun = async ({ counts, placed, summary, failing }) => {
        const name = settings.checkName;
        const sha = api.checkRunSha(event.name, event.ok ? event.payload : undefined, env);
        if (!owner || !repo || !sha) {
            log.warning(`the check run "${name}" could not be written: ${!sha ? 'GITHUB_SHA is not set' : 'GITHUB_REPOSITORY is not owner/repo'}; the findings are shown as workflow annotations instead`);
            return false;
        }
        const result = await api.publishCheckRun(client, {
            owner,
            repo,
            headSha: sha,
            name,
            conclusion: failing ? 'failure' : 'success',
            title: (0,_report_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictLine */ .MT)(counts),
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
            log.notice(readOnly
                ? `the check run "${name}" could not be written: ${readOnly}; the findings are shown as workflow annotations instead`
                : `the check run "${name}" could not be written (the token has no checks: write, as on a pull request from a fork); the findings are shown as workflow annotations instead. To publish it, add \`permissions: checks: write\` to the job`);
        }
        else {
            log.warning(`the check run "${name}" could not be written (${result.message}); the findings are shown as workflow annotations instead; the verdict is unchanged`);
        }
        return false;
    };
    const writePullRequestFeedback = ({ counts, failing, findings, links, notes, lines, suppressed, }) => api.writePullRequestFeedback(client, {
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
async function baseApi(token, env, log) {
    const api = await __nccwpck_require__.e(/* import() */ 957).then(__nccwpck_require__.bind(__nccwpck_require__, 957));
    const repository = api.readRepository(env);
    if (!repository.ok)
        throw new Error(`${repository.reason}, so the repository cannot be asked for it`);
    const client = await clientOf(api, token, env, log);
    const { owner, repo } = repository;
    return {
        fileAt: (at) => api.fileAtRef(client, { owner, repo, ...at }),
        parents: (sha) => api.commitParents(client, { owner, repo, sha }),
        changed: (base, head, what) => api.changedBetween(client, { owner, repo }, base, head, what, false, true),
    };
}
function clientOf(api, token, env, log) {
    return api.createClient({
        token,
        apiUrl: env['GITHUB_API_URL'] || 'https://api.github.com',
        userAgent: `component-config-check/${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x}`,
        onRetry: (line) => log.info(line),
    });
}


/***/ }),

/***/ 1116:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ titleOf),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   fz: () => (/* binding */ annotate),
/* harmony export */   mC: () => (/* binding */ findingLine),
/* harmony export */   vM: () => (/* binding */ capNotice)
/* harmony export */ });
/* unused harmony export SHOWN_PER_STEP */
/* harmony import */ var _config_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3799);
/* harmony import */ var _log_line_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6027);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3021);
// Findings → workflow-command annotations on the exact range. GitHub shows columns only when a
// range starts and ends on one line, so a multi-line range is given by its lines alone.



/** Control characters of a key show as escapes (`\n`), as in the summary: a title is one line. */
function titleOf(f) {
    return f.location ? `${f.code}: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(f.location)}` : f.code;
}
/** An annotation's message, escaped as its title is: no config byte drives the log viewer. */
function messageOf(f) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(f.message);
}
/** Each finding as an annotation, given to `to` (the runner, or a stream of workflow commands). */
function annotate(findings, to) {
    for (const f of findings) {
        const props = { title: titleOf(f), file: f.file, startLine: f.line, endLine: f.endLine };
        if (f.line === f.endLine) {
            props.startColumn = f.column;
            props.endColumn = Math.max(f.column, f.endColumn);
        }
        if (f.severity === 'error')
            to.error(messageOf(f), props);
        else
            to.warning(messageOf(f), props);
    }
}
/**
 * The log line of a finding: `path:line:col: severity[code] location: message`, its path, key
 * and message escaped so that it cannot become a workflow command (see log-line.ts).
 */
function findingLine(f, paint = (_, text) => text) {
    const place = paint('place', (0,_log_line_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(`${f.file}:${f.line}:${f.column}`));
    return `${place}: ${paint(f.severity, f.severity)}[${f.code}] ${(0,_log_line_js__WEBPACK_IMPORTED_MODULE_1__/* .logText */ .kc)(`${f.location ? `${f.location}: ` : ''}${f.message}`)}`;
}
/** GitHub shows at most this many error and this many warning annotations of a step. */
const SHOWN_PER_STEP = 10;
/**
 * One notice when GitHub will not show every annotation inline: how many it shows, where all of
 * them are (the job summary only when it holds them all), and (unless the check run was asked
 * for already) how to see them all inline.
 */
function capNotice(findings, adviseCheckRun, elsewhere) {
    const errors = findings.filter((f) => f.severity === 'error').length;
    const warnings = findings.length - errors;
    if (errors <= SHOWN_PER_STEP && warnings <= SHOWN_PER_STEP)
        return undefined;
    const shown = (n, word) => `${Math.min(n, SHOWN_PER_STEP)} of ${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(n, word)}`;
    const { inSummary, reportFile } = elsewhere;
    const where = inSummary !== undefined && inSummary >= findings.length
        ? 'in the job summary and in the log above'
        : `in the log above${reportFile ? ` and in the JSON report (${reportFile})` : ''}${inSummary === undefined ? '' : `; the job summary shows the first ${inSummary} (it has a size limit)`}`;
    return `GitHub shows ${shown(errors, 'error')} and ${shown(warnings, 'warning')} inline (at most ${SHOWN_PER_STEP} of each per step); all ${findings.length} findings are ${where}${adviseCheckRun ? '. Set check-run: true (with permissions checks: write) to show every one inline' : ''}`;
}


/***/ }),

/***/ 5836:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ countFindings),
/* harmony export */   MT: () => (/* binding */ verdictLine),
/* harmony export */   bn: () => (/* binding */ countPerFile),
/* harmony export */   eN: () => (/* binding */ onlyPolicyErrors)
/* harmony export */ });
/* harmony import */ var _config_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3799);
// The numbers every report states, computed once.

function countFindings(files, findings, { suppressed = 0, policyFile } = {}) {
    const invalid = new Set();
    let errors = 0;
    let policyErrors = 0;
    for (const f of findings) {
        if (f.severity !== 'error')
            continue;
        errors++;
        if (policyFile !== undefined && f.file === policyFile)
            policyErrors++;
        invalid.add(f.file);
    }
    return {
        filesChecked: files.length,
        filesInvalid: files.filter((f) => invalid.has(f)).length,
        errors,
        warnings: findings.length - errors,
        suppressed,
        policyErrors,
    };
}
/** Whether every error is the policy file's (the configs themselves are all valid). */
function onlyPolicyErrors(c) {
    return c.errors > 0 && c.filesInvalid === 0 && c.policyErrors === c.errors;
}
/** Errors and warnings of each file that has findings, in the order the files first appear. */
function countPerFile(findings) {
    const perFile = new Map();
    for (const f of findings) {
        const c = perFile.get(f.file) ?? { errors: 0, warnings: 0 };
        if (f.severity === 'error')
            c.errors++;
        else
            c.warnings++;
        perFile.set(f.file, c);
    }
    return perFile;
}
/** "3 of 120 component configs are invalid (5 errors, 2 warnings)" or the passing line. */
function verdictLine(c) {
    const rest = `${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(c.warnings, 'warning')}${c.suppressed ? `, ${c.suppressed} suppressed` : ''}`;
    const tally = `${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(c.errors, 'error')}, ${rest}`;
    // Errors outside the configs: the policy file's own, or a directory the search could not
    // enter (unreadable, too long a path, a link leaving the workspace), below which configs went
    // unchecked.
    if (onlyPolicyErrors(c)) {
        return `${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(c.filesChecked, 'component config')} checked, none invalid (${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(c.errors, 'error')} in the policy file, ${rest})`;
    }
    if (c.errors > 0 && c.filesInvalid === 0) {
        return `${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(c.filesChecked, 'component config')} checked, none invalid, but not every directory could be searched (${tally})`;
    }
    if (c.errors > 0) {
        return `${c.filesInvalid} of ${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(c.filesChecked, 'component config')} ${c.filesInvalid === 1 ? 'is' : 'are'} invalid (${tally})`;
    }
    return `${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(c.filesChecked, 'component config')} checked, all valid (${tally})`;
}


/***/ }),

/***/ 6027:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   kc: () => (/* binding */ logText)
/* harmony export */ });
/* unused harmony export logLines */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3021);
// A plain log line (not a workflow command) that carries text from a config, a key or a path.
// GitHub's runner reads each line of a step's output (split at LF, CR or CRLF, stdout and stderr
// alike) as a workflow command when, after leading white space, it starts with `::`
// (`::error file=x::forged`, `::stop-commands::TOKEN`, which hides every later annotation), or
// when it holds `##[` and a command's name anywhere (the runner's older syntax). So the text
// comes out on one line whatever it holds, and neither marker survives: control characters as
// escapes (`\n`, `\u001b`, `\u2028`, as in the job summary), a leading `::` as `\u003a:`, every
// `##[` as `##\u005b`. The escapes are JSON's, so a line of JSON output stays the same JSON.
// Annotations go another way (@actions/core's command escaping, see annotations.ts).

/** .NET's TrimStart (Char.IsWhiteSpace) as the runner applies it; JS `\s` plus U+180E. */
const COMMAND_START = /^([\s\u180e]*):(?=:)/;
/** A whole line. */
function logLine(text) {
    return logText(text).replace(COMMAND_START, '$1\\u003a');
}
/** Text put inside a line after a start of the program's own (so no leading `::` to undo). */
function logText(text) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(text, 'json').replaceAll('##[', '##\\u005b');
}
/** Several lines joined by `\n` (a JSON or SARIF document): each made a log line. */
function logLines(text) {
    return text.split('\n').map(logLine).join('\n');
}


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ prose),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   OZ: () => (/* binding */ url),
/* harmony export */   RK: () => (/* binding */ visible),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   iU: () => (/* binding */ message),
/* harmony export */   q: () => (/* binding */ linked)
/* harmony export */ });
// Markdown that GitHub renders as written (GitHub Flavored Markdown): prose whose punctuation
// means nothing, code spans that hold any text, and links to a file's line on the commit.
// Shared by the job summary and the pull request's comment, which GitHub renders alike.
// The Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the combining grapheme joiner (U+034F)
// and the tag characters (U+E0000 to U+E007F) draw nothing either, and can hide text in a name.
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu;
/**
 * Control characters as escapes (`\n`, `\u001b`): a key with a line break never breaks a line,
 * and no ESC sequence drives a terminal or the log viewer. So are the characters that reorder or
 * hide text (bidirectional controls, zero-width characters, the BOM, the soft hyphen): a file
 * name or key holding them reads as what it is, not as another.
 */
function visible(text, astral = 'yaml') {
    return text.replace(UNSEEN, (c) => {
        const named = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
        const cp = c.codePointAt(0);
        if (named[c])
            return named[c];
        if (cp <= 0xffff)
            return `\\u${cp.toString(16).padStart(4, '0')}`;
        // Past U+FFFF, as YAML's double-quoted escapes write it (`\U` and eight digits), or, in a line
        // that must stay the same JSON (a log line of JSON output), as JSON's two `\u` halves.
        if (astral === 'json')
            return c
                .split('')
                .map((u) => `\\u${u.charCodeAt(0).toString(16)}`)
                .join('');
        return `\\U${cp.toString(16).padStart(8, '0')}`;
    });
}
/**
 * Prose that renders as itself: every ASCII punctuation character that markdown, GFM or GitHub
 * give a meaning (emphasis, links, HTML, entities, lists, tables, emoji `:x:`, math `$`,
 * mentions `@`) backslash-escaped; `, ; " ' / ? %` never mean anything and stay as they are.
 */
function prose(text) {
    return visible(text).replace(/[!#$&()*+\-.:<=>@[\\\]^_`{|}~]/g, '\\$&');
}
/** A code span holding `text` exactly, whatever backticks or spaces it has. */
function code(text) {
    const shown = visible(text);
    const longest = Math.max(0, ...[...shown.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = /^[` ]|[` ]$/.test(shown) ? ' ' : '';
    return `${fence}${pad}${shown}${pad}${fence}`;
}
/**
 * A message: its backtick-quoted parts as code spans, the rest as prose. A quoted value may hold
 * backticks of its own (`a`b`), so quotes pair as the checker writes them: a quote opens at the
 * start or after a space or an opening bracket, and closes before the end, a space or
 * punctuation; a backtick inside a word is the value's. Each span is written with a fence
 * longer than any backtick run inside it (code()), so it stays whole.
 */
function message(text) {
    let out = '';
    let from = 0;
    for (let i = 0; i < text.length; i++) {
        if (text[i] !== '`' || !(i === 0 || OPENS_AFTER.test(text[i - 1])))
            continue;
        let close = -1;
        for (let j = i + 1; j < text.length; j++) {
            if (text[j] === '`' && j > i + 1 && (j === text.length - 1 || CLOSES_BEFORE.test(text[j + 1]))) {
                close = j;
                break;
            }
        }
        if (close < 0)
            break; // an unpaired quote: the rest is prose
        out += prose(text.slice(from, i)) + code(text.slice(i + 1, close));
        from = close + 1;
        i = close;
    }
    return out + prose(text.slice(from));
}
const OPENS_AFTER = /[\s([{"'=]/;
const CLOSES_BEFORE = /[\s:;,.)\]}!?"']/;
function url(links, file, line) {
    if (!links.serverUrl || !links.repository || !links.sha)
        return undefined;
    // encodeURIComponent leaves ( ) ! ' * as they are; ")" would end a markdown link.
    const encoded = (links.place ? links.place(file) : file)
        .split('/')
        .map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
    return `${links.serverUrl}/${links.repository}/blob/${links.sha}/${encoded}${line ? `#L${line}` : ''}`;
}
function linked(text, target) {
    return target ? `[${text}](${target})` : text;
}
/** A GFM table cell: a `|` even inside a code span would end the cell unless escaped. */
function cell(markdown) {
    return markdown.replace(/(?<!\\)\|/g, '\\|');
}


/***/ }),

/***/ 3394:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   YG: () => (/* binding */ summaryOf),
/* harmony export */   ZM: () => (/* binding */ renderNoMatchSummary),
/* harmony export */   nA: () => (/* binding */ findingBlock)
/* harmony export */ });
/* unused harmony export renderSummary */
/* harmony import */ var _config_basics_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3799);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5836);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3021);
/* harmony import */ var _suppressions_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7316);
// The job summary, as GitHub renders it (GitHub Flavored Markdown): the verdict, the counts, then
// per file a heading linking to it and per finding its place (linked to the line), severity,
// code and message, with the offending source line and a marker under the range, as compilers
// print it. Prose wraps, so it reads in the ~900 px summary pane without scrolling sideways.
// Every text that comes from a config (paths, keys, values in messages) is escaped so that it
// renders as itself: no markup, no HTML, no raw line breaks. GitHub caps a step summary at
// 1 MiB; past a budget the findings stop, and the summary says where the rest are.




const BUDGET = 900 * 1024;
/** A source line longer than this is cut around the finding's range. */
const MAX_SHOWN = 80;
/** The counts row: one column per number, so that another count is one more entry. */
function countColumns(c) {
    return [
        ['Files checked', c.filesChecked],
        ['Invalid', c.filesInvalid],
        ['Errors', c.errors],
        ['Warnings', c.warnings],
        ['Suppressed', c.suppressed],
    ];
}
/** The source line and a marker under the range (to the line's end for a multi-line range). */
function excerpt(f, source) {
    // One character for one: the marker counts columns of the original line, so a control
    // character is shown as its Unicode picture (a tab as ␉), not as a longer escape.
    const text = source.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
        const n = c.charCodeAt(0);
        return n < 0x20 ? String.fromCharCode(0x2400 + n) : n === 0x7f ? '\u2421' : '\ufffd';
    });
    let start = Math.max(0, f.column - 1);
    let end = f.endLine > f.line ? Math.max(start + 1, text.length) : Math.max(start + 1, f.endColumn - 1);
    let shown = text;
    let offset = 0;
    if (shown.length > MAX_SHOWN) {
        offset = Math.max(0, Math.min(start - 20, shown.length - MAX_SHOWN));
        shown = `${offset > 0 ? '…' : ''}${shown.slice(offset, offset + MAX_SHOWN)}${offset + MAX_SHOWN < text.length ? '…' : ''}`;
        const lead = offset > 0 ? 1 : 0;
        start = start - offset + lead;
        end = Math.min(end - offset + lead, shown.length);
    }
    const number = String(f.line);
    const gutter = ' '.repeat(number.length);
    const marker = `${' '.repeat(start)}${'^'.repeat(Math.max(1, end - start))}`;
    const body = [`${number} | ${shown.trimEnd()}`, `${gutter} | ${marker}`];
    const longest = Math.max(2, ...body.flatMap((l) => [...l.matchAll(/`+/g)].map((m) => m[0].length)));
    const fence = '`'.repeat(longest + 1);
    return [fence, ...body, fence];
}
/** A finding's block: its place (linked), severity, code and location, the message, the source line. */
function findingBlock(f, links, sources) {
    const icon = f.severity === 'error' ? '❌ error' : '⚠️ warning';
    const head = `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)(`${f.line}:${f.column}`, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ)(links, f.file, f.line))} ${icon} ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(f.code)}${f.location ? ` at ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(f.location)}` : ''}`;
    // A hard line break keeps the place and the message together; the message wraps below it.
    const out = [`${head}\\`, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .message */ .iU)(f.message), ''];
    // An empty range (a missing key at the top, a file-level finding) points at no text to mark.
    const empty = f.endLine === f.line && f.endColumn <= f.column;
    const source = empty ? undefined : sources?.get(f.file)?.get(f.line);
    if (source !== undefined)
        out.push(...excerpt(f, source), '');
    return out;
}
function tally(errors, warnings) {
    return [errors ? (0,_config_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(errors, 'error') : '', warnings ? (0,_config_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(warnings, 'warning') : '']
        .filter(Boolean)
        .join(', ');
}
function renderSummary(counts, findings, links, options) {
    return summaryOf(counts, findings, links, options).text;
}
/** The summary, and how many findings it shows (all of them, unless its size budget ran out). */
function summaryOf(counts, findings, links, { failing, reportFile, sources, suppressed = [] }) {
    const columns = countColumns(counts);
    const out = [
        '## component_config check',
        '',
        `${failing ? '❌' : '✅'} ${(0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .verdictLine */ .MT)(counts)}`,
        '',
        `| ${columns.map(([label]) => label).join(' | ')} |`,
        `|${columns.map(() => '---:|').join('')}`,
        `| ${columns.map(([, n]) => n).join(' | ')} |`,
        '',
    ];
    const silenced = (0,_suppressions_js__WEBPACK_IMPORTED_MODULE_3__/* .suppressionLines */ .T)(suppressed, links, {
        elsewhere: `the log${reportFile ? ' and in the JSON report' : ''}`,
    });
    if (silenced.length)
        out.push(...silenced, '');
    if (findings.length === 0)
        return { text: `${out.join('\n')}\n`, shown: 0 };
    const byFile = new Map();
    for (const f of findings) {
        const own = byFile.get(f.file);
        if (own)
            own.push(f);
        else
            byFile.set(f.file, [f]);
    }
    let size = Buffer.byteLength(out.join('\n'));
    let shown = 0;
    files: for (const [file, own] of byFile) {
        const errors = own.filter((f) => f.severity === 'error').length;
        const heading = [`### ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS)(file), (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ)(links, file))}`, '', tally(errors, own.length - errors), ''];
        let first = true;
        for (const f of own) {
            const block = [...(first ? heading : []), ...findingBlock(f, links, sources)];
            const cost = Buffer.byteLength(block.join('\n')) + 1;
            if (size + cost > BUDGET)
                break files;
            out.push(...block);
            size += cost;
            shown++;
            first = false;
        }
    }
    if (shown < findings.length) {
        out.push(`${findings.length - shown} more findings are not shown here (the summary has a size limit); every finding is in the log${reportFile ? ' and in the JSON report' : ''}.`, '');
    }
    return { text: `${out.join('\n').replace(/\n+$/, '')}\n`, shown };
}
/** The summary of a run whose patterns matched no file. */
function renderNoMatchSummary(patterns, workspace, failed) {
    return [
        '## component_config check',
        '',
        `${failed ? '❌' : '⚠️'} No file matches input ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)('files')} (${patterns.map(_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY).join(', ')}) under ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(workspace)}: nothing was checked.`,
        '',
    ].join('\n');
}


/***/ }),

/***/ 7316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ suppressionLines)
/* harmony export */ });
/* unused harmony export MAX_LISTED */
/* harmony import */ var _config_basics_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3799);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3021);
// The suppressions a run applied, as the job summary, the check run's summary and the pull
// request comment list them: a pull request's own comments can silence a finding, so a reviewer
// reads what was silenced beside the verdict (the file and line of the finding, linked, its code
// and the comment's reason). At most `max` rows; the rest are counted, and are in the log.


/** Rows shown before the rest are only counted: the list must leave room for the findings. */
const MAX_LISTED = 50;
/** The section's lines (none without suppressions); `elsewhere` says where the rows not shown are. */
function suppressionLines(suppressed, links, { max = MAX_LISTED, elsewhere = 'the log' } = {}) {
    if (suppressed.length === 0)
        return [];
    const rows = suppressed.slice(0, max).map(({ finding: f, suppression: s }) => {
        const place = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS)(`${f.file}:${f.line}`), (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ)(links, f.file, f.line));
        const reason = s.reason ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .message */ .iU)(s.reason) : '(no reason given)';
        return `| ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(place)} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(f.code))} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(reason)} |`;
    });
    const out = [
        `**Silenced by suppression comments: ${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(suppressed.length, 'finding')}**`,
        '',
        '| Where | Code | Reason |',
        '|---|---|---|',
        ...rows,
    ];
    const left = suppressed.length - rows.length;
    if (left > 0)
        out.push('', `${(0,_config_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(left, 'more suppression')} ${left === 1 ? 'is' : 'are'} in ${elsewhere}.`);
    return out;
}


/***/ }),

/***/ 8262:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ filePolicy)
/* harmony export */ });
/* harmony import */ var _config_policy_match_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6756);
// A file's levels under the policy. The policy's patterns are compiled once per policy object
// and thread (a worker gets its own copy of the policy), here rather than in the pure core.

const matchers = new WeakMap();
/** The levels for the file at `rel` (relative to the repository root, `/`-separated); undefined when none is set. */
function filePolicy(policy, rel) {
    if (!policy)
        return undefined;
    let matcher = matchers.get(policy);
    if (!matcher)
        matchers.set(policy, (matcher = (0,_config_policy_match_js__WEBPACK_IMPORTED_MODULE_0__/* .policyMatcher */ .T)(policy)));
    return matcher(rel);
}


/***/ }),

/***/ 4237:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  so: () => (/* binding */ ParallelCheck),
  _P: () => (/* binding */ servedAsWorker)
});

// UNUSED EXPORTS: checkFilesInParallel

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./lib/config/findings.js
var config_findings = __nccwpck_require__(5034);
// EXTERNAL MODULE: ./lib/workspace/inside.js
var inside = __nccwpck_require__(4053);
;// CONCATENATED MODULE: ./lib/workspace/check-paths.js
// check-paths: what a config points at must exist. component_api.py sits beside the config, and
// package_data sources are relative to that directory. A path that leads outside the workspace
// is not probed at all (whether it exists there is none of the check's business, and saying so
// would tell a pull request about the runner's file system); it gets a finding of its own.




const API_MODULE = 'component_api.py';
/**
 * The paths a config points at, workspace-relative (`/`-separated, normalised, possibly leading
 * out with `..`): component_api.py beside it and each package_data source as written (a source
 * may be a directory, which covers everything below it). The one list of them: check-paths
 * probes these, and only-changed selects a config when a change touches one of them.
 */
function pointedPaths(file, sources) {
    const shown = shownPathOf(file);
    // `data/` is the directory `data`: what a change lists is below it.
    return [shown(API_MODULE), ...sources.map((s) => shown(s.value).replace(/(.)\/+$/, '$1'))];
}
function shownPathOf(file) {
    const shownDir = external_node_path_.posix.dirname(file);
    return (rel) => external_node_path_.posix.normalize(`${shownDir}/${rel}`);
}
function checkComponentPaths(workspace, file, sources, root = (0,inside/* workspaceRoot */.oS)(workspace)) {
    const dir = external_node_path_.dirname(external_node_path_.join(workspace, file));
    const shownDir = external_node_path_.posix.dirname(file);
    const shownPath = shownPathOf(file);
    const findings = [];
    const api = (0,inside/* resolveInside */.LI)(root, external_node_path_.join(dir, API_MODULE));
    if (api.kind === 'outside') {
        findings.push((0,inside/* outsideFinding */.bZ)(file, config_findings/* FILE_START */.WS, '', `${(0,inside/* describeOutside */.zk)(root, shownPath(API_MODULE), api)}; it was not looked at. Commit ${API_MODULE} itself beside this config`));
    }
    else if (api.kind !== 'inside' || !isFile(api.real)) {
        findings.push((0,config_findings/* finding */.gk)('missing-api-module', file, config_findings/* FILE_START */.WS, '', `${API_MODULE} is missing beside this config (looked for ${shownDir === '.' ? '' : `${shownDir}/`}${API_MODULE}); the component needs it, with a top-level \`def apply(inputs): ...\``));
    }
    for (const s of sources) {
        const where = (0,inside/* resolveInside */.LI)(root, external_node_path_.join(dir, s.value));
        if (where.kind === 'inside')
            continue;
        const span = { line: s.line, column: s.column, endLine: s.endLine, endColumn: s.endColumn };
        const shown = shownPath(s.value);
        findings.push(where.kind === 'outside'
            ? (0,inside/* outsideFinding */.bZ)(file, span, s.location, `package_data source \`${s.value}\`: ${(0,inside/* describeOutside */.zk)(root, shown, where)}; it was not looked at. The build copies sources from the repository: keep them inside it`)
            : (0,config_findings/* finding */.gk)('missing-source', file, span, s.location, `package_data source \`${s.value}\` does not exist (looked for ${shown}); sources are relative to the directory holding ${API_MODULE}`));
    }
    return findings;
}
function isFile(p) {
    try {
        return external_node_fs_.statSync(p).isFile();
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./lib/config/read/locate.js
var locate = __nccwpck_require__(1141);
// EXTERNAL MODULE: ./lib/config/paths.js
var paths = __nccwpck_require__(6446);
// EXTERNAL MODULE: ./lib/config/read/source.js + 1 modules
var read_source = __nccwpck_require__(4544);
;// CONCATENATED MODULE: ./lib/config/dockerfile-parser.js
// custom_build_steps read as BuildKit's Dockerfile parser reads lines
// (github.com/moby/buildkit, frontend/dockerfile/parser): an instruction word in any case, then
// its arguments; a `\` at the end of a line (trailing blanks allowed) continues it, and comment
// and blank lines inside a continuation are skipped; RUN, COPY and ADD take heredocs (a word
// `<<NAME`, `<<-NAME`, `<<"NAME"`, optionally after a file descriptor, closed by a line holding
// NAME). Parser directives (`# syntax=...`, `# escape=...`, `# check=...`) count only at the
// very top of a build file; in a step they are comments.
const BUILD_INSTRUCTIONS = [
    'ADD',
    'ARG',
    'CMD',
    'COPY',
    'ENTRYPOINT',
    'ENV',
    'EXPOSE',
    'HEALTHCHECK',
    'LABEL',
    'MAINTAINER',
    'ONBUILD',
    'RUN',
    'SHELL',
    'STOPSIGNAL',
    'USER',
    'VOLUME',
    'WORKDIR',
];
const HEREDOC_INSTRUCTIONS = new Set(['RUN', 'COPY', 'ADD']);
const HEREDOC_WORD = /^[0-9]*<<(-?)([^<]*)$/;
const DIRECTIVE = /^#\s*(syntax|escape|check)\s*=/i;
/** The heredoc names a logical line opens, in order (only for RUN, COPY and ADD). */
function heredocs(instruction, text) {
    if (!HEREDOC_INSTRUCTIONS.has(instruction))
        return [];
    const names = [];
    for (const word of text.split(/\s+/)) {
        const m = HEREDOC_WORD.exec(word);
        if (!m || !m[2])
            continue;
        names.push(m[2].replace(/^(["'])(.*)\1$/, '$2'));
    }
    return names;
}
function buildStepProblems(step) {
    // A line's carriage return is not its own; the list is changed in place, not made anew by
    // map() (whose array is of another kind once this is optimised, throwing that code away).
    const lines = step.split('\n');
    for (let n = 0; n < lines.length; n++)
        if (lines[n].endsWith('\r'))
            lines[n] = lines[n].slice(0, -1);
    let continued = false;
    let instruction = '';
    let logical = '';
    const heredocEnd = [];
    let seenInstruction = false;
    let directive;
    const endLogical = () => heredocEnd.push(...heredocs(instruction, logical));
    for (let n = 0; n < lines.length; n++) {
        const raw = lines[n];
        const line = raw.trim();
        if (heredocEnd.length > 0) {
            if (line === heredocEnd[0] || raw === heredocEnd[0])
                heredocEnd.shift();
            continue;
        }
        if (!line || line.startsWith('#')) {
            if (DIRECTIVE.test(line))
                directive ??= line;
            continue;
        }
        if (continued) {
            continued = line.endsWith('\\');
            logical += ` ${continued ? line.slice(0, -1) : line}`;
            if (!continued)
                endLogical();
            continue;
        }
        const first = line.split(/\s+/, 1)[0];
        const word = first.toUpperCase();
        if (word === 'FROM') {
            return {
                error: `line ${n + 1}: FROM would start a new build stage and discard the component; custom steps run inside the final image, so use RUN, COPY, ENV, ...`,
            };
        }
        if (!BUILD_INSTRUCTIONS.includes(word)) {
            return {
                error: `line ${n + 1} starts with \`${first}\`, which is not a build-file instruction; begin it with one of ${BUILD_INSTRUCTIONS.join(', ')} (for a shell command: RUN ...)`,
            };
        }
        seenInstruction = true;
        instruction = word;
        continued = line.endsWith('\\');
        logical = (continued ? line.slice(0, -1) : line).slice(first.length).trim();
        if (!continued)
            endLogical();
    }
    if (continued)
        return { error: 'the last line ends with a \\ but nothing follows it' };
    if (heredocEnd.length > 0)
        return { error: `the heredoc ${heredocEnd[0]} is never closed: end it with a line holding ${heredocEnd[0]}` };
    if (!seenInstruction) {
        return {
            warning: directive
                ? `holds only the parser directive ${directive}, which counts only at the very top of a build file; here it is a comment and does nothing`
                : 'holds no instruction (only comments or blank lines), so it does nothing; remove it or add an instruction',
        };
    }
    if (directive) {
        return {
            warning: `the parser directive ${directive} counts only at the very top of a build file; in a custom step it is a comment and changes nothing`,
        };
    }
    return {};
}

// EXTERNAL MODULE: ./lib/config/rules/context.js
var context = __nccwpck_require__(7081);
;// CONCATENATED MODULE: ./lib/config/rules/build-steps.js
// custom_build_steps: each a build-file instruction other than FROM (an error otherwise), and a
// warning for steps that do nothing. The grammar is in ../dockerfile-parser.ts.


function buildSteps(ctx) {
    const steps = (0,context/* buildOf */.Yy)(ctx)?.['custom_build_steps'];
    if (!Array.isArray(steps))
        return;
    steps.forEach((step, i) => {
        if (!(0,context/* isStr */.O8)(step))
            return;
        const problems = buildStepProblems(step);
        const where = ['build_config', 'custom_build_steps', i];
        if (problems.error)
            ctx.add('invalid-build-step', where, problems.error);
        else if (problems.warning)
            ctx.add('ineffective-build-step', where, problems.warning);
    });
}

// EXTERNAL MODULE: ./lib/config/value-rules.js
var value_rules = __nccwpck_require__(5193);
;// CONCATENATED MODULE: ./lib/config/rules/env.js
// env and build_env names: what a build file's ENV line can carry as a name (an error otherwise),
// and names a shell cannot refer to (a warning). Values: no NUL.



// What a Dockerfile ENV line can carry as a name: not empty, no `=`, no whitespace or control
// characters, nothing its parser would take for quoting, expansion or escaping (' " $ \).
// Names outside POSIX's [A-Za-z_][A-Za-z0-9_]* pass with a warning (a shell cannot use them).
const ENV_NAME_PATTERN = '^[^=\\s\\x00-\\x1f\\x7f\'"$\\\\]+$';
const ENV_LINE_NAME = new RegExp(ENV_NAME_PATTERN);
// POSIX's portable names, the ones a shell can refer to.
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** The schema's keywords of an env map: its values hold no NUL, its keys are checked here. */
const ENV_VALUE = { pattern: '^[^\\x00]*$', 'x-code': 'invalid-value' };
const ENV_KEYS = { 'x-key-code': 'invalid-env-name' };
/** What env and build_env must be, for the schema's type error and the rule's (a date there). */
const ENV_MAP_EXPECTED = 'a mapping of environment variable names to strings';
function envNames(ctx) {
    if (ctx.form === 'current')
        envMap(ctx, ctx.data['env'], ['env']);
    const build = (0,context/* buildOf */.Yy)(ctx);
    if (build && ctx.form === 'current')
        envMap(ctx, build['build_env'], ['build_config', 'build_env']);
}
function envMap(ctx, given, path) {
    const value = ctx.mapping(given, path, ENV_MAP_EXPECTED);
    if (!value)
        return;
    const pointer = (0,paths/* pointerOf */.rq)(path);
    for (const key of Object.keys(value)) {
        const child = [...path, key];
        const portable = ENV_NAME.test(key);
        // Quoting a key that is no portable variable name would only trade this finding for another.
        if (ctx.nonStringKey(child, (0,paths/* pointerChild */.QX)(pointer, key), '', portable))
            continue;
        if (portable)
            continue;
        if (!ENV_LINE_NAME.test(key)) {
            ctx.add('invalid-env-name', child, envNameProblem(key), 'key');
        }
        else {
            ctx.add('non-portable-env-name', child, `an environment variable name that the build file accepts but a shell cannot refer to ($${key} does not expand to it); programs can still read it, but prefer letters, digits and underscores, not starting with a digit (for example ${portableName(key)})`, 'key');
        }
    }
}
/** Why a name cannot be an ENV name of a build file (it failed ENV_NAME_PATTERN). */
function envNameProblem(key) {
    const fix = value_rules/* ENV_NAME_FIX */.K3;
    if (key === '')
        return `an environment variable name cannot be empty; ${fix}`;
    const why = key.includes('=')
        ? 'the = would end the name'
        : value_rules/* CONTROL */.W3.test(key) || /\s/.test(key)
            ? 'whitespace and control characters end the name'
            : 'the build file would read its quote, $ or \\ as syntax, not as part of the name';
    return `cannot be an environment variable name (${why}); ${fix}`;
}
/** A POSIX-portable spelling of an environment variable name, for the hint. */
function portableName(key) {
    const name = key.replace(/[^A-Za-z0-9_]/g, '_');
    return /^[0-9]/.test(name) ? `_${name}` : name;
}

// EXTERNAL MODULE: ./lib/config/rules/keys.js
var keys = __nccwpck_require__(5468);
// EXTERNAL MODULE: ./lib/config/fix/fixes.js
var fixes = __nccwpck_require__(7969);
// EXTERNAL MODULE: ./lib/config/python-space.js
var python_space = __nccwpck_require__(441);
;// CONCATENATED MODULE: ./lib/config/rules/hosts-and-credentials.js
// host_credentials: bare host names (checked in code: IPv6 and label lengths are past a pattern),
// one credential per host, secret ids and usernames by pattern (the builder's own whitespace test);
// an empty username, which the builder takes, is a warning.





// For the editors' schema only. A host name of labels (letters, digits, underscores, inner
// hyphens, up to 63 characters), at most 253 characters, an optional final dot; IPv4 addresses
// are such names too. IPv6 addresses by their shape; the group count is the checker's.
const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const IPV6 = '(?:[0-9A-Fa-f]{0,4}:){1,8}(?:[0-9A-Fa-f]{1,4}|[0-9]{1,3}(?:\\.[0-9]{1,3}){3})?';
const HOST = {
    'x-code': 'invalid-host',
    'x-editor': { pattern: `^(?:(?![\\s\\S]{254})${LABEL}(?:\\.${LABEL})*\\.?|${IPV6})$` },
};
// The builder refuses white space (Python's) in a credential's fields: they are written as one
// tab-separated line and then into netrc and git-credential entries. A secret id must also be
// one the build command can be given: `--secret id=<id>,env=<VAR>` is split at commas (by the
// builder and by docker, which reads it as CSV, where a double quote is syntax), and a command
// line holds no NUL. Any other character passes both.
const SECRET_ID = { pattern: `^[^${python_space/* PYTHON_SPACE */._X},"\\x00]+$`, 'x-code': 'invalid-secret-id' };
const USERNAME = { pattern: `^[^${python_space/* PYTHON_SPACE */._X}]*$`, 'x-code': 'invalid-username' };
function hostCredentials(ctx) {
    const credentials = (0,context/* buildOf */.Yy)(ctx)?.['host_credentials'];
    if (ctx.form !== 'current' || !Array.isArray(credentials))
        return;
    const firstHost = new Map();
    credentials.forEach((c, i) => {
        if ((0,context/* isObj */.sA)(c) && c['username'] === '')
            ctx.add('empty-username', ['build_config', 'host_credentials', i, 'username'], "an empty username is written into the build's netrc entry as nothing, so the entry reads its next word (`password`) as the login and the host sees no username; remove `username` to send the default `__token__`, or write the username the host needs");
        if (!(0,context/* isObj */.sA)(c) || !(0,context/* isStr */.O8)(c['host']) || !c['host'])
            return;
        const host = c['host'];
        const path = ['build_config', 'host_credentials', i, 'host'];
        if (hostProblem(host)) {
            const bare = bareHost(host);
            const place = ctx.source.places.get((0,paths/* pointerOf */.rq)(path));
            const fix = bare ? (0,fixes/* replaceFix */.g_)(ctx.source, place, bare, `write the bare host: ${bare}`) : undefined;
            ctx.add('invalid-host', path, `\`${host}\` ${(0,value_rules/* valueProblem */.FQ)('invalid-host')}`, 'value', fix);
            return;
        }
        const key = host.toLowerCase().replace(/\.+$/, '');
        const first = firstHost.get(key);
        if (first === undefined)
            firstHost.set(key, i);
        else
            ctx.add('duplicate-host', path, `host \`${host}\` already has a credential in host_credentials[${first}]; a credential is keyed by host, so keep one`);
    });
}
function hostProblem(value) {
    if (value_rules/* CONTROL */.W3.test(value) || /[ /:@?#[\]]/.test(value))
        return !isIPv6(value);
    if (isIPv4(value))
        return false;
    if (value.length > 253)
        return true;
    const labels = value.replace(/\.$/, '').split('.');
    // RFC 1123 labels, with underscores as well: DNS carries them (_acme-challenge, my_host.internal)
    // and pip, curl and git reach such hosts.
    return labels.some((l) => !/^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/.test(l));
}
// A host written as a URL or with a port or path: scheme://host[:port][/path]. Not with a user
// (what the credential's username should be is not certain) nor an IPv6 address.
const HOST_IN_URL = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/)?([A-Za-z0-9._-]+)(?::[0-9]{1,5})?(?:[/?#]\S*)?$/;
/** The bare host of a host written as a URL (`https://pypi.example.com:443/simple`), if it has one. */
function bareHost(value) {
    const host = HOST_IN_URL.exec(value.trim())?.[1];
    return host !== undefined && host !== value && !hostProblem(host) ? host : undefined;
}
function isIPv4(v) {
    const parts = v.split('.');
    return parts.length === 4 && parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255);
}
function isIPv6(v) {
    if (!/^[0-9A-Fa-f:.]+$/.test(v) || !v.includes(':'))
        return false;
    let head = v;
    let groupsNeeded = 8;
    const lastColon = v.lastIndexOf(':');
    const tail = v.slice(lastColon + 1);
    if (tail.includes('.')) {
        if (!isIPv4(tail))
            return false;
        head = v.slice(0, lastColon + 1) + '0:0';
    }
    const halves = head.split('::');
    if (halves.length > 2)
        return false;
    const groups = (s) => (s === '' ? [] : s.split(':'));
    const all = halves.flatMap(groups);
    if (!all.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g)))
        return false;
    if (halves.length === 2)
        return all.length < groupsNeeded;
    groupsNeeded = 8;
    return all.length === groupsNeeded;
}

;// CONCATENATED MODULE: ./lib/config/rules/build-env-secrets.js
// build_env entries that look like secrets (by name or a URL with a password): build_env values
// are written into the build context, so a secret belongs in a host_credentials entry instead.

// A name holds a secret when it ends in a word that names one (GITHUB_TOKEN, DB_PASSWORD,
// OPENAI_API_KEY) or starts with SECRET/PASSWORD; a name that merely contains such a word
// names something about it (NPM_CONFIG_TOKEN_HELPER, UV_KEYRING_PROVIDER, HF_TOKEN_PATH).
const SECRET_LAST = new Set(['TOKEN', 'PASSWORD', 'PASSWD', 'PASS', 'SECRET', 'APIKEY', 'AUTH', 'AUTHTOKEN', 'PAT']);
const SECRET_LAST_TWO = new Set(['API_KEY', 'ACCESS_KEY', 'SECRET_KEY', 'PRIVATE_KEY', 'AUTH_KEY', 'SSH_KEY']);
const SECRET_FIRST = new Set(['SECRET', 'PASSWORD']);
// scheme://user:password@ (the password may be empty only when the user is not).
const URL_WITH_PASSWORD = /[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/\s:@]*:[^/\s@]+@/;
function secretReason(name, value) {
    const words = name
        .toUpperCase()
        .split(/[_.-]+/)
        .filter(Boolean);
    const last = words[words.length - 1] ?? '';
    const lastTwo = words.slice(-2).join('_');
    if (value &&
        (SECRET_LAST.has(last) || SECRET_LAST_TWO.has(lastTwo) || (words.length > 1 && SECRET_FIRST.has(words[0])))) {
        return 'the name says it holds a secret';
    }
    if (URL_WITH_PASSWORD.test(value))
        return 'the value is a URL with a password in it';
    return undefined;
}
function secretsInBuildEnv(ctx) {
    const buildEnv = (0,context/* buildOf */.Yy)(ctx)?.['build_env'];
    if (ctx.form !== 'current' || !(0,context/* isObj */.sA)(buildEnv))
        return;
    for (const [name, value] of Object.entries(buildEnv)) {
        if (!(0,context/* isStr */.O8)(value))
            continue;
        const reason = secretReason(name, value);
        if (!reason)
            continue;
        ctx.add('secret-in-build-env', ['build_config', 'build_env', name], `${reason}; build_env values are written into the build context, so never put secrets there: declare a host_credentials entry and pass the token with --secret`, 'key');
    }
}

// EXTERNAL MODULE: ./lib/config/describe.js
var describe = __nccwpck_require__(5641);
;// CONCATENATED MODULE: ./lib/config/rules/image.js
// base_image: a valid image reference (the schema's pattern), and a warning when it names a
// non-Debian family (the build needs apt-get).


// Docker's reference grammar (github.com/distribution/reference, regexp.go):
// [host[:port]/]path[:tag][@digest], the host a domain name or a bracketed IPv6 address, path
// components lower case with `.`, `_`, `__` or dashes between, a tag of up to 128 word
// characters, `.` and `-`; the digest one of the algorithms that parse (sha256, sha384, sha512).
const IMAGE_REF_PATTERN = '^(?:(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\\[[a-fA-F0-9:]+\\])' +
    '(?::[0-9]+)?)/)?' +
    '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*' +
    '(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128}))?$';
const IMAGE_REF = { pattern: IMAGE_REF_PATTERN, 'x-code': 'invalid-image' };
function baseImage(ctx) {
    const image = (0,context/* buildOf */.Yy)(ctx)?.['base_image'];
    if (!(0,context/* isStr */.O8)(image))
        return;
    const family = nonDebianFamily(image);
    if (!family)
        return;
    ctx.add('non-debian-base-image', ['build_config', 'base_image'], `\`${image}\` looks like ${(0,describe/* withArticle */.vJ)(family)} image, but the base image must be Debian- or Ubuntu-based (the build needs apt-get); the build will check`);
}
const NON_DEBIAN_FAMILIES = [
    'alpine',
    'fedora',
    'centos',
    'rockylinux',
    'almalinux',
    'amazonlinux',
    'archlinux',
    'opensuse',
    'busybox',
    'ubi',
];
const FAMILY_PATTERNS = NON_DEBIAN_FAMILIES.map((f) => [f, new RegExp(`^${f}[0-9.]*$`)]);
// Every family's name anywhere in the reference: most images name none, and are done with one
// search instead of a pattern per family and part.
const ANY_FAMILY = new RegExp(NON_DEBIAN_FAMILIES.join('|'));
function nonDebianFamily(image) {
    const reference = image.split('@')[0].toLowerCase();
    if (!ANY_FAMILY.test(reference))
        return undefined;
    const colon = reference.lastIndexOf(':');
    let name = colon >= 0 ? reference.slice(0, colon) : '';
    let tag = colon >= 0 ? reference.slice(colon + 1) : '';
    if (!name || tag.includes('/')) {
        name = reference;
        tag = '';
    }
    const components = name.split('/');
    const words = tag.split('-');
    for (const [family, versioned] of FAMILY_PATTERNS) {
        if (components.some((c) => versioned.test(c) || c.startsWith(`${family}-`)))
            return family;
        if (words.some((w) => versioned.test(w)))
            return family;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./lib/config/rules/metadata-values.js
// metadata holds any value (the spec), and the builder writes it into an image label as JSON,
// by Jinja's `tojson`: Python's json.dumps with sort_keys=True. What that refuses fails the
// build, so it is an error here: a date, as a value or a key (JSON has no type for it), and a
// mapping whose keys Python cannot sort together (sorted() raises on a string beside a number or
// a boolean, and on null beside either). The top level's own keys must be strings (the builder's
// model: dict[str, Any]). The rest is written: a number or boolean key alone among its kind
// becomes a JSON string, .inf and .nan become Infinity and NaN. No finding for those.




/** What metadata must be, for the schema's type error and the rule's (a date there). */
const METADATA_EXPECTED = 'a mapping';
function metadataValues(ctx) {
    const metadata = ctx.mapping(ctx.data['metadata'], ['metadata'], METADATA_EXPECTED);
    if (!metadata)
        return;
    const anyKeys = ctx.source.nonStringKeys.size > 0;
    for (const key of Object.keys(metadata)) {
        const value = metadata[key];
        // Most metadata is strings under string keys: no path to make for those.
        if (!anyKeys && !holdsMore(value))
            continue;
        const child = ['metadata', key];
        const pointer = (0,paths/* pointerChild */.QX)('/metadata', key);
        ctx.nonStringKey(child, pointer, 'the builder takes the keys of metadata as strings');
        freeData(ctx, value, child, pointer);
    }
}
/** Whether a value can hold what the rule refuses: a date, or a mapping or list (a key, a date inside). */
const holdsMore = (value) => value !== null && typeof value === 'object';
function keyKind(read) {
    if (read instanceof read_source/* Timestamp */.Dc)
        return 'date';
    if (read === null || read === undefined)
        return 'null';
    return typeof read === 'string' ? 'string' : 'number';
}
function freeData(ctx, value, path, pointer) {
    if ((0,context/* isObj */.sA)(value))
        nestedKeys(ctx, value, path, pointer);
    else if (Array.isArray(value))
        value.forEach((item, i) => {
            if (holdsMore(item))
                freeData(ctx, item, [...path, i], `${pointer}/${i}`);
        });
    else if (value instanceof read_source/* Timestamp */.Dc) {
        const { source } = ctx;
        // An explicit `!!timestamp` stays a date however the value is quoted: the tag must go too.
        const tagged = source.places.get(pointer)?.readAs !== undefined;
        ctx.add('unsupported-value', path, `YAML read \`${value.text}\` as a date, which the builder cannot write as JSON (the build fails); ${tagged ? 'remove the tag `!!timestamp` and quote it' : 'quote it'}: "${value.text}"`, 'value', (0,fixes/* quoteFix */.Sx)(source, source.places.get(pointer)));
    }
}
/** A mapping below metadata's top level: its keys as the builder's JSON writer sorts them. */
function nestedKeys(ctx, value, path, pointer) {
    const { nonStringKeys } = ctx.source;
    if (nonStringKeys.size === 0) {
        // Every key a string: only what the values hold can be refused.
        for (const key of Object.keys(value))
            if (holdsMore(value[key]))
                freeData(ctx, value[key], [...path, key], (0,paths/* pointerChild */.QX)(pointer, key));
        return;
    }
    const keys = Object.keys(value).map((key) => {
        const at = (0,paths/* pointerChild */.QX)(pointer, key);
        return { key, at, kind: nonStringKeys.has(at) ? keyKind(nonStringKeys.get(at)) : 'string' };
    });
    const kinds = new Set(keys.map((k) => k.kind).filter((k) => k !== 'date'));
    for (const { key, at, kind } of keys) {
        const child = [...path, key];
        if (kind === 'date')
            ctx.nonStringKey(child, at, 'JSON has no date keys: the build fails');
        else if (kinds.size > 1 && kind !== 'string') {
            // Quoting every key that is not a string leaves keys of one kind.
            ctx.nonStringKey(child, at, `beside keys of another kind: the builder sorts a mapping's keys to write it as JSON, and Python cannot sort ${kinds.has('string') ? 'a number or boolean among strings' : 'null among numbers'}, so the build fails`);
        }
        freeData(ctx, value[key], child, at);
    }
}

// EXTERNAL MODULE: ./lib/config/rules/package-data.js
var package_data = __nccwpck_require__(4063);
// EXTERNAL MODULE: ./lib/config/basics.js
var basics = __nccwpck_require__(3799);
;// CONCATENATED MODULE: ./lib/config/rules/packages.js
// extra_packages: Debian package names, one per entry. The schema's pattern refuses an entry that
// is not package names (its message is in ../value-rules.ts with the other pattern messages);
// an entry that names none or several is a warning here.


// Debian package names (policy 5.6.1), optionally :arch, then apt-get's =version (a Debian
// version, policy 5.6.12, where apt also takes a `*` glob, as in s3cmd=1.1.*) or /release.
const DEB_PACKAGE_BODY = '[a-z0-9][a-z0-9+.-]+(?::[a-z0-9-]+)?(?:=[A-Za-z0-9.+~:*-]+|/[a-z0-9][a-z0-9.-]*)?';
// The build joins the entries with spaces into one `apt-get install` line, where the shell splits
// them again at spaces and tabs: an entry of several names, or of none, installs what it names
// and builds. Anything else is no package (apt-get fails on it), or shell syntax the build's RUN
// line would run.
const PACKAGES_PATTERN = `^[ \\t]*(?:${DEB_PACKAGE_BODY}(?:[ \\t]+${DEB_PACKAGE_BODY})*)?[ \\t]*$`;
const DEB_PACKAGE = { pattern: PACKAGES_PATTERN, 'x-code': 'invalid-package-name' };
const ONE_PACKAGE = new RegExp(`^${DEB_PACKAGE_BODY}$`);
const PACKAGES = new RegExp(PACKAGES_PATTERN);
function extraPackages(ctx) {
    const packages = (0,context/* buildOf */.Yy)(ctx)?.['extra_packages'];
    if (!Array.isArray(packages))
        return;
    packages.forEach((entry, i) => {
        if (!(0,context/* isStr */.O8)(entry) || ONE_PACKAGE.test(entry) || !PACKAGES.test(entry))
            return;
        const path = ['build_config', 'extra_packages', i];
        const names = entry.split(/[ \t]+/).filter(Boolean);
        const problem = names.length === 0
            ? 'names no package; apt-get installs nothing for it, so remove it'
            : names.length === 1
                ? `has spaces around \`${names[0]}\`; apt-get installs it, but write the name alone`
                : `names ${(0,basics/* plural */.LS)(names.length, 'package')}; apt-get installs each, but write one package per entry: [${names.join(', ')}]`;
        ctx.add('not-one-package', path, problem);
    });
}

// EXTERNAL MODULE: ./lib/config/containerd-platform.js
var containerd_platform = __nccwpck_require__(8825);
;// CONCATENATED MODULE: ./lib/config/rules/platform.js
// target_platform: "native" or a platform the container tools parse (the schema's pattern, whose
// message containerd-platform.ts words), and a warning for one no Debian image is likely to match.



const PLATFORM = { pattern: containerd_platform/* PLATFORM_PATTERN */.Hw, 'x-code': 'invalid-platform' };
const VALID = new RegExp(containerd_platform/* PLATFORM_PATTERN */.Hw);
function targetPlatform(ctx) {
    const platform = (0,context/* buildOf */.Yy)(ctx)?.['target_platform'];
    if (!(0,context/* isStr */.O8)(platform) || (0,python_space/* pythonStrip */.pn)(platform) === 'native' || !VALID.test(platform))
        return;
    const parsed = (0,containerd_platform/* parsePlatform */.FL)(platform);
    const why = 'refused' in parsed ? undefined : (0,containerd_platform/* unusualPlatform */.Lo)(parsed, platform);
    if (why)
        ctx.add('unusual-platform', ['build_config', 'target_platform'], why);
}

// EXTERNAL MODULE: ./lib/config/read/coordinates.js
var coordinates = __nccwpck_require__(3044);
;// CONCATENATED MODULE: ./lib/config/fix/fix-python-version.js
// The fix of the deprecated build_config.python_version: move it to requirements.python_version,
// in the file's own style (block or flow, its indentation and line ends), creating
// `requirements` with `provider: uv-pip` when there is none; delete it when requirements already
// says the same. The caller has made sure the move keeps the file valid (not with conda, not
// over another requirements.python_version, not with inherit_base_image_packages).


const plainNode = (node) => node?.kind === 'scalar' && !node.tag && !node.anchor;
function eolOf(text) {
    const lf = text.indexOf('\n');
    return lf > 0 && text[lf - 1] === '\r' ? '\r\n' : '\n';
}
/** A `key: value` pair alone on its line (but for a comment), in a block mapping. */
function pairLine(text, pair) {
    const key = pair.key;
    const value = pair.value;
    if (!plainNode(key) || !plainNode(value))
        return undefined;
    const keyStart = key.range.content;
    const valueEnd = value.range.end;
    const start = (0,coordinates/* lineStartOf */.El)(text, keyStart);
    if (!/^ *$/.test(text.slice(start, keyStart)) || /[\r\n]/.test(text.slice(keyStart, valueEnd)))
        return undefined;
    const lf = text.indexOf('\n', valueEnd);
    const next = lf < 0 ? text.length : lf + 1;
    const end = lf < 0 ? text.length : text[lf - 1] === '\r' ? lf - 1 : lf;
    const rest = text.slice(valueEnd, end);
    if (!/^[ \t]*(?:#.*)?$/.test(rest))
        return undefined;
    return {
        keyStart,
        valueEnd,
        start,
        end,
        next,
        comment: rest.includes('#') ? valueEnd + rest.indexOf('#') : -1,
        eol: lf > 0 && text[lf - 1] === '\r' ? '\r\n' : eolOf(text),
    };
}
/** The edits that take a pair out of a flow mapping, with the comma on one side. */
function dropFromFlow(source, map, index) {
    const text = source.text;
    const items = map.items;
    const pair = items[index];
    const start = pair.key.range.content;
    const end = pair.value.range.end;
    const after = items[index + 1];
    const before = items[index - 1];
    const [from, to] = after?.key
        ? [start, after.key.range.content]
        : before?.value
            ? [before.value.range.end, end]
            : [start, end];
    if (/[#\r\n]/.test(text.slice(from, to)))
        return undefined;
    return (0,fixes/* edit */.hc)(source, from, to, '');
}
function movePythonVersionFix(source, same) {
    const text = source.text;
    const build = source.places.get('/build_config');
    const alias = source.places.get('/build_config/python_version');
    const req = source.places.get('/build_config/requirements');
    if (!build || !alias || build.shared || alias.shared || (req && req.shared))
        return undefined;
    const map = build.node;
    if (map.kind !== 'map' || map.tag || map.anchor)
        return undefined;
    const items = map.items;
    const index = items.findIndex((p) => p.key === alias.key);
    const pair = items[index];
    if (!pair || !plainNode(pair.key) || !plainNode(pair.value))
        return undefined;
    const value = text.slice(pair.value.range.content, pair.value.range.end);
    const moved = `python_version: ${value}`;
    const line = map.flow ? undefined : pairLine(text, pair);
    if (!map.flow && !line)
        return undefined;
    // Take it out of build_config: its whole line (a comment on it stays on a line of its own,
    // unless the pair moves to a block mapping, where the comment goes with it).
    const takeOut = (commentMoves) => {
        if (!line)
            return dropFromFlow(source, map, index);
        if (line.comment < 0 || commentMoves)
            return (0,fixes/* edit */.hc)(source, line.start, line.next, '');
        return (0,fixes/* edit */.hc)(source, line.keyStart, line.comment, '');
    };
    if (same) {
        const out = takeOut(false);
        return out && { description: 'delete the deprecated build_config.python_version', edits: [out] };
    }
    const description = `move python_version: ${value} to build_config.requirements`;
    if (!req) {
        // Create requirements in place of the pair, in the mapping's style.
        if (!line) {
            return {
                description,
                edits: [
                    (0,fixes/* edit */.hc)(source, pair.key.range.content, pair.value.range.end, `requirements: {provider: uv-pip, ${moved}}`),
                ],
            };
        }
        const buildKey = build.key?.range.content;
        const buildIndent = buildKey === undefined ? 0 : buildKey - (0,coordinates/* lineStartOf */.El)(text, buildKey);
        const step = line.keyStart - line.start - buildIndent > 0 ? line.keyStart - line.start - buildIndent : 2;
        const inner = ' '.repeat(line.keyStart - line.start + step);
        const block = `requirements:${line.eol}${inner}provider: uv-pip${line.eol}${inner}${moved}`;
        return { description, edits: [(0,fixes/* edit */.hc)(source, line.keyStart, line.valueEnd, block)] };
    }
    const reqMap = req.node;
    if (reqMap.kind !== 'map' || reqMap.tag || reqMap.anchor)
        return undefined;
    const reqItems = reqMap.items;
    if (reqItems.some((p) => !plainNode(p.key) || !plainNode(p.value) || p.key.value === 'python_version'))
        return undefined;
    const last = reqItems[reqItems.length - 1];
    if (!last)
        return undefined;
    if (reqMap.flow) {
        const out = takeOut(false);
        const into = (0,fixes/* edit */.hc)(source, last.value.range.end, last.value.range.end, `, ${moved}`);
        return out && { description, edits: [out, into] };
    }
    const first = pairLine(text, reqItems[0]);
    const end = pairLine(text, last);
    if (!first || !end)
        return undefined;
    const out = takeOut(true);
    const comment = line && line.comment >= 0 ? text.slice(line.valueEnd, line.end) : '';
    const indent = ' '.repeat(first.keyStart - first.start);
    const into = (0,fixes/* edit */.hc)(source, end.end, end.end, `${end.eol}${indent}${moved}${comment}`);
    return out && { description, edits: [out, into] };
}

;// CONCATENATED MODULE: ./lib/config/rules/python-version.js
// python_version: a version uv installs Python by (the schema's pattern), and the rules across
// fields of the deprecated build_config.python_version alias.


// The versions uv installs Python by: a PEP 440 release of one to three parts, optionally a
// pre-release (a, b, rc) and `t` for a free-threaded build, or a PEP 440 specifier set.
const PY_RELEASE = '[0-9]+(?:\\.[0-9]+){0,2}(?:(?:a|b|rc)[0-9]+)?';
const PY_SPECIFIER = `(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?`;
const PYTHON_VERSION_PATTERN = `^(?:${PY_RELEASE}t?|${PY_SPECIFIER}(?:\\s*,\\s*${PY_SPECIFIER})*)$`;
const PYTHON_VERSION = { pattern: PYTHON_VERSION_PATTERN, 'x-code': 'invalid-python-version' };
const VERSION = new RegExp(PYTHON_VERSION_PATTERN);
const REMOVAL_RELEASE = '1.13.0';
// For the checker's messages (whose location names the key) and the editors' schema.
const WITH_INHERIT = "cannot be combined with inherit_base_image_packages: true (an environment inherits the base image's own Python); remove one of them";
const WITH_CONDA = 'applies to provider uv-pip only; with conda, pin python in component_environment.yaml instead';
function pythonVersion(ctx) {
    const build = (0,context/* buildOf */.Yy)(ctx);
    if (ctx.form !== 'current' || !build)
        return;
    const alias = build['python_version'];
    const inherit = build['inherit_base_image_packages'] === true;
    const requirements = build['requirements'];
    const provider = (0,context/* isObj */.sA)(requirements) ? requirements['provider'] : 'uv-pip';
    const pinned = (0,context/* isObj */.sA)(requirements) ? requirements['python_version'] : undefined;
    const aliasPath = ['build_config', 'python_version'];
    if ((0,context/* isStr */.O8)(alias) && VERSION.test(alias)) {
        if (inherit)
            ctx.add('python-version-with-inherit', aliasPath, WITH_INHERIT);
        else if (provider === 'conda')
            ctx.add('python-version-with-conda', aliasPath, WITH_CONDA);
        else if (provider !== 'uv-pip')
            return; // an unknown provider is already an error of its own
        else if ((0,context/* isStr */.O8)(pinned) && pinned !== alias) {
            ctx.add('conflicting-python-version', aliasPath, `"${alias}" contradicts requirements.python_version "${pinned}"; remove this deprecated key`);
        }
        else {
            const same = pinned === alias;
            ctx.add('deprecated-field', aliasPath, `deprecated, to be removed in release ${REMOVAL_RELEASE}; ` +
                (same
                    ? 'requirements.python_version already says the same, so delete this line'
                    : `move it to build_config.requirements.python_version (requirements: {provider: uv-pip, python_version: "${alias}"})`), 'key', movePythonVersionFix(ctx.source, same));
        }
    }
    else if ((alias === null || alias === undefined) && inherit && provider === 'uv-pip' && (0,context/* isStr */.O8)(pinned) && pinned) {
        ctx.add('python-version-with-inherit', ['build_config', 'requirements', 'python_version'], WITH_INHERIT);
    }
}

;// CONCATENATED MODULE: ./lib/config/rules/index.js
// The registry: the only place a rule is listed. Each family (one file here) holds its codes,
// patterns (which schema.ts imports), checks and messages; the rules run in this order, which
// breaks ties between findings at one place.













const RULES = [
    envNames,
    metadataValues,
    baseImage,
    targetPlatform,
    extraPackages,
    package_data/* packageData */.Jj,
    buildSteps,
    hostCredentials,
    secretsInBuildEnv,
    pythonVersion,
];
/** What the schema cannot say: rules across fields, rules that need code, and the warnings. */
function runRules(data, form, source) {
    const drafts = [];
    if (!(0,context/* isObj */.sA)(data))
        return drafts;
    const ctx = {
        data,
        form,
        source,
        add: (code, path, message, anchor = 'value', fix) => drafts.push({ code, path, anchor, message, ...(fix ? { fix } : {}) }),
        nonStringKey: (path, pointer, why, fixable = true) => {
            const draft = (0,keys/* nonStringKeyDraft */.nK)(source, path, pointer, why, fixable);
            if (draft)
                drafts.push(draft);
            return draft !== undefined;
        },
        mapping: (value, path, expected) => {
            if (value instanceof read_source/* Timestamp */.Dc)
                drafts.push((0,keys/* dateNotMappingDraft */.Zr)(source, path, value, expected));
            return (0,context/* isObj */.sA)(value) ? value : undefined;
        },
    };
    for (const rule of RULES)
        rule(ctx);
    return drafts;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 1 modules
var guard = __nccwpck_require__(9547);
;// CONCATENATED MODULE: ./lib/config/schema/checkers.generated.js
// @ts-nocheck
// Generated by src/tools/write-checkers.ts from the TypeBox schema (src/config/schema/schema.ts): do not
// edit; `npm run generate` rewrites it (a unit test fails while it is stale).

/** Whether a value is valid in the current form. */
const checkCurrent = (() => {
    const External = [new RegExp("(^name$|^version$|^description$|^build_config$|^env$|^metadata$)", "u"), new RegExp("(^base_image$|^target_platform$|^extra_packages$|^package_data$|^custom_build_steps$|^python_version$|^inherit_base_image_packages$|^requirements$|^host_credentials$|^build_env$|^skip_checks$)", "u"), new RegExp("^(?:(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\\[[a-fA-F0-9:]+\\])(?::[0-9]+)?)\\/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128}))?$", "u"), new RegExp("^(?:[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*native[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*|[lL][iI][nN][uU][xX](?:\\([A-Za-z0-9_.%-]*(?:\\+[A-Za-z0-9_.%-]+)*\\))?(?:\\/(?:386|[aA][mM][dD]64|[aA][mM][dD]64[pP]32|[aA][rR][mM]|[aA][rR][mM][bB][eE]|[aA][rR][mM]64|[aA][rR][mM]64[bB][eE]|[pP][pP][cC]64|[pP][pP][cC]64[lL][eE]|[lL][oO][oO][nN][gG]64|[mM][iI][pP][sS]|[mM][iI][pP][sS][lL][eE]|[mM][iI][pP][sS]64|[mM][iI][pP][sS]64[lL][eE]|[mM][iI][pP][sS]64[pP]32|[mM][iI][pP][sS]64[pP]32[lL][eE]|[pP][pP][cC]|[rR][iI][sS][cC][vV]|[rR][iI][sS][cC][vV]64|[sS]390|[sS]390[xX]|[sS][pP][aA][rR][cC]|[sS][pP][aA][rR][cC]64|[wW][aA][sS][mM]|[iI]386|[xX]86_64|[xX]86-64|[aA][aA][rR][cC][hH]64|[aA][rR][mM][hH][fF]|[aA][rR][mM][eE][lL])(?:\\/[A-Za-z0-9_.-]+)?)?|(?:386|[aA][mM][dD]64|[aA][mM][dD]64[pP]32|[aA][rR][mM]|[aA][rR][mM][bB][eE]|[aA][rR][mM]64|[aA][rR][mM]64[bB][eE]|[pP][pP][cC]64|[pP][pP][cC]64[lL][eE]|[lL][oO][oO][nN][gG]64|[mM][iI][pP][sS]|[mM][iI][pP][sS][lL][eE]|[mM][iI][pP][sS]64|[mM][iI][pP][sS]64[lL][eE]|[mM][iI][pP][sS]64[pP]32|[mM][iI][pP][sS]64[pP]32[lL][eE]|[pP][pP][cC]|[rR][iI][sS][cC][vV]|[rR][iI][sS][cC][vV]64|[sS]390|[sS]390[xX]|[sS][pP][aA][rR][cC]|[sS][pP][aA][rR][cC]64|[wW][aA][sS][mM]|[iI]386|[xX]86_64|[xX]86-64|[aA][aA][rR][cC][hH]64|[aA][rR][mM][hH][fF]|[aA][rR][mM][eE][lL]))$", "u"), new RegExp("^[ \\t]*(?:[a-z0-9][a-z0-9+.-]+(?::[a-z0-9-]+)?(?:=[A-Za-z0-9.+~:*-]+|\\/[a-z0-9][a-z0-9.-]*)?(?:[ \\t]+[a-z0-9][a-z0-9+.-]+(?::[a-z0-9-]+)?(?:=[A-Za-z0-9.+~:*-]+|\\/[a-z0-9][a-z0-9.-]*)?)*)?[ \\t]*$", "u"), new RegExp("^(?:[0-9]+(?:\\.[0-9]+){0,2}(?:(?:a|b|rc)[0-9]+)?t?|(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?(?:\\s*,\\s*(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?)*)$", "u"), new RegExp("(^provider$|^python_version$)", "u"), new RegExp("^(?:[0-9]+(?:\\.[0-9]+){0,2}(?:(?:a|b|rc)[0-9]+)?t?|(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?(?:\\s*,\\s*(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?)*)$", "u"), new RegExp("(^host$|^secret_id$|^username$)", "u"), new RegExp("^[^\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000,\"\\x00]+$", "u"), new RegExp("^[^\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*$", "u"), new RegExp("^.*$", "u"), new RegExp("^[^\\x00]*$", "u"), new RegExp("^.*$", "u"), new RegExp("^[^\\x00]*$", "u"), new RegExp("^.*$", "u")];
    const check_0 = ((value) => ((typeof value === "object" && value !== null && !(Array.isArray(value))) && (("name" in value && Object.getOwnPropertyNames(value).every((unique_0, unique_1) => ((External[0].test(unique_0) || false)))) && ((((((typeof value.name === "string" && (value.name.length >= 2 || (value.name.length >= 1 && guard/* CodePointCount */.Bm(value.name) >= 1))) && (value.version === undefined || (!("version" in value) || (typeof value.version === "string" && ((value.version.length >= 2 || (value.version.length >= 1 && guard/* CodePointCount */.Bm(value.version) >= 1)) && (value.version.length <= 128 || (value.version.length <= 256 && guard/* CodePointCount */.Bm(value.version) <= 128))))))) && (value.description === undefined || (!("description" in value) || typeof value.description === "string"))) && (value.build_config === undefined || (!("build_config" in value) || (((typeof value.build_config === "object" && value.build_config !== null && !(Array.isArray(value.build_config))) && (Object.getOwnPropertyNames(value.build_config).every((unique_2, unique_3) => ((External[1].test(unique_2) || false))) && (((((((((((value.build_config.base_image === undefined || (!("base_image" in value.build_config) || (typeof value.build_config.base_image === "string" && ((value.build_config.base_image.length >= 2 || (value.build_config.base_image.length >= 1 && guard/* CodePointCount */.Bm(value.build_config.base_image) >= 1)) && External[2].test(value.build_config.base_image))))) && (value.build_config.target_platform === undefined || (!("target_platform" in value.build_config) || (typeof value.build_config.target_platform === "string" && External[3].test(value.build_config.target_platform))))) && (value.build_config.extra_packages === undefined || (!("extra_packages" in value.build_config) || (Array.isArray(value.build_config.extra_packages) && value.build_config.extra_packages.every((unique_4, index) => ((typeof unique_4 === "string" && External[4].test(unique_4)))))))) && (value.build_config.package_data === undefined || (!("package_data" in value.build_config) || ((Array.isArray(value.build_config.package_data) && value.build_config.package_data.every((unique_5, index) => ((Array.isArray(unique_5) && ((unique_5.every((unique_6, unique_7) => ((unique_7 < 2 || false))) && ((unique_5.length <= 0 || typeof unique_5[0] === "string") && (unique_5.length <= 1 || (typeof unique_5[1] === "string" && (unique_5[1].length >= 2 || (unique_5[1].length >= 1 && guard/* CodePointCount */.Bm(unique_5[1]) >= 1)))))) && unique_5.length >= 2))))) || value.build_config.package_data === null)))) && (value.build_config.custom_build_steps === undefined || (!("custom_build_steps" in value.build_config) || ((Array.isArray(value.build_config.custom_build_steps) && value.build_config.custom_build_steps.every((unique_8, index) => (typeof unique_8 === "string"))) || value.build_config.custom_build_steps === null)))) && (value.build_config.python_version === undefined || (!("python_version" in value.build_config) || ((typeof value.build_config.python_version === "string" && External[5].test(value.build_config.python_version)) || value.build_config.python_version === null)))) && (value.build_config.inherit_base_image_packages === undefined || (!("inherit_base_image_packages" in value.build_config) || typeof value.build_config.inherit_base_image_packages === "boolean"))) && (value.build_config.requirements === undefined || (!("requirements" in value.build_config) || (((typeof value.build_config.requirements === "object" && value.build_config.requirements !== null && !(Array.isArray(value.build_config.requirements))) && (("provider" in value.build_config.requirements && Object.getOwnPropertyNames(value.build_config.requirements).every((unique_9, unique_10) => ((External[6].test(unique_9) || false)))) && ((typeof value.build_config.requirements.provider === "string" && value.build_config.requirements.provider === "uv-pip") && (value.build_config.requirements.python_version === undefined || (!("python_version" in value.build_config.requirements) || ((typeof value.build_config.requirements.python_version === "string" && External[7].test(value.build_config.requirements.python_version)) || value.build_config.requirements.python_version === null)))))) || ((typeof value.build_config.requirements === "object" && value.build_config.requirements !== null && !(Array.isArray(value.build_config.requirements))) && (("provider" in value.build_config.requirements && Object.getOwnPropertyNames(value.build_config.requirements).length === 1) && (typeof value.build_config.requirements.provider === "string" && value.build_config.requirements.provider === "conda"))))))) && (value.build_config.host_credentials === undefined || (!("host_credentials" in value.build_config) || (Array.isArray(value.build_config.host_credentials) && value.build_config.host_credentials.every((unique_11, index) => (((typeof unique_11 === "object" && unique_11 !== null && !(Array.isArray(unique_11))) && ((("host" in unique_11 && "secret_id" in unique_11) && Object.getOwnPropertyNames(unique_11).every((unique_12, unique_13) => ((External[8].test(unique_12) || false)))) && (((typeof unique_11.host === "string" && (unique_11.host.length >= 2 || (unique_11.host.length >= 1 && guard/* CodePointCount */.Bm(unique_11.host) >= 1))) && (typeof unique_11.secret_id === "string" && ((unique_11.secret_id.length >= 2 || (unique_11.secret_id.length >= 1 && guard/* CodePointCount */.Bm(unique_11.secret_id) >= 1)) && External[9].test(unique_11.secret_id)))) && (unique_11.username === undefined || (!("username" in unique_11) || (typeof unique_11.username === "string" && External[10].test(unique_11.username))))))))))))) && (value.build_config.build_env === undefined || (!("build_env" in value.build_config) || ((typeof value.build_config.build_env === "object" && value.build_config.build_env !== null && !(Array.isArray(value.build_config.build_env))) && Object.entries(value.build_config.build_env).every(([unique_14, unique_15], _) => ((!(External[11].test(unique_14)) || (typeof unique_15 === "string" && External[12].test(unique_15))))))))) && (value.build_config.skip_checks === undefined || (!("skip_checks" in value.build_config) || typeof value.build_config.skip_checks === "boolean"))))) || value.build_config === null)))) && (value.env === undefined || (!("env" in value) || ((typeof value.env === "object" && value.env !== null && !(Array.isArray(value.env))) && Object.entries(value.env).every(([unique_16, unique_17], _) => ((!(External[13].test(unique_16)) || (typeof unique_17 === "string" && External[14].test(unique_17))))))))) && (value.metadata === undefined || (!("metadata" in value) || ((typeof value.metadata === "object" && value.metadata !== null && !(Array.isArray(value.metadata))) && Object.entries(value.metadata).every(([unique_18, unique_19], _) => ((!(External[15].test(unique_18)) || true))))))))));
    return (value) => check_0(value);
})();
/** Whether a value is valid in the earlier form. */
const checkEarlier = (() => {
    const External = [new RegExp("(^name$|^version$|^description$|^build_config$|^metadata$)", "u"), new RegExp("(^base_image$|^target_platform$|^extra_packages$|^package_data$|^custom_build_steps$|^requirements$|^skip_checks$)", "u"), new RegExp("^(?:(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\\[[a-fA-F0-9:]+\\])(?::[0-9]+)?)\\/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128}))?$", "u"), new RegExp("^(?:[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*native[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*|[lL][iI][nN][uU][xX](?:\\([A-Za-z0-9_.%-]*(?:\\+[A-Za-z0-9_.%-]+)*\\))?(?:\\/(?:386|[aA][mM][dD]64|[aA][mM][dD]64[pP]32|[aA][rR][mM]|[aA][rR][mM][bB][eE]|[aA][rR][mM]64|[aA][rR][mM]64[bB][eE]|[pP][pP][cC]64|[pP][pP][cC]64[lL][eE]|[lL][oO][oO][nN][gG]64|[mM][iI][pP][sS]|[mM][iI][pP][sS][lL][eE]|[mM][iI][pP][sS]64|[mM][iI][pP][sS]64[lL][eE]|[mM][iI][pP][sS]64[pP]32|[mM][iI][pP][sS]64[pP]32[lL][eE]|[pP][pP][cC]|[rR][iI][sS][cC][vV]|[rR][iI][sS][cC][vV]64|[sS]390|[sS]390[xX]|[sS][pP][aA][rR][cC]|[sS][pP][aA][rR][cC]64|[wW][aA][sS][mM]|[iI]386|[xX]86_64|[xX]86-64|[aA][aA][rR][cC][hH]64|[aA][rR][mM][hH][fF]|[aA][rR][mM][eE][lL])(?:\\/[A-Za-z0-9_.-]+)?)?|(?:386|[aA][mM][dD]64|[aA][mM][dD]64[pP]32|[aA][rR][mM]|[aA][rR][mM][bB][eE]|[aA][rR][mM]64|[aA][rR][mM]64[bB][eE]|[pP][pP][cC]64|[pP][pP][cC]64[lL][eE]|[lL][oO][oO][nN][gG]64|[mM][iI][pP][sS]|[mM][iI][pP][sS][lL][eE]|[mM][iI][pP][sS]64|[mM][iI][pP][sS]64[lL][eE]|[mM][iI][pP][sS]64[pP]32|[mM][iI][pP][sS]64[pP]32[lL][eE]|[pP][pP][cC]|[rR][iI][sS][cC][vV]|[rR][iI][sS][cC][vV]64|[sS]390|[sS]390[xX]|[sS][pP][aA][rR][cC]|[sS][pP][aA][rR][cC]64|[wW][aA][sS][mM]|[iI]386|[xX]86_64|[xX]86-64|[aA][aA][rR][cC][hH]64|[aA][rR][mM][hH][fF]|[aA][rR][mM][eE][lL]))$", "u"), new RegExp("^[ \\t]*(?:[a-z0-9][a-z0-9+.-]+(?::[a-z0-9-]+)?(?:=[A-Za-z0-9.+~:*-]+|\\/[a-z0-9][a-z0-9.-]*)?(?:[ \\t]+[a-z0-9][a-z0-9+.-]+(?::[a-z0-9-]+)?(?:=[A-Za-z0-9.+~:*-]+|\\/[a-z0-9][a-z0-9.-]*)?)*)?[ \\t]*$", "u"), new RegExp("^.*$", "u")];
    const check_0 = ((value) => ((typeof value === "object" && value !== null && !(Array.isArray(value))) && (("name" in value && Object.getOwnPropertyNames(value).every((unique_0, unique_1) => ((External[0].test(unique_0) || false)))) && (((((typeof value.name === "string" && (value.name.length >= 2 || (value.name.length >= 1 && guard/* CodePointCount */.Bm(value.name) >= 1))) && (value.version === undefined || (!("version" in value) || (typeof value.version === "string" && ((value.version.length >= 2 || (value.version.length >= 1 && guard/* CodePointCount */.Bm(value.version) >= 1)) && (value.version.length <= 128 || (value.version.length <= 256 && guard/* CodePointCount */.Bm(value.version) <= 128))))))) && (value.description === undefined || (!("description" in value) || typeof value.description === "string"))) && (value.build_config === undefined || (!("build_config" in value) || (((typeof value.build_config === "object" && value.build_config !== null && !(Array.isArray(value.build_config))) && (Object.getOwnPropertyNames(value.build_config).every((unique_2, unique_3) => ((External[1].test(unique_2) || false))) && (((((((value.build_config.base_image === undefined || (!("base_image" in value.build_config) || (typeof value.build_config.base_image === "string" && ((value.build_config.base_image.length >= 2 || (value.build_config.base_image.length >= 1 && guard/* CodePointCount */.Bm(value.build_config.base_image) >= 1)) && External[2].test(value.build_config.base_image))))) && (value.build_config.target_platform === undefined || (!("target_platform" in value.build_config) || (typeof value.build_config.target_platform === "string" && External[3].test(value.build_config.target_platform))))) && (value.build_config.extra_packages === undefined || (!("extra_packages" in value.build_config) || (Array.isArray(value.build_config.extra_packages) && value.build_config.extra_packages.every((unique_4, index) => ((typeof unique_4 === "string" && External[4].test(unique_4)))))))) && (value.build_config.package_data === undefined || (!("package_data" in value.build_config) || ((Array.isArray(value.build_config.package_data) && value.build_config.package_data.every((unique_5, index) => ((Array.isArray(unique_5) && ((unique_5.every((unique_6, unique_7) => ((unique_7 < 2 || false))) && ((unique_5.length <= 0 || typeof unique_5[0] === "string") && (unique_5.length <= 1 || (typeof unique_5[1] === "string" && (unique_5[1].length >= 2 || (unique_5[1].length >= 1 && guard/* CodePointCount */.Bm(unique_5[1]) >= 1)))))) && unique_5.length >= 2))))) || value.build_config.package_data === null)))) && (value.build_config.custom_build_steps === undefined || (!("custom_build_steps" in value.build_config) || ((Array.isArray(value.build_config.custom_build_steps) && value.build_config.custom_build_steps.every((unique_8, index) => (typeof unique_8 === "string"))) || value.build_config.custom_build_steps === null)))) && (value.build_config.requirements === undefined || (!("requirements" in value.build_config) || (((typeof value.build_config.requirements === "object" && value.build_config.requirements !== null && !(Array.isArray(value.build_config.requirements))) && (("provider" in value.build_config.requirements && Object.getOwnPropertyNames(value.build_config.requirements).length === 1) && (typeof value.build_config.requirements.provider === "string" && value.build_config.requirements.provider === "python-pip"))) || ((typeof value.build_config.requirements === "object" && value.build_config.requirements !== null && !(Array.isArray(value.build_config.requirements))) && (("provider" in value.build_config.requirements && Object.getOwnPropertyNames(value.build_config.requirements).length === 1) && (typeof value.build_config.requirements.provider === "string" && value.build_config.requirements.provider === "conda"))))))) && (value.build_config.skip_checks === undefined || (!("skip_checks" in value.build_config) || typeof value.build_config.skip_checks === "boolean"))))) || value.build_config === null)))) && (value.metadata === undefined || (!("metadata" in value) || ((typeof value.metadata === "object" && value.metadata !== null && !(Array.isArray(value.metadata))) && Object.entries(value.metadata).every(([unique_9, unique_10], _) => ((!(External[5].test(unique_9)) || true))))))))));
    return (value) => check_0(value);
})();

;// CONCATENATED MODULE: ./lib/config/schema/schema-check.js
// Whether a document fits a form, by TypeBox's checkers compiled at development time
// (checkers.generated.ts). Most files fit: for them nothing more is needed. The findings of a
// file that does not fit come from schema-findings.ts, a chunk of its own in the bundle, which
// the caller gives the check (see parts.ts) once a file has needed it.

/** Whether a document fits a form (no schema finding); a document that does not fit has one at least. */
function fits(form, data) {
    return (form === 'current' ? checkCurrent : checkEarlier)(data);
}
/** The schema's findings; without the schema findings part, a document that does not fit has none here (and the check answers that it needs the part). */
function misfitDrafts(form, data, source, explain) {
    if (fits(form, data))
        return [];
    return explain()?.(form, data, source) ?? [];
}

;// CONCATENATED MODULE: ./lib/config/schema/form.js
// Which form a file is in. Auto-detection tries the current form first; a file that is valid
// in neither is reported against the form it most resembles: the earlier one when it names
// the earlier provider `python-pip`, the current one otherwise.

/** The key and value that mark the earlier form: build_config.requirements.provider python-pip. */
const EARLIER_MARK = { path: ['build_config', 'requirements', 'provider'], value: 'python-pip' };
function resemblesEarlier(data) {
    let v = data;
    for (const key of EARLIER_MARK.path)
        v = (0,basics/* isObject */.Gv)(v) ? v[key] : undefined;
    return v === EARLIER_MARK.value;
}
/** The forms to try, in order; the first without errors wins, else the first is reported. */
function detectOrder(data) {
    return resemblesEarlier(data) ? ['earlier', 'current'] : ['current', 'earlier'];
}

// EXTERNAL MODULE: ./lib/config/fix/suppress.js
var suppress = __nccwpck_require__(9211);
// EXTERNAL MODULE: ./lib/config/policy/policy.js
var policy = __nccwpck_require__(3079);
;// CONCATENATED MODULE: ./lib/config/parts.js
// The parts of the checker that the caller gives it, rather than the checker importing them: each
// is a chunk of its own in the bundle, loaded only by a run that needs it (src/runtime.ts). A
// check without a part it needs answers which parts it needs, and the caller loads them and
// checks again: the checker itself never loads anything, and keeps no state between calls.
/**
 * The parts of one check, as it asks for them: a part asked for and not given is noted, and the
 * check goes on without it as far as it can (its findings are not used: the check answers Needs).
 */
class PartsInUse {
    given;
    missing = new Set();
    constructor(given) {
        this.given = given;
    }
    fullRead() {
        if (!this.given.fullRead)
            this.missing.add('full-read');
        return this.given.fullRead;
    }
    schemaFindings() {
        if (!this.given.schemaFindings)
            this.missing.add('schema-findings');
        return this.given.schemaFindings;
    }
    /** Needs, when a part was missing. */
    needs() {
        return this.missing.size > 0 ? { needs: [...this.missing].sort() } : undefined;
    }
}

;// CONCATENATED MODULE: ./lib/config/check.js
// The checker's only entry: bytes or text of one file → its findings. Pure: no file system, no
// GitHub, nothing loaded; the parts it may use are given (parts.ts), and a check that needs a
// part it was not given answers which (Needs). Never throws for any input; a finding says what
// is wrong, where, and how to fix it.











function checkBytes(file, bytes, parts, options = {}) {
    const decoded = (0,read_source/* decode */.D4)(bytes, options.size);
    if ('problem' in decoded) {
        return {
            file,
            form: fallbackForm(options),
            findings: [finish(file, decoded.problem)],
            packageSources: [],
            suppressed: [],
        };
    }
    return checkText(file, decoded.text, parts, options);
}
function checkText(file, text, parts, options = {}) {
    const use = new PartsInUse(parts);
    const result = check(file, text, use, options);
    return use.needs() ?? result;
}
/** A result whose findings are not used: the check missed a part (`use.missing`), and answers Needs. */
function incomplete(file) {
    return { file, form: 'current', findings: [], packageSources: [], suppressed: [] };
}
function check(file, text, use, options) {
    const fullRead = () => use.fullRead();
    const read = (0,read_source/* readSource */.o$)(text, fullRead);
    if (use.missing.size > 0)
        return incomplete(file);
    if (!read.source) {
        return {
            file,
            form: fallbackForm(options),
            findings: sortFindings(read.problems.map((p) => finish(file, p))),
            packageSources: [],
            suppressed: [],
        };
    }
    const source = read.source;
    const choice = options.form ?? 'auto';
    const order = choice === 'auto' ? detectOrder(source.data) : [choice];
    // The first form without errors wins, else the first form is reported. A form the document
    // does not fit has a schema error, so only the forms it fits can win: the findings of the
    // others (TypeBox's error iteration, the slow part) are needed only for the first form, and
    // only when no form wins.
    let result;
    let first;
    for (const form of order) {
        if (!fits(form, source.data))
            continue;
        const findings = checkForm(file, source, form, use, { fitting: true });
        if (form === order[0])
            first = findings;
        if (!findings.some((f) => f.severity === 'error')) {
            result = { form, findings };
            break;
        }
    }
    result ??= { form: order[0], findings: first ?? checkForm(file, source, order[0], use) };
    // A part missed so far, or the full read that suppression comments need: nothing after this is
    // worth doing for findings that will not be used.
    if (text.includes(suppress/* MARKER */.tl))
        use.fullRead();
    if (use.missing.size > 0)
        return incomplete(file);
    const sources = options.packageSources === false ? [] : packageSources(source, result.findings);
    // Fixes are settled on the file's own findings: the check again sees no file system.
    const { more, ...own } = options;
    const checked = options.fixes === 'unchecked'
        ? result.findings
        : (0,fixes/* settleFixes */.Az)(text, result.findings, (fixed) => check(file, fixed, use, { ...own, fixes: 'unchecked' }).findings);
    const all = more ? sortFindings([...checked, ...more(sources)]) : checked;
    if (!options.policy) {
        const { findings, suppressed } = (0,suppress/* applyIgnores */.wI)(file, source.text, all, { fullRead });
        return { file, form: result.form, findings, packageSources: sources, suppressed };
    }
    // The policy first, so that a suppression of a code it turned off is unused (and says why);
    // then again for the unused-ignore findings the suppressions make.
    const leveled = (0,policy/* applyLevels */.k1)(all, options.policy);
    const { findings, suppressed } = (0,suppress/* applyIgnores */.wI)(file, source.text, leveled, {
        fullRead,
        off: (0,policy/* offCodes */.kx)(options.policy),
        ...(options.policy.suppressions
            ? { allowed: { suppressions: options.policy.suppressions, file: options.policy.file } }
            : {}),
    });
    return {
        file,
        form: result.form,
        findings: (0,policy/* applyLevels */.k1)(findings, options.policy),
        packageSources: sources,
        suppressed,
    };
}
function fallbackForm(options) {
    return options.form === 'earlier' ? 'earlier' : 'current';
}
/** `fitting`: the document is known to fit the form, so the schema has nothing to say. */
function checkForm(file, source, form, use, options = {}) {
    const fitting = options.fitting ?? false;
    const data = source.data;
    if (data === null || typeof data !== 'object' || Array.isArray(data) || data instanceof read_source/* Timestamp */.Dc) {
        const found = Array.isArray(data) ? 'a list' : data instanceof read_source/* Timestamp */.Dc ? 'a date' : 'a single value';
        return [
            (0,config_findings/* finding */.gk)('not-a-mapping', file, (0,locate/* locate */.x)(source, '', 'value'), '', `the top level must be a mapping (key: value lines such as \`name: my-component\`), but the file holds ${found}`),
        ];
    }
    const rules = runRules(data, form, source);
    const drafts = fitting ? rules : [...misfitDrafts(form, data, source, () => use.schemaFindings()), ...rules];
    // Filled by push, as the findings lists are throughout: an array map() makes is of another
    // kind once its caller is optimised, which throws away the optimised code of every reader.
    const findings = [];
    for (const d of drafts)
        findings.push((0,config_findings/* finding */.gk)(d.code, file, (0,locate/* locate */.x)(source, (0,paths/* pointerOf */.rq)(d.path), d.anchor), (0,paths/* formatPath */.jV)(d.path), d.message, d.fix));
    return sortFindings(findings);
}
function finish(file, p) {
    return (0,config_findings/* finding */.gk)(p.code, file, p, p.location, p.message, p.fix);
}
function sortFindings(findings) {
    return findings.sort(config_findings/* byPlace */.hz);
}
function packageSources(source, findings) {
    const data = source.data;
    if (data === null || typeof data !== 'object')
        return [];
    const build = data['build_config'];
    if (build === null || typeof build !== 'object')
        return [];
    const list = build['package_data'];
    if (!Array.isArray(list))
        return [];
    const refused = new Set(findings.filter((f) => f.severity === 'error').map((f) => f.location));
    const out = [];
    list.forEach((pair, i) => {
        if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string')
            return;
        const location = (0,paths/* formatPath */.jV)(['build_config', 'package_data', i, 0]);
        if (refused.has(location))
            return;
        out.push({ value: pair[0], location, ...(0,locate/* locate */.x)(source, `/build_config/package_data/${i}/0`, 'value') });
    });
    return out;
}

// EXTERNAL MODULE: ./lib/workspace/files.js
var files = __nccwpck_require__(6426);
// EXTERNAL MODULE: ./lib/workspace/repo-path.js
var repo_path = __nccwpck_require__(929);
// EXTERNAL MODULE: ./lib/run/levels.js
var levels = __nccwpck_require__(8262);
;// CONCATENATED MODULE: ./lib/config/policy/deprecated.js
// fail-on-deprecated, as every face applies it (the action's input, the command line's flag, the
// policy's key, the page's checkbox): deprecated-field is an error wherever the policy put it,
// off included, and its message says why.
/** The file's levels as the check applies them: with fail-on-deprecated, the policy's level of deprecated-field is dropped. */
function deprecatedLevels(policy, failOnDeprecated) {
    if (policy && failOnDeprecated && policy.levels['deprecated-field'] !== undefined) {
        const { 'deprecated-field': _, ...levels } = policy.levels;
        return { file: policy.file, levels };
    }
    return policy;
}
/** The findings with fail-on-deprecated applied: each deprecated-field an error. */
function failOnDeprecated(findings, on) {
    if (!on)
        return [...findings];
    return findings.map((f) => f.code === 'deprecated-field'
        ? { ...f, severity: 'error', message: `${f.message} (an error because fail-on-deprecated is true)` }
        : f);
}

// EXTERNAL MODULE: ./lib/run/runtime.js
var runtime = __nccwpck_require__(6401);
;// CONCATENATED MODULE: ./lib/run/check-files.js
// Check a list of workspace files: read each (bounded), run the checker, add the check-paths
// findings and the deprecation policy. Shared by the action and the command line, so both give
// the same findings for the same files.













async function checkFiles(files, options) {
    const findings = [];
    const entries = [];
    const suppressed = [];
    const lines = new Map();
    const pointsAt = new Map();
    const root = (0,inside/* workspaceRoot */.oS)(options.root ?? options.workspace);
    const dirs = new Map();
    for (const file of files) {
        const checked = await (0,runtime/* withParts */.dK)((parts) => checkOne(file, root, dirs, options, parts), options.handOver && (() => options.handOver(file)));
        if (!checked)
            continue; // handed over
        const { result, bytes } = checked;
        const own = result.findings;
        let errors = 0;
        for (const f of own)
            if (f.severity === 'error')
                errors++;
        findings.push(...own);
        suppressed.push(...result.suppressed);
        if (bytes && own.length > 0)
            lines.set(file, linesOf(bytes, own));
        if (options.checkPaths)
            pointsAt.set(file, pointedPaths(file, result.packageSources));
        entries.push({
            file,
            form: isUnreadable(result) ? null : result.form,
            errors,
            warnings: own.length - errors,
            suppressed: result.suppressed.length,
        });
    }
    return { findings, entries, suppressed, lines, pointsAt };
}
function linesOf(bytes, findings) {
    const all = (0,coordinates/* linesOfBytes */.Kq)(bytes);
    const out = new Map();
    for (const f of findings) {
        if (f.code === 'file-too-large')
            continue; // only the beginning was read, and it was not parsed
        const line = all[f.line - 1];
        if (line !== undefined)
            out.set(f.line, line);
        const edits = f.fix?.edits ?? [];
        if (edits.length === 0)
            continue;
        const last = Math.max(...edits.map((e) => e.endLine)) + 1;
        for (let n = Math.min(...edits.map((e) => e.line)); n <= last; n++) {
            const text = all[n - 1];
            if (text !== undefined)
                out.set(n, text);
        }
    }
    return out;
}
/**
 * The findings of one file's bytes as given (an editor's unsaved text), `file` relative to the
 * workspace: the very path checkFiles takes for the bytes it reads, so both say the same.
 */
async function checkDocument(file, bytes, options) {
    const root = workspaceRoot(options.root ?? options.workspace);
    const checked = await withParts((parts) => guarded(file, options, () => checkRead(file, bytes, undefined, root, options, parts)));
    return checked.result;
}
function checkOne(file, root, dirs, options, parts) {
    return guarded(file, options, () => {
        const real = options.known?.get(file);
        const direct = real === undefined ? undefined : (0,files/* readLimited */.tk)(real, read_source/* MAX_FILE_BYTES */.gZ, { noFollow: true });
        // A file the search found is read as found; only one that has become a link since goes the
        // careful way below (which would also wait on a pipe put in its place).
        if (direct?.bytes)
            return checkRead(file, direct.bytes, direct.size, root, options, parts);
        if (direct && !direct.linked)
            return { result: (0,files/* unreadable */.O$)(file, direct.problem) };
        const abs = external_node_path_.join(options.workspace, file);
        const where = (0,inside/* resolveInside */.LI)(root, abs, dirs);
        if (where.kind === 'outside') {
            return {
                result: (0,files/* failed */.gz)((0,inside/* outsideFinding */.bZ)(file, config_findings/* FILE_START */.WS, '', `${(0,inside/* describeOutside */.zk)(root, file, where)}; it was not read, so that no file the repository does not hold is ever quoted. Commit the file itself, or a link to a file inside the repository`)),
            };
        }
        if (where.kind === 'error') {
            return { result: (0,files/* unreadable */.O$)(file, `cannot be read (${where.code})`) };
        }
        // The real path found inside, not the link: what is opened is what was checked to be inside.
        // A missing or looping path is opened as named, for the system's own reason.
        const read = (0,files/* readLimited */.tk)(where.kind === 'inside' ? where.real : abs, read_source/* MAX_FILE_BYTES */.gZ);
        if (!read.bytes)
            return { result: (0,files/* unreadable */.O$)(file, read.problem) };
        return checkRead(file, read.bytes, read.size, root, options, parts);
    });
}
/** A crash inside the checker (a bug) becomes the file's internal-error finding: the other files are still checked. */
function guarded(file, options, check) {
    try {
        return check();
    }
    catch (error) {
        const e = (0,basics/* asError */.zR)(error);
        options.onInternalError?.(file, e);
        return {
            result: (0,files/* failed */.gz)((0,config_findings/* finding */.gk)('internal-error', file, config_findings/* FILE_START */.WS, '', `the checker failed on this file (${e.message}); this is a bug, please report it. The other files were still checked`)),
        };
    }
}
function checkRead(file, bytes, size, root, options, parts) {
    const policy = options.policy ? policyOf(file, root, options) : undefined;
    const result = checkBytes(file, bytes, parts, {
        ...(size === undefined ? {} : { size }),
        ...(policy ? { policy } : {}),
        packageSources: options.checkPaths,
        ...(options.checkPaths ? { more: (sources) => checkComponentPaths(options.workspace, file, sources, root) } : {}),
    });
    if ('needs' in result)
        return result;
    return { result: { ...result, findings: failOnDeprecated(result.findings, options.failOnDeprecated) }, bytes };
}
/**
 * The levels that hold for `file` as the check applies them (fail-on-deprecated included), so
 * that what --fix fixes is what the check reported.
 */
function levelsOf(file, options) {
    return options.policy ? policyOf(file, workspaceRoot(options.root ?? options.workspace), options) : undefined;
}
function policyOf(file, root, options) {
    const rel = policyPathOf(options.policyRoot ?? root.given, options.workspace, file);
    return deprecatedLevels((0,levels/* filePolicy */.h)(options.policy, rel), options.failOnDeprecated);
}
/**
 * A workspace-relative file as the policy's `files` and `overrides` match it: from the policy
 * file's directory, `/`-separated. `p`: the file system's path flavour (the tests run it as Windows').
 */
function policyPathOf(policyRoot, workspace, file, p = external_node_path_) {
    return (0,repo_path/* slashed */.d)(p.relative(policyRoot, p.join(workspace, file)), p);
}
function isUnreadable(result) {
    return result.findings.some((f) => config_findings/* CODES */.Lp[f.code].notRead);
}

;// CONCATENATED MODULE: ./lib/run/parallel.js
// Large workspaces are checked on every core. The files are cut into chunks of a few dozen as the
// search finds them; worker threads (this same bundle, started again in worker mode) are started
// as soon as the search has found enough files to make them pay, and are sent each chunk as it
// is cut, so that they check while the main thread is still searching. Every thread takes the
// next chunk from a shared counter until none is left, the main thread once its search is done,
// so that all of them work to the end. The results are then put in the order of the sorted file
// list, so the output is a sequential run's. A chunk a worker took but did not return (it
// failed) is checked on the main thread: no file is ever lost to a thread.
//
// Files with findings, and files outside the fast reader's subset, need the full YAML read and
// the schema findings: chunks of the bundle that take a while to load and warm up. A worker
// hands such files over to the main thread, which checks them between its own chunks, so that
// only one thread pays for those parts; while the main thread does that, the workers take more
// of the other chunks. A worker stops handing over (and loads the parts) when such files are
// more than a small share of its own: a repository of files outside the subset is still
// checked on every core.
//
// This module is the mechanism; how many threads, from when, the chunk's size and the share
// handed over are runtime.ts's to decide.


// A worker is started with this argument, so that the bundle's entry can tell at no cost (a
// one-file run should not load node:worker_threads) that it may be one; workerData confirms it.
const WORKER_ARGUMENT = '--component-config-worker-thread';
/**
 * Worker mode when this is a worker thread started by a ParallelCheck: checks chunks until none
 * is left, sending each one's results back as it is done, and returns true. False anywhere else.
 */
async function servedAsWorker() {
    if (process.argv[2] !== WORKER_ARGUMENT)
        return false;
    const { isMainThread, parentPort, workerData } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 5919, 19));
    const job = workerData?.componentConfigJob;
    if (isMainThread || !job || !parentPort)
        return false;
    let internalErrors = [];
    const chunks = new Map();
    const known = new Map();
    let total = -1;
    let wake;
    parentPort.on('message', (m) => {
        if ('total' in m)
            total = m.total;
        else {
            chunks.set(m.chunk, m.files);
            for (const [file, real] of m.known)
                known.set(file, real);
        }
        wake?.();
    });
    const share = new runtime/* HandOver */.II();
    let handed = [];
    const options = {
        ...job.options,
        known,
        onInternalError: (file, e) => internalErrors.push({ file, message: e.message, stack: e.stack ?? e.message }),
        handOver: (file) => {
            if (!share.handOver())
                return false;
            handed.push(file);
            return true;
        },
    };
    for (;;) {
        const i = Atomics.add(job.next, 0, 1);
        // A chunk taken before the search has cut it is waited for.
        while (!chunks.has(i) && (total < 0 || i < total))
            await new Promise((resolve) => (wake = resolve));
        const files = chunks.get(i);
        if (!files)
            break;
        share.took(files.length);
        const checked = await checkFiles(files, options);
        chunks.delete(i);
        parentPort.postMessage({ chunk: i, checked, handed, internalErrors });
        handed = [];
        internalErrors = [];
    }
    parentPort.close();
    return true;
}
/** Checks files on up to every core as they are found: `add` each file, then `finish` with the sorted list. */
class ParallelCheck {
    cores;
    chunks = [];
    current = [];
    count = 0;
    known = new Map();
    options;
    next = new Int32Array(new SharedArrayBuffer(4));
    workers = [];
    /** The chunks workers have checked, by number. */
    done = new Map();
    /** Whether threads may be started here at all (an entry to run, and more than one core). */
    threads;
    /** Files workers handed over, not checked yet (a list from each chunk). */
    handed = [];
    handOverArrived;
    entry;
    onPlan;
    threadsFor;
    constructor(options, parallel) {
        this.entry = parallel.entry;
        this.onPlan = parallel.onPlan;
        this.threadsFor = parallel.threadsFor ?? runtime/* threadsFor */.vd;
        this.options = { ...options, known: this.known };
        this.cores = (0,runtime/* cores */.x1)();
        this.threads = this.entry !== undefined && this.entry.pathname.endsWith('.js') && this.cores > 1;
    }
    /** `real`: the file's real path, when the search found it (Search.known). */
    add(file, real) {
        if (real !== undefined)
            this.known.set(file, real);
        this.current.push(file);
        this.count++;
        if (this.current.length === runtime/* CHUNK */.m$)
            this.cut();
        if (this.threads && this.workers.length + 1 < this.threadsFor(this.count, this.cores))
            this.startWorker();
    }
    async finish(files) {
        this.onPlan?.(files.length, this.workers.length + 1);
        if (this.workers.length === 0)
            return await checkFiles(files, this.options);
        if (this.current.length > 0)
            this.cut();
        const total = this.chunks.length;
        for (const w of this.workers) {
            w.post({ total });
            w.ref();
        }
        const results = [];
        // The files workers handed over, checked here.
        const handedResults = [];
        const takeHanded = async () => {
            for (let h = this.handed.shift(); h; h = this.handed.shift())
                handedResults.push(await checkFiles(h, this.options));
        };
        // Messages from the workers are delivered only when this thread yields to the event loop.
        const yieldToMessages = () => new Promise((resolve) => setImmediate(resolve));
        for (;;) {
            await yieldToMessages();
            await takeHanded();
            const i = Atomics.add(this.next, 0, 1);
            if (i >= total)
                break;
            results[i] = await checkFiles(this.chunks[i], this.options);
        }
        for (const w of this.workers) {
            // Files handed over keep coming until the worker has stopped: they are checked meanwhile.
            let stopped = false;
            const ended = w.ended.finally(() => (stopped = true));
            while (!stopped) {
                await takeHanded();
                await Promise.race([ended, this.nextHandOver()]);
            }
            await takeHanded();
        }
        for (let i = 0; i < total; i++) {
            results[i] ??= this.done.get(i);
            if (results[i])
                continue;
            // A chunk a worker took and did not return (it failed): checked here. A worker hands files
            // over only with a chunk it returns, so none of these was handed over.
            results[i] = await checkFiles(this.chunks[i], this.options);
        }
        return inFileOrder(files, [...results, ...handedResults]);
    }
    /** Resolves at the next hand-over from a worker. */
    nextHandOver() {
        return new Promise((resolve) => (this.handOverArrived = resolve));
    }
    cut() {
        const files = this.current;
        this.current = [];
        const chunk = this.chunks.push(files) - 1;
        for (const w of this.workers)
            w.post(this.message(chunk));
    }
    message(chunk) {
        const files = this.chunks[chunk];
        const known = [];
        for (const f of files) {
            const real = this.known.get(f);
            if (real !== undefined)
                known.push([f, real]);
        }
        return { chunk, files, known };
    }
    startWorker() {
        const { onInternalError: _, known: __, ...options } = this.options;
        const job = { options, next: this.next };
        let worker;
        try {
            worker = (0,runtime/* startWorker */.Dh)(this.entry, { argv: [WORKER_ARGUMENT], workerData: { componentConfigJob: job } });
        }
        catch {
            this.threads = false; // no thread can start here: the main thread checks everything
            return;
        }
        // Until finish() waits for it, a worker must not keep the process alive: a run that stops
        // between the search and the check (an API error) ends without it.
        worker.unref();
        let failed = false;
        const ended = new Promise((resolve) => {
            worker.on('message', (m) => {
                this.done.set(m.chunk, m.checked);
                for (const e of m.internalErrors)
                    this.options.onInternalError?.(e.file, Object.assign(new Error(e.message), { stack: e.stack }));
                if (m.handed.length > 0) {
                    this.handed.push(m.handed);
                    this.handOverArrived?.();
                }
            });
            worker.once('error', () => {
                failed = true;
                resolve();
            });
            worker.once('exit', () => resolve());
        });
        const post = (m) => {
            if (failed)
                return;
            try {
                worker.postMessage(m);
            }
            catch {
                failed = true;
            }
        };
        this.workers.push({ post, ended, ref: () => worker.ref() });
        for (let i = 0; i < this.chunks.length; i++)
            post(this.message(i));
    }
}
/** Check `files` on up to every core (ParallelCheck with the whole list known up front). */
async function checkFilesInParallel(files, options, parallel) {
    const { known, ...rest } = options;
    const check = new ParallelCheck(rest, parallel);
    for (const file of files)
        check.add(file, known?.get(file));
    return await check.finish(files);
}
/** The chunks' results, file by file in the order of `files`. */
function inFileOrder(files, results) {
    const findings = new Map();
    const suppressed = new Map();
    const entries = new Map();
    const lines = new Map();
    const out = { findings: [], entries: [], suppressed: [], lines: new Map(), pointsAt: new Map() };
    for (const r of results) {
        for (const f of r.findings)
            push(findings, f.file, f);
        for (const s of r.suppressed)
            push(suppressed, s.finding.file, s);
        for (const e of r.entries)
            entries.set(e.file, e);
        for (const [file, l] of r.lines)
            lines.set(file, l);
        for (const [file, p] of r.pointsAt)
            out.pointsAt.set(file, p);
    }
    for (const file of files) {
        out.findings.push(...(findings.get(file) ?? []));
        out.suppressed.push(...(suppressed.get(file) ?? []));
        const entry = entries.get(file);
        if (entry)
            out.entries.push(entry);
        const l = lines.get(file);
        if (l)
            out.lines.set(file, l);
    }
    return out;
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}


/***/ }),

/***/ 6401:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dh: () => (/* binding */ startWorker),
/* harmony export */   II: () => (/* binding */ HandOver),
/* harmony export */   dK: () => (/* binding */ withParts),
/* harmony export */   m$: () => (/* binding */ CHUNK),
/* harmony export */   r9: () => (/* binding */ fullReadPart),
/* harmony export */   vd: () => (/* binding */ threadsFor),
/* harmony export */   x1: () => (/* binding */ cores)
/* harmony export */ });
/* unused harmony exports parts, loadParts, everyPart */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
// How a run is executed fast, in one place: which parts of the checker a thread has loaded (the
// lazy chunks), how many threads check and from when, how work is shared between them, and how
// a worker is started. The other modules report what happens (files found by the search, a file
// that needs a part not loaded) and ask what to do; the numbers and the choices are all here.
// No V8 flag is changed at run time: node's documentation warns that a change after start-up
// may crash the process, and a runner gives no way to start node with flags (docs/speed.md).

/** Below this many files per thread, starting a worker (loading the bundle) costs more than it saves. */
const MIN_FILES_PER_THREAD = 400;
/**
 * On two cores, the files a run must have found before its one worker is started. The worker
 * shares the second core with the main thread's own helper threads (V8's garbage collector and
 * compilers: a run without workers keeps 1.3 cores busy), and starting it (a thread, node's
 * bootstrap, the bundle compiled again, a cold pass) cost more than it saved at 1,000 and at
 * 5,000 files, in wall time as in CPU time (docs/speed.md, issue 40). Larger runs keep it.
 */
const TWO_CORES_FIRST_WORKER = 10_000;
/** Files per chunk: small enough that the threads end together, large enough that taking one costs nothing. */
const CHUNK = 64;
/** A worker hands over at most this share of the files it takes (and one chunk's worth). */
const HAND_OVER_SHARE = 0.15;
/**
 * A worker's young generation, at most (MiB). A long run allocates much and keeps little, and
 * V8 grows a thread's young generation towards its maximum as scavenges go by, which at 20,000
 * files doubled the peak memory and cost CPU time; `resourceLimits` is the supported way to
 * bound it, for a worker (the main thread's is V8's default: see docs/speed.md).
 */
const WORKER_YOUNG_GENERATION_MB = 8;
/** How many cores this process may use. */
function cores() {
    return typeof node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism === 'function' ? node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism() : node_os__WEBPACK_IMPORTED_MODULE_0__.cpus().length;
}
/**
 * How many threads should check, the search having found `found` files so far: one more for
 * each MIN_FILES_PER_THREAD files, from the second on, up to one per core; on two cores, none
 * more before TWO_CORES_FIRST_WORKER files.
 */
function threadsFor(found, available) {
    if (available <= 2 && found < TWO_CORES_FIRST_WORKER)
        return 1;
    return Math.max(1, Math.min(available, Math.floor(found / MIN_FILES_PER_THREAD)));
}
/** Starts a worker thread on `entry` (the bundle itself), with the limits a checking thread runs under. */
function startWorker(entry, options) {
    // Loaded here, synchronously (the search reports files as it finds them), and only by runs
    // large enough to start a thread.
    const { Worker } = process.getBuiltinModule('node:worker_threads');
    return new Worker(entry, { ...options, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
}
/**
 * A worker's share of the files that need a part it has not loaded: it hands them over to the
 * main thread, so that only one thread loads and warms those parts, until they are more than
 * HAND_OVER_SHARE of the files it took (then it loads them itself: a repository of files outside
 * the fast reader's subset is still checked on every core).
 */
class HandOver {
    taken = 0;
    handed = 0;
    /** The worker took `files` more files. */
    took(files) {
        this.taken += files;
    }
    /** A file needs a part not loaded: true when it is to be handed over (counted as such). */
    handOver() {
        if (this.handed >= HAND_OVER_SHARE * this.taken + CHUNK)
            return false;
        this.handed++;
        return true;
    }
}
// The parts this thread has loaded. Each is a chunk of its own in the bundle, loaded at the first
// file that needs it: the `yaml` package and the full read (a file outside the fast reader's
// subset, a suppression comment, a finding on a whole mapping or list), and the schema findings
// (a file that does not fit its form). Most runs load neither.
const loaded = {};
const loading = new Map();
/** The parts this thread has loaded so far, to give the checker. */
function parts() {
    return loaded;
}
/** Loads the parts named (each at most once per thread). */
async function loadParts(needs) {
    await Promise.all(needs.map(loadPart));
}
/** Every part, loaded: for checks whose findings are needed here and now, whatever they are (the fixes). */
async function everyPart() {
    await loadParts(['full-read', 'schema-findings']);
    return { fullRead: loaded.fullRead, schemaFindings: loaded.schemaFindings };
}
/** The full read, loaded (the policy file is always read with it). */
async function fullReadPart() {
    await loadParts(['full-read']);
    return loaded.fullRead;
}
function loadPart(part) {
    let p = loading.get(part);
    if (!p) {
        p =
            part === 'full-read'
                ? Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(885)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5885)).then((m) => {
                    loaded.fullRead = m.fullRead;
                })
                : __nccwpck_require__.e(/* import() */ 207).then(__nccwpck_require__.bind(__nccwpck_require__, 3207)).then((m) => {
                    loaded.schemaFindings = m.schemaDrafts;
                });
        loading.set(part, p);
    }
    return p;
}
/**
 * Runs `check` with this thread's parts. A check that needs parts not loaded is answered here, in
 * one place: the file is handed over when `handOver` takes it (undefined), or else the parts it
 * needs are loaded and it is checked again (each part loaded once: at most one round per part).
 */
async function withParts(check, handOver) {
    let result = check(loaded);
    if (!isNeeds(result))
        return result;
    if (handOver?.())
        return undefined;
    while (isNeeds(result)) {
        const missing = result.needs.filter((part) => !has(part));
        // A check that asks for a part it was given would ask forever: a bug, said as one.
        if (missing.length === 0)
            throw new Error(`the checker needs ${result.needs.join(', ')}, which it was given`);
        await loadParts(missing);
        result = check(loaded);
    }
    return result;
}
function isNeeds(result) {
    return 'needs' in result;
}
function has(part) {
    return (part === 'full-read' ? loaded.fullRead : loaded.schemaFindings) !== undefined;
}


/***/ }),

/***/ 3411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
// The tool's version, as package.json says (a test keeps the two in step).
const VERSION = '1.0.0';


/***/ }),

/***/ 6426:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O$: () => (/* binding */ unreadable),
/* harmony export */   gz: () => (/* binding */ failed),
/* harmony export */   lY: () => (/* binding */ findFiles),
/* harmony export */   s0: () => (/* binding */ pathExists),
/* harmony export */   tk: () => (/* binding */ readLimited)
/* harmony export */ });
/* unused harmony export workspacePatterns */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var _config_findings_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5034);
/* harmony import */ var _config_globs_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(357);
/* harmony import */ var _inside_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4053);
/* harmony import */ var _repo_path_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(929);
// Finding the files to check: glob patterns relative to the workspace, `!` excludes, sorted
// output. node_modules and .git are never entered. Symbolic links to directories are followed
// once: a link back to a directory already on the way down is reported, not walked forever. A
// link that leaves the workspace is never followed: a link named like a config is offered as a
// file (reading it refuses it, saying why) and a link to a directory outside is reported.






const NEVER_ENTERED = new Set(['node_modules', '.git']);
/**
 * The workspace as the root of the search's patterns: an absolute pattern is taken relative to
 * it. `p`: the file system's path flavour (the tests run it as Windows').
 */
function workspacePatterns(workspace, p = node_path__WEBPACK_IMPORTED_MODULE_1__) {
    return {
        shown: workspace,
        relativize(text) {
            if (!p.isAbsolute(text))
                return undefined;
            return (0,_repo_path_js__WEBPACK_IMPORTED_MODULE_5__/* .pathBelow */ .B)(workspace, text, p) ?? null;
        },
    };
}
function findFiles(workspace, lines, options = {}) {
    const { from, root = workspace, onFile } = options;
    const patterns = (0,_config_globs_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePatterns */ .Z7)(lines, workspacePatterns(workspace), { from });
    const boundary = (0,_inside_js__WEBPACK_IMPORTED_MODULE_4__/* .workspaceRoot */ .oS)(root);
    const includes = patterns.filter((p) => !p.negated);
    const excludes = patterns.filter((p) => p.negated);
    const found = new Set();
    const known = new Map();
    const findings = [];
    const add = (rel, real) => {
        found.add(rel);
        if (real !== undefined)
            known.set(rel, real);
        onFile?.(rel, real);
    };
    const bases = [...new Set(includes.map((p) => p.base))].sort();
    // A base inside another base is walked as part of it.
    const roots = bases.filter((b) => !bases.some((o) => o !== b && (o === '' || b.startsWith(`${o}/`))));
    const note = (code, rel, message) => findings.push((0,_config_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .gk)(code, rel, _config_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .FILE_START */ .WS, '', message));
    // The name first: most entries differ from it, and telling so costs less than the pattern.
    const matches = (p, rel, name) => (p.name === undefined || p.name === name) && p.regex.test(rel);
    const included = (rel, name) => includes.some((p) => matches(p, rel, name)) && !excludes.some((p) => matches(p, rel, name));
    /**
     * A directory link leaving the workspace is an error when a config could be below it, unless
     * an exclude covers everything there (`!ext/**`). Only the target's type is asked, to tell a
     * link to a directory from a link to some other file; nothing there is listed or read.
     */
    const outsideDirectory = (rel, where) => {
        if (!includes.some((p) => couldMatchBelow(p, rel)))
            return;
        if (excludes.some((p) => p.regex.test(rel) || p.regex.test(`${rel}/\0`)))
            return;
        if (!isDirectory(where.resolved))
            return; // a file, or nothing: no config below it either
        const shown = rel || '.';
        findings.push((0,_inside_js__WEBPACK_IMPORTED_MODULE_4__/* .outsideFinding */ .bZ)(shown, _config_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .FILE_START */ .WS, '', `${(0,_inside_js__WEBPACK_IMPORTED_MODULE_4__/* .describeOutside */ .zk)(boundary, shown, where)}; nothing below it was read. Move the configs into the repository${rel ? `, or exclude the link with "!${rel}/**" in input "files"` : ''}`));
    };
    const walk = (rel, ancestors, realDir) => {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1__.join(workspace, rel);
        let entries;
        try {
            entries = node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(abs, { withFileTypes: true });
        }
        catch (error) {
            if (rel === '' || error.code !== 'ENOENT') {
                const why = error.code ?? 'error';
                // An error: a required gate that passes with configs left unchecked below would pass
                // what it never saw.
                const long = why === 'ENAMETOOLONG';
                note('unreadable-directory', rel || '.', `directory ${rel || '.'} could not be read (${why}${long ? ': its path is longer than the system allows' : ''}); the files below it were not checked. ${long ? 'Shorten the path' : 'Give the job read access to it'}, or exclude it with a "!" pattern in input "files"`);
            }
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            if (NEVER_ENTERED.has(entry.name))
                continue;
            const childRel = rel ? `${rel}/${entry.name}` : entry.name;
            let isDir = entry.isDirectory();
            // Only a link can lead elsewhere; a plain directory's real path follows from its parent's.
            let real = realDir.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? realDir + entry.name : realDir + node_path__WEBPACK_IMPORTED_MODULE_1__.sep + entry.name;
            let realKnown = !entry.isSymbolicLink();
            if (entry.isSymbolicLink()) {
                const where = (0,_inside_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(boundary, node_path__WEBPACK_IMPORTED_MODULE_1__.join(workspace, childRel));
                if (where.kind === 'outside') {
                    if (included(childRel, entry.name))
                        add(childRel); // reading it refuses it, saying why
                    else
                        outsideDirectory(childRel, where);
                    continue;
                }
                if (where.kind === 'loop') {
                    note('symlink-loop', childRel, `${childRel} is a symbolic link that loops; it was not followed`);
                    continue;
                }
                if (where.kind === 'error') {
                    note('unreadable-directory', childRel, `directory ${childRel} could not be read (${where.code}); the files below it were not checked`);
                    continue;
                }
                // A dangling link is offered as a file, whose reading then says so.
                if (where.kind === 'inside') {
                    real = where.real;
                    realKnown = true;
                    isDir = isDirectory(real);
                }
                else
                    isDir = false;
            }
            if (isDir) {
                if (ancestors.has(real)) {
                    note('symlink-loop', childRel, `${childRel} is a symbolic link back to a directory above it (${real}); it was not followed again. Remove the link or exclude it with a "!" pattern in input "files"`);
                    continue;
                }
                if (included(childRel, entry.name))
                    add(childRel); // a directory named like a config: reading it says what is wrong
                // Directories no include could match below are not entered.
                if (!includes.some((p) => couldMatchBelow(p, childRel)))
                    continue;
                walk(childRel, new Set([...ancestors, real]), real);
            }
            else if (included(childRel, entry.name)) {
                add(childRel, realKnown ? real : undefined);
            }
        }
    };
    for (const base of roots) {
        // Every directory from the workspace down to the base is an ancestor: a link back to any
        // of them is a loop.
        const ancestors = new Set();
        let real = '';
        let rel = '';
        let reachable = true;
        for (const part of ['', ...(base ? base.split('/') : [])]) {
            rel = rel && part ? `${rel}/${part}` : rel || part;
            const where = (0,_inside_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(boundary, node_path__WEBPACK_IMPORTED_MODULE_1__.join(workspace, rel));
            if (where.kind === 'outside')
                outsideDirectory(rel, where);
            if (where.kind !== 'inside') {
                reachable = false; // a base directory that does not exist matches nothing
                break;
            }
            real = where.real;
            ancestors.add(real);
        }
        if (reachable)
            walk(base, ancestors, real);
    }
    const files = [...found].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return { files, findings, known };
}
function isDirectory(p) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync(p).isDirectory();
    }
    catch {
        return false;
    }
}
function couldMatchBelow(p, dir) {
    if (p.base === '')
        return true;
    return p.base === dir || p.base.startsWith(`${dir}/`) || dir.startsWith(`${p.base}/`);
}
/** Whether anything is at `abs`, a dangling link included; a path git would call "no such file" is not. */
function pathExists(abs) {
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync(abs);
        return true;
    }
    catch (error) {
        const code = error.code;
        return code !== 'ENOENT' && code !== 'ENOTDIR';
    }
}
/** One buffer per thread for reading files the search found: their bytes are copied out of it. */
let shared;
/**
 * Read at most `limit + 1` bytes: a huge file (or a device) is refused without reading it all.
 * `noFollow`: the path is a regular file's real path, as the search found it; if it has become
 * a link since, the result is `{ linked: true }` and nothing is read.
 */
function readLimited(abs, limit, options = {}) {
    const noFollow = options.noFollow ?? false;
    let fd;
    try {
        if (noFollow) {
            // A regular file: one read of up to limit + 1 bytes into the shared buffer, and a read that
            // returns fewer is its end, as node's own readFileSync trusts a file's size. No stat, no
            // buffer per file: most of what reading cost per file. Not blocking, should the path be a
            // pipe by now.
            const flags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
            fd = node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync(abs, flags);
            if (!shared || shared.length < limit + 1)
                shared = new Uint8Array(limit + 1);
            const n = node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, shared, 0, limit + 1, 0);
            const bytes = shared.slice(0, n);
            return n <= limit ? { bytes } : { bytes, size: node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync(fd).size };
        }
        // Not blocking: opening a pipe for reading would wait for a writer, forever. A pipe or a
        // device is refused as the search's way above refuses it.
        fd = node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync(abs, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
        const stat = node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync(fd);
        if (stat.isDirectory())
            return { problem: 'is a directory, not a file' };
        if (!stat.isFile())
            return { problem: 'cannot be read: it is a pipe or a device, not a file' };
        // Not zero-filled: only the bytes read are ever returned.
        const buffer = Buffer.allocUnsafe(Math.min(limit + 1, stat.size + 1));
        let read = 0;
        while (read < buffer.length) {
            const n = node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, buffer, read, buffer.length - read, null);
            if (n === 0)
                break;
            read += n;
            // A file's whole size read: asking once more only to be told so costs a system call per file.
            if (read === stat.size)
                break;
        }
        return { bytes: buffer.subarray(0, read), size: stat.size };
    }
    catch (error) {
        const code = error.code;
        if (noFollow && code === 'ELOOP')
            return { linked: true };
        if (code === 'ENOENT') {
            let link = false;
            try {
                link = node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync(abs).isSymbolicLink();
            }
            catch {
                link = false;
            }
            return {
                problem: link ? 'cannot be read: it is a symbolic link to a file that does not exist' : 'does not exist',
            };
        }
        if (code === 'EISDIR')
            return { problem: 'is a directory, not a file' };
        // What a read at an offset, or one that must not wait, gets from a pipe or a device.
        if (code === 'ESPIPE' || code === 'EAGAIN')
            return { problem: 'cannot be read: it is a pipe or a device, not a file' };
        if (code === 'ELOOP')
            return { problem: 'cannot be read: it is a symbolic link that loops' };
        return { problem: `cannot be read (${code ?? 'error'})` };
    }
    finally {
        if (fd !== undefined)
            node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync(fd);
    }
}
/** The check result of a file that could not be read: one finding saying why. */
function unreadable(file, problem) {
    return failed((0,_config_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .gk)('unreadable-file', file, _config_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .FILE_START */ .WS, '', `${file} ${problem ?? 'cannot be read'}`));
}
function failed(f) {
    return {
        file: f.file,
        form: 'current',
        findings: [f],
        packageSources: [],
        suppressed: [],
    };
}


/***/ }),

/***/ 4053:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   bZ: () => (/* binding */ outsideFinding),
/* harmony export */   oS: () => (/* binding */ workspaceRoot),
/* harmony export */   zk: () => (/* binding */ describeOutside)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var _config_findings_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5034);
// Where a path under the workspace really leads, found without touching anything outside it.
// A pull request can commit a symbolic link to any path on the runner (a credentials file, the
// runner's home); the checker quotes values in its messages, so it must never open such a target.
// Each component is looked at with lstat and each link's text is followed by hand: a link that
// leaves the workspace is caught before its target is opened, listed or stat'ed. Callers open the
// real path returned here, never the path they were given.



/** The same limit as Linux's: more links in one path is a loop. */
const MAX_LINKS = 40;
function workspaceRoot(dir) {
    const given = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir);
    let real = given;
    try {
        real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(given);
    }
    catch {
        // A workspace that does not exist holds nothing; searching it says so.
    }
    return { given, real };
}
/** `p` relative to the root (either spelling), or undefined when it is outside. */
function within(root, p) {
    for (const base of [root.real, root.given]) {
        const rel = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(base, p);
        if (rel === '')
            return '';
        if (rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(rel))
            return rel;
    }
    return undefined;
}
/**
 * `cache` (root-relative directory → its real path) spares walking the same directories again for
 * every file below them; only directories reached without following a link from a later part
 * are kept, so a hit means exactly what walking would find.
 */
function resolveInside(root, target, cache) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(root.given, target);
    const start = within(root, absolute);
    if (start === undefined)
        return { kind: 'outside', link: '', target, resolved: absolute };
    const original = start ? start.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) : [];
    let next = 0;
    let current = root.real;
    for (let k = original.length - 1; cache && k > 0; k--) {
        const hit = cache.get(original.slice(0, k).join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep));
        if (hit !== undefined) {
            current = hit;
            next = k;
            break;
        }
    }
    /** Parts a link's text put before the rest of the path. */
    let pending = [];
    let links = 0;
    while (pending.length > 0 || next < original.length) {
        const part = pending.length > 0 ? pending.shift() : original[next++];
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            // `current` is always a real directory inside the root, so `..` is its real parent.
            if (current === root.real) {
                return { kind: 'outside', link: '', target, resolved: node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(absolute) };
            }
            current = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(current);
        }
        else {
            const step = node_path__WEBPACK_IMPORTED_MODULE_1__.join(current, part);
            let stat;
            try {
                stat = node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync(step);
            }
            catch (error) {
                const code = error.code ?? 'error';
                return code === 'ENOENT' || code === 'ENOTDIR' ? { kind: 'missing' } : { kind: 'error', code };
            }
            if (stat.isSymbolicLink()) {
                if (++links > MAX_LINKS)
                    return { kind: 'loop' };
                let text;
                try {
                    text = node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync(step);
                }
                catch (error) {
                    return { kind: 'error', code: error.code ?? 'error' };
                }
                const resolved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(current, text);
                const rest = within(root, resolved);
                if (rest === undefined) {
                    const link = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(root.real, step).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
                    return { kind: 'outside', link, target: text, resolved };
                }
                current = root.real;
                pending = [...(rest ? rest.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) : []), ...pending];
                continue;
            }
            current = step;
        }
        if (cache && pending.length === 0 && next < original.length)
            cache.set(original.slice(0, next).join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep), current);
    }
    return { kind: 'inside', real: current };
}
/** "a/b is a symbolic link to "…" (…), outside the workspace (…)" or "… resolves to … outside …". */
function describeOutside(root, shown, r) {
    const where = `outside the workspace (${root.given})`;
    if (!r.link)
        return `${shown} resolves to ${r.resolved}, ${where}`;
    const via = r.link === shown ? shown : `${shown} leads through ${r.link}, which`;
    return `${via} is a symbolic link to "${r.target}" (${r.resolved}), ${where}`;
}
/** A finding about a path that leads out of the workspace; the message starts with describeOutside's words. */
function outsideFinding(file, span, location, message) {
    return (0,_config_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .gk)('outside-workspace', file, span, location, message);
}


/***/ }),

/***/ 929:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ pathBelow),
/* harmony export */   d: () => (/* binding */ slashed)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
// File-system paths → the paths GitHub and the policy file name files by (relative,
// `/`-separated), in one place. The file system's flavour is a parameter so that the fast tier
// can run these as Windows would (path.win32: `\`, drive letters, `..\x`) on any machine; every
// caller passes nothing and gets its own platform's.

/** A relative file-system path with `/` between its parts. */
function slashed(rel, p = node_path__WEBPACK_IMPORTED_MODULE_0__) {
    return p.sep === '/' ? rel : rel.split(p.sep).join('/');
}
/**
 * `target` from `base`, `/`-separated ("" for base itself); undefined when it is not below
 * base: up with `..` (a name that only starts with `..`, such as `..data`, is below), or on
 * another drive, where the relative path is absolute.
 */
function pathBelow(base, target, p = node_path__WEBPACK_IMPORTED_MODULE_0__) {
    const rel = p.relative(base, target);
    if (rel === '..' || rel.startsWith(`..${p.sep}`) || p.isAbsolute(rel))
        return undefined;
    return slashed(rel, p);
}


/***/ }),

/***/ 7957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ reposBelow),
/* harmony export */   Qo: () => (/* binding */ headCommit),
/* harmony export */   c8: () => (/* binding */ gitAt),
/* harmony export */   hD: () => (/* binding */ RepoPaths),
/* harmony export */   qz: () => (/* binding */ targetCheckoutError)
/* harmony export */ });
/* unused harmony exports repoAbove, readHead, commonDir, TARGET_RECIPE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var _inside_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4053);
/* harmony import */ var _repo_path_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(929);
// Where the repository is, and which commit it holds, read from the workspace's git files with
// no network and no git command (what a commit holds is asked of git itself: git.ts): GitHub names a file by its path from the repository's root, and
// the workspace is not always that root (actions/checkout with `path:` puts the repository below
// it). Only the files git itself keeps are read: `.git` (a directory, or a file pointing at one as
// in a worktree or submodule), HEAD, `commondir`, loose refs and `packed-refs`.




const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/** A ref name as git keeps them; `..` or a leading `/` could only lead out of the git directory. */
const REF = /^refs\/[A-Za-z0-9._\-/+@]+$/;
/** Symbolic refs are followed this far, as git does. */
const MAX_SYMREFS = 5;
/** The `.git` at `dir` itself (never one above): a directory, or a `gitdir:` file. */
function gitAt(dir) {
    const dotGit = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, '.git');
    let stat;
    try {
        stat = node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync(dotGit);
    }
    catch {
        return undefined;
    }
    if (stat.isDirectory())
        return { root: dir, gitDir: dotGit };
    if (!stat.isFile())
        return undefined;
    const text = readSmall(dotGit);
    const m = text === undefined ? null : /^gitdir: (.+?)\s*$/m.exec(text);
    if (!m)
        return undefined;
    return { root: dir, gitDir: node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir, m[1]) };
}
/**
 * The repository holding `dir`: the nearest `.git` at or above it, up to `stop` (the workspace)
 * and never above it: a `.git` above the workspace (a self-hosted runner's work folder inside a
 * repository) is not this checkout's. Undefined for a `dir` outside `stop`. `cache` (directory →
 * answer) keeps each directory looked at once, however many files lie below it.
 */
function repoAbove(dir, stop, cache) {
    const walked = [];
    const top = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(stop);
    let cur = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir);
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(top, cur);
    if (rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(rel))
        return undefined;
    let found;
    for (;;) {
        if (cache?.has(cur)) {
            found = cache.get(cur);
            break;
        }
        walked.push(cur);
        found = gitAt(cur);
        if (found || cur === top)
            break;
        const up = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(cur);
        if (up === cur)
            break;
        cur = up;
    }
    if (cache)
        for (const d of walked)
            cache.set(d, found);
    return found;
}
/**
 * The repositories below `dir` (not `dir` itself), at most `depth` directories down, node_modules
 * and links not entered, nor a repository's own inside: where actions/checkout with `path:` puts
 * a checkout. Sorted.
 */
function reposBelow(dir, depth = 3) {
    const found = [];
    const walk = (at, left) => {
        let entries;
        try {
            entries = node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(at, { withFileTypes: true });
        }
        catch {
            return; // unreadable: the search reports it
        }
        for (const e of entries) {
            if (!e.isDirectory() || e.name === 'node_modules' || e.name === '.git')
                continue;
            const sub = node_path__WEBPACK_IMPORTED_MODULE_1__.join(at, e.name);
            if (gitAt(sub))
                found.push(sub);
            else if (left > 1)
                walk(sub, left - 1);
        }
    };
    walk(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir), depth);
    return found.sort();
}
/** The commit HEAD names: detached (a sha), or a branch found as a loose ref or in packed-refs. */
function readHead(repo) {
    const head = readSmall(node_path__WEBPACK_IMPORTED_MODULE_1__.join(repo.gitDir, 'HEAD'));
    if (head === undefined)
        return { reason: `${node_path__WEBPACK_IMPORTED_MODULE_1__.join(repo.gitDir, 'HEAD')} cannot be read` };
    const refsDir = commonDir(repo);
    let value = head.trim();
    let ref;
    for (let i = 0; i <= MAX_SYMREFS; i++) {
        if (SHA.test(value))
            return ref === undefined ? { sha: value } : { sha: value, ref };
        const m = /^ref: (\S+)$/.exec(value);
        if (!m || !REF.test(m[1]) || m[1].split('/').includes('..'))
            return { reason: `HEAD holds neither a commit nor a ref ("${value.slice(0, 80)}")` };
        ref = m[1];
        const loose = readSmall(node_path__WEBPACK_IMPORTED_MODULE_1__.join(refsDir, ref)) ?? readSmall(node_path__WEBPACK_IMPORTED_MODULE_1__.join(repo.gitDir, ref));
        const next = loose?.trim() ?? packedRef(refsDir, ref);
        if (next === undefined)
            return { reason: `HEAD is ${ref}, which names no commit yet` };
        value = next;
    }
    return { reason: 'HEAD is a chain of symbolic refs too long to follow' };
}
/** Where the refs and objects are: a worktree keeps its own HEAD, the rest in the common directory. */
function commonDir(repo) {
    const common = readSmall(node_path__WEBPACK_IMPORTED_MODULE_1__.join(repo.gitDir, 'commondir'));
    return common === undefined ? repo.gitDir : node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(repo.gitDir, common.trim());
}
/**
 * The commit checked out in `root`'s own `.git` (not one above it), for the reports' note of
 * which commit a policy was read at; undefined outside a repository or before the first commit.
 */
function headCommit(root) {
    const repo = gitAt(root);
    const head = repo && readHead(repo);
    return head && 'sha' in head ? head.sha : undefined;
}
function packedRef(gitDir, ref) {
    const text = readSmall(node_path__WEBPACK_IMPORTED_MODULE_1__.join(gitDir, 'packed-refs'));
    if (text === undefined)
        return undefined;
    for (const line of text.split('\n')) {
        const m = /^([0-9a-f]{40}(?:[0-9a-f]{24})?) (\S+)$/.exec(line.trim());
        if (m && m[2] === ref)
            return m[1];
    }
    return undefined;
}
/** Git's own small files; a huge one is not git's. */
function readSmall(file) {
    try {
        const stat = node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync(file);
        if (!stat.isFile() || stat.size > 64 * 1024 * 1024)
            return undefined;
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
/**
 * Workspace-relative paths → repository-relative paths, for everything GitHub places by path
 * (annotations, check runs, SARIF, links, the changed-file lists). A file's repository is the
 * nearest `.git` at or above its directory, up to the workspace (never above it); a file in no
 * repository keeps its workspace path.
 */
class RepoPaths {
    workspace;
    byDir = new Map();
    constructor(workspace) {
        this.workspace = workspace;
    }
    /** The repository holding a workspace-relative path (looked up by its directory). */
    repoOf(file) {
        return repoAbove(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(this.workspace, file)), this.workspace, this.byDir);
    }
    /** `file` from its repository's root (`/`-separated); undefined when it is in none. */
    inRepo(file, repo = this.repoOf(file)) {
        if (!repo)
            return undefined;
        return (0,_repo_path_js__WEBPACK_IMPORTED_MODULE_3__/* .slashed */ .d)(node_path__WEBPACK_IMPORTED_MODULE_1__.relative(repo.root, node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(this.workspace, file)));
    }
    /** Where GitHub finds the file: its repository path, else its workspace path. */
    place(file) {
        return this.inRepo(file) ?? file;
    }
    /**
     * The paths a change must touch for a matched file to be checked (only-changed): the file, the
     * file it really is when a link leads there (`real`, absolute: the search's `known`), what it
     * points at (check-paths) and `also` (the policy file); all from the repository's root when the
     * file's repository is found (`exact`), else workspace-relative.
     */
    watched(file, o) {
        const target = o.real === undefined ? undefined : this.fromReal(o.real);
        const own = [file, ...(target !== undefined && target !== file ? [target] : []), ...(o.pointsAt ?? []), ...o.also];
        const repo = this.repoOf(file);
        if (!repo)
            return { paths: own, exact: false };
        return { paths: own.map((p) => this.inRepo(p, p === target ? this.repoOf(p) : repo) ?? p), exact: true };
    }
    /** A real (link-resolved) path inside the workspace, workspace-relative; undefined outside it. */
    fromReal(real) {
        this.root ??= (0,_inside_js__WEBPACK_IMPORTED_MODULE_2__/* .workspaceRoot */ .oS)(this.workspace);
        for (const base of [this.root.real, this.root.given]) {
            const rel = (0,_repo_path_js__WEBPACK_IMPORTED_MODULE_3__/* .pathBelow */ .B)(base, real);
            if (rel)
                return rel;
        }
        return undefined;
    }
    root;
}
/** The safe checkout for pull_request_target, said in every line that refuses a run. */
const TARGET_RECIPE = 'check out the head with actions/checkout: `ref: ${{ github.event.pull_request.head.sha }}` and `persist-credentials: false` (this action runs no code from the pull request; it only reads its files)';
/**
 * On pull_request_target the workspace holds what the workflow checked out (by default the base
 * branch), while the verdict goes to the pull request's head. Undefined when every repository
 * holding a matched file (or, with none, the workspace's) is at `head`; else the one error line
 * that stops the run: what is checked out, what should be, and how.
 */
function targetCheckoutError(head, why, files, paths) {
    const stop = 'nothing was checked or posted';
    if (head === undefined)
        return `pull_request_target: ${why}, so the commit checked out cannot be compared with the pull request's head; ${stop}. ${cap(TARGET_RECIPE)}`;
    const repos = new Map();
    for (const file of files) {
        const repo = paths.repoOf(file);
        if (!repo) {
            return `pull_request_target: ${file} is in no git checkout (no .git at or above it, up to the workspace), so which commit it comes from cannot be told, and the pull request's head is ${head}; ${stop}. ${cap(TARGET_RECIPE)}`;
        }
        repos.set(repo.root, repo);
    }
    if (files.length === 0) {
        const repo = gitAt(paths.workspace);
        if (!repo)
            return `pull_request_target: the workspace ${paths.workspace} is no git checkout (no .git in it), so which commit it holds cannot be told, and the pull request's head is ${head}; ${stop}. ${cap(TARGET_RECIPE)}`;
        repos.set(repo.root, repo);
    }
    for (const repo of repos.values()) {
        const at = readHead(repo);
        if ('reason' in at)
            return `pull_request_target: the commit checked out in ${repo.root} cannot be read (${at.reason}), and the pull request's head is ${head}; ${stop}. ${cap(TARGET_RECIPE)}`;
        if (at.sha.toLowerCase() === head.toLowerCase())
            continue;
        const what = at.ref ? `${at.ref} at ${at.sha}` : `commit ${at.sha}`;
        return `pull_request_target: ${repo.root} holds ${what}, not the pull request's head ${head} (the workflow checked out another commit, by default the base branch); ${stop}, since a verdict on files the pull request does not hold would be a false one. ${cap(TARGET_RECIPE)}`;
    }
    return undefined;
}
function cap(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}


/***/ }),

/***/ 9547:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Bm: () => (/* binding */ guard_CodePointCount),
  Db: () => (/* binding */ guard_IsMaxLength),
  X2: () => (/* binding */ guard_IsMinLength)
});

// UNUSED EXPORTS: Counted, Entries, EntriesRegExp, Every, EveryAll, GraphemeCount, HasPropertyKey, IsArray, IsBigInt, IsBoolean, IsClassInstance, IsConstructor, IsDeepEqual, IsEqual, IsFunction, IsGreaterEqualThan, IsGreaterThan, IsInteger, IsLessEqualThan, IsLessThan, IsMultipleOf, IsNull, IsNumber, IsObject, IsObjectNotArray, IsString, IsSymbol, IsUndefined, IsUnsafePropertyKey, IsValueLike, Keys, ShiftLeft, Some, SomeAll, Symbols, Values

;// CONCATENATED MODULE: ./node_modules/typebox/build/guard/unicode/unicode.mjs
// ------------------------------------------------------------------
// CodePointCount (10-bit Shift Branchless)
//
// Counts code points by enumerating UTF-16 sequences and incrementing
// when not within a high/low pairing. Because surrogate blocks are
// 1024 (2^10) wide and aligned, by shifting right by (0xA), we can
// collapse each unit to a constant per block (high: 0x36, low: 0x37)
// and shift again into a packed (0x3637) for comparison. Fetch calls
// to charCodeAt(...) are kept to one call per iteration.
//
// ------------------------------------------------------------------
/** Returns the total number of Unicode code points in the string */
function CodePointCount(value) {
    let result = 0, index = 0, prev = 0;
    while (index < value.length) {
        const next = value.charCodeAt(index++) >> 0xA; // shift  (10-bits into high/low)
        result += +(((prev << 8) | next) !== 0x3637); // packed (or +!(prev === 0x36 && next === 0x37))
        prev = next;
    }
    return result;
}
// ------------------------------------------------------------------
// IsMaxLength
// ------------------------------------------------------------------
/** Returns true if the string length in Unicode code points is less than or equal to maxLength */
function IsMaxLength(value, maxLength) {
    return value.length <= maxLength || (value.length <= (maxLength << 1) && CodePointCount(value) <= maxLength);
}
// ------------------------------------------------------------------
// IsMinLength
// ------------------------------------------------------------------
/** Returns true if the string length in Unicode code points is greater than or equal to minLength */
function IsMinLength(value, minLength) {
    return value.length >= (minLength << 1) || (value.length >= minLength && CodePointCount(value) >= minLength);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/guard/guard.mjs
// deno-fmt-ignore-file


// --------------------------------------------------------------------------
// Guards
// --------------------------------------------------------------------------
/** Returns true if this value is an array */
function IsArray(value) {
    return Array.isArray(value);
}
/** Returns true if this value is bigint */
function IsBigInt(value) {
    return IsEqual(typeof value, 'bigint');
}
/** Returns true if this value is a boolean */
function IsBoolean(value) {
    return IsEqual(typeof value, 'boolean');
}
/** Returns true if this value is a constructor */
function IsConstructor(value) {
    if (IsUndefined(value) || !IsFunction(value))
        return false;
    const result = Function.prototype.toString.call(value);
    if (/^class\s/.test(result))
        return true;
    if (/\[native code\]/.test(result))
        return true;
    return false;
}
/** Returns true if this value is a function */
function IsFunction(value) {
    return IsEqual(typeof value, 'function');
}
/** Returns true if this value is integer */
function IsInteger(value) {
    return Number.isInteger(value);
}
/** Returns true if this value is null */
function IsNull(value) {
    return IsEqual(value, null);
}
/** Returns true if this value is number */
function IsNumber(value) {
    return Number.isFinite(value);
}
/** Returns true if this value is an object but not an array */
function IsObjectNotArray(value) {
    return IsObject(value) && !IsArray(value);
}
/** Returns true if this value is an object */
function IsObject(value) {
    return IsEqual(typeof value, 'object') && !(IsNull(value));
}
/** Returns true if this value is string */
function IsString(value) {
    return IsEqual(typeof value, 'string');
}
/** Returns true if this value is symbol */
function IsSymbol(value) {
    return IsEqual(typeof value, 'symbol');
}
/** Returns true if this value is undefined */
function IsUndefined(value) {
    return IsEqual(value, undefined);
}
// --------------------------------------------------------------------------
// Relational
// --------------------------------------------------------------------------
function IsEqual(left, right) {
    return left === right;
}
function IsGreaterThan(left, right) {
    return left > right;
}
function IsLessThan(left, right) {
    return left < right;
}
function IsLessEqualThan(left, right) {
    return left <= right;
}
function IsGreaterEqualThan(left, right) {
    return left >= right;
}
// --------------------------------------------------------------------------
// MultipleOf
// --------------------------------------------------------------------------
function IsMultipleOf(dividend, divisor) {
    if (IsBigInt(dividend) || IsBigInt(divisor)) {
        return BigInt(dividend) % BigInt(divisor) === 0n;
    }
    const tolerance = 1e-10;
    if (!IsNumber(dividend))
        return true;
    if (IsInteger(dividend) && (1 / divisor) % 1 === 0)
        return true;
    const mod = dividend % divisor;
    return Math.min(Math.abs(mod), Math.abs(mod - divisor), Math.abs(mod + divisor)) < tolerance;
}
// ------------------------------------------------------------------
// IsClassInstance
// ------------------------------------------------------------------
/** Returns true if the value appears to be an instance of a class. */
function IsClassInstance(value) {
    if (!IsObject(value))
        return false;
    const proto = globalThis.Object.getPrototypeOf(value);
    if (IsNull(proto))
        return false;
    return IsEqual(typeof proto.constructor, 'function') &&
        !(IsEqual(proto.constructor, globalThis.Object) ||
            IsEqual(proto.constructor.name, 'Object'));
}
// ------------------------------------------------------------------
// IsValueLike
// ------------------------------------------------------------------
function IsValueLike(value) {
    return IsBigInt(value) ||
        IsBoolean(value) ||
        IsNull(value) ||
        IsNumber(value) ||
        IsString(value) ||
        IsUndefined(value);
}
// --------------------------------------------------------------------------
// String
// --------------------------------------------------------------------------
/** Returns the total number of visual grapheme clusters in the string. */
function GraphemeCount(value) {
    return UnicodeSegmentGuard.GraphemeCount(value);
}
/** Returns the total number of Unicode code points in the string. */
function guard_CodePointCount(value) {
    return CodePointCount(value);
}
/** Returns true if the string length in Unicode code points does not exceed maxLength */
function guard_IsMaxLength(value, maxLength) {
    return IsMaxLength(value, maxLength);
}
/** Returns true if the string length in Unicode code points is at least minLength */
function guard_IsMinLength(value, minLength) {
    return IsMinLength(value, minLength);
}
// --------------------------------------------------------------------------
// Array
// --------------------------------------------------------------------------
/** Returns true if every element from offset satisfies the callback, short-circuiting on the first failure */
function Every(value, offset, callback) {
    return value.every((item, index) => (index < offset) || callback(item, index));
}
/** Returns true if every element from offset satisfies the callback, using exhaustive enumeration */
function EveryAll(value, offset, callback) {
    let result = true;
    value.forEach((item, index) => { if ((index >= offset) && !callback(item, index))
        result = false; });
    return result;
}
/** Returns true if some element satisfies the callback, short-circuiting on the first success */
function Some(value, callback) {
    return value.some((value, index) => callback(value, index));
}
/** Returns true if some element satisfies the callback, using exhaustive enumeration */
function SomeAll(value, callback) {
    let result = false;
    value.forEach((item, index) => { if (callback(item, index))
        result = true; });
    return result;
}
/** Returns the count of elements that satisfy the callback */
function Counted(value, callback) {
    return value.reduce((result, value, index) => callback(value, index) ? ++result : result, 0);
}
/** Shifts the left-most element from an array and dispatches to the true arm, or the false arm if empty */
function ShiftLeft(array, true_, false_) {
    return (IsEqual(array.length, 0) ? false_() : true_(array[0], array.slice(1)));
}
// --------------------------------------------------------------------------
// Object
// --------------------------------------------------------------------------
/** Returns true if the PropertyKey is Unsafe (ref: prototype-pollution). */
function IsUnsafePropertyKey(key) {
    return IsEqual(key, '__proto__') || IsEqual(key, 'constructor') || IsEqual(key, 'prototype');
}
/** Returns true if this value has this property key */
function HasPropertyKey(value, key) {
    return IsUnsafePropertyKey(key) ? Object.prototype.hasOwnProperty.call(value, key) : key in value;
}
/** Returns object entries as `[RegExp, Value][]` */
function EntriesRegExp(value) {
    return Keys(value).map((key) => [new RegExp(`^${key}$`), value[key]]);
}
/** Returns object entries as `[string, Value][]` */
function Entries(value) {
    return Object.entries(value);
}
/** Returns property keys for this object via `Object.getOwnPropertyNames({ ... })` */
function Keys(value) {
    return Object.getOwnPropertyNames(value);
}
/** Returns the property keys for this object via `Object.getOwnPropertySymbols({ ... })` */
function Symbols(value) {
    return Object.getOwnPropertySymbols(value);
}
/** Returns the property values for the given object via `Object.values()` */
function Values(value) {
    return Object.values(value);
}
// ------------------------------------------------------------------
// IsDeepEqual
// ------------------------------------------------------------------
function DeepEqualObject(left, right) {
    if (!IsObject(right))
        return false;
    const keys = Keys(left);
    return IsEqual(keys.length, Keys(right).length) &&
        keys.every((key) => IsDeepEqual(left[key], right[key]));
}
function DeepEqualArray(left, right) {
    return IsArray(right) && IsEqual(left.length, right.length) &&
        left.every((_, index) => IsDeepEqual(left[index], right[index]));
}
/** Returns true if left and right values are structurally equal */
function IsDeepEqual(left, right) {
    return (IsArray(left) ? DeepEqualArray(left, right) :
        IsObject(left) ? DeepEqualObject(left, right) :
            IsEqual(left, right));
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(7414);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
