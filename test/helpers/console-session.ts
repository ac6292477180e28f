import { randomBytes } from 'node:crypto';
import type { UserRole } from '../../src/domain/user-role.js';
import { createUser, setPasswordAsOperator } from '../../src/services/users.js';
import type { TestApp } from './test-app.js';

export interface ConsoleUser {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly role: UserRole;
  readonly name: string;
}

export interface ConsoleSession {
  readonly user: ConsoleUser;
  /** The session cookie alone: enough for reads. */
  readonly cookie: { cookie: string };
  /** Cookie and CSRF token: what the console sends with a write. */
  readonly headers: { cookie: string; 'x-csrf-token': string };
  readonly csrfToken: string;
}

/** A user with a password, created through the services as the operator would (no sign-in yet). */
export async function createConsoleUser(
  t: TestApp,
  accountId: string,
  role: UserRole,
  name = `${role[0]?.toUpperCase()}${role.slice(1)} ${randomBytes(2).toString('hex')}`,
): Promise<ConsoleUser> {
  const email = `${role}-${randomBytes(4).toString('hex')}@bank.test`;
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const actor = { type: 'cli', id: null, accountId } as const;
  const { user } = await createUser(t.ctx, actor, { email, name, role });
  await setPasswordAsOperator(t.ctx, actor, user.id, password);
  return { id: user.id, email, password, role, name };
}

/** The session cookie's value in a sign-in answer. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const match = /dossier_session=([^;]*)/.exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${header}`);
  return match[1];
}

/** Signs a user in through POST /api/v1/session, as the console does. */
export async function signIn(t: TestApp, user: ConsoleUser): Promise<ConsoleSession> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = `dossier_session=${sessionCookieFrom(response.headers['set-cookie'])}`;
  const csrfToken = response.json().session.csrf_token as string;
  return { user, cookie: { cookie }, headers: { cookie, 'x-csrf-token': csrfToken }, csrfToken };
}

/** A new user of the role, signed in. */
export async function signedIn(t: TestApp, accountId: string, role: UserRole, name?: string): Promise<ConsoleSession> {
  return signIn(t, await createConsoleUser(t, accountId, role, name));
}
