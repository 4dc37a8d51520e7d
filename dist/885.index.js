export const id = 885;
export const ids = [885];
export const modules = {

/***/ 5885:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fullRead: () => (/* binding */ fullRead)
});

// EXTERNAL MODULE: ./lib/config/basics.js
var basics = __webpack_require__(3799);
// EXTERNAL MODULE: ./lib/config/read/decode.js
var decode = __webpack_require__(9597);
// EXTERNAL MODULE: ./lib/config/read/refusals.js
var refusals = __webpack_require__(1942);
// EXTERNAL MODULE: ./lib/config/read/problems.js
var problems = __webpack_require__(4643);
// EXTERNAL MODULE: ./lib/config/read/scalars.js
var scalars = __webpack_require__(670);
// EXTERNAL MODULE: ./lib/config/read/pyyaml/constructor.js
var pyyaml_constructor = __webpack_require__(1032);
;// CONCATENATED MODULE: ./lib/config/read/pyyaml/construct-document.js
// The builder's construct_document (constructor.py) over a whole composed document, for its
// verdict: the scalar constructors are constructor.ts's (the fast reader needs them too, so they
// load with it); this pass, which only the full read needs, loads with the full read.

/**
 * Runs SafeConstructor over a composed document, as `construct_document` does (collections
 * first made empty, then filled in the order PyYAML's generators fill them), for its verdict
 * only: undefined when PyYAML constructs the document, else what it raises first. Aliases are
 * the same node, constructed once, so the work is linear in the nodes written.
 */
function constructDocument(root) {
    const constructed = new Set();
    // flatten_mapping rewrites a mapping's pairs in place: kept aside, the nodes stay as composed.
    const flat = new Map();
    let pending = [];
    // Whether the object made for a node can be a dict key (Python's Hashable).
    const hashable = (node) => {
        const tag = (0,pyyaml_constructor/* resolvedTag */.DQ)(node);
        return pyyaml_constructor/* SCALAR_CONSTRUCTORS */.bc.has(tag);
    };
    const object = (node) => {
        if (constructed.has(node))
            return;
        const tag = (0,pyyaml_constructor/* resolvedTag */.DQ)(node);
        if (pyyaml_constructor/* SCALAR_CONSTRUCTORS */.bc.has(tag))
            (0,pyyaml_constructor/* constructScalar */.sU)(node, tag);
        else if (tag === pyyaml_constructor/* TAG */.Dk + 'seq' || tag === pyyaml_constructor/* TAG */.Dk + 'omap' || tag === pyyaml_constructor/* TAG */.Dk + 'pairs') {
            pending.push(() => (tag === pyyaml_constructor/* TAG */.Dk + 'seq' ? sequence(node) : pairs(node, tag)));
        }
        else if (tag === pyyaml_constructor/* TAG */.Dk + 'map' || tag === pyyaml_constructor/* TAG */.Dk + 'set')
            pending.push(() => mapping(node));
        else
            (0,pyyaml_constructor/* constructScalar */.sU)(node, tag); // no constructor: construct_undefined's error
        constructed.add(node);
    };
    const sequence = (node) => {
        if (node.kind !== 'seq')
            (0,pyyaml_constructor/* fail */.fJ)('ConstructorError', `expected a sequence node, but found ${(0,pyyaml_constructor/* nodeId */.s5)(node)}`, node);
        for (const item of node.items)
            object(item);
    };
    const pairs = (node, tag) => {
        const what = tag === pyyaml_constructor/* TAG */.Dk + 'omap' ? 'an ordered map' : 'pairs';
        if (node.kind !== 'seq')
            throw new pyyaml_constructor/* ConstructFailure */.qO('ConstructorError', `expected a sequence, but found ${(0,pyyaml_constructor/* nodeId */.s5)(node)}`, node.start, tag, {
                text: `while constructing ${what}`,
                mark: node.start,
            });
        for (const sub of node.items) {
            const context = { text: `while constructing ${what}`, mark: node.start };
            if (sub.kind !== 'map')
                throw new pyyaml_constructor/* ConstructFailure */.qO('ConstructorError', `expected a mapping of length 1, but found ${(0,pyyaml_constructor/* nodeId */.s5)(sub)}`, sub.start, tag, context);
            const entries = flatPairs(sub, false);
            if (entries.length !== 1)
                throw new pyyaml_constructor/* ConstructFailure */.qO('ConstructorError', `expected a single mapping item, but found ${entries.length} items`, sub.start, tag, context);
            object(entries[0][0]);
            object(entries[0][1]);
        }
    };
    /** The pairs of a mapping as PyYAML sees them: flattened once construct_mapping has run on it. */
    const flatPairs = (node, flatten) => {
        const got = flat.get(node);
        if (got)
            return got;
        const written = node.pairs.map(([k, v]) => [k, v, (0,pyyaml_constructor/* resolvedTag */.DQ)(k)]);
        if (!flatten)
            return written;
        flat.set(node, written);
        const merged = [];
        const context = { text: 'while constructing a mapping', mark: node.start };
        for (let i = 0; i < written.length;) {
            const [, value, tag] = written[i];
            if (tag === pyyaml_constructor/* TAG */.Dk + 'merge') {
                written.splice(i, 1);
                if (value.kind === 'map')
                    merged.push(...flatPairs(value, true));
                else if (value.kind === 'seq') {
                    const groups = [];
                    for (const sub of value.items) {
                        if (sub.kind !== 'map')
                            throw new pyyaml_constructor/* ConstructFailure */.qO('ConstructorError', `expected a mapping for merging, but found ${(0,pyyaml_constructor/* nodeId */.s5)(sub)}`, sub.start, pyyaml_constructor/* TAG */.Dk + 'map', context);
                        groups.push([...flatPairs(sub, true)]);
                    }
                    for (const g of groups.reverse())
                        merged.push(...g);
                }
                else
                    throw new pyyaml_constructor/* ConstructFailure */.qO('ConstructorError', `expected a mapping or list of mappings for merging, but found ${(0,pyyaml_constructor/* nodeId */.s5)(value)}`, value.start, pyyaml_constructor/* TAG */.Dk + 'map', context);
            }
            else {
                if (tag === pyyaml_constructor/* TAG */.Dk + 'value')
                    written[i][2] = pyyaml_constructor/* TAG */.Dk + 'str';
                i++;
            }
        }
        if (merged.length > 0)
            written.unshift(...merged);
        return written;
    };
    const mapping = (node) => {
        if (node.kind !== 'map')
            (0,pyyaml_constructor/* fail */.fJ)('ConstructorError', `expected a mapping node, but found ${(0,pyyaml_constructor/* nodeId */.s5)(node)}`, node);
        for (const [key, value, keyTag] of flatPairs(node, true)) {
            if (keyTag === pyyaml_constructor/* TAG */.Dk + 'str' && (0,pyyaml_constructor/* resolvedTag */.DQ)(key) !== keyTag)
                (0,pyyaml_constructor/* constructScalar */.sU)(key, keyTag);
            else
                object(key);
            if (!(keyTag === pyyaml_constructor/* TAG */.Dk + 'str' || hashable(key)))
                throw new pyyaml_constructor/* ConstructFailure */.qO('ConstructorError', 'found unhashable key', key.start, keyTag, {
                    text: 'while constructing a mapping',
                    mark: node.start,
                });
            object(value);
        }
    };
    try {
        object(root);
        while (pending.length > 0) {
            const round = pending;
            pending = [];
            for (const fill of round)
                fill();
        }
        return undefined;
    }
    catch (e) {
        if (e instanceof pyyaml_constructor/* ConstructFailure */.qO)
            return e;
        if (e instanceof RangeError)
            return new pyyaml_constructor/* ConstructFailure */.qO('RecursionError', 'maximum recursion depth exceeded', root.start, '');
        throw e;
    }
}
/**
 * A mapping's own keys over the keys its `<<` merges brought (`merged`, in merge order, the
 * first of a key winning), as PyYAML's flatten_mapping orders them: merged keys first.
 */
function overMerged(own, merged) {
    if (merged.length === 0)
        return own;
    const out = Object.create(null);
    for (const [k, v] of merged)
        if (!(k in own) && !(k in out))
            out[k] = v;
    for (const k of Object.keys(own))
        out[k] = own[k];
    return out;
}

// EXTERNAL MODULE: ./lib/config/read/coordinates.js
var coordinates = __webpack_require__(3044);
// EXTERNAL MODULE: ./lib/config/paths.js
var paths = __webpack_require__(6446);
;// CONCATENATED MODULE: ./lib/config/read/py-loader.js
// The loader, the full read's one walk: the document PyYAML composed, walked into the checker's
// data, the checker's own refusals (refusals.ts: what it holds stricter than PyYAML, duplicate
// keys, tags other than the standard scalar ones and `!!seq`/`!!map`, keys that are not
// scalars, merges of what is not a mapping, the depth and value budgets) and the place of every
// value. Scalars are the builder's constructor's; what it raises on a value is handed back for
// full-read.ts to word. An alias is its target's value, as in PyYAML, placed where the alias is
// written (the composer keeps that mark). Places are Ranges from PyYAML's marks (places.ts); the
// `yaml` package lends a leaf its end, asked only when a place is read (yaml-locate.ts).






const STYLES = {
    plain: 'PLAIN',
    "'": 'QUOTE_SINGLE',
    '"': 'QUOTE_DOUBLE',
    '|': 'BLOCK_LITERAL',
    '>': 'BLOCK_FOLDED',
};
const isEmpty = (node) => node.kind === 'scalar' &&
    node.value === '' &&
    node.style === 'plain' &&
    node.tag === undefined &&
    node.anchor === undefined;
/** An empty value: after the spaces that follow its indicator (`key:`, `-`), as the fast reader places it. */
function emptyAt(text, node) {
    let at = node.start.offset;
    while (text.charCodeAt(at) === 0x20)
        at++;
    return at;
}
/**
 * Where a node's text ends (see Range): an alias at its `*name`, a block collection at its last
 * child's end, a scalar where its text ends (white space after it not counted).
 */
