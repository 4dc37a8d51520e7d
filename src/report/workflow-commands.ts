// GitHub's workflow commands as text (`::error file=F,line=L::message`), with the escapes the
// runner reverses. Pure: the action writes them to its stdout, the command line's
// `--format github` to the stream it was given.

/** Where an annotation points; the names of @actions/core's AnnotationProperties. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

/** What takes annotations: the runner (through the action), or a stream of workflow commands. */
export interface Annotator {
  error(message: string, properties?: AnnotationProperties): void;
  warning(message: string, properties?: AnnotationProperties): void;
  notice(message: string, properties?: AnnotationProperties): void;
}

// Of a command's message, and of a property value (which `,` and `:` would end).
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One workflow command line, ending in `eol` (the runner's platform line end). */
export function workflowCommand(
  name: string,
  properties: Record<string, string | number | undefined>,
  message: string,
  eol = '\n',
): string {
  const props = Object.entries(properties)
    .filter(([, v]) => v !== undefined && v !== '' && v !== 0)
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
    .join(',');
  return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}${eol}`;
}

/** The runner's property names, in the order @actions/core writes them. */
export const located = (p: AnnotationProperties = {}) => ({
  title: p.title,
  file: p.file,
  line: p.startLine,
  endLine: p.endLine,
  col: p.startColumn,
  endColumn: p.endColumn,
});

/** Annotations as workflow commands written to `write`. */
export function commandWriter(write: (text: string) => void, eol = '\n'): Annotator {
  return {
    error: (message, properties) => write(workflowCommand('error', located(properties), message, eol)),
    warning: (message, properties) => write(workflowCommand('warning', located(properties), message, eol)),
    notice: (message, properties) => write(workflowCommand('notice', located(properties), message, eol)),
  };
}
