import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedReferenceData } from '../../src/db/seed-reference-data.js';
import { jurisdictions } from '../../src/reference/index.js';
import { createTestDatabase, type TestDatabase, testDialects } from '../helpers/test-app.js';

for (const dialect of testDialects()) {
  describe(`reference data at start-up [${dialect}]`, () => {
    let database: TestDatabase;
    before(async () => {
      // Created, migrated and seeded once, as a first start does.
      database = await createTestDatabase(dialect);
    });
    after(() => database.close());

    const germany = jurisdictions.find((j) => j.code === 'de');

    const storedName = async () =>
      (
        await database.handle.db
          .selectFrom('jurisdictions')
          .select('name')
          .where('id', '=', germany?.id ?? '')
          .executeTakeFirstOrThrow()
      ).name;

    it('is not written again by a restart when the shipped data is unchanged', async () => {
      assert.ok(germany);
      assert.equal(await seedReferenceData(database.handle.db), false);
      // A row changed behind its back stays changed: nothing was rewritten.
      await database.handle.db
        .updateTable('jurisdictions')
        .set({ name: 'Edited by hand' })
        .where('id', '=', germany.id)
        .execute();
      assert.equal(await seedReferenceData(database.handle.db), false);
      assert.equal(await storedName(), 'Edited by hand');
    });

    it('is reloaded whole when the shipped data differs from what was last loaded (a new release)', async () => {
      await database.handle.db
        .updateTable('reference_data_state')
        .set({ fingerprint: 'an older release' })
        .where('id', '=', 1)
        .execute();
      assert.equal(await seedReferenceData(database.handle.db), true);
      assert.equal(await storedName(), germany?.name, 'the shipped row is back');
      assert.equal(await seedReferenceData(database.handle.db), false, 'and the next start skips it again');
    });
  });
}
