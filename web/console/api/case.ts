import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api/client';
import type { Assessment, CaseEvent, ReviewTab } from './types';

/** Every query of one case starts with this key. */
export const caseKey = (id: string) => ['case', id] as const;

/** What changes under an officer's eyes (state, notes, marks, the log) is read again this often while visible. */
const LIVE_MS = 3_000;

const path = (id: string) => ({ params: { path: { verification_id: id } } });

const live = { refetchInterval: LIVE_MS, refetchOnWindowFocus: true, staleTime: 1_000 } as const;

export const caseQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'record'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}', { ...path(id), signal }))).verification,
    ...live,
  });

export const auditLogQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'audit_log'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/audit_log', { ...path(id), signal }))).audit_log,
    ...live,
  });

export const notesQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'notes'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/notes', { ...path(id), signal }))).notes,
    ...live,
  });

export const reviewQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'review'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/review', { ...path(id), signal }))).review,
    ...live,
  });

// The case's data: read again when the record says it changed (see useCaseDataRefresh).

export const companiesQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'companies'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/companies', { ...path(id), signal }))).companies,
  });

export const companyQuery = (id: string, companyId: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'company', companyId],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/verifications/{verification_id}/companies/{id}', {
            params: { path: { verification_id: id, id: companyId } },
            signal,
          }),
        )
      ).company,
  });

export const directorsQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'directors'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/directors', { ...path(id), signal }))).directors,
  });

export const companyDocumentsQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'company_documents'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/company_documents', { ...path(id), signal })))
        .company_documents,
  });

export const filesQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'files'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/files', { ...path(id), signal }))).files,
  });

export const riskScoresQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'external_risk_scores'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/external_risk_scores', { ...path(id), signal })))
        .external_risk_scores,
  });

export const completenessQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'completeness'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/completeness', { ...path(id), signal })))
        .completeness,
  });

export const relatedCasesQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'related'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/related', { ...path(id), signal }))).verifications,
  });

/** What the customer's latest portal submission changed; null when the case did not come from the portal. */
export const changesQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'changes'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/changes', { ...path(id), signal }))).changes,
  });

/** How the customer hears of a data update request, since when the case waits for them, and its e-mail's fate. */
export const customerRequestQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'customer_request'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/customer_request', { ...path(id), signal })))
        .customer_request,
    ...live,
  });

// ---- writes ----

export interface TransitionBody {
  assessment?: Assessment;
  assessment_comment?: string;
  qa_comment?: string;
  rejection_comment?: string;
  comment?: string;
  completeness_profile_id?: string;
  /** request_data_update: specific items, in requested_data.missing's names. */
  requested?: RequestedItems;
  /** request_data_update on a case with no invitation: invite this address to answer in the portal. */
  customer_email?: string;
  qa_reviewer_id?: string;
}

export interface RequestedItems {
  sections?: string[];
  company_fields?: string[];
  company_document_types?: string[];
  person_fields?: { person_id: string; fields: string[] }[];
  person_document_types?: { person_id: string; document_types: string[] }[];
  /** Companies of the structure (the root, a corporate shareholder) the customer adds an owner to. */
  ownership_owners?: string[];
}

/** Who may do QA or be assigned: the account's active admins and officers (any console session may read it). */
export const reviewersQuery = queryOptions({
  queryKey: ['reviewers'],
  queryFn: async () => (await unwrap(api.GET('/api/v1/reviewers'))).reviewers,
  staleTime: 60_000,
});

export async function sendEvent(id: string, event: CaseEvent, body: TransitionBody) {
  return (
    await unwrap(
      api.POST('/api/v1/verifications/{verification_id}/state/{event}', {
        params: { path: { verification_id: id, event } },
        body,
      }),
    )
  ).verification;
}

export async function assignToMe(id: string) {
  return (
    await unwrap(api.POST('/api/v1/verifications/{verification_id}/assign', { ...path(id), body: { user_id: 'me' } }))
  ).verification;
}

