// The checker's only entry: bytes or text of one file → its findings. Pure: no file system, no
// GitHub, nothing loaded; the parts it may use are given (parts.ts), and a check that needs a
// part it was not given answers which (Needs). Never throws for any input; a finding says what
// is wrong, where, and how to fix it.

import { byPlace, finding, type Draft, type Finding, type Span } from './findings.js';
import { locate } from './read/locate.js';
import { formatPath, pointerOf } from './paths.js';
import { runRules } from './rules/index.js';
import { fits, misfitDrafts } from './schema/schema-check.js';
import { decode, readSource, Timestamp, type Source } from './read/source.js';
import { detectOrder, type Form, type FormChoice } from './schema/form.js';
import { applyIgnores, MARKER, type Suppressed } from './fix/suppress.js';
import type { Problem } from './read/problems.js';
import { settleFixes } from './fix/fixes.js';
import { applyLevels, type FilePolicy, offCodes } from './policy/policy.js';
import { type AllParts, type Needs, type Parts, PartsInUse } from './parts.js';

export type { Form, FormChoice } from './schema/form.js';

export interface CheckOptions {
  /** Which form of the schema to check against; "auto" (the default) detects it per file. */
  form?: FormChoice;
  /** The whole file's size when `bytes` holds only its beginning (a file over the limit). */
  size?: number;
  /**
   * Findings about what the file points at (check-paths), given its package_data sources: the
   * caller looks at the file system; suppression comments apply to these findings too.
   */
  more?: (sources: SourceRef[]) => Finding[];
  /**
   * "checked" (the default): each finding's fix only when the file's fixes, applied together,
   * make nothing worse. "unchecked": the fixes as the producers make them (that check's own use).
   */
  fixes?: 'checked' | 'unchecked';
  /** False: no packageSources (only check-paths needs them; locating them costs time per file). */
  packageSources?: boolean;
  /** The repository policy's levels for this file, applied before the suppression comments. */
  policy?: FilePolicy;
}

/** A package_data source string as written, with its place, for the check-paths option. */
export interface SourceRef extends Span {
  value: string;
  location: string;
}

export interface CheckResult {
  file: string;
  form: Form;
  /** Sorted by line, then column. */
  findings: Finding[];
  /** The package_data sources that passed the schema, for checks against the file system. */
  packageSources: SourceRef[];
  /** Findings silenced by a suppression comment; not in `findings`. */
  suppressed: Suppressed[];
}

