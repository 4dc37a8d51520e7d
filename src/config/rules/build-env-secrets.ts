// build_env entries that look like secrets (by name or a URL with a password): build_env values
// are written into the build context, so a secret belongs in a host_credentials entry instead.

import { buildOf, isObj, isStr, type RuleContext } from './context.js';

// A name holds a secret when it ends in a word that names one (GITHUB_TOKEN, DB_PASSWORD,
// OPENAI_API_KEY) or starts with SECRET/PASSWORD; a name that merely contains such a word
// names something about it (NPM_CONFIG_TOKEN_HELPER, UV_KEYRING_PROVIDER, HF_TOKEN_PATH).
const SECRET_LAST = new Set(['TOKEN', 'PASSWORD', 'PASSWD', 'PASS', 'SECRET', 'APIKEY', 'AUTH', 'AUTHTOKEN', 'PAT']);
const SECRET_LAST_TWO = new Set(['API_KEY', 'ACCESS_KEY', 'SECRET_KEY', 'PRIVATE_KEY', 'AUTH_KEY', 'SSH_KEY']);
const SECRET_FIRST = new Set(['SECRET', 'PASSWORD']);
// scheme://user:password@ (the password may be empty only when the user is not).
const URL_WITH_PASSWORD = /[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/\s:@]*:[^/\s@]+@/;

function secretReason(name: string, value: string): string | undefined {
  const words = name
    .toUpperCase()
    .split(/[_.-]+/)
    .filter(Boolean);
  const last = words[words.length - 1] ?? '';
  const lastTwo = words.slice(-2).join('_');
  if (
    value &&
    (SECRET_LAST.has(last) || SECRET_LAST_TWO.has(lastTwo) || (words.length > 1 && SECRET_FIRST.has(words[0]!)))
  ) {
    return 'the name says it holds a secret';
  }
  if (URL_WITH_PASSWORD.test(value)) return 'the value is a URL with a password in it';
  return undefined;
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
