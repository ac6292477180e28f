import type { Schemas } from '../../shared/api/client';
import type { paths } from '../../shared/api-types';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type User = Schemas['User'];
export type Role = User['role'];
export type UserStatus = User['status'];
export type Account = Schemas['Account'];
export type AccessToken = Schemas['AccessToken'];
export type Session = Json<paths['/api/v1/session']['get']['responses'][200]>['session'];
export type PasswordLink = Json<paths['/api/v1/password_links/check']['post']['responses'][200]>['password_link'];
/** A new set-password link: what inviting a user and resetting a password answer. */
export type SetPasswordLink = Json<paths['/api/v1/users/{id}/reset_password']['post']['responses'][200]>;

export type CompletenessProfile = Schemas['CompletenessProfile'];
export type Requirements = CompletenessProfile['requirements'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEventType = WebhookEndpoint['event_types'][number];
