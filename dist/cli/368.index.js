export const id = 368;
export const ids = [368];
export const modules = {

/***/ 3368:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  schemaDrafts: () => (/* binding */ schemaDrafts)
});

// EXTERNAL MODULE: ./lib/config/describe.js
var describe = __webpack_require__(5641);
// EXTERNAL MODULE: ./lib/config/fixes.js
var fixes = __webpack_require__(6337);
// EXTERNAL MODULE: ./lib/config/paths.js
var paths = __webpack_require__(6446);
// EXTERNAL MODULE: ./lib/config/value-rules.js
var value_rules = __webpack_require__(5193);
// EXTERNAL MODULE: ./node_modules/typebox/build/index.mjs + 1 modules
var build = __webpack_require__(5007);
// EXTERNAL MODULE: ./node_modules/typebox/build/compile/index.mjs + 300 modules
var compile = __webpack_require__(5531);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/index.mjs
var system = __webpack_require__(9168);
// EXTERNAL MODULE: ./lib/config/rules/env.js
var env = __webpack_require__(4733);
// EXTERNAL MODULE: ./lib/config/rules/hosts-and-credentials.js
var hosts_and_credentials = __webpack_require__(8754);
// EXTERNAL MODULE: ./lib/config/rules/image.js
var rules_image = __webpack_require__(2384);
// EXTERNAL MODULE: ./lib/config/rules/package-data.js
var package_data = __webpack_require__(4063);
;// CONCATENATED MODULE: ./lib/config/rules/packages.js
// extra_packages: Debian package names, one per entry. The schema's pattern says it all; its
// message is in ../value-rules.ts with the other pattern messages.
// Debian package names (policy 5.6.1), optionally :arch, then apt-get's =version (a Debian
// version, policy 5.6.12, where apt also takes a `*` glob, as in s3cmd=1.1.*) or /release.
const DEB_PACKAGE_PATTERN = '^[a-z0-9][a-z0-9+.-]+(:[a-z0-9-]+)?(=[A-Za-z0-9.+~:*-]+|/[a-z0-9][a-z0-9.-]*)?$';
const DEB_PACKAGE = { pattern: DEB_PACKAGE_PATTERN, 'x-code': 'invalid-package-name' };

// EXTERNAL MODULE: ./lib/config/rules/platform.js
var platform = __webpack_require__(4079);
// EXTERNAL MODULE: ./lib/config/rules/python-version.js + 1 modules
var python_version = __webpack_require__(6389);
;// CONCATENATED MODULE: ./lib/config/schema.js
// The schema of component_config.yaml in both forms, written once in TypeBox. Annotations that
// JSON Schema has no word for ride along as `x-` keys and are read when TypeBox's errors are
// turned into findings: `x-expected` (the type in words), `x-code` (the finding code of a
// pattern), `x-discriminator` (the key that picks a union's member), `x-hints` (why a known
// key of another level or form is unknown here), `x-editor` (JSON Schema keywords for editors
// only: rules the checker says in code, in rules/, which json-schema.ts writes into the
// editors' schema and TypeBox never sees).











