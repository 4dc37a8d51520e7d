// The client's workspace folders, each a workspace as the command line's: its policy file (read
// from inside it only, or from the editor when open there), which documents its `files` select,
// and the options a check of one of them takes. A document in no folder is checked as its bytes
// alone: no policy, no check-paths, nothing read from disk.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckFilesOptions } from '../run/check-files.js';
import { loadPolicy, type LoadedPolicy, policyOfBytes } from '../workspace/policy-file.js';
import { pathBelow, type PathFlavour } from '../workspace/repo-path.js';
import { fullReadPart } from '../run/runtime.js';
import { parsePatterns, type Pattern, RELATIVE_ONLY, selects } from '../config/globs.js';
import { DEFAULT_FILES, POLICY_FILE } from '../config/policy/policy.js';

export interface Folder {
  /** Absolute path of the folder: the workspace. */
  root: string;
  /** The policy file as on disk, or as the editor holds it when it is open; undefined when there is none. */
  policy: LoadedPolicy | undefined;
  patterns: Pattern[];
}

/** Where a document is: its folder and its path relative to it (`/`-separated), or undefined for a document in no folder. */
export interface Located {
  folder: Folder | undefined;
  rel: string;
}

const DEFAULT_PATTERNS = parsePatterns([...DEFAULT_FILES], RELATIVE_ONLY);

/** The file system's path flavour and how a `file:` URI names a file there (the tests give Windows'). */
export interface FolderPaths {
  path: PathFlavour;
  fromUri(uri: string): string;
}
const NATIVE: FolderPaths = { path, fromUri: (uri) => fileURLToPath(uri) };

export class Folders {
  private readonly list: Folder[];

  constructor(
    roots: readonly string[],
    private readonly paths: FolderPaths = NATIVE,
  ) {
    // The innermost folder holding a document is its workspace: longest first.
    this.list = [...new Set(roots.map((r) => paths.path.resolve(r)))]
      .sort((a, b) => b.length - a.length)
      .map((root) => ({ root, policy: undefined, patterns: DEFAULT_PATTERNS }));
  }

  all(): readonly Folder[] {
    return this.list;
  }

  /** The folder of a `file:` URI and the path inside it; undefined for a URI that names no file. */
  locate(uri: string): Located | undefined {
    let file: string;
    try {
      file = this.paths.fromUri(uri);
    } catch {
      return undefined;
    }
    for (const folder of this.list) {
      const rel = pathBelow(folder.root, file, this.paths.path);
      if (rel) return { folder, rel };
    }
    return { folder: undefined, rel: this.paths.path.basename(file) };
  }

  /** Whether the document is a folder's policy file. */
  isPolicy(where: Located): boolean {
    return where.folder !== undefined && where.rel === POLICY_FILE;
  }

  /** Whether the policy's `files` select the document (the default: every component_config.yaml). */
  selected(where: Located): boolean {
    return selects(where.folder?.patterns ?? DEFAULT_PATTERNS, where.rel);
  }

  /** Reads the folder's policy file from disk (used while the editor does not hold it). */
  async loadFromDisk(folder: Folder): Promise<void> {
    const read = await loadPolicy(folder.root, path.join(folder.root, POLICY_FILE), POLICY_FILE, fullReadPart);
    setPolicy(folder, read === 'missing' ? undefined : read);
  }

  /** Takes the policy from the editor's text of it. */
  async loadFromBytes(folder: Folder, bytes: Uint8Array): Promise<LoadedPolicy> {
    const read = await policyOfBytes(folder.root, POLICY_FILE, bytes, undefined, fullReadPart);
    setPolicy(folder, read);
    return read;
  }
}

function setPolicy(folder: Folder, loaded: LoadedPolicy | undefined): void {
  folder.policy = loaded;
  const files = loaded?.policy?.files;
  folder.patterns = files ? parsePatterns([...files], RELATIVE_ONLY, { from: 'the policy file' }) : DEFAULT_PATTERNS;
}

/** The options the command line checks a file of the folder with (no flags: the policy file's settings). */
export function checkOptions(folder: Folder): CheckFilesOptions {
  const policy = folder.policy?.policy;
  return {
    workspace: folder.root,
    root: folder.root,
    failOnDeprecated: policy?.failOnDeprecated ?? false,
    checkPaths: policy?.checkPaths ?? false,
    ...(policy ? { policy } : {}),
  };
}
