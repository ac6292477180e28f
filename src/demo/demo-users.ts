import { randomBytes } from 'node:crypto';
import type { Actor, ServiceContext } from '../services/service-context.js';
import { createUser, findUserByEmail, setPasswordAsOperator } from '../services/users.js';

/** The demo's console users: an admin, an officer, and a second officer for QA (four eyes). */
export const DEMO_USERS = [
  { email: 'admin@demo.dossier.test', name: 'Alex Morgan', role: 'admin' },
  { email: 'officer@demo.dossier.test', name: 'Olivia Chen', role: 'officer' },
  { email: 'qa@demo.dossier.test', name: 'Quentin Adler', role: 'officer' },
] as const;

/** A readable password with about 95 bits: 16 characters from an alphabet without look-alikes. */
function generatePassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Creates the demo users, or finds them, and sets their password: DOSSIER_DEMO_PASSWORD when given, else a fresh
 * generated one (each run prints the password that works now). Returns the password.
 */
export async function ensureDemoUsers(ctx: ServiceContext, accountId: string, given: string | undefined) {
  const password = given && given !== '' ? given : generatePassword();
  const actor: Actor = { type: 'cli', id: null, accountId };
  for (const demo of DEMO_USERS) {
    const existing = await findUserByEmail(ctx, accountId, demo.email);
    const user = existing ?? (await createUser(ctx, actor, demo)).user;
    await setPasswordAsOperator(ctx, actor, user.id, password);
  }
  return { password, generated: password !== given };
}
