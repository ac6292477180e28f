/**
 * Country lists the default risk model reads, transcribed from their publications. Each list says where it comes
 * from and as of which date, so an officer can tell how current the default is; the account can override any
 * country in its own model (Settings → Risk model), which is how a newer publication is applied before a release.
 * Codes are ISO 3166-1 alpha-2, lower case, as the jurisdictions table keeps them.
 */
export interface CountryList {
  readonly key: string;
  readonly title: string;
  readonly source: string;
  readonly sourceUrl: string;
  /** The date of the publication transcribed (YYYY-MM-DD). */
  readonly asOf: string;
  readonly countries: readonly string[];
}

/** FATF "High-Risk Jurisdictions subject to a Call for Action" (the "black list"), plenary of 13 June 2025. */
export const FATF_CALL_FOR_ACTION: CountryList = {
  key: 'fatf_call_for_action',
  title: 'FATF high-risk jurisdictions subject to a call for action',
  source: 'Financial Action Task Force, public statement of the June 2025 plenary',
  sourceUrl: 'https://www.fatf-gafi.org/en/publications/High-risk-and-other-monitored-jurisdictions.html',
  asOf: '2025-06-13',
  // Democratic People's Republic of Korea, Iran, Myanmar.
  countries: ['kp', 'ir', 'mm'],
};

/** FATF "Jurisdictions under Increased Monitoring" (the "grey list"), plenary of 13 June 2025. */
export const FATF_INCREASED_MONITORING: CountryList = {
  key: 'fatf_increased_monitoring',
  title: 'FATF jurisdictions under increased monitoring',
  source: 'Financial Action Task Force, jurisdictions under increased monitoring, June 2025 plenary',
  sourceUrl: 'https://www.fatf-gafi.org/en/publications/High-risk-and-other-monitored-jurisdictions.html',
  asOf: '2025-06-13',
  // Algeria, Angola, Bolivia, Bulgaria, Burkina Faso, Cameroon, Côte d'Ivoire, DR Congo, Haiti, Kenya, Lao PDR,
  // Lebanon, Monaco, Mozambique, Namibia, Nepal, Nigeria, South Africa, South Sudan, Syria, Venezuela, Vietnam,
  // Virgin Islands (UK), Yemen.
  countries: [
    'dz',
    'ao',
    'bo',
    'bg',
    'bf',
    'cm',
    'ci',
    'cd',
    'ht',
    'ke',
    'la',
    'lb',
    'mc',
    'mz',
    'na',
    'np',
    'ng',
    'za',
    'ss',
    'sy',
    've',
    'vn',
    'vg',
    'ye',
  ],
};

/**
 * The EU list of high-risk third countries: the Annex of Commission Delegated Regulation (EU) 2016/1675 as amended
 * by Delegated Regulation (EU) 2025/1184 (in force 5 August 2025).
 */
export const EU_HIGH_RISK_THIRD_COUNTRIES: CountryList = {
  key: 'eu_high_risk_third_countries',
  title: 'EU high-risk third countries',
  source: 'Commission Delegated Regulation (EU) 2016/1675, Annex, as amended by Delegated Regulation (EU) 2025/1184',
  sourceUrl: 'https://eur-lex.europa.eu/eli/reg_del/2016/1675/oj',
  asOf: '2025-08-05',
  // Afghanistan, Algeria, Angola, Burkina Faso, Cameroon, Côte d'Ivoire, DR Congo, DPR Korea, Haiti, Iran, Kenya,
  // Lao PDR, Lebanon, Mali, Monaco, Mozambique, Myanmar, Namibia, Nepal, Nigeria, South Africa, South Sudan, Syria,
  // Tanzania, Trinidad and Tobago, Vanuatu, Venezuela, Vietnam, Yemen.
  countries: [
    'af',
    'dz',
    'ao',
    'bf',
    'cm',
    'ci',
    'cd',
    'kp',
    'ht',
    'ir',
    'ke',
    'la',
    'lb',
    'ml',
    'mc',
    'mz',
    'mm',
    'na',
    'np',
    'ng',
    'za',
    'ss',
    'sy',
    'tz',
    'tt',
    'vu',
    've',
    'vn',
    'ye',
  ],
};

export const COUNTRY_RISK_LISTS: readonly CountryList[] = [
  FATF_CALL_FOR_ACTION,
  EU_HIGH_RISK_THIRD_COUNTRIES,
  FATF_INCREASED_MONITORING,
];

export type CountryTier = 'high' | 'medium' | 'low';

/**
 * The default tier of a country and the lists that put it there. A call for action or the EU list (where EU law
 * requires enhanced due diligence) makes it high; increased monitoring alone makes it medium; any other country
 * is low.
 */
export function defaultCountryTier(code: string): { tier: CountryTier; lists: readonly CountryList[] } {
  const c = code.toLowerCase();
  const lists = COUNTRY_RISK_LISTS.filter((l) => l.countries.includes(c));
  if (lists.some((l) => l !== FATF_INCREASED_MONITORING)) return { tier: 'high', lists };
  if (lists.length > 0) return { tier: 'medium', lists };
  return { tier: 'low', lists };
}
