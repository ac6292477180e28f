/** Delays after the 1st, 2nd, … failed attempt; after the last one the delivery is failed for good. */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;

/** An endpoint that has failed without a single success for this long is disabled. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 60 * 60 * 1000;

export const JITTER = 0.2;

/**
 * When to try again after `failedAttempts` failures, or null when the schedule is exhausted. ±20 % jitter keeps
 * retries of one outage from arriving together; a Retry-After the receiver asked for is honoured when it is later.
 */
export function nextAttemptDelayMs(
  failedAttempts: number,
  retryAfterMs: number | null = null,
  random: () => number = Math.random,
): number | null {
  const base = RETRY_DELAYS_MS[failedAttempts - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (1 - JITTER + 2 * JITTER * random()));
  return retryAfterMs !== null && retryAfterMs > jittered ? Math.min(retryAfterMs, 36_000_000) : jittered;
}

/** Reads a Retry-After header (seconds or an HTTP date) as milliseconds from now, or null. */
export function parseRetryAfter(value: string | undefined, now: number): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export type AttemptOutcome = 'succeeded' | 'retry' | 'failed' | 'endpoint_gone';

/** 2xx is success; 410 Gone means the receiver wants no more (disable the endpoint); anything else retries. */
export function classifyResponse(status: number | null): 'succeeded' | 'gone' | 'failed' {
  if (status !== null && status >= 200 && status < 300) return 'succeeded';
  if (status === 410) return 'gone';
  return 'failed';
}
