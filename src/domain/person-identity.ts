/**
 * When two person records of an account are the same human, for a subject access export.
 *
 * Dossier has no person registry: each case holds its own person rows (directors today; UBOs and shareholders
 * will be persons too), so "the same person across the account's cases" has to be inferred. The rule is strict
 * on purpose: handing one person's data to another is itself a breach, while a missed record only means the
 * requester asks again with that record's id. Two records match when their full names are equal after
 * normalizing (Unicode NFKC, case folded, runs of white space made one space, trimmed; accents are kept, so
 * "José" is not "Jose") AND both have the same date of birth. A record without a date of birth matches only
 * itself: a name alone is too common to tell people apart.
 */
export function personIdentityKey(person: {
  readonly given_names: string;
  readonly surname: string;
  readonly date_of_birth: string | null;
}): string | null {
  if (person.date_of_birth === null || person.date_of_birth.trim() === '') return null;
  const name = normalizedFullName(person.given_names, person.surname);
  if (name === '') return null;
  return `${person.date_of_birth.trim()}|${name}`;
}

/** "Given names surname": NFKC, lower-cased without a locale's special rules, one space between words. */
export function normalizedFullName(givenNames: string, surname: string): string {
  return `${givenNames} ${surname}`.normalize('NFKC').toLocaleLowerCase('und').replace(/\s+/gu, ' ').trim();
}
