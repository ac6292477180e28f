import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api/client';
import type { Invitation, InvitationPrefill, InvitationStatus } from './types';

/** Every query of the invitations list starts with this key: invalidated after an invitation, a resend or a revoke. */
export const INVITATIONS_KEY = ['invitations'] as const;

const PAGE_SIZE = 50;

/** Invitations change on the customer's side (opened, submitted): the list is read again this often while visible. */
const REFRESH_MS = 15_000;

export type InvitationPage = { invitations: Invitation[]; has_more: boolean };

export const invitationsQuery = (status: InvitationStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: [...INVITATIONS_KEY, 'list', status ?? 'all'],
    queryFn: ({ pageParam, signal }): Promise<InvitationPage> => {
      const query: { limit: number; status?: InvitationStatus; starting_after?: string } = { limit: PAGE_SIZE };
      if (status) query.status = status;
      if (pageParam) query.starting_after = pageParam;
      return unwrap(api.GET('/api/v1/invitations', { params: { query }, signal }));
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.invitations.at(-1)?.id : undefined),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });

/** Puts a changed invitation in every loaded page that holds it (a revoke shows at once), then reads again. */
export function replaceInvitation(queryClient: QueryClient, saved: Invitation): void {
  queryClient.setQueriesData<InfiniteData<InvitationPage>>({ queryKey: [...INVITATIONS_KEY, 'list'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            invitations: p.invitations.map((i) => (i.id === saved.id ? { ...saved, url: null } : i)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
}

export interface InvitationInput {
  email: string;
  customer_id?: string;
  completeness_profile_id: string;
  prefill?: InvitationPrefill;
  send_email: boolean;
}

/** Invites a company; the answer's `url` is the only place the link ever appears. */
export async function createInvitation(body: InvitationInput): Promise<Invitation> {
  return (await unwrap(api.POST('/api/v1/invitations', { body }))).invitation;
}

/** A fresh link (older ones keep working until they expire), e-mailed unless `sendEmail` is false. */
export async function resendInvitation(id: string, sendEmail: boolean): Promise<Invitation> {
  return (
    await unwrap(
      api.POST('/api/v1/invitations/{id}/resend', { params: { path: { id } }, body: { send_email: sendEmail } }),
    )
  ).invitation;
}

/** Every link of the invitation stops working at once. */
export async function revokeInvitation(id: string): Promise<Invitation> {
  return (await unwrap(api.POST('/api/v1/invitations/{id}/revoke', { params: { path: { id } } }))).invitation;
}
