export const id = 304;
export const ids = [304];
export const modules = {

/***/ 7304:
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

;// CONCATENATED MODULE: ./lib/config/read/pyyaml/marks.js
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
        throw new GrammarError(context, contextMark, problem, at, 'scanner');
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
            while (!isBreakOrEnd(this.ch()))
                this.forward();
        if (!isBreakOrEnd(this.ch()))
            this.fail(context, start, `expected a comment or a line break, but found ${pyRepr(this.ch())}`);
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
        while (isWordChar(this.ch(n)))
            n++;
        const problem = (c) => `expected alphabetic or numeric character, but found ${pyRepr(c)}`;
        if (n === 0)
            this.fail('while scanning a directive', start, problem(this.ch()));
        const name = this.slice(n);
        this.forward(n);
        if (!spaceOrBreak(this.ch()))
            this.fail('while scanning a directive', start, problem(this.ch()));
        return name;
    }
    yamlVersion(start) {
        while (this.ch() === ' ')
            this.forward();
        const major = this.versionNumber(start);
        if (this.ch() !== '.')
            this.fail('while scanning a directive', start, `expected a digit or '.', but found ${pyRepr(this.ch())}`);
        this.forward();
        const minor = this.versionNumber(start);
        if (!spaceOrBreak(this.ch()))
            this.fail('while scanning a directive', start, `expected a digit or ' ', but found ${pyRepr(this.ch())}`);
        return [major, minor];
    }
    versionNumber(start) {
        if (!/^[0-9]$/.test(this.ch()))
            this.fail('while scanning a directive', start, `expected a digit, but found ${pyRepr(this.ch())}`);
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
        while (isWordChar(this.ch(n)))
            n++;
        const problem = (c) => `expected alphabetic or numeric character, but found ${pyRepr(c)}`;
        if (n === 0)
            this.fail(context, start, problem(this.ch()));
        const name = this.slice(n);
        this.forward(n);
        const after = this.ch();
        if (!(isBlankOrEnd(after) || '?:,]}%@`'.includes(after)))
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
                this.fail('while parsing a tag', start, `expected '>', but found ${pyRepr(this.ch())}`);
            this.forward();
        }
        else if (isBlankOrEnd(next)) {
            suffix = '!';
            this.forward();
        }
        else {
            // `!name!suffix` when a second `!` comes before the next blank, else `!suffix`.
            let n = 1;
            let named = false;
            for (let c = next; !spaceOrBreak(c); c = this.ch(++n)) {
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
        if (!spaceOrBreak(this.ch()))
            this.fail('while scanning a tag', start, `expected ' ', but found ${pyRepr(this.ch())}`);
        return { kind: '<tag>', start, end: this.mark(), handle, suffix };
    }
    tagHandle(what, start) {
        const context = `while scanning a ${what}`;
        if (this.ch() !== '!')
            this.fail(context, start, `expected '!', but found ${pyRepr(this.ch())}`);
        let n = 1;
        if (this.ch(n) !== ' ') {
            while (isWordChar(this.ch(n)))
                n++;
            if (this.ch(n) !== '!') {
                const found = this.ch(n);
                this.forward(n);
                this.fail(context, start, `expected '!', but found ${pyRepr(found)}`);
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
            this.fail(`while parsing a ${what}`, start, `expected URI, but found ${pyRepr(this.ch(n))}`);
        return out;
    }
    uriEscapes(what, start) {
        const bytes = [];
        const at = this.mark();
        while (this.ch() === '%') {
            this.forward();
            for (let k = 0; k < 2; k++)
                if (!isHex(this.ch(k)))
                    this.fail(`while scanning a ${what}`, start, `expected URI escape sequence of 2 hexadecimal numbers, but found ${pyRepr(this.ch(k))}`);
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
        if (!spaceOrBreak(this.ch()))
            this.fail(context, start, `expected chomping or indentation indicators, but found ${pyRepr(this.ch())}`);
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
            while (!isBreakOrEnd(this.ch(n)))
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
        while (this.ch() === ' ' || isBreak(this.ch())) {
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
        while (isBreak(this.ch())) {
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
            while (!(`'"\\ \t` + BREAK_OR_END).includes(this.ch(n)) && this.ch(n) !== '')
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
                if (!isHex(this.ch(k)))
                    this.fail(context, start, `expected escape sequence of ${length} hexadecimal numbers, but found ${pyRepr(this.ch(k))}`);
            const code = parseInt(this.slice(length), 16);
            this.forward(length);
            // Python's chr() refuses a code point past U+10FFFF; PyYAML lets that error through.
            if (code > 0x10ffff)
                this.fail(context, start, `the escape \\${c}${code.toString(16)} is past U+10FFFF`);
            return String.fromCodePoint(code);
        }
        if (isBreak(c)) {
            // An escaped line break joins the lines with nothing between them.
            this.lineBreak();
            return this.quotedBreaks(start).join('');
        }
        return this.fail(context, start, `found unknown escape character ${pyRepr(c)}`);
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
        if (!isBreak(c))
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
            if ((head === '---' || head === '...') && isBlankOrEnd(this.ch(3)))
                this.fail('while scanning a quoted scalar', start, 'found unexpected document separator');
            while (this.ch() === ' ' || this.ch() === '\t')
                this.forward();
            if (!isBreak(this.ch()))
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
                if (isBlankOrEnd(c))
                    break;
                if (c === ':') {
                    const after = this.ch(n + 1);
                    if (isBlankOrEnd(after) || (this.flowLevel > 0 && ',[]{}'.includes(after)))
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
        if (!isBreak(this.ch()))
            return n > 0 ? spaces : undefined;
        const first = this.lineBreak();
        this.allowSimpleKey = true;
        const marker = () => {
            const head = this.slice(3);
            return (head === '---' || head === '...') && isBlankOrEnd(this.ch(3));
        };
        if (marker())
            return undefined;
        const breaks = [];
        while (this.ch() === ' ' || isBreak(this.ch())) {
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
        const indicator = isBlankOrEnd(this.ch(1));
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
        this.fail('while scanning for the next token', undefined, `found character ${pyRepr(c)} that cannot start any token`);
    }
    /** A token that can start a simple key and leaves no room for another on its line. */
    nodeProperty(scan) {
        this.notePossibleKey();
        this.allowSimpleKey = false;
        this.queue.push(scan());
    }
    documentMarker(marker) {
        return this.column === 0 && this.slice(3) === marker && isBlankOrEnd(this.ch(3));
    }
    plainCanStart() {
        const c = this.ch();
        const next = this.ch(1);
        if (!isBlankOrEnd(c) && !'-?:,[]{}#&*!|>\'"%@`'.includes(c))
            return true;
        return !isBlankOrEnd(next) && (c === '-' || (this.flowLevel === 0 && (c === '?' || c === ':')));
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
                while (!isBreakOrEnd(this.ch()))
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
                this.fail('while scanning a directive', start, `expected ' ', but found ${pyRepr(this.ch())}`);
            while (this.ch() === ' ')
                this.forward();
            token.prefix = this.tagUri('directive', start);
            if (!spaceOrBreak(this.ch()))
                this.fail('while scanning a directive', start, `expected ' ', but found ${pyRepr(this.ch())}`);
        }
        token.end = this.mark();
        if (name !== 'YAML' && name !== 'TAG')
            while (!isBreakOrEnd(this.ch()))
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
        throw new GrammarError(context, contextMark, problem, at, 'parser');
    }
    at(...kinds) {
        return this.tokens.at(...kinds);
    }
    event(kind, token, extra = {}) {
        return { kind, start: token.start, end: token.end, ...extra };
    }
    emptyScalar(mark) {
        return { kind: 'Scalar', start: mark, end: mark, value: '', style: 'plain', plainImplicit: true };
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
            this.fail(undefined, undefined, `expected '<document start>', but found ${pyRepr(found.kind)}`, found.start);
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
                    this.fail(undefined, undefined, `duplicate tag handle ${pyRepr(handle)}`, token.start);
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
                    this.fail('while parsing a node', start, `found undefined tag handle ${pyRepr(handle)}`, tagToken.start);
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
        if (indentlessSequence && next.kind === '-') {
            this.state = () => this.indentlessSequenceEntry();
            return { kind: 'SequenceStart', start, end: next.end, ...props, flow: false };
        }
        switch (next.kind) {
            case '<scalar>': {
                this.tokens.next();
                this.state = this.states.pop();
                return {
                    kind: 'Scalar',
                    start,
                    end: next.end,
                    ...props,
                    value: next.value,
                    style: next.style,
                    plainImplicit: (next.style === 'plain' && tag === undefined) || tag === '!',
                };
            }
            case '[':
                this.state = () => this.flowSequenceEntry(true);
                return { kind: 'SequenceStart', start, end: next.end, ...props, flow: true };
            case '{':
                this.state = () => this.flowMappingKey(true);
                return { kind: 'MappingStart', start, end: next.end, ...props, flow: true };
        }
        if (block && next.kind === '<block sequence start>') {
            this.state = () => this.blockSequenceEntry(true);
            return { kind: 'SequenceStart', start, end: next.start, ...props, flow: false };
        }
        if (block && next.kind === '<block mapping start>') {
            this.state = () => this.blockMappingKey(true);
            return { kind: 'MappingStart', start, end: next.start, ...props, flow: false };
        }
        if (anchor !== undefined || tag !== undefined) {
            // Properties with no content: an empty scalar.
            this.state = this.states.pop();
            return {
                kind: 'Scalar',
                start,
                end: end,
                ...props,
                value: '',
                style: 'plain',
                plainImplicit: tag === undefined || tag === '!',
            };
        }
        return this.fail(`while parsing a ${block ? 'block' : 'flow'} node`, start, `expected the node content, but found ${pyRepr(next.kind)}`, next.start);
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
            this.fail(context, this.marks.at(-1), `expected <block end>, but found ${pyRepr(token.kind)}`, token.start);
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
                this.fail(`while parsing a flow ${what}`, this.marks.at(-1), `expected ',' or '${closer}', but got ${pyRepr(token.kind)}`, token.start);
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
            return { kind: 'MappingStart', start: token.start, end: token.end, flow: true };
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
// nodes become as data is the walker's business (full-read.ts), which expands aliases under
// the value budget; here only the text's structure is decided.


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
        if (e instanceof GrammarError)
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
            throw new GrammarError('expected a single document in the stream', root?.start, 'but found another document', after.start, 'composer');
        return root;
    }
    document() {
        this.events.next(); // the document's start
        this.anchors = new Map();
        const root = this.node(0);
        this.events.next(); // the document's end
        return root;
    }
    /** The node an alias names, or the error PyYAML gives for an alias to no anchor. */
    alias(event) {
        const target = this.anchors.get(event.anchor);
        if (!target)
            throw new GrammarError(undefined, undefined, `found undefined alias ${pyRepr(event.anchor)}`, event.start, 'composer');
        return target;
    }
    anchor(event, node) {
        const name = event.anchor;
        if (name === undefined)
            return;
        const earlier = this.anchors.get(name);
        if (earlier)
            throw new GrammarError(`found duplicate anchor ${pyRepr(name)}; first occurrence`, earlier.start, 'second occurrence', event.start, 'composer');
        this.anchors.set(name, node);
    }
    node(depth) {
        const event = this.events.next();
        if (event.kind === 'Alias')
            return this.alias(event);
        const base = { tag: event.tag, anchor: event.anchor, start: event.start, end: event.end };
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
            while (this.events.peek().kind !== 'SequenceEnd')
                seq.items.push(this.node(depth + 1));
            seq.end = this.events.next().end;
            return seq;
        }
        const map = { kind: 'map', ...base, pairs: [], flow: event.flow };
        this.anchor(event, map);
        while (this.events.peek().kind !== 'MappingEnd') {
            const key = this.node(depth + 1);
            map.pairs.push([key, this.node(depth + 1)]);
        }
        map.end = this.events.next().end;
        return map;
    }
    /** A collection too deep to compose: read to its end without recursion, anchors still checked. */
    skim(start, depth) {
        this.tooDeep ??= start.start;
        const stand = {
            kind: 'scalar',
            tag: undefined,
            anchor: undefined,
            start: start.start,
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
                this.anchor(event, { ...stand, start: event.start, end: event.end });
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
// The builder's YAML grammar (PyYAML's SafeLoader up to construction), as one entry.



;// CONCATENATED MODULE: ./lib/config/read/full-read.js
// The full read: a document of any YAML, with the place of every value. The builder's grammar
// (pyyaml/, PyYAML's SafeLoader up to construction) decides whether the builder can read the
// text and what it holds; the `yaml` package, parsing with the failsafe schema (every scalar a
// string), gives the document whose ranges findings point at, paired node by node with the
// builder's. Scalars are resolved in scalars.ts with the YAML 1.1 rules of PyYAML's safe loader.
// Nothing is ever constructed from a tag; aliases are expanded under a budget; duplicate keys,
// tags and merges are checked here. A chunk of its own (see source.ts): only files outside the
// fast reader's subset, and files with findings, need it.












// Past this, the parser's recursion runs out of stack (about 1,000 levels) or, far past it, out
// of memory (`[` × 200,000 aborts the process): refuse before parsing.
const MAX_FLOW_NESTING_BEFORE_PARSE = 256;
// The builder's grammar composes with recursion: a collection nested past MAX_DEPTH levels stops
// it (too-deep) before the stack could run out. The walk's own limit still holds aliases.
const MAX_COMPOSE_DEPTH = MAX_DEPTH - 1;
const fullRead = { readFull, Parser: dist/* Parser */.iX };
/**
 * The full read. The builder's grammar (pyyaml/) decides whether the builder can read the text
 * and what it reads; the `yaml` package gives the document whose ranges findings point at. The
 * two are paired node by node: where they read a different structure, that is an error at the
 * place, never a pass; a scalar's text is the builder's.
 */
function readFull(written) {
    // A lone CR ends a line for YAML 1.1 (and PyYAML), but not for the `yaml` package: it reads
    // the text with LF there (the same length keeps every offset), the builder's grammar reads the
    // text as written, so that its messages show what is there.
    const text = written.includes('\r') ? written.replace(/\r(?!\n)/g, '\n') : written;
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
            return { problems: [tooDeep((0,coordinates/* offsetSpan */.Q_)(text, builder.tooDeep.offset, 1))] };
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
    // The builder read it; the `yaml` package's parser must not see flow nesting deep enough to
    // exhaust its stack.
    if (mayNestPast(text, MAX_FLOW_NESTING_BEFORE_PARSE)) {
        const deep = nesting(text, MAX_FLOW_NESTING_BEFORE_PARSE);
        if (deep.flowOverLimit)
            return { problems: [tooDeep((0,coordinates/* offsetSpan */.Q_)(text, Math.max(0, deep.tooDeepAt), 1))] };
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
    // The builder read one document: what the `yaml` package makes of a `...` after it is empty.
    const first = doc.errors.find((e) => e.code !== 'MULTIPLE_DOCS');
    if (first) {
        if (/Maximum call stack size exceeded/.test(first.message))
            return { problems: [tooDeep((0,coordinates/* offsetSpan */.Q_)(text, Math.max(0, nesting(text, Infinity).tooDeepAt), 1))] };
        // A line break of YAML 1.1 only is the likeliest reason the two readers differ: named where it is.
        const hidden = yaml11Break(text);
        const said = hidden ?? {
            message: unreadableHere(text, first),
            span: cutAtLine(text, first.pos[0], first.pos[1]),
        };
        return { problems: [(0,problems/* problem */.CC)('yaml-syntax', said.message, said.span)] };
    }
    const walker = new Walker(doc, lc, text);
    const differs = walker.pair(doc.contents, root);
    if (differs) {
        const hidden = yaml11Break(text);
        const said = hidden ?? { message: differs.message, span: (0,coordinates/* offsetSpan */.Q_)(text, differs.at, 1) };
        return { problems: [(0,problems/* problem */.CC)('yaml-syntax', said.message, said.span)] };
    }
    const data = walker.walk(doc.contents, [], '', undefined, 0);
    if (walker.problems.length > 0)
        return { problems: walker.problems };
    return {
        source: { text, lineCounter: lc, data, places: walker.places, nonStringKeys: walker.nonStringKeys },
        problems: [],
    };
}
function tooDeep(span) {
    return (0,problems/* problem */.CC)('too-deep', `the document nests deeper than ${MAX_DEPTH} levels`, span);
}
/** The span of an error from `start` to `end`, cut at the end of its first line. */
function cutAtLine(text, start, end) {
    const lineEnd = text.indexOf('\n', start);
    const stop = Math.max(start, Math.min(end, lineEnd < 0 ? text.length : lineEnd));
    return (0,coordinates/* offsetSpan */.Q_)(text, start, stop - start);
}
const BREAK_NAMES = {
    '\u0085': 'U+0085 (NEXT LINE)',
    '\u2028': 'U+2028 (LINE SEPARATOR)',
    '\u2029': 'U+2029 (PARAGRAPH SEPARATOR)',
};
/**
 * The first line break of YAML 1.1 that YAML 1.2 (the `yaml` package) reads as text, as the
 * reason the two readers differ on a text; undefined when there is none.
 */
function yaml11Break(text) {
    const m = /[\u0085\u2028\u2029]/.exec(text);
    if (!m)
        return undefined;
    const escape = `\\u${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return {
        message: `invalid YAML for this checker: the file contains ${BREAK_NAMES[m[0]]}, which ${BUILDER} reads as a line break and this checker's YAML reader (YAML 1.2) as text, so the two read the file otherwise; remove it, or write it as the escape ${escape} in a double-quoted string`,
        span: (0,coordinates/* offsetSpan */.Q_)(text, m.index, 1),
        at: m.index,
        name: BREAK_NAMES[m[0]],
    };
}
/** Why a text the builder reads is not read by the `yaml` package (YAML 1.2), in words. */
function unreadableHere(text, e) {
    const start = e.pos[0];
    let said = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    // `[-]`, `{k: -}`: PyYAML reads the text "-"; YAML 1.2 starts a block list, which it refuses.
    if (e.code === 'BLOCK_IN_FLOW' && text[start] === '-' && /^-[ \t]*[,\]}]/.test(text.slice(start)))
        said =
            'a `-` alone in a flow collection (`[...]`, `{...}`) is the text `-` to the builder and the start of a list to YAML 1.2';
    if (e.code === 'TAB_AS_INDENT' || text[start] === '\t')
        said += ' (YAML indentation must use spaces, not tabs)';
    return `invalid YAML for this checker: ${BUILDER} reads this text, but this checker's YAML reader (YAML 1.2) does not (${said}), so the file cannot be checked; write it so both read it (quote values that hold YAML indicators)`;
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
    /** Each `yaml` node → the builder's node it was paired with (pair()). */
    builderNodes = new Map();
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
    /**
     * Pairs the `yaml` package's document with the builder's, node by node (aliases followed):
     * the same kinds, the same numbers of entries, the same tags, scalars plain on both sides or
     * on neither. The first place where they differ is returned, described; the builder's scalar
     * texts are kept for the walk, which reads them instead of the package's (the package reads
     * some texts otherwise, as a final line break at the end of the file or a NEL as text).
     */
    pair(mine, theirs) {
        const differ = (what) => ({
            at: theirs.start.offset,
            message: `invalid YAML for this checker: ${BUILDER} reads ${what}, and this checker's YAML reader (YAML 1.2) reads it otherwise, so the file cannot be checked as the builder reads it; write it so both read it alike (quote values that hold YAML indicators, indent with spaces)`,
        });
        let node = mine;
        if (node && (0,dist/* isAlias */.Vj)(node))
            node = this.targets.get(node) ?? null;
        if (node === null) {
            return theirs.kind === 'scalar' && theirs.value === '' && theirs.style === 'plain' && theirs.tag === undefined
                ? undefined
                : differ(`${describePy(theirs)} here`);
        }
        const earlier = this.builderNodes.get(node);
        if (earlier)
            return earlier === theirs ? undefined : differ(`another value for this alias`);
        this.builderNodes.set(node, theirs);
        if ((node.tag ?? undefined) !== theirs.tag)
            return differ(`${describePy(theirs)} here (with another tag)`);
        if ((0,dist/* isScalar */.jn)(node)) {
            if (theirs.kind !== 'scalar')
                return differ(`${describePy(theirs)} here`);
            const plain = node.type === 'PLAIN' || node.type === undefined;
            if (plain !== (theirs.style === 'plain'))
                return differ(`${describePy(theirs)} here`);
            return undefined;
        }
        if ((0,dist/* isSeq */.oP)(node)) {
            if (theirs.kind !== 'seq' || theirs.items.length !== node.items.length)
                return differ(`${describePy(theirs)} here`);
            for (let i = 0; i < theirs.items.length; i++) {
                const d = this.pair(node.items[i], theirs.items[i]);
                if (d)
                    return d;
            }
            return undefined;
        }
        if ((0,dist/* isMap */.jh)(node)) {
            const pairs = node.items;
            if (theirs.kind !== 'map' || theirs.pairs.length !== pairs.length)
                return differ(`${describePy(theirs)} here`);
            for (let i = 0; i < pairs.length; i++) {
                const [key, value] = theirs.pairs[i];
                const d = this.pair(pairs[i].key, key) ?? this.pair(pairs[i].value, value);
                if (d)
                    return d;
            }
            return undefined;
        }
        return differ(`${describePy(theirs)} here`);
    }
    /** A scalar's text as the builder reads it. */
    scalarText(node) {
        const theirs = this.builderNodes.get(node);
        if (theirs?.kind === 'scalar')
            return theirs.value;
        return String(node.value ?? '');
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
            const raw = this.scalarText(s);
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
            got = { kind: 'scalar', ...base, style, value: this.scalarText(node) };
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
            const keyText = keyScalar === null ? '' : this.scalarText(keyScalar);
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
/** How the builder's node reads, for a message. */
function describePy(node) {
    if (node.kind === 'map')
        return `a mapping of ${node.pairs.length} entr${node.pairs.length === 1 ? 'y' : 'ies'}`;
    if (node.kind === 'seq')
        return `a list of ${node.items.length} item${node.items.length === 1 ? '' : 's'}`;
    if (node.value === '' && node.style === 'plain')
        return 'an empty value';
    const shown = node.value.length > 40 ? `${node.value.slice(0, 40)}...` : node.value;
    return `${node.style === 'plain' ? 'the plain value' : 'the quoted value'} ${JSON.stringify(shown)}`;
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
