import assert from 'node:assert/strict';
import { multipart } from './fixtures.js';
import type { Tenant, TestApp } from './test-app.js';

/** The requirements of the issue's scenario: a bank account, a director with a passport, a certificate, an address. */
export const PORTAL_REQUIREMENTS = {
  sections: [
    'company_details',
    'bank_accounts',
    'crypto_addresses',
    'directors',
    'company_documents',
    'director_documents',
  ],
  fields: {
    company: ['formal_name', 'company_number'],
    director: ['position'],
    person: ['date_of_birth', 'nationality'],
  },
  document_types: { company: ['certificate_of_incorporation'], person: ['passport'] },
};

export async function createProfile(
  t: TestApp,
  tenant: Tenant,
  requirements: object = PORTAL_REQUIREMENTS,
  name = 'Portal KYB',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/completeness_profiles',
    headers: tenant.headers,
    payload: { name, requirements },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().completeness_profile.id as string;
}

export async function invite(t: TestApp, tenant: Tenant, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/invitations',
    headers: tenant.headers,
    payload: body,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().invitation as { id: string; url: string; status: string; verification_id: string | null };
}

/** The token of a portal link (it rides in the fragment). */
export function linkToken(url: string): string {
  const token = new URL(url).hash.replace(/^#token=/, '');
  assert.match(token, /^dsi_[0-9A-Za-z]{43}$/);
  return token;
}

/** A parsed JSON answer: tests read into it freely and assert what they read. */
// biome-ignore lint/suspicious/noExplicitAny: test code reads arbitrary JSON answers
type Json = any;

export interface PortalSession {
  readonly cookie: string;
  readonly csrf: string;
  readonly opened: Record<string, Json>;
  get(path: string): Promise<{ status: number; body: Json }>;
  send(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object): Promise<{ status: number; body: Json }>;
  upload(filename: string, contentType: string, bytes: Buffer): Promise<{ status: number; body: Json }>;
}

/** Opens the link as the portal page does (POST /portal/api/session) and keeps the cookie and CSRF token. */
export async function openPortal(t: TestApp, url: string): Promise<PortalSession> {
  const res = await t.app.inject({ method: 'POST', url: '/portal/api/session', payload: { token: linkToken(url) } });
  assert.equal(res.statusCode, 200, res.body);
  const setCookie = String(res.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] as string;
  const opened = res.json();
  const headers = { cookie, 'x-csrf-token': opened.csrf_token as string };
  const answer = (r: { statusCode: number; body: string }) => ({
    status: r.statusCode,
    body: r.body === '' ? null : JSON.parse(r.body),
  });
  return {
    cookie,
    csrf: opened.csrf_token,
    opened,
    get: async (path) => answer(await t.app.inject({ url: `/portal/api${path}`, headers: { cookie } })),
    send: async (method, path, payload) =>
      answer(await t.app.inject({ method, url: `/portal/api${path}`, headers, ...(payload ? { payload } : {}) })),
    upload: async (filename, contentType, bytes) => {
      const body = multipart({}, [{ filename, contentType, bytes }]);
      return answer(
        await t.app.inject({
          method: 'POST',
          url: '/portal/api/uploads',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        }),
      );
    },
  };
}

/** A draft's director, Ada Lovelace, with her passport (an uploaded file) and its number, country and expiry. */
export function draftDirectorWithPassport(passportUploadId: string) {
  return {
    key: 'd1',
    position: 'director',
    person: { given_names: 'Ada', surname: 'Lovelace', date_of_birth: '1985-12-10', nationality: 'gb', pep: false },
    documents: [
      {
        key: 'p1',
        document_type: 'passport',
        upload_ids: [passportUploadId],
        number: 'P1234567',
        country_of_issue: 'gb',
        expiration_date: '2031-04-30',
      },
    ],
  };
}
