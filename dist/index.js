import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

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

/***/ 9448:
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

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
exports.Vj = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
exports.jh = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
exports.jn = identity.isScalar;
exports.oP = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
exports.X5 = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
exports.HN = lineCounter.LineCounter;
exports.iX = parser.Parser;
__webpack_unused_export__ = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
exports.YR = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ }),

/***/ 8561:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  debug: () => (/* binding */ debug),
  error: () => (/* binding */ error),
  info: () => (/* binding */ info),
  notice: () => (/* binding */ notice),
  setFailed: () => (/* binding */ setFailed),
  setOutput: () => (/* binding */ setOutput),
  setSecret: () => (/* binding */ setSecret),
  summary: () => (/* reexport */ summary),
  warning: () => (/* binding */ warning)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function issue(name, message = '') {
    issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(9896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/summary.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return __awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return __awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ./lib/actions-core.js
// The runner's side of the action: workflow commands, step outputs and the job summary, through
// @actions/core's own modules. The package's entry also loads an HTTP client (for OIDC tokens,
// which this action never asks for) that costs more start-up than the whole check of a small
// repository; these modules are the same code without it. Pinned to the exact version in
// package.json, since their paths are not part of the package's exports.






function error(message, properties = {}) {
    issueCommand('error', toCommandProperties(properties), message);
}
function warning(message, properties = {}) {
    issueCommand('warning', toCommandProperties(properties), message);
}
function notice(message, properties = {}) {
    issueCommand('notice', toCommandProperties(properties), message);
}
/** Mask a value in everything the runner shows from now on. */
function setSecret(secret) {
    if (secret)
        issueCommand('add-mask', {}, secret);
}
function debug(message) {
    issueCommand('debug', {}, message);
}
function info(message) {
    process.stdout.write(`${message}\n`);
}
/** Fail the step: an error line, and exit code 1 when the process ends. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
function setOutput(name, value) {
    // Without GITHUB_OUTPUT (a local run) there is nowhere to put outputs; the deprecated
    // set-output command is not used.
    const file = process.env['GITHUB_OUTPUT'];
    if (!file)
        return;
    if (!external_node_fs_.existsSync(file))
        throw new Error(`Missing file at path: ${file}`);
    external_node_fs_.appendFileSync(file, `${keyValueMessage(name, toCommandValue(value))}${external_node_os_.EOL}`, 'utf8');
}
// GITHUB_OUTPUT's multi-line form, `name<<DELIMITER`, value lines, `DELIMITER`, as
// @actions/core's file-command module writes it. That module draws its delimiter from
// node:crypto, whose loading costs more start-up than checking a few files. What keeps a value
// from ending early or adding outputs is only that it does not contain the delimiter (the
// runner ends it at the first line equal to it): this delimiter is checked to be absent, and
// drawn again if it is not.
function keyValueMessage(name, value) {
    let delimiter;
    do {
        delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    } while (name.includes(delimiter) || value.includes(delimiter));
    return `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}`;
}


/***/ }),

/***/ 5641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D7: () => (/* binding */ wrongTypeMessage),
/* harmony export */   kp: () => (/* binding */ closest),
/* harmony export */   q0: () => (/* binding */ describe),
/* harmony export */   vJ: () => (/* binding */ withArticle)
/* harmony export */ });
/* unused harmony export similarity */
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6446);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5528);
// How a value reads in messages, and the messages shared by the schema mapping and the rules.


/** "a boolean", "an integer", "a date", ... for a value YAML read (text: as it was written). */
function describe(value, text) {
    if (value === null || value === undefined)
        return 'null';
    if (typeof value === 'boolean')
        return 'a boolean';
    if (typeof value === 'number') {
        // YAML 1.1 `1.0` is a float even though it is integral; say what YAML said.
        if (text !== undefined && _source_js__WEBPACK_IMPORTED_MODULE_0__/* .FLOAT */ .zH.test(text))
            return 'a number';
        return Number.isInteger(value) ? 'an integer' : 'a number';
    }
    if (typeof value === 'string')
        return 'a string';
    if (Array.isArray(value))
        return 'a list';
    if (value instanceof _source_js__WEBPACK_IMPORTED_MODULE_0__/* .Timestamp */ .Dc)
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
function quoteForYaml(text) {
    return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
function wrongTypeMessage(path, value, expected, text, quoted, readAs) {
    // A place in the file is quoted as code; "the file" (the top level) is prose.
    const place = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPath */ .jV)(path);
    const name = place ? `\`${place}\`` : 'the file';
    const wantsText = expected.startsWith('a string') || expected.startsWith('text');
    if (value === null || value === undefined) {
        let message = `${name} is null (empty) but must be ${expected}; give it a value, or remove the key to use the default`;
        if (text && wantsText)
            message += `; to keep \`${text}\` as text, quote it: "${quoteForYaml(text)}"`;
        return message;
    }
    const found = readAs ?? describe(value, text);
    let message = `${name} must be ${expected}, but YAML read `;
    if (text !== undefined && typeof value !== 'string' && !quoted) {
        message += `\`${text}\` as ${found}`;
        if (wantsText)
            message += `; quote it to keep it as text: "${quoteForYaml(text)}"`;
    }
    else {
        message += found;
    }
    if (expected.startsWith('a boolean') && typeof value === 'string' && /^(true|false)$/i.test(value.trim())) {
        message += `; write it without quotes: ${value.trim().toLowerCase()}`;
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
// stable interface: users filter on them, the README lists them, SARIF names its rules after
// them. Add codes; never rename or reuse one.
const FILE_START = { line: 1, column: 1, endLine: 1, endColumn: 1 };
const error = (owner, title, example) => ({
    severity: 'error',
    owner,
    title,
    example,
});
const warning = (owner, title, example) => ({
    severity: 'warning',
    owner,
    title,
    example,
});
const CODES = {
    // Reading the file
    'file-too-large': error('config/decode', 'The file is over 1 MiB.', '(a 2 MB component_config.yaml)'),
    'not-utf8': error('config/decode', 'The file is not valid UTF-8 text.', '(a Latin-1 encoded file)'),
    'unreadable-file': error('check-files', 'The file cannot be read (permissions, a broken link, a directory).', '(chmod 000 component_config.yaml)'),
    'empty-file': error('config/source', 'The file holds no YAML document.', '# only a comment'),
    'yaml-syntax': error('config/source', 'The text is not valid YAML.', 'name: [unclosed'),
    'multiple-documents': error('config/source', 'The file holds more than one YAML document.', 'name: a\\n---\\nname: b'),
    'duplicate-key': error('config/source', 'A key appears twice in one mapping.', 'name: a\\nname: b'),
    'invalid-key': error('config/source', 'A mapping key is a list or a mapping, not a scalar.', '? [a, b]\\n: c'),
    'unsupported-tag': error('config/source', 'A YAML tag other than plain data (objects, binary, sets, custom tags).', 'name: !!python/object:os.system x'),
    'invalid-merge': error('config/source', 'A merge key `<<` refers to something other than mappings.', '<<: [1, 2]'),
    'too-deep': error('config/source', 'The document nests deeper than 64 levels.', '(metadata: 65 lists, each inside the one before)'),
    'too-complex': error('config/source', 'The document expands to more than 100,000 values (alias bombs).', '(an alias bomb: six anchors, each a list of ten aliases of the one before)'),
    'not-a-mapping': error('config/check', 'The top level is not a mapping.', '- name: x'),
    // The schema
    'missing-key': error('config/schema-findings', 'A required key is missing.', 'version: "1.0"   # no name'),
    'unknown-key': error('config/schema-findings', 'A key that the form of the schema does not have.', 'build_config: {base_img: x}'),
    'wrong-type': error('config/rules/keys', 'A value or key of the wrong type; strings are never coerced.', 'version: 1.10'),
    'empty-value': error('config/schema-findings', 'A string that must not be empty is empty.', 'name: ""'),
    'too-long': error('config/schema-findings', 'A string over its length limit (version: 128).', '(a version of 129 characters)'),
    'invalid-provider': error('config/schema-findings', "requirements.provider is not one of the form's providers.", 'requirements: {provider: pip}'),
    'not-a-pair': error('config/rules/package-data', 'A package_data entry is not exactly two strings.', 'package_data: [[a]]'),
    'unsupported-value': error('config/rules/metadata-values', 'A metadata value that JSON cannot hold (a date, .inf, .nan).', 'metadata: {released: 2024-01-01}'),
    // Values
    'invalid-value': error('config/rules/env', 'A value holds a NUL character.', 'env: {A: "x\\0"}'),
    'invalid-env-name': error('config/rules/env', 'An env or build_env key that cannot be an environment variable name (empty, =, whitespace, quotes, $).', 'env: {"MY VAR": x}'),
    'non-portable-env-name': warning('config/rules/env', 'An env or build_env name the build file accepts but a shell cannot refer to (MY-VAR, my.var, 1A).', 'env: {MY-VAR: x}'),
    'invalid-python-version': error('config/rules/python-version', 'A python_version that is not a version uv installs Python by (3.12, 3.12.4, 3.13t, 3.14.0rc1, >=3.11).', 'python_version: "3.x"'),
    'invalid-platform': error('config/rules/platform', 'target_platform is not "native" nor a Linux platform the container tools can parse.', 'target_platform: windows/amd64'),
    'invalid-image': error('config/rules/image', 'base_image is not a valid image reference.', 'base_image: Debian:Bookworm'),
    'invalid-package-name': error('config/rules/packages', 'An extra_packages entry is not a Debian package name.', 'extra_packages: ["curl git"]'),
    'absolute-path': error('config/rules/package-data', 'A package_data source is absolute.', 'package_data: [[/etc/passwd, x]]'),
    'invalid-path': error('config/rules/package-data', 'A package_data path contains a control character.', 'package_data: [["a\\tb", x]]'),
    'duplicate-destination': error('config/rules/package-data', 'Two package_data entries share a destination.', 'package_data: [[a, /x], [b, /x/]]'),
    'invalid-build-step': error('config/rules/build-steps', 'A custom build step is not a build-file instruction (or is FROM).', 'custom_build_steps: ["apt-get install x"]'),
    'ineffective-build-step': warning('config/rules/build-steps', 'A custom build step that does nothing: only comments, or a parser directive, which counts only at the top of a build file.', 'custom_build_steps: ["# syntax=docker/dockerfile:1"]'),
    'invalid-host': error('config/rules/hosts-and-credentials', 'A host_credentials host is not a bare host name.', 'host: https://pypi.example.com'),
    'duplicate-host': error('config/rules/hosts-and-credentials', 'Two host_credentials entries name the same host.', '(host a.example.com, then host A.example.com)'),
    'invalid-secret-id': error('config/rules/hosts-and-credentials', 'A secret_id with characters other than letters, digits, _ . -.', 'secret_id: "my secret"'),
    'invalid-username': error('config/rules/hosts-and-credentials', 'A username with whitespace or control characters.', 'username: "a b"'),
    'python-version-with-inherit': error('config/rules/python-version', 'python_version combined with inherit_base_image_packages: true.', 'python_version: "3.11"\\ninherit_base_image_packages: true'),
    'python-version-with-conda': error('config/rules/python-version', 'build_config.python_version with provider conda.', 'python_version: "3.11"\\nrequirements: {provider: conda}'),
    'conflicting-python-version': error('config/rules/python-version', 'build_config.python_version contradicts requirements.python_version.', 'python_version: "3.10"\\nrequirements: {provider: uv-pip, python_version: "3.11"}'),
    'deprecated-field': warning('config/rules/python-version', 'A deprecated field (build_config.python_version, removed in 1.13.0). An error with fail-on-deprecated.', 'python_version: "3.11"'),
    'non-debian-base-image': warning('config/rules/image', 'base_image names a non-Debian family (alpine, fedora, ...).', 'base_image: python:3.12-alpine'),
    'unusual-platform': warning('config/rules/platform', 'target_platform is one the container tools accept, but no Debian image is likely to match it (no OS, an unknown architecture or variant).', 'target_platform: linux/arm/v9'),
    'secret-in-build-env': warning('config/rules/build-env-secrets', 'A build_env name that says it holds a secret (..._TOKEN, ..._PASSWORD, ..._API_KEY) or a value that is a URL with a password.', 'build_env: {PIP_TOKEN: abc}'),
    'unused-ignore': warning('config/suppress', 'A suppression comment that silences no finding (or names no code, or an unknown one).', 'name: x  # component-config-check: ignore[invalid-platform] not needed'),
    // What the config points at (check-paths: true)
    'missing-api-module': error('check-paths', 'component_api.py is missing beside the config.', '(no component_api.py)'),
    'missing-source': error('check-paths', 'A package_data source does not exist.', 'package_data: [[data/missing, /opt/x]]'),
    'outside-workspace': error('inside', 'A symbolic link (the config, a directory, component_api.py) or a package_data source that leads outside the workspace; it was not read.', '(ln -s /etc/passwd component_config.yaml)'),
    // The action itself
    'internal-error': error('check-files', 'The checker failed on this file (a bug: please report it); the other files were still checked.', '(a bug in the checker; a test injects one)'),
    // The search for files
    'unreadable-directory': warning('files', 'A directory in the search could not be read; files below it were not checked.', '(chmod 000 components/)'),
    'symlink-loop': warning('files', 'A symbolic link leads back to a directory above it; it was not followed again.', '(ln -s .. loop)'),
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

/***/ 6337:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ settleFixes),
/* harmony export */   PV: () => (/* binding */ unquoteBooleanFix),
/* harmony export */   Sx: () => (/* binding */ quoteFix),
/* harmony export */   eP: () => (/* binding */ renameFix),
/* harmony export */   g_: () => (/* binding */ replaceFix),
/* harmony export */   hc: () => (/* binding */ edit)
/* harmony export */ });
/* unused harmony exports FIXABLE, editOffsets, applyEdits, spliceText, fixEdits, quoteYaml */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8815);
/* harmony import */ var _scalars_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5779);
/* harmony import */ var _spans_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1035);
// Machine-applicable fixes: text edits on the source as written, never a re-serialised document,
// so comments, key order, quoting, indentation, blank lines, CRLF and a BOM survive and every byte
// outside an edit stays as it was. The producers sit beside the findings they fix; this module
// holds what they share, the one function that applies edits, and the check that a file's fixes
// together make nothing worse.



/** The codes whose findings can carry a fix, and what the fix does (the README lists them). */
const FIXABLE = {
    'wrong-type': 'quotes a value or key YAML 1.1 reads as a non-string where a string belongs (`1.10` → `"1.10"`), when the field takes that string; writes a quoted `"true"` in a boolean field as `true`',
    'unknown-key': 'renames a misspelt key to the one close known key that mapping does not have (`nmae` → `name`)',
    'unsupported-value': 'quotes a metadata date, `.inf` or `.nan` as written',
    'invalid-host': 'writes a host given as a URL as the bare host (`https://pypi.example.com:443/simple` → `pypi.example.com`)',
    'deprecated-field': 'moves `build_config.python_version` to `requirements.python_version` (creating `requirements: {provider: uv-pip}` when there is none), or deletes it when requirements already says the same',
};
/** Offsets where each line starts, counted as findings count them (BOM skipped; CR, LF, CRLF). */
function lineStarts(text, from) {
    const starts = [from];
    for (let i = from; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10))
            starts.push(i + 1);
    }
    return starts;
}
/** Edits as offsets into `text`, sorted; a RangeError for positions outside it or overlapping edits. */
function editOffsets(text, edits) {
    const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const starts = lineStarts(text, bom);
    const offset = (line, column) => {
        const start = starts[line - 1];
        if (start === undefined || !Number.isInteger(column) || column < 1) {
            throw new RangeError(`the position ${line}:${column} is outside the text`);
        }
        const at = start + column - 1;
        const limit = starts[line] ?? text.length;
        if (at > limit)
            throw new RangeError(`the position ${line}:${column} is past the end of its line`);
        return at;
    };
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
function applyEdits(text, edits) {
    return spliceText(text, editOffsets(text, edits));
}
/** The text with sorted, non-overlapping changes by offset (editOffsets makes them) applied. */
function spliceText(text, changes) {
    let out = '';
    let at = 0;
    for (const c of changes) {
        out += text.slice(at, c.start) + c.text;
        at = c.end;
    }
    return out + text.slice(at);
}
/** The edits of every fix among the findings, in one list. */
function fixEdits(findings) {
    return findings.flatMap((f) => f.fix?.edits ?? []);
}
function edit(source, start, end, text) {
    return { ...(0,_spans_js__WEBPACK_IMPORTED_MODULE_2__/* .spanOf */ .ee)(source.lineCounter, start, end), text };
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
    if (!node || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || node.tag || node.anchor || !node.range)
        return undefined;
    const [start, end] = node.range;
    const written = source.text.slice(start, end);
    if (written === '' || /[\n\r]/.test(written))
        return undefined;
    const quote = node.type === 'QUOTE_DOUBLE' ? '"' : node.type === 'QUOTE_SINGLE' ? "'" : '';
    if (written !== `${quote}${String(node.value)}${quote}`)
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
    if (!own || own.scalar.type !== 'PLAIN')
        return undefined;
    const written = String(own.scalar.value);
    if (typeof (0,_scalars_js__WEBPACK_IMPORTED_MODULE_1__/* .resolvePlain */ .Rg)(written) === 'string' || !accepts(written))
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
    if (own.scalar.type === 'PLAIN')
        written = typeof (0,_scalars_js__WEBPACK_IMPORTED_MODULE_1__/* .resolvePlain */ .Rg)(text) === 'string' ? text : quoteYaml(text);
    else if (own.scalar.type === 'QUOTE_DOUBLE' && !/["\\]/.test(text))
        written = `"${text}"`;
    else if (own.scalar.type === 'QUOTE_SINGLE' && !text.includes("'"))
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
    if (!own || own.scalar.type === 'PLAIN')
        return undefined;
    const word = String(own.scalar.value).trim().toLowerCase();
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
    const quote = own.scalar.type === 'QUOTE_DOUBLE' ? '"' : own.scalar.type === 'QUOTE_SINGLE' ? "'" : '';
    return {
        description: `rename \`${String(own.scalar.value)}\` to \`${to}\``,
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
    return path.map((p) => `/${typeof p === 'number' ? p : escapeSegment(p)}`).join('');
}


/***/ }),

/***/ 9155:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ parsePlatform),
/* harmony export */   Hw: () => (/* binding */ PLATFORM_PATTERN),
/* harmony export */   J4: () => (/* binding */ platformProblem),
/* harmony export */   Lo: () => (/* binding */ unusualPlatform)
/* harmony export */ });
/* unused harmony exports DEBIAN_ARCHITECTURES, PLATFORM_HINT */
// target_platform as the container tools read it: containerd's platform parsing and
// normalisation (github.com/containerd/platforms, platforms.go Parse and database.go
// normalizeOS/normalizeArch), which Docker, BuildKit and Podman use. What containerd refuses is
// an error, and so is an OS other than Linux (the base image is Debian-based); what it accepts
// but is unlikely to build a Debian image is a warning.
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
// with an optional OS version and up to two components; or an architecture alone.
const LINUX = `${anyCase('linux')}(?:\\([A-Za-z0-9_.%-]*(?:\\+[A-Za-z0-9_.%-]+)*\\))?`;
const ALONE = [...KNOWN_ARCH, ...ARCH_ALIASES].map(anyCase).join('|');
const PLATFORM_PATTERN = `^(?:native|${LINUX}(?:/[A-Za-z0-9_.-]+){0,2}|(?:${ALONE}))$`;
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
        const known = KNOWN_ARCH.has(p.architecture);
        return `${known ? `no Debian image is published for the architecture ${p.architecture}` : `${p.architecture} is not an architecture the container tools know`}, so the build will find no base image; Debian images exist for ${Object.keys(DEBIAN_ARCHITECTURES).join(', ')}`;
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
    return `\`${value}\` is a ${p.os} platform, but the base image is Debian-based and builds only for Linux; ${hint}`;
}


