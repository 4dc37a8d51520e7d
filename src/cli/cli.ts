// component-config-check: the action's checker on the command line, for editors, pre-commit and
// local runs. Same search, same checker, same findings, and for --format github the very same
// workflow commands. Exit 0 without errors (warnings alone pass, as in the action), 1 with
// errors, 2 when it could not run (a usage error).

import fs from 'node:fs';
import path from 'node:path';
import { checkFiles, levelsOf } from '../run/check-files.js';
import { planFix, type FilePlan, writeInPlace } from './fix-files.js';
import { unifiedDiff } from '../report/unified-diff.js';
import type { Finding } from '../config/findings.js';
import { findFiles, pathExists } from '../workspace/files.js';
import { pathBelow, slashed } from '../workspace/repo-path.js';
import { PatternError } from '../config/globs.js';
import { renderJsonReport } from '../report/json.js';
import { SARIF_LIMITS, sarifNotice, sarifReport } from '../report/sarif.js';
import { gzipSizer } from '../workspace/write-file.js';
import { annotate, findingLine } from '../report/annotations.js';
import { logLine, logLines } from '../report/log-line.js';
import { VERSION } from '../version.js';
import { DEFAULT_FILES, FAIL_LEVELS, type FailLevel, type FilePolicy, POLICY_FILE } from '../config/policy/policy.js';
import { loadPolicy, type LoadedPolicy } from '../workspace/policy-file.js';
import { runChecks, settle } from '../run/run.js';
import { commandWriter } from '../report/workflow-commands.js';
import { asError, plural } from '../config/basics.js';
import { everyPart, fullReadPart } from '../run/runtime.js';
import type { AllParts } from '../config/parts.js';

const FORMATS = ['text', 'json', 'github', 'sarif'] as const;
type Format = (typeof FORMATS)[number];

const USAGE = `usage: component-config-check [options] [path | directory | glob ...]

Checks component_config.yaml files. A directory is searched for **/component_config.yaml the
way the action searches the workspace (node_modules and .git skipped); a glob is matched
relative to the current directory; a file is checked whatever its name. No argument: ".".
Nothing outside the workspace is read: the git work tree holding the current directory (outside
any git work tree, the current directory). A directory holding no config, a path that does not
exist and a glob that matches nothing are exit 2.

options:
  --format text|json|github|sarif   output format (default: text)
  --fail-on-deprecated              deprecated fields are errors
  --check-paths                     also check component_api.py and package_data sources
  --policy FILE                     the policy file (default: ${POLICY_FILE} at the top of the
                                    git work tree, used when it exists)
  --no-policy                       no policy file
  --fail-level error|warning|never  what makes the exit status 1 (default: the policy's, else error)
  --fix                             apply the fixes of the findings that have one, in place;
                                    print what was fixed and what is left
  --diff                            print the fixes as a unified diff (for git apply or patch -p1);
                                    change nothing
  --no-color                        no colour even on a terminal (also NO_COLOR=1); FORCE_COLOR=1
                                    colours the text format off a terminal too
  --lsp                             be a language server (LSP 3.17 on stdin and stdout) for an
                                    editor: the findings as you type, fixes, hover, completion
                                    (docs/editors.md)
  -h, --help                        this help
  --version                         the version

exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage error or the check could not run
(with --fail-level warning, warnings also exit 1; with never, findings never do; a policy file
with errors always does).
With --fix: by what is left after fixing. With --diff: 0 only when there is nothing to fix and no error.`;

class UsageError extends Error {
  /** Whether --help says more: not for a problem with where it looked. */
  readonly seeHelp: boolean;
  constructor(message: string, seeHelp = true) {
    super(message);
    this.seeHelp = seeHelp;
  }
}

interface Options {
  format: Format;
  failOnDeprecated: boolean;
  checkPaths: boolean;
  color: boolean;
  fix: boolean;
  diff: boolean;
  targets: string[];
  /** --policy FILE; null: --no-policy; undefined: the default file, when it exists. */
  policy: string | null | undefined;
  failLevel: FailLevel | undefined;
}

