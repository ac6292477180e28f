import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError, setCsrfRefusedHandler, setUnauthorizedHandler } from '../shared/api/client';
import { ToastProvider } from '../shared/ui/Toast';
import { SESSION_KEY, sessionQuery } from './api/session';
import type { Session } from './api/types';
import { createConsoleRouter } from './router';
import { safeRedirect } from './router-helpers';
import { endLocalSession } from './session-end';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // Retry network trouble and 5xx once; a 4xx answer will not change by asking again.
      retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
    },
  },
});

const router = createConsoleRouter(queryClient);

// A 401 on any call but the sign-in: the session ended (idle, expired, signed out elsewhere, deactivated).
setUnauthorizedHandler(() => {
  if (!queryClient.getQueryData(SESSION_KEY)) return;
  endLocalSession(queryClient);
  const here = router.state.location.href;
  const back = safeRedirect(here);
  void router.navigate({
    to: '/sign-in',
    search: back === '/' ? { reason: 'ended' } : { reason: 'ended', redirect: back },
    replace: true,
  });
});

// A write refused for its CSRF token: another sign-in replaced this tab's session cookie. Load the new session.
setCsrfRefusedHandler(() => {
  const before = queryClient.getQueryData<Session | null>(SESSION_KEY);
  void queryClient
    .fetchQuery({ ...sessionQuery, staleTime: 0 })
    .then((after) => {
      if (after && before && after.user.id !== before.user.id) {
        // Someone else now: nothing loaded for the previous person may stay on screen.
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
        void router.navigate({ to: '/', replace: true });
      }
    })
    .catch(() => {});
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