/***/ }),

/***/ 784:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ problem),
/* harmony export */   Ff: () => (/* reexport safe */ _findings_js__WEBPACK_IMPORTED_MODULE_0__.WS),
/* harmony export */   hS: () => (/* binding */ SOURCE_CODES)
/* harmony export */ });
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5034);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6446);
// A problem of the source layer: a finding without file and severity (the code decides that).


/** The codes of problems after which the file was not read as data (no form was checked). */
const SOURCE_CODES = [
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
];
function problem(code, message, span, path = []) {
    return { code, message, location: (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPath */ .jV)(path), ...span };
}


/***/ }),

/***/ 7081:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O8: () => (/* binding */ isStr),
/* harmony export */   Yy: () => (/* binding */ buildOf),
/* harmony export */   sA: () => (/* binding */ isObj)
/* harmony export */ });
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5528);
// What a family's rule is given: the parsed data, the form, the source (for places and fixes),
// and a way to add a finding. The registry (index.ts) makes one per file.

const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof _source_js__WEBPACK_IMPORTED_MODULE_0__/* .Timestamp */ .Dc);
const isStr = (v) => typeof v === 'string';
/** The build_config mapping, when there is one. */
const buildOf = (ctx) => isObj(ctx.data['build_config']) ? ctx.data['build_config'] : undefined;


/***/ }),

/***/ 4733:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AO: () => (/* binding */ ENV_VALUE),
/* harmony export */   MP: () => (/* binding */ envNames),
/* harmony export */   jF: () => (/* binding */ ENV_KEYS)
/* harmony export */ });
/* unused harmony export ENV_NAME_PATTERN */
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6446);
/* harmony import */ var _value_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5193);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7081);
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
function envNames(ctx) {
    if (ctx.form === 'current')
        envMap(ctx, ctx.data['env'], ['env']);
    const build = (0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .buildOf */ .Yy)(ctx);
    if (build && ctx.form === 'current')
        envMap(ctx, build['build_env'], ['build_config', 'build_env']);
}
function envMap(ctx, value, path) {
    if (!(0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(value))
        return;
    const pointer = (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .pointerOf */ .rq)(path);
    for (const key of Object.keys(value)) {
        const child = [...path, key];
        // Quoting a key that is no portable variable name would only trade this finding for another.
        if (ctx.nonStringKey(child, (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .pointerChild */ .QX)(pointer, key), `in \`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPath */ .jV)(path)}\``, ENV_NAME.test(key)))
            continue;
        if (!ENV_LINE_NAME.test(key)) {
            ctx.add('invalid-env-name', child, envNameProblem(key), 'key');
        }
        else if (!ENV_NAME.test(key)) {
            ctx.add('non-portable-env-name', child, `\`${key}\` is an environment variable name that the build file accepts but a shell cannot refer to ($${key} does not expand to it); programs can still read it, but prefer letters, digits and underscores, not starting with a digit (for example ${portableName(key)})`, 'key');
        }
    }
}
/** Why a name cannot be an ENV name of a build file (it failed ENV_NAME_PATTERN). */
function envNameProblem(key) {
    const fix = _value_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ENV_NAME_FIX */ .K3;
    if (key === '')
        return `an environment variable name cannot be empty; ${fix}`;
    const why = key.includes('=')
        ? 'the = would end the name'
        : _value_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTROL */ .W3.test(key) || /\s/.test(key)
            ? 'whitespace and control characters end the name'
            : 'the build file would read its quote, $ or \\ as syntax, not as part of the name';
    return `\`${key}\` cannot be an environment variable name (${why}); ${fix}`;
}
/** A POSIX-portable spelling of an environment variable name, for the hint. */
function portableName(key) {
    const name = key.replace(/[^A-Za-z0-9_]/g, '_');
    return /^[0-9]/.test(name) ? `_${name}` : name;
}


/***/ }),

/***/ 8754:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HF: () => (/* binding */ USERNAME),
/* harmony export */   dR: () => (/* binding */ SECRET_ID),
/* harmony export */   jg: () => (/* binding */ HOST),
/* harmony export */   z_: () => (/* binding */ hostCredentials)
/* harmony export */ });
/* unused harmony exports hostProblem, bareHost */
/* harmony import */ var _fixes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6337);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6446);
/* harmony import */ var _value_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5193);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7081);
// host_credentials: bare host names (checked in code: IPv6 and label lengths are past a pattern),
// one credential per host, secret ids and usernames by pattern.




// For the editors' schema only. A host name of labels (letters, digits, underscores, inner
// hyphens, up to 63 characters), at most 253 characters, an optional final dot; IPv4 addresses
// are such names too. IPv6 addresses by their shape; the group count is the checker's.
const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const IPV6 = '(?:[0-9A-Fa-f]{0,4}:){1,8}(?:[0-9A-Fa-f]{1,4}|[0-9]{1,3}(?:\\.[0-9]{1,3}){3})?';
const HOST = {
    'x-code': 'invalid-host',
    'x-editor': { pattern: `^(?:(?![\\s\\S]{254})${LABEL}(?:\\.${LABEL})*\\.?|${IPV6})$` },
};
const SECRET_ID = { pattern: '^[A-Za-z0-9_.-]+$', 'x-code': 'invalid-secret-id' };
// Whitespace and control characters, which a netrc or git-credential entry cannot hold.
const USERNAME = { pattern: '^[^\\s\\x00-\\x1f\\x7f]*$', 'x-code': 'invalid-username' };
function hostCredentials(ctx) {
    const credentials = (0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .buildOf */ .Yy)(ctx)?.['host_credentials'];
    if (ctx.form !== 'current' || !Array.isArray(credentials))
        return;
    const firstHost = new Map();
    credentials.forEach((c, i) => {
        if (!(0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .isObj */ .sA)(c) || !(0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .isStr */ .O8)(c['host']) || !c['host'])
            return;
        const host = c['host'];
        const path = ['build_config', 'host_credentials', i, 'host'];
        if (hostProblem(host)) {
            const bare = bareHost(host);
            const place = ctx.source.places.get((0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .pointerOf */ .rq)(path));
            const fix = bare ? (0,_fixes_js__WEBPACK_IMPORTED_MODULE_0__/* .replaceFix */ .g_)(ctx.source, place, bare, `write the bare host: ${bare}`) : undefined;
            ctx.add('invalid-host', path, `\`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPath */ .jV)(path)}\`: \`${host}\` ${(0,_value_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .valueProblem */ .FQ)('invalid-host')}`, 'value', fix);
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
    if (_value_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .CONTROL */ .W3.test(value) || /[ /:@?#[\]]/.test(value))
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


/***/ }),

/***/ 3:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   fF: () => (/* binding */ baseImage),
/* harmony export */   kr: () => (/* binding */ IMAGE_REF)
/* harmony export */ });
/* unused harmony export IMAGE_REF_PATTERN */
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5641);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7081);
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
    const image = (0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .buildOf */ .Yy)(ctx)?.['base_image'];
    if (!(0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .isStr */ .O8)(image))
        return;
    const family = nonDebianFamily(image);
    if (!family)
        return;
    ctx.add('non-debian-base-image', ['build_config', 'base_image'], `\`${image}\` looks like ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_0__/* .withArticle */ .vJ)(family)} image, but the base image must be Debian- or Ubuntu-based (the build needs apt-get); the build will check`);
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
function nonDebianFamily(image) {
    const reference = image.split('@')[0].toLowerCase();
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


/***/ }),

/***/ 5468:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ WRONG_TYPE),
/* harmony export */   n: () => (/* binding */ nonStringKeyDraft)
/* harmony export */ });
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5641);
/* harmony import */ var _fixes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6337);
// Keys YAML read as something other than a string (`1:`, `true:`, `null:`) where a string key is
// needed: a wrong-type, like the schema's type errors, which schema-findings.ts reports under the
// code named here. A module of its own, light, so the rules (run for every file) do not load the
// schema's type builder.


const WRONG_TYPE = 'wrong-type';
/** A key YAML read as a non-string where a string key is needed (the rules' maps), as wrong-type. */
function nonStringKeyDraft(source, path, pointer, context, fixable) {
    if (!source.nonStringKeys.has(pointer))
        return undefined;
    const key = String(path[path.length - 1]);
    const readAs = (0,_describe_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0)(source.nonStringKeys.get(pointer), key);
    const fix = fixable ? (0,_fixes_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteFix */ .Sx)(source, source.places.get(pointer), 'key') : undefined;
    const message = `the key \`${key}\` ${context} must be a string, but YAML read it as ${readAs}; quote it: "${key}"`;
    return { code: WRONG_TYPE, path, anchor: 'key', message, ...(fix ? { fix } : {}) };
}


/***/ }),

/***/ 4063:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ PAIR),
/* harmony export */   EN: () => (/* binding */ SOURCE_EDITOR),
/* harmony export */   Jj: () => (/* binding */ packageData),
/* harmony export */   N2: () => (/* binding */ DESTINATION_EDITOR)
/* harmony export */ });
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6446);
/* harmony import */ var _value_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5193);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7081);
// package_data: [source, destination] pairs. Sources relative, no control characters in either,
// destinations unique (/opt/x, /opt/x/ and /opt/./x are one place).



// For the editors' schema (the checker says these in code, below).
const CONTROL_FREE_PATTERN = '^[^\\x00-\\x1f\\x7f]*$';
// Not `/x`, `\\x`, nor a drive `C:`.
const RELATIVE_PATTERN = '^(?![/\\\\]|[A-Za-z]:)';
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
        const name = (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPath */ .jV)(at(i, 0));
        if ((0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .isStr */ .O8)(src) && src) {
            if (_value_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTROL */ .W3.test(src))
                ctx.add('invalid-path', at(i, 0), `\`${name}\`: ${(0,_value_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .valueProblem */ .FQ)('invalid-path')}`);
            else if (src.startsWith('/'))
                ctx.add('absolute-path', at(i, 0), `\`${name}\`: \`${src}\` ${(0,_value_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .valueProblem */ .FQ)('absolute-path')}`);
            else if (/^[A-Za-z]:/.test(src) || src.startsWith('\\')) {
                ctx.add('absolute-path', at(i, 0), `\`${name}\`: \`${src}\` is a Windows absolute or drive path; a source must be a relative path with forward slashes`);
            }
        }
        if (!(0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .isStr */ .O8)(dst) || !dst)
            return;
        if (_value_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTROL */ .W3.test(dst)) {
            ctx.add('invalid-path', at(i, 1), `\`${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPath */ .jV)(at(i, 1))}\`: ${(0,_value_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .valueProblem */ .FQ)('invalid-path')}`);
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

/***/ 4079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ targetPlatform),
/* harmony export */   i: () => (/* binding */ PLATFORM)
/* harmony export */ });
/* harmony import */ var _platform_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9155);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7081);
// target_platform: "native" or a platform the container tools parse (the schema's pattern, whose
// message platform.ts words), and a warning for one no Debian image is likely to match.


const PLATFORM = { pattern: _platform_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORM_PATTERN */ .Hw, 'x-code': 'invalid-platform' };
const VALID = new RegExp(_platform_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORM_PATTERN */ .Hw);
function targetPlatform(ctx) {
    const platform = (0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .buildOf */ .Yy)(ctx)?.['target_platform'];
    if (!(0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .isStr */ .O8)(platform) || platform === 'native' || !VALID.test(platform))
        return;
    const parsed = (0,_platform_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePlatform */ .FL)(platform);
    const why = 'refused' in parsed ? undefined : (0,_platform_js__WEBPACK_IMPORTED_MODULE_0__/* .unusualPlatform */ .Lo)(parsed, platform);
    if (why)
        ctx.add('unusual-platform', ['build_config', 'target_platform'], why);
}


/***/ }),

/***/ 6389:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  WY: () => (/* binding */ PYTHON_VERSION),
  tk: () => (/* binding */ REMOVAL_RELEASE),
  l6: () => (/* binding */ WITH_CONDA),
  b3: () => (/* binding */ WITH_INHERIT),
  Tn: () => (/* binding */ pythonVersion)
});

// UNUSED EXPORTS: PYTHON_VERSION_PATTERN

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
// EXTERNAL MODULE: ./lib/config/fixes.js
var fixes = __nccwpck_require__(6337);
;// CONCATENATED MODULE: ./lib/config/fix-python-version.js
// The fix of the deprecated build_config.python_version: move it to requirements.python_version,
// in the file's own style (block or flow, its indentation and line ends), creating
// `requirements` with `provider: uv-pip` when there is none; delete it when requirements already
// says the same. The caller has made sure the move keeps the file valid (not with conda, not
// over another requirements.python_version, not with inherit_base_image_packages).


const plainNode = (node) => (0,dist/* isScalar */.jn)(node) && !node.tag && !node.anchor && Boolean(node.range);
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
    const keyStart = key.range[0];
    const valueEnd = value.range[1];
    const start = text.lastIndexOf('\n', keyStart - 1) + 1;
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
    const start = pair.key.range[0];
    const end = pair.value.range[1];
    const after = items[index + 1];
    const before = items[index - 1];
    const [from, to] = after?.key?.range
        ? [start, after.key.range[0]]
        : before?.value?.range
            ? [before.value.range[1], end]
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
    if (!(0,dist/* isMap */.jh)(map) || map.tag || map.anchor)
        return undefined;
    const items = map.items;
    const index = items.findIndex((p) => p.key === alias.key);
    const pair = items[index];
    if (!pair || !plainNode(pair.key) || !plainNode(pair.value))
        return undefined;
    const value = text.slice(pair.value.range[0], pair.value.range[1]);
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
                edits: [(0,fixes/* edit */.hc)(source, pair.key.range[0], pair.value.range[1], `requirements: {provider: uv-pip, ${moved}}`)],
            };
        }
        const buildKey = build.key?.range?.[0];
        const buildIndent = buildKey === undefined ? 0 : buildKey - (text.lastIndexOf('\n', buildKey - 1) + 1);
        const step = line.keyStart - line.start - buildIndent > 0 ? line.keyStart - line.start - buildIndent : 2;
        const inner = ' '.repeat(line.keyStart - line.start + step);
        const block = `requirements:${line.eol}${inner}provider: uv-pip${line.eol}${inner}${moved}`;
        return { description, edits: [(0,fixes/* edit */.hc)(source, line.keyStart, line.valueEnd, block)] };
    }
    const reqMap = req.node;
    if (!(0,dist/* isMap */.jh)(reqMap) || reqMap.tag || reqMap.anchor)
        return undefined;
    const reqItems = reqMap.items;
    if (reqItems.some((p) => !plainNode(p.key) || !plainNode(p.value) || p.key.value === 'python_version'))
        return undefined;
    const last = reqItems[reqItems.length - 1];
    if (!last)
        return undefined;
    if (reqMap.flow) {
        const out = takeOut(false);
        const into = (0,fixes/* edit */.hc)(source, last.value.range[1], last.value.range[1], `, ${moved}`);
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

// EXTERNAL MODULE: ./lib/config/rules/context.js
var context = __nccwpck_require__(7081);
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
// For the checker's messages and the editors' schema.
const WITH_INHERIT = "cannot be combined with inherit_base_image_packages: true (an environment inherits the base image's own Python); remove one of them";
const WITH_CONDA = 'python_version applies to provider uv-pip only; with conda, pin python in component_environment.yaml instead';
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
            ctx.add('python-version-with-inherit', aliasPath, `python_version ${WITH_INHERIT}`);
        else if (provider === 'conda')
            ctx.add('python-version-with-conda', aliasPath, WITH_CONDA);
        else if (provider !== 'uv-pip')
            return; // an unknown provider is already an error of its own
        else if ((0,context/* isStr */.O8)(pinned) && pinned !== alias) {
            ctx.add('conflicting-python-version', aliasPath, `build_config.python_version "${alias}" contradicts requirements.python_version "${pinned}"; remove the deprecated build_config.python_version`);
        }
        else {
            const same = pinned === alias;
            ctx.add('deprecated-field', aliasPath, `build_config.python_version is deprecated and will be removed in release ${REMOVAL_RELEASE}; ` +
                (same
                    ? 'requirements.python_version already says the same, so delete this line'
                    : `move it to build_config.requirements.python_version (requirements: {provider: uv-pip, python_version: "${alias}"})`), 'key', movePythonVersionFix(ctx.source, same));
        }
    }
    else if ((alias === null || alias === undefined) && inherit && provider === 'uv-pip' && (0,context/* isStr */.O8)(pinned) && pinned) {
        ctx.add('python-version-with-inherit', ['build_config', 'requirements', 'python_version'], `requirements.python_version ${WITH_INHERIT}`);
    }
}


