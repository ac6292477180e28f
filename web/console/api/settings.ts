import { queryOptions } from '@tanstack/react-query';
import { api, requestJson, unwrap } from '../../shared/api/client';
import type {
  AccessToken,
  Account,
  CompletenessProfile,
  PasswordLink,
  Requirements,
  Role,
  SetPasswordLink,
  User,
  WebhookEndpoint,
  WebhookEventType,
} from './types';

// ---- account ----

export const accountQuery = queryOptions({
  queryKey: ['account'],
  // TODO(api-types): GET /api/v1/account
  queryFn: async () => (await requestJson<{ account: Account }>('GET', '/api/v1/account')).account,
});

export async function updateAccount(patch: { name?: string; requires_qa?: boolean }): Promise<Account> {
  // TODO(api-types): PATCH /api/v1/account
  return (await requestJson<{ account: Account }>('PATCH', '/api/v1/account', patch)).account;
}

// ---- access tokens ----

export const tokensQuery = queryOptions({
  queryKey: ['access_tokens'],
  // TODO(api-types): GET /api/v1/access_tokens
  queryFn: async () =>
    (await requestJson<{ access_tokens: AccessToken[] }>('GET', '/api/v1/access_tokens')).access_tokens,
});

export async function createToken(name: string): Promise<{ access_token: AccessToken; token: string }> {
  // TODO(api-types): POST /api/v1/access_tokens
  return requestJson('POST', '/api/v1/access_tokens', { name });
}

export async function revokeToken(id: string): Promise<AccessToken> {
  // TODO(api-types): POST /api/v1/access_tokens/{id}/revoke
  return (
    await requestJson<{ access_token: AccessToken }>('POST', `/api/v1/access_tokens/${encodeURIComponent(id)}/revoke`)
  ).access_token;
}

// ---- users ----

export const usersQuery = queryOptions({
  queryKey: ['users'],
  // TODO(api-types): GET /api/v1/users
  queryFn: async () => (await requestJson<{ users: User[] }>('GET', '/api/v1/users')).users,
});

export async function inviteUser(body: { email: string; name: string; role: Role }): Promise<SetPasswordLink> {
  // TODO(api-types): POST /api/v1/users
  return requestJson('POST', '/api/v1/users', body);
}

export async function updateUser(id: string, patch: { name?: string; role?: Role }): Promise<User> {
  // TODO(api-types): PATCH /api/v1/users/{id}
  return (await requestJson<{ user: User }>('PATCH', `/api/v1/users/${encodeURIComponent(id)}`, patch)).user;
}

export async function deactivateUser(id: string): Promise<User> {
  // TODO(api-types): POST /api/v1/users/{id}/deactivate
  return (await requestJson<{ user: User }>('POST', `/api/v1/users/${encodeURIComponent(id)}/deactivate`)).user;
}

export async function resetPassword(id: string): Promise<SetPasswordLink> {
  // TODO(api-types): POST /api/v1/users/{id}/reset_password
  return requestJson('POST', `/api/v1/users/${encodeURIComponent(id)}/reset_password`);
}

// ---- set-password links (no session) ----

export async function checkPasswordLink(token: string): Promise<PasswordLink> {
  // TODO(api-types): POST /api/v1/password_links/check
  return (await requestJson<{ password_link: PasswordLink }>('POST', '/api/v1/password_links/check', { token }))
    .password_link;
}

export async function consumePasswordLink(token: string, password: string): Promise<User> {
  // TODO(api-types): POST /api/v1/password_links/use
  return (await requestJson<{ user: User }>('POST', '/api/v1/password_links/use', { token, password })).user;
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
  // TODO(api-types): PATCH /api/v1/completeness_profiles/{id}
  return (
    await requestJson<{ completeness_profile: CompletenessProfile }>(
      'PATCH',
      `/api/v1/completeness_profiles/${encodeURIComponent(id)}`,
      body,
    )
  ).completeness_profile;
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
