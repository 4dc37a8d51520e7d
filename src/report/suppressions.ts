// The suppressions a run applied, as the job summary, the check run's summary and the pull
// request comment list them: a pull request's own comments can silence a finding, so a reviewer
// reads what was silenced beside the verdict (the file and line of the finding, linked, its code
// and the comment's reason). At most `max` rows; the rest are counted, and are in the log.

import type { Suppressed } from '../config/fix/suppress.js';
import { plural } from '../config/basics.js';
import { cell, code, type Links, linked, message, prose, url } from './markdown.js';

/** Rows shown before the rest are only counted: the list must leave room for the findings. */
export const MAX_LISTED = 50;

/** The section's lines (none without suppressions); `elsewhere` says where the rows not shown are. */
export function suppressionLines(
  suppressed: readonly Suppressed[],
  links: Links,
  { max = MAX_LISTED, elsewhere = 'the log' }: { max?: number; elsewhere?: string } = {},
): string[] {
  if (suppressed.length === 0) return [];
  const rows = suppressed.slice(0, max).map(({ finding: f, suppression: s }) => {
    const place = linked(prose(`${f.file}:${f.line}`), url(links, f.file, f.line));
    const reason = s.reason ? message(s.reason) : '(no reason given)';
    return `| ${cell(place)} | ${cell(code(f.code))} | ${cell(reason)} |`;
  });
  const out = [
    `**Silenced by suppression comments: ${plural(suppressed.length, 'finding')}**`,
    '',
    '| Where | Code | Reason |',
    '|---|---|---|',
    ...rows,
  ];
  const left = suppressed.length - rows.length;
  if (left > 0) out.push('', `${plural(left, 'more suppression')} ${left === 1 ? 'is' : 'are'} in ${elsewhere}.`);
  return out;
}
