import { randomBytes } from 'node:crypto';
import { assignCase } from '../services/case-work.js';
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

/**
 * Gives the demo's open cases owners, as a team would: cases under review go to the officer, cases in QA to the
 * QA officer. Assigning a case to whoever has it already changes nothing, so this is safe to run again.
 */
export async function assignDemoCases(ctx: ServiceContext, accountId: string): Promise<void> {
  const actor: Actor = { type: 'cli', id: null, accountId };
  const officer = await findUserByEmail(ctx, accountId, 'officer@demo.dossier.test');
  const qa = await findUserByEmail(ctx, accountId, 'qa@demo.dossier.test');
  if (!officer || !qa) return;
  const owners: Record<string, string> = {
    in_progress: officer.id,
    data_update_requested: officer.id,
    recalculate_risk_score: officer.id,
    qa: qa.id,
  };
  const cases = await ctx.db
    .selectFrom('verifications')
    .select(['id', 'status', 'assigned_to'])
    .where('account_id', '=', accountId)
    .execute();
  for (const row of cases) {
    const owner = owners[row.status];
    if (owner !== undefined && row.assigned_to === null) await assignCase(ctx, actor, row.id, owner);
  }
}
