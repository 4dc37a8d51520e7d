// Symbolic links, as the fast tier makes them on every system. Windows makes one only for an
// administrator or in Developer Mode (GitHub's Windows runners run as administrators); refused,
// the test fails saying so, rather than passing having tested nothing. Node stores a relative
// target there with `\` (Windows' links do not take `/`), and reading the link gives that text
// back: what the checker quotes in its messages is the text as the system keeps it.

import fs from 'node:fs';

export const WINDOWS = process.platform === 'win32';

export function symlink(target: string, at: string): void {
  try {
    fs.symlinkSync(target, at);
  } catch (error) {
    if (WINDOWS && (error as NodeJS.ErrnoException).code === 'EPERM') {
      throw new Error(
        `Windows refused to make the symbolic link ${at} (EPERM); the tests of links need them: turn on Developer Mode (Settings > System > For developers) or run the tests as an administrator`,
      );
    }
    throw error;
  }
}

/** A relative link's text as the system keeps it and reads it back. */
export const linkText = (target: string): string => (WINDOWS ? target.replace(/\//g, '\\') : target);