/***/ }),

/***/ 5779:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ Timestamp),
/* harmony export */   Dk: () => (/* binding */ TAG),
/* harmony export */   PE: () => (/* binding */ SCALAR_TAGS),
/* harmony export */   Rd: () => (/* binding */ withTag),
/* harmony export */   Rg: () => (/* binding */ resolvePlain),
/* harmony export */   WR: () => (/* binding */ TAG_READS_AS),
/* harmony export */   zH: () => (/* binding */ FLOAT)
/* harmony export */ });
// How PyYAML's safe loader (YAML 1.1) reads scalars: the builder that reads these files uses it,
// so `yes` is a boolean, `08` a string, `1e5` a string and `1.0e+5` a number here too.
/** A YAML 1.1 timestamp: kept apart from strings so that a string field can refuse it. */
class Timestamp {
    text;
    constructor(text) {
        this.text = text;
    }
}
const TAG = 'tag:yaml.org,2002:';
const TAG_READS_AS = {
    [`${TAG}int`]: 'an integer',
    [`${TAG}float`]: 'a number',
    [`${TAG}bool`]: 'a boolean',
    [`${TAG}null`]: 'null',
    [`${TAG}timestamp`]: 'a date',
};
const SCALAR_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'timestamp'].map((t) => TAG + t));
// PyYAML's implicit resolvers (resolver.py), tried in its order. Only plain scalars resolve.
const BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
const FLOAT = /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const NULL = /^(?:~|null|Null|NULL|)$/;
const TIMESTAMP = /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;
/** How PyYAML's safe loader reads a plain scalar: its value, or a tag it cannot construct. */
function resolvePlain(v) {
    if (BOOL.test(v))
        return /^(?:yes|Yes|YES|true|True|TRUE|on|On|ON)$/.test(v);
    if (FLOAT.test(v))
        return toFloat(v);
    if (INT.test(v))
        return toInt(v);
    if (v === '<<')
        return { unsupported: TAG + 'merge' };
    if (NULL.test(v))
        return null;
    if (TIMESTAMP.test(v))
        return new Timestamp(v);
    if (v === '=')
        return { unsupported: TAG + 'value' };
    return v;
}
function toInt(raw) {
    let v = raw.replace(/_/g, '');
    let sign = 1;
    if (v[0] === '-' || v[0] === '+') {
        if (v[0] === '-')
            sign = -1;
        v = v.slice(1);
    }
    if (v === '0')
        return 0;
    if (v.startsWith('0b'))
        return sign * parseInt(v.slice(2), 2);
    if (v.startsWith('0x'))
        return sign * parseInt(v.slice(2), 16);
    if (v.startsWith('0'))
        return sign * parseInt(v.slice(1), 8);
    if (v.includes(':'))
        return sign * v.split(':').reduce((acc, d) => acc * 60 + Number(d), 0);
    return sign * Number(v);
}
function toFloat(raw) {
    let v = raw.replace(/_/g, '').toLowerCase();
    let sign = 1;
    if (v[0] === '-' || v[0] === '+') {
        if (v[0] === '-')
            sign = -1;
        v = v.slice(1);
    }
    if (v === '.inf')
        return sign * Infinity;
    if (v === '.nan')
        return NaN;
    if (v.includes(':'))
        return sign * v.split(':').reduce((acc, d) => acc * 60 + Number(d), 0);
    return sign * Number(v);
}
function withTag(tag, v) {
    switch (tag) {
        case TAG + 'str':
            return v;
        case TAG + 'bool':
            return BOOL.test(v) ? /^(?:yes|Yes|YES|true|True|TRUE|on|On|ON)$/.test(v) : undefined;
        case TAG + 'int':
            return INT.test(v) ? toInt(v) : undefined;
        case TAG + 'float':
            return FLOAT.test(v) ? toFloat(v) : INT.test(v) ? toInt(v) : undefined;
        case TAG + 'null':
            return null;
        case TAG + 'timestamp':
            return TIMESTAMP.test(v) ? new Timestamp(v) : undefined;
        default:
            return undefined;
    }
}


/***/ }),

/***/ 5528:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  zH: () => (/* reexport */ scalars/* FLOAT */.zH),
  gZ: () => (/* reexport */ MAX_FILE_BYTES),
  Dc: () => (/* reexport */ scalars/* Timestamp */.Dc),
  D4: () => (/* reexport */ decode),
  Vk: () => (/* reexport */ spans/* nodeSpan */.Vk),
  o$: () => (/* binding */ readSource),
  ee: () => (/* reexport */ spans/* spanOf */.ee)
});

// UNUSED EXPORTS: MAX_DEPTH, MAX_VALUES, offsetSpan, readFull

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
;// CONCATENATED MODULE: ./lib/config/nesting.js
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
var paths = __nccwpck_require__(6446);
// EXTERNAL MODULE: ./lib/config/spans.js
var spans = __nccwpck_require__(1035);
// EXTERNAL MODULE: ./lib/config/problems.js
var problems = __nccwpck_require__(784);
;// CONCATENATED MODULE: ./lib/config/decode.js
// Bytes → text: the size limit, UTF-8 (a BOM is dropped later, with the text), and where the
// first bad byte is when it is not UTF-8.