const DEFAULT_BASE_IMAGE = 'debian:bookworm-slim';
const DEFAULT_USERNAME = '__token__';
const STRING = 'a string';
const CURRENT_ONLY = 'exists only in the current form of the schema';
const Str = (opts = {}) => build/* default.String */.Ay$.String({ 'x-expected': STRING, ...opts });
const Flag = (description) => build/* default.Boolean */.Ay$.Boolean({ 'x-expected': 'a boolean (true or false)', default: false, description });
const Nullable = (inner, opts = {}) => build/* default.Union */.Ay$.Union([inner, build/* default.Null */.Ay$.Null()], opts);
const StringMap = (description) => build/* default.Record */.Ay$.Record(build/* default.String */.Ay$.String(), Str(env/* ENV_VALUE */.AO), {
    'x-expected': 'a mapping of environment variable names to strings',
    ...env/* ENV_KEYS */.jF,
    description,
    default: {},
});
function pythonVersion(description, extra = {}) {
    return Nullable(Str(python_version/* PYTHON_VERSION */.WY), {
        description,
        'x-expected': 'a string such as "3.11", or null',
        ...extra,
    });
}
function requirements(form) {
    const conda = build/* default.Object */.Ay$.Object({
        provider: build/* default.Literal */.Ay$.Literal('conda', { description: 'conda: the environment comes from component_environment.yaml.' }),
    }, {
        additionalProperties: false,
        title: 'conda requirements',
        'x-hints': { python_version: 'conda requirements take no python_version' },
    });
    const pip = form === 'current'
        ? build/* default.Object */.Ay$.Object({
            provider: build/* default.Literal */.Ay$.Literal('uv-pip', { description: 'uv-pip: packages installed with uv pip.' }),
            python_version: build/* default.Optional */.Ay$.Optional(pythonVersion("Python version (major.minor[.patch]) that uv installs, independent of the base image. When null, the base image's system Python is used.", { default: null })),
        }, { additionalProperties: false, title: 'pip requirements' })
        : build/* default.Object */.Ay$.Object({ provider: build/* default.Literal */.Ay$.Literal('python-pip', { description: 'python-pip: packages installed with pip.' }) }, {
            additionalProperties: false,
            title: 'pip requirements',
            'x-hints': { python_version: `python_version ${CURRENT_ONLY} (provider uv-pip)` },
        });
    return build/* default.Union */.Ay$.Union([pip, conda], {
        description: 'How the Python environment is made.',
        default: { provider: form === 'current' ? 'uv-pip' : 'python-pip' },
        'x-discriminator': 'provider',
        'x-expected': 'a requirements mapping',
        'x-other-form': form === 'current'
            ? { 'python-pip': "python-pip is the earlier form's provider; in the current form write uv-pip" }
            : { 'uv-pip': "uv-pip is the current form's provider" },
    });
}
const hostCredential = build/* default.Object */.Ay$.Object({
    host: Str({
        minLength: 1,
        description: 'Host name only (no scheme, port or path).',
        ...hosts_and_credentials/* HOST */.jg,
    }),
    secret_id: Str({
        minLength: 1,
        ...hosts_and_credentials/* SECRET_ID */.dR,
        description: 'Id of the build secret (`--secret id=<id>,env=<VAR>` or `src=<file>`) carrying the token.',
    }),
    username: build/* default.Optional */.Ay$.Optional(Str({
        minLength: 1,
        ...hosts_and_credentials/* USERNAME */.HF,
        default: DEFAULT_USERNAME,
        description: 'Username paired with the secret.',
    })),
}, { additionalProperties: false, title: 'host credential', 'x-expected': 'a mapping (host credential)' });
const TOP_LEVEL_ONLY = ['name', 'version', 'description', 'metadata'];
const CURRENT_ONLY_BUILD = ['python_version', 'inherit_base_image_packages', 'host_credentials', 'build_env'];
/**
 * For the editors' schema: the python_version rules a schema can say (rules/python-version.ts says
 * them for the checker), each on the value it blames.
 */
