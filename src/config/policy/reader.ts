// The policy file's reader (.component-config-check.yaml): read like a config (the same YAML 1.1
// read, so `off` unquoted is the boolean false and means off too) into a plain policy, or into
// findings located in the policy file itself. A policy with a finding is not applied at all: half
// a policy could pass what the whole one would fail. Pure; what the file may say is grammar.ts's,
// what a policy does to findings policy.ts's. A run loads this module and the grammar only when
// it reads a policy file (workspace/policy-file.ts imports it on use): every thread compiles the
// checker, which needs policy.ts alone.

import { isObject } from '../basics.js';
import { decode } from '../read/decode.js';
import { closest, describe } from '../describe.js';
import { byPlace, CODES, type Code, finding, type Finding } from '../findings.js';
import { locate } from '../read/locate.js';
import { pointerOf, type Path } from '../paths.js';
import { type FullRead, readSource, type Source } from '../read/source.js';
import {
  EXAMPLE_PATTERNS,
  type Form,
  LEVEL_SPELLINGS,
  levelsOf,
  type Mapping,
  orList,
  patternProblem,
  POLICY,
  shape,
  takes,
} from './grammar.js';
import { LEVELS, type Levels, type Policy } from './policy.js';

const POLICY_KEYS = Object.keys(POLICY.keys);

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

