import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { describe, it } from 'node:test';
import { type ReadyResponse, ResponseBatch } from '../../src/http/response-batch.js';

/** Stands in for a ServerResponse: records the order in which bodies are ended. */
function fakeResponse(log: string[], name: string): ServerResponse {
  return { end: (body: Buffer) => log.push(`end ${name} ${body.toString()}`) } as unknown as ServerResponse;
}

describe('ResponseBatch', () => {
  it('ends the responses of one turn together at its end, in order, then reports each as sent', async () => {
    const log: string[] = [];
    const batch = new ResponseBatch<ReadyResponse & { name: string }>((sent) => log.push(`sent ${sent.name}`));
    for (const name of ['a', 'b', 'c']) {
      batch.add({ response: fakeResponse(log, name), body: Buffer.from(name.toUpperCase()), name });
    }
    assert.deepEqual(log, [], 'nothing is written in the turn the responses are made ready');
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(log, ['end a A', 'end b B', 'end c C', 'sent a', 'sent b', 'sent c']);
  });

  it('starts a new batch for the next turn', async () => {
    const log: string[] = [];
    const batch = new ResponseBatch<ReadyResponse & { name: string }>((sent) => log.push(`sent ${sent.name}`));
    batch.add({ response: fakeResponse(log, 'a'), body: Buffer.from('1'), name: 'a' });
    await new Promise((resolve) => setImmediate(resolve));
    batch.add({ response: fakeResponse(log, 'b'), body: Buffer.from('2'), name: 'b' });
    assert.deepEqual(log, ['end a 1', 'sent a']);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(log, ['end a 1', 'sent a', 'end b 2', 'sent b']);
  });
});
