import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { Button } from '../../shared/ui/Button';
import { Dialog, SubmitFooter } from '../../shared/ui/Dialog';
import { FieldErrorText, TextField } from '../../shared/ui/Field';
import { IconChevronRight, IconPlus, IconWebhook } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { SectionHeader } from '../../shared/ui/Page';
import { SecretReveal } from '../../shared/ui/SecretReveal';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { Time } from '../../shared/ui/Time';
import { createEndpoint, endpointsQuery } from '../api/settings';
import type { WebhookEndpoint, WebhookEventType } from '../api/types';
import { usePermissions } from '../session-context';
import { WEBHOOK_EVENT_LABELS } from './labels';
import { ReadOnlyNote } from './SettingsLayout';
import { disabledReasonText, EndpointActions, EndpointStateBadge, EventChips, SECRET_WARNING } from './webhook-parts';

const ALL_EVENTS = Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEventType[];

function AddEndpointDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const eventsId = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(ALL_EVENTS);
  const [description, setDescription] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: createEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsQuery.queryKey }),
  });
  const server = fieldErrorsOf(mutation.error);
  const eventsError =
    local.event_types ??
    Object.entries(server)
      .filter(([f]) => f === 'event_types' || f.startsWith('event_types['))
      .map(([, m]) => m)
      .join('; ');
  const fields = { ...server, ...local };

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      window.setTimeout(() => {
        mutation.reset();
        setUrl('');
        setEvents(ALL_EVENTS);
        setDescription('');
        setLocal({});
      }, 150);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problems: Record<string, string> = {};
    if (url.trim() === '') problems.url = 'Enter the URL that receives the events';
    if (events.length === 0) problems.event_types = 'Choose at least one event';
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    mutation.mutate({
      url: url.trim(),
      event_types: ALL_EVENTS.filter((e) => events.includes(e)),
      description: description.trim(),
    });
  };

  if (mutation.data) {
    return (
      <Dialog
        open={open}
        onOpenChange={change}
        title="Endpoint added"
        description={
          <>
            Events go to{' '}
            <span className="font-medium text-gray-900 break-all">{mutation.data.webhook_endpoint.url}</span> from now
            on.
          </>
        }
        footer={
          <Button variant="primary" onClick={() => change(false)}>
            Done
          </Button>
        }
      >
        <SecretReveal label="Signing secret" value={mutation.data.secret} warning={SECRET_WARNING} />
      </Dialog>
    );
  }

  const generalError = isApiError(mutation.error) && Object.keys(server).length === 0 ? mutation.error.message : null;
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Add endpoint"
      description="Dossier sends a signed HTTP POST to this URL when something happens to a case."
      onSubmit={submit}
      busy={mutation.isPending}
      footer={<SubmitFooter label="Add endpoint" pending={mutation.isPending} onCancel={() => change(false)} />}
    >
      {generalError && <Notice tone="error">{generalError}</Notice>}
      <TextField
        label="URL"
        name="url"
        type="url"
        inputMode="url"
        placeholder="https://example.com/webhooks/dossier"
        autoComplete="off"
        spellCheck={false}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={fields.url}
        hint="A public https address of your system."
      />
      <fieldset aria-describedby={eventsError ? `${eventsId}-error` : undefined}>
        <legend className="mb-2 text-13 font-medium text-gray-800">Events</legend>
        <div className="space-y-2.5">
          {ALL_EVENTS.map((type) => (
            <div key={type} className="flex items-start gap-2.5">
              <input
                id={`${eventsId}-${type}`}
                type="checkbox"
                className="mt-[3px] size-4 shrink-0 cursor-pointer accent-accent-600"
                checked={events.includes(type)}
                onChange={(e) =>
                  setEvents((list) => (e.target.checked ? [...list, type] : list.filter((t) => t !== type)))
                }
                aria-describedby={`${eventsId}-${type}-desc`}
              />
              <div>
                <label htmlFor={`${eventsId}-${type}`} className="block cursor-pointer text-sm text-gray-800">
                  {WEBHOOK_EVENT_LABELS[type].label}
                  <code className="ml-1.5 font-mono text-xs text-gray-500">{type}</code>
                </label>
                <p id={`${eventsId}-${type}-desc`} className="text-13 text-gray-500">
                  {WEBHOOK_EVENT_LABELS[type].description}
                </p>
              </div>
            </div>
          ))}
        </div>
        {eventsError && <FieldErrorText id={`${eventsId}-error`}>{eventsError}</FieldErrorText>}
      </fieldset>
      <TextField
        label="Description"
        name="description"
        optional
        autoComplete="off"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={fields.description}
        placeholder="e.g. Production CRM"
      />
    </Dialog>
  );
}

