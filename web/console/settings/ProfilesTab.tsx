import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { cx } from '../../shared/lib/cx';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { CopyButton } from '../../shared/ui/CopyButton';
import { ConfirmDialog } from '../../shared/ui/Dialog';
import { IconLayers, IconPlus } from '../../shared/ui/icons';
import { SectionHeader } from '../../shared/ui/Page';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { Table, TBody, Td, THead, Th, ThActions, Tr } from '../../shared/ui/Table';
import { TableSkeleton } from '../../shared/ui/TableSkeleton';
import { Time } from '../../shared/ui/Time';
import { useToast } from '../../shared/ui/Toast';
import { archiveProfile, profilesQuery } from '../api/settings';
import type { CompletenessProfile, Requirements } from '../api/types';
import { usePermissions } from '../session-context';
import { ReadOnlyNote } from './SettingsLayout';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function requirementsSummary(r: Requirements): string {
  const fields = r.fields.company.length + r.fields.director.length + r.fields.person.length;
  const documents = r.document_types.company.length + r.document_types.person.length;
  const parts = [
    plural(r.sections.length, 'section', 'sections'),
    plural(fields, 'field', 'fields'),
    plural(documents, 'document', 'documents'),
  ];
  return parts.join(' · ');
}

function ProfileRow({
  profile,
  canManage,
  onArchive,
}: {
  profile: CompletenessProfile;
  canManage: boolean;
  onArchive: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Tr className={profile.archived ? 'bg-gray-25' : undefined}>
      <Td className="max-w-[260px] py-2">
        <p className={cx('font-medium break-words', profile.archived ? 'text-gray-600' : 'text-gray-900')}>
          {profile.name}
        </p>
        {profile.description && <p className="truncate text-xs text-gray-500">{profile.description}</p>}
      </Td>
      <Td className="whitespace-nowrap">
        <span className="inline-flex items-center gap-1">
          <code
            className="block max-w-[13ch] truncate font-mono text-xs text-gray-700 xl:max-w-none"
            title={profile.id}
          >
            {profile.id}
          </code>
          <CopyButton value={profile.id} compact label={`Copy id of ${profile.name}`} />
        </span>
      </Td>
      <Td className="hidden whitespace-nowrap text-gray-600 2xl:table-cell">
        {requirementsSummary(profile.requirements)}
      </Td>
      <Td className="whitespace-nowrap">
        <Time value={profile.created_at} />
      </Td>
      <Td>{profile.archived ? <Badge tone="neutral">Archived</Badge> : <Badge tone="green">Active</Badge>}</Td>
      <Td className="text-right whitespace-nowrap">
        {canManage && !profile.archived && (
          <span className="inline-flex gap-1.5">
            <Button
              size="sm"
              onClick={() => navigate({ to: '/settings/profiles/$profileId/edit', params: { profileId: profile.id } })}
            >
              Edit
            </Button>
            <Button size="sm" onClick={onArchive}>
              Archive
            </Button>
          </span>
        )}
        {(!canManage || profile.archived) && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => navigate({ to: '/settings/profiles/$profileId/edit', params: { profileId: profile.id } })}
          >
            View
          </Button>
        )}
      </Td>
    </Tr>
  );
}

export function ProfilesTab() {
  const { canManage } = usePermissions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const profiles = useQuery(profilesQuery);
  const [archiving, setArchiving] = useState<CompletenessProfile | null>(null);
  const sorted = profiles.data
    ? [...profiles.data].sort(
        (a, b) => Number(a.archived) - Number(b.archived) || b.created_at.localeCompare(a.created_at),
      )
    : [];

  return (
    <div className="space-y-5">
      <SectionHeader
        title="Onboarding profiles"
        description={
          <>
            What a customer must provide: sections, fields and documents. A profile's id is the id an integrator passes
            as <code className="rounded bg-gray-100 px-1 py-0.5 font-mono text-xs">completeness_profile_id</code>.
          </>
        }
        actions={
          canManage && (
            <Button variant="primary" icon={<IconPlus />} onClick={() => navigate({ to: '/settings/profiles/new' })}>
              Create profile
            </Button>
          )
        }
      />
      <ReadOnlyNote />
      {profiles.isPending ? (
        <TableSkeleton caption="Onboarding profiles" columns={['Name', 'Profile ID', 'Created', 'State']} />
      ) : profiles.isError ? (
        <ErrorState
          title="Onboarding profiles couldn't be loaded"
          error={profiles.error}
          onRetry={() => profiles.refetch()}
        />
      ) : sorted.length === 0 ? (
        <EmptyState icon={<IconLayers size={18} />} title="No onboarding profiles yet">
          A profile lists what a customer must provide — for example company details, directors' passports and a
          certificate of incorporation. Officers pick one when they ask a customer for more data.
        </EmptyState>
      ) : (
        <Table caption="Onboarding profiles">
          <THead>
            <Th>Name</Th>
            <Th>Profile ID</Th>
            <Th className="hidden 2xl:table-cell">Requirements</Th>
            <Th>Created</Th>
            <Th>State</Th>
            <ThActions />
          </THead>
          <TBody>
            {sorted.map((p) => (
              <ProfileRow key={p.id} profile={p} canManage={canManage} onArchive={() => setArchiving(p)} />
            ))}
          </TBody>
        </Table>
      )}
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title="Archive this profile?"
        confirmLabel="Archive"
        onConfirm={async () => {
          if (!archiving) return;
          const saved = await archiveProfile(archiving.id);
          queryClient.setQueryData<CompletenessProfile[]>(profilesQuery.queryKey, (list) =>
            list?.map((p) => (p.id === saved.id ? saved : p)),
          );
          void queryClient.invalidateQueries({ queryKey: profilesQuery.queryKey });
          toast.success(`Profile “${saved.name}” archived`);
        }}
      >
        <p>
          <span className="font-medium text-gray-900 break-words">{archiving?.name}</span> can no longer be chosen for
          new requests. Cases that use it keep it.
        </p>
        <p>Archiving can't be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
