// target_platform: "native" or a platform the container tools parse (the schema's pattern, whose
// message containerd-platform.ts words), and a warning for one no Debian image is likely to match.

import { PLATFORM_PATTERN, parsePlatform, unusualPlatform } from '../containerd-platform.js';
import { pythonStrip } from '../python-space.js';
import { buildOf, isStr, type RuleContext } from './context.js';

export const PLATFORM = { pattern: PLATFORM_PATTERN, 'x-code': 'invalid-platform' } as const;
const VALID = new RegExp(PLATFORM_PATTERN);

export function targetPlatform(ctx: RuleContext): void {
  const platform = buildOf(ctx)?.['target_platform'];
  if (!isStr(platform) || pythonStrip(platform) === 'native' || !VALID.test(platform)) return;
  const parsed = parsePlatform(platform);
  const why = 'refused' in parsed ? undefined : unusualPlatform(parsed, platform);
  if (why) ctx.add('unusual-platform', ['build_config', 'target_platform'], why);
}