function parseArgs(argv: string[]): Options | 'help' | 'version' {
  const o: Options = {
    format: 'text',
    failOnDeprecated: false,
    checkPaths: false,
    color: true,
    fix: false,
    diff: false,
    targets: [],
    policy: undefined,
    failLevel: undefined,
  };
  let formatGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '-h' || a === '--help') return 'help';
    if (a === '--version') return 'version';
    if (a === '--fail-on-deprecated') o.failOnDeprecated = true;
    else if (a === '--check-paths') o.checkPaths = true;
    else if (a === '--no-color') o.color = false;
    else if (a === '--fix') o.fix = true;
    else if (a === '--diff') o.diff = true;
    else if (a === '--no-policy') o.policy = null;
    else if (a === '--policy' || a.startsWith('--policy=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (!v) throw new UsageError('--policy takes the path of a policy file');
      o.policy = v;
    } else if (a === '--fail-level' || a.startsWith('--fail-level=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (!v || !(FAIL_LEVELS as readonly string[]).includes(v)) {
        throw new UsageError(`--fail-level takes one of ${FAIL_LEVELS.join(', ')}${v ? `, not "${v}"` : ''}`);
      }
      o.failLevel = v as FailLevel;
    } else if (a === '--format' || a.startsWith('--format=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (!v || !(FORMATS as readonly string[]).includes(v)) {
        throw new UsageError(`--format takes one of ${FORMATS.join(', ')}${v ? `, not "${v}"` : ''}`);
      }
      o.format = v as Format;
      formatGiven = true;
    } else if (a === '--') {
      o.targets.push(...argv.slice(i + 1));
      break;
    } else if (a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
    else o.targets.push(a);
  }
  if (o.fix && o.diff) throw new UsageError('--fix and --diff do not go together: --diff shows what --fix would do');
  if (o.diff && formatGiven) throw new UsageError('--diff prints a unified diff; it takes no --format');
  if (o.targets.length === 0) o.targets.push('.');
  return o;
}

/**
 * The command line's workspace, outside which nothing is read: the top of the git work tree
 * holding cwd (as the action's workspace is the checkout), else cwd itself.
 */
export function cliWorkspace(cwd: string): string {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(cwd);
  }
}

