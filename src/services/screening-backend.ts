import { currentScreeningVersionIds } from '../db/repositories/screening-lists-repository.js';
import { AppError } from '../domain/app-error.js';
import { entriesChangedIn, screenSubjects } from './screening/screen-subject.js';
import type { ServiceContext } from './service-context.js';

/**
 * The seam between screening a case (this branch) and the lists and matcher (src/services/screening/, the list
 * branch). Case screening calls only this; after the two branches merge, `defaultScreeningBackend` calls the
 * matcher's `screenSubjects` and `entriesChangedIn`. A ServiceContext may carry another backend (the optional
 * yente provider, or a test's fixture lists).
 */
export interface ScreeningSubject {
  /** The caller's key, echoed on each match (a case's `director:<id>`, a check's `check`). */
  readonly key: string;
  readonly kind: 'person' | 'company' | 'crypto_address';
  readonly name?: string;
  readonly aliases?: readonly string[];
  readonly date_of_birth?: string | null;
  readonly nationality?: string | null;
  readonly jurisdiction_code?: string | null;
  readonly address?: string | null;
  readonly address_type?: string | null;
  readonly registration_number?: string | null;
}

export interface ScreeningExplanationItem {
  readonly feature: string;
  readonly detail: string;
  readonly contribution: number;
}

export interface ScreeningMatch {
  readonly subject_key: string;
  readonly category: 'sanction' | 'pep' | 'crypto';
  /** The list source, e.g. `ofac-sdn`, `un`, `eu-fsf`, `opensanctions`. */
  readonly source: string;
  readonly list_version_id: string;
  /** The entry's id within its source (stable across versions). */
  readonly entry_id: string;
  /** What the officer needs to judge the hit: names, aliases, dates, nationalities, addresses, programmes, link. */
  readonly entry: Readonly<Record<string, unknown>>;
  /** 0–1. */
  readonly score: number;
  readonly explanation: readonly ScreeningExplanationItem[];
}

/**
 * The entry's identity across list versions: its source and the publisher's id (`source_key`). The matcher's
 * `entry_id` names one content of the entry, and a changed entry gets a new one; a hit must stay the same issue.
 */
export function stableEntryId(match: ScreeningMatch): string {
  const key = match.entry.source_key;
  return typeof key === 'string' && key !== '' ? `${match.source}:${key}` : match.entry_id;
}

export interface ScreenOptions {
  readonly threshold?: number;
  /** Delta screening: compare only with these entries (the ones a list version changed). */
  readonly onlyEntryIds?: readonly string[];
  /**
   * A provider that keeps its own data (yente): only entities it changed since this day (YYYY-MM-DD). The
   * embedded lists ignore it: their delta is `onlyEntryIds`.
   */
  readonly changedSince?: string;
  /**
   * Someone waits for the answer (an intake, a submission, an ad-hoc check): a provider that retries tries once,
   * so a provider that hangs holds the request for one timeout, not for every attempt. The worker's retries and
   * rescreens leave it unset.
   */
  readonly callerWaits?: boolean;
}

/**
 * The provider could not answer (yente down, timing out, answering errors): a case's screening records the failure
 * and is tried again later; an ad-hoc check answers 503.
 */
export class ScreeningUnavailableError extends AppError {
  constructor(message: string) {
    super('unavailable', message);
  }
}

export interface ScreeningBackend {
  screenSubjects(
    ctx: ServiceContext,
    subjects: readonly ScreeningSubject[],
    options?: ScreenOptions,
  ): Promise<ScreeningMatch[]>;
  /** The ids of the entries a list version added or changed against the previous version of its source. */
  entriesChangedIn(ctx: ServiceContext, listVersionId: string): Promise<string[]>;
  /** Whether any list is loaded: before the first import there is nothing to screen against. */
  hasLists(ctx: ServiceContext): Promise<boolean>;
  /**
   * True for a provider that updates its own data (yente): the daily screening job rescreens the stored subjects
   * against what it changed since the job's last run (`changedSince`).
   */
  readonly updatesItsOwnData?: boolean;
}

/** The embedded lists and matcher (src/services/screening/): the default on every deployment. */
export const defaultScreeningBackend: ScreeningBackend = {
  async screenSubjects(ctx, subjects, options) {
    return (await screenSubjects(ctx, subjects, options)) as unknown as ScreeningMatch[];
  },
  async entriesChangedIn(ctx, listVersionId) {
    const changes = await entriesChangedIn(ctx, listVersionId);
    return changes === null ? [] : [...changes.added, ...changes.changed];
  },
  async hasLists(ctx) {
    return (await currentScreeningVersionIds(ctx.db)).size > 0;
  },
};

export function screeningBackendOf(ctx: ServiceContext): ScreeningBackend {
  return ctx.screening ?? defaultScreeningBackend;
}
