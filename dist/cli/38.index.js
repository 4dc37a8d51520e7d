export const id = 38;
export const ids = [38];
export const modules = {

/***/ 38:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fullRead: () => (/* binding */ fullRead)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./lib/config/basics.js
var basics = __webpack_require__(3799);
// EXTERNAL MODULE: ./lib/config/read/decode.js
var decode = __webpack_require__(9597);
;// CONCATENATED MODULE: ./lib/config/read/nesting.js
// Nesting too deep to hand to the parser, found by a scan of the text.
const MAX_DEPTH = 64;
/**
 * Where the nesting first goes past MAX_DEPTH levels, and whether flow nesting (`[`, `{`) goes
 * past `flowLimit` (then the parser must not see the file). Block levels come from indentation
 * and `- ` / `? ` markers, flow levels from brackets that can open a collection (after `:`, `-`,
 * `,`, `?`, another bracket, or at the start of a line), outside quotes and comments. An
 * estimate, used only for files nested far too deep to parse.
 */
function nesting(text, flowLimit) {
    const OPENERS = new Set([58, 45, 44, 91, 123, 10, 63]);
    const indents = [];
    let flow = 0;
    let quote = 0;
    let prev = 10; // the last character that is not a space or tab (10: a line start)
    let tooDeepAt = -1;
    let lineStart = true;
    let col = 0;
    const deeper = (at) => {
        if (tooDeepAt < 0 && indents.length + flow > MAX_DEPTH)
            tooDeepAt = at;
    };
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10) {
            lineStart = flow === 0 && quote === 0;
            col = 0;
            prev = 10;
            continue;
        }
        if (quote) {
            if (c === quote)
                quote = 0;
            else if (c === 92 && quote === 34)
                i++;
            prev = 65;
            col++;
            continue;
        }
        if (c === 32 || c === 9 || c === 13) {
            col++;
            continue;
        }
        if (lineStart) {
            // A block line: close the block levels it dedents out of, open one at its indentation.
            lineStart = false;
            if (c !== 35) {
                while (indents.length > 0 && indents[indents.length - 1] >= col)
                    indents.pop();
                if (c !== 91 && c !== 123) {
                    indents.push(col);
                    deeper(i);
                }
            }
        }
        if ((c === 45 || c === 63) && prev === 10 && flow === 0 && text.charCodeAt(i + 1) === 32) {
            // `- - - x`: each compact marker opens a level, one column further in.
            let j = i + 2;
            while (text.charCodeAt(j) === 32)
                j++;
            const next = text.charCodeAt(j);
            if ((next === 45 || next === 63) && text.charCodeAt(j + 1) === 32) {
                indents.push(col + (j - i));
                deeper(j);
            }
        }
        if ((c === 34 || c === 39) && OPENERS.has(prev))
            quote = c;
        else if ((c === 91 || c === 123) && OPENERS.has(prev)) {
            flow++;
            deeper(i);
            if (flow > flowLimit)
                return { tooDeepAt, flowOverLimit: true };
        }
        else if ((c === 93 || c === 125) && flow > 0)
            flow--;
        else if (c === 35 && (prev === 10 || text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 9)) {
            while (i + 1 < text.length && text.charCodeAt(i + 1) !== 10)
                i++;
            continue;
        }
        // A compact marker keeps the "line start" context for the marker that follows it.
        prev = (c === 45 || c === 63) && prev === 10 && text.charCodeAt(i + 1) === 32 ? 10 : c;
        col++;
    }
    return { tooDeepAt, flowOverLimit: false };
}
/** Quick bound: fewer opening brackets than the limit cannot nest past it. */
function mayNestPast(text, limit) {
    let n = 0;
    for (let i = text.indexOf('['); i >= 0 && n <= limit; i = text.indexOf('[', i + 1))
        n++;
    for (let i = text.indexOf('{'); i >= 0 && n <= limit; i = text.indexOf('{', i + 1))
        n++;
    return n > limit;
}

// EXTERNAL MODULE: ./lib/config/paths.js
var paths = __webpack_require__(6446);
// EXTERNAL MODULE: ./lib/config/read/problems.js
var problems = __webpack_require__(4643);
// EXTERNAL MODULE: ./lib/config/read/scalars.js
var scalars = __webpack_require__(670);
// EXTERNAL MODULE: ./lib/config/read/source.js + 1 modules
var source = __webpack_require__(4544);
// EXTERNAL MODULE: ./lib/config/read/spans.js
var spans = __webpack_require__(2466);
// EXTERNAL MODULE: ./lib/config/read/coordinates.js
var coordinates = __webpack_require__(3044);
;// CONCATENATED MODULE: ./lib/config/read/full-read.js
// The full read, by the `yaml` package: a document of any YAML, with the place of every value.
// The package parses with the failsafe schema (every scalar a string) and scalars are resolved
// in scalars.ts with the YAML 1.1 rules of PyYAML's safe loader, which the builder uses. Nothing
// is ever constructed from a tag; aliases are expanded under a budget; duplicate keys, tags and
// merges are checked here, and so is what PyYAML refuses or reads otherwise where the `yaml`
// package reads without an error (the end of this file). A chunk of its own (see source.ts):
// only files outside the fast reader's subset, and files with findings, need it.










