import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { InMemoryRateLimitStore, type RateLimitDecision } from '../../src/http/plugins/rate-limit-store.js';
import { RedisRateLimitStore, type RedisRateLimitStoreOptions } from '../../src/http/plugins/redis-rate-limit-store.js';
import {
  deleteKeys,
  describeRedis,
  freePort,
  NO_REDIS_SERVER,
  type OwnRedisServer,
  RecordingLogger,
  startRedisServer,
  TEST_REDIS_URL,
  testKeyPrefix,
  waitUntil,
} from '../helpers/redis.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

const T0 = 1_800_000_000_000;

type StoreOptions = Omit<RedisRateLimitStoreOptions, 'url' | 'logger'> & { url?: string; logger?: RecordingLogger };

/**
 * Opens stores (each on a connection of its own, as instances have) and closes them all after the suite. These
 * suites test the shared buckets, not the fallback: a generous timeout keeps a loaded machine from making a store
 * fall back to its local bucket, and the suite fails if any store did.
 */
function storeFactory(prefix: string) {
  const stores: { store: RedisRateLimitStore; logger: RecordingLogger }[] = [];
  return {
    async open(options: StoreOptions): Promise<RedisRateLimitStore> {
      const logger = new RecordingLogger();
      const store = new RedisRateLimitStore({
        url: TEST_REDIS_URL,
        keyPrefix: prefix,
        logger,
        timeoutMs: 5000,
        ...options,
      });
      stores.push({ store, logger });
      await waitUntil(() => store.shared, 5000, 'the store is connected');
      return store;
    },
    async closeAll() {
      await Promise.all(stores.map((s) => s.store.close()));
      await deleteKeys(TEST_REDIS_URL, prefix);
      assert.deepEqual(
        stores.flatMap((s) => s.logger.messages('error')),
        [],
        'every decision came from Redis',
      );
    },
  };
}

const brief = (d: RateLimitDecision) => [d.allowed, d.remaining] as const;

