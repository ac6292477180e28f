import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { signedIn } from '../helpers/console-session.js';
import { makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import { pdftotextMissing, pdftotextText } from '../helpers/pdf-text.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const person = (given_names: string, surname: string, sex: 'male' | 'female', nationality: string) => ({
  given_names,
  surname,
  date_of_birth: '1980-01-02',
  nationality,
  place_of_birth: null,
  sex,
  pep: false,
  email: null,
  phone: null,
  address_of_residence: null,
});

/** Names in Lithuanian, Polish, Czech, Turkish, Greek and Russian: each must come out of the PDF as written. */
const DIRECTORS = [
  { position: 'ceo', person: person('Rūta', 'Kazlauskaitė', 'female', 'lt') },
  { position: 'director', person: person('Łukasz', 'Wróbel', 'male', 'pl') },
  { position: 'cfo', person: person('Jiří', 'Dvořák', 'male', 'cz') },
  { position: 'director', person: person('Şükrü', 'Güneş', 'male', 'tr') },
  { position: 'secretary', person: person('İsmail', 'Öztürk', 'male', 'tr') },
  { position: 'director', person: person('Αλέξανδρος', 'Παπαδόπουλος', 'male', 'gr') },
  { position: 'ubo', person: person('Дмитрий', 'Иванов', 'male', 'ru') },
];

