import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { EMAIL_ADDRESS_OR_EMPTY_PATTERN } from '../domain/email-address.js';

/** The JSON a client sends to open a case. Every string is bounded; unknown fields are refused. */

const Text = (maxLength: number, extra: object = {}) => Type.String({ maxLength, ...extra });
/** An optional e-mail of the intake: the one e-mail rule (src/domain/email-address.ts), or "". */
const EmailText = () => Text(320, { pattern: EMAIL_ADDRESS_OR_EMPTY_PATTERN });
const Required = (maxLength: number, extra: object = {}) => Type.String({ minLength: 1, maxLength, ...extra });
const DateInput = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const CountryCode = Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 code' });
/** Nullable in the spec: the client may send null for "not known", the same as leaving it out. */
const OrNull = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const Strict = <T extends Record<string, TSchema>>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

export const BankAccountInput = Strict({
  account_holder: Required(300),
  address: Type.Optional(Text(500)),
  iban: Type.Optional(Type.Boolean({ description: 'true when number is an IBAN' })),
  name: Required(300, { description: 'the bank name' }),
  number: Required(64),
});

export const CryptoAddressInput = Strict({
  address: Required(200),
  address_type: Required(20, { pattern: '^[A-Za-z0-9_-]+$', description: 'network code, e.g. BTC, ETH' }),
  comment: OrNull(Text(2000)),
  signature_message: Type.Optional(
    Text(2000, { description: 'the message signed; when absent, Dossier makes one (account, address, nonce, date)' }),
  ),
  signature: Type.Optional(
    Text(500, {
      description:
        'the wallet’s signature of signature_message: Dossier checks it (EIP-191, BIP-137, ed25519) and sets ' +
        'signature_verification to verified or failed',
    }),
  ),
  signature_verification: Type.Optional(
    Type.String({
      enum: ['not_provided', 'verified', 'failed', 'unsupported_network', 'accepted', 'rejected', 'not_required'],
      description: 'what you checked yourself, when you send no signature; ignored when a signature is given',
    }),
  ),
});

export const AddressInput = Strict({
  line1: Required(300),
  line2: OrNull(Text(300)),
  city: Required(200),
  postal_code: OrNull(Text(30)),
  region: OrNull(Text(200)),
  country: CountryCode,
  line3: OrNull(Text(300, { description: 'a third line (the source system’s line_3)' })),
});

