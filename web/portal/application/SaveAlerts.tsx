import { IconAlert } from '../../shared/ui/icons';
import { t } from '../i18n';
import type { SaveState } from '../lib/autosave';

/**
 * What the customer must know about saving: a refused save (its field errors are shown by their fields; one
 * without field errors says the service's message), and a "Leave" stopped because the draft is not saved.
 */
export function SaveAlerts({ saveState, leaveFailed }: { saveState: SaveState; leaveFailed: boolean }) {
  const failed = saveState.status === 'failed' && saveState.error ? saveState.error : null;
  return (
    <>
      {failed && failed.details.length > 0 && (
        <div
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200 ring-inset"
        >
          <p className="flex items-center gap-2 font-semibold">
            <IconAlert className="shrink-0 text-red-600" />
            {t.save.failedTitle}
          </p>
          <p className="mt-1">{t.save.failedBody}</p>
        </div>
      )}
      {failed && failed.details.length === 0 && (
        <div
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200 ring-inset"
        >
          {t.save.failedTitle}: {failed.message}
        </div>
      )}
      {leaveFailed && (
        <div
          role="alert"
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200 ring-inset"
        >
          {t.save.beforeLeave}
        </div>
      )}
    </>
  );
}
