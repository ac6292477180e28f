import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedIn } from '../helpers/console-session.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

/** Issue 18, item 9: the e-mail check refuses angle brackets and quotes, through every door, with the field's path. */
const [dialect = 'sqlite'] = testDialects();
describe('one e-mail rule at the API', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(dialect);
  });
  after(() => t.close());

  it('refuses a company or person e-mail with angle brackets or quotes, naming the field', async () => {
    const tenant = await createTenant(t.ctx);
    const intake = sampleIntake() as unknown as {
      company: Record<string, unknown> & { people?: Record<string, unknown>[] };
    };
    const open = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/verifications', headers: tenant.headers, payload });
    for (const [field, value] of [
      ['email', '"Mary" <mary@northwind.example>'],
      ['aml_contact_email', '<script>@northwind.example'],
    ] as const) {
      const answer = await open({ ...intake, company: { ...intake.company, [field]: value } });
      assert.equal(answer.statusCode, 400, `${field}: ${answer.body}`);
      assert.ok(
        answer.json().error.details.some((d: { field: string }) => d.field.endsWith(field)),
        JSON.stringify(answer.json().error.details),
      );
    }
    const fine = await open({ ...intake, company: { ...intake.company, email: "o'neill@northwind.example" } });
    assert.equal(fine.statusCode, 201, fine.body);
  });

  it('refuses the same in a console user invitation', async () => {
    const tenant = await createTenant(t.ctx);
    const admin = await signedIn(t, tenant.accountId, 'admin');
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: admin.headers,
      payload: { email: '"ana"@bank.test', name: 'Ana', role: 'viewer' },
    });
    assert.equal(invited.statusCode, 400);
    assert.equal(invited.json().error.details[0].field, 'email');
  });
});
