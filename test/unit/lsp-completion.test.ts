// Where the cursor is in a document being typed (src/lsp/block-path.ts), and what the editors'
// JSON Schema offers there (src/lsp/schema-at.ts): the two halves of the language server's
// completion, which the end-to-end test drives only through a few documents.

import { describe, expect, it } from 'vitest';
import { cursorPlace } from '../../src/lsp/block-path.js';
import { describeAt, keysAt, valuesAt } from '../../src/lsp/schema-at.js';

/** The place at the `|` of a text. */
function at(text: string) {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes('|'));
  const character = lines[line]!.indexOf('|');
  lines[line] = lines[line]!.replace('|', '');
  return cursorPlace(lines, line, character);
}

describe('the place of the cursor', () => {
  it('is a key of the top level, or of the mapping the indentation says', () => {
    expect(at('name: x\n|')).toMatchObject({ kind: 'key', path: [] });
    expect(at('name: x\nver|')).toMatchObject({ kind: 'key', path: [] });
    expect(at('build_config:\n  base_image: x\n  |')).toMatchObject({ kind: 'key', path: ['build_config'] });
    expect(at('build_config:\n  # a comment\n\n  requirements:\n    |')).toMatchObject({
      kind: 'key',
      path: ['build_config', 'requirements'],
    });
    expect(at('build_config:\n  requirements:\n    provider: uv-pip\n  |')).toMatchObject({
      kind: 'key',
      path: ['build_config'],
    });
  });

  it('goes into list items, on the dash line and below it', () => {
    const list = 'build_config:\n  host_credentials:\n    - host: a\n';
    expect(at(`${list}      |`)).toMatchObject({ kind: 'key', path: ['build_config', 'host_credentials', -1] });
    expect(at(`${list}    - |`)).toMatchObject({ kind: 'key', path: ['build_config', 'host_credentials', -1] });
  });

  it('knows the keys its mapping has on other lines, and no others', () => {
    const present = (text: string) => {
      const place = at(text);
      return place?.kind === 'key' ? [...place.present].sort() : undefined;
    };
    expect(present('name: x\n|\nbuild_config:\n  base_image: y\nenv: {}\n')).toEqual(['build_config', 'env', 'name']);
    expect(present('build_config:\n  base_image: y\n  |\n  requirements:\n    provider: uv-pip\nenv: {}\n')).toEqual([
      'base_image',
      'requirements',
    ]);
    const list = 'build_config:\n  host_credentials:\n    - host: a\n      secret_id: b\n';
    expect(present(`${list}      |\n    - host: c\n`)).toEqual(['host', 'secret_id']);
    expect(present(`${list}    - |\n      username: d\n    - host: c\n`)).toEqual(['username']);
  });

  it("is a value after a key's colon", () => {
    expect(at('build_config:\n  requirements:\n    provider: u|')).toEqual({
      kind: 'value',
      path: ['build_config', 'requirements', 'provider'],
    });
    expect(at('build_config:\n  "base_image": |')).toEqual({ kind: 'value', path: ['build_config', 'base_image'] });
  });

  it('is nothing it can name inside flow collections or past a comment', () => {
    expect(at('build_config: {base_image: |')).toBeUndefined();
    expect(at('name: x # |')).toBeUndefined();
  });
});

describe('what the schema offers', () => {
  it("names each form's keys, the deprecated one marked", () => {
    const top = keysAt('current', []).map((k) => k.name);
    expect(top).toEqual(expect.arrayContaining(['name', 'version', 'build_config', 'env', 'metadata']));
    const build = keysAt('current', ['build_config']);
    expect(build.find((k) => k.name === 'python_version')?.deprecated).toBe(true);
    expect(build.find((k) => k.name === 'base_image')).toMatchObject({ deprecated: false });
    expect(keysAt('current', ['build_config', 'host_credentials', -1]).map((k) => k.name)).toEqual(
      expect.arrayContaining(['host', 'secret_id', 'username']),
    );
    expect(keysAt('current', ['nowhere'])).toEqual([]);
  });

  it("gives each form's values and the JSON Schema's descriptions", () => {
    expect(valuesAt('current', ['build_config', 'requirements', 'provider'])).toEqual(
      expect.arrayContaining(['uv-pip', 'conda']),
    );
    expect(valuesAt('earlier', ['build_config', 'requirements', 'provider'])).toEqual(['python-pip', 'conda']);
    expect(valuesAt('current', ['build_config', 'skip_checks'])).toEqual(['true', 'false']);
    expect(describeAt('current', ['build_config', 'base_image'])).toBe(
      'Debian- or Ubuntu-based image the build starts from.\n\nDefault: debian:bookworm-slim',
    );
    expect(describeAt('current', ['build_config', 'python_version'])).toContain('Deprecated: ');
  });
});
