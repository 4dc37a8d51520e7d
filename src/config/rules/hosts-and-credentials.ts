// host_credentials: bare host names (checked in code: IPv6 and label lengths are past a pattern),
// one credential per host, secret ids and usernames by pattern; and build_env entries that look
// like secrets, which belong in a credential instead.

import { replaceFix } from '../fixes.js';
import { formatPath, pointerOf } from '../paths.js';
import { bareHost, hostProblem, secretReason, valueProblem } from '../value-rules.js';
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
export const SECRET_ID = { pattern: '^[A-Za-z0-9_.-]+$', 'x-code': 'invalid-secret-id' } as const;
// Whitespace and control characters, which a netrc or git-credential entry cannot hold.
export const USERNAME = { pattern: '^[^\\s\\x00-\\x1f\\x7f]*$', 'x-code': 'invalid-username' } as const;

export function hostCredentials(ctx: RuleContext): void {
  const credentials = buildOf(ctx)?.['host_credentials'];
  if (ctx.form !== 'current' || !Array.isArray(credentials)) return;
  const firstHost = new Map<string, number>();
  credentials.forEach((c, i) => {
    if (!isObj(c) || !isStr(c['host']) || !c['host']) return;
    const host = c['host'];
    const path = ['build_config', 'host_credentials', i, 'host'];
    if (hostProblem(host)) {
      const bare = bareHost(host);
      const place = ctx.source.places.get(pointerOf(path));
      const fix = bare ? replaceFix(ctx.source, place, bare, `write the bare host: ${bare}`) : undefined;
      ctx.add(
        'invalid-host',
        path,
        `\`${formatPath(path)}\`: \`${host}\` ${valueProblem('invalid-host')}`,
        'value',
        fix,
      );
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

export function secretsInBuildEnv(ctx: RuleContext): void {
  const buildEnv = buildOf(ctx)?.['build_env'];
  if (ctx.form !== 'current' || !isObj(buildEnv)) return;
  for (const [name, value] of Object.entries(buildEnv)) {
    if (!isStr(value)) continue;
    const reason = secretReason(name, value);
    if (!reason) continue;
    ctx.add(
      'secret-in-build-env',
      ['build_config', 'build_env', name],
      `${reason}; build_env values are written into the build context, so never put secrets there: declare a host_credentials entry and pass the token with --secret`,
      'key',
    );
  }
}
