import { createWriteStream } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../domain/app-error.js';
import { OFAC_SDN_FILE_NAMES } from '../../screening/sources/ofac-sdn.js';
import type { ServiceContext } from '../service-context.js';
import { importScreeningList, type ListImportResult } from './list-import.js';
import { isScreeningSource } from './list-sources.js';

/** Copies a file:// URL, or streams an http(s) one to disk; false when the server has no such file (404). */
async function download(url: string, to: string): Promise<boolean> {
  if (url.startsWith('file://')) {
    await copyFile(fileURLToPath(url), to).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      return Promise.reject(Object.assign(new Error('missing'), { missing: true }));
    });
    return true;
  }
  const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(300_000) });
  if (response.status === 404) return false;
  if (!response.ok || response.body === null) {
    throw new AppError('unavailable', `Fetching ${url} answered ${response.status}`);
  }
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), createWriteStream(to));
  return true;
}

async function fetchOne(url: string, to: string): Promise<boolean> {
  try {
    return await download(url, to);
  } catch (error) {
    if ((error as { missing?: boolean }).missing) return false;
    throw error;
  }
}

/**
 * Fetches each configured source (DOSSIER_SCREENING_SOURCES) into a temporary folder and imports it: a list
 * whose content did not change imports as unchanged. OFAC's four files are fetched from its folder URL by their
 * names, lower case first, then upper case (the publisher's export service names them SDN.CSV…).
 */
export async function updateScreeningLists(
  ctx: ServiceContext,
  sources: readonly { source: string; url: string }[],
): Promise<ListImportResult[]> {
  const results: ListImportResult[] = [];
  for (const { source, url } of sources) {
    if (!isScreeningSource(source)) throw AppError.field('source', `unknown screening source ${source}`);
    const dir = await mkdtemp(join(tmpdir(), `dossier-${source}-`));
    try {
      let path = join(dir, 'list');
      if (source === 'ofac-sdn') {
        path = dir;
        const base = url.replace(/\/+$/, '');
        for (const name of Object.values(OFAC_SDN_FILE_NAMES)) {
          const ok =
            (await fetchOne(`${base}/${name}`, join(dir, name))) ||
            (await fetchOne(`${base}/${name.toUpperCase()}`, join(dir, name)));
          if (!ok) throw new AppError('unavailable', `${base} has no ${name}`);
        }
      } else if (!(await fetchOne(url, path))) {
        throw new AppError('unavailable', `${url} was not found`);
      }
      results.push(await importScreeningList(ctx, source, path));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return results;
}
