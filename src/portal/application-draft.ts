import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { PROFILE_SECTIONS } from '../domain/completeness-profile.js';
import { DOCUMENT_TYPES } from '../domain/document-kinds.js';
import { REVIEW_ANSWERS } from '../domain/recurring-review.js';

/**
 * What the customer has typed so far in the portal. Everything is optional: a draft is saved as they type, and
 * completeness is judged only at submission. Strings are bounded as in the API's intake; unknown fields are refused.
 * `key` is the browser's own id for a list item, so an edit on one device lands on the same item on another.
 */

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const Flag = Type.Optional(Type.Boolean());
const Key = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const Strict = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });
const Id = Type.String({ format: 'uuid' });

export const DraftDocument = Strict({
  key: Key,
  document_type: Type.String({ enum: [...DOCUMENT_TYPES] }),
  number: Text(100),
  country_of_issue: Text(2),
  date_of_issue: Text(10),
  expiration_date: Text(10),
  /** Files uploaded through POST /portal/api/uploads. */
  upload_ids: Type.Array(Id, { maxItems: 10 }),
});

export const DraftAddress = Strict({
  line1: Text(300),
  line2: Text(300),
  city: Text(200),
  postal_code: Text(30),
  region: Text(200),
  country: Text(2),
});

export const DraftCompany = Strict({
  formal_name: Text(500),
  brand_name: Text(500),
  company_number: Text(100),
  jurisdiction_code: Text(2),
  company_type_id: Type.Optional(Type.Union([Id, Type.Literal('')])),
  date_of_incorporation: Text(10),
  industry_key: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 9999 }), Type.Null()])),
  industry_description: Text(2000),
  activity_description: Text(5000),
  business_description: Text(5000),
  products_description: Text(5000),
  business_activity_countries: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 300 })),
  tax_number: Text(100),
  funds_sources: Text(5000),
  /** The source system's keys (`revenue`, `investments`, …); `other` is explained in `sources_of_funds_other`. */
  sources_of_funds: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  sources_of_funds_other: Text(5000),
  registered_address: Type.Optional(DraftAddress),
  office_address: Type.Optional(DraftAddress),
  website: Text(500),
  phone_number: Text(50),
  email: Text(320),
  employees_count: Text(50),
  aml_contact_person: Text(300),
  aml_contact_email: Text(320),
  aml_contact_phone_number: Text(50),
  opencorporates_url: Text(500),
  expected_monthly_transactions_volume: Text(100),
  registration_authority: Text(500),
  purpose_for_asset10: Text(5000),
  websites_for_asset10: Text(2000),
  license_date_of_expiry: Text(10),
  license_date_of_issue: Text(10),
  license_issuing_authority: Text(500),
  license_number: Text(100),
  /** The declarations, answered yes or no when the profile lists them; an explanation goes with each "yes". */
  license_required: Flag,
  investigations: Flag,
  prosecutions: Flag,
  ubo_criminal_records: Flag,
  declaration_explanations: Type.Optional(
    Strict({
      license_required: Text(5000),
      investigations: Text(5000),
      prosecutions: Text(5000),
      ubo_criminal_records: Text(5000),
    }),
  ),
});

export const DraftBankAccount = Strict({
  key: Key,
  account_holder: Text(300),
  name: Text(300),
  number: Text(64),
  iban: Flag,
  address: Text(500),
});

export const DraftCryptoAddress = Strict({
  key: Key,
  address: Text(200),
  address_type: Text(20),
  comment: Text(2000),
  /** From POST /portal/api/ownership_challenges: the message to sign and the check of its signature. */
  challenge_id: Type.Optional(Type.Union([Id, Type.Null()])),
});

export const DraftPerson = Strict({
  given_names: Text(300),
  surname: Text(300),
  date_of_birth: Text(10),
  nationality: Text(2),
  place_of_birth: Text(300),
  sex: Type.Optional(
    Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('other'), Type.Literal('')]),
  ),
  pep: Flag,
  pep_description: Text(5000),
  email: Text(320),
  phone: Text(50),
  address_of_residence: Type.Optional(DraftAddress),
  family_name: Text(300),
  parents_given_names: Text(300),
  personal_number: Text(100),
  funds_sources: Text(5000),
  title_position: Text(300),
});

