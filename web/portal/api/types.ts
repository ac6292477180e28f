// The portal's API (docs/portal-api.md), written by hand: it is not in the service's OpenAPI document.
import type { components } from './service-types';

export type PortalMode = 'application' | 'update' | 'submitted';

// The requirements, the officer's request and the draft are the service's own schemas, as types generated from
// them (`npm run api-types`; a test fails when they are stale): the portal cannot drift from what the service
// validates.
type Schemas = components['schemas'];

/** The onboarding profile's requirements. */
export type Requirements = Schemas['Requirements'];
/** What an officer asks for with a data update request. */
export type RequestedData = Schemas['RequestedData'];

/** The draft: every part optional; the server refuses unknown fields. */
export type ApplicationDraft = Schemas['ApplicationDraft'];
export type DraftDocument = Schemas['DraftDocument'];
export type DraftCompany = Schemas['DraftCompany'];
export type DraftBankAccount = Schemas['DraftBankAccount'];
export type DraftCryptoAddress = Schemas['DraftCryptoAddress'];
export type DraftAddress = Schemas['DraftAddress'];
export type DraftPerson = Schemas['DraftPerson'];
export type DraftDirector = Schemas['DraftDirector'];
export type DraftOwnership = Schemas['DraftOwnership'];
export type DraftOwnershipEntity = Schemas['DraftOwnershipEntity'];
export type DraftHolding = Schemas['DraftHolding'];

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
