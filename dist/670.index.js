export const id = 670;
export const ids = [670];
export const modules = {

/***/ 1670:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  baseOf: () => (/* binding */ baseOf),
  changedBy: () => (/* binding */ changedBy),
  checkoutOf: () => (/* binding */ checkoutOf),
  lazyApi: () => (/* binding */ lazyApi),
  linkOnPath: () => (/* binding */ linkOnPath),
  readAtBase: () => (/* binding */ readAtBase)
});

// UNUSED EXPORTS: FIX

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/config/basics.js
var basics = __webpack_require__(3799);
// EXTERNAL MODULE: ./lib/github/event.js
var github_event = __webpack_require__(9607);
// EXTERNAL MODULE: ./lib/github/session.js
var session = __webpack_require__(9811);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./lib/config/read/source.js + 1 modules
var source = __webpack_require__(4544);
;// CONCATENATED MODULE: ./lib/workspace/git.js
// A commit's parents and a file at a commit, asked of git itself (`git cat-file`, `git ls-tree`)
// in one checkout: the base's policy file when there is no token for the contents API, and the
// pull request's merge commit, whose object a depth-1 checkout holds. Git decides every mode and
// format; nothing here reads git's objects. The checkout's own git directory is named and every
// GIT_* variable of the environment dropped, so that neither a variable nor a `.git` above the
// checkout can make git answer for another repository.


/** The variables git reads for where the repository is; any other GIT_* goes too (none is ours to honour). */
function gitEnv(env, repo) {
    const out = {};
    for (const [k, v] of Object.entries(env))
        if (v !== undefined && !/^GIT_/i.test(k))
            out[k] = v;
    return {
        ...out,
        GIT_DIR: repo.gitDir,
        GIT_LITERAL_PATHSPECS: '1',
        GIT_NO_REPLACE_OBJECTS: '1',
        // A partial clone would fetch a missing blob from its remote: the base is the API's to give then.
        GIT_NO_LAZY_FETCH: '1',
        GIT_TERMINAL_PROMPT: '0',
        // Git's messages in English, to tell a refused owner from the rest.
        LC_ALL: 'C',
    };
}
function git(env, cwd, args, maxBuffer = 1024 * 1024) {
    const r = (0,external_node_child_process_.spawnSync)('git', args, { cwd, env, maxBuffer, stdio: ['ignore', 'pipe', 'pipe'] });
    if (r.error)
        return { ok: false, status: null, err: r.error.code ?? r.error.message };
    if (r.status !== 0)
        return { ok: false, status: r.status, err: r.stderr.toString('utf8').trim() };
    return { ok: true, out: r.stdout };
}
function refused(r) {
    const first = r.err.split('\n')[0] ?? '';
    if (/dubious ownership/i.test(r.err))
        return { kind: 'dubious', reason: first };
    return { kind: 'failed', reason: r.status === null ? `git cannot be run (${r.err})` : `git: ${first}` };
}
/** Whether the commit is in the checkout's objects (a depth-1 checkout lacks its parents). */
function hasCommit(env, repo, sha) {
    const r = git(env, repo.root, ['cat-file', '-e', `${sha}^{commit}`]);
    if (r.ok)
        return { kind: 'ok' };
    return r.status === 1 || /not a valid|bad object|could not get object/i.test(r.err)
        ? { kind: 'no-commit' }
        : refused(r);
}
/** The parents a commit object names, in order (a merge commit's first parent is the branch merged into). */
function commitParents(env, repo, sha) {
    const e = gitEnv(env, repo);
    const has = hasCommit(e, repo, sha);
    if (has.kind !== 'ok')
        return has;
    const r = git(e, repo.root, ['cat-file', 'commit', sha]);
    if (!r.ok)
        return refused(r);
    const header = r.out.toString('utf8').split('\n\n')[0] ?? '';
    const parents = [...header.matchAll(/^parent ([0-9a-f]{40,64})$/gm)].map((m) => m[1]);
    return { kind: 'ok', parents };
}
/** The file at `file` (from the repository's root, `/`-separated) in commit `sha`, as git reads the tree. */
function fileAtCommitGit(env, repo, sha, file) {
    const e = gitEnv(env, repo);
    const has = hasCommit(e, repo, sha);
    if (has.kind !== 'ok')
        return has;
    const listed = git(e, repo.root, ['ls-tree', '-z', '-l', '--full-tree', sha, '--', file]);
    if (!listed.ok)
        return refused(listed);
    const entry = listed.out
        .toString('utf8')
        .split('\0')
        .map((line) => /^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)\t(.*)$/s.exec(line))
        .find((m) => m?.[5] === file);
    if (!entry)
        return { kind: 'ok', file: { kind: 'absent' } };
    const [, mode, type, object, size] = entry;
    if (type !== 'blob' || mode === '120000') {
        const what = type === 'tree' ? 'a directory' : type === 'commit' ? 'a submodule' : 'a symbolic link';
        return { kind: 'ok', file: { kind: 'not-a-file', what } };
    }
    const total = Number(size);
    // Past the checker's limit the size alone makes its finding.
    if (total > source/* MAX_FILE_BYTES */.gZ)
        return { kind: 'ok', file: { kind: 'file', bytes: new Uint8Array(), size: total } };
    const blob = git(e, repo.root, ['cat-file', 'blob', object], source/* MAX_FILE_BYTES */.gZ + 1024);
    if (!blob.ok)
        return refused(blob);
    return { kind: 'ok', file: { kind: 'file', bytes: blob.out, size: blob.out.length } };
}

