import { formatMailDate, type MailContent, plainMail } from './mail-templates.js';

/** A recurring review's e-mails: to the customer (the review, its reminders) and to the officer (escalation). */

export interface RecurringReviewMailInput {
  readonly accountName: string;
  readonly companyName: string;
  readonly url: string;
  readonly expiresAt: string;
}

const expiryNote = (expiresAt: string) =>
  `The link works until ${formatMailDate(expiresAt)}. If it has expired when you open it, the page lets you ask for a new one.`;

/** The periodic review's invitation: confirm each section as it is, or update it. */
export function recurringReviewMail(input: RecurringReviewMailInput): MailContent {
  return plainMail({
    accountName: input.accountName,
    heading: `${input.accountName} asks you to review the details of ${input.companyName}`,
    preheader: `Confirm or update the details of ${input.companyName}.`,
    paragraphs: [
      `${input.accountName} reviews the details of its customers periodically, and the review of ${input.companyName} is due.`,
      'The link below shows what we hold, section by section. Where nothing has changed, say so with one click; where something has, update it. It takes a few minutes.',
    ],
    link: { label: 'Review your details', url: input.url, lead: 'Review your details here:' },
    note: expiryNote(input.expiresAt),
  });
}

/** A reminder to the customer: the first (`nth` 1) or the second (2) after the request went unanswered. */
export function customerReminderMail(
  input: RecurringReviewMailInput & { readonly nth: 1 | 2; readonly review: boolean },
): MailContent {
  const what = input.review ? 'the review of the details' : 'the update of the details';
  return plainMail({
    accountName: input.accountName,
    heading: `Reminder: ${input.accountName} is waiting for ${what} of ${input.companyName}`,
    preheader: `${input.accountName} is still waiting for your answer.`,
    paragraphs: [
      input.nth === 1
        ? `${input.accountName} asked you for ${what} of ${input.companyName} and has not received an answer yet.`
        : `${input.accountName} asked you for ${what} of ${input.companyName} two weeks ago and is still waiting. Without an answer, the case is passed to a compliance officer.`,
      'Everything you saved so far is still there.',
    ],
    link: {
      label: input.review ? 'Review your details' : 'Update your details',
      url: input.url,
      lead: 'Continue here:',
    },
    note: expiryNote(input.expiresAt),
  });
}

/** To the case's officer (or the account's admins): a recurring review's customer has not answered. */
export function reviewEscalationMail(input: {
  readonly accountName: string;
  readonly companyName: string;
  readonly waitingSince: string;
  readonly days: number;
  readonly caseUrl: string;
}): MailContent {
  return plainMail({
    accountName: input.accountName,
    heading: `Escalated: no answer to the periodic review of ${input.companyName}`,
    preheader: `The customer has not answered for ${input.days} days.`,
    paragraphs: [
      `The customer was asked to review the details of ${input.companyName} on ${formatMailDate(input.waitingSince)} and has not answered in ${input.days} days, after two reminders.`,
      'Decide how to go on: contact the customer another way, or review the case with what Dossier holds.',
    ],
    link: { label: 'Open the case', url: input.caseUrl, lead: 'The case:' },
    footer: `Sent by Dossier to the officer of the case at ${input.accountName} (or its admins when nobody is assigned).`,
  });
}