function pythonVersionRules() {
    const isNull = (errorMessage) => ({ type: 'null', errorMessage });
    const given = (key, value) => ({ properties: { [key]: value }, required: [key] });
    return [
        {
            if: given('inherit_base_image_packages', { const: true }),
            then: {
                properties: {
                    python_version: isNull(`python_version ${python_version/* WITH_INHERIT */.b3}`),
                    requirements: {
                        type: 'object',
                        properties: { python_version: isNull(`requirements.python_version ${python_version/* WITH_INHERIT */.b3}`) },
                    },
                },
            },
        },
        {
            if: given('requirements', { type: 'object', ...given('provider', { const: 'conda' }) }),
            then: { properties: { python_version: isNull(python_version/* WITH_CONDA */.l6) } },
        },
    ];
}
function buildConfig(form) {
    const current = form === 'current';
    const hints = {};
    if (!current) {
        for (const name of CURRENT_ONLY_BUILD) {
            hints[name] =
                `\`${name}\` ${CURRENT_ONLY}; this file is read in the earlier form because it uses provider python-pip`;
        }
    }
    for (const name of TOP_LEVEL_ONLY)
        hints[name] = `\`${name}\` belongs at the top level, not in build_config`;
    if (current)
        hints['env'] = '`env` belongs at the top level; for the build stage only use build_env';
    hints['provider'] = '`provider` belongs in build_config.requirements';
    const pair = build/* default.Tuple */.Ay$.Tuple([
        Str({
            minLength: 1,
            description: 'source, relative to the directory holding component_api.py',
            'x-editor': package_data/* SOURCE_EDITOR */.EN,
        }),
        Str({
            minLength: 1,
            description: 'destination inside the image',
            'x-editor': package_data/* DESTINATION_EDITOR */.N2,
        }),
    ], package_data/* PAIR */.Bu);
    const fields = {
        base_image: build/* default.Optional */.Ay$.Optional(Str({
            minLength: 1,
            ...rules_image/* IMAGE_REF */.kr,
            default: DEFAULT_BASE_IMAGE,
            description: 'Debian- or Ubuntu-based image the build starts from.',
        })),
        target_platform: build/* default.Optional */.Ay$.Optional(Str({
            ...platform/* PLATFORM */.i,
            default: 'native',
            description: '"native", or a container platform such as linux/arm64.',
        })),
        extra_packages: build/* default.Optional */.Ay$.Optional(build/* default.Array */.Ay$.Array(Str(DEB_PACKAGE), {
            'x-expected': 'a list of strings',
            description: 'Debian packages installed with apt-get.',
            default: [],
        })),
        package_data: build/* default.Optional */.Ay$.Optional(Nullable(build/* default.Array */.Ay$.Array(pair, { 'x-expected': 'a list of [source, destination] pairs' }), {
            description: 'Files copied into the image, as [source, destination] pairs; destinations unique.',
            default: [],
        })),
        custom_build_steps: build/* default.Optional */.Ay$.Optional(Nullable(build/* default.Array */.Ay$.Array(Str({ minLength: 1 }), { 'x-expected': 'a list of strings' }), {
            description: 'Build-file instructions run after everything else is installed.',
            default: [],
        })),
        ...(current
            ? {
                python_version: build/* default.Optional */.Ay$.Optional(pythonVersion(`Deprecated alias of requirements.python_version; removed in release ${python_version/* REMOVAL_RELEASE */.tk}.`, {
                    deprecated: true,
                    default: null,
                    // Not offered by completion. (No deprecationMessage: the YAML server shows it as an error.)
                    doNotSuggest: true,
                })),
                inherit_base_image_packages: build/* default.Optional */.Ay$.Optional(Flag("The Python environment sees the base image's own Python packages. Not with python_version.")),
            }
            : {}),
        requirements: build/* default.Optional */.Ay$.Optional(requirements(form)),
        ...(current
            ? {
                host_credentials: build/* default.Optional */.Ay$.Optional(build/* default.Array */.Ay$.Array(hostCredential, {
                    'x-expected': 'a list of host credential mappings',
                    description: 'Credentials for hosts the build fetches from; the token is passed as a build secret.',
                    default: [],
                })),
                build_env: build/* default.Optional */.Ay$.Optional(StringMap('Environment variables of the build stage only. Never put secrets here.')),
            }
            : {}),
        skip_checks: build/* default.Optional */.Ay$.Optional(Flag('Skip the build-time checks of component_api.py.')),
    };
    return build/* default.Object */.Ay$.Object(fields, {
        additionalProperties: false,
        title: 'build configuration',
        ...(current ? { 'x-editor': { allOf: pythonVersionRules() } } : {}),
        'x-expected': 'a mapping (build configuration)',
        'x-hints': hints,
    });
}
function root(form) {
    const current = form === 'current';
    const hints = {};
    const buildKeys = [
        'base_image',
        'target_platform',
        'extra_packages',
        'package_data',
        'custom_build_steps',
        'requirements',
        'skip_checks',
        ...(current ? CURRENT_ONLY_BUILD : []),
    ];
    for (const name of buildKeys)
        hints[name] = `\`${name}\` belongs in build_config: write it as build_config.${name}`;
    if (!current) {
        hints['env'] = `\`env\` ${CURRENT_ONLY}; this file is read in the earlier form because it uses provider python-pip`;
    }
    return build/* default.Object */.Ay$.Object({
        name: Str({ minLength: 1, description: 'Name of the component.' }),
        version: build/* default.Optional */.Ay$.Optional(Str({ minLength: 1, maxLength: 128, default: 'unknown', description: "The component's own version." })),
        description: build/* default.Optional */.Ay$.Optional(Str({ default: '', description: 'Free-text description.' })),
        build_config: build/* default.Optional */.Ay$.Optional(Nullable(buildConfig(form), { description: 'Build configuration; null means all defaults.', default: {} })),
        ...(current ? { env: build/* default.Optional */.Ay$.Optional(StringMap('Environment variables set in the built image.')) } : {}),
        metadata: build/* default.Optional */.Ay$.Optional(build/* default.Record */.Ay$.Record(build/* default.String */.Ay$.String(), build/* default.Unknown */.Ay$.Unknown(), {
            'x-expected': 'a mapping',
            description: 'Free-form data, stored as JSON in an image label.',
            default: {},
        })),
    }, {
        additionalProperties: false,
        title: `component configuration (${form} form)`,
        'x-expected': 'a mapping',
        'x-hints': hints,
    });
}
const SCHEMAS = { current: root('current'), earlier: root('earlier') };
const MAX_SCHEMA_ERRORS = 100_000;
const compiled = new Map();
/** The compiled checker of a form, compiled on first use and kept for the run. */
function checkerFor(form) {
    let c = compiled.get(form);
    if (!c) {
        // TypeBox stops listing errors after 8 by default; every error is a finding here. The
        // bound keeps a pathological file finite (values are capped at 100,000 anyway).
        system/* Settings.Set */.wB.Set({ maxErrors: MAX_SCHEMA_ERRORS });
        c = (0,compile/* Compile */.Wx)(SCHEMAS[form]);
        compiled.set(form, c);
    }
    return c;
}

