import assert from 'node:assert/strict';
import type { Tenant, TestApp } from './test-app.js';

/**
 * `/api/v1` as a tenant's integration calls it, on a test app started later (in `before`, hence the getter):
 * `call` answers the raw response, `get` asserts 200 and answers the JSON, `directorOf` the case's first director.
 */
export function tenantApi(app: () => TestApp) {
  const call = async (tenant: Tenant, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    app().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: tenant.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = async (tenant: Tenant, url: string) => {
    const res = await call(tenant, 'GET', url);
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  const directorOf = async (tenant: Tenant, id: string) =>
    (await get(tenant, `/verifications/${id}/directors`)).directors[0] as { id: string; person: { id: string } };
  return { call, get, directorOf };
}
