/**
 * One entry of a sanctions or PEP list, normalised from any source's own format: what an officer needs to judge a
 * hit (issue 20, section 1). snake_case because it is shown as is in the API and stored as JSON.
 */

/** What kind of thing an entry names: a person never matches a vessel or a company. */
export type ListEntryKind = 'person' | 'organization' | 'vessel' | 'aircraft';

export type ListCategory = 'sanction' | 'pep';

/** "strong" is a name the publisher vouches for; "weak" is a low-quality alias (OFAC's weak a.k.a., UN "Low"). */
export type AliasQuality = 'strong' | 'weak';

export interface ListAlias {
  readonly name: string;
  readonly quality: AliasQuality;
  /** The publisher's word for it (aka, fka, nka, Good, Low…), when it has one. */
  readonly type?: string;
}

/**
 * A date of birth as published: an exact day (date), a month (YYYY-MM), a year, a range of years, each possibly
 * "circa". `text` is the publisher's wording, shown to the officer.
 */
export interface ListDate {
  readonly text: string;
  /** YYYY-MM-DD when the day is known. */
  readonly date?: string;
  readonly year_from?: number;
  readonly year_to?: number;
  readonly circa?: boolean;
}

export interface ListIdentifier {
  readonly type: string;
  readonly value: string;
  readonly country?: string;
}

export interface ListCryptoAddress {
  /** The network code as the publisher writes it (XBT, ETH, USDT…), upper case. */
  readonly network: string;
  readonly address: string;
}

export interface ListEntry {
  /** The publisher's id of the entry (OFAC ent_num, UN DATAID, OpenSanctions id): stable across versions. */
  readonly source_key: string;
  readonly kind: ListEntryKind;
  readonly category: ListCategory;
  /** The primary name first, then other full names of equal standing. */
  readonly names: readonly string[];
  readonly aliases: readonly ListAlias[];
  readonly dates_of_birth: readonly ListDate[];
  readonly places_of_birth: readonly string[];
  readonly nationalities: readonly string[];
  readonly addresses: readonly string[];
  readonly identifiers: readonly ListIdentifier[];
  readonly crypto_addresses: readonly ListCryptoAddress[];
  readonly programmes: readonly string[];
  /** YYYY-MM-DD, when the publisher says. */
  readonly listed_on: string | null;
  readonly remarks: string | null;
  /** A link to the entry on the publisher's site (or the list's page). */
  readonly url: string | null;
}

/** Thrown by a parser on a file that is not in the format it reads: the import stops, the previous version stays. */
export class ListFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListFormatError';
  }
}
