import { cx } from '../../shared/lib/cx';
import { IconAlert, IconCheck } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/Spinner';
import { t } from '../i18n';
import type { SaveState } from '../lib/autosave';
import { dateTime } from '../lib/format';

/**
 * A quiet line: "Saving…", "Saved", "Not saved — retrying". Only the failures are announced (a live region that
 * said "Saving… Saved" at every pause in typing would talk over the customer's screen reader).
 */
export function SaveIndicator({ state }: { state: SaveState }) {
  const { status } = state;
  const trouble = status === 'retrying' || status === 'failed';
  const text =
    status === 'saving' || status === 'pending'
      ? t.save.saving
      : status === 'saved'
        ? t.save.saved
        : status === 'retrying'
          ? t.save.retrying
          : status === 'failed'
            ? t.save.failed
            : '';
  return (
    <>
      <p
        className={cx(
          'flex min-h-5 items-center gap-1.5 text-13 whitespace-nowrap',
          trouble ? 'font-medium text-amber-800' : 'text-gray-600',
        )}
        title={status === 'saved' && state.savedAt ? t.save.savedAt(dateTime(state.savedAt)) : undefined}
        data-save-status={status}
      >
        {(status === 'saving' || status === 'pending') && <Spinner size={12} />}
        {status === 'saved' && <IconCheck size={14} className="text-green-600" />}
        {trouble && <IconAlert size={14} className="text-amber-700" />}
        {text}
      </p>
      <span role="status" className="sr-only">
        {status === 'retrying'
          ? state.offline
            ? t.save.offline
            : t.save.announceRetrying
          : status === 'failed'
            ? t.save.announceFailed
            : ''}
      </span>
    </>
  );
}
