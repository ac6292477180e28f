import { cx } from '../../shared/lib/cx';
import { Badge } from '../../shared/ui/Badge';
import type { AssessedLevel, RiskLevel, VerificationStatus } from '../api/types';
import { ASSESSED_LABELS, ASSESSED_TONES, RISK_LABELS, RISK_TONES, STATUS_TONES, statusLabel } from './labels';

export function StatusBadge({ status }: { status: VerificationStatus | string }) {
  const tone = STATUS_TONES[status as VerificationStatus] ?? 'neutral';
  return <Badge tone={tone}>{statusLabel(status)}</Badge>;
}

/** The external risk level, or a quiet "No score" while there is none. */
export function RiskBadge({ level, score }: { level: RiskLevel | null | undefined; score?: string | null }) {
  if (!level) return <span className="text-gray-500">No score</span>;
  return (
    <Badge tone={RISK_TONES[level]} title={score ? `Score ${score}` : undefined}>
      {RISK_LABELS[level]}
      {score && <span className="font-normal opacity-90">· {score}</span>}
    </Badge>
  );
}

/** Dossier's own risk level that stands on the case, or "Not assessed" (never "None": that reads as no risk). */
export function AssessedRiskBadge({ level }: { level: AssessedLevel | null | undefined }) {
  if (!level) return <span className="text-gray-500">Not assessed</span>;
  return <Badge tone={ASSESSED_TONES[level]}>{ASSESSED_LABELS[level]}</Badge>;
}

/**
 * "Overdue" once the case's current state passed its service level, "Due today" on its last day (in this
 * browser's day; the service counts working days in the account's time zone). Nothing otherwise.
 */
export function DueBadge({ dueAt, now = new Date() }: { dueAt: string | null | undefined; now?: Date }) {
  if (!dueAt) return null;
  const due = new Date(dueAt);
  if (due.getTime() < now.getTime()) return <Badge tone="red">Overdue</Badge>;
  if (due.toDateString() === now.toDateString()) return <Badge tone="amber">Due today</Badge>;
  return null;
}

/** "2/4 reviewed" with a small bar (the bar is decoration; the text says it). */
export function ReviewMeter({
  reviewed,
  total,
  long = false,
  compact = false,
  className,
}: {
  reviewed: number;
  total: number;
  /** "3 of 4 tabs reviewed" instead of "3/4 reviewed". */
  long?: boolean;
  /** "2/4" on screen ("2/4 reviewed" to assistive technology). */
  compact?: boolean;
  className?: string;
}) {
  const done = total > 0 && reviewed >= total;
  const segments = Array.from({ length: total }, (_, i) => i < reviewed);
  return (
    <span className={cx('inline-flex items-center whitespace-nowrap', compact ? 'gap-1.5' : 'gap-2', className)}>
      <span aria-hidden="true" className="flex gap-0.5">
        {segments.map((on, i) => (
          <span
            key={i}
            className={cx(
              'h-1.5 rounded-full',
              compact ? 'w-1.5' : 'w-2.5',
              on ? (done ? 'bg-green-500' : 'bg-accent-500') : 'bg-gray-200',
            )}
          />
        ))}
      </span>
      <span className={cx('tabular text-13', done ? 'text-green-700' : 'text-gray-700')}>
        {long ? (
          `${reviewed} of ${total} tabs reviewed`
        ) : (
          <>
            {reviewed}/{total}
            <span className={compact ? 'sr-only' : undefined}> reviewed</span>
          </>
        )}
      </span>
    </span>
  );
}
