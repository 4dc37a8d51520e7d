// The checker as the tests call it: with every part given (the full YAML read, the schema
// findings), imported up front here, where the bundle loads each only when a run needs it
// (src/runtime.ts). With every part, a check always has findings.
import * as check from '../src/config/check.js';
import { fullRead } from '../src/config/read/full-read.js';
import type { AllParts } from '../src/config/parts.js';
import * as policyReader from '../src/config/policy/reader.js';
import { schemaDrafts } from '../src/config/schema/schema-findings.js';
import * as source from '../src/config/read/source.js';

export const parts: AllParts = { fullRead, schemaFindings: schemaDrafts };

export function checkText(file: string, text: string, options?: check.CheckOptions): check.CheckResult {
  return check.checkText(file, text, parts, options);
}

export function checkBytes(file: string, bytes: Uint8Array, options?: check.CheckOptions): check.CheckResult {
  return check.checkBytes(file, bytes, parts, options);
}

export function readSource(text: string): ReturnType<typeof source.readSource> {
  return source.readSource(text, () => fullRead);
}

export function readPolicyText(file: string, text: string): ReturnType<typeof policyReader.readPolicyText> {
  return policyReader.readPolicyText(file, text, fullRead);
}
