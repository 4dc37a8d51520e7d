// host_credentials: bare host names (checked in code: IPv6 and label lengths are past a pattern),
// one credential per host, secret ids and usernames by pattern (the builder's own whitespace test);
// an empty username, which the builder takes, is a warning.

import { replaceFix } from '../fix/fixes.js';
import { pointerOf } from '../paths.js';
import { PYTHON_SPACE } from '../python-space.js';
import { CONTROL, valueProblem } from '../value-rules.js';
import { buildOf, isObj, isStr, type RuleContext } from './context.js';

// For the editors' schema only. A host name of labels (letters, digits, underscores, inner
// hyphens, up to 63 characters), at most 253 characters, an optional final dot; IPv4 addresses
// are such names too. IPv6 addresses by their shape; the group count is the checker's.
const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const IPV6 = '(?:[0-9A-Fa-f]{0,4}:){1,8}(?:[0-9A-Fa-f]{1,4}|[0-9]{1,3}(?:\\.[0-9]{1,3}){3})?';
export const HOST = {
  'x-code': 'invalid-host',
  'x-editor': { pattern: `^(?:(?![\\s\\S]{254})${LABEL}(?:\\.${LABEL})*\\.?|${IPV6})$` },
} as const;
// The builder refuses white space (Python's) in a credential's fields: they are written as one
// tab-separated line and then into netrc and git-credential entries. A secret id must also be
// one the build command can be given: `--secret id=<id>,env=<VAR>` is split at commas (by the
// builder and by docker, which reads it as CSV, where a double quote is syntax), and a command
// line holds no NUL. Any other character passes both.
export const SECRET_ID = { pattern: `^[^${PYTHON_SPACE},"\\x00]+$`, 'x-code': 'invalid-secret-id' } as const;
export const USERNAME = { pattern: `^[^${PYTHON_SPACE}]*$`, 'x-code': 'invalid-username' } as const;

export function hostCredentials(ctx: RuleContext): void {
  const credentials = buildOf(ctx)?.['host_credentials'];
  if (ctx.form !== 'current' || !Array.isArray(credentials)) return;
  const firstHost = new Map<string, number>();
  credentials.forEach((c, i) => {
    if (isObj(c) && c['username'] === '')
      ctx.add(
        'empty-username',
        ['build_config', 'host_credentials', i, 'username'],
        "an empty username is written into the build's netrc entry as nothing, so the entry reads its next word (`password`) as the login and the host sees no username; remove `username` to send the default `__token__`, or write the username the host needs",
      );
    if (!isObj(c) || !isStr(c['host']) || !c['host']) return;
    const host = c['host'];
    const path = ['build_config', 'host_credentials', i, 'host'];
    if (hostProblem(host)) {
      const bare = bareHost(host);
      const place = ctx.source.places.get(pointerOf(path));
      const fix = bare ? replaceFix(ctx.source, place, bare, `write the bare host: ${bare}`) : undefined;
      ctx.add('invalid-host', path, `\`${host}\` ${valueProblem('invalid-host')}`, 'value', fix);
      return;
    }
    const key = host.toLowerCase().replace(/\.+$/, '');
    const first = firstHost.get(key);
    if (first === undefined) firstHost.set(key, i);
    else
      ctx.add(
        'duplicate-host',
        path,
        `host \`${host}\` already has a credential in host_credentials[${first}]; a credential is keyed by host, so keep one`,
      );
  });
}

export function hostProblem(value: string): boolean {
  if (CONTROL.test(value) || /[ /:@?#[\]]/.test(value)) return !isIPv6(value);
  if (isIPv4(value)) return false;
  if (value.length > 253) return true;
  const labels = value.replace(/\.$/, '').split('.');
  // RFC 1123 labels, with underscores as well: DNS carries them (_acme-challenge, my_host.internal)
  // and pip, curl and git reach such hosts.
  return labels.some((l) => !/^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/.test(l));
}

// A host written as a URL or with a port or path: scheme://host[:port][/path]. Not with a user
// (what the credential's username should be is not certain) nor an IPv6 address.
const HOST_IN_URL = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/)?([A-Za-z0-9._-]+)(?::[0-9]{1,5})?(?:[/?#]\S*)?$/;

/** The bare host of a host written as a URL (`https://pypi.example.com:443/simple`), if it has one. */
export function bareHost(value: string): string | undefined {
  const host = HOST_IN_URL.exec(value.trim())?.[1];
  return host !== undefined && host !== value && !hostProblem(host) ? host : undefined;
}

function isIPv4(v: string): boolean {
  const parts = v.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255);
}

function isIPv6(v: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(v) || !v.includes(':')) return false;
  let head = v;
  let groupsNeeded = 8;
  const lastColon = v.lastIndexOf(':');
  const tail = v.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isIPv4(tail)) return false;
    head = v.slice(0, lastColon + 1) + '0:0';
  }
  const halves = head.split('::');
  if (halves.length > 2) return false;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const all = halves.flatMap(groups);
  if (!all.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  if (halves.length === 2) return all.length < groupsNeeded;
  groupsNeeded = 8;
  return all.length === groupsNeeded;
}
