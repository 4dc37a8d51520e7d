// The findings of the whole fixture corpus and of two benchmark workspaces (1,000 configs each, in
// the default and the compact style), file by file, as the action's per-file path gives them
// (sequential; check-paths off, as the benchmark runs it). findings-unchanged.test.ts compares them with a golden written
// by the code before the start-up and throughput work (main at 6854273, before this branch): that work must not
// change a single finding, message text included. UPDATE_FINDINGS_GOLDEN=1 rewrites the golden
// (only for a change that means to alter findings; say so in its commit).
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkFiles } from '../../src/run/check-files.js';
import type { Finding } from '../../src/config/findings.js';
// @ts-expect-error: a plain ES module of the benchmark, without types
import { generateWorkspace } from '../bench/generate.mjs';

export const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures');
export const GOLDEN = path.resolve(import.meta.dirname, 'golden', 'findings.json');
export const WORKSPACE_FILES = 1000;
export const STYLES = ['full', 'compact'] as const;

type Golden = Record<string, Record<string, Array<Omit<Finding, 'file'>>>>;

/** A benchmark workspace of the given style under the temp directory; its configs, sorted. */
export function benchWorkspace(style: (typeof STYLES)[number], root = os.tmpdir()): { dir: string; files: string[] } {
  const dir = path.join(root, `cca-golden-${style}-${process.pid}`);
  const manifest = generateWorkspace(dir, { files: WORKSPACE_FILES, style }) as { configs: Array<{ path: string }> };
  return { dir, files: manifest.configs.map((c) => c.path).sort() };
}

/** Findings grouped by file (every file listed, an empty list for a clean one), without the file. */
export function byFile(files: readonly string[], findings: readonly Finding[]): Golden[string] {
  const out: Golden[string] = Object.fromEntries(files.map((f) => [f, []]));
  for (const { file, ...rest } of findings) (out[file] ??= []).push(rest);
  return out;
}

export async function currentFindings(workspaces: Record<string, { dir: string; files: string[] }>): Promise<Golden> {
  const cases = readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${d.name}/component_config.yaml`)
    .sort();
  const golden: Golden = {};
  golden['fixtures'] = byFile(
    cases,
    (await checkFiles(cases, { workspace: FIXTURES, failOnDeprecated: false, checkPaths: false })).findings,
  );
  for (const [name, ws] of Object.entries(workspaces)) {
    golden[name] = byFile(
      ws.files,
      (await checkFiles(ws.files, { workspace: ws.dir, failOnDeprecated: false, checkPaths: false })).findings,
    );
  }
  return golden;
}

/** One line per file, so that a changed finding is a one-line diff. */
export function serialize(golden: Golden): string {
  const groups = Object.entries(golden).map(
    ([name, files]) =>
      `${JSON.stringify(name)}: {\n${Object.entries(files)
        .map(([f, list]) => `  ${JSON.stringify(f)}: ${JSON.stringify(list)}`)
        .join(',\n')}\n}`,
  );
  return `{\n${groups.join(',\n')}\n}\n`;
}
