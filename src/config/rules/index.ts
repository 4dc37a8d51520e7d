// The registry: the only place a rule is listed. Each family (one file here) holds its codes,
// patterns (which schema.ts imports), checks and messages; the rules run in this order, which
// breaks ties between findings at one place.

import type { Draft } from '../findings.js';
import type { Form } from '../schema/form.js';
import { Timestamp, type Source } from '../read/source.js';
import { buildSteps } from './build-steps.js';
import { isObj, type Rule, type RuleContext } from './context.js';
import { envNames } from './env.js';
import { dateNotMappingDraft, nonStringKeyDraft } from './keys.js';
import { hostCredentials } from './hosts-and-credentials.js';
import { secretsInBuildEnv } from './build-env-secrets.js';
import { baseImage } from './image.js';
import { metadataValues } from './metadata-values.js';
import { packageData } from './package-data.js';
import { extraPackages } from './packages.js';
import { targetPlatform } from './platform.js';
import { pythonVersion } from './python-version.js';

const RULES: readonly Rule[] = [
  envNames,
  metadataValues,
  baseImage,
  targetPlatform,
  extraPackages,
  packageData,
  buildSteps,
  hostCredentials,
  secretsInBuildEnv,
  pythonVersion,
];

/** What the schema cannot say: rules across fields, rules that need code, and the warnings. */
export function runRules(data: unknown, form: Form, source: Source): Draft[] {
  const drafts: Draft[] = [];
  if (!isObj(data)) return drafts;
  const ctx: RuleContext = {
    data,
    form,
    source,
    add: (code, path, message, anchor = 'value', fix) =>
      drafts.push({ code, path, anchor, message, ...(fix ? { fix } : {}) }),
    nonStringKey: (path, pointer, why, fixable = true) => {
      const draft = nonStringKeyDraft(source, path, pointer, why, fixable);
      if (draft) drafts.push(draft);
      return draft !== undefined;
    },
    mapping: (value, path, expected) => {
      if (value instanceof Timestamp) drafts.push(dateNotMappingDraft(source, path, value, expected));
      return isObj(value) ? value : undefined;
    },
  };
  for (const rule of RULES) rule(ctx);
  return drafts;
}
