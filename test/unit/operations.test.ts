import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.js';
import { shutDown } from '../../src/shutdown.js';

const base = { DOSSIER_SECRET: 'a-sufficiently-long-test-secret', DATABASE_URL: 'postgres://db/dossier' };

describe('metrics settings', () => {
  it('serves no metrics unless a token or a port is set; the metrics host defaults to HOST', () => {
    const config = loadConfig(base);
    assert.equal(config.metricsToken, null);
    assert.equal(config.metricsPort, null);
    assert.equal(config.metricsHost, '0.0.0.0');
    assert.equal(loadConfig({ ...base, HOST: '10.0.0.5' }).metricsHost, '10.0.0.5');
    const set = loadConfig({
      ...base,
      DOSSIER_METRICS_TOKEN: 'x'.repeat(16),
      DOSSIER_METRICS_PORT: '9100',
      DOSSIER_METRICS_HOST: '10.0.0.6',
    });
    assert.deepEqual([set.metricsToken, set.metricsPort, set.metricsHost], ['x'.repeat(16), 9100, '10.0.0.6']);
  });

  it('refuses a short token, a bad port, and the API port', () => {
    const refuses = (env: Record<string, string>, pattern: RegExp) =>
      assert.throws(
        () => loadConfig({ ...base, ...env }),
        (error: unknown) => error instanceof ConfigError && pattern.test(error.message),
      );
    refuses({ DOSSIER_METRICS_TOKEN: 'short' }, /DOSSIER_METRICS_TOKEN must be at least 16 characters/);
    refuses({ DOSSIER_METRICS_PORT: 'abc' }, /DOSSIER_METRICS_PORT must be a whole number/);
    refuses({ DOSSIER_METRICS_PORT: '70000' }, /DOSSIER_METRICS_PORT must be between 1 and 65535/);
    refuses({ DOSSIER_METRICS_PORT: '8080' }, /DOSSIER_METRICS_PORT must differ from PORT \(8080\)/);
    refuses({ PORT: '9100', DOSSIER_METRICS_PORT: '9100' }, /must differ from PORT/);
  });
});

describe('shutDown', () => {
  const logger = () => {
    const lines: string[] = [];
    const log = (_fields: unknown, msg?: string) => void lines.push(msg ?? '');
    return { lines, logger: { info: log, warn: log, error: log } };
  };

  it('stops every part at once, then runs finally', async () => {
    const { lines, logger: log } = logger();
    const events: string[] = [];
    const part = (name: string, ms: number) => ({
      name,
      async stop() {
        events.push(`${name} stopping`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        events.push(`${name} stopped`);
      },
    });
    const started = Date.now();
    await shutDown('SIGTERM', {
      logger: log,
      parts: [part('http', 150), null, part('webhook worker', 100), part('mail worker', 10)],
      finally: async () => void events.push('database closed'),
    });
    const took = Date.now() - started;
    assert.ok(took < 240, `the parts stop side by side: ${took} ms`);
    assert.deepEqual(events.slice(0, 3), ['http stopping', 'webhook worker stopping', 'mail worker stopping']);
    assert.equal(events.at(-1), 'database closed');
    assert.deepEqual(lines, [
      'shutting down: no new work; finishing what is in flight',
      'mail worker stopped',
      'webhook worker stopped',
      'http stopped',
      'shut down',
    ]);
  });

  it('still closes the rest when a part fails to stop, and reports the failure', async () => {
    const { lines, logger: log } = logger();
    let closed = false;
    await assert.rejects(
      shutDown('SIGINT', {
        logger: log,
        parts: [
          {
            name: 'http',
            stop: async () => {
              throw new Error('boom');
            },
          },
          { name: 'mail worker', stop: async () => {} },
        ],
        finally: async () => {
          closed = true;
        },
      }),
      /a part did not stop cleanly/,
    );
    assert.equal(closed, true);
    assert.ok(lines.includes('http did not stop cleanly'));
    assert.ok(lines.includes('mail worker stopped'));
  });
});
