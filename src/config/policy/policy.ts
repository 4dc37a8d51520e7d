// The repository's policy file (.component-config-check.yaml): which findings block, for the
// whole repository and per directory. Read like a config (the same YAML 1.1 read, so `off`
// unquoted is the boolean false and means off too) into a plain policy, or into findings
// located in the policy file itself. A policy with a finding is not applied at all: half a
// policy could pass what the whole one would fail. Pure; matching a path against `files`
// patterns is the caller's (src/policy-file.ts), with the search's own glob matching.

import { isObject } from '../basics.js';
import { decode } from '../read/decode.js';
import { closest, describe } from '../describe.js';
import { byPlace, CODES, type Code, finding, type Finding, type Severity } from '../findings.js';
import { locate } from '../read/locate.js';
import { pointerOf, type Path } from '../paths.js';
import { type FullRead, readSource, type Source } from '../read/source.js';

export const POLICY_FILE = '.component-config-check.yaml';
/** What is checked when neither the policy nor the caller says (the action's `files` default). */
export const DEFAULT_FILES: readonly string[] = ['**/component_config.yaml'];

/** A code's level in the policy: one of the two severities, or off (no finding at all). */
export type Level = Severity | 'off';
export const LEVELS = ['error', 'warning', 'off'] as const;
export const FAIL_LEVELS = ['error', 'warning', 'never'] as const;
/** `error`: errors fail the run; `warning`: warnings too; `never`: nothing does (report only). */
export type FailLevel = (typeof FAIL_LEVELS)[number];
export type Levels = Partial<Record<Code, Level>>;

export interface Override {
  files: string[];
  severity: Levels;
}

/** Plain data: it crosses to worker threads as it is. */
export interface Policy {
  /** The policy file as the findings name it. */
  file: string;
  files?: string[];
  severity: Levels;
  /** In the file's order; a later one that matches wins over an earlier one. */
  overrides: Override[];
  failLevel?: FailLevel;
  checkPaths?: boolean;
  failOnDeprecated?: boolean;
}

/** What one file's findings get: the levels that hold for it, and the policy file that says so. */
export interface FilePolicy {
  file: string;
  levels: Levels;
}

export const POLICY_KEYS = ['files', 'severity', 'overrides', 'fail-level', 'check-paths', 'fail-on-deprecated'];
const OVERRIDE_KEYS = ['files', 'severity'];
const RANK: Record<Level, number> = { off: 0, warning: 1, error: 2 };

/** `size`: the whole file's, when `bytes` holds only its beginning. The policy file is always given the full read. */
export function readPolicy(
  file: string,
  bytes: Uint8Array,
  options: { fullRead: FullRead; size?: number },
): { policy?: Policy; findings: Finding[] } {
  const decoded = decode(bytes, options.size);
  if ('problem' in decoded) {
    const p = decoded.problem;
    return { findings: [finding(p.code, file, p, p.location, p.message)] };
  }
  return readPolicyText(file, decoded.text, options.fullRead);
}

export function readPolicyText(
  file: string,
  text: string,
  fullRead: FullRead,
): { policy?: Policy; findings: Finding[] } {
  const read = readSource(text, () => fullRead);
  if (!read.source) {
    // A policy file of comments only says nothing: the defaults hold.
    if (read.problems.every((p) => p.code === 'empty-file'))
      return { policy: { file, severity: {}, overrides: [] }, findings: [] };
    return { findings: read.problems.map((p) => finding(p.code, file, p, p.location, p.message)).sort(byPlace) };
  }
  return new Reader(file, read.source).read();
}

class Reader {
  readonly findings: Finding[] = [];

  constructor(
    readonly file: string,
    readonly source: Source,
  ) {}

