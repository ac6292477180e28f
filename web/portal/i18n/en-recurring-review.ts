// A recurring review's words (mode `review`): the customer confirms or updates each section of their data.

export const recurringReviewEn = {
  title: 'Periodic review',
  intro: (account: string) =>
    `${account} reviews the details of its customers periodically. Each step shows what we hold about your company. Where nothing has changed, say so; where something has, update it.`,
  question: 'Has anything changed here since you last told us?',
  unchanged: 'Nothing has changed',
  changed: 'Something has changed',
  readOnlyHint: 'These are the details we hold. Choose “Something has changed” to edit them.',
  editHint: 'Update what has changed; the rest stays as it is.',
  answerNeeded: 'Say whether anything has changed',
  currentData: 'The details we hold',
  titles: {
    company: 'Company details',
    financial: 'Financial details',
    people: 'Directors',
    ownership: 'Ownership',
    documents: 'Company documents',
    review: 'Review and submit',
  },
  intros: {
    company: 'The company’s details as we hold them.',
    financial: 'The accounts we hold.',
    people: 'The directors we hold, with their details.',
    ownership: 'Who owns and controls the company, as we hold it.',
    documents: 'The company’s documents.',
    review: 'Check your answer for each section, then submit.',
  },
};
