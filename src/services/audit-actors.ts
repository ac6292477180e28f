import { findAccessTokenNames } from '../db/repositories/access-tokens-repository.js';
import { findInvitationEmails } from '../db/repositories/invitations-repository.js';
import { findUserNames } from '../db/repositories/users-repository.js';
import type { AuditActor } from './resource-presenters.js';
import type { ServiceContext } from './service-context.js';

/** Who did something, as the audit log and notes store it. */
export type ActorRef = { readonly actor_type: string; readonly actor_id: string | null };

/**
 * Names the actors of audit entries in three queries (users, tokens, invitations), however many entries there are. A user keeps
 * their name in the log after deactivation; a revoked token keeps its name too.
 */
export async function resolveAuditActors(
  ctx: ServiceContext,
  accountId: string,
  rows: readonly ActorRef[],
): Promise<(row: ActorRef) => AuditActor> {
  const ids = (type: string) => [
    ...new Set(rows.filter((r) => r.actor_type === type && r.actor_id !== null).map((r) => r.actor_id as string)),
  ];
  const [users, tokens, customers] = await Promise.all([
    findUserNames(ctx.db, accountId, ids('user')),
    findAccessTokenNames(ctx.db, accountId, ids('token')),
    findInvitationEmails(ctx.db, accountId, ids('customer')),
  ]);
  const customerById = new Map(customers.map((c) => [c.id, c]));
  const userById = new Map(users.map((u) => [u.id, u]));
  const tokenById = new Map(tokens.map((t) => [t.id, t]));
  return (row) => {
    const user = row.actor_type === 'user' && row.actor_id !== null ? userById.get(row.actor_id) : undefined;
    const token = row.actor_type === 'token' && row.actor_id !== null ? tokenById.get(row.actor_id) : undefined;
    // The customer acts through its invitation: named by the address the invitation went to.
    const customer =
      row.actor_type === 'customer' && row.actor_id !== null ? customerById.get(row.actor_id) : undefined;
    return {
      type: row.actor_type,
      id: row.actor_id,
      name: user?.name ?? token?.name ?? (customer ? 'Customer' : null),
      email: user?.email ?? customer?.email ?? null,
    };
  };
}
