import type { CompanyInputData, VerificationIntakeData } from '../services/intake-schemas.js';
import { BUSINESSES, EMPLOYEES, JURISDICTIONS, NAME_STEMS, PEOPLE, POSITIONS, VOLUMES } from './demo-catalogue.js';
import type { DemoRandom } from './demo-random.js';

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A plausible (shape-valid) IBAN-like number for the country, or a local account number where IBANs are not used. */
/** IBAN lengths of the demo's countries (ISO 13616 registry). */
const IBAN_LENGTH: Readonly<Record<string, number>> = {
  GB: 22,
  DE: 22,
  FR: 27,
  NL: 18,
  EE: 20,
  LT: 20,
  CY: 28,
  MT: 31,
  IE: 22,
  LU: 20,
  CH: 21,
  AE: 23,
};
/** Countries whose BBAN starts with a four-letter bank code. */
const LETTER_BANK_CODES = new Set(['GB', 'NL', 'IE', 'MT']);

/** ISO 7064 mod 97-10 of a string of digits and letters (A = 10 … Z = 35). */
function mod97(text: string): number {
  let remainder = 0;
  for (const ch of text) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** A well-formed IBAN with valid check digits for the country, or a local account number where IBANs are not used. */
function accountNumber(random: DemoRandom, ibanCountry: string): { iban: boolean; number: string } {
  const length = IBAN_LENGTH[ibanCountry];
  if (length === undefined) return { iban: false, number: random.digits(12) };
  const bank = LETTER_BANK_CODES.has(ibanCountry) ? random.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 4) : '';
  const bban = bank + random.digits(length - 4 - bank.length);
  const check = 98 - mod97(`${bban}${ibanCountry}00`);
  return { iban: true, number: `${ibanCountry}${String(check).padStart(2, '0')}${bban}` };
}

function cryptoAddress(random: DemoRandom, type: 'BTC' | 'ETH' | 'TRX'): string {
  if (type === 'BTC') return `bc1q${random.chars('023456789acdefghjklmnpqrstuvwxyz', 38)}`;
  if (type === 'ETH') return `0x${random.chars('0123456789abcdef', 40)}`;
  return `T${random.chars('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 33)}`;
}

/**
 * A name as it goes into a demo e-mail address or file name: lower case, accents kept ("Kazlauskaitė" →
 * "kazlauskaitė"), spaces joined by `joiner` ("de Vries" → "devries" or "de-vries"), anything else dropped.
 */
export function nameSlug(name: string, joiner: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((part) => part !== '')
    .join(joiner);
}

const STREETS = ['Market Street', 'Harbour Road', 'Station Square', 'Linden Allee', 'Rue du Commerce'];

export interface DemoPerson {
  readonly givenNames: string;
  readonly surname: string;
  readonly nationality: string;
  readonly sex: 'male' | 'female';
  readonly dateOfBirth: string;
  readonly passportNumber: string;
  readonly passportIssued: string;
  readonly passportExpires: string;
}

export interface DemoCase {
  readonly customerId: string;
  readonly intake: VerificationIntakeData;
  readonly people: readonly DemoPerson[];
  readonly companyName: string;
  readonly companyNumber: string;
  readonly incorporated: string;
  readonly authority: string;
  readonly crypto: boolean;
}

