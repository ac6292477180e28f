import { type CompanyTypeInput, ELF_CODE_LIST_URL as ELF } from './shared.js';

const se: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'se',
    short_name: 'AB',
    full_name: 'Aktiebolag (privat)',
    description:
      'Private limited company with minimum share capital of SEK 25,000; shareholders are not personally liable for its debts. The dominant Swedish business form.',
    source: 'XJHM',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'se',
    short_name: 'AB (publ)',
    full_name: 'Publikt aktiebolag',
    description:
      'Public limited company with minimum share capital of SEK 500,000 that may offer shares to the public and be listed; it is reported under the same ELF code as a private AB.',
    source: 'XJHM',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'se',
    short_name: 'HB',
    full_name: 'Handelsbolag',
    description:
      'Trading partnership with legal personality whose partners are jointly and severally liable for its obligations.',
    source: 'BEAY',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'se',
    short_name: 'KB',
    full_name: 'Kommanditbolag',
    description:
      'Limited partnership in which at least one partner has unlimited liability and the others are liable only up to their contribution.',
    source: 'CX05',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'se',
    short_name: 'Ek. för.',
    full_name: 'Ekonomisk förening',
    description:
      "Economic association (cooperative) that furthers its members' economic interests; members are not personally liable for its debts.",
    source: 'C61P',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'se',
    short_name: 'Enskild firma',
    full_name: 'Enskild näringsidkare',
    description:
      'Sole trader; the business is not a separate legal person and the owner is personally liable for all its debts.',
    source: 'Handelsregisterlagen (1974:157)',
    source_url: null,
  },
  {
    jurisdiction_code: 'se',
    short_name: 'Stiftelse',
    full_name: 'Stiftelse',
    description:
      'Foundation whose assets are permanently set aside for a specific purpose; it has no owners or members.',
    source: 'E9BI',
    source_url: ELF,
  },
];

const ee: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'ee',
    short_name: 'OÜ',
    full_name: 'Osaühing',
    description:
      'Private limited company whose shareholders are not personally liable for its debts; it can be founded fully online, including by e-residents. The most common Estonian form.',
    source: 'JC0Y',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ee',
    short_name: 'AS',
    full_name: 'Aktsiaselts',
    description:
      'Public limited company with minimum share capital of €25,000 and a mandatory supervisory board; the form used by listed companies.',
    source: '9LJA',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ee',
    short_name: 'TÜ',
    full_name: 'Täisühing',
    description: 'General partnership whose partners are jointly and severally liable with all their assets.',
    source: 'I1UP',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ee',
    short_name: 'UÜ',
    full_name: 'Usaldusühing',
    description:
      'Limited partnership with at least one general partner of unlimited liability and at least one limited partner liable up to their contribution.',
    source: 'LVEQ',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ee',
    short_name: 'FIE',
    full_name: 'Füüsilisest isikust ettevõtja',
    description:
      'Sole proprietor registered in the Commercial Register; the individual is liable with all their personal assets.',
    source: '3UPJ',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ee',
    short_name: 'MTÜ',
    full_name: 'Mittetulundusühing',
    description: 'Non-profit association of members whose income may not be distributed to them.',
    source: 'PRTB',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ee',
    short_name: 'SA',
    full_name: 'Sihtasutus',
    description: 'Foundation without members that manages assets for a purpose set out in its articles.',
    source: '1NKP',
    source_url: ELF,
  },
];

const lt: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'lt',
    short_name: 'UAB',
    full_name: 'Uždaroji akcinė bendrovė',
    description:
      'Private limited company whose shares may not be offered to the public; the most common Lithuanian business form.',
    source: 'BPLS',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lt',
    short_name: 'AB',
    full_name: 'Akcinė bendrovė',
    description: 'Public limited company whose shares may be offered to the public and listed.',
    source: '81KA',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lt',
    short_name: 'MB',
    full_name: 'Mažoji bendrija',
    description:
      'Small partnership introduced in 2012 with up to 10 members, all natural persons, whose liability is limited; popular with micro-businesses.',
    source: 'SFYA',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lt',
    short_name: 'TŪB',
    full_name: 'Tikroji ūkinė bendrija',
    description: 'General partnership whose members have unlimited joint liability for its obligations.',
    source: 'DLCX',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lt',
    short_name: 'KŪB',
    full_name: 'Komanditinė ūkinė bendrija',
    description:
      'Limited partnership with at least one general partner of unlimited liability and one or more limited partners liable up to their contribution.',
    source: 'LUOA',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lt',
    short_name: 'IĮ',
    full_name: 'Individuali įmonė',
    description:
      'Individual enterprise owned by one natural person, who bears unlimited liability for its obligations.',
    source: 'A338',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lt',
    short_name: 'VšĮ',
    full_name: 'Viešoji įstaiga',
    description:
      'Non-profit public institution providing services in the public interest, such as education, health care or culture.',
    source: 'KWBA',
    source_url: ELF,
  },
];

