import { buildApp } from '../src/app.ts';
import { sampleIntake } from '../test/helpers/fixtures.ts';
import { createTenant, startTestApp } from '../test/helpers/test-app.ts';
const t = await startTestApp('sqlite');
const tenant = await createTenant(t.ctx);
const r = await t.app.inject({ method: 'POST', url: '/api/v1/verifications', headers: tenant.headers, payload: sampleIntake() });
const vid = r.json().verification.id;
const cid = (await t.app.inject({ url: `/api/v1/verifications/${vid}/companies`, headers: tenant.headers })).json().companies[0].id;
const url = `/api/v1/verifications/${vid}/companies/${cid}`;
for (const [name, u] of [['health', '/health'], ['detail', url], ['list', '/api/v1/verifications?limit=50']] as const) {
  for (let i = 0; i < 500; i++) await t.app.inject({ url: u, headers: tenant.headers });
  const n = 3000;
  const s = performance.now();
  for (let i = 0; i < n; i++) await t.app.inject({ url: u, headers: tenant.headers });
  console.log(name, (((performance.now() - s) / n) * 1000).toFixed(0), 'µs/req');
}
await t.close();
void buildApp;
