// A clone made as Git for Windows makes it (core.autocrlf=true, its default) holds every file as
// committed: text with LF (the tests compare generated files with what the build makes, byte for
// byte), the fixtures' CR, CRLF and BOMs untouched. .gitattributes says so; this clones HEAD.

import { afterAll, describe, expect, it } from 'vitest';
import { git } from './clients.js';
import { ROOT, cleanup, tempDir } from './harness.js';

afterAll(cleanup);

describe('a checkout with core.autocrlf=true', () => {
  it('has every file byte for byte as committed', { timeout: 120_000 }, () => {
    const top = tempDir('cca-autocrlf-');
    git(top, 'clone', '--quiet', '--no-checkout', ROOT, 'clone');
    const clone = `${top}/clone`;
    git(clone, 'config', 'core.autocrlf', 'true');
    git(clone, 'checkout', '--quiet', 'HEAD');
    // `i/lf w/crlf  attr/...  path`: the line ends in the index and in the work tree.
    const rows = git(clone, 'ls-files', '--eol')
      .split('\n')
      .map((line) => /^i\/(\S*)\s+w\/(\S*)\s+attr\/\S*\s+\t?(.*)$/.exec(line)!);
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.filter(([, index, work]) => index !== work).map(([line]) => line)).toEqual([]);
    // The fixtures that hold CRLF on purpose are among them.
    expect(
      rows.filter(([, index, , path]) => index === 'crlf' && path!.startsWith('test/fixtures/')).length,
    ).toBeGreaterThan(0);
  });
});
