import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { DEFAULT_RISK_MODEL } from '../../src/domain/risk-model.js';
import { addressId } from '../../src/domain/source-address.js';
import { uuidv7 } from '../../src/domain/uuid.js';
import { createAccessToken } from '../../src/services/access-tokens.js';
import { recordRevision } from '../../src/services/case-revisions.js';
import { type ConsoleUser, createConsoleUser, signIn } from './console-session.js';
import { makePdf, multipart, sampleIntake } from './fixtures.js';
import { createTenant, type Tenant, type TestApp } from './test-app.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Body = { payload: string | Buffer | object; headers: Record<string, string> };

/**
 * One authenticated route with a concrete url naming tenant A's data.
 * - resource: acts on one of A's ids (in the path or the body); another account gets 404.
 * - collection: lists the caller's own data; another account gets 200 without A's ids.
 * - create: creates in the caller's own account.
 * - own: acts on the caller's own session or account (any 2xx), never on A's.
 * - own_refused: acts on the caller's own session, with a body the caller's own check refuses (400): a wrong
 *   authentication code, which no fixture can know in advance. Any caller, A included, gets 400.
 * - reference: creates in the caller's own account from a body naming one of A's ids; another account gets 400.
 * realm `session`: the route takes a console session only; an access token gets 403.
 */
export interface RouteCase {
  readonly method: Method;
  readonly route: string;
  readonly url: string;
  readonly kind: 'resource' | 'collection' | 'create' | 'own' | 'own_refused' | 'reference';
  readonly realm: 'api' | 'session';
  /** A body that succeeds for tenant A, so only the credentials decide the outcome. */
  readonly body?: () => Body;
}

export interface TenantAData {
  /** A's account id: the source system's context id. */
  readonly accountId: string;
  readonly verificationId: string;
  readonly customerId: string;
  readonly companyId: string;
  readonly directorId: string;
  readonly personId: string;
  readonly documentId: string;
  readonly attachmentId: string;
  readonly rest: string;
  readonly downloadPath: string;
  readonly profileId: string;
  readonly endpointId: string;
  readonly deliveryId: string;
  /** An officer of A that the user routes act on. */
  readonly userId: string;
  /** A token of A that the revoke route acts on. */
  readonly tokenId: string;
  /** An invitation of A, and the case its customer submitted through the portal (with revisions). */
  readonly invitationId: string;
  /** An invitation of A naming the company of A's decided case, which the source system's accept accepts. */
  readonly acceptableInvitationId: string;
  /** A spare console session of A's admin, which the end-a-session route ends. */
  readonly sessionId: string;
  /** A passkey of A's admin, which the remove-a-passkey route removes. */
  readonly passkeyId: string;
  /** A screening hit on A's case, and A's ad-hoc checks of each kind. */
  readonly issueId: string;
  readonly individualCheckId: string;
  readonly companyCheckId: string;
  readonly cryptoCheckId: string;
}

export const HOOK_URL = 'http://127.0.0.1:9/dossier-hooks';

/** The company number of tenant A's decided case, which the source system's company lookup finds. */
const DECIDED_NUMBER = '55550001';

/** Registered routes as "METHOD /path" from Fastify's own route tree, so hidden routes are included too. */
export function registeredRoutes(tree: string): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack.push(path);
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method !== '' && method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return routes;
}

/**
 * Routes that need no API credential: documentation, health and readiness, the console's and the portal's files,
 * sign-in and set-password links, and the portal's own API (its realm is the portal session: see
 * portal-security.test.ts). `/metrics` has its own token (see operations.test.ts).
 */
export function isOpenRoute(route: string): boolean {
  return (
    / \/docs(\/|\*|$)/.test(route) ||
    / \/console(\/|\*|$)/.test(route) ||
    / \/portal(\/|\*|$)/.test(route) ||
    [
      'GET /health',
      'GET /ready',
      'GET /metrics',
      'GET /',
      'GET /api/v1/openapi.json',
      'POST /api/v1/session',
      // The second sign-in step: its credential is the challenge cookie (see mfa-sign-in.test.ts).
      'POST /api/v1/session/mfa',
      // Passkey sign-in: the passkey's signature is the credential (see passkeys.test.ts); the second factor's
      // challenge needs the first step's cookie.
      'POST /api/v1/session/passkey/challenge',
      'POST /api/v1/session/passkey',
      'POST /api/v1/session/mfa/passkey_challenge',
      // Single sign-on: the e-mail names the provider; the return's credential is the provider's answer with the
      // dossier_sso cookie (see sso-sign-in.test.ts).
      'POST /api/v1/sso/start',
      'GET /api/v1/sso/callback',
    ].includes(route) ||
    route.startsWith('POST /api/v1/password_links/')
  );
}

