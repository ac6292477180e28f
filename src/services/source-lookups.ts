import { findLatestDecidedCaseOf, listProvenCryptoAddresses } from '../db/repositories/source-lookups-repository.js';
import { AppError } from '../domain/app-error.js';
import { listCaseUbos } from './ownership-reads.js';
import type { ServiceContext } from './service-context.js';
import { getCompany, listCompanyDocuments, listDirectors } from './verification-reads.js';

/**
 * The source system's company lookup, for a single account: the company as the account's latest decided
 * (completed or rejected) case of it holds it, with that case's id. 404 when the account decided none. With
 * `fullData`, as the source's `full_data=true` answers: the company also carries the case's directors, beneficial
 * owners and company documents (and `authorized_representatives`, which Dossier does not record apart: `[]`).
 */
export async function companyByNumber(
  ctx: ServiceContext,
  accountId: string,
  jurisdictionCode: string,
  companyNumber: string,
  options: { fullData?: boolean } = {},
) {
  const found = await findLatestDecidedCaseOf(ctx.db, accountId, jurisdictionCode.toLowerCase(), companyNumber);
  if (found === undefined) throw AppError.notFound('Company');
  const company = await getCompany(ctx, accountId, found.id, found.company_id);
  if (options.fullData !== true) return { company, verification_id: found.id };
  const [directors, ubos, documents] = await Promise.all([
    listDirectors(ctx, accountId, found.id),
    listCaseUbos(ctx, accountId, found.id),
    listCompanyDocuments(ctx, accountId, found.id),
  ]);
  return {
    company: {
      ...company,
      directors,
      ultimate_beneficial_owners: ubos,
      authorized_representatives: [],
      company_documents: documents,
    },
    verification_id: found.id,
  };
}

/** At most this many addresses in one answer (the source pages; one page answers "is it proven anywhere"). */
export const VERIFIED_ADDRESSES_PAGE = 100;

/** The account's cases holding a crypto address with proven ownership, in the source's shape. */
export async function verifiedCryptoAddresses(
  ctx: ServiceContext,
  accountId: string,
  address: string,
  addressType: string | undefined,
) {
  const rows = await listProvenCryptoAddresses(ctx.db, accountId, address, addressType, VERIFIED_ADDRESSES_PAGE);
  return {
    verified_crypto_addresses: rows.map((row) => ({
      id: row.id,
      address: row.address,
      address_type: row.address_type,
      assessment: row.assessment,
      verification_id: row.verification_id,
      created_at: row.created_at,
      updated_at: row.updated_at,
      owner_entity_identifier: row.company_number,
      owner_entity_name: row.formal_name,
      owner_jurisdiction: row.jurisdiction_code,
    })),
    meta: {
      pagination: { total: rows.length, per_page: VERIFIED_ADDRESSES_PAGE, current_page: 1, total_pages: 1 },
    },
  };
}
