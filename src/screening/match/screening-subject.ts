/** Who or what is screened: a person, a company or a crypto address of a case (or of an ad-hoc check). */
export interface ScreeningSubject {
  /** The caller's key for the subject, returned with each of its matches. */
  readonly key: string;
  readonly kind: 'person' | 'company' | 'crypto_address';
  /** The person's full name, the company's name, or the crypto address. */
  readonly name?: string | null;
  readonly aliases?: readonly string[];
  /** YYYY-MM-DD. */
  readonly date_of_birth?: string | null;
  /** Two-letter country code. */
  readonly nationality?: string | null;
  /** Two-letter country code of a company's registration. */
  readonly jurisdiction_code?: string | null;
  /** A crypto address (when kind is crypto_address and name is absent). */
  readonly address?: string | null;
  /** The crypto address's network code (BTC, ETH…). */
  readonly address_type?: string | null;
  /** A company's registration number (the yente provider matches on it; the embedded matcher does not). */
  readonly registration_number?: string | null;
}

export interface ExplanationItem {
  readonly feature:
    | 'name'
    | 'alias'
    | 'weak_alias'
    | 'date_of_birth'
    | 'nationality'
    | 'jurisdiction'
    | 'crypto_address';
  readonly detail: string;
  /** What the feature added to (or took from) the score. */
  readonly contribution: number;
}