  read(): { policy?: Policy; findings: Finding[] } {
    const data = this.source.data;
    if (!isMapping(data)) {
      this.add(
        'policy-invalid-value',
        [],
        'value',
        `the policy file must be a mapping of keys (${POLICY_KEYS.join(', ')}), but it holds ${describe(data)}`,
      );
      return { findings: this.findings };
    }
    const policy: Policy = { file: this.file, severity: {}, overrides: [] };
    for (const [key, value] of Object.entries(data)) {
      const at = [key];
      if (key === 'files') {
        const files = this.patterns(value, at);
        if (files) policy.files = files;
      } else if (key === 'severity') policy.severity = this.levels(value, at);
      else if (key === 'overrides') policy.overrides = this.overrides(value, at);
      else if (key === 'fail-level') {
        if (typeof value === 'string' && (FAIL_LEVELS as readonly string[]).includes(value))
          policy.failLevel = value as FailLevel;
        else
          this.add(
            'policy-invalid-value',
            at,
            'value',
            `\`fail-level\` is ${shown(value)}; it takes error (errors fail the run, the default), warning (warnings fail it too) or never (the run reports and passes)`,
          );
      } else if (key === 'check-paths' || key === 'fail-on-deprecated') {
        if (typeof value === 'boolean') policy[key === 'check-paths' ? 'checkPaths' : 'failOnDeprecated'] = value;
        else
          this.add(
            'policy-invalid-value',
            at,
            'value',
            `\`${key}\` is ${shown(value)}; it takes true or false${typeof value === 'string' && /^(true|false)$/i.test(value) ? `, written without quotes: ${value.toLowerCase()}` : ''}`,
          );
      } else this.unknownKey(key, at, POLICY_KEYS, 'the policy file');
    }
    this.findings.sort(byPlace);
    return this.findings.length > 0 ? { findings: this.findings } : { policy, findings: [] };
  }

  private add(code: Code, path: Path, anchor: 'value' | 'key', message: string): void {
    const span = locate(this.source, pointerOf(path), anchor);
    this.findings.push(finding(code, this.file, span, where(path), message));
  }

  private unknownKey(key: string, at: Path, known: readonly string[], what: string): void {
    const near = closest(key, known);
    this.add(
      'policy-unknown-key',
      at,
      'key',
      `unknown key \`${key}\` in ${what}; ${near ? `did you mean \`${near}\`?` : `the keys are ${known.join(', ')}`}`,
    );
  }

  private patterns(value: unknown, at: Path): string[] | undefined {
    if (!Array.isArray(value) || value.length === 0) {
      this.add(
        'policy-invalid-value',
        at,
        'value',
        `\`${where(at)}\` is ${shown(value)}; it takes a non-empty list of glob patterns relative to the repository root, such as ["**/component_config.yaml", "!experiments/**"]`,
      );
      return undefined;
    }
    const out: string[] = [];
    value.forEach((p, i) => {
      const path = [...at, i];
      if (typeof p !== 'string') {
        this.add(
          'policy-invalid-value',
          path,
          'value',
          `a pattern is ${shown(p)}; patterns are strings, such as "**/component_config.yaml"`,
        );
        return;
      }
      const problem = patternProblem(p);
      if (problem) this.add('policy-invalid-pattern', path, 'value', `the pattern \`${p}\` ${problem}`);
      else out.push(p);
    });
    return out;
  }

  private levels(value: unknown, at: Path): Levels {
    const levels: Levels = {};
    if (!isMapping(value)) {
      this.add(
        'policy-invalid-value',
        at,
        'value',
        `\`${where(at)}\` is ${shown(value)}; it takes a mapping of finding codes to error, warning or off, such as {non-debian-base-image: error}`,
      );
      return levels;
    }
    for (const [code, raw] of Object.entries(value)) {
      const path = [...at, code];
      if (!Object.hasOwn(CODES, code)) {
        const near = closest(code, Object.keys(CODES));
        this.add(
          'policy-unknown-code',
          path,
          'key',
          `\`${code}\` is not a finding code${near ? `; did you mean \`${near}\`?` : '; the codes are listed in the README'}`,
        );
        continue;
      }
      // YAML 1.1 reads `off` (and `no`) unquoted as false: users mean off.
      const level = raw === false ? 'off' : raw;
      if (typeof level !== 'string' || !(LEVELS as readonly string[]).includes(level)) {
        this.add(
          'policy-invalid-value',
          path,
          'value',
          `the severity of ${code} is ${shown(raw)}; it takes error, warning or off`,
        );
        continue;
      }
      const info = CODES[code as Code] as { severity: Severity; locked?: string };
      if (info.locked && RANK[level as Level] < RANK[info.severity]) {
        this.add(
          'policy-locked-code',
          path,
          'key',
          `${code} cannot be ${level === 'off' ? 'turned off' : `lowered to ${level}`}: ${info.locked}; remove it from the policy`,
        );
        continue;
      }
      levels[code as Code] = level as Level;
    }
    return levels;
  }

  private overrides(value: unknown, at: Path): Override[] {
    if (!Array.isArray(value)) {
      this.add(
        'policy-invalid-value',
        at,
        'value',
        `\`overrides\` is ${shown(value)}; it takes a list of {files: [patterns], severity: {code: level}}`,
      );
      return [];
    }
    const out: Override[] = [];
    value.forEach((entry, i) => {
      const path = [...at, i];
      if (!isMapping(entry)) {
        this.add(
          'policy-invalid-value',
          path,
          'value',
          `\`${where(path)}\` is ${shown(entry)}; an override is a mapping {files: [patterns], severity: {code: level}}`,
        );
        return;
      }
      for (const key of Object.keys(entry))
        if (!OVERRIDE_KEYS.includes(key)) this.unknownKey(key, [...path, key], OVERRIDE_KEYS, 'an override');
      const missing = OVERRIDE_KEYS.filter((k) => !Object.hasOwn(entry, k));
      if (missing.length > 0) {
        this.add(
          'policy-invalid-value',
          path,
          'value',
          `\`${where(path)}\` has no ${missing.join(' and no ')}; an override names the files it is for and the severities that hold there`,
        );
        return;
      }
      const files = this.patterns(entry['files'], [...path, 'files']);
      const severity = this.levels(entry['severity'], [...path, 'severity']);
      if (files) out.push({ files, severity });
    });
    return out;
  }
}

