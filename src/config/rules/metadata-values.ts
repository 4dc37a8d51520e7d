// metadata holds any value (the spec), and the builder writes it into an image label as JSON,
// by Jinja's `tojson`: Python's json.dumps with sort_keys=True. What that refuses fails the
// build, so it is an error here: a date, as a value or a key (JSON has no type for it), and a
// mapping whose keys Python cannot sort together (sorted() raises on a string beside a number or
// a boolean, and on null beside either). The top level's own keys must be strings (the builder's
// model: dict[str, Any]). The rest is written: a number or boolean key alone among its kind
// becomes a JSON string, .inf and .nan become Infinity and NaN. No finding for those.

import { quoteFix } from '../fix/fixes.js';
import { type Path, pointerChild } from '../paths.js';
import { Timestamp } from '../read/source.js';
import { isObj, type Obj, type RuleContext } from './context.js';

/** What metadata must be, for the schema's type error and the rule's (a date there). */
export const METADATA_EXPECTED = 'a mapping';

export function metadataValues(ctx: RuleContext): void {
  const metadata = ctx.mapping(ctx.data['metadata'], ['metadata'], METADATA_EXPECTED);
  if (!metadata) return;
  const anyKeys = ctx.source.nonStringKeys.size > 0;
  for (const key of Object.keys(metadata)) {
    const value = metadata[key];
    // Most metadata is strings under string keys: no path to make for those.
    if (!anyKeys && !holdsMore(value)) continue;
    const child = ['metadata', key];
    const pointer = pointerChild('/metadata', key);
    ctx.nonStringKey(child, pointer, 'the builder takes the keys of metadata as strings');
    freeData(ctx, value, child, pointer);
  }
}

/** Whether a value can hold what the rule refuses: a date, or a mapping or list (a key, a date inside). */
const holdsMore = (value: unknown): boolean => value !== null && typeof value === 'object';

// The kinds of key Python's sorted() can compare among themselves (a boolean is a number to it).
type KeyKind = 'string' | 'number' | 'null' | 'date';

function keyKind(read: unknown): KeyKind {
  if (read instanceof Timestamp) return 'date';
  if (read === null || read === undefined) return 'null';
  return typeof read === 'string' ? 'string' : 'number';
}

function freeData(ctx: RuleContext, value: unknown, path: Path, pointer: string): void {
  if (isObj(value)) nestedKeys(ctx, value, path, pointer);
  else if (Array.isArray(value))
    value.forEach((item, i) => {
      if (holdsMore(item)) freeData(ctx, item, [...path, i], `${pointer}/${i}`);
    });
  else if (value instanceof Timestamp) {
    const { source } = ctx;
    // An explicit `!!timestamp` stays a date however the value is quoted: the tag must go too.
    const tagged = source.places.get(pointer)?.readAs !== undefined;
    ctx.add(
      'unsupported-value',
      path,
      `YAML read \`${value.text}\` as a date, which the builder cannot write as JSON (the build fails); ${tagged ? 'remove the tag `!!timestamp` and quote it' : 'quote it'}: "${value.text}"`,
      'value',
      quoteFix(source, source.places.get(pointer)),
    );
  }
}

/** A mapping below metadata's top level: its keys as the builder's JSON writer sorts them. */
function nestedKeys(ctx: RuleContext, value: Obj, path: Path, pointer: string): void {
  const { nonStringKeys } = ctx.source;
  if (nonStringKeys.size === 0) {
    // Every key a string: only what the values hold can be refused.
    for (const key of Object.keys(value))
      if (holdsMore(value[key])) freeData(ctx, value[key], [...path, key], pointerChild(pointer, key));
    return;
  }
  const keys = Object.keys(value).map((key) => {
    const at = pointerChild(pointer, key);
    return { key, at, kind: nonStringKeys.has(at) ? keyKind(nonStringKeys.get(at)) : ('string' as KeyKind) };
  });
  const kinds = new Set(keys.map((k) => k.kind).filter((k) => k !== 'date'));
  for (const { key, at, kind } of keys) {
    const child = [...path, key];
    if (kind === 'date') ctx.nonStringKey(child, at, 'JSON has no date keys: the build fails');
    else if (kinds.size > 1 && kind !== 'string') {
      // Quoting every key that is not a string leaves keys of one kind.
      ctx.nonStringKey(
        child,
        at,
        `beside keys of another kind: the builder sorts a mapping's keys to write it as JSON, and Python cannot sort ${kinds.has('string') ? 'a number or boolean among strings' : 'null among numbers'}, so the build fails`,
      );
    }
    freeData(ctx, value[key], child, at);
  }
}