function endOf(text, node, use) {
    if (use)
        return use.end.offset;
    if (node.kind === 'map' && !node.flow && node.pairs.length > 0) {
        const i = node.pairs.length - 1;
        return endOf(text, node.pairs[i][1], node.aliases?.get(2 * i + 1));
    }
    if (node.kind === 'seq' && !node.flow && node.items.length > 0) {
        const i = node.items.length - 1;
        return endOf(text, node.items[i], node.aliases?.get(i));
    }
    if (isEmpty(node))
        return emptyAt(text, node);
    return (0,coordinates/* textEnd */.fs)(text, node.content.offset, node.end.offset);
}
/** A node's range, or an alias's where it is written. */
function rangeOf(text, node, use) {
    if (use)
        return { start: use.start.offset, content: use.start.offset, end: use.end.offset };
    if (isEmpty(node)) {
        const at = emptyAt(text, node);
        return { start: at, content: at, end: at };
    }
    const content = node.content.offset;
    return { start: node.start.offset, content, end: Math.max(content, endOf(text, node)) };
}
/** A node whose range is worked out when first read (see Loader.placeRange). */
function withRange(node, range) {
    return Object.defineProperty(node, 'range', { get: range, enumerable: true });
}
/** Loads the builder's document as the checker's data, with places and the checker's refusals. */
function loadPyDocument(text, lines, root, limits, located) {
    const loader = new Loader(text, lines, limits.maxDepth, limits.maxValues, located);
    const data = loader.walk(root, [], '', undefined, 0);
    return { data, places: loader.places, nonStringKeys: loader.nonStringKeys, problems: loader.problems };
}
class Loader {
    text;
    lines;
    maxDepth;
    maxValues;
    located;
    places = new Map();
    nonStringKeys = new Map();
    problems = [];
    visited = 0;
    stopped = false;
    /** While walking merged content: places already set (by explicit keys) are kept. */
    merging = 0;
    /** Mappings being merged right now: a mapping that merges itself is refused, not recursed. */
    inMerge = new Set();
    /** Inside an anchored or aliased collection (see Place.shared). */
    sharedDepth = 0;
    /** Each node as a SourceNode, made once (a mapping's pairs hold the same ones as the places). */
    nodes = new Map();
    constructor(text, lines, maxDepth, maxValues, located) {
        this.text = text;
        this.lines = lines;
        this.maxDepth = maxDepth;
        this.maxValues = maxValues;
        this.located = located;
    }
    /**
     * A place's range (for findings and fixes): the builder's, with the `yaml` package's end for
     * a scalar or alias where it has one, asked on first use (yaml-locate.ts).
     */
    placeRange(met) {
        let got;
        return () => {
            if (got)
                return got;
            got = rangeOf(this.text, met.node, met.use);
            const leaf = met.use !== undefined || met.node.kind === 'scalar';
            const end = leaf ? this.located?.(got.content, met.use !== undefined) : undefined;
            if (end !== undefined && end >= got.content)
                got = { ...got, end };
            return got;
        };
    }
    span(met, from = 'content') {
        const r = rangeOf(this.text, met.node, met.use);
        return (0,coordinates/* spanOf */.ee)(this.lines, r[from], r.end);
    }
    walk(node, path, pointer, key, depth, use) {
        if (this.stopped)
            return undefined;
        const met = { node, use };
        if (++this.visited > this.maxValues) {
            this.problems.push(refusals/* tooComplex */.p7(this.span(met)));
            this.stopped = true;
            return undefined;
        }
        if (depth >= this.maxDepth && node.kind !== 'scalar') {
            const how = use ? ' (an alias refers to a mapping or list that contains it)' : '';
            this.problems.push(refusals/* tooDeep */.DI(this.span(met, 'start'), how));
            this.stopped = true;
            return undefined;
        }
        const place = { path, node: this.sourceNode(met), quoted: false };
        if (key)
            place.key = key;
        if (this.merging === 0 || !this.places.has(pointer))
            this.places.set(pointer, place);
        const shared = this.sharedDepth > 0 || this.merging > 0 || use !== undefined || node.anchor !== undefined;
        if (shared)
            place.shared = true;
        const explicit = node.tag !== undefined && node.tag !== '!' ? node.tag : undefined;
        if (node.kind === 'scalar') {
            place.text = node.value;
            place.quoted = node.style !== 'plain';
            if (explicit && !scalars/* SCALAR_TAGS */.PE.has(explicit))
                return this.badTag(explicit, met, path);
            if (explicit && scalars/* TAG_READS_AS */.WR[explicit])
                place.readAs = scalars/* TAG_READS_AS */.WR[explicit];
            const tag = (0,pyyaml_constructor/* resolvedTag */.DQ)(node);
            if (!scalars/* SCALAR_TAGS */.PE.has(tag)) {
                // `<<` or `=` as a value: plain, the checker's own refusal; tagged `!`, the builder's
                // constructor fails on it, in our words.
                if (node.style === 'plain')
                    this.problems.push(refusals/* specialPlain */.w5(node.value, tag, this.span(met), path));
                else
                    this.problems.push({ said: 'special', raw: node.value, tag, span: this.span(met, 'start'), path });
                return undefined;
            }
            return this.construct(met, tag, path);
        }
        if (explicit && explicit !== pyyaml_constructor/* TAG */.Dk + node.kind)
            return this.badTag(explicit, met, path);
        if (shared)
            this.sharedDepth++;
        let out;
        if (node.kind === 'seq')
            out = node.items.map((item, i) => this.walk(item, [...path, i], (0,paths/* pointerChild */.QX)(pointer, String(i)), undefined, depth + 1, node.aliases?.get(i)));
        else
            out = this.mapping(node, path, pointer, depth);
        if (shared)
            this.sharedDepth--;
        return out;
    }
    /**
     * A scalar (a value, or a key when `key` is set) as the builder's constructor makes it; where
     * PyYAML raises, what it says of the value is handed back for full-read.ts to word, and
     * undefined is returned.
     */
    construct(met, tag, path, key = false) {
        const node = met.node;
        try {
            return (0,pyyaml_constructor/* constructScalar */.sU)(node, tag);
        }
        catch (e) {
            if (!(e instanceof pyyaml_constructor/* ConstructFailure */.qO))
                throw e;
            if (node.kind !== 'scalar')
                return undefined; // a mapping read through `=`: the document's verdict says it
            const explicit = node.tag !== undefined && node.tag !== '!';
            this.problems.push({
                said: 'construct',
                failure: e,
                raw: node.value,
                tag,
                explicit,
                key,
                span: this.span(met, 'start'),
                path,
            });
            return undefined;
        }
    }
    badTag(tag, met, path) {
        this.problems.push(refusals/* badTag */.ew(tag, this.span(met, 'start'), path));
        return undefined;
    }
    mapping(map, path, pointer, depth) {
        const result = Object.create(null);
        const seen = new Map();
        const merged = [];
        for (let i = 0; i < map.pairs.length; i++) {
            if (this.stopped)
                break;
            const [keyNode, valueNode] = map.pairs[i];
            const keyMet = { node: keyNode, use: map.aliases?.get(2 * i) };
            const valueUse = map.aliases?.get(2 * i + 1);
            if ((keyNode.tag === undefined || keyNode.tag === '!') && (0,pyyaml_constructor/* resolvedTag */.DQ)(keyNode) === pyyaml_constructor/* TAG */.Dk + 'merge') {
                // A later `<<` of the same mapping wins over an earlier one, as PyYAML merges them
                // (within one `<<: [*a, *b]`, the earlier in the list wins).
                const group = [];
                this.merge(group, map, { node: valueNode, use: valueUse }, path, pointer, depth);
                merged.unshift(...group);
                continue;
            }
            if (keyNode.kind !== 'scalar') {
                this.problems.push(refusals/* invalidKey */.Pw(this.span(keyMet), path));
                continue;
            }
            const keyText = keyNode.value;
            const explicit = keyNode.tag !== undefined && keyNode.tag !== '!' ? keyNode.tag : undefined;
            if (explicit && !scalars/* SCALAR_TAGS */.PE.has(explicit)) {
                this.badTag(explicit, keyMet, path);
                continue;
            }
            let tag = (0,pyyaml_constructor/* resolvedTag */.DQ)(keyNode);
            // flatten_mapping makes a key resolved as `=` a string.
            if (!scalars/* SCALAR_TAGS */.PE.has(tag))
                tag = pyyaml_constructor/* TAG */.Dk + 'str';
            const keyValue = this.construct(keyMet, tag, path, true);
            if (keyValue === undefined)
                continue;
            const keySpan = this.span(keyMet);
            if (seen.has(keyText)) {
                this.problems.push(refusals/* duplicateKey */.Ve(keyText, seen.get(keyText), keySpan, path));
                continue;
            }
            seen.set(keyText, keySpan.line);
            const childPointer = (0,paths/* pointerChild */.QX)(pointer, keyText);
            if (typeof keyValue !== 'string')
                this.nonStringKeys.set(childPointer, keyValue);
            const keyPlace = this.sourceNode(keyMet);
            result[keyText] = this.walk(valueNode, [...path, keyText], childPointer, keyPlace, depth + 1, valueUse);
        }
        // Keys written in the mapping itself win over merged ones, as YAML's merge key says.
        return overMerged(result, merged);
    }
    merge(into, owner, value, path, pointer, depth) {
        const list = value.node;
        const sources = list.kind === 'seq' ? list.items.map((node, i) => ({ node, use: list.aliases?.get(i) })) : [value];
        for (const m of sources) {
            const source = m.node;
            if (source.kind !== 'map') {
                this.problems.push(refusals/* mergeNotAMapping */.dp(this.span(m), path));
                continue;
            }
            if (source === owner || this.inMerge.has(source)) {
                this.problems.push(refusals/* mergeOfItself */.hE(this.span(m), path));
                continue;
            }
            if (depth + 1 >= this.maxDepth) {
                this.problems.push(refusals/* tooDeep */.DI(this.span(m), ' (merges within merges)'));
                this.stopped = true;
                return;
            }
            this.inMerge.add(owner);
            this.merging++;
            const got = this.mapping(source, path, pointer, depth + 1);
            this.merging--;
            this.inMerge.delete(owner);
            for (const k of Object.keys(got))
                into.push([k, got[k]]);
        }
    }
    /** A node's SourceNode, or an alias's (its own, where it is written: no fix edits through it). */
    sourceNode(met) {
        const range = this.placeRange(met);
        if (met.use)
            return withRange({ kind: 'alias' }, range);
        const node = met.node;
        let got = this.nodes.get(node);
        if (got)
            return got;
        const props = { tag: node.tag, anchor: node.anchor };
        if (node.kind === 'scalar')
            got = withRange({ kind: 'scalar', ...props, style: STYLES[node.style], value: node.value }, range);
        else if (node.kind === 'map') {
            let items;
            const map = node;
            const nodeOf = (m) => this.sourceNode(m);
            // Its pairs only when a fix asks for them.
            const pairs = {
                get items() {
                    return (items ??= map.pairs.map(([k, v], i) => ({
                        key: nodeOf({ node: k, use: map.aliases?.get(2 * i) }),
                        value: nodeOf({ node: v, use: map.aliases?.get(2 * i + 1) }),
                    })));
                },
            };
            got = withRange(Object.assign(pairs, { kind: 'map', ...props, flow: node.flow }), range);
        }
        else
            got = withRange({ kind: 'seq', ...props, flow: node.flow }, range);
        this.nodes.set(node, got);
        return got;
    }
}

;// CONCATENATED MODULE: ./lib/config/read/builder-says.js
// The words of a YAML error: ours first (what is wrong, what to write instead), then the
// builder's own (PyYAML's problem, and its context where it names another line), so that the
// message at the gate is the one the build would give. The place is PyYAML's problem mark.

const BUILDER = "the builder's YAML reader (PyYAML)";
/** A refusal by the builder's grammar, as a finding's message and place. */
function grammarProblem(text, e) {
    const at = e.problemMark.offset;
    // The span covers what was found there, up to white space or a flow indicator, within its line.
    const word = /^[^\s,[\]{}]*/.exec(text.slice(at))[0];
    const span = (0,coordinates/* offsetSpan */.Q_)(text, at, Math.max(at < text.length && !/[\r\n]/.test(text[at]) ? 1 : 0, word.length));
    const contextLine = e.contextMark ? (0,coordinates/* offsetSpan */.Q_)(text, e.contextMark.offset, 0).line : undefined;
    // A context without a mark ("while scanning for the next token") says nothing more.
    const context = e.context && contextLine !== undefined ? ` (${e.context} on line ${contextLine})` : '';
    const says = `${BUILDER} says: ${e.problem}${context}`;
    const anotherDocument = e.problem === 'but found another document';
    return { message: `${longKey(text, e) ?? advice(e, contextLine, text)}; ${says}`, span, anotherDocument };
}
/**
 * A `:` refused after a key of more than 1,024 characters on its line: the builder forgot the
 * key (a key without `?` is looked for only that far), which the problem text does not say.
 */
