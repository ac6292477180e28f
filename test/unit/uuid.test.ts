import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { bytesToUuid, isUuid, uuidToBytes, uuidv7, uuidv7Generator } from '../../src/domain/uuid.js';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The 48-bit millisecond timestamp in the first 12 hex digits. */
function timestampOf(id: string): number {
  return Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
}

// uuidv7 keeps per-process state (the last millisecond used and a counter), so the tests below run in order and
// each uses times later than those of the tests before it.
describe('uuidv7', () => {
  it('has the RFC 9562 layout: lower-case, version 7, variant 10xx', () => {
    const uuidv7 = uuidv7Generator();
    for (let i = 0; i < 1000; i++) {
      const id = uuidv7();
      assert.match(id, V7);
      const bytes = uuidToBytes(id);
      assert.equal((bytes[6] as number) >> 4, 7);
      assert.equal((bytes[8] as number) >> 6, 0b10);
    }
  });

  it('stamps the current time by default', () => {
    const uuidv7 = uuidv7Generator();
    const before = Date.now();
    const id = uuidv7();
    const after = Date.now();
    const ms = timestampOf(id);
    assert.ok(ms >= before && ms <= after, `${ms} not within [${before}, ${after}]`);
  });

  it('encodes the millisecond passed in as the 48-bit big-endian prefix', () => {
    const uuidv7 = uuidv7Generator();
    const base = Date.now() + 365 * 86_400_000;
    const samples = [base, base + 1, base + 255, base + 256, base + 65_536, base + 2 ** 32, base + 2 ** 40];
    for (const ms of samples) {
      const id = uuidv7(ms);
      assert.equal(timestampOf(id), ms);
      assert.equal(id.replaceAll('-', '').slice(0, 12), ms.toString(16).padStart(12, '0'));
      assert.match(id, V7);
    }
  });

  it('sorts by the time passed in, both as text and as bytes', () => {
    const uuidv7 = uuidv7Generator();
    const base = Date.now() + 2 ** 41;
    const ids = [0, 1, 2, 1000, 86_400_000].map((offset) => uuidv7(base + offset));
    assert.deepEqual([...ids].sort(), ids);
    for (let i = 1; i < ids.length; i++) {
      assert.equal(Buffer.compare(uuidToBytes(ids[i - 1] as string), uuidToBytes(ids[i] as string)), -1);
    }
  });

  it('is strictly increasing over 10,000 ids generated within one millisecond', () => {
    const uuidv7 = uuidv7Generator();
    const ms = Date.now() + 2 ** 42;
    const ids: string[] = [];
    for (let i = 0; i < 10_000; i++) ids.push(uuidv7(ms));
    for (let i = 1; i < ids.length; i++) {
      assert.ok((ids[i - 1] as string) < (ids[i] as string), `id ${i} does not sort after id ${i - 1}`);
      assert.match(ids[i] as string, V7);
    }
    assert.equal(new Set(ids).size, ids.length);
    // The first 4,096 fit the 12-bit counter and keep the exact millisecond; the counter then borrows the next ones.
    for (const id of ids.slice(0, 4096)) assert.equal(timestampOf(id), ms);
    assert.ok(timestampOf(ids.at(-1) as string) > ms);
    assert.ok(timestampOf(ids.at(-1) as string) <= ms + 3);
  });

  it('stays strictly increasing when the clock steps back a little', () => {
    const uuidv7 = uuidv7Generator();
    const ms = Date.now() + 50;
    const first = uuidv7(ms);
    const earlier = uuidv7(ms - 5000);
    assert.ok(first < earlier, 'an id made after a small clock step back still sorts after the previous one');
    assert.ok(timestampOf(earlier) >= ms);
  });

  it('stamps a deliberately back-dated time (over a minute earlier) as given', () => {
    const uuidv7 = uuidv7Generator();
    const latest = uuidv7();
    const backdated = Date.now() - 90 * 24 * 3600 * 1000;
    const id = uuidv7(backdated);
    assert.equal(timestampOf(id), backdated);
    assert.ok(id < latest);
    assert.ok(uuidv7() > latest, 'ids made afterwards keep increasing');
  });

  it('is strictly increasing with the default clock over many ids', () => {
    const uuidv7 = uuidv7Generator();
    let previous = uuidv7();
    for (let i = 0; i < 10_000; i++) {
      const next = uuidv7();
      assert.ok(previous < next);
      previous = next;
    }
  });
});

describe('isUuid', () => {
  it('accepts canonical UUIDs of any version, in either case', () => {
    assert.equal(isUuid(uuidv7()), true);
    assert.equal(isUuid('00000000-0000-0000-0000-000000000000'), true);
    assert.equal(isUuid('f47ac10b-58cc-4372-a567-0e02b2c3d479'), true);
    assert.equal(isUuid('F47AC10B-58CC-4372-A567-0E02B2C3D479'), true);
  });

  const rejected: Array<[string, string]> = [
    ['empty', ''],
    ['no dashes', 'f47ac10b58cc4372a5670e02b2c3d479'],
    ['braces', '{f47ac10b-58cc-4372-a567-0e02b2c3d479}'],
    ['urn prefix', 'urn:uuid:f47ac10b-58cc-4372-a567-0e02b2c3d479'],
    ['one character short', 'f47ac10b-58cc-4372-a567-0e02b2c3d47'],
    ['one character long', 'f47ac10b-58cc-4372-a567-0e02b2c3d4790'],
    ['non-hex letter', 'g47ac10b-58cc-4372-a567-0e02b2c3d479'],
    ['dashes misplaced', 'f47ac10b5-8cc-4372-a567-0e02b2c3d479'],
    ['leading space', ' f47ac10b-58cc-4372-a567-0e02b2c3d479'],
    ['trailing newline', 'f47ac10b-58cc-4372-a567-0e02b2c3d479\n'],
    ['path traversal', '../../../../etc/passwd-0000-00000000'],
    ['SQL', "' OR 1=1 --"],
  ];
  for (const [name, value] of rejected) {
    it(`rejects ${name}`, () => assert.equal(isUuid(value), false));
  }
});

describe('uuidToBytes / bytesToUuid', () => {
  it('round-trips generated ids through 16 bytes', () => {
    for (let i = 0; i < 500; i++) {
      const id = uuidv7();
      const bytes = uuidToBytes(id);
      assert.equal(bytes.length, 16);
      assert.equal(bytesToUuid(bytes), id);
    }
  });

  it('round-trips random bytes', () => {
    for (let i = 0; i < 500; i++) {
      const bytes = randomBytes(16);
      const id = bytesToUuid(bytes);
      assert.equal(isUuid(id), true);
      assert.deepEqual(uuidToBytes(id), bytes);
    }
  });

  it('maps the hex digits in order, big-endian', () => {
    const bytes = Buffer.from([...Array(16).keys()]);
    assert.equal(bytesToUuid(bytes), '00010203-0405-0607-0809-0a0b0c0d0e0f');
    assert.deepEqual(uuidToBytes('00010203-0405-0607-0809-0a0b0c0d0e0f'), bytes);
  });

  it('reads upper-case ids to the same bytes and writes lower case', () => {
    const id = 'F47AC10B-58CC-4372-A567-0E02B2C3D479';
    assert.equal(bytesToUuid(uuidToBytes(id)), id.toLowerCase());
  });
});
