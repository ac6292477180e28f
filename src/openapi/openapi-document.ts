import { tmpdir } from 'node:os';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import { LocalDiskBlobStore } from '../files/local-disk-blob-store.js';
import { DeliverySignal } from '../services/delivery-signal.js';
import { PresentedCaseMemo } from '../services/presented-case-memo.js';
import { systemClock } from '../services/service-context.js';

/**
 * The service's OpenAPI document, built from the same route schemas that validate and serialize, without a
 * database behind it (nothing is served). Used to generate the browser apps' typed client.
 */
export async function buildOpenApiDocument(publicUrl = 'http://localhost:8080'): Promise<unknown> {
  const database = openDatabase({ databaseUrl: null, dataDir: tmpdir(), sqliteFile: ':memory:' });
  const app = await buildApp({
    ctx: {
      db: database.db,
      dialect: database.dialect,
      blobs: new LocalDiskBlobStore(tmpdir()),
      secret: 'openapi-document',
      downloadUrl: publicUrl,
      uploadLimitBytes: 1,
      deliverySignal: new DeliverySignal(),
      caseViews: new PresentedCaseMemo(),
      webhookAllowPrivate: false,
      publicUrl,
      now: systemClock,
    },
    publicUrl,
    bodyLimitBytes: 1,
    rateLimit: null,
    logger: false,
  });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}
