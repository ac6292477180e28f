import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../../shared/api/client';
import { Button } from '../../shared/ui/Button';
import { IconAlert, IconRefresh } from '../../shared/ui/icons';

/** A script of an older build that the server no longer has (the console was updated while it was open). */
function isStaleBuild(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
}

function describe(error: unknown): { title: string; text: string; requestId: string | null } {
  if (isStaleBuild(error)) {
    return {
      title: 'The console was updated',
      text: 'A newer version of Dossier is available. Reload the page to continue.',
      requestId: null,
    };
  }
  if (isApiError(error)) {
    return {
      title: error.status === 0 ? "Dossier can't be reached" : 'Something went wrong',
      text: error.message,
      requestId: error.requestId,
    };
  }
  return { title: 'Something went wrong', text: 'This page could not be shown. Reload to try again.', requestId: null };
}

function ErrorBody({ error, inline }: { error: unknown; inline: boolean }) {
  const { title, text, requestId } = describe(error);
  const Heading = inline ? 'h2' : 'h1';
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <div className="mx-auto mb-4 flex size-11 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-200">
        <IconAlert size={20} />
      </div>
      <Heading className="text-lg font-semibold text-gray-900">{title}</Heading>
      <p className="mt-1.5 text-sm text-gray-600">{text}</p>
      {requestId && (
        <p className="mt-1 text-xs text-gray-500">
          Request ID <code className="font-mono">{requestId}</code>
        </p>
      )}
      <Button className="mt-6" icon={<IconRefresh size={14} />} onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}

/** An error inside the signed-in frame: the navigation stays. */
export function InlineErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    document.title = 'Error · Dossier';
  }, []);
  return (
    <div className="px-8">
      <ErrorBody error={error} inline />
    </div>
  );
}

/** An error before any frame exists (the session could not even be checked). */
export function FullErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    document.title = 'Error · Dossier';
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <ErrorBody error={error} inline={false} />
    </main>
  );
}