/** The n-th demo case (1-based); the same n always gives the same case. */
export function demoCase(n: number, random: DemoRandom): DemoCase {
  const place = JURISDICTIONS[(n * 7) % JURISDICTIONS.length] as (typeof JURISDICTIONS)[number];
  const business = BUSINESSES[(n * 3) % BUSINESSES.length] as (typeof BUSINESSES)[number];
  const form = random.pick(place.forms);
  const stem = NAME_STEMS[(n - 1) % NAME_STEMS.length] as string;
  const formalName = `${stem} ${random.pick(business.words)} ${form}`;
  const companyNumber = `${place.code.toUpperCase()}${random.digits(8)}`;
  const incorporated = isoDate(random.int(2008, 2023), random.int(1, 12), random.int(1, 28));
  const slug = stem.toLowerCase();
  const domain = `${slug}-${place.code}.example`;
  const crypto = business.crypto;
  const company: CompanyInputData = {
    formal_name: formalName,
    brand_name: random.chance(0.6) ? stem : null,
    company_number: companyNumber,
    inactive: false,
    public_stock_exchange: form === 'PLC' || form === 'AG' || form === 'SA' ? random.chance(0.5) : false,
    date_of_incorporation: incorporated,
    jurisdiction_code: place.code,
    company_type: form,
    industry: { key: business.key, description: business.what, additional_keys: crypto ? [64] : [] },
    activity_description: business.what,
    business_description: `${business.what}. Headquartered in ${place.city}; serves customers across Europe and the Middle East.`,
    products_description: business.products,
    business_activity_countries: [
      place.code,
      ...(random.chance(0.5) ? ['eu'] : []),
      ...(random.chance(0.3) ? ['ae', 'sg'] : []),
    ],
    tax_number: `${place.tax}${random.digits(9)}`,
    funds_sources: random.pick([
      'Revenue from operations',
      'Shareholder capital and retained earnings',
      'Venture capital (Series A)',
      'Bank financing and revenue',
    ]),
    website: `https://www.${domain}`,
    phone_number: `${place.phone} ${random.digits(3)}`,
    email: `info@${domain}`,
    employees_count: random.pick(EMPLOYEES),
    aml_contact_person: '',
    aml_contact_email: `mlro@${domain}`,
    aml_contact_phone_number: `${place.phone} ${random.digits(3)}`,
    opencorporates_url: `https://opencorporates.com/companies/${place.code}/${companyNumber}`,
    expected_monthly_transactions_volume: random.pick(VOLUMES),
    investigations: false,
    prosecutions: false,
    ubo_criminal_records: false,
    registration_authority: place.authority,
    purpose_for_asset10: crypto ? 'Settlement of client trades and treasury management' : null,
    websites_for_asset10: crypto ? `https://app.${domain}` : null,
    license_date_of_expiry: business.license
      ? isoDate(random.int(2027, 2030), random.int(1, 12), random.int(1, 28))
      : '',
    license_date_of_issue: business.license
      ? isoDate(random.int(2019, 2024), random.int(1, 12), random.int(1, 28))
      : '',
    license_issuing_authority: business.license ? place.regulator : '',
    license_number: business.license ? `${place.code.toUpperCase()}-${random.digits(6)}` : '',
    license_required: business.license,
    documents_note_from_verifier: null,
    bank_accounts: Array.from({ length: random.int(1, 3) }, (_, i) => {
      const account = accountNumber(random, place.iban);
      return {
        account_holder: formalName,
        address: `${random.int(1, 120)} Market Street, ${place.city}`,
        iban: account.iban,
        name: i === 0 ? place.bank : random.pick(['Revolut Bank UAB', 'Wise Europe SA', 'Citibank Europe plc']),
        number: account.number,
      };
    }),
    crypto_addresses: crypto
      ? Array.from({ length: random.int(1, 3) }, () => {
          const type = random.pick(['BTC', 'ETH', 'TRX'] as const);
          const address = cryptoAddress(random, type);
          return {
            address,
            address_type: type,
            comment: random.pick(['hot wallet', 'cold storage', 'client settlement']),
            signature_verification: random.pick(['accepted', 'accepted', 'not_provided'] as const),
          };
        })
      : [],
  };
  const people: DemoPerson[] = [];
  const directorCount = random.int(2, 4);
  for (let i = 0; i < directorCount; i++) {
    const [given, surname, nationality, sex] = PEOPLE[(n * 5 + i * 11) % PEOPLE.length] as (typeof PEOPLE)[number];
    const issuedYear = random.int(2017, 2024);
    people.push({
      givenNames: given,
      surname,
      nationality,
      sex,
      dateOfBirth: isoDate(random.int(1955, 1995), random.int(1, 12), random.int(1, 28)),
      passportNumber: `${nationality.toUpperCase()}${random.digits(7)}`,
      passportIssued: isoDate(issuedYear, random.int(1, 12), random.int(1, 28)),
      passportExpires: isoDate(issuedYear + 10, random.int(1, 12), random.int(1, 28)),
    });
  }
  company.aml_contact_person = `${people[0]?.givenNames} ${people[0]?.surname}`;
  // The source system's fields, derived from n (not drawn), so every other demo value stays as it was.
  company.sources_of_funds = n % 3 === 0 ? ['revenue', 'other'] : n % 3 === 1 ? ['revenue'] : ['investments'];
  company.sources_of_funds_other = n % 3 === 0 ? 'Grant from a regional development fund' : null;
  company.registered_address = {
    line1: `${10 + ((n * 17) % 90)} ${STREETS[n % STREETS.length]}`,
    line2: n % 2 === 0 ? `Floor ${1 + (n % 6)}` : null,
    city: place.city,
    postal_code: String(10000 + ((n * 7919) % 89999)),
    country: place.code,
  };
  company.office_address =
    n % 4 === 0
      ? { ...company.registered_address, line1: `${5 + ((n * 11) % 60)} ${STREETS[(n + 2) % STREETS.length]}` }
      : company.registered_address;
  const intake: VerificationIntakeData = {
    customer_id: `demo-${String(n).padStart(3, '0')}`,
    verification_type: n % 9 === 0 ? 'recurring' : 'primary',
    company,
    related_companies:
      n % 4 === 0
        ? [
            {
              formal_name: `${stem} Holdings Ltd`,
              company_number: `HE${random.digits(6)}`,
              jurisdiction_code: 'cy',
              company_type: 'Ltd',
              business_description: 'Parent company',
            },
          ]
        : [],
    directors: people.map((p, i) => ({
      position: i === 0 ? 'director' : random.pick(POSITIONS),
      person: {
        given_names: p.givenNames,
        surname: p.surname,
        date_of_birth: p.dateOfBirth,
        nationality: p.nationality,
        place_of_birth: place.city,
        sex: p.sex,
        pep: i === 1 && n % 5 === 0,
        pep_description: i === 1 && n % 5 === 0 ? 'Former deputy minister of finance (2014–2018)' : null,
        email: `${nameSlug(p.givenNames.split(' ')[0] ?? '', '')}.${nameSlug(p.surname, '')}@${domain}`,
        phone: `${place.phone} ${random.digits(3)}`,
        funds_sources: i === 0 ? 'Salary and dividends from the company' : 'Salary',
        title_position: i === 0 ? 'Managing director' : null,
        address_of_residence: {
          line1: `${random.int(1, 200)} ${random.pick(['Park Lane', 'Harbour Road', 'Linden Allee', 'Rue de la Paix', 'Main Street'])}`,
          city: place.city,
          postal_code: random.digits(5),
          country: place.code,
        },
      },
    })),
  };
  return {
    customerId: intake.customer_id as string,
    intake,
    people,
    companyName: formalName,
    companyNumber,
    incorporated,
    authority: place.authority,
    crypto,
  };
}
