import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TokenCache } from '../../src/services/token-cache.js';

const token = (tokenId: string) => ({ accountId: 'acc', tokenId, lastTouchedMs: 0 });

describe('TokenCache', () => {
  it('keeps a token until it is forgotten', () => {
    const cache = new TokenCache(() => 1);
    assert.equal(cache.lookup('h'), undefined, 'the first lookup reads the data version and finds nothing');
    cache.remember('h', token('t1'), cache.generation);
    assert.equal(cache.lookup('h')?.tokenId, 't1');
    cache.forget('h');
    assert.equal(cache.lookup('h'), undefined);
  });

  it('starts afresh when another connection or process committed (SQLite data_version)', () => {
    let version = 1;
    const cache = new TokenCache(() => version);
    cache.lookup('h');
    cache.remember('h', token('t1'), cache.generation);
    assert.ok(cache.lookup('h'));
    version = 2; // e.g. `dossier tokens revoke` from the CLI
    assert.equal(cache.lookup('h'), undefined, 'a commit elsewhere may have revoked it');
    cache.remember('h', token('t1'), cache.generation);
    assert.ok(cache.lookup('h'));
  });

  it('does not keep a token read before a revocation it heard of meanwhile', () => {
    const cache = new TokenCache(() => 1);
    cache.lookup('h');
    const before = cache.generation;
    cache.forget('h'); // the NOTIFY arrives while the database read is in flight
    cache.remember('h', token('t1'), before);
    assert.equal(cache.lookup('h'), undefined);
  });

  it('trusts nothing on PostgreSQL until its LISTEN connection is up, and nothing after it is lost', () => {
    const cache = new TokenCache(null);
    cache.remember('h', token('t1'), cache.generation);
    assert.equal(cache.lookup('h'), undefined, 'not listening yet');
    cache.setListening(true);
    cache.remember('h', token('t1'), cache.generation);
    assert.ok(cache.lookup('h'));
    cache.setListening(false);
    assert.equal(cache.lookup('h'), undefined, 'a lost LISTEN may have missed a revocation');
  });

  it('stays bounded', () => {
    const cache = new TokenCache(() => 1, 3);
    cache.lookup('x');
    for (const h of ['a', 'b', 'c', 'd']) cache.remember(h, token(h), cache.generation);
    assert.equal(cache.lookup('a'), undefined);
    assert.ok(cache.lookup('d'));
  });
});

describe('TokenCache.awaitAnswers: a revocation is acknowledged once every instance has forgotten the token', () => {
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it('resolves once as many instances as were counted have answered, counting answers heard before the count', async () => {
    const cache = new TokenCache(null);
    const pending = cache.awaitAnswers('h1');
    cache.answered('h1'); // an answer can arrive before the revoker has counted the listeners
    cache.answered('other');
    let settled = false;
    const done = pending.until(3, 10_000).then(() => {
      settled = true;
    });
    cache.answered('h1');
    await tick();
    assert.equal(settled, false, 'two answers of three: still waiting');
    cache.answered('h1');
    await done;
    assert.equal(settled, true);
  });

  it('does not wait on SQLite, where data_version tells every process', async () => {
    await new TokenCache(() => 1).awaitAnswers('h').until(5, 10_000);
  });

  it('gives up after its timeout, so an instance that never answers cannot block the revoker for long', async () => {
    const started = Date.now();
    await new TokenCache(null).awaitAnswers('never').until(2, 50);
    assert.ok(Date.now() - started >= 45);
  });
});
