import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { runDailyJobs } from '../../src/services/daily-jobs.js';
import { createConsoleUser, signIn } from '../helpers/console-session.js';
import { makePdf, makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import { columnsContaining, filesContaining } from '../helpers/leftovers.js';
import { createProfile } from '../helpers/portal-client.js';
import { type LocalS3, startLocalS3, TEST_BUCKET } from '../helpers/s3rver.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';
import { eventually, listDeliveries, startTestWorker } from '../helpers/webhook-receiver.js';

/** A person no other test invents: every trace of them can be searched for. */
function uniquePerson() {
  const tag = randomBytes(5).toString('hex');
  return {
    given: `Zelda${tag}`,
    surname: `Quuxley${tag}`,
    email: `zq.${tag}@erasure.example`,
    marker: `PASSPORT-BYTES-${tag}`,
  };
}

/**
 * A careless receiver: it answers every webhook with a body naming the person (as one echoing customer data
 * would), so the delivery log holds the person's name until the erasure scrubs it.
 */
async function echoingReceiver(echo: string): Promise<{ url: string; payloads: unknown[]; close(): Promise<void> }> {
  const payloads: unknown[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      payloads.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`noted for ${echo}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    payloads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function call(t: TestApp, tenant: Tenant, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: tenant.headers, payload });
  return { status: response.statusCode, body: response.body ? response.json() : null, text: response.body };
}

/** A case with everything personal Dossier keeps: a director, documents, a note, a mail, webhooks. */
async function richCase(t: TestApp, tenant: Tenant, person: ReturnType<typeof uniquePerson>) {
  const intake = sampleIntake();
  const director = intake.directors?.[0];
  assert.ok(director);
  const id = await openCase(t, tenant, {
    ...intake,
    company: {
      ...intake.company,
      // The source system's company fields that may name a person (a sole trader's office is their home).
      office_address: { line1: `1 ${person.marker} Road`, city: 'London', country: 'gb' },
      sources_of_funds: ['other'],
      sources_of_funds_other: `Gift from ${person.given}`,
    },
    directors: [
      {
        ...director,
        person: {
          ...director.person,
          given_names: person.given,
          surname: person.surname,
          email: person.email,
          // The source system's person fields.
          family_name: `${person.surname} (born)`,
          parents_given_names: `${person.given} senior`,
          personal_number: `PN-${person.marker}`,
          funds_sources: `Salary paid to ${person.given}`,
          title_position: `Counsel ${person.marker}`,
        },
      },
    ],
  });
  const directors = await call(t, tenant, 'GET', `/verifications/${id}/directors`);
  const personId = directors.body.directors[0].person.id as string;
  const passport = multipart(
    { person_id: personId, document_type: 'passport', number: `X${person.marker}`, country_of_issue: 'gb' },
    [{ filename: 'passport.pdf', contentType: 'application/pdf', bytes: makePdf(person.marker) }],
  );
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/v1/verifications/${id}/documents`,
    headers: { ...tenant.headers, ...passport.headers },
    payload: passport.payload,
  });
  assert.equal(upload.statusCode, 201, upload.body);
  const photo = multipart({ document_type: 'certificate_of_incorporation' }, [
    { filename: 'certificate.png', contentType: 'image/png', bytes: await makePng(320, 200) },
  ]);
  const second = await t.app.inject({
    method: 'POST',
    url: `/api/v1/verifications/${id}/documents`,
    headers: { ...tenant.headers, ...photo.headers },
    payload: photo.payload,
  });
  assert.equal(second.statusCode, 201, second.body);
  const note = await call(t, tenant, 'POST', `/verifications/${id}/notes`, {
    body: `Called ${person.given} ${person.surname} about the passport`,
  });
  assert.equal(note.status, 201, note.text);
  assert.equal((await call(t, tenant, 'POST', `/verifications/${id}/state/start`, {})).status, 200);
  const profileId = await createProfile(t, tenant);
  const request = await call(t, tenant, 'POST', `/verifications/${id}/state/request_data_update`, {
    comment: `Please send ${person.given} ${person.surname}'s proof of address`,
    completeness_profile_id: profileId,
    customer_email: person.email,
  });
  assert.equal(request.status, 200, request.text);
  return { id, personId, attachmentUrl: upload.json().document.document.attachments[0].urls.original as string };
}

