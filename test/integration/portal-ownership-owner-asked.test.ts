import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createProfile, invite, openPortal, type PortalSession } from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// One missing UBO: a data update request names a company of the structure (`requested.ownership_owners`) whose
// owners are not all declared; the customer's portal opens with the structure on file and that one item asked,
// and the answer replaces the structure with the new owner added.

const PROFILE = {
  sections: ['company_details', 'directors', 'ownership'],
  fields: { company: ['formal_name', 'company_number'], director: [], person: [] },
  document_types: { company: [], person: [] },
};

/** Ada (the director) 40 %; N3 Holdings 60 %, of which Grace holds half: 30 % of the company is not traced. */
const HALF_TRACED = {
  entities: [
    { key: 's1', type: 'person', director_key: 'd1' },
    {
      key: 's2',
      type: 'company',
      company: { formal_name: 'N3 Holdings Ltd', company_number: '998877', jurisdiction_code: 'gb' },
    },
    {
      key: 's3',
      type: 'person',
      person: { given_names: 'Grace', surname: 'Hopper', date_of_birth: '1976-12-09', nationality: 'us' },
    },
  ],
  holdings: [
    { key: 'h1', holder: 's1', held: 'root', shares: '40' },
    { key: 'h2', holder: 's2', held: 'root', shares: '60' },
    { key: 'h3', holder: 's3', held: 's2', shares: '50' },
  ],
};

const ADA = { given_names: 'Ada', surname: 'Lovelace', date_of_birth: '1985-12-10', nationality: 'gb', pep: false };

for (const dialect of testDialects()) {
  describe(`a data update request asks for one missing owner [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx, 'Northwind Bank');
    });
    after(() => t.close());

    const api = async (method: 'GET' | 'POST', path: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${path}`, headers: tenant.headers, ...(payload ? { payload } : {}) });
    const get = async (path: string) => {
      const res = await api('GET', path);
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };

    /** A submitted application with the half-traced structure, under review. */
    async function submittedCase(): Promise<{ caseId: string; invitationId: string }> {
      const profileId = await createProfile(t, tenant, PROFILE, `Owner asked ${Math.random()}`);
      const invitation = await invite(t, tenant, {
        email: 'ops@acme.example',
        completeness_profile_id: profileId,
        send_email: false,
      });
      const portal = await openPortal(t, invitation.url);
      const draft = {
        company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb' },
        directors: [{ key: 'd1', position: 'director', person: ADA }],
        ownership: HALF_TRACED,
      };
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      assert.equal((await portal.send('POST', '/application/submit')).status, 200);
      const caseId = (await get(`/invitations/${invitation.id}`)).invitation.verification_id as string;
      assert.equal((await api('POST', `/verifications/${caseId}/state/start`)).statusCode, 200);
      return { caseId, invitationId: invitation.id };
    }

    async function updatePortal(invitationId: string): Promise<PortalSession> {
      const mail = await t.ctx.db
        .selectFrom('mail_outbox')
        .select(['text_body'])
        .where('invitation_id', '=', invitationId)
        .where('kind', '=', 'data_update_request')
        .executeTakeFirstOrThrow();
      const link = /https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/.exec(mail.text_body)?.[0];
      assert.ok(link, 'the request mails a portal link');
      return openPortal(t, link);
    }

    it('names the company, opens the portal with that one item, and the answer adds the owner', async () => {
      const { caseId, invitationId } = await submittedCase();
      const { companies } = await get(`/verifications/${caseId}/companies`);
      const n3 = companies.find((c: { role: string }) => c.role === 'corporate_shareholder');
      const graceBefore = (await get(`/verifications/${caseId}/people`)).people.find(
        (p: { given_names: string }) => p.given_names === 'Grace',
      );
      const asked = await api('POST', `/verifications/${caseId}/state/request_data_update`, {
        comment: 'Who holds the other half of N3?',
        requested: { ownership_owners: [n3.id] },
      });
      assert.equal(asked.statusCode, 200, asked.body);
      const { structure } = await get(`/verifications/${caseId}/structure`);
      const graceEntity = structure.entities.find(
        (e: { person: { id: string } | null }) => e.person?.id === graceBefore.id,
      );
      const { verification } = await get(`/verifications/${caseId}`);
      assert.deepEqual(verification.requested_data.missing.ownership_owners, [
        { company_id: n3.id, root: false, name: 'N3 Holdings Ltd', holder_ids: [graceEntity.id] },
      ]);
      assert.deepEqual(verification.requested_data.missing.sections, [], 'the structure is not asked whole');

      const update = await updatePortal(invitationId);
      assert.equal(update.opened.mode, 'update');
      assert.deepEqual(
        update.opened.requested_data.missing.ownership_owners.map((o: { name: string }) => o.name),
        ['N3 Holdings Ltd'],
      );
      const onFile = update.opened.draft.ownership as {
        entities: { key: string }[];
        holdings: { key: string; holder: string; held: string; shares: string }[];
      };
      assert.equal(onFile.entities.length, 3, 'the structure on file, as declared');
      // Submitted as it is: the one item asked is missing.
      const refused = await update.send('POST', '/application/submit');
      assert.equal(refused.status, 422, JSON.stringify(refused.body));
      assert.deepEqual(
        (refused.body.error.details as { field: string }[]).map((d) => d.field),
        [`ownership.owners_of.${n3.id}`],
      );
      // Mary holds the other half of N3.
      const draft = {
        ...update.opened.draft,
        ownership: {
          entities: [
            ...onFile.entities,
            {
              key: 'new1',
              type: 'person',
              person: { given_names: 'Mary', surname: 'Jackson', date_of_birth: '1921-04-09', nationality: 'us' },
            },
          ],
          holdings: [...onFile.holdings, { key: 'hnew1', holder: 'new1', held: n3.id, shares: '50' }],
        },
      };
      assert.equal((await update.send('PUT', '/application/draft', { draft })).status, 200);
      const done = await update.send('POST', '/application/submit');
      assert.equal(done.status, 200, JSON.stringify(done.body));

      const ubos = (await get(`/verifications/${caseId}/ubos`)).ubos as {
        person: { id: string; given_names: string };
        approximate_percentage_of_shares: number;
      }[];
      assert.deepEqual(ubos.map((u) => [u.person.given_names, u.approximate_percentage_of_shares]).sort(), [
        ['Ada', 40],
        ['Grace', 30],
        ['Mary', 30],
      ]);
      assert.equal(
        ubos.find((u) => u.person.given_names === 'Grace')?.person.id,
        graceBefore.id,
        'the owners on file keep their ids',
      );
      assert.equal((await get(`/verifications/${caseId}`)).verification.status, 'in_progress');
    });

    it('refuses a company that is not of the case’s structure', async () => {
      const { caseId } = await submittedCase();
      const asked = await api('POST', `/verifications/${caseId}/state/request_data_update`, {
        requested: { ownership_owners: [randomUUID()] },
      });
      assert.equal(asked.statusCode, 400, asked.body);
      assert.deepEqual(
        asked.json().error.details.map((d: { field: string }) => d.field),
        ['requested.ownership_owners[0]'],
      );
    });
  });
}
