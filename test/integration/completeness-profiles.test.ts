import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  createTenant,
  startTestApp,
  TEST_SECRET,
  type Tenant,
  type TestApp,
  testDialects,
} from '../helpers/test-app.js';

const API = '/api/v1/completeness_profiles';
const DOSSIER = fileURLToPath(new URL('../../bin/dossier', import.meta.url));
const PROFILE_KEYS = ['archived', 'created_at', 'description', 'id', 'name', 'requirements', 'updated_at'];

const REQUIREMENTS = {
  sections: ['company_details', 'directors', 'director_documents'],
  fields: { company: ['tax_number', 'website'], director: ['position'], person: ['date_of_birth', 'nationality'] },
  document_types: { company: ['certificate_of_incorporation'], person: ['passport', 'proof_of_address'] },
};

for (const dialect of testDialects()) {
  describe(`completeness profiles API [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const create = (tenant: Tenant, payload: object) =>
      t.app.inject({ method: 'POST', url: API, headers: tenant.headers, payload });
    const list = async (tenant: Tenant, query = '') => {
      const res = await t.app.inject({ url: `${API}${query}`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().completeness_profiles as { id: string; name: string; archived: boolean }[];
    };

    it('creates, lists, shows and archives a profile', async () => {
      const tenant = await createTenant(t.ctx);
      const created = await create(tenant, {
        name: '  Full KYB  ',
        description: 'For payment firms',
        requirements: REQUIREMENTS,
      });
      assert.equal(created.statusCode, 201, created.body);
      const profile = created.json().completeness_profile;
      assert.deepEqual(Object.keys(profile).sort(), PROFILE_KEYS);
      assert.equal(profile.name, 'Full KYB');
      assert.equal(profile.description, 'For payment firms');
      assert.deepEqual(profile.requirements, { ...REQUIREMENTS, ubo_threshold: 25 });
      assert.equal(profile.archived, false);

      const minimal = await create(tenant, { name: 'Minimal', requirements: { fields: { company: ['website'] } } });
      assert.equal(minimal.statusCode, 201, minimal.body);
      assert.deepEqual(minimal.json().completeness_profile.requirements, {
        sections: [],
        fields: { company: ['website'], director: [], person: [] },
        document_types: { company: [], person: [] },
        ubo_threshold: 25,
      });
      assert.equal(minimal.json().completeness_profile.description, '');

      assert.deepEqual((await list(tenant)).map((p) => p.name).sort(), ['Full KYB', 'Minimal']);
      const shown = await t.app.inject({ url: `${API}/${profile.id}`, headers: tenant.headers });
      assert.equal(shown.statusCode, 200, shown.body);
      assert.deepEqual(shown.json().completeness_profile, profile);

      const archived = await t.app.inject({
        method: 'POST',
        url: `${API}/${profile.id}/archive`,
        headers: tenant.headers,
      });
      assert.equal(archived.statusCode, 200, archived.body);
      assert.equal(archived.json().completeness_profile.archived, true);
      assert.deepEqual(archived.json().completeness_profile.requirements, { ...REQUIREMENTS, ubo_threshold: 25 });
      const again = await t.app.inject({
        method: 'POST',
        url: `${API}/${profile.id}/archive`,
        headers: tenant.headers,
      });
      assert.equal(again.statusCode, 200, 'archiving is idempotent');
      assert.equal(again.json().completeness_profile.archived, true);

      assert.deepEqual(
        (await list(tenant)).map((p) => p.name),
        ['Minimal'],
        'archived profiles are not offered',
      );
      const all = await list(tenant, '?include_archived=true');
      assert.deepEqual(all.map((p) => [p.name, p.archived]).sort(), [
        ['Full KYB', true],
        ['Minimal', false],
      ]);
      const stillShown = await t.app.inject({ url: `${API}/${profile.id}`, headers: tenant.headers });
      assert.equal(stillShown.json().completeness_profile.archived, true);
    });

    it('refuses unknown names, duplicates, a blank name and unknown keys with field errors, creating nothing', async () => {
      const tenant = await createTenant(t.ctx);
      const cases: [object, string[]][] = [
        [
          {
            name: 'Bad',
            requirements: {
              sections: ['pets'],
              fields: { company: ['tax_number', 'tax_number'], person: ['nickname'] },
              document_types: { person: ['selfie'] },
            },
          },
          [
            'requirements.sections[0]',
            'requirements.fields.company[1]',
            'requirements.fields.person[0]',
            'requirements.document_types.person[0]',
          ],
        ],
        [{ name: '   ', requirements: {} }, ['name']],
        [{ name: '', requirements: {} }, ['name']],
        [{ name: 'No requirements' }, ['requirements']],
        [
          { name: 'Extra', requirements: { fields: { company_officer: ['x'] } } },
          ['requirements.fields.company_officer'],
        ],
      ];
      for (const [payload, fields] of cases) {
        const res = await create(tenant, payload);
        assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
        assert.equal(res.json().error.code, 'validation_failed');
        const named = res.json().error.details.map((d: { field: string }) => d.field);
        for (const field of fields) assert.ok(named.includes(field), `${field} in ${JSON.stringify(named)}`);
      }
      assert.deepEqual(await list(tenant, '?include_archived=true'), []);
    });

    it("keeps accounts apart: another account's profile is 404 and never listed", async () => {
      const owner = await createTenant(t.ctx);
      const other = await createTenant(t.ctx);
      const created = await create(owner, { name: 'Private', requirements: REQUIREMENTS });
      const id = created.json().completeness_profile.id;
      assert.deepEqual(await list(other, '?include_archived=true'), []);
      const shown = await t.app.inject({ url: `${API}/${id}`, headers: other.headers });
      assert.equal(shown.statusCode, 404);
      assert.equal(shown.json().error.code, 'not_found');
      const archived = await t.app.inject({ method: 'POST', url: `${API}/${id}/archive`, headers: other.headers });
      assert.equal(archived.statusCode, 404);
      assert.equal((await list(owner))[0]?.archived, false, 'the refused archive changed nothing');
      const unknown = await t.app.inject({
        url: `${API}/01a200a0-0000-7000-8000-000000000000`,
        headers: owner.headers,
      });
      assert.equal(unknown.statusCode, 404);
      const malformed = await t.app.inject({ url: `${API}/nope`, headers: owner.headers });
      assert.equal(malformed.statusCode, 400);
      assert.equal((await t.app.inject({ url: API })).statusCode, 401);
    });

    if (dialect === 'sqlite') {
      it('CLI: profiles create, list, show and archive against the same data', async () => {
        const tenant = await createTenant(t.ctx);
        const env = {
          ...process.env,
          DOSSIER_DATA_DIR: t.database.dataDir,
          DOSSIER_SECRET: TEST_SECRET,
          DATABASE_URL: '',
          LOG_LEVEL: 'silent',
        };
        const dossier = async (...args: string[]) => {
          const { stdout, stderr } = await promisify(execFile)(DOSSIER, args, { env });
          return { lines: stdout.trimEnd().split('\n'), stderr };
        };
        const file = join(t.database.dataDir, 'requirements.json');
        writeFileSync(file, JSON.stringify(REQUIREMENTS));

        const created = await dossier(
          'profiles',
          'create',
          '--account',
          tenant.accountId,
          '--name',
          'From the CLI',
          '--description',
          'Made by an operator',
          '--requirements',
          file,
        );
        const id = created.lines.at(-1) ?? '';
        assert.match(id, /^[0-9a-f-]{36}$/);
        assert.match(created.stderr, /From the CLI/);

        const viaApi = await t.app.inject({ url: `${API}/${id}`, headers: tenant.headers });
        assert.equal(viaApi.statusCode, 200, viaApi.body);
        assert.equal(viaApi.json().completeness_profile.name, 'From the CLI');
        assert.deepEqual(viaApi.json().completeness_profile.requirements, { ...REQUIREMENTS, ubo_threshold: 25 });

        const listed = await dossier('profiles', 'list', '--account', tenant.accountId);
        assert.equal(listed.lines.length, 1);
        assert.ok(listed.lines[0]?.startsWith(`${id}\tFrom the CLI\tactive\t`), listed.lines[0]);

        const shown = await dossier('profiles', 'show', id, '--account', tenant.accountId);
        assert.deepEqual(JSON.parse(shown.lines.join('\n')), viaApi.json().completeness_profile);

        await dossier('profiles', 'archive', id, '--account', tenant.accountId);
        assert.equal((await list(tenant)).length, 0);
        const all = await dossier('profiles', 'list', '--account', tenant.accountId, '--all');
        assert.ok(all.lines[0]?.startsWith(`${id}\tFrom the CLI\tarchived\t`), all.lines[0]);

        // Another account cannot see it; bad requirements are refused with the field named and a non-zero exit.
        const stranger = await createTenant(t.ctx);
        await assert.rejects(
          dossier('profiles', 'show', id, '--account', stranger.accountId),
          (error: { code: number; stderr: string }) => {
            assert.equal(error.code, 1);
            assert.match(error.stderr, /not found/i);
            return true;
          },
        );
        writeFileSync(file, JSON.stringify({ sections: ['pets'] }));
        await assert.rejects(
          dossier('profiles', 'create', '--account', tenant.accountId, '--name', 'Bad', '--requirements', file),
          (error: { code: number; stderr: string }) => {
            assert.equal(error.code, 1);
            assert.match(error.stderr, /requirements\.sections\[0\]/);
            return true;
          },
        );
        await assert.rejects(dossier('profiles', 'list'), (error: { code: number; stderr: string }) => {
          assert.equal(error.code, 2, 'a usage error');
          assert.match(error.stderr, /--account/);
          return true;
        });
        assert.deepEqual(
          (await list(tenant, '?include_archived=true')).map((p) => p.name),
          ['From the CLI'],
          'the refused create wrote nothing',
        );
      });
    }
  });
}
