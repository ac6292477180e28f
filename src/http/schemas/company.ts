import { Type } from '@sinclair/typebox';
import {
  AnsweredFields,
  DateOrEmpty,
  DateText,
  DeclarationExplanations,
  Nullable,
  TimestampText,
  Uuid,
} from './common.js';
import { CompanyType, Industry, Jurisdiction } from './reference.js';

export const BankAccount = Type.Object({
  id: Uuid,
  account_holder: Type.String(),
  address: Type.String(),
  iban: Type.Boolean({ description: 'true when number is an IBAN' }),
  name: Type.String({ description: 'the bank name' }),
  number: Type.String(),
  created_at: TimestampText,
  updated_at: TimestampText,
  answered_fields: AnsweredFields,
});

export const CryptoAddress = Type.Object({
  id: Uuid,
  address: Type.String(),
  address_type: Type.String({ description: 'network code in upper case', examples: ['BTC', 'ETH'] }),
  comment: Nullable(Type.String()),
  signature_message: Type.String({
    description: 'message to be signed to prove ownership: the account, the address, a random nonce and the date',
  }),
  signature_verification: Type.String({
    description:
      'the check of the signature of signature_message: `not_provided` (no signature yet), `verified` or `failed` ' +
      '(EIP-191 personal_sign for ETH and EVM networks, BIP-137 for BTC, ed25519 for SOL), `unsupported_network` ' +
      '(other networks). A case opened through the API may also carry what the integrator stated: `accepted`, ' +
      '`rejected`, `not_required`.',
    examples: ['verified', 'not_provided', 'failed', 'unsupported_network'],
  }),
  created_at: TimestampText,
  updated_at: TimestampText,
});

export const companyListFields = {
  id: Uuid,
  formal_name: Type.String(),
  brand_name: Nullable(Type.String()),
  company_number: Type.String(),
  inactive: Nullable(Type.Boolean()),
  public_stock_exchange: Nullable(Type.Boolean()),
  date_of_incorporation: Nullable(DateText),
  jurisdiction: Jurisdiction,
  company_type: Nullable(CompanyType),
  industry: Industry,
};

export const CompanyListItem = Type.Object(companyListFields, { $id: 'CompanyListItem' });

export const CompanyDetail = Type.Object(
  {
    ...companyListFields,
    activity_description: Nullable(Type.String()),
    business_description: Type.String(),
    products_description: Type.String(),
    business_activity_countries: Type.Array(Type.String(), { description: 'region or country keys' }),
    tax_number: Type.String(),
    funds_sources: Type.String(),
    sources_of_funds: Type.Array(Type.String(), {
      description: 'The source system’s keys for where the funds come from ([] when none given)',
      examples: [['investments', 'other']],
    }),
    sources_of_funds_other: Nullable(Type.String({ description: 'What `other` in sources_of_funds means' })),
    bank_accounts: Type.Array(BankAccount),
    crypto_addresses: Type.Array(CryptoAddress),
    website: Type.String(),
    phone_number: Type.String(),
    email: Type.String(),
    employees_count: Type.String({ description: 'a range label', examples: ['11-50'] }),
    aml_contact_person: Type.String(),
    aml_contact_email: Type.String(),
    aml_contact_phone_number: Type.String(),
    opencorporates_url: Nullable(Type.String()),
    expected_monthly_transactions_volume: Nullable(Type.String()),
    investigations: Type.Boolean(),
    prosecutions: Type.Boolean(),
    ubo_criminal_records: Type.Boolean(),
    registration_authority: Type.String(),
    purpose_for_asset10: Nullable(Type.String()),
    websites_for_asset10: Nullable(Type.String()),
    license_date_of_expiry: DateOrEmpty,
    license_date_of_issue: DateOrEmpty,
    license_issuing_authority: Type.String(),
    license_number: Type.String(),
    license_required: Type.Boolean(),
    documents_note_from_verifier: Nullable(Type.String()),
    answered_fields: AnsweredFields,
    declaration_explanations: DeclarationExplanations,
    registered_address: Type.Union([Type.Ref('Address'), Type.Null()], {
      description: 'The company’s registered address; null when none was given',
    }),
    office_address: Type.Union([Type.Ref('Address'), Type.Null()], {
      description: 'Where the company works from; null when none was given',
    }),
  },
  { $id: 'CompanyDetail' },
);

/**
 * A company of a case as `GET /verifications/{id}/companies/{cid}` serves it: the detail with its `role`, as the
 * companies list shows it. A corporate shareholder's detail holds what its structure declares; the rest is empty.
 */
export const CaseCompanyDetail = Type.Object(
  {
    ...CompanyDetail.properties,
    role: Type.String({
      enum: ['root', 'related_company', 'corporate_shareholder'],
      description: 'root is the company under review; corporate_shareholder a company of its ownership structure',
    }),
    listed_on: Nullable(Type.String({ description: 'the regulated market a corporate shareholder is listed on' })),
  },
  { $id: 'CaseCompanyDetail' },
);
