import type { Application, ApplicationDraft, RequestedData, Requirements } from '../../web/portal/api/types.js';

// The application the portal opens with, as GET /portal/api/application answers it, for the portal's unit tests
// (scope, checklist): only what they read is given.

/** A profile's requirements; nothing asked unless given. */
export function requirements(overrides: Partial<Requirements> = {}): Requirements {
  return {
    sections: [],
    fields: { company: [], director: [], person: [] },
    document_types: { company: [], person: [] },
    ubo_threshold: 25,
    ...overrides,
  };
}

/** What a data update request lists as missing; nothing unless given. */
export function missing(overrides: Partial<RequestedData['missing']> = {}): RequestedData['missing'] {
  return {
    sections: [],
    company_fields: [],
    director_fields: [],
    person_fields: [],
    company_document_types: [],
    person_document_types: [],
    ...overrides,
  };
}

export function application(
  init: {
    requirements?: Requirements;
    /** Given: the application answers a data update request (mode update). */
    requested?: RequestedData['missing'];
    draft?: ApplicationDraft;
  } = {},
): Application {
  const requested: RequestedData | null = init.requested
    ? { comment: null, complete: false, completeness_profile_id: null, missing: init.requested, sections: [] }
    : null;
  return {
    mode: requested ? 'update' : 'application',
    csrf_token: 'csrf',
    account: { name: 'Northwind Compliance' },
    invitation: { id: 'i1', email: 'ops@acme.example', status: 'opened', expires_at: '2026-12-31T00:00:00Z' },
    requirements: init.requirements ?? requirements(),
    requested_data: requested,
    data_update_comment: null,
    draft: init.draft ?? {},
    draft_revision: 0,
    uploads: [],
    challenges: [],
    submitted_at: null,
    last_submission: null,
  };
}
