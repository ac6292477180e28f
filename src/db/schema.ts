import type { ColumnType, SqlBool } from 'kysely';

/** ISO 8601 UTC with milliseconds. PostgreSQL stores timestamptz; SQLite stores the text, which sorts the same. */
export type Timestamp = string;
/** YYYY-MM-DD. */
export type DateText = string;
/** A JSON value: written as JSON text, read back as text (SQLite) or parsed (PostgreSQL jsonb); see fromJson. */
export type Json = ColumnType<unknown, string, string>;
/** Booleans come back as 0/1 from SQLite and true/false from PostgreSQL; see fromBool. */
export type Bool = ColumnType<SqlBool, boolean, boolean>;
export type NullableBool = ColumnType<SqlBool | null, boolean | null, boolean | null>;

export interface AccountTable {
  id: string;
  name: string;
  requires_qa: Bool;
  /** Every review tab must stand marked reviewed before QA or a decision (migration 010). */
  require_review_marks: Bool;
  /** Every user must set up a second factor at their next sign-in (migration 017). */
  require_mfa: Bool;
  /** Years a case's personal data is kept after the business relationship ends (migration 021; default 5). */
  retention_years: ColumnType<number, number | undefined, number>;
  /** Jurisdiction codes the account marks as high risk (JSON array text, migration 022; empty by default). */
  high_risk_jurisdictions: ColumnType<string, string | undefined, string>;
  /** The screening match threshold, 0–1 (migration 024); null: the matcher's default. */
  screening_threshold: ColumnType<number | null, number | null | undefined, number | null>;
  /** How long after its decision a case is still rescreened on list updates (migration 024; default 12). */
  screening_monitoring_months: ColumnType<number, number | undefined, number>;
  /** IANA time zone of working days and due dates (migration 026; default UTC). */
  time_zone: ColumnType<string, string | undefined, string>;
  /** Months to the next review per level (JSON {high, medium, low}); null: the default 12/24/36. */
  review_intervals: ColumnType<unknown, string | null | undefined, string | null>;
  /** Working days allowed per state (JSON {state: days}); null: the default service levels. */
  service_levels: ColumnType<unknown, string | null | undefined, string | null>;
  /** Days before a review's date that `review_due` is sent. */
  review_due_notice_days: ColumnType<number, number | undefined, number>;
  /** Who gets a recurring review case: `unassigned` or `previous_assignee` (migration 033). */
  recurring_assignment: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccessTokenTable {
  id: string;
  account_id: string;
  name: string;
  token_hash: string;
  display_prefix: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** The user who created it (migration 018), for four eyes; null when the operator's CLI made it. */
  created_by: string | null;
}

export interface JurisdictionTable {
  id: string;
  code: string;
  name: string;
  country: string;
  full_name: string;
}

export interface CompanyTypeTable {
  id: string;
  jurisdiction_code: string;
  short_name: string;
  full_name: string;
  description: string;
  source: string | null;
  source_url: string | null;
}

export interface IndustryTable {
  key: number;
  value: string;
  industry: string;
  keywords: Json;
}

export interface CompletenessProfileTable {
  id: string;
  account_id: string;
  name: string;
  description: string;
  requirements: Json;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationTable {
  id: string;
  account_id: string;
  status: string;
  verification_type: string;
  customer_id: string | null;
  completeness_profile_id: string | null;
  assessment: string | null;
  assessment_comment: string | null;
  qa_comment: string | null;
  rejection_comment: string | null;
  external_risk_score_id: string | null;
  assigned_to: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_data_update: Timestamp | null;
  /** Who sent the case to QA ("token:<id>"), for the four-eyes rule. */
  sent_to_qa_by: string | null;
  /** What the customer is asked to provide after a data update request (JSON). */
  requested_data: Json | null;
  data_update_comment: string | null;
  /** Sections the customer answered "Not applicable", with the reasons (JSON [{section, reason}]). */
  not_applicable: Json | null;
  /** The company under review, copied from its row so the queue needs no join. */
  company_name: string | null;
  company_number: string | null;
  jurisdiction_code: string | null;
  /** The latest external risk score's level. */
  risk_level: string | null;
  /** Lower-case name, number and customer id: what the queue's search matches. */
  search_text: string | null;
  /** When each reviewable tab's data last changed (JSON {"company": timestamp, …}). */
  tab_changed_at: Json | null;
  /** When the case entered its current state (written with every status change): the queue's "Waiting". */
  status_changed_at: Timestamp;
  /** Changes with every update of the case, kept by triggers only (never written by code): see PresentedCaseMemo. */
  view_version: ColumnType<number, never, never>;
  /** The QA reviewer named on "Send to QA" (a user id of the account), or null. */
  qa_reviewer_id: string | null;
  /** When the standing decision (completed or rejected) was made; null while the case is undecided. */
  decided_at: Timestamp | null;
  /** Who made the assessment that stands (the sender to QA when it went through QA), as an actor key. */
  decided_by: string | null;
  /** Who completed or rejected the case from QA, as an actor key; null when it was decided without QA. */
  qa_by: string | null;
  /** When the business relationship ended ("Offboard"), by whom (an actor key) and why (migration 021). */
  offboarded_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  offboarded_by: ColumnType<string | null, string | null | undefined, string | null>;
  offboard_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last day the personal data is kept: offboarded_at plus the account's retention_years. */
  retain_until: ColumnType<DateText | null, DateText | null | undefined, DateText | null>;
  /** A legal hold stops every erasure while it stands. */
  legal_hold_reason: ColumnType<string | null, string | null | undefined, string | null>;
  legal_hold_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  legal_hold_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The standing risk assessment as the record shows it (JSON, migration 026); null: not assessed. */
  risk_assessment: ColumnType<unknown, string | null | undefined, string | null>;
  /** The standing level (override or computed): the queue's Risk column, filter and sort. */
  assessed_level: ColumnType<string | null, string | null | undefined, string | null>;
  /** The day of the next periodic review, set when the case is completed. */
  next_review_at: ColumnType<DateText | null, DateText | null | undefined, DateText | null>;
  /** The recurring case the review of this case opened. */
  review_case_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The case a recurring case reviews. */
  previous_case_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the case's current state is due under the account's service levels; null: no deadline. */
  due_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The state entry (status_changed_at) whose case_overdue webhook was sent. */
  overdue_notified_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /**
   * Generated (migration 029), never written: the standing level as the risk order's key, '4' (prohibited) to '0'
   * (not assessed).
   */
  risk_rank: ColumnType<string, never, never>;
  /** Generated (migration 029), never written: `due_at`, or the far end of time for a case without a deadline. */
  due_order: ColumnType<Timestamp, never, never>;
}

/** One version of an account's risk model (migration 026). */
export interface RiskModelTable {
  account_id: string;
  version: number;
  model: Json;
  created_by: string;
  created_at: Timestamp;
}

/** One assessment of a case, or an override of its level (migration 026). */
export interface RiskAssessmentTable {
  id: string;
  account_id: string;
  verification_id: string;
  /** computed | override */
  kind: string;
  model_version: number;
  computed_level: string;
  score: number;
  factors: Json;
  override_level: string | null;
  override_reason: string | null;
  override_by: string | null;
  override_at: Timestamp | null;
  /** False: the case was decided, so the assessment raised an alert and changed nothing. */
  applied: Bool;
  assessed_at: Timestamp;
}

/** The tombstone of an erased case (and the marker of one being erased): see migration 021. */
export interface VerificationErasureTable {
  verification_id: string;
  account_id: string;
  /** erasing → erased */
  state: string;
  reason: string;
  legal_basis: string | null;
  /** Erased before its retention ended (forced, with a legal basis). */
  within_retention: Bool;
  requested_by: string;
  requested_by_name: string;
  started_at: Timestamp;
  erased_at: Timestamp | null;
  /** What was erased: counts per kind and SHA-256 hashes (JSON). */
  erased: Json | null;
}

/** One daily job's run for one day, claimed by one instance. */
export interface DailyJobRunTable {
  job: string;
  day: DateText;
  claimed_by: string;
  claimed_at: Timestamp;
  lease_expires_at: Timestamp;
  finished_at: Timestamp | null;
  result: Json | null;
}

/** A reminder or escalation sent while a case waits for its customer: once per kind and wait (migration 028). */
export interface CustomerReminderTable {
  account_id: string;
  verification_id: string;
  waiting_since: Timestamp;
  kind: string;
  sent_at: Timestamp;
}

/** How many cases an account has in each state, kept by triggers on verifications (never written by code). */
export interface VerificationStatusCountTable {
  account_id: string;
  status: string;
  n: number;
}

/**
 * How many of an account's cases in each state fall due on each day (UTC, YYYY-MM-DD), kept by triggers on
 * verifications (migration 029; never written by code): the overdue counts add up the days before today.
 */
export interface VerificationDueCountTable {
  account_id: string;
  status: string;
  due_day: string;
  n: number;
}

export interface CompanyTable {
  id: string;
  account_id: string;
  verification_id: string;
  /** 0 is the company under review; others are related companies. */
  position: number;
  formal_name: string;
  brand_name: string | null;
  company_number: string;
  inactive: NullableBool;
  public_stock_exchange: NullableBool;
  date_of_incorporation: DateText | null;
  jurisdiction_id: string;
  company_type_id: string | null;
  industry_key: number | null;
  industry_description: string | null;
  industry_additional_keys: Json | null;
  activity_description: string | null;
  business_description: string;
  products_description: string;
  business_activity_countries: Json;
  tax_number: string;
  funds_sources: string;
  website: string;
  phone_number: string;
  email: string;
  employees_count: string;
  aml_contact_person: string;
  aml_contact_email: string;
  aml_contact_phone_number: string;
  opencorporates_url: string | null;
  expected_monthly_transactions_volume: string | null;
  investigations: Bool;
  prosecutions: Bool;
  ubo_criminal_records: Bool;
  registration_authority: string;
  purpose_for_asset10: string | null;
  websites_for_asset10: string | null;
  license_date_of_expiry: string;
  license_date_of_issue: string;
  license_issuing_authority: string;
  license_number: string;
  license_required: Bool;
  documents_note_from_verifier: string | null;
  /** The explanation of each declaration answered "yes" (JSON object, field name → text); null when none. */
  declaration_explanations: ColumnType<unknown, string | null | undefined, string | null>;
  /** Names of the fields the customer or API client gave (JSON array); null when written before it was kept. */
  answered_fields: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The registered and office addresses (JSON, the source system's address members; migration 025); null when none. */
  registered_address: ColumnType<unknown, string | null | undefined, string | null>;
  office_address: ColumnType<unknown, string | null | undefined, string | null>;
  /** The source system's sources of funds: keys (JSON array; null when none given) and the text for `other`. */
  sources_of_funds: ColumnType<unknown, string | null | undefined, string | null>;
  sources_of_funds_other: ColumnType<string | null, string | null | undefined, string | null>;
  /** The company detail JSON as the API serves it (bank accounts and crypto addresses included); null until rendered. */
  detail_json: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BankAccountTable {
  id: string;
  account_id: string;
  company_id: string;
  position: number;
  account_holder: string;
  address: string;
  iban: Bool;
  name: string;
  number: string;
  /** Names of the fields the customer or API client gave (JSON array); null when written before it was kept. */
  answered_fields: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CryptoAddressTable {
  id: string;
  account_id: string;
  company_id: string;
  position: number;
  address: string;
  address_type: string;
  comment: string | null;
  signature_message: string;
  signature_verification: string;
  /** The signature the customer gave for signature_message, when any. */
  signature: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PersonTable {
  id: string;
  account_id: string;
  verification_id: string;
  given_names: string;
  surname: string;
  date_of_birth: DateText | null;
  nationality: string | null;
  place_of_birth: string | null;
  sex: string | null;
  pep: Bool;
  pep_description: string | null;
  email: string | null;
  phone: string | null;
  address_of_residence: Json | null;
  /** Names of the fields the customer or API client gave (JSON array); null when written before it was kept. */
  answered_fields: ColumnType<unknown, string | null | undefined, string | null>;
  /** The source system's person fields (migration 025); null when not given. */
  family_name: ColumnType<string | null, string | null | undefined, string | null>;
  parents_given_names: ColumnType<string | null, string | null | undefined, string | null>;
  personal_number: ColumnType<string | null, string | null | undefined, string | null>;
  funds_sources: ColumnType<string | null, string | null | undefined, string | null>;
  title_position: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DirectorTable {
  id: string;
  account_id: string;
  verification_id: string;
  person_id: string;
  position: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A document record and its document are one-to-one, so one row carries both ids. */
export interface DocumentRecordTable {
  id: string;
  account_id: string;
  verification_id: string;
  /** Exactly one owner: the company (company documents) or a person (identity documents). */
  company_id: string | null;
  person_id: string | null;
  purposes: Json;
  document_id: string;
  country_of_issue: string | null;
  name: string;
  number: string | null;
  document_type: string;
  date_of_issue: DateText | null;
  expiration_date: DateText | null;
  /** An officer's own file ("Additional files"): never shown to the customer nor listed with the case's documents. */
  internal: ColumnType<SqlBool, boolean | undefined, boolean>;
  uploaded_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AttachmentTable {
  id: string;
  account_id: string;
  verification_id: string;
  document_record_id: string;
  attachment_type: string;
  filename: string;
  filesize: number;
  mime: string;
  sha256: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The stored bytes of one variant (thumb, medium, original) of an attachment. */
export interface AttachmentFileTable {
  attachment_id: string;
  variant: string;
  storage_key: string;
  mime: string;
  size: number;
  sha256: string;
}

export interface ExternalRiskScoreTable {
  id: string;
  account_id: string;
  verification_id: string;
  risk_score_simple: string | null;
  score: string | null;
  reasons: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: string;
  account_id: string;
  verification_id: string | null;
  actor_type: string;
  actor_id: string | null;
  action: string;
  from_state: string | null;
  to_state: string | null;
  comment: string | null;
  data: Json | null;
  created_at: Timestamp;
}

export interface WebhookEndpointTable {
  id: string;
  account_id: string;
  url: string;
  description: string;
  event_types: Json;
  enabled: Bool;
  disabled_reason: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Timestamp | null;
  failing_since: Timestamp | null;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookMessageTable {
  id: string;
  account_id: string;
  verification_id: string | null;
  event_type: string;
  /** The exact JSON text sent, so every attempt signs and sends the same bytes. */
  payload: string;
  created_at: Timestamp;
}

export interface WebhookDeliveryTable {
  id: string;
  account_id: string;
  endpoint_id: string;
  message_id: string;
  /** pending → succeeded | failed | cancelled */
  status: string;
  attempt_count: number;
  next_attempt_at: Timestamp | null;
  lease_expires_at: Timestamp | null;
  leased_by: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookAttemptTable {
  id: string;
  delivery_id: string;
  account_id: string;
  attempted_at: Timestamp;
  status_code: number | null;
  duration_ms: number;
  response_body: string | null;
  error: string | null;
}

export interface UserTable {
  id: string;
  account_id: string;
  email: string;
  name: string;
  role: string;
  password_hash: string | null;
  deactivated_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The TOTP secret, encrypted (src/domain/secret-box.ts); set once a code confirmed it (migration 017). */
  mfa_secret: string | null;
  /** A secret shown on the set-up page, encrypted, not yet confirmed by a code. */
  mfa_pending_secret: string | null;
  mfa_enabled_at: Timestamp | null;
  /** The TOTP time step of the last accepted code: a code at or before it is a replay. */
  mfa_last_step: number | null;
  /** How many passkeys the user has (migration 019), kept with every insert and delete of one. */
  passkey_count: ColumnType<number, number | undefined, number>;
  /** The first sign-in through single sign-on (migration 020): such a user is active without a password. */
  sso_signed_in_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface MfaRecoveryCodeTable {
  id: string;
  user_id: string;
  account_id: string;
  /** SHA-256 of the normalised code; the code itself is shown once and never stored. */
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

/** The state between a correct password and the second factor: not a session. */
export interface MfaChallengeTable {
  id: string;
  user_id: string;
  account_id: string;
  token_hash: string;
  failures: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A registered WebAuthn credential (migration 019). */
export interface PasskeyTable {
  id: string;
  account_id: string;
  user_id: string;
  /** base64url, unique across accounts: a passwordless sign-in finds the user by it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (uint32; bigint, a string, on PostgreSQL). */
  counter: ColumnType<number | string, number, number>;
  /** Comma-separated transports the authenticator reported ("internal,hybrid"). */
  transports: string;
  name: string;
  backed_up: Bool;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** One WebAuthn ceremony's challenge: only its hash, single use, short-lived, bound to what asked for it. */
export interface PasskeyChallengeTable {
  id: string;
  challenge_hash: string;
  /** 'register' | 'second_factor' | 'sign_in' */
  purpose: string;
  account_id: string | null;
  user_id: string | null;
  session_id: string | null;
  mfa_challenge_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface UserSessionTable {
  id: string;
  user_id: string;
  account_id: string;
  session_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
  /** The browser's User-Agent at sign-in, cut to 512 characters (migration 018); null before. */
  user_agent: string | null;
  /** The client address at sign-in (migration 018); null before. */
  client_address: string | null;
  /** `password` or `sso` (migration 020); null on sessions opened before it (password). */
  sign_in_method: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One account's OpenID Connect provider (migration 020). */
export interface AccountSsoTable {
  account_id: string;
  issuer_url: string;
  client_id: string;
  /** Sealed with src/domain/secret-box.ts, bound to the account id; never returned by any API. */
  client_secret_sealed: string;
  jit_provisioning: Bool;
  jit_role: string;
  enforced: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An e-mail domain and the one account whose provider signs it in. */
export interface SsoEmailDomainTable {
  domain: string;
  account_id: string;
}

/** A sign-in between the redirect to the provider and its return: spent once. */
export interface SsoSignInTable {
  id: string;
  account_id: string;
  token_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface PasswordLinkTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Keyed by (email, client_address): see migration 015. `failures` counts attempts, written before the check. */
export interface SignInThrottleTable {
  email: string;
  client_address: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface CaseNoteTable {
  id: string;
  account_id: string;
  verification_id: string;
  author_type: string;
  author_id: string | null;
  body: string;
  created_at: Timestamp;
}

export interface ReviewMarkTable {
  verification_id: string;
  tab: string;
  account_id: string;
  marked_by: string;
  marked_at: Timestamp;
}

export interface InvitationTable {
  id: string;
  account_id: string;
  email: string;
  customer_id: string | null;
  completeness_profile_id: string;
  prefill: Json | null;
  expires_at: Timestamp;
  opened_at: Timestamp | null;
  submitted_at: Timestamp | null;
  revoked_at: Timestamp | null;
  last_link_sent_at: Timestamp | null;
  verification_id: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InvitationLinkTable {
  token_hash: string;
  invitation_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** How the link reached the customer (see LinkDelivery); null for links made before it was recorded. */
  delivery: string | null;
  /** Who made the link (an actor key: `user:…`, `token:…`, `cli`, `customer` for "send me a new link"). */
  issued_by: string | null;
}

export interface PortalSessionTable {
  session_hash: string;
  invitation_id: string;
  account_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** The token_hash of the invitation link that opened the session (null for sessions opened before 016). */
  link_hash: string | null;
}

export interface ApplicationDraftTable {
  invitation_id: string;
  account_id: string;
  data: Json;
  revision: number;
  updated_at: Timestamp;
}

export interface PortalUploadTable {
  id: string;
  invitation_id: string;
  account_id: string;
  storage_key: string;
  filename: string;
  mime: string;
  filesize: number;
  sha256: string;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OwnershipChallengeTable {
  id: string;
  invitation_id: string;
  account_id: string;
  address: string;
  address_type: string;
  message: string;
  signature: string | null;
  /** not_provided | verified | failed | unsupported_network */
  verification: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MailOutboxTable {
  id: string;
  account_id: string;
  /** MAIL_KINDS (src/services/mail-outbox.ts): invitation, new_link, data_update_request, … review_escalation */
  kind: string;
  recipient: string;
  from_name: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** pending → sent | failed | cancelled (its invitation was revoked before it was sent) */
  status: string;
  attempt_count: number;
  next_attempt_at: Timestamp | null;
  lease_expires_at: Timestamp | null;
  leased_by: string | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  invitation_id: string | null;
  verification_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MailAttemptTable {
  id: string;
  mail_id: string;
  attempt_number: number;
  /** sent | failed */
  outcome: string;
  error: string | null;
  duration_ms: number;
  created_at: Timestamp;
}

export interface CaseRevisionTable {
  id: string;
  account_id: string;
  verification_id: string;
  number: number;
  actor_type: string;
  actor_id: string | null;
  data: Json;
  created_at: Timestamp;
}

/** A shareholder (or controller) in a case's declared ownership structure (migration 022). */
export interface OwnershipEntityTable {
  id: string;
  account_id: string;
  verification_id: string;
  position: number;
  entity_type: 'company' | 'person';
  /** A person entity's person: the director's own record when the shareholder is also a director. */
  person_id: string | null;
  formal_name: string | null;
  company_number: string | null;
  jurisdiction_code: string | null;
  /** The regulated market a company is listed on; it ends the chain. */
  listed_on: string | null;
  control_nature: string | null;
  control_description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** "holder holds shares % (and voting_rights %) of held"; held null is the company under review. */
export interface OwnershipHoldingTable {
  id: string;
  account_id: string;
  verification_id: string;
  position: number;
  holder_entity_id: string;
  held_entity_id: string | null;
  shares: number;
  voting_rights: number | null;
  created_at: Timestamp;
}

/** The fingerprint of the reference data last loaded (one row, id 1). */
export interface ReferenceDataStateTable {
  id: number;
  fingerprint: string;
  loaded_at: string;
}

/** A screening list source (ofac-sdn, un, eu-fsf, opensanctions) and its current version (migration 023). */
export interface ScreeningSourceTable {
  id: string;
  current_version_id: string | null;
  updated_at: Timestamp;
}

/** One import of a source's list: immutable. */
export interface ScreeningListVersionTable {
  id: string;
  source: string;
  seq: number;
  content_hash: string;
  imported_at: Timestamp;
  entry_count: number;
  added: number;
  changed: number;
  removed: number;
}

/** One content of a list entry, valid from a version's seq to the seq that changed or removed it (exclusive). */
export interface ScreeningEntryTable {
  id: string;
  source: string;
  source_key: string;
  content_hash: string;
  kind: string;
  category: string;
  data: string;
  valid_from_seq: number;
  valid_to_seq: number | null;
}

/** The candidate index of current entries: one row per key (token, phonetic key, prefix, crypto address) and entry. */
export interface ScreeningNameKeyTable {
  key: string;
  entry_id: string;
}

/** An ad-hoc check of a person, a company or a crypto address (migration 024). */
export interface ScreeningCheckTable {
  id: string;
  account_id: string;
  /** individual | company | crypto_address */
  check_type: string;
  state: string;
  /** What was asked: given_names, surname, date_of_birth, nationality / company_name… / address, address_type. */
  input: Json;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A subject of a case as last screened (migration 024): the delta rescreen reads these. */
export interface ScreeningSubjectTable {
  id: string;
  account_id: string;
  verification_id: string;
  subject_key: string;
  kind: string;
  role: string;
  data: Json;
  fingerprint: string;
  screened_at: Timestamp;
}

/** A case whose screening provider did not answer, until a screening of it succeeds (migration 031). */
export interface ScreeningFailureTable {
  verification_id: string;
  account_id: string;
  /** The provider's error, for the officer and the operator (no personal data). */
  reason: string;
  /** What asked for the screening that failed (intake, submission, data_change, retry…). */
  trigger: string;
  /** How many subjects waited to be screened. */
  subjects: number;
  /** Screenings of the case that failed in a row. */
  attempts: number;
  first_failed_at: Timestamp;
  failed_at: Timestamp;
  /** The lease of the instance retrying it; null when nobody is. */
  retry_claimed_until: Timestamp | null;
}

/** A hit: an identified issue of a case or of a check (migration 024). */
export interface ScreeningIssueTable {
  id: string;
  account_id: string;
  verification_id: string | null;
  check_id: string | null;
  subject_key: string;
  subject_kind: string;
  subject_role: string;
  subject: Json;
  category: string;
  source: string;
  list_version_id: string;
  entry_id: string;
  entry: Json;
  score: number;
  explanation: Json;
  entry_fingerprint: string;
  subject_fingerprint: string;
  relevant: NullableBool;
  comment: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
  proposed_relevant: NullableBool;
  proposed_comment: string | null;
  proposed_by: string | null;
  proposed_at: Timestamp | null;
  changed_since_dismissed: Bool;
  alert: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  accounts: AccountTable;
  mfa_recovery_codes: MfaRecoveryCodeTable;
  mfa_challenges: MfaChallengeTable;
  passkeys: PasskeyTable;
  passkey_challenges: PasskeyChallengeTable;
  access_tokens: AccessTokenTable;
  jurisdictions: JurisdictionTable;
  company_types: CompanyTypeTable;
  industries: IndustryTable;
  completeness_profiles: CompletenessProfileTable;
  verifications: VerificationTable;
  companies: CompanyTable;
  bank_accounts: BankAccountTable;
  crypto_addresses: CryptoAddressTable;
  persons: PersonTable;
  directors: DirectorTable;
  ownership_entities: OwnershipEntityTable;
  ownership_holdings: OwnershipHoldingTable;
  verification_status_counts: VerificationStatusCountTable;
  verification_due_counts: VerificationDueCountTable;
  document_records: DocumentRecordTable;
  attachments: AttachmentTable;
  attachment_files: AttachmentFileTable;
  external_risk_scores: ExternalRiskScoreTable;
  audit_log: AuditLogTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_messages: WebhookMessageTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  users: UserTable;
  user_sessions: UserSessionTable;
  account_sso: AccountSsoTable;
  sso_email_domains: SsoEmailDomainTable;
  sso_sign_ins: SsoSignInTable;
  password_links: PasswordLinkTable;
  sign_in_throttle: SignInThrottleTable;
  case_notes: CaseNoteTable;
  review_marks: ReviewMarkTable;
  invitations: InvitationTable;
  invitation_links: InvitationLinkTable;
  portal_sessions: PortalSessionTable;
  application_drafts: ApplicationDraftTable;
  portal_uploads: PortalUploadTable;
  ownership_challenges: OwnershipChallengeTable;
  mail_outbox: MailOutboxTable;
  mail_attempts: MailAttemptTable;
  case_revisions: CaseRevisionTable;
  reference_data_state: ReferenceDataStateTable;
  verification_erasures: VerificationErasureTable;
  daily_job_runs: DailyJobRunTable;
  customer_reminders: CustomerReminderTable;
  screening_sources: ScreeningSourceTable;
  screening_list_versions: ScreeningListVersionTable;
  screening_entries: ScreeningEntryTable;
  screening_name_keys: ScreeningNameKeyTable;
  screening_checks: ScreeningCheckTable;
  screening_subjects: ScreeningSubjectTable;
  screening_issues: ScreeningIssueTable;
  screening_failures: ScreeningFailureTable;
  risk_models: RiskModelTable;
  risk_assessments: RiskAssessmentTable;
}
