import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cx } from '../../shared/lib/cx';
import { formatDateTime } from '../../shared/lib/time';
import { IconArrowRight, IconCheck, IconClock, IconFile, IconNote } from '../../shared/ui/icons';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { Time } from '../../shared/ui/Time';
import { auditLogQuery } from '../api/case';
import type { AuditEntry, Verification } from '../api/types';
import { StatusBadge } from '../cases/badges';
import { actionWords, actorName, entryKind } from './audit-words';

const DAY_MS = 86_400_000;

const MARKERS: Record<ReturnType<typeof entryKind>, { icon: ReactNode; className: string }> = {
  state: { icon: <IconArrowRight size={12} />, className: 'bg-accent-50 text-accent-700 ring-accent-200' },
  note: { icon: <IconNote size={12} />, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  document: { icon: <IconFile size={12} />, className: 'bg-gray-100 text-gray-600 ring-gray-200' },
  review: { icon: <IconCheck size={12} />, className: 'bg-green-50 text-green-700 ring-green-200' },
  other: { icon: <IconClock size={12} />, className: 'bg-gray-100 text-gray-600 ring-gray-200' },
};

function Entry({ entry, last }: { entry: AuditEntry; last: boolean }) {
  const marker = MARKERS[entryKind(entry)];
  const actor = actorName(entry);
  return (
    <li className="relative flex gap-3 pb-5">
      {!last && <span aria-hidden="true" className="absolute top-7 bottom-0 left-[11px] w-px bg-gray-200" />}
      <span
        aria-hidden="true"
        className={cx('mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ring-1', marker.className)}
      >
        {marker.icon}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <p className="text-13 text-gray-800">
            <span className="font-medium text-gray-900" title={entry.actor.email ?? undefined}>
              {actor}
            </span>{' '}
            {actionWords(entry)}
          </p>
          <p className="text-xs whitespace-nowrap text-gray-600">
            {Date.now() - Date.parse(entry.created_at) < DAY_MS && (
              <>
                <Time value={entry.created_at} /> <span aria-hidden="true">·</span>{' '}
              </>
            )}
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
          </p>
        </div>
        {(entry.from_state || entry.to_state) && (
          <p className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-gray-600">
            {entry.from_state ? (
              <>
                <StatusBadge status={entry.from_state} />
                <IconArrowRight size={12} className="text-gray-500" />
                <span className="sr-only">to</span>
              </>
            ) : (
              // A case's first state has nothing before it: "Opened as Not started", no arrow from nowhere.
              <span>Opened as</span>
            )}
            {entry.to_state && <StatusBadge status={entry.to_state} />}
          </p>
        )}
        {entry.comment && (
          <blockquote className="mt-2 rounded-md border border-gray-200 bg-gray-25 px-3 py-2 text-13 whitespace-pre-line break-words text-gray-800">
            {entry.comment}
          </blockquote>
        )}
      </div>
    </li>
  );
}

/** Everything that happened to the case, newest first: who, when, from which state to which, and why. */
export function AuditLogTab({ record }: { record: Verification }) {
  const log = useQuery(auditLogQuery(record.id));
  const entries = [...(log.data ?? [])].reverse();
  return (
    <div className="space-y-5">
      <div className="border-b border-gray-200 pb-4">
        <h2 className="text-base font-semibold text-gray-900">Audit log</h2>
        <p className="mt-0.5 text-13 text-gray-600">
          Every change to this case, newest first. Entries can't be edited or removed.
        </p>
      </div>
      {log.isPending ? (
        <LoadingBlock label="Loading the audit log" />
      ) : log.isError ? (
        <ErrorState title="The audit log couldn't be loaded" error={log.error} onRetry={() => log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title="Nothing logged yet" />
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white px-5 pt-5 shadow-xs">
          <ol aria-label="Audit log entries">
            {entries.map((e, i) => (
              <Entry key={e.id} entry={e} last={i === entries.length - 1} />
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
