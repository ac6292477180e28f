import type { Db } from '../db/database.js';
import { listDirectorRoles } from '../db/repositories/ownership-repository.js';
import { AppError } from '../domain/app-error.js';
import type { ApplicationDraftData } from '../portal/application-draft.js';
import { structureFromDraft } from '../portal/draft-to-structure.js';
import { validateStructure, writeCaseStructure } from './case-structure.js';

/**
 * The ownership the customer declared, written as the case's structure in the submission's transaction: a
 * shareholder linked to a draft director is that director (the directors were just inserted, in the draft's
 * order; `personIds` are their persons, null for one not written). A structure the service would refuse through
 * the API is refused here too, with the draft's paths. Answers each declared person's key → person id (for their
 * documents), null when the draft declares no structure.
 */
export async function writeDeclaredStructure(
  trx: Db,
  accountId: string,
  verificationId: string,
  draft: ApplicationDraftData,
  personIds: readonly (string | null)[],
  now: string,
): Promise<Map<string, string> | null> {
  if (!draft.ownership || draft.ownership.entities.length === 0) return null;
  const roles = await listDirectorRoles(trx, accountId, verificationId);
  const directorOfPerson = new Map(roles.map((r) => [r.person_id, r.id]));
  const directorIds = new Map<string, string>();
  (draft.directors ?? []).forEach((d, i) => {
    const id = directorOfPerson.get(personIds[i] ?? '');
    if (id) directorIds.set(d.key, id);
  });
  const structure = structureFromDraft(draft, directorIds);
  if (!structure) return null;
  const problems = validateStructure(structure, new Set(roles.map((r) => r.id)));
  if (problems.length > 0) throw AppError.validation(problems.map((p) => ({ ...p, field: `ownership.${p.field}` })));
  const personIdOfKey = new Map<string, string>();
  await writeCaseStructure(trx, accountId, verificationId, structure, now, personIdOfKey);
  return personIdOfKey;
}
