// The frame the account-wide settings tabs share (Company information, Security): the account read once, its
// loading and error states, and the form's save bar. Each tab brings only its own fields.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../shared/ui/Button';
import { Notice } from '../../shared/ui/Notice';
import { Card, SectionHeader } from '../../shared/ui/Page';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { accountQuery } from '../api/settings';
import type { Account } from '../api/types';
import { usePermissions } from '../session-context';
import { ReadOnlyNote } from './SettingsLayout';

export function AccountSettingsPage({
  title,
  description,
  subject,
  form,
}: {
  title: string;
  description: string;
  /** What the tab shows, in words for its loading and error states ("company information"). */
  subject: string;
  form: (account: Account, canManage: boolean) => ReactNode;
}) {
  const { canManage } = usePermissions();
  const account = useQuery(accountQuery);
  return (
    <div className="space-y-5">
      <SectionHeader title={title} description={description} />
      <ReadOnlyNote />
      {account.isPending ? (
        <Card className="px-6 py-6">
          <LoadingBlock label={`Loading ${subject}`} />
        </Card>
      ) : account.isError ? (
        <ErrorState
          title={`${subject.charAt(0).toUpperCase()}${subject.slice(1)} couldn't be loaded`}
          error={account.error}
          onRetry={() => account.refetch()}
        />
      ) : (
        form(account.data, canManage)
      )}
    </div>
  );
}

/** The bottom of a settings form: what went wrong, whether anything is unsaved, and Save. */
export function SaveBar({ error, dirty, pending }: { error?: string | null; dirty: boolean; pending: boolean }) {
  return (
    <div className="flex items-center justify-end gap-3 rounded-b-lg border-t border-gray-150 bg-gray-25 px-6 py-3">
      {error && (
        <Notice tone="error" className="mr-auto">
          {error}
        </Notice>
      )}
      {dirty && !pending && <span className="text-13 text-gray-500">Unsaved changes</span>}
      <Button type="submit" variant="primary" pending={pending}>
        Save
      </Button>
    </div>
  );
}
