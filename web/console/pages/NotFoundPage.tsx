import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { IconCompass } from '../../shared/ui/icons';

/** Any address the console does not know. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Dossier';
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <div className="max-w-sm text-center">
        <div className="mx-auto mb-4 flex size-11 items-center justify-center rounded-xl bg-white text-gray-500 shadow-xs ring-1 ring-gray-200">
          <IconCompass size={20} />
        </div>
        <p className="text-xs font-medium uppercase tracking-[0.08em] text-gray-500">Error 404</p>
        <h1 className="mt-1 text-xl font-semibold text-gray-900">Page not found</h1>
        <p className="mt-2 text-sm text-gray-600">
          This address doesn't match any page of the console. It may have moved, or the link is mistyped.
        </p>
        <Link
          to="/"
          className="mt-6 inline-flex h-8 items-center rounded-md bg-accent-600 px-3 text-sm font-medium text-white shadow-xs hover:bg-accent-700"
        >
          Go to cases
        </Link>
      </div>
    </main>
  );
}
