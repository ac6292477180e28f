import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.js';

// A secret from the environment keeps loadConfig from writing one into the data directory.
const env = (extra: Record<string, string> = {}) => ({ DOSSIER_SECRET: 'mail-config-test-secret', ...extra });

describe('mail settings', () => {
  it('writes .eml files and sends from dossier@ the public host by default', () => {
    const config = loadConfig(env({ DOSSIER_PUBLIC_URL: 'https://kyb.bank.example' }));
    assert.equal(config.smtpUrl, null);
    assert.equal(config.mailFrom, 'dossier@kyb.bank.example');
    assert.equal(loadConfig(env()).mailFrom, 'dossier@localhost');
  });

  it('takes smtp:// and smtps:// URLs with credentials', () => {
    for (const url of [
      'smtp://mail.example:587',
      'smtps://user:p%40ss@mail.example:465',
      'smtp://mx?requireTLS=true',
    ]) {
      assert.equal(loadConfig(env({ DOSSIER_SMTP_URL: url })).smtpUrl, url);
    }
  });

  it('refuses any other URL without repeating it (it holds a password)', () => {
    for (const url of ['https://user:hunter2@mail.example', 'mail.example:25', 'smtp://', 'hunter2']) {
      assert.throws(
        () => loadConfig(env({ DOSSIER_SMTP_URL: url })),
        (error: unknown) =>
          error instanceof ConfigError && /DOSSIER_SMTP_URL/.test(error.message) && !error.message.includes('hunter2'),
      );
    }
  });

  it('takes a plain sender address and refuses anything else', () => {
    assert.equal(loadConfig(env({ DOSSIER_MAIL_FROM: 'kyb@bank.example' })).mailFrom, 'kyb@bank.example');
    for (const from of ['Bank <kyb@bank.example>', 'kyb@bank.example, x@y.example', 'no-at-sign', 'a b@c.example']) {
      assert.throws(() => loadConfig(env({ DOSSIER_MAIL_FROM: from })), ConfigError);
    }
  });
});
