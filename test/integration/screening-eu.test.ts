import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { VerificationIntakeData } from '../../src/services/intake-schemas.js';
import { importScreeningList } from '../../src/services/screening/list-import.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { createTenant, openCase, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

const EU_EXCERPT = fileURLToPath(new URL('../fixtures/screening/eu-fsf.xml', import.meta.url));

/** The sample intake with a second director named as the EU excerpt's person. */
function intakeWithDirector(person: { given_names: string; surname: string; date_of_birth: string }) {
  const intake = sampleIntake();
  return sampleIntake({
    directors: [
      ...(intake.directors ?? []),
      {
        position: 'director',
        person: {
          ...person,
          nationality: 'zw',
          place_of_birth: null,
          sex: 'male',
          pep: false,
          email: null,
          phone: null,
          address_of_residence: null,
        },
      },
    ],
  } as Partial<VerificationIntakeData>);
}

for (const dialect of testDialects()) {
  describe(`the EU Financial Sanctions Files as a screening source [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    it('imports the FSF XML as a version (the same file again changes nothing) and lists it', async () => {
      const first = await importScreeningList(t.ctx, 'eu-fsf', EU_EXCERPT);
      assert.equal(first.entry_count, 2);
      assert.equal(first.unchanged, false);
      const again = await importScreeningList(t.ctx, 'eu-fsf', EU_EXCERPT);
      assert.equal(again.unchanged, true);
      assert.equal(again.version_id, first.version_id);
      const tenant = await createTenant(t.ctx);
      const lists = await t.app.inject({ url: '/api/v1/screening/lists', headers: tenant.headers });
      assert.equal(lists.statusCode, 200, lists.body);
      const eu = (
        lists.json().lists as { source: string; current_version: { id: string; entry_count: number } }[]
      ).find((l) => l.source === 'eu-fsf');
      assert.equal(eu?.current_version.entry_count, 2);
    });

    it('raises a hit from the EU list for a director it names, with the list’s name and the entry', async () => {
      await importScreeningList(t.ctx, 'eu-fsf', EU_EXCERPT);
      const tenant = await createTenant(t.ctx);
      const id = await openCase(
        t,
        tenant,
        intakeWithDirector({ given_names: 'Robert', surname: 'Mugabe', date_of_birth: '1924-02-21' }),
      );
      const res = await t.app.inject({ url: `/api/v1/verifications/${id}/issues`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, res.body);
      const issues = res.json().issues as {
        source: string;
        source_list_name: string;
        category: string;
        subject: { name: string };
        report: { names: string[]; programmes: string[]; remarks: string };
        explanation: { feature: string }[];
      }[];
      assert.equal(issues.length, 1, JSON.stringify(issues.map((i) => i.subject.name)));
      const hit = issues[0];
      assert.equal(hit?.source, 'eu-fsf');
      assert.equal(hit?.category, 'sanction');
      assert.match(hit?.source_list_name ?? '', /^EU Consolidated List/);
      assert.deepEqual(hit?.report.names, ['Robert Gabriel Mugabe']);
      assert.deepEqual(hit?.report.programmes, ['ZWE']);
      assert.ok(
        hit?.explanation.some((e) => e.feature === 'date_of_birth'),
        `the exact date of birth counts: ${JSON.stringify(hit?.explanation)}`,
      );
    });
  });
}
