// The documentation of the finding codes, made from the code table (CODES) and the example file of
// each code (test/fixtures/codes/<code>/component_config.yaml): the page docs/codes.md below its
// marker line, and the short table in the README. `npm run docs` writes them; a unit test fails
// while either differs from what this makes, so the pages cannot drift from the code.

import fs from 'node:fs';
import { checkBytes, type CheckOptions } from '../config/check.js';
import { policyMatcher } from '../config/policy/match.js';
import { POLICY_FILE } from '../config/policy/policy.js';
import { readPolicyText } from '../config/policy/reader.js';
import { CODES, type Code, type Finding } from '../config/findings.js';
import { FIXABLE } from '../config/fix/fixes.js';
import { fullRead } from '../config/read/full-read.js';
import { schemaDrafts } from '../config/schema/schema-findings.js';
import { SOURCE_CODES } from '../config/read/problems.js';
import { DEFAULT_PATH, fragmentOf } from '../web/fragment.js';
import { SITE_URL } from './site-url.js';

export const ROOT = new URL('../../', import.meta.url);
export const CODES_PAGE = new URL('docs/codes.md', ROOT);
export const README = new URL('README.md', ROOT);
/** docs/codes.md is written by hand above this line and generated below it. */
export const MARKER =
  '<!-- Generated below this line by `npm run docs` from CODES (src/config/findings.ts) and test/fixtures/codes/: edit those, not this. -->';
const README_TABLE_HEAD = '| code | severity | fixable | meaning |';
const CONFIG = 'component_config.yaml';

/** What a code's example file is and what the checker says about it. */
export interface Example {
  /** The file's path from the repository root. */
  path: string;
  /** Its text, the test's `# expect:` line last; undefined when it is not UTF-8 text. */
  text: string | undefined;
  findings: Finding[];
  /** The policy file beside it that the check applied, when there is one. */
  policy?: string;
  /** The page that checks a config in the browser, with this file (and its policy) loaded. */
  tryIt: string;
}

/**
 * What an example folder's config is checked with: the policy file beside it, when the code is
 * one only a policy makes (suppression-not-allowed).
 */
export function exampleOptions(folder: URL): CheckOptions {
  const url = new URL(POLICY_FILE, folder);
  if (!fs.existsSync(url)) return {};
  const read = readPolicyText(POLICY_FILE, fs.readFileSync(url, 'utf8'), fullRead);
  if (!read.policy) throw new Error(`${url.pathname}: ${read.findings.map((f) => f.message).join('; ')}`);
  const policy = policyMatcher(read.policy)(CONFIG);
  return policy ? { policy } : {};
}

/** The example file of each code that has one. */
export function readExamples(): Partial<Record<Code, Example>> {
  const parts = { fullRead, schemaFindings: schemaDrafts };
  const out: Partial<Record<Code, Example>> = {};
  for (const code of Object.keys(CODES) as Code[]) {
    const path = `test/fixtures/codes/${code}/${CONFIG}`;
    const url = new URL(path, ROOT);
    if (!fs.existsSync(url)) continue;
    const bytes = fs.readFileSync(url);
    let text: string | undefined;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = undefined;
    }
    const folder = new URL('./', url);
    const options = exampleOptions(folder);
    const findings = checkBytes(CONFIG, new Uint8Array(bytes), parts, options).findings.filter((f) => f.code === code);
    const policyUrl = new URL(POLICY_FILE, folder);
    const policyText = options.policy ? fs.readFileSync(policyUrl, 'utf8') : '';
    const state = { config: new Uint8Array(bytes), policy: policyText, path: DEFAULT_PATH, failOnDeprecated: false };
    out[code] = {
      path,
      text,
      findings,
      tryIt: `${SITE_URL}${fragmentOf(state)}`,
      ...(options.policy ? { policy: `${path.replace(CONFIG, POLICY_FILE)}` } : {}),
    };
  }
  return out;
}

const cell = (t: string) => t.replace(/\|/g, '\\|');
const fixable = (code: string) => (Object.hasOwn(FIXABLE, code) ? 'yes' : '');