const MAX_FILE_BYTES = 1024 * 1024;
// One decoder for every file: without `stream`, each decode() starts afresh.
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
/** Text that holds a lone surrogate (given as hex) is no more Unicode than bytes that are not UTF-8. */
function loneSurrogate(hex, span) {
    return (0,problems/* problem */.CC)('not-utf8', `the text contains the lone surrogate U+${hex}, which is not valid Unicode; save the file as UTF-8`, span);
}
/** Decode bytes as UTF-8 (a BOM is dropped), or say where the first bad byte is. */
function decode(bytes, size = bytes.length) {
    if (Math.max(size, bytes.length) > MAX_FILE_BYTES) {
        const n = Math.max(size, bytes.length);
        return {
            problem: (0,problems/* problem */.CC)('file-too-large', `the file is ${n.toLocaleString('en-US')} bytes; a component configuration may be at most ` +
                `${MAX_FILE_BYTES.toLocaleString('en-US')} bytes (1 MiB). Keep large data in package_data files instead`, problems/* AT_START */.Ff),
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
        if (before.charCodeAt(0) === 0xfeff)
            before = before.slice(1);
        const span = (0,spans/* offsetSpan */.Q_)(before.replace(/\r(?!\n)/g, '\n'), before.length, 1);
        const byte = (bytes[at] ?? 0).toString(16).padStart(2, '0');
        return { problem: (0,problems/* problem */.CC)('not-utf8', `byte 0x${byte} is not valid UTF-8; save the file as UTF-8`, span) };
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

// EXTERNAL MODULE: ./lib/config/scalars.js
var scalars = __nccwpck_require__(5779);
;// CONCATENATED MODULE: ./lib/config/plain-reader.js
// A fast reader for the plain subset of YAML that most configs are written in: block mappings
// and lists by indentation, plain and simply quoted scalars, one-line flow lists and mappings,
// literal and folded block scalars. It yields the same data as source.ts's full read (the
// `yaml` parser and the Walker), scalars resolved by the same resolvePlain, but builds no
// document, no nodes and no places: for a file with no findings nothing more is ever needed.
// On anything outside the subset, or anything the full read would report (a duplicate key, a
// key that is not a string, a tag, an anchor, tabs, a multi-line plain scalar...), it gives up
// (returns undefined) and the full read decides. A test checks it against the full read over
// the fixture corpus and thousands of mutants.

/** Gives up: the full read will decide. */
class Outside extends Error {
}
const OUT = new Outside();
// Below what the full read refuses (MAX_DEPTH, MAX_VALUES): those refusals are its to report.
const plain_reader_MAX_DEPTH = 32;
const MAX_VALUES = 10_000;
// yaml refuses an implicit key over 1,024 characters.
const MAX_KEY = 1000;
const SPACE = 32;
const NOT_SPACE = /[^ ]/;
const HASH = 35;
const COLON = 58;
const DASH = 45;
/** The data of a document in the subset (always a mapping), or undefined: read it in full. */
function readPlain(text) {
    if (text.includes('\t') || text.includes('\r') || text.includes('\uFEFF'))
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
class Reader {
    lines;
    /** Leading spaces of each line; -1 for a line that is blank or only a comment. */
    indents;
    values = 0;
    constructor(text) {
        this.lines = text.split('\n');
        // Native searches rather than loops over characters, here and below: most files are read
        // once per thread, before the optimising compiler has seen these functions.
        this.indents = this.lines.map((line) => {
            const i = line.search(NOT_SPACE);
            return i < 0 || line.charCodeAt(i) === HASH ? -1 : i;
        });
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
        const [data, after] = this.mapping(first, col, 0);
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
        if (++this.values > MAX_VALUES || depth > plain_reader_MAX_DEPTH)
            throw OUT;
    }
    /**
     * A block mapping whose keys stand at column `col`, the first on line `line` (perhaps after
     * a `- `). Returns it and the next significant line after it (-1: the end).
     */
    mapping(line, col, depth) {
        this.count(depth);
        const out = Object.create(null);
        let at = line;
        for (;;) {
            const s = this.lines[at];
            const colon = keyEnd(s, col);
            const key = s.slice(col, colon);
            checkKey(key);
            if (key in out)
                throw OUT;
            let rest = colon + 1;
            while (s.charCodeAt(rest) === SPACE)
                rest++;
            let value;
            let after;
            if (rest === s.length || s.charCodeAt(rest) === HASH) {
                if (rest < s.length && s.charCodeAt(rest - 1) !== SPACE)
                    throw OUT;
                [value, after] = this.nested(at, col, depth + 1, true);
            }
            else {
                [value, after] = this.inline(at, rest, col, depth + 1);
            }
            out[key] = value;
            if (after < 0)
                return [out, -1];
            const ind = this.indents[after];
            if (ind < col)
                return [out, after];
            if (ind > col || this.isItem(after, col))
                throw OUT;
            at = after;
        }
    }
    /** A block list whose dashes stand at column `col`, the first on line `line`. */
    list(line, col, depth) {
        this.count(depth);
        const out = [];
        let at = line;
        for (;;) {
            const s = this.lines[at];
            let c = col + 1;
            while (s.charCodeAt(c) === SPACE)
                c++;
            let value;
            let after;
            if (c === s.length || s.charCodeAt(c) === HASH) {
                [value, after] = this.nested(at, col, depth + 1, false);
            }
            else if (this.isItem(at, c)) {
                [value, after] = this.list(at, c, depth + 1);
            }
            else if (startsMapping(s, c)) {
                [value, after] = this.mapping(at, c, depth + 1);
            }
            else {
                [value, after] = this.inline(at, c, col, depth + 1);
            }
            out.push(value);
            if (after < 0)
                return [out, -1];
            const ind = this.indents[after];
            if (ind < col || (ind === col && !this.isItem(after, col)))
                return [out, after];
            if (ind > col)
                throw OUT;
            at = after;
        }
    }
    /**
     * What follows `key:` or `-` with nothing after it on the line: a block collection on the
     * lines below, or null. A list may stand at the key's own column.
     */
    nested(line, col, depth, inMapping) {
        const after = this.next(line + 1);
        if (after < 0)
            return [this.scalar(''), -1];
        const ind = this.indents[after];
        if (ind > col) {
            if (!inMapping)
                throw OUT;
            if (this.isItem(after, ind))
                return this.list(after, ind, depth);
            return this.mapping(after, ind, depth);
        }
        if (inMapping && ind === col && this.isItem(after, col))
            return this.list(after, col, depth);
        return [this.scalar(''), after];
    }
    /** A value that starts on its key's or dash's line at `at`; `parent` is that key's or dash's column. */
    inline(line, at, parent, depth) {
        const s = this.lines[line];
        const c = s.charCodeAt(at);
        if (c === 124 /* | */ || c === 62 /* > */)
            return this.block(line, at, parent);
        this.count(depth);
        let value;
        let end;
        if (c === 34 /* " */ || c === 39 /* ' */)
            [value, end] = quoted(s, at);
        else if (c === 91 /* [ */ || c === 123 /* { */) {
            const flow = new Flow(s, at, depth, (d) => this.count(d));
            value = flow.value();
            end = flow.at;
        }
        else {
            const [raw, stop] = plain(s, at);
            value = this.scalar(raw);
            end = stop;
        }
        if (!restIsComment(s, end))
            throw OUT;
        const after = this.next(line + 1);
        // A deeper line would continue a plain scalar over lines, or be an error.
        if (after >= 0 && this.indents[after] > parent)
            throw OUT;
        return [value, after];
    }
    scalar(raw) {
        const v = (0,scalars/* resolvePlain */.Rg)(raw);
        if (v !== null && typeof v === 'object' && 'unsupported' in v)
            throw OUT;
        return v;
    }
    /** A literal (`|`) or folded (`>`) block scalar, with clip or strip chomping. */
    block(line, at, parent) {
        const s = this.lines[line];
        const folded = s.charCodeAt(at) === 62;
        let i = at + 1;
        const strip = s.charCodeAt(i) === DASH;
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
        return [value, this.next(lastText + 1)];
    }
}
/** One-line flow collections of scalars and of each other: `[a, "b"]`, `{k: v}`. */
class Flow {
    s;
    at;
    depth;
    count;
    constructor(s, at, depth, count) {
        this.s = s;
        this.at = at;
        this.depth = depth;
        this.count = count;
    }
    value(depth = this.depth) {
        const c = this.s.charCodeAt(this.at);
        if (c === 91)
            return this.seq(depth);
        if (c === 123)
            return this.map(depth);
        if (c === 34 || c === 39) {
            this.count(depth);
            const [v, end] = quoted(this.s, this.at);
            this.at = end;
            return v;
        }
        this.count(depth);
        const start = this.at;
        let i = start;
        for (; i < this.s.length; i++) {
            const ch = this.s.charCodeAt(i);
            if (ch === 44 || ch === 93 || ch === 125)
                break;
            if (ch === 91 || ch === 123 || ch === COLON || ch === HASH || ch === 34 || ch === 39)
                throw OUT;
        }
        const raw = this.s.slice(start, i).trimEnd();
        if (raw === '' || !plainStart(raw))
            throw OUT;
        this.at = i;
        const v = (0,scalars/* resolvePlain */.Rg)(raw);
        if (v !== null && typeof v === 'object' && 'unsupported' in v)
            throw OUT;
        return v;
    }
    spaces() {
        while (this.s.charCodeAt(this.at) === SPACE)
            this.at++;
    }
    seq(depth) {
        this.count(depth);
        const out = [];
        this.at++;
        this.spaces();
        if (this.s.charCodeAt(this.at) === 93) {
            this.at++;
            return out;
        }
        for (;;) {
            out.push(this.value(depth + 1));
            this.spaces();
            const c = this.s.charCodeAt(this.at++);
            if (c === 93)
                return out;
            if (c !== 44)
                throw OUT;
            this.spaces();
        }
    }
    map(depth) {
        this.count(depth);
        const out = Object.create(null);
        this.at++;
        this.spaces();
        if (this.s.charCodeAt(this.at) === 125) {
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
            this.at = colon + 2;
            this.spaces();
            out[key] = this.value(depth + 1);
            this.spaces();
            const c = this.s.charCodeAt(this.at++);
            if (c === 125)
                return out;
            if (c !== 44)
                throw OUT;
            this.spaces();
        }
    }
}
function leading(s) {
    let i = 0;
    while (s.charCodeAt(i) === SPACE)
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
    if (ch === 34 || ch === 39 || ch === 91 || ch === 123 || ch === 124 || ch === 62)
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
    const raw = s.slice(at, end).trimEnd();
    if (!plainStart(raw))
        throw OUT;
    return [raw, at + raw.length];
}
/** A one-line quoted scalar at `at`, with no escapes in double quotes: its value and where it ends. */
function quoted(s, at) {
    const q = s.charCodeAt(at);
    if (q === 34) {
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
        if (s.charCodeAt(close + 1) !== 39)
            return [v, close + 1];
        v += "'";
        i = close + 2;
    }
}

;// CONCATENATED MODULE: ./lib/config/source.js
// Text → plain data with the source node of every path. The `yaml` package parses with the
// failsafe schema (every scalar a string) and scalars are resolved in scalars.ts with the YAML
// 1.1 rules of PyYAML's safe loader, which the builder uses. Nothing is ever constructed from a
// tag; aliases are expanded under a budget; duplicate keys, tags and merges are checked here.












const source_MAX_VALUES = 100_000;
// Past this, the parser's recursion runs out of stack (about 1,000 levels) or, far past it, out
// of memory (`[` × 200,000 aborts the process): refuse before parsing.
const MAX_FLOW_NESTING_BEFORE_PARSE = 256;
// Characters YAML forbids anywhere in a stream (PyYAML's reader refuses them too).
// eslint-disable-next-line no-control-regex
const NON_PRINTABLE = /[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
function readSource(input) {
    let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
    // A lone CR ends a line for YAML (and PyYAML), but not for the parser here; the same length
    // keeps every offset.
    if (text.includes('\r'))
        text = text.replace(/\r(?!\n)/g, '\n');
    if (source_isBlank(text)) {
        return {
            problems: [
                (0,problems/* problem */.CC)('empty-file', 'the file is empty; it must be a mapping with at least `name: <component name>`', problems/* AT_START */.Ff),
            ],
        };
    }
    const bad = NON_PRINTABLE.exec(text);
    if (bad) {
        const span = (0,spans/* offsetSpan */.Q_)(text, bad.index, bad[0].length);
        const cp = bad[0].codePointAt(0);
        const what = `the control character U+${hex(cp)}, which YAML forbids; remove it or write it as an escape in a double-quoted string`;
        return {
            problems: [
                cp >= 0xd800 && cp <= 0xdfff
                    ? loneSurrogate(hex(cp), span)
                    : (0,problems/* problem */.CC)('yaml-syntax', `invalid YAML: the file contains ${what}`, span),
            ],
        };
    }
    const plain = readPlain(text);
    if (plain)
        return { source: plainSource(text, plain), problems: [] };
    return readFull(text);
}
/**
 * A source read by the fast reader: its places (and line counter) come from the full read,
 * made only when asked for, which is when a finding needs a place or a fix: most files never
 * ask. The data is the fast reader's, the same as the full read's; its keys are all strings.
 */
function plainSource(text, data) {
    return new PlainSource(text, data);
}
class PlainSource {
    text;
    data;
    nonStringKeys = new Map();
    full;
    constructor(text, data) {
        this.text = text;
        this.data = data;
    }
    get lineCounter() {
        return this.read().lineCounter;
    }
    get places() {
        return this.read().places;
    }
    read() {
        // The fast reader takes only what the full read takes without a problem (a test holds it to
        // that); were it not so, findings would point at the start of the file rather than nowhere.
        this.full ??= readFull(this.text).source ?? {
            text: this.text,
            data: this.data,
            lineCounter: new dist/* LineCounter */.HN(),
            places: new Map(),
            nonStringKeys: new Map(),
        };
        return this.full;
    }
}
/** The full read, by the `yaml` parser: every document, with the place of every value. */
function readFull(text) {
    const lc = new dist/* LineCounter */.HN();
    if (mayNestPast(text, MAX_FLOW_NESTING_BEFORE_PARSE)) {
        const deep = nesting(text, MAX_FLOW_NESTING_BEFORE_PARSE);
        if (deep.flowOverLimit) {
            return {
                problems: [
                    (0,problems/* problem */.CC)('too-deep', `the document nests deeper than ${MAX_DEPTH} levels`, (0,spans/* offsetSpan */.Q_)(text, Math.max(0, deep.tooDeepAt), 1)),
                ],
            };
        }
    }
    const doc = (0,dist/* parseDocument */.Tp)(text, {
        lineCounter: lc,
        version: '1.1',
        schema: 'failsafe',
        merge: false,
        uniqueKeys: false,
        prettyErrors: false,
        strict: false,
    });
    const first = doc.errors[0];
    if (first) {
        const [start, end] = first.pos;
        if (/Maximum call stack size exceeded/.test(first.message)) {
            // Block nesting deep enough to exhaust the parser's stack.
            const at = nesting(text, Infinity).tooDeepAt;
            return {
                problems: [
                    (0,problems/* problem */.CC)('too-deep', `the document nests deeper than ${MAX_DEPTH} levels`, (0,spans/* offsetSpan */.Q_)(text, Math.max(0, at), 1)),
                ],
            };
        }
        // The error's own span, cut at the end of its first line.
        const lineEnd = text.indexOf('\n', start);
        const stop = Math.max(start, Math.min(end, lineEnd < 0 ? text.length : lineEnd));
        const span = (0,spans/* offsetSpan */.Q_)(text, start, stop - start);
        if (first.code === 'MULTIPLE_DOCS') {
            return {
                problems: [
                    (0,problems/* problem */.CC)('multiple-documents', 'the file holds more than one YAML document (a `---` separator); keep one', span),
                ],
            };
        }
        let message = first.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
        if (first.code === 'TAB_AS_INDENT' || text[start] === '\t')
            message += ' (YAML indentation must use spaces, not tabs)';
        return { problems: [(0,problems/* problem */.CC)('yaml-syntax', `invalid YAML: ${message}`, span)] };
    }
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
function source_isBlank(text) {
    // Line by line, without splitting the whole text: most files end the search at line 1. The
    // text holds no lone CR (replaced above); the CR of a CRLF is whitespace, which trim() removes.
    for (let start = 0; start <= text.length;) {
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        const t = text.slice(start, end).trim();
        if (t !== '' && !t.startsWith('#'))
            return false;
        start = end + 1;
    }
    return true;
}
function hex(cp) {
    return cp.toString(16).toUpperCase().padStart(4, '0');
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
        return (0,spans/* spanOf */.ee)(this.lc, r[0], r[1]);
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
        if (++this.visited > source_MAX_VALUES) {
            this.fail('too-complex', `the document expands to more than ${source_MAX_VALUES.toLocaleString('en-US')} values (anchors and aliases multiply it); write the data out plainly`, node, []);
            this.stopped = true;
            return undefined;
        }
        const target = this.deref(node, path);
        if (!target)
            return undefined;
        if (depth >= MAX_DEPTH && ((0,dist/* isMap */.jh)(target) || (0,dist/* isSeq */.oP)(target))) {
            const how = (0,dist/* isAlias */.Vj)(node) ? ' (an alias refers to a mapping or list that contains it)' : '';
            this.fail('too-deep', `the document nests deeper than ${MAX_DEPTH} levels${how}`, node, [], (0,spans/* nodeSpan */.Vk)(this.text, this.lc, node));
            this.stopped = true;
            return undefined;
        }
        const place = { path, node, quoted: false };
        if (key)
            place.key = key;
        if (this.merging === 0 || !this.places.has(pointer))
            this.places.set(pointer, place);
        const shared = this.sharedDepth > 0 || this.merging > 0 || target !== node || Boolean(target.anchor);
        if (shared)
            place.shared = true;
        const tag = target.tag;
        if ((0,dist/* isScalar */.jn)(target)) {
            const s = target;
            const raw = String(s.value ?? '');
            place.text = raw;
            const plain = s.type === 'PLAIN' || s.type === undefined;
            place.quoted = !plain;
            if (tag && tag !== '!') {
                if (!scalars/* SCALAR_TAGS */.PE.has(tag))
                    return this.badTag(tag, node, path);
                const v = (0,scalars/* withTag */.Rd)(tag, raw);
                const readAs = scalars/* TAG_READS_AS */.WR[tag];
                if (readAs)
                    place.readAs = readAs;
                if (v === undefined) {
                    this.fail('unsupported-tag', `\`${raw}\` cannot be read as ${tag.replace(scalars/* TAG */.Dk, '!!')}; remove the tag or fix the value`, node, path, (0,spans/* nodeSpan */.Vk)(this.text, this.lc, node));
                }
                return v;
            }
            if (!plain || tag === '!')
                return raw;
            const v = (0,scalars/* resolvePlain */.Rg)(raw);
            if (v !== null && typeof v === 'object' && 'unsupported' in v) {
                this.fail('unsupported-tag', `YAML 1.1 gives a plain \`${raw}\` the special tag \`${v.unsupported.replace(scalars/* TAG */.Dk, '!!')}\`, which a component configuration cannot hold; quote it to keep it as text: "${raw}"`, node, path);
                return undefined;
            }
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
    badTag(tag, node, path) {
        this.fail('unsupported-tag', `the YAML tag \`${tag.startsWith(scalars/* TAG */.Dk) ? `!!${tag.slice(scalars/* TAG */.Dk.length)}` : tag}\` is not allowed; a component configuration holds only plain strings, numbers, booleans, null, lists and mappings`, node, path, (0,spans/* nodeSpan */.Vk)(this.text, this.lc, node));
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
                this.merge(merged, map, valueNode, path, pointer, depth);
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
                if (tag && tag !== '!')
                    keyValue = (0,scalars/* withTag */.Rd)(tag, keyText);
                else if (keyScalar.type === 'PLAIN') {
                    const r = (0,scalars/* resolvePlain */.Rg)(keyText);
                    keyValue = r !== null && typeof r === 'object' && 'unsupported' in r ? keyText : r;
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


/***/ }),

/***/ 1035:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q_: () => (/* binding */ offsetSpan),
/* harmony export */   Vk: () => (/* binding */ nodeSpan),
/* harmony export */   ee: () => (/* binding */ spanOf)
/* harmony export */ });
// Source positions: 1-based line and column (UTF-16 code units), as findings carry them.
function spanOf(lc, start, end) {
    const a = lc.linePos(start);
    const b = lc.linePos(Math.max(start, end));
    return { line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
}
function offsetSpan(text, offset, length) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
            line++;
            lineStart = i + 1;
        }
    }
    const column = offset - lineStart + 1;
    return { line, column, endLine: line, endColumn: column + length };
}
/** Offset where `[`/`{` nesting first exceeds `limit` (quotes and comments skipped), or -1. */
/**
 * A node's span, from its properties (`!!tag`, `&anchor`) when it has any: the parser's range
 * starts after them, but a tag is often the fault, and PyYAML's marks start there too.
 */
function nodeSpan(text, lc, node) {
    const r = node.range ?? [0, 0, 0];
    let start = r[0];
    if (node.tag || node.anchor) {
        for (let props = 0; props < 2; props++) {
            let i = start - 1;
            while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r'))
                i--;
            let j = i;
            while (j >= 0 && !/\s/.test(text[j]))
                j--;
            const word = text.slice(j + 1, i + 1);
            const at = word.search(/(?:^|[[{,])[!&]/);
            if (at < 0)
                break;
            start = j + 1 + at + (/[[{,]/.test(word[at]) ? 1 : 0);
        }
    }
    // A block value's range runs on to the next line; end it where its text ends.
    let end = r[1];
    while (end > start && /\s/.test(text[end - 1]))
        end--;
    return spanOf(lc, start, end);
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
/* harmony import */ var _platform_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9155);
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
    'invalid-secret-id': 'is not a valid secret id; use letters, digits, `_`, `.` and `-`',
    'invalid-host': 'is not a bare host name; write only the host, such as pypi.example.com or 10.0.0.5 (no scheme, port, path, user or spaces)',
    'absolute-path': 'is absolute; a source must be relative to the directory holding component_api.py',
};
const PLAIN_PROBLEMS = {
    'invalid-username': 'must not contain whitespace or control characters',
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
/** The checker's message of a value that failed the pattern its schema carries, by finding code. */
function patternMessage(code, name, value) {
    if (value === '' && code !== 'invalid-platform')
        return `\`${name}\` is empty; give it a value, or remove it`;
    if (code === 'invalid-platform')
        return `\`${name}\`: ${(0,_platform_js__WEBPACK_IMPORTED_MODULE_0__/* .platformProblem */ .J4)(value)}`;
    if (isQuoting(code))
        return `\`${name}\`: \`${value}\` ${QUOTING_PROBLEMS[code]}`;
    if (isPlain(code))
        return `\`${name}\`: ${PLAIN_PROBLEMS[code]}`;
    return `\`${name}\`: \`${value}\` is not allowed here`;
}


/***/ }),

/***/ 5428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JM: () => (/* binding */ PatternError),
/* harmony export */   lY: () => (/* binding */ findFiles),
/* harmony export */   tk: () => (/* binding */ readLimited)
/* harmony export */ });
/* unused harmony exports globToRegExp, parsePatterns */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var _config_findings_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5034);
/* harmony import */ var _inside_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2059);
// Finding the files to check: glob patterns relative to the workspace, `!` excludes, sorted
// output. node_modules and .git are never entered. Symbolic links to directories are followed
// once: a link back to a directory already on the way down is reported, not walked forever. A
// link that leaves the workspace is never followed: a link named like a config is offered as a
// file (reading it refuses it, saying why) and a link to a directory outside is reported.




class PatternError extends Error {
}
const NEVER_ENTERED = new Set(['node_modules', '.git']);
/** Glob → regex on workspace-relative paths: `**` any depth, `*` `?` `[..]` `{a,b}` in one segment. */
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
    return new RegExp(`^${out}$`);
}
function parsePatterns(lines, workspace, from = 'input "files"') {
    const patterns = [];
    for (const raw of lines) {
        const line = raw.trim();
        if (!line || line.startsWith('#'))
            continue;
        const negated = line.startsWith('!');
        let text = (negated ? line.slice(1) : line).replace(/\\/g, '/');
        if (node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(text)) {
            const rel = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, text).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
            if (rel.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(rel)) {
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
        patterns.push({
            text: line,
            negated,
            regex: globToRegExp(full),
            base: staticPart.join('/'),
            ...(/[*?[\]{}]/.test(last) ? {} : { name: last }),
        });
    }
    return patterns;
}
/**
 * `root`: nothing outside it is entered (default: the workspace). `onFile`: told of each file as
 * the walk finds it (in the walk's order, not sorted), so that checking can start before the
 * walk ends.
 */
function findFiles(workspace, lines, from, root = workspace, onFile) {
    const patterns = parsePatterns(lines, workspace, from);
    const boundary = (0,_inside_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceRoot */ .oS)(root);
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
        findings.push((0,_inside_js__WEBPACK_IMPORTED_MODULE_3__/* .outsideFinding */ .bZ)(shown, _config_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .FILE_START */ .WS, '', `${(0,_inside_js__WEBPACK_IMPORTED_MODULE_3__/* .describeOutside */ .zk)(boundary, shown, where)}; nothing below it was read. Move the configs into the repository${rel ? `, or exclude the link with "!${rel}/**" in input "files"` : ''}`));
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
                note('unreadable-directory', rel || '.', `directory ${rel || '.'} could not be read (${why}); the files below it were not checked. Give the job read access to it, or exclude it with a "!" pattern in input "files"`);
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
                const where = (0,_inside_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInside */ .LI)(boundary, node_path__WEBPACK_IMPORTED_MODULE_1__.join(workspace, childRel));
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
            const where = (0,_inside_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInside */ .LI)(boundary, node_path__WEBPACK_IMPORTED_MODULE_1__.join(workspace, rel));
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
/**
 * Read at most `limit + 1` bytes: a huge file (or a device) is refused without reading it all.
 * `noFollow`: the path is expected to be a file's real path; if it has become a link since, the
 * result is `{ linked: true }` and nothing is read.
 */
function readLimited(abs, limit, noFollow = false) {
    let fd;
    try {
        fd = node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync(abs, noFollow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) : 'r');
        const stat = node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync(fd);
        if (stat.isDirectory())
            return { problem: 'is a directory, not a file' };
        // Not zero-filled: only the bytes read are ever returned.
        const buffer = Buffer.allocUnsafe(Math.min(limit + 1, stat.isFile() ? stat.size + 1 : limit + 1));
        let read = 0;
        while (read < buffer.length) {
            const n = node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, buffer, read, buffer.length - read, null);
            if (n === 0)
                break;
            read += n;
            // A file's whole size read: asking once more only to be told so costs a system call per file.
            if (stat.isFile() && read === stat.size)
                break;
        }
        return { bytes: buffer.subarray(0, read), size: stat.isFile() ? stat.size : read };
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
        if (code === 'ELOOP')
            return { problem: 'cannot be read: it is a symbolic link that loops' };
        return { problem: `cannot be read (${code ?? 'error'})` };
    }
    finally {
        if (fd !== undefined)
            node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync(fd);
    }
}


/***/ }),

/***/ 5691:
/***/ ((__webpack_module__, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _parallel_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5728);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(958);


// The bundle is also the worker threads' script (see parallel.ts): this module's own URL is
// what a worker runs.
(0,_parallel_js__WEBPACK_IMPORTED_MODULE_0__/* .keepYoungGenerationSmall */ .Dd)();
if (!(await (0,_parallel_js__WEBPACK_IMPORTED_MODULE_0__/* .servedAsWorker */ ._P)()))
    await (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .run */ .e)(process.env, new URL(import.meta.url));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 2059:
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

/***/ 958:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./lib/actions-core.js + 3 modules
var actions_core = __nccwpck_require__(8561);
// EXTERNAL MODULE: ./lib/parallel.js + 14 modules
var parallel = __nccwpck_require__(5728);
// EXTERNAL MODULE: ./lib/files.js
var lib_files = __nccwpck_require__(5428);
// EXTERNAL MODULE: ./lib/report/annotations.js
var annotations = __nccwpck_require__(1116);
// EXTERNAL MODULE: ./lib/report/counts.js
var report_counts = __nccwpck_require__(5836);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./lib/report/json.js
// The JSON report: every finding with its file and range, and the counts.


function renderJsonReport(counts, files, findings, suppressed = []) {
    const report = {
        tool: 'component-config-action',
        counts,
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
            ...(f.fix ? { fix: f.fix } : {}),
        })),
        suppressed: suppressed.map((s) => ({ ...s.finding, suppression: s.suppression })),
    };
    return `${JSON.stringify(report, null, 2)}\n`;
}
function writeFileMakingDirs(target, text) {
    external_node_fs_.mkdirSync(external_node_path_.dirname(target), { recursive: true });
    external_node_fs_.writeFileSync(target, text);
}

// EXTERNAL MODULE: ./lib/config/findings.js
var config_findings = __nccwpck_require__(5034);
;// CONCATENATED MODULE: ./lib/report/sarif.js
// SARIF 2.1.0 for code scanning (github/codeql-action/upload-sarif): one rule per finding code
// with its help text, one result per finding with its region. URIs are relative to %SRCROOT%,
// the repository root, as code scanning expects. Columns count UTF-16 code units (SARIF's
// default columnKind) and endColumn is the column after the region, as SARIF defines it.

