import { fromJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { listBankAccounts, listCompanies, listCryptoAddresses } from '../db/repositories/companies-repository.js';
import { listDirectors } from '../db/repositories/directors-repository.js';
import { listDocumentRecords } from '../db/repositories/documents-repository.js';
import { countOwnershipEntities } from '../db/repositories/ownership-repository.js';
import type { CaseSnapshot } from '../domain/completeness-profile.js';

/** Reads what a case holds today, in the shape the completeness rules compare against. */
export async function loadCompletenessSnapshot(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<CaseSnapshot> {
  const [primary] = await listCompanies(db, accountId, verificationId);
  const directors = await listDirectors(db, accountId, verificationId);
  const companyDocs = await listDocumentRecords(db, accountId, verificationId, 'company');
  const personDocs = await listDocumentRecords(
    db,
    accountId,
    verificationId,
    'person',
    directors.map((d) => d.person_id),
  );
  const company: Record<string, unknown> = primary
    ? {
        ...primary,
        company_type: primary.company_type_id,
        industry: primary.industry_key,
        business_activity_countries: fromJson<string[]>(primary.business_activity_countries),
        // Stored as a JSON list, "[]" when none was given: the list itself says whether it is answered.
        sources_of_funds: primary.sources_of_funds == null ? null : fromJson<string[]>(primary.sources_of_funds),
        answered_fields: primary.answered_fields == null ? null : fromJson<string[]>(primary.answered_fields),
      }
    : {};
  return {
    company,
    bankAccounts: primary ? (await listBankAccounts(db, accountId, primary.id)).length : 0,
    cryptoAddresses: primary ? (await listCryptoAddresses(db, accountId, primary.id)).length : 0,
    directors: directors.map((d) => ({
      directorId: d.id,
      personId: d.person_id,
      director: { position: d.position },
      person: {
        given_names: d.given_names,
        surname: d.surname,
        date_of_birth: d.date_of_birth,
        nationality: d.nationality,
        place_of_birth: d.place_of_birth,
        sex: d.sex,
        email: d.email,
        phone: d.phone,
        address_of_residence: d.address_of_residence,
        family_name: d.family_name,
        parents_given_names: d.parents_given_names,
        personal_number: d.personal_number,
        funds_sources: d.funds_sources,
        title_position: d.title_position,
      },
      documentTypes: personDocs.filter((r) => r.person_id === d.person_id).map((r) => r.document_type),
    })),
    companyDocumentTypes: companyDocs.map((r) => r.document_type),
    ownershipEntities: await countOwnershipEntities(db, accountId, verificationId),
  };
}
