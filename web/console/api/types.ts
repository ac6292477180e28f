import type { Schemas } from '../../shared/api/client';

// TODO(api-types): these mirror docs/console-api.md until the session-only routes are in api-types.ts.

export type Role = 'admin' | 'officer' | 'viewer';
export type UserStatus = 'invited' | 'active' | 'deactivated';

export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  created_at: string;
  updated_at: string;
}

export interface Account {
  id: string;
  name: string;
  requires_qa: boolean;
  created_at: string;
  updated_at: string;
}

export interface Session {
  user: User;
  account: Account;
  csrf_token: string;
  expires_at: string;
  idle_expires_at: string;
}

export interface AccessToken {
  id: string;
  name: string;
  display_prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface PasswordLink {
  email: string;
  name: string;
  expires_at: string;
}

export interface SetPasswordLink {
  user: User;
  set_password_url: string;
  set_password_expires_at: string;
}

export type CompletenessProfile = Schemas['CompletenessProfile'];
export type Requirements = CompletenessProfile['requirements'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEventType = WebhookEndpoint['event_types'][number];