/** `parts`: what the check may use; with every part it always has findings, else it may answer Needs. */
export function checkBytes(file: string, bytes: Uint8Array, parts: AllParts, options?: CheckOptions): CheckResult;
export function checkBytes(
  file: string,
  bytes: Uint8Array,
  parts: Readonly<Parts>,
  options?: CheckOptions,
): CheckResult | Needs;
export function checkBytes(
  file: string,
  bytes: Uint8Array,
  parts: Readonly<Parts>,
  options: CheckOptions = {},
): CheckResult | Needs {
  const decoded = decode(bytes, options.size);
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

/** `parts`: what the check may use; with every part it always has findings, else it may answer Needs. */
export function checkText(file: string, text: string, parts: AllParts, options?: CheckOptions): CheckResult;
export function checkText(
  file: string,
  text: string,
  parts: Readonly<Parts>,
  options?: CheckOptions,
): CheckResult | Needs;
export function checkText(
  file: string,
  text: string,
  parts: Readonly<Parts>,
  options: CheckOptions = {},
): CheckResult | Needs {
  const use = new PartsInUse(parts);
  const result = check(file, text, use, options);
  return use.needs() ?? result;
}

/** A result whose findings are not used: the check missed a part (`use.missing`), and answers Needs. */
function incomplete(file: string): CheckResult {
  return { file, form: 'current', findings: [], packageSources: [], suppressed: [] };
}

function check(file: string, text: string, use: PartsInUse, options: CheckOptions): CheckResult {
  const fullRead = () => use.fullRead();
  const read = readSource(text, fullRead);
  if (use.missing.size > 0) return incomplete(file);
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
  let result: { form: Form; findings: Finding[] } | undefined;
  let first: Finding[] | undefined;
  for (const form of order) {
    if (!fits(form, source.data)) continue;
    const findings = checkForm(file, source, form, use, { fitting: true });
    if (form === order[0]) first = findings;
    if (!findings.some((f) => f.severity === 'error')) {
      result = { form, findings };
      break;
    }
  }
  result ??= { form: order[0]!, findings: first ?? checkForm(file, source, order[0]!, use) };
  // A part missed so far, or the full read that suppression comments need: nothing after this is
  // worth doing for findings that will not be used.
  if (text.includes(MARKER)) use.fullRead();
  if (use.missing.size > 0) return incomplete(file);
  const sources = options.packageSources === false ? [] : packageSources(source, result.findings);
  // Fixes are settled on the file's own findings: the check again sees no file system.
  const { more, ...own } = options;
  const checked =
    options.fixes === 'unchecked'
      ? result.findings
      : settleFixes(text, result.findings, (fixed) => check(file, fixed, use, { ...own, fixes: 'unchecked' }).findings);
  const all = more ? sortFindings([...checked, ...more(sources)]) : checked;
  if (!options.policy) {
    const { findings, suppressed } = applyIgnores(file, source.text, all, { fullRead });
    return { file, form: result.form, findings, packageSources: sources, suppressed };
  }
  // The policy first, so that a suppression of a code it turned off is unused (and says why);
  // then again for the unused-ignore findings the suppressions make.
  const leveled = applyLevels(all, options.policy);
  const { findings, suppressed } = applyIgnores(file, source.text, leveled, {
    fullRead,
    off: offCodes(options.policy),
    ...(options.policy.suppressions
      ? { allowed: { suppressions: options.policy.suppressions, file: options.policy.file } }
      : {}),
  });
  return {
    file,
    form: result.form,
    findings: applyLevels(findings, options.policy),
    packageSources: sources,
    suppressed,
  };
}

function fallbackForm(options: CheckOptions): Form {
  return options.form === 'earlier' ? 'earlier' : 'current';
}

/** `fitting`: the document is known to fit the form, so the schema has nothing to say. */
function checkForm(
  file: string,
  source: Source,
  form: Form,
  use: PartsInUse,
  options: { fitting?: boolean } = {},
): Finding[] {
  const fitting = options.fitting ?? false;
  const data = source.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data) || data instanceof Timestamp) {
    const found = Array.isArray(data) ? 'a list' : data instanceof Timestamp ? 'a date' : 'a single value';
    return [
      finding(
        'not-a-mapping',
        file,
        locate(source, '', 'value'),
        '',
        `the top level must be a mapping (key: value lines such as \`name: my-component\`), but the file holds ${found}`,
      ),
    ];
  }
  const rules = runRules(data, form, source);
  const drafts: Draft[] = fitting ? rules : [...misfitDrafts(form, data, source, () => use.schemaFindings()), ...rules];
  // Filled by push, as the findings lists are throughout: an array map() makes is of another
  // kind once its caller is optimised, which throws away the optimised code of every reader.
  const findings: Finding[] = [];
  for (const d of drafts)
    findings.push(
      finding(d.code, file, locate(source, pointerOf(d.path), d.anchor), formatPath(d.path), d.message, d.fix),
    );
  return sortFindings(findings);
}

function finish(file: string, p: Problem): Finding {
  return finding(p.code, file, p, p.location, p.message, p.fix);
}

function sortFindings(findings: Finding[]): Finding[] {
  return findings.sort(byPlace);
}

function packageSources(source: Source, findings: Finding[]): SourceRef[] {
  const data = source.data;
  if (data === null || typeof data !== 'object') return [];
  const build = (data as Record<string, unknown>)['build_config'];
  if (build === null || typeof build !== 'object') return [];
  const list = (build as Record<string, unknown>)['package_data'];
  if (!Array.isArray(list)) return [];
  const refused = new Set(findings.filter((f) => f.severity === 'error').map((f) => f.location));
  const out: SourceRef[] = [];
  list.forEach((pair, i) => {
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') return;
    const location = formatPath(['build_config', 'package_data', i, 0]);
    if (refused.has(location)) return;
    out.push({ value: pair[0], location, ...locate(source, `/build_config/package_data/${i}/0`, 'value') });
  });
  return out;
}
