// A plain log line (not a workflow command) that carries text from a config, a key or a path.
// GitHub's runner reads each line of a step's output (split at LF, CR or CRLF, stdout and stderr
// alike) as a workflow command when, after leading white space, it starts with `::`
// (`::error file=x::forged`, `::stop-commands::TOKEN`, which hides every later annotation), or
// when it holds `##[` and a command's name anywhere (the runner's older syntax). So the text
// comes out on one line whatever it holds, and neither marker survives: control characters as
// escapes (`\n`, `\u001b`, `\u2028`, as in the job summary), a leading `::` as `\u003a:`, every
// `##[` as `##\u005b`. The escapes are JSON's, so a line of JSON output stays the same JSON.
// Annotations go another way (@actions/core's command escaping, see annotations.ts).

import { visible } from './markdown.js';

/** .NET's TrimStart (Char.IsWhiteSpace) as the runner applies it; JS `\s` plus U+180E. */
const COMMAND_START = /^([\s\u180e]*):(?=:)/;

/** A whole line. */
export function logLine(text: string): string {
  return logText(text).replace(COMMAND_START, '$1\\u003a');
}

/** Text put inside a line after a start of the program's own (so no leading `::` to undo). */
export function logText(text: string): string {
  return visible(text, 'json').replaceAll('##[', '##\\u005b');
}

/** Several lines joined by `\n` (a JSON or SARIF document): each made a log line. */
export function logLines(text: string): string {
  return text.split('\n').map(logLine).join('\n');
}