const TOOL_NAME = 'component-config-check';
const TOOL_URI = 'https://github.com/component-config/component-config-action';
function ruleName(code) {
    return code.replace(/(^|-)([a-z0-9])/g, (_, _dash, c) => c.toUpperCase());
}
function uriOf(file) {
    return file.split('/').map(encodeURIComponent).join('/');
}
function renderSarif(findings, version, suppressed = []) {
    const codes = Object.keys(config_findings/* CODES */.Lp);
    const index = new Map(codes.map((c, i) => [c, i]));
    const rules = codes.map((code) => {
        const info = config_findings/* CODES */.Lp[code];
        return {
            id: code,
            name: ruleName(code),
            shortDescription: { text: info.title },
            fullDescription: { text: info.title },
            help: {
                text: `${info.title} Example: ${info.example}`,
                markdown: `${info.title}\n\nExample:\n\n\`\`\`yaml\n${info.example.replace(/\\n/g, '\n')}\n\`\`\``,
            },
            helpUri: `${TOOL_URI}#finding-codes`,
            defaultConfiguration: { level: info.severity },
            properties: { tags: ['component-config'] },
        };
    });
    const result = (f) => ({
        ruleId: f.code,
        ruleIndex: index.get(f.code) ?? 0,
        level: f.severity,
        message: { text: f.message },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: uriOf(f.file), uriBaseId: '%SRCROOT%' },
                    region: { startLine: f.line, startColumn: f.column, endLine: f.endLine, endColumn: f.endColumn },
                },
                ...(f.location ? { logicalLocations: [{ fullyQualifiedName: f.location, kind: 'member' }] } : {}),
            },
        ],
        ...(f.fix ? { fixes: [sarifFix(f.file, f.fix)] } : {}),
    });
    // Silenced results stay in the log as SARIF means them: suppressed in source, with the reason.
    const results = [
        ...findings.map(result),
        ...suppressed.map((s) => ({
            ...result(s.finding),
            suppressions: [
                {
                    kind: 'inSource',
                    justification: s.suppression.reason || `suppression comment on line ${s.suppression.line}`,
                },
            ],
        })),
    ];
    const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: TOOL_NAME, informationUri: TOOL_URI, semanticVersion: version, rules } },
                columnKind: 'utf16CodeUnits',
                results,
            },
        ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
}
/** A fix as SARIF says it: each edit a replacement of a region (empty for an insertion). */
function sarifFix(file, fix) {
    return {
        description: { text: fix.description },
        artifactChanges: [
            {
                artifactLocation: { uri: uriOf(file), uriBaseId: '%SRCROOT%' },
                replacements: fix.edits.map((e) => ({
                    deletedRegion: { startLine: e.line, startColumn: e.column, endLine: e.endLine, endColumn: e.endColumn },
                    ...(e.text ? { insertedContent: { text: e.text } } : {}),
                })),
            },
        ],
    };
}

// EXTERNAL MODULE: ./lib/report/markdown.js
var markdown = __nccwpck_require__(5402);
;// CONCATENATED MODULE: ./lib/report/summary.js
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
function findingBlock(f, links, sources) {
    const icon = f.severity === 'error' ? '❌ error' : '⚠️ warning';
    const head = `${(0,markdown/* linked */.q)(`${f.line}:${f.column}`, (0,markdown/* url */.OZ)(links, f.file, f.line))} ${icon} ${(0,markdown/* code */.aY)(f.code)}${f.location ? ` at ${(0,markdown/* code */.aY)(f.location)}` : ''}`;
    // A hard line break keeps the place and the message together; the message wraps below it.
    const out = [`${head}\\`, (0,markdown/* message */.iU)(f.message), ''];
    // An empty range (a missing key at the top, a file-level finding) points at no text to mark.
    const empty = f.endLine === f.line && f.endColumn <= f.column;
    const source = empty ? undefined : sources?.get(f.file)?.get(f.line);
    if (source !== undefined)
        out.push(...excerpt(f, source), '');
    return out;
}
function tally(errors, warnings) {
    const part = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
    return [errors ? part(errors, 'error') : '', warnings ? part(warnings, 'warning') : ''].filter(Boolean).join(', ');
}
function renderSummary(counts, findings, links, reportFile, sources) {
    const columns = countColumns(counts);
    const out = [
        '## component_config check',
        '',
        `${counts.errors > 0 ? '❌' : '✅'} ${(0,report_counts/* verdictLine */.MT)(counts)}`,
        '',
        `| ${columns.map(([label]) => label).join(' | ')} |`,
        `|${columns.map(() => '---:|').join('')}`,
        `| ${columns.map(([, n]) => n).join(' | ')} |`,
        '',
    ];
    if (findings.length === 0)
        return `${out.join('\n')}\n`;
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
        const heading = [`### ${(0,markdown/* linked */.q)((0,markdown/* prose */.CS)(file), (0,markdown/* url */.OZ)(links, file))}`, '', tally(errors, own.length - errors), ''];
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
    return `${out.join('\n').replace(/\n+$/, '')}\n`;
}
/** The summary of a run whose patterns matched no file. */
function renderNoMatchSummary(patterns, workspace, failed) {
    return [
        '## component_config check',
        '',
        `${failed ? '❌' : '⚠️'} No file matches input ${(0,markdown/* code */.aY)('files')} (${patterns.map(markdown/* code */.aY).join(', ')}) under ${(0,markdown/* code */.aY)(workspace)}: nothing was checked.`,
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./lib/version.js
// The tool's version, as package.json says (a test keeps the two in step).
const VERSION = '1.0.0';

;// CONCATENATED MODULE: ./lib/github/session.js
// The run's use of the GitHub API, for main.ts: connect once, then narrow the files to the change
// (only-changed), publish the check run, write on the pull request. Imported statically by the
// action, so it holds no Octokit: the API layer (./index.js) is loaded only when connecting,
// which only the options that need it do. Every failure here is a line in the log; none changes
// the verdict, which main.ts alone decides.


/** Undefined when the client cannot be had: the options that need it are then skipped. */
async function connect(settings, env, log) {
    try {
        const api = await __nccwpck_require__.e(/* import() */ 515).then(__nccwpck_require__.bind(__nccwpck_require__, 9515));
        const client = await api.createClient({
            token: settings.token,
            apiUrl: env['GITHUB_API_URL'] || 'https://api.github.com',
            userAgent: `component-config-check/${VERSION}`,
            onRetry: (line) => log.info(line),
        });
        const repository = api.readRepository(env);
        const owner = repository.ok ? repository.owner : undefined;
        const repo = repository.ok ? repository.repo : undefined;
        return sessionOf(api, client, { owner, repo, event: api.readEvent(env), settings, env, log });
    }
    catch (error) {
        log.debug(error.stack ?? String(error));
        log.warning(`the GitHub API client could not be started (${error.message}); check-run, only-changed, suggestions and pr-comment are skipped and every matching file is checked; the verdict is unchanged`);
        return undefined;
    }
}
function sessionOf(api, client, c) {
    const { owner, repo, event, settings, env, log } = c;
    const runUrl = env['GITHUB_SERVER_URL'] && env['GITHUB_RUN_ID']
        ? `${env['GITHUB_SERVER_URL']}/${owner}/${repo}/actions/runs/${env['GITHUB_RUN_ID']}`
        : undefined;
    const onlyChanged = async (matched) => {
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
            changed = { fallback: `the changed files could not be listed (${error.message}); ${all}` };
        }
        if ('fallback' in changed) {
            log.notice(`only-changed: ${changed.fallback}`);
            return matched;
        }
        const selected = api.selectChanged(matched, changed.files);
        const by = { push: 'this push', merge_group: 'this merge group' }[event.name] ?? 'this pull request';
        log.info(`only-changed: ${selected.length} of ${matched.length} matching files are changed by ${by}`);
        return selected;
    };
    const publishCheckRun = async ({ counts, findings, summary }) => {
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
            conclusion: counts.errors > 0 ? 'failure' : 'success',
            title: (0,report_counts/* verdictLine */.MT)(counts),
            summary: summary(),
            findings,
            ...(runUrl ? { detailsUrl: runUrl } : {}),
        });
        if (result.ok) {
            log.info(`check run "${name}": ${result.url} (${result.annotations} annotations)`);
            return true;
        }
        if (result.forbidden) {
            log.notice(`the check run "${name}" could not be written (the token has no checks: write, as on a pull request from a fork); the findings are shown as workflow annotations instead. To publish it, add \`permissions: checks: write\` to the job`);
        }
        else {
            log.warning(`the check run "${name}" could not be written (${result.message}); the findings are shown as workflow annotations instead; the verdict is unchanged`);
        }
        return false;
    };
    const writePullRequestFeedback = ({ counts, findings, links }) => api.writePullRequestFeedback(client, { owner, repo, event, settings, counts, findings, links, runUrl, log });
    return { onlyChanged, publishCheckRun, writePullRequestFeedback };
}

;// CONCATENATED MODULE: ./lib/settings.js
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
    const workspace = external_node_path_.resolve(env['GITHUB_WORKSPACE'] || cwd);
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
    return {
        workspace,
        patterns: patterns.length > 0 ? patterns : ['**/component_config.yaml'],
        failOnDeprecated: flag(env, 'fail-on-deprecated', false),
        ifNoFilesFound: choice(env, 'if-no-files-found', ['error', 'warn', 'ignore'], 'error'),
        reportFile: report ? external_node_path_.resolve(workspace, report) : undefined,
        checkPaths: flag(env, 'check-paths', false),
        sarifFile: sarif ? external_node_path_.resolve(workspace, sarif) : undefined,
        checkRun,
        checkName,
        onlyChanged,
        suggestions,
        prComment,
        token,
    };
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

;// CONCATENATED MODULE: ./lib/main.js
// The action: settings → files → check → report → outputs and exit status, in that order. The
// only place that decides the exit status. A crash fails the step with one clear line; its
// stack goes to debug output only.











/** `workerEntry`: the script worker threads run (the bundle); without it, no threads. */
async function run(env = process.env, workerEntry) {
    try {
        await runChecked(env, workerEntry);
    }
    catch (error) {
        if (error instanceof InputError || error instanceof lib_files/* PatternError */.JM) {
            actions_core.setFailed(error.message);
            return;
        }
        const e = error instanceof Error ? error : new Error(String(error));
        actions_core.debug(e.stack ?? e.message);
        actions_core.setFailed(`component-config-check stopped on an internal error: ${e.message}. This is a bug; please report it with this log (rerun with debug logging for the stack)`);
    }
}
async function runChecked(env, workerEntry) {
    const settings = readSettings(env, process.cwd());
    // First of all: from here on the runner hides the token wherever it would appear.
    actions_core.setSecret(settings.token);
    const options = {
        workspace: settings.workspace,
        failOnDeprecated: settings.failOnDeprecated,
        checkPaths: settings.checkPaths,
        onInternalError: (file, e) => actions_core.debug(`${file}: ${e.stack ?? e.message}`),
    };
    const plan = (files, threads) => actions_core.debug(`checking ${files} files on ${threads} thread${threads === 1 ? '' : 's'}`);
    // Checking starts while the search goes on, unless only the changed files are to be checked
    // (known only after the search, from the API).
    const early = settings.onlyChanged ? undefined : new parallel/* ParallelCheck */.so(options, workerEntry, plan);
    const search = (0,lib_files/* findFiles */.lY)(settings.workspace, settings.patterns, undefined, undefined, (file, real) => early?.add(file, real));
    if (search.files.length === 0) {
        const failing = settings.ifNoFilesFound === 'error';
        const message = `no files match input "files" (${settings.patterns.join(', ')}) under ${settings.workspace}; check the patterns${failing ? ', or set if-no-files-found to warn or ignore if no match is fine' : ''}`;
        (0,annotations/* annotate */.fz)(search.findings);
        await writeSummary(env, () => renderNoMatchSummary(settings.patterns, settings.workspace, failing));
        setOutputs(0, 0, 0, search.findings.length, 0, undefined);
        if (settings.ifNoFilesFound === 'error')
            actions_core.setFailed(message);
        else if (settings.ifNoFilesFound === 'warn')
            actions_core.warning(message);
        else
            actions_core.info(message);
        return;
    }
    const onPullRequest = settings.suggestions || settings.prComment !== 'off';
    const github = settings.checkRun || settings.onlyChanged || onPullRequest ? await connect(settings, env, actions_core) : undefined;
    let files = search.files;
    if (settings.onlyChanged && github)
        files = await github.onlyChanged(files);
    const links = { serverUrl: env['GITHUB_SERVER_URL'], repository: env['GITHUB_REPOSITORY'], sha: env['GITHUB_SHA'] };
    const { findings, entries, suppressed, lines } = early
        ? await early.finish(files)
        : await (0,parallel/* checkFilesInParallel */.a$)(files, { ...options, known: search.known }, workerEntry, (threads) => plan(files.length, threads));
    findings.push(...search.findings);
    const counts = (0,report_counts/* countFindings */.Gt)(files, findings, suppressed.length);
    // Silenced on purpose: in the log, the summary's count and the JSON report, never annotated.
    for (const s of suppressed)
        actions_core.info(`suppressed by line ${s.suppression.line}: ${(0,annotations/* findingLine */.mC)(s.finding)}`);
    const report = {
        counts,
        findings,
        links,
        summary: () => renderSummary(counts, findings, links, settings.reportFile, lines),
    };
    const published = settings.checkRun && github ? await github.publishCheckRun(report) : false;
    // Suggestions and the summary comment on the pull request; their lines go into the job summary.
    const prNotes = onPullRequest && github ? await github.writePullRequestFeedback(report) : [];
    // A published check run carries the annotations; the log still gets every finding.
    if (published)
        for (const f of findings)
            actions_core.info((0,annotations/* findingLine */.mC)(f));
    else {
        (0,annotations/* annotate */.fz)(findings);
        const notice = (0,annotations/* capNotice */.vM)(findings, !settings.checkRun);
        if (notice)
            actions_core.notice(notice);
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
            const why = error.code ?? error.message;
            unwritten.push(`input "${inputName}": ${target} could not be written (${why}); choose a writable path, such as one under the workspace or RUNNER_TEMP`);
        }
    };
    writeRequested('report-file', settings.reportFile, () => renderJsonReport(counts, entries, findings, suppressed));
    writeRequested('sarif-file', settings.sarifFile, () => renderSarif(findings, VERSION, suppressed));
    const notes = prNotes.length ? `\n${prNotes.join('\n\n')}\n` : '';
    await writeSummary(env, () => report.summary() + notes);
    setOutputs(counts.filesChecked, counts.filesInvalid, counts.errors, counts.warnings, counts.suppressed, settings.reportFile && !unwritten.length ? settings.reportFile : undefined);
    for (const line of unwritten)
        actions_core.setFailed(line);
    if (counts.errors > 0)
        actions_core.setFailed((0,report_counts/* verdictLine */.MT)(counts));
    else
        actions_core.info((0,report_counts/* verdictLine */.MT)(counts));
}
async function writeSummary(env, render) {
    if (!env['GITHUB_STEP_SUMMARY'])
        return;
    try {
        await actions_core.summary.addRaw(render()).write();
    }
    catch (error) {
        // The verdict does not depend on the summary: say so and go on.
        actions_core.warning(`the job summary could not be written (${error.message}); the findings are in the log above`);
    }
}
function setOutputs(checked, invalid, errors, warnings, suppressed, reportFile) {
    try {
        actions_core.setOutput('files-checked', checked);
        actions_core.setOutput('files-invalid', invalid);
        actions_core.setOutput('errors', errors);
        actions_core.setOutput('warnings', warnings);
        actions_core.setOutput('suppressed', suppressed);
        actions_core.setOutput('report-file', reportFile ?? '');
    }
    catch (error) {
        // The runner creates GITHUB_OUTPUT; without it the verdict still stands.
        actions_core.warning(`the step outputs could not be written (${error.message}); the verdict is unchanged`);
    }
}


/***/ }),

/***/ 5728:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  so: () => (/* binding */ ParallelCheck),
  a$: () => (/* binding */ checkFilesInParallel),
  Dd: () => (/* binding */ keepYoungGenerationSmall),
  _P: () => (/* binding */ servedAsWorker)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./lib/config/findings.js
var config_findings = __nccwpck_require__(5034);
// EXTERNAL MODULE: ./lib/inside.js
var inside = __nccwpck_require__(2059);
;// CONCATENATED MODULE: ./lib/check-paths.js
// check-paths: what a config points at must exist. component_api.py sits beside the config, and
// package_data sources are relative to that directory. A path that leads outside the workspace
// is not probed at all (whether it exists there is none of the check's business, and saying so
// would tell a pull request about the runner's file system); it gets a finding of its own.




const API_MODULE = 'component_api.py';
function checkComponentPaths(workspace, file, sources, root = (0,inside/* workspaceRoot */.oS)(workspace)) {
    const dir = external_node_path_.dirname(external_node_path_.join(workspace, file));
    const shownDir = external_node_path_.posix.dirname(file);
    const shownPath = (rel) => external_node_path_.posix.normalize(`${shownDir}/${rel}`);
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

// EXTERNAL MODULE: ./lib/config/source.js + 3 modules
var config_source = __nccwpck_require__(5528);
;// CONCATENATED MODULE: ./lib/config/locate.js
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
        return config_findings/* FILE_START */.WS;
    const lc = source.lineCounter;
    if (anchor === 'owner') {
        // A missing key: point at the key of the mapping that lacks it (line 1 at the top level).
        if (p === '')
            return config_findings/* FILE_START */.WS;
        const keyRange = place.key?.range;
        if (keyRange)
            return (0,config_source/* spanOf */.ee)(lc, keyRange[0], keyRange[1]);
    }
    if (anchor === 'key' && place.key?.range)
        return (0,config_source/* spanOf */.ee)(lc, place.key.range[0], place.key.range[1]);
    if (!place.node.range)
        return config_findings/* FILE_START */.WS;
    return (0,config_source/* nodeSpan */.Vk)(source.text, lc, place.node);
}

// EXTERNAL MODULE: ./lib/config/paths.js
var paths = __nccwpck_require__(6446);
;// CONCATENATED MODULE: ./lib/config/build-steps.js
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
    const lines = step.split('\n').map((l) => l.replace(/\r$/, ''));
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
// warning for steps that do nothing. The grammar is in ../build-steps.ts.



function buildSteps(ctx) {
    const steps = (0,context/* buildOf */.Yy)(ctx)?.['custom_build_steps'];
    if (!Array.isArray(steps))
        return;
    steps.forEach((step, i) => {
        if (!(0,context/* isStr */.O8)(step) || !step)
            return;
        const problems = buildStepProblems(step);
        const where = ['build_config', 'custom_build_steps', i];
        if (problems.error)
            ctx.add('invalid-build-step', where, `\`${(0,paths/* formatPath */.jV)(where)}\`: ${problems.error}`);
        else if (problems.warning)
            ctx.add('ineffective-build-step', where, `\`${(0,paths/* formatPath */.jV)(where)}\`: ${problems.warning}`);
    });
}

// EXTERNAL MODULE: ./lib/config/rules/env.js
var env = __nccwpck_require__(4733);
// EXTERNAL MODULE: ./lib/config/rules/keys.js
var keys = __nccwpck_require__(5468);
// EXTERNAL MODULE: ./lib/config/rules/hosts-and-credentials.js
var hosts_and_credentials = __nccwpck_require__(8754);
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
        return `the name \`${name}\` says it holds a secret`;
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

