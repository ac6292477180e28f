import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { TextAreaField } from '../../shared/ui/Field';
import { IconCheckCircle } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useToast } from '../../shared/ui/Toast';
import { caseKey, decideIssue, issuesQuery, screeningFailureQuery } from '../api/case';
import type { ReviewProgress, ScreeningIssue, Verification } from '../api/types';
import { ReviewBar } from './ReviewBar';

const ROLE_LABELS: Record<string, string> = {
  company: 'Company',
  director: 'Director',
  bank_account_holder: 'Bank account holder',
  crypto_address: 'Crypto address',
  shareholder: 'Shareholder',
  ubo: 'Beneficial owner',
  controller: 'Controller',
  corporate_shareholder: 'Corporate shareholder',
};

const CATEGORY_LABELS: Record<string, string> = { sanction: 'Sanctions', pep: 'PEP', crypto: 'Crypto address' };

type Entry = {
  names?: string[];
  aliases?: { name: string; quality: string }[];
  dates_of_birth?: { text: string }[];
  places_of_birth?: string[];
  nationalities?: string[];
  addresses?: string[];
  identifiers?: { type: string; value: string; country?: string }[];
  crypto_addresses?: { network: string; address: string }[];
  programmes?: string[];
  listed_on?: string | null;
  remarks?: string | null;
  url?: string | null;
};

type Subject = {
  key: string;
  kind: string;
  role: string;
  name: string;
  aliases?: string[];
  date_of_birth?: string | null;
  nationality?: string | null;
  jurisdiction_code?: string | null;
  address?: string | null;
  address_type?: string | null;
};

const list = (values: (string | null | undefined)[] | undefined) =>
  (values ?? []).filter((v): v is string => typeof v === 'string' && v !== '').join('; ');

/** Undecided hits first within a subject; the API gives newest first. */
export function undecidedCount(issues: readonly ScreeningIssue[] | undefined): number {
  return (issues ?? []).filter((i) => i.relevant === null).length;
}

function statusBadge(issue: ScreeningIssue) {
  if (issue.relevant === true) return <Badge tone="red">True match</Badge>;
  if (issue.relevant === false) return <Badge tone="green">False positive</Badge>;
  if (issue.pending_dismissal) return <Badge tone="amber">Dismissal waits for a second officer</Badge>;
  return <Badge tone="amber">Undecided</Badge>;
}

