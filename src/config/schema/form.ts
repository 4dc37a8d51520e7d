// Which form a file is in. Auto-detection tries the current form first; a file that is valid
// in neither is reported against the form it most resembles: the earlier one when it names
// the earlier provider `python-pip`, the current one otherwise.

import { isObject } from '../basics.js';

export type Form = 'current' | 'earlier';
export type FormChoice = 'auto' | Form;

/** The key and value that mark the earlier form: build_config.requirements.provider python-pip. */
export const EARLIER_MARK = { path: ['build_config', 'requirements', 'provider'], value: 'python-pip' } as const;

export function resemblesEarlier(data: unknown): boolean {
  let v: unknown = data;
  for (const key of EARLIER_MARK.path) v = isObject(v) ? v[key] : undefined;
  return v === EARLIER_MARK.value;
}

/** The forms to try, in order; the first without errors wins, else the first is reported. */
export function detectOrder(data: unknown): Form[] {
  return resemblesEarlier(data) ? ['earlier', 'current'] : ['current', 'earlier'];
}
