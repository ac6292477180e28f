import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createAccessToken } from '../../src/services/access-tokens.js';
import { configureAccount } from '../../src/services/accounts.js';
import { type ConsoleSession, signedIn } from '../helpers/console-session.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

type Headers = Record<string, string>;

const DECISIONS = {
  complete: {},
  rejected: { rejection_comment: 'Shell company' },
} as const;

/**
 * Four eyes is about people, not credentials: with QA required, the person who sent a case to QA may not complete
 * or reject it from QA with their console session, nor with an access token they created; someone else may.
 */
for (const dialect of testDialects()) {
  describe(`four eyes compares people [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    interface Team {
      tenant: Tenant;
      admin: ConsoleSession;
      officer: ConsoleSession;
    }

    async function team(): Promise<Team> {
      const tenant = await createTenant(t.ctx, 'Four Eyes Bank');
      await configureAccount(t.ctx, tenant.accountId, { requiresQa: true });
      return {
        tenant,
        admin: await signedIn(t, tenant.accountId, 'admin'),
        officer: await signedIn(t, tenant.accountId, 'officer'),
      };
    }

    /** An access token the signed-in admin creates from the console (POST /api/v1/access_tokens). */
    async function tokenMadeBy(admin: ConsoleSession): Promise<Headers> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/access_tokens',
        headers: admin.headers,
        payload: { name: `made by ${admin.user.name}` },
      });
      assert.equal(res.statusCode, 201, res.body);
      return { authorization: `Bearer ${res.json().token}` };
    }

    const send = (headers: Headers, id: string, event: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1/verifications/${id}/state/${event}`, headers, payload });

    /** A case taken to QA by `sender`. */
    async function caseInQa(tenant: Tenant, sender: Headers): Promise<string> {
      const id = await openCase(t, tenant);
      assert.equal((await send(sender, id, 'start')).statusCode, 200);
      const qa = await send(sender, id, 'qa', { assessment: 'risk_low', assessment_comment: 'Registry checked' });
      assert.equal(qa.statusCode, 200, qa.body);
      return id;
    }

    async function status(tenant: Tenant, id: string): Promise<string> {
      const res = await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers });
      return res.json().verification.status;
    }

    /** Both decisions from QA are refused to `decider`, and the case stays in QA. */
    async function assertCannotDecide(tenant: Tenant, id: string, decider: Headers, who: string) {
      for (const [event, body] of Object.entries(DECISIONS)) {
        const res = await send(decider, id, event, body);
        assert.equal(res.statusCode, 403, `${who} ${event}: ${res.body}`);
        assert.equal(res.json().error.code, 'forbidden');
        assert.match(res.json().error.message, /^Four eyes: the person who sent the verification to QA/);
      }
      assert.equal(await status(tenant, id), 'qa', 'a refusal changes nothing');
    }

    async function assertDecides(tenant: Tenant, event: keyof typeof DECISIONS, sender: Headers, decider: Headers) {
      const id = await caseInQa(tenant, sender);
      const res = await send(decider, id, event, DECISIONS[event]);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(await status(tenant, id), event === 'complete' ? 'completed' : 'rejected');
    }

    it('console session: the officer who sent a case to QA can neither complete nor reject it; the console says why', async () => {
      const { tenant, officer, admin } = await team();
      const id = await caseInQa(tenant, officer.headers);
      await assertCannotDecide(tenant, id, officer.headers, 'the sender’s session');
      const record = (await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: officer.cookie })).json()
        .verification;
      assert.deepEqual(record.allowed_events, ['back_to_compliance']);
      assert.deepEqual(
        record.blocked_events.map((b: { event: string }) => b.event),
        ['complete', 'rejected'],
      );
      for (const blocked of record.blocked_events) assert.match(blocked.reason, /^Four eyes/);
      const forAdmin = (await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: admin.cookie })).json();
      assert.deepEqual(forAdmin.verification.blocked_events, [], 'the second person may decide');
      for (const event of ['complete', 'rejected'] as const)
        await assertDecides(tenant, event, officer.headers, admin.headers);
    });

    it('a token made by the sender cannot decide; a token made by another person can', async () => {
      const { tenant, admin, officer } = await team();
      const own = await tokenMadeBy(admin);
      const id = await caseInQa(tenant, admin.headers);
      await assertCannotDecide(tenant, id, own, 'a token the sender made');
      const asToken = (await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: own })).json().verification;
      assert.deepEqual(
        asToken.blocked_events.map((b: { event: string }) => b.event),
        ['complete', 'rejected'],
        'the token sees the same refusal its creator does',
      );
      // The officer sent it: the admin's token is another person's, and decides (both ways round).
      for (const event of ['complete', 'rejected'] as const) {
        await assertDecides(tenant, event, officer.headers, own);
        await assertDecides(tenant, event, own, officer.headers);
      }
    });

    it('a token made by the sender sends to QA: its creator cannot decide in the console', async () => {
      const { tenant, admin, officer } = await team();
      const own = await tokenMadeBy(admin);
      const id = await caseInQa(tenant, own);
      await assertCannotDecide(tenant, id, admin.headers, 'the creator of the sending token');
      const another = await tokenMadeBy(admin);
      await assertCannotDecide(tenant, id, another, 'a second token of the same person');
      const decided = await send(officer.headers, id, 'complete');
      assert.equal(decided.statusCode, 200, decided.body);
    });

    it('a CLI-made token counts as a person of its own: it cannot decide what it sent, anyone else can', async () => {
      const { tenant, admin } = await team();
      const cli = { authorization: `Bearer ${(await createAccessToken(t.ctx, tenant.accountId, 'operator')).token}` };
      const id = await caseInQa(tenant, cli);
      await assertCannotDecide(tenant, id, cli, 'the CLI token that sent it');
      for (const event of ['complete', 'rejected'] as const) {
        await assertDecides(tenant, event, cli, tenant.headers);
        await assertDecides(tenant, event, cli, admin.headers);
        await assertDecides(tenant, event, admin.headers, cli);
      }
    });
  });
}
