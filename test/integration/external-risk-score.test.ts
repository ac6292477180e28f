import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { multipart } from '../helpers/fixtures.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const URL = '/api/v1/webhooks/external_risk_score';
const SCORE_KEYS = ['created_at', 'id', 'risk_score_detailed', 'risk_score_simple', 'updated_at', 'verification_id'];
const UNKNOWN_ID = '01a200a0-0000-7000-8000-000000000000';

for (const dialect of testDialects()) {
  describe(`external risk score webhook [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    async function createCase(tenant: Tenant): Promise<string> {
      return openCase(t, tenant);
    }

    const json = (tenant: Tenant, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...tenant.headers, 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const form = (tenant: Tenant, body: string) =>
      t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...tenant.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const parts = (tenant: Tenant, fields: Record<string, string | string[]>) => {
      const body = multipart(fields, []);
      return t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...tenant.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const history = async (tenant: Tenant, id: string) => {
      const res = await t.app.inject({
        url: `/api/v1/verifications/${id}/external_risk_scores`,
        headers: tenant.headers,
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().external_risk_scores;
    };
    const verification = async (tenant: Tenant, id: string) =>
      (await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers })).json().verification;
    const transition = async (tenant: Tenant, id: string, event: string, payload?: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/state/${event}`,
        headers: tenant.headers,
        ...(payload ? { payload } : {}),
      });
      assert.equal(res.statusCode, 200, res.body);
    };

    it('accepts nested JSON and answers with the score as docs/interface.md says', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await createCase(tenant);
      const res = await json(tenant, {
        id,
        risk_score: { simple: 'high', detailed: { score: '87/100', reasons: ['PEP director', 'Offshore parent'] } },
      });
      assert.equal(res.statusCode, 200, res.body);
      const score = res.json().external_risk_score;
      assert.deepEqual(Object.keys(res.json()), ['external_risk_score']);
      assert.deepEqual(Object.keys(score).sort(), SCORE_KEYS);
      assert.match(score.id, /^[0-9a-f-]{36}$/);
      assert.equal(score.verification_id, id);
      assert.equal(score.risk_score_simple, 'high');
      assert.deepEqual(score.risk_score_detailed, { score: '87/100', reasons: ['PEP director', 'Offshore parent'] });
      assert.ok(!Number.isNaN(Date.parse(score.created_at)));
      assert.equal(score.updated_at, score.created_at);
      assert.deepEqual((await verification(tenant, id)).external_risk_score, score);
    });

    it('accepts the flat bracket names in JSON, a urlencoded form and multipart, keeping repeated reasons in order', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await createCase(tenant);
      const flatJson = await json(tenant, {
        id,
        'risk_score[simple]': 'medium',
        'risk_score[detailed][score]': '50',
        'risk_score[detailed][reasons][]': ['c', 'a', 'b'],
      });
      assert.equal(flatJson.statusCode, 200, flatJson.body);
      assert.deepEqual(flatJson.json().external_risk_score.risk_score_detailed, {
        score: '50',
        reasons: ['c', 'a', 'b'],
      });

      const reasons = ['zulu', 'alpha', 'mike', 'alpha', 'échec & mat'];
      const encoded = new URLSearchParams([
        ['id', id],
        ['risk_score[simple]', 'low'],
        ...reasons.map((r) => ['risk_score[detailed][reasons][]', r] as [string, string]),
      ]).toString();
      assert.match(
        encoded,
        /risk_score%5Bdetailed%5D%5Breasons%5D%5B%5D=zulu/,
        'brackets percent-encoded, as browsers send',
      );
      const urlencoded = await form(tenant, encoded);
      assert.equal(urlencoded.statusCode, 200, urlencoded.body);
      assert.equal(urlencoded.json().external_risk_score.risk_score_simple, 'low');
      assert.deepEqual(urlencoded.json().external_risk_score.risk_score_detailed, { score: null, reasons });

      const raw = await form(
        tenant,
        `id=${id}&risk_score[detailed][reasons][]=second&risk_score[detailed][reasons][]=first&risk_score[detailed][score]=7`,
      );
      assert.equal(raw.statusCode, 200, raw.body);
      assert.deepEqual(raw.json().external_risk_score.risk_score_detailed, {
        score: '7',
        reasons: ['second', 'first'],
      });

      const single = await form(tenant, `id=${id}&risk_score[detailed][reasons][]=only+one`);
      assert.deepEqual(single.json().external_risk_score.risk_score_detailed.reasons, ['only one']);

      const multi = await parts(tenant, {
        id,
        'risk_score[simple]': 'high',
        'risk_score[detailed][score]': '99',
        'risk_score[detailed][reasons][]': ['3rd', '1st', '2nd'],
      });
      assert.equal(multi.statusCode, 200, multi.body);
      assert.equal(multi.json().external_risk_score.risk_score_simple, 'high');
      assert.deepEqual(multi.json().external_risk_score.risk_score_detailed, {
        score: '99',
        reasons: ['3rd', '1st', '2nd'],
      });
    });

    it('keeps the history in order and shows the latest on the verification', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await createCase(tenant);
      assert.equal((await verification(tenant, id)).external_risk_score, null);
      assert.deepEqual(await history(tenant, id), []);
      const sent = [];
      for (const simple of ['low', 'high', 'medium']) {
        const res = await json(tenant, { id, risk_score: { simple, detailed: { reasons: [`because ${simple}`] } } });
        assert.equal(res.statusCode, 200, res.body);
        sent.push(res.json().external_risk_score);
      }
      assert.deepEqual(await history(tenant, id), sent);
      const shown = await verification(tenant, id);
      assert.deepEqual(shown.external_risk_score, sent[2]);
      assert.equal(shown.status, 'new', 'a score alone does not move a case that was not waiting for one');
      const audit = (
        await t.app.inject({ url: `/api/v1/verifications/${id}/audit_log`, headers: tenant.headers })
      ).json().audit_log;
      const received = audit.filter((e: { action: string }) => e.action === 'external_risk_score.received');
      assert.equal(received.length, 3);
      assert.equal(received[0].from_state, null);
      assert.equal(received[0].to_state, null);
    });

    it('moves a case in recalculate_risk_score back to in_progress, and no other', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await createCase(tenant);
      await transition(tenant, id, 'start');
      await transition(tenant, id, 'request_risk_score_update');
      const res = await form(tenant, `id=${id}&risk_score[simple]=medium`);
      assert.equal(res.statusCode, 200, res.body);
      const after = await verification(tenant, id);
      assert.equal(after.status, 'in_progress');
      assert.equal(after.external_risk_score.id, res.json().external_risk_score.id);
      const audit = (
        await t.app.inject({ url: `/api/v1/verifications/${id}/audit_log`, headers: tenant.headers })
      ).json().audit_log;
      const last = audit.at(-1);
      assert.equal(last.action, 'external_risk_score.received');
      assert.equal(last.actor_type, 'token');
      assert.equal(last.actor_id, tenant.tokenId);
      assert.equal(last.from_state, 'recalculate_risk_score');
      assert.equal(last.to_state, 'in_progress');

      for (const [events, state] of [
        [[], 'in_progress'],
        [['qa'], 'qa'],
        [['complete'], 'completed'],
      ] as const) {
        for (const event of events) {
          await transition(tenant, id, event, { assessment: 'risk_low', assessment_comment: 'ok' });
        }
        const again = await json(tenant, { id, risk_score: { simple: 'low' } });
        assert.equal(again.statusCode, 200, again.body);
        assert.equal((await verification(tenant, id)).status, state);
      }
    });

    it('answers 400 naming the field, recording nothing', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await createCase(tenant);
      const cases: [() => ReturnType<typeof json>, string[]][] = [
        [() => json(tenant, { risk_score: { simple: 'low' } }), ['id']],
        [() => json(tenant, { id: 'abc', risk_score: { simple: 'low' } }), ['id']],
        [() => json(tenant, { id, risk_score: { simple: 'extreme' } }), ['risk_score[simple]']],
        [() => form(tenant, `id=${id}&risk_score[simple]=LOW`), ['risk_score[simple]']],
        [() => parts(tenant, { id, 'risk_score[simple]': 'none' }), ['risk_score[simple]']],
        [() => json(tenant, { id }), ['risk_score']],
        [() => form(tenant, `id=${id}&risk_score[detailed][reasons][]=`), ['risk_score']],
        [() => parts(tenant, { id }), ['risk_score']],
        [() => json(tenant, { id, risk_score: { simple: 'low', mood: 'grim' } }), ['risk_score[mood]']],
        [() => form(tenant, `id=${id}&risk_score[simple]=low&risk_score[color]=red`), ['risk_score[color]']],
        [() => json(tenant, { id, risk_score: { detailed: { score: 12 } } }), ['risk_score[detailed][score]']],
        [() => json(tenant, '[1,2]'), ['body']],
      ];
      for (const [request, fields] of cases) {
        const res = await request();
        assert.equal(res.statusCode, 400, res.body);
        const error = res.json().error;
        assert.equal(error.code, 'validation_failed');
        assert.equal(error.status, 400);
        assert.ok(error.request_id);
        assert.deepEqual(
          error.details.map((d: { field: string }) => d.field),
          fields,
          res.body,
        );
      }
      assert.deepEqual(await history(tenant, id), []);
    });

    it("answers 404 for an unknown or another tenant's verification, recording nothing", async () => {
      const owner = await createTenant(t.ctx);
      const stranger = await createTenant(t.ctx);
      const id = await createCase(owner);
      for (const res of [
        await json(stranger, { id, risk_score: { simple: 'high' } }),
        await form(stranger, `id=${id}&risk_score[simple]=high`),
        await json(owner, { id: UNKNOWN_ID, risk_score: { simple: 'high' } }),
      ]) {
        assert.equal(res.statusCode, 404, res.body);
        assert.equal(res.json().error.code, 'not_found');
        assert.deepEqual(res.json().error.details, []);
      }
      const foreignHistory = await t.app.inject({
        url: `/api/v1/verifications/${id}/external_risk_scores`,
        headers: stranger.headers,
      });
      assert.equal(foreignHistory.statusCode, 404);
      assert.deepEqual(await history(owner, id), []);
      assert.equal((await verification(owner, id)).external_risk_score, null);
      const unauthenticated = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: { id, risk_score: { simple: 'low' } },
      });
      assert.equal(unauthenticated.statusCode, 401);
    });

    describe('hostile bodies: 400 or 413, never 500, nothing recorded, Object.prototype untouched', () => {
      const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
      let tenant: Tenant;
      let id: string;
      before(async () => {
        tenant = await createTenant(t.ctx);
        id = await createCase(tenant);
      });
      after(async () => {
        assert.deepEqual(await history(tenant, id), [], 'no hostile body was recorded');
        assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeBefore);
      });
      const refused = (
        res: { statusCode: number; body: string; json(): { error: { code: string } } },
        codes = [400, 413],
      ) => {
        assert.ok(codes.includes(res.statusCode), `${res.statusCode}: ${res.body.slice(0, 300)}`);
        assert.equal(res.json().error.code, res.statusCode === 413 ? 'payload_too_large' : 'validation_failed');
        assert.equal(({} as Record<string, unknown>).x, undefined, 'Object.prototype stays clean');
      };

      it('JSON nested 10,000 levels deep', async () => {
        const arrays = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
        refused(await json(tenant, `{"id":"${id}","risk_score":{"detailed":{"reasons":${arrays}}}}`));
        const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
        refused(await json(tenant, objects));
        refused(
          await json(tenant, `{"id":"${id}","risk_score":${'{"detailed":'.repeat(10_000)}1${'}'.repeat(10_000)}}`),
        );
      });

      it('10,000 reasons as JSON, urlencoded and multipart', async () => {
        const reasons = Array.from({ length: 10_000 }, (_, i) => `reason ${i}`);
        refused(await json(tenant, { id, risk_score: { detailed: { reasons } } }));
        refused(await json(tenant, { id, 'risk_score[detailed][reasons][]': reasons }));
        const encoded = reasons.map((r) => `risk_score[detailed][reasons][]=${encodeURIComponent(r)}`).join('&');
        refused(await form(tenant, `id=${id}&${encoded}`));
        refused(await parts(tenant, { id, 'risk_score[detailed][reasons][]': reasons }));
      });

      it('a ~1 MB string in each encoding', async () => {
        const big = 'x'.repeat(1_000_000);
        refused(await json(tenant, { id, risk_score: { detailed: { score: big } } }));
        refused(await json(tenant, { id, risk_score: { detailed: { reasons: [big.slice(0, 900_000)] } } }));
        refused(await form(tenant, `id=${id}&risk_score[detailed][reasons][]=${big.slice(0, 1_000_000 - 200)}`));
        refused(await parts(tenant, { id, 'risk_score[detailed][score]': big.slice(0, 900_000) }));
        refused(await json(tenant, { id: big.slice(0, 500_000), risk_score: { simple: 'low' } }));
      });

      it('a 2 MB body is 413 in each encoding', async () => {
        const huge = 'y'.repeat(2 * 1024 * 1024);
        refused(await json(tenant, { id, risk_score: { detailed: { score: huge } } }), [413]);
        refused(await form(tenant, `id=${id}&risk_score[detailed][score]=${huge}`), [413]);
        refused(await parts(tenant, { id, 'risk_score[detailed][score]': huge }), [413]);
      });

      it('prototype-pollution keys are 400', async () => {
        for (const body of [
          `id=${id}&risk_score[simple]=low&__proto__[x]=1`,
          `id=${id}&risk_score[simple]=low&__proto__=x`,
          `id=${id}&risk_score[simple]=low&constructor[prototype][x]=1`,
          `id=${id}&risk_score[simple]=low&%5F%5Fproto%5F%5F%5Bx%5D=1`,
          `id=${id}&risk_score[__proto__][x]=1`,
        ]) {
          refused(await form(tenant, body), [400]);
        }
        for (const body of [
          `{"id":"${id}","risk_score":{"simple":"low"},"__proto__":{"x":1}}`,
          `{"id":"${id}","risk_score":{"simple":"low","__proto__":{"x":1}}}`,
          `{"id":"${id}","risk_score":{"simple":"low"},"constructor":{"prototype":{"x":1}}}`,
          `{"id":"${id}","risk_score[simple]":"low","__proto__[x]":"1"}`,
        ]) {
          refused(await json(tenant, body), [400]);
        }
        for (const key of ['__proto__[x]', '__proto__', 'constructor[prototype][x]', 'constructor']) {
          refused(await parts(tenant, { id, 'risk_score[simple]': 'low', [key]: '1' }), [400]);
        }
      });
    });
  });
}