// Past this, the parser's recursion runs out of stack (about 1,000 levels) or, far past it, out
// of memory (`[` × 200,000 aborts the process): refuse before parsing.
const MAX_FLOW_NESTING_BEFORE_PARSE = 256;
const fullRead = { readFull, Parser: dist/* Parser */.iX };
/** The full read, by the `yaml` parser: every document, with the place of every value. */
function readFull(text) {
    const lc = new dist/* LineCounter */.HN();
    if (isBlank(text)) {
        return {
            problems: [
                (0,problems/* problem */.CC)('empty-file', 'the file is empty; it must be a mapping with at least `name: <component name>`', problems/* AT_START */.Ff),
            ],
        };
    }
    const bad = decode/* NON_PRINTABLE */.uG.exec(text);
    if (bad) {
        const span = (0,coordinates/* offsetSpan */.Q_)(text, bad.index, bad[0].length);
        const cp = bad[0].codePointAt(0);
        const what = `the control character ${(0,basics/* codePoint */.yb)(cp)}, which YAML forbids; remove it or write it as an escape in a double-quoted string`;
        return {
            problems: [
                cp >= 0xd800 && cp <= 0xdfff
                    ? (0,decode/* loneSurrogate */.n7)(cp, span)
                    : (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML: the file contains ${what}`, span),
            ],
        };
    }
    const lineBreak = yaml11Break(text);
    if (lineBreak)
        return { problems: [lineBreak] };
    if (mayNestPast(text, MAX_FLOW_NESTING_BEFORE_PARSE)) {
        const deep = nesting(text, MAX_FLOW_NESTING_BEFORE_PARSE);
        if (deep.flowOverLimit) {
            return {
                problems: [
                    (0,problems/* problem */.CC)('too-deep', `the document nests deeper than ${MAX_DEPTH} levels`, (0,coordinates/* offsetSpan */.Q_)(text, Math.max(0, deep.tooDeepAt), 1)),
                ],
            };
        }
    }
    const options = {
        version: '1.1',
        schema: 'failsafe',
        merge: false,
        uniqueKeys: false,
        prettyErrors: false,
        strict: false,
    };
    const doc = (0,dist/* parseDocument */.Tp)(text, { ...options, lineCounter: lc });
    // Where the second document starts, for PyYAML: after any number of `...`.
    const second = doc.errors.some((e) => e.code === 'MULTIPLE_DOCS') ? secondDocumentAt(text, options) : undefined;
    if (second === undefined)
        doc.errors = doc.errors.filter((e) => e.code !== 'MULTIPLE_DOCS');
    const first = doc.errors[0];
    if (first) {
        // A second document is shown on its first line (after any `...` PyYAML skips).
        const [start, end] = first.code === 'MULTIPLE_DOCS' && second !== undefined ? [second, text.length] : first.pos;
        if (/Maximum call stack size exceeded/.test(first.message)) {
            // Block nesting deep enough to exhaust the parser's stack.
            const at = nesting(text, Infinity).tooDeepAt;
            return {
                problems: [
                    (0,problems/* problem */.CC)('too-deep', `the document nests deeper than ${MAX_DEPTH} levels`, (0,coordinates/* offsetSpan */.Q_)(text, Math.max(0, at), 1)),
                ],
            };
        }
        // The error's own span, cut at the end of its first line.
        const lineEnd = text.indexOf('\n', start);
        const stop = Math.max(start, Math.min(end, lineEnd < 0 ? text.length : lineEnd));
        const span = (0,coordinates/* offsetSpan */.Q_)(text, start, stop - start);
        if (first.code === 'MULTIPLE_DOCS') {
            return {
                problems: [
                    (0,problems/* problem */.CC)('multiple-documents', 'the file holds more than one YAML document (a `---` separator); keep one', span),
                ],
            };
        }
        let message = first.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
        // `[-]`, `{k: -}`: PyYAML reads the text "-"; YAML 1.2 starts a block list, which it refuses.
        if (first.code === 'BLOCK_IN_FLOW' && text[start] === '-' && /^-[ \t]*[,\]}]/.test(text.slice(start)))
            message =
                'a `-` alone in a flow collection (`[...]`, `{...}`), which the builder\'s YAML reader (PyYAML) reads as the text `-` and YAML 1.2 as the start of a list; quote it to keep it as text: "-"';
        if (first.code === 'TAB_AS_INDENT' || text[start] === '\t')
            message += ' (YAML indentation must use spaces, not tabs)';
        return { problems: [(0,problems/* problem */.CC)('yaml-syntax', `invalid YAML: ${message}`, span)] };
    }
    const refused = MAY_REFUSE.test(text) ? pyyamlProblem(text) : undefined;
    if (refused)
        return { problems: [refused] };
    const root = doc.contents;
    if (root === null || ((0,dist/* isScalar */.jn)(root) && root.source === '' && !root.tag && !root.anchor)) {
        return {
            problems: [
                (0,problems/* problem */.CC)('empty-file', 'the file holds no YAML document content; it must be a mapping with at least `name: <component name>`', problems/* AT_START */.Ff),
            ],
        };
    }
    const walker = new Walker(doc, lc, text);
    const data = walker.walk(doc.contents, [], '', undefined, 0);
    if (walker.problems.length > 0)
        return { problems: walker.problems };
    return {
        source: { text, lineCounter: lc, data, places: walker.places, nonStringKeys: walker.nonStringKeys },
        problems: [],
    };
}
class Walker {
    lc;
    text;
    places = new Map();
    nonStringKeys = new Map();
    problems = [];
    visited = 0;
    stopped = false;
    /** While walking merged content: places already set (by explicit keys) are kept. */
    merging = 0;
    /** Mappings being merged right now: a mapping that merges itself is refused, not recursed. */
    inMerge = new Set();
    /** Each alias → the node its anchor names at that point of the document (found once). */
    targets = new Map();
    /** Inside an anchored or aliased collection (see Place.shared). */
    sharedDepth = 0;
    /** Each `yaml` node as a SourceNode, made once (a mapping's pairs hold the same ones as the places). */
    nodes = new Map();
    constructor(doc, lc, text) {
        this.lc = lc;
        this.text = text;
        // Alias.resolve() searches the whole document on each call: thousands of aliases made that
        // quadratic. One pass in document order finds every target (a later anchor of the same
        // name applies to the aliases after it).
        const anchors = new Map();
        // An alias is written with `*`: without one in the text there is nothing to find.
        if (!text.includes('*'))
            return;
        (0,dist/* visit */.YR)(doc, (_key, node) => {
            if ((0,dist/* isAlias */.Vj)(node)) {
                const target = anchors.get(node.source);
                if (target)
                    this.targets.set(node, target);
            }
            else if (node &&
                typeof node === 'object' &&
                'anchor' in node &&
                typeof node.anchor === 'string' &&
                node.anchor) {
                anchors.set(node.anchor, node);
            }
        });
    }
    span(node) {
        const r = node.range ?? [0, 0, 0];
        return (0,coordinates/* spanOf */.ee)(this.lc, r[0], r[1]);
    }
    fail(code, message, node, path, span = this.span(node)) {
        this.problems.push((0,problems/* problem */.CC)(code, message, span, path));
    }
    /** The node an alias stands for; undefined (and a finding) for an alias to no anchor. */
    deref(node, path) {
        if (!(0,dist/* isAlias */.Vj)(node))
            return node;
        const target = this.targets.get(node);
        if (!target)
            this.fail('yaml-syntax', `invalid YAML: the alias *${node.source} refers to no anchor defined before it`, node, path);
        return target;
    }
    walk(node, path, pointer, key, depth) {
        if (this.stopped)
            return undefined;
        if (++this.visited > source/* MAX_VALUES */.Ex) {
            this.fail('too-complex', `the document expands to more than ${source/* MAX_VALUES */.Ex.toLocaleString('en-US')} values (anchors and aliases multiply it); write the data out plainly`, node, []);
            this.stopped = true;
            return undefined;
        }
        const target = this.deref(node, path);
        if (!target)
            return undefined;
        if (depth >= MAX_DEPTH && ((0,dist/* isMap */.jh)(target) || (0,dist/* isSeq */.oP)(target))) {
            const how = (0,dist/* isAlias */.Vj)(node) ? ' (an alias refers to a mapping or list that contains it)' : '';
            this.fail('too-deep', `the document nests deeper than ${MAX_DEPTH} levels${how}`, node, [], (0,spans/* nodeSpan */.V)(this.text, this.lc, node));
            this.stopped = true;
            return undefined;
        }
        const place = { path, node: this.sourceNode(node), quoted: false };
        if (key)
            place.key = this.sourceNode(key);
        if (this.merging === 0 || !this.places.has(pointer))
            this.places.set(pointer, place);
        const shared = this.sharedDepth > 0 || this.merging > 0 || target !== node || Boolean(target.anchor);
        if (shared)
            place.shared = true;
        const tag = target.tag;
        if ((0,dist/* isScalar */.jn)(target)) {
            const s = target;
            const raw = atEndWithoutBreak(this.text, s) ? String(s.value).slice(0, -1) : String(s.value ?? '');
            place.text = raw;
            const plain = s.type === 'PLAIN' || s.type === undefined;
            place.quoted = !plain;
            if (tag && tag !== '!') {
                if (!scalars/* SCALAR_TAGS */.PE.has(tag))
                    return this.badTag(tag, node, path);
                const v = (0,scalars/* withTag */.Rd)(tag, raw);
                if (v !== undefined && this.unconstructable(tag, raw, node, path))
                    return undefined;
                const readAs = scalars/* TAG_READS_AS */.WR[tag];
                if (readAs)
                    place.readAs = readAs;
                if (v === undefined) {
                    this.fail('unsupported-tag', `\`${raw}\` cannot be read as ${tag.replace(scalars/* TAG */.Dk, '!!')}; remove the tag or fix the value`, node, path, (0,spans/* nodeSpan */.V)(this.text, this.lc, node));
                }
                return v;
            }
            // The non-specific tag `!` resolves as a plain scalar does, quoted or not, in PyYAML.
            if (!plain && tag !== '!')
                return raw;
            const v = (0,scalars/* resolvePlain */.Rg)(raw);
            if (v !== null && typeof v === 'object' && 'unsupported' in v) {
                this.fail('unsupported-tag', `YAML 1.1 gives a plain \`${raw}\` the special tag \`${v.unsupported.replace(scalars/* TAG */.Dk, '!!')}\`, which a component configuration cannot hold; quote it to keep it as text: "${raw}"`, node, path);
                return undefined;
            }
            if (this.unconstructable((0,scalars/* plainTag */.PD)(v), raw, node, path))
                return undefined;
            return v;
        }
        if ((0,dist/* isSeq */.oP)(target)) {
            if (tag && tag !== scalars/* TAG */.Dk + 'seq' && tag !== '!')
                return this.badTag(tag, node, path);
            const out = [];
            if (shared)
                this.sharedDepth++;
            target.items.forEach((item, i) => {
                out.push(this.walk(item, [...path, i], (0,paths/* pointerChild */.QX)(pointer, String(i)), undefined, depth + 1));
            });
            if (shared)
                this.sharedDepth--;
            return out;
        }
        if ((0,dist/* isMap */.jh)(target)) {
            if (tag && tag !== scalars/* TAG */.Dk + 'map' && tag !== '!')
                return this.badTag(tag, node, path);
            if (shared)
                this.sharedDepth++;
            const out = this.mapping(target, path, pointer, depth);
            if (shared)
                this.sharedDepth--;
            return out;
        }
        return this.badTag(tag ?? 'unknown', node, path);
    }
    /** Whether PyYAML fails to construct the scalar (a finding then says so). */
    unconstructable(tag, raw, node, path) {
        const why = (0,scalars/* unconstructable */.L0)(tag, raw);
        if (why === undefined)
            return false;
        const what = tag === scalars/* TAG */.Dk + 'timestamp' ? 'a date' : 'an integer';
        this.fail('yaml-syntax', `invalid YAML for the builder: YAML 1.1 reads \`${raw}\` as ${what}, and the builder's YAML reader (PyYAML) fails on it: ${why}; fix it, or quote it to keep it as text: "${raw}"`, node, path, (0,spans/* nodeSpan */.V)(this.text, this.lc, node));
        return true;
    }
    sourceNode(node) {
        let got = this.nodes.get(node);
        if (got)
            return got;
        const base = { range: node.range ?? undefined, tag: node.tag, anchor: node.anchor };
        if ((0,dist/* isScalar */.jn)(node)) {
            const style = (node.type ?? 'PLAIN');
            got = { kind: 'scalar', ...base, style, value: String(node.value ?? '') };
        }
        else if ((0,dist/* isMap */.jh)(node)) {
            let items;
            const pairs = node.items;
            // Its pairs only when a fix asks for them.
            const nodeOf = (n) => (n ? this.sourceNode(n) : null);
            got = {
                kind: 'map',
                ...base,
                flow: Boolean(node.flow),
                get items() {
                    return (items ??= pairs.map((p) => ({ key: nodeOf(p.key), value: nodeOf(p.value) })));
                },
            };
        }
        else if ((0,dist/* isSeq */.oP)(node))
            got = { kind: 'seq', ...base, flow: Boolean(node.flow) };
        else
            got = { kind: 'alias', ...base };
        this.nodes.set(node, got);
        return got;
    }
    badTag(tag, node, path) {
        this.fail('unsupported-tag', `the YAML tag \`${tag.startsWith(scalars/* TAG */.Dk) ? `!!${tag.slice(scalars/* TAG */.Dk.length)}` : tag}\` is not allowed; a component configuration holds only plain strings, numbers, booleans, null, lists and mappings`, node, path, (0,spans/* nodeSpan */.V)(this.text, this.lc, node));
        return undefined;
    }
    mapping(map, path, pointer, depth) {
        const result = Object.create(null);
        const seen = new Map();
        const merged = [];
        for (const pair of map.items) {
            if (this.stopped)
                break;
            const keyNode = pair.key;
            const valueNode = pair.value;
            if ((0,dist/* isScalar */.jn)(keyNode) && keyNode.type === 'PLAIN' && !keyNode.tag && keyNode.value === '<<') {
                // A later `<<` of the same mapping wins over an earlier one, as PyYAML merges them
                // (within one `<<: [*a, *b]`, the earlier in the list wins).
                const group = [];
                this.merge(group, map, valueNode, path, pointer, depth);
                merged.unshift(...group);
                continue;
            }
            let keyScalar = null;
            if (keyNode !== null) {
                const k = this.deref(keyNode, path);
                if (!k)
                    continue;
                if (!(0,dist/* isScalar */.jn)(k)) {
                    this.fail('invalid-key', 'mapping keys must be plain scalars, not lists or mappings', keyNode, path);
                    continue;
                }
                keyScalar = k;
            }
            const keyText = keyScalar === null ? '' : String(keyScalar.value ?? '');
            let keyValue = keyText;
            if (keyScalar) {
                const tag = keyScalar.tag;
                if (tag && tag !== '!' && !scalars/* SCALAR_TAGS */.PE.has(tag)) {
                    this.badTag(tag, keyNode, path);
                    continue;
                }
                if (tag && tag !== '!') {
                    // As for a value: PyYAML constructs a tagged key too, and fails where the tag does not fit.
                    keyValue = (0,scalars/* withTag */.Rd)(tag, keyText);
                    if (keyValue === undefined) {
                        this.fail('unsupported-tag', `the key \`${keyText}\` cannot be read as ${tag.replace(scalars/* TAG */.Dk, '!!')}; remove the tag`, keyNode, path, (0,spans/* nodeSpan */.V)(this.text, this.lc, keyNode));
                        continue;
                    }
                    if (this.unconstructable(tag, keyText, keyNode, path))
                        continue;
                }
                else if (keyScalar.type === 'PLAIN' || tag === '!') {
                    const r = (0,scalars/* resolvePlain */.Rg)(keyText);
                    keyValue = r !== null && typeof r === 'object' && 'unsupported' in r ? keyText : r;
                    if (this.unconstructable((0,scalars/* plainTag */.PD)(r), keyText, keyNode, path))
                        continue;
                }
            }
            else {
                keyValue = null;
            }
            const keySpan = keyNode ? this.span(keyNode) : this.span(map);
            if (seen.has(keyText)) {
                this.problems.push((0,problems/* problem */.CC)('duplicate-key', `duplicate key \`${keyText}\` (first defined on line ${seen.get(keyText)}); remove one of them`, keySpan, [...path, keyText]));
                continue;
            }
            seen.set(keyText, keySpan.line);
            const childPointer = (0,paths/* pointerChild */.QX)(pointer, keyText);
            if (typeof keyValue !== 'string')
                this.nonStringKeys.set(childPointer, keyValue);
            const value = valueNode ?? emptyScalarAfter(pair, map);
            result[keyText] = this.walk(value, [...path, keyText], childPointer, keyNode ?? undefined, depth + 1);
        }
        // Keys written in the mapping itself win over merged ones, as YAML's merge key says.
        if (merged.length === 0)
            return result;
        const out = Object.create(null);
        for (const [k, v] of merged)
            if (!(k in result) && !(k in out))
                out[k] = v;
        for (const k of Object.keys(result))
            out[k] = result[k];
        return out;
    }
    merge(into, owner, value, path, pointer, depth) {
        const node = value ? this.deref(value, path) : value;
        if (value && !node)
            return;
        const sources = node && (0,dist/* isSeq */.oP)(node) ? node.items : [node];
        for (const s of sources) {
            const m = s ? this.deref(s, path) : s;
            if (s && !m)
                continue;
            if (!m || !(0,dist/* isMap */.jh)(m)) {
                this.fail('invalid-merge', 'a merge key `<<` must refer to a mapping or a list of mappings', (s ?? value ?? owner), path);
                continue;
            }
            if (m === owner || this.inMerge.has(m)) {
                this.fail('invalid-merge', 'a merge key `<<` refers to the mapping that holds it; merge another mapping', (s ?? value ?? owner), path);
                continue;
            }
            if (depth + 1 >= MAX_DEPTH) {
                this.fail('too-deep', `the document nests deeper than ${MAX_DEPTH} levels (merges within merges)`, (s ?? owner), []);
                this.stopped = true;
                return;
            }
            this.inMerge.add(owner);
            this.merging++;
            const got = this.mapping(m, path, pointer, depth + 1);
            this.merging--;
            this.inMerge.delete(owner);
            for (const k of Object.keys(got))
                into.push([k, got[k]]);
        }
    }
}
/** `key:` with nothing after it: a null scalar placed right after the key. */
function emptyScalarAfter(pair, map) {
    const end = pair.key?.range?.[1] ?? map.range?.[0] ?? 0;
    const empty = new dist/* Scalar */.X5('');
    empty.range = [end, end, end];
    empty.type = 'PLAIN';
    return empty;
}
function isBlank(text) {
    // Line by line, without splitting the whole text: most files end the search at line 1. The
    // text holds no lone CR (replaced above); the CR of a CRLF goes with the line end. Only YAML's
    // white space is blank: a NBSP or another Unicode space is a value to PyYAML.
    for (let start = 0; start <= text.length;) {
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        const t = text.slice(start, end).replace(/^[ \t]+|[ \t\r]+$/g, '');
        if (t !== '' && !t.startsWith('#'))
            return false;
        start = end + 1;
    }
    return true;
}
// ---------------------------------------------------------------------------------------------
// What the builder's YAML reader refuses, or reads otherwise, in a document the `yaml` package
// reads without an error. The builder reads these files with PyYAML's SafeLoader (YAML 1.1), whose
// scanner is stricter than YAML 1.2 and than the `yaml` package: white space between tokens is
// spaces only (a tab outside a comment, a quoted scalar or a block scalar's content is an error),
// U+0085, U+2028 and U+2029 break lines, `?` and `:` are indicators anywhere in a flow
// collection, a block scalar's header needs a space before its comment, an implicit key ends
// within 1,024 characters, anchors are ASCII words, a tag is followed by a space, and `%YAML`
// and `%TAG` directives have a grammar. A pass over the `yaml` package's lexical tokens finds
// each; pyyaml.test.ts holds the checker to PyYAML itself (docs/yaml-and-pyyaml.md).
/** Line breaks in YAML 1.1 that YAML 1.2 (and the `yaml` package) read as text. */
const YAML11_BREAK = /[\u0085\u2028\u2029]/;
const BREAK_NAMES = {
    '\u0085': 'U+0085 (NEXT LINE)',
    '\u2028': 'U+2028 (LINE SEPARATOR)',
    '\u2029': 'U+2029 (PARAGRAPH SEPARATOR)',
};
const READER = "the builder's YAML reader (PyYAML, YAML 1.1)";
/** The first YAML 1.1 line break in the text, as a problem; run before any other reading. */
function yaml11Break(text) {
    const m = YAML11_BREAK.exec(text);
    if (!m)
        return undefined;
    const name = BREAK_NAMES[m[0]];
    const escape = `\\u${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML for the builder: the file contains ${name}, which ${READER} reads as a line break (so it fails, or reads another value); remove it, or write it as the escape ${escape} in a double-quoted string`, (0,coordinates/* offsetSpan */.Q_)(text, m.index, 1));
}
// Zero-width markers the lexer puts between tokens: document start, scalar start, flow error end.
const DOC = '\x02';
const SCALAR = '\x1f';
const FLOW_END = '\x18';
/**
 * A text without any of these has nothing pyyamlProblem refuses (a tab, a directive, an anchor,
 * alias or tag, `?`, a comment after a block scalar's header, an indentation indicator, a block
 * scalar at the top, a line starting with `:`, `:` starting a flow value or after one, a line
 * long enough for a 1,025-character key, a line whose first quote closes a quoted value just
 * before a `:`, as a quoted key begun on an earlier line does, a comment and an indented line
 * after it): most texts skip its pass.
 */