/** Why a pattern cannot stand, or undefined. The same rules as the action's `files` input. */
export function patternProblem(pattern: string): string | undefined {
  const line = pattern.trim();
  const text = (line.startsWith('!') ? line.slice(1) : line).replace(/\\/g, '/');
  if (line.startsWith('#'))
    return 'starts with "#", which the search reads as a comment; match such a name with "[#]" instead';
  if (text.trim() === '')
    return 'is empty; write a glob relative to the repository root, such as "**/component_config.yaml"';
  if (text.startsWith('/') || /^[A-Za-z]:\//.test(text))
    return 'is absolute; write it relative to the repository root (the workspace), such as "components/**"';
  if (text.split('/').includes('..'))
    return 'uses ".." and could reach outside the workspace; write it relative to the repository root, without ".."';
  return undefined;
}

/** `levels` of the base severity, then of each matching override in order, the later winning. */
export function levelsFor(policy: Policy, matches: (patterns: readonly string[]) => boolean): Levels {
  let levels: Levels = { ...policy.severity };
  for (const o of policy.overrides) if (matches(o.files)) levels = { ...levels, ...o.severity };
  return levels;
}

/**
 * The findings as the policy wants them: a code turned off is dropped, a code whose level
 * differs from its own severity gets that level, with `defaultSeverity` and a message saying so;
 * a locked code is never lowered.
 * Applying it twice changes nothing more.
 */
export function applyLevels(findings: readonly Finding[], policy: FilePolicy | undefined): Finding[] {
  if (!policy) return [...findings];
  const out: Finding[] = [];
  for (const f of findings) {
    const level = policy.levels[f.code];
    // A locked code is only ever raised (the reader refuses the rest).
    if (level === undefined || (CODES[f.code].locked && RANK[level] < RANK[f.severity])) out.push(f);
    else if (level === 'off') continue;
    else if (level === f.severity) out.push(f);
    else
      out.push({
        ...f,
        severity: level,
        defaultSeverity: f.defaultSeverity ?? f.severity,
        message: `${f.message} (${level === 'error' ? 'an error' : 'a warning'} by the policy in ${policy.file}; ${f.severity === 'error' ? 'an error' : 'a warning'} by default)`,
      });
  }
  return out;
}

/** The codes the policy turns off for a file, for the message of a suppression of one. */
export function offCodes(policy: FilePolicy | undefined): Set<string> {
  const off = new Set<string>();
  for (const [code, level] of Object.entries(policy?.levels ?? {})) if (level === 'off') off.add(code);
  return off;
}

function isMapping(v: unknown): v is Record<string, unknown> {
  if (!isObject(v)) return false;
  // The readers make mappings without a prototype; a date is an object of its own class.
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === null || proto === Object.prototype;
}

function shown(v: unknown): string {
  if (typeof v === 'string') return `"${v}"`;
  if (typeof v === 'boolean' || typeof v === 'number') return `${describe(v)} (${String(v)})`;
  return describe(v);
}

/** `overrides[0].severity.unusual-platform`: dotted, as the policy's keys are written. */
function where(path: Path): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${p}` : p;
  return out;
}