/** The files to check, relative to cwd, each once, in a stable order. */
function resolveTargets(
  cwd: string,
  root: string,
  targets: string[],
  /** The policy file's `files`, relative to root: what a directory is searched for. */
  patterns?: string[],
): { files: string[]; findings: Finding[]; known: Map<string, string> } {
  const files = new Set<string>();
  const findings: Finding[] = [];
  const known = new Map<string, string>();
  const globs: string[] = [];
  for (const t of targets) {
    const abs = path.resolve(cwd, t);
    const fromRoot = path.relative(root, abs);
    if (fromRoot === '..' || fromRoot.startsWith(`..${path.sep}`) || path.isAbsolute(fromRoot)) {
      const holder = cliWorkspace(fs.existsSync(abs) && !fs.statSync(abs).isDirectory() ? path.dirname(abs) : abs);
      const what = fs.existsSync(path.join(root, '.git'))
        ? 'the git work tree of the current directory'
        : 'the current directory, which is in no git work tree';
      throw new UsageError(
        `${t} is outside the workspace ${root} (${what}); run component-config-check from inside the repository that holds it: cd ${holder}`,
        false,
      );
    }
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(abs);
    } catch {
      stat = undefined;
    }
    const rel = slashed(path.relative(cwd, abs));
    if (stat?.isDirectory() && patterns) {
      // The policy's patterns hold from the root: the files they find below this directory.
      const search = findFiles(root, patterns, { from: 'the policy file', root });
      const fromCwd = (f: string) => slashed(path.relative(cwd, path.join(root, f))) || '.';
      const below = (f: string) => pathBelow(abs, path.join(root, f)) !== undefined;
      const before = files.size + findings.length;
      for (const f of search.files) if (below(f)) files.add(fromCwd(f));
      for (const [f, real] of search.known) if (below(f)) known.set(fromCwd(f), real);
      for (const f of search.findings) if (below(f.file)) findings.push({ ...f, file: fromCwd(f.file) });
      if (files.size + findings.length === before) {
        // A green result on the wrong directory must not happen: an empty search is not a pass.
        throw new UsageError(
          `no config matching the policy file's files (${patterns.join(', ')}) found in ${rel || '.'} (${abs}); run it in the repository that holds your configs, or name the files`,
          false,
        );
      }
    } else if (stat?.isDirectory()) {
      const search = findFiles(abs, [...DEFAULT_FILES], { root });
      if (search.files.length === 0 && search.findings.length === 0) {
        // A green result on the wrong directory must not happen: an empty search is not a pass.
        throw new UsageError(
          `no component_config.yaml found in ${rel || '.'} (${abs}; searched ${DEFAULT_FILES.join(', ')}, node_modules and .git skipped); run it in the repository that holds your configs, or name the files`,
          false,
        );
      }
      const under = (f: string) => (f === '.' ? rel || '.' : rel ? `${rel}/${f}` : f);
      for (const f of search.files) files.add(under(f));
      for (const [f, real] of search.known) known.set(under(f), real);
      findings.push(...search.findings.map((f) => ({ ...f, file: under(f.file) })));
    } else if (stat || !/[*?[{]/.test(t)) {
      // A mistyped path is a usage error, as a glob that matches nothing: never a finding that
      // --fail-level never would pass. What exists but cannot be read (a dangling link, no
      // permission) is a file whose reading says why.
      if (!stat && !pathExists(abs)) throw new UsageError(`${t} does not exist (${abs}); check the path`, false);
      files.add(rel);
    } else {
      globs.push(t);
    }
  }
  if (globs.length > 0) {
    const search = findFiles(cwd, globs, { from: 'the arguments', root });
    for (const f of search.files) files.add(f);
    for (const [f, real] of search.known) known.set(f, real);
    findings.push(...search.findings);
    if (search.files.length === 0) throw new UsageError(`no files match ${globs.join(', ')}`);
  }
  return { files: [...files], findings, known };
}

const PAINT = { error: '\x1b[31m', warning: '\x1b[33m', dim: '\x1b[2m', reset: '\x1b[0m' };

/**
 * Whether the text format is coloured: on a terminal unless NO_COLOR is set, anywhere when
 * FORCE_COLOR is (as node reads it: set and neither "0" nor "false"; it wins over NO_COLOR, as in
 * node), never with --no-color.
 */
export function colourWanted(
  flag: boolean,
  isTTY: boolean,
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  if (!flag) return false;
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force !== '0' && force !== 'false';
  return isTTY && !env['NO_COLOR'];
}

function textLine(f: Finding, color: boolean): string {
  if (!color) return findingLine(f);
  return findingLine(f, (part, text) => `${PAINT[part === 'place' ? 'dim' : part]}${text}${PAINT.reset}`);
}

export async function runCli(
  argv: string[],
  cwd: string,
  out: (s: string) => void,
  err: (s: string) => void,
  isTTY: boolean,
  workerEntry?: URL,
): Promise<number> {
  let options: Options | 'help' | 'version';
  try {
    options = parseArgs(argv);
    if (options === 'help') {
      out(`${USAGE}\n`);
      return 0;
    }
    if (options === 'version') {
      out(`component-config-check ${VERSION}\n`);
      return 0;
    }
    const { targets } = options;
    const root = cliWorkspace(cwd);
    const loaded = await cliPolicy(cwd, root, options.policy);
    const policy = loaded?.policy;
    const fromRoot = (f: string) => slashed(path.relative(root, path.resolve(cwd, f)));
    const spec = {
      workspace: cwd,
      root,
      search: (onFile?: (file: string, real: string | undefined) => void) => {
        const found = resolveTargets(cwd, root, targets, policy?.files);
        for (const file of found.files) onFile?.(file, found.known.get(file));
        return found;
      },
      // A flag given wins over the policy file (the flags can only turn these on).
      failOnDeprecated: options.failOnDeprecated || (policy?.failOnDeprecated ?? false),
      checkPaths: options.checkPaths || (policy?.checkPaths ?? false),
      loaded,
      failLevel: options.failLevel ?? policy?.failLevel ?? 'error',
      fromRoot,
      workerEntry,
    };
    let ran = await runChecks(spec);
    if ('stopped' in ran) throw new UsageError(ran.stopped, false); // no vet is given: never
    // The files are checked again to plan their fixes, here, where worker threads may have
    // checked them: the schema findings must be at hand for a file that does not fit its form.
    const fixing =
      options.fix || options.diff
        ? planFixes(
            cwd,
            ran.configs.findings,
            err,
            (f) => levelsOf(f, { ...spec, ...(policy ? { policy } : {}) }),
            await everyPart(),
          )
        : undefined;
    if (options.diff) return showDiff(fixing!, ran.checked.findings, out, err);
    let failedWrites = 0;
    if (fixing && fixing.plans.length > 0) {
      const written = new Set<string>();
      const say = options.format === 'text' ? out : err;
      for (const plan of fixing.plans) {
        try {
          writeInPlace(cwd, plan.file, plan.after);
        } catch (error) {
          failedWrites++;
          err(
            `${logLine(`component-config-check: ${plan.file}: cannot write the fixes (${asError(error).message})`)}\n`,
          );
          continue;
        }
        written.add(plan.file);
        for (const f of plan.fixed)
          say(
            `${logLine(`${f.file}:${f.line}:${f.column}: fixed[${f.code}] ${f.location ? `${f.location}: ` : ''}${f.fix!.description}`)}\n`,
          );
      }
      // What is left: the written files checked again, the others as they were.
      const again = await checkFiles([...written], { ...spec, known: ran.search.known, ...(policy ? { policy } : {}) });
      const before = ran.configs;
      const order = new Map(ran.files.map((f, i) => [f, i]));
      const findings = [...before.findings.filter((f) => !written.has(f.file)), ...again.findings];
      findings.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0));
      ran = settle(spec, ran.search, ran.files, {
        ...before,
        findings,
        entries: before.entries.map((e) => again.entries.find((x) => x.file === e.file) ?? e),
        suppressed: [...before.suppressed.filter((x) => !written.has(x.finding.file)), ...again.suppressed],
      });
      const count = fixing.plans.filter((p) => written.has(p.file)).reduce((n, p) => n + p.fixed.length, 0);
      say(`fixed ${plural(count, 'problem')} in ${plural(written.size, 'file')}\n`);
    }
    const { findings, entries, suppressed } = ran.checked;
    const { counts } = ran.outcome;
    switch (options.format) {
      case 'json':
        out(logLines(renderJsonReport(counts, entries, findings, suppressed, loaded?.note)));
        break;
      case 'sarif': {
        // Uploaded as the action's is: code scanning's size limit is on the gzip-compressed file.
        const sarif = sarifReport(findings, VERSION, suppressed, loaded?.note, {
          ...SARIF_LIMITS,
          size: await gzipSizer(),
        });
        out(logLines(sarif.text));
        const cut = sarifNotice(sarif, 'printed', 'every finding is in --format json');
        if (cut) err(`${logLine(`component-config-check: ${cut}`)}\n`);
        break;
      }
      case 'github':
        annotate(findings, commandWriter(out)); // the action's own workflow commands, to this output
        break;
      default: {
        const color = colourWanted(options.color, isTTY, process.env);
        for (const f of findings) out(`${textLine(f, color)}\n`);
        out(`${ran.outcome.verdict}\n`);
      }
    }
    return ran.outcome.failing || failedWrites > 0 || (fixing?.failed ?? 0) > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof PatternError) {
      err(
        `${logLine(`component-config-check: ${error.message}${error instanceof UsageError && error.seeHelp ? ' (see --help)' : ''}`)}\n`,
      );
      return 2;
    }
    const e = asError(error);
    err(
      `${logLine(`component-config-check: internal error: ${e.message}. This is a bug; please report it`)}${process.env['DEBUG'] ? `\n${logLines(e.stack ?? '')}` : ' (set DEBUG=1 for the stack)'}\n`,
    );
    return 2;
  }
}