export async function unassign(id: string) {
  return (await unwrap(api.POST('/api/v1/verifications/{verification_id}/unassign', path(id)))).verification;
}

export async function addNote(id: string, body: string) {
  return (await unwrap(api.POST('/api/v1/verifications/{verification_id}/notes', { ...path(id), body: { body } })))
    .note;
}

export async function setReviewed(id: string, tab: ReviewTab, reviewed: boolean) {
  const params = { params: { path: { verification_id: id, tab } } };
  const call = reviewed
    ? api.PUT('/api/v1/verifications/{verification_id}/review/{tab}', params)
    : api.DELETE('/api/v1/verifications/{verification_id}/review/{tab}', params);
  return (await unwrap(call)).review;
}

/** Uploads an officer's own file ("Additional files"): multipart, like a document. */
export async function uploadFile(id: string, file: File, name: string) {
  const form = new FormData();
  if (name.trim() !== '') form.set('name', name.trim());
  form.set('file', file, file.name);
  return (
    await unwrap(
      api.POST('/api/v1/verifications/{verification_id}/files', {
        ...path(id),
        body: form as never,
        bodySerializer: (b: unknown) => b as FormData,
      }),
    )
  ).file;
}

/** A person's personal data as a ZIP (subject access; admins only, audit-logged). */
export function personalDataExportUrl(personId: string): string {
  return `/api/v1/people/${encodeURIComponent(personId)}/export`;
}

/** The case's report, produced on request (audit-logged). */
export function reportUrl(id: string): string {
  return `/api/v1/verifications/${encodeURIComponent(id)}/report.pdf`;
}

/** The business relationship ended: the retention clock starts. */
export async function offboardCase(id: string, reason: string) {
  return (await unwrap(api.POST('/api/v1/verifications/{verification_id}/offboard', { ...path(id), body: { reason } })))
    .verification;
}

/** Places a legal hold (a reason) or lifts it (null). */
export async function setLegalHold(id: string, reason: string | null) {
  return (
    await unwrap(api.POST('/api/v1/verifications/{verification_id}/legal_hold', { ...path(id), body: { reason } }))
  ).verification;
}

/** Erases the case's personal data; a legal basis is needed inside the retention period. */
export async function eraseCase(id: string, reason: string, legalBasis: string | null) {
  return (
    await unwrap(
      api.POST('/api/v1/verifications/{verification_id}/erase', {
        ...path(id),
        body: { reason, ...(legalBasis ? { legal_basis: legalBasis } : {}) },
      }),
    )
  ).verification;
}

/** One request answers both the hits and whether the last screening ran: two views of one cached answer. */
const screeningOf = (id: string) =>
  ({
    queryKey: [...caseKey(id), 'issues'],
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      await unwrap(api.GET('/api/v1/verifications/{verification_id}/issues', { ...path(id), signal })),
    ...live,
  }) as const;

export const issuesQuery = (id: string) => queryOptions({ ...screeningOf(id), select: (body) => body.issues });

/** Why the case's last screening could not run (the screening service did not answer); null when it ran. */
export const screeningFailureQuery = (id: string) =>
  queryOptions({ ...screeningOf(id), select: (body) => body.screening_failure });

export async function decideIssue(id: string, issueId: string, relevant: boolean, comment: string) {
  return (
    await unwrap(
      api.POST('/api/v1/verifications/{verification_id}/issues/{issue_id}/decision', {
        params: { path: { verification_id: id, issue_id: issueId } },
        body: { relevant, comment },
      }),
    )
  ).issue;
}

export const riskAssessmentsQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'risk_assessments'],
    queryFn: async ({ signal }) =>
      await unwrap(api.GET('/api/v1/verifications/{verification_id}/risk_assessments', { ...path(id), signal })),
  });

/** The officer's override of the risk level (null removes it), with the required reason. */
export async function overrideRisk(id: string, level: 'low' | 'medium' | 'high' | 'prohibited' | null, reason: string) {
  return unwrap(
    api.POST('/api/v1/verifications/{verification_id}/risk_override', { ...path(id), body: { level, reason } }),
  );
}