function EndpointItem({ endpoint, canManage }: { endpoint: WebhookEndpoint; canManage: boolean }) {
  return (
    <li className="flex flex-wrap items-start gap-x-6 gap-y-3 px-4 py-3.5 hover:bg-gray-25">
      <div className="min-w-0 flex-1 basis-[320px]">
        <div className="flex items-center gap-2">
          <Link
            to="/settings/webhooks/$endpointId"
            params={{ endpointId: endpoint.id }}
            className="group inline-flex min-w-0 items-center gap-1 font-mono text-13 font-medium text-gray-900 hover:text-accent-700"
          >
            <span className="truncate">{endpoint.url}</span>
            <IconChevronRight size={14} className="shrink-0 text-gray-400 group-hover:text-accent-600" />
          </Link>
          <EndpointStateBadge endpoint={endpoint} />
        </div>
        {!endpoint.enabled && (
          <p className="mt-0.5 text-xs text-amber-800">{disabledReasonText(endpoint.disabled_reason)}</p>
        )}
        {endpoint.description && <p className="mt-0.5 truncate text-13 text-gray-600">{endpoint.description}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-gray-500">
          <EventChips types={endpoint.event_types} />
          <span>
            Added <Time value={endpoint.created_at} />
          </span>
        </div>
      </div>
      {canManage && (
        <div className="flex shrink-0 flex-wrap items-center gap-1.5">
          <EndpointActions endpoint={endpoint} />
        </div>
      )}
    </li>
  );
}

export function WebhooksTab() {
  const { canManage } = usePermissions();
  const endpoints = useQuery(endpointsQuery);
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-5">
      <SectionHeader
        title="Webhooks"
        description="Endpoints of your systems that Dossier notifies when a case changes. Each request is signed (Standard Webhooks) and retried until it succeeds."
        actions={
          canManage && (
            <Button variant="primary" icon={<IconPlus />} onClick={() => setAdding(true)}>
              Add endpoint
            </Button>
          )
        }
      />
      <ReadOnlyNote />
      {endpoints.isPending ? (
        <div className="rounded-lg border border-gray-200 bg-white px-4 py-4">
          <LoadingBlock label="Loading webhook endpoints" lines={3} />
        </div>
      ) : endpoints.isError ? (
        <ErrorState
          title="Webhook endpoints couldn't be loaded"
          error={endpoints.error}
          onRetry={() => endpoints.refetch()}
        />
      ) : endpoints.data.length === 0 ? (
        <EmptyState icon={<IconWebhook size={18} />} title="No webhook endpoints yet">
          Add an endpoint to hear about state changes, received applications and completed reviews as they happen,
          instead of polling the API.
        </EmptyState>
      ) : (
        <section aria-label="Webhook endpoints">
          <ul className="divide-y divide-gray-150 rounded-lg border border-gray-200 bg-white shadow-xs">
            {endpoints.data.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} canManage={canManage} />
            ))}
          </ul>
        </section>
      )}
      {canManage && <AddEndpointDialog open={adding} onOpenChange={setAdding} />}
    </div>
  );
}
