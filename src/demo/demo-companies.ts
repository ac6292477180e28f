import type { CompanyInputData, VerificationIntakeData } from '../services/intake-schemas.js';
import type { DemoRandom } from './demo-random.js';

/** Where the demo companies are registered: legal forms from the shipped reference data, local details. */
const JURISDICTIONS = [
  {
    code: 'gb',
    forms: ['Ltd', 'PLC', 'LLP'],
    city: 'London',
    authority: 'Companies House',
    iban: 'GB',
    bank: 'Barclays Bank UK PLC',
    phone: '+44 20 7946',
    tax: 'GB',
    regulator: 'Financial Conduct Authority',
  },
  {
    code: 'de',
    forms: ['GmbH', 'AG', 'UG (haftungsbeschränkt)'],
    city: 'Berlin',
    authority: 'Amtsgericht Charlottenburg (Handelsregister)',
    iban: 'DE',
    bank: 'Deutsche Bank AG',
    phone: '+49 30 901820',
    tax: 'DE',
    regulator: 'BaFin',
  },
  {
    code: 'fr',
    forms: ['SAS', 'SARL', 'SA'],
    city: 'Paris',
    authority: 'Registre du commerce et des sociétés de Paris',
    iban: 'FR',
    bank: 'BNP Paribas',
    phone: '+33 1 70 18',
    tax: 'FR',
    regulator: 'ACPR',
  },
  {
    code: 'nl',
    forms: ['BV', 'NV'],
    city: 'Amsterdam',
    authority: 'Kamer van Koophandel',
    iban: 'NL',
    bank: 'ING Bank N.V.',
    phone: '+31 20 794',
    tax: 'NL',
    regulator: 'De Nederlandsche Bank',
  },
  {
    code: 'ee',
    forms: ['OÜ', 'AS'],
    city: 'Tallinn',
    authority: 'Äriregister (Centre of Registers and Information Systems)',
    iban: 'EE',
    bank: 'Swedbank AS',
    phone: '+372 612',
    tax: 'EE',
    regulator: 'Finantsinspektsioon',
  },
  {
    code: 'lt',
    forms: ['UAB', 'AB'],
    city: 'Vilnius',
    authority: 'Registrų centras',
    iban: 'LT',
    bank: 'SEB bankas',
    phone: '+370 5 219',
    tax: 'LT',
    regulator: 'Bank of Lithuania',
  },
  {
    code: 'cy',
    forms: ['Ltd', 'Public Ltd'],
    city: 'Limassol',
    authority: 'Department of Registrar of Companies and Intellectual Property',
    iban: 'CY',
    bank: 'Bank of Cyprus',
    phone: '+357 25 820',
    tax: 'CY',
    regulator: 'CySEC',
  },
  {
    code: 'mt',
    forms: ['Ltd', 'PLC'],
    city: 'Valletta',
    authority: 'Malta Business Registry',
    iban: 'MT',
    bank: 'Bank of Valletta',
    phone: '+356 2122',
    tax: 'MT',
    regulator: 'Malta Financial Services Authority',
  },
  {
    code: 'ie',
    forms: ['LTD', 'DAC'],
    city: 'Dublin',
    authority: 'Companies Registration Office',
    iban: 'IE',
    bank: 'Bank of Ireland',
    phone: '+353 1 644',
    tax: 'IE',
    regulator: 'Central Bank of Ireland',
  },
  {
    code: 'lu',
    forms: ['SARL', 'SA'],
    city: 'Luxembourg',
    authority: 'Luxembourg Business Registers',
    iban: 'LU',
    bank: 'Banque et Caisse d’Épargne de l’État',
    phone: '+352 26 20',
    tax: 'LU',
    regulator: 'CSSF',
  },
  {
    code: 'ch',
    forms: ['AG/SA', 'GmbH/Sàrl'],
    city: 'Zug',
    authority: 'Handelsregisteramt des Kantons Zug',
    iban: 'CH',
    bank: 'UBS Switzerland AG',
    phone: '+41 41 728',
    tax: 'CHE',
    regulator: 'FINMA',
  },
  {
    code: 'sg',
    forms: ['Pte. Ltd.'],
    city: 'Singapore',
    authority: 'Accounting and Corporate Regulatory Authority',
    iban: '',
    bank: 'DBS Bank Ltd',
    phone: '+65 6221',
    tax: 'SG',
    regulator: 'Monetary Authority of Singapore',
  },
  {
    code: 'hk',
    forms: ['Ltd'],
    city: 'Hong Kong',
    authority: 'Companies Registry',
    iban: '',
    bank: 'HSBC Hong Kong',
    phone: '+852 2521',
    tax: 'HK',
    regulator: 'Securities and Futures Commission',
  },
  {
    code: 'ae',
    forms: ['LLC', 'DIFC Ltd', 'ADGM Ltd'],
    city: 'Dubai',
    authority: 'Dubai Department of Economy and Tourism',
    iban: 'AE',
    bank: 'Emirates NBD',
    phone: '+971 4 330',
    tax: 'AE',
    regulator: 'VARA',
  },
  {
    code: 'us',
    forms: ['LLC', 'Inc.'],
    city: 'Wilmington, Delaware',
    authority: 'Delaware Division of Corporations',
    iban: '',
    bank: 'JPMorgan Chase Bank, N.A.',
    phone: '+1 302 555',
    tax: 'US',
    regulator: 'FinCEN (MSB registration)',
  },
] as const;

