/**
 * Cases for the case-review browser suites, seeded the way an integrator fills them: through the HTTP API with the
 * account's token (intake, then real uploads of a passport image and a PDF certificate).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { makePdf, makePng, sampleIntake } from './fixtures.js';
import type { LiveService } from './live-service.js';

export interface SeededAttachment {
  readonly documentId: string;
  readonly filename: string;
  readonly urls: { readonly thumb: string; readonly medium: string; readonly original: string };
}

export interface SeededCase {
  readonly id: string;
  readonly companyName: string;
  readonly companyNumber: string;
  readonly customerId: string;
  /** "Given names Surname" of the one director. */
  readonly directorName: string;
  readonly personId: string;
  readonly passport: SeededAttachment;
  readonly certificate: SeededAttachment;
}

const WORDS = ['Amberly', 'Brisco', 'Corvane', 'Delmare', 'Estrade', 'Fennick', 'Galloway', 'Hollin', 'Ivers'];

/** A company name no other case of any test holds, so a search for it finds exactly its case. */
export function uniqueCompanyName(kind = 'Trading'): string {
  const word = WORDS[(randomBytes(1)[0] ?? 0) % WORDS.length];
  return `${word} ${kind} ${randomBytes(3).toString('hex').toUpperCase()} Ltd`;
}

/** The opaque last path segment of an attachment url: what the console fetches the bytes by. */
export function restOf(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? '';
}

async function call(
  service: LiveService,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${service.url}${path}`, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Asserts a 2xx and returns the body. */
export async function tokenCall(
  service: LiveService,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const answer = await call(service, token, method, path, body);
  assert.ok(
    answer.status >= 200 && answer.status < 300,
    `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`,
  );
  return answer.body;
}

/** Uploads one file as a document of the case (multipart, as an integrator does) and returns its attachment. */
export async function uploadDocument(
  service: LiveService,
  token: string,
  caseId: string,
  fields: Record<string, string>,
  file: { filename: string; type: string; bytes: Buffer },
): Promise<SeededAttachment> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([file.bytes], { type: file.type }), file.filename);
  const body = await tokenCall(service, token, 'POST', `/api/v1/verifications/${caseId}/documents`, form);
  const record = body.document as { document: { id: string; attachments: SeededAttachment['urls'][] } };
  const attachment = record.document.attachments[0] as unknown as { filename: string; urls: SeededAttachment['urls'] };
  return { documentId: record.document.id, filename: attachment.filename, urls: attachment.urls };
}

/**
 * Opens a case (status `new`) for a company of its own name, with one director holding a passport (a PNG large
 * enough to have real thumb and medium variants) and the company holding a PDF certificate of incorporation.
 */
export async function seedReviewCase(
  service: LiveService,
  token: string,
  companyName = uniqueCompanyName(),
): Promise<SeededCase> {
  const base = sampleIntake();
  const companyNumber = `SC${randomBytes(3).toString('hex').toUpperCase()}`;
  const intake = { ...base, company: { ...base.company, formal_name: companyName, company_number: companyNumber } };
  const opened = await tokenCall(service, token, 'POST', '/api/v1/verifications', intake);
  const id = (opened.verification as { id: string }).id;
  const directors = (await tokenCall(service, token, 'GET', `/api/v1/verifications/${id}/directors`)).directors as {
    person: { id: string; given_names: string; surname: string };
  }[];
  const person = directors[0]?.person;
  assert.ok(person, 'the intake has a director');
  const passport = await uploadDocument(
    service,
    token,
    id,
    { document_type: 'passport', number: 'P1234567', person_id: person.id },
    { filename: 'passport-jane-doe.png', type: 'image/png', bytes: await makePng(1600, 1100) },
  );
  const certificate = await uploadDocument(
    service,
    token,
    id,
    { document_type: 'certificate_of_incorporation' },
    {
      filename: 'certificate-of-incorporation.pdf',
      type: 'application/pdf',
      bytes: makePdf(`Certificate of incorporation ${companyName}`),
    },
  );
  return {
    id,
    companyName,
    companyNumber,
    customerId: base.customer_id as string,
    directorName: `${person.given_names} ${person.surname}`,
    personId: person.id,
    passport,
    certificate,
  };
}

/** An onboarding profile that requires what seeded cases lack (a registry extract), so a request has content. */
export async function createRequiringProfile(
  service: LiveService,
  token: string,
  name = `Registry extract ${randomBytes(2).toString('hex')}`,
): Promise<{ id: string; name: string }> {
  const body = await tokenCall(service, token, 'POST', '/api/v1/completeness_profiles', {
    name,
    requirements: { document_types: { company: ['registry_extract'] } },
  });
  return { id: (body.completeness_profile as { id: string }).id, name };
}

/** The integrator's external risk provider answers for the case. */
export async function pushRiskScore(
  service: LiveService,
  token: string,
  caseId: string,
  simple: 'low' | 'medium' | 'high',
  reasons: string[] = [],
): Promise<void> {
  await tokenCall(service, token, 'POST', '/api/v1/webhooks/external_risk_score', {
    id: caseId,
    risk_score: { simple, detailed: { score: simple === 'high' ? '87' : simple === 'medium' ? '55' : '12', reasons } },
  });
}

/** Registers a webhook endpoint for every event type and returns its one-time signing secret. */
export async function registerEndpoint(service: LiveService, token: string, url: string): Promise<string> {
  const body = await tokenCall(service, token, 'POST', '/api/v1/webhook_endpoints', { url });
  const secret = typeof body.secret === 'string' ? body.secret : '';
  assert.ok(secret.startsWith('whsec_'), `no signing secret in ${JSON.stringify(body)}`);
  return secret;
}