function longKey(text, e) {
    if (!/^mapping values are not allowed here$|^expected ',' or '[\]}]', but got ':'$/.test(e.problem))
        return undefined;
    const at = e.problemMark.offset;
    let line = text.slice((0,coordinates/* lineStartOf */.El)(text, at), at).replace(/^[ \t]*(?:[-?][ \t]+)*/, '');
    // In a flow collection the key starts after the last bracket or comma before it.
    if (e.problem.startsWith('expected'))
        line = line.slice(Math.max(...['{', '[', ','].map((c) => line.lastIndexOf(c))) + 1).trimStart();
    const length = [...line].length;
    if (length <= 1024)
        return undefined;
    return `invalid YAML: this key is ${length.toLocaleString('en-US')} characters long up to its \`:\`; ${BUILDER} reads a key without \`?\` only up to 1,024 characters and fails on a longer one; shorten it`;
}
/** Our words for each of PyYAML's problems. */
function advice(e, contextLine, text) {
    const p = e.problem;
    const c = e.context ?? '';
    const opened = contextLine !== undefined ? ` begun on line ${contextLine}` : '';
    if (p === 'but found another document')
        return 'the file holds more than one YAML document (a `---` separator after content); keep one';
    if (p === "found character '\\t' that cannot start any token")
        return 'invalid YAML: a tab where YAML expects indentation or a value; tabs are allowed only inside quoted values, block scalars and comments: use spaces';
    if (p.startsWith('found character'))
        return `invalid YAML: ${foundChar(p)} cannot start a value (YAML reserves \`@\` and \`\`\`\`); quote the value`;
    if (p === "could not find expected ':'")
        return `invalid YAML: the line${opened} stands where a key is expected but has no \`:\` on its line; write \`key: value\`, or indent the line to continue the value above`;
    if (p === 'mapping values are not allowed here')
        return 'invalid YAML: a `: ` here would start a mapping inside a value (`key: value: more`, or a key indented under a value); quote the value if the `: ` is text, or put the inner mapping on lines of its own';
    if (p === 'sequence entries are not allowed here')
        return 'invalid YAML: a `- ` list item where a value has already started on this line; put the item on a line of its own, indented under its key';
    if (p === 'mapping keys are not allowed here')
        return 'invalid YAML: a `? ` key where a value has already started on this line; put it on a line of its own';
    if (p.startsWith('found unknown escape character'))
        return "invalid YAML: a backslash in a double-quoted value starts an escape, and this one is not an escape (a Windows path?); write `\\\\` for a backslash, or use single quotes: 'C:\\temp\\'";
    if (p.startsWith('expected escape sequence of'))
        return 'invalid YAML: `\\x`, `\\u` and `\\U` in a double-quoted value need 2, 4 or 8 hexadecimal digits; write `\\\\` for a backslash, or use single quotes';
    if (p === 'found unexpected end of stream')
        return `invalid YAML: the quoted value${opened} is never closed (its closing quote is missing, or escaped by a backslash before it: write \`\\\\\` for a backslash at the end); close the quote`;
    if (p === 'found unexpected document separator')
        return `invalid YAML: the quoted value${opened} runs on to a line that starts with \`---\` or \`...\`; close the quote before it`;
    if (p.startsWith("expected '<document start>'"))
        return `invalid YAML: ${TOKEN_WORDS[foundToken(p)] ?? foundToken(p)} where only a new document (\`---\`) may start: the document's top-level value ended before it (a value on the \`---\` line, a \`...\`, or a line indented less than the first), or directives (\`%...\`) are not followed by \`---\`; write the file as one mapping (\`name: ...\` at the start of a line), or indent the line under its value`;
    if (c.includes('directive') || /YAML directive|YAML document \(version|^duplicate tag handle/.test(p))
        return 'invalid YAML: a line that starts with `%` is a directive, and this one is not `%YAML 1.1` or `%TAG !handle! prefix`; quote a value that starts with `%`, or remove the line';
    if (c.includes('anchor') || c.includes('alias') || p.startsWith('found undefined alias') || p === 'second occurrence')
        return anchorAdvice(e);
    if (c.includes('tag') || p.startsWith('found undefined tag handle'))
        return 'invalid YAML: `!` starts a tag, and this one is not one YAML can read (a component configuration uses no tags); quote the value if the `!` is text';
    if (c === 'while scanning a block scalar')
        return 'invalid YAML: after `|` or `>` only `-` or `+` and one digit 1-9 may follow, then a space before any comment; fix the header, or quote the value if it is text';
    if (p.startsWith('expected <block end>'))
        return blockEnd(p, c, opened, text, e.problemMark.offset);
    if (p.startsWith('expected the node content'))
        return `invalid YAML: a value is missing before ${TOKEN_WORDS[foundToken(p)] ?? foundToken(p)}; write the value, or quote it if it is text that starts with an indicator`;
    if (/^expected ',' or '[\]}]'/.test(p))
        return `invalid YAML: the flow collection (\`[...]\`, \`{...}\`)${opened} is not closed, or lacks a \`,\` between two entries (a key and its \`:\` must be on one line); close it or add the comma`;
    return 'invalid YAML';
}
function anchorAdvice(e) {
    if (e.problem.startsWith('found undefined alias'))
        return 'invalid YAML: the alias (`*name`) refers to no anchor (`&name`) defined before it; define the anchor first, or quote the value if the `*` is text';
    if (e.problem === 'second occurrence')
        return 'invalid YAML: the anchor (`&name`) is defined a second time; rename one of them';
    return 'invalid YAML: an anchor (`&name`) or alias (`*name`) name holds only ASCII letters, digits, `-` and `_`, and ends before a space; rename it, or quote the value if the `&` or `*` is text';
}
function blockEnd(p, c, opened, text, at) {
    const found = foundToken(p);
    const what = c.includes('mapping') ? `the mapping${opened}` : `the list${opened}`;
    const before = text.slice((0,coordinates/* lineStartOf */.El)(text, at), at).trimEnd();
    if (found === "'<scalar>'" && /["']$/.test(before))
        return 'invalid YAML: text right after the closing quote of a quoted value, which ended at that quote, earlier or later than meant: a double-quoted value ends at the first `"` not escaped (`\\"` escapes it, so a final backslash is written `\\\\`: "C:\\\\temp\\\\", or use single quotes), and in a single-quoted value a quote is written twice (\'it\'\'s\'); fix the quotes';
    if (found === "'<scalar>'")
        return `invalid YAML: a value where ${what} expects its next ${c.includes('mapping') ? 'key' : 'item'} or its end: a line indented differently from its neighbours, or a value continued on the line after a comment (a plain value ends at its comment: put the comment after the value's last line); check the indentation`;
    if (found === "'<block mapping start>'" && text[at] === ':')
        return 'invalid YAML: a `:` indented otherwise than the `? key` above it; write the `:` in the column of its `?`';
    if (found === "'-'")
        return `invalid YAML: a \`- \` list item at the indentation of ${what}, not under a key; indent the list under its key, or write \`key:\` before it`;
    return `invalid YAML: ${TOKEN_WORDS[found] ?? found} where ${what} expects its next ${c.includes('mapping') ? 'key' : 'item'} or its end: the indentation does not match (line up the keys of one mapping, or the items of one list, in one column, and indent a value under its key)`;
}
/** A token as PyYAML names it in a problem → our words. */
const TOKEN_WORDS = {
    "'?'": 'a key',
    "':'": 'a `:`',
    "'<block mapping start>'": 'a new mapping (`key: value`)',
    "'<block sequence start>'": 'a new list',
    "'<anchor>'": 'an anchor (`&name`)',
    "'<alias>'": 'an alias (`*name`)',
    "'<tag>'": 'a tag (`!name`)',
    "'['": 'a `[`',
    "'{'": 'a `{`',
    "']'": 'a `]` that closes nothing',
    "'}'": 'a `}` that closes nothing',
    "','": 'a `,`',
    "'<document start>'": 'a `---`',
    "'<document end>'": 'a `...`',
    "'<directive>'": 'a directive (`%...`)',
};
/** The token a parser problem found, as PyYAML names it (`'<scalar>'`, `':'`). */
function foundToken(p) {
    return /found (.*)$/.exec(p)?.[1] ?? 'this';
}
function foundChar(p) {
    return /found character (.*) that/.exec(p)?.[1] ?? 'this character';
}

// EXTERNAL MODULE: ./lib/config/read/pyyaml/marks.js
var marks = __webpack_require__(206);
;// CONCATENATED MODULE: ./lib/config/read/pyyaml/reader.js
// The builder's reader: a cursor over the text that counts as PyYAML counts (code points, its
// line breaks, a BOM taking no column) and says where it is, and the errors of the scanning
// stages built on it.

class Reader {
    text;
    pos = 0;
    line = 0;
    column = 0;
    /** Code points read so far (PyYAML's index), for the simple-key length limit. */
    index = 0;
    constructor(text) {
        this.text = text;
    }
    ch(k = 0) {
        return this.text.charAt(this.pos + k);
    }
    slice(n) {
        return this.text.slice(this.pos, this.pos + n);
    }
    forward(n = 1) {
        for (let i = 0; i < n && this.pos < this.text.length; i++) {
            const c = this.text.charCodeAt(this.pos);
            this.pos++;
            // The second half of a surrogate pair is the same code point as the first.
            if (c >= 0xdc00 && c <= 0xdfff)
                continue;
            this.index++;
            if (c === 10 ||
                c === 0x85 ||
                c === 0x2028 ||
                c === 0x2029 ||
                (c === 13 && this.text.charCodeAt(this.pos) !== 10)) {
                this.line++;
                this.column = 0;
            }
            else if (c !== 0xfeff)
                this.column++;
        }
    }
    mark() {
        return { offset: this.pos, line: this.line, column: this.column };
    }
    fail(context, contextMark, problem, at = this.mark()) {
        throw new marks/* GrammarError */.GC(context, contextMark, problem, at, 'scanner');
    }
    /** Reads one line break; YAML 1.1 folds CR, CRLF and NEL to `\n` and keeps LS and PS. */
    lineBreak() {
        const c = this.ch();
        if (c === '\r' || c === '\n' || c === '\x85') {
            this.forward(this.slice(2) === '\r\n' ? 2 : 1);
            return '\n';
        }
        if (c === '\u2028' || c === '\u2029') {
            this.forward();
            return c;
        }
        return '';
    }
    /** After a directive or a block scalar's header: spaces, a comment, then the line's end. */
    restOfLine(context, start) {
        while (this.ch() === ' ')
            this.forward();
        if (this.ch() === '#')
            while (!(0,marks/* isBreakOrEnd */.wm)(this.ch()))
                this.forward();
        if (!(0,marks/* isBreakOrEnd */.wm)(this.ch()))
            this.fail(context, start, `expected a comment or a line break, but found ${(0,marks/* pyRepr */.n3)(this.ch())}`);
        this.lineBreak();
    }
}

;// CONCATENATED MODULE: ./lib/config/read/pyyaml/scan-properties.js
// The scanning of node properties and directives: anchors and aliases (`&name`, `*name`), tags
// (`!`, `!!str`, `!handle!suffix`, `!<uri>`) with their `%` escapes, and a directive's name and
// version, each refused where PyYAML refuses it, with its words.


const URI_CHAR = /^[0-9A-Za-z\-;/?:@&=+$,_.!~*'()[\]%]$/;
class PropertyReader extends Reader {
    directiveName(start) {
        let n = 0;
        while ((0,marks/* isWordChar */.x8)(this.ch(n)))
            n++;
        const problem = (c) => `expected alphabetic or numeric character, but found ${(0,marks/* pyRepr */.n3)(c)}`;
        if (n === 0)
            this.fail('while scanning a directive', start, problem(this.ch()));
        const name = this.slice(n);
        this.forward(n);
        if (!(0,marks/* spaceOrBreak */.dP)(this.ch()))
            this.fail('while scanning a directive', start, problem(this.ch()));
        return name;
    }
    yamlVersion(start) {
        while (this.ch() === ' ')
            this.forward();
        const major = this.versionNumber(start);
        if (this.ch() !== '.')
            this.fail('while scanning a directive', start, `expected a digit or '.', but found ${(0,marks/* pyRepr */.n3)(this.ch())}`);
        this.forward();
        const minor = this.versionNumber(start);
        if (!(0,marks/* spaceOrBreak */.dP)(this.ch()))
            this.fail('while scanning a directive', start, `expected a digit or ' ', but found ${(0,marks/* pyRepr */.n3)(this.ch())}`);
        return [major, minor];
    }
    versionNumber(start) {
        if (!/^[0-9]$/.test(this.ch()))
            this.fail('while scanning a directive', start, `expected a digit, but found ${(0,marks/* pyRepr */.n3)(this.ch())}`);
        let n = 0;
        while (/^[0-9]$/.test(this.ch(n)))
            n++;
        const value = Number(this.slice(n));
        this.forward(n);
        return value;
    }
    anchorLike(kind) {
        const start = this.mark();
        const context = kind === '<alias>' ? 'while scanning an alias' : 'while scanning an anchor';
        this.forward();
        let n = 0;
        while ((0,marks/* isWordChar */.x8)(this.ch(n)))
            n++;
        const problem = (c) => `expected alphabetic or numeric character, but found ${(0,marks/* pyRepr */.n3)(c)}`;
        if (n === 0)
            this.fail(context, start, problem(this.ch()));
        const name = this.slice(n);
        this.forward(n);
        const after = this.ch();
        if (!((0,marks/* isBlankOrEnd */.XP)(after) || '?:,]}%@`'.includes(after)))
            this.fail(context, start, problem(after));
        return { kind, start, end: this.mark(), value: name };
    }
    tag() {
        const start = this.mark();
        let handle;
        let suffix;
        const next = this.ch(1);
        if (next === '<') {
            this.forward(2);
            suffix = this.tagUri('tag', start);
            if (this.ch() !== '>')
                this.fail('while parsing a tag', start, `expected '>', but found ${(0,marks/* pyRepr */.n3)(this.ch())}`);
            this.forward();
        }
        else if ((0,marks/* isBlankOrEnd */.XP)(next)) {
            suffix = '!';
            this.forward();
        }
        else {
            // `!name!suffix` when a second `!` comes before the next blank, else `!suffix`.
            let n = 1;
            let named = false;
            for (let c = next; !(0,marks/* spaceOrBreak */.dP)(c); c = this.ch(++n)) {
                if (c === '!') {
                    named = true;
                    break;
                }
            }
            if (named)
                handle = this.tagHandle('tag', start);
            else {
                handle = '!';
                this.forward();
            }
            suffix = this.tagUri('tag', start);
        }
        if (!(0,marks/* spaceOrBreak */.dP)(this.ch()))
            this.fail('while scanning a tag', start, `expected ' ', but found ${(0,marks/* pyRepr */.n3)(this.ch())}`);
        return { kind: '<tag>', start, end: this.mark(), handle, suffix };
    }
    tagHandle(what, start) {
        const context = `while scanning a ${what}`;
        if (this.ch() !== '!')
            this.fail(context, start, `expected '!', but found ${(0,marks/* pyRepr */.n3)(this.ch())}`);
        let n = 1;
        if (this.ch(n) !== ' ') {
            while ((0,marks/* isWordChar */.x8)(this.ch(n)))
                n++;
            if (this.ch(n) !== '!') {
                const found = this.ch(n);
                this.forward(n);
                this.fail(context, start, `expected '!', but found ${(0,marks/* pyRepr */.n3)(found)}`);
            }
            n++;
        }
        const handle = this.slice(n);
        this.forward(n);
        return handle;
    }
    tagUri(what, start) {
        let out = '';
        let n = 0;
        while (URI_CHAR.test(this.ch(n))) {
            if (this.ch(n) === '%') {
                out += this.slice(n);
                this.forward(n);
                n = 0;
                out += this.uriEscapes(what, start);
            }
            else
                n++;
        }
        if (n > 0) {
            out += this.slice(n);
            this.forward(n);
        }
        if (out === '')
            this.fail(`while parsing a ${what}`, start, `expected URI, but found ${(0,marks/* pyRepr */.n3)(this.ch(n))}`);
        return out;
    }
    uriEscapes(what, start) {
        const bytes = [];
        const at = this.mark();
        while (this.ch() === '%') {
            this.forward();
            for (let k = 0; k < 2; k++)
                if (!(0,marks/* isHex */.qv)(this.ch(k)))
                    this.fail(`while scanning a ${what}`, start, `expected URI escape sequence of 2 hexadecimal numbers, but found ${(0,marks/* pyRepr */.n3)(this.ch(k))}`);
            bytes.push(parseInt(this.slice(2), 16));
            this.forward(2);
        }
        const bad = utf8Error(bytes);
        if (bad)
            this.fail(`while scanning a ${what}`, start, bad, at);
        return new TextDecoder('utf-8').decode(new Uint8Array(bytes));
    }
}
/** Python's message for bytes that are not UTF-8 (PyYAML passes it on for a tag's `%` escapes), or undefined. */
function utf8Error(bytes) {
    for (let i = 0; i < bytes.length;) {
        const b = bytes[i];
        if (b < 0x80) {
            i++;
            continue;
        }
        const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
        if (need === 0)
            return decodeMessage(bytes, i, 1, 'invalid start byte');
        // The second byte's range narrows after E0, ED, F0 and F4 (no overlong forms, no surrogates).
        const low = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
        const high = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
        for (let k = 1; k <= need; k++) {
            const c = bytes[i + k];
            if (c === undefined)
                return decodeMessage(bytes, i, k, 'unexpected end of data');
            const [lo, hi] = k === 1 ? [low, high] : [0x80, 0xbf];
            if (c < lo || c > hi)
                return decodeMessage(bytes, i, k, 'invalid continuation byte');
        }
        i += need + 1;
    }
    return undefined;
}
function decodeMessage(bytes, at, length, reason) {
    const where = length === 1
        ? `byte 0x${bytes[at].toString(16).padStart(2, '0')} in position ${at}`
        : `bytes in position ${at}-${at + length - 1}`;
    return `'utf-8' codec can't decode ${where}: ${reason}`;
}

;// CONCATENATED MODULE: ./lib/config/read/pyyaml/scan-scalars.js
// The scanning of scalars: block (`|`, `>`, with their chomping and indentation indicators),
// quoted (escapes, and line folding) and plain (ended by `: `, ` #`, flow indicators in a flow
// collection, or a line indented no deeper than its block). Their values are folded as YAML 1.1
// folds them; their errors are PyYAML's.


const ESCAPES = {
    '0': '\0',
    a: '\x07',
    b: '\x08',
    t: '\t',
    '\t': '\t',
    n: '\n',
    v: '\x0b',
    f: '\x0c',
    r: '\r',
    e: '\x1b',
    ' ': ' ',
    '"': '"',
    '\\': '\\',
    '/': '/',
    N: '\x85',
    _: '\xa0',
    L: '\u2028',
    P: '\u2029',
};
const HEX_ESCAPE_LENGTH = { x: 2, u: 4, U: 8 };
class ScalarReader extends PropertyReader {
    /** Inside how many flow collections; block indentation does not apply inside one. */
    flowLevel = 0;
    /** The current block indentation column (-1 before any). */
    indent = -1;
    /** Whether a simple key may start here (at a line start in block context, after an indicator). */
    allowSimpleKey = true;
    // --- block scalars ------------------------------------------------------------------------
    blockScalar(style) {
        const start = this.mark();
        this.forward();
        const context = 'while scanning a block scalar';
        // Chomping: undefined clips, true keeps, false strips.
        let keep;
        let increment;
        const readIncrement = () => {
            if (!/^[0-9]$/.test(this.ch()))
                return;
            increment = Number(this.ch());
            if (increment === 0)
                this.fail(context, start, 'expected indentation indicator in the range 1-9, but found 0');
            this.forward();
        };
        const readChomping = () => {
            if (this.ch() !== '+' && this.ch() !== '-')
                return false;
            keep = this.ch() === '+';
            this.forward();
            return true;
        };
        if (readChomping())
            readIncrement();
        else if (/^[0-9]$/.test(this.ch())) {
            readIncrement();
            readChomping();
        }
        if (!(0,marks/* spaceOrBreak */.dP)(this.ch()))
            this.fail(context, start, `expected chomping or indentation indicators, but found ${(0,marks/* pyRepr */.n3)(this.ch())}`);
        this.restOfLine(context, start);
        const minIndent = Math.max(1, this.indent + 1);
        let indent;
        let breaks;
        let end;
        if (increment === undefined) {
            // Without an indicator the first non-empty line sets the indentation.
            const found = this.blockIndentation();
            breaks = found.breaks;
            end = found.end;
            indent = Math.max(minIndent, found.maxIndent);
        }
        else {
            indent = minIndent + increment - 1;
            ({ breaks, end } = this.blockBreaks(indent));
        }
        let out = '';
        let lineBreak = '';
        while (this.column === indent && this.ch() !== '') {
            out += breaks.join('');
            const startsWithText = this.ch() !== ' ' && this.ch() !== '\t';
            let n = 0;
            while (!(0,marks/* isBreakOrEnd */.wm)(this.ch(n)))
                n++;
            out += this.slice(n);
            this.forward(n);
            lineBreak = this.lineBreak();
            ({ breaks, end } = this.blockBreaks(indent));
            if (this.column !== indent || this.ch() === '')
                break;
            // Folding joins two lines of text with a space, but keeps breaks around indented lines.
            if (style === '>' && lineBreak === '\n' && startsWithText && this.ch() !== ' ' && this.ch() !== '\t') {
                if (breaks.length === 0)
                    out += ' ';
            }
            else
                out += lineBreak;
        }
        if (keep !== false)
            out += lineBreak;
        if (keep === true)
            out += breaks.join('');
        return { kind: '<scalar>', start, end, value: out, style };
    }
    blockIndentation() {
        const breaks = [];
        let maxIndent = 0;
        let end = this.mark();
        while (this.ch() === ' ' || (0,marks/* isBreak */.kn)(this.ch())) {
            if (this.ch() !== ' ') {
                breaks.push(this.lineBreak());
                end = this.mark();
            }
            else {
                this.forward();
                maxIndent = Math.max(maxIndent, this.column);
            }
        }
        return { breaks, maxIndent, end };
    }
    blockBreaks(indent) {
        const breaks = [];
        let end = this.mark();
        while (this.column < indent && this.ch() === ' ')
            this.forward();
        while ((0,marks/* isBreak */.kn)(this.ch())) {
            breaks.push(this.lineBreak());
            end = this.mark();
            while (this.column < indent && this.ch() === ' ')
                this.forward();
        }
        return { breaks, end };
    }
    // --- quoted scalars -----------------------------------------------------------------------
    flowScalar(quote) {
        const start = this.mark();
        this.forward();
        let out = this.quotedText(quote, start);
        while (this.ch() !== quote) {
            out += this.quotedSpaces(start);
            out += this.quotedText(quote, start);
        }
        this.forward();
        return { kind: '<scalar>', start, end: this.mark(), value: out, style: quote };
    }
    /** A run of a quoted scalar up to white space or its closing quote, with escapes read. */
    quotedText(quote, start) {
        const double = quote === '"';
        let out = '';
        for (;;) {
            let n = 0;
            while (!(`'"\\ \t` + marks/* BREAK_OR_END */.K9).includes(this.ch(n)) && this.ch(n) !== '')
                n++;
            out += this.slice(n);
            this.forward(n);
            const c = this.ch();
            if (!double && c === "'" && this.ch(1) === "'") {
                out += "'";
                this.forward(2);
            }
            else if ((double && c === "'") || (!double && (c === '"' || c === '\\'))) {
                out += c;
                this.forward();
            }
            else if (double && c === '\\') {
                this.forward();
                out += this.escape(start);
            }
            else
                return out;
        }
    }
    escape(start) {
        const context = 'while scanning a double-quoted scalar';
        const c = this.ch();
        const simple = ESCAPES[c];
        if (simple !== undefined && c !== '') {
            this.forward();
            return simple;
        }
        const length = HEX_ESCAPE_LENGTH[c];
        if (length !== undefined) {
            this.forward();
            for (let k = 0; k < length; k++)
                if (!(0,marks/* isHex */.qv)(this.ch(k)))
                    this.fail(context, start, `expected escape sequence of ${length} hexadecimal numbers, but found ${(0,marks/* pyRepr */.n3)(this.ch(k))}`);
            const code = parseInt(this.slice(length), 16);
            this.forward(length);
            // Python's chr() refuses a code point past U+10FFFF; PyYAML lets that error through.
            if (code > 0x10ffff)
                this.fail(context, start, `the escape \\${c}${code.toString(16)} is past U+10FFFF`);
            return String.fromCodePoint(code);
        }
        if ((0,marks/* isBreak */.kn)(c)) {
            // An escaped line break joins the lines with nothing between them.
            this.lineBreak();
            return this.quotedBreaks(start).join('');
        }
        return this.fail(context, start, `found unknown escape character ${(0,marks/* pyRepr */.n3)(c)}`);
    }
    /** White space inside a quoted scalar: kept within a line, folded across lines. */
    quotedSpaces(start) {
        let n = 0;
        while (this.ch(n) === ' ' || this.ch(n) === '\t')
            n++;
        const spaces = this.slice(n);
        this.forward(n);
        const c = this.ch();
        if (c === '')
            this.fail('while scanning a quoted scalar', start, 'found unexpected end of stream');
        if (!(0,marks/* isBreak */.kn)(c))
            return spaces;
        const first = this.lineBreak();
        const more = this.quotedBreaks(start);
        let out = '';
        if (first !== '\n')
            out += first;
        else if (more.length === 0)
            out += ' ';
        return out + more.join('');
    }
    quotedBreaks(start) {
        const breaks = [];
        for (;;) {
            const head = this.slice(3);
            if ((head === '---' || head === '...') && (0,marks/* isBlankOrEnd */.XP)(this.ch(3)))
                this.fail('while scanning a quoted scalar', start, 'found unexpected document separator');
            while (this.ch() === ' ' || this.ch() === '\t')
                this.forward();
            if (!(0,marks/* isBreak */.kn)(this.ch()))
                return breaks;
            breaks.push(this.lineBreak());
        }
    }
    // --- plain scalars ------------------------------------------------------------------------
    plain() {
        const start = this.mark();
        let end = start;
        const indent = this.indent + 1;
        let out = '';
        let spaces = '';
        for (;;) {
            if (this.ch() === '#')
                break;
            let n = 0;
            for (;;) {
                const c = this.ch(n);
                if ((0,marks/* isBlankOrEnd */.XP)(c))
                    break;
                if (c === ':') {
                    const after = this.ch(n + 1);
                    if ((0,marks/* isBlankOrEnd */.XP)(after) || (this.flowLevel > 0 && ',[]{}'.includes(after)))
                        break;
                }
                if (this.flowLevel > 0 && ',?[]{}'.includes(c))
                    break;
                n++;
            }
            if (n === 0)
                break;
            this.allowSimpleKey = false;
            out += spaces + this.slice(n);
            this.forward(n);
            end = this.mark();
            const between = this.plainSpaces();
            if (between === undefined || this.ch() === '#' || (this.flowLevel === 0 && this.column < indent))
                break;
            spaces = between;
        }
        return { kind: '<scalar>', start, end, value: out, style: 'plain' };
    }
    /**
     * The white space after a run of a plain scalar, folded as the scalar would hold it; undefined
     * when nothing can follow (no white space, or a document marker on the next line).
     */
    plainSpaces() {
        let n = 0;
        while (this.ch(n) === ' ')
            n++;
        const spaces = this.slice(n);
        this.forward(n);
        if (!(0,marks/* isBreak */.kn)(this.ch()))
            return n > 0 ? spaces : undefined;
        const first = this.lineBreak();
        this.allowSimpleKey = true;
        const marker = () => {
            const head = this.slice(3);
            return (head === '---' || head === '...') && (0,marks/* isBlankOrEnd */.XP)(this.ch(3));
        };
        if (marker())
            return undefined;
        const breaks = [];
        while (this.ch() === ' ' || (0,marks/* isBreak */.kn)(this.ch())) {
            if (this.ch() === ' ')
                this.forward();
            else {
                breaks.push(this.lineBreak());
                if (marker())
                    return undefined;
            }
        }
        let out = '';
        if (first !== '\n')
            out += first;
        else if (breaks.length === 0)
            out += ' ';
        return out + breaks.join('');
    }
}

;// CONCATENATED MODULE: ./lib/config/read/pyyaml/scanner.js
// The builder's scanner: text → tokens, as PyYAML's SafeLoader scans (YAML 1.1). What matters
// for a gate is that the same texts are refused at the same marks, and that the tokens are the
// ones the builder's parser sees; so the structure below is PyYAML's own: one token at a time,
// block indentation as a stack of columns, and "simple keys" (a key without `?`) noted where they
// could start and confirmed only when a `:` follows on the same line, within 1,024 characters.


/** A simple key is forgotten after this many characters, as in PyYAML. */
const MAX_SIMPLE_KEY = 1024;
class Scanner extends ScalarReader {
    skipBom;
    queue = [];
    taken = 0;
    done = false;
    /** The enclosing block indentation columns. */
    indents = [];
    possibleKeys = new Map();
    /** `skipBom`: a BOM that starts the text is the stream's, not content (false when the caller removed it). */
    constructor(text, skipBom) {
        super(text);
        this.skipBom = skipBom;
        const m = this.mark();
        this.queue.push({ kind: '<stream start>', start: m, end: m });
    }
    // --- the parser's side --------------------------------------------------------------------
    /** The next token, without taking it. */
    peek() {
        this.fill();
        return this.queue[0];
    }
    next() {
        this.fill();
        this.taken++;
        return this.queue.shift();
    }
    /** Whether the next token is one of the kinds. */
    at(...kinds) {
        return kinds.includes(this.peek().kind);
    }
    /**
     * A token can be handed out only when no possible simple key could still turn into a KEY
     * token inserted before it.
     */
    fill() {
        for (;;) {
            if (this.done)
                return;
            if (this.queue.length > 0) {
                this.dropStaleKeys();
                if (this.firstPossibleKeyNumber() !== this.taken)
                    return;
            }
            this.fetchNext();
        }
    }
    push(kind, extra = {}, length = 1) {
        const start = this.mark();
        this.forward(length);
        this.queue.push({ kind, start, end: this.mark(), ...extra });
    }
    // --- choosing the next token --------------------------------------------------------------
    fetchNext() {
        this.skipToToken();
        this.dropStaleKeys();
        this.closeIndents(this.column);
        const c = this.ch();
        if (c === '')
            return this.streamEnd();
        if (c === '%' && this.column === 0)
            return this.directive();
        if (c === '-' && this.documentMarker('---'))
            return this.documentIndicator('<document start>');
        if (c === '.' && this.documentMarker('...'))
            return this.documentIndicator('<document end>');
        switch (c) {
            case '[':
                return this.flowStart('[');
            case '{':
                return this.flowStart('{');
            case ']':
                return this.flowEnd(']');
            case '}':
                return this.flowEnd('}');
            case ',':
                return this.flowEntry();
        }
        const indicator = (0,marks/* isBlankOrEnd */.XP)(this.ch(1));
        if (c === '-' && indicator)
            return this.blockEntry();
        if (c === '?' && (this.flowLevel > 0 || indicator))
            return this.key();
        if (c === ':' && (this.flowLevel > 0 || indicator))
            return this.value();
        if (c === '*')
            return this.nodeProperty(() => this.anchorLike('<alias>'));
        if (c === '&')
            return this.nodeProperty(() => this.anchorLike('<anchor>'));
        if (c === '!')
            return this.nodeProperty(() => this.tag());
        if ((c === '|' || c === '>') && this.flowLevel === 0) {
            this.allowSimpleKey = true;
            this.dropPossibleKey();
            this.queue.push(this.blockScalar(c));
            return;
        }
        if (c === "'" || c === '"')
            return this.nodeProperty(() => this.flowScalar(c));
        if (this.plainCanStart())
            return this.nodeProperty(() => this.plain());
        this.fail('while scanning for the next token', undefined, `found character ${(0,marks/* pyRepr */.n3)(c)} that cannot start any token`);
    }
    /** A token that can start a simple key and leaves no room for another on its line. */
    nodeProperty(scan) {
        this.notePossibleKey();
        this.allowSimpleKey = false;
        this.queue.push(scan());
    }
    documentMarker(marker) {
        return this.column === 0 && this.slice(3) === marker && (0,marks/* isBlankOrEnd */.XP)(this.ch(3));
    }
    plainCanStart() {
        const c = this.ch();
        const next = this.ch(1);
        if (!(0,marks/* isBlankOrEnd */.XP)(c) && !'-?:,[]{}#&*!|>\'"%@`'.includes(c))
            return true;
        return !(0,marks/* isBlankOrEnd */.XP)(next) && (c === '-' || (this.flowLevel === 0 && (c === '?' || c === ':')));
    }
    // --- simple keys --------------------------------------------------------------------------
    // The possible keys are kept in the order they were noted (a key noted again at its level is
    // removed first), which is the order of their token numbers and of their places in the text:
    // the first is the earliest, and the stale ones are a prefix. PyYAML walks them all at every
    // token, which costs quadratic time on deep flow nesting; the order makes it linear.
    firstPossibleKeyNumber() {
        for (const key of this.possibleKeys.values())
            return key.tokenNumber;
        return undefined;
    }
    /** A possible key is gone once its line ends or it grows too long; a required one is an error. */
    dropStaleKeys() {
        for (const [level, key] of this.possibleKeys) {
            if (key.mark.line === this.line && this.index - key.index <= MAX_SIMPLE_KEY)
                return;
            if (key.required)
                this.fail('while scanning a simple key', key.mark, "could not find expected ':'");
            this.possibleKeys.delete(level);
        }
    }
    notePossibleKey() {
        if (!this.allowSimpleKey)
            return;
        this.dropPossibleKey();
        const required = this.flowLevel === 0 && this.indent === this.column;
        this.possibleKeys.set(this.flowLevel, {
            tokenNumber: this.taken + this.queue.length,
            required,
            mark: this.mark(),
            index: this.index,
        });
    }
    dropPossibleKey() {
        const key = this.possibleKeys.get(this.flowLevel);
        if (key?.required)
            this.fail('while scanning a simple key', key.mark, "could not find expected ':'");
        this.possibleKeys.delete(this.flowLevel);
    }
    // --- block indentation --------------------------------------------------------------------
    closeIndents(column) {
        if (this.flowLevel > 0)
            return;
        while (this.indent > column) {
            const m = this.mark();
            this.indent = this.indents.pop();
            this.queue.push({ kind: '<block end>', start: m, end: m });
        }
    }
    openIndent(column) {
        if (this.indent >= column)
            return false;
        this.indents.push(this.indent);
        this.indent = column;
        return true;
    }
    // --- tokens -------------------------------------------------------------------------------
    streamEnd() {
        this.closeIndents(-1);
        this.dropPossibleKey();
        this.allowSimpleKey = false;
        this.possibleKeys.clear();
        const m = this.mark();
        this.queue.push({ kind: '<stream end>', start: m, end: m });
        this.done = true;
    }
    documentIndicator(kind) {
        this.closeIndents(-1);
        this.dropPossibleKey();
        this.allowSimpleKey = false;
        this.push(kind, {}, 3);
    }
    flowStart(kind) {
        this.notePossibleKey();
        this.flowLevel++;
        this.allowSimpleKey = true;
        this.push(kind);
    }
    flowEnd(kind) {
        this.dropPossibleKey();
        // An unbalanced closer takes the level below zero, as in PyYAML: the parser refuses it.
        this.flowLevel--;
        this.allowSimpleKey = false;
        this.push(kind);
    }
    flowEntry() {
        this.allowSimpleKey = true;
        this.dropPossibleKey();
        this.push(',');
    }
    blockEntry() {
        this.blockIndicator('sequence entries', '<block sequence start>');
        this.allowSimpleKey = true;
        this.dropPossibleKey();
        this.push('-');
    }
    key() {
        this.blockIndicator('mapping keys', '<block mapping start>');
        this.allowSimpleKey = this.flowLevel === 0;
        this.dropPossibleKey();
        this.push('?');
    }
    /**
     * `-`, `?`, or a `:` with no simple key before it, in block context: allowed only where a key
     * could start, and opening a collection where it stands deeper than the current indentation.
     */
    blockIndicator(what, opens) {
        if (this.flowLevel > 0)
            return;
        if (!this.allowSimpleKey)
            this.fail(undefined, undefined, `${what} are not allowed here`);
        if (this.openIndent(this.column)) {
            const m = this.mark();
            this.queue.push({ kind: opens, start: m, end: m });
        }
    }
    value() {
        const key = this.possibleKeys.get(this.flowLevel);
        if (key) {
            // The `:` confirms the simple key: its KEY token (and, at a new indentation, the start of
            // a block mapping) go in front of the key's first token.
            this.possibleKeys.delete(this.flowLevel);
            const at = key.tokenNumber - this.taken;
            this.queue.splice(at, 0, { kind: '?', start: key.mark, end: key.mark });
            if (this.flowLevel === 0 && this.openIndent(key.mark.column))
                this.queue.splice(at, 0, { kind: '<block mapping start>', start: key.mark, end: key.mark });
            this.allowSimpleKey = false;
        }
        else {
            this.blockIndicator('mapping values', '<block mapping start>');
            this.allowSimpleKey = this.flowLevel === 0;
            this.dropPossibleKey();
        }
        this.push(':');
    }
    /** Spaces, comments and line breaks up to the next token; a BOM only at the very start. */
    skipToToken() {
        if (this.skipBom && this.index === 0 && this.ch() === '\ufeff')
            this.forward();
        for (;;) {
            while (this.ch() === ' ')
                this.forward();
            if (this.ch() === '#')
                while (!(0,marks/* isBreakOrEnd */.wm)(this.ch()))
                    this.forward();
            if (!this.lineBreak())
                return;
            if (this.flowLevel === 0)
                this.allowSimpleKey = true;
        }
    }
    // --- directives ---------------------------------------------------------------------------
    directive() {
        this.closeIndents(-1);
        this.dropPossibleKey();
        this.allowSimpleKey = false;
        const start = this.mark();
        this.forward();
        const name = this.directiveName(start);
        const token = { kind: '<directive>', start, end: start, value: name };
        if (name === 'YAML')
            token.version = this.yamlVersion(start);
        else if (name === 'TAG') {
            while (this.ch() === ' ')
                this.forward();
            token.handle = this.tagHandle('directive', start);
            if (this.ch() !== ' ')
                this.fail('while scanning a directive', start, `expected ' ', but found ${(0,marks/* pyRepr */.n3)(this.ch())}`);
            while (this.ch() === ' ')
                this.forward();
            token.prefix = this.tagUri('directive', start);
            if (!(0,marks/* spaceOrBreak */.dP)(this.ch()))
                this.fail('while scanning a directive', start, `expected ' ', but found ${(0,marks/* pyRepr */.n3)(this.ch())}`);
        }
        token.end = this.mark();
        if (name !== 'YAML' && name !== 'TAG')
            while (!(0,marks/* isBreakOrEnd */.wm)(this.ch()))
                this.forward();
        this.restOfLine('while scanning a directive', start);
        this.queue.push(token);
    }
}

;// CONCATENATED MODULE: ./lib/config/read/pyyaml/parser.js
// The builder's parser: tokens → events, by PyYAML's productions (an LL(1) grammar run as a
// state machine with an explicit stack, so nesting costs no call stack). Its errors name the
// token found and the collection being read, as PyYAML's do.


const DEFAULT_HANDLES = { '!': '!', '!!': 'tag:yaml.org,2002:' };
class parser_Parser {
    tokens;
    state;
    states = [];
    /** Where each open collection started, for the context of an error inside it. */
    marks = [];
    handles = DEFAULT_HANDLES;
    pending;
    constructor(text, skipBom) {
        this.tokens = new Scanner(text, skipBom);
        this.state = () => this.streamStart();
    }
    peek() {
        if (this.pending === undefined && this.state)
            this.pending = this.state();
        return this.pending;
    }
    next() {
        const event = this.peek();
        this.pending = undefined;
        return event;
    }
    fail(context, contextMark, problem, at) {
        throw new marks/* GrammarError */.GC(context, contextMark, problem, at, 'parser');
    }
    at(...kinds) {
        return this.tokens.at(...kinds);
    }
    event(kind, token, extra = {}) {
        return { kind, start: token.start, end: token.end, ...extra };
    }
    emptyScalar(mark) {
        return { kind: 'Scalar', start: mark, end: mark, content: mark, value: '', style: 'plain', plainImplicit: true };
    }
    // --- stream and documents -----------------------------------------------------------------
    streamStart() {
        const token = this.tokens.next();
        this.state = () => this.implicitDocumentStart();
        return this.event('StreamStart', token);
    }
    /** The first document may start without `---` (and then has no directives). */
    implicitDocumentStart() {
        if (this.at('<directive>', '<document start>', '<stream end>'))
            return this.documentStart();
        this.handles = DEFAULT_HANDLES;
        const mark = this.tokens.peek().start;
        this.states.push(() => this.documentEnd());
        this.state = () => this.blockNode();
        return { kind: 'DocumentStart', start: mark, end: mark, explicit: false };
    }
    documentStart() {
        while (this.at('<document end>'))
            this.tokens.next();
        if (this.at('<stream end>')) {
            const token = this.tokens.next();
            this.state = undefined;
            return this.event('StreamEnd', token);
        }
        const start = this.tokens.peek().start;
        this.directives();
        if (!this.at('<document start>')) {
            const found = this.tokens.peek();
            this.fail(undefined, undefined, `expected '<document start>', but found ${(0,marks/* pyRepr */.n3)(found.kind)}`, found.start);
        }
        const token = this.tokens.next();
        this.states.push(() => this.documentEnd());
        this.state = () => this.documentContent();
        return { kind: 'DocumentStart', start, end: token.end, explicit: true };
    }
    documentEnd() {
        const token = this.tokens.peek();
        let end = token.start;
        let explicit = false;
        if (this.at('<document end>')) {
            end = this.tokens.next().end;
            explicit = true;
        }
        this.state = () => this.documentStart();
        return { kind: 'DocumentEnd', start: token.start, end, explicit };
    }
    documentContent() {
        if (this.at('<directive>', '<document start>', '<document end>', '<stream end>')) {
            this.state = this.states.pop();
            return this.emptyScalar(this.tokens.peek().start);
        }
        return this.blockNode();
    }
    directives() {
        let version;
        const handles = {};
        while (this.at('<directive>')) {
            const token = this.tokens.next();
            if (token.value === 'YAML') {
                if (version)
                    this.fail(undefined, undefined, 'found duplicate YAML directive', token.start);
                if (token.version[0] !== 1)
                    this.fail(undefined, undefined, 'found incompatible YAML document (version 1.* is required)', token.start);
                version = token.version;
            }
            else if (token.value === 'TAG') {
                const handle = token.handle;
                if (Object.hasOwn(handles, handle))
                    this.fail(undefined, undefined, `duplicate tag handle ${(0,marks/* pyRepr */.n3)(handle)}`, token.start);
                handles[handle] = token.prefix;
            }
        }
        this.handles = { ...DEFAULT_HANDLES, ...handles };
    }
    // --- nodes --------------------------------------------------------------------------------
    blockNode() {
        return this.node(true, false);
    }
    flowNode() {
        return this.node(false, false);
    }
    node(block, indentlessSequence) {
        if (this.at('<alias>')) {
            const token = this.tokens.next();
            this.state = this.states.pop();
            return this.event('Alias', token, { anchor: token.value });
        }
        let anchor;
        let tagToken;
        let start;
        let end;
        // Anchor and tag, in either order, at most one of each.
        for (let i = 0; i < 2; i++) {
            if (anchor === undefined && this.at('<anchor>')) {
                const token = this.tokens.next();
                start ??= token.start;
                end = token.end;
                anchor = token.value;
            }
            else if (tagToken === undefined && this.at('<tag>')) {
                tagToken = this.tokens.next();
                start ??= tagToken.start;
                end = tagToken.end;
            }
            else
                break;
        }
        let tag;
        if (tagToken) {
            const handle = tagToken.handle;
            if (handle === undefined)
                tag = tagToken.suffix;
            else {
                if (!Object.hasOwn(this.handles, handle))
                    this.fail('while parsing a node', start, `found undefined tag handle ${(0,marks/* pyRepr */.n3)(handle)}`, tagToken.start);
                tag = this.handles[handle] + tagToken.suffix;
            }
        }
        if (start === undefined)
            start = end = this.tokens.peek().start;
        const props = {};
        if (anchor !== undefined)
            props.anchor = anchor;
        if (tag !== undefined)
            props.tag = tag;
        const next = this.tokens.peek();
        const content = anchor === undefined && tagToken === undefined ? start : next.start;
        if (indentlessSequence && next.kind === '-') {
            this.state = () => this.indentlessSequenceEntry();
            return { kind: 'SequenceStart', start, end: next.end, content, ...props, flow: false };
        }
        switch (next.kind) {
            case '<scalar>': {
                this.tokens.next();
                this.state = this.states.pop();
                return {
                    kind: 'Scalar',
                    start,
                    end: next.end,
                    content,
                    ...props,
                    value: next.value,
                    style: next.style,
                    plainImplicit: (next.style === 'plain' && tag === undefined) || tag === '!',
                };
            }
            case '[':
                this.state = () => this.flowSequenceEntry(true);
                return { kind: 'SequenceStart', start, end: next.end, content, ...props, flow: true };
            case '{':
                this.state = () => this.flowMappingKey(true);
                return { kind: 'MappingStart', start, end: next.end, content, ...props, flow: true };
        }
        if (block && next.kind === '<block sequence start>') {
            this.state = () => this.blockSequenceEntry(true);
            return { kind: 'SequenceStart', start, end: next.start, content, ...props, flow: false };
        }
        if (block && next.kind === '<block mapping start>') {
            this.state = () => this.blockMappingKey(true);
            return { kind: 'MappingStart', start, end: next.start, content, ...props, flow: false };
        }
        if (anchor !== undefined || tag !== undefined) {
            // Properties with no content: an empty scalar.
            this.state = this.states.pop();
            return {
                kind: 'Scalar',
                start,
                end: end,
                content: end,
                ...props,
                value: '',
                style: 'plain',
                plainImplicit: tag === undefined || tag === '!',
            };
        }
        return this.fail(`while parsing a ${block ? 'block' : 'flow'} node`, start, `expected the node content, but found ${(0,marks/* pyRepr */.n3)(next.kind)}`, next.start);
    }
    // --- block collections --------------------------------------------------------------------
    /**
     * The node after an indicator just taken (`-`, `?`, `:`), then `then`; an empty scalar when the
     * next token is one of `enders` (nothing was written).
     */
    nodeAfter(indicator, then, enders, node) {
        this.state = then;
        if (this.at(...enders))
            return this.emptyScalar(indicator.end);
        this.states.push(then);
        return node();
    }
    /** A key's value: after its `:`, or empty when it has none. */
    valueOf(then, enders, node) {
        if (this.at(':'))
            return this.nodeAfter(this.tokens.next(), then, enders, node);
        this.state = then;
        return this.emptyScalar(this.tokens.peek().start);
    }
    blockSequenceEntry(first) {
        if (first)
            this.marks.push(this.tokens.next().start);
        if (this.at('-'))
            return this.nodeAfter(this.tokens.next(), () => this.blockSequenceEntry(false), ['-', '<block end>'], () => this.blockNode());
        return this.blockEnd('while parsing a block collection', 'SequenceEnd');
    }
    blockEnd(context, kind) {
        if (!this.at('<block end>')) {
            const token = this.tokens.peek();
            this.fail(context, this.marks.at(-1), `expected <block end>, but found ${(0,marks/* pyRepr */.n3)(token.kind)}`, token.start);
        }
        const token = this.tokens.next();
        this.state = this.states.pop();
        this.marks.pop();
        return this.event(kind, token);
    }
    /** A list whose `-` items sit at the column of the key that owns it. */
    indentlessSequenceEntry() {
        if (this.at('-'))
            return this.nodeAfter(this.tokens.next(), () => this.indentlessSequenceEntry(), ['-', '?', ':', '<block end>'], () => this.blockNode());
        const token = this.tokens.peek();
        this.state = this.states.pop();
        return { kind: 'SequenceEnd', start: token.start, end: token.start };
    }
    blockMappingKey(first) {
        if (first)
            this.marks.push(this.tokens.next().start);
        if (this.at('?'))
            return this.nodeAfter(this.tokens.next(), () => this.blockMappingValue(), ['?', ':', '<block end>'], () => this.node(true, true));
        return this.blockEnd('while parsing a block mapping', 'MappingEnd');
    }
    blockMappingValue() {
        return this.valueOf(() => this.blockMappingKey(false), ['?', ':', '<block end>'], () => this.node(true, true));
    }
    // --- flow collections ---------------------------------------------------------------------
    /** Before each entry after the first, a `,`; then the entry, or the collection's end. */
    flowSeparator(first, closer, what) {
        if (this.at(closer))
            return false;
        if (!first) {
            if (!this.at(',')) {
                const token = this.tokens.peek();
                this.fail(`while parsing a flow ${what}`, this.marks.at(-1), `expected ',' or '${closer}', but got ${(0,marks/* pyRepr */.n3)(token.kind)}`, token.start);
            }
            this.tokens.next();
        }
        return !this.at(closer);
    }
    flowEnd(kind) {
        const token = this.tokens.next();
        this.state = this.states.pop();
        this.marks.pop();
        return this.event(kind, token);
    }
    flowSequenceEntry(first) {
        if (first)
            this.marks.push(this.tokens.next().start);
        if (!this.flowSeparator(first, ']', 'sequence'))
            return this.flowEnd('SequenceEnd');
        if (this.at('?')) {
            // `[? a : b]` (or `[a: b]`): a one-pair mapping as an entry.
            const token = this.tokens.peek();
            this.state = () => this.pairKey();
            return { kind: 'MappingStart', start: token.start, end: token.end, content: token.start, flow: true };
        }
        this.states.push(() => this.flowSequenceEntry(false));
        return this.flowNode();
    }
    pairKey() {
        return this.nodeAfter(this.tokens.next(), () => this.pairValue(), [':', ',', ']'], () => this.flowNode());
    }
    pairValue() {
        return this.valueOf(() => this.pairEnd(), [',', ']'], () => this.flowNode());
    }
    pairEnd() {
        this.state = () => this.flowSequenceEntry(false);
        const mark = this.tokens.peek().start;
        return { kind: 'MappingEnd', start: mark, end: mark };
    }
    flowMappingKey(first) {
        if (first)
            this.marks.push(this.tokens.next().start);
        if (!this.flowSeparator(first, '}', 'mapping'))
            return this.flowEnd('MappingEnd');
        if (this.at('?'))
            return this.nodeAfter(this.tokens.next(), () => this.flowMappingValue(), [':', ',', '}'], () => this.flowNode());
        // A key with no `:` after it: its value is empty.
        this.states.push(() => {
            this.state = () => this.flowMappingKey(false);
            return this.emptyScalar(this.tokens.peek().start);
        });
        return this.flowNode();
    }
    flowMappingValue() {
        return this.valueOf(() => this.flowMappingKey(false), [',', '}'], () => this.flowNode());
    }
}

;// CONCATENATED MODULE: ./lib/config/read/pyyaml/composer.js
// The builder's composer: events → one document's node graph, as `yaml.safe_load` composes
// (one document at most; anchors name nodes, aliases share them, no node is copied). What the
// nodes become as data is the constructor's (constructor.ts, construct-document.ts) and the
// loader's (py-loader.ts), which expands aliases under the value budget; here only
// the text's structure is decided.


/**
 * Reads a text as `yaml.safe_load` does up to construction. A collection nested past `maxDepth`
 * is not composed (PyYAML's own limit is Python's recursion limit, a crash rather than a YAML
 * error) but still read, anchors and aliases checked, so that an error the builder would report
 * is reported first; without one, the read ends as too deep there.
 */
function composePyYaml(text, maxDepth, { everyDocument = false, skipBom = true } = {}) {
    const composer = new Composer(new parser_Parser(text, skipBom), maxDepth);
    try {
        const root = composer.stream(everyDocument);
        return composer.tooDeep ? { ok: false, tooDeep: composer.tooDeep } : { ok: true, root };
    }
    catch (e) {
        if (e instanceof marks/* GrammarError */.GC)
            return { ok: false, error: e };
        if (e instanceof TooDeep)
            return { ok: false, tooDeep: e.at };
        throw e;
    }
}
/**
 * Past this depth PyYAML's composer has run out of Python's recursion (about 1,000 frames, two a
 * level): the builder crashes there whatever follows, so the read stops as too deep.
 */
const BUILDER_RECURSION_DEPTH = 300;
class TooDeep {
    at;
    constructor(at) {
        this.at = at;
    }
}
class Composer {
    events;
    maxDepth;
    /** Where nesting first went past the limit. */
    tooDeep;
    anchors = new Map();
    /** The alias the last node() read, if it read one. */
    used;
    constructor(events, maxDepth) {
        this.events = events;
        this.maxDepth = maxDepth;
    }
    stream(everyDocument) {
        const events = this.events;
        events.next(); // the stream's start
        let root;
        if (events.peek()?.kind !== 'StreamEnd')
            root = this.document();
        // `yaml.safe_load` reads one document; `safe_load_all` (PyYAML's tests) reads them all.
        while (everyDocument && events.peek()?.kind !== 'StreamEnd')
            this.document();
        const after = events.next();
        if (after.kind !== 'StreamEnd')
            throw new marks/* GrammarError */.GC('expected a single document in the stream', root?.start, 'but found another document', after.start, 'composer');
        return root;
    }
    document() {
        this.events.next(); // the document's start
        this.anchors = new Map();
        const root = this.node(0);
        this.used = undefined;
        this.events.next(); // the document's end
        return root;
    }
    /** The node an alias names, or the error PyYAML gives for an alias to no anchor. */
    alias(event) {
        const target = this.anchors.get(event.anchor);
        if (!target)
            throw new marks/* GrammarError */.GC(undefined, undefined, `found undefined alias ${(0,marks/* pyRepr */.n3)(event.anchor)}`, event.start, 'composer');
        return target;
    }
    anchor(event, node) {
        const name = event.anchor;
        if (name === undefined)
            return;
        const earlier = this.anchors.get(name);
        if (earlier)
            throw new marks/* GrammarError */.GC(`found duplicate anchor ${(0,marks/* pyRepr */.n3)(name)}; first occurrence`, earlier.start, 'second occurrence', event.start, 'composer');
        this.anchors.set(name, node);
    }
    node(depth) {
        const event = this.events.next();
        if (event.kind === 'Alias') {
            const target = this.alias(event);
            this.used = { start: event.start, end: event.end };
            return target;
        }
        const base = {
            tag: event.tag,
            anchor: event.anchor,
            start: event.start,
            content: event.content ?? event.start,
            end: event.end,
        };
        if (event.kind === 'Scalar') {
            const scalar = {
                kind: 'scalar',
                ...base,
                value: event.value,
                style: event.style,
                plainImplicit: event.plainImplicit,
            };
            this.anchor(event, scalar);
            return scalar;
        }
        if (depth > this.maxDepth)
            return this.skim(event, depth);
        if (event.kind === 'SequenceStart') {
            const seq = { kind: 'seq', ...base, items: [], flow: event.flow };
            // Registered before its items, so an item may be an alias of the list itself.
            this.anchor(event, seq);
            while (this.events.peek().kind !== 'SequenceEnd') {
                seq.items.push(this.node(depth + 1));
                if (this.used)
                    (seq.aliases ??= new Map()).set(seq.items.length - 1, this.took());
            }
            seq.end = this.events.next().end;
            return seq;
        }
        const map = { kind: 'map', ...base, pairs: [], flow: event.flow };
        this.anchor(event, map);
        while (this.events.peek().kind !== 'MappingEnd') {
            const i = 2 * map.pairs.length;
            const key = this.node(depth + 1);
            if (this.used)
                (map.aliases ??= new Map()).set(i, this.took());
            map.pairs.push([key, this.node(depth + 1)]);
            if (this.used)
                (map.aliases ??= new Map()).set(i + 1, this.took());
        }
        map.end = this.events.next().end;
        return map;
    }
    took() {
        const use = this.used;
        this.used = undefined;
        return use;
    }
    /** A collection too deep to compose: read to its end without recursion, anchors still checked. */
    skim(start, depth) {
        this.tooDeep ??= start.start;
        const stand = {
            kind: 'scalar',
            tag: undefined,
            anchor: undefined,
            start: start.start,
            content: start.start,
            end: start.end,
            value: '',
            style: 'plain',
            plainImplicit: true,
        };
        this.anchor(start, stand);
        for (let open = 1; open > 0;) {
            const event = this.events.next();
            if (event.kind === 'Alias')
                this.alias(event);
            else if (event.kind === 'SequenceEnd' || event.kind === 'MappingEnd')
                open--;
            else {
                this.anchor(event, { ...stand, start: event.start, content: event.start, end: event.end });
                if (event.kind !== 'Scalar' && depth + ++open > BUILDER_RECURSION_DEPTH)
                    throw new TooDeep(this.tooDeep);
            }
        }
        return stand;
    }
}
/** Every event of every document, for tests held to PyYAML's own test data. */
function parseEvents(text) {
    const events = new Parser(text, true);
    const out = [];
    for (let e = events.next(); e; e = events.next())
        out.push(e);
    return out;
}

;// CONCATENATED MODULE: ./lib/config/read/pyyaml/index.js
// The builder's YAML grammar (PyYAML's SafeLoader up to construction), as one entry; its
// resolver and constructor are constructor.ts and construct-document.ts.



// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./lib/config/read/yaml-locate.js
// The `yaml` package's one job in the checker, as the design card names it: the source ranges
// annotations point at (and its token parser finds the comments suppressions are written in,
// suppress.ts). It decides nothing about a file (the builder's pipeline and
// refusals.ts do); for a file the fast reader declined, it is parsed once, on the first ask for
// a place (a finding or a fix), and consulted by offset: where it has a scalar or an alias
// that starts where the builder's does, its end is used; where it has none there, or cannot
// parse the text, the builder's own range stands (py-loader.ts).



function yamlEnds(text) {
    let ends;
    const index = () => {
        const found = new Map();
        try {
            const doc = (0,dist/* parseDocument */.Tp)(text, {
                version: '1.1',
                schema: 'failsafe',
                merge: false,
                uniqueKeys: false,
                prettyErrors: false,
                strict: false,
            });
            // A text it reads with errors it reads otherwise than the builder (a quoted value continued
            // at its key's column ends early for it): none of its ranges is taken.
            if (doc.errors.length > 0)
                return found;
            (0,dist/* visit */.YR)(doc, (_key, node) => {
                if (!((0,dist/* isScalar */.jn)(node) || (0,dist/* isAlias */.Vj)(node)) || !node.range)
                    return;
                const [start, valueEnd] = node.range;
                found.set(start, { alias: (0,dist/* isAlias */.Vj)(node), end: (0,coordinates/* textEnd */.fs)(text, start, valueEnd) });
            });
        }
        catch {
            // Its recursion, or anything else it meets: the builder's ranges stand.
        }
        return found;
    };
    return (content, alias) => {
        const got = (ends ??= index()).get(content);
        return got && got.alias === alias ? got.end : undefined;
    };
}

;// CONCATENATED MODULE: ./lib/config/read/full-read.js
// The full read: the builder's pipeline (pyyaml/: PyYAML's reader, scanner, parser, composer
// and constructor) decides whether the builder reads a text and what it holds; the checker's
// own refusals (refusals.ts) are made in one walk of the same nodes (py-loader.ts), which also
// gives each value its place, from the builder's marks; the `yaml` package, parsed only when a
// place is asked for, lends its ends to them (yaml-locate.ts) and never refuses a text.
// A chunk of its own (see source.ts): only files outside the fast reader's subset need it.












// The builder's grammar composes with recursion: a collection nested past MAX_DEPTH levels stops
// it (too-deep) before the stack could run out, so no reader after it meets deeper nesting. The
// walk's own limit still holds aliases.
const MAX_COMPOSE_DEPTH = refusals/* MAX_DEPTH */.lr - 1;
const fullRead = { readFull, Parser: dist/* Parser */.iX };
/** The full read: the builder's verdict and data, the checker's refusals, and every value's place. */
function readFull(written) {
    // A lone CR ends a line for YAML 1.1 (and PyYAML), but not for the `yaml` package: it reads
    // the text with LF there (the same length keeps every offset), the builder's grammar reads the
    // text as written, so that its messages show what is there.
    const text = written.includes('\r') ? written.replace(/\r(?!\n)/g, '\n') : written;
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
        const hex = cp.toString(16).padStart(4, '0');
        const what = `the control character ${(0,basics/* codePoint */.yb)(cp)}, which YAML forbids; remove it or write it as an escape in a double-quoted string; ${BUILDER} says: unacceptable character #x${hex}: special characters are not allowed`;
        return {
            problems: [
                cp >= 0xd800 && cp <= 0xdfff
                    ? (0,decode/* loneSurrogate */.n7)(cp, span)
                    : (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML: the file contains ${what}`, span),
            ],
        };
    }
    // The file's own byte order mark is gone (source.ts): one more is text to the builder.
    const builder = composePyYaml(written, MAX_COMPOSE_DEPTH, { skipBom: false });
    if (!builder.ok) {
        if ('tooDeep' in builder)
            return { problems: [refusals/* tooDeep */.DI((0,coordinates/* offsetSpan */.Q_)(text, builder.tooDeep.offset, 1))] };
        const said = grammarProblem(text, builder.error);
        // Lines break where the builder breaks them: a break editors do not show is named.
        const hidden = yaml11Break(text);
        const message = hidden && hidden.at < builder.error.problemMark.offset
            ? `${said.message} (the file contains ${hidden.name}, which ${BUILDER} reads as a line break)`
            : said.message;
        return {
            problems: [
                said.anotherDocument
                    ? (0,problems/* problem */.CC)('multiple-documents', message, said.span)
                    : (0,problems/* problem */.CC)('yaml-syntax', message, said.span),
            ],
        };
    }
    const root = builder.root;
    if (root === undefined ||
        (root.kind === 'scalar' && root.value === '' && root.style === 'plain' && !root.tag && !root.anchor)) {
        return {
            problems: [
                (0,problems/* problem */.CC)('empty-file', 'the file holds no YAML document content; it must be a mapping with at least `name: <component name>`', problems/* AT_START */.Ff),
            ],
        };
    }
    // The builder's constructor runs on what it composed: what it raises fails the build. The walk
    // says most of it in its own words, value by value; this is its verdict where it does not.
    const failure = constructDocument(root);
    const unseen = breakOutsideQuotes(text, root);
    if (unseen)
        return { problems: [unseen] };
    const lines = new coordinates/* LineStarts */.CZ(text);
    const loaded = loadPyDocument(text, lines, root, { maxDepth: refusals/* MAX_DEPTH */.lr, maxValues: refusals/* MAX_VALUES */.Ex }, yamlEnds(text));
    if (loaded.problems.length > 0)
        return { problems: loaded.problems.map((p) => ('said' in p ? words(p) : p)) };
    if (failure)
        return { problems: [constructProblem(text, failure)] };
    const { data, places, nonStringKeys } = loaded;
    return { source: { text, lineCounter: lines, data, places, nonStringKeys }, problems: [] };
}
const BREAK_NAMES = {
    '\u0085': 'U+0085 (NEXT LINE)',
    '\u2028': 'U+2028 (LINE SEPARATOR)',
    '\u2029': 'U+2029 (PARAGRAPH SEPARATOR)',
};
/** The first line break of YAML 1.1 that editors (and YAML 1.2) do not show as one; undefined when there is none. */
function yaml11Break(text) {
    const m = /[\u0085\u2028\u2029]/.exec(text);
    return m ? { at: m.index, name: BREAK_NAMES[m[0]] } : undefined;
}
/**
 * A line break of YAML 1.1 alone (U+0085, U+2028, U+2029) where it ends a line to the builder,
 * outside a quoted or block scalar: editors show the text around it on one line, so the file
 * does not read as it looks (`name: x # note<NEL>version: "2"` sets a version that looks
 * commented out). Refused on purpose; inside a quoted or block value it is that value's text.
 */
function breakOutsideQuotes(text, root) {
    const hidden = yaml11Break(text);
    if (!hidden)
        return undefined;
    const quoted = [];
    const seen = new Set();
    const visit = (node) => {
        if (seen.has(node))
            return;
        seen.add(node);
        if (node.kind === 'scalar') {
            if (node.style !== 'plain')
                quoted.push([node.start.offset, node.end.offset]);
        }
        else if (node.kind === 'seq')
            node.items.forEach(visit);
        else
            for (const [k, v] of node.pairs) {
                visit(k);
                visit(v);
            }
    };
    visit(root);
    const re = /[\u0085\u2028\u2029]/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
        const at = m.index;
        if (quoted.some(([a, b]) => a <= at && at < b))
            continue;
        const name = BREAK_NAMES[m[0]];
        const escape = `\\u${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
        return (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML for this checker: the file contains ${name}, which ${BUILDER} reads as a line break and editors show as text, so the file does not read as it looks; remove it, or write it as the escape ${escape} in a double-quoted string`, (0,coordinates/* offsetSpan */.Q_)(text, at, 1));
    }
    return undefined;
}
/** What the builder's constructor says of one value (py-loader.ts), in our words. */
function words(said) {
    if (said.said === 'construct')
        return failureWords(said.failure, said.raw, said.tag, said.explicit, said.key, said.span, said.path);
    const special = said.tag.replace(scalars/* TAG */.Dk, '!!');
    return (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML for the builder: with the tag \`!\`, ${BUILDER} reads ${JSON.stringify(said.raw)} as \`${special}\`${said.raw.endsWith('\n') ? ' (its pattern lets the final line break through)' : ''}, which it cannot construct; remove the \`!\` tag`, said.span, said.path);
}
/**
 * Our words for what PyYAML's constructor raises on a scalar. A date that does not exist and an
 * integer of no digits keep the words they always had; a tag the text does not fit says so;
 * a value tagged `!` whose text ends in a line break names the break (PyYAML's resolver lets a
 * final "\n" through its patterns, its constructor does not).
 */
function failureWords(e, raw, tag, explicit, key, span, path) {
    const builder = `${BUILDER} fails on it: ${e.kind}: ${e.problem}`;
    const digits = raw.replace(/_/g, '').replace(/^[-+]/, '');
    const what = scalars/* TAG_READS_AS */.WR[tag] ?? tag.replace(scalars/* TAG */.Dk, '!!');
    if (tag === scalars/* TAG */.Dk + 'int' && (digits === '0b' || digits === '0x'))
        return (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML for the builder: YAML 1.1 reads \`${raw}\` as an integer, and ${BUILDER} fails on it: \`${raw}\` has no digits after \`${digits}\`; fix it, or quote it to keep it as text: "${raw}"`, span, path);
    if (tag === scalars/* TAG */.Dk + 'timestamp' && e.kind === 'ValueError')
        return (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML for the builder: YAML 1.1 reads \`${raw}\` as a date, and ${BUILDER} fails on it: ${e.problem}; fix it, or quote it to keep it as text: "${raw}"`, span, path);
    if (explicit)
        return refusals/* tagDoesNotFit */.U0(raw, tag, key, span, path);
    if (/\n$/.test(raw))
        return (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML for the builder: with the tag \`!\`, ${BUILDER} reads ${JSON.stringify(raw)} as ${what} (its pattern lets the final line break through), and then fails on it: ${e.kind}: ${e.problem}; remove the \`!\` tag`, span, path);
    return (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML for the builder: YAML 1.1 reads \`${raw}\` as ${what}, and ${builder}; quote it to keep it as text: "${raw}"`, span, path);
}
/** PyYAML's constructor refusing a document where no value's own finding says so. */
function constructProblem(text, e) {
    const at = e.mark.offset;
    const word = /^[^\s,[\]{}]*/.exec(text.slice(at))[0];
    const context = e.context ? ` (${e.context.text} on line ${(0,coordinates/* offsetSpan */.Q_)(text, e.context.mark.offset, 0).line})` : '';
    return (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML for the builder: ${BUILDER} fails to construct this value: ${e.kind}: ${e.problem}${context}; write it as plain data (strings, numbers, booleans, lists and mappings)`, (0,coordinates/* offsetSpan */.Q_)(text, at, Math.max(1, word.length)));
}
function isBlank(text) {
    // Line by line, without splitting the whole text: most files end the search at line 1. The
    // text holds no lone CR (replaced above); the CR of a CRLF goes with the line end. Only spaces
    // are blank: the builder refuses a tab outside a comment, and a NBSP or another Unicode space
    // is a value to it.
    for (let start = 0; start <= text.length;) {
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        const t = text.slice(start, end).replace(/^ +|[ \r]+$/g, '');
        if (t !== '' && !t.startsWith('#'))
            return false;
        start = end + 1;
    }
    return true;
}


/***/ })

};