// EXTERNAL MODULE: ./lib/workspace/repo.js
var repo = __webpack_require__(7957);
// EXTERNAL MODULE: ./lib/workspace/repo-path.js
var repo_path = __webpack_require__(929);
// EXTERNAL MODULE: ./lib/action/settings.js
var settings = __webpack_require__(1149);
;// CONCATENATED MODULE: ./lib/action/base-read.js
// Where, at which commit and how a change's base policy file is read (policy-from: base), and
// which files the change itself touches. Where: the policy file's path from the root of the
// checkout holding it, decided by paths alone (no link of the head's tree followed, no `.git`
// above the workspace looked for). Which commit: on pull_request the first parent of the test
// merge commit the job judges, read from that commit's object (a depth-1 checkout holds it) or
// through the API; on pull_request_target GITHUB_SHA; on merge_group the group's base_sha. How:
// the contents API first (authoritative, one call), `git` itself when there is no token; when
// neither can answer the run stops with one line saying why and what fixes it.









const FIX = 'or set `policy-from: head` to take the checked-out policy file';
const GRANT = 'leave input "github-token" at its default (${{ github.token }}) and grant the job `permissions: contents: read`';
/**
 * The checkout that holds the policy file's path: the nested repository it was located in, else
 * the workspace when it is a repository or holds none (a checkout without git). Undefined when
 * the path is in no checkout (several side by side, the file beside them): then no repository's
 * base speaks for it.
 */
function checkoutOf(workspace, at) {
    let root = workspace;
    if (at.policyRoot)
        root = at.policyRoot;
    else if (!(0,repo/* gitAt */.c8)(workspace) && (0,repo/* reposBelow */.B$)(workspace).length > 0)
        return undefined;
    const rel = (0,repo_path/* pathBelow */.B)(root, at.target);
    return rel ? { root, repo: (0,repo/* gitAt */.c8)(root), rel } : undefined;
}
/**
 * The one line that stops the run when a component of the policy file's path below the
 * workspace is a symbolic link: the head's tree may not decide where the base is asked, nor lead
 * the reading of its own file elsewhere.
 */