for (const dialect of testDialects()) {
  describe(`case report: every alphabet, labels not codes, internal review [${dialect}]`, {
    skip: pdftotextMissing(),
  }, () => {
    let t: TestApp;
    let tenant: Tenant;
    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const qa = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account',
        headers: admin.headers,
        payload: { requires_qa: true },
      });
      assert.equal(qa.statusCode, 200, qa.body);
    });
    after(() => t.close());

    const call = async (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
      return res;
    };

    async function report(id: string, headers: Record<string, string>): Promise<string> {
      const res = await t.app.inject({ url: `/api/v1/verifications/${id}/report.pdf`, headers });
      assert.equal(res.statusCode, 200, res.body);
      if (process.env.DOSSIER_KEEP_REPORT) writeFileSync(process.env.DOSSIER_KEEP_REPORT, res.rawPayload);
      return pdftotextText(res.rawPayload);
    }

    it('prints Lithuanian, Polish, Czech, Turkish, Greek and Cyrillic names exactly, in words not codes, with who decided and who did QA', async () => {
      const maker = await signedIn(t, tenant.accountId, 'officer', 'Łukasz Wróbel');
      const checker = await signedIn(t, tenant.accountId, 'officer', 'Αλέξανδρος Παπαδόπουλος');
      const base = sampleIntake();
      const id = await openCase(
        t,
        tenant,
        sampleIntake({
          company: {
            ...base.company,
            formal_name: 'Zażółć Gęślą Jaźń UAB',
            jurisdiction_code: 'mt',
            business_activity_countries: ['mt', 'eu'],
          },
          directors: DIRECTORS,
        }),
      );
      const url = `/api/v1/verifications/${id}`;
      const form = multipart({ document_type: 'certificate_of_incorporation', number: 'C 12345' }, [
        { filename: 'certificate.png', contentType: 'image/png', bytes: await makePng(300, 200) },
      ]);
      await call('POST', `${url}/documents`, { ...tenant.headers, ...form.headers }, form.payload as never);
      await call('POST', `${url}/state/start`, maker.headers);
      await call('PUT', `${url}/review/company`, maker.headers);
      await call('PUT', `${url}/review/directors`, maker.headers);
      await call('POST', `${url}/notes`, maker.headers, {
        body: 'Spoke to Rūta Kazlauskaitė: the UBO chart is current.',
      });
      await call('POST', `${url}/state/qa`, maker.headers, { assessment: 'risk_low', assessment_comment: 'Clean.' });
      await call('POST', `${url}/state/complete`, checker.headers, { qa_comment: 'Agreed.' });

      const text = await report(id, maker.cookie);
      for (const d of DIRECTORS) {
        const name = `${d.person.given_names} ${d.person.surname}`;
        assert.ok(text.includes(name), `the report prints "${name}" exactly`);
      }
      assert.ok(text.includes('Zażółć Gęślą Jaźń UAB'), 'the company name in Polish');
      assert.ok(!text.includes('?'), 'no character printed as a question mark');
      assert.doesNotMatch(text, /U\+[0-9A-F]{4}/, 'no code points: every script here is covered');
      assert.ok(!text.includes('cannot show'), 'no note about scripts the font lacks');

      for (const label of [
        'Malta, European Union',
        '1,000,000–5,000,000 EUR',
        'Certificate of incorporation',
        'Chief executive officer',
        'Chief financial officer',
        'Company secretary',
        'Ultimate beneficial owner',
        'Lithuania',
        'Case created',
        'Review started',
        'Sent to QA',
        'Case completed',
        'Not started → In progress',
        'Low risk',
        'Completed',
      ]) {
        assert.ok(text.includes(label), `the report says "${label}"`);
      }
      for (const code of [
        'mt, eu',
        'certificate_of_incorporation',
        'verification.created',
        'state.start',
        'review.tab_marked',
        'note.added',
        'risk_low',
        'in_progress',
        ' ceo',
      ]) {
        assert.ok(!text.includes(code), `the report does not print the code "${code}"`);
      }
      assert.match(text, /Decided by: Łukasz Wróbel <[^>]+> QA by: Αλέξανδρος Παπαδόπουλος </);
      assert.match(text, /Outcome: Approved/);

      // Review marks and notes, after the heading that says they are internal (and not before it).
      const internal = text.indexOf('Internal: review marks and notes');
      assert.ok(internal > 0, 'the internal section has its heading');
      const section = text.slice(internal, text.indexOf('Audit log ('));
      assert.match(section, /For your team only/);
      assert.match(section, /Company: Reviewed by Łukasz Wróbel on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
      assert.match(section, /Directors: Reviewed by Łukasz Wróbel/);
      assert.match(section, /Risk: Not marked reviewed/);
      assert.ok(section.includes('Spoke to Rūta Kazlauskaitė: the UBO chart is current.'), 'the note, in the section');
      assert.ok(text.indexOf('Spoke to Rūta') > internal, 'the note appears first under the internal heading');
    });

    it('prints the ownership structure as a table of every entity, and the UBOs with how each qualifies', async () => {
      const officer = await signedIn(t, tenant.accountId, 'officer');
      const id = await openCase(t, tenant, sampleIntake());
      await call('PUT', `/api/v1/verifications/${id}/structure`, tenant.headers, {
        entities: [
          {
            key: 'h1',
            type: 'company',
            company: { formal_name: 'N3 Enterprises Ltd', company_number: '998877', jurisdiction_code: 'gb' },
          },
          { key: 'p1', type: 'person', person: { given_names: 'Grace', surname: 'Hopper' } },
          { key: 'p2', type: 'person', person: { given_names: 'Alan', surname: 'Turing' } },
        ],
        holdings: [
          { holder: 'h1', held: 'root', shares: 62.5 },
          { holder: 'p1', held: 'h1', shares: 100 },
          { holder: 'p2', held: 'root', shares: 10 },
        ],
      });
      const text = await report(id, officer.cookie);
      assert.ok(text.includes('Ownership structure'), 'the structure’s heading');
      // The table's cells (pdftotext reads a table by columns): every entity, its type, its figures.
      assert.match(text, /Entity Type Direct Indirect Roles/);
      for (const cell of [
        'N3 Enterprises Ltd',
        'Alan Turing',
        'Under review',
        '62.5 % Shareholder',
        'UBO, Shareholder',
      ])
        assert.ok(text.includes(cell), `the structure's table shows "${cell}"`);
      assert.match(text, /Beneficial owners \(1\) Threshold 25 %\./);
      assert.match(text, /Grace Hopper\s+62\.5 %\s+ownership of shares, voting rights/);
      assert.ok(text.includes('Owns 62.5 % indirectly through N3 Enterprises Ltd'), 'how the UBO qualifies');
      assert.match(text, /Warning: Ownership not fully traced: 27\.5 %/, 'the untraced share is a warning');
    });

    it('says which scripts it cannot show (CJK, Arabic), and prints their characters as code points, never as "?"', async () => {
      const officer = await signedIn(t, tenant.accountId, 'officer');
      const id = await openCase(
        t,
        tenant,
        sampleIntake({
          directors: [
            { position: 'director', person: person('小明', '王', 'male', 'cn') },
            { position: 'director', person: person('محمد', 'Haddad', 'male', 'ae') },
          ],
        }),
      );
      // A mark that a later change overrode reads as such.
      await call('PUT', `/api/v1/verifications/${id}/review/risk`, officer.headers);
      await call('POST', '/api/v1/webhooks/external_risk_score', tenant.headers, {
        id,
        risk_score: { simple: 'high' },
      });
      const text = await report(id, officer.cookie);
      assert.match(text, /Some names use a script this report's font cannot show: Chinese\/Japanese \(Han\), Arabic\./);
      assert.ok(text.includes('[U+5C0F U+660E] [U+738B]'), 'the name as its code points');
      // Right to left: the font has Arabic letters, but the report would lay them out backwards.
      assert.ok(text.includes('[U+0645 U+062D U+0645 U+062F] Haddad'), 'an Arabic name as its code points');
      assert.ok(!text.includes('?'), 'nothing printed as a question mark');
      assert.match(text, /Risk: Mark by .+ no longer stands: the data changed after it/);
      assert.ok(text.includes('External risk score received: High'), 'the score event in words');
    });
  });
}
