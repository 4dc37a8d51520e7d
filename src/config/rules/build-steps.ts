// custom_build_steps: each a build-file instruction other than FROM (an error otherwise), and a
// warning for steps that do nothing. The grammar is in ../dockerfile-parser.ts.

import { buildStepProblems } from '../dockerfile-parser.js';
import { buildOf, isStr, type RuleContext } from './context.js';

export function buildSteps(ctx: RuleContext): void {
  const steps = buildOf(ctx)?.['custom_build_steps'];
  if (!Array.isArray(steps)) return;
  steps.forEach((step, i) => {
    if (!isStr(step)) return;
    const problems = buildStepProblems(step);
    const where = ['build_config', 'custom_build_steps', i];
    if (problems.error) ctx.add('invalid-build-step', where, problems.error);
    else if (problems.warning) ctx.add('ineffective-build-step', where, problems.warning);
  });
}
