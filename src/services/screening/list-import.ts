import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  closeScreeningEntries,
  currentScreeningEntriesFor,
  currentScreeningKeysAfter,
  ensureScreeningSource,
  findScreeningVersion,
  insertScreeningEntries,
  insertScreeningNameKeys,
  insertScreeningVersion,
  lockScreeningSource,
  type NewScreeningEntry,
  refreshScreeningListStatistics,
  setCurrentScreeningVersion,
  tidyScreeningListTables,
} from '../../db/repositories/screening-lists-repository.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../domain/app-error.js';
import { uuidv7 } from '../../domain/uuid.js';
import { KeyDigestSet } from '../../screening/key-digest-set.js';
import { type ListEntry, ListFormatError } from '../../screening/list-entry.js';
import { prepareEntry } from '../../screening/match/entry-score.js';
import { entryKeys } from '../../screening/match/index-keys.js';
import type { ServiceContext } from '../service-context.js';
import { type ListFiles, listFilesOf, type ScreeningSource } from './list-sources.js';

export interface ListImportResult {
  readonly version_id: string;
  readonly source: ScreeningSource;
  /** True when the files were the current version's: nothing was written. */
  readonly unchanged: boolean;
  readonly entry_count: number;
  readonly added: number;
  readonly changed: number;
  readonly removed: number;
}

/** The hash of a version's content: every file in order, each with its length, read as a stream. */
async function contentHash(files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    const part = createHash('sha256');
    for await (const chunk of createReadStream(file)) part.update(chunk as Buffer);
    hash.update(`${part.digest('hex')}\n`);
  }
  return hash.digest('hex');
}

/** Rows written per batch while the file streams: bounds memory, whatever the list's size. */
const FLUSH_AT = 500;
/** Rows written before the import first refreshes the planner's statistics. */
const STATISTICS_FROM = 10_000;

/**
 * Imports a list file as the source's next version. The whole import is one transaction: a failure (a malformed
 * file, a killed process) leaves the previous version current and whole, and the import can simply be run again.
 * The same content as the current version writes nothing and answers the current version. Only entries whose
 * content changed are written; the others stay valid into the new version.
 */
export async function importScreeningList(
  ctx: ServiceContext,
  source: ScreeningSource,
  path: string,
): Promise<ListImportResult> {
  const files: ListFiles = await listFilesOf(source, path);
  const hash = await contentHash(files.files);
  const now = ctx.now();
  let written = 0;
  let result: ListImportResult;
  try {
    result = await inTransaction(ctx.db, async (trx) => {
      await ensureScreeningSource(trx, source, now);
      const currentId = await lockScreeningSource(trx, source, ctx.dialect === 'postgres');
      const current = currentId === null ? undefined : await findScreeningVersion(trx, currentId);
      if (current && current.content_hash === hash) {
        return {
          version_id: current.id,
          source,
          unchanged: true,
          entry_count: current.entry_count,
          added: 0,
          changed: 0,
          removed: 0,
        };
      }
      const seq = (current?.seq ?? 0) + 1;
      const versionId = uuidv7();
      // Memory stays flat whatever the list's size: the file is read a batch at a time, each batch compared with
      // its keys' current rows; only the keys seen are kept (as 16-byte digests, off the heap: key-digest-set.ts),
      // to find afterwards the entries the file dropped.
      const seen = new KeyDigestSet();
      let batch: ListEntry[] = [];
      let entries: NewScreeningEntry[] = [];
      let keys: { key: string; entry_id: string }[] = [];
      let closing: string[] = [];
      let added = 0;
      let changed = 0;
      let removed = 0;
      written = 0;
      // The planner's statistics are refreshed as the rows written double (10,000, 20,000, 40,000…): a handful of
      // ANALYZEs, each sampling a bounded number of rows, whatever the list's size.
      let analyzeAt = STATISTICS_FROM;
      const flush = async () => {
        await closeScreeningEntries(trx, closing, seq);
        await insertScreeningEntries(trx, ctx.dialect, entries);
        await insertScreeningNameKeys(trx, ctx.dialect, keys);
        written += entries.length;
        if (written >= analyzeAt) {
          await refreshScreeningListStatistics(trx, ctx.dialect);
          analyzeAt = written * 2;
        }
        entries = [];
        keys = [];
        closing = [];
        const pauseAfter = ctx.screeningImportPauseAfter;
        if (pauseAfter != null && written >= pauseAfter) {
          process.stderr.write(`screening import paused after ${written} entries\n`);
          await new Promise<never>(() => setInterval(() => {}, 60_000));
        }
      };
      const compareBatch = async () => {
        const previous = await currentScreeningEntriesFor(
          trx,
          source,
          batch.map((e) => e.source_key),
        );
        for (const entry of batch) {
          const data = JSON.stringify(entry);
          const entryHash = createHash('sha256').update(data).digest('hex');
          const before = previous.get(entry.source_key);
          if (before?.hash === entryHash) continue;
          if (before) {
            closing.push(before.id);
            changed++;
          } else {
            added++;
          }
          const id = uuidv7();
          entries.push({
            id,
            source,
            source_key: entry.source_key,
            content_hash: entryHash,
            kind: entry.kind,
            category: entry.category,
            data,
            valid_from_seq: seq,
          });
          for (const key of entryKeys(prepareEntry(entry))) keys.push({ key, entry_id: id });
        }
        batch = [];
        await flush();
      };
      for await (const entry of files.entries()) {
        if (!seen.add(entry.source_key)) {
          throw new ListFormatError(`the entry ${entry.source_key} appears twice`);
        }
        batch.push(entry);
        if (batch.length >= FLUSH_AT) await compareBatch();
      }
      await compareBatch();
      if (seen.size === 0) throw new ListFormatError('the file holds no entries');
      for (let after = ''; ; ) {
        const page = await currentScreeningKeysAfter(trx, source, seq, after, 1000);
        if (page.length === 0) break;
        for (const row of page) {
          if (!seen.has(row.source_key)) {
            closing.push(row.id);
            removed++;
          }
        }
        after = page[page.length - 1]?.source_key ?? after;
        await flush();
      }
      await insertScreeningVersion(trx, {
        id: versionId,
        source,
        seq,
        content_hash: hash,
        imported_at: now,
        entry_count: seen.size,
        added,
        changed,
        removed,
      });
      await setCurrentScreeningVersion(trx, source, versionId, now);
      return { version_id: versionId, source, unchanged: false, entry_count: seen.size, added, changed, removed };
    });
  } catch (error) {
    if (error instanceof ListFormatError) {
      throw new AppError('validation_failed', `The ${source} list file is malformed: ${error.message}`, [
        { field: 'path', message: error.message },
      ]);
    }
    throw error;
  }
  if (written >= STATISTICS_FROM) await tidyScreeningListTables(ctx.db, ctx.dialect);
  return result;
}
