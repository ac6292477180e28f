import { fromBool, fromJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { findRevisionData } from '../db/repositories/case-revisions-repository.js';
import { listCompanies } from '../db/repositories/companies-repository.js';
import { listDirectors } from '../db/repositories/directors-repository.js';
import {
  findStructureStamp,
  listOwnershipEntities,
  listOwnershipHoldings,
} from '../db/repositories/ownership-repository.js';
import { AppError } from '../domain/app-error.js';
import { type ProfileRequirements, uboThresholdOf } from '../domain/completeness-profile.js';
import { jurisdictionById } from '../reference/reference-lookup.js';
import { highRiskJurisdictionsOf } from './accounts.js';
import { presentCompanyListItem } from './resource-presenters.js';

/** A person of the case in the interface's person shape (without documents). */
export interface PersonView {
  readonly id: string;
  readonly given_names: string;
  readonly surname: string;
  readonly date_of_birth: string | null;
  readonly nationality: string | null;
  readonly place_of_birth: string | null;
  readonly sex: string | null;
  readonly pep: boolean;
  readonly pep_description: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly family_name: string | null;
  readonly parents_given_names: string | null;
  readonly personal_number: string | null;
  readonly funds_sources: string | null;
  readonly title_position: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface StructureEntityView {
  readonly id: string;
  readonly type: 'company' | 'person';
  readonly person_id: string | null;
  readonly formal_name: string | null;
  readonly company_number: string | null;
  readonly jurisdiction_code: string | null;
  readonly listed_on: string | null;
  readonly control: { readonly nature: string; readonly description: string } | null;
  readonly created_at: string;
  readonly updated_at: string;
}

/**
 * Everything the ownership reads need, as of now or as of a revision: the company under review (its list item),
 * the directors, every person of the case, and the declared entities and holdings (`held` null is the root). A
 * revision stores exactly this, so a read with `?revision=n` and a read of today run the same code.
 */
export interface StructureSnapshot {
  readonly companies: readonly Record<string, unknown>[];
  readonly directors: readonly { readonly id: string; readonly person_id: string; readonly position: string }[];
  readonly persons: readonly PersonView[];
  readonly entities: readonly StructureEntityView[];
  readonly holdings: readonly {
    readonly id: string;
    readonly holder: string;
    readonly held: string | null;
    readonly shares: number;
    readonly voting_rights: number | null;
  }[];
}

/** The case's structure now. */
export async function captureStructure(db: Db, accountId: string, verificationId: string): Promise<StructureSnapshot> {
  const [companyRows, directorRows, entityRows, holdingRows] = await Promise.all([
    listCompanies(db, accountId, verificationId),
    listDirectors(db, accountId, verificationId),
    listOwnershipEntities(db, accountId, verificationId),
    listOwnershipHoldings(db, accountId, verificationId),
  ]);
  const persons = new Map<string, PersonView>();
  for (const d of directorRows) {
    persons.set(d.person_id, {
      id: d.person_id,
      given_names: d.given_names,
      surname: d.surname,
      date_of_birth: d.date_of_birth,
      nationality: d.nationality,
      place_of_birth: d.place_of_birth,
      sex: d.sex,
      pep: fromBool(d.pep),
      pep_description: d.pep_description,
      email: d.email,
      phone: d.phone,
      family_name: d.family_name,
      parents_given_names: d.parents_given_names,
      personal_number: d.personal_number,
      funds_sources: d.funds_sources,
      title_position: d.title_position,
      created_at: d.person_created_at,
      updated_at: d.person_updated_at,
    });
  }
  for (const e of entityRows) {
    if (e.person_id === null || persons.has(e.person_id) || e.given_names === null) continue;
    persons.set(e.person_id, {
      id: e.person_id,
      given_names: e.given_names,
      surname: e.surname ?? '',
      date_of_birth: e.date_of_birth ?? null,
      nationality: e.nationality ?? null,
      place_of_birth: e.place_of_birth ?? null,
      sex: e.sex ?? null,
      pep: fromBool(e.pep),
      pep_description: e.pep_description ?? null,
      email: e.email ?? null,
      phone: e.phone ?? null,
      family_name: e.family_name ?? null,
      parents_given_names: e.parents_given_names ?? null,
      personal_number: e.personal_number ?? null,
      funds_sources: e.funds_sources ?? null,
      title_position: e.title_position ?? null,
      created_at: e.person_created_at ?? e.created_at,
      updated_at: e.person_updated_at ?? e.updated_at,
    });
  }
  return {
    companies: companyRows.map((row) => ({
      ...presentCompanyListItem(row),
      role: row.position === 0 ? 'root' : 'related_company',
    })),
    directors: directorRows.map((d) => ({ id: d.id, person_id: d.person_id, position: d.position })),
    persons: [...persons.values()],
    entities: entityRows.map((e) => ({
      id: e.id,
      type: e.entity_type,
      person_id: e.person_id,
      formal_name: e.formal_name,
      company_number: e.company_number,
      jurisdiction_code: e.jurisdiction_code,
      listed_on: e.listed_on,
      control:
        e.control_nature === null ? null : { nature: e.control_nature, description: e.control_description ?? '' },
      created_at: e.created_at,
      updated_at: e.updated_at,
    })),
    holdings: holdingRows.map((h) => ({
      id: h.id,
      holder: h.holder_entity_id,
      held: h.held_entity_id,
      shares: Number(h.shares),
      voting_rights: h.voting_rights === null ? null : Number(h.voting_rights),
    })),
  };
}

const EMPTY: Omit<StructureSnapshot, 'companies' | 'directors' | 'persons'> = { entities: [], holdings: [] };

/** A person as a revision recorded it: one recorded before a field existed has it null. */
function withPersonDefaults(p: PersonView): PersonView {
  return {
    ...p,
    family_name: p.family_name ?? null,
    parents_given_names: p.parents_given_names ?? null,
    personal_number: p.personal_number ?? null,
    funds_sources: p.funds_sources ?? null,
    title_position: p.title_position ?? null,
  };
}

/** The structure as a revision recorded it (a revision from before structures has none: empty). */
async function revisionStructure(
  db: Db,
  accountId: string,
  verificationId: string,
  revision: number,
): Promise<StructureSnapshot> {
  const row = await findRevisionData(db, accountId, verificationId, revision);
  if (!row) throw AppError.notFound('Revision');
  const data = fromJson<{
    companies?: Record<string, unknown>[];
    directors?: { id: string; position: string; person: PersonView }[];
    ownership?: StructureSnapshot;
  }>(row.data);
  if (data.ownership) return { ...data.ownership, persons: data.ownership.persons.map(withPersonDefaults) };
  const directors = data.directors ?? [];
  return {
    ...EMPTY,
    companies: (data.companies ?? []).map((c, i) => ({ ...c, role: i === 0 ? 'root' : 'related_company' })),
    directors: directors.map((d) => ({ id: d.id, person_id: d.person.id, position: d.position })),
    persons: directors.map((d) => withPersonDefaults(d.person)),
  };
}

/** What the computation needs besides the structure: the case's profile threshold and the account's list. */
export interface StructureContext {
  readonly snapshot: StructureSnapshot;
  readonly threshold: number;
  readonly highRiskJurisdictions: readonly string[];
}

/** The case's structure (now, or at a revision) with its threshold and high-risk list; 404 for a foreign case. */
export async function loadStructure(
  db: Db,
  accountId: string,
  verificationId: string,
  revision?: number,
): Promise<StructureContext & { readonly stamp: string }> {
  const found = await findStructureStamp(db, accountId, verificationId);
  if (!found) throw AppError.notFound('Verification');
  const snapshot =
    revision === undefined
      ? await captureStructure(db, accountId, verificationId)
      : await revisionStructure(db, accountId, verificationId, revision);
  return { snapshot, ...stampContext(found) };
}

type StampRow = NonNullable<Awaited<ReturnType<typeof findStructureStamp>>>;

/** The threshold and high-risk list a stamp row names, and the stamp itself (equal stamps: equal figures). */
export function stampContext(row: StampRow) {
  const requirements = row.requirements === null ? null : fromJson<ProfileRequirements>(row.requirements);
  const highRiskJurisdictions = highRiskJurisdictionsOf(row);
  const threshold = uboThresholdOf(requirements);
  return {
    threshold,
    highRiskJurisdictions,
    stamp: `${row.view_version}|${threshold}|${highRiskJurisdictions.join(',')}`,
  };
}

/** The stamp of a case's computed structure now; undefined for a case not of the account. */
export async function structureStamp(db: Db, accountId: string, verificationId: string) {
  const found = await findStructureStamp(db, accountId, verificationId);
  return found ? stampContext(found) : undefined;
}

/** The jurisdiction code of a company list item (the root's, as the reference data spells it). */
export function jurisdictionCodeOf(company: Record<string, unknown> | undefined): string | null {
  const j = company?.jurisdiction as { id?: string; code?: string } | null | undefined;
  if (!j) return null;
  return j.code ?? (j.id ? (jurisdictionById(j.id)?.code ?? null) : null);
}
