// extra_packages: Debian package names, one per entry. The schema's pattern refuses an entry that
// is not package names (its message is in ../value-rules.ts with the other pattern messages);
// an entry that names none or several is a warning here.

import { plural } from '../basics.js';
import { buildOf, isStr, type RuleContext } from './context.js';

// Debian package names (policy 5.6.1), optionally :arch, then apt-get's =version (a Debian
// version, policy 5.6.12, where apt also takes a `*` glob, as in s3cmd=1.1.*) or /release.
const DEB_PACKAGE_BODY = '[a-z0-9][a-z0-9+.-]+(?::[a-z0-9-]+)?(?:=[A-Za-z0-9.+~:*-]+|/[a-z0-9][a-z0-9.-]*)?';
// The build joins the entries with spaces into one `apt-get install` line, where the shell splits
// them again at spaces and tabs: an entry of several names, or of none, installs what it names
// and builds. Anything else is no package (apt-get fails on it), or shell syntax the build's RUN
// line would run.
export const PACKAGES_PATTERN = `^[ \\t]*(?:${DEB_PACKAGE_BODY}(?:[ \\t]+${DEB_PACKAGE_BODY})*)?[ \\t]*$`;
export const DEB_PACKAGE = { pattern: PACKAGES_PATTERN, 'x-code': 'invalid-package-name' } as const;
const ONE_PACKAGE = new RegExp(`^${DEB_PACKAGE_BODY}$`);
const PACKAGES = new RegExp(PACKAGES_PATTERN);

export function extraPackages(ctx: RuleContext): void {
  const packages = buildOf(ctx)?.['extra_packages'];
  if (!Array.isArray(packages)) return;
  packages.forEach((entry, i) => {
    if (!isStr(entry) || ONE_PACKAGE.test(entry) || !PACKAGES.test(entry)) return;
    const path = ['build_config', 'extra_packages', i];
    const names = entry.split(/[ \t]+/).filter(Boolean);
    const problem =
      names.length === 0
        ? 'names no package; apt-get installs nothing for it, so remove it'
        : names.length === 1
          ? `has spaces around \`${names[0]}\`; apt-get installs it, but write the name alone`
          : `names ${plural(names.length, 'package')}; apt-get installs each, but write one package per entry: [${names.join(', ')}]`;
    ctx.add('not-one-package', path, problem);
  });
}
