import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accessDenied, type Caller, type RouteAccess } from '../../src/domain/user-role.js';

/** The whole access table, written out independently of the implementation: Y allowed, - refused. */
const TABLE: Record<RouteAccess, Record<'token' | 'admin' | 'officer' | 'viewer', 'Y' | '-'>> = {
  read: { token: 'Y', admin: 'Y', officer: 'Y', viewer: 'Y' },
  review: { token: 'Y', admin: 'Y', officer: 'Y', viewer: '-' },
  settings: { token: 'Y', admin: 'Y', officer: '-', viewer: '-' },
  settings_secret_read: { token: 'Y', admin: 'Y', officer: '-', viewer: '-' },
  personal_data: { token: 'Y', admin: 'Y', officer: '-', viewer: '-' },
  session: { token: '-', admin: 'Y', officer: 'Y', viewer: 'Y' },
  session_settings_read: { token: '-', admin: 'Y', officer: '-', viewer: 'Y' },
  session_settings: { token: '-', admin: 'Y', officer: '-', viewer: '-' },
  session_admin: { token: '-', admin: 'Y', officer: '-', viewer: '-' },
};

describe('route access by caller', () => {
  for (const [access, row] of Object.entries(TABLE) as [RouteAccess, (typeof TABLE)[RouteAccess]][]) {
    for (const [who, expected] of Object.entries(row)) {
      it(`${who} on ${access}: ${expected === 'Y' ? 'allowed' : 'refused'}`, () => {
        const caller: Caller = who === 'token' ? { kind: 'token' } : { kind: 'user', role: who as 'admin' };
        const denied = accessDenied(caller, access);
        if (expected === 'Y') assert.equal(denied, null);
        else assert.equal(typeof denied, 'string');
      });
    }
  }

  it('tells a token that the route needs a session, and a viewer that it is read-only', () => {
    assert.match(accessDenied({ kind: 'token' }, 'session_settings') ?? '', /console session/);
    assert.match(accessDenied({ kind: 'user', role: 'viewer' }, 'review') ?? '', /read-only/);
    assert.match(accessDenied({ kind: 'user', role: 'officer' }, 'settings') ?? '', /admins/);
    assert.match(accessDenied({ kind: 'user', role: 'viewer' }, 'session_admin') ?? '', /for admins/);
    assert.match(accessDenied({ kind: 'token' }, 'session_admin') ?? '', /console session/);
  });
});
