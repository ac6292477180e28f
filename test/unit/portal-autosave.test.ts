import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import type { ApplicationDraft } from '../../web/portal/api/types.js';
import { DraftSaver } from '../../web/portal/lib/autosave.js';
import { ApiError } from '../../web/shared/api/client.js';

// The portal's draft saver, driven with node:test's fake timers and a fake save function in place of the PUT:
// what the customer sees is the save indicator's status and whether the server ends up with their latest answers.

interface PendingSave {
  readonly draft: ApplicationDraft;
  resolve(savedAt?: string): void;
  reject(error: unknown): void;
}

/** A save function whose answers the test gives, one per PUT, in order. */
function fakeServer() {
  const calls: PendingSave[] = [];
  const leaves: ApplicationDraft[] = [];
  let sessionEnded = 0;
  const save = (draft: ApplicationDraft) =>
    new Promise<{ saved_at: string }>((resolve, reject) => {
      calls.push({
        draft,
        resolve: (savedAt = '2026-11-25T10:00:00Z') => resolve({ saved_at: savedAt }),
        reject,
      });
    });
  return {
    calls,
    leaves,
    sessionEnded: () => sessionEnded,
    saver: (initial: ApplicationDraft = {}) =>
      new DraftSaver({
        initial,
        save,
        saveOnLeave: (draft) => leaves.push(draft),
        onSessionEnded: () => {
          sessionEnded += 1;
        },
      }),
  };
}