describeRedis('RedisRateLimitStore: the token bucket', () => {
  const prefix = testKeyPrefix();
  const stores = storeFactory(prefix);
  after(() => stores.closeAll());

  it('allows a burst, then refuses, with the headers the in-memory store gives for the same sequence', async () => {
    const store = await stores.open({ perSecond: 2, burst: 5 });
    const memory = new InMemoryRateLimitStore(2, 5);
    const fromRedis: RateLimitDecision[] = [];
    const fromMemory: RateLimitDecision[] = [];
    for (let i = 0; i < 7; i++) {
      fromRedis.push(await store.consume('burst', Date.now()));
      fromMemory.push(memory.consume('burst', T0));
    }
    assert.deepEqual(fromRedis.map(brief), [
      [true, 4],
      [true, 3],
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    // A few milliseconds pass between the Redis calls (0.002 tokens each at 2/s): no header changes for that.
    assert.deepEqual(fromRedis, fromMemory);
    assert.equal(fromRedis[5]?.retryAfterSeconds, 1);
    assert.equal(fromRedis[5]?.resetSeconds, 3);
  });

  it('refills over time at the configured rate, up to the burst', async () => {
    const store = await stores.open({ perSecond: 5, burst: 3 });
    const first = [];
    for (let i = 0; i < 4; i++) first.push(await store.consume('refill', Date.now()));
    assert.deepEqual(
      first.map((d) => d.allowed),
      [true, true, true, false],
    );
    assert.equal(first[3]?.retryAfterSeconds, 1, 'one token is 200 ms away; Retry-After is whole seconds');
    await sleep(1000); // a full bucket takes 600 ms
    const again = [];
    for (let i = 0; i < 4; i++) again.push(await store.consume('refill', Date.now()));
    assert.deepEqual(
      again.map(brief),
      [
        [true, 2],
        [true, 1],
        [true, 0],
        [false, 0],
      ],
      'full again after a long wait, and never beyond the burst',
    );
  });

  it('keeps a hash {tokens, updated_at_ms} per key that expires once the bucket would be full again', async () => {
    const store = await stores.open({ perSecond: 5, burst: 3 });
    const redis = new Redis(TEST_REDIS_URL);
    try {
      for (let i = 0; i < 3; i++) await store.consume('idle', Date.now());
      const key = `${prefix}idle`;
      const hash = await redis.hgetall(key);
      assert.deepEqual(Object.keys(hash).sort(), ['tokens', 'updated_at_ms']);
      assert.ok(Number(hash.tokens) < 1);
      const ttl = await redis.pttl(key);
      assert.ok(ttl > 0 && ttl <= 600, `3 missing tokens at 5/s are back within 600 ms; PTTL ${ttl}`);
      await sleep(1000);
      assert.equal(await redis.exists(key), 0, 'an idle key vanishes');
      assert.deepEqual(brief(await store.consume('idle', Date.now())), [true, 2]);
    } finally {
      redis.disconnect();
    }
  });

  it("replays the in-memory store's arithmetic exactly on a shared timeline (the script's own clock left out)", async () => {
    // A seeded sequence of steps (bursts at one instant, refills, idle days) at rates with fractions. The keys
    // expire in real time: the timeline never moves slower than the real clock, so a key can only have expired when
    // the in-memory bucket is full too (and with a burst of 2 or more its TTL is at least 1/perSecond anyway).
    let seed = 42;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (const [perSecond, burst] of [
      [2, 5],
      [0.25, 2],
      [1.5, 7],
      [4, 3],
      [3, 100],
    ] as const) {
      const store = await stores.open({ perSecond, burst, useServerTime: false });
      const memory = new InMemoryRateLimitStore(perSecond, burst);
      const key = `replay-${perSecond}-${burst}`;
      let now = T0;
      let real = performance.now();
      for (let step = 0; step < 150; step++) {
        const r = random();
        const planned = r < 0.5 ? 0 : r < 0.97 ? Math.floor(random() * 1500) : Math.floor(random() * 86_400_000);
        const previousReal = real;
        real = performance.now();
        now += Math.max(planned, Math.ceil(real - previousReal));
        const expected = memory.consume(key, now);
        const actual = await store.consume(key, now);
        assert.deepEqual(actual, expected, `rate ${perSecond}/s, burst ${burst}, step ${step} at T0 + ${now - T0} ms`);
      }
    }
  });

  it('refills nothing (and takes nothing) when the clock steps back', async () => {
    const store = await stores.open({ perSecond: 1, burst: 3, useServerTime: false });
    assert.deepEqual(brief(await store.consume('clock', T0 + 10_000)), [true, 2]);
    assert.deepEqual(brief(await store.consume('clock', T0)), [true, 1], 'as if no time had passed');
    assert.deepEqual(
      brief(await store.consume('clock', T0 + 1000)),
      [true, 1],
      'and it goes on from the new time: one token back a second later',
    );
  });
});

describeRedis('RedisRateLimitStore: one bucket shared by every instance', () => {
  const prefix = testKeyPrefix();
  const stores = storeFactory(prefix);
  after(() => stores.closeAll());

  it('two stores on two connections share a bucket: burst 5 taken in turns, the 6th refused whoever asks', async () => {
    const a = await stores.open({ perSecond: 0.5, burst: 5 });
    const b = await stores.open({ perSecond: 0.5, burst: 5 });
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await (i % 2 === 0 ? a : b).consume('shared', Date.now()));
    assert.deepEqual(decisions.map(brief), [
      [true, 4],
      [true, 3],
      [true, 2],
      [true, 1],
      [true, 0],
    ]);
    assert.equal((await a.consume('shared', Date.now())).allowed, false);
    assert.equal((await b.consume('shared', Date.now())).allowed, false);
    assert.equal((await a.consume('other', Date.now())).allowed, true, 'another key has a bucket of its own');
  });

  it('is atomic: 200 concurrent consumes from two instances against a burst of 50 allow exactly 50', async () => {
    const a = await stores.open({ perSecond: 0.01, burst: 50 });
    const b = await stores.open({ perSecond: 0.01, burst: 50 });
    const decisions = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? a : b).consume('crowd', Date.now())),
    );
    assert.equal(decisions.filter((d) => d.allowed).length, 50);
    assert.deepEqual(
      decisions
        .filter((d) => d.allowed)
        .map((d) => d.remaining)
        .sort((x, y) => x - y),
      Array.from({ length: 50 }, (_, i) => i),
      'each token was handed out once: every remaining count from 49 down to 0 appears exactly once',
    );
  });

  for (const dialect of testDialects()) {
    describe(`through HTTP: two apps, each with its own Redis store [${dialect}]`, () => {
      // 0.2/s: no token comes back while the test runs, however slow the machine.
      const rateLimit = { perSecond: 0.2, burst: 5 };
      let first: TestApp;
      let second: TestApp;
      before(async () => {
        first = await startTestApp(dialect, { rateLimit, rateLimitStore: await stores.open(rateLimit) });
        // The second app serves the same database, as a second instance would.
        second = await startTestApp(dialect, {
          rateLimit,
          rateLimitStore: await stores.open(rateLimit),
          ctx: first.ctx,
        });
      });
      after(async () => {
        await first?.close();
        await second?.close();
      });

      it('answers 429 once the shared burst is spent, requests alternating between the apps', async () => {
        const tenant = await createTenant(first.ctx);
        const apps = [first, second];
        const responses: LightMyRequestResponse[] = [];
        for (let i = 0; i < 7; i++) {
          responses.push(
            await (apps[i % 2] as TestApp).app.inject({ url: '/api/v1/verifications', headers: tenant.headers }),
          );
        }
        assert.deepEqual(
          responses.map((r) => r.statusCode),
          [200, 200, 200, 200, 200, 429, 429],
        );
        assert.deepEqual(
          responses.map((r) => Number(r.headers['ratelimit-remaining'])),
          [4, 3, 2, 1, 0, 0, 0],
        );
        for (const limited of responses.slice(5)) {
          assert.equal(limited.json().error.code, 'rate_limited');
          assert.equal(limited.headers['retry-after'], '5');
          assert.equal(limited.headers['ratelimit-limit'], '5');
        }
      });
    });
  }
});

