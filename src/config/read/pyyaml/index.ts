// The builder's YAML grammar (PyYAML's SafeLoader up to construction), as one entry.

export {
  composePyYaml,
  parseEvents,
  type PyNode,
  type PyRead,
  type PyScalar,
  type PyMapping,
  type PySequence,
} from './composer.js';
export { GrammarError, type Mark } from './marks.js';
export type { Event } from './parser.js';
