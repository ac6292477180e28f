import type { ListAlias, ListCryptoAddress, ListDate, ListIdentifier } from '../list-entry.js';
import { parseListDate } from './list-dates.js';

/** What OFAC's free-text remarks carry, each clause read into its field; what is not understood stays in `other`. */
export interface OfacRemarks {
  dates_of_birth: ListDate[];
  places_of_birth: string[];
  nationalities: string[];
  identifiers: ListIdentifier[];
  crypto_addresses: ListCryptoAddress[];
  weak_aliases: ListAlias[];
  other: string[];
}

/** Clause prefixes that name an identifier ("Passport A123 (Iran)", "Tax ID No. 77 (Russia)", "IMO 1234567"). */
const IDENTIFIER =
  /^(Passport|National ID No\.|Cedula No\.|Tax ID No\.|Registration Number|Registration ID|Identification Number|Vessel Registration Identification|D\.N\.I\.|R\.F\.C\.|C\.U\.R\.P\.|C\.U\.I\.T\.|SSN|NIT #|RUC #|Company Number|MMSI|Business Registration Number|Business Number|Folio Mercantil No\.|Government Gazette Number|Trade License No\.|Commercial Registry Number|Public Registration Number|Legal Entity Number|Personal ID Card|Driver's License No\.|Residency Number|Birth Certificate Number|Kenyan ID No\.|Citizen's Card Number|Chamber of Commerce Number|Dubai Chamber of Commerce Membership No\.|Unified Social Credit Code \(USCC\)|Aircraft Serial Identification|Aircraft Manufacturer's Serial Number \(MSN\)|Aircraft Mode S Transponder Code|Email Address|Website|Phone Number|Telephone|SWIFT\/BIC|UK Company Number|V\.A\.T\. Number|Stateless Person ID Card|Refugee ID Card|Matricula Mercantil No|Numero Unico de Identificacion Tributaria \(NUIT\)|Italian Fiscal Code|Pasaporte|Electoral Registry No\.|Military ID|Afghan Money Service Provider License Number|Identification Card|Serial No\.|Certificate of Incorporation Number|Other Vessel Call Sign|Other Vessel Flag|Secondary sanctions risk:)\s+(.+)$/;

const ALIAS = /^(a\.k\.a\.|f\.k\.a\.|n\.k\.a\.)\s+'(.+)'$/;
const CRYPTO = /^Digital Currency Address - ([A-Za-z0-9]+)\s+(\S+)$/;

/** The trailing "(Country)" of an identifier, and its issue/expiry wording, kept apart from the number. */
function identifierOf(type: string, text: string): ListIdentifier {
  const country = /\(([^)]+)\)/.exec(text);
  const value = (text.split(/\s+\(|\s+issued\s|\s+expires\s/)[0] ?? '').trim();
  return { type: type.replace(/[.:]$/, ''), value, ...(country ? { country: country[1] } : {}) };
}

/**
 * Splits OFAC remarks on "; " (the publisher's separator; names in a.k.a. clauses are quoted and never hold one)
 * and reads each clause. "alt. DOB", "alt. POB", "alt. nationality" and "alt. Passport" count like the first.
 */
export function parseOfacRemarks(remarks: string): OfacRemarks {
  const out: OfacRemarks = {
    dates_of_birth: [],
    places_of_birth: [],
    nationalities: [],
    identifiers: [],
    crypto_addresses: [],
    weak_aliases: [],
    other: [],
  };
  const text = remarks.trim().replace(/\.$/, '');
  if (text === '') return out;
  for (const rawClause of text.split(/;\s+/)) {
    const clause = rawClause.trim().replace(/^alt\.\s+/, '');
    if (clause === '') continue;
    const [, dob] = /^DOB\s+(.+)$/.exec(clause) ?? [];
    const [, pob] = /^POB\s+(.+)$/.exec(clause) ?? [];
    const [, nat] = /^(?:nationality|citizen)\s+(.+)$/.exec(clause) ?? [];
    const [, network, address] = CRYPTO.exec(clause) ?? [];
    const [, aliasType, alias] = ALIAS.exec(clause) ?? [];
    const [, idType, idText] = IDENTIFIER.exec(clause) ?? [];
    if (dob) out.dates_of_birth.push(parseListDate(dob));
    else if (pob) out.places_of_birth.push(pob.trim());
    else if (nat) out.nationalities.push(nat.trim());
    else if (network && address) out.crypto_addresses.push({ network: network.toUpperCase(), address });
    else if (aliasType && alias)
      out.weak_aliases.push({ name: alias, quality: 'weak', type: aliasType.replace(/\./g, '') });
    else if (idType && idText) out.identifiers.push(identifierOf(idType, idText));
    else out.other.push(rawClause.trim());
  }
  return out;
}