describe('RedisRateLimitStore when Redis goes away', { skip: NO_REDIS_SERVER }, () => {
  let server: OwnRedisServer | undefined;
  const open: RedisRateLimitStore[] = [];
  after(async () => {
    await Promise.all(open.map((s) => s.close()));
    await server?.kill();
  });

  async function twoInstances(url: string, extra: Partial<StoreOptions> = {}) {
    const make = async () => {
      const logger = new RecordingLogger();
      // 0.1/s: nothing refills during the test; short reconnection delays keep it quick; a 1 s timeout keeps a
      // loaded machine from looking like an outage (a dead server fails at once, a hung one is its own test).
      const store = new RedisRateLimitStore({
        url,
        perSecond: 0.1,
        burst: 3,
        logger,
        maxReconnectDelayMs: 200,
        timeoutMs: 1000,
        ...extra,
      });
      open.push(store);
      await waitUntil(() => store.shared, 5000, 'the store is connected');
      return { store, logger };
    };
    return [await make(), await make()] as const;
  }

  /** Consumes, checking that the answer comes within a bound (the timeout and some slack) however Redis is doing. */
  async function timedConsume(store: RedisRateLimitStore, key: string): Promise<RateLimitDecision> {
    const started = performance.now();
    const decision = await store.consume(key, Date.now());
    const ms = performance.now() - started;
    assert.ok(ms < 2500, `consume answered in ${Math.round(ms)} ms`);
    return decision;
  }

  it('fails open to a local limiter with one error logged, and shares again once Redis is back', async () => {
    const port = await freePort();
    server = await startRedisServer(port);
    const [a, b] = await twoInstances(server.url);
    assert.deepEqual(a.logger.messages('info'), ['Redis rate limiting connected']);

    assert.deepEqual(brief(await a.store.consume('k', Date.now())), [true, 2]);
    assert.deepEqual(brief(await b.store.consume('k', Date.now())), [true, 1], 'shared before the outage');

    await server.kill();
    const during = [];
    for (let i = 0; i < 5; i++) during.push(await timedConsume(a.store, 'k'));
    assert.deepEqual(
      during.map(brief),
      [
        [true, 2],
        [true, 1],
        [true, 0],
        [false, 0],
        [false, 0],
      ],
      "fail open: the instance's own bucket (full, it had not been used) still limits the caller",
    );
    assert.equal(during[3]?.retryAfterSeconds, 10);
    // Several reconnection attempts fail meanwhile (200 ms apart at most), and requests keep coming.
    await sleep(1000);
    for (let i = 0; i < 5; i++) assert.equal((await timedConsume(a.store, 'k')).allowed, false);
    assert.equal(a.store.shared, false);
    assert.equal(a.logger.messages('error').length, 1, `one error for the outage: ${JSON.stringify(a.logger.lines)}`);
    assert.match(a.logger.messages('error')[0] ?? '', /^Redis rate limiting unavailable/);
    assert.equal(b.logger.messages('error').length, 1);

    server = await startRedisServer(port);
    for (const { store, logger } of [a, b]) {
      await waitUntil(() => logger.messages('info').includes('Redis rate limiting restored'), 10_000, 'restored');
      await waitUntil(() => store.shared, 1000, 'the store is shared again');
    }
    // The new server is empty: a full shared bucket again, taken in turns by both instances.
    const shared = [];
    for (let i = 0; i < 4; i++) shared.push(await (i % 2 === 0 ? a : b).store.consume('k', Date.now()));
    assert.deepEqual(shared.map(brief), [
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    for (const { logger } of [a, b]) {
      assert.equal(logger.messages('error').length, 1, 'no more errors');
      assert.deepEqual(logger.messages('info'), ['Redis rate limiting connected', 'Redis rate limiting restored']);
    }
  });

  it('a hung Redis costs a request at most the timeout, once; it is used again as soon as it answers', async () => {
    await server?.kill();
    const own = await startRedisServer(await freePort());
    server = own;
    const [a, b] = await twoInstances(own.url, { timeoutMs: 300, probeIntervalMs: 600 });
    own.pause(); // SIGSTOP: the connection stays open, nothing answers
    try {
      const during = [];
      for (let i = 0; i < 4; i++) during.push(await timedConsume(a.store, 'hung'));
      assert.deepEqual(
        during.map((d) => d.allowed),
        [true, true, true, false],
        'the first call waits for the timeout, then the local bucket decides',
      );
      assert.equal(a.logger.messages('error').length, 1);
      const logged = a.logger.lines.find((l) => l.level === 'error')?.details as { err?: Error } | undefined;
      assert.match(logged?.err?.message ?? '', /^Redis did not answer within 300 ms$/);
      await sleep(800); // past the probe interval: the next request tries Redis again, and times out again
      assert.equal((await timedConsume(a.store, 'hung')).allowed, false);
      assert.equal(a.logger.messages('error').length, 1, 'still one error');
    } finally {
      own.resume();
    }
    // One request per probe interval tries Redis; the first after it answers again restores the shared buckets.
    const deadline = Date.now() + 10_000;
    while (!a.logger.messages('info').includes('Redis rate limiting restored')) {
      assert.ok(Date.now() < deadline, 'restored within 10 s');
      await sleep(100);
      await a.store.consume('probe', Date.now());
    }
    // A fresh key: the calls that timed out did reach Redis once it went on, and took tokens of "hung" there.
    assert.deepEqual(brief(await a.store.consume('fresh', Date.now())), [true, 2]);
    assert.deepEqual(brief(await b.store.consume('fresh', Date.now())), [true, 1], 'the other instance sees it');
    assert.deepEqual(a.logger.messages('info'), ['Redis rate limiting connected', 'Redis rate limiting restored']);
    assert.equal(a.logger.messages('error').length, 1);
    assert.deepEqual(b.logger.messages('error'), [], 'the other instance never asked while Redis hung');
  });
});
