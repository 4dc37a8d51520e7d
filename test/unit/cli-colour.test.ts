// When the command line's text format is coloured: decided by colourWanted alone, from --no-color,
// whether stdout is a terminal, NO_COLOR and FORCE_COLOR (the switch the tests colour it by on
// every system; a real terminal is tried once, on Linux, in test/e2e/terminal.test.ts).

import { describe, expect, it } from 'vitest';
import { colourWanted } from '../../src/cli/cli.js';

describe('colourWanted', () => {
  it.each([
    // flag (not --no-color), on a terminal, environment, coloured
    [true, true, {}, true],
    [true, false, {}, false],
    [true, true, { NO_COLOR: '1' }, false],
    [true, true, { NO_COLOR: '' }, true], // an empty NO_COLOR is unset (no-color.org)
    [true, false, { FORCE_COLOR: '1' }, true],
    [true, false, { FORCE_COLOR: '' }, true], // set is enough, as node reads it
    [true, false, { FORCE_COLOR: '3' }, true],
    [true, true, { FORCE_COLOR: '0' }, false],
    [true, true, { FORCE_COLOR: 'false' }, false],
    [true, false, { FORCE_COLOR: '1', NO_COLOR: '1' }, true], // FORCE_COLOR wins, as in node
    [false, true, {}, false],
    [false, true, { FORCE_COLOR: '1' }, false], // --no-color wins over everything
  ] as const)('--no-color absent: %s, terminal: %s, %j: %s', (flag, tty, env, coloured) => {
    expect(colourWanted(flag, tty, env)).toBe(coloured);
  });
});
