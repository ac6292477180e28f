import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvField, csvLine, waitingText } from '../../src/domain/csv.js';
import { decodeQueueCursor, encodeQueueCursor, QUEUE_SORTS } from '../../src/domain/page-cursor.js';

describe('CSV fields and the queue export', () => {
  it('quotes what needs quoting and keeps a spreadsheet from running a formula', () => {
    assert.equal(csvField('Northwind Trading Ltd'), 'Northwind Trading Ltd');
    assert.equal(csvField('Smith, Jones & Co'), '"Smith, Jones & Co"');
    assert.equal(csvField('The "Best" Ltd'), '"The ""Best"" Ltd"');
    assert.equal(csvField('line\nbreak'), '"line\nbreak"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      assert.ok(csvField(`${start}1+1`).replace(/^"/, '').startsWith(`'${start}`), JSON.stringify(start));
    }
    assert.equal(csvField('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
    assert.equal(csvField(null), '');
    assert.equal(csvLine(['a', 2, null]), 'a,2,\r\n');
  });

  it('says how long a case has waited as the queue does', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    assert.equal(waitingText('2026-03-07T11:00:00.000Z', now), '3 d');
    assert.equal(waitingText('2026-03-10T07:00:00.000Z', now), '5 h');
    assert.equal(waitingText('2026-03-10T11:30:00.000Z', now), '< 1 h');
  });

  it('issues a cursor per order that is read back in that order only', () => {
    const id = '0190a000-0000-7000-8000-00000000000a';
    for (const sort of QUEUE_SORTS) {
      const position = { key: sort === 'risk' ? '3' : '2026-03-10T12:00:00.000Z', id };
      assert.deepEqual(decodeQueueCursor(encodeQueueCursor(sort, position)), { sort, position });
    }
    assert.equal(decodeQueueCursor('w.not-a-cursor'), null);
    assert.equal(decodeQueueCursor(encodeQueueCursor('risk', { key: '2026-03-10T12:00:00.000Z', id })), null);
    assert.equal(decodeQueueCursor(encodeQueueCursor('risk', { key: '5', id })), null, 'a rank is 0 to 4');
    assert.equal(decodeQueueCursor(encodeQueueCursor('due', { key: '3', id })), null, 'a deadline is a time');
  });
});