/** A fence longer than any run of backticks in the text. */
function fenced(info: string, text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${text.replace(/\n$/, '')}\n${fence}`;
}

function findingLine(f: Finding): string {
  return `${f.file}:${f.line}:${f.column}: ${f.severity}[${f.code}] ${f.location ? `${f.location}: ` : ''}${f.message}`;
}

/** The fix of the codes that have no example file, whose message this page cannot show. */
const FIX_BY_HAND: Partial<Record<Code, string>> = {
  'file-too-large':
    'keep the config under 1 MiB (a config is a few dozen lines; large data belongs in a `package_data` source)',
  'unreadable-file': 'make the file readable, repair the broken link, or exclude the path in `files`',
  'missing-api-module': 'add `component_api.py` beside the config',
  'missing-source': "add the file or directory, or correct the source (relative to the config's directory)",
  'outside-workspace':
    'point the link or the source at a path inside the repository, or exclude the link in `files` (`!link/**`)',
  'internal-error': 'none on your side: report it with the file; the other files were still checked',
  'unreadable-directory': 'make the directory readable, or exclude it in `files`',
  'symlink-loop': 'remove the link, or exclude it in `files` (`!loop/**`)',
};

/** How a code is silenced when that is not by a comment on its line. */
const SILENCE_OTHERWISE: Partial<Record<Code, string>> = {
  'unused-ignore': 'remove or correct the suppression comment it points at.',
  'suppression-not-allowed':
    "not by a comment: fix the finding the comment named and remove the comment, or change the policy's `suppressions` (on the base branch, as a change of its own).",
  'outside-workspace':
    'on a `package_data` source, by a comment like any other code; a link that is itself the config or a directory has no line to comment on: exclude it in `files`.',
  'unreadable-directory':
    'not by a comment (it is about a directory, not a line of a config): exclude the directory in `files`.',
  'symlink-loop': 'not by a comment (it is about a link, not a line of a config): exclude the link in `files`.',
};

/** Where a code comes from when no example file can show it. */
function origin(code: Code): string {
  const owner = CODES[code].owner;
  if (owner === 'check-paths')
    return 'Only with `check-paths: true` (the action) or `--check-paths` (the command line).';
  if (owner === 'files') return 'Made by the search for files, on the path it could not follow.';
  if (owner === 'inside') return 'Made wherever a path is followed: the search, the file read, `check-paths`.';
  return '';
}

function section(code: Code, example: Example | undefined): string {
  const info = CODES[code];
  const out: string[] = [`### \`${code}\``, ''];
  const tags = [info.severity, fixable(code) ? 'fixable by `--fix`' : 'fixed by hand'];
  const silenceable = !info.notSuppressible && !['unreadable-directory', 'symlink-loop'].includes(code);
  tags.push(silenceable ? 'can be silenced' : 'cannot be silenced');
  out.push(`${tags.join(' · ')}`, '', info.title, '');
  const where = origin(code);
  if (where) out.push(where, '');
  if (example) {
    out.push(
      `Example ([${example.path.split('/').slice(-2).join('/')}](../${example.path}), [try it](${example.tryIt})):`,
      '',
    );
    // The examples of the codes about the text itself are not YAML a reader takes: no `yaml` label.
    const label = (SOURCE_CODES as readonly string[]).includes(code) ? '' : 'yaml';
    out.push(example.text === undefined ? info.example.replace(/^\((.*)\)$/, '$1') + '.' : fenced(label, example.text));
    if (example.policy)
      out.push(
        '',
        `With the policy file [${example.policy.split('/').slice(-2).join('/')}](../${example.policy}):`,
        '',
        fenced('yaml', fs.readFileSync(new URL(example.policy, ROOT), 'utf8')),
      );
    out.push('', 'What the check says:', '', fenced('', example.findings.map(findingLine).join('\n')), '');
  } else {
    const text = info.example.replace(/^\((.*)\)$/, '$1');
    out.push(`Example: ${info.example.startsWith('(') ? text : `\`${text}\``}.`, '');
  }
  const fix = FIXABLE[code];
  const byHand = FIX_BY_HAND[code];
  if (fix) out.push(`Fix: as the message says; \`--fix\` (and a pull request suggestion) ${fix}.`, '');
  else out.push(byHand ? `Fix: ${byHand}.` : 'Fix: as the message says.', '');
  const otherwise = SILENCE_OTHERWISE[code];
  if (otherwise) {
    out.push(`Silence: ${otherwise}`);
  } else if (info.notSuppressible) {
    out.push(
      'Silence: not possible. After this finding the file was not read as data, so silencing it would let a file that was never checked pass.',
    );
  } else {
    const line = example?.findings[0]?.line;
    const at = line === undefined ? 'where the finding starts' : `where the finding starts (line ${line} above)`;
    out.push(
      `Silence: \`# component-config-check: ignore[${code}] why\` at the end of the line ${at}, or alone on the line before it.`,
    );
  }
  return out.join('\n');
}

/** docs/codes.md below the marker. */
export function codesPageBody(examples: Partial<Record<Code, Example>>): string {
  const codes = Object.keys(CODES) as Code[];
  const table = codes.map(
    (code) => `| [\`${code}\`](#${code}) | ${CODES[code].severity} | ${fixable(code)} | ${cell(CODES[code].title)} |`,
  );
  return [
    '',
    '## Every code',
    '',
    README_TABLE_HEAD,
    '|---|---|---|---|',
    ...table,
    '',
    ...codes.flatMap((code) => [section(code, examples[code]), '']),
  ].join('\n');
}

/** The README's table of codes, each linking to its section of docs/codes.md. */
export function readmeCodeRows(): string[] {
  return (Object.keys(CODES) as Code[]).map(
    (code) =>
      `| [\`${code}\`](docs/codes.md#${code}) | ${CODES[code].severity} | ${fixable(code)} | ${cell(CODES[code].title)} |`,
  );
}

/** The two files as `npm run docs` writes them, from what they hold now. */
export function freshDocs(current: { readme: string; codesPage: string }): { readme: string; codesPage: string } {
  const at = current.codesPage.indexOf(MARKER);
  if (at < 0) throw new Error(`docs/codes.md has lost its marker line: ${MARKER}`);
  const codesPage = current.codesPage.slice(0, at + MARKER.length) + '\n' + codesPageBody(readExamples());
  const lines = current.readme.split('\n');
  const head = lines.indexOf(README_TABLE_HEAD);
  if (head < 0) throw new Error(`README.md has lost its table of codes: ${README_TABLE_HEAD}`);
  let end = head + 2;
  while (lines[end]?.startsWith('| [`')) end++;
  lines.splice(head + 2, end - head - 2, ...readmeCodeRows());
  return { readme: lines.join('\n'), codesPage };
}