/** Business lines with their NACE division and how risky a compliance officer would find them. */
const BUSINESSES = [
  {
    key: 64,
    words: ['Payments', 'Pay'],
    what: 'Payment processing and card acquiring for online merchants',
    products: 'Card acquiring, payouts, virtual IBANs',
    crypto: false,
    license: true,
  },
  {
    key: 66,
    words: ['Digital Assets', 'Crypto Exchange'],
    what: 'Virtual asset exchange and custody services for professional clients',
    products: 'Spot trading, custody, OTC desk',
    crypto: true,
    license: true,
  },
  {
    key: 66,
    words: ['Capital', 'Brokers'],
    what: 'Foreign exchange brokerage for small and medium enterprises',
    products: 'FX spot and forwards, international transfers',
    crypto: false,
    license: true,
  },
  {
    key: 62,
    words: ['Software', 'Labs'],
    what: 'Development of accounting software for small businesses',
    products: 'SaaS accounting platform',
    crypto: false,
    license: false,
  },
  {
    key: 47,
    words: ['Retail', 'Store'],
    what: 'Online retail of consumer electronics',
    products: 'Laptops, phones, accessories',
    crypto: false,
    license: false,
  },
  {
    key: 92,
    words: ['Gaming', 'Entertainment'],
    what: 'Operation of an online casino and sports betting platform',
    products: 'Casino games, sports betting',
    crypto: true,
    license: true,
  },
  {
    key: 46,
    words: ['Trading', 'Commodities'],
    what: 'Wholesale trade of metals and precious metals',
    products: 'Gold bullion, industrial metals',
    crypto: false,
    license: false,
  },
  {
    key: 52,
    words: ['Logistics', 'Freight'],
    what: 'Freight forwarding and customs brokerage',
    products: 'Sea and air freight, customs clearance',
    crypto: false,
    license: false,
  },
  {
    key: 70,
    words: ['Holdings', 'Group'],
    what: 'Holding company of an international group of trading companies',
    products: 'Group management and financing',
    crypto: false,
    license: false,
  },
  {
    key: 58,
    words: ['Media', 'Publishing'],
    what: 'Publishing of financial news and market data',
    products: 'Subscriptions, data feeds',
    crypto: false,
    license: false,
  },
] as const;

const NAME_STEMS = [
  'Northwind',
  'Baltic',
  'Aurora',
  'Meridian',
  'Helios',
  'Kestrel',
  'Orion',
  'Vantage',
  'Lumen',
  'Cobalt',
  'Silverline',
  'Tideway',
  'Granite',
  'Solstice',
  'Harbor',
  'Nimbus',
  'Evergreen',
  'Falcon',
  'Zenith',
  'Atlas',
  'Pioneer',
  'Quartz',
  'Riverstone',
  'Sapphire',
  'Crescent',
  'Polaris',
  'Sterling',
  'Bluewater',
  'Ironbridge',
  'Nova',
  'Amber',
  'Cedar',
];

