import { ibanProblem as findIbanProblem } from '../../../rules/iban';
import { t } from '../i18n';

/**
 * What is wrong with an IBAN, as a sentence for the customer; null when it is valid or empty. The check is the
 * service's own (src/domain/iban.ts, pure and dependency-free), so the portal and the server never disagree; only
 * the words are the portal's.
 */
export function ibanProblem(value: string): string | null {
  const problem = findIbanProblem(value);
  const m = t.bank.ibanProblems;
  switch (problem?.kind) {
    case undefined:
    case 'empty':
      return null;
    case 'characters':
      return m.characters;
    case 'country':
      return m.country;
    case 'unknown_country':
      return m.unknownCountry(problem.country);
    case 'check_digits_missing':
      return m.checkDigitsMissing;
    case 'length':
      return m.length(problem.country, problem.expected, problem.actual);
    case 'check_digits':
      return m.checkDigits;
  }
}