// EXTERNAL MODULE: ./lib/config/rules/image.js
var rules_image = __nccwpck_require__(3);
// EXTERNAL MODULE: ./lib/config/fixes.js
var fixes = __nccwpck_require__(6337);
;// CONCATENATED MODULE: ./lib/config/rules/metadata-values.js
// metadata is free data stored as JSON: keys YAML read as non-strings and values JSON cannot hold
// (dates, .inf, .nan) are refused where they are, however deep.




function metadataValues(ctx) {
    if ((0,context/* isObj */.sA)(ctx.data['metadata']))
        freeData(ctx, ctx.data['metadata'], ['metadata'], '/metadata');
}
function freeData(ctx, value, path, pointer) {
    const { source, add } = ctx;
    if ((0,context/* isObj */.sA)(value)) {
        for (const key of Object.keys(value)) {
            const child = [...path, key];
            const childPointer = (0,paths/* pointerChild */.QX)(pointer, key);
            ctx.nonStringKey(child, childPointer, '(it is stored as JSON)');
            freeData(ctx, value[key], child, childPointer);
        }
    }
    else if (Array.isArray(value)) {
        value.forEach((item, i) => freeData(ctx, item, [...path, i], `${pointer}/${i}`));
    }
    else if (typeof value === 'number' && !Number.isFinite(value)) {
        const text = source.places.get(pointer)?.text ?? String(value);
        add('unsupported-value', path, `\`${(0,paths/* formatPath */.jV)(path)}\` is ${text}, which JSON cannot hold; quote it to keep it as text`, 'value', (0,fixes/* quoteFix */.Sx)(source, source.places.get(pointer)));
    }
    else if (value instanceof config_source/* Timestamp */.Dc) {
        add('unsupported-value', path, `\`${(0,paths/* formatPath */.jV)(path)}\`: YAML read \`${value.text}\` as a date, which is stored as JSON only as text; quote it: "${value.text}"`, 'value', (0,fixes/* quoteFix */.Sx)(source, source.places.get(pointer)));
    }
}

// EXTERNAL MODULE: ./lib/config/rules/package-data.js
var package_data = __nccwpck_require__(4063);
// EXTERNAL MODULE: ./lib/config/rules/platform.js
var platform = __nccwpck_require__(4079);
// EXTERNAL MODULE: ./lib/config/rules/python-version.js + 1 modules
var python_version = __nccwpck_require__(6389);
;// CONCATENATED MODULE: ./lib/config/rules/index.js
// The registry: the only place a rule is listed. Each family (one file here) holds its codes,
// patterns (which schema.ts imports), checks and messages; the rules run in this order, which
// breaks ties between findings at one place.











const RULES = [
    env/* envNames */.MP,
    metadataValues,
    rules_image/* baseImage */.fF,
    platform/* targetPlatform */.L,
    package_data/* packageData */.Jj,
    buildSteps,
    hosts_and_credentials/* hostCredentials */.z_,
    secretsInBuildEnv,
    python_version/* pythonVersion */.Tn,
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
        nonStringKey: (path, pointer, context, fixable = true) => {
            const draft = (0,keys/* nonStringKeyDraft */.n)(source, path, pointer, context, fixable);
            if (draft)
                drafts.push(draft);
            return draft !== undefined;
        },
    };
    for (const rule of RULES)
        rule(ctx);
    return drafts;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __nccwpck_require__(8642);
;// CONCATENATED MODULE: ./lib/config/checkers.generated.js
// @ts-nocheck
// Generated by src/tools/write-checkers.ts from the TypeBox schema (src/config/schema.ts): do not
// edit; `npm run generate` rewrites it (a unit test fails while it is stale).

/** Whether a value is valid in the current form. */
const checkCurrent = (() => {
    const External = [new RegExp("(^name$|^version$|^description$|^build_config$|^env$|^metadata$)", "u"), new RegExp("(^base_image$|^target_platform$|^extra_packages$|^package_data$|^custom_build_steps$|^python_version$|^inherit_base_image_packages$|^requirements$|^host_credentials$|^build_env$|^skip_checks$)", "u"), new RegExp("^(?:(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\\[[a-fA-F0-9:]+\\])(?::[0-9]+)?)\\/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128}))?$", "u"), new RegExp("^(?:native|[lL][iI][nN][uU][xX](?:\\([A-Za-z0-9_.%-]*(?:\\+[A-Za-z0-9_.%-]+)*\\))?(?:\\/[A-Za-z0-9_.-]+){0,2}|(?:386|[aA][mM][dD]64|[aA][mM][dD]64[pP]32|[aA][rR][mM]|[aA][rR][mM][bB][eE]|[aA][rR][mM]64|[aA][rR][mM]64[bB][eE]|[pP][pP][cC]64|[pP][pP][cC]64[lL][eE]|[lL][oO][oO][nN][gG]64|[mM][iI][pP][sS]|[mM][iI][pP][sS][lL][eE]|[mM][iI][pP][sS]64|[mM][iI][pP][sS]64[lL][eE]|[mM][iI][pP][sS]64[pP]32|[mM][iI][pP][sS]64[pP]32[lL][eE]|[pP][pP][cC]|[rR][iI][sS][cC][vV]|[rR][iI][sS][cC][vV]64|[sS]390|[sS]390[xX]|[sS][pP][aA][rR][cC]|[sS][pP][aA][rR][cC]64|[wW][aA][sS][mM]|[iI]386|[xX]86_64|[xX]86-64|[aA][aA][rR][cC][hH]64|[aA][rR][mM][hH][fF]|[aA][rR][mM][eE][lL]))$", "u"), new RegExp("^[a-z0-9][a-z0-9+.-]+(:[a-z0-9-]+)?(=[A-Za-z0-9.+~:*-]+|\\/[a-z0-9][a-z0-9.-]*)?$", "u"), new RegExp("^(?:[0-9]+(?:\\.[0-9]+){0,2}(?:(?:a|b|rc)[0-9]+)?t?|(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?(?:\\s*,\\s*(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?)*)$", "u"), new RegExp("(^provider$|^python_version$)", "u"), new RegExp("^(?:[0-9]+(?:\\.[0-9]+){0,2}(?:(?:a|b|rc)[0-9]+)?t?|(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?(?:\\s*,\\s*(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?)*)$", "u"), new RegExp("(^host$|^secret_id$|^username$)", "u"), new RegExp("^[A-Za-z0-9_.-]+$", "u"), new RegExp("^[^\\s\\x00-\\x1f\\x7f]*$", "u"), new RegExp("^.*$", "u"), new RegExp("^[^\\x00]*$", "u"), new RegExp("^.*$", "u"), new RegExp("^[^\\x00]*$", "u"), new RegExp("^.*$", "u")];
    const check_0 = ((value) => ((typeof value === "object" && value !== null && !(Array.isArray(value))) && (("name" in value && Object.getOwnPropertyNames(value).every((unique_0, unique_1) => ((External[0].test(unique_0) || false)))) && ((((((typeof value.name === "string" && (value.name.length >= 2 || (value.name.length >= 1 && guard.CodePointCount(value.name) >= 1))) && (value.version === undefined || (!("version" in value) || (typeof value.version === "string" && ((value.version.length >= 2 || (value.version.length >= 1 && guard.CodePointCount(value.version) >= 1)) && (value.version.length <= 128 || (value.version.length <= 256 && guard.CodePointCount(value.version) <= 128))))))) && (value.description === undefined || (!("description" in value) || typeof value.description === "string"))) && (value.build_config === undefined || (!("build_config" in value) || (((typeof value.build_config === "object" && value.build_config !== null && !(Array.isArray(value.build_config))) && (Object.getOwnPropertyNames(value.build_config).every((unique_2, unique_3) => ((External[1].test(unique_2) || false))) && (((((((((((value.build_config.base_image === undefined || (!("base_image" in value.build_config) || (typeof value.build_config.base_image === "string" && ((value.build_config.base_image.length >= 2 || (value.build_config.base_image.length >= 1 && guard.CodePointCount(value.build_config.base_image) >= 1)) && External[2].test(value.build_config.base_image))))) && (value.build_config.target_platform === undefined || (!("target_platform" in value.build_config) || (typeof value.build_config.target_platform === "string" && External[3].test(value.build_config.target_platform))))) && (value.build_config.extra_packages === undefined || (!("extra_packages" in value.build_config) || (Array.isArray(value.build_config.extra_packages) && value.build_config.extra_packages.every((unique_4, index) => ((typeof unique_4 === "string" && External[4].test(unique_4)))))))) && (value.build_config.package_data === undefined || (!("package_data" in value.build_config) || ((Array.isArray(value.build_config.package_data) && value.build_config.package_data.every((unique_5, index) => ((Array.isArray(unique_5) && ((unique_5.every((unique_6, unique_7) => ((unique_7 < 2 || false))) && ((unique_5.length <= 0 || (typeof unique_5[0] === "string" && (unique_5[0].length >= 2 || (unique_5[0].length >= 1 && guard.CodePointCount(unique_5[0]) >= 1)))) && (unique_5.length <= 1 || (typeof unique_5[1] === "string" && (unique_5[1].length >= 2 || (unique_5[1].length >= 1 && guard.CodePointCount(unique_5[1]) >= 1)))))) && unique_5.length >= 2))))) || value.build_config.package_data === null)))) && (value.build_config.custom_build_steps === undefined || (!("custom_build_steps" in value.build_config) || ((Array.isArray(value.build_config.custom_build_steps) && value.build_config.custom_build_steps.every((unique_8, index) => ((typeof unique_8 === "string" && (unique_8.length >= 2 || (unique_8.length >= 1 && guard.CodePointCount(unique_8) >= 1)))))) || value.build_config.custom_build_steps === null)))) && (value.build_config.python_version === undefined || (!("python_version" in value.build_config) || ((typeof value.build_config.python_version === "string" && External[5].test(value.build_config.python_version)) || value.build_config.python_version === null)))) && (value.build_config.inherit_base_image_packages === undefined || (!("inherit_base_image_packages" in value.build_config) || typeof value.build_config.inherit_base_image_packages === "boolean"))) && (value.build_config.requirements === undefined || (!("requirements" in value.build_config) || (((typeof value.build_config.requirements === "object" && value.build_config.requirements !== null && !(Array.isArray(value.build_config.requirements))) && (("provider" in value.build_config.requirements && Object.getOwnPropertyNames(value.build_config.requirements).every((unique_9, unique_10) => ((External[6].test(unique_9) || false)))) && ((typeof value.build_config.requirements.provider === "string" && value.build_config.requirements.provider === "uv-pip") && (value.build_config.requirements.python_version === undefined || (!("python_version" in value.build_config.requirements) || ((typeof value.build_config.requirements.python_version === "string" && External[7].test(value.build_config.requirements.python_version)) || value.build_config.requirements.python_version === null)))))) || ((typeof value.build_config.requirements === "object" && value.build_config.requirements !== null && !(Array.isArray(value.build_config.requirements))) && (("provider" in value.build_config.requirements && Object.getOwnPropertyNames(value.build_config.requirements).length === 1) && (typeof value.build_config.requirements.provider === "string" && value.build_config.requirements.provider === "conda"))))))) && (value.build_config.host_credentials === undefined || (!("host_credentials" in value.build_config) || (Array.isArray(value.build_config.host_credentials) && value.build_config.host_credentials.every((unique_11, index) => (((typeof unique_11 === "object" && unique_11 !== null && !(Array.isArray(unique_11))) && ((("host" in unique_11 && "secret_id" in unique_11) && Object.getOwnPropertyNames(unique_11).every((unique_12, unique_13) => ((External[8].test(unique_12) || false)))) && (((typeof unique_11.host === "string" && (unique_11.host.length >= 2 || (unique_11.host.length >= 1 && guard.CodePointCount(unique_11.host) >= 1))) && (typeof unique_11.secret_id === "string" && ((unique_11.secret_id.length >= 2 || (unique_11.secret_id.length >= 1 && guard.CodePointCount(unique_11.secret_id) >= 1)) && External[9].test(unique_11.secret_id)))) && (unique_11.username === undefined || (!("username" in unique_11) || (typeof unique_11.username === "string" && ((unique_11.username.length >= 2 || (unique_11.username.length >= 1 && guard.CodePointCount(unique_11.username) >= 1)) && External[10].test(unique_11.username)))))))))))))) && (value.build_config.build_env === undefined || (!("build_env" in value.build_config) || ((typeof value.build_config.build_env === "object" && value.build_config.build_env !== null && !(Array.isArray(value.build_config.build_env))) && Object.entries(value.build_config.build_env).every(([unique_14, unique_15], _) => ((!(External[11].test(unique_14)) || (typeof unique_15 === "string" && External[12].test(unique_15))))))))) && (value.build_config.skip_checks === undefined || (!("skip_checks" in value.build_config) || typeof value.build_config.skip_checks === "boolean"))))) || value.build_config === null)))) && (value.env === undefined || (!("env" in value) || ((typeof value.env === "object" && value.env !== null && !(Array.isArray(value.env))) && Object.entries(value.env).every(([unique_16, unique_17], _) => ((!(External[13].test(unique_16)) || (typeof unique_17 === "string" && External[14].test(unique_17))))))))) && (value.metadata === undefined || (!("metadata" in value) || ((typeof value.metadata === "object" && value.metadata !== null && !(Array.isArray(value.metadata))) && Object.entries(value.metadata).every(([unique_18, unique_19], _) => ((!(External[15].test(unique_18)) || true))))))))));
    return (value) => check_0(value);
})();
/** Whether a value is valid in the earlier form. */
const checkEarlier = (() => {
    const External = [new RegExp("(^name$|^version$|^description$|^build_config$|^metadata$)", "u"), new RegExp("(^base_image$|^target_platform$|^extra_packages$|^package_data$|^custom_build_steps$|^requirements$|^skip_checks$)", "u"), new RegExp("^(?:(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\\[[a-fA-F0-9:]+\\])(?::[0-9]+)?)\\/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128}))?$", "u"), new RegExp("^(?:native|[lL][iI][nN][uU][xX](?:\\([A-Za-z0-9_.%-]*(?:\\+[A-Za-z0-9_.%-]+)*\\))?(?:\\/[A-Za-z0-9_.-]+){0,2}|(?:386|[aA][mM][dD]64|[aA][mM][dD]64[pP]32|[aA][rR][mM]|[aA][rR][mM][bB][eE]|[aA][rR][mM]64|[aA][rR][mM]64[bB][eE]|[pP][pP][cC]64|[pP][pP][cC]64[lL][eE]|[lL][oO][oO][nN][gG]64|[mM][iI][pP][sS]|[mM][iI][pP][sS][lL][eE]|[mM][iI][pP][sS]64|[mM][iI][pP][sS]64[lL][eE]|[mM][iI][pP][sS]64[pP]32|[mM][iI][pP][sS]64[pP]32[lL][eE]|[pP][pP][cC]|[rR][iI][sS][cC][vV]|[rR][iI][sS][cC][vV]64|[sS]390|[sS]390[xX]|[sS][pP][aA][rR][cC]|[sS][pP][aA][rR][cC]64|[wW][aA][sS][mM]|[iI]386|[xX]86_64|[xX]86-64|[aA][aA][rR][cC][hH]64|[aA][rR][mM][hH][fF]|[aA][rR][mM][eE][lL]))$", "u"), new RegExp("^[a-z0-9][a-z0-9+.-]+(:[a-z0-9-]+)?(=[A-Za-z0-9.+~:*-]+|\\/[a-z0-9][a-z0-9.-]*)?$", "u"), new RegExp("^.*$", "u")];
    const check_0 = ((value) => ((typeof value === "object" && value !== null && !(Array.isArray(value))) && (("name" in value && Object.getOwnPropertyNames(value).every((unique_0, unique_1) => ((External[0].test(unique_0) || false)))) && (((((typeof value.name === "string" && (value.name.length >= 2 || (value.name.length >= 1 && guard.CodePointCount(value.name) >= 1))) && (value.version === undefined || (!("version" in value) || (typeof value.version === "string" && ((value.version.length >= 2 || (value.version.length >= 1 && guard.CodePointCount(value.version) >= 1)) && (value.version.length <= 128 || (value.version.length <= 256 && guard.CodePointCount(value.version) <= 128))))))) && (value.description === undefined || (!("description" in value) || typeof value.description === "string"))) && (value.build_config === undefined || (!("build_config" in value) || (((typeof value.build_config === "object" && value.build_config !== null && !(Array.isArray(value.build_config))) && (Object.getOwnPropertyNames(value.build_config).every((unique_2, unique_3) => ((External[1].test(unique_2) || false))) && (((((((value.build_config.base_image === undefined || (!("base_image" in value.build_config) || (typeof value.build_config.base_image === "string" && ((value.build_config.base_image.length >= 2 || (value.build_config.base_image.length >= 1 && guard.CodePointCount(value.build_config.base_image) >= 1)) && External[2].test(value.build_config.base_image))))) && (value.build_config.target_platform === undefined || (!("target_platform" in value.build_config) || (typeof value.build_config.target_platform === "string" && External[3].test(value.build_config.target_platform))))) && (value.build_config.extra_packages === undefined || (!("extra_packages" in value.build_config) || (Array.isArray(value.build_config.extra_packages) && value.build_config.extra_packages.every((unique_4, index) => ((typeof unique_4 === "string" && External[4].test(unique_4)))))))) && (value.build_config.package_data === undefined || (!("package_data" in value.build_config) || ((Array.isArray(value.build_config.package_data) && value.build_config.package_data.every((unique_5, index) => ((Array.isArray(unique_5) && ((unique_5.every((unique_6, unique_7) => ((unique_7 < 2 || false))) && ((unique_5.length <= 0 || (typeof unique_5[0] === "string" && (unique_5[0].length >= 2 || (unique_5[0].length >= 1 && guard.CodePointCount(unique_5[0]) >= 1)))) && (unique_5.length <= 1 || (typeof unique_5[1] === "string" && (unique_5[1].length >= 2 || (unique_5[1].length >= 1 && guard.CodePointCount(unique_5[1]) >= 1)))))) && unique_5.length >= 2))))) || value.build_config.package_data === null)))) && (value.build_config.custom_build_steps === undefined || (!("custom_build_steps" in value.build_config) || ((Array.isArray(value.build_config.custom_build_steps) && value.build_config.custom_build_steps.every((unique_8, index) => ((typeof unique_8 === "string" && (unique_8.length >= 2 || (unique_8.length >= 1 && guard.CodePointCount(unique_8) >= 1)))))) || value.build_config.custom_build_steps === null)))) && (value.build_config.requirements === undefined || (!("requirements" in value.build_config) || (((typeof value.build_config.requirements === "object" && value.build_config.requirements !== null && !(Array.isArray(value.build_config.requirements))) && (("provider" in value.build_config.requirements && Object.getOwnPropertyNames(value.build_config.requirements).length === 1) && (typeof value.build_config.requirements.provider === "string" && value.build_config.requirements.provider === "python-pip"))) || ((typeof value.build_config.requirements === "object" && value.build_config.requirements !== null && !(Array.isArray(value.build_config.requirements))) && (("provider" in value.build_config.requirements && Object.getOwnPropertyNames(value.build_config.requirements).length === 1) && (typeof value.build_config.requirements.provider === "string" && value.build_config.requirements.provider === "conda"))))))) && (value.build_config.skip_checks === undefined || (!("skip_checks" in value.build_config) || typeof value.build_config.skip_checks === "boolean"))))) || value.build_config === null)))) && (value.metadata === undefined || (!("metadata" in value) || ((typeof value.metadata === "object" && value.metadata !== null && !(Array.isArray(value.metadata))) && Object.entries(value.metadata).every(([unique_9, unique_10], _) => ((!(External[5].test(unique_9)) || true))))))))));
    return (value) => check_0(value);
})();

