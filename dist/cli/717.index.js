export const id = 717;
export const ids = [717];
export const modules = {

/***/ 1717:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serve: () => (/* binding */ serve)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./node_modules/vscode-languageserver/node.js
var node = __webpack_require__(8586);
// EXTERNAL MODULE: ./node_modules/vscode-languageserver-textdocument/lib/esm/main.js
var main = __webpack_require__(2365);
// EXTERNAL MODULE: ./lib/run/check-files.js + 2 modules
var check_files = __webpack_require__(9604);
// EXTERNAL MODULE: ./lib/report/sarif.js
var sarif = __webpack_require__(123);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(3411);
// EXTERNAL MODULE: ./node_modules/vscode-languageserver/lib/node/main.js
var node_main = __webpack_require__(900);
// EXTERNAL MODULE: ./lib/config/findings.js
var config_findings = __webpack_require__(5034);
// EXTERNAL MODULE: ./lib/config/fix/fixes.js
var fixes = __webpack_require__(7969);
// EXTERNAL MODULE: ./lib/config/fix/suppress.js
var suppress = __webpack_require__(9211);
// EXTERNAL MODULE: ./lib/config/read/coordinates.js
var coordinates = __webpack_require__(3044);
;// CONCATENATED MODULE: ./lib/lsp/diagnostics.js
// Findings as the protocol's diagnostics, and their fixes as its code actions: each fix exactly
// the edits `--fix` applies (the finding's own), all of a document's at once as the fixAll
// action, and a suppression comment on the line above a finding.






const FIX_ALL = `${node_main.CodeActionKind.SourceFixAll}.${sarif/* TOOL_NAME */.lH}`;
/** What a suppression added by the editor says until its author says why. */
const REASON_PLACEHOLDER = '<why this is intended>';
function rangeOf(text, span) {
    return {
        start: (0,coordinates/* protocolPosition */.QE)(text, span.line, span.column),
        end: (0,coordinates/* protocolPosition */.QE)(text, span.endLine, span.endColumn),
    };
}
function diagnosticOf(text, f) {
    return {
        range: rangeOf(text, f),
        severity: f.severity === 'error' ? node_main.DiagnosticSeverity.Error : node_main.DiagnosticSeverity.Warning,
        code: f.code,
        codeDescription: { href: (0,sarif/* codePage */.xr)(f.code) },
        source: sarif/* TOOL_NAME */.lH,
        message: f.message,
        ...(f.code === 'deprecated-field' ? { tags: [node_main.DiagnosticTag.Deprecated] } : {}),
    };
}
function textEdits(text, edits) {
    return edits.map((e) => ({ range: rangeOf(text, e), newText: e.text }));
}
function touches(a, b) {
    const before = (p, q) => p.line < q.line || (p.line === q.line && p.character < q.character);
    return !before(a.end, b.start) && !before(b.end, a.start);
}
function wanted(only, kind) {
    return !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
}
async function codeActions(request) {
    const { uri, text, findings, range, only } = request;
    const actions = [];
    const here = findings.filter((f) => touches(rangeOf(text, f), range));
    if (wanted(only, node_main.CodeActionKind.QuickFix)) {
        for (const f of here) {
            if (!f.fix)
                continue;
            actions.push({
                title: `Fix: ${f.fix.description}`,
                kind: node_main.CodeActionKind.QuickFix,
                diagnostics: [diagnosticOf(text, f)],
                isPreferred: true,
                edit: { changes: { [uri]: textEdits(text, f.fix.edits) } },
            });
        }
        for (const f of here) {
            if (config_findings/* CODES */.Lp[f.code].notSuppressible)
                continue;
            const edit = await request.suppress(f);
            if (!edit)
                continue;
            actions.push({
                title: `Silence ${f.code} on this line (a suppression comment)`,
                kind: node_main.CodeActionKind.QuickFix,
                diagnostics: [diagnosticOf(text, f)],
                edit: { changes: { [uri]: [edit] } },
            });
        }
    }
    const all = fixAll(text, findings);
    if (all && wanted(only, FIX_ALL) && (only !== undefined || here.some((f) => f.fix))) {
        actions.push({ title: `Fix all ${sarif/* TOOL_NAME */.lH} problems`, kind: FIX_ALL, edit: { changes: { [uri]: all } } });
    }
    return actions;
}
/** The edits of every fix of the document, which --fix applies together; undefined when there is none. */
function fixAll(text, findings) {
    const edits = (0,fixes/* fixEdits */.BI)(findings);
    if (edits.length === 0)
        return undefined;
    // The fixes of one file never overlap (the checker settles them so); a set that did is not offered.
    try {
        (0,fixes/* editOffsets */.Pc)(text, edits, { lineOneAt: (0,coordinates/* bomLength */.L1)(text) });
    }
    catch {
        return undefined;
    }
    return textEdits(text, edits);
}
/** The comment line that silences `f`, inserted above its line with the same indentation. */
function suppressionEdit(lines, text, f) {
    const line = lines[f.line - 1] ?? '';
    const indent = /^[ \t]*/.exec(line.slice(f.line === 1 ? (0,coordinates/* bomLength */.L1)(text) : 0))[0];
    const eol = /\r\n/.test(text) ? '\r\n' : /\r/.test(text) && !/\n/.test(text) ? '\r' : '\n';
    const at = (0,coordinates/* protocolPosition */.QE)(text, f.line, 1);
    return { range: { start: at, end: at }, newText: `${indent}${(0,suppress/* ignoreComment */.iE)([f.code], REASON_PLACEHOLDER)}${eol}` };
}

// EXTERNAL MODULE: ./lib/workspace/policy-file.js + 1 modules
var policy_file = __webpack_require__(4675);
// EXTERNAL MODULE: ./lib/workspace/repo-path.js
var repo_path = __webpack_require__(929);
// EXTERNAL MODULE: ./lib/run/runtime.js + 1 modules
var runtime = __webpack_require__(9945);
// EXTERNAL MODULE: ./lib/config/globs.js
var globs = __webpack_require__(357);
// EXTERNAL MODULE: ./lib/config/policy/policy.js
var policy = __webpack_require__(3079);
;// CONCATENATED MODULE: ./lib/lsp/folders.js
// The client's workspace folders, each a workspace as the command line's: its policy file (read
// from inside it only, or from the editor when open there), which documents its `files` select,
// and the options a check of one of them takes. A document in no folder is checked as its bytes
// alone: no policy, no check-paths, nothing read from disk.







const DEFAULT_PATTERNS = (0,globs/* parsePatterns */.Z7)([...policy/* DEFAULT_FILES */.Yc], globs/* RELATIVE_ONLY */.w$);
const NATIVE = { path: external_node_path_, fromUri: (uri) => (0,external_node_url_.fileURLToPath)(uri) };
class Folders {
    paths;
    list;
    constructor(roots, paths = NATIVE) {
        this.paths = paths;
        // The innermost folder holding a document is its workspace: longest first.
        this.list = [...new Set(roots.map((r) => paths.path.resolve(r)))]
            .sort((a, b) => b.length - a.length)
            .map((root) => ({ root, policy: undefined, patterns: DEFAULT_PATTERNS }));
    }
    all() {
        return this.list;
    }
    /** The folder of a `file:` URI and the path inside it; undefined for a URI that names no file. */
    locate(uri) {
        let file;
        try {
            file = this.paths.fromUri(uri);
        }
        catch {
            return undefined;
        }
        for (const folder of this.list) {
            const rel = (0,repo_path/* pathBelow */.B)(folder.root, file, this.paths.path);
            if (rel)
                return { folder, rel };
        }
        return { folder: undefined, rel: this.paths.path.basename(file) };
    }
    /** Whether the document is a folder's policy file. */
    isPolicy(where) {
        return where.folder !== undefined && where.rel === policy/* POLICY_FILE */.CX;
    }
    /** Whether the policy's `files` select the document (the default: every component_config.yaml). */
    selected(where) {
        return (0,globs/* selects */.ko)(where.folder?.patterns ?? DEFAULT_PATTERNS, where.rel);
    }
    /** Reads the folder's policy file from disk (used while the editor does not hold it). */
    async loadFromDisk(folder) {
        const read = await (0,policy_file/* loadPolicy */.tb)(folder.root, external_node_path_.join(folder.root, policy/* POLICY_FILE */.CX), policy/* POLICY_FILE */.CX, runtime/* fullReadPart */.r9);
        setPolicy(folder, read === 'missing' ? undefined : read);
    }
    /** Takes the policy from the editor's text of it. */
    async loadFromBytes(folder, bytes) {
        const read = await (0,policy_file/* policyOfBytes */.hk)(folder.root, policy/* POLICY_FILE */.CX, bytes, undefined, runtime/* fullReadPart */.r9);
        setPolicy(folder, read);
        return read;
    }
}
function setPolicy(folder, loaded) {
    folder.policy = loaded;
    const files = loaded?.policy?.files;
    folder.patterns = files ? (0,globs/* parsePatterns */.Z7)([...files], globs/* RELATIVE_ONLY */.w$, { from: 'the policy file' }) : DEFAULT_PATTERNS;
}
/** The options the command line checks a file of the folder with (no flags: the policy file's settings). */
function checkOptions(folder) {
    const policy = folder.policy?.policy;
    return {
        workspace: folder.root,
        root: folder.root,
        failOnDeprecated: policy?.failOnDeprecated ?? false,
        checkPaths: policy?.checkPaths ?? false,
        ...(policy ? { policy } : {}),
    };
}

// EXTERNAL MODULE: ./lib/config/basics.js
var basics = __webpack_require__(3799);
;// CONCATENATED MODULE: ./lib/lsp/messages.js
// What the client sends, read leniently: a body that is not JSON, or JSON that is no JSON-RPC
// message, gets the protocol's own error answer (ParseError, InvalidRequest) and is otherwise
// dropped, where the protocol library would only log it and leave the client waiting.


/** Stands for a dropped message: a `$/` notification without a handler is ignored, as the protocol says. */
const DROPPED = { jsonrpc: '2.0', method: '$/component-config-check/dropped' };
function tolerantJson(writer) {
    const answer = (id, code, message) => {
        void writer.write({ jsonrpc: '2.0', id, error: { code, message } });
        return DROPPED;
    };
    return {
        name: 'application/json',
        async decode(bytes, options) {
            let value;
            try {
                value = JSON.parse(new TextDecoder(options.charset, { fatal: true }).decode(bytes));
            }
            catch (error) {
                return answer(null, node.ErrorCodes.ParseError, `the message is not JSON text (${String(error)}); it was ignored`);
            }
            const id = (0,basics/* isObject */.Gv)(value) && (typeof value['id'] === 'number' || typeof value['id'] === 'string') ? value['id'] : null;
            const message = (0,basics/* isObject */.Gv)(value) &&
                value['jsonrpc'] === '2.0' &&
                (typeof value['method'] === 'string' || 'result' in value || 'error' in value);
            if (!message) {
                return answer(id, node.ErrorCodes.InvalidRequest, 'the message is not a JSON-RPC 2.0 request, notification or response (an object with "jsonrpc": "2.0" and a "method"); it was ignored');
            }
            return value;
        },
    };
}

// EXTERNAL MODULE: ./lib/config/read/source.js + 1 modules
var read_source = __webpack_require__(4544);
;// CONCATENATED MODULE: ./lib/lsp/block-path.js
// Where the cursor is in a document being typed, which is often not YAML yet (`build_c` alone on
// a line): the path of the mapping it is in, found from the indentation of the lines above, as
// block style writes configs. Flow collections (`{a: b}`) are not followed: completion there
// offers nothing rather than something wrong.
const KEY = /^((?:"[^"]*"|'[^']*'|[^\s#'"{[\]}:,-][^#:]*?|-[^\s#:][^#:]*?))\s*:(?=\s|$)/;
/** The list items and the key a line opens, each at its column; undefined for a line that opens nothing (blank, comment, a scalar's text). */
function openers(line) {
    const out = [];
    let at = line.length - line.trimStart().length;
    for (;;) {
        const rest = line.slice(at);
        if (/^-(\s|$)/.test(rest)) {
            out.push({ column: at, step: -1 });
            const next = rest.slice(1);
            at += 1 + (next.length - next.trimStart().length);
            continue;
        }
        const key = KEY.exec(rest);
        if (key)
            out.push({ column: at, step: unquote(key[1].trim()) });
        break;
    }
    if (out.length === 0)
        return /^\s*(#|$)/.test(line) ? undefined : [];
    return out;
}
function unquote(key) {
    return /^(["']).*\1$/.test(key) ? key.slice(1, -1) : key;
}
/** The place of the cursor at `character` (UTF-16 units) of the zero-based `line`. */
function cursorPlace(lines, line, character) {
    const current = lines[line];
    if (current === undefined)
        return undefined;
    const before = current.slice(0, character);
    const value = /^(\s*(?:-\s+)*)((?:"[^"]*"|'[^']*'|[^\s#'"{[\]}:,-][^#:]*?))\s*:\s+[^\s#{[]*$/.exec(before);
    const key = value ? undefined : /^(\s*(?:-\s+)*)[^\s#:'"{[\]},]*$/.exec(before);
    if (!value && !key)
        return undefined;
    const lead = (value ?? key)[1];
    const own = (openers(lead) ?? []).map((o) => o.step);
    let column = own.length > 0 ? lead.length - lead.trimStart().length : lead.length;
    const path = [];
    for (let i = line - 1; i >= 0 && column > 0; i--) {
        const found = openers(lines[i]);
        if (found === undefined)
            continue;
        const outer = found.filter((o) => o.column < column);
        if (outer.length === 0)
            continue;
        path.unshift(...outer.map((o) => o.step));
        column = found[0].column;
    }
    if (column > 0)
        return undefined;
    path.push(...own);
    if (value)
        return { kind: 'value', path: [...path, unquote(value[2].trim())] };
    return { kind: 'key', path, present: keysBeside(lines, line, lead.length, own.length > 0) };
}
/**
 * The keys at `column` of the mapping that holds the zero-based `line`: the lines above and below
 * as far as one less indented; `onDash`: the line starts a list item.
 */
function keysBeside(lines, line, column, onDash) {
    const out = new Set();
    const take = (found) => {
        for (const o of found)
            if (o.column === column && typeof o.step === 'string')
                out.add(o.step);
    };
    // A line that starts a list item starts its mapping: what is above is another item's.
    for (let i = onDash ? -1 : line - 1; i >= 0; i--) {
        const found = openers(lines[i]);
        if (!found?.length)
            continue;
        take(found);
        // A line less indented ends the mapping; when it starts this list item, it holds its first key.
        if (found[0].column < column)
            break;
    }
    for (let i = line + 1; i < lines.length; i++) {
        const found = openers(lines[i]);
        if (!found?.length)
            continue;
        if (found[0].column < column)
            break;
        take(found);
    }
    return out;
}

// EXTERNAL MODULE: ./lib/config/schema/form.js
var schema_form = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/config/schema/schemas.generated.js
var schemas_generated = __webpack_require__(5792);
// EXTERNAL MODULE: ./lib/config/rules/env.js
var env = __webpack_require__(4733);
// EXTERNAL MODULE: ./lib/config/value-rules.js
var value_rules = __webpack_require__(5193);
;// CONCATENATED MODULE: ./lib/config/schema/json-schema.js
// The JSON Schema of component_config.yaml for editors (the YAML language server, and hover and
// completion in our own), written from the same TypeBox schema the checker compiles (as the
// generated data, so that the language server does not load TypeBox). The form is chosen with if/then/else the way
// form.ts detects it (the earlier form when build_config.requirements.provider is python-pip,
// else the current one), so an editor blames the key the checker blames rather than the union.
// The annotations only the checker reads (`x-...`) are dropped; `x-editor` keywords (rules the
// checker says in code) are merged in; each pattern gets the checker's own advice as
// `patternErrorMessage`; environment variable names become `propertyNames`. Rules across entries
// (unique destinations and hosts), build steps and YAML-level problems are the checker's alone.





/** Where the schema is served from this repository, the address users pin (the README's). */
const SCHEMA_ID = 'https://raw.githubusercontent.com/component-config/component-config-action/v1/dist/component_config.schema.json';
/** Its name in SchemaStore's catalog: the `$id` SchemaStore requires (schemastore/README.md). */
const SCHEMASTORE_NAME = 'component_config.json';
const SCHEMASTORE_URL = (/* unused pure expression or super */ null && (`https://www.schemastore.org/${SCHEMASTORE_NAME}`));
/**
 * The keywords of the YAML language server and VS Code the schema carries that SchemaStore's
 * list of editor keywords lacks: SchemaStore's `options.unknownKeywords` entry for this schema
 * (schemastore/schema-validation.json) names them, and docs/decisions.md says why they stay.
 */
const EDITOR_KEYWORDS = (/* unused pure expression or super */ null && (['deprecationMessage', 'doNotSuggest', 'errorMessage', 'patternErrorMessage']));
function clean(node) {
    if (Array.isArray(node))
        return node.map(clean);
    if (!(0,basics/* isObject */.Gv)(node))
        return node;
    const src = (0,basics/* isObject */.Gv)(node['x-editor']) ? { ...node, ...node['x-editor'] } : node;
    const out = {};
    for (const [k, v] of Object.entries(src)) {
        if (k.startsWith('x-'))
            continue;
        out[k] = clean(v);
    }
    if (typeof src['pattern'] === 'string' && typeof src['x-code'] === 'string') {
        out['patternErrorMessage'] = (0,value_rules/* patternErrorMessage */.C0)(src['x-code']);
    }
    if (src['x-key-code'] === env/* ENV_KEYS */.jF['x-key-code']) {
        out['propertyNames'] = {
            pattern: env/* ENV_NAME_PATTERN */.jg,
            patternErrorMessage: (0,value_rules/* patternErrorMessage */.C0)(env/* ENV_KEYS */.jF['x-key-code']),
        };
    }
    // An editor's hover shows the description and not the `default` keyword: the default goes in.
    if ('default' in src) {
        const text = typeof src['description'] === 'string' ? `${src['description']}\n\n` : '';
        out['description'] = `${text}Default: ${flow(src['default'])}`;
    }
    if (typeof src['x-discriminator'] === 'string' && Array.isArray(src['anyOf'])) {
        // Completion offers a value only from the union member the document matches best, so a
        // file with no provider yet would be offered one member's; the values of all, in one list.
        const key = src['x-discriminator'];
        const values = src['anyOf'].map((m) => m['properties']?.[key]?.['const']);
        if (values.every((v) => typeof v === 'string'))
            Object.assign(out, { type: 'object', properties: { [key]: { enum: values } } });
    }
    if (Array.isArray(src['items'])) {
        delete out['additionalItems'];
        Object.assign(out, tuple(src['items'], src['additionalItems'] === false));
    }
    return out;
}
/**
 * TypeBox writes tuples in the draft-07 form (`items: [...]`, `additionalItems`), which the
 * written schema keeps (it is draft-07, as SchemaStore asks): each position's own rules in
 * `items`, and the length as minItems/maxItems as well, which Ajv's strict mode asks of a tuple.
 */
function tuple(members, closed) {
    return {
        items: members.map(clean),
        minItems: members.length,
        ...(closed ? { additionalItems: false, maxItems: members.length } : {}),
    };
}
/** A default as YAML's flow style writes it, for the description. */
function flow(value) {
    if (typeof value === 'string')
        return value === '' ? '""' : value;
    if (Array.isArray(value))
        return `[${value.map(flow).join(', ')}]`;
    if ((0,basics/* isObject */.Gv)(value))
        return `{${Object.entries(value)
            .map(([k, v]) => `${k}: ${flow(v)}`)
            .join(', ')}}`;
    return String(value);
}
/**
 * The `if` that holds when a file names the earlier form's provider. A pattern, not a `const`: the
 * YAML server offers an `if`'s constants as completions, which would offer the earlier form's
 * provider in a current-form file.
 */
function earlierMark() {
    let schema = {
        type: 'string',
        pattern: `^${EARLIER_MARK.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        patternErrorMessage: "not the earlier form's provider: the file is read in the current form",
    };
    for (const key of [...EARLIER_MARK.path].reverse()) {
        schema = { type: 'object', properties: { [key]: schema }, required: [key] };
    }
    return schema;
}
/** One form's schema as editors get it (descriptions with defaults, enums, deprecation marks). */
function formSchema(form) {
    return clean(schemas_generated/* SCHEMA_DATA */.x[form]);
}
function jsonSchema() {
    return {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $id: SCHEMASTORE_URL,
        title: 'component_config.yaml',
        description: 'A packaged component: name, version, env, metadata and build settings. The earlier form when build_config.requirements.provider is python-pip, else the current form. Checked in full by component-config-check.',
        type: 'object',
        if: earlierMark(),
        then: formSchema('earlier'),
        else: formSchema('current'),
    };
}
function jsonSchemaText() {
    return `${JSON.stringify(jsonSchema(), null, 2)}\n`;
}

;// CONCATENATED MODULE: ./lib/lsp/schema-at.js
// What the editors' JSON Schema (config/schema/json-schema.ts) says at a place in a document:
// the description of a key, the keys a mapping takes, the values a field takes. Read from the
// very schema the YAML language server is given, so hover and completion say what it says.


const schemas = new Map();
function schemaOf(form) {
    let s = schemas.get(form);
    if (!s)
        schemas.set(form, (s = formSchema(form)));
    return s;
}
/** A node and the members of its unions and intersections: each may hold what the node holds. */
function alternatives(node, out = []) {
    out.push(node);
    for (const key of ['anyOf', 'allOf', 'oneOf']) {
        const members = node[key];
        if (Array.isArray(members))
            for (const m of members)
                if ((0,basics/* isObject */.Gv)(m))
                    alternatives(m, out);
    }
    return out;
}
function child(node, step) {
    const out = [];
    for (const n of alternatives(node)) {
        if (typeof step === 'string') {
            const own = (0,basics/* isObject */.Gv)(n['properties']) ? n['properties'][step] : undefined;
            if ((0,basics/* isObject */.Gv)(own))
                out.push(own);
            else if ((0,basics/* isObject */.Gv)(n['patternProperties'])) {
                for (const [pattern, s] of Object.entries(n['patternProperties']))
                    if ((0,basics/* isObject */.Gv)(s) && new RegExp(pattern, 'u').test(step))
                        out.push(s);
            }
            else if ((0,basics/* isObject */.Gv)(n['additionalProperties']))
                out.push(n['additionalProperties']);
        }
        else {
            // A tuple, in the draft-07 form the editors' schema is written in: `items` a list.
            const prefix = Array.isArray(n['items']) ? n['items'] : undefined;
            const at = prefix && step >= 0 ? prefix[step] : undefined;
            if ((0,basics/* isObject */.Gv)(at))
                out.push(at);
            else if ((0,basics/* isObject */.Gv)(n['items']) && Object.keys(n['items']).length > 0)
                out.push(n['items']);
            else if (prefix)
                for (const p of prefix)
                    if ((0,basics/* isObject */.Gv)(p))
                        out.push(p);
        }
    }
    return out;
}
/** The schema's nodes for the value at `path` in a file of the form (every union member that may hold it). */
function nodesAt(form, path) {
    let nodes = [schemaOf(form)];
    for (const step of path)
        nodes = nodes.flatMap((n) => child(n, step));
    return nodes;
}
/** The description at `path`, with the default and the deprecation as the JSON Schema words them. */
function describeAt(form, path) {
    for (const node of nodesAt(form, path).flatMap((n) => alternatives(n))) {
        if (typeof node['description'] !== 'string')
            continue;
        const deprecation = typeof node['deprecationMessage'] === 'string' ? `\n\nDeprecated: ${node['deprecationMessage']}` : '';
        return `${node['description']}${deprecation}`;
    }
    return undefined;
}
/** The keys the mapping at `path` takes, in the schema's order. */
function keysAt(form, path) {
    const seen = new Map();
    for (const node of nodesAt(form, path).flatMap((n) => alternatives(n))) {
        if (!(0,basics/* isObject */.Gv)(node['properties']))
            continue;
        for (const [name, s] of Object.entries(node['properties'])) {
            if (seen.has(name) || !(0,basics/* isObject */.Gv)(s))
                continue;
            const all = alternatives(s);
            seen.set(name, {
                name,
                description: all.map((a) => a['description']).find((d) => typeof d === 'string'),
                deprecated: all.some((a) => a['deprecated'] === true),
            });
        }
    }
    return [...seen.values()];
}
/** The values the field at `path` takes, as its `enum`s and `const`s (and a boolean's two). */
function valuesAt(form, path) {
    const out = new Set();
    for (const node of nodesAt(form, path).flatMap((n) => alternatives(n))) {
        if (Array.isArray(node['enum']))
            for (const v of node['enum'])
                out.add(String(v));
        if ('const' in node)
            out.add(String(node['const']));
        if (node['type'] === 'boolean')
            for (const v of ['true', 'false'])
                out.add(v);
    }
    return [...out];
}

;// CONCATENATED MODULE: ./lib/lsp/help.js
// Hover and completion, from a document's last check: a key's description and a finding's
// meaning on hover, the keys and values of the file's form on completion, in the JSON Schema's
// own words (schema-at.ts).









/** `offset`: the position as an offset into the text. */
async function hoverAt(checked, position, offset) {
    const parts = [];
    const before = (p, q) => p.line < q.line || (p.line === q.line && p.character <= q.character);
    if (checked.form) {
        const key = await keyAt(checked.text, offset);
        const description = key && describeAt(checked.form, key.path);
        if (key && description)
            parts.push(`**${key.name}**\n\n${description}`);
    }
    const here = checked.findings.filter((f) => {
        const r = rangeOf(checked.text, f);
        return before(r.start, position) && before(position, r.end);
    });
    for (const code of new Set(here.map((f) => f.code))) {
        parts.push(`**${code}** (${config_findings/* CODES */.Lp[code].severity}): ${config_findings/* CODES */.Lp[code].title} [More about ${code}](${(0,sarif/* codePage */.xr)(code)})`);
    }
    return parts.length > 0 ? { contents: { kind: 'markdown', value: parts.join('\n\n---\n\n') } } : null;
}
function completionsAt(checked, position) {
    if (!checked.form)
        return [];
    const lines = checked.text.split(/\r\n|\r|\n/);
    const bom = (0,coordinates/* bomLength */.L1)(checked.text);
    if (bom && lines[0] !== undefined)
        lines[0] = lines[0].slice(bom);
    const place = cursorPlace(lines, position.line, position.character - (position.line === 0 ? bom : 0));
    if (!place)
        return [];
    if (place.kind === 'value') {
        return valuesAt(checked.form, place.path).map((v) => ({ label: v, kind: node.CompletionItemKind.Value }));
    }
    return keysAt(checked.form, place.path)
        .filter((k) => !place.present.has(k.name))
        .map((k) => ({
        label: k.name,
        kind: node.CompletionItemKind.Property,
        insertText: `${k.name}: `,
        ...(k.description ? { documentation: k.description } : {}),
        // Offered, but last and struck through, as the JSON Schema's deprecation says.
        ...(k.deprecated ? { tags: [node.CompletionItemTag.Deprecated], sortText: `~${k.name}` } : { sortText: k.name }),
    }));
}
/** The key at an offset of the editor's text, with the path of its value; undefined off a key or in a text that is not YAML. */
async function keyAt(text, offset) {
    const fullRead = await (0,runtime/* fullReadPart */.r9)();
    const source = (0,read_source/* readSource */.o$)(text, () => fullRead).source;
    if (!source)
        return undefined;
    // The reader drops a BOM; its offsets count from after it.
    const at = offset - (0,coordinates/* bomLength */.L1)(text);
    for (const place of source.places.values()) {
        const range = place.key?.range;
        if (!range || at < range.content || at > range.end || place.key?.kind !== 'scalar')
            continue;
        return { name: place.key.value, path: place.path };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./lib/lsp/server.js
// `component-config-check --lsp`: the Language Server Protocol (3.17) over stdio, a third face
// of the run beside the action and the command line. Each open document that the policy's
// `files` select is checked on open and on every change by the command line's own per-file path
// (checkDocument), so the editor shows what the gate will say; fixes, hover and completion come
// from the same findings and the same schema. Loaded only when --lsp is given.











const encoder = new TextEncoder();
/** Runs the server on stdin and stdout; `args` are the command line's (--lsp, and --stdio, which clients add). */
function serve(args) {
    const unknown = args.filter((a) => a !== '--lsp' && a !== '--stdio' && !a.startsWith('--clientProcessId'));
    if (unknown.length > 0) {
        process.stderr.write(`component-config-check: --lsp takes no other option (got ${unknown.join(' ')}); the editor gives it the workspace and the files\n`);
        process.exitCode = 2;
        return;
    }
    const writer = new node.StreamMessageWriter(process.stdout);
    const reader = new node.StreamMessageReader(process.stdin, { charset: 'utf-8', contentTypeDecoder: tolerantJson(writer) });
    const connection = (0,node.createConnection)(reader, writer);
    // Whatever goes wrong inside is said in the client's log; the server keeps serving.
    const report = (what, error) => connection.console.error(`${sarif/* TOOL_NAME */.lH}: ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.on('uncaughtException', (error) => report('internal error', error));
    process.on('unhandledRejection', (error) => report('internal error', error));
    new Server(connection).listen();
}
class Server {
    connection;
    folders = new Folders([]);
    documents = new node.TextDocuments(main/* TextDocument */.V);
    results = new Map();
    running = new Set();
    again = new Set();
    constructor(connection) {
        this.connection = connection;
    }
    listen() {
        const c = this.connection;
        c.onInitialize((params) => this.initialize(params));
        // Fired on open as well as on every change.
        this.documents.onDidChangeContent((e) => this.schedule(e.document.uri));
        this.documents.onDidClose((e) => void this.closed(e.document.uri));
        c.onDidChangeWatchedFiles((e) => void this.watched(e.changes.map((x) => x.uri)));
        c.onCodeAction(async (params) => {
            const doc = this.opened(params.textDocument?.uri);
            const checked = await this.resultFor(doc);
            if (!checked?.form)
                return [];
            return codeActions({
                uri: doc.uri,
                text: checked.text,
                findings: checked.findings,
                range: { start: positionOf(params.range?.start), end: positionOf(params.range?.end) },
                only: params.context?.only,
                suppress: (f) => this.suppression(doc, checked, f),
            });
        });
        c.onHover(async (params) => {
            const doc = this.opened(params.textDocument?.uri);
            const position = positionOf(params.position);
            const checked = await this.resultFor(doc);
            return checked ? hoverAt(checked, position, doc.offsetAt(position)) : null;
        });
        c.onCompletion(async (params) => {
            const doc = this.opened(params.textDocument?.uri);
            const position = positionOf(params.position);
            const checked = await this.resultFor(doc);
            return checked ? completionsAt(checked, position) : [];
        });
        this.documents.listen(c);
        c.listen();
    }
    async initialize(params) {
        const roots = rootsOf(params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []));
        if (roots.length === 0 && params.rootPath)
            roots.push(external_node_path_.resolve(params.rootPath));
        await this.useFolders(roots);
        if (params.capabilities?.workspace?.workspaceFolders) {
            this.connection.onInitialized(() => {
                this.connection.workspace.onDidChangeWorkspaceFolders((e) => {
                    const removed = new Set(rootsOf(e.removed.map((f) => f.uri)));
                    const kept = this.folders.all().flatMap((f) => (removed.has(f.root) ? [] : [f.root]));
                    void this.useFolders([...kept, ...rootsOf(e.added.map((f) => f.uri))]).then(() => {
                        for (const doc of this.documents.all())
                            this.schedule(doc.uri);
                    });
                });
            });
        }
        return {
            capabilities: {
                workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
                textDocumentSync: { openClose: true, change: node.TextDocumentSyncKind.Incremental },
                codeActionProvider: { codeActionKinds: [node.CodeActionKind.QuickFix, FIX_ALL] },
                hoverProvider: true,
                completionProvider: { triggerCharacters: [' '] },
            },
            serverInfo: { name: sarif/* TOOL_NAME */.lH, version: version/* VERSION */.x },
        };
    }
    /** The workspace folders, each with its policy file as on disk (an open one is read on its next check). */
    async useFolders(roots) {
        const folders = new Folders(roots);
        for (const folder of folders.all())
            await folders.loadFromDisk(folder);
        this.folders = folders;
    }
    /** The open document a request names; the protocol's error answer for any other. */
    opened(uri) {
        const doc = typeof uri === 'string' ? this.documents.get(uri) : undefined;
        if (!doc) {
            throw new node.ResponseError(node.ErrorCodes.InvalidParams, typeof uri === 'string'
                ? `${uri} is not open: send textDocument/didOpen before asking about a document`
                : 'the request names no textDocument.uri');
        }
        return doc;
    }
    /** Checks the document and publishes its diagnostics; a change while it is checked is checked after. */
    schedule(uri) {
        if (this.running.has(uri)) {
            this.again.add(uri);
            return;
        }
        this.running.add(uri);
        void (async () => {
            try {
                do {
                    this.again.delete(uri);
                    await this.publish(uri);
                } while (this.again.has(uri));
            }
            catch (error) {
                this.connection.console.error(`${sarif/* TOOL_NAME */.lH}: checking ${uri} failed: ${String(error)}`);
            }
            finally {
                this.running.delete(uri);
            }
        })();
    }
    async publish(uri) {
        const doc = this.documents.get(uri);
        if (!doc)
            return;
        const checked = await this.check(doc);
        if (this.documents.get(uri)?.version !== doc.version)
            return; // closed, or a newer text is checked next
        const diagnostics = checked ? checked.findings.map((f) => diagnosticOf(checked.text, f)) : [];
        await this.connection.sendDiagnostics({ uri, version: doc.version, diagnostics });
    }
    /** The document's findings for its current text: the last check's, or a new one. */
    async resultFor(doc) {
        const have = this.results.get(doc.uri);
        return have && have.version === doc.version ? have : this.check(doc);
    }
    async check(doc) {
        const where = this.folders.locate(doc.uri);
        if (!where)
            return undefined;
        const text = doc.getText();
        const bytes = encoder.encode(text);
        let checked;
        if (where.folder && this.folders.isPolicy(where)) {
            const before = JSON.stringify(where.folder.policy?.policy);
            const read = await this.folders.loadFromBytes(where.folder, bytes);
            checked = { version: doc.version, text, where, findings: read.findings, suppressed: 0, form: undefined };
            if (JSON.stringify(read.policy) !== before)
                this.recheckFolder(where, doc.uri);
        }
        else if (this.folders.selected(where)) {
            const result = await (0,check_files/* checkDocument */.sw)(where.rel, bytes, this.optionsFor(where, doc.uri));
            checked = {
                version: doc.version,
                text,
                where,
                findings: result.findings,
                suppressed: result.suppressed.length,
                form: result.form,
            };
        }
        else
            return undefined;
        // A document closed while it was checked keeps no result.
        if (this.documents.get(doc.uri))
            this.results.set(doc.uri, checked);
        return checked;
    }
    optionsFor(where, uri) {
        if (where.folder)
            return checkOptions(where.folder);
        // In no folder: the bytes alone (no policy, no check-paths: nothing is read from disk).
        return { workspace: external_node_path_.dirname((0,external_node_url_.fileURLToPath)(uri)), failOnDeprecated: false, checkPaths: false };
    }
    /** The policy of the folder changed: its other open documents are checked again. */
    recheckFolder(where, except) {
        for (const doc of this.documents.all()) {
            if (doc.uri !== except && this.folders.locate(doc.uri)?.folder === where.folder)
                this.schedule(doc.uri);
        }
    }
    async closed(uri) {
        this.results.delete(uri);
        await this.connection.sendDiagnostics({ uri, diagnostics: [] });
        const where = this.folders.locate(uri);
        if (where?.folder && this.folders.isPolicy(where)) {
            // The editor no longer holds the policy: the file on disk is the policy again.
            await this.folders.loadFromDisk(where.folder);
            this.recheckFolder(where, uri);
        }
    }
    async watched(uris) {
        for (const uri of uris) {
            const where = this.folders.locate(uri);
            if (!where?.folder || !this.folders.isPolicy(where) || this.documents.get(uri))
                continue;
            await this.folders.loadFromDisk(where.folder);
            this.recheckFolder(where, uri);
        }
    }
    /** The comment that silences `f` when it silences exactly the findings of its code on that line and changes nothing else. */
    async suppression(doc, checked, f) {
        const lines = checked.text.split(/\r\n|\r|\n/);
        const edit = suppressionEdit(lines, checked.text, f);
        const after = main/* TextDocument */.V.applyEdits(doc, [edit]);
        const result = await (0,check_files/* checkDocument */.sw)(checked.where.rel, encoder.encode(after), this.optionsFor(checked.where, doc.uri));
        const silenced = checked.findings.filter((g) => g.code === f.code && g.line === f.line).length;
        const ok = result.findings.length === checked.findings.length - silenced &&
            result.suppressed.length === checked.suppressed + silenced;
        return ok ? edit : undefined;
    }
}
/** A position a request gives; the protocol's error answer for anything else. */
function positionOf(p) {
    const ok = (n) => Number.isInteger(n) && n >= 0;
    if (p && typeof p === 'object' && ok(p.line) && ok(p.character))
        return p;
    throw new node.ResponseError(node.ErrorCodes.InvalidParams, 'the request needs a position: {"line": N, "character": N}, both zero-based integers');
}
/** The paths of `file:` URIs (others name no folder on this machine). */
function rootsOf(uris) {
    return uris.flatMap((u) => {
        try {
            return [(0,external_node_url_.fileURLToPath)(u)];
        }
        catch {
            return [];
        }
    });
}


/***/ })

};
