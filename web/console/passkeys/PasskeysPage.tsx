import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/Dialog';
import { IconShield } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { Table, TBody, Td, THead, Th, ThActions, Tr } from '../../shared/ui/Table';
import { TableSkeleton } from '../../shared/ui/TableSkeleton';
import { Time } from '../../shared/ui/Time';
import { useToast } from '../../shared/ui/Toast';
import { passkeysQuery, passkeysSupported, removePasskey } from '../api/passkeys';
import { SESSION_KEY } from '../api/session';
import type { Passkey } from '../api/types';
import { PageFrame } from '../layout/PageFrame';
import { AddPasskeyDialog } from './AddPasskeyDialog';

const COLUMNS = ['Name', 'Added', 'Last used'];

function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  return (
    <Tr>
      <Td className="font-medium text-gray-900">
        {passkey.name}
        {passkey.backed_up && (
          <Badge tone="neutral" dot={false} className="ml-2">
            Synced
          </Badge>
        )}
      </Td>
      <Td>
        <Time value={passkey.created_at} />
      </Td>
      <Td>
        {passkey.last_used_at ? <Time value={passkey.last_used_at} /> : <span className="text-gray-500">Never</span>}
      </Td>
      <Td className="text-right">
        <Button size="sm" onClick={onRemove}>
          Remove<span className="sr-only"> passkey {passkey.name}</span>
        </Button>
      </Td>
    </Tr>
  );
}

/** The signed-in user's passkeys: sign in without a password, or use one as the second step after it. */
export function PasskeysPage() {
  const passkeys = useQuery(passkeysQuery);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = passkeysSupported();
  const addButton = (
    <Button variant="primary" onClick={() => setAdding(true)} disabled={!supported}>
      Add a passkey
    </Button>
  );

  return (
    <PageFrame
      title="Passkeys"
      description="Sign in with your fingerprint, face, device PIN or a security key instead of a password. Once you have a passkey, a password sign-in also asks for it (or your authenticator app’s code)."
      actions={passkeys.data && passkeys.data.length > 0 ? addButton : undefined}
    >
      {!supported && (
        <Notice tone="warning" className="mb-4">
          This browser cannot use passkeys here. Open Dossier over https in a current browser to add one.
        </Notice>
      )}
      {passkeys.isPending ? (
        <TableSkeleton caption="Your passkeys" columns={COLUMNS} />
      ) : passkeys.isError ? (
        <ErrorState
          title="Your passkeys couldn't be loaded"
          error={passkeys.error}
          onRetry={() => passkeys.refetch()}
        />
      ) : passkeys.data.length === 0 ? (
        <EmptyState icon={<IconShield size={18} />} title="No passkeys yet" action={addButton}>
          A passkey lives on your phone, laptop or security key and cannot be phished or reused on another site.
        </EmptyState>
      ) : (
        <Table caption="Your passkeys">
          <THead>
            {COLUMNS.map((c) => (
              <Th key={c}>{c}</Th>
            ))}
            <ThActions />
          </THead>
          <TBody>
            {passkeys.data.map((p) => (
              <PasskeyRow key={p.id} passkey={p} onRemove={() => setRemoving(p)} />
            ))}
          </TBody>
        </Table>
      )}
      <AddPasskeyDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(passkey) => toast.success(`Passkey “${passkey.name}” added`)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this passkey?"
        confirmLabel="Remove passkey"
        onConfirm={async () => {
          if (!removing) return;
          await removePasskey(removing.id);
          await queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
          await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
          toast.success(`Passkey “${removing.name}” removed`);
        }}
      >
        <p>
          <span className="font-medium text-gray-900">{removing?.name}</span> will no longer sign you in. Remove it from
          the device too, in its password or passkey settings.
        </p>
      </ConfirmDialog>
    </PageFrame>
  );
}
