export const id = 415;
export const ids = [415];
export const modules = {

/***/ 3415:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readPolicy: () => (/* binding */ readPolicy)
});

// UNUSED EXPORTS: readPolicyText

// EXTERNAL MODULE: ./lib/config/basics.js
var basics = __webpack_require__(3799);
// EXTERNAL MODULE: ./lib/config/read/decode.js
var decode = __webpack_require__(9597);
// EXTERNAL MODULE: ./lib/config/describe.js
var describe = __webpack_require__(5641);
// EXTERNAL MODULE: ./lib/config/findings.js
var findings = __webpack_require__(5034);
// EXTERNAL MODULE: ./lib/config/read/locate.js
var locate = __webpack_require__(1141);
// EXTERNAL MODULE: ./lib/config/paths.js
var paths = __webpack_require__(6446);
// EXTERNAL MODULE: ./lib/config/read/source.js + 1 modules
var source = __webpack_require__(4544);
// EXTERNAL MODULE: ./lib/config/policy/policy.js
var policy = __webpack_require__(3079);
;// CONCATENATED MODULE: ./lib/config/policy/grammar.js
// The policy file's grammar, once, as plain data: its keys, what each takes, the choices and what
// they mean, the rule a pattern keeps and the levels a locked code may have. The reader (reader.ts)
// dispatches on it and words its messages from it; schema.ts builds the editors' JSON Schema from
// it. Pure and free of TypeBox, so that a run loads no schema builder to read a policy.


/** How each level may be written: YAML 1.1 reads `off` (and `no`) unquoted as false, and users mean off. */
const LEVEL_SPELLINGS = {
    error: ['error'],
    warning: ['warning'],
    off: ['off', false],
};
/** The levels the policy may give a code: a locked code only its own severity and above. */
function levelsOf(code) {
    const info = findings/* CODES */.Lp[code];
    return policy/* LEVELS */.A_.filter((l) => !info.locked || !(0,policy/* lowers */.Rr)(l, info.severity));
}
/**
 * What a pattern may not be, each rule a regular expression matched at the pattern's start and
 * the reader's words for it, first rule first. The pattern is read as the search reads the
 * `files` input: trimmed (`\s` is the set `trim` removes), one leading `!` excluding, `\` a
 * separator. The schema's pattern is the same rules as lookaheads, so the two cannot disagree.
 */
const PATTERN_RULES = [
    {
        refuses: String.raw `\s*#`,
        rule: 'not starting with "#" (write "[#]" to match a name that does)',
        problem: 'starts with "#", which the search reads as a comment; match such a name with "[#]" instead',
    },
    {
        refuses: String.raw `\s*!?\s*$`,
        rule: 'not empty',
        problem: 'is empty; write a glob relative to the repository root, such as "**/component_config.yaml"',
    },
    {
        refuses: String.raw `\s*!?(?:[\\/]|[A-Za-z]:[\\/])`,
        rule: 'not absolute',
        problem: 'is absolute; write it relative to the repository root (the workspace), such as "components/**"',
    },
    {
        // A `..` segment: at the start (after the `!`) or after a separator, up to a separator or the end.
        refuses: String.raw `(?:\s*!?|[\s\S]*[\\/])\.\.(?:[\\/]|\s*$)`,
        rule: 'without ".."',
        problem: 'uses ".." and could reach outside the workspace; write it relative to the repository root, without ".."',
    },
];
/** The pattern rules as one regular expression a pattern must match (JSON Schema's `pattern`, ECMA-262 with `u`). */
const POLICY_PATTERN = (/* unused pure expression or super */ null && (`^${PATTERN_RULES.map((r) => `(?!${r.refuses})`).join('')}`));
/** The rules in words, for editors: the schema's description and message of a pattern. */
const PATTERN_RULE_WORDS = (/* unused pure expression or super */ null && (`a glob relative to the repository root ("!" first excludes), ${PATTERN_RULES.map((r) => r.rule)
    .join(', ')
    .replace(/, (?=[^,]*$)/, ' and ')}`));
