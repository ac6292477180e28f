import type { Db } from '../database.js';
import { rowLimit } from '../row-limit.js';

/**
 * The source system's account-wide lookups (GET /companies/{jurisdiction_code}/{company_number} and GET
 * /verified_crypto_address), over the account's own cases only.
 */

/**
 * The account's latest decided case of a company, by jurisdiction and number: completed or rejected (the lookup),
 * or only completed (an invitation accepted with the KYB the account already approved).
 */
export async function findLatestDecidedCaseOf(
  db: Db,
  accountId: string,
  jurisdictionCode: string,
  companyNumber: string,
  statuses: readonly ('completed' | 'rejected')[] = ['completed', 'rejected'],
): Promise<{ id: string; company_id: string } | undefined> {
  return db
    .selectFrom('verifications as v')
    .innerJoin('companies as c', (join) => join.onRef('c.verification_id', '=', 'v.id').on('c.position', '=', 0))
    .select(['v.id', 'c.id as company_id'])
    .where('v.account_id', '=', accountId)
    .where('c.account_id', '=', accountId)
    .where('v.jurisdiction_code', '=', jurisdictionCode)
    .where('v.company_number', '=', companyNumber)
    .where('v.status', 'in', [...statuses])
    .orderBy('v.decided_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Values of signature_verification that prove ownership: a signature Dossier checked, or the integrator's check. */
export const PROVEN_OWNERSHIP = ['verified', 'accepted'] as const;

/** The account's crypto addresses with that address (and network, when given) whose ownership is proven. */
export async function listProvenCryptoAddresses(
  db: Db,
  accountId: string,
  address: string,
  addressType: string | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('crypto_addresses as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .innerJoin('verifications as v', 'v.id', 'c.verification_id')
    .select([
      'a.id',
      'a.address',
      'a.address_type',
      'a.created_at',
      'a.updated_at',
      'v.id as verification_id',
      'v.assessment',
      'c.formal_name',
      'c.company_number',
      'v.jurisdiction_code',
    ])
    .where('a.account_id', '=', accountId)
    .where('c.account_id', '=', accountId)
    .where('v.account_id', '=', accountId)
    .where('a.address', '=', address)
    .where('a.signature_verification', 'in', [...PROVEN_OWNERSHIP]);
  if (addressType !== undefined) query = query.where('a.address_type', '=', addressType.toUpperCase());
  return query.orderBy('a.created_at', 'desc').orderBy('a.id').limit(rowLimit(limit)).execute();
}