export const DraftDirector = Strict({
  key: Key,
  /** The person's id in the case, when the draft answers a data update request about an existing director. */
  person_id: Type.Optional(Type.Union([Id, Type.Null()])),
  position: Text(100),
  person: Type.Optional(DraftPerson),
  documents: Type.Optional(Type.Array(DraftDocument, { maxItems: 20 })),
});

/** A percentage as the customer types it ("62.5"): text in the draft, a number once the application is submitted. */
const Percent = Text(12);

/**
 * A shareholder, or a shareholder's shareholder, as the portal's Ownership step declares it: a company (named,
 * numbered, with its country; `listed` with the exchange `listed_on` when it is listed on a regulated market, which
 * ends the chain) or a person (the directors' person fields; `director_key` names the draft director they are, so a
 * director who holds shares is one person, not two). `control` is control by other means, with its description;
 * `documents` a beneficial owner's person documents.
 * The shape follows the structure body of PUT /api/v1/verifications/{id}/structure.
 */
export const DraftOwnershipEntity = Strict({
  key: Key,
  type: Type.Union([Type.Literal('company'), Type.Literal('person')]),
  company: Type.Optional(Strict({ formal_name: Text(500), company_number: Text(100), jurisdiction_code: Text(2) })),
  listed: Flag,
  listed_on: Text(200),
  person: Type.Optional(
    Strict({ given_names: Text(300), surname: Text(300), date_of_birth: Text(10), nationality: Text(2) }),
  ),
  director_key: Type.Optional(Type.Union([Key, Type.Null()])),
  control: Type.Optional(Type.Union([Strict({ nature: Text(50), description: Text(2000) }), Type.Null()])),
  /** A beneficial owner who is not a director: the profile's person documents, as a director gives them. */
  documents: Type.Optional(Type.Array(DraftDocument, { maxItems: 20 })),
});

/** `holder` holds `shares` % (and `voting_rights` % when different) of `held`: an entity's key, or `root`. */
export const DraftHolding = Strict({
  key: Key,
  holder: Key,
  held: Key,
  shares: Percent,
  voting_rights: Percent,
});

export const DraftOwnership = Strict({
  entities: Type.Array(DraftOwnershipEntity, { maxItems: 200 }),
  holdings: Type.Array(DraftHolding, { maxItems: 400 }),
});

export const ApplicationDraft = Strict({
  company: Type.Optional(DraftCompany),
  bank_accounts: Type.Optional(Type.Array(DraftBankAccount, { maxItems: 20 })),
  crypto_addresses: Type.Optional(Type.Array(DraftCryptoAddress, { maxItems: 50 })),
  directors: Type.Optional(Type.Array(DraftDirector, { maxItems: 50 })),
  /** Who owns and controls the company (the profile's section `ownership`). */
  ownership: Type.Optional(DraftOwnership),
  /** The company's documents. */
  documents: Type.Optional(Type.Array(DraftDocument, { maxItems: 50 })),
  /** A recurring review: per section, "Nothing has changed" (`unchanged`) or `changed` (the draft holds the change). */
  review_answers: Type.Optional(
    Strict({
      company_details: Type.Optional(Type.String({ enum: [...REVIEW_ANSWERS] })),
      directors: Type.Optional(Type.String({ enum: [...REVIEW_ANSWERS] })),
      ownership: Type.Optional(Type.String({ enum: [...REVIEW_ANSWERS] })),
    }),
  ),
  /** Sections the customer answers "Not applicable", each with the reason (required at submission). */
  not_applicable: Type.Optional(
    Type.Array(
      Strict({ section: Type.String({ enum: [...PROFILE_SECTIONS] }), reason: Type.String({ maxLength: 2000 }) }),
      {
        maxItems: PROFILE_SECTIONS.length,
      },
    ),
  ),
});

export type ApplicationDraftData = Static<typeof ApplicationDraft>;
export type DraftDocumentData = Static<typeof DraftDocument>;
export type DraftAddressData = Static<typeof DraftAddress>;
export type DraftDirectorData = Static<typeof DraftDirector>;
export type DraftOwnershipData = Static<typeof DraftOwnership>;
