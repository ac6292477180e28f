import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { API_TYPES_FILE, generateApiTypes, generatePortalTypes, PORTAL_TYPES_FILE } from '../../scripts/api-types.js';
import { ensureConsoleBuilt, WEB_DIR } from '../helpers/live-service.js';
import { SQLITE_PASS_ONLY } from '../helpers/test-app.js';

/** The console's first load budget: JavaScript and CSS, gzipped, as a browser on a bank's network fetches them. */
const FIRST_LOAD_BUDGET_BYTES = 250 * 1024;

describe('the browser apps are built from what the service says', { skip: SQLITE_PASS_ONLY }, () => {
  it('has committed API types that match the OpenAPI document (run npm run api-types when this fails)', async () => {
    const generated = await generateApiTypes();
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    assert.ok(generated === committed, 'web/shared/api-types.ts is stale: run `npm run api-types` and commit it');
  });

  it("has committed portal types that match the service's draft, requirements and request schemas", async () => {
    const generated = await generatePortalTypes();
    const committed = readFileSync(PORTAL_TYPES_FILE, 'utf8');
    assert.ok(
      generated === committed,
      'web/portal/api/service-types.ts is stale: run `npm run api-types` and commit it',
    );
  });

  describe('the console build', () => {
    before(() => ensureConsoleBuilt());

    it(`loads at most ${FIRST_LOAD_BUDGET_BYTES / 1024} KB of JavaScript and CSS (gzip) on first load`, (t) => {
      const dir = join(WEB_DIR, 'console');
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      // What the page loads before it can render: its module scripts, their preloads and its stylesheets.
      const urls = [...html.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+\.(?:js|css))"/g)].map(
        (m) => m[1] as string,
      );
      assert.ok(
        urls.some((u) => u.endsWith('.js')),
        `a script in ${html}`,
      );
      let total = 0;
      for (const url of new Set(urls)) total += gzipSync(readFileSync(join(dir, url)), { level: 9 }).length;
      t.diagnostic(`console first load: ${(total / 1024).toFixed(1)} KB gzip in ${new Set(urls).size} files`);
      assert.ok(total <= FIRST_LOAD_BUDGET_BYTES, `${total} bytes over budget`);
    });

    it('ships no inline script and no eval, so the CSP can forbid both', () => {
      const dir = join(WEB_DIR, 'console');
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      assert.ok(!/<script(?![^>]*\bsrc=)[^>]*>/.test(html), 'no inline <script> in index.html');
      assert.ok(!/\son[a-z]+=/i.test(html), 'no inline event handlers');
    });
  });
});
