// The builder's YAML grammar (PyYAML's SafeLoader up to construction), as one entry; its
// resolver and constructor are constructor.ts and construct-document.ts.

export {
  composePyYaml,
  parseEvents,
  type AliasUse,
  type PyNode,
  type PyRead,
  type PyScalar,
  type PyMapping,
  type PySequence,
} from './composer.js';
export { GrammarError, type Mark } from './marks.js';
export type { Event } from './parser.js';