for (const dialect of testDialects()) {
  for (const storeKind of ['local disk', 'S3'] as const) {
    describe(`erasure with documents on ${storeKind} [${dialect}]`, () => {
      let t: TestApp;
      let s3: LocalS3 | null = null;
      before(async () => {
        s3 = storeKind === 'S3' ? await startLocalS3() : null;
        t = await startTestApp(dialect, s3 ? { ctx: { blobs: s3.store('dossier/') } } : {});
      });
      after(async () => {
        await t.close();
        await s3?.close();
      });

      /** Every place a trace could be left: columns, the data directory's bytes, the bucket's objects. */
      async function tracesOf(needle: string): Promise<string[]> {
        const hits = await columnsContaining(t.database.handle.db, dialect, needle);
        hits.push(...filesContaining(t.database.dataDir, needle).map((f) => `file ${f}`));
        if (s3) {
          for (const key of await s3.objectKeys()) {
            const object = await s3.client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
            const bytes = Buffer.from(
              await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
            );
            if (bytes.includes(Buffer.from(needle))) hits.push(`bucket ${key}`);
          }
        }
        return hits;
      }

      it('erases the case when its retention ends: no name, e-mail or document byte is left in the database, files, bucket or delivery log', async () => {
        const tenant = await createTenant(t.ctx);
        const person = uniquePerson();
        const receiver = await echoingReceiver(`${person.given} ${person.surname} <${person.email}>`);
        const worker = await startTestWorker(t);
        try {
          const endpoint = await call(t, tenant, 'POST', '/webhook_endpoints', { url: receiver.url });
          assert.equal(endpoint.status, 201, endpoint.text);
          const endpointId = endpoint.body.webhook_endpoint.id as string;
          const { id, personId, attachmentUrl } = await richCase(t, tenant, person);
          await eventually(async () => (receiver.payloads.length >= 2 ? true : undefined), 'the first webhooks');

          // Before: every needle is found, so the search below can fail.
          for (const needle of [person.given, person.email, person.marker]) {
            assert.notDeepEqual(await tracesOf(needle), [], `${needle} is stored before the erasure`);
          }
          const deliveriesBefore = JSON.stringify(await listDeliveries(t, tenant, endpointId));
          assert.ok(deliveriesBefore.includes(person.given), 'the delivery log holds the receiver’s echo');

          const offboard = await call(t, tenant, 'POST', `/verifications/${id}/offboard`, {
            reason: 'Customer closed the account',
          });
          assert.equal(offboard.status, 200, offboard.text);
          const retainUntil = offboard.body.verification.retention.retain_until as string;
          const fiveYears = new Date();
          fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() + 5);
          assert.equal(retainUntil, fiveYears.toISOString().slice(0, 10), 'the default retention is 5 years');

          // The retention runs: the last day kept is not due; the day after is.
          assert.deepEqual(
            (await runDailyJobs(t.ctx, retainUntil, 'test-a'))
              .filter((o) => o.job === 'retention')
              .map((o) => o.result?.erased),
            [0],
            'nothing is due on the last day of the retention',
          );
          const dayAfter = new Date(Date.parse(`${retainUntil}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
          const [outcome] = await runDailyJobs(t.ctx, dayAfter, 'test-a');
          assert.equal(outcome?.status, 'ran');
          assert.ok((outcome?.result?.erased ?? 0) >= 1, JSON.stringify(outcome));
          const [again] = await runDailyJobs(t.ctx, dayAfter, 'test-b');
          assert.deepEqual(again, { job: 'retention', day: dayAfter, status: 'done', result: null });

          // The tombstone: the case, its states and who erased it, when and why.
          const record = await call(t, tenant, 'GET', `/verifications/${id}`);
          assert.equal(record.status, 200, record.text);
          const erasure = record.body.verification.erasure;
          assert.equal(erasure.state, 'erased');
          assert.equal(erasure.reason, 'The retention period ended');
          assert.equal(erasure.within_retention, false);
          assert.deepEqual(erasure.erased_by, { key: 'system', name: 'Retention schedule' });
          assert.equal(erasure.erased.counts.persons, 1);
          assert.equal(erasure.erased.files.length >= 2, true, JSON.stringify(erasure.erased));
          assert.match(erasure.erased.data_sha256, /^[0-9a-f]{64}$/);
          assert.equal(record.body.verification.status, 'data_update_requested', 'its state stays');
          assert.equal(record.body.verification.company_name, 'Northwind Trading Ltd', 'the legal entity stays');

          // Its personal resources are gone for good: 410.
          for (const url of [
            `/verifications/${id}/directors`,
            `/verifications/${id}/directors/${personId}`,
            `/verifications/${id}/company_documents`,
            `/verifications/${id}/companies`,
            `/verifications/${id}/notes`,
            `/verifications/${id}/revisions`,
          ]) {
            const res = await call(t, tenant, 'GET', url);
            assert.equal(res.status, 410, `${url}: ${res.text}`);
            assert.equal(res.body.error.code, 'erased');
          }
          const file = await t.app.inject({
            url: new URL(attachmentUrl).pathname + new URL(attachmentUrl).search,
            headers: tenant.headers,
          });
          assert.ok([404, 410].includes(file.statusCode), `the file: ${file.statusCode}`);

          // The audit log stays, its personal fields redacted; the erasure is in it.
          const log = await call(t, tenant, 'GET', `/verifications/${id}/audit_log`);
          assert.equal(log.status, 200);
          const actions = log.body.audit_log.map((e: { action: string }) => e.action);
          assert.ok(actions.includes('state.request_data_update') && actions.includes('case.erased'), actions.join());
          assert.ok(!JSON.stringify(log.body).includes(person.given));

          // The webhook, without personal data; then nothing of the person anywhere.
          await eventually(
            async () => receiver.payloads.find((p) => (p as { event?: string }).event === 'verification_erased'),
            'the verification_erased webhook',
          );
          const erased = receiver.payloads.find((p) => (p as { event?: string }).event === 'verification_erased');
          assert.deepEqual(Object.keys(erased as object).sort(), [
            'erased_at',
            'event',
            'occurred_at',
            'verification_id',
          ]);
          await worker.stop();
          const deliveriesAfter = JSON.stringify(await listDeliveries(t, tenant, endpointId));
          for (const needle of [person.given, person.surname, person.email, person.marker]) {
            assert.ok(!deliveriesAfter.includes(needle), `the delivery log still names ${needle}`);
          }
          // The receiver echoes the person in its answer to the erasure webhook too: an erased case's deliveries
          // keep no response body.
          for (const needle of [person.given, person.surname, person.email, person.marker]) {
            assert.deepEqual(await tracesOf(needle), [], `${needle} is left after the erasure`);
          }
        } finally {
          await worker.stop();
          await receiver.close();
        }
      });
    });
  }
}

for (const dialect of testDialects()) {
  describe(`retention rules: offboarding, legal hold, forced erasure, the daily job [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(async () => t.close());

    it('refuses an erasure inside the retention period without a legal basis, and any erasure under a legal hold', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);

      const early = await call(t, tenant, 'POST', `/verifications/${id}/erase`, { reason: 'Customer asked' });
      assert.equal(early.status, 409, early.text);
      assert.equal(early.body.error.code, 'retention_period_running');

      const hold = await call(t, tenant, 'POST', `/verifications/${id}/legal_hold`, { reason: 'Police inquiry 42' });
      assert.equal(hold.status, 200, hold.text);
      assert.equal(hold.body.verification.retention.legal_hold.reason, 'Police inquiry 42');
      const held = await call(t, tenant, 'POST', `/verifications/${id}/erase`, {
        reason: 'Customer asked',
        legal_basis: 'GDPR art. 17(1)(a)',
      });
      assert.equal(held.status, 409, held.text);
      assert.equal(held.body.error.code, 'legal_hold');
      assert.equal((await call(t, tenant, 'GET', `/verifications/${id}/directors`)).status, 200, 'nothing was erased');

      const lifted = await call(t, tenant, 'POST', `/verifications/${id}/legal_hold`, { reason: null });
      assert.equal(lifted.body.verification.retention.legal_hold, null);
      const forced = await call(t, tenant, 'POST', `/verifications/${id}/erase`, {
        reason: 'Customer asked',
        legal_basis: 'GDPR art. 17(1)(a)',
      });
      assert.equal(forced.status, 200, forced.text);
      const erasure = forced.body.verification.erasure;
      assert.equal(erasure.state, 'erased');
      assert.equal(erasure.within_retention, true);
      assert.equal(erasure.legal_basis, 'GDPR art. 17(1)(a)');
      assert.equal(erasure.erased_by.key, `token:${tenant.tokenId}`);

      const twice = await call(t, tenant, 'POST', `/verifications/${id}/erase`, { reason: 'again' });
      assert.equal(twice.status, 410);
      const hold410 = await call(t, tenant, 'POST', `/verifications/${id}/legal_hold`, { reason: 'too late' });
      assert.equal(hold410.status, 410);
      const actions = (await call(t, tenant, 'GET', `/verifications/${id}/audit_log`)).body.audit_log.map(
        (e: { action: string }) => e.action,
      );
      for (const action of ['case.legal_hold_placed', 'case.legal_hold_lifted', 'case.erased']) {
        assert.ok(actions.includes(action), `${action} in ${actions.join()}`);
      }
    });

    it('keeps a held case past its retention, offboards once, and follows the account’s retention setting', async () => {
      const tenant = await createTenant(t.ctx);
      const held = await openCase(t, tenant);
      const free = await openCase(t, tenant);
      for (const id of [held, free]) {
        const res = await call(t, tenant, 'POST', `/verifications/${id}/offboard`, { reason: 'Relationship ended' });
        assert.equal(res.status, 200, res.text);
      }
      const again = await call(t, tenant, 'POST', `/verifications/${free}/offboard`, { reason: 'again' });
      assert.equal(again.status, 409);
      await call(t, tenant, 'POST', `/verifications/${held}/legal_hold`, { reason: 'Litigation' });

      // Ten years: both cases now wait ten years after their offboarding.
      const admin = await createConsoleUser(t, tenant.accountId, 'admin');
      const session = await signIn(t, admin);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account',
        headers: session.headers,
        payload: { retention_years: 10 },
      });
      assert.equal(patch.statusCode, 200, patch.body);
      assert.equal(patch.json().account.retention_years, 10);
      const record = await call(t, tenant, 'GET', `/verifications/${free}`);
      const tenYears = new Date();
      tenYears.setUTCFullYear(tenYears.getUTCFullYear() + 10);
      assert.equal(record.body.verification.retention.retain_until, tenYears.toISOString().slice(0, 10));

      const officer = await signIn(t, await createConsoleUser(t, tenant.accountId, 'officer'));
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${free}/erase`,
        headers: officer.headers,
        payload: { reason: 'x', legal_basis: 'y' },
      });
      assert.equal(refused.statusCode, 403, 'erasure is for admins');

      // Eleven years on, two instances run the day's job together: one does the work, the free case goes, the
      // held one stays.
      const day = new Date();
      day.setUTCFullYear(day.getUTCFullYear() + 11);
      const asOf = day.toISOString().slice(0, 10);
      const [a, b] = await Promise.all([
        runDailyJobs(t.ctx, asOf, 'instance-a'),
        runDailyJobs(t.ctx, asOf, 'instance-b'),
      ]);
      const statuses = [a?.[0]?.status, b?.[0]?.status];
      assert.equal(statuses.filter((s) => s === 'ran').length, 1, `exactly one instance runs the day: ${statuses}`);
      assert.ok(statuses.includes('running') || statuses.includes('done'), `the other sees it taken: ${statuses}`);
      assert.equal((await call(t, tenant, 'GET', `/verifications/${free}/directors`)).status, 410);
      assert.equal((await call(t, tenant, 'GET', `/verifications/${held}/directors`)).status, 200, 'the hold stops it');
    });
  });
}
