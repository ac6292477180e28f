import type { FieldError } from '../domain/app-error.js';
import {
  type CompanyInputData,
  type PersonInputData,
  VerificationIntake,
  type VerificationIntakeData,
} from '../services/intake-schemas.js';
import { compileBodyValidator } from '../validation/body-validator.js';
import type { ApplicationDraftData, DraftAddressData, DraftDirectorData } from './application-draft.js';

/** The proof behind a draft's crypto address, as the server recorded it. */
export interface ChallengeProof {
  readonly message: string;
  readonly signature: string | null;
}

/** Drops what the customer left empty: the intake treats an absent value as "not provided". */
function present<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as Partial<T>;
}

/** An address the intake can take: it needs its first line, city and country; else none was given. */
export function addressFromDraft(address: DraftAddressData | undefined) {
  const a = address ? present(address) : {};
  if (!a.line1 || !a.city || !a.country) return undefined;
  return {
    line1: a.line1,
    city: a.city,
    country: a.country.toLowerCase(),
    ...(a.line2 ? { line2: a.line2 } : {}),
    ...(a.postal_code ? { postal_code: a.postal_code } : {}),
    ...(a.region ? { region: a.region } : {}),
  };
}

export function companyFieldsFromDraft(draft: ApplicationDraftData): Partial<CompanyInputData> {
  const {
    industry_key,
    industry_description,
    company_type_id,
    jurisdiction_code,
    declaration_explanations,
    registered_address,
    office_address,
    sources_of_funds,
    sources_of_funds_other,
    ...rest
  } = draft.company ?? {};
  const registered = addressFromDraft(registered_address);
  const office = addressFromDraft(office_address);
  const sources = (sources_of_funds ?? []).map((s) => s.trim()).filter((s) => s !== '');
  // An explanation goes with a "yes" only: one left from an answer changed to "no" is not kept.
  const explanations = Object.fromEntries(
    Object.entries(present(declaration_explanations ?? {})).filter(
      ([field]) => (rest as Record<string, unknown>)[field] === true,
    ),
  );
  return {
    ...present(rest),
    ...(Object.keys(explanations).length > 0 ? { declaration_explanations: explanations } : {}),
    ...(jurisdiction_code ? { jurisdiction_code: jurisdiction_code.toLowerCase() } : {}),
    ...(registered ? { registered_address: registered } : {}),
    ...(office ? { office_address: office } : {}),
    ...(sources.length > 0 ? { sources_of_funds: sources } : {}),
    // What "other" means goes with "other" only, as an explanation goes with a "yes".
    ...(sources.includes('other') && sources_of_funds_other?.trim()
      ? { sources_of_funds_other: sources_of_funds_other.trim() }
      : {}),
    ...(company_type_id ? { company_type_id } : {}),
    ...(industry_key != null
      ? {
          industry: {
            key: industry_key,
            ...(industry_description?.trim() ? { description: industry_description.trim() } : {}),
          },
        }
      : {}),
  };
}

export function personFromDraft(d: DraftDirectorData): Partial<PersonInputData> {
  const { address_of_residence: address, pep, sex, nationality, ...rest } = d.person ?? {};
  const home = addressFromDraft(address);
  return {
    ...present(rest),
    ...(nationality?.trim() ? { nationality: nationality.trim().toLowerCase() } : {}),
    ...(sex ? { sex } : {}),
    ...(pep !== undefined ? { pep } : {}),
    ...(home ? { address_of_residence: home } : {}),
  };
}

/**
 * The API's intake data for a first application, from the customer's draft: the portal opens a case through
 * the same checks and writes as the API does.
 */
export function intakeFromDraft(
  draft: ApplicationDraftData,
  invitation: { readonly customerId: string | null; readonly profileId: string | null },
  proofs: ReadonlyMap<string, ChallengeProof>,
): VerificationIntakeData {
  return {
    ...(invitation.customerId ? { customer_id: invitation.customerId } : {}),
    ...(invitation.profileId ? { completeness_profile_id: invitation.profileId } : {}),
    company: {
      ...(companyFieldsFromDraft(draft) as CompanyInputData),
      bank_accounts: (draft.bank_accounts ?? []).map((b) => ({
        account_holder: b.account_holder?.trim() ?? '',
        name: b.name?.trim() ?? '',
        number: b.iban ? (b.number ?? '').replace(/\s+/g, '').toUpperCase() : (b.number?.trim() ?? ''),
        iban: b.iban === true,
        ...(b.address?.trim() ? { address: b.address.trim() } : {}),
      })),
      crypto_addresses: (draft.crypto_addresses ?? []).map((a) => {
        const proof = a.challenge_id ? proofs.get(a.challenge_id) : undefined;
        return {
          address: a.address?.trim() ?? '',
          address_type: a.address_type?.trim().toUpperCase() ?? '',
          ...(a.comment?.trim() ? { comment: a.comment.trim() } : {}),
          ...(proof ? { signature_message: proof.message } : {}),
          ...(proof?.signature ? { signature: proof.signature } : {}),
        };
      }),
    },
    directors: (draft.directors ?? []).map((d) => ({
      position: d.position?.trim() ?? '',
      person: personFromDraft(d) as PersonInputData,
    })),
  };
}

const validateIntake = compileBodyValidator(VerificationIntake);

/** The intake schema's own errors (the API's rules), with the draft's paths (`company.email`), all at once. */
export function intakeErrors(intake: VerificationIntakeData): FieldError[] {
  if (validateIntake(intake)) return [];
  return (validateIntake.errors ?? []).map((e) => ({
    field: e.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'draft',
    message: e.message ?? 'is not valid',
  }));
}