export const CompanyInput = Strict({
  formal_name: Required(500),
  brand_name: OrNull(Text(500)),
  company_number: Required(100),
  inactive: OrNull(Type.Boolean()),
  public_stock_exchange: OrNull(Type.Boolean()),
  date_of_incorporation: OrNull(DateInput),
  jurisdiction_code: CountryCode,
  company_type_id: OrNull(Type.String({ format: 'uuid' })),
  company_type: OrNull(Required(100, { description: 'legal form short name in the jurisdiction, e.g. Ltd' })),
  industry: Type.Optional(
    Strict({
      key: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
      description: Type.Optional(Text(2000)),
      additional_keys: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 9999 }), { maxItems: 20 })),
    }),
  ),
  activity_description: OrNull(Text(5000)),
  business_description: Type.Optional(Text(5000)),
  products_description: Type.Optional(Text(5000)),
  business_activity_countries: Type.Optional(Type.Array(Required(50), { maxItems: 300 })),
  tax_number: Type.Optional(Text(100)),
  funds_sources: Type.Optional(Text(5000)),
  sources_of_funds: Type.Optional(
    Type.Array(Required(100), {
      maxItems: 20,
      description: 'the source system’s keys for where the funds come from',
      examples: [['investments', 'other']],
    }),
  ),
  sources_of_funds_other: OrNull(Text(5000, { description: 'what `other` in sources_of_funds means' })),
  registered_address: OrNull(AddressInput),
  office_address: OrNull(AddressInput),
  website: Type.Optional(Text(500)),
  phone_number: Type.Optional(Text(50)),
  email: Type.Optional(EmailText()),
  employees_count: Type.Optional(Text(50, { examples: ['11-50'] })),
  aml_contact_person: Type.Optional(Text(300)),
  aml_contact_email: Type.Optional(EmailText()),
  aml_contact_phone_number: Type.Optional(Text(50)),
  opencorporates_url: OrNull(Text(500)),
  expected_monthly_transactions_volume: OrNull(Text(100)),
  investigations: Type.Optional(Type.Boolean()),
  prosecutions: Type.Optional(Type.Boolean()),
  ubo_criminal_records: Type.Optional(Type.Boolean()),
  registration_authority: Type.Optional(Text(500)),
  purpose_for_asset10: OrNull(Text(5000)),
  websites_for_asset10: OrNull(Text(2000)),
  license_date_of_expiry: Type.Optional(DateInput),
  license_date_of_issue: Type.Optional(DateInput),
  license_issuing_authority: Type.Optional(Text(500)),
  license_number: Type.Optional(Text(100)),
  license_required: Type.Optional(Type.Boolean()),
  documents_note_from_verifier: OrNull(Text(5000)),
  declaration_explanations: Type.Optional(
    Strict(
      {
        license_required: Type.Optional(Text(5000)),
        investigations: Type.Optional(Text(5000)),
        prosecutions: Type.Optional(Text(5000)),
        ubo_criminal_records: Type.Optional(Text(5000)),
      },
      'Dossier’s addition: the explanation of each declaration answered true',
    ),
  ),
  bank_accounts: Type.Optional(Type.Array(BankAccountInput, { maxItems: 20 })),
  crypto_addresses: Type.Optional(Type.Array(CryptoAddressInput, { maxItems: 50 })),
});

export const PersonInput = Strict({
  given_names: Required(300),
  surname: Required(300),
  date_of_birth: OrNull(DateInput),
  nationality: OrNull(CountryCode),
  place_of_birth: OrNull(Text(300)),
  sex: OrNull(Type.String({ enum: ['male', 'female', 'other'] })),
  pep: Type.Optional(Type.Boolean({ description: 'politically exposed person' })),
  pep_description: OrNull(Text(5000)),
  email: OrNull(EmailText()),
  phone: OrNull(Text(50)),
  address_of_residence: OrNull(AddressInput),
  // The source system's person fields (docs/interface.md, "The source system's routes").
  family_name: OrNull(Text(300, { description: 'a family name apart from the surname (e.g. a birth name)' })),
  parents_given_names: OrNull(Text(300, { description: 'the given names of the person’s parents' })),
  personal_number: OrNull(Text(100, { description: 'a national identification number' })),
  funds_sources: OrNull(Text(5000, { description: 'where the person’s funds come from' })),
  title_position: OrNull(Text(300, { description: 'the person’s title or position' })),
});

export const DirectorInput = Strict({
  position: Required(100, { examples: ['director'] }),
  person: PersonInput,
});

export const VerificationIntake = Strict(
  {
    customer_id: Type.Optional(Required(200, { description: 'your own reference for the customer' })),
    verification_type: Type.Optional(Type.String({ enum: ['primary', 'recurring'] })),
    completeness_profile_id: Type.Optional(Type.String({ format: 'uuid' })),
    company: CompanyInput,
    related_companies: Type.Optional(Type.Array(CompanyInput, { maxItems: 20 })),
    directors: Type.Optional(Type.Array(DirectorInput, { maxItems: 50 })),
  },
  'A new case: the company under review, related companies and directors.',
);

export type CompanyInputData = Static<typeof CompanyInput>;
export type BankAccountInputData = Static<typeof BankAccountInput>;
export type CryptoAddressInputData = Static<typeof CryptoAddressInput>;
export type DirectorInputData = Static<typeof DirectorInput>;
export type PersonInputData = Static<typeof PersonInput>;
export type VerificationIntakeData = Static<typeof VerificationIntake>;
