import type { Db, ReadNow } from '../db/database.js';
import type { ReadMemo } from '../db/read-memo.js';
import type { SqlDialect } from '../db/sql-dialect.js';
import type { BlobStore } from '../files/blob-store.js';
import type { MailSignal } from '../mail/mail-signal.js';
import type { DeliverySignal } from './delivery-signal.js';
import type { PresentedCaseMemo } from './presented-case-memo.js';
import type { TokenRevocationFanOut } from './redis-token-revocations.js';
import type { ScreeningBackend } from './screening-backend.js';
import type { TokenCache } from './token-cache.js';

/** What every business action needs; built once at boot (buildServiceContext) and shared. */
export interface ServiceContext {
  readonly db: Db;
  readonly dialect: SqlDialect;
  readonly blobs: BlobStore;
  /** Signs attachment links. */
  readonly secret: string;
  /** Base of attachment urls ({download_url} in the spec). */
  readonly downloadUrl: string;
  readonly uploadLimitBytes: number;
  /** Wakes this process's delivery worker after deliveries commit. */
  readonly deliverySignal: DeliverySignal;
  /** Wakes this process's mail worker after a mail commits (see enqueueMail); absent where no worker listens. */
  readonly mailSignal?: MailSignal;
  /** Whether webhook endpoints may point at loopback, private or link-local addresses. */
  readonly webhookAllowPrivate: boolean;
  /** Whether a single sign-on issuer may be on a loopback or private address (http for localhost); false when absent. */
  readonly ssoAllowPrivate?: boolean;
  /** The service's public URL (DOSSIER_PUBLIC_URL): the base of links it sends people, such as set-password links. */
  readonly publicUrl: string;
  /** Each case's presented record, kept under its view_version (see PresentedCaseMemo). */
  readonly caseViews: PresentedCaseMemo;
  /**
   * SQLite: the case lists' and counts' results by query, kept until the next commit (see ReadMemo); absent on
   * PostgreSQL, where other instances write unseen, and every read goes to the database.
   */
  readonly caseListMemo?: ReadMemo<unknown>;
  /** SQLite: a read at once, with no promise (hot reads; see ReadNow); absent on PostgreSQL. */
  readonly readNow?: ReadNow;
  /** Authenticated access tokens kept between requests (serve); absent, every request looks its token up. */
  readonly tokenCache?: TokenCache;
  /**
   * PostgreSQL with REDIS_URL: revocations reach the instances' caches through Redis (redis-token-revocations.ts);
   * absent, through the revoking transaction's NOTIFY (PostgreSQL) or PRAGMA data_version (SQLite).
   */
  readonly tokenRevocations?: TokenRevocationFanOut;
  /** How long a portal invitation link stays valid (DOSSIER_INVITATION_TTL_DAYS); 14 days when absent. */
  readonly invitationTtlDays?: number;
  /**
   * Called each time sign-in is about to check a password against its hash (the costly step a lockout must bound):
   * tests count the checks with it; production leaves it out.
   */
  readonly onPasswordCheck?: () => void;
  /** Tests only: an erasure waits forever after deleting this many files (DOSSIER_TEST_ERASURE_PAUSE_AFTER_FILES). */
  readonly erasurePauseAfterFiles?: number | null;
  /** The lists and matcher screening uses (screening-backend.ts); absent, the embedded default. */
  readonly screening?: ScreeningBackend;
  /** Where the daily screening job fetches each list (DOSSIER_SCREENING_SOURCES); absent or empty, it fetches none. */
  readonly screeningSources?: readonly { readonly source: string; readonly url: string }[];
  /** Tests only: a list import waits forever after writing this many entries (DOSSIER_TEST_SCREENING_IMPORT_PAUSE_AFTER). */
  readonly screeningImportPauseAfter?: number | null;
  /** The current time as an ISO 8601 UTC string with milliseconds. */
  now(): string;
}

/** Who did something: recorded in the audit log. */
export type Actor =
  | { readonly type: 'token'; readonly id: string; readonly accountId: string }
  | { readonly type: 'user'; readonly id: string; readonly accountId: string }
  /** The company under review, through its invitation (the portal). */
  | { readonly type: 'customer'; readonly id: string; readonly accountId: string }
  | { readonly type: 'cli'; readonly id: null; readonly accountId: string };

/**
 * Who is calling, with what they may do: a user's role, or a token or the operator (who have the account's whole
 * access). What a case offers its caller (the events they may send) depends on it.
 */
export interface Caller {
  readonly actor: Actor;
  readonly role: 'admin' | 'officer' | 'viewer' | 'token' | 'cli';
}

/** How an actor is named in the four-eyes rule, review marks and the audit log: `user:<id>`, `token:<id>`, `cli`. */
export function actorKey(actor: Actor): string {
  return actor.id === null ? actor.type : `${actor.type}:${actor.id}`;
}

export const systemClock = (): string => new Date().toISOString();