/** Lets the saver's awaited promises run (setImmediate is not faked). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const named = (formal_name: string): ApplicationDraft => ({ company: { formal_name } });

describe('portal autosave (DraftSaver)', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  it('saves 600 ms after the last change, once, with the latest draft', async () => {
    const server = fakeServer();
    const saver = server.saver();
    saver.change(named('A'));
    assert.equal(saver.getState().status, 'pending');
    mock.timers.tick(400);
    saver.change(named('Ac'));
    mock.timers.tick(599);
    await settle();
    assert.equal(server.calls.length, 0, 'no save while the customer is still typing');
    mock.timers.tick(1);
    await settle();
    assert.equal(server.calls.length, 1);
    assert.deepEqual(server.calls[0]?.draft, named('Ac'));
    assert.equal(saver.getState().status, 'saving');
    server.calls[0]?.resolve('2026-11-25T10:00:01Z');
    await settle();
    assert.deepEqual(saver.getState(), {
      status: 'saved',
      savedAt: '2026-11-25T10:00:01Z',
      error: null,
      offline: false,
    });
    assert.equal(saver.dirty(), false);
  });

  it('does not save a draft that is back to what the server holds', async () => {
    const server = fakeServer();
    const saver = server.saver(named('A'));
    saver.change(named('AB'));
    saver.change(named('A'));
    mock.timers.tick(1_000);
    await settle();
    assert.equal(server.calls.length, 0);
    assert.equal(saver.dirty(), false);
  });

  it('saves one draft at a time: a change made during a save is saved after it', async () => {
    const server = fakeServer();
    const saver = server.saver();
    saver.change(named('A'));
    mock.timers.tick(600);
    await settle();
    saver.change(named('AB'));
    mock.timers.tick(600);
    await settle();
    assert.equal(server.calls.length, 1, 'the second save waits for the first');
    server.calls[0]?.resolve();
    await settle();
    assert.equal(server.calls.length, 2);
    assert.deepEqual(server.calls[1]?.draft, named('AB'));
    server.calls[1]?.resolve();
    await settle();
    assert.equal(saver.getState().status, 'saved');
  });

  it('retries a network failure with a growing wait, and at once when the browser is back online', async () => {
    const server = fakeServer();
    const saver = server.saver();
    saver.change(named('A'));
    mock.timers.tick(600);
    await settle();
    server.calls[0]?.reject(ApiError.network());
    await settle();
    assert.equal(saver.getState().status, 'retrying');
    mock.timers.tick(999);
    await settle();
    assert.equal(server.calls.length, 1, 'the first retry waits a second');
    mock.timers.tick(1);
    await settle();
    assert.equal(server.calls.length, 2);
    server.calls[1]?.reject(new ApiError({ status: 503, code: 'unavailable', message: 'down' }));
    await settle();
    mock.timers.tick(1_999);
    await settle();
    assert.equal(server.calls.length, 2, 'the second retry waits two seconds');
    saver.offline();
    assert.equal(saver.getState().offline, true);
    saver.online();
    await settle();
    assert.equal(server.calls.length, 3, 'back online: retried at once');
    assert.equal(saver.getState().offline, false);
    server.calls[2]?.resolve();
    await settle();
    assert.equal(saver.getState().status, 'saved');
    assert.equal(saver.getState().error, null);
  });

  it('waits as long as Retry-After says on a 429', async () => {
    const server = fakeServer();
    const saver = server.saver();
    saver.change(named('A'));
    mock.timers.tick(600);
    await settle();
    server.calls[0]?.reject(new ApiError({ status: 429, code: 'rate_limited', message: 'slow down', retryAfter: 7 }));
    await settle();
    mock.timers.tick(6_999);
    await settle();
    assert.equal(server.calls.length, 1);
    mock.timers.tick(1);
    await settle();
    assert.equal(server.calls.length, 2);
  });

  it('keeps a refused draft (400) until the next change, with the field errors', async () => {
    const server = fakeServer();
    const saver = server.saver();
    saver.change(named('A'));
    mock.timers.tick(600);
    await settle();
    const refused = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'invalid',
      details: [{ field: 'company.email', message: 'not an e-mail address' }],
    });
    server.calls[0]?.reject(refused);
    await settle();
    assert.equal(saver.getState().status, 'failed');
    assert.equal(saver.getState().error, refused);
    mock.timers.tick(60_000);
    await settle();
    assert.equal(server.calls.length, 1, 'a refused draft is not retried as it is');
    saver.change(named('AB'));
    assert.equal(saver.getState().status, 'failed', 'the failure stays shown until the next save answers');
    mock.timers.tick(600);
    await settle();
    assert.equal(server.calls.length, 2);
    server.calls[1]?.resolve();
    await settle();
    assert.equal(saver.getState().status, 'saved');
  });

  it('stops saving and says the session ended on a 401', async () => {
    const server = fakeServer();
    const saver = server.saver();
    saver.change(named('A'));
    mock.timers.tick(600);
    await settle();
    server.calls[0]?.reject(new ApiError({ status: 401, code: 'unauthorized', message: 'ended' }));
    await settle();
    assert.equal(server.sessionEnded(), 1);
    assert.equal(saver.getState().status, 'failed');
    saver.change(named('AB'));
    mock.timers.tick(60_000);
    await settle();
    assert.equal(server.calls.length, 1, 'nothing more is sent');
    assert.equal(await saver.flush(), false);
  });

  it('flush saves now, without the pause, and answers whether the server holds the latest draft', async () => {
    const server = fakeServer();
    const saver = server.saver();
    saver.change(named('A'));
    const flushed = saver.flush();
    await settle();
    assert.equal(server.calls.length, 1, 'saved without waiting for the pause');
    server.calls[0]?.resolve();
    assert.equal(await flushed, true);
    mock.timers.tick(600);
    await settle();
    assert.equal(server.calls.length, 1, 'the pause was cancelled');

    saver.change(named('AB'));
    const failed = saver.flush();
    await settle();
    server.calls[1]?.reject(ApiError.network());
    assert.equal(await failed, false, 'a failed save: the customer is told before leaving or submitting');
  });

  it('leave sends the keepalive save of the latest draft, only when something is unsaved', async () => {
    const server = fakeServer();
    const saver = server.saver();
    saver.leave();
    assert.deepEqual(server.leaves, []);
    saver.change(named('A'));
    saver.leave();
    assert.deepEqual(server.leaves, [named('A')]);
    await settle();
    assert.equal(server.calls.length, 1, 'and the regular save, whose answer is shown if the page lives on');
  });

  it('saves nothing more once stopped (submitted)', async () => {
    const server = fakeServer();
    const saver = server.saver();
    saver.change(named('A'));
    saver.stop();
    mock.timers.tick(60_000);
    await settle();
    saver.leave();
    assert.equal(server.calls.length, 0);
    assert.deepEqual(server.leaves, []);
  });
});
