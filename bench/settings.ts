/** A benchmark's progress lines go to stderr; its report to stdout. */
export const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

function read(name: string): string | undefined {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? undefined : raw;
}

/** A non-negative number from the environment (seconds, a count that may be 0), or the fallback when unset. */
export function numberSetting(name: string, fallback: number): number {
  const raw = read(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

/** A positive whole number from the environment (runs, cases, connections), or the fallback when unset. */
export function countSetting(name: string, fallback: number): number {
  const raw = read(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}
