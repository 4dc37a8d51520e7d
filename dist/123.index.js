export const id = 123;
export const ids = [123];
export const modules = {

/***/ 123:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SARIF_LIMITS: () => (/* binding */ SARIF_LIMITS),
/* harmony export */   TOOL_NAME: () => (/* binding */ TOOL_NAME),
/* harmony export */   TOOL_URI: () => (/* binding */ TOOL_URI),
/* harmony export */   codePage: () => (/* binding */ codePage),
/* harmony export */   renderSarif: () => (/* binding */ renderSarif),
/* harmony export */   sarifNotice: () => (/* binding */ sarifNotice),
/* harmony export */   sarifReport: () => (/* binding */ sarifReport)
/* harmony export */ });
/* harmony import */ var _config_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5034);
// SARIF 2.1.0 for code scanning (github/codeql-action/upload-sarif): one rule per finding code
// with its help text, one result per finding with its region. URIs are relative to %SRCROOT%,
// the repository root, as code scanning expects. Columns count UTF-16 code units (SARIF's
// default columnKind) and endColumn is the column after the region, as SARIF defines it.

const TOOL_NAME = 'component-config-check';
const TOOL_URI = 'https://github.com/component-config/component-config-action';
/** A code's section of docs/codes.md (its heading's anchor is the code). */
function codePage(code) {
    return `${TOOL_URI}/blob/v1/docs/codes.md#${code}`;
}
function ruleName(code) {
    return code.replace(/(^|-)([a-z0-9])/g, (_, _dash, c) => c.toUpperCase());
}
function uriOf(file) {
    return file.split('/').map(encodeURIComponent).join('/');
}
/**
 * Code scanning's limits: it refuses a run of more than 25,000 results and a file over 10 MB
 * gzip-compressed (counted here as 10,000,000 bytes, under the limit however a megabyte is
 * counted). This module is pure: the caller that writes the file measures the compressed size
 * (`size`); without it the text's own bytes are counted, which is never less.
 */
const SARIF_LIMITS = { results: 25_000, bytes: 10_000_000 };
function renderSarif(...args) {
    return sarifReport(...args).text;
}
/**
 * The SARIF log, within `limits`: past them the most severe results are kept (errors, then
 * warnings, then the suppressed ones, each in the findings' order) and the rest left out.
 */
function sarifReport(findings, version, suppressed = [], 
/** The repository's policy file that applied: its levels are the rules' (overrides show in the results). */
policy, limits = SARIF_LIMITS) {
    const codes = Object.keys(_config_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .CODES */ .Lp);
    const index = new Map(codes.map((c, i) => [c, i]));
    const rules = codes.map((code) => {
        const info = _config_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .CODES */ .Lp[code];
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
            defaultConfiguration: ruleLevel(info.severity, policy?.severity[code]),
            properties: { tags: ['component-config'] },
        };
    });
    const result = (f) => ({
        ruleId: f.code,
        ruleIndex: index.get(f.code) ?? 0,
        level: f.severity,
        message: { text: f.message },
        ...(f.defaultSeverity ? { properties: { defaultSeverity: f.defaultSeverity } } : {}),
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
                ...(policy
                    ? { properties: { policy: { file: policy.file, ...(policy.commit ? { commit: policy.commit } : {}) } } }
                    : {}),
                results: [],
            },
        ],
    };
    // Within the limits the most severe are kept: errors, then warnings, then the suppressed, each
    // in the findings' order; the log keeps that order.
    const rank = (r) => ('suppressions' in r ? 2 : r.level === 'error' ? 0 : 1);
    const byRank = results
        .map((r, i) => ({ r, i }))
        .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
        .slice(0, limits.results);
    const fit = (pretty) => {
        const render = (keep) => {
            log.runs[0].results = results.filter((_, i) => keep.has(i));
            return `${pretty ? JSON.stringify(log, null, 2) : JSON.stringify(log)}\n`;
        };
        const keep = new Set();
        let bytes = Buffer.byteLength(render(keep));
        for (const { r, i } of byRank) {
            // A result's bytes in the log: pretty, indented 8 spaces (4 levels deep) and ",\n"; else ",".
            const text = pretty ? JSON.stringify(r, null, 2) : JSON.stringify(r);
            const size = pretty ? Buffer.byteLength(text) + 8 * text.split('\n').length + 2 : Buffer.byteLength(text) + 1;
            if (bytes + size > limits.bytes)
                break;
            bytes += size;
            keep.add(i);
        }
        let text = render(keep);
        // The estimate follows JSON.stringify's layout; should it ever fall short, cut the least severe.
        for (let n = byRank.length - 1; n >= 0 && Buffer.byteLength(text) > limits.bytes; n--) {
            if (keep.delete(byRank[n].i))
                text = render(keep);
        }
        return { text, keep };
    };
    // The compressed size has no per-result estimate: the most severe `n` are measured whole, and
    // the largest `n` that fits is searched for (a compressed log of 10 MB is rare: most runs
    // measure once).
    const measured = (size, pretty) => {
        const render = (n) => {
            const keep = new Set(byRank.slice(0, n).map(({ i }) => i));
            log.runs[0].results = results.filter((_, i) => keep.has(i));
            return { text: `${pretty ? JSON.stringify(log, null, 2) : JSON.stringify(log)}\n`, keep };
        };
        let best = render(byRank.length);
        if (size(best.text) <= limits.bytes)
            return best;
        let [low, high] = [0, byRank.length - 1];
        best = render(0);
        while (low <= high) {
            const mid = Math.ceil((low + high) / 2);
            const tried = render(mid);
            if (size(tried.text) <= limits.bytes) {
                best = tried;
                low = mid + 1;
            }
            else
                high = mid - 1;
        }
        return best;
    };
    const fitted = (pretty) => (limits.size ? measured(limits.size, pretty) : fit(pretty));
    // Indented for people to read, unless that leaves results out that one line would hold.
    let { text, keep } = fitted(true);
    if (keep.size < byRank.length)
        ({ text, keep } = fitted(false));
    return { text, kept: keep.size, total: results.length };
}
/** The notice when results were left out of the SARIF log; undefined when it holds them all. */
function sarifNotice(report, where, elsewhere) {
    if (report.kept === report.total)
        return undefined;
    const left = report.total - report.kept;
    return `the SARIF log ${where} holds ${report.kept} of ${report.total} results (the most severe first): ${left} ${left === 1 ? 'was' : 'were'} left out to stay within code scanning's limits (${SARIF_LIMITS.results.toLocaleString('en-US')} results a run, a file under 10 MB gzip-compressed); ${elsewhere}`;
}
/** A rule's level as the policy left it: a code turned off is a rule not enabled. */
function ruleLevel(own, level) {
    if (level === 'off')
        return { enabled: false, level: 'none' };
    return { level: level ?? own };
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


/***/ })

};
