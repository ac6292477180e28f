import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ATTACHMENT_VARIANTS,
  type AttachmentVariant,
  decodeAttachmentRest,
  encodeAttachmentRest,
} from '../../src/domain/attachment-link.js';
import { uuidv7 } from '../../src/domain/uuid.js';

const SECRET = 'attachment-link-test-secret-0123456789';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function mint(variant: AttachmentVariant = 'original') {
  const verificationId = uuidv7();
  const attachmentId = uuidv7();
  const rest = encodeAttachmentRest(SECRET, verificationId, { attachmentId, variant });
  return { verificationId, attachmentId, rest };
}

describe('attachment link rest', () => {
  it('knows exactly the three variants', () => {
    assert.deepEqual([...ATTACHMENT_VARIANTS], ['thumb', 'medium', 'original']);
  });

  for (const variant of ATTACHMENT_VARIANTS) {
    it(`round-trips the ${variant} variant`, () => {
      const { verificationId, attachmentId, rest } = mint(variant);
      assert.deepEqual(decodeAttachmentRest(SECRET, verificationId, rest), { attachmentId, variant });
    });
  }

  it('round-trips attachment ids of any bit pattern', () => {
    const verificationId = uuidv7();
    for (const attachmentId of [
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '0123abcd-4567-89ef-0123-456789abcdef',
    ]) {
      const rest = encodeAttachmentRest(SECRET, verificationId, { attachmentId, variant: 'medium' });
      assert.deepEqual(decodeAttachmentRest(SECRET, verificationId, rest), { attachmentId, variant: 'medium' });
    }
  });

  it('is deterministic and differs per variant, attachment and verification', () => {
    const { verificationId, attachmentId } = mint();
    const rests = ATTACHMENT_VARIANTS.map((variant) =>
      encodeAttachmentRest(SECRET, verificationId, { attachmentId, variant }),
    );
    assert.equal(new Set(rests).size, 3);
    assert.equal(encodeAttachmentRest(SECRET, verificationId, { attachmentId, variant: 'thumb' }), rests[0]);
    assert.notEqual(encodeAttachmentRest(SECRET, uuidv7(), { attachmentId, variant: 'thumb' }), rests[0]);
    assert.notEqual(
      encodeAttachmentRest(SECRET, verificationId, { attachmentId: uuidv7(), variant: 'thumb' }),
      rests[0],
    );
  });

  it('is URL-safe: 46 base64url characters without padding, unchanged by URL encoding', () => {
    for (let i = 0; i < 200; i++) {
      const { rest } = mint(ATTACHMENT_VARIANTS[i % 3]);
      assert.match(rest, /^[A-Za-z0-9_-]{46}$/);
      assert.equal(encodeURIComponent(rest), rest);
      assert.equal(
        new URL(`https://files.example/verifications/x/documents/download/${rest}`).pathname.endsWith(rest),
        true,
      );
    }
  });

  it('does not reveal the attachment id in readable form', () => {
    const { attachmentId, rest } = mint();
    assert.ok(!rest.includes(attachmentId));
    assert.ok(!rest.includes(attachmentId.replaceAll('-', '')));
  });

  it('does not decode for another verification', () => {
    const { rest } = mint();
    for (let i = 0; i < 20; i++) assert.equal(decodeAttachmentRest(SECRET, uuidv7(), rest), null);
  });

  it('does not decode for a verification id that differs in one bit', () => {
    const { verificationId, rest } = mint();
    const last = verificationId.at(-1) === '0' ? '1' : '0';
    assert.equal(decodeAttachmentRest(SECRET, verificationId.slice(0, -1) + last, rest), null);
  });

  it('does not decode under a different secret', () => {
    const { verificationId, rest } = mint();
    assert.equal(decodeAttachmentRest(`${SECRET}x`, verificationId, rest), null);
    assert.equal(decodeAttachmentRest(SECRET.slice(0, -1), verificationId, rest), null);
    assert.equal(decodeAttachmentRest('another-secret-entirely-0123456789', verificationId, rest), null);
  });

  it('fails to decode after any single-character change, at every position', () => {
    const { verificationId, rest } = mint('medium');
    let tried = 0;
    for (let position = 0; position < rest.length; position++) {
      for (const replacement of BASE64URL) {
        if (replacement === rest[position]) continue;
        const altered = rest.slice(0, position) + replacement + rest.slice(position + 1);
        tried++;
        assert.equal(
          decodeAttachmentRest(SECRET, verificationId, altered),
          null,
          `position ${position} changed to ${replacement} still decodes`,
        );
      }
    }
    assert.equal(tried, 46 * 63);
  });

  it('fails to decode when the variant byte is changed and the tag kept (no variant upgrade)', () => {
    const { verificationId, rest } = mint('thumb');
    const bytes = Buffer.from(rest, 'base64url');
    for (const index of [1, 2, 3, 255]) {
      bytes[17] = index;
      assert.equal(decodeAttachmentRest(SECRET, verificationId, bytes.toString('base64url')), null);
    }
  });

  it('fails to decode when the tag is moved to another attachment id', () => {
    const a = mint();
    const b = mint();
    const spliced = Buffer.concat([
      Buffer.from(b.rest, 'base64url').subarray(0, 18),
      Buffer.from(a.rest, 'base64url').subarray(18),
    ]);
    assert.equal(decodeAttachmentRest(SECRET, a.verificationId, spliced.toString('base64url')), null);
  });

  it('fails to decode with an unknown version byte even with a matching tag shape', () => {
    const { verificationId, rest } = mint();
    const bytes = Buffer.from(rest, 'base64url');
    bytes[0] = 2;
    assert.equal(decodeAttachmentRest(SECRET, verificationId, bytes.toString('base64url')), null);
  });

  it('returns null for wrong lengths', () => {
    const { verificationId, rest } = mint();
    assert.equal(decodeAttachmentRest(SECRET, verificationId, rest.slice(0, -1)), null);
    assert.equal(decodeAttachmentRest(SECRET, verificationId, `${rest}A`), null);
    assert.equal(decodeAttachmentRest(SECRET, verificationId, rest + rest), null);
    assert.equal(decodeAttachmentRest(SECRET, verificationId, rest.slice(1)), null);
    assert.equal(decodeAttachmentRest(SECRET, verificationId, 'A'), null);
    assert.equal(decodeAttachmentRest(SECRET, verificationId, 'A'.repeat(10_000)), null);
  });

  it('returns null for the empty string', () => {
    const { verificationId } = mint();
    assert.equal(decodeAttachmentRest(SECRET, verificationId, ''), null);
  });

  it('returns null for non-base64url characters, including standard base64 and padding', () => {
    const { verificationId, rest } = mint();
    const std = Buffer.from(rest, 'base64url').toString('base64');
    if (std !== rest) assert.equal(decodeAttachmentRest(SECRET, verificationId, std), null);
    for (const bad of ['+', '/', '=', '.', ' ', '%', '~', '\n', 'é', '\u0000']) {
      const altered = rest.slice(0, 20) + bad + rest.slice(21);
      assert.equal(decodeAttachmentRest(SECRET, verificationId, altered), null, JSON.stringify(bad));
    }
    assert.equal(decodeAttachmentRest(SECRET, verificationId, `${rest.slice(0, 44)}==`), null);
    assert.equal(decodeAttachmentRest(SECRET, verificationId, `${rest} `), null);
    assert.equal(decodeAttachmentRest(SECRET, verificationId, `../${rest.slice(3)}`), null);
  });

  it('returns null for random 46-character base64url strings', () => {
    const { verificationId } = mint();
    for (let i = 0; i < 500; i++) {
      let candidate = '';
      for (let j = 0; j < 46; j++) candidate += BASE64URL[Math.floor(Math.random() * 64)];
      assert.equal(decodeAttachmentRest(SECRET, verificationId, candidate), null);
    }
  });
});
