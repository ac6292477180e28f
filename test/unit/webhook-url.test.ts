import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type AddressCategory,
  addressCategory,
  assertPublicAddress,
  isPublicAddress,
  parseWebhookUrl,
  WEBHOOK_URL_MAX_LENGTH,
  WebhookUrlError,
} from '../../src/domain/webhook-url.js';
import { resolvePublicAddresses } from '../../src/services/webhook-endpoints.js';

/** What the endpoint check decides for a URL whose host is an address literal. */
function refusalOf(url: string): string | null {
  const target = parseWebhookUrl(url);
  assert.ok(target.isIpLiteral, `${url} has an address literal`);
  try {
    assertPublicAddress(target.host);
    return null;
  } catch (error) {
    assert.ok(error instanceof WebhookUrlError);
    return error.message;
  }
}

describe('parseWebhookUrl', () => {
  it('accepts absolute http and https URLs with a port, path and query, and normalizes them', () => {
    assert.deepEqual(parseWebhookUrl('https://hooks.example.com/dossier?tenant=7'), {
      url: 'https://hooks.example.com/dossier?tenant=7',
      host: 'hooks.example.com',
      isIpLiteral: false,
    });
    assert.deepEqual(parseWebhookUrl('HTTP://Hooks.Example.COM:8080'), {
      url: 'http://hooks.example.com:8080/',
      host: 'hooks.example.com',
      isIpLiteral: false,
    });
    assert.equal(parseWebhookUrl('https://example.com:443/x').url, 'https://example.com/x', 'default port dropped');
  });

  it('gives IPv6 hosts without brackets and flags address literals', () => {
    assert.deepEqual(parseWebhookUrl('http://[2606:4700::1111]:9000/in'), {
      url: 'http://[2606:4700::1111]:9000/in',
      host: '2606:4700::1111',
      isIpLiteral: true,
    });
    assert.equal(parseWebhookUrl('https://93.184.215.14/').isIpLiteral, true);
  });

  it('refuses what is not an absolute http(s) URL', () => {
    const cases: [string, RegExp][] = [
      ['', /absolute http or https URL/],
      ['not a url', /absolute http or https URL/],
      ['/relative/path', /absolute http or https URL/],
      ['example.com/hook', /absolute http or https URL/],
      ['ftp://example.com/x', /http or https, not ftp/],
      ['file:///etc/passwd', /http or https, not file/],
      ['javascript:alert(1)', /http or https, not javascript/],
      ['ws://example.com/x', /http or https, not ws/],
      ['http://user@example.com/', /user name or password/],
      ['https://user:secret@example.com/', /user name or password/],
      ['https://:secret@example.com/', /user name or password/],
      ['http://exa mple.com/', /absolute http or https URL/],
    ];
    for (const [url, message] of cases) {
      assert.throws(
        () => parseWebhookUrl(url),
        (e: unknown) => e instanceof WebhookUrlError && message.test(e.message),
        url,
      );
    }
  });

  it('accepts 2,000 characters and refuses more', () => {
    const base = 'https://example.com/';
    const exact = base + 'a'.repeat(WEBHOOK_URL_MAX_LENGTH - base.length);
    assert.equal(parseWebhookUrl(exact).url, exact);
    assert.throws(() => parseWebhookUrl(`${exact}a`), /at most 2000 characters/);
    // A URL that only grows past the limit when normalized (percent-encoding) is refused too.
    const growing = base + 'é'.repeat(WEBHOOK_URL_MAX_LENGTH / 2);
    assert.ok(growing.length <= WEBHOOK_URL_MAX_LENGTH);
    assert.throws(() => parseWebhookUrl(growing), /at most 2000 characters/);
  });

  it('sees through the address spellings WHATWG URL parsing normalizes (decimal, hex, short forms)', () => {
    for (const url of [
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://127.1/',
      'http://0177.0.0.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:0:0:1]/',
    ]) {
      assert.match(refusalOf(url) ?? 'accepted', /loopback/, url);
    }
    assert.match(refusalOf('http://169.254.169.254/latest/meta-data/') ?? '', /link-local/);
    assert.equal(refusalOf('https://93.184.215.14/hook'), null);
  });
});

