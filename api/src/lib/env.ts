// Whole-number settings from the environment: unset or blank → the default; anything else must be a whole number in
// range, or the server refuses to start naming the variable (a typo must not quietly become a default).
export function wholeNumberFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, range: { min: number; max?: number }): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  const { min, max } = range;
  if (!Number.isInteger(value) || value < min || (max !== undefined && value > max)) {
    throw new Error(`${name} must be a whole number ${max === undefined ? `from ${min}` : `${min}–${max}`}, got "${raw}"`);
  }
  return value;
}
