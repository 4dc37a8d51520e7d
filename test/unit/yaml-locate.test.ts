// The `yaml` package locates and only locates: its ends are taken for the builder's scalars and
// aliases where it has one at the same offset, parsed once, on the first ask for a place.

import { describe, expect, it } from 'vitest';
import { yamlEnds } from '../../src/config/read/yaml-locate.js';
import { loadPyDocument } from '../../src/config/read/py-loader.js';
import { LineStarts } from '../../src/config/read/coordinates.js';
import { composePyYaml, type PyNode } from '../../src/config/read/pyyaml/index.js';
import { MAX_DEPTH, MAX_VALUES } from '../../src/config/read/refusals.js';

function composed(text: string): PyNode {
  const read = composePyYaml(text, MAX_DEPTH - 1, { skipBom: false });
  if (!read.ok || !read.root) throw new Error('not composed');
  return read.root;
}

describe('yamlEnds', () => {
  it("gives the end of the package's scalar or alias that starts at an offset, and nothing elsewhere", () => {
    const text = 'name: x\nlist: [&a "q", *a]\nblock: |\n  two\n  lines  \n\n';
    const ends = yamlEnds(text);
    expect(ends(text.indexOf('x'), false)).toBe(text.indexOf('x') + 1);
    expect(ends(text.indexOf('"q"'), false)).toBe(text.indexOf('"q"') + 3);
    expect(ends(text.indexOf('*a'), true)).toBe(text.indexOf('*a') + 2);
    // Asked for an alias where it has a scalar, or where it has nothing: no answer.
    expect(ends(text.indexOf('x'), true)).toBeUndefined();
    expect(ends(text.indexOf('list') + 2, false)).toBeUndefined();
    // A block scalar's text ends before the spaces and line breaks after it.
    expect(ends(text.indexOf('|'), false)).toBe(text.indexOf('lines') + 'lines'.length);
  });

  it('takes nothing from a text it reads with errors (a quoted value continued at its key column)', () => {
    const text = 'name: x\ndescription: "resize\nimages"\n';
    expect(yamlEnds(text)(text.indexOf('"'), false)).toBeUndefined();
    expect(yamlEnds(text)(0, false)).toBeUndefined();
  });
});

describe("the loader's places", () => {
  const text = 'name: x\nversion: *v\nmetadata: &v {a: 1}\n'.replace('*v', '"1"');

  it('ask the locator nothing until a place is read, then once per leaf', () => {
    const asked: Array<[number, boolean]> = [];
    const loaded = loadPyDocument(
      text,
      new LineStarts(text),
      composed(text),
      { maxDepth: MAX_DEPTH, maxValues: MAX_VALUES },
      (content, alias) => {
        asked.push([content, alias]);
        return undefined;
      },
    );
    expect(asked).toEqual([]);
    const version = loaded.places.get('/version')!;
    expect(version.node.range).toEqual({ start: 17, content: 17, end: 20 });
    expect(version.node.range).toEqual({ start: 17, content: 17, end: 20 });
    expect(asked).toEqual([[17, false]]);
  });

  it("take the locator's end where it has one, and keep the builder's start", () => {
    const loaded = loadPyDocument(
      text,
      new LineStarts(text),
      composed(text),
      { maxDepth: MAX_DEPTH, maxValues: MAX_VALUES },
      (content) => (content === 17 ? 19 : undefined),
    );
    expect(loaded.places.get('/version')!.node.range).toEqual({ start: 17, content: 17, end: 19 });
    expect(loaded.places.get('/name')!.node.range).toEqual({ start: 6, content: 6, end: 7 });
  });

  it('place an alias where it is written, and what it stands for where the anchor is', () => {
    const t = 'name: x\nmetadata: &m {a: 1}\nextra: *m\n';
    const loaded = loadPyDocument(t, new LineStarts(t), composed(t), { maxDepth: MAX_DEPTH, maxValues: MAX_VALUES });
    const extra = loaded.places.get('/extra')!;
    expect(extra.node.kind).toBe('alias');
    expect({ ...extra.node.range }).toEqual({
      start: t.indexOf('*m'),
      content: t.indexOf('*m'),
      end: t.indexOf('*m') + 2,
    });
    expect(extra.shared).toBe(true);
    const a = loaded.places.get('/extra/a')!;
    expect(a.node.range.content).toBe(t.indexOf('1}'));
    const metadata = loaded.places.get('/metadata')!.node.range;
    expect(metadata).toEqual({ start: t.indexOf('&m'), content: t.indexOf('{'), end: t.indexOf('}') + 1 });
  });
});
