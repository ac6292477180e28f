import type { YenteConfig } from '../../config.js';
import { type YenteMatches, type YenteQuery, yenteMatches, yenteQuery } from '../../screening/match/yente-match.js';
import {
  defaultScreeningBackend,
  type ScreeningBackend,
  type ScreeningMatch,
  type ScreeningSubject,
  ScreeningUnavailableError,
} from '../screening-backend.js';

/** Queries per request: yente refuses a batch above YENTE_MAX_BATCH (100 unless its operator changed it). */
const BATCH = 50;
/** Results per query: a name rarely has more true candidates; yente's own default is 5. */
const LIMIT = 10;
/**
 * The threshold when the account has set none: yente's own (SCORE_THRESHOLD, 0.7). The embedded default is
 * calibrated for the embedded matcher's scores, not yente's.
 */
export const YENTE_DEFAULT_THRESHOLD = 0.7;

export interface YenteBackendOptions {
  /** Attempts per request before the provider counts as down (network errors, timeouts, 429 and 5xx answers). */
  readonly attempts?: number;
  /** The wait before the second attempt; doubled for each further one. */
  readonly retryDelayMs?: number;
}

/** Why an attempt failed, and whether another could succeed. */
class AttemptFailed extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The optional yente provider (DOSSIER_SCREENING_PROVIDER=yente): persons and companies are matched by yente's
 * `POST /match/{dataset}`, crypto addresses by the embedded lists' exact match. Each request has a timeout and is
 * retried on network errors, timeouts, 429 and 5xx; when every attempt fails it throws ScreeningUnavailableError.
 */
export function createYenteBackend(config: YenteConfig, options: YenteBackendOptions = {}): ScreeningBackend {
  const attempts = options.attempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const endpoint = `${config.url}/match/${encodeURIComponent(config.dataset)}`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  // The hosted OpenSanctions API takes its key as `Authorization: ApiKey …`; a self-hosted yente needs none.
  if (config.apiKey) headers.authorization = `ApiKey ${config.apiKey}`;

  async function attempt(url: string, body: string): Promise<Record<string, YenteMatches>> {
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      // The reason reaches the case and API clients: the error's code, never the service's address.
      const timedOut = (error as Error).name === 'TimeoutError';
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      const why = timedOut
        ? `no answer within ${config.timeoutMs / 1000} s`
        : typeof code === 'string'
          ? code
          : 'no connection';
      throw new AttemptFailed(`yente could not be reached: ${why}`, true);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const retry = response.status === 429 || response.status >= 500;
      throw new AttemptFailed(`yente answered ${response.status}: ${text.slice(0, 200)}`, retry);
    }
    let parsed: { responses?: Record<string, YenteMatches> };
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AttemptFailed('yente answered a body that is not JSON', true);
    }
    if (parsed === null || typeof parsed.responses !== 'object' || parsed.responses === null) {
      throw new AttemptFailed('yente answered without `responses`', false);
    }
    return parsed.responses;
  }

  /** One batch, tried up to `attempts` times. */
  async function match(
    queries: Record<string, YenteQuery>,
    threshold: number,
    changedSince?: string,
    tries = attempts,
  ) {
    const params = new URLSearchParams({ limit: String(LIMIT), threshold: String(threshold) });
    if (changedSince) params.set('changed_since', changedSince);
    const url = `${endpoint}?${params}`;
    const body = JSON.stringify({ queries });
    let last: AttemptFailed | null = null;
    for (let i = 0; i < tries; i += 1) {
      if (i > 0) await sleep(retryDelayMs * 2 ** (i - 1));
      try {
        const responses = await attempt(url, body);
        for (const key of Object.keys(queries)) {
          if (!Array.isArray(responses[key]?.results)) {
            throw new AttemptFailed(`yente answered no results for query ${key}`, false);
          }
        }
        return responses;
      } catch (error) {
        if (!(error instanceof AttemptFailed)) throw error;
        last = error;
        if (!error.retry) break;
      }
    }
    throw new ScreeningUnavailableError(last?.message ?? 'yente did not answer');
  }

  return {
    updatesItsOwnData: true,
    async screenSubjects(ctx, subjects, options = {}) {
      const crypto = subjects.filter((s) => s.kind === 'crypto_address');
      const out: ScreeningMatch[] =
        crypto.length === 0 ? [] : await defaultScreeningBackend.screenSubjects(ctx, crypto, options);
      // A list import's delta names embedded entries: only the crypto addresses are matched against those.
      if (options.onlyEntryIds) return out;
      const threshold = options.threshold ?? YENTE_DEFAULT_THRESHOLD;
      const asked: { subject: ScreeningSubject; query: YenteQuery }[] = [];
      for (const subject of subjects) {
        const query = subject.kind === 'crypto_address' ? null : yenteQuery(subject);
        if (query) asked.push({ subject, query });
      }
      for (let start = 0; start < asked.length; start += BATCH) {
        const batch = asked.slice(start, start + BATCH);
        // Keys are positions: a subject's own key may carry characters yente has no use for.
        const queries = Object.fromEntries(batch.map((a, i) => [`q${i}`, a.query]));
        const tries = options.callerWaits ? 1 : attempts;
        const responses = await match(queries, threshold, options.changedSince, tries);
        batch.forEach((a, i) => {
          for (const hit of yenteMatches(responses[`q${i}`] as YenteMatches, threshold)) {
            out.push({
              subject_key: a.subject.key,
              category: hit.category,
              source: 'yente',
              list_version_id: `yente:${config.dataset}`,
              entry_id: `yente:${hit.entry.source_key}`,
              entry: hit.entry as unknown as Readonly<Record<string, unknown>>,
              score: hit.score,
              explanation: hit.explanation,
            });
          }
        });
      }
      return out;
    },
    entriesChangedIn: (ctx, listVersionId) => defaultScreeningBackend.entriesChangedIn(ctx, listVersionId),
    // yente has its own data: persons and companies always have something to be screened against.
    hasLists: async () => true,
  };
}
