import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, type ButtonVariant } from '../../shared/ui/Button';
import { IconLock } from '../../shared/ui/icons';
import { issuesQuery } from '../api/case';
import type { CaseEvent, Verification } from '../api/types';
import { EVENT_LABELS, EVENT_ORDER } from '../cases/labels';
import { ActionDialog } from './ActionDialog';

/** The forward move of each state gets the primary look; refusing is the danger one. */
function variantOf(event: CaseEvent, allowed: readonly CaseEvent[]): ButtonVariant {
  const primary = ['start', 'qa', 'complete', 'reopen'].find((e) => allowed.includes(e as CaseEvent));
  if (event === primary) return 'primary';
  return 'secondary';
}

/** Blocked events grouped by their reason, in the order they came. */
function blockedByReason(blocked: readonly { event: CaseEvent; reason: string }[]) {
  const groups: { reason: string; events: CaseEvent[] }[] = [];
  for (const { event, reason } of blocked) {
    const group = groups.find((g) => g.reason === reason);
    if (group) group.events.push(event);
    else groups.push({ reason, events: [event] });
  }
  return groups;
}

/** What an undecided screening hit holds back (the service answers 409 screening_unresolved to them). */
const SCREENING_GATED: readonly CaseEvent[] = ['qa', 'complete', 'rejected'];

/**
 * The case's actions: only what the service says this person may do now (allowed_events), and what the state
 * allows but not for them (blocked_events), disabled with the reason under it.
 */
export function CaseActions({
  record,
  canWork,
  onActionDone,
}: {
  record: Verification;
  canWork: boolean;
  onActionDone: () => void;
}) {
  const [open, setOpen] = useState<CaseEvent | null>(null);
  const issues = useQuery(issuesQuery(record.id));
  const undecided = (issues.data ?? []).filter((i) => i.relevant === null).length;
  const screeningReason =
    undecided === 0
      ? null
      : `${undecided} screening ${undecided === 1 ? 'hit waits' : 'hits wait'} for a decision (the Screening tab)`;
  let allowed = EVENT_ORDER.filter((e) => record.allowed_events.includes(e));
  // Events the service knows but this console does not list yet still show, after the known ones.
  for (const e of record.allowed_events) if (!allowed.includes(e)) allowed.push(e);
  const held = screeningReason === null ? [] : allowed.filter((e) => SCREENING_GATED.includes(e));
  allowed = allowed.filter((e) => !held.includes(e));
  const blocked = [
    ...held.map((event) => ({ event, reason: screeningReason as string })),
    ...record.blocked_events.filter((b) => !allowed.includes(b.event) && !held.includes(b.event)),
  ];
  const dialogs = (open && !allowed.includes(open) ? [...allowed, open] : allowed).map((event) => (
    <ActionDialog
      key={`${event}-dialog`}
      event={event}
      record={record}
      open={open === event}
      onOpenChange={(next) => setOpen(next ? event : null)}
      onDone={onActionDone}
    />
  ));
  if (!canWork) {
    return (
      <p className="flex items-center gap-1.5 text-13 text-gray-600">
        <IconLock size={14} className="text-gray-500" />
        You have read-only access: you can read this case but not change it.
      </p>
    );
  }
  if (allowed.length === 0 && blocked.length === 0) {
    return (
      <>
        <p className="text-13 text-gray-600">
          {record.status === 'processing'
            ? 'Nothing to do yet: the case is being processed and moves to “Not started” by itself.'
            : 'No action is possible in this state.'}
        </p>
        {dialogs}
      </>
    );
  }
  return (
    <div className="flex flex-wrap items-start gap-2">
      {allowed.map((event) => (
        <Button
          key={event}
          variant={variantOf(event, allowed)}
          className={event === 'rejected' ? 'text-red-700 hover:text-red-700' : undefined}
          onClick={() => setOpen(event)}
        >
          {EVENT_LABELS[event] ?? event}
        </Button>
      ))}
      {blockedByReason(blocked).map(({ reason, events }, index) => {
        // Events held back for the same reason (the review-marks rule holds three) share one line saying why.
        const reasonId = `blocked-${record.id}-${index}`;
        return (
          <div key={reason} className="flex max-w-96 flex-col items-start gap-1">
            <div className="flex flex-wrap gap-2">
              {events.map((event) => (
                <Button key={event} disabled aria-describedby={reasonId}>
                  {EVENT_LABELS[event] ?? event}
                </Button>
              ))}
            </div>
            <p id={reasonId} className="text-xs text-gray-600">
              {reason}
            </p>
          </div>
        );
      })}
      {dialogs}
    </div>
  );
}
