import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedIn } from '../helpers/console-session.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

type Company = { name: string; number: string; jurisdiction: string; customer: string };

function intakeFor(c: Company) {
  const base = sampleIntake({ customer_id: c.customer });
  return {
    ...base,
    company: {
      ...base.company,
      formal_name: c.name,
      company_number: c.number,
      jurisdiction_code: c.jurisdiction,
      company_type: c.jurisdiction === 'gb' ? 'Ltd' : undefined,
    },
  };
}

for (const dialect of testDialects()) {
  describe(`the case queue: search, filters, sort, counts, assignment [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    const ids: Record<string, string> = {};
    const companies: Company[] = [
      { name: 'Northwind Trading Ltd', number: '09876543', jurisdiction: 'gb', customer: 'crm-001' },
      { name: 'Southwind Logistics Ltd', number: '11223344', jurisdiction: 'gb', customer: 'crm-002' },
      { name: 'Acme Zahlungsdienste GmbH', number: 'HRB 123456', jurisdiction: 'de', customer: 'crm-003' },
      { name: '100% Pure Ltd', number: 'SC_555', jurisdiction: 'gb', customer: 'special_case' },
      { name: 'Northwind Trading Ltd', number: '09876543', jurisdiction: 'gb', customer: 'crm-004' },
    ];
    const list = async (query: string, headers: Record<string, string> = tenant.headers) => {
      const res = await t.app.inject({ url: `/api/v1/verifications?${query}`, headers });
      assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
      return res.json() as { verifications: { id: string; company_name: string }[]; next_cursor: string | null };
    };
    const names = async (query: string) => (await list(query)).verifications.map((v) => v.company_name);

    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
      for (const c of companies) ids[c.customer] = await openCase(t, tenant, intakeFor(c));
      const other = await createTenant(t.ctx, 'Other Bank');
      await openCase(t, other, intakeFor({ ...companies[0], customer: 'crm-001' } as Company));
    });
    after(() => t.close());

    it('searches name, number and customer id, in any case, by prefix or anywhere inside', async () => {
      assert.deepEqual(await names('q=northwind'), ['Northwind Trading Ltd', 'Northwind Trading Ltd']);
      assert.deepEqual(await names('q=WIND'), [
        'Northwind Trading Ltd',
        'Southwind Logistics Ltd',
        'Northwind Trading Ltd',
      ]);
      assert.deepEqual(await names('q=zahlung'), ['Acme Zahlungsdienste GmbH']);
      assert.deepEqual(await names('q=hrb%20123'), ['Acme Zahlungsdienste GmbH'], 'the company number');
      assert.deepEqual(await names('q=crm-002'), ['Southwind Logistics Ltd'], 'the customer id');
      assert.deepEqual(await names('q=GM'), ['Acme Zahlungsdienste GmbH'], 'two characters work too');
      assert.deepEqual(await names('q=nothing-like-this'), []);
    });

    it("treats the user's %, _ and quotes as text, not as patterns", async () => {
      assert.deepEqual(await names('q=100%25'), ['100% Pure Ltd']);
      assert.deepEqual(await names('q=l_case'), ['100% Pure Ltd'], '"_" is not a wildcard: special_case');
      assert.deepEqual(await names('q=%25%25'), []);
      assert.deepEqual(await names('q=%22north'), [], 'a quote is just a character');
      assert.equal((await list('q=_')).verifications.length, 1);
    });

    it('never finds another account’s cases', async () => {
      assert.equal((await list('q=crm-001')).verifications.length, 1);
    });

    it('filters by jurisdiction and by the latest external risk', async () => {
      assert.deepEqual(await names('jurisdiction=DE'), ['Acme Zahlungsdienste GmbH']);
      const score = (id: string, simple: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/webhooks/external_risk_score',
          headers: tenant.headers,
          payload: { id, risk_score: { simple } },
        });
      await score(ids['crm-002'] as string, 'low');
      await score(ids['crm-002'] as string, 'high');
      await score(ids['crm-003'] as string, 'medium');
      assert.deepEqual(await names('risk=high'), ['Southwind Logistics Ltd'], 'the latest score counts');
      assert.deepEqual(await names('risk=low'), []);
      assert.deepEqual(await names('risk=medium&jurisdiction=de'), ['Acme Zahlungsdienste GmbH']);
      assert.equal((await list('risk=none')).verifications.length, 3);
    });

    it('counts cases per state with the same filters, and how many are open', async () => {
      const res = await t.app.inject({ url: '/api/v1/verifications/counts?q=wind', headers: tenant.headers });
      assert.equal(res.statusCode, 200, res.body);
      const { counts, total } = res.json();
      assert.equal(total, 3);
      assert.equal(counts.new, 3);
      assert.equal(counts.open, 3);
      assert.equal(counts.completed, 0);
      const all = (await t.app.inject({ url: '/api/v1/verifications/counts', headers: tenant.headers })).json();
      assert.equal(all.total, companies.length);
    });

    it('assigns to me, to a colleague, and unassigns, all audit-logged; filters by assignee', async () => {
      const officer = await signedIn(t, tenant.accountId, 'officer', 'Olga Officer');
      const colleague = await signedIn(t, tenant.accountId, 'officer', 'Carl Colleague');
      const viewer = await signedIn(t, tenant.accountId, 'viewer');
      const id = ids['crm-001'] as string;
      const assign = (userId: string, headers: Record<string, string> = officer.headers) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/verifications/${id}/assign`,
          headers,
          payload: { user_id: userId },
        });
      const mine = await assign('me');
      assert.equal(mine.statusCode, 200, mine.body);
      assert.deepEqual(mine.json().verification.assignee, {
        id: officer.user.id,
        name: 'Olga Officer',
        email: officer.user.email,
      });
      assert.deepEqual(
        (await list('assigned_to=me', officer.cookie)).verifications.map((v) => v.id),
        [id],
      );
      assert.equal((await list('assigned_to=unassigned')).verifications.length, companies.length - 1);
      assert.equal((await assign(viewer.user.id)).statusCode, 400, 'a viewer cannot be assigned');
      assert.equal((await assign('me', viewer.headers)).statusCode, 403, 'a viewer cannot assign');
      assert.equal((await assign(colleague.user.id)).statusCode, 200);
      assert.deepEqual(
        (await list(`assigned_to=${colleague.user.id}`)).verifications.map((v) => v.id),
        [id],
      );
      const un = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/unassign`,
        headers: officer.headers,
      });
      assert.equal(un.json().verification.assignee, null);
      const meWithToken = await t.app.inject({ url: '/api/v1/verifications?assigned_to=me', headers: tenant.headers });
      assert.equal(meWithToken.statusCode, 400);
      const log = (
        await t.app.inject({ url: `/api/v1/verifications/${id}/audit_log`, headers: tenant.headers })
      ).json();
      const actions = log.audit_log.map((e: { action: string }) => e.action);
      assert.deepEqual(
        actions.filter((a: string) => a.startsWith('case.')),
        ['case.assigned', 'case.assigned', 'case.unassigned'],
      );
    });

    it('sorts by last data update with keyset pages that never repeat a case', async () => {
      // An upload dates the case's data: it moves to the top of the "last data update" order.
      const form = new FormData();
      form.set('document_type', 'other');
      form.set('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'x.pdf');
      const request = new Request('http://x/', { method: 'POST', body: form });
      const upload = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${ids['crm-001']}/documents`,
        headers: { ...tenant.headers, 'content-type': request.headers.get('content-type') as string },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      assert.equal(upload.statusCode, 201, upload.body);
      const first = await list('sort=last_data_update&limit=2');
      assert.equal(first.verifications[0]?.id, ids['crm-001']);
      const seen = new Set(first.verifications.map((v) => v.id));
      let cursor = first.next_cursor;
      while (cursor) {
        const page = await list(`sort=last_data_update&limit=2&cursor=${cursor}`);
        for (const v of page.verifications) {
          assert.ok(!seen.has(v.id), 'no case twice');
          seen.add(v.id);
        }
        cursor = page.next_cursor;
      }
      assert.equal(seen.size, companies.length);
      const wrong = await t.app.inject({
        url: `/api/v1/verifications?sort=created&cursor=${first.next_cursor}`,
        headers: tenant.headers,
      });
      assert.equal(wrong.statusCode, 400, 'a cursor is read only in the order it was issued for');
    });

    it('lists other cases of the same company', async () => {
      const res = await t.app.inject({
        url: `/api/v1/verifications/${ids['crm-001']}/related`,
        headers: tenant.headers,
      });
      assert.deepEqual(
        res.json().verifications.map((v: { id: string }) => v.id),
        [ids['crm-004']],
      );
    });

    it('refuses bad filter values with field errors', async () => {
      for (const [query, field] of [
        ['risk=extreme', 'risk'],
        ['jurisdiction=gbr', 'jurisdiction'],
        ['assigned_to=bob', 'assigned_to'],
        ['sort=name', 'sort'],
        [`q=${'x'.repeat(201)}`, 'q'],
      ]) {
        const res = await t.app.inject({ url: `/api/v1/verifications?${query}`, headers: tenant.headers });
        assert.equal(res.statusCode, 400, query);
        assert.match(JSON.stringify(res.json().error.details), new RegExp(field as string), query);
      }
    });
  });
}