// EXTERNAL MODULE: ./lib/config/rules/keys.js
var keys = __webpack_require__(5468);
;// CONCATENATED MODULE: ./lib/config/schema-findings.js
// TypeBox's errors → drafts of findings. TypeBox reports every member of a union that failed,
// and an unknown key twice; here a union is narrowed to the member the value meant (the
// non-null member of a nullable; the member whose `provider` the value names), each error gets
// its finding code, and the message quotes the value as it was written.







function schema_findings_unescape(segment) {
    return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
function segments(pointer) {
    return pointer === '' || pointer === '#' ? [] : pointer.replace(/^#/, '').slice(1).split('/').map(schema_findings_unescape);
}
function nodeAt(root, schemaPath) {
    let node = root;
    for (const s of segments(schemaPath)) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[s];
    }
    return node;
}
function valueAt(data, pointer) {
    let v = data;
    for (const s of segments(pointer)) {
        if (v === null || typeof v !== 'object')
            return undefined;
        v = v[s];
    }
    return v;
}
/** Path array of an instance pointer: numeric segments under arrays become indices. */
function pathOf(data, pointer) {
    const out = [];
    let v = data;
    for (const s of segments(pointer)) {
        if (Array.isArray(v)) {
            out.push(Number(s));
            v = v[Number(s)];
        }
        else {
            out.push(s);
            v = v !== null && typeof v === 'object' ? v[s] : undefined;
        }
    }
    return out;
}
const isNull = (s) => typeof s === 'object' && s !== null && s['type'] === 'null';
/**
 * Whether an error belongs to the members kept of every union on its schema path: the non-null
 * member of a nullable, the member a discriminated union's value names (`choose` says which,
 * given the union's node and the instance pointer it applies to).
 */
function keptBranch(root, error, choose) {
    const segs = segments(error.schemaPath);
    const inst = segments(error.instancePath);
    let node = root;
    let depth = 0;
    for (let i = 0; i < segs.length; i++) {
        const s = segs[i];
        const here = node;
        if (s === 'anyOf' && i + 1 < segs.length) {
            const members = here['anyOf'];
            const pointer = (0,paths/* pointerOf */.rq)(inst.slice(0, depth));
            const keep = here['x-discriminator'] ? choose(here, pointer) : members.findIndex((m) => !isNull(m));
            if (Number(segs[i + 1]) !== keep)
                return false;
            node = members[Number(segs[i + 1])];
            i++;
            continue;
        }
        // Steps that go one level down in the instance as well as in the schema.
        if ((s === 'properties' || s === 'patternProperties') && i + 1 < segs.length) {
            node = here[s][segs[i + 1]];
            i++;
            depth++;
            continue;
        }
        if (s === 'items') {
            const items = here['items'];
            if (Array.isArray(items) && i + 1 < segs.length && /^[0-9]+$/.test(segs[i + 1])) {
                node = items[Number(segs[i + 1])];
                i++;
            }
            else
                node = items;
            depth++;
            continue;
        }
        node = here[s];
    }
    return true;
}
function schemaDrafts(form, data, source) {
    const checker = checkerFor(form);
    if (checker.Check(data))
        return [];
    const root = SCHEMAS[form];
    const errors = [...checker.Errors(data)];
    const drafts = [];
    const seen = new Set();
    const add = (code, pointer, anchor, message, fix) => {
        const key = `${code} ${pointer}`;
        if (seen.has(key))
            return;
        seen.add(key);
        drafts.push({ code, path: pathOf(data, pointer), anchor, message, ...(fix ? { fix } : {}) });
    };
    const wrongType = (pointer, expected, schema) => {
        const place = source.places.get(pointer);
        const fix = expected.startsWith('a string')
            ? (0,fixes/* quoteFix */.Sx)(source, place, 'value', takes(schema))
            : expected.startsWith('a boolean')
                ? (0,fixes/* unquoteBooleanFix */.PV)(source, place)
                : undefined;
        add(keys/* WRONG_TYPE */.V, pointer, 'value', (0,describe/* wrongTypeMessage */.D7)(pathOf(data, pointer), valueAt(data, pointer), expected, place?.text, place?.quoted ?? false, place?.readAs), fix);
    };
    // Unknown keys with one close known key: renamed after the loop, where every unknown key of
    // the mapping is known (two typos of one key, or a key the mapping has, are left alone).
    const renames = [];
    const unknown = (owner, pointer, parent, key) => {
        const to = renameTo(owner, key);
        if (to && !renames.some((r) => r.pointer === pointer))
            renames.push({ pointer, parent, to });
        add('unknown-key', pointer, 'key', unknownKey(owner, key, (0,paths/* formatPath */.jV)(pathOf(data, parent))));
    };
    // Discriminated unions: the member is the one the discriminator names; when none is named,
    // that is the finding, and the members' own errors are noise.
    const chosen = new Map();
    const choose = (union, pointer) => {
        if (chosen.has(pointer))
            return chosen.get(pointer);
        const key = union['x-discriminator'];
        const members = union['anyOf'];
        const constants = members.map((m) => m['properties'][key]['const']);
        const value = valueAt(data, pointer);
        const isMapping = value !== null && typeof value === 'object' && !Array.isArray(value);
        const index = isMapping ? constants.indexOf(value[key]) : -1;
        chosen.set(pointer, index >= 0 ? index : undefined);
        if (index >= 0)
            return index;
        const choices = constants.map((c) => `"${c}"`).join(' or ');
        const name = (0,paths/* formatPath */.jV)(pathOf(data, pointer));
        if (!isMapping) {
            wrongType(pointer, `a mapping with \`${key}: ${choices}\``);
        }
        else if (!(key in value)) {
            add('missing-key', pointer, 'owner', `\`${name}\` lacks the required key \`${key}\`; add \`${key}: ${constants[0]}\``);
        }
        else {
            const given = value[key];
            if (typeof given !== 'string') {
                wrongType(`${pointer}/${key}`, `one of ${choices}`);
            }
            else {
                const others = union['x-other-form'];
                const other = others && Object.hasOwn(others, given) ? others[given] : undefined;
                add('invalid-provider', `${pointer}/${key}`, 'value', `unknown provider \`${given}\`; expected ${choices}${other ? ` (${other})` : ''}`);
            }
        }
        return undefined;
    };
    for (const e of errors) {
        if (!keptBranch(root, e, choose))
            continue;
        const node = nodeAt(root, e.schemaPath) ?? {};
        if (e.keyword === 'anyOf' && node['x-discriminator'])
            choose(node, e.instancePath);
        if (e.keyword === 'anyOf' || e.keyword === 'const')
            continue;
        const pointer = e.instancePath;
        const name = (0,paths/* formatPath */.jV)(pathOf(data, pointer));
        switch (e.keyword) {
            case 'type': {
                if (node['x-code'] === package_data/* PAIR */.Bu['x-code'])
                    notAPair(pointer);
                else
                    wrongType(pointer, expectedOf(root, e.schemaPath, node), node);
                break;
            }
            case 'required': {
                const missing = e.params['requiredProperties'] ?? [];
                // A place in the file is quoted as code; "the top level" is prose.
                const where = name ? `\`${name}\`` : 'the top level';
                for (const k of missing)
                    add('missing-key', pointer, 'owner', `${where} lacks the required key \`${k}\`; add \`${k}: ...\``);
                break;
            }
            case 'additionalProperties': {
                const extra = e.params['additionalProperties'] ?? [];
                for (const k of extra)
                    unknown(node, (0,paths/* pointerChild */.QX)(pointer, k), pointer, k);
                break;
            }
            case 'boolean': {
                // "schema is false": an unknown key (TypeBox does not always add the additionalProperties
                // twin), or a pair with a third item.
                const parent = pointer.slice(0, pointer.lastIndexOf('/'));
                if (e.schemaPath.endsWith('/additionalItems'))
                    notAPair(parent);
                else if (e.schemaPath.endsWith('/additionalProperties')) {
                    const owner = nodeAt(root, e.schemaPath.slice(0, -'/additionalProperties'.length)) ?? node;
                    const key = schema_findings_unescape(pointer.slice(parent.length + 1));
                    unknown(owner, pointer, parent, key);
                }
                break;
            }
            case 'minItems':
            case 'maxItems':
                if (node['x-code'] === package_data/* PAIR */.Bu['x-code'])
                    notAPair(pointer);
                break;
            case 'minLength':
                add('empty-value', pointer, 'value', `\`${name}\` must not be empty; give it a value`);
                break;
            case 'maxLength': {
                const value = String(valueAt(data, pointer));
                add('too-long', pointer, 'value', `\`${name}\` is ${[...value].length} characters long; at most ${String(e.params['limit'])} are allowed`);
                break;
            }
            case 'pattern': {
                if (valueAt(data, pointer) === '' && typeof node['minLength'] === 'number')
                    break; // empty-value says it
                // Every pattern of the schema names its code (the family that declares it owns the code).
                const code = node['x-code'];
                if (code === undefined)
                    throw new Error(`a schema pattern without an x-code at ${pointer || '/'}`);
                add(code, pointer, 'value', (0,value_rules/* patternMessage */.wh)(code, name, String(valueAt(data, pointer))));
                break;
            }
            default:
                add(keys/* WRONG_TYPE */.V, pointer, 'value', `${name ? `\`${name}\`: ` : ''}${e.message}`);
        }
    }
    for (const r of renames) {
        const owner = valueAt(data, r.parent);
        if (Object.hasOwn(owner, r.to) || renames.some((o) => o !== r && o.parent === r.parent && o.to === r.to))
            continue;
        const draft = drafts.find((d) => d.code === 'unknown-key' && (0,paths/* pointerOf */.rq)(d.path) === r.pointer);
        const fix = (0,fixes/* renameFix */.eP)(source, source.places.get(r.pointer), r.to);
        if (draft && fix)
            draft.fix = fix;
    }
    return drafts;
    function notAPair(pointer) {
        const value = valueAt(data, pointer);
        const got = Array.isArray(value)
            ? `a list of ${value.length} item${value.length === 1 ? '' : 's'}`
            : (0,describe/* describe */.q0)(value);
        const name = (0,paths/* formatPath */.jV)(pathOf(data, pointer));
        add(package_data/* PAIR */.Bu['x-code'], pointer, 'value', `\`${name}\` must be exactly two strings [source, destination], but is ${got}; write it as ["source", "destination"]`);
    }
}
function expectedOf(root, schemaPath, node) {
    if (typeof node['x-expected'] === 'string')
        return node['x-expected'];
    // A member of a nullable union: the union says it in words.
    const at = schemaPath.lastIndexOf('/anyOf/');
    if (at >= 0) {
        const union = nodeAt(root, schemaPath.slice(0, at));
        if (typeof union?.['x-expected'] === 'string')
            return union['x-expected'];
    }
    return 'a value of another type';
}
function hintOf(node, key) {
    const hints = node['x-hints'];
    // The key is the user's: `constructor` or `__proto__` must not find Object's own members.
    return hints && Object.hasOwn(hints, key) ? hints[key] : undefined;
}
const keyNames = (node) => Object.keys(node['properties'] ?? {});
let knownKeys;
/** Every key some mapping of either form has: such a key is misplaced, not misspelt. */
function isKnownKey(key) {
    if (!knownKeys) {
        const found = new Set();
        const walk = (node) => {
            if (node === null || typeof node !== 'object')
                return;
            if (Array.isArray(node))
                return node.forEach(walk);
            const properties = node['properties'];
            if (properties && typeof properties === 'object')
                for (const k of Object.keys(properties))
                    found.add(k);
            for (const v of Object.values(node))
                walk(v);
        };
        walk(Object.values(SCHEMAS));
        knownKeys = found;
    }
    return knownKeys.has(key);
}
/** The one known key an unknown key is a typo of (none when a hint says where it belongs). */
function suggestion(node, key) {
    return hintOf(node, key) ? undefined : (0,describe/* closest */.kp)(key, keyNames(node));
}
/** The key to rename an unknown key to: its suggestion, unless the key is a known one misplaced. */
function renameTo(node, key) {
    return isKnownKey(key) ? undefined : suggestion(node, key);
}
function unknownKey(node, key, where) {
    const message = `unknown key \`${key}\` in ${where || 'the top level'}`;
    const hint = hintOf(node, key);
    if (hint)
        return `${message}; ${hint}`;
    const close = suggestion(node, key);
    if (close)
        return `${message}; did you mean \`${close}\`?`;
    return `${message}; allowed keys are: ${keyNames(node).join(', ')}`;
}
/** Whether a string schema takes a value (pattern and length), for a fix that makes one. */
function takes(schema) {
    return (text) => {
        if (!schema)
            return true;
        const { pattern, minLength, maxLength } = schema;
        const length = [...text].length;
        if (typeof minLength === 'number' && length < minLength)
            return false;
        if (typeof maxLength === 'number' && length > maxLength)
            return false;
        return typeof pattern !== 'string' || new RegExp(pattern, 'u').test(text);
    };
}


/***/ })

};
