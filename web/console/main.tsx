import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError, setUnauthorizedHandler } from '../shared/api/client';
import { ToastProvider } from '../shared/ui/Toast';
import { SESSION_KEY } from './api/session';
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
