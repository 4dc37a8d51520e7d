// custom_build_steps read as BuildKit's Dockerfile parser reads lines
// (github.com/moby/buildkit, frontend/dockerfile/parser): an instruction word in any case, then
// its arguments; a `\` at the end of a line (trailing blanks allowed) continues it, and comment
// and blank lines inside a continuation are skipped; RUN, COPY and ADD take heredocs (a word
// `<<NAME`, `<<-NAME`, `<<"NAME"`, optionally after a file descriptor, closed by a line holding
// NAME). Parser directives (`# syntax=...`, `# escape=...`, `# check=...`) count only at the
// very top of a build file; in a step they are comments.

export const BUILD_INSTRUCTIONS = [
  'ADD',
  'ARG',
  'CMD',
  'COPY',
  'ENTRYPOINT',
  'ENV',
  'EXPOSE',
  'HEALTHCHECK',
  'LABEL',
  'MAINTAINER',
  'ONBUILD',
  'RUN',
  'SHELL',
  'STOPSIGNAL',
  'USER',
  'VOLUME',
  'WORKDIR',
];

const HEREDOC_INSTRUCTIONS = new Set(['RUN', 'COPY', 'ADD']);
const HEREDOC_WORD = /^[0-9]*<<(-?)([^<]*)$/;
const DIRECTIVE = /^#\s*(syntax|escape|check)\s*=/i;

export interface StepProblems {
  /** Why the build would fail or do something else than meant. */
  error?: string;
  /** Why the step, though accepted, likely does not do what was meant. */
  warning?: string;
}

/** The heredoc names a logical line opens, in order (only for RUN, COPY and ADD). */
function heredocs(instruction: string, text: string): string[] {
  if (!HEREDOC_INSTRUCTIONS.has(instruction)) return [];
  const names: string[] = [];
  for (const word of text.split(/\s+/)) {
    const m = HEREDOC_WORD.exec(word);
    if (!m || !m[2]) continue;
    names.push(m[2].replace(/^(["'])(.*)\1$/, '$2'));
  }
  return names;
}

export function buildStepProblems(step: string): StepProblems {
  // A line's carriage return is not its own; the list is changed in place, not made anew by
  // map() (whose array is of another kind once this is optimised, throwing that code away).
  const lines = step.split('\n');
  for (let n = 0; n < lines.length; n++) if (lines[n]!.endsWith('\r')) lines[n] = lines[n]!.slice(0, -1);
  let continued = false;
  let instruction = '';
  let logical = '';
  const heredocEnd: string[] = [];
  let seenInstruction = false;
  let directive: string | undefined;
  const endLogical = () => heredocEnd.push(...heredocs(instruction, logical));
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n]!;
    const line = raw.trim();
    if (heredocEnd.length > 0) {
      if (line === heredocEnd[0] || raw === heredocEnd[0]) heredocEnd.shift();
      continue;
    }
    if (!line || line.startsWith('#')) {
      if (DIRECTIVE.test(line)) directive ??= line;
      continue;
    }
    if (continued) {
      continued = line.endsWith('\\');
      logical += ` ${continued ? line.slice(0, -1) : line}`;
      if (!continued) endLogical();
      continue;
    }
    const first = line.split(/\s+/, 1)[0]!;
    const word = first.toUpperCase();
    if (word === 'FROM') {
      return {
        error: `line ${n + 1}: FROM would start a new build stage and discard the component; custom steps run inside the final image, so use RUN, COPY, ENV, ...`,
      };
    }
    if (!BUILD_INSTRUCTIONS.includes(word)) {
      return {
        error: `line ${n + 1} starts with \`${first}\`, which is not a build-file instruction; begin it with one of ${BUILD_INSTRUCTIONS.join(', ')} (for a shell command: RUN ...)`,
      };
    }
    seenInstruction = true;
    instruction = word;
    continued = line.endsWith('\\');
    logical = (continued ? line.slice(0, -1) : line).slice(first.length).trim();
    if (!continued) endLogical();
  }
  if (continued) return { error: 'the last line ends with a \\ but nothing follows it' };
  if (heredocEnd.length > 0)
    return { error: `the heredoc ${heredocEnd[0]} is never closed: end it with a line holding ${heredocEnd[0]}` };
  if (!seenInstruction) {
    return {
      warning: directive
        ? `holds only the parser directive ${directive}, which counts only at the very top of a build file; here it is a comment and does nothing`
        : 'holds no instruction (only comments or blank lines), so it does nothing; remove it or add an instruction',
    };
  }
  if (directive) {
    return {
      warning: `the parser directive ${directive} counts only at the very top of a build file; in a custom step it is a comment and changes nothing`,
    };
  }
  return {};
}