;// CONCATENATED MODULE: ./lib/config/schema-check.js
// Whether a document fits a form, by TypeBox's checkers compiled at development time
// (checkers.generated.ts). Most files fit: for them nothing more is loaded. The findings of a
// file that does not fit come from schema-findings.ts, which needs TypeBox's type builder and
// error iteration, the bulk of the bundle's code: the caller provides it (the bundle loads it,
// as a chunk of its own, at the first file that fails).

let explain;
/** Provides the findings of a document that does not fit (schemaDrafts of schema-findings.ts). */
function useSchemaFindings(f) {
    explain = f;
}
/** Thrown for a document that does not fit while no SchemaFindings was provided: provide it, check again. */
class SchemaFindingsNeeded extends Error {
}
/** Whether a document fits a form (no schema finding); a document that does not fit has one at least. */
function fits(form, data) {
    return (form === 'current' ? checkCurrent : checkEarlier)(data);
}
function schemaDrafts(form, data, source) {
    if (fits(form, data))
        return [];
    if (!explain)
        throw new SchemaFindingsNeeded('the schema findings module is not loaded');
    return explain(form, data, source);
}

;// CONCATENATED MODULE: ./lib/config/form.js
// Which form a file is in. Auto-detection tries the current form first; a file that is valid
// in neither is reported against the form it most resembles: the earlier one when it names
// the earlier provider `python-pip`, the current one otherwise.
/** The key and value that mark the earlier form: build_config.requirements.provider python-pip. */
const EARLIER_MARK = { path: ['build_config', 'requirements', 'provider'], value: 'python-pip' };
function resemblesEarlier(data) {
    let v = data;
    for (const key of EARLIER_MARK.path)
        v = isObject(v) ? v[key] : undefined;
    return v === EARLIER_MARK.value;
}
/** The forms to try, in order; the first without errors wins, else the first is reported. */
function detectOrder(data) {
    return resemblesEarlier(data) ? ['earlier', 'current'] : ['current', 'earlier'];
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
// EXTERNAL MODULE: ./lib/config/describe.js
var describe = __nccwpck_require__(5641);
// EXTERNAL MODULE: ./lib/config/spans.js
var spans = __nccwpck_require__(1035);
// EXTERNAL MODULE: ./lib/config/problems.js
var problems = __nccwpck_require__(784);
;// CONCATENATED MODULE: ./lib/config/suppress.js
// Suppression comments: `# component-config-check: ignore[code1,code2] reason` at the end of the
// line where a finding starts, or alone on the line above it. Read from the YAML's own comments
// (the parser's concrete syntax tree), so a `#` inside a quoted or block string is never taken
// for one. A suppression names its codes: there is no blanket form, and one that silences
// nothing is itself a warning, so a stale one does not linger unseen.





const MARKER = 'component-config-check:';
const suppress_DIRECTIVE = /^#\s*component-config-check:\s*ignore\[([^\]]*)\](?:\s+(.*?))?\s*$/;
const MARKED = /^#\s*component-config-check:/;
// After these the file was not read as data: silencing one would turn an unchecked file into a pass.
const NOT_SUPPRESSIBLE = new Set([
    ...problems/* SOURCE_CODES */.hS,
    'not-a-mapping',
    'unreadable-file',
    'internal-error',
    'unused-ignore',
]);
/** The suppression comments of a YAML text (its line ends already made `\n` or `\r\n`). */
function readIgnores(text) {
    const ignores = [];
    const bad = [];
    if (!text.includes(MARKER))
        return { ignores, bad };
    const comments = [];
    for (const token of new dist/* Parser */.iX().parse(text))
        collectComments(token, comments, 0);
    comments.sort((a, b) => a.offset - b.offset);
    const lines = text.split('\n');
    for (const c of comments) {
        const body = c.source.replace(/\r$/, '');
        if (!MARKED.test(body))
            continue;
        const span = (0,spans/* offsetSpan */.Q_)(text, c.offset, body.length);
        const place = { line: span.line, column: span.column, endColumn: span.endColumn };
        const m = suppress_DIRECTIVE.exec(body);
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
function applyIgnores(file, text, findings) {
    const { ignores, bad } = readIgnores(text);
    if (ignores.length === 0 && bad.length === 0)
        return { findings: [...findings], suppressed: [] };
    const byLine = new Map();
    for (const i of ignores)
        byLine.set(i.target, [...(byLine.get(i.target) ?? []), i]);
    const used = new Set();
    const kept = [];
    const suppressed = [];
    for (const f of findings) {
        const match = NOT_SUPPRESSIBLE.has(f.code) ? undefined : byLine.get(f.line)?.find((i) => i.codes.includes(f.code));
        if (!match) {
            kept.push(f);
            continue;
        }
        used.add(`${match.line}:${match.column}:${f.code}`);
        suppressed.push({ finding: f, suppression: { line: match.line, reason: match.reason } });
    }
    const warn = (p, message) => {
        kept.push((0,config_findings/* finding */.gk)('unused-ignore', file, { ...p, endLine: p.line }, '', message));
    };
    for (const b of bad)
        warn(b, b.message);
    for (const i of ignores) {
        const unused = i.codes.filter((c) => !used.has(`${i.line}:${i.column}:${c}`));
        if (unused.length === 0)
            continue;
        warn(i, unusedMessage(i, unused));
    }
    kept.sort(config_findings/* byPlace */.hz);
    return { findings: kept, suppressed };
}
function unusedMessage(i, unused) {
    const known = Object.keys(config_findings/* CODES */.Lp);
    const parts = unused.map((c) => {
        if (!Object.hasOwn(config_findings/* CODES */.Lp, c)) {
            const near = (0,describe/* closest */.kp)(c, known);
            return `"${c}" is not a finding code${near ? ` (did you mean ${near}?)` : ''}`;
        }
        if (NOT_SUPPRESSIBLE.has(c))
            return `${c} cannot be silenced (the file was not checked past it)`;
        return `no ${c} finding starts on line ${i.target}`;
    });
    const all = unused.length === i.codes.length;
    return `${all ? 'this suppression silences nothing' : `this suppression is partly unused`}: ${parts.join('; ')}; ${all ? 'remove the comment' : `remove ${unused.join(', ')} from it`}`;
}

;// CONCATENATED MODULE: ./lib/config/check.js
// The checker's only entry: bytes or text of one file → its findings. Pure: no file system, no
// GitHub. Never throws for any input; a finding says what is wrong, where, and how to fix it.









function checkBytes(file, bytes, options = {}) {
    const decoded = (0,config_source/* decode */.D4)(bytes, options.size);
    if ('problem' in decoded) {
        return {
            file,
            form: fallbackForm(options),
            findings: [finish(file, decoded.problem)],
            packageSources: [],
            suppressed: [],
        };
    }
    return checkText(file, decoded.text, options);
}
function checkText(file, text, options = {}) {
    const read = (0,config_source/* readSource */.o$)(text);
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
        const findings = checkForm(file, source, form, true);
        if (form === order[0])
            first = findings;
        if (!findings.some((f) => f.severity === 'error')) {
            result = { form, findings };
            break;
        }
    }
    result ??= { form: order[0], findings: first ?? checkForm(file, source, order[0]) };
    const sources = options.packageSources === false ? [] : packageSources(source, result.findings);
    // Fixes are settled on the file's own findings: the check again sees no file system.
    const { more, ...own } = options;
    const checked = options.fixes === 'unchecked'
        ? result.findings
        : (0,fixes/* settleFixes */.Az)(text, result.findings, (fixed) => checkText(file, fixed, { ...own, fixes: 'unchecked' }).findings);
    const all = more ? sortFindings([...checked, ...more(sources)]) : checked;
    const { findings, suppressed } = applyIgnores(file, source.text, all);
    return { file, form: result.form, findings, packageSources: sources, suppressed };
}
function fallbackForm(options) {
    return options.form === 'earlier' ? 'earlier' : 'current';
}
/** `fitting`: the document is known to fit the form, so the schema has nothing to say. */
function checkForm(file, source, form, fitting = false) {
    const data = source.data;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
        const found = Array.isArray(data) ? 'a list' : 'a single value';
        return [
            (0,config_findings/* finding */.gk)('not-a-mapping', file, locate(source, '', 'value'), '', `the top level must be a mapping (key: value lines such as \`name: my-component\`), but the file holds ${found}`),
        ];
    }
    const rules = runRules(data, form, source);
    const drafts = fitting ? rules : [...schemaDrafts(form, data, source), ...rules];
    return sortFindings(drafts.map((d) => (0,config_findings/* finding */.gk)(d.code, file, locate(source, (0,paths/* pointerOf */.rq)(d.path), d.anchor), (0,paths/* formatPath */.jV)(d.path), d.message, d.fix)));
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
        out.push({ value: pair[0], location, ...locate(source, `/build_config/package_data/${i}/0`, 'value') });
    });
    return out;
}

// EXTERNAL MODULE: ./lib/files.js
var files = __nccwpck_require__(5428);
;// CONCATENATED MODULE: ./lib/check-files.js
// Check a list of workspace files: read each (bounded), run the checker, add the check-paths
// findings and the deprecation policy. Shared by the action and the command line, so both give
// the same findings for the same files.









// Codes after which the file's content was not checked against a form.
const UNREADABLE = new Set([...problems/* SOURCE_CODES */.hS, 'unreadable-file', 'outside-workspace', 'internal-error']);
async function checkFiles(files, options) {
    const findings = [];
    const entries = [];
    const suppressed = [];
    const lines = new Map();
    const root = (0,inside/* workspaceRoot */.oS)(options.root ?? options.workspace);
    const dirs = new Map();
    for (const file of files) {
        let checked = checkOne(file, root, dirs, options);
        if (!checked) {
            await loadSchemaFindings();
            checked = checkOne(file, root, dirs, options);
        }
        const { result, bytes } = checked;
        const own = result.findings.map((f) => withPolicy(f, options.failOnDeprecated));
        findings.push(...own);
        suppressed.push(...result.suppressed);
        if (bytes && own.length > 0)
            lines.set(file, linesOf(bytes, own));
        entries.push({
            file,
            form: isUnreadable(result) ? null : result.form,
            errors: own.filter((f) => f.severity === 'error').length,
            warnings: own.filter((f) => f.severity === 'warning').length,
            suppressed: result.suppressed.length,
        });
    }
    return { findings, entries, suppressed, lines };
}
function linesOf(bytes, findings) {
    const all = new TextDecoder('utf-8').decode(bytes).split(/\r\n|\r|\n/);
    const out = new Map();
    for (const f of findings) {
        if (f.code === 'file-too-large')
            continue; // only the beginning was read, and it was not parsed
        const line = all[f.line - 1];
        if (line !== undefined)
            out.set(f.line, line);
    }
    return out;
}
/** Undefined when the file does not fit its form and the schema findings are not loaded yet. */
function checkOne(file, root, dirs, options) {
    try {
        const real = options.known?.get(file);
        const direct = real === undefined ? undefined : (0,files/* readLimited */.tk)(real, config_source/* MAX_FILE_BYTES */.gZ, true);
        if (direct?.bytes)
            return { result: checkRead(file, direct.bytes, direct.size, root, options), bytes: direct.bytes };
        const abs = external_node_path_.join(options.workspace, file);
        const where = (0,inside/* resolveInside */.LI)(root, abs, dirs);
        if (where.kind === 'outside') {
            return {
                result: failed((0,inside/* outsideFinding */.bZ)(file, config_findings/* FILE_START */.WS, '', `${(0,inside/* describeOutside */.zk)(root, file, where)}; it was not read, so that no file the repository does not hold is ever quoted. Commit the file itself, or a link to a file inside the repository`)),
            };
        }
        if (where.kind === 'error') {
            return {
                result: failed((0,config_findings/* finding */.gk)('unreadable-file', file, config_findings/* FILE_START */.WS, '', `${file} cannot be read (${where.code})`)),
            };
        }
        // The real path found inside, not the link: what is opened is what was checked to be inside.
        // A missing or looping path is opened as named, for the system's own reason.
        const read = (0,files/* readLimited */.tk)(where.kind === 'inside' ? where.real : abs, config_source/* MAX_FILE_BYTES */.gZ);
        if (!read.bytes) {
            return {
                result: failed((0,config_findings/* finding */.gk)('unreadable-file', file, config_findings/* FILE_START */.WS, '', `${file} ${read.problem ?? 'cannot be read'}`)),
            };
        }
        return { result: checkRead(file, read.bytes, read.size, root, options), bytes: read.bytes };
    }
    catch (error) {
        if (error instanceof SchemaFindingsNeeded)
            return undefined;
        const e = error instanceof Error ? error : new Error(String(error));
        options.onInternalError?.(file, e);
        return {
            result: failed((0,config_findings/* finding */.gk)('internal-error', file, config_findings/* FILE_START */.WS, '', `the checker failed on this file (${e.message}); this is a bug, please report it. The other files were still checked`)),
        };
    }
}
function checkRead(file, bytes, size, root, options) {
    return checkBytes(file, bytes, {
        ...(size === undefined ? {} : { size }),
        packageSources: options.checkPaths,
        ...(options.checkPaths ? { more: (sources) => checkComponentPaths(options.workspace, file, sources, root) } : {}),
    });
}
// The type builder and error iteration of TypeBox, most of the bundle's code: a chunk of its own,
// loaded at the first file that does not fit its form (most runs have none).
let loading;
function loadSchemaFindings() {
    loading ??= Promise.all(/* import() */[__nccwpck_require__.e(417), __nccwpck_require__.e(368)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3368)).then((m) => useSchemaFindings(m.schemaDrafts));
    return loading;
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
function isUnreadable(result) {
    return result.findings.some((f) => UNREADABLE.has(f.code));
}
function withPolicy(f, failOnDeprecated) {
    if (f.code === 'deprecated-field' && failOnDeprecated) {
        return { ...f, severity: 'error', message: `${f.message} (an error because fail-on-deprecated is true)` };
    }
    return f;
}

;// CONCATENATED MODULE: ./lib/parallel.js
// Large workspaces are checked on every core. The files are cut into chunks of a few dozen as the
// search finds them; worker threads (this same bundle, started again in worker mode) are started
// as soon as the search has found enough files to make them pay, and are sent each chunk as it
// is cut, so that they check while the main thread is still searching. Every thread takes the
// next chunk from a shared counter until none is left, the main thread once its search is done,
// so that all of them work to the end. The results are then put in the order of the sorted file
// list, so the output is a sequential run's. A chunk a worker took but did not return (it
// failed) is checked on the main thread: no file is ever lost to a thread.



/** Below this many files per thread, starting a worker (loading the bundle) costs more than it saves. */
const MIN_FILES_PER_THREAD = 400;
/** Files per chunk: small enough that the threads end together, large enough that taking one costs nothing. */
const CHUNK = 64;
// A worker is started with this argument, so that the bundle's entry can tell at no cost (a
// one-file run should not load node:worker_threads) that it may be one; workerData confirms it.
const WORKER_ARGUMENT = '--component-config-worker-thread';
/**
 * Called first by each entry. A long run allocates much and keeps little, yet V8 grows a
 * thread's young generation towards its maximum (tens of MiB) as scavenges go by: at 20,000
 * files that doubled the peak memory, and the larger heap cost CPU time too. Kept at its
 * starting size, each scavenge stays small and cheap. The flag is read at each growth, so it
 * holds for the main thread, already running, and for the workers.
 */
function keepYoungGenerationSmall() {
    external_node_v8_namespaceObject.setFlagsFromString('--semi-space-growth-factor=1');
}
/**
 * Worker mode when this is a worker thread started by a ParallelCheck: checks chunks until none
 * is left, sends the results back, and returns true. False anywhere else.
 */
async function servedAsWorker() {
    if (process.argv[2] !== WORKER_ARGUMENT)
        return false;
    const { isMainThread, parentPort, workerData } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 5919, 19));
    const job = workerData?.componentConfigJob;
    if (isMainThread || !job || !parentPort)
        return false;
    const reply = { chunks: [], internalErrors: [] };
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
    const options = {
        ...job.options,
        known,
        onInternalError: (file, e) => reply.internalErrors.push({ file, message: e.message, stack: e.stack ?? e.message }),
    };
    for (;;) {
        const i = Atomics.add(job.next, 0, 1);
        // A chunk taken before the search has cut it is waited for.
        while (!chunks.has(i) && (total < 0 || i < total))
            await new Promise((resolve) => (wake = resolve));
        const files = chunks.get(i);
        if (!files)
            break;
        reply.chunks.push([i, await checkFiles(files, options)]);
        chunks.delete(i);
    }
    parentPort.postMessage(reply);
    parentPort.close();
    return true;
}
/**
 * Checks files on up to every core as they are found: `add` each file, then `finish` with the
 * sorted list. `entry` is the script a worker runs (the bundle itself); without one (tests run
 * the TypeScript sources) the check is sequential.
 */