/** Reads the policy by its grammar (grammar.ts), each problem a finding on the offending key or value. */
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
        `${POLICY.name} must be a mapping of keys (${POLICY_KEYS.join(', ')}), but it holds ${describe(data)}`,
      );
      return { findings: this.findings };
    }
    const read = this.mapping(POLICY, data, []);
    this.findings.sort(byPlace);
    if (this.findings.length > 0) return { findings: this.findings };
    // Each key's value under its name in camel case: Policy's fields (the docs' complete example sets each, policy.test.ts).
    return { policy: { file: this.file, severity: {}, overrides: [], ...read } as Policy, findings: [] };
  }

  private add(code: Code, path: Path, anchor: 'value' | 'key', message: string): void {
    const span = locate(this.source, pointerOf(path), anchor);
    this.findings.push(finding(code, this.file, span, where(path), message));
  }

  /** The values of a mapping's keys by their fields, or undefined when it lacks a key it needs. */
  private mapping(grammar: Mapping, data: Record<string, unknown>, at: Path): Record<string, unknown> | undefined {
    const known = Object.keys(grammar.keys);
    for (const key of Object.keys(data)) {
      if (Object.hasOwn(grammar.keys, key)) continue;
      const near = closest(key, known);
      this.add(
        'policy-unknown-key',
        [...at, key],
        'key',
        `unknown key in ${grammar.name}; ${near ? `did you mean \`${near}\`?` : `the keys are ${known.join(', ')}`}`,
      );
    }
    const missing = known.filter((k) => grammar.keys[k]!.required && !Object.hasOwn(data, k));
    if (missing.length > 0) {
      this.add('policy-invalid-value', at, 'value', `has no ${missing.join(' and no ')}; ${grammar.purpose}`);
      return undefined;
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      if (!Object.hasOwn(grammar.keys, key)) continue;
      const read = this.value(grammar.keys[key]!.form, value, [...at, key]);
      if (read !== undefined) out[key.replace(/-(.)/g, (_, c: string) => c.toUpperCase())] = read;
    }
    return out;
  }

  /** The value as its form takes it, or undefined after a finding. */
  private value(form: Form, value: unknown, at: Path): unknown {
    switch (form.kind) {
      case 'patterns':
        return this.patterns(value, at);
      case 'levels':
        return this.levels(value, at);
      case 'list':
        return this.list(form.of, value, at);
      case 'choice-or-codes':
        if (typeof value === 'string' && Object.hasOwn(form.choices, value)) return value;
        if (Array.isArray(value) && value.length > 0) return this.codes(value, at);
        break;
      case 'choice':
        if (typeof value === 'string' && Object.hasOwn(form.choices, value)) return value;
        break;
      case 'boolean':
        if (typeof value === 'boolean') return value;
        break;
    }
    this.invalid(form, value, at);
    return undefined;
  }

  /** `key` is what it is; it takes what its form takes. */
  private invalid(form: Form, value: unknown, at: Path): void {
    const unquote =
      form.kind === 'boolean' && typeof value === 'string' && /^(true|false)$/i.test(value)
        ? `, written without quotes: ${value.toLowerCase()}`
        : '';
    this.add('policy-invalid-value', at, 'value', `is ${shown(value)}; it takes ${takes(form)}${unquote}`);
  }

  private patterns(value: unknown, at: Path): string[] | undefined {
    if (!Array.isArray(value) || value.length === 0) {
      this.invalid({ kind: 'patterns' }, value, at);
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
          `a pattern is ${shown(p)}; patterns are strings, such as ${JSON.stringify(EXAMPLE_PATTERNS[0])}`,
        );
        return;
      }
      const problem = patternProblem(p);
      if (problem) this.add('policy-invalid-pattern', path, 'value', `the pattern \`${p}\` ${problem}`);
      else out.push(p);
    });
    return out;
  }

  /** A list of finding codes, each known; a duplicate is left as it is (it means the same). */
  private codes(value: unknown[], at: Path): Code[] {
    const out: Code[] = [];
    value.forEach((code, i) => {
      if (typeof code === 'string' && Object.hasOwn(CODES, code)) out.push(code as Code);
      else this.unknownCode(code, [...at, i], 'value');
    });
    return out;
  }

  private unknownCode(code: unknown, path: Path, anchor: 'value' | 'key'): void {
    if (typeof code !== 'string') {
      this.add(
        'policy-invalid-value',
        path,
        'value',
        `a code is ${shown(code)}; codes are strings, such as unknown-key`,
      );
      return;
    }
    const near = closest(code, Object.keys(CODES));
    this.add(
      'policy-unknown-code',
      path,
      anchor,
      // Under a key the location is the code itself; a list item's location is its index.
      `${anchor === 'key' ? '' : `\`${code}\` is `}not a finding code${near ? `; did you mean \`${near}\`?` : '; the codes are listed in the README'}`,
    );
  }

  private levels(value: unknown, at: Path): Levels {
    const levels: Levels = {};
    if (!isMapping(value)) {
      this.invalid({ kind: 'levels' }, value, at);
      return levels;
    }
    for (const [code, raw] of Object.entries(value)) {
      const path = [...at, code];
      if (!Object.hasOwn(CODES, code)) {
        this.unknownCode(code, path, 'key');
        continue;
      }
      const level = LEVELS.find((l) => LEVEL_SPELLINGS[l].includes(raw as string | boolean));
      if (!level) {
        this.add('policy-invalid-value', path, 'value', `the severity is ${shown(raw)}; it takes ${orList(LEVELS)}`);
        continue;
      }
      if (!levelsOf(code as Code).includes(level)) {
        this.add(
          'policy-locked-code',
          path,
          'key',
          `this code cannot be ${level === 'off' ? 'turned off' : `lowered to ${level}`}: ${CODES[code as Code].locked}; remove it from the policy`,
        );
        continue;
      }
      levels[code as Code] = level;
    }
    return levels;
  }

  private list(of: Mapping, value: unknown, at: Path): Array<Record<string, unknown>> | undefined {
    if (!Array.isArray(value)) {
      this.invalid({ kind: 'list', of }, value, at);
      return undefined;
    }
    const out: Array<Record<string, unknown>> = [];
    value.forEach((entry, i) => {
      const path = [...at, i];
      if (!isMapping(entry)) {
        this.add('policy-invalid-value', path, 'value', `is ${shown(entry)}; ${of.name} is a mapping ${shape(of)}`);
        return;
      }
      const read = this.mapping(of, entry, path);
      if (read) out.push(read);
    });
    return out;
  }
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
