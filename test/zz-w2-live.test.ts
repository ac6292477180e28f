import { it } from 'node:test';
import { createTenant, startTestApp } from './helpers/test-app.js';
import { nthEvent, openCase, registerEndpoint, startTestWorker, startWebhookReceiver, transition } from './helpers/webhook-receiver.js';

it('live', async () => {
  const dialect = (process.env.D ?? 'sqlite') as 'sqlite' | 'postgres';
  const t = await startTestApp(dialect);
  const tenant = await createTenant(t.ctx);
  const hooks = await startWebhookReceiver();
  await registerEndpoint(t, tenant, hooks);
  const worker = await startTestWorker(t, { concurrency: 512, perEndpointConcurrency: 32, pollMs: 1000 });
  const C = Number(process.env.C ?? 50), PER = Number(process.env.PER ?? 20);
  const cases = await Promise.all(Array.from({ length: C }, () => openCase(t, tenant)));
  const t0 = Date.now();
  await Promise.all(cases.map(async (id) => { for (let n = 0; n < PER; n++) await transition(t, tenant, id, nthEvent(n)); }));
  const t1 = Date.now();
  await hooks.waitFor(() => hooks.delivered().length >= C * PER, 'all', 120000);
  const t2 = Date.now();
  const delays = hooks.delivered().map((r) => r.receivedAt - Date.parse(String(r.payload.occurred_at))).sort((a, b) => a - b);
  console.log(`api ${Math.round(C * PER / (t1 - t0) * 1000)}/s, all delivered ${Math.round(C * PER / (t2 - t0) * 1000)}/s, p50 ${delays[Math.floor(delays.length / 2)]} p99 ${delays[Math.floor(delays.length * 0.99)]}`);
  await worker.stop(); await hooks.close(); await t.close();
});
