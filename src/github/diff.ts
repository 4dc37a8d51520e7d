// The right side of a pull request file's diff, read from the patch the files API returns: which
// lines of the head commit a review comment can sit on, and their text. GitHub accepts a comment
// only on a line inside a hunk, and a multi-line one only when both ends are in the same hunk.

export interface RightLine {
  /** The line as the head commit has it, without its line end. */
  text: string;
  /** An added line (`+`), as opposed to context around the change. */
  added: boolean;
  /** Which hunk of the patch, from 0. */
  hunk: number;
}

const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/** Right-side line number → line; lines outside every hunk are absent. */
export function rightSide(patch: string): Map<number, RightLine> {
  const lines = new Map<number, RightLine>();
  let hunk = -1;
  let next = 0;
  for (const raw of patch.split('\n')) {
    const header = HUNK_HEADER.exec(raw);
    if (header) {
      hunk++;
      next = Number(header[1]);
      continue;
    }
    if (hunk < 0) continue;
    const kind = raw[0];
    // A CRLF file's patch keeps the CR of each line.
    const text = raw.slice(1).replace(/\r$/, '');
    if (kind === '+' || kind === ' ') {
      lines.set(next, { text, added: kind === '+', hunk });
      next++;
    }
    // '-' lines are the left side only; '\' is "No newline at end of file".
  }
  return lines;
}
