import type { Schemas } from '../../shared/api/client';
import type { paths } from '../../shared/api-types';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type User = Schemas['User'];
export type Role = User['role'];
export type UserStatus = User['status'];
export type Account = Schemas['Account'];
export type AccessToken = Schemas['AccessToken'];
export type Session = Json<paths['/api/v1/session']['get']['responses'][200]>['session'];
/** One of the signed-in user's own sessions, as their list of sessions shows it. */
export type SessionListItem = Json<paths['/api/v1/sessions']['get']['responses'][200]>['sessions'][number];
export type Passkey = Json<paths['/api/v1/session/passkeys']['get']['responses'][200]>['passkeys'][number];
export type PasswordLink = Json<paths['/api/v1/password_links/check']['post']['responses'][200]>['password_link'];
/** A new set-password link: what inviting a user and resetting a password answer. */
export type SetPasswordLink = Json<paths['/api/v1/users/{id}/reset_password']['post']['responses'][200]>;

export type CompletenessProfile = Schemas['CompletenessProfile'];
export type Requirements = CompletenessProfile['requirements'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEventType = WebhookEndpoint['event_types'][number];

// ---- case review ----

export type Verification = Schemas['Verification'];
export type VerificationStatus = Verification['status'];
export type CaseEvent = Verification['allowed_events'][number];
export type BlockedEvent = Verification['blocked_events'][number];
export type Assessment = NonNullable<Verification['assessment']>;
export type RiskLevel = NonNullable<NonNullable<Verification['external_risk_score']>['risk_score_simple']>;
export type RiskAssessment = NonNullable<Verification['risk_assessment']>;
export type AssessedLevel = RiskAssessment['level'];
export type RequestedData = NonNullable<Verification['requested_data']>;
export type MissingData = RequestedData['missing'];
export type CustomerRequest = Json<
  paths['/api/v1/verifications/{verification_id}/customer_request']['get']['responses'][200]
>['customer_request'];
export type Jurisdiction = NonNullable<Verification['company_jurisdiction']>;

export type DocumentRecord = Schemas['DocumentRecord'];
export type Attachment = DocumentRecord['document']['attachments'][number];
export type CompanyDetail = Schemas['CompanyDetail'];
export type CompanyListItem = Schemas['CompanyListItem'];
export type BankAccount = CompanyDetail['bank_accounts'][number];
export type CryptoAddress = CompanyDetail['crypto_addresses'][number];
export type Director = Schemas['Director'];
export type Person = Director['person'];

type CaseGet<P extends keyof paths> = paths[P] extends { get: { responses: { 200: infer R } } } ? Json<R> : never;

export type CaseCounts = CaseGet<'/api/v1/verifications/counts'>['counts'];
/** Per tab, how many of its cases are past their state's due_at. */
export type OverdueCounts = CaseGet<'/api/v1/verifications/counts'>['overdue'];
export type AuditEntry = CaseGet<'/api/v1/verifications/{verification_id}/audit_log'>['audit_log'][number];
export type Note = CaseGet<'/api/v1/verifications/{verification_id}/notes'>['notes'][number];
export type ReviewProgress = CaseGet<'/api/v1/verifications/{verification_id}/review'>['review'];
export type ReviewTab = ReviewProgress['tabs'][number]['tab'];
export type TabReview = ReviewProgress['tabs'][number];
export type Completeness = NonNullable<CaseGet<'/api/v1/verifications/{verification_id}/completeness'>['completeness']>;
export type RiskScore =
  CaseGet<'/api/v1/verifications/{verification_id}/external_risk_scores'>['external_risk_scores'][number];

// ---- invitations and revisions ----

export type Invitation = Schemas['Invitation'];
export type InvitationStatus = Invitation['status'];
export type InvitationPrefill = NonNullable<Invitation['prefill']>;
export type CaseChanges = NonNullable<CaseGet<'/api/v1/verifications/{verification_id}/changes'>['changes']>;
export type FieldChange = CaseChanges['fields'][number];
export type DocumentChange = CaseChanges['documents'][number];
export type SsoSettings = NonNullable<Json<paths['/api/v1/account/sso']['get']['responses'][200]>['sso']>;
export type SsoSettingsBody = NonNullable<
  paths['/api/v1/account/sso']['put']['requestBody']
>['content']['application/json'];

export type ScreeningIssue = Schemas['ScreeningIssue'];