class ParallelCheck {
    entry;
    onPlan;
    cores;
    chunks = [];
    current = [];
    count = 0;
    known = new Map();
    options;
    next = new Int32Array(new SharedArrayBuffer(4));
    workers = [];
    /** Whether threads may be started here at all (an entry to run, and more than one core). */
    threads;
    constructor(options, entry, onPlan) {
        this.entry = entry;
        this.onPlan = onPlan;
        this.options = { ...options, known: this.known };
        this.cores = typeof external_node_os_.availableParallelism === 'function' ? external_node_os_.availableParallelism() : external_node_os_.cpus().length;
        this.threads = this.entry !== undefined && this.entry.pathname.endsWith('.js') && this.cores > 1;
    }
    /** `real`: the file's real path, when the search found it (Search.known). */
    add(file, real) {
        if (real !== undefined)
            this.known.set(file, real);
        this.current.push(file);
        this.count++;
        if (this.current.length === CHUNK)
            this.cut();
        // One more thread for each MIN_FILES_PER_THREAD files, from the second on.
        if (this.threads &&
            this.workers.length + 1 < this.cores &&
            this.count >= (this.workers.length + 2) * MIN_FILES_PER_THREAD)
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
        for (;;) {
            const i = Atomics.add(this.next, 0, 1);
            if (i >= total)
                break;
            results[i] = await checkFiles(this.chunks[i], this.options);
        }
        for (const w of this.workers) {
            const reply = await w.reply;
            if (!reply)
                continue;
            for (const e of reply.internalErrors)
                this.options.onInternalError?.(e.file, Object.assign(new Error(e.message), { stack: e.stack }));
            for (const [i, checked] of reply.chunks)
                results[i] = checked;
        }
        for (let i = 0; i < total; i++)
            results[i] ??= await checkFiles(this.chunks[i], this.options);
        return inFileOrder(files, results);
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
            // Loaded here, synchronously (the search calls add()), and only by runs large enough.
            const { Worker } = process.getBuiltinModule('node:worker_threads');
            worker = new Worker(this.entry, { argv: [WORKER_ARGUMENT], workerData: { componentConfigJob: job } });
        }
        catch {
            this.threads = false; // no thread can start here: the main thread checks everything
            return;
        }
        // Until finish() waits for it, a worker must not keep the process alive: a run that stops
        // between the search and the check (an API error) ends without it.
        worker.unref();
        let failed = false;
        const reply = new Promise((resolve) => {
            let got;
            worker.once('message', (m) => (got = m));
            worker.once('error', () => {
                failed = true;
                resolve(undefined);
            });
            worker.once('exit', () => resolve(got));
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
        this.workers.push({ post, reply, ref: () => worker.ref() });
        for (let i = 0; i < this.chunks.length; i++)
            post(this.message(i));
    }
}
/** Check `files` on up to every core (ParallelCheck with the whole list known up front). */
async function checkFilesInParallel(files, options, entry, onPlan) {
    const { known, ...rest } = options;
    const check = new ParallelCheck(rest, entry, onPlan && ((_, threads) => onPlan(threads)));
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
    for (const r of results) {
        for (const f of r.findings)
            push(findings, f.file, f);
        for (const s of r.suppressed)
            push(suppressed, s.finding.file, s);
        for (const e of r.entries)
            entries.set(e.file, e);
        for (const [file, l] of r.lines)
            lines.set(file, l);
    }
    const out = { findings: [], entries: [], suppressed: [], lines: new Map() };
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

/***/ 1116:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ titleOf),
/* harmony export */   fz: () => (/* binding */ annotate),
/* harmony export */   mC: () => (/* binding */ findingLine),
/* harmony export */   vM: () => (/* binding */ capNotice)
/* harmony export */ });
/* unused harmony export SHOWN_PER_STEP */
/* harmony import */ var _actions_core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8561);
// Findings → workflow-command annotations on the exact range. GitHub shows columns only when a
// range starts and ends on one line, so a multi-line range is given by its lines alone.

function titleOf(f) {
    return f.location ? `${f.code}: ${f.location}` : f.code;
}
function annotate(findings) {
    for (const f of findings) {
        const props = { title: titleOf(f), file: f.file, startLine: f.line, endLine: f.endLine };
        if (f.line === f.endLine) {
            props.startColumn = f.column;
            props.endColumn = Math.max(f.column, f.endColumn);
        }
        if (f.severity === 'error')
            _actions_core_js__WEBPACK_IMPORTED_MODULE_0__.error(f.message, props);
        else
            _actions_core_js__WEBPACK_IMPORTED_MODULE_0__.warning(f.message, props);
    }
}
/** The log line of a finding: `path:line:col: severity[code] location: message`. */
function findingLine(f, paint = (_, text) => text) {
    const place = paint('place', `${f.file}:${f.line}:${f.column}`);
    return `${place}: ${paint(f.severity, f.severity)}[${f.code}] ${f.location ? `${f.location}: ` : ''}${f.message}`;
}
/** GitHub shows at most this many error and this many warning annotations of a step. */
const SHOWN_PER_STEP = 10;
/**
 * One notice when GitHub will not show every annotation inline: how many it shows, where the
 * rest are, and (unless the check run was asked for already) how to see them all inline.
 */
function capNotice(findings, adviseCheckRun) {
    const errors = findings.filter((f) => f.severity === 'error').length;
    const warnings = findings.length - errors;
    if (errors <= SHOWN_PER_STEP && warnings <= SHOWN_PER_STEP)
        return undefined;
    const shown = (n, word) => `${Math.min(n, SHOWN_PER_STEP)} of ${n} ${word}${n === 1 ? '' : 's'}`;
    return `GitHub shows ${shown(errors, 'error')} and ${shown(warnings, 'warning')} inline (at most ${SHOWN_PER_STEP} of each per step); all ${findings.length} findings are in the job summary and in the log above${adviseCheckRun ? '. Set check-run: true (with permissions checks: write) to show every one inline' : ''}`;
}


/***/ }),

/***/ 5836:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ countFindings),
/* harmony export */   MT: () => (/* binding */ verdictLine),
/* harmony export */   bn: () => (/* binding */ countPerFile)
/* harmony export */ });
/* unused harmony export plural */
// The numbers every report states, computed once.
function countFindings(files, findings, suppressed = 0) {
    const invalid = new Set();
    let errors = 0;
    for (const f of findings) {
        if (f.severity !== 'error')
            continue;
        errors++;
        invalid.add(f.file);
    }
    return {
        filesChecked: files.length,
        filesInvalid: files.filter((f) => invalid.has(f)).length,
        errors,
        warnings: findings.length - errors,
        suppressed,
    };
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
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** "3 of 120 component configs are invalid (5 errors, 2 warnings)" or the passing line. */
function verdictLine(c) {
    const tally = `${plural(c.errors, 'error')}, ${plural(c.warnings, 'warning')}${c.suppressed ? `, ${c.suppressed} suppressed` : ''}`;
    if (c.errors > 0) {
        return `${c.filesInvalid} of ${plural(c.filesChecked, 'component config')} ${c.filesInvalid === 1 ? 'is' : 'are'} invalid (${tally})`;
    }
    return `${plural(c.filesChecked, 'component config')} checked, all valid (${tally})`;
}


/***/ }),

/***/ 5402:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ prose),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   OZ: () => (/* binding */ url),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   iU: () => (/* binding */ message),
/* harmony export */   q: () => (/* binding */ linked)
/* harmony export */ });
/* unused harmony export visible */
// Markdown that GitHub renders as written (GitHub Flavored Markdown): prose whose punctuation
// means nothing, code spans that hold any text, and links to a file's line on the commit.
// Shared by the job summary and the pull request's comment, which GitHub renders alike.
/** Control characters as escapes (`\n`, `\u001b`): a key with a line break never breaks a line. */
function visible(text) {
    return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
        const named = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
        return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
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
 * A message: its backtick-quoted parts as code spans, the rest as prose. Values with backticks
 * of their own can pair the quotes wrongly; every character still renders as itself.
 */
function message(text) {
    const parts = text.split('`');
    if (parts.length % 2 === 0)
        return prose(text); // an unpaired backtick: all prose
    return parts.map((p, i) => (i % 2 === 1 ? code(p) : prose(p))).join('');
}
function url(links, file, line) {
    if (!links.serverUrl || !links.repository || !links.sha)
        return undefined;
    // encodeURIComponent leaves ( ) ! ' * as they are; ")" would end a markdown link.
    const encoded = file
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

/***/ 8642:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  CodePointCount: () => (/* binding */ guard_CodePointCount),
  Counted: () => (/* binding */ Counted),
  Entries: () => (/* binding */ Entries),
  EntriesRegExp: () => (/* binding */ EntriesRegExp),
  Every: () => (/* binding */ Every),
  EveryAll: () => (/* binding */ EveryAll),
  GraphemeCount: () => (/* binding */ guard_GraphemeCount),
  HasPropertyKey: () => (/* binding */ HasPropertyKey),
  IsArray: () => (/* binding */ IsArray),
  IsBigInt: () => (/* binding */ IsBigInt),
  IsBoolean: () => (/* binding */ IsBoolean),
  IsClassInstance: () => (/* binding */ IsClassInstance),
  IsConstructor: () => (/* binding */ IsConstructor),
  IsDeepEqual: () => (/* binding */ IsDeepEqual),
  IsEqual: () => (/* binding */ IsEqual),
  IsFunction: () => (/* binding */ IsFunction),
  IsGreaterEqualThan: () => (/* binding */ IsGreaterEqualThan),
  IsGreaterThan: () => (/* binding */ IsGreaterThan),
  IsInteger: () => (/* binding */ IsInteger),
  IsLessEqualThan: () => (/* binding */ IsLessEqualThan),
  IsLessThan: () => (/* binding */ IsLessThan),
  IsMaxLength: () => (/* binding */ guard_IsMaxLength),
  IsMinLength: () => (/* binding */ guard_IsMinLength),
  IsMultipleOf: () => (/* binding */ IsMultipleOf),
  IsNull: () => (/* binding */ IsNull),
  IsNumber: () => (/* binding */ IsNumber),
  IsObject: () => (/* binding */ IsObject),
  IsObjectNotArray: () => (/* binding */ IsObjectNotArray),
  IsString: () => (/* binding */ IsString),
  IsSymbol: () => (/* binding */ IsSymbol),
  IsUndefined: () => (/* binding */ IsUndefined),
  IsUnsafePropertyKey: () => (/* binding */ IsUnsafePropertyKey),
  IsValueLike: () => (/* binding */ IsValueLike),
  Keys: () => (/* binding */ Keys),
  ShiftLeft: () => (/* binding */ ShiftLeft),
  Some: () => (/* binding */ Some),
  SomeAll: () => (/* binding */ SomeAll),
  Symbols: () => (/* binding */ Symbols),
  Values: () => (/* binding */ Values)
});

;// CONCATENATED MODULE: ./node_modules/typebox/build/guard/unicode/unicode_segment.mjs
// --------------------------------------------------------------------------
// IsBetween
// --------------------------------------------------------------------------
function IsBetween(value, min, max) {
    return value >= min && value <= max;
}
// --------------------------------------------------------------------------
// IsZeroWidthJoiner
// --------------------------------------------------------------------------
function IsZeroWidthJoiner(value) {
    return (value === 0x200D);
}
// --------------------------------------------------------------------------
// IsHighSurrogate
// --------------------------------------------------------------------------
function IsHighSurrogate(value) {
    return IsBetween(value, 0xD800, 0xDBFF);
}
// --------------------------------------------------------------------------
// IsRegionalIndicator
// --------------------------------------------------------------------------
function IsRegionalIndicator(value) {
    return IsBetween(value, 0x1F1E6, 0x1F1FF);
}
// --------------------------------------------------------------------------
// IsVariationSelector
// --------------------------------------------------------------------------
function IsVariationSelector(value) {
    return IsBetween(value, 0xFE00, 0xFE0F);
}
// --------------------------------------------------------------------------
// IsCombiningMark
// --------------------------------------------------------------------------
function IsCombiningMark(value) {
    return (IsBetween(value, 0x0300, 0x036F) ||
        IsBetween(value, 0x1AB0, 0x1AFF) ||
        IsBetween(value, 0x1DC0, 0x1DFF) ||
        IsBetween(value, 0xFE20, 0xFE2F));
}
// --------------------------------------------------------------------------
// CodePointLength
// --------------------------------------------------------------------------
function CodePointLength(value) {
    return value > 0xFFFF ? 2 : 1;
}
// --------------------------------------------------------------------------
// ConsumeModifiers (helper)
// --------------------------------------------------------------------------
function ConsumeModifiers(value, index) {
    while (index < value.length) {
        const point = value.codePointAt(index);
        if (IsCombiningMark(point) || IsVariationSelector(point)) {
            index += CodePointLength(point);
        }
        else {
            break;
        }
    }
    return index;
}
// --------------------------------------------------------------------------
// NextGraphemeClusterIndex
// --------------------------------------------------------------------------
function NextGraphemeClusterIndex(value, clusterStart) {
    const startCP = value.codePointAt(clusterStart);
    let clusterEnd = clusterStart + CodePointLength(startCP);
    // Consume combining marks & variation selectors
    clusterEnd = ConsumeModifiers(value, clusterEnd);
    // Handle multi-ZWJ sequences
    while (clusterEnd < value.length - 1 && IsZeroWidthJoiner(value.codePointAt(clusterEnd))) {
        const nextCP = value.codePointAt(clusterEnd + 1);
        clusterEnd += 1 + CodePointLength(nextCP);
        clusterEnd = ConsumeModifiers(value, clusterEnd);
    }
    // Handle regional indicator pairs (flags)
    if (IsRegionalIndicator(startCP) &&
        clusterEnd < value.length &&
        IsRegionalIndicator(value.codePointAt(clusterEnd))) {
        clusterEnd += CodePointLength(value.codePointAt(clusterEnd));
    }
    return clusterEnd;
}
// --------------------------------------------------------------------------
// IsGraphemeCodePoint
// --------------------------------------------------------------------------
function IsGraphemeCodePoint(value) {
    return ((value >= 0x0300) && ( // above special range
    IsHighSurrogate(value) ||
        IsCombiningMark(value) ||
        IsVariationSelector(value) ||
        IsZeroWidthJoiner(value)));
}
// --------------------------------------------------------------------------
// IsMinLengthSegmented
// --------------------------------------------------------------------------
/** Checks if a string has at least a minimum number of grapheme clusters */
function IsMinLengthSegmented(value, minLength) {
    // if (minLength === 0) return true // 0-length (unreachable)
    let count = 0, index = 0;
    while (index < value.length) {
        index = NextGraphemeClusterIndex(value, index);
        if ((++count) >= minLength)
            return true;
    }
    return false;
}
// --------------------------------------------------------------------------
// IsMaxLengthSegmented
// --------------------------------------------------------------------------
/** Checks if a string has at most a maximum number of grapheme clusters */
function IsMaxLengthSegmented(value, maxLength) {
    let count = 0, index = 0;
    while (index < value.length) {
        index = NextGraphemeClusterIndex(value, index);
        if ((++count) > maxLength)
            return false;
    }
    return true;
}
// --------------------------------------------------------------------------
// GraphemeCount
// --------------------------------------------------------------------------
/** Returns the number of grapheme clusters in a string */
function GraphemeCount(value) {
    let count = 0, index = 0;
    while (index < value.length) {
        index = NextGraphemeClusterIndex(value, index);
        count++;
    }
    return count;
}
// --------------------------------------------------------------------------
// IsMinLength
// --------------------------------------------------------------------------
/** Fast check for minimum grapheme length, falls back to full check if needed */
function IsMinLength(value, minLength) {
    if (minLength === 0)
        return true; // 0-length
    if (value.length < minLength)
        return false; // length is upper bound on grapheme count
    let index = 0;
    while (true) {
        if (IsGraphemeCodePoint(value.charCodeAt(index))) {
            return IsMinLengthSegmented(value, minLength);
        }
        if ((++index) >= minLength)
            return true;
    }
}
// --------------------------------------------------------------------------
// IsMaxLength
// --------------------------------------------------------------------------
/** Fast check for maximum grapheme length, falls back to full check if needed */
function IsMaxLength(value, maxLength) {
    if (value.length <= maxLength)
        return true; // length is upper bound on grapheme count
    let index = 0;
    while (true) {
        if (IsGraphemeCodePoint(value.charCodeAt(index))) {
            return IsMaxLengthSegmented(value, maxLength);
        }
        if ((++index) > maxLength)
            return false;
    }
}

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
function unicode_IsMaxLength(value, maxLength) {
    return value.length <= maxLength || (value.length <= (maxLength << 1) && CodePointCount(value) <= maxLength);
}
// ------------------------------------------------------------------
// IsMinLength
// ------------------------------------------------------------------
/** Returns true if the string length in Unicode code points is greater than or equal to minLength */
function unicode_IsMinLength(value, minLength) {
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
function guard_GraphemeCount(value) {
    return GraphemeCount(value);
}
/** Returns the total number of Unicode code points in the string. */
function guard_CodePointCount(value) {
    return CodePointCount(value);
}
/** Returns true if the string length in Unicode code points does not exceed maxLength */
function guard_IsMaxLength(value, maxLength) {
    return unicode_IsMaxLength(value, maxLength);
}
/** Returns true if the string length in Unicode code points is at least minLength */
function guard_IsMinLength(value, minLength) {
    return unicode_IsMinLength(value, minLength);
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
/******/ var __webpack_exports__ = __nccwpck_require__(5691);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
