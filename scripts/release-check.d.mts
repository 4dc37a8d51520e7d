// Types of release-check.mjs (plain node, run before anything is installed), for its test.
export function changelogSection(text: string, version: string): string | undefined;
export function releaseProblems(root?: string, options?: { tag?: string }): string[];
export function releaseTag(args: readonly string[], env: Record<string, string | undefined>): string | undefined;
