import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fromJson } from '../../src/db/column-values.js';
import { sha256Hex } from '../../src/domain/random-token.js';
import { signedIn } from '../helpers/console-session.js';
import { createProfile, invite, linkToken, openPortal } from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const DAY_MS = 24 * 60 * 60_000;
const UNKNOWN_ID = '01a200a0-0000-7000-8000-000000000000';
const LINK = /^http:\/\/localhost:8080\/portal\/open#token=dsi_[0-9A-Za-z]{43}$/;

/** What a company has to fill in at the least: its name, number and jurisdiction. */
const MINIMAL_REQUIREMENTS = {
  sections: ['company_details'],
  fields: { company: ['formal_name', 'company_number'], director: [], person: [] },
  document_types: { company: [], person: [] },
};

/** The service's clock, moved forward by the tests (never back, so ids stay in creation order). */
function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs).toISOString(),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

interface InvitationJson {
  id: string;
  email: string;
  customer_id: string | null;
  completeness_profile_id: string;
  status: string;
  url: string | null;
  prefill: Record<string, string> | null;
  expires_at: string;
  opened_at: string | null;
  submitted_at: string | null;
  revoked_at: string | null;
  verification_id: string | null;
  created_at: string;
}

for (const dialect of testDialects()) {
  describe(`invitations API [${dialect}]`, () => {
    let t: TestApp;
    const clock = movableClock();

    before(async () => {
      t = await startTestApp(dialect, { ctx: { now: clock.now } });
    });
    after(() => t.close());

    const api = async (
      tenant: { headers: Record<string, string> },
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) => {
      const res = await t.app.inject({ method, url, headers: tenant.headers, ...(payload ? { payload } : {}) });
      return { status: res.statusCode, body: res.body === '' ? null : res.json() };
    };
    const show = async (tenant: Tenant, id: string): Promise<InvitationJson> => {
      const res = await api(tenant, 'GET', `/api/v1/invitations/${id}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body.invitation;
    };
    const list = async (tenant: Tenant, query = '') => {
      const res = await api(tenant, 'GET', `/api/v1/invitations${query}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body as { invitations: InvitationJson[]; has_more: boolean };
    };
    const openLink = (url: string) =>
      t.app.inject({ method: 'POST', url: '/portal/api/session', payload: { token: linkToken(url) } });
    const mails = (invitationId: string) =>
      t.ctx.db
        .selectFrom('mail_outbox')
        .select(['kind', 'recipient', 'text_body'])
        .where('invitation_id', '=', invitationId)
        .orderBy('id')
        .execute();
    const accountEvents = async (tenant: Tenant) => {
      const rows = await t.ctx.db
        .selectFrom('audit_log')
        .select(['action', 'actor_type', 'actor_id', 'data'])
        .where('account_id', '=', tenant.accountId)
        .where('verification_id', 'is', null)
        .where('action', 'like', 'invitation.%')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ ...r, data: fromJson<Record<string, unknown>>(r.data) }));
    };
    /** Opens the link and submits the least an application needs: the invitation becomes `submitted`. */
    const submitMinimal = async (url: string) => {
      const portal = await openPortal(t, url);
      const draft = { company: { formal_name: 'Acme Ltd', company_number: '01234567', jurisdiction_code: 'gb' } };
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      return portal;
    };

    it('creates a pending invitation with a one-time link, a normalised e-mail and prefill, and mails it', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(t, tenant);
      const created = await api(tenant, 'POST', '/api/v1/invitations', {
        email: 'Finance@ACME.Example',
        customer_id: 'acme-42',
        completeness_profile_id: profileId,
        prefill: { formal_name: 'Acme Ltd', company_number: '01234567', jurisdiction_code: 'GB' },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const invitation: InvitationJson = created.body.invitation;
      assert.equal(invitation.status, 'pending');
      assert.match(invitation.url ?? '', LINK);
      assert.equal(invitation.email, 'finance@acme.example');
      assert.equal(invitation.customer_id, 'acme-42');
      assert.equal(invitation.completeness_profile_id, profileId);
      assert.deepEqual(invitation.prefill, {
        formal_name: 'Acme Ltd',
        company_number: '01234567',
        jurisdiction_code: 'gb',
      });
      assert.equal(invitation.verification_id, null);
      assert.equal(invitation.opened_at, null);
      assert.equal(
        Date.parse(invitation.expires_at) - Date.parse(invitation.created_at),
        14 * DAY_MS,
        'a link is valid for 14 days',
      );

      // Only the link's hash is kept: the token itself is nowhere in the database.
      const token = linkToken(invitation.url as string);
      const links = await t.ctx.db
        .selectFrom('invitation_links')
        .select('token_hash')
        .where('invitation_id', '=', invitation.id)
        .execute();
      assert.deepEqual(
        links.map((l) => l.token_hash),
        [sha256Hex(token)],
      );

      const sent = await mails(invitation.id);
      assert.equal(sent.length, 1);
      assert.equal(sent[0]?.kind, 'invitation');
      assert.equal(sent[0]?.recipient, 'finance@acme.example');
      assert.ok(sent[0]?.text_body.includes(invitation.url as string), 'the mail carries the link');

      const portal = await openPortal(t, invitation.url as string);
      assert.deepEqual(portal.opened.draft, {
        company: { formal_name: 'Acme Ltd', company_number: '01234567', jurisdiction_code: 'gb' },
      });
      assert.equal(portal.opened.invitation.email, 'finance@acme.example');
    });

    it('mails nothing with send_email: false, and the link still works', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(t, tenant);
      const invitation = await invite(t, tenant, {
        email: 'quiet@acme.example',
        completeness_profile_id: profileId,
        send_email: false,
      });
      assert.deepEqual(await mails(invitation.id), []);
      assert.equal((await openLink(invitation.url)).statusCode, 200);
    });

    it('refuses a bad e-mail, an unknown, archived or foreign profile, an unknown jurisdiction and unknown fields', async () => {
      const tenant = await createTenant(t.ctx);
      const other = await createTenant(t.ctx, 'Other Bank');
      const profileId = await createProfile(t, tenant);
      const archivedId = await createProfile(t, tenant, undefined, 'Old profile');
      const archived = await api(tenant, 'POST', `/api/v1/completeness_profiles/${archivedId}/archive`);
      assert.equal(archived.status, 200, JSON.stringify(archived.body));
      const foreignId = await createProfile(t, other);

      const cases: [string, object, string][] = [
        ['a bad e-mail', { email: 'not an e-mail', completeness_profile_id: profileId }, 'email'],
        ['two addresses', { email: 'a@acme.example, b@acme.example', completeness_profile_id: profileId }, 'email'],
        ['no e-mail', { completeness_profile_id: profileId }, 'email'],
        [
          'an unknown profile',
          { email: 'a@acme.example', completeness_profile_id: UNKNOWN_ID },
          'completeness_profile_id',
        ],
        [
          'an archived profile',
          { email: 'a@acme.example', completeness_profile_id: archivedId },
          'completeness_profile_id',
        ],
        [
          "another account's profile",
          { email: 'a@acme.example', completeness_profile_id: foreignId },
          'completeness_profile_id',
        ],
        [
          'a profile id that is not a UUID',
          { email: 'a@acme.example', completeness_profile_id: 'profile-1' },
          'completeness_profile_id',
        ],
        [
          'an unknown prefill jurisdiction',
          { email: 'a@acme.example', completeness_profile_id: profileId, prefill: { jurisdiction_code: 'zz' } },
          'prefill.jurisdiction_code',
        ],
        [
          'a jurisdiction that is not two letters',
          { email: 'a@acme.example', completeness_profile_id: profileId, prefill: { jurisdiction_code: 'gbr' } },
          'prefill.jurisdiction_code',
        ],
        [
          'an unknown field',
          { email: 'a@acme.example', completeness_profile_id: profileId, status: 'submitted' },
          'status',
        ],
        [
          'an unknown prefill field',
          { email: 'a@acme.example', completeness_profile_id: profileId, prefill: { tax_number: 'GB1' } },
          'prefill.tax_number',
        ],
        [
          'a send_email that is not a boolean',
          { email: 'a@acme.example', completeness_profile_id: profileId, send_email: 'false' },
          'send_email',
        ],
      ];
      for (const [label, payload, field] of cases) {
        const res = await api(tenant, 'POST', '/api/v1/invitations', payload);
        assert.equal(res.status, 400, `${label}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body.error.code, 'validation_failed', label);
        const fields = res.body.error.details.map((d: { field: string }) => d.field);
        assert.ok(fields.includes(field), `${label}: ${field} is named in ${fields.join(', ')}`);
      }
      const foreign = await api(tenant, 'POST', '/api/v1/invitations', {
        email: 'a@acme.example',
        completeness_profile_id: foreignId,
      });
      const unknown = await api(tenant, 'POST', '/api/v1/invitations', {
        email: 'a@acme.example',
        completeness_profile_id: UNKNOWN_ID,
      });
      assert.deepEqual(
        foreign.body.error.details,
        unknown.body.error.details,
        "another account's profile is refused exactly as a missing one",
      );
      assert.deepEqual((await list(tenant)).invitations, [], 'nothing was created');
      assert.deepEqual(await accountEvents(tenant), []);
    });

    it('lists newest first without links, filters by each status, and pages with starting_after', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(t, tenant, MINIMAL_REQUIREMENTS);
      const make = async (label: string) => {
        const invitation = await invite(t, tenant, {
          email: `${label}@acme.example`,
          completeness_profile_id: profileId,
          send_email: false,
        });
        clock.advance(1000);
        return invitation;
      };
      const expired = await make('expired');
      clock.advance(10 * DAY_MS);
      const pending = await make('pending');
      const opened = await make('opened');
      const submitted = await make('submitted');
      const revoked = await make('revoked');
      assert.equal((await openLink(opened.url)).statusCode, 200);
      await submitMinimal(submitted.url);
      assert.equal((await api(tenant, 'POST', `/api/v1/invitations/${revoked.id}/revoke`)).status, 200);
      clock.advance(5 * DAY_MS);

      const all = await list(tenant);
      assert.equal(all.has_more, false);
      assert.deepEqual(
        all.invitations.map((i) => i.id),
        [revoked, submitted, opened, pending, expired].map((i) => i.id),
        'newest first',
      );
      assert.ok(
        all.invitations.every((i) => i.url === null),
        'a list never shows a link',
      );
      assert.deepEqual(
        all.invitations.map((i) => i.status),
        ['revoked', 'submitted', 'opened', 'pending', 'expired'],
      );
      for (const [status, invitation] of [
        ['pending', pending],
        ['opened', opened],
        ['submitted', submitted],
        ['expired', expired],
        ['revoked', revoked],
      ] as const) {
        const filtered = await list(tenant, `?status=${status}`);
        assert.deepEqual(
          filtered.invitations.map((i) => i.id),
          [invitation.id],
          `status=${status}`,
        );
        assert.equal(filtered.invitations[0]?.status, status);
      }
      assert.equal((await show(tenant, expired.id)).status, 'expired');
      assert.ok((await show(tenant, submitted.id)).verification_id, 'a submitted invitation names its case');

      const bad = await api(tenant, 'GET', '/api/v1/invitations?status=lost');
      assert.equal(bad.status, 400);

      const page1 = await list(tenant, '?limit=2');
      assert.deepEqual(
        page1.invitations.map((i) => i.id),
        [revoked.id, submitted.id],
      );
      assert.equal(page1.has_more, true);
      const page2 = await list(tenant, `?limit=2&starting_after=${page1.invitations[1]?.id}`);
      assert.deepEqual(
        page2.invitations.map((i) => i.id),
        [opened.id, pending.id],
      );
      assert.equal(page2.has_more, true);
      const page3 = await list(tenant, `?limit=2&starting_after=${page2.invitations[1]?.id}`);
      assert.deepEqual(
        page3.invitations.map((i) => i.id),
        [expired.id],
      );
      assert.equal(page3.has_more, false);
      const exact = await list(tenant, '?limit=5');
      assert.equal(exact.invitations.length, 5);
      assert.equal(exact.has_more, false, 'no more when the page holds the last one');
      const filteredPage = await list(tenant, `?status=expired&starting_after=${pending.id}`);
      assert.deepEqual(
        filteredPage.invitations.map((i) => i.id),
        [expired.id],
      );

      const stranger = await createTenant(t.ctx);
      assert.deepEqual((await list(stranger)).invitations, [], "another account's invitations are not listed");
    });

    it("shows an invitation, answering 404 for another account's id and an unknown one", async () => {
      const tenant = await createTenant(t.ctx);
      const stranger = await createTenant(t.ctx);
      const profileId = await createProfile(t, tenant);
      const invitation = await invite(t, tenant, {
        email: 'cfo@acme.example',
        completeness_profile_id: profileId,
        send_email: false,
      });
      const shown = await show(tenant, invitation.id);
      assert.equal(shown.url, null, 'the link is shown once only');
      assert.equal(shown.status, 'pending');

      for (const [who, id] of [
        [stranger, invitation.id],
        [tenant, UNKNOWN_ID],
      ] as const) {
        for (const path of ['', '/resend', '/revoke']) {
          const res = await api(who, path === '' ? 'GET' : 'POST', `/api/v1/invitations/${id}${path}`);
          assert.equal(res.status, 404, `${path}: ${JSON.stringify(res.body)}`);
          assert.equal(res.body.error.code, 'not_found');
        }
      }
      assert.equal((await api(tenant, 'GET', '/api/v1/invitations/not-a-uuid')).status, 400);
      const after = await show(tenant, invitation.id);
      assert.equal(after.status, 'pending', "the stranger's resend and revoke changed nothing");
      assert.equal(after.revoked_at, null);
      assert.equal((await mails(invitation.id)).length, 0);
    });

    it('resends a fresh link; the old one keeps opening until its own expiry', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(t, tenant);
      const invitation = await invite(t, tenant, { email: 'cfo@acme.example', completeness_profile_id: profileId });
      const firstExpiry = (await show(tenant, invitation.id)).expires_at;
      clock.advance(10 * DAY_MS);

      const resent = await api(tenant, 'POST', `/api/v1/invitations/${invitation.id}/resend`);
      assert.equal(resent.status, 200, JSON.stringify(resent.body));
      const fresh: InvitationJson = resent.body.invitation;
      assert.match(fresh.url ?? '', LINK);
      assert.notEqual(fresh.url, invitation.url, 'a new link');
      assert.equal(fresh.status, 'pending');
      const moved = Date.parse(fresh.expires_at) - Date.parse(firstExpiry);
      assert.ok(moved >= 10 * DAY_MS && moved < 10 * DAY_MS + 60_000, 'valid the full period again');
      const sent = await mails(invitation.id);
      assert.deepEqual(
        sent.map((m) => m.kind),
        ['invitation', 'invitation'],
      );
      assert.ok(sent[1]?.text_body.includes(fresh.url as string), 'the resent mail carries the new link');

      const quiet = await api(tenant, 'POST', `/api/v1/invitations/${invitation.id}/resend`, { send_email: false });
      assert.equal(quiet.status, 200);
      assert.match(quiet.body.invitation.url, LINK);
      assert.equal((await mails(invitation.id)).length, 2, 'send_email: false mails nothing');

      assert.equal((await openLink(invitation.url)).statusCode, 200, 'the old link still opens');
      clock.advance(5 * DAY_MS);
      const old = await openLink(invitation.url);
      assert.equal(old.statusCode, 410, 'the old link expired on its own date');
      assert.equal(old.json().error.code, 'link_expired');
      assert.equal((await openLink(fresh.url as string)).statusCode, 200, 'the new link still opens');
      assert.equal((await show(tenant, invitation.id)).status, 'opened', 'the latest link decides the expiry');

      assert.equal((await api(tenant, 'POST', `/api/v1/invitations/${invitation.id}/revoke`)).status, 200);
      const afterRevoke = await api(tenant, 'POST', `/api/v1/invitations/${invitation.id}/resend`);
      assert.equal(afterRevoke.status, 409, JSON.stringify(afterRevoke.body));
      assert.equal(afterRevoke.body.error.code, 'conflict');
      assert.equal((await mails(invitation.id)).length, 2, 'a revoked invitation mails nothing');
      const unknownField = await api(tenant, 'POST', `/api/v1/invitations/${invitation.id}/resend`, { email: 'x@y.z' });
      assert.equal(unknownField.status, 400);
    });

    it('revokes at once and idempotently: links answer 410 link_revoked and open portal sessions end', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(t, tenant);
      const invitation = await invite(t, tenant, { email: 'cfo@acme.example', completeness_profile_id: profileId });
      const resent = (await api(tenant, 'POST', `/api/v1/invitations/${invitation.id}/resend`)).body.invitation;
      const portal = await openPortal(t, invitation.url);
      const second = await openPortal(t, resent.url);
      assert.equal((await portal.get('/application')).status, 200);

      const revoked = await api(tenant, 'POST', `/api/v1/invitations/${invitation.id}/revoke`);
      assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
      assert.equal(revoked.body.invitation.status, 'revoked');
      assert.equal(revoked.body.invitation.url, null);
      const revokedAt = revoked.body.invitation.revoked_at;
      assert.ok(revokedAt);

      for (const session of [portal, second]) {
        assert.equal((await session.get('/application')).status, 401, 'the session ended with the revocation');
        const save = await session.send('PUT', '/application/draft', { draft: {} });
        assert.equal(save.status, 401);
      }
      const rows = await t.ctx.db
        .selectFrom('portal_sessions')
        .select('session_hash')
        .where('invitation_id', '=', invitation.id)
        .execute();
      assert.deepEqual(rows, [], 'no session of the invitation is left');
      for (const url of [invitation.url, resent.url]) {
        const res = await openLink(url);
        assert.equal(res.statusCode, 410, res.body);
        assert.equal(res.json().error.code, 'link_revoked');
        const again = await t.app.inject({
          method: 'POST',
          url: '/portal/api/links',
          payload: { token: linkToken(url) },
        });
        assert.equal(again.statusCode, 410, 'a revoked link cannot ask for a new one');
        assert.equal(again.json().error.code, 'link_revoked');
      }

      clock.advance(1000);
      const twice = await api(tenant, 'POST', `/api/v1/invitations/${invitation.id}/revoke`);
      assert.equal(twice.status, 200);
      assert.equal(twice.body.invitation.status, 'revoked');
      assert.equal(twice.body.invitation.revoked_at, revokedAt, 'a second revocation changes nothing');
      const events = (await accountEvents(tenant)).filter((e) => e.action === 'invitation.revoked');
      assert.equal(events.length, 1, 'and is not recorded again');
    });

    it('lets a viewer read invitations but not create, resend or revoke them; an officer may', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(t, tenant);
      const invitation = await invite(t, tenant, {
        email: 'cfo@acme.example',
        completeness_profile_id: profileId,
        send_email: false,
      });
      const viewer = await signedIn(t, tenant.accountId, 'viewer');
      const officer = await signedIn(t, tenant.accountId, 'officer');
      const body = { email: 'new@acme.example', completeness_profile_id: profileId };
      for (const [url, payload] of [
        ['/api/v1/invitations', body],
        [`/api/v1/invitations/${invitation.id}/resend`, { send_email: false }],
        [`/api/v1/invitations/${invitation.id}/revoke`, undefined],
      ] as const) {
        const res = await api({ headers: viewer.headers }, 'POST', url, payload);
        assert.equal(res.status, 403, `viewer ${url}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body.error.code, 'forbidden');
      }
      assert.equal((await api({ headers: viewer.cookie }, 'GET', '/api/v1/invitations')).status, 200);
      assert.equal((await api({ headers: viewer.cookie }, 'GET', `/api/v1/invitations/${invitation.id}`)).status, 200);
      assert.equal((await show(tenant, invitation.id)).status, 'pending', "the viewer's revoke did nothing");
      assert.equal((await list(tenant)).invitations.length, 1, "the viewer's create did nothing");

      const noCsrf = await api({ headers: officer.cookie }, 'POST', '/api/v1/invitations', body);
      assert.equal(noCsrf.status, 403, 'a console write needs its CSRF token');
      const created = await api({ headers: officer.headers }, 'POST', '/api/v1/invitations', body);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const events = await accountEvents(tenant);
      const last = events.at(-1);
      assert.equal(last?.action, 'invitation.created');
      assert.equal(last?.actor_type, 'user');
      assert.equal(last?.actor_id, officer.user.id);
    });

    it('records invitation.created, resent and revoked in the account audit log', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(t, tenant);
      const invitation = await invite(t, tenant, { email: 'Audit@Acme.example', completeness_profile_id: profileId });
      await api(tenant, 'POST', `/api/v1/invitations/${invitation.id}/resend`, { send_email: false });
      await api(tenant, 'POST', `/api/v1/invitations/${invitation.id}/revoke`);
      const events = await accountEvents(tenant);
      assert.deepEqual(
        events.map((e) => [e.action, e.actor_type, e.actor_id, e.data.invitation_id]),
        [
          ['invitation.created', 'token', tenant.tokenId, invitation.id],
          ['invitation.resent', 'token', tenant.tokenId, invitation.id],
          ['invitation.revoked', 'token', tenant.tokenId, invitation.id],
        ],
      );
      assert.equal(events[0]?.data.email, 'audit@acme.example');
      assert.equal(events[0]?.data.sent, true);
      assert.equal(events[1]?.data.sent, false);
      assert.ok(!JSON.stringify(events).includes('dsi_'), 'the audit log never holds a link');
    });
  });
}
