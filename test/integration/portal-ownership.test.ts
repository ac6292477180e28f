import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createProfile, invite, openPortal } from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// The portal's Ownership step on the server: a profile that lists `ownership` refuses a submission without the
// shareholders (422, the same items as the portal's checklist), and a submitted application's declared ownership
// becomes the case's structure in the same transaction: a director holding shares is that director, the UBOs are
// computed from it.

const OWNERSHIP_PROFILE = {
  sections: ['company_details', 'directors', 'ownership'],
  fields: { company: ['formal_name', 'company_number'], director: [], person: [] },
  document_types: { company: [], person: [] },
};

const ADA = { given_names: 'Ada', surname: 'Lovelace', date_of_birth: '1985-12-10', nationality: 'gb', pep: false };

function draftWith(ownership: object | undefined) {
  return {
    company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb' },
    directors: [{ key: 'd1', position: 'director', person: ADA }],
    ...(ownership ? { ownership } : {}),
  };
}

/** Ada (the director) holds 40 % directly; N3 Holdings 60 %, owned outright by Grace. */
const TWO_LAYERS = {
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
      control: { nature: 'right_to_appoint_board', description: 'Appoints two of three board members' },
    },
  ],
  holdings: [
    { key: 'h1', holder: 's1', held: 'root', shares: '40' },
    { key: 'h2', holder: 's2', held: 'root', shares: '60' },
    { key: 'h3', holder: 's3', held: 's2', shares: '100' },
  ],
};

for (const dialect of testDialects()) {
  describe(`the portal's Ownership step, submitted [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx, 'Northwind Bank');
    });
    after(() => t.close());

    async function openApplication() {
      const profileId = await createProfile(t, tenant, OWNERSHIP_PROFILE, `Ownership ${Math.random()}`);
      const invitation = await invite(t, tenant, {
        email: 'ops@acme.example',
        completeness_profile_id: profileId,
        send_email: false,
      });
      return { invitation, portal: await openPortal(t, invitation.url) };
    }

    const get = async (path: string) => {
      const res = await t.app.inject({ url: `/api/v1${path}`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };

    it('refuses a submission without shareholders, with the item the checklist shows', async () => {
      const { portal } = await openApplication();
      assert.equal((await portal.send('PUT', '/application/draft', { draft: draftWith(undefined) })).status, 200);
      const refused = await portal.send('POST', '/application/submit');
      assert.equal(refused.status, 422, JSON.stringify(refused.body));
      const fields = (refused.body.error.details as { field: string }[]).map((d) => d.field);
      assert.deepEqual(fields, ['ownership']);
    });

    it('writes the declared structure with the case: the director is one person, the UBOs are computed', async () => {
      const { invitation, portal } = await openApplication();
      const saved = await portal.send('PUT', '/application/draft', { draft: draftWith(TWO_LAYERS) });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      const caseId = (await get(`/invitations/${invitation.id}`)).invitation.verification_id as string;
      assert.ok(caseId);

      const ubos = (await get(`/verifications/${caseId}/ubos`)).ubos as {
        person: { given_names: string };
        approximate_percentage_of_shares: number;
        natures_of_control: string[];
      }[];
      assert.deepEqual(
        ubos
          .map((u) => [u.person.given_names, u.approximate_percentage_of_shares, u.natures_of_control.join(' ')])
          .sort(),
        [
          ['Ada', 40, 'ownership_of_shares voting_rights'],
          ['Grace', 60, 'ownership_of_shares voting_rights right_to_appoint_board'],
        ],
      );
      const people = (await get(`/verifications/${caseId}/people`)).people as {
        given_names: string;
        roles: string[];
      }[];
      const ada = people.filter((p) => p.given_names === 'Ada');
      assert.equal(ada.length, 1, 'the director who holds shares is one person');
      assert.deepEqual([...(ada[0]?.roles ?? [])].sort(), ['director', 'shareholder', 'ubo']);
      const graph = (await get(`/verifications/${caseId}/graph`)).graph as {
        vertices: { type: string; labels: { name?: string } }[];
      };
      assert.ok(graph.vertices.some((v) => v.type === 'Company' && v.labels.name === 'N3 Holdings Ltd'));
    });
  });
}
