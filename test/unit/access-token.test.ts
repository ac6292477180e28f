import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  bearerToken,
  generateAccessToken,
  hashAccessToken,
  isWellFormedAccessToken,
  TOKEN_PREFIX,
} from '../../src/domain/access-token.js';

const BASE62 = /^[0-9A-Za-z]+$/;

describe('generateAccessToken', () => {
  it('is dsr_ followed by 43 base62 characters', () => {
    for (let i = 0; i < 200; i++) {
      const { token } = generateAccessToken();
      assert.equal(TOKEN_PREFIX, 'dsr_');
      assert.ok(token.startsWith('dsr_'), token);
      assert.equal(token.length, 4 + 43, token);
      assert.match(token.slice(4), BASE62);
      assert.equal(isWellFormedAccessToken(token), true, token);
    }
  });

  it('never repeats a token, a hash or a display prefix over many tokens', () => {
    const tokens = new Set<string>();
    const hashes = new Set<string>();
    const prefixes = new Set<string>();
    const count = 5000;
    for (let i = 0; i < count; i++) {
      const t = generateAccessToken();
      tokens.add(t.token);
      hashes.add(t.hash);
      prefixes.add(t.displayPrefix);
    }
    assert.equal(tokens.size, count);
    assert.equal(hashes.size, count);
    // 6 random base62 characters: a collision among 5,000 is possible but very unlikely (p ≈ 0.02 %).
    assert.ok(prefixes.size >= count - 2, `only ${prefixes.size} distinct display prefixes`);
  });

  it('uses the whole alphabet, i.e. the body is not biased towards a few characters', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) for (const c of generateAccessToken().token.slice(4)) seen.add(c);
    assert.equal(seen.size, 62);
  });

  it('varies the first body character (the leading digit is not stuck at zero)', () => {
    const first = new Set<string>();
    for (let i = 0; i < 500; i++) first.add(generateAccessToken().token.charAt(4));
    assert.ok(first.size > 5, `first characters seen: ${[...first].join('')}`);
  });

  it('hash is the SHA-256 hex of the whole token, prefix included', () => {
    const t = generateAccessToken();
    const expected = createHash('sha256').update(t.token).digest('hex');
    assert.equal(t.hash, expected);
    assert.match(t.hash, /^[0-9a-f]{64}$/);
    assert.equal(hashAccessToken(t.token), expected);
    assert.notEqual(t.hash, createHash('sha256').update(t.token.slice(4)).digest('hex'));
  });

  it('display prefix is the first 10 characters of the token and does not reveal the rest', () => {
    const t = generateAccessToken();
    assert.equal(t.displayPrefix, t.token.slice(0, 10));
    assert.ok(t.displayPrefix.startsWith('dsr_'));
    assert.equal(t.displayPrefix.length, 10);
  });
});

describe('hashAccessToken', () => {
  it('matches known SHA-256 values', () => {
    assert.equal(hashAccessToken(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    assert.equal(hashAccessToken('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is deterministic and case-sensitive', () => {
    const { token } = generateAccessToken();
    assert.equal(hashAccessToken(token), hashAccessToken(token));
    const flipped = token.slice(0, 4) + token.slice(4).replace(/[a-z]/, (c) => c.toUpperCase());
    if (flipped !== token) assert.notEqual(hashAccessToken(flipped), hashAccessToken(token));
  });
});

describe('isWellFormedAccessToken', () => {
  const body43 = `${'A'.repeat(20)}${'z'.repeat(13)}0123456789`;

  it('accepts dsr_ + exactly 43 base62 characters', () => {
    assert.equal(body43.length, 43);
    assert.equal(isWellFormedAccessToken(`dsr_${body43}`), true);
    assert.equal(isWellFormedAccessToken(`dsr_${'0'.repeat(43)}`), true);
  });

  const nearMisses: Array<[string, string]> = [
    ['42 characters', `dsr_${body43.slice(1)}`],
    ['44 characters', `dsr_${body43}A`],
    ['empty', ''],
    ['prefix only', 'dsr_'],
    ['upper-case prefix', `DSR_${body43}`],
    ['other prefix', `dsk_${body43}`],
    ['prefix without underscore', `dsr${body43}A`],
    ['dash instead of underscore', `dsr-${body43}`],
    ['no prefix', `${body43}abcd`],
    ['doubled prefix', `dsr_dsr_${body43.slice(4)}`],
    ['hyphen in body', `dsr_${body43.slice(0, 42)}-`],
    ['underscore in body', `dsr_${body43.slice(0, 42)}_`],
    ['plus in body', `dsr_+${body43.slice(1)}`],
    ['slash in body', `dsr_${body43.slice(0, 20)}/${body43.slice(21)}`],
    ['equals padding', `dsr_${body43.slice(0, 42)}=`],
    ['space in body', `dsr_${body43.slice(0, 20)} ${body43.slice(21)}`],
    ['leading space', ` dsr_${body43}`],
    ['trailing space', `dsr_${body43} `],
    ['trailing newline', `dsr_${body43}\n`],
    ['non-ASCII letter', `dsr_${body43.slice(0, 42)}é`],
    ['full-width digit', `dsr_${body43.slice(0, 42)}１`],
    ['NUL byte', `dsr_${body43.slice(0, 42)}\u0000`],
  ];
  for (const [name, candidate] of nearMisses) {
    it(`rejects ${name}`, () => {
      assert.equal(isWellFormedAccessToken(candidate), false, JSON.stringify(candidate));
    });
  }
});

describe('bearerToken', () => {
  const token = generateAccessToken().token;

  it('returns null when there is no header', () => {
    assert.equal(bearerToken(undefined), null);
  });

  it('extracts the token from "Bearer <token>"', () => {
    assert.equal(bearerToken(`Bearer ${token}`), token);
  });

  for (const scheme of ['bearer', 'BEARER', 'BeArEr', 'bEARER']) {
    it(`treats the scheme case-insensitively (${scheme})`, () => {
      assert.equal(bearerToken(`${scheme} ${token}`), token);
    });
  }

  it('tolerates several spaces between scheme and token and trailing spaces', () => {
    assert.equal(bearerToken(`Bearer    ${token}`), token);
    assert.equal(bearerToken(`Bearer ${token}   `), token);
    assert.equal(bearerToken(`Bearer  ${token}  `), token);
  });

  it('returns the token as given, even when it is not well-formed (the shape is checked elsewhere)', () => {
    assert.equal(bearerToken('Bearer not-a-token'), 'not-a-token');
  });

  const refused: Array<[string, string]> = [
    ['empty header', ''],
    ['scheme only', 'Bearer'],
    ['scheme and a space', 'Bearer '],
    ['scheme and spaces', 'Bearer     '],
    ['token without scheme', token],
    ['Basic scheme', 'Basic dXNlcjpwYXNz'],
    ['Token scheme', `Token ${token}`],
    ['Digest scheme', 'Digest username="x"'],
    ['scheme glued to the token', `Bearer${token}`],
    ['scheme prefix of another word', `Bearerx ${token}`],
    ['two tokens', `Bearer ${token} ${token}`],
    ['colon after scheme', `Bearer: ${token}`],
    ['equals after scheme', `Bearer=${token}`],
  ];
  for (const [name, header] of refused) {
    it(`returns null for ${name}`, () => {
      assert.equal(bearerToken(header), null, JSON.stringify(header));
    });
  }
});
