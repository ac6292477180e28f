import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import {
  generateWebhookSecret,
  signatureHeader,
  signWebhook,
  verifyWebhookSignature,
} from '../../src/domain/webhook-signature.js';

const MESSAGE_ID = '0192f3a4-5b6c-7d8e-9f01-23456789abcd';
const BODY = JSON.stringify({
  event: 'state_change',
  new_state: 'in_progress',
  prev_state: 'new',
  verification_id: '0192f3a4-0000-7000-8000-000000000001',
  occurred_at: '2026-05-01T10:20:30.123Z',
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The headers a delivery carries, as a receiver gets them. */
function headers(signature: string, timestamp: number, id = MESSAGE_ID) {
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature };
}

describe('generateWebhookSecret', () => {
  it('makes whsec_ secrets of 32 random bytes that the standardwebhooks library accepts', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => generateWebhookSecret()));
    assert.equal(secrets.size, 50, 'every secret is different');
    for (const secret of secrets) {
      assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
      assert.equal(Buffer.from(secret.slice('whsec_'.length), 'base64').length, 32);
      assert.doesNotThrow(() => new Webhook(secret));
    }
  });
});

describe('signWebhook against the Standard Webhooks reference library', () => {
  it('produces a signature the library verifies, and the library returns the payload', () => {
    const secret = generateWebhookSecret();
    const timestamp = nowSeconds();
    const signature = signWebhook(secret, MESSAGE_ID, timestamp, BODY);
    assert.match(signature, /^v1,[A-Za-z0-9+/]{43}=$/);
    assert.deepEqual(new Webhook(secret).verify(BODY, headers(signature, timestamp)), JSON.parse(BODY));
  });

  it('equals the signature the library computes for the same message', () => {
    const secret = generateWebhookSecret();
    const timestamp = nowSeconds();
    const theirs = new Webhook(secret).sign(MESSAGE_ID, new Date(timestamp * 1000), BODY);
    assert.equal(signWebhook(secret, MESSAGE_ID, timestamp, BODY), theirs);
  });

  it('signs the UTF-8 bytes of bodies with non-ASCII text the way receivers read them', () => {
    const secret = generateWebhookSecret();
    const timestamp = nowSeconds();
    const body = JSON.stringify({ event: 'data_changed', change: 'Société Générale — Zürich 東京 🚀' });
    const signature = signWebhook(secret, MESSAGE_ID, timestamp, body);
    assert.doesNotThrow(() => new Webhook(secret).verify(Buffer.from(body, 'utf8'), headers(signature, timestamp)));
  });

  it('is refused by the library when the body, id, timestamp or secret differ', () => {
    const secret = generateWebhookSecret();
    const timestamp = nowSeconds();
    const signature = signWebhook(secret, MESSAGE_ID, timestamp, BODY);
    const receiver = new Webhook(secret);
    assert.throws(() => receiver.verify(BODY.replace('in_progress', 'completed'), headers(signature, timestamp)));
    assert.throws(() => receiver.verify(`${BODY} `, headers(signature, timestamp)));
    assert.throws(() => receiver.verify(BODY, headers(signature, timestamp, `${MESSAGE_ID.slice(0, -1)}0`)));
    assert.throws(() => receiver.verify(BODY, headers(signature, timestamp + 1)));
    assert.throws(() => new Webhook(generateWebhookSecret()).verify(BODY, headers(signature, timestamp)));
  });
});

describe('signatureHeader during a secret rotation', () => {
  it('carries one signature per secret; a receiver with either secret verifies it', () => {
    const current = generateWebhookSecret();
    const previous = generateWebhookSecret();
    const timestamp = nowSeconds();
    const header = signatureHeader([current, previous], MESSAGE_ID, timestamp, BODY);
    const parts = header.split(' ');
    assert.equal(parts.length, 2);
    assert.deepEqual(parts, [
      signWebhook(current, MESSAGE_ID, timestamp, BODY),
      signWebhook(previous, MESSAGE_ID, timestamp, BODY),
    ]);
    assert.deepEqual(new Webhook(current).verify(BODY, headers(header, timestamp)), JSON.parse(BODY));
    assert.deepEqual(new Webhook(previous).verify(BODY, headers(header, timestamp)), JSON.parse(BODY));
    assert.throws(() => new Webhook(generateWebhookSecret()).verify(BODY, headers(header, timestamp)));
  });

  it('is a single signature outside a rotation', () => {
    const secret = generateWebhookSecret();
    const timestamp = nowSeconds();
    assert.equal(
      signatureHeader([secret], MESSAGE_ID, timestamp, BODY),
      signWebhook(secret, MESSAGE_ID, timestamp, BODY),
    );
  });
});

describe('verifyWebhookSignature', () => {
  it('accepts what the library signs, with either secret of a rotation header', () => {
    const current = generateWebhookSecret();
    const previous = generateWebhookSecret();
    const timestamp = nowSeconds();
    const theirs = new Webhook(current).sign(MESSAGE_ID, new Date(timestamp * 1000), BODY);
    assert.equal(verifyWebhookSignature(current, MESSAGE_ID, timestamp, BODY, theirs), true);
    const header = signatureHeader([current, previous], MESSAGE_ID, timestamp, BODY);
    assert.equal(verifyWebhookSignature(current, MESSAGE_ID, timestamp, BODY, header), true);
    assert.equal(verifyWebhookSignature(previous, MESSAGE_ID, timestamp, BODY, header), true);
  });

  it('refuses a changed body, another secret, a truncated or empty signature', () => {
    const secret = generateWebhookSecret();
    const timestamp = nowSeconds();
    const signature = signWebhook(secret, MESSAGE_ID, timestamp, BODY);
    assert.equal(verifyWebhookSignature(secret, MESSAGE_ID, timestamp, `${BODY}x`, signature), false);
    assert.equal(verifyWebhookSignature(secret, MESSAGE_ID, timestamp + 1, BODY, signature), false);
    assert.equal(verifyWebhookSignature(generateWebhookSecret(), MESSAGE_ID, timestamp, BODY, signature), false);
    assert.equal(verifyWebhookSignature(secret, MESSAGE_ID, timestamp, BODY, signature.slice(0, -2)), false);
    assert.equal(verifyWebhookSignature(secret, MESSAGE_ID, timestamp, BODY, ''), false);
    assert.equal(verifyWebhookSignature(secret, MESSAGE_ID, timestamp, BODY, signature.replace('v1,', 'v2,')), false);
  });
});