/** The subject's data beside the matched entry's: what the officer compares. */
function SideBySide({ subject, entry }: { subject: Subject; entry: Entry }) {
  const rows: [string, string, string][] = [
    ['Name', subject.name, list(entry.names)],
    [
      'Aliases',
      list(subject.aliases),
      list((entry.aliases ?? []).map((a) => (a.quality === 'weak' ? `${a.name} (weak alias)` : a.name))),
    ],
    ['Date of birth', subject.date_of_birth ?? '', list((entry.dates_of_birth ?? []).map((d) => d.text))],
    ['Place of birth', '', list(entry.places_of_birth)],
    [
      'Nationality',
      subject.nationality?.toUpperCase() ?? subject.jurisdiction_code?.toUpperCase() ?? '',
      list(entry.nationalities),
    ],
    ['Address', subject.address ?? '', list(entry.addresses)],
    [
      'Identifiers',
      '',
      list((entry.identifiers ?? []).map((i) => `${i.type} ${i.value}${i.country ? ` (${i.country})` : ''}`)),
    ],
    [
      'Crypto addresses',
      subject.kind === 'crypto_address' ? `${subject.address_type ?? ''} ${subject.name}` : '',
      list((entry.crypto_addresses ?? []).map((c) => `${c.network} ${c.address}`)),
    ],
    ['Programmes', '', list(entry.programmes)],
    ['Listed on', '', entry.listed_on ?? ''],
    ['Remarks', '', entry.remarks ?? ''],
  ];
  const shown = rows.filter(([, a, b]) => a !== '' || b !== '');
  return (
    <table className="w-full table-fixed text-13">
      <caption className="sr-only">The subject’s data beside the list entry’s</caption>
      <thead>
        <tr className="text-left text-xs text-gray-600">
          <th scope="col" className="w-32 py-1 font-medium">
            Field
          </th>
          <th scope="col" className="py-1 font-medium">
            In the case
          </th>
          <th scope="col" className="py-1 font-medium">
            On the list
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-150">
        {shown.map(([label, mine, theirs]) => (
          <tr key={label} className="align-top">
            <th scope="row" className="py-1.5 pr-3 text-left font-medium text-gray-700">
              {label}
            </th>
            <td className="py-1.5 pr-3 break-words text-gray-900">
              {mine || <span className="text-gray-500">—</span>}
            </td>
            <td className="py-1.5 break-words text-gray-900">{theirs || <span className="text-gray-500">—</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DecisionForm({ caseId, issue }: { caseId: string; issue: ScreeningIssue }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (relevant: boolean) => decideIssue(caseId, issue.id, relevant, comment.trim()),
    onSuccess: (decided) => {
      void queryClient.invalidateQueries({ queryKey: caseKey(caseId) });
      setComment('');
      toast.success(
        decided.relevant === null
          ? 'Dismissal proposed: a second officer confirms it'
          : decided.relevant
            ? 'Marked as a true match'
            : 'Marked as a false positive',
      );
    },
  });
  const decide = (relevant: boolean) => {
    if (mutation.isPending) return;
    if (comment.trim() === '') {
      setError('Say why: a decision needs a comment');
      return;
    }
    setError(null);
    mutation.mutate(relevant);
  };
  const general = isApiError(mutation.error) ? mutation.error.message : null;
  return (
    <div className="space-y-2 border-t border-gray-150 pt-3">
      {general && <Notice tone="error">{general}</Notice>}
      {issue.pending_dismissal && (
        <p className="text-13 text-gray-700">
          A dismissal was proposed on {formatDateTime(issue.pending_dismissal.proposed_at)}: “
          {issue.pending_dismissal.comment}”. A second officer confirms it with “False positive”.
        </p>
      )}
      <TextAreaField
        label="Comment"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={error ?? undefined}
        rows={2}
        maxLength={2000}
        placeholder="What you compared: date of birth, nationality, other identifiers…"
      />
      <div className="flex gap-2">
        <Button
          variant="danger"
          pending={mutation.isPending && mutation.variables === true}
          onClick={() => decide(true)}
        >
          True match
        </Button>
        <Button pending={mutation.isPending && mutation.variables === false} onClick={() => decide(false)}>
          False positive
        </Button>
      </div>
    </div>
  );
}

function Hit({ caseId, issue, canWork }: { caseId: string; issue: ScreeningIssue; canWork: boolean }) {
  const headingId = useId();
  const entry = issue.report as Entry;
  const subject = issue.subject as unknown as Subject;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={headingId} className="text-sm font-semibold text-gray-900">
            {entry.names?.[0] ?? issue.entry_id}
          </h4>
          <p className="mt-0.5 text-13 text-gray-600">
            {CATEGORY_LABELS[issue.category] ?? issue.category} · {issue.source_list_name}
            {entry.url && (
              <>
                {' · '}
                <a
                  href={entry.url}
                  target="_blank"
                  rel="noreferrer"
                  className="text-accent-700 underline underline-offset-2"
                >
                  The entry on the publisher’s site
                </a>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {issue.alert && <Badge tone="red">After the decision</Badge>}
          {issue.changed_since_dismissed && <Badge tone="amber">Changed since it was dismissed</Badge>}
          {statusBadge(issue)}
          <span className="text-13 font-medium text-gray-900">Score {issue.score.toFixed(2)}</span>
        </div>
      </div>
      <SideBySide subject={subject} entry={entry} />
      <div>
        <h5 className="text-xs font-medium text-gray-700">Why it matched</h5>
        <ul aria-label="Explanation" className="mt-1 space-y-0.5 text-13 text-gray-800">
          {issue.explanation.map((e, i) => (
            <li key={i} className="flex justify-between gap-3">
              <span>
                <span className="font-medium">{e.feature.replaceAll('_', ' ')}</span>: {e.detail}
              </span>
              <span className="shrink-0 tabular-nums text-gray-600">
                {e.contribution >= 0 ? '+' : '−'}
                {Math.abs(e.contribution).toFixed(2)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {issue.relevant !== null ? (
        <p className="border-t border-gray-150 pt-3 text-13 text-gray-800">
          {issue.relevant ? 'True match' : 'False positive'}
          {issue.decided_at && <> on {formatDateTime(issue.decided_at)}</>}: “{issue.comment}”
        </p>
      ) : (
        canWork && <DecisionForm caseId={caseId} issue={issue} />
      )}
    </article>
  );
}

/** The case's screening hits, grouped by subject (the subject with the newest hit first), with the decisions. */
export function ScreeningTab({
  record,
  review,
  canWork,
}: {
  record: Verification;
  review: UseQueryResult<ReviewProgress>;
  canWork: boolean;
}) {
  const issues = useQuery(issuesQuery(record.id));
  const failure = useQuery(screeningFailureQuery(record.id)).data ?? null;
  if (issues.isPending) return <LoadingBlock label="Loading the screening hits" lines={3} />;
  if (issues.isError) {
    return (
      <ErrorState title="The screening hits couldn't be loaded" error={issues.error} onRetry={() => issues.refetch()} />
    );
  }
  const groups = new Map<string, ScreeningIssue[]>();
  for (const issue of issues.data) {
    const key = (issue.subject as unknown as Subject).key;
    groups.set(key, [...(groups.get(key) ?? []), issue]);
  }
  const open = undecidedCount(issues.data);
  return (
    <div className="max-w-4xl space-y-5">
      <ReviewBar
        caseId={record.id}
        tab="screening"
        title="Screening"
        description={
          <>
            The company, its directors, shareholders and beneficial owners, bank account holders and crypto addresses
            against the sanctions and PEP lists. A false positive stays dismissed until the list entry or the subject’s
            data changes.
            {open > 0 && (
              <span className="mt-1 block font-medium text-amber-800">
                {open} {open === 1 ? 'hit waits' : 'hits wait'} for a decision: until then the case cannot be sent to
                QA, completed or rejected.
              </span>
            )}
          </>
        }
        review={review}
        canWork={canWork}
      />
      {failure && (
        // Without this the tab would say "No hits" of a case nobody could screen.
        <Notice tone="warning" title="Screening could not run">
          The screening service did not answer: {failure.reason}. {failure.subjects}{' '}
          {failure.subjects === 1 ? 'subject waits' : 'subjects wait'} to be screened; Dossier tries again every quarter
          of an hour ({failure.attempts} {failure.attempts === 1 ? 'attempt' : 'attempts'} so far, the last on{' '}
          {formatDateTime(failure.failed_at)}). Hits appear here once it answers.
        </Notice>
      )}
      {issues.data.length === 0 ? (
        failure ? null : (
          <p className="flex items-center gap-2 text-13 text-gray-700">
            <IconCheckCircle className="text-green-600" />
            No hits: nobody in this case is on the lists screened.
          </p>
        )
      ) : (
        [...groups.values()].map((hits) => {
          const subject = hits[0]?.subject as unknown as Subject;
          return (
            <section
              key={subject.key}
              aria-label={`${subject.name}, ${ROLE_LABELS[subject.role] ?? subject.role}`}
              className="space-y-2"
            >
              <h3 className="text-sm font-semibold text-gray-900">
                {subject.name}{' '}
                <span className="font-normal text-gray-600">· {ROLE_LABELS[subject.role] ?? subject.role}</span>
              </h3>
              {hits.map((issue) => (
                <Hit key={issue.id} caseId={record.id} issue={issue} canWork={canWork} />
              ))}
            </section>
          );
        })
      )}
    </div>
  );
}
