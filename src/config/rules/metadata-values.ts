// metadata is free data stored as JSON: keys YAML read as non-strings and values JSON cannot hold
// (dates, .inf, .nan) are refused where they are, however deep.

import { quoteFix } from '../fix/fixes.js';
import { formatPath, type Path, pointerChild } from '../paths.js';
import { Timestamp } from '../read/source.js';
import { isObj, type RuleContext } from './context.js';

export function metadataValues(ctx: RuleContext): void {
  if (isObj(ctx.data['metadata'])) freeData(ctx, ctx.data['metadata'], ['metadata'], '/metadata');
}

function freeData(ctx: RuleContext, value: unknown, path: Path, pointer: string): void {
  const { source, add } = ctx;
  if (isObj(value)) {
    for (const key of Object.keys(value)) {
      const child = [...path, key];
      const childPointer = pointerChild(pointer, key);
      ctx.nonStringKey(child, childPointer, '(it is stored as JSON)');
      freeData(ctx, value[key], child, childPointer);
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => freeData(ctx, item, [...path, i], `${pointer}/${i}`));
  } else if (typeof value === 'number' && !Number.isFinite(value)) {
    const text = source.places.get(pointer)?.text ?? String(value);
    add(
      'unsupported-value',
      path,
      `\`${formatPath(path)}\` is ${text}, which JSON cannot hold; quote it to keep it as text`,
      'value',
      quoteFix(source, source.places.get(pointer)),
    );
  } else if (value instanceof Timestamp) {
    // An explicit `!!timestamp` stays a date however the value is quoted: the tag must go too.
    const tagged = source.places.get(pointer)?.readAs !== undefined;
    add(
      'unsupported-value',
      path,
      `\`${formatPath(path)}\`: YAML read \`${value.text}\` as a date, which is stored as JSON only as text; ${tagged ? 'remove the tag `!!timestamp` and quote it' : 'quote it'}: "${value.text}"`,
      'value',
      quoteFix(source, source.places.get(pointer)),
    );
  }
}
