import type { FieldError } from './app-error.js';
import { COMPANY_FIELDS, PERSON_FIELDS, type ProfileRequirements, type RequestedData } from './completeness-profile.js';

/**
 * The customer's side of a recurring review (issue 21 §2): the case asks the customer to confirm or update each
 * section of what the company declared last time. Pure: the services read the case and the draft, this decides.
 */

/** The sections a review asks about, in the order the portal shows them. */
export const REVIEW_SECTIONS = ['company_details', 'directors', 'ownership'] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

/** The customer's answer for one section: "Nothing has changed", or changed (the draft holds the new values). */
export const REVIEW_ANSWERS = ['unchanged', 'changed'] as const;
export type ReviewAnswer = (typeof REVIEW_ANSWERS)[number];
export type ReviewAnswers = Partial<Record<ReviewSection, ReviewAnswer>>;

/** Reminders to the customer and the officer's escalation, while a case waits for its customer. */
export type ReminderKind = 'reminder_1' | 'reminder_2' | 'escalation';

/** Days without an answer after which a recurring review is escalated to the officer. */
export const ESCALATION_DAYS = 30;
/** Days after which the customer is reminded first, when the account's service levels name none. */
export const DEFAULT_REMINDER_DAYS = 7;

/** What the case holds, as the review needs it: which fields have a value, whose they are. */
export interface ReviewedCase {
  /** Company fields (COMPANY_FIELDS names) the case has a value for. */
  readonly companyFields: readonly string[];
  readonly persons: readonly { readonly personId: string; readonly fields: readonly string[] }[];
  /** The case has a declared ownership structure. */
  readonly hasOwnership: boolean;
}

/**
 * The request a recurring review makes of the customer: every section of the company's current data, each field
 * the case holds or the profile requires (an empty field the profile does not ask is not shown). Directors are
 * asked as they are (their fields), not as a list to add to.
 */
export function reviewRequest(profileId: string | null, r: ProfileRequirements, held: ReviewedCase): RequestedData {
  const companyFields = COMPANY_FIELDS.filter((f) => held.companyFields.includes(f) || r.fields.company.includes(f));
  const personFields = held.persons
    .map((p) => ({
      person_id: p.personId,
      fields: PERSON_FIELDS.filter((f) => p.fields.includes(f) || r.fields.person.includes(f)),
    }))
    .filter((p) => p.fields.length > 0);
  const ownership = held.hasOwnership || r.sections.includes('ownership');
  return {
    completeness_profile_id: profileId,
    sections: [...r.sections],
    missing: {
      sections: ownership ? ['ownership'] : [],
      company_fields: companyFields,
      director_fields: [],
      person_fields: personFields,
      company_document_types: [],
      person_document_types: [],
    },
    complete: false,
    review: true,
  };
}

/** The sections a review request asks about. */
export function sectionsOfReview(request: RequestedData): ReviewSection[] {
  const m = request.missing;
  return REVIEW_SECTIONS.filter((s) =>
    s === 'company_details'
      ? m.company_fields.length > 0
      : s === 'directors'
        ? m.person_fields.some((p) => p.fields.length > 0)
        : m.sections.includes('ownership'),
  );
}

/** Every section asked needs an answer before the review can be submitted. */
export function unansweredSections(request: RequestedData, answers: ReviewAnswers | undefined): FieldError[] {
  return sectionsOfReview(request)
    .filter((s) => answers?.[s] === undefined)
    .map((s) => ({ field: `review_answers.${s}`, message: 'say whether anything has changed' }));
}

/** What the customer changed, found by comparing their draft with the case as it was. */
export interface ReviewChanges {
  readonly companyFields: readonly string[];
  readonly personFields: readonly { readonly person_id: string; readonly fields: readonly string[] }[];
  readonly ownership: boolean;
}

/**
 * The part of a review request that the answer changes: only sections answered "changed", and of those only the
 * fields whose value differs. Sections confirmed unchanged ask nothing, so nothing of them is taken from the draft.
 */
export function requestOfChanges(
  request: RequestedData,
  answers: ReviewAnswers,
  changes: ReviewChanges,
): RequestedData {
  const m = request.missing;
  const changed = (s: ReviewSection) => answers[s] === 'changed';
  return {
    ...request,
    missing: {
      ...m,
      sections: changed('ownership') && changes.ownership ? ['ownership'] : [],
      company_fields: changed('company_details')
        ? m.company_fields.filter((f) => changes.companyFields.includes(f))
        : [],
      person_fields: changed('directors')
        ? m.person_fields
            .map((p) => {
              const differ = changes.personFields.find((c) => c.person_id === p.person_id)?.fields ?? [];
              return { person_id: p.person_id, fields: p.fields.filter((f) => differ.includes(f)) };
            })
            .filter((p) => p.fields.length > 0)
        : [],
    },
  };
}

/** Whole days from one calendar day to another (YYYY-MM-DD). */
export function daysFrom(fromDay: string, toDay: string): number {
  return Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000);
}

/**
 * The reminders due on `day` for a case waiting since `sinceDay` (both in the account's time zone): the customer
 * after `reminderDays` and twice that, the officer after ESCALATION_DAYS for a recurring review.
 */
export function remindersDue(sinceDay: string, day: string, reminderDays: number, recurring: boolean): ReminderKind[] {
  const waited = daysFrom(sinceDay, day);
  const due: ReminderKind[] = [];
  if (waited >= reminderDays) due.push('reminder_1');
  if (waited >= 2 * reminderDays) due.push('reminder_2');
  if (recurring && waited >= ESCALATION_DAYS) due.push('escalation');
  return due;
}
