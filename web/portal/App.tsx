import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../shared/api/client';
import { fetchApplication, openSession, setSessionEndedHandler } from './api/portal';
import type { Application } from './api/types';
import { ApplicationPage } from './application/ApplicationPage';
import { t } from './i18n';
import {
  LeftPage,
  LinkExpiredPage,
  LinkInvalidPage,
  LinkRevokedPage,
  LoadFailedPage,
  LoadingPage,
  NoSessionPage,
  SessionEndedPage,
} from './pages/EntryPages';
import { SubmittedPage } from './pages/SubmittedPage';

type Screen =
  | { kind: 'opening' }
  | { kind: 'loading' }
  | { kind: 'expired'; token: string }
  | { kind: 'revoked' }
  | { kind: 'invalid' }
  | { kind: 'no-session' }
  | { kind: 'ended' }
  | { kind: 'left' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; application: Application; submittedKind: 'application' | 'update' | null };

/** The invitation's token, from the link's fragment: `/portal/open#token=dsi_…`. */
function tokenFromUrl(): string | null {
  const fragment = window.location.hash.replace(/^#/, '');
  if (fragment === '') return null;
  const token = new URLSearchParams(fragment).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

/** Takes the token (and the /open path) out of the address bar and the history entry. */
function forgetToken(): void {
  window.history.replaceState(null, '', '/portal/');
}

// One request per token: React's StrictMode runs the opening effect twice, and the link may be single-use.
let opening: { token: string; promise: Promise<Application> } | null = null;

function open(token: string): Promise<Application> {
  if (opening?.token !== token) opening = { token, promise: openSession(token) };
  const current = opening;
  // A failure may be retried (network trouble): forget the promise once it settles badly.
  current.promise.catch(() => {
    if (opening === current) opening = null;
  });
  return current.promise;
}

/** A submitted application says nothing of what was submitted last; one with requested data was an update. */
function submittedKind(application: Application): 'application' | 'update' {
  return application.last_submission === 'data_update' ? 'update' : 'application';
}

export function App() {
  const [token] = useState(tokenFromUrl);
  const [screen, setScreen] = useState<Screen>(token ? { kind: 'opening' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [account, setAccount] = useState<string | null>(null);

  const ended = useCallback(() => setScreen({ kind: 'ended' }), []);
  useEffect(() => {
    setSessionEndedHandler(ended);
    return () => setSessionEndedHandler(null);
  }, [ended]);

  // `attempt` re-runs the load on "Try again".
  useEffect(() => {
    let live = true;
    const ready = (application: Application) => {
      if (!live) return;
      setAccount(application.account.name);
      setScreen({ kind: 'ready', application, submittedKind: null });
    };
    const failed = (e: unknown) => {
      if (!live) return;
      setScreen({ kind: 'failed', error: e });
    };
    if (token) {
      open(token).then(
        (application) => {
          forgetToken();
          ready(application);
        },
        (e: unknown) => {
          if (!live) return;
          if (isApiError(e) && e.status === 410 && e.code === 'link_revoked') {
            forgetToken();
            setScreen({ kind: 'revoked' });
          } else if (isApiError(e) && e.status === 410) {
            forgetToken();
            setScreen({ kind: 'expired', token });
          } else if (isApiError(e) && (e.status === 401 || e.status === 404 || e.status === 400)) {
            forgetToken();
            setScreen({ kind: 'invalid' });
          } else {
            failed(e);
          }
        },
      );
    } else {
      if (window.location.pathname !== '/portal/' && window.location.pathname.endsWith('/open')) forgetToken();
      fetchApplication(true).then(ready, (e: unknown) => {
        if (live && isApiError(e) && e.status === 401) setScreen({ kind: 'no-session' });
        else failed(e);
      });
    }
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const submitted = useCallback((next: Application, mode: 'application' | 'update') => {
    window.history.replaceState(null, '', '/portal/');
    setScreen({ kind: 'ready', application: next, submittedKind: mode });
  }, []);

  const retry = () => {
    setScreen(token ? { kind: 'opening' } : { kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  switch (screen.kind) {
    case 'opening':
      return <LoadingPage label={t.entry.opening} />;
    case 'loading':
      return <LoadingPage label={t.entry.loading} />;
    case 'expired':
      return <LinkExpiredPage token={screen.token} onRevoked={() => setScreen({ kind: 'revoked' })} />;
    case 'revoked':
      return <LinkRevokedPage />;
    case 'invalid':
      return <LinkInvalidPage />;
    case 'no-session':
      return <NoSessionPage />;
    case 'ended':
      return <SessionEndedPage account={account} />;
    case 'left':
      return <LeftPage account={account} />;
    case 'failed':
      return <LoadFailedPage error={screen.error} onRetry={retry} />;
    case 'ready': {
      const { application } = screen;
      if (application.mode === 'submitted') {
        return <SubmittedPage application={application} kind={screen.submittedKind ?? submittedKind(application)} />;
      }
      return (
        <ApplicationPage
          key={`${application.invitation.id}:${application.mode}`}
          application={application}
          onSessionEnded={ended}
          onLeft={() => setScreen({ kind: 'left' })}
          onSubmitted={submitted}
        />
      );
    }
  }
}