const json = (payload: object) => (): Body => ({ payload, headers: {} });

export function uploadBody(fields: Record<string, string>): Body {
  const form = multipart(fields, [{ filename: 'register.pdf', contentType: 'application/pdf', bytes: makePdf() }]);
  return { payload: form.payload, headers: form.headers };
}

const UNASKED_REGISTRATION = {
  name: 'Laptop',
  credential: {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: 'A'.repeat(43) })).toString(
        'base64url',
      ),
      attestationObject: 'AAAA',
    },
  },
};

export function routeCases(a: TenantAData): RouteCase[] {
  const v = '/api/v1/verifications/:verification_id';
  const w = '/api/v1/webhook_endpoints/:id';
  const V = `/api/v1/verifications/${a.verificationId}`;
  const W = `/api/v1/webhook_endpoints/${a.endpointId}`;
  const P = `/api/v1/completeness_profiles/${a.profileId}`;
  const U = `/api/v1/users/${a.userId}`;
  type Row = [Method, string, RouteCase['kind'], string, (() => Body)?];
  const api: Row[] = [
    ['GET', '/api/v1/verifications', 'collection', '/api/v1/verifications?limit=100'],
    ['GET', '/api/v1/verifications/counts', 'collection', '/api/v1/verifications/counts?q=north'],
    ['GET', '/api/v1/verifications.csv', 'collection', '/api/v1/verifications.csv?status=new,in_progress'],
    [
      'POST',
      '/api/v1/verifications',
      'create',
      '/api/v1/verifications',
      () => ({ payload: sampleIntake(), headers: {} }),
    ],
    ['GET', v, 'resource', V],
    ['GET', `${v}/companies`, 'resource', `${V}/companies`],
    ['GET', `${v}/companies/:id`, 'resource', `${V}/companies/${a.companyId}`],
    ['GET', `${v}/company_documents`, 'resource', `${V}/company_documents`],
    ['GET', `${v}/directors`, 'resource', `${V}/directors`],
    ['GET', `${v}/directors/:id`, 'resource', `${V}/directors/${a.directorId}`],
    ['GET', `${v}/company_documents/:id`, 'resource', `${V}/company_documents/${a.documentId}`],
    ['GET', `${v}/company_details`, 'resource', `${V}/company_details`],
    [
      'GET',
      '/api/v1/companies/:jurisdiction_code/:company_number',
      'resource',
      `/api/v1/companies/gb/${DECIDED_NUMBER}`,
    ],
    [
      'GET',
      '/api/v1/verified_crypto_address',
      'collection',
      '/api/v1/verified_crypto_address?address=bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ],
    ['GET', `${v}/addresses`, 'resource', `${V}/addresses`],
    ['GET', `${v}/addresses/:id`, 'resource', `${V}/addresses/${addressId(a.personId, 'residence')}`],
    [
      'POST',
      `${v}/documents`,
      'resource',
      `${V}/documents`,
      () => uploadBody({ company_id: a.companyId, document_type: 'other' }),
    ],
    ['GET', `${v}/audit_log`, 'resource', `${V}/audit_log`],
    ['GET', `${v}/external_risk_scores`, 'resource', `${V}/external_risk_scores`],
    ['GET', `${v}/risk_assessments`, 'resource', `${V}/risk_assessments`],
    ['POST', `${v}/risk_override`, 'resource', `${V}/risk_override`, json({ level: 'high', reason: 'by A' })],
    ['GET', '/api/v1/risk_model', 'own', '/api/v1/risk_model'],
    ['GET', '/api/v1/review_calendar', 'own', '/api/v1/review_calendar'],
    ['GET', '/api/v1/review_calendar/upcoming', 'collection', '/api/v1/review_calendar/upcoming'],
    ['POST', `${v}/state/:event`, 'resource', `${V}/state/start`, json({ comment: 'starting' })],
    ['GET', `${v}/related`, 'resource', `${V}/related`],
    ['POST', `${v}/assign`, 'resource', `${V}/assign`, json({ user_id: a.userId })],
    ['POST', `${v}/unassign`, 'resource', `${V}/unassign`],
    ['GET', `${v}/notes`, 'resource', `${V}/notes`],
    ['POST', `${v}/notes`, 'resource', `${V}/notes`, json({ body: 'a note by A' })],
    ['GET', `${v}/review`, 'resource', `${V}/review`],
    ['GET', `${v}/completeness`, 'resource', `${V}/completeness`],
    ['GET', `${v}/customer_request`, 'resource', `${V}/customer_request`],
    ['PUT', `${v}/review/:tab`, 'resource', `${V}/review/company`],
    ['DELETE', `${v}/review/:tab`, 'resource', `${V}/review/company`],
    ['GET', `${v}/files`, 'resource', `${V}/files`],
    ['POST', `${v}/files`, 'resource', `${V}/files`, () => uploadBody({ name: 'call notes' })],
    ['GET', `${v}/report.pdf`, 'resource', `${V}/report.pdf`],
    ['GET', '/api/v1/people/:id/export', 'resource', `/api/v1/people/${a.personId}/export`],
    ['GET', '/api/v1/screening/lists', 'collection', '/api/v1/screening/lists'],
    [
      'POST',
      '/api/v1/webhooks/external_risk_score',
      'resource',
      '/api/v1/webhooks/external_risk_score',
      json({ id: a.verificationId, risk_score: { simple: 'low' } }),
    ],
    [
      'GET',
      '/api/v1/attachments/:rest',
      'resource',
      `/api/v1/attachments/${a.rest}?verification_id=${a.verificationId}`,
    ],
    ['GET', '/verifications/:verification_id/documents/download/:rest', 'resource', a.downloadPath],
    [
      'GET',
      '/api/v1/verifications/:verification_id/download/:rest',
      'resource',
      `/api/v1/verifications/${a.verificationId}/download/${a.rest}`,
    ],
    ['GET', `${v}/revisions`, 'resource', `${V}/revisions`],
    ['GET', `${v}/revisions/:number`, 'resource', `${V}/revisions/1`],
    ['GET', `${v}/changes`, 'resource', `${V}/changes`],
    ['GET', `${v}/people`, 'resource', `${V}/people`],
    ['GET', `${v}/people/:id`, 'resource', `${V}/people/${a.personId}`],
    // The case's director is its UBO by default while no owner is declared.
    ['GET', `${v}/ubos`, 'resource', `${V}/ubos`],
    ['GET', `${v}/ubos/:id`, 'resource', `${V}/ubos/${a.personId}`],
    ['GET', `${v}/graph`, 'resource', `${V}/graph?revision=1`],
    ['GET', `${v}/structure`, 'resource', `${V}/structure`],
    ['PUT', `${v}/structure`, 'resource', `${V}/structure`, json({ entities: [], holdings: [] })],
    ['POST', `${v}/offboard`, 'resource', `${V}/offboard`, json({ reason: 'relationship ended' })],
    // Lifting a hold that is not there: succeeds and changes nothing, so the erasure below may run.
    ['POST', `${v}/legal_hold`, 'resource', `${V}/legal_hold`, json({ reason: null })],
    ['GET', '/api/v1/reviewers', 'collection', '/api/v1/reviewers'],
    ['GET', '/api/v1/invitations', 'collection', '/api/v1/invitations'],
    [
      'POST',
      '/api/v1/invitations',
      'reference',
      '/api/v1/invitations',
      json({ email: 'cfo@acme.example', completeness_profile_id: a.profileId, send_email: false }),
    ],
    ['GET', '/api/v1/invitations/:id', 'resource', `/api/v1/invitations/${a.invitationId}`],
    [
      'POST',
      '/api/v1/invitations/:id/resend',
      'resource',
      `/api/v1/invitations/${a.invitationId}/resend`,
      json({ send_email: false }),
    ],
    // The source system's names for the same invitations (before the revoke below: a revoked one is not resent).
    ['GET', '/api/v1/invites/corporates', 'collection', '/api/v1/invites/corporates?per_page=100'],
    [
      'POST',
      '/api/v1/invites/corporates',
      'reference',
      '/api/v1/invites/corporates',
      json({
        recipients: [{ email: 'cfo@acme.example', completeness_profile_id: a.profileId }],
        send_notification: false,
      }),
    ],
    [
      'POST',
      '/api/v1/invites/corporates/:id/resend',
      'resource',
      `/api/v1/invites/corporates/${a.invitationId}/resend`,
    ],
    [
      'POST',
      '/api/v1/invites/corporates/:id/accept',
      'resource',
      `/api/v1/invites/corporates/${a.acceptableInvitationId}/accept`,
    ],
    ['POST', '/api/v1/invitations/:id/revoke', 'resource', `/api/v1/invitations/${a.invitationId}/revoke`],
    ['GET', '/api/v1/completeness_profiles', 'collection', '/api/v1/completeness_profiles?include_archived=true'],
    [
      'GET',
      '/api/v1/contexts/:context_id/completeness_profiles',
      'resource',
      `/api/v1/contexts/${a.accountId}/completeness_profiles`,
    ],
    [
      'POST',
      '/api/v1/completeness_profiles',
      'create',
      '/api/v1/completeness_profiles',
      json({ name: 'Light', requirements: {} }),
    ],
    ['GET', '/api/v1/completeness_profiles/:id', 'resource', P],
    ['PATCH', '/api/v1/completeness_profiles/:id', 'resource', P, json({ description: 'changed by A' })],
    ['POST', '/api/v1/completeness_profiles/:id/archive', 'resource', `${P}/archive`],
    ['GET', '/api/v1/webhook_endpoints', 'collection', '/api/v1/webhook_endpoints'],
    ['POST', '/api/v1/webhook_endpoints', 'create', '/api/v1/webhook_endpoints', json({ url: HOOK_URL })],
    ['GET', w, 'resource', W],
    ['PATCH', w, 'resource', W, json({ description: 'changed by A' })],
    ['GET', `${w}/deliveries`, 'resource', `${W}/deliveries`],
    ['POST', `${w}/deliveries/:delivery_id/retry`, 'resource', `${W}/deliveries/${a.deliveryId}/retry`],
    ['POST', `${w}/replay`, 'resource', `${W}/replay`, json({ since: '2000-01-01T00:00:00Z' })],
    ['POST', `${w}/rotate_secret`, 'resource', `${W}/rotate_secret`],
    ['GET', `${v}/issues`, 'resource', `${V}/issues`],
    ['GET', `${v}/issues/:issue_id`, 'resource', `${V}/issues/${a.issueId}`],
    [
      'POST',
      `${v}/issues/:issue_id/decision`,
      'resource',
      `${V}/issues/${a.issueId}/decision`,
      json({ relevant: false, comment: 'Different date of birth' }),
    ],
    [
      'POST',
      '/api/v1/checks/individuals',
      'create',
      '/api/v1/checks/individuals',
      json({ given_names: 'Jane', surname: 'Doe' }),
    ],
    ['POST', '/api/v1/checks/companies', 'create', '/api/v1/checks/companies', json({ company_name: 'Acme Ltd' })],
    [
      'POST',
      '/api/v1/checks/crypto_address',
      'create',
      '/api/v1/checks/crypto_address',
      json({ address: '0x0000000000000000000000000000000000000001', address_type: 'ETH' }),
    ],
    ['GET', '/api/v1/checks/individuals', 'collection', '/api/v1/checks/individuals'],
    ['GET', '/api/v1/checks/companies', 'collection', '/api/v1/checks/companies'],
    ['GET', '/api/v1/checks/crypto_address', 'collection', '/api/v1/checks/crypto_address'],
    ['GET', '/api/v1/checks/entities', 'collection', '/api/v1/checks/entities?per_page=100'],
    ['GET', '/api/v1/checks/individuals/:id', 'resource', `/api/v1/checks/individuals/${a.individualCheckId}`],
    ['GET', '/api/v1/checks/companies/:id', 'resource', `/api/v1/checks/companies/${a.companyCheckId}`],
    ['GET', '/api/v1/checks/crypto_address/:id', 'resource', `/api/v1/checks/crypto_address/${a.cryptoCheckId}`],
    // Last: tenant A's own success check deletes it.
    ['DELETE', w, 'resource', W],
    // After every other route of the case: tenant A's own success check erases it.
    ['POST', `${v}/erase`, 'resource', `${V}/erase`, json({ reason: 'customer asked', legal_basis: 'GDPR art. 17' })],
  ];
  const session: Row[] = [
    ['GET', '/api/v1/session', 'own', '/api/v1/session'],
    ['GET', '/api/v1/account', 'own', '/api/v1/account'],
    ['PATCH', '/api/v1/account', 'own', '/api/v1/account', json({ requires_qa: false })],
    // The same values again: a valid change that makes no new version and reassesses nothing.
    ['PUT', '/api/v1/risk_model', 'own', '/api/v1/risk_model', json(DEFAULT_RISK_MODEL)],
    [
      'PUT',
      '/api/v1/review_calendar',
      'own',
      '/api/v1/review_calendar',
      json({
        time_zone: 'UTC',
        review_intervals: { high: 12, medium: 24, low: 36 },
        service_levels: { new: 2, in_progress: 5, qa: 1, data_update_requested: 7 },
        review_due_notice_days: 30,
      }),
    ],
    ['GET', '/api/v1/account/sso', 'own', '/api/v1/account/sso'],
    // An issuer over plain http is refused before anything is fetched: no provider needed to reach the check.
    [
      'PUT',
      '/api/v1/account/sso',
      'own_refused',
      '/api/v1/account/sso',
      json({ issuer_url: 'http://idp.example', client_id: 'x', client_secret: 'y', email_domains: ['a.example'] }),
    ],
    ['DELETE', '/api/v1/account/sso', 'own', '/api/v1/account/sso'],
    ['GET', '/api/v1/access_tokens', 'collection', '/api/v1/access_tokens'],
    ['POST', '/api/v1/access_tokens', 'create', '/api/v1/access_tokens', json({ name: 'made by a session' })],
    ['POST', '/api/v1/access_tokens/:id/revoke', 'resource', `/api/v1/access_tokens/${a.tokenId}/revoke`],
    ['GET', '/api/v1/users', 'collection', '/api/v1/users'],
    [
      'POST',
      '/api/v1/users',
      'create',
      '/api/v1/users',
      () => ({
        payload: { email: `new-${randomBytes(4).toString('hex')}@bank.test`, name: 'New Officer', role: 'officer' },
        headers: {},
      }),
    ],
    ['PATCH', '/api/v1/users/:id', 'resource', U, json({ name: 'Renamed by A' })],
    ['POST', '/api/v1/users/:id/reset_password', 'resource', `${U}/reset_password`],
    ['POST', '/api/v1/users/:id/deactivate', 'resource', `${U}/deactivate`],
    ['DELETE', '/api/v1/users/:id/mfa', 'resource', `${U}/mfa`],
    ['GET', '/api/v1/session/mfa_setup', 'own', '/api/v1/session/mfa_setup'],
    ['POST', '/api/v1/session/mfa_setup', 'own', '/api/v1/session/mfa_setup'],
    [
      'POST',
      '/api/v1/session/mfa_setup/confirm',
      'own_refused',
      '/api/v1/session/mfa_setup/confirm',
      json({ code: 'x' }),
    ],
    ['GET', '/api/v1/session/passkeys', 'collection', '/api/v1/session/passkeys'],
    ['POST', '/api/v1/session/passkeys/challenge', 'own', '/api/v1/session/passkeys/challenge'],
    // An answer to a challenge no one gave: any caller's own check refuses it.
    ['POST', '/api/v1/session/passkeys', 'own_refused', '/api/v1/session/passkeys', json(UNASKED_REGISTRATION)],
    ['DELETE', '/api/v1/session/passkeys/:id', 'resource', `/api/v1/session/passkeys/${a.passkeyId}`],
    ['GET', '/api/v1/sessions', 'collection', '/api/v1/sessions'],
    ['DELETE', '/api/v1/sessions/:id', 'resource', `/api/v1/sessions/${a.sessionId}`],
    // Last: they end the session that made the request.
    ['POST', '/api/v1/session/end_all', 'own', '/api/v1/session/end_all'],
    ['DELETE', '/api/v1/session', 'own', '/api/v1/session'],
  ];
  const toCase =
    (realm: RouteCase['realm']) =>
    ([method, route, kind, url, body]: Row): RouteCase => ({
      method,
      route,
      kind,
      url,
      realm,
      ...(body ? { body } : {}),
    });
  return [...api.map(toCase('api')), ...session.map(toCase('session'))];
}

export interface SecurityFixture {
  readonly tenantA: Tenant;
  readonly tenantB: Tenant;
  readonly adminA: ConsoleUser;
  readonly adminB: ConsoleUser;
  readonly a: TenantAData;
  readonly cases: RouteCase[];
}

/** Two accounts, each with a token and an admin; A with a case, a document, a profile, an endpoint and a delivery. */
export async function createSecurityFixture(t: TestApp): Promise<SecurityFixture> {
  const tenantA = await createTenant(t.ctx, 'Bank A');
  const tenantB = await createTenant(t.ctx, 'Bank B');
  const asA = async (method: Method, url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: tenantA.headers, ...(payload ? { payload } : {}) });
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.body}`);
    return res.json();
  };
  const profile = await asA('POST', '/api/v1/completeness_profiles', { name: 'Standard', requirements: {} });
  const endpoint = await asA('POST', '/api/v1/webhook_endpoints', { url: HOOK_URL });
  const endpointId: string = endpoint.webhook_endpoint.id;
  const intake = sampleIntake();
  const verificationId: string = (await asA('POST', '/api/v1/verifications', intake)).verification.id;
  // The revision routes need a revision: recorded as a portal submission records it.
  await recordRevision(
    t.ctx.db,
    { type: 'cli', id: null, accountId: tenantA.accountId },
    verificationId,
    'application',
    t.ctx.now(),
  );
  const invitation = await asA('POST', '/api/v1/invitations', {
    email: 'finance@a.example',
    completeness_profile_id: profile.completeness_profile.id,
    send_email: false,
  });
  // A decided case for the company lookup, completed as a row: its transitions are not what these suites test.
  const decided = sampleIntake();
  decided.company.company_number = DECIDED_NUMBER;
  const decidedId: string = (await asA('POST', '/api/v1/verifications', decided)).verification.id;
  await t.ctx.db
    .updateTable('verifications')
    .set({ status: 'completed', decided_at: t.ctx.now() })
    .where('id', '=', decidedId)
    .execute();
  const acceptable = await asA('POST', '/api/v1/invitations', {
    email: 'finance@decided.example',
    completeness_profile_id: profile.completeness_profile.id,
    prefill: { jurisdiction_code: 'gb', company_number: DECIDED_NUMBER },
    send_email: false,
  });
  const v = `/api/v1/verifications/${verificationId}`;
  const companyId: string = (await asA('GET', `${v}/companies`)).companies[0].id;
  const director = (await asA('GET', `${v}/directors`)).directors[0];
  const form = uploadBody({ company_id: companyId, document_type: 'certificate_of_incorporation' });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `${v}/documents`,
    headers: { ...tenantA.headers, ...form.headers },
    payload: form.payload,
  });
  assert.equal(uploaded.statusCode, 201, uploaded.body);
  const record = uploaded.json().document;
  const attachment = record.document.attachments[0];
  const original = new URL(attachment.urls.original);
  const deliveries = await asA('GET', `/api/v1/webhook_endpoints/${endpointId}/deliveries`);
  assert.ok(deliveries.deliveries.length > 0, 'opening the case queued a delivery');
  const officer = await createConsoleUser(t, tenantA.accountId, 'officer');
  const spareToken = await createAccessToken(t.ctx, tenantA.accountId, 'revoked by the success check');
  const adminA = await createConsoleUser(t, tenantA.accountId, 'admin');
  const spareSession = await signIn(t, adminA);
  const listed = await t.app.inject({ url: '/api/v1/sessions', headers: spareSession.cookie });
  const sessionId: string = listed.json().sessions.find((s: { current: boolean }) => s.current).id;
  // Inserted as a row, not counted on the user: a counted passkey would turn the admin's password sign-ins in these
  // suites into two steps.
  const passkeyId = uuidv7();
  await t.ctx.db
    .insertInto('passkeys')
    .values({
      id: passkeyId,
      account_id: tenantA.accountId,
      user_id: adminA.id,
      credential_id: randomBytes(16).toString('base64url'),
      public_key: randomBytes(77).toString('base64url'),
      counter: 0,
      transports: 'internal',
      name: 'Removed by the success check',
      backed_up: false,
      created_at: t.ctx.now(),
      last_used_at: null,
    })
    .execute();
  // A screening hit on A's case, as the matcher would record it (the security app screens against no list).
  const issueId = uuidv7();
  await t.ctx.db
    .insertInto('screening_issues')
    .values({
      id: issueId,
      account_id: tenantA.accountId,
      verification_id: verificationId,
      check_id: null,
      subject_key: `director:${director.id}`,
      subject_kind: 'person',
      subject_role: 'director',
      subject: JSON.stringify({ name: 'Jane Ann Doe', role: 'director' }),
      category: 'sanction',
      source: 'ofac-sdn',
      list_version_id: 'v1',
      entry_id: 'ofac-sdn:1',
      entry: JSON.stringify({ name: 'DOE, Jane' }),
      score: 0.9,
      explanation: '[]',
      entry_fingerprint: 'e',
      subject_fingerprint: 's',
      relevant: null,
      comment: null,
      decided_by: null,
      decided_at: null,
      proposed_relevant: null,
      proposed_comment: null,
      proposed_by: null,
      proposed_at: null,
      changed_since_dismissed: false,
      alert: false,
      created_at: t.ctx.now(),
      updated_at: t.ctx.now(),
    })
    .execute();
  const individualCheckId: string = (
    await asA('POST', '/api/v1/checks/individuals', { given_names: 'A', surname: 'Person' })
  ).check_individual.id;
  const companyCheckId: string = (await asA('POST', '/api/v1/checks/companies', { company_name: 'A Company' }))
    .check_company.id;
  const cryptoCheckId: string = (
    await asA('POST', '/api/v1/checks/crypto_address', { address: 'bc1qa', address_type: 'BTC' })
  ).check_crypto_address.id;
  const a: TenantAData = {
    accountId: tenantA.accountId,
    issueId,
    individualCheckId,
    companyCheckId,
    cryptoCheckId,
    verificationId,
    customerId: intake.customer_id as string,
    companyId,
    directorId: director.id,
    personId: director.person.id,
    documentId: record.id,
    attachmentId: attachment.id,
    rest: original.pathname.split('/').pop() as string,
    downloadPath: original.pathname,
    profileId: profile.completeness_profile.id,
    endpointId,
    deliveryId: deliveries.deliveries[0].id,
    userId: officer.id,
    tokenId: spareToken.info.id,
    invitationId: invitation.invitation.id,
    acceptableInvitationId: acceptable.invitation.id,
    sessionId,
    passkeyId,
  };
  return {
    tenantA,
    tenantB,
    adminA,
    adminB: await createConsoleUser(t, tenantB.accountId, 'admin'),
    a,
    cases: routeCases(a),
  };
}

/**
 * The credentials an account uses on a route: its token on API routes, a fresh session of its admin (cookie and
 * CSRF token) on session-only ones. Fresh, because some session routes end the session they are called with.
 */
export async function credentialsFor(
  t: TestApp,
  c: RouteCase,
  tenant: Tenant,
  admin: ConsoleUser,
): Promise<Record<string, string>> {
  return c.realm === 'session' ? (await signIn(t, admin)).headers : tenant.headers;
}

export function sendCase(t: TestApp, c: RouteCase, headers: Record<string, string>) {
  const body = c.body?.();
  return t.app.inject({
    method: c.method,
    url: c.url,
    headers: { ...(body?.headers ?? {}), ...headers },
    ...(body ? { payload: body.payload } : {}),
  });
}
