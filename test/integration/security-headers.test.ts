import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedIn } from '../helpers/console-session.js';
import { createTenant, openCase, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

/** Issue 18, item 9: /docs has the console's security headers; every API answer is `Cache-Control: no-store`. */
const [dialect = 'sqlite'] = testDialects();
describe('security headers', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(dialect);
  });
  after(() => t.close());

  it('serves /docs and its assets under a CSP that forbids framing, with nosniff', async () => {
    let res = await t.app.inject({ url: '/docs' });
    const paths = ['/docs'];
    if (res.statusCode >= 300 && res.statusCode < 400) {
      const next = new URL(String(res.headers.location), 'http://localhost/docs/').pathname;
      paths.push(next);
      res = await t.app.inject({ url: next });
    }
    assert.equal(res.statusCode, 200);
    const asset = /src="\.?\/?([^"]+\.js)"/.exec(res.body)?.[1];
    if (asset) paths.push(new URL(asset, `http://localhost${paths.at(-1)}`).pathname);
    for (const path of paths) {
      const answer = await t.app.inject({ url: path });
      const csp = String(answer.headers['content-security-policy']);
      assert.match(csp, /frame-ancestors 'none'/, path);
      assert.match(csp, /script-src 'self'(;|$)/, path);
      assert.match(csp, /object-src 'none'/, path);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(answer.headers['x-frame-options'], 'DENY', path);
    }
    assert.ok(paths.length >= 2, `the page and a script were checked: ${paths}`);
  });

  it('answers every API request with Cache-Control: no-store, errors included', async () => {
    const tenant = await createTenant(t.ctx);
    const id = await openCase(t, tenant);
    const admin = await signedIn(t, tenant.accountId, 'admin');
    const answers = {
      list: await t.app.inject({ url: '/api/v1/verifications', headers: tenant.headers }),
      record: await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers }),
      session: await t.app.inject({ url: '/api/v1/session', headers: admin.cookie }),
      unauthorized: await t.app.inject({ url: '/api/v1/verifications' }),
      notFound: await t.app.inject({ url: '/api/v1/nothing-here', headers: tenant.headers }),
      wrongPassword: await t.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { email: 'x@bank.test', password: 'wrong' },
      }),
      portal: await t.app.inject({ url: '/portal/api/application' }),
      openapi: await t.app.inject({ url: '/api/v1/openapi.json' }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      assert.equal(answer.headers['cache-control'], 'no-store', `${name} (${answer.statusCode})`);
    }
    assert.equal(answers.list.statusCode, 200);
    assert.equal(answers.unauthorized.statusCode, 401);
  });
});
