/**
 * What the queue's search box matches for a case: its company's name and number, the customer reference and the
 * names of its persons (directors and UBOs, "given names surname").
 */
export function caseSearchText(
  companyName: string | null,
  companyNumber: string | null,
  customerId: string | null,
  personNames: readonly string[] = [],
) {
  return [companyName, companyNumber, customerId, ...personNames]
    .filter((part): part is string => part !== null && part !== '')
    .join(' ')
    .toLowerCase();
}

/** Longest search accepted: longer text cannot match anything a case holds. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * A LIKE pattern that finds the text anywhere (so a prefix too), case-insensitively: the stored text is lower
 * case, and LIKE's wildcards in what the user typed are escaped with `\`.
 */
export function containsPattern(query: string): string {
  const text = query.trim().toLowerCase().replace(/\s+/g, ' ');
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