const PATTERN_CHECKS = PATTERN_RULES.map((r) => ({ test: new RegExp(`^(?:${r.refuses})`, 'u'), problem: r.problem }));
/** Why a pattern cannot stand, or undefined. */
function patternProblem(pattern) {
    return PATTERN_CHECKS.find((c) => c.test.test(pattern))?.problem;
}
const EXAMPLE_PATTERNS = ['**/component_config.yaml', '!experiments/**'];
const EXAMPLE_LEVELS = '{non-debian-base-image: error}';
const EXAMPLE_CODES = '[unusual-platform, non-debian-base-image]';
const FAIL_LEVEL_MEANINGS = {
    error: 'errors fail the run, the default',
    warning: 'warnings fail it too',
    never: 'the run reports and passes',
};
const OVERRIDE = {
    name: 'an override',
    purpose: 'an override names the files it is for and the severities that hold there',
    keys: {
        files: {
            form: { kind: 'patterns' },
            description: 'The files (relative to the repository root) this override is for.',
            required: true,
        },
        severity: {
            form: { kind: 'levels' },
            description: 'The severities that hold for those files, over `severity` and earlier overrides.',
            required: true,
        },
    },
};
const FAIL_LEVEL = { kind: 'choice', choices: FAIL_LEVEL_MEANINGS };
const SUPPRESSIONS = {
    kind: 'choice-or-codes',
    choices: {
        allowed: 'a comment may silence any finding it names, the default',
        none: 'a comment silences nothing: the finding stands and the comment gets suppression-not-allowed',
    },
};
const POLICY = {
    name: 'the policy file',
    keys: {
        files: {
            form: { kind: 'patterns' },
            description: 'Glob patterns of the configs to check, relative to the repository root; `!` excludes. The action\'s `files` input, when given, wins. Default: ["**/component_config.yaml"].',
        },
        severity: {
            form: { kind: 'levels' },
            description: `Per finding code: ${orList(policy/* LEVELS */.A_)} (\`off\` unquoted reads as false in YAML 1.1: both mean off). Default: each code's own severity.`,
        },
        overrides: {
            form: { kind: 'list', of: OVERRIDE },
            description: 'Severities for some files: each entry whose files match a config applies, later entries winning.',
        },
        'fail-level': {
            form: FAIL_LEVEL,
            description: `What fails the run: ${takes(FAIL_LEVEL)}. The fail-level input or --fail-level wins.`,
        },
        'check-paths': {
            form: { kind: 'boolean' },
            description: 'Also check component_api.py beside each config and every package_data source. The check-paths input or --check-paths wins. Default: false.',
        },
        'fail-on-deprecated': {
            form: { kind: 'boolean' },
            description: 'Deprecated fields are errors. The fail-on-deprecated input or --fail-on-deprecated wins. Default: false.',
        },
        suppressions: {
            form: SUPPRESSIONS,
            description: `What the configs' own suppression comments (\`# component-config-check: ignore[code] reason\`) may silence: ${takes(SUPPRESSIONS)}. A comment the policy does not allow silences nothing and gets a suppression-not-allowed finding.`,
        },
    },
};
const POLICY_DESCRIPTION = "The repository's policy for component-config-check: which findings block, per code and per directory, for the action, the command line and the pre-commit hooks alike.";
/** What a form takes, for a message (`... it takes <this>`). */
function takes(form) {
    switch (form.kind) {
        case 'patterns':
            return `a non-empty list of glob patterns relative to the repository root, such as [${EXAMPLE_PATTERNS.map((p) => JSON.stringify(p)).join(', ')}]`;
        case 'levels':
            return `a mapping of finding codes to ${orList(policy/* LEVELS */.A_)}, such as ${EXAMPLE_LEVELS}`;
        case 'choice':
            return orList(Object.entries(form.choices).map(([choice, meaning]) => `${choice} (${meaning})`));
        case 'boolean':
            return 'true or false';
        case 'list':
            return `a list of ${shape(form.of)}`;
        case 'choice-or-codes':
            return `${Object.entries(form.choices)
                .map(([choice, meaning]) => `${choice} (${meaning})`)
                .join(', ')}, or a list of the finding codes a comment may silence (the others stand), such as ${EXAMPLE_CODES}`;
    }
}
/** A mapping's keys in short, such as `{files: [patterns], severity: {code: level}}`. */
function shape(mapping) {
    const short = (form) => form.kind === 'patterns' ? '[patterns]' : form.kind === 'levels' ? '{code: level}' : takes(form);
    return `{${Object.entries(mapping.keys)
        .map(([key, { form }]) => `${key}: ${short(form)}`)
        .join(', ')}}`;
}
/** "a, b or c". */
function orList(items) {
    return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

;// CONCATENATED MODULE: ./lib/config/policy/reader.js
// The policy file's reader (.component-config-check.yaml): read like a config (the same YAML 1.1
// read, so `off` unquoted is the boolean false and means off too) into a plain policy, or into
// findings located in the policy file itself. A policy with a finding is not applied at all: half
// a policy could pass what the whole one would fail. Pure; what the file may say is grammar.ts's,
// what a policy does to findings policy.ts's. A run loads this module and the grammar only when
// it reads a policy file (workspace/policy-file.ts imports it on use): every thread compiles the
// checker, which needs policy.ts alone.









const POLICY_KEYS = Object.keys(POLICY.keys);
/** `size`: the whole file's, when `bytes` holds only its beginning. The policy file is always given the full read. */
function readPolicy(file, bytes, options) {
    const decoded = (0,decode/* decode */.D4)(bytes, options.size);
    if ('problem' in decoded) {
        const p = decoded.problem;
        return { findings: [(0,findings/* finding */.gk)(p.code, file, p, p.location, p.message)] };
    }
    return readPolicyText(file, decoded.text, options.fullRead);
}
function readPolicyText(file, text, fullRead) {
    const read = (0,source/* readSource */.o$)(text, () => fullRead);
    if (!read.source) {
        // A policy file of comments only says nothing: the defaults hold.
        if (read.problems.every((p) => p.code === 'empty-file'))
            return { policy: { file, severity: {}, overrides: [] }, findings: [] };
        return { findings: read.problems.map((p) => (0,findings/* finding */.gk)(p.code, file, p, p.location, p.message)).sort(findings/* byPlace */.hz) };
    }
    return new Reader(file, read.source).read();
}
/** Reads the policy by its grammar (grammar.ts), each problem a finding on the offending key or value. */
class Reader {
    file;
    source;
    findings = [];
    constructor(file, source) {
        this.file = file;
        this.source = source;
    }
    read() {
        const data = this.source.data;
        if (!isMapping(data)) {
            this.add('policy-invalid-value', [], 'value', `${POLICY.name} must be a mapping of keys (${POLICY_KEYS.join(', ')}), but it holds ${(0,describe/* describe */.q0)(data)}`);
            return { findings: this.findings };
        }
        const read = this.mapping(POLICY, data, []);
        this.findings.sort(findings/* byPlace */.hz);
        if (this.findings.length > 0)
            return { findings: this.findings };
        // Each key's value under its name in camel case: Policy's fields (the docs' complete example sets each, policy.test.ts).
        return { policy: { file: this.file, severity: {}, overrides: [], ...read }, findings: [] };
    }
    add(code, path, anchor, message) {
        const span = (0,locate/* locate */.x)(this.source, (0,paths/* pointerOf */.rq)(path), anchor);
        this.findings.push((0,findings/* finding */.gk)(code, this.file, span, where(path), message));
    }
    /** The values of a mapping's keys by their fields, or undefined when it lacks a key it needs. */
    mapping(grammar, data, at) {
        const known = Object.keys(grammar.keys);
        for (const key of Object.keys(data)) {
            if (Object.hasOwn(grammar.keys, key))
                continue;
            const near = (0,describe/* closest */.kp)(key, known);
            this.add('policy-unknown-key', [...at, key], 'key', `unknown key in ${grammar.name}; ${near ? `did you mean \`${near}\`?` : `the keys are ${known.join(', ')}`}`);
        }
        const missing = known.filter((k) => grammar.keys[k].required && !Object.hasOwn(data, k));
        if (missing.length > 0) {
            this.add('policy-invalid-value', at, 'value', `has no ${missing.join(' and no ')}; ${grammar.purpose}`);
            return undefined;
        }
        const out = {};
        for (const [key, value] of Object.entries(data)) {
            if (!Object.hasOwn(grammar.keys, key))
                continue;
            const read = this.value(grammar.keys[key].form, value, [...at, key]);
            if (read !== undefined)
                out[key.replace(/-(.)/g, (_, c) => c.toUpperCase())] = read;
        }
        return out;
    }
    /** The value as its form takes it, or undefined after a finding. */
    value(form, value, at) {
        switch (form.kind) {
            case 'patterns':
                return this.patterns(value, at);
            case 'levels':
                return this.levels(value, at);
            case 'list':
                return this.list(form.of, value, at);
            case 'choice-or-codes':
                if (typeof value === 'string' && Object.hasOwn(form.choices, value))
                    return value;
                if (Array.isArray(value) && value.length > 0)
                    return this.codes(value, at);
                break;
            case 'choice':
                if (typeof value === 'string' && Object.hasOwn(form.choices, value))
                    return value;
                break;
            case 'boolean':
                if (typeof value === 'boolean')
                    return value;
                break;
        }
        this.invalid(form, value, at);
        return undefined;
    }
    /** `key` is what it is; it takes what its form takes. */
    invalid(form, value, at) {
        const unquote = form.kind === 'boolean' && typeof value === 'string' && /^(true|false)$/i.test(value)
            ? `, written without quotes: ${value.toLowerCase()}`
            : '';
        this.add('policy-invalid-value', at, 'value', `is ${shown(value)}; it takes ${takes(form)}${unquote}`);
    }
    patterns(value, at) {
        if (!Array.isArray(value) || value.length === 0) {
            this.invalid({ kind: 'patterns' }, value, at);
            return undefined;
        }
        const out = [];
        value.forEach((p, i) => {
            const path = [...at, i];
            if (typeof p !== 'string') {
                this.add('policy-invalid-value', path, 'value', `a pattern is ${shown(p)}; patterns are strings, such as ${JSON.stringify(EXAMPLE_PATTERNS[0])}`);
                return;
            }
            const problem = patternProblem(p);
            if (problem)
                this.add('policy-invalid-pattern', path, 'value', `the pattern \`${p}\` ${problem}`);
            else
                out.push(p);
        });
        return out;
    }
    /** A list of finding codes, each known; a duplicate is left as it is (it means the same). */
    codes(value, at) {
        const out = [];
        value.forEach((code, i) => {
            if (typeof code === 'string' && Object.hasOwn(findings/* CODES */.Lp, code))
                out.push(code);
            else
                this.unknownCode(code, [...at, i], 'value');
        });
        return out;
    }
    unknownCode(code, path, anchor) {
        if (typeof code !== 'string') {
            this.add('policy-invalid-value', path, 'value', `a code is ${shown(code)}; codes are strings, such as unknown-key`);
            return;
        }
        const near = (0,describe/* closest */.kp)(code, Object.keys(findings/* CODES */.Lp));
        this.add('policy-unknown-code', path, anchor, 
        // Under a key the location is the code itself; a list item's location is its index.
        `${anchor === 'key' ? '' : `\`${code}\` is `}not a finding code${near ? `; did you mean \`${near}\`?` : '; the codes are listed in the README'}`);
    }
    levels(value, at) {
        const levels = {};
        if (!isMapping(value)) {
            this.invalid({ kind: 'levels' }, value, at);
            return levels;
        }
        for (const [code, raw] of Object.entries(value)) {
            const path = [...at, code];
            if (!Object.hasOwn(findings/* CODES */.Lp, code)) {
                this.unknownCode(code, path, 'key');
                continue;
            }
            const level = policy/* LEVELS */.A_.find((l) => LEVEL_SPELLINGS[l].includes(raw));
            if (!level) {
                this.add('policy-invalid-value', path, 'value', `the severity is ${shown(raw)}; it takes ${orList(policy/* LEVELS */.A_)}`);
                continue;
            }
            if (!levelsOf(code).includes(level)) {
                this.add('policy-locked-code', path, 'key', `this code cannot be ${level === 'off' ? 'turned off' : `lowered to ${level}`}: ${findings/* CODES */.Lp[code].locked}; remove it from the policy`);
                continue;
            }
            levels[code] = level;
        }
        return levels;
    }
    list(of, value, at) {
        if (!Array.isArray(value)) {
            this.invalid({ kind: 'list', of }, value, at);
            return undefined;
        }
        const out = [];
        value.forEach((entry, i) => {
            const path = [...at, i];
            if (!isMapping(entry)) {
                this.add('policy-invalid-value', path, 'value', `is ${shown(entry)}; ${of.name} is a mapping ${shape(of)}`);
                return;
            }
            const read = this.mapping(of, entry, path);
            if (read)
                out.push(read);
        });
        return out;
    }
}
function isMapping(v) {
    if (!(0,basics/* isObject */.Gv)(v))
        return false;
    // The readers make mappings without a prototype; a date is an object of its own class.
    const proto = Object.getPrototypeOf(v);
    return proto === null || proto === Object.prototype;
}
function shown(v) {
    if (typeof v === 'string')
        return `"${v}"`;
    if (typeof v === 'boolean' || typeof v === 'number')
        return `${(0,describe/* describe */.q0)(v)} (${String(v)})`;
    return (0,describe/* describe */.q0)(v);
}
/** `overrides[0].severity.unusual-platform`: dotted, as the policy's keys are written. */
function where(path) {
    let out = '';
    for (const p of path)
        out += typeof p === 'number' ? `[${p}]` : out ? `.${p}` : p;
    return out;
}


/***/ })

};