/** The policy file: --policy's (which must exist), else the default one at the root when it exists. */
async function cliPolicy(
  cwd: string,
  root: string,
  given: string | null | undefined,
): Promise<LoadedPolicy | undefined> {
  if (given === null) return undefined;
  const target = given === undefined ? path.join(root, POLICY_FILE) : path.resolve(cwd, given);
  const shown = slashed(path.relative(cwd, target));
  const loaded = await loadPolicy(root, target, shown, fullReadPart);
  if (loaded !== 'missing') return loaded;
  if (given !== undefined) throw new UsageError(`--policy ${given}: no such file`);
  return undefined;
}

/** The fix of every file that has fixable findings, read and checked again. */
function planFixes(
  cwd: string,
  findings: readonly Finding[],
  err: (s: string) => void,
  policyOf: (file: string) => FilePolicy | undefined,
  parts: AllParts,
) {
  const plans: FilePlan[] = [];
  let failed = 0;
  for (const file of new Set(findings.filter((f) => f.fix).map((f) => f.file))) {
    const plan = planFix(cwd, file, { parts, policy: policyOf(file) });
    if ('problem' in plan) {
      failed++;
      err(`${logLine(`component-config-check: ${file}: cannot fix it: it ${plan.problem}`)}\n`);
    } else if (plan.fixed.length > 0) plans.push(plan);
  }
  return { plans, failed };
}

function showDiff(
  fixing: { plans: FilePlan[]; failed: number },
  findings: readonly Finding[],
  out: (s: string) => void,
  err: (s: string) => void,
): number {
  for (const plan of fixing.plans) out(unifiedDiff(plan.file, plan.before, plan.changes));
  const count = fixing.plans.reduce((n, p) => n + p.fixed.length, 0);
  const errors = findings.filter((f) => f.severity === 'error').length;
  err(
    count === 0
      ? `nothing to fix (${plural(errors, 'error')} to fix by hand)\n`
      : `--fix would fix ${plural(count, 'problem')} in ${plural(fixing.plans.length, 'file')}\n`,
  );
  return count > 0 || errors > 0 || fixing.failed > 0 ? 1 : 0;
}
