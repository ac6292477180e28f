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

    it('a data update request asks for the structure again: the portal shows it as declared, the answer replaces it', async () => {
      const { invitation, portal } = await openApplication();
      assert.equal((await portal.send('PUT', '/application/draft', { draft: draftWith(TWO_LAYERS) })).status, 200);
      assert.equal((await portal.send('POST', '/application/submit')).status, 200);
      const caseId = (await get(`/invitations/${invitation.id}`)).invitation.verification_id as string;
      const headers = tenant.headers;
      const start = await t.app.inject({ method: 'POST', url: `/api/v1/verifications/${caseId}/state/start`, headers });
      assert.equal(start.statusCode, 200, start.body);
      const asked = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${caseId}/state/request_data_update`,
        headers,
        payload: { comment: 'Grace sold her holding: who owns N3 now?', requested: { sections: ['ownership'] } },
      });
      assert.equal(asked.statusCode, 200, asked.body);
      const link = /https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/.exec(
        (
          await t.ctx.db
            .selectFrom('mail_outbox')
            .select(['text_body'])
            .where('invitation_id', '=', invitation.id)
            .where('kind', '=', 'data_update_request')
            .executeTakeFirstOrThrow()
        ).text_body,
      )?.[0];
      assert.ok(link, 'the request mails a portal link');
      const update = await openPortal(t, link);
      assert.equal(update.opened.mode, 'update');
      const declared = update.opened.draft.ownership as {
        entities: { key: string; type: string; director_key?: string; person?: { given_names: string } }[];
        holdings: { holder: string; held: string; shares: string }[];
      };
      assert.equal(declared.entities.length, 3, 'the structure on file, as declared');
      const grace = declared.entities.find((e) => e.person?.given_names === 'Grace');
      assert.ok(grace);
      assert.ok(
        declared.entities.some((e) => e.director_key),
        'the director who holds shares stays linked to the director',
      );
      // Grace's holding goes to Alan.
      const draft = {
        ...update.opened.draft,
        ownership: {
          entities: declared.entities.map((e) =>
            e.key === grace.key
              ? {
                  key: e.key,
                  type: 'person',
                  person: { given_names: 'Alan', surname: 'Turing', date_of_birth: '1912-06-23', nationality: 'gb' },
                  control: null,
                }
              : e,
          ),
          holdings: declared.holdings,
        },
      };
      const saved = await update.send('PUT', '/application/draft', { draft });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const done = await update.send('POST', '/application/submit');
      assert.equal(done.status, 200, JSON.stringify(done.body));
      const ubos = (await get(`/verifications/${caseId}/ubos`)).ubos as {
        person: { given_names: string };
        approximate_percentage_of_shares: number;
      }[];
      assert.deepEqual(ubos.map((u) => [u.person.given_names, u.approximate_percentage_of_shares]).sort(), [
        ['Ada', 40],
        ['Alan', 60],
      ]);
    });
  });
}
