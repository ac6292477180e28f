import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { resetUserPassword, setPasswordWithLink } from '../../src/services/users.js';
import { type ConsoleUser, createConsoleUser, sessionCookieFrom } from '../helpers/console-session.js';
import { linkToken } from '../helpers/live-service.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Signed {
  readonly cookie: string;
  readonly headers: { cookie: string; 'x-csrf-token': string };
}

interface Listed {
  id: string;
  device: string;
  user_agent: string | null;
  client_address: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

for (const dialect of testDialects()) {
  describe(`each user's list of their sessions [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    async function signInFrom(user: ConsoleUser, userAgent: string, address: string): Promise<Signed> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        headers: { 'user-agent': userAgent },
        remoteAddress: address,
        payload: { email: user.email, password: user.password },
      });
      assert.equal(res.statusCode, 200, res.body);
      const cookie = `dossier_session=${sessionCookieFrom(res.headers['set-cookie'])}`;
      return { cookie, headers: { cookie, 'x-csrf-token': res.json().session.csrf_token } };
    }

    async function list(session: Signed): Promise<Listed[]> {
      const res = await t.app.inject({ url: '/api/v1/sessions', headers: { cookie: session.cookie } });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().sessions;
    }

    const end = (session: Signed, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/sessions/${id}`, headers: session.headers });
    const me = (session: Signed) => t.app.inject({ url: '/api/v1/session', headers: { cookie: session.cookie } });

    it('lists the user’s open sessions with device, address, created and last seen, the current one marked', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const laptop = await signInFrom(user, FIREFOX_WINDOWS, '203.0.113.7');
      const phone = await signInFrom(user, SAFARI_IPHONE, '198.51.100.23');
      const fromPhone = await list(phone);
      assert.equal(fromPhone.length, 2);
      const [newest, oldest] = fromPhone as [Listed, Listed];
      assert.equal(newest.device, 'Safari on iOS');
      assert.equal(newest.client_address, '198.51.100.23');
      assert.equal(newest.current, true);
      assert.equal(oldest.device, 'Firefox on Windows');
      assert.equal(oldest.user_agent, FIREFOX_WINDOWS);
      assert.equal(oldest.client_address, '203.0.113.7');
      assert.equal(oldest.current, false);
      for (const s of fromPhone) {
        assert.ok(Date.parse(s.created_at) <= Date.parse(s.last_seen_at));
        assert.ok(!JSON.stringify(s).includes('dss_'), 'never the session secret');
      }
      const fromLaptop = await list(laptop);
      assert.deepEqual(
        fromLaptop.map((s) => [s.id, s.current]),
        [
          [newest.id, false],
          [oldest.id, true],
        ],
      );
      // A hostile User-Agent is kept bounded and printable.
      const long = await signInFrom(user, `X${'y'.repeat(5000)}\u0007`, '192.0.2.1');
      const stored = (await list(long)).find((s) => s.current);
      assert.equal(stored?.user_agent?.length, 512);
      assert.equal(stored?.device, 'Unknown device');
    });

    it('ends another of the user’s sessions: its next request is refused; this one stays', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'admin');
      const first = await signInFrom(user, FIREFOX_WINDOWS, '203.0.113.7');
      const second = await signInFrom(user, SAFARI_IPHONE, '198.51.100.23');
      const secondId = (await list(second)).find((s) => s.current)?.id as string;
      const ended = await end(first, secondId);
      assert.equal(ended.statusCode, 204, ended.body);
      assert.equal((await me(second)).statusCode, 401, 'the ended session is signed out');
      assert.equal((await me(first)).statusCode, 200, 'the session that ended it goes on');
      assert.deepEqual(
        (await list(first)).map((s) => s.current),
        [true],
      );
      assert.equal((await end(first, secondId)).statusCode, 404, 'an ended session cannot be ended again');
      const withoutCsrf = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/sessions/${(await list(first))[0]?.id}`,
        headers: { cookie: first.cookie },
      });
      assert.equal(withoutCsrf.statusCode, 403, 'a write needs the CSRF token');
      const own = (await list(first))[0]?.id as string;
      const self = await end(first, own);
      assert.equal(self.statusCode, 204);
      assert.match(String(self.headers['set-cookie']), /dossier_session=;/);
      assert.equal((await me(first)).statusCode, 401, 'ending the current session signs out here');
    });

    it('never shows or ends another user’s session, of the same account or another', async () => {
      const tenant = await createTenant(t.ctx);
      const other = await createTenant(t.ctx, 'Other Bank');
      const alice = await signInFrom(await createConsoleUser(t, tenant.accountId, 'admin'), FIREFOX_WINDOWS, '1.1.1.1');
      const colleague = await signInFrom(
        await createConsoleUser(t, tenant.accountId, 'officer'),
        SAFARI_IPHONE,
        '2.2.2.2',
      );
      const stranger = await signInFrom(await createConsoleUser(t, other.accountId, 'admin'), SAFARI_IPHONE, '3.3.3.3');
      const aliceId = (await list(alice))[0]?.id as string;
      for (const intruder of [colleague, stranger]) {
        const seen = await list(intruder);
        assert.equal(seen.length, 1, 'only their own');
        assert.ok(!seen.some((s) => s.id === aliceId));
        const res = await end(intruder, aliceId);
        assert.equal(res.statusCode, 404, res.body);
        assert.equal(res.json().error.code, 'not_found');
      }
      assert.equal((await me(alice)).statusCode, 200, 'her session was not ended');
      const token = await t.app.inject({ url: '/api/v1/sessions', headers: tenant.headers });
      assert.equal(token.statusCode, 403, 'an access token has no sessions to list');
      assert.equal((await end(alice, 'not-a-uuid')).statusCode, 404);
    });

    it('a new password ends every other session of the user', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const laptop = await signInFrom(user, FIREFOX_WINDOWS, '203.0.113.7');
      const phone = await signInFrom(user, SAFARI_IPHONE, '198.51.100.23');
      const cli = { type: 'cli', id: null, accountId: tenant.accountId } as const;
      const { link } = await resetUserPassword(t.ctx, cli, user.id);
      await setPasswordWithLink(t.ctx, linkToken(link.url), 'a brand new passphrase 42');
      assert.equal((await me(laptop)).statusCode, 401);
      assert.equal((await me(phone)).statusCode, 401);
      const again = await signInFrom(
        { ...user, password: 'a brand new passphrase 42' },
        FIREFOX_WINDOWS,
        '203.0.113.7',
      );
      assert.deepEqual(
        (await list(again)).map((s) => s.current),
        [true],
        'only the session signed in with the new password is open',
      );
    });
  });
}
