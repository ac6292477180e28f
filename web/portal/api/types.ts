// The portal's API (docs/portal-api.md), written by hand: it is not in the service's OpenAPI document.
// The draft's shape mirrors src/portal/application-draft.ts (contract-check.ts fails the type check on a drift).

export type PortalMode = 'application' | 'update' | 'submitted';

/** The onboarding profile's requirements (src/domain/completeness-profile.ts `ProfileRequirements`). */
export interface Requirements {
  readonly sections: readonly string[];
  readonly fields: {
    readonly company: readonly string[];
    readonly director: readonly string[];
    readonly person: readonly string[];
  };
  readonly document_types: { readonly company: readonly string[]; readonly person: readonly string[] };
}

/** What an officer asks for with a data update request (`RequestedData`). */
export interface RequestedData {
  readonly completeness_profile_id: string;
  readonly sections: readonly string[];
  readonly missing: {
    readonly sections: readonly string[];
    readonly company_fields: readonly string[];
    readonly director_fields: readonly { readonly director_id: string; readonly fields: readonly string[] }[];
    readonly person_fields: readonly { readonly person_id: string; readonly fields: readonly string[] }[];
    readonly company_document_types: readonly string[];
    readonly person_document_types: readonly {
      readonly person_id: string;
      readonly document_types: readonly string[];
    }[];
  };
  readonly complete: boolean;
}

// ---- the draft (every part optional; the server refuses unknown fields) ----

export interface DraftDocument {
  key: string;
  document_type: string;
  number?: string;
  country_of_issue?: string;
  date_of_issue?: string;
  expiration_date?: string;
  upload_ids: string[];
}

export interface DraftCompany {
  formal_name?: string;
  brand_name?: string;
  company_number?: string;
  jurisdiction_code?: string;
  company_type_id?: string;
  date_of_incorporation?: string;
  industry_key?: number | null;
  industry_description?: string;
  activity_description?: string;
  business_description?: string;
  products_description?: string;
  business_activity_countries?: string[];
  tax_number?: string;
  funds_sources?: string;
  website?: string;
  phone_number?: string;
  email?: string;
  employees_count?: string;
  aml_contact_person?: string;
  aml_contact_email?: string;
  aml_contact_phone_number?: string;
  opencorporates_url?: string;
  expected_monthly_transactions_volume?: string;
  registration_authority?: string;
  purpose_for_asset10?: string;
  websites_for_asset10?: string;
  license_date_of_expiry?: string;
  license_date_of_issue?: string;
  license_issuing_authority?: string;
  license_number?: string;
}

export interface DraftBankAccount {
  key: string;
  account_holder?: string;
  name?: string;
  number?: string;
  iban?: boolean;
  address?: string;
}

export interface DraftCryptoAddress {
  key: string;
  address?: string;
  address_type?: string;
  comment?: string;
  challenge_id?: string | null;
}

export interface DraftAddress {
  line1?: string;
  line2?: string;
  city?: string;
  postal_code?: string;
  region?: string;
  country?: string;
}

export interface DraftPerson {
  given_names?: string;
  surname?: string;
  date_of_birth?: string;
  nationality?: string;
  place_of_birth?: string;
  sex?: 'male' | 'female' | 'other' | '';
  pep?: boolean;
  pep_description?: string;
  email?: string;
  phone?: string;
  address_of_residence?: DraftAddress;
}

export interface DraftDirector {
  key: string;
  person_id?: string | null;
  position?: string;
  person?: DraftPerson;
  documents?: DraftDocument[];
}

export interface ApplicationDraft {
  company?: DraftCompany;
  bank_accounts?: DraftBankAccount[];
  crypto_addresses?: DraftCryptoAddress[];
  directors?: DraftDirector[];
  /** The company's documents. */
  documents?: DraftDocument[];
}

// ---- the rest of the application ----

export interface Upload {
  readonly id: string;
  readonly filename: string;
  readonly mime: string;
  readonly filesize: number;
  readonly created_at: string;
}

/** `not_provided` before a signature, then `verified` or `failed`; `unsupported_network` for other networks. */
export type SignatureVerification = 'not_provided' | 'verified' | 'failed' | 'unsupported_network';

export interface OwnershipChallenge {
  readonly id: string;
  readonly address: string;
  readonly address_type: string;
  readonly signature_message: string;
  readonly signature_verification: SignatureVerification | (string & {});
}

export interface Application {
  readonly mode: PortalMode;
  readonly csrf_token: string;
  readonly account: { readonly name: string };
  readonly invitation: {
    readonly id: string;
    readonly email: string;
    readonly status: string;
    readonly expires_at: string;
  };
  readonly requirements: Requirements;
  readonly requested_data: RequestedData | null;
  readonly data_update_comment: string | null;
  readonly draft: ApplicationDraft;
  readonly draft_revision: number;
  readonly uploads: readonly Upload[];
  readonly challenges: readonly OwnershipChallenge[];
  readonly submitted_at: string | null;
  /** What the latest submission was, so a thank-you page after a reload says the right thing. */
  readonly last_submission: 'application' | 'data_update' | null;
}

export interface DraftSaved {
  readonly draft_revision: number;
  readonly saved_at: string;
}

export interface Jurisdiction {
  readonly code: string;
  readonly name: string;
}

/** A NACE Rev. 2 division. */
export interface Industry {
  readonly key: number;
  readonly value: string;
  readonly industry: string;
  readonly keywords: readonly string[];
}

export interface Reference {
  readonly jurisdictions: readonly Jurisdiction[];
  readonly industries: readonly Industry[];
}

export interface CompanyType {
  readonly id: string;
  readonly short_name: string;
  readonly full_name: string;
}
