import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_INVITATION_TTL_DAYS,
  INVITATION_STATUSES,
  type InvitationTimes,
  invitationStatus,
  linkDelivery,
  NEW_LINK_INTERVAL_MS,
  PORTAL_SESSION_ABSOLUTE_MS,
  PORTAL_SESSION_IDLE_MS,
  portalLink,
} from '../../src/domain/invitation-status.js';

const NOW = Date.parse('2031-03-05T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function times(overrides: Partial<InvitationTimes> = {}): InvitationTimes {
  return { expires_at: iso(NOW + 60_000), opened_at: null, submitted_at: null, revoked_at: null, ...overrides };
}

describe('invitationStatus', () => {
  it('is pending until the link is opened, then opened', () => {
    assert.equal(invitationStatus(times(), NOW), 'pending');
    assert.equal(invitationStatus(times({ opened_at: iso(NOW - 1000) }), NOW), 'opened');
  });

  it('is expired from the moment the latest link expires, opened or not', () => {
    const at = times({ expires_at: iso(NOW) });
    assert.equal(invitationStatus(at, NOW - 1), 'pending', 'one millisecond before');
    assert.equal(invitationStatus(at, NOW), 'expired', 'at the expiry');
    assert.equal(invitationStatus({ ...at, opened_at: iso(NOW - 5000) }, NOW + 1), 'expired');
  });

  it('is submitted once submitted, even after the link expired', () => {
    const submitted = times({ opened_at: iso(NOW - 2000), submitted_at: iso(NOW - 1000), expires_at: iso(NOW - 1) });
    assert.equal(invitationStatus(submitted, NOW), 'submitted');
  });

  it('is revoked whatever else happened', () => {
    for (const other of [
      {},
      { opened_at: iso(NOW - 2000) },
      { submitted_at: iso(NOW - 1000) },
      { expires_at: iso(NOW - 1) },
    ]) {
      assert.equal(invitationStatus(times({ ...other, revoked_at: iso(NOW - 500) }), NOW), 'revoked');
    }
  });

  it('only ever answers one of the documented statuses', () => {
    assert.deepEqual([...INVITATION_STATUSES], ['pending', 'opened', 'submitted', 'expired', 'revoked']);
  });
});

describe('the portal’s limits', () => {
  it('are those the contract documents: 14-day links, 12-hour sessions ending after 2 idle hours, a link a minute', () => {
    assert.equal(DEFAULT_INVITATION_TTL_DAYS, 14);
    assert.equal(PORTAL_SESSION_ABSOLUTE_MS, 12 * 60 * 60_000);
    assert.equal(PORTAL_SESSION_IDLE_MS, 2 * 60 * 60_000);
    assert.equal(NEW_LINK_INTERVAL_MS, 60_000);
  });
});

describe('portalLink', () => {
  const token = `dsi_${'A1b2C3d4E5'.repeat(4)}xyz`;

  it('puts the token in the fragment of /portal/open, so it never reaches a server', () => {
    const link = portalLink('https://kyb.bank.example', token);
    assert.equal(link, `https://kyb.bank.example/portal/open#token=${token}`);
    const url = new URL(link);
    assert.equal(url.pathname, '/portal/open');
    assert.equal(url.search, '');
    assert.equal(url.hash, `#token=${token}`);
  });

  it('keeps a path prefix and drops trailing slashes of the public URL', () => {
    assert.equal(portalLink('https://bank.example/kyb/', token), `https://bank.example/kyb/portal/open#token=${token}`);
    assert.equal(portalLink('http://localhost:8080//', token), `http://localhost:8080/portal/open#token=${token}`);
  });
});

describe('how a portal link reached the customer', () => {
  it('is e-mail when mailed, else the channel of whoever took it', () => {
    assert.equal(linkDelivery(true, 'user'), 'email');
    assert.equal(linkDelivery(true, 'token'), 'email');
    assert.equal(linkDelivery(false, 'customer'), 'email', '"send me a new link" always mails');
    assert.equal(linkDelivery(false, 'token'), 'integration');
    assert.equal(linkDelivery(false, 'user'), 'console');
    assert.equal(linkDelivery(false, 'cli'), 'operator');
  });
});
