import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { ZipFile } from 'yazl';
import { toJson } from '../db/column-values.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { inTransaction } from '../db/transaction.js';
import { uuidv7 } from '../domain/uuid.js';
import { resolveAuditActors } from './audit-actors.js';
import { collectPersonalData, type PersonalData } from './personal-data-collection.js';
import type { Caller, ServiceContext } from './service-context.js';

/** How "the same person" is found, as the manifest states it (the rule itself is domain/person-identity.ts). */
export const SAME_PERSON_RULE =
  'The requested person record, plus every person record in this account’s cases with the same full name ' +
  '(Unicode NFKC, lower-cased, white space collapsed; accents kept) and the same date of birth. A record without a ' +
  'date of birth matches only itself. Other accounts are never searched.';

interface EntryDigest {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
}

/** Passes bytes through unchanged while hashing and counting them, so the manifest states what the ZIP holds. */
function digesting(path: string, done: (digest: EntryDigest) => void): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      done({ path, size, sha256: hash.digest('hex') });
      callback();
    },
  });
}

function jsonBytes(value: unknown): Buffer {
  return Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
}

/** Records the export in the audit log of every case it draws on, in one transaction, before any byte is sent. */
async function recordExport(ctx: ServiceContext, caller: Caller, data: PersonalData, at: string): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    for (const theCase of data.cases) {
      const inCase = data.persons.filter((p) => (p.case as { id: string }).id === theCase.id).map((p) => p.id);
      await appendAuditLog(trx, {
        id: uuidv7(),
        account_id: caller.actor.accountId,
        verification_id: theCase.id,
        actor_type: caller.actor.type,
        actor_id: caller.actor.id,
        action: 'person.exported',
        from_state: null,
        to_state: null,
        comment: null,
        data: toJson({ person_id: data.requestedPersonId, person_ids: inCase, files: data.files.length }),
        created_at: at,
      });
    }
  });
}

/**
 * A subject access export: a ZIP of everything the account holds about a person, streamed. JSON parts are
 * small and added whole; each original upload is opened from the blob store only when the writer reaches it
 * (addReadStreamLazy) and piped through with backpressure, stored uncompressed (images and PDFs are compressed
 * already), so memory stays flat whatever the files' size. The manifest comes last: it lists every other entry
 * with the SHA-256 of the bytes actually written, which the writer has by then.
 */
export async function exportPersonalData(
  ctx: ServiceContext,
  caller: Caller,
  personId: string,
): Promise<{ stream: Readable }> {
  const accountId = caller.actor.accountId;
  const data = await collectPersonalData(ctx, accountId, personId);
  const exportedAt = ctx.now();
  const named = await resolveAuditActors(ctx, accountId, [
    { actor_type: caller.actor.type, actor_id: caller.actor.id },
  ]);
  const requestedBy = named({ actor_type: caller.actor.type, actor_id: caller.actor.id });
  await recordExport(ctx, caller, data, exportedAt);

  const zip = new ZipFile();
  const digests: EntryDigest[] = [];
  const mtime = new Date(exportedAt);
  const addJson = (path: string, value: unknown) => {
    const bytes = jsonBytes(value);
    digests.push({ path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    zip.addBuffer(bytes, path, { mtime });
  };

  for (const person of data.persons) addJson(`persons/${person.id as string}.json`, person);
  // The blob being copied now, if any: a client that goes away mid-download must not leave it open (a file
  // descriptor, or an S3 connection) waiting for a reader that never comes.
  const reading = new Set<Readable>();
  for (const file of data.files) {
    zip.addReadStreamLazy(file.path, { compress: false, mtime }, (open) => {
      try {
        const source = ctx.blobs.read(file.storageKey);
        reading.add(source);
        source.once('close', () => reading.delete(source));
        const tap = digesting(file.path, (d) => digests.push(d));
        // yazl listens for no error on a lazily opened stream: a blob that fails midway (gone from the disk, the
        // bucket unreachable) is passed on as the writer's own error, which ends the response below.
        source.on('error', (error) => tap.destroy(error));
        tap.on('error', (error) => zip.emit('error', error));
        open(null, source.pipe(tap));
      } catch (error) {
        open(error as Error, undefined as never);
      }
    });
  }
  addJson('revisions.json', data.revisions);
  addJson('drafts.json', data.drafts);
  addJson('mail.json', data.mail);
  addJson('audit-log.json', data.auditLog);
  addJson('screening-issues.json', data.screeningIssues);
  zip.addReadStreamLazy('manifest.json', { mtime }, (open) => {
    const fileInfo = new Map(data.files.map((f) => [f.path, f]));
    const manifest = {
      format: 'dossier-personal-data/1',
      requested_person_id: data.requestedPersonId,
      exported_at: exportedAt,
      requested_by: requestedBy,
      same_person_rule: SAME_PERSON_RULE,
      cases: data.cases,
      person_records: data.persons.map((p) => ({ id: p.id, case: p.case, file: `persons/${p.id as string}.json` })),
      files: digests.map((d) => {
        const f = fileInfo.get(d.path);
        return {
          name: d.path,
          size: d.size,
          sha256: d.sha256,
          ...(f
            ? {
                kind: 'document',
                attachment_id: f.attachmentId,
                verification_id: f.verificationId,
                person_id: f.personId,
                mime: f.mime,
              }
            : { kind: 'json' }),
        };
      }),
    };
    open(null, Readable.from([jsonBytes(manifest)]));
  });
  zip.end();

  const stream = zip.outputStream as unknown as Readable;
  // A blob that cannot be read mid-way leaves nothing valid to send: end the response, which the client sees as a
  // broken download rather than a ZIP that silently lacks a file.
  zip.on('error', (error: Error) => stream.destroy(error));
  stream.once('close', () => {
    for (const source of reading) source.destroy();
  });
  return { stream };
}
