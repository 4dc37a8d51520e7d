// extra_packages: Debian package names, one per entry. The schema's pattern says it all; its
// message is in ../value-rules.ts with the other pattern messages.

// Debian package names (policy 5.6.1), optionally :arch, then apt-get's =version (a Debian
// version, policy 5.6.12, where apt also takes a `*` glob, as in s3cmd=1.1.*) or /release.
export const DEB_PACKAGE_PATTERN = '^[a-z0-9][a-z0-9+.-]+(:[a-z0-9-]+)?(=[A-Za-z0-9.+~:*-]+|/[a-z0-9][a-z0-9.-]*)?$';
export const DEB_PACKAGE = { pattern: DEB_PACKAGE_PATTERN, 'x-code': 'invalid-package-name' } as const;
