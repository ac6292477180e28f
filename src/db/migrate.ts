import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseHandle } from './database.js';
import * as initial from './migrations/001-initial.js';
import * as reviewWorkflow from './migrations/002-review-workflow-and-webhooks.js';
import * as usersAndSessions from './migrations/003-users-and-sessions.js';
import * as caseReview from './migrations/004-case-review.js';
import * as customerPortal from './migrations/005-customer-portal.js';
import * as readModels from './migrations/006-read-models.js';
import * as referenceDataFingerprint from './migrations/007-reference-data-fingerprint.js';
import * as caseViewVersion from './migrations/008-case-view-version.js';
import * as casePageIndexes from './migrations/009-case-page-indexes.js';
import * as reviewDiscipline from './migrations/010-review-discipline.js';
import * as queueForTeamLeads from './migrations/011-queue-for-team-leads.js';
import * as notApplicable from './migrations/012-not-applicable.js';
import * as answeredFields from './migrations/013-answered-fields.js';
import * as signInAttempts from './migrations/015-sign-in-attempts.js';
import * as portalLinkProvenance from './migrations/016-portal-link-provenance.js';
import * as multiFactorSignIn from './migrations/017-multi-factor-sign-in.js';
import * as tokenCreatorAndSessionDevices from './migrations/018-token-creator-and-session-devices.js';
import * as passkeys from './migrations/019-passkeys.js';
import * as singleSignOn from './migrations/020-single-sign-on.js';
import * as retentionAndErasure from './migrations/021-retention-and-erasure.js';
import * as ownershipStructure from './migrations/022-ownership-structure.js';
import * as screeningLists from './migrations/023-screening-lists.js';
import * as screeningIssues from './migrations/024-screening-issues.js';
import * as sourceSystemFields from './migrations/025-source-system-fields.js';
import * as riskAndCalendar from './migrations/026-risk-and-calendar.js';
import * as companyDetailRole from './migrations/027-company-detail-role.js';
import * as customerReminders from './migrations/028-customer-reminders.js';
import * as queueRiskAndDueOrders from './migrations/029-queue-risk-and-due-orders.js';
import * as screeningFailures from './migrations/031-screening-failures.js';
import * as casePageUpdated from './migrations/032-case-page-updated.js';
import * as recurringAssignment from './migrations/033-recurring-assignment.js';
import type { SqlDialect } from './sql-dialect.js';

type DialectMigration = { up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> };

/** Forward-only and numbered; a migration never changes once released. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-initial': initial,
  '002-review-workflow-and-webhooks': reviewWorkflow,
  '003-users-and-sessions': usersAndSessions,
  '004-case-review': caseReview,
  '005-customer-portal': customerPortal,
  '006-read-models': readModels,
  '007-reference-data-fingerprint': referenceDataFingerprint,
  '008-case-view-version': caseViewVersion,
  '009-case-page-indexes': casePageIndexes,
  '010-review-discipline': reviewDiscipline,
  '011-queue-for-team-leads': queueForTeamLeads,
  '012-not-applicable': notApplicable,
  '013-answered-fields': answeredFields,
  '015-sign-in-attempts': signInAttempts,
  '016-portal-link-provenance': portalLinkProvenance,
  '017-multi-factor-sign-in': multiFactorSignIn,
  '018-token-creator-and-session-devices': tokenCreatorAndSessionDevices,
  '019-passkeys': passkeys,
  '020-single-sign-on': singleSignOn,
  '021-retention-and-erasure': retentionAndErasure,
  '022-ownership-structure': ownershipStructure,
  '023-screening-lists': screeningLists,
  '024-screening-issues': screeningIssues,
  '025-source-system-fields': sourceSystemFields,
  '026-risk-and-calendar': riskAndCalendar,
  '027-company-detail-role': companyDetailRole,
  '028-customer-reminders': customerReminders,
  '029-queue-risk-and-due-orders': queueRiskAndDueOrders,
  '031-screening-failures': screeningFailures,
  '032-case-page-updated': casePageUpdated,
  '033-recurring-assignment': recurringAssignment,
};

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: SqlDialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(MIGRATIONS)) {
      out[name] = { up: (db) => migration.up(db, this.dialect) };
    }
    return out;
  }
}

/** Applies every pending migration; returns the names applied. Throws on the first failure. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticMigrationProvider(handle.dialect),
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
