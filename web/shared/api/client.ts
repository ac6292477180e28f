import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../api-types';

export type Schemas = components['schemas'];

/** One entry of the error envelope's details: which field, and what is wrong with it. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

const NETWORK_MESSAGE = "Dossier can't be reached. Check your connection and try again.";

/**
 * Every failure of a call to the service: the error envelope
 * `{"error":{"status","code","message","details","request_id"}}`, or a network failure (status 0).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: readonly FieldError[];
  readonly requestId: string | null;
  /** Seconds to wait, from Retry-After (429). */
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: readonly FieldError[];
    requestId?: string | null;
    retryAfter?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requestId = init.requestId ?? null;
    this.retryAfter = init.retryAfter ?? null;
  }

  static network(): ApiError {
    return new ApiError({ status: 0, code: 'network_error', message: NETWORK_MESSAGE });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Your session has ended. Sign in again.';
  if (status === 403) return "You don't have permission to do that.";
  if (status === 404) return 'It no longer exists.';
  if (status === 429) return 'Too many requests. Wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on the server. Try again in a moment.';
  return `The request failed (HTTP ${status}).`;
}

/** Reads the error envelope from a failed response's parsed body (or whatever came instead of it). */
export function toApiError(response: Response, body: unknown): ApiError {
  const retryHeader = response.headers.get('Retry-After');
  const retryAfter = retryHeader !== null && /^\d+$/.test(retryHeader) ? Number(retryHeader) : null;
  const envelope = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (envelope === null) {
    return new ApiError({
      status: response.status,
      code: 'http_error',
      message: fallbackMessage(response.status),
      requestId: response.headers.get('X-Request-Id'),
      retryAfter,
    });
  }
  const details = Array.isArray(envelope.details)
    ? envelope.details.flatMap((d): FieldError[] =>
        isRecord(d) && typeof d.field === 'string' && typeof d.message === 'string'
          ? [{ field: d.field, message: d.message }]
          : [],
      )
    : [];
  return new ApiError({
    status: typeof envelope.status === 'number' ? envelope.status : response.status,
    code: typeof envelope.code === 'string' ? envelope.code : 'http_error',
    message:
      typeof envelope.message === 'string' && envelope.message !== ''
        ? envelope.message
        : fallbackMessage(response.status),
    details,
    requestId: typeof envelope.request_id === 'string' ? envelope.request_id : null,
    retryAfter,
  });
}

// ---- the session's CSRF token and what happens on a 401 ----

let csrfToken: string | null = null;
let lastRequest = Date.now();
let unauthorizedHandler: (() => void) | null = null;
let csrfRefusedHandler: (() => void) | null = null;

/** The current session's csrf_token, sent as X-CSRF-Token on every write. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The csrf_token set last (the portal sends it itself on its own calls: fetch keepalive, XMLHttpRequest). */
export function getCsrfToken(): string | null {
  return csrfToken;
}

/** Called when a call other than the sign-in answers 401: the session is gone. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** Called when a write is refused for its CSRF token: the session changed (signed in again in another tab). */
export function setCsrfRefusedHandler(handler: (() => void) | null): void {
  csrfRefusedHandler = handler;
}

function isCsrfRefusal(error: ApiError): boolean {
  return error.status === 403 && /csrf/i.test(error.message);
}

const SIGN_IN_PATH = '/api/v1/session';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isSignIn(method: string, url: string): boolean {
  return method === 'POST' && new URL(url, window.location.origin).pathname === SIGN_IN_PATH;
}

/** When the console last sent a request (each one keeps the session alive on the server). */
export function lastRequestAt(): number {
  return lastRequest;
}

function applyCsrf(method: string, headers: Headers): void {
  lastRequest = Date.now();
  if (WRITE_METHODS.has(method) && csrfToken !== null) headers.set('X-CSRF-Token', csrfToken);
}

function noticeUnauthorized(method: string, url: string, status: number): void {
  if (status === 401 && !isSignIn(method, url)) unauthorizedHandler?.();
}

const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    applyCsrf(request.method, request.headers);
    return request;
  },
  onResponse({ request, response }) {
    noticeUnauthorized(request.method, request.url, response.status);
    return response;
  },
};

/** The typed client of `/api/v1`, generated from the service's OpenAPI document. */
export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin' });
api.use(sessionMiddleware);

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Awaits an openapi-fetch call: its data, or an ApiError. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch {
    throw ApiError.network();
  }
  if (!result.response.ok) {
    const error = toApiError(result.response, result.error);
    if (isCsrfRefusal(error)) {
      csrfRefusedHandler?.();
      throw new ApiError({
        status: 403,
        code: error.code,
        message: 'Your session changed, perhaps in another tab. It has been refreshed: try again.',
        requestId: error.requestId,
      });
    }
    throw error;
  }
  return result.data as T;
}
