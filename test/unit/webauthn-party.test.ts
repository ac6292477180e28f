import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  challengeOfClientData,
  newWebAuthnChallenge,
  relyingPartyOf,
  userHandleOf,
} from '../../src/domain/webauthn-party.js';

const clientData = (data: object) => Buffer.from(JSON.stringify(data)).toString('base64url');

describe('WebAuthn relying party', () => {
  it('takes the RP ID from the public URL’s host name and the origin from the URL', () => {
    assert.deepEqual(relyingPartyOf('https://kyb.bank.example/'), {
      id: 'kyb.bank.example',
      origin: 'https://kyb.bank.example',
      name: 'Dossier',
    });
    const dev = relyingPartyOf('http://localhost:8080/some/path');
    assert.equal(dev.id, 'localhost', 'no port in the RP ID');
    assert.equal(dev.origin, 'http://localhost:8080', 'the port is part of the origin');
  });

  it('reads the challenge a response answers, and nothing that is not one', () => {
    const { text } = newWebAuthnChallenge();
    assert.match(text, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(challengeOfClientData(clientData({ type: 'webauthn.get', challenge: text })), text);
    assert.equal(challengeOfClientData(clientData({ type: 'webauthn.get' })), null);
    assert.equal(challengeOfClientData(clientData({ challenge: 'has spaces and = signs' })), null);
    assert.equal(challengeOfClientData('not base64url JSON'), null);
    assert.equal(challengeOfClientData(42), null);
    assert.equal(challengeOfClientData('A'.repeat(5000)), null, 'bounded before decoding');
  });

  it('uses the 16 bytes of the user id as user handle, never the e-mail', () => {
    const handle = userHandleOf('0192f3a4-5b6c-7d8e-9f01-23456789abcd');
    assert.equal(handle.length, 16);
    assert.equal(Buffer.from(handle).toString('hex'), '0192f3a45b6c7d8e9f0123456789abcd');
  });
});
