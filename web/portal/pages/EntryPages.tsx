import { useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { Spinner } from '../../shared/ui/Spinner';
import { requestNewLink } from '../api/portal';
import { t } from '../i18n';
import { Button } from '../ui/Button';
import { Frame } from '../ui/Frame';
import { IconAlert, IconClock, IconLock, IconMail, IconRefresh } from '../ui/icons';
import { MessagePage } from '../ui/MessagePage';

/** While the link is checked or the application loads: announced once, nothing that moves text. */
export function LoadingPage({ label }: { label: string }) {
  return (
    <Frame account={null}>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-[20vh]">
        <div role="status" className="flex items-center gap-3 text-[15px] text-gray-700">
          <Spinner size={20} className="text-accent-600" />
          {label}
        </div>
      </main>
    </Frame>
  );
}

/** 410 link_expired: a new link can be e-mailed to the invitation's address (never shown here). */
export function LinkExpiredPage({ token, onRevoked }: { token: string; onRevoked: () => void }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (state !== 'idle') return;
    setState('sending');
    setError(null);
    try {
      await requestNewLink(token);
      setState('sent');
    } catch (e) {
      setState('idle');
      if (isApiError(e) && e.code === 'link_revoked') {
        onRevoked();
        return;
      }
      setError(
        isApiError(e)
          ? e.status === 0
            ? t.common.networkError
            : e.status === 429
              ? t.entry.expired.tooMany
              : `${t.entry.expired.resendFailed} ${e.message}`
          : t.entry.expired.resendFailed,
      );
    }
  };
  if (state === 'sent') {
    return (
      <MessagePage tone="success" icon={<IconMail size={22} />} title={t.entry.expired.sentTitle} role="status">
        <p>{t.entry.expired.sentBody}</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage
      tone="warning"
      icon={<IconClock size={22} />}
      title={t.entry.expired.title}
      actions={
        <Button
          variant="primary"
          size="lg"
          onClick={() => void send()}
          pending={state === 'sending'}
          className="w-full sm:w-auto"
        >
          {t.entry.expired.resend}
        </Button>
      }
    >
      <p>{t.entry.expired.body}</p>
      {error && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700 ring-1 ring-red-200 ring-inset"
        >
          {error}
        </p>
      )}
    </MessagePage>
  );
}

export function LinkRevokedPage() {
  return (
    <MessagePage tone="neutral" icon={<IconLock size={22} />} title={t.entry.revoked.title}>
      <p>{t.entry.revoked.body}</p>
    </MessagePage>
  );
}

export function LinkInvalidPage() {
  return (
    <MessagePage tone="neutral" icon={<IconAlert size={22} />} title={t.entry.invalid.title}>
      <p>{t.entry.invalid.body}</p>
    </MessagePage>
  );
}

export function NoSessionPage() {
  return (
    <MessagePage tone="neutral" icon={<IconMail size={22} />} title={t.entry.noSession.title}>
      <p>{t.entry.noSession.body}</p>
    </MessagePage>
  );
}

export function SessionEndedPage({ account }: { account: string | null }) {
  return (
    <MessagePage account={account} tone="neutral" icon={<IconLock size={22} />} title={t.entry.ended.title}>
      <p>{t.entry.ended.body}</p>
    </MessagePage>
  );
}

export function LeftPage({ account }: { account: string | null }) {
  return (
    <MessagePage account={account} tone="success" icon={<IconMail size={22} />} title={t.entry.left.title}>
      <p>{t.entry.left.body}</p>
    </MessagePage>
  );
}

/** The link could not be checked, or the application not loaded: the reason, and a way to try again. */
export function LoadFailedPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const network = isApiError(error) && error.status === 0;
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <MessagePage
      tone="error"
      role="alert"
      icon={<IconAlert size={22} />}
      title={network ? t.entry.networkTitle : t.entry.errorTitle}
      actions={
        <Button size="lg" onClick={onRetry} icon={<IconRefresh size={16} />} className="w-full sm:w-auto">
          {t.common.tryAgain}
        </Button>
      }
    >
      <p>{network ? t.entry.networkBody : t.entry.errorBody}</p>
      {requestId && <p className="text-13 text-gray-600">{t.common.requestId(requestId)}</p>}
    </MessagePage>
  );
}
