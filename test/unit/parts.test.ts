// The checker takes its parts, it does not fetch them: given none, a file that needs one is one
// answer naming what it needs (never an exception, never findings made without the part), and
// the same file given every part has its findings. Nothing is remembered between calls.
import { describe, expect, it } from 'vitest';
import { checkText } from '../../src/config/check.js';
import { parts } from '../checker.js';

const FILE = 'c/component_config.yaml';

describe('a check without the parts it needs', () => {
  it('needs nothing for a valid file in the fast reader’s subset', () => {
    expect(checkText(FILE, 'name: a\n', {})).toMatchObject({ form: 'current', findings: [] });
  });

  it.each([
    ['outside the fast reader’s subset', 'name: &a x\n', ['full-read']],
    ['with a suppression comment', 'name: a  # component-config-check: ignore[unknown-key] why\n', ['full-read']],
    ['that does not fit its form', 'name: a\nversion: 1\n', ['schema-findings']],
  ])('answers what it needs for a file %s, and has findings once given every part', (_, text, needs) => {
    expect(checkText(FILE, text, {})).toEqual({ needs });
    const given = checkText(FILE, text, parts);
    expect(given).toHaveProperty('findings');
    // Given only what it asked for, the check is complete.
    const only = checkText(
      FILE,
      text,
      needs[0] === 'full-read' ? { fullRead: parts.fullRead } : { schemaFindings: parts.schemaFindings },
    );
    expect(only).toEqual(given);
  });

  it('keeps nothing between calls: a part given once is not used by the next check', () => {
    checkText(FILE, 'name: &a x\n', parts);
    expect(checkText(FILE, 'name: &b y\n', {})).toEqual({ needs: ['full-read'] });
  });
});
