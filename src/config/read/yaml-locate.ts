// The `yaml` package's one job in the checker, as the design card names it: the source ranges
// annotations point at (and its token parser finds the comments suppressions are written in,
// suppress.ts). It decides nothing about a file (the builder's pipeline and
// refusals.ts do); for a file the fast reader declined, it is parsed once, on the first ask for
// a place (a finding or a fix), and consulted by offset: where it has a scalar or an alias
// that starts where the builder's does, its end is used; where it has none there, or cannot
// parse the text, the builder's own range stands (py-loader.ts).

import { isAlias, isScalar, parseDocument, visit } from 'yaml';
import { textEnd } from './coordinates.js';

export { Parser } from 'yaml';

/** Where the `yaml` package's scalar or alias starting at an offset ends; undefined where it has none. */
export type YamlEnds = (content: number, alias: boolean) => number | undefined;

export function yamlEnds(text: string): YamlEnds {
  let ends: Map<number, { alias: boolean; end: number }> | undefined;
  const index = () => {
    const found = new Map<number, { alias: boolean; end: number }>();
    try {
      const doc = parseDocument(text, {
        version: '1.1',
        schema: 'failsafe',
        merge: false,
        uniqueKeys: false,
        prettyErrors: false,
        strict: false,
      });
      // A text it reads with errors it reads otherwise than the builder (a quoted value continued
      // at its key's column ends early for it): none of its ranges is taken.
      if (doc.errors.length > 0) return found;
      visit(doc, (_key, node) => {
        if (!(isScalar(node) || isAlias(node)) || !node.range) return;
        const [start, valueEnd] = node.range;
        found.set(start, { alias: isAlias(node), end: textEnd(text, start, valueEnd) });
      });
    } catch {
      // Its recursion, or anything else it meets: the builder's ranges stand.
    }
    return found;
  };
  return (content, alias) => {
    const got = (ends ??= index()).get(content);
    return got && got.alias === alias ? got.end : undefined;
  };
}
