import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ReadMemo } from '../../src/db/read-memo.js';

/** A memo over a fake database whose version the test moves, counting the reads that reach it. */
function setup(maxEntries = 256) {
  const db = { version: '1:1' as string | null, reads: 0 };
  const memo = new ReadMemo<string>(() => db.version, maxEntries);
  const read = (key: string, during?: () => void) =>
    memo.read(key, async () => {
      db.reads++;
      during?.();
      return `${key}@${db.version}`;
    });
  return { db, memo, read };
}

describe('ReadMemo: results kept only while the database has not changed', () => {
  it('answers a read asked again at the same version without reading', async () => {
    const { db, read } = setup();
    assert.equal(await read('a'), 'a@1:1');
    assert.equal(await read('a'), 'a@1:1');
    assert.equal(db.reads, 1);
  });

  it('reads again, at the same version, a kept result its reader no longer takes (one the clock has overtaken)', async () => {
    const db = { reads: 0 };
    const memo = new ReadMemo<{ holdsUntil: number }>(() => '1:1');
    let clock = 10;
    const read = () =>
      memo.read(
        'overdue',
        async () => ({ holdsUntil: 20 + db.reads++ }),
        (kept) => clock <= kept.holdsUntil,
      );
    assert.deepEqual(await read(), { holdsUntil: 20 });
    clock = 20;
    assert.deepEqual(await read(), { holdsUntil: 20 }, 'still current');
    clock = 21;
    assert.deepEqual(await read(), { holdsUntil: 21 }, 'read again');
    assert.deepEqual(await read(), { holdsUntil: 21 }, 'and the new result kept');
    assert.equal(db.reads, 2);
    assert.equal(memo.size, 1);
  });

  it('reads again once the version has moved (a commit here or elsewhere)', async () => {
    const { db, memo, read } = setup();
    await read('a');
    await read('b');
    db.version = '2:1';
    assert.equal(await read('a'), 'a@2:1');
    assert.equal(db.reads, 3);
    assert.equal(memo.size, 1, 'what the old version kept is gone');
  });

  it('keeps nothing read inside an open transaction', async () => {
    const { db, memo, read } = setup();
    db.version = null;
    await read('a');
    await read('a');
    assert.equal(db.reads, 2);
    assert.equal(memo.size, 0);
  });

  it('keeps nothing read while another write committed', async () => {
    const { db, memo, read } = setup();
    await read('a', () => {
      db.version = '1:2';
    });
    assert.equal(memo.size, 0);
    assert.equal(await read('a'), 'a@1:2');
    assert.equal(db.reads, 2);
  });

  it('drops the least recently used result when full', async () => {
    const { db, memo, read } = setup(2);
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    assert.equal(memo.size, 2);
    db.reads = 0;
    await read('a');
    await read('c');
    assert.equal(db.reads, 0, 'a (used last) and c stay');
    await read('b');
    assert.equal(db.reads, 1, 'b was dropped');
  });
});
