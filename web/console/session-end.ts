import type { QueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '../shared/api/client';
import { SESSION_KEY } from './api/session';

/** Forgets the session and everything loaded with it (another user may sign in next in this tab). */
export function endLocalSession(queryClient: QueryClient): void {
  setCsrfToken(null);
  void queryClient.cancelQueries();
  queryClient.setQueryData(SESSION_KEY, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
}
