import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

for (const dialect of testDialects()) {
  describe(`end-to-end intake and read [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    it('creates a case, reads it back, uploads and downloads a document', async () => {
      const tenant = await createTenant(t.ctx);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: tenant.headers,
        payload: sampleIntake(),
      });
      assert.equal(created.statusCode, 201, created.body);
      const id = created.json().verification.id;
      const companies = await t.app.inject({ url: `/api/v1/verifications/${id}/companies`, headers: tenant.headers });
      assert.equal(companies.statusCode, 200, companies.body);
      const company = companies.json().companies[0];
      assert.equal(company.company_type.short_name, 'Ltd');
      const detail = await t.app.inject({
        url: `/api/v1/verifications/${id}/companies/${company.id}`,
        headers: tenant.headers,
      });
      assert.equal(detail.statusCode, 200, detail.body);
      assert.equal(detail.json().company.bank_accounts[0].iban, true);
      const directors = await t.app.inject({ url: `/api/v1/verifications/${id}/directors`, headers: tenant.headers });
      const personId = directors.json().directors[0].person.id;
      const png = await makePng(1200, 900);
      const upload = multipart(
        { person_id: personId, document_type: 'passport', number: 'X123', country_of_issue: 'gb' },
        [{ filename: 'passport.png', contentType: 'image/png', bytes: png }],
      );
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/documents`,
        headers: { ...tenant.headers, ...upload.headers },
        payload: upload.payload,
      });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      const urls = uploaded.json().document.document.attachments[0].urls;
      const rest = urls.original.split('/').pop();
      const download = await t.app.inject({
        url: `/api/v1/attachments/${rest}?verification_id=${id}`,
        headers: tenant.headers,
      });
      assert.equal(download.statusCode, 200);
      assert.deepEqual(download.rawPayload, png);
      const thumb = await t.app.inject({ url: new URL(urls.thumb).pathname, headers: tenant.headers });
      assert.equal(thumb.statusCode, 200);
      assert.ok(thumb.rawPayload.length < png.length);
      const list = await t.app.inject({ url: '/api/v1/verifications?limit=1', headers: tenant.headers });
      assert.equal(list.json().verifications[0].id, id);
    });
  });
}