describe('addressCategory', () => {
  const expectations: Record<Exclude<AddressCategory, 'public'>, string[]> = {
    loopback: ['127.0.0.1', '127.255.255.254', '::1', '[::1]', '::ffff:127.0.0.1', '::ffff:7f00:1', '2002:7f00:1::'],
    private: [
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.0',
      '172.31.255.255',
      '192.168.1.1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:10.1.2.3',
      '::ffff:192.168.0.10',
      '64:ff9b::10.0.0.1',
      '64:ff9b:1::1',
    ],
    'link-local': ['169.254.169.254', '169.254.0.1', 'fe80::1', 'febf::1', 'fe80::1%eth0', '::ffff:169.254.169.254'],
    unspecified: ['0.0.0.0', '::', '::0', '0:0:0:0:0:0:0:0'],
    shared: ['100.64.0.0', '100.127.255.255', '::ffff:100.100.100.100'],
    multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1', 'ff05::1:3'],
    reserved: [
      '0.1.2.3',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
      '::127.0.0.1',
      '2001:db8::1',
      // Issue 18: the 6to4 relay anycast prefix and Teredo tunnels are refused like the other special ranges.
      '192.88.99.1',
      '192.88.99.255',
      '::ffff:192.88.99.1',
      '2001::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:0:ffff:ffff:ffff:ffff:ffff:ffff',
    ],
    invalid: ['', 'example.com', '1.2.3', '256.1.1.1', '::g', 'localhost'],
  };

  for (const [category, addresses] of Object.entries(expectations)) {
    it(`classifies ${category} addresses`, () => {
      for (const address of addresses) assert.equal(addressCategory(address), category, address);
    });
  }

  it('leaves the neighbours of every refused range public', () => {
    for (const address of [
      '9.255.255.255',
      '11.0.0.0',
      '100.63.255.255',
      '100.128.0.0',
      '126.255.255.255',
      '128.0.0.0',
      '169.253.255.255',
      '169.255.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '192.167.255.255',
      '192.169.0.0',
      '223.255.255.255',
      '8.8.8.8',
      '93.184.215.14',
      '192.88.98.255',
      '192.88.100.0',
      '2001:1::1',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
      '2606:4700:4700::1111',
      '2001:4860:4860::8888',
      'fbff::1',
      'fe00::1',
    ]) {
      assert.equal(addressCategory(address), 'public', address);
      assert.equal(isPublicAddress(address), true, address);
    }
  });
});

describe('assertPublicAddress', () => {
  it('passes public addresses and names the host and the reason otherwise', () => {
    assert.doesNotThrow(() => assertPublicAddress('8.8.8.8'));
    assert.throws(
      () => assertPublicAddress('10.0.0.5', 'intranet.example.com'),
      (e: unknown) =>
        e instanceof WebhookUrlError &&
        e.message ===
          'must point at a publicly reachable address; intranet.example.com resolves to 10.0.0.5, a private address',
    );
    assert.throws(() => assertPublicAddress('::1'), /::1 is a loopback address/);
    assert.throws(() => assertPublicAddress('not-an-address'), /not an IP address/);
  });
});

describe('resolvePublicAddresses', () => {
  it('resolves localhost through the system resolver and refuses it unless private addresses are allowed', async () => {
    await assert.rejects(
      resolvePublicAddresses('localhost', false),
      /localhost resolves to (127\.0\.0\.1|::1), a loopback/,
    );
    const addresses = await resolvePublicAddresses('localhost', true);
    assert.ok(
      addresses.some((a) => a === '127.0.0.1' || a === '::1'),
      addresses.join(','),
    );
  });

  it('refuses a name that does not resolve', async () => {
    await assert.rejects(
      resolvePublicAddresses('nonexistent.invalid', true),
      /does not resolve \(nonexistent\.invalid\)/,
    );
  });

  it('refuses a name when any one of its addresses is private', async () => {
    // A host with a public and a private record: the sender may pick either, so the name is refused as a whole.
    const records = async () => [{ address: '93.184.215.14' }, { address: '10.0.0.7' }];
    await assert.rejects(
      resolvePublicAddresses('mixed.example', false, records),
      /mixed\.example resolves to 10\.0\.0\.7/,
    );
    assert.deepEqual(await resolvePublicAddresses('mixed.example', true, records), ['93.184.215.14', '10.0.0.7']);
  });
});
