import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api/client';
import type {
  AccessToken,
  Account,
  CompletenessProfile,
  PasswordLink,
  Requirements,
  Role,
  SetPasswordLink,
  SsoSettingsBody,
  User,
  WebhookEndpoint,
  WebhookEventType,
} from './types';

// ---- account ----

export const accountQuery = queryOptions({
  queryKey: ['account'],
  queryFn: async () => (await unwrap(api.GET('/api/v1/account'))).account,
});

export async function updateAccount(body: {
  name?: string;
  requires_qa?: boolean;
  require_review_marks?: boolean;
  require_mfa?: boolean;
  retention_years?: number;
  screening_threshold?: number | null;
  screening_monitoring_months?: number;
}): Promise<Account> {
  return (await unwrap(api.PATCH('/api/v1/account', { body }))).account;
}

/** An admin's reset of a user's two-factor authentication (audit-logged). */
export async function resetUserMfa(id: string) {
  return (await unwrap(api.DELETE('/api/v1/users/{id}/mfa', { params: { path: { id } } }))).user;
}

// ---- single sign-on ----

export const ssoQuery = queryOptions({
  queryKey: ['account', 'sso'],
  queryFn: async () => unwrap(api.GET('/api/v1/account/sso')),
});

export async function saveSso(body: SsoSettingsBody) {
  return unwrap(api.PUT('/api/v1/account/sso', { body }));
}

export async function removeSso(): Promise<void> {
  await unwrap(api.DELETE('/api/v1/account/sso'));
}

// ---- access tokens ----

export const tokensQuery = queryOptions({
  queryKey: ['access_tokens'],
  queryFn: async () => (await unwrap(api.GET('/api/v1/access_tokens'))).access_tokens,
});

export async function createToken(name: string): Promise<{ access_token: AccessToken; token: string }> {
  return unwrap(api.POST('/api/v1/access_tokens', { body: { name } }));
}

export async function revokeToken(id: string): Promise<AccessToken> {
  return (await unwrap(api.POST('/api/v1/access_tokens/{id}/revoke', { params: { path: { id } } }))).access_token;
}

// ---- users ----

export const usersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: async () => (await unwrap(api.GET('/api/v1/users'))).users,
});

export async function inviteUser(body: { email: string; name: string; role: Role }): Promise<SetPasswordLink> {
  return unwrap(api.POST('/api/v1/users', { body }));
}

export async function updateUser(id: string, body: { name?: string; role?: Role }): Promise<User> {
  return (await unwrap(api.PATCH('/api/v1/users/{id}', { params: { path: { id } }, body }))).user;
}

export async function deactivateUser(id: string): Promise<User> {
  return (await unwrap(api.POST('/api/v1/users/{id}/deactivate', { params: { path: { id } } }))).user;
}

export async function resetPassword(id: string): Promise<SetPasswordLink> {
  return unwrap(api.POST('/api/v1/users/{id}/reset_password', { params: { path: { id } } }));
}

// ---- set-password links (no session) ----

export async function checkPasswordLink(token: string): Promise<PasswordLink> {
  return (await unwrap(api.POST('/api/v1/password_links/check', { body: { token } }))).password_link;
}

export async function consumePasswordLink(token: string, password: string): Promise<User> {
  return (await unwrap(api.POST('/api/v1/password_links/use', { body: { token, password } }))).user;
}

// ---- onboarding profiles ----

export const profilesQuery = queryOptions({
  queryKey: ['completeness_profiles'],
  queryFn: async () =>
    (await unwrap(api.GET('/api/v1/completeness_profiles', { params: { query: { include_archived: true } } })))
      .completeness_profiles,
});

export const profileQuery = (id: string) =>
  queryOptions({
    queryKey: ['completeness_profiles', id],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/completeness_profiles/{id}', { params: { path: { id } } }))).completeness_profile,
  });

export interface ProfileInput {
  name: string;
  description: string;
  requirements: Requirements;
}

export async function createProfile(body: ProfileInput): Promise<CompletenessProfile> {
  return (await unwrap(api.POST('/api/v1/completeness_profiles', { body }))).completeness_profile;
}

