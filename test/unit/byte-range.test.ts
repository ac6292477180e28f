import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseByteRange } from '../../src/domain/byte-range.js';

/** Applies a parsed range the way a download does, to check lengths against real bytes. */
function slice(bytes: Buffer, header: string | undefined): Buffer | 'unsatisfiable' | null {
  const range = parseByteRange(header, bytes.length);
  if (range === null || range === 'unsatisfiable') return range;
  return bytes.subarray(range.start, range.end + 1);
}

describe('parseByteRange', () => {
  const SIZE = 10_000;

  it('returns null (whole file) when there is no Range header', () => {
    assert.equal(parseByteRange(undefined, SIZE), null);
  });

  describe('first-last ranges', () => {
    it('bytes=0-0 is the first byte', () => {
      assert.deepEqual(parseByteRange('bytes=0-0', SIZE), { start: 0, end: 0 });
    });

    it('bytes=0-499 is the first 500 bytes', () => {
      assert.deepEqual(parseByteRange('bytes=0-499', SIZE), { start: 0, end: 499 });
    });

    it('bytes=500-999 is the second 500 bytes', () => {
      assert.deepEqual(parseByteRange('bytes=500-999', SIZE), { start: 500, end: 999 });
    });

    it('the last byte exactly', () => {
      assert.deepEqual(parseByteRange(`bytes=${SIZE - 1}-${SIZE - 1}`, SIZE), { start: SIZE - 1, end: SIZE - 1 });
    });

    it('an end beyond the size is clamped to the last byte', () => {
      assert.deepEqual(parseByteRange('bytes=9500-20000', SIZE), { start: 9500, end: SIZE - 1 });
      assert.deepEqual(parseByteRange(`bytes=0-${SIZE}`, SIZE), { start: 0, end: SIZE - 1 });
      assert.deepEqual(parseByteRange('bytes=0-99999999999999999999999', SIZE), { start: 0, end: SIZE - 1 });
    });

    it('leading zeros are decimal digits', () => {
      assert.deepEqual(parseByteRange('bytes=007-010', SIZE), { start: 7, end: 10 });
    });

    it('surrounding whitespace is ignored', () => {
      assert.deepEqual(parseByteRange('  bytes=1-2 ', SIZE), { start: 1, end: 2 });
    });

    it('a last position before the first is invalid and ignored (whole file)', () => {
      assert.equal(parseByteRange('bytes=5-4', SIZE), null);
      assert.equal(parseByteRange('bytes=9000-10', SIZE), null);
    });
  });

  describe('open-ended ranges', () => {
    it('bytes=0- is the whole file as a range', () => {
      assert.deepEqual(parseByteRange('bytes=0-', SIZE), { start: 0, end: SIZE - 1 });
    });

    it('bytes=9500- is everything from byte 9500', () => {
      assert.deepEqual(parseByteRange('bytes=9500-', SIZE), { start: 9500, end: SIZE - 1 });
    });

    it('starting at the last byte gives one byte', () => {
      assert.deepEqual(parseByteRange(`bytes=${SIZE - 1}-`, SIZE), { start: SIZE - 1, end: SIZE - 1 });
    });
  });

  describe('suffix ranges', () => {
    it('bytes=-500 is the last 500 bytes', () => {
      assert.deepEqual(parseByteRange('bytes=-500', SIZE), { start: SIZE - 500, end: SIZE - 1 });
    });

    it('bytes=-1 is the last byte', () => {
      assert.deepEqual(parseByteRange('bytes=-1', SIZE), { start: SIZE - 1, end: SIZE - 1 });
    });

    it('a suffix as long as the file is the whole file', () => {
      assert.deepEqual(parseByteRange(`bytes=-${SIZE}`, SIZE), { start: 0, end: SIZE - 1 });
    });

    it('a suffix longer than the file is the whole file', () => {
      assert.deepEqual(parseByteRange('bytes=-20000', SIZE), { start: 0, end: SIZE - 1 });
      assert.deepEqual(parseByteRange('bytes=-99999999999999999999999', SIZE), { start: 0, end: SIZE - 1 });
    });

    it('bytes=-0 is unsatisfiable', () => {
      assert.equal(parseByteRange('bytes=-0', SIZE), 'unsatisfiable');
      assert.equal(parseByteRange('bytes=-000', SIZE), 'unsatisfiable');
    });
  });

  describe('unsatisfiable ranges', () => {
    it('a start at the size is unsatisfiable', () => {
      assert.equal(parseByteRange(`bytes=${SIZE}-`, SIZE), 'unsatisfiable');
      assert.equal(parseByteRange(`bytes=${SIZE}-${SIZE + 10}`, SIZE), 'unsatisfiable');
    });

    it('a start beyond the size is unsatisfiable', () => {
      assert.equal(parseByteRange('bytes=20000-', SIZE), 'unsatisfiable');
      assert.equal(parseByteRange('bytes=20000-30000', SIZE), 'unsatisfiable');
      assert.equal(parseByteRange('bytes=99999999999999999999999-', SIZE), 'unsatisfiable');
    });
  });

  describe('a file of size 0', () => {
    it('no header is the (empty) whole file', () => {
      assert.equal(parseByteRange(undefined, 0), null);
    });

    it('every first-last or open range is unsatisfiable', () => {
      for (const header of ['bytes=0-0', 'bytes=0-', 'bytes=0-100', 'bytes=5-']) {
        assert.equal(parseByteRange(header, 0), 'unsatisfiable', header);
      }
    });

    it('every suffix range is unsatisfiable', () => {
      for (const header of ['bytes=-1', 'bytes=-100', 'bytes=-0']) {
        assert.equal(parseByteRange(header, 0), 'unsatisfiable', header);
      }
    });
  });

  describe('a file of size 1', () => {
    it('serves its one byte for every satisfiable form', () => {
      for (const header of ['bytes=0-0', 'bytes=0-', 'bytes=-1', 'bytes=-5', 'bytes=0-100']) {
        assert.deepEqual(parseByteRange(header, 1), { start: 0, end: 0 }, header);
      }
    });

    it('is unsatisfiable from byte 1 on', () => {
      assert.equal(parseByteRange('bytes=1-', 1), 'unsatisfiable');
      assert.equal(parseByteRange('bytes=1-1', 1), 'unsatisfiable');
    });
  });

  describe('headers that are ignored (whole file)', () => {
    const ignored: Array<[string, string]> = [
      ['empty', ''],
      ['only the unit', 'bytes='],
      ['only a dash', 'bytes=-'],
      ['no unit', '0-499'],
      ['another unit', 'items=0-4'],
      ['unit without equals', 'bytes 0-499'],
      ['Content-Range syntax', 'bytes 0-499/1234'],
      ['two ranges', 'bytes=0-0,-1'],
      ['two ranges with a space', 'bytes=0-99, 200-299'],
      ['many ranges', 'bytes=0-1,2-3,4-5,6-7'],
      ['a trailing comma', 'bytes=0-1,'],
      ['negative start', 'bytes=-5-10'],
      ['letters', 'bytes=a-b'],
      ['hex', 'bytes=0x10-0x20'],
      ['decimal point', 'bytes=1.5-2'],
      ['exponent', 'bytes=1e3-2e3'],
      ['plus sign', 'bytes=+1-2'],
      ['space inside the range', 'bytes=0 - 499'],
      ['space after the equals sign', 'bytes= 0-499'],
      ['double equals', 'bytes==0-499'],
      ['two dashes', 'bytes=0--499'],
      ['no dash', 'bytes=100'],
    ];
    for (const [name, header] of ignored) {
      it(name, () => assert.equal(parseByteRange(header, SIZE), null, JSON.stringify(header)));
    }
  });

  it('selects exactly the requested bytes of a real buffer', () => {
    const bytes = Buffer.from([...Array(256).keys()]);
    assert.deepEqual(slice(bytes, 'bytes=0-0'), Buffer.from([0]));
    assert.deepEqual(slice(bytes, 'bytes=10-13'), Buffer.from([10, 11, 12, 13]));
    assert.deepEqual(slice(bytes, 'bytes=-3'), Buffer.from([253, 254, 255]));
    assert.deepEqual(slice(bytes, 'bytes=254-'), Buffer.from([254, 255]));
    assert.deepEqual(slice(bytes, 'bytes=250-1000'), bytes.subarray(250));
    assert.equal(slice(bytes, 'bytes=256-'), 'unsatisfiable');
  });

  it('every satisfiable range lies inside the file and is non-empty', () => {
    for (const size of [1, 2, 3, 10, 255, 256, 1000]) {
      for (const header of [
        'bytes=0-',
        'bytes=0-0',
        'bytes=-1',
        'bytes=-999999',
        'bytes=1-1',
        'bytes=2-500',
        'bytes=9-',
      ]) {
        const range = parseByteRange(header, size);
        if (range === null || range === 'unsatisfiable') continue;
        assert.ok(range.start >= 0 && range.start <= range.end && range.end <= size - 1, `${header} on ${size}`);
      }
    }
  });
});
