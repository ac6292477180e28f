/** One satisfiable byte range of a resource, inclusive at both ends. */
export interface ResolvedRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Reads a Range header (RFC 9110 §14.2) for a resource of `size` bytes. Returns:
 * - null when the header is absent, not a bytes range, or asks for several ranges (serve the whole resource);
 * - 'unsatisfiable' when no byte of the range exists (answer 416);
 * - the single range otherwise.
 */
export function parseByteRange(header: string | undefined, size: number): ResolvedRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
