import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makePdf, makePng } from '../helpers/fixtures.js';
import { columnsContaining } from '../helpers/leftovers.js';
import { uniqueTag } from '../helpers/ownership-fixtures.js';
import {
  createProfile,
  draftDirectorWithPassport,
  invite,
  openPortal,
  type PortalSession,
} from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';
import { readZip } from '../helpers/zip-reader.js';

// The documents the Ownership step asks for (rules/ownership-documents.ts): a profile listing `ownership` and a
// shareholder register among its company documents takes a shareholder register or an organisational chart, and
// each beneficial owner who is not a director gives the profile's person documents, as a director does. The case
// serves them (company documents, the person's documents) and its erasure leaves none of them behind.

const PROFILE = {
  sections: ['company_details', 'directors', 'ownership'],
  fields: { company: ['formal_name', 'company_number'], director: [], person: [] },
  document_types: { company: ['shareholder_register'], person: ['passport'] },
};

/** Ada (the director) holds 40 % directly; N3 Holdings 60 %, owned outright by Grace: Grace is a UBO. */
function twoLayers(tag: string, gracePassport?: string) {
  return {
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
        person: { given_names: 'Grace', surname: `Hopper${tag}`, date_of_birth: '1976-12-09', nationality: 'us' },
        ...(gracePassport
          ? {
              documents: [
                {
                  key: 'g1',
                  document_type: 'passport',
                  upload_ids: [gracePassport],
                  number: `G${tag}`,
                  country_of_issue: 'us',
                  expiration_date: '2032-01-31',
                },
              ],
            }
          : {}),
      },
    ],
    holdings: [
      { key: 'h1', holder: 's1', held: 'root', shares: '40' },
      { key: 'h2', holder: 's2', held: 'root', shares: '60' },
      { key: 'h3', holder: 's3', held: 's2', shares: '100' },
    ],
  };
}

for (const dialect of testDialects()) {
  describe(`the Ownership step's documents [${dialect}]`, () => {
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

    async function openApplication(): Promise<{ invitationId: string; portal: PortalSession }> {
      const profileId = await createProfile(t, tenant, PROFILE, `Ownership documents ${Math.random()}`);
      const invitation = await invite(t, tenant, {
        email: 'ops@acme.example',
        completeness_profile_id: profileId,
        send_email: false,
      });
      return { invitationId: invitation.id, portal: await openPortal(t, invitation.url) };
    }

    async function uploaded(portal: PortalSession, name: string, bytes: Buffer, type: string): Promise<string> {
      const res = await portal.upload(name, type, bytes);
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.upload.id as string;
    }

    async function draftOf(portal: PortalSession, tag: string, withDocuments: boolean) {
      const adaPassport = await uploaded(portal, 'ada.png', await makePng(40, 30), 'image/png');
      const base = {
        company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb' },
        directors: [draftDirectorWithPassport(adaPassport)],
      };
      if (!withDocuments) return { ...base, ownership: twoLayers(tag) };
      const chart = await uploaded(portal, `chart-${tag}.pdf`, makePdf(`Group chart ${tag}`), 'application/pdf');
      const grace = await uploaded(portal, `grace-${tag}.png`, await makePng(41, 30), 'image/png');
      return {
        ...base,
        ownership: twoLayers(tag, grace),
        documents: [{ key: 'c1', document_type: 'organisational_chart', upload_ids: [chart] }],
      };
    }

    it('refuses a submission without the register or chart and without a UBO’s passport', async () => {
      const { portal } = await openApplication();
      const draft = await draftOf(portal, uniqueTag(), false);
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const refused = await portal.send('POST', '/application/submit');
      assert.equal(refused.status, 422, JSON.stringify(refused.body));
      const fields = (refused.body.error.details as { field: string }[]).map((d) => d.field);
      // Grace (60 % through N3) gives her passport; Ada gives hers as a director; the register is asked once.
      assert.deepEqual(fields, ['ownership.documents', 'ownership.entities[2].documents.passport']);
    });

    it('an organisational chart and the UBO’s passport complete it; the case serves both', async () => {
      const { invitationId, portal } = await openApplication();
      const tag = uniqueTag();
      const draft = await draftOf(portal, tag, true);
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      const caseId = (await get(`/invitations/${invitationId}`)).invitation.verification_id as string;

      const { company_documents } = await get(`/verifications/${caseId}/company_documents`);
      assert.deepEqual(
        company_documents.map((d: { document: { document_type: string } }) => d.document.document_type),
        ['organisational_chart'],
      );
      const { ubos } = await get(`/verifications/${caseId}/ubos`);
      const grace = ubos.find((u: { person: { given_names: string } }) => u.person.given_names === 'Grace');
      const { person } = await get(`/verifications/${caseId}/people/${grace.id}`);
      assert.deepEqual(
        person.documents.map((d: { document: { document_type: string; number: string } }) => [
          d.document.document_type,
          d.document.number,
        ]),
        [['passport', `G${tag}`]],
      );
      const { ubo } = await get(`/verifications/${caseId}/ubos/${grace.id}`);
      assert.equal(ubo.person.documents.length, 1);

      // Her subject access export holds the passport, its file included.
      const exported = await api('GET', `/people/${grace.id}/export`);
      assert.equal(exported.statusCode, 200, exported.body);
      const entries = await readZip(exported.rawPayload);
      const record = JSON.parse((entries.get(`persons/${grace.id}.json`) as Buffer).toString('utf8'));
      assert.deepEqual(
        record.documents.map((d: { document_type: string; number: string }) => [d.document_type, d.number]),
        [['passport', `G${tag}`]],
      );
      assert.ok(
        [...entries.keys()].some((name) => name.includes(`grace-${tag}`)),
        `the file is in the export: ${[...entries.keys()].join(', ')}`,
      );

      // Erased, the case keeps none of it: no record, no file, no number.
      const erased = await api('POST', `/verifications/${caseId}/erase`, {
        reason: 'Customer asked',
        legal_basis: 'GDPR art. 17(1)(a)',
      });
      assert.equal(erased.statusCode, 200, erased.body);
      const left = await t.ctx.db
        .selectFrom('document_records')
        .select('id')
        .where('verification_id', '=', caseId)
        .execute();
      assert.deepEqual(left, []);
      for (const needle of [`G${tag}`, `Hopper${tag}`, `chart-${tag}`, `grace-${tag}`])
        assert.deepEqual(await columnsContaining(t.ctx.db, dialect, needle), [], needle);
    });
  });
}