const MAY_REFUSE = /[\t%&*!?\ufeff]|[|>][-+1-9]*#|[|>][-+]?[1-9]|^ *(?:--- *)?[|>]|^[ -]*:|[[{,\]}] *:|: +:|[^\n]{1025}|^[^"'\n]*["'] *:|#.*\r?\n[ \t]+[^ \t\r\n#]/m;
/** PyYAML's longest implicit key: from its first character to its colon (in code points). */
const MAX_IMPLICIT_KEY = 1024;
/**
 * The first place in `text` (read without an error by the `yaml` package) that PyYAML refuses
 * or reads otherwise, as a problem; undefined when there is none.
 */
function pyyamlProblem(text) {
    const fail = (at, length, what) => (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML for the builder: ${what}`, (0,coordinates/* offsetSpan */.Q_)(text, at, Math.max(1, length)));
    let offset = 0;
    let flow = 0;
    let scalarNext = false;
    /** The last block scalar header, whose content is the next scalar; -1: none. */
    let blockHeader = -1;
    let prev = '';
    /** Where the node that may be an implicit key starts (its first property, or itself); -1: none. */
    let nodeStart = -1;
    /** Where a flow collection opened, for each open one. */
    const opened = [];
    /** The column of the key or dash a block scalar would belong to (PyYAML's indentation of its parent). */
    let owner = -1;
    let headerOwner = -1;
    /** After a `?` (an explicit key), whose value may start a line with `:`. */
    let explicitKey = false;
    /** The column of that `?`, and whether its key has begun (a node after the `?`). */
    let explicitColumn = -1;
    let explicitNode = false;
    /** In a flow collection: after its `?` (an explicit key), and the same for each enclosing one. */
    let flowExplicit = false;
    const flowExplicitOuter = [];
    /** The closing bracket of each open flow collection, innermost last. */
    const closers = [];
    /** In a flow collection: a node came since its last `[`, `{`, `,`, `?` or `:`. */
    let afterFlowNode = false;
    let yamlDirective = false;
    const tagHandles = new Set();
    const anchors = new Set();
    /** A block mapping's `:` is on this line already. */
    let lineColon = false;
    /** The last token that was not space, a comment or a line break was a scalar; a comment came after it. */
    let lastWasScalar = false;
    let commentAfterScalar = false;
    /** On the line of a directive PyYAML does not know, whose rest it skips, tabs included. */
    let ignoredLine = false;
    for (const token of new dist/* Lexer */.JG().lex(text)) {
        if (token === DOC || token === FLOW_END)
            continue;
        if (token === SCALAR) {
            scalarNext = true;
            continue;
        }
        const at = offset;
        offset += token.length;
        // Quoted scalars come without the marker sometimes; an empty block scalar is an empty token.
        const c = token.charAt(0);
        const isScalar = scalarNext || c === '"' || c === "'";
        scalarNext = false;
        if (token === '') {
            if (isScalar)
                blockHeader = -1;
            continue;
        }
        if (isScalar && blockHeader >= 0) {
            lastWasScalar = false;
            // Without an indentation indicator, PyYAML takes the first line's spaces as the block's
            // indentation, but never less than one more than its owner's (the `yaml` package takes 0 at the top).
            const explicit = /^[|>][-+]?([1-9])/.exec(text.slice(blockHeader, blockHeader + 3));
            const minIndent = Math.max(1, headerOwner + 1);
            // With an indentation indicator, the `yaml` package drops a last line of only spaces that
            // PyYAML keeps as content (the spaces past the indentation).
            const trailing = explicit ? /^( +)(?:\r?\n|$)/.exec(text.slice(offset)) : null;
            if (explicit && trailing && trailing[1].length > Math.max(headerOwner, 0) + Number(explicit[1]))
                return fail(offset, trailing[1].length, `this block scalar (with an indentation indicator) ends in a line of only spaces, which ${READER} keeps as content and this checker's YAML reader does not; remove the spaces`);
            const first = /^(?:[ \t]*\r?\n)*( *)[^ \r\n]/.exec(token);
            if (!explicit && first && first[1].length < minIndent)
                return fail(at + first[0].length - 1, 1, `${READER} reads a block scalar's lines only when indented at least ${minIndent} space${minIndent === 1 ? '' : 's'}, and this one as empty (its lines then read as YAML, or as comments); indent its lines`);
            blockHeader = -1;
            prev = token;
            nodeStart = -1;
            continue;
        }
        if (isScalar) {
            // A value, then a comment, then a line that starts with a value and is no key: PyYAML ends
            // a plain value at its comment, so this is a second value where it wants a key (the `yaml`
            // package drops the line).
            if (flow === 0 &&
                lastWasScalar &&
                commentAfterScalar &&
                text.slice((0,coordinates/* lineStartOf */.El)(text, at), at).trim() === '' &&
                !/^[ \t]*:(?:[ \t\r\n]|$)/.test(text.slice(at + token.length)))
                return fail(at, token.length, `a value on the line after a comment that ends the value before it: ${READER} ends a plain value at a comment, and fails on this one ("expected <block end>, but found '<scalar>'"); join the lines and put the comment after them, or make this line a key`);
            lastWasScalar = true;
            commentAfterScalar = false;
            afterFlowNode = true;
            if (flow === 0 && explicitKey)
                explicitNode = true;
            if (c === '"' || c === "'") {
                if (nodeStart < 0)
                    nodeStart = at;
            }
            else {
                const tab = token.indexOf('\t');
                if (tab >= 0)
                    return fail(at + tab, 1, tabMessage('in a plain value'));
                if (flow > 0) {
                    if (c === ':' || c === '?')
                        return fail(at, 1, `in a flow collection (\`[...]\`, \`{...}\`), ${READER} reads \`${c}\` at the start of \`${token}\` as an indicator, not text; quote the value: "${token}"`);
                    const q = token.indexOf('?');
                    if (q >= 0)
                        return fail(at + q, 1, `in a flow collection (\`[...]\`, \`{...}\`), ${READER} refuses \`?\` inside the plain value \`${token}\`; quote it: "${token}"`);
                }
                if (nodeStart < 0)
                    nodeStart = at;
            }
            prev = token;
            continue;
        }
        // The file's own byte order mark is gone already (source.ts): any other is the `yaml`
        // package's document-start one, which PyYAML does not know.
        if (c === '\ufeff')
            return fail(at, 1, `a byte order mark (U+FEFF) that is not at the start of the file, which ${READER} reads as part of the text (this checker's YAML reader skips it at a document's start); remove it`);
        if (c === ' ' || c === '\t') {
            const tab = token.indexOf('\t');
            if (tab >= 0 && !ignoredLine)
                return fail(at + tab, 1, tabMessage(tabPlace(prev)));
            continue;
        }
        if (c === '#') {
            if (lastWasScalar)
                commentAfterScalar = true;
            if (blockHeader >= 0 && prev === text.slice(blockHeader, at))
                return fail(at, 1, `${READER} refuses a comment right after a block scalar's \`${prev}\`: put a space before the \`#\``);
            continue;
        }
        if (c === '\n' || c === '\r') {
            nodeStart = -1;
            lineColon = false;
            ignoredLine = false;
            prev = token;
            continue;
        }
        if ((c === '|' || c === '>') && flow === 0) {
            blockHeader = at;
            headerOwner = owner;
            prev = token;
            continue;
        }
        if (c === '%' && at === lineStart(text, at)) {
            const bad = directive(token, yamlDirective, tagHandles);
            if (bad)
                return fail(at, token.length, bad);
            if (token.startsWith('%YAML'))
                yamlDirective = true;
            ignoredLine = !/^%(?:YAML|TAG)(?:[ \t]|$)/.test(token);
            prev = token;
            continue;
        }
        if (c === '&' && anchors.has(token))
            return fail(at, token.length, `${READER} refuses a second anchor \`${token}\` in one document (an alias after it would be ambiguous); rename one of them`);
        if (c === '&')
            anchors.add(token);
        if (c === '&' || c === '*') {
            if (!/^.[0-9A-Za-z_-]+$/.test(token))
                return fail(at, token.length, `${READER} allows only ASCII letters, digits, \`-\` and \`_\` in the ${c === '&' ? 'anchor' : 'alias'} name \`${token}\`; rename it`);
        }
        if (c === '!' && !/^$|^[ \t\r\n]/.test(text.slice(offset, offset + 1)))
            return fail(at, token.length, `${READER} needs a space after the tag \`${token}\`, before \`${text.charAt(offset)}\`; add one`);
        lastWasScalar = false;
        commentAfterScalar = false;
        if (c === '&' || c === '!' || c === '*') {
            if (nodeStart < 0)
                nodeStart = at;
            if (c === '*')
                afterFlowNode = true;
            if (c === '*' && flow === 0 && explicitKey)
                explicitNode = true;
        }
        else if (c === '[' || c === '{') {
            if (flow === 0 && explicitKey)
                explicitNode = true;
            if (nodeStart < 0)
                nodeStart = at;
            opened.push(nodeStart);
            nodeStart = -1;
            flow++;
            flowExplicitOuter.push(flowExplicit);
            closers.push(c === '[' ? ']' : '}');
            flowExplicit = false;
            afterFlowNode = false;
        }
        else if (c === ']' || c === '}') {
            flow = Math.max(0, flow - 1);
            nodeStart = opened.pop() ?? -1;
            flowExplicit = flowExplicitOuter.pop() ?? false;
            closers.pop();
            afterFlowNode = true;
        }
        else if (c === ',' && token.length === 1) {
            nodeStart = -1;
            flowExplicit = false;
            afterFlowNode = false;
        }
        else if (c === '-' && token.length === 1) {
            // `? key` then a `-` in the `?`'s column: a list where PyYAML's parser wants the key's `:`.
            if (flow === 0 && explicitKey && explicitNode && at - (0,coordinates/* lineStartOf */.El)(text, at) === explicitColumn)
                return fail(at, 1, `a \`-\` in the column of the \`? key\` above it, which ${READER} refuses ("expected <block end>, but found '-'"); write \`: \` before the list to make it the key's value, or indent it`);
            owner = at - (0,coordinates/* lineStartOf */.El)(text, at);
            nodeStart = -1;
        }
        else if (c === '?' && token.length === 1) {
            if (flow === 0) {
                explicitKey = true;
                explicitColumn = at - (0,coordinates/* lineStartOf */.El)(text, at);
                explicitNode = false;
            }
            else
                flowExplicit = true;
            afterFlowNode = false;
            nodeStart = -1;
        }
        else if (c === ':' && token.length === 1) {
            // A key without `?` is a "simple key" to PyYAML's scanner, which forgets it at the end of
            // its line: a quoted key or a flow collection that runs over lines has no `:` for PyYAML.
            if (nodeStart >= 0 && !(flow > 0 ? flowExplicit : explicitKey) && /[\r\n]/.test(text.slice(nodeStart, at)))
                return fail(at, 1, sameLine(text.slice(nodeStart, at)));
            // In a flow collection PyYAML takes a key only from the `:`'s own line, and a `:` with no
            // key at all (`[: x]`, `{a: 1, : b}`) as a value without a node; the `yaml` package reads
            // both, with an empty key for the second.
            if (flow > 0 && nodeStart < 0 && !flowExplicit)
                return fail(at, 1, afterFlowNode
                    ? `in a flow collection (\`[...]\`, \`{...}\`), a key and its \`:\` must be on one line, which ${READER} requires ("expected ',' or '${closers.at(-1) ?? '}'}', but got ':'"); put the \`:\` right after the key`
                    : `a \`:\` with no key before it in a flow collection (\`[...]\`, \`{...}\`), which ${READER} refuses ("expected the node content, but found ':'"); write the key`);
            if (flow > 0) {
                flowExplicit = false;
                afterFlowNode = false;
            }
            // A block `:` with no key before it and no `?` line (`: x`, `- : x`): PyYAML's parser
            // finds a value without a key and fails; the `yaml` package reads an empty key.
            if (flow === 0 && nodeStart < 0 && !explicitKey)
                return fail(at, 1, `a \`:\` with no key before it, which ${READER} refuses ("expected <block end>, but found ':'"); write the key`);
            // `key: [x]: y`: the `yaml` package reads a second key; PyYAML refuses a mapping there.
            if (flow === 0 && lineColon)
                return fail(at, 1, `a second \`:\` on one line (\`key: value: ...\`), which ${READER} refuses ("mapping values are not allowed here"); quote the value, or put the inner mapping on lines of its own`);
            if (flow === 0) {
                explicitKey = false;
                lineColon = true;
            }
            if (nodeStart >= 0)
                owner = nodeStart - (0,coordinates/* lineStartOf */.El)(text, nodeStart);
            if (nodeStart >= 0 && codePoints(text.slice(nodeStart, at)) > MAX_IMPLICIT_KEY)
                return fail(nodeStart, at - nodeStart, `this key is ${codePoints(text.slice(nodeStart, at)).toLocaleString('en-US')} characters long up to its colon; ${READER} reads a key without \`?\` only up to 1,024 characters and fails on a longer one; shorten it`);
            nodeStart = -1;
        }
        else {
            nodeStart = -1;
        }
        prev = token;
    }
    return undefined;
}
/** Why PyYAML refuses a key (`key`, up to its colon) that spans lines. */
function sameLine(key) {
    const what = /^\s*[[{]/.test(key) ? 'a flow collection' : /^\s*["']/.test(key) ? 'a quoted value' : 'a key';
    return `${what} over several lines used as a key: ${READER} reads a key without \`?\` only when it is on one line up to its \`:\`, and fails here; put the key on one line, or write \`? \` before it`;
}
function tabMessage(where) {
    return `a tab ${where}: ${READER} allows tabs only inside quoted values, block scalars and comments, and fails on this one; use spaces`;
}
function tabPlace(prev) {
    if (prev === '' || prev === '\n' || prev === '\r\n')
        return 'at the start of a line (indentation)';
    if (prev === ':' || prev === '-' || prev === '?' || prev === ',')
        return `after \`${prev}\``;
    return `after \`${prev.length > 20 ? `${prev.slice(0, 20)}...` : prev}\``;
}
function lineStart(text, at) {
    return at === 0 || text[at - 1] === '\n' || text[at - 1] === '\r' ? at : -1;
}
function codePoints(s) {
    let n = s.length;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff)
            n--;
    }
    return n;
}
/** What PyYAML refuses in a directive line, or undefined. */
function directive(line, seenYaml, handles) {
    const name = /^%([0-9A-Za-z_-]+)/.exec(line);
    const text = line.replace(/\r?\n$/, '');
    if (!name || !/^[ \r\n]?$/.test(text.charAt(name[0].length)))
        return `${READER} reads a \`%\` at the start of a line as a directive, and this one has no name (letters, digits, \`-\`, \`_\`) followed by a space; quote a value that starts with \`%\``;
    if (name[1] === 'YAML') {
        const v = /^%YAML +(\d+)\.(\d+)(?= |$)/.exec(text);
        if (!v)
            return `${READER} refuses this %YAML directive: write \`%YAML 1.1\`, or remove it`;
        if (seenYaml)
            return `${READER} refuses a second %YAML directive; keep one`;
        if (v[1] !== '1')
            return `${READER} reads only YAML 1.x, not ${v[1]}.${v[2]}; write \`%YAML 1.1\`, or remove it`;
        if (!/^ *(#.*)?$/.test(text.slice(v[0].length)))
            return `${READER} refuses text after the version of a %YAML directive; remove it`;
        return undefined;
    }
    if (name[1] === 'TAG') {
        const t = /^%TAG +(!(?:[0-9A-Za-z_-]*!)?) +(?:[0-9A-Za-z\-;/?:@&=+$,_.!~*'()[\]]|%[0-9A-Fa-f]{2})+(?= |$)/.exec(text);
        if (!t)
            return `${READER} refuses this %TAG directive (\`%TAG !handle! prefix\`); fix or remove it`;
        if (handles.has(t[1]))
            return `${READER} refuses a second %TAG directive for \`${t[1]}\`; keep one`;
        handles.add(t[1]);
        if (!/^ *(#.*)?$/.test(text.slice(t[0].length)))
            return `${READER} refuses text after the prefix of a %TAG directive; remove it`;
    }
    return undefined;
}
/**
 * Where the second document starts: the first after the first that holds more than `...`
 * markers and comments; undefined when none does. The `yaml` package makes an empty document of
 * each `...` after the first; PyYAML skips any number of them, so such a file is one document.
 */
function secondDocumentAt(text, options) {
    const docs = (0,dist/* parseAllDocuments */.hR)(text, options);
    if (!Array.isArray(docs))
        return undefined;
    for (const d of docs.slice(1)) {
        const c = d.contents;
        const nothing = c === null || ((0,dist/* isScalar */.jn)(c) && c.source === '' && !c.tag && !c.anchor);
        if (!nothing || d.directives.docStart === true || d.errors.length > 0)
            return d.range[0];
    }
    return undefined;
}
/**
 * Whether `s` is a block scalar whose last line of content ends the file with no line break
 * after it. The `yaml` package still gives it the final line break its chomping keeps; PyYAML
 * keeps only a break that is there (`a: |` then `  x` at the end of the file is `x`). A last line
 * of spaces is content only past the block's indentation, as the value's own last line shows.
 */
function atEndWithoutBreak(text, s) {
    if ((s.type !== 'BLOCK_LITERAL' && s.type !== 'BLOCK_FOLDED') || typeof s.value !== 'string')
        return false;
    if (!s.value.endsWith('\n') || !s.range || text.slice(s.range[1]).trim() !== '')
        return false;
    const lastBreak = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
    if (lastBreak < s.range[0])
        return false;
    const lastLine = text.slice(lastBreak + 1);
    if (lastLine.trim() !== '')
        return true;
    const valueLast = s.value.slice(s.value.lastIndexOf('\n', s.value.length - 2) + 1, -1);
    return valueLast !== '' && valueLast.trim() === '' && lastLine.endsWith(valueLast);
}


/***/ })

};
