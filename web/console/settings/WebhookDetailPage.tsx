import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, Fragment, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { cx } from '../../shared/lib/cx';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { formatDateTime, formatDuration, toLocalInputValue } from '../../shared/lib/time';
import { Badge, type BadgeTone } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { CopyButton } from '../../shared/ui/CopyButton';
import { Dialog } from '../../shared/ui/Dialog';
import { Select, TextField } from '../../shared/ui/Field';
import { IconArrowLeft, IconChevronDown, IconChevronRight, IconRefresh, IconWebhook } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { Card } from '../../shared/ui/Page';
import { LoadingBlock, Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { Table, TBody, Td, THead, Th, ThActions, Tr } from '../../shared/ui/Table';
import { TableSkeleton } from '../../shared/ui/TableSkeleton';
import { Time } from '../../shared/ui/Time';
import { useToast } from '../../shared/ui/Toast';
import {
  type Delivery,
  type DeliveryStatus,
  endpointQuery,
  fetchDeliveries,
  replayDeliveries,
  retryDelivery,
} from '../api/settings';
import type { WebhookEndpoint } from '../api/types';
import { usePermissions } from '../session-context';
import { disabledReasonText, EndpointActions, EndpointStateBadge, EventChips, eventLabel } from './webhook-parts';

const STATUS: Record<DeliveryStatus, { label: string; tone: BadgeTone }> = {
  succeeded: { label: 'Succeeded', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  pending: { label: 'Pending', tone: 'amber' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

const FILTERS: { value: string; label: string }[] = [
  { value: '', label: 'All deliveries' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'cancelled', label: 'Cancelled' },
];

function deliveriesKey(endpointId: string, status: string) {
  return ['webhook_endpoints', endpointId, 'deliveries', status] as const;
}

function statusBadge(d: Delivery) {
  const s = STATUS[d.status];
  const label = d.status === 'pending' && d.attempt_count > 0 ? 'Retrying' : s.label;
  return <Badge tone={s.tone}>{label}</Badge>;
}

function responseSummary(code: number | null, error: string | null) {
  if (code !== null) {
    const ok = code >= 200 && code < 300;
    return <span className={cx('font-mono tabular', ok ? 'text-green-700' : 'text-red-700')}>HTTP {code}</span>;
  }
  if (error) return <span className="text-red-700">{error}</span>;
  return <span className="text-gray-500">—</span>;
}

function AttemptsTable({ delivery }: { delivery: Delivery }) {
  if (delivery.attempts.length === 0) {
    return <p className="text-13 text-gray-600">No attempt yet: the first one is queued.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-md border border-gray-200 bg-white">
      <table className="w-full text-13">
        <caption className="sr-only">Attempts</caption>
        <thead className="bg-gray-50 text-left">
          <tr className="border-b border-gray-200">
            <th scope="col" className="h-7 px-3 text-xs font-medium text-gray-500">
              Time
            </th>
            <th scope="col" className="h-7 px-3 text-xs font-medium text-gray-500">
              Status
            </th>
            <th scope="col" className="h-7 px-3 text-xs font-medium text-gray-500">
              Duration
            </th>
            <th scope="col" className="h-7 px-3 text-xs font-medium text-gray-500">
              Response
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-150">
          {delivery.attempts.map((a) => (
            <tr key={a.id} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap text-gray-700">
                <time dateTime={a.attempted_at} title={a.attempted_at}>
                  {formatDateTime(a.attempted_at)}
                </time>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {responseSummary(a.status_code, a.status_code === null ? 'No response' : null)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular text-gray-700">{formatDuration(a.duration_ms)}</td>
              <td className="px-3 py-2">
                {a.error && <p className="text-red-700 break-words">{a.error}</p>}
                {a.response_body ? (
                  <section
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
                    tabIndex={0}
                    aria-label={`Response body at ${a.attempted_at}`}
                    className="max-h-32 max-w-[560px] overflow-auto rounded bg-gray-50 px-2 py-1"
                  >
                    <pre className="whitespace-pre-wrap break-all font-mono text-xs text-gray-700">
                      {a.response_body}
                    </pre>
                  </section>
                ) : (
                  !a.error && <span className="text-gray-500">Empty body</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeliveryDetails({ delivery }: { delivery: Delivery }) {
  const payload = JSON.stringify(delivery.payload, null, 2);
  return (
    <div className="grid gap-5 px-4 py-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-2">
        <h4 className="text-xs font-medium uppercase tracking-[0.04em] text-gray-500">
          Attempts ({delivery.attempts.length})
        </h4>
        <AttemptsTable delivery={delivery} />
        <dl className="grid grid-cols-[120px_1fr] gap-y-1 pt-2 text-13">
          <dt className="text-gray-500">webhook-id</dt>
          <dd className="flex items-center gap-1 font-mono text-xs text-gray-800 break-all">
            {delivery.message_id}
            <CopyButton value={delivery.message_id} compact label="Copy webhook-id" />
          </dd>
          <dt className="text-gray-500">Next attempt</dt>
          <dd className="text-gray-800">
            {delivery.next_attempt_at ? (
              <time dateTime={delivery.next_attempt_at} title={delivery.next_attempt_at}>
                {formatDateTime(delivery.next_attempt_at)}
              </time>
            ) : (
              'None scheduled'
            )}
          </dd>
        </dl>
      </div>
      <div className="min-w-0 space-y-2">
        <div className="flex items-center justify-between">
          <h4 className="text-xs font-medium uppercase tracking-[0.04em] text-gray-500">Payload</h4>
          <CopyButton value={payload} compact label="Copy payload" />
        </div>
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={`Payload of ${delivery.message_id}`}
          className="max-h-72 overflow-auto rounded-md border border-gray-200 bg-gray-900 px-3 py-2.5"
        >
          <pre className="font-mono text-xs leading-5 text-gray-100">{payload}</pre>
        </section>
      </div>
    </div>
  );
}

function DeliveryRow({
  delivery,
  endpointId,
  canManage,
}: {
  delivery: Delivery;
  endpointId: string;
  canManage: boolean;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const retry = useMutation({
    mutationFn: () => retryDelivery(endpointId, delivery.id),
    onSuccess: () => {
      toast.success('Delivery queued to be sent again');
      void queryClient.invalidateQueries({ queryKey: ['webhook_endpoints', endpointId, 'deliveries'] });
    },
    onError: (e) => toast.error(isApiError(e) ? e.message : 'The delivery could not be retried.'),
  });
  const detailsId = `delivery-${delivery.id}`;
  const lastAttempt = delivery.attempts.reduce<Delivery['attempts'][number] | null>(
    (latest, a) => (latest === null || a.attempted_at > latest.attempted_at ? a : latest),
    null,
  );
  return (
    <Fragment>
      <Tr className={open ? 'bg-gray-25' : undefined}>
        <Td className="w-8 !pr-0">
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} attempts and payload`}
            className="flex size-6 items-center justify-center rounded text-gray-500 hover:bg-gray-100 hover:text-gray-800"
          >
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </button>
        </Td>
        <Td className="whitespace-nowrap">
          <span className="font-medium text-gray-900">{eventLabel(delivery.event_type)}</span>
        </Td>
        <Td>{statusBadge(delivery)}</Td>
        <Td className="whitespace-nowrap">
          {responseSummary(delivery.last_status_code, delivery.last_error)}
          {lastAttempt && <span className="text-gray-500"> · {formatDuration(lastAttempt.duration_ms)}</span>}
        </Td>
        <Td className="tabular text-gray-600">{delivery.attempt_count}</Td>
        <Td className="whitespace-nowrap">
          <Time value={delivery.created_at} />
        </Td>
        <Td className="text-right">
          {canManage && (
            <Button size="sm" pending={retry.isPending} onClick={() => retry.mutate()}>
              Retry
            </Button>
          )}
        </Td>
      </Tr>
      {open && (
        <tr id={detailsId} className="bg-gray-25">
          <td colSpan={7} className="border-t border-gray-150 p-0">
            <DeliveryDetails delivery={delivery} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function ReplayDialog({
  endpoint,
  open,
  onOpenChange,
}: {
  endpoint: WebhookEndpoint;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [since, setSince] = useState(() => toLocalInputValue(Date.now() - 24 * 3600_000));
  const [localError, setLocalError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (iso: string) => replayDeliveries(endpoint.id, iso),
    onSuccess: (count) => {
      toast.success(
        count === 0
          ? 'No failed delivery since then: nothing to replay'
          : `${count} failed ${count === 1 ? 'delivery' : 'deliveries'} queued to be sent again`,
      );
      void queryClient.invalidateQueries({ queryKey: ['webhook_endpoints', endpoint.id, 'deliveries'] });
      onOpenChange(false);
    },
  });
  const fields = fieldErrorsOf(mutation.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const t = Date.parse(since);
    if (since === '' || Number.isNaN(t)) {
      setLocalError('Enter a date and time');
      return;
    }
    setLocalError(null);
    mutation.mutate(new Date(t).toISOString());
  };
  const generalError = isApiError(mutation.error) && !fields.since ? mutation.error.message : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset();
        onOpenChange(next);
      }}
      title="Replay failed deliveries"
      description="Sends again every failed delivery of this endpoint created since the time you choose, each with its original webhook-id."
      onSubmit={submit}
      busy={mutation.isPending}
      width="sm"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" pending={mutation.isPending}>
            Replay
          </Button>
        </>
      }
    >
      {!endpoint.enabled && <Notice tone="warning">This endpoint is disabled: enable it before replaying.</Notice>}
      {generalError && <Notice tone="error">{generalError}</Notice>}
      <TextField
        label="Since"
        type="datetime-local"
        name="since"
        value={since}
        onChange={(e) => setSince(e.target.value)}
        error={localError ?? fields.since}
        hint={`Your local time (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`}
      />
    </Dialog>
  );
}

function Deliveries({ endpoint, canManage }: { endpoint: WebhookEndpoint; canManage: boolean }) {
  const [status, setStatus] = useState('');
  const [replaying, setReplaying] = useState(false);
  const deliveries = useInfiniteQuery({
    queryKey: deliveriesKey(endpoint.id, status),
    queryFn: ({ pageParam }) => fetchDeliveries(endpoint.id, status || undefined, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more && last.next_cursor ? last.next_cursor : undefined),
    // While something is on its way, keep the log current.
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.deliveries.some((d) => d.status === 'pending')) ? 5000 : false,
  });
  const rows = deliveries.data?.pages.flatMap((p) => p.deliveries) ?? [];
  const columns = ['', 'Event', 'Status', 'Last response', 'Attempts', 'Created'];
  return (
    <section aria-labelledby="deliveries-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="deliveries-heading" className="text-sm font-semibold text-gray-900">
            Deliveries
          </h3>
          <p className="mt-0.5 text-13 text-gray-600">
            Newest first. Expand a delivery to see each attempt and its payload.
          </p>
        </div>
        <div className="flex items-center gap-2">
          {deliveries.isFetching && !deliveries.isPending && <Spinner size={14} className="text-gray-400" />}
          <Select
            aria-label="Delivery status"
            size="sm"
            className="w-40"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </Select>
          <Button size="sm" icon={<IconRefresh size={14} />} onClick={() => deliveries.refetch()}>
            Refresh
          </Button>
          {canManage && (
            <Button size="sm" onClick={() => setReplaying(true)}>
              Replay
            </Button>
          )}
        </div>
      </div>
      {!endpoint.enabled && canManage && (
        <Notice tone="warning">This endpoint is disabled: enable it to retry or replay deliveries.</Notice>
      )}
      {deliveries.isPending ? (
        <TableSkeleton caption="Deliveries" columns={columns.slice(1)} />
      ) : deliveries.isError ? (
        <ErrorState
          title="Deliveries couldn't be loaded"
          error={deliveries.error}
          onRetry={() => deliveries.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconWebhook size={18} />}
          title={status ? 'No deliveries with this status' : 'No deliveries yet'}
        >
          {status
            ? 'Choose another status to see the rest of the log.'
            : 'Deliveries appear here as soon as an event this endpoint listens to happens.'}
        </EmptyState>
      ) : (
        <>
          <Table caption="Deliveries">
            <THead>
              <th scope="col" className="w-8">
                <span className="sr-only">Details</span>
              </th>
              {columns.slice(1).map((c) => (
                <Th key={c}>{c}</Th>
              ))}
              <ThActions />
            </THead>
            <TBody>
              {rows.map((d) => (
                <DeliveryRow key={d.id} delivery={d} endpointId={endpoint.id} canManage={canManage} />
              ))}
            </TBody>
          </Table>
          {deliveries.hasNextPage && (
            <div className="flex justify-center">
              <Button size="sm" pending={deliveries.isFetchingNextPage} onClick={() => deliveries.fetchNextPage()}>
                Show more
              </Button>
            </div>
          )}
        </>
      )}
      {canManage && <ReplayDialog endpoint={endpoint} open={replaying} onOpenChange={setReplaying} />}
    </section>
  );
}

export function WebhookDetailPage() {
  const { endpointId } = useParams({ from: '/app/settings/webhooks/$endpointId' });
  const { canManage } = usePermissions();
  const navigate = useNavigate();
  const endpoint = useQuery(endpointQuery(endpointId));
  return (
    <div className="space-y-5">
      <Link
        to="/settings/webhooks"
        className="inline-flex items-center gap-1.5 text-13 font-medium text-gray-600 hover:text-gray-900"
      >
        <IconArrowLeft size={14} />
        Webhooks
      </Link>
      {endpoint.isPending ? (
        <Card className="px-6 py-6">
          <LoadingBlock label="Loading the endpoint" />
        </Card>
      ) : endpoint.isError ? (
        <ErrorState
          title={
            isApiError(endpoint.error) && endpoint.error.status === 404
              ? 'This endpoint no longer exists'
              : "This endpoint couldn't be loaded"
          }
          error={endpoint.error}
          onRetry={isApiError(endpoint.error) && endpoint.error.status === 404 ? undefined : () => endpoint.refetch()}
        />
      ) : (
        <>
          <Card>
            <div className="flex flex-wrap items-start justify-between gap-4 px-6 pt-5 pb-4">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-mono text-base font-semibold text-gray-900 break-all">{endpoint.data.url}</h2>
                  <EndpointStateBadge endpoint={endpoint.data} />
                </div>
                {endpoint.data.description && <p className="mt-1 text-13 text-gray-600">{endpoint.data.description}</p>}
              </div>
              {canManage && (
                <div className="flex shrink-0 flex-wrap items-center gap-1.5">
                  <EndpointActions endpoint={endpoint.data} onDeleted={() => navigate({ to: '/settings/webhooks' })} />
                </div>
              )}
            </div>
            <dl className="grid gap-x-8 gap-y-3 border-t border-gray-150 px-6 py-4 text-13 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.4fr]">
              <div>
                <dt className="text-xs text-gray-500">Events</dt>
                <dd className="mt-1">
                  <EventChips types={endpoint.data.event_types} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-gray-500">State</dt>
                <dd className="mt-1 text-gray-800">
                  {endpoint.data.enabled ? 'Enabled' : disabledReasonText(endpoint.data.disabled_reason)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-gray-500">Added</dt>
                <dd className="mt-1 text-gray-800">
                  <Time value={endpoint.data.created_at} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-gray-500">Endpoint ID</dt>
                <dd className="mt-1 flex items-center gap-1 font-mono text-xs text-gray-800">
                  <span className="truncate">{endpoint.data.id}</span>
                  <CopyButton value={endpoint.data.id} compact label="Copy endpoint id" />
                </dd>
              </div>
            </dl>
          </Card>
          <Deliveries endpoint={endpoint.data} canManage={canManage} />
        </>
      )}
    </div>
  );
}
