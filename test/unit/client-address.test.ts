import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientAddressKey } from '../../src/domain/client-address.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, mapped or not', () => {
    assert.equal(clientAddressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(clientAddressKey('::ffff:203.0.113.7'), '203.0.113.7');
  });

  it('keys an IPv6 address by its /64, so one subscriber cannot rotate past a per-address limit', () => {
    const key = clientAddressKey('2001:db8:85a3:12::1');
    assert.equal(key, '2001:db8:85a3:12::/64');
    assert.equal(clientAddressKey('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe'), key);
    assert.equal(clientAddressKey('2001:DB8:85A3:12:0:0:0:9'), key);
    assert.notEqual(clientAddressKey('2001:db8:85a3:13::1'), key);
    assert.equal(clientAddressKey('::1'), '0:0:0:0::/64');
    assert.equal(clientAddressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
  });
});
