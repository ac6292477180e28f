import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from '../shared/api/client';
import { App } from './App';
import { t } from './i18n';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Network trouble and 5xx are retried twice; a 4xx answer will not change by asking again.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
    },
  },
});

document.documentElement.lang = t.lang;
document.title = t.document.title;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}
