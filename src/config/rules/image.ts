// base_image: a valid image reference (the schema's pattern), and a warning when it names a
// non-Debian family (the build needs apt-get).

import { withArticle } from '../describe.js';
import { buildOf, isStr, type RuleContext } from './context.js';

// Docker's reference grammar (github.com/distribution/reference, regexp.go):
// [host[:port]/]path[:tag][@digest], the host a domain name or a bracketed IPv6 address, path
// components lower case with `.`, `_`, `__` or dashes between, a tag of up to 128 word
// characters, `.` and `-`; the digest one of the algorithms that parse (sha256, sha384, sha512).
export const IMAGE_REF_PATTERN =
  '^(?:(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\\[[a-fA-F0-9:]+\\])' +
  '(?::[0-9]+)?)/)?' +
  '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*' +
  '(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128}))?$';
export const IMAGE_REF = { pattern: IMAGE_REF_PATTERN, 'x-code': 'invalid-image' } as const;

export function baseImage(ctx: RuleContext): void {
  const image = buildOf(ctx)?.['base_image'];
  if (!isStr(image)) return;
  const family = nonDebianFamily(image);
  if (!family) return;
  ctx.add(
    'non-debian-base-image',
    ['build_config', 'base_image'],
    `\`${image}\` looks like ${withArticle(family)} image, but the base image must be Debian- or Ubuntu-based (the build needs apt-get); the build will check`,
  );
}

const NON_DEBIAN_FAMILIES = [
  'alpine',
  'fedora',
  'centos',
  'rockylinux',
  'almalinux',
  'amazonlinux',
  'archlinux',
  'opensuse',
  'busybox',
  'ubi',
];

const FAMILY_PATTERNS: Array<[string, RegExp]> = NON_DEBIAN_FAMILIES.map((f) => [f, new RegExp(`^${f}[0-9.]*$`)]);
// Every family's name anywhere in the reference: most images name none, and are done with one
// search instead of a pattern per family and part.
const ANY_FAMILY = new RegExp(NON_DEBIAN_FAMILIES.join('|'));

function nonDebianFamily(image: string): string | undefined {
  const reference = image.split('@')[0]!.toLowerCase();
  if (!ANY_FAMILY.test(reference)) return undefined;
  const colon = reference.lastIndexOf(':');
  let name = colon >= 0 ? reference.slice(0, colon) : '';
  let tag = colon >= 0 ? reference.slice(colon + 1) : '';
  if (!name || tag.includes('/')) {
    name = reference;
    tag = '';
  }
  const components = name.split('/');
  const words = tag.split('-');
  for (const [family, versioned] of FAMILY_PATTERNS) {
    if (components.some((c) => versioned.test(c) || c.startsWith(`${family}-`))) return family;
    if (words.some((w) => versioned.test(w))) return family;
  }
  return undefined;
}
