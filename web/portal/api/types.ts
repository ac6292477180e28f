// The portal API's types (docs/portal-api.md), generated from its own OpenAPI document and the service's schemas
// (`npm run api-types`; a test fails when they are stale): the portal cannot drift from what the service answers
// and validates.
import type { components, paths } from './service-types';

type Schemas = components['schemas'];
/** The JSON body of a path's answer with that status. */
type Answer<
  Path extends keyof paths,
  Method extends 'get' | 'post' | 'put',
  Status extends number,
> = paths[Path][Method] extends { responses: { [S in Status]: { content: { 'application/json': infer Body } } } }
  ? Body
  : never;

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

// ---- the answers ----

type ApplicationAnswer = Answer<'/portal/api/application', 'get', 200>;

/**
 * Everything the portal shows for its session. The service sends the draft as it was saved, unchecked on the way
 * out; it was checked against the draft's schema when saved, so it has that schema's type here.
 */
export type Application = Omit<ApplicationAnswer, 'draft'> & { readonly draft: ApplicationDraft };

export type PortalMode = Application['mode'];
export type Upload = Answer<'/portal/api/uploads', 'post', 201>['upload'];
export type OwnershipChallenge = Answer<'/portal/api/ownership_challenges', 'post', 201>['challenge'];
/** `not_provided` before a signature, then `verified` or `failed`; `unsupported_network` for other networks. */
export type SignatureVerification = OwnershipChallenge['signature_verification'];
export type DraftSaved = Answer<'/portal/api/application/draft', 'put', 200>;

export type Reference = Answer<'/portal/api/reference', 'get', 200>;
export type Jurisdiction = Reference['jurisdictions'][number];
/** A NACE Rev. 2 division. */
export type Industry = Reference['industries'][number];
export type CompanyTypes = Answer<'/portal/api/reference/company_types', 'get', 200>;
export type CompanyType = CompanyTypes['company_types'][number];
export type LinkSent = Answer<'/portal/api/links', 'post', 202>;
