import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { SelectField, TextField } from '../../shared/ui/Field';
import { Card, SectionHeader } from '../../shared/ui/Page';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useToast } from '../../shared/ui/Toast';
import { type ReviewCalendar, reviewCalendarQuery, saveReviewCalendar } from '../api/settings';
import { usePermissions } from '../session-context';
import { SaveBar } from './AccountSettingsPage';
import { ReadOnlyNote } from './SettingsLayout';

const LEVELS = [
  ['high', 'High risk: months to the next review'],
  ['medium', 'Medium risk: months to the next review'],
  ['low', 'Low risk: months to the next review'],
] as const;

const STATES = [
  ['new', 'Not started: working days'],
  ['in_progress', 'In progress: working days'],
  ['qa', 'QA: working days'],
  ['data_update_requested', 'Request for data update: working days'],
] as const;

function CalendarForm({ calendar, canManage }: { calendar: ReviewCalendar; canManage: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [draft, setDraft] = useState(() => ({
    time_zone: calendar.time_zone,
    notice: String(calendar.review_due_notice_days),
    assignment: calendar.recurring_assignment,
    intervals: Object.fromEntries(LEVELS.map(([k]) => [k, String(calendar.review_intervals[k])])),
    levels: Object.fromEntries(STATES.map(([k]) => [k, String(calendar.service_levels[k] ?? '')])),
  }));
  const mutation = useMutation({
    mutationFn: saveReviewCalendar,
    onSuccess: (saved) => {
      queryClient.setQueryData(reviewCalendarQuery.queryKey, saved);
      toast.success('Review calendar saved');
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!canManage || mutation.isPending) return;
    mutation.mutate({
      time_zone: draft.time_zone.trim(),
      review_due_notice_days: Number(draft.notice),
      recurring_assignment: draft.assignment,
      review_intervals: {
        high: Number(draft.intervals.high),
        medium: Number(draft.intervals.medium),
        low: Number(draft.intervals.low),
      },
      service_levels: Object.fromEntries(
        STATES.filter(([k]) => (draft.levels[k] ?? '') !== '').map(([k]) => [k, Number(draft.levels[k])]),
      ),
    });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <div className="grid gap-4 px-6 py-6 sm:grid-cols-2">
          <TextField
            label="Time zone"
            value={draft.time_zone}
            disabled={!canManage}
            onChange={(e) => setDraft({ ...draft, time_zone: e.target.value })}
            hint="Working days and due dates follow it, e.g. Europe/Berlin"
          />
          <TextField
            label="Review due notice (days)"
            type="number"
            value={draft.notice}
            disabled={!canManage}
            onChange={(e) => setDraft({ ...draft, notice: e.target.value })}
          />
          <SelectField
            label="Assign recurring reviews to"
            value={draft.assignment}
            disabled={!canManage}
            onChange={(e) =>
              setDraft({ ...draft, assignment: e.target.value as ReviewCalendar['recurring_assignment'] })
            }
            hint="Who gets the case the calendar opens when a customer's review is due"
          >
            <option value="unassigned">Nobody (the queue's Unassigned)</option>
            <option value="previous_assignee">The officer of the customer's previous case</option>
          </SelectField>
          {LEVELS.map(([k, label]) => (
            <TextField
              key={k}
              label={label}
              type="number"
              value={draft.intervals[k]}
              disabled={!canManage}
              onChange={(e) => setDraft({ ...draft, intervals: { ...draft.intervals, [k]: e.target.value } })}
            />
          ))}
          {STATES.map(([k, label]) => (
            <TextField
              key={k}
              label={label}
              type="number"
              value={draft.levels[k]}
              disabled={!canManage}
              onChange={(e) => setDraft({ ...draft, levels: { ...draft.levels, [k]: e.target.value } })}
            />
          ))}
        </div>
        {canManage && (
          <SaveBar
            error={isApiError(mutation.error) ? mutation.error.message : null}
            dirty={false}
            pending={mutation.isPending}
          />
        )}
      </Card>
    </form>
  );
}

export function ReviewCalendarTab() {
  const { canManage } = usePermissions();
  const calendar = useQuery(reviewCalendarQuery);
  return (
    <div className="space-y-5">
      <SectionHeader
        title="Review calendar"
        description="When completed customers are reviewed again, by risk level, and how long a case may stay in each state."
      />
      <ReadOnlyNote />
      {calendar.isPending ? (
        <LoadingBlock label="Loading the review calendar" />
      ) : calendar.isError ? (
        <ErrorState
          title="The review calendar couldn't be loaded"
          error={calendar.error}
          onRetry={() => calendar.refetch()}
        />
      ) : (
        <CalendarForm calendar={calendar.data} canManage={canManage} />
      )}
    </div>
  );
}
