/** Script-readable output goes to stdout; everything else to stderr. */
export const out = (line: string) => process.stdout.write(`${line}\n`);
export const err = (line: string) => process.stderr.write(`${line}\n`);

/** A mistake in the command line: answered with the usage text and exit code 2. */
export class UsageError extends Error {}

export function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}
