// The Ownership step's words (the portal's section `ownership`): who owns and controls the company.

const pct = (n: number) => `${Number(n.toFixed(2))} %`;

/** "A", "A and B", "A, B and C". */
const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export const ownershipEn = {
  title: 'Shareholders',
  intro:
    'Everyone who holds shares in the company. When a shareholder is a company, tell us who owns it in turn, until each chain ends with people or with a company listed on a stock exchange.',
  add: 'Add shareholder',
  addOf: (company: string) => `Add shareholder of ${company}`,
  shareholdersOf: (company: string) => `Shareholders of ${company}`,
  item: (n: number) => `Shareholder ${n}`,
  unnamedCompany: 'Unnamed company',
  of: (company: string) => `Shareholder of ${company}`,
  remove: (name: string) => `Remove ${name}`,
  kind: 'This shareholder is',
  kinds: { person: 'A person', company: 'A company' } as Record<string, string>,
  isDirector: 'This person is also a director',
  isDirectorHint: 'We already have their details from the directors step.',
  whichDirector: 'Which director',
  directorPlaceholder: 'Choose a director',
  company: {
    formal_name: 'Company name',
    company_number: 'Company number',
    jurisdiction_code: 'Country of registration',
  } as Record<string, string>,
  countryPlaceholder: 'Choose a country',
  listed: 'This company is listed on a regulated stock exchange',
  listedHint: 'A listed company’s owners are public: we do not ask for them.',
  listedOn: 'Stock exchange',
  listedOnHint: 'For example London Stock Exchange or Euronext Paris.',
  shares: 'Shares held (%)',
  sharesHint: 'The percentage of the company’s shares this shareholder holds directly.',
  votingDiffers: 'Voting rights differ from the shares',
  votingRights: 'Voting rights (%)',
  control: 'Controls the company by other means',
  controlHint: 'For example a right to appoint the board, a trust, or a nominee arrangement.',
  controlNature: 'How',
  controlNatures: {
    right_to_appoint_board: 'A right to appoint or remove the board',
    other_significant_influence: 'Another significant influence or control',
  } as Record<string, string>,
  controlNaturePlaceholder: 'Choose…',
  controlDescription: 'Describe the control',
  owners: {
    title: 'Beneficial owners',
    intro: 'Based on what you entered, these people are the beneficial owners:',
    none: 'No one yet: add the shareholders, and the people who own any company among them.',
    threshold: (n: number) =>
      `A beneficial owner holds ${pct(n)} or more, directly or through other companies, or controls the company by other means.`,
    shares: (n: number) => `${pct(n)} of the shares`,
    voting: (n: number) => `${pct(n)} of the voting rights`,
    control: 'control by other means',
    byDefault: 'no one owns enough: as a director, this person counts as the beneficial owner',
  },
  /**
   * The computation's warnings (rules/ownership.ts) in the customer's words, one per warning code, with its
   * figures: the reviewer's wording ("not fully traced", "UBO by default") means little to the customer.
   */
  warnings: {
    title: 'Please check',
    over_100_percent: (company: string, total: number) =>
      `The shares in ${company} add up to ${pct(total)}, but they can add up to 100 % at most. Please check the percentages.`,
    not_fully_traced: (untraced: number, companies: string[]) =>
      companies.length > 0
        ? `We can’t yet see who owns ${pct(untraced)} of the company: please add who owns ${listOf(companies)}.`
        : `We can’t yet see who owns ${pct(untraced)} of the company: please add the shareholders who hold the rest.`,
    more_than_3_layers: (layers: number) =>
      `The ownership runs through ${layers} layers of companies. That is allowed, but your reviewer will look at it closely: please check each layer.`,
    circular_ownership: (names: string[]) =>
      `${listOf(names)} own shares in each other. Please check this is right: your reviewer will ask about it.`,
    high_risk_jurisdiction: (company: string, country: string) =>
      `${company} is registered in ${country}, a country your reviewer checks more closely.`,
    ubo_by_default: (threshold: number) =>
      `No one owns ${pct(threshold)} or more of the company, so your directors count as its beneficial owners.`,
  },
  items: {
    none: 'At least one shareholder',
    shareholder: (name: string) => `Shareholder: ${name}`,
    structureDocument: 'Shareholder register or organisational chart',
    ownerOf: (company: string) => `Who else owns ${company}`,
    ownerDocument: (name: string, document: string) => `Beneficial owner ${name}: ${document}`,
  },
  ownerAsked: (company: string) =>
    `Your reviewer asks who else owns ${company}. Add them below as a shareholder of ${company}, with their share.`,
  documents: {
    title: 'Shareholder register or organisational chart',
    intro: 'Upload one of the two: the company’s shareholder register, or a chart of the group with its percentages.',
    ownerTitle: 'Documents of this beneficial owner',
    ownerIntro: 'Based on what you entered, this person is a beneficial owner: we need their documents too.',
  },
  gaps: {
    'person.given_names': 'given names',
    'person.surname': 'surname',
    'person.date_of_birth': 'date of birth',
    'person.nationality': 'nationality',
    'company.formal_name': 'company name',
    'company.company_number': 'company number',
    'company.jurisdiction_code': 'country of registration',
    director: 'which director',
    listed_on: 'stock exchange',
    shareholders: 'its shareholders',
    shares: 'shares held',
    voting_rights: 'voting rights',
    holding: 'where the shares are held',
    'control.nature': 'how the person controls the company',
    'control.description': 'description of the control',
  } as Record<string, string>,
};
