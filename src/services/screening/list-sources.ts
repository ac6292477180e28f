import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../domain/app-error.js';
import type { ListEntry } from '../../screening/list-entry.js';
import { parseEuFsf } from '../../screening/sources/eu-fsf.js';
import { OFAC_SDN_FILE_NAMES, parseOfacSdn } from '../../screening/sources/ofac-sdn.js';
import { parseOpenSanctions } from '../../screening/sources/opensanctions.js';
import { parseUnConsolidated } from '../../screening/sources/un-consolidated.js';

export const SCREENING_SOURCES = ['ofac-sdn', 'un', 'eu-fsf', 'opensanctions'] as const;
export type ScreeningSource = (typeof SCREENING_SOURCES)[number];

export function isScreeningSource(value: string): value is ScreeningSource {
  return (SCREENING_SOURCES as readonly string[]).includes(value);
}

/** A source's files on disk: the ones its content hash covers, in a fixed order, and how to read its entries. */
export interface ListFiles {
  readonly files: readonly string[];
  entries(): AsyncGenerator<ListEntry>;
}

async function mustExist(path: string): Promise<void> {
  const s = await stat(path).catch(() => null);
  if (s === null || !s.isFile()) throw AppError.field('path', `${path} is not a readable file`);
}

/**
 * Where a source's files are: for ofac-sdn a folder holding sdn.csv, add.csv, alt.csv and sdn_comments.csv;
 * for un the consolidated XML; for eu-fsf the EU's Financial Sanctions Files XML; for opensanctions a
 * FollowTheMoney JSON lines file.
 */
export async function listFilesOf(source: ScreeningSource, path: string): Promise<ListFiles> {
  if (source === 'ofac-sdn') {
    const names = OFAC_SDN_FILE_NAMES;
    const files = [names.sdn, names.add, names.alt, names.comments].map((n) => join(path, n));
    for (const f of files) await mustExist(f);
    const [sdn, add, alt, comments] = files as [string, string, string, string];
    return {
      files,
      entries: () =>
        parseOfacSdn({
          sdn: createReadStream(sdn),
          add: createReadStream(add),
          alt: createReadStream(alt),
          comments: createReadStream(comments),
        }),
    };
  }
  await mustExist(path);
  const parse = { un: parseUnConsolidated, 'eu-fsf': parseEuFsf, opensanctions: parseOpenSanctions }[source];
  return { files: [path], entries: () => parse(createReadStream(path)) };
}