const PEOPLE = [
  ['Amelia', 'Clarke', 'gb'],
  ['Lukas', 'Schneider', 'de'],
  ['Camille', 'Lefèvre', 'fr'],
  ['Sanne', 'de Vries', 'nl'],
  ['Kristjan', 'Tamm', 'ee'],
  ['Rūta', 'Kazlauskaitė', 'lt'],
  ['Andreas', 'Georgiou', 'cy'],
  ['Maria', 'Borg', 'mt'],
  ['Aoife', 'Murphy', 'ie'],
  ['Luc', 'Weber', 'lu'],
  ['Nina', 'Keller', 'ch'],
  ['Wei Ling', 'Tan', 'sg'],
  ['Ka Ho', 'Chan', 'hk'],
  ['Omar', 'Al Mansoori', 'ae'],
  ['Jordan', 'Miller', 'us'],
  ['Priya', 'Sharma', 'in'],
  ['Mateo', 'García', 'es'],
  ['Giulia', 'Rossi', 'it'],
  ['Olena', 'Kovalenko', 'ua'],
  ['Kenji', 'Watanabe', 'jp'],
  ['Fatima', 'Zahra', 'ma'],
  ['Jonas', 'Lindqvist', 'se'],
  ['Zofia', 'Nowak', 'pl'],
  ['Tiago', 'Santos', 'pt'],
  ['Chinedu', 'Okafor', 'ng'],
  ['Sofia', 'Papadopoulou', 'gr'],
  ['Ahmet', 'Yılmaz', 'tr'],
  ['Emma', 'Jensen', 'dk'],
  ['David', 'Cohen', 'il'],
  ['Ana', 'Popescu', 'ro'],
  ['Mikael', 'Virtanen', 'fi'],
  ['Isabela', 'Costa', 'br'],
] as const;

const POSITIONS = ['director', 'ceo', 'managing_director', 'chairman', 'cfo'] as const;
const EMPLOYEES = ['1-10', '11-50', '51-200', '201-500'] as const;
const VOLUMES = ['< 100000 EUR', '100000-1000000 EUR', '1000000-5000000 EUR', '> 5000000 EUR'] as const;

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A plausible (shape-valid) IBAN-like number for the country, or a local account number where IBANs are not used. */
function accountNumber(random: DemoRandom, ibanCountry: string): { iban: boolean; number: string } {
  if (ibanCountry === '') return { iban: false, number: random.digits(12) };
  return {
    iban: true,
    number: `${ibanCountry}${random.digits(2)}${random.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 4)}${random.digits(14)}`,
  };
}

function cryptoAddress(random: DemoRandom, type: 'BTC' | 'ETH' | 'TRX'): string {
  if (type === 'BTC') return `bc1q${random.chars('023456789acdefghjklmnpqrstuvwxyz', 38)}`;
  if (type === 'ETH') return `0x${random.chars('0123456789abcdef', 40)}`;
  return `T${random.chars('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 33)}`;
}

export interface DemoPerson {
  readonly givenNames: string;
  readonly surname: string;
  readonly nationality: string;
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
            signature_verification: random.pick(['accepted', 'accepted', 'pending'] as const),
          };
        })
      : [],
  };
  const people: DemoPerson[] = [];
  const directorCount = random.int(2, 4);
  for (let i = 0; i < directorCount; i++) {
    const [given, surname, nationality] = PEOPLE[(n * 5 + i * 11) % PEOPLE.length] as readonly [string, string, string];
    const issuedYear = random.int(2017, 2024);
    people.push({
      givenNames: given,
      surname,
      nationality,
      dateOfBirth: isoDate(random.int(1955, 1995), random.int(1, 12), random.int(1, 28)),
      passportNumber: `${nationality.toUpperCase()}${random.digits(7)}`,
      passportIssued: isoDate(issuedYear, random.int(1, 12), random.int(1, 28)),
      passportExpires: isoDate(issuedYear + 10, random.int(1, 12), random.int(1, 28)),
    });
  }
  company.aml_contact_person = `${people[0]?.givenNames} ${people[0]?.surname}`;
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
        sex: random.pick(['male', 'female'] as const),
        pep: i === 1 && n % 5 === 0,
        pep_description: i === 1 && n % 5 === 0 ? 'Former deputy minister of finance (2014–2018)' : null,
        email: `${p.givenNames.split(' ')[0]?.toLowerCase()}.${p.surname.toLowerCase().replace(/[^a-z]/g, '')}@${domain}`,
        phone: `${place.phone} ${random.digits(3)}`,
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