export async function updateProfile(id: string, body: Partial<ProfileInput>): Promise<CompletenessProfile> {
  return (await unwrap(api.PATCH('/api/v1/completeness_profiles/{id}', { params: { path: { id } }, body })))
    .completeness_profile;
}

export async function archiveProfile(id: string): Promise<CompletenessProfile> {
  return (await unwrap(api.POST('/api/v1/completeness_profiles/{id}/archive', { params: { path: { id } } })))
    .completeness_profile;
}

// ---- webhook endpoints ----

export const endpointsQuery = queryOptions({
  queryKey: ['webhook_endpoints'],
  queryFn: async () => (await unwrap(api.GET('/api/v1/webhook_endpoints'))).webhook_endpoints,
});

export const endpointQuery = (id: string) =>
  queryOptions({
    queryKey: ['webhook_endpoints', id],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/webhook_endpoints/{id}', { params: { path: { id } } }))).webhook_endpoint,
  });

export async function createEndpoint(body: {
  url: string;
  event_types: WebhookEventType[];
  description: string;
}): Promise<{ webhook_endpoint: WebhookEndpoint; secret: string }> {
  return unwrap(api.POST('/api/v1/webhook_endpoints', { body }));
}

export async function setEndpointEnabled(id: string, enabled: boolean): Promise<WebhookEndpoint> {
  return (await unwrap(api.PATCH('/api/v1/webhook_endpoints/{id}', { params: { path: { id } }, body: { enabled } })))
    .webhook_endpoint;
}

export async function rotateEndpointSecret(id: string): Promise<{ webhook_endpoint: WebhookEndpoint; secret: string }> {
  return unwrap(api.POST('/api/v1/webhook_endpoints/{id}/rotate_secret', { params: { path: { id } } }));
}

export async function deleteEndpoint(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/v1/webhook_endpoints/{id}', { params: { path: { id } } }));
}

export type DeliveryPage = Awaited<ReturnType<typeof fetchDeliveries>>;
export type Delivery = DeliveryPage['deliveries'][number];
export type DeliveryStatus = Delivery['status'];

export async function fetchDeliveries(id: string, status: string | undefined, cursor: string | undefined) {
  const query: { limit: number; status?: string; cursor?: string } = { limit: 25 };
  if (status) query.status = status;
  if (cursor) query.cursor = cursor;
  return unwrap(api.GET('/api/v1/webhook_endpoints/{id}/deliveries', { params: { path: { id }, query } }));
}

export async function retryDelivery(id: string, deliveryId: string): Promise<Delivery> {
  return (
    await unwrap(
      api.POST('/api/v1/webhook_endpoints/{id}/deliveries/{delivery_id}/retry', {
        params: { path: { id, delivery_id: deliveryId } },
      }),
    )
  ).delivery;
}

export async function replayDeliveries(id: string, since: string): Promise<number> {
  return (
    await unwrap(api.POST('/api/v1/webhook_endpoints/{id}/replay', { params: { path: { id } }, body: { since } }))
  ).replayed;
}

// ---- risk model and review calendar ----

export const riskModelQuery = queryOptions({
  queryKey: ['risk_model'],
  queryFn: async () => (await unwrap(api.GET('/api/v1/risk_model'))).risk_model,
});

export type RiskModel = Awaited<ReturnType<NonNullable<typeof riskModelQuery.queryFn>>>['model'];

export async function saveRiskModel(body: RiskModel) {
  return unwrap(api.PUT('/api/v1/risk_model', { body }));
}

export const reviewCalendarQuery = queryOptions({
  queryKey: ['review_calendar'],
  queryFn: async () => (await unwrap(api.GET('/api/v1/review_calendar'))).review_calendar,
});

export type ReviewCalendar = Awaited<ReturnType<NonNullable<typeof reviewCalendarQuery.queryFn>>>;

export async function saveReviewCalendar(body: ReviewCalendar) {
  return (await unwrap(api.PUT('/api/v1/review_calendar', { body }))).review_calendar;
}
