import { createContext, useContext } from 'react';
import type { Role, Session } from './api/types';

export const SessionContext = createContext<Session | null>(null);

/** The signed-in session; only inside the signed-in layout. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession outside the signed-in layout');
  return session;
}

export interface Permissions {
  role: Role;
  /** May open the settings (admin, viewer). */
  canSeeSettings: boolean;
  /** May change settings (admin). */
  canManage: boolean;
}

export function permissionsOf(role: Role): Permissions {
  return { role, canSeeSettings: role === 'admin' || role === 'viewer', canManage: role === 'admin' };
}

export function usePermissions(): Permissions {
  return permissionsOf(useSession().user.role);
}
