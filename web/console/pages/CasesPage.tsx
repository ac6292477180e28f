import { useEffect } from 'react';
import { IconCheck, IconInbox } from '../../shared/ui/icons';
import { PageFrame } from '../layout/PageFrame';
import { useSession } from '../session-context';

const COMING = [
  'A queue of cases by status, with filters and search',
  'The case page: company, directors, documents, risk and audit log',
  'Review actions: start review, request data, send to QA, complete or reject',
];

/** Placeholder until case review ships: says what comes, and what works today. */
export function CasesPage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = 'Cases · Dossier';
  }, []);
  return (
    <PageFrame title="Cases" description="Business verifications waiting for review.">
      <div className="rounded-xl border border-gray-200 bg-white px-8 py-10 shadow-xs">
        <div className="flex max-w-xl flex-col items-start">
          <div className="mb-4 flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-600 ring-1 ring-accent-100">
            <IconInbox size={20} />
          </div>
          <h2 className="text-base font-semibold text-gray-900">Case review arrives in the next release</h2>
          <p className="mt-1.5 text-sm text-gray-600">
            Cases opened through the API are already being gathered. Soon you will review them here:
          </p>
          <ul className="mt-4 space-y-2">
            {COMING.map((item) => (
              <li key={item} className="flex items-start gap-2 text-sm text-gray-700">
                <IconCheck size={14} className="mt-1 shrink-0 text-accent-600" />
                {item}
              </li>
            ))}
          </ul>
          {user.role !== 'officer' && (
            <p className="mt-6 text-13 text-gray-600">
              Meanwhile, access tokens, onboarding profiles and webhooks are ready to set up: open the account
              configuration from the sidebar. Integrators find every route in the{' '}
              <a href="/docs" className="font-medium text-accent-700 hover:underline underline-offset-2">
                API reference
              </a>
              .
            </p>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
