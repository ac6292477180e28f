import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { IconCompass } from '../../shared/ui/icons';
import { decodeQueue } from '../cases/queue-search';

/** A case that does not exist, or belongs to another account (the service never says which). */
export function CaseNotFound({ from }: { from: string | undefined }) {
  useEffect(() => {
    document.title = 'Case not found · Dossier';
  }, []);
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-8">
      <div className="max-w-sm text-center">
        <div className="mx-auto mb-4 flex size-11 items-center justify-center rounded-xl bg-white text-gray-500 shadow-xs ring-1 ring-gray-200">
          <IconCompass size={20} />
        </div>
        <h1 className="text-xl font-semibold text-gray-900">Case not found</h1>
        <p className="mt-2 text-sm text-gray-600">
          There is no such case in your account. It may have been opened in another account, or the link is mistyped.
        </p>
        <Link
          to="/cases"
          search={decodeQueue(from)}
          className="mt-6 inline-flex h-8 items-center rounded-md bg-accent-600 px-3 text-sm font-medium text-white shadow-xs hover:bg-accent-700"
        >
          Back to cases
        </Link>
      </div>
    </div>
  );
}