function linkOnPath(workspace, at) {
    const rel = external_node_path_.relative(workspace, at.target);
    if (rel === '..' || rel.startsWith(`..${external_node_path_.sep}`) || external_node_path_.isAbsolute(rel))
        return undefined;
    let cur = workspace;
    for (const part of rel.split(external_node_path_.sep)) {
        cur = external_node_path_.join(cur, part);
        let stat;
        try {
            stat = external_node_fs_.lstatSync(cur);
        }
        catch {
            return undefined; // absent from here on: nothing to follow
        }
        if (!stat.isSymbolicLink())
            continue;
        const link = (0,repo_path/* slashed */.d)(external_node_path_.relative(workspace, cur));
        const what = cur === at.target ? 'file' : 'directory';
        return new settings/* InputError */.dz(`policy-from: base: ${link} is a symbolic link in the checkout, on the path of the policy file ${at.shown}; the base's policy file is read at that path as written, so nothing on it may be a link: commit ${link} as a ${what}, or name the real path in input "policy-file"`);
    }
    return undefined;
}
function lazyApi(token, env, log) {
    let api;
    return () => (token ? (api ??= (0,session/* baseApi */.q)(token, env, log)) : undefined);
}
/** Git's refusal of the checkout's owner, said with its fix. */
function gitWhy(answer, repo, sha) {
    if (answer.kind === 'no-commit')
        return `commit ${sha} is not in the checkout's git objects`;
    if (answer.kind === 'dubious')
        return `git refuses the checkout ${repo.root} as owned by someone else (${answer.reason}); mark it safe with \`git config --global --add safe.directory ${repo.root}\``;
    return answer.reason;
}
async function baseOf(event, env, checkout, api, gitEnv, log, 
/** The error that stops the run, from why the base cannot be told. */
stop = (why) => new settings/* InputError */.dz(`policy-from: base: ${why}, so the base's policy file cannot be read; ${FIX}`)) {
    if (!event.ok)
        throw stop(event.reason);
    const source = (0,github_event/* baseSource */.$B)(event.name, event.payload, env);
    if ('reason' in source)
        throw stop(source.reason);
    if ('sha' in source) {
        const how = event.name === 'merge_group'
            ? "the merge group's base_sha"
            : "GITHUB_SHA, the base branch's commit the workflow ran from";
        return { ...source, how };
    }
    const merge = source.mergeOf;
    let parents;
    let why = 'the workspace is no git checkout';
    if (checkout.repo) {
        const got = commitParents(gitEnv, checkout.repo, merge);
        if (got.kind === 'ok')
            parents = got.parents;
        else
            why = gitWhy(got, checkout.repo, merge);
    }
    if (!parents) {
        const client = api();
        if (!client)
            throw stop(`the pull request's merge commit ${merge} (GITHUB_SHA) cannot be read: ${why}, and input "github-token" is empty; ${GRANT}`);
        log.debug(`policy-from: base: ${why}; asking the API for the parents of ${merge}`);
        try {
            parents = await (await client).parents(merge);
        }
        catch (error) {
            throw stop(`the pull request's merge commit ${merge} (GITHUB_SHA) cannot be read: ${(0,basics/* asError */.zR)(error).message}`);
        }
    }
    if (parents.length < 2)
        throw stop(`GITHUB_SHA ${merge} names ${parents.length === 1 ? 'one parent' : 'no parent'}, so it is not the pull request's merge commit and its base cannot be told`);
    return {
        sha: parents[0],
        head: merge,
        branch: source.branch,
        how: `the first parent of the pull request's merge commit ${merge.slice(0, 12)}`,
    };
}
/** The base's file: through the contents API when there is a token, else through git in the checkout. */
async function readAtBase(checkout, sha, api, gitEnv) {
    const cannot = `the policy file ${checkout.rel} cannot be read at the base commit ${sha} (policy-from: base)`;
    const notAFile = (what) => new settings/* InputError */.dz(`${cannot}: it is ${what} there; commit the policy file itself, ${FIX}`);
    const client = api();
    if (client) {
        try {
            const got = await (await client).fileAt({ path: checkout.rel, ref: sha });
            if (got.kind === 'not-a-file')
                throw notAFile(got.what);
            return got;
        }
        catch (error) {
            if (error instanceof settings/* InputError */.dz)
                throw error;
            throw new settings/* InputError */.dz(`${cannot}: ${(0,basics/* asError */.zR)(error).message}; ${FIX}`);
        }
    }
    if (!checkout.repo)
        throw new settings/* InputError */.dz(`${cannot}: input "github-token" is empty and the workspace is no git checkout; ${GRANT}, ${FIX}`);
    const got = fileAtCommitGit(gitEnv, checkout.repo, sha, checkout.rel);
    if (got.kind !== 'ok') {
        const fetch = got.kind === 'no-commit' ? ', or fetch the base commit (actions/checkout with fetch-depth: 0)' : '';
        throw new settings/* InputError */.dz(`${cannot}: input "github-token" is empty and ${gitWhy(got, checkout.repo, sha)}; ${GRANT}${fetch}, ${FIX}`);
    }
    if (got.file.kind === 'not-a-file')
        throw notAFile(got.file.what);
    return got.file;
}
/** The paths a pull request itself touches, from its repository's root; the reason when they cannot be told. */
async function changedBy(eventName, base, api) {
    const what = 'this pull request';
    if (!base.head)
        return { reason: `the ${eventName} payload names no head commit` };
    const client = api();
    if (!client)
        return { reason: 'input "github-token" is empty' };
    try {
        return await (await client).changed(base.sha, base.head, what);
    }
    catch (error) {
        return { reason: (0,basics/* asError */.zR)(error).message };
    }
}


/***/ })

};
