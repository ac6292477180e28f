/** What a console user may do. Tokens are not users: they have the whole account's access (see api-access). */
export const USER_ROLES = ['admin', 'officer', 'viewer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: string): value is UserRole {
  return (USER_ROLES as readonly string[]).includes(value);
}

/**
 * How much a route asks of its caller.
 * - `read`: any caller (GET routes).
 * - `review`: tokens, admins and officers (case work).
 * - `settings`: tokens and admins (onboarding profiles, webhook endpoints).
 * - `settings_secret_read`: tokens and admins, for reads that show what only admins may see: webhook endpoint URLs,
 *   delivery payloads and the receivers' response bodies. Viewers read the other settings, not these.
 * - `personal_data`: tokens and admins: a subject access export hands out everything held about a person, identity
 *   documents included, in one file; officers and viewers see those only case by case.
 * - `session`: any signed-in user, never a token (the session itself).
 * - `session_settings_read`: admins and viewers, never a token (tokens, users, account: a leaked token must not
 *   read or mint credentials).
 * - `session_settings`: admins only, never a token.
 * - `session_admin`: admins only, never a token, reads included: the account's single sign-on (its identity
 *   provider's client is a credential; viewers read the other settings, not this).
 */
export type RouteAccess =
  | 'read'
  | 'review'
  | 'settings'
  | 'settings_secret_read'
  | 'personal_data'
  | 'session'
  | 'session_settings_read'
  | 'session_settings'
  | 'session_admin';

export type Caller = { readonly kind: 'token' } | { readonly kind: 'user'; readonly role: UserRole };

/** Decides access: null when allowed, else the reason for a 403. Pure, so every pair is unit-tested. */
export function accessDenied(caller: Caller, access: RouteAccess): string | null {
  if (caller.kind === 'token') {
    return access.startsWith('session') ? 'This route needs a console session; access tokens cannot use it' : null;
  }
  const role = caller.role;
  switch (access) {
    case 'read':
    case 'session':
      return null;
    case 'review':
      return role === 'viewer' ? 'Viewers have read-only access' : null;
    case 'settings_secret_read':
      return role === 'admin' ? null : 'Webhook endpoints and their deliveries are for admins';
    case 'personal_data':
      return role === 'admin' ? null : 'Exporting personal data is for admins';
    case 'session_settings_read':
      return role === 'officer' ? 'Account settings are for admins' : null;
    case 'session_admin':
      return role === 'admin' ? null : 'Single sign-on settings are for admins';
    case 'settings':
    case 'session_settings':
      if (role === 'admin') return null;
      return role === 'viewer' ? 'Viewers have read-only access' : 'Account settings are for admins';
  }
}
