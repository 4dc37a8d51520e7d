// Which form a file is in. Auto-detection tries the current form first; a file that is valid
// in neither is reported against the form it most resembles: the earlier one when it names
// the earlier provider `python-pip`, the current one otherwise.

export type Form = 'current' | 'earlier';
export type FormChoice = 'auto' | Form;

export function resemblesEarlier(data: unknown): boolean {
  const build = isObject(data) ? data['build_config'] : undefined;
  const requirements = isObject(build) ? build['requirements'] : undefined;
  return isObject(requirements) && requirements['provider'] === 'python-pip';
}

/** The forms to try, in order; the first without errors wins, else the first is reported. */
export function detectOrder(data: unknown): Form[] {
  return resemblesEarlier(data) ? ['earlier', 'current'] : ['current', 'earlier'];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
