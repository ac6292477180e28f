import { ApiError, getCsrfToken, setCsrfToken, toApiError } from '../../shared/api/client';
import type {
  Application,
  ApplicationDraft,
  CompanyType,
  CompanyTypes,
  DraftSaved,
  LinkSent,
  OwnershipChallenge,
  Reference,
  Upload,
} from './types';

// The calls of the portal's API (docs/portal-api.md), typed by its own OpenAPI document (./types). The session is the `dossier_portal` cookie (Path /portal/);
// every write carries the session's csrf_token as X-CSRF-Token. Failures are ApiErrors built from the service's
// error envelope `{error: {code, message, details: [{field, message}]}}`, or status 0 for a network failure.

const BASE = '/portal/api';

/** Set by the app: a call answered 401 after the session was opened (it expired, or was ended elsewhere). */
let sessionEndedHandler: (() => void) | null = null;

export function setSessionEndedHandler(handler: (() => void) | null): void {
  sessionEndedHandler = handler;
}

function writeHeaders(json: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (json) headers.set('Content-Type', 'application/json');
  const token = getCsrfToken();
  if (token !== null) headers.set('X-CSRF-Token', token);
  return headers;
}

function isCsrfRefusal(error: ApiError): boolean {
  return error.status === 403 && /csrf/i.test(`${error.code} ${error.message}`);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface RequestOptions {
  body?: unknown;
  /** A 401 here is an answer about the link, not the end of a session (opening a link, asking for a new one). */
  entry?: boolean;
}

async function send<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      credentials: 'same-origin',
      headers: method === 'GET' ? new Headers({ Accept: 'application/json' }) : writeHeaders(hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
    });
  } catch {
    throw ApiError.network();
  }
  const body = await readBody(response).catch(() => undefined);
  if (!response.ok) {
    const error = toApiError(response, body);
    if (error.status === 401 && !options.entry) sessionEndedHandler?.();
    throw error;
  }
  return body as T;
}

/**
 * A write, retried once with a fresh csrf_token when the service refuses the one we have (the session was
 * reopened from the link in another tab, which replaced the cookie and its token).
 */
async function write<T>(method: string, path: string, body?: unknown): Promise<T> {
  try {
    return await send<T>(method, path, { body });
  } catch (e) {
    if (!(e instanceof ApiError) || !isCsrfRefusal(e)) throw e;
    await fetchApplication();
    return send<T>(method, path, { body });
  }
}

function remember(application: Application): Application {
  setCsrfToken(application.csrf_token);
  return application;
}

// ---- the session ----

/** Opens the session from the invitation link's token: the application, and the cookie. */
export async function openSession(token: string): Promise<Application> {
  return remember(await send<Application>('POST', '/session', { body: { token }, entry: true }));
}

/** E-mails a fresh link to the invitation's address (an expired link's "Send me a new link"). */
export async function requestNewLink(token: string): Promise<void> {
  await send<LinkSent>('POST', '/links', { body: { token }, entry: true });
}

export async function endSession(): Promise<void> {
  await write<unknown>('DELETE', '/session');
  setCsrfToken(null);
}

// ---- the application ----

/** The application. `entry`: the page's first load, where a 401 only means "no session yet" (not an ended one). */
export async function fetchApplication(entry = false): Promise<Application> {
  return remember(await send<Application>('GET', '/application', { entry }));
}

export function saveDraft(draft: ApplicationDraft): Promise<DraftSaved> {
  return write<DraftSaved>('PUT', '/application/draft', { draft });
}

/**
 * The last save of a page being left (pagehide, hidden): `keepalive` lets it outlive the page. Nobody reads the
 * answer; a failure shows at the next visit as the draft the server last saved.
 */
export function saveDraftOnLeave(draft: ApplicationDraft): void {
  try {
    void fetch(`${BASE}/application/draft`, {
      method: 'PUT',
      credentials: 'same-origin',
      keepalive: true,
      headers: writeHeaders(true),
      body: JSON.stringify({ draft }),
    }).catch(() => {});
  } catch {
    // A body over the keepalive quota (64 KB) throws at once: the regular save already tried.
  }
}

export async function submitApplication(): Promise<Application> {
  return remember(await write<Application>('POST', '/application/submit'));
}

// ---- uploads ----

export interface UploadHandle {
  readonly promise: Promise<Upload>;
  abort(): void;
}

/**
 * Uploads one file (multipart, field `file`) with XMLHttpRequest, whose upload events give a real progress bar.
 * `onProgress` gets 0–100. An abort rejects with an ApiError of code `aborted`.
 */
export function uploadFile(file: File, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Upload>((resolve, reject) => {
    xhr.open('POST', `${BASE}/uploads`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getCsrfToken();
    if (token !== null) xhr.setRequestHeader('X-CSRF-Token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, (event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText === '' ? undefined : (JSON.parse(xhr.responseText) as unknown);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const upload = (body as { upload?: Upload } | undefined)?.upload;
        if (upload) {
          onProgress(100);
          resolve(upload);
          return;
        }
      }
      const headers = new Headers();
      const requestId = xhr.getResponseHeader('X-Request-Id');
      if (requestId) headers.set('X-Request-Id', requestId);
      const error = toApiError(new Response(null, { status: xhr.status || 500, headers }), body);
      if (error.status === 401) sessionEndedHandler?.();
      reject(error);
    };
    xhr.onerror = () => reject(ApiError.network());
    xhr.onabort = () => reject(new ApiError({ status: 0, code: 'aborted', message: 'aborted' }));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

export async function deleteUpload(id: string): Promise<void> {
  await write<unknown>('DELETE', `/uploads/${encodeURIComponent(id)}`);
}

// ---- crypto address ownership ----

export async function createChallenge(address: string, addressType: string): Promise<OwnershipChallenge> {
  const { challenge } = await write<{ challenge: OwnershipChallenge }>('POST', '/ownership_challenges', {
    address,
    address_type: addressType,
  });
  return challenge;
}

export async function submitSignature(id: string, signature: string): Promise<OwnershipChallenge> {
  const { challenge } = await write<{ challenge: OwnershipChallenge }>(
    'POST',
    `/ownership_challenges/${encodeURIComponent(id)}/signature`,
    { signature },
  );
  return challenge;
}

// ---- reference data ----

export function fetchReference(): Promise<Reference> {
  return send<Reference>('GET', '/reference');
}

export async function fetchCompanyTypes(jurisdictionCode: string): Promise<readonly CompanyType[]> {
  const { company_types } = await send<CompanyTypes>(
    'GET',
    `/reference/company_types?jurisdiction_code=${encodeURIComponent(jurisdictionCode)}`,
  );
  return company_types;
}
