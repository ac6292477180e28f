import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { Badge } from '../../shared/ui/Badge';
import { Button, type ButtonSize } from '../../shared/ui/Button';
import { ConfirmDialog, Dialog } from '../../shared/ui/Dialog';
import { SecretReveal } from '../../shared/ui/SecretReveal';
import { useToast } from '../../shared/ui/Toast';
import {
  deleteEndpoint,
  endpointQuery,
  endpointsQuery,
  rotateEndpointSecret,
  setEndpointEnabled,
} from '../api/settings';
import type { WebhookEndpoint } from '../api/types';
import { labelOf, WEBHOOK_EVENT_LABELS } from './labels';

const EVENT_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(WEBHOOK_EVENT_LABELS).map(([k, v]) => [k, v.label]),
);

export function eventLabel(type: string): string {
  return labelOf(EVENT_NAMES, type);
}

const DISABLED_REASONS: Record<string, string> = {
  manual: 'Disabled by a user',
  gone: 'The endpoint answered 410 Gone',
  failing: 'No successful delivery for 5 days',
};

export function disabledReasonText(reason: string | null): string {
  return reason === null ? 'Disabled' : (DISABLED_REASONS[reason] ?? reason);
}

export function EndpointStateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.enabled) return <Badge tone="green">Enabled</Badge>;
  return (
    <Badge
      tone={endpoint.disabled_reason === 'manual' ? 'neutral' : 'amber'}
      title={disabledReasonText(endpoint.disabled_reason)}
    >
      Disabled
    </Badge>
  );
}

export function EventChips({ types }: { types: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Events">
      {types.map((t) => (
        <li
          key={t}
          className="inline-flex h-5 items-center rounded bg-gray-100 px-1.5 text-xs text-gray-700 ring-1 ring-inset ring-gray-200"
          title={t}
        >
          {eventLabel(t)}
        </li>
      ))}
    </ul>
  );
}

export const SECRET_WARNING = (
  <>
    <p className="font-medium">Copy it now: it won't be shown again.</p>
    <p>
      Your receiver uses it to check the <code className="font-mono text-xs">webhook-signature</code> header of each
      delivery. Keep it secret: don't share it in e-mail, chat, client-side code or public sites.
    </p>
  </>
);

/** Shows a signing secret once, after creating an endpoint or rotating its secret. */
export function SecretDialog({
  secret,
  title,
  description,
  onClose,
}: {
  secret: string | null;
  title: string;
  description: ReactNode;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {secret && <SecretReveal label="Signing secret" value={secret} warning={SECRET_WARNING} />}
    </Dialog>
  );
}

function useEndpointCache() {
  const queryClient = useQueryClient();
  return (saved: WebhookEndpoint) => {
    queryClient.setQueryData(endpointQuery(saved.id).queryKey, saved);
    queryClient.setQueryData<WebhookEndpoint[]>(endpointsQuery.queryKey, (list) =>
      list?.map((e) => (e.id === saved.id ? saved : e)),
    );
  };
}

/**
 * Enable or Disable, Rotate secret, Delete: each with its confirmation where it matters, used by the list and
 * the endpoint's own page.
 */
export function EndpointActions({
  endpoint,
  size = 'sm',
  onDeleted,
}: {
  endpoint: WebhookEndpoint;
  size?: ButtonSize;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const cache = useEndpointCache();
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: () => setEndpointEnabled(endpoint.id, !endpoint.enabled),
    onSuccess: (saved) => {
      cache(saved);
      toast.success(saved.enabled ? 'Endpoint enabled' : 'Endpoint disabled');
    },
    onError: (e) => toast.error(isApiError(e) ? e.message : 'The endpoint could not be changed.'),
  });

  return (
    <>
      <Button size={size} pending={toggle.isPending} onClick={() => toggle.mutate()}>
        {endpoint.enabled ? 'Disable' : 'Enable'}
      </Button>
      <Button size={size} onClick={() => setConfirm('rotate')}>
        Rotate secret
      </Button>
      <Button size={size} onClick={() => setConfirm('delete')}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Rotate the signing secret?"
        confirmLabel="Rotate secret"
        tone="primary"
        onConfirm={async () => {
          const result = await rotateEndpointSecret(endpoint.id);
          cache(result.webhook_endpoint);
          setSecret(result.secret);
        }}
      >
        <p>
          A new secret is made now. For the next 24 hours each delivery is signed with both the old and the new secret,
          so you can update your receiver without rejecting messages. After that, only the new one signs.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete this endpoint?"
        confirmLabel="Delete"
        onConfirm={async () => {
          await deleteEndpoint(endpoint.id);
          queryClient.setQueryData<WebhookEndpoint[]>(endpointsQuery.queryKey, (list) =>
            list?.filter((e) => e.id !== endpoint.id),
          );
          void queryClient.invalidateQueries({ queryKey: endpointsQuery.queryKey });
          toast.success('Endpoint deleted');
          onDeleted?.();
        }}
      >
        <p>
          <span className="font-medium text-gray-900 break-all">{endpoint.url}</span> stops receiving events at once.
          Deliveries still waiting to be sent are cancelled.
        </p>
        <p>This can't be undone.</p>
      </ConfirmDialog>
      <SecretDialog
        secret={secret}
        title="New signing secret"
        description="The old secret keeps signing deliveries for 24 hours, alongside this one."
        onClose={() => setSecret(null)}
      />
    </>
  );
}
