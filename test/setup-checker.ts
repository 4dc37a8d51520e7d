// The tests call the checker's TypeScript sources directly: the schema findings of a file that
// does not fit its form, and the full YAML read, are provided up front, as the bundle provides
// them when it first needs them (src/check-files.ts).
import { fullRead } from '../src/config/full-read.js';
import { useSchemaFindings } from '../src/config/schema-check.js';
import { schemaDrafts } from '../src/config/schema-findings.js';
import { useFullRead } from '../src/config/source.js';

useSchemaFindings(schemaDrafts);
useFullRead(fullRead);
