// The parts of the checker that the caller gives it, rather than the checker importing them: each
// is a chunk of its own in the bundle, loaded only by a run that needs it (src/runtime.ts). A
// check without a part it needs answers which parts it needs, and the caller loads them and
// checks again: the checker itself never loads anything, and keeps no state between calls.

import type { FullRead } from './read/source.js';
import type { SchemaFindings } from './schema/schema-check.js';

export type Part = 'full-read' | 'schema-findings';

export interface Parts {
  /** The `yaml` package's read (full-read.ts): files outside the fast reader's subset, comments. */
  fullRead?: FullRead;
  /** The findings of a document that does not fit its form (schema-findings.ts). */
  schemaFindings?: SchemaFindings;
}

/** Every part: a check given them all always has findings. */
export type AllParts = Required<Parts>;

/** The answer of a check that needed parts it was not given: load them, check again. */
export interface Needs {
  needs: Part[];
}

/**
 * The parts of one check, as it asks for them: a part asked for and not given is noted, and the
 * check goes on without it as far as it can (its findings are not used: the check answers Needs).
 */
export class PartsInUse {
  readonly missing = new Set<Part>();

  constructor(private readonly given: Readonly<Parts>) {}

  fullRead(): FullRead | undefined {
    if (!this.given.fullRead) this.missing.add('full-read');
    return this.given.fullRead;
  }

  schemaFindings(): SchemaFindings | undefined {
    if (!this.given.schemaFindings) this.missing.add('schema-findings');
    return this.given.schemaFindings;
  }

  /** Needs, when a part was missing. */
  needs(): Needs | undefined {
    return this.missing.size > 0 ? { needs: [...this.missing].sort() } : undefined;
  }
}