const pl: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'pl',
    short_name: 'sp. z o.o.',
    full_name: 'Spółka z ograniczoną odpowiedzialnością',
    description:
      'Limited liability company with minimum share capital of PLN 5,000; management board members can become personally liable for its debts if enforcement against the company fails. The most common Polish company form.',
    source: 'O7XB',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'pl',
    short_name: 'S.A.',
    full_name: 'Spółka akcyjna',
    description:
      'Joint-stock company with minimum share capital of PLN 100,000, a management board and a supervisory board; the form used by companies listed on the Warsaw Stock Exchange.',
    source: 'FJ0E',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'pl',
    short_name: 'P.S.A.',
    full_name: 'Prosta spółka akcyjna',
    description:
      'Simple joint-stock company introduced in July 2021 for start-ups, with minimum share capital of PLN 1 and shares that may be issued in exchange for work or services.',
    source: 'B21W',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'pl',
    short_name: 'sp.j.',
    full_name: 'Spółka jawna',
    description:
      "General partnership whose partners are liable for its debts with all their assets once enforcement against the partnership's own assets has failed.",
    source: '629I',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'pl',
    short_name: 'sp.k.',
    full_name: 'Spółka komandytowa',
    description:
      'Limited partnership with at least one general partner (komplementariusz) of unlimited liability and limited partners (komandytariusze) liable up to a stated sum; often uses an sp. z o.o. as general partner.',
    source: 'BSJT',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'pl',
    short_name: 'S.K.A.',
    full_name: 'Spółka komandytowo-akcyjna',
    description:
      'Partnership limited by shares combining at least one general partner of unlimited liability with shareholders who are not liable for its debts.',
    source: 'OMX0',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'pl',
    short_name: 's.c.',
    full_name: 'Spółka cywilna',
    description:
      'Civil-law partnership created by contract, without legal personality; each partner is registered as a business in their own right and the partners are jointly liable.',
    source: 'YLZL',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'pl',
    short_name: 'JDG',
    full_name: 'Jednoosobowa działalność gospodarcza',
    description:
      'Sole proprietorship registered in the CEIDG business register; the owner has unlimited personal liability.',
    source: 'ZVVM',
    source_url: ELF,
  },
];

const ru: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'ru',
    short_name: 'OOO',
    full_name: 'Obshchestvo s ogranichennoy otvetstvennostyu (ООО)',
    description:
      'Limited liability company with up to 50 participants, governed by Federal Law No. 14-FZ; participants are not liable for its debts beyond their contributions. The most common Russian company form, recorded in the unified state register of legal entities (EGRUL).',
    source: '17R7',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ru',
    short_name: 'AO',
    full_name: 'Nepublichnoye aktsionernoye obshchestvo (АО)',
    description:
      'Non-public joint-stock company whose shares are not publicly offered or traded, governed by Federal Law No. 208-FZ.',
    source: 'JZBN',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ru',
    short_name: 'PAO',
    full_name: 'Publichnoye aktsionernoye obshchestvo (ПАО)',
    description:
      'Public joint-stock company whose shares may be publicly offered and traded; it replaced the former open joint-stock company (OAO) in the 2014 Civil Code reform.',
    source: '4TYO',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ru',
    short_name: 'Full partnership',
    full_name: 'Polnoye tovarishchestvo',
    description:
      'General partnership whose partners, who may only be individual entrepreneurs or commercial organisations, are jointly and subsidiarily liable with all their property; rarely used.',
    source: 'ZKAF',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ru',
    short_name: 'Limited partnership',
    full_name: 'Tovarishchestvo na vere (kommanditnoye tovarishchestvo)',
    description:
      'Limited partnership with general partners of unlimited liability and limited partners (vkladchiki) who risk only their contribution.',
    source: 'J18N',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ru',
    short_name: 'IP',
    full_name: 'Individualny predprinimatel (ИП)',
    description:
      'Individual entrepreneur registered in the state register of individual entrepreneurs (EGRIP); liable with all personal property.',
    source: 'P9CF',
    source_url: ELF,
  },
];

export const northernEasternEuropeCompanyTypes: readonly CompanyTypeInput[] = [...se, ...ee, ...lt, ...pl, ...ru];
