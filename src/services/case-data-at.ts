import { fromJson } from '../db/column-values.js';
import { findRevisionBefore } from '../db/repositories/case-revisions-repository.js';
import { AppError } from '../domain/app-error.js';
import type { CaseData } from '../domain/revision-diff.js';
import { addressId, presentAddress, type StoredAddress } from '../domain/source-address.js';
import type { DocumentRecordView } from './resource-presenters.js';
import type { ServiceContext } from './service-context.js';
import { getCompany, listCompanies, listCompanyDocuments, listDirectors } from './verification-reads.js';

type Item = Record<string, unknown>;

/** A case's companies (details), directors (with their documents) and company documents, as the API serves them. */
export interface CaseDataView {
  readonly companies: readonly Item[];
  readonly directors: readonly Item[];
  readonly companyDocuments: readonly DocumentRecordView[];
}

/** What the source system's `timestamp` names: the latest revision made at or before that second. */
export function revisionCutoff(timestamp: number): string {
  return new Date((timestamp + 1) * 1000).toISOString();
}

/** The number of the revision the source system's `timestamp` names (404 when the case had none by then). */
export async function revisionNumberAt(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  timestamp: number,
): Promise<number> {
  const revision = await findRevisionBefore(ctx.db, accountId, verificationId, revisionCutoff(timestamp));
  if (revision === undefined) throw AppError.notFound('Revision');
  return revision.number;
}

/** Members added since a revision was stored, as a record written before them shows them. */
export const COMPANY_DEFAULTS = {
  sources_of_funds: [],
  sources_of_funds_other: null,
  registered_address: null,
  office_address: null,
  answered_fields: null,
  declaration_explanations: {},
};
const PERSON_DEFAULTS = {
  family_name: null,
  parents_given_names: null,
  personal_number: null,
  funds_sources: null,
  title_position: null,
  address_for_correspondence: null,
  personal_verification: null,
  answered_fields: null,
};

/** A person as a revision stored it, in today's shape: an address stored before it had an id gets one. */
function personOf(stored: Item, director: Item): Item {
  const person: Item = { ...PERSON_DEFAULTS, ...stored };
  const created = String(person.created_at ?? director.created_at);
  const updated = String(person.updated_at ?? director.updated_at);
  const address = person.address_of_residence as (StoredAddress & { id?: string }) | null;
  return {
    ...person,
    created_at: created,
    updated_at: updated,
    address_of_residence:
      address === null || address === undefined || address.id !== undefined
        ? (address ?? null)
        : presentAddress(address, {
            id: addressId(String(person.id), 'residence'),
            created_at: created,
            updated_at: updated,
          }),
  };
}

/**
 * The case's data now or, given a `timestamp` (Unix seconds), as the latest revision at or before it left it: the
 * source system's view of the past. A revision keeps the companies and people whole; of the documents it keeps
 * which ones the case held, so those still held are served with today's links (a document deleted since is left
 * out). 404 when the case had no revision yet at that time (a case opened through the API has none until the
 * customer submits in the portal).
 */
export async function caseDataAt(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  timestamp?: number,
): Promise<CaseDataView> {
  // listCompanyDocuments answers 404 for an unknown case first.
  const companyDocuments = await listCompanyDocuments(ctx, accountId, verificationId);
  const directors = (await listDirectors(ctx, accountId, verificationId)) as unknown as Item[];
  if (timestamp === undefined) {
    const companies: Item[] = [];
    for (const company of await listCompanies(ctx, accountId, verificationId)) {
      companies.push(await getCompany(ctx, accountId, verificationId, company.id));
    }
    return { companies, directors, companyDocuments };
  }
  const revision = await findRevisionBefore(ctx.db, accountId, verificationId, revisionCutoff(timestamp));
  if (revision === undefined) throw AppError.notFound('Revision');
  const data = fromJson<CaseData>(revision.data);
  const held = new Set(data.documents.map((d) => d.id));
  const documentsByPerson = new Map<string, DocumentRecordView[]>();
  for (const director of directors) {
    const person = director.person as { id: string; documents: DocumentRecordView[] };
    documentsByPerson.set(person.id, person.documents);
  }
  return {
    companies: data.companies.map((company) => ({ ...COMPANY_DEFAULTS, ...company })),
    directors: data.directors.map((director) => {
      const person = personOf(director.person as Item, director);
      const documents = (documentsByPerson.get(String(person.id)) ?? []).filter((d) => held.has(d.id));
      return { ...director, person: { ...person, documents } };
    }),
    companyDocuments: companyDocuments.filter((d) => held.has(d.id)),
  };
}

/** Company documents that prove the company's details (the source's proof_of_incorporation_details). */
const INCORPORATION_PROOFS = new Set([
  'certificate_of_incorporation',
  'registry_extract',
  'articles_of_association',
  'shareholder_register',
  'director_register',
]);

/** The source system's company_details: the company under review, its addresses and the documents proving them. */
export function companyDetailsOf(data: CaseDataView) {
  const company = data.companies[0];
  if (company === undefined) throw AppError.notFound('Company');
  const typeOf = (d: DocumentRecordView) => d.document.document_type;
  return {
    company,
    registered_address: company.registered_address ?? null,
    office_address: company.office_address ?? null,
    proof_of_incorporation_details: data.companyDocuments.filter((d) => INCORPORATION_PROOFS.has(typeOf(d))),
    proof_of_office_address: data.companyDocuments.filter((d) => typeOf(d) === 'proof_of_address'),
  };
}

/** Every address the case holds: its companies' registered and office addresses and its people's residences. */
export function addressesOf(data: CaseDataView): Item[] {
  const found = new Map<string, Item>();
  const add = (address: unknown) => {
    if (address !== null && typeof address === 'object' && 'id' in address) {
      found.set(String(address.id), address as Item);
    }
  };
  for (const company of data.companies) {
    add(company.registered_address);
    add(company.office_address);
  }
  for (const director of data.directors) add((director.person as Item).address_of_residence);
  return [...found.values()];
}
