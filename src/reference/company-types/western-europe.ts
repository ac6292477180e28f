import { type CompanyTypeInput, ELF_CODE_LIST_URL as ELF } from './shared.js';

const gb: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'gb',
    short_name: 'Ltd',
    full_name: 'Private company limited by shares',
    description:
      "Company whose members' liability is limited to any amount unpaid on their shares; it may not offer shares to the public. By far the most common UK trading vehicle, registered at Companies House.",
    source: 'H0PO',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'gb',
    short_name: 'PLC',
    full_name: 'Public limited company',
    description:
      'Company limited by shares that may offer its shares to the public and seek a listing; it needs allotted share capital of at least £50,000 (a quarter paid up), at least two directors and a qualified company secretary.',
    source: 'B6ES',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'gb',
    short_name: 'LLP',
    full_name: 'Limited liability partnership',
    description:
      'Body corporate with at least two designated members whose liability is limited, taxed as a partnership; widely used by law, accounting and other professional firms.',
    source: 'Z0EY',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'gb',
    short_name: 'LP',
    full_name: 'Limited partnership',
    description:
      'Partnership registered under the Limited Partnerships Act 1907 with at least one general partner of unlimited liability and one or more limited partners; it has no separate legal personality in England and Wales (Scottish LPs do). Commonly used for investment funds.',
    source: 'ID30',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'gb',
    short_name: 'CIC',
    full_name: 'Community interest company',
    description:
      'Limited company (by shares or by guarantee) for social enterprises, subject to an asset lock and a community-interest test overseen by the Regulator of Community Interest Companies.',
    source: '17R0',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'gb',
    short_name: 'Ltd by guarantee',
    full_name: 'Private company limited by guarantee',
    description:
      'Company without share capital whose members undertake to contribute a fixed sum (often £1) if it is wound up; typical for charities, clubs and membership bodies, some of which may omit "Limited" from their name.',
    source: '4GJI',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'gb',
    short_name: 'CIO',
    full_name: 'Charitable incorporated organisation',
    description:
      'Incorporated form available only to charities, registered with the Charity Commission (or OSCR in Scotland as a SCIO) rather than Companies House; its members have limited liability.',
    source: '7T8N',
    source_url: ELF,
  },
];

const ie: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'ie',
    short_name: 'LTD',
    full_name: 'Private company limited by shares',
    description:
      'Private company under Part 2 of the Companies Act 2014 with unlimited legal capacity (no objects clause) and a single-document constitution; it may have a single director, who then needs a separate company secretary. The most common Irish form.',
    source: 'MNQ7',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ie',
    short_name: 'DAC',
    full_name: 'Designated activity company',
    description:
      'Private company limited by shares (or by guarantee) with an objects clause restricting its activities; used where limited capacity is required, e.g. regulated entities and debt-issuing vehicles. Needs at least two directors.',
    source: 'LGWG',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ie',
    short_name: 'PLC',
    full_name: 'Public limited company',
    description:
      'Company that may offer securities to the public and be listed; it needs issued share capital of at least €25,000 and at least two directors.',
    source: 'VYAX',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ie',
    short_name: 'CLG',
    full_name: 'Company limited by guarantee',
    description:
      'Company without share capital whose members guarantee a fixed contribution on winding up; commonly used by charities, clubs and property management companies.',
    source: 'C58S',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ie',
    short_name: 'ULC',
    full_name: 'Private unlimited company',
    description:
      'Company whose members have unlimited liability, which in certain circumstances exempts it from filing financial statements publicly; used in some tax and holding structures.',
    source: 'KMFX',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ie',
    short_name: 'LP',
    full_name: 'Limited partnership',
    description:
      'Partnership registered under the Limited Partnerships Act 1907 with at least one general partner of unlimited liability and limited partners liable up to their contribution.',
    source: 'HNJK',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ie',
    short_name: 'ICAV',
    full_name: 'Irish collective asset-management vehicle',
    description:
      'Corporate fund vehicle authorised by the Central Bank of Ireland under the ICAV Act 2015, used for UCITS and alternative investment funds.',
    source: '2GV9',
    source_url: ELF,
  },
];

const fr: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'fr',
    short_name: 'SAS',
    full_name: 'Société par actions simplifiée',
    description:
      "Share company whose governance is set largely by its articles and which must have a president; shareholders' liability is limited to their contributions and there is no statutory minimum capital. The most popular form for start-ups and subsidiaries.",
    source: '6CHY',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'fr',
    short_name: 'SASU',
    full_name: 'Société par actions simplifiée unipersonnelle',
    description:
      'An SAS with a single shareholder (an individual or a company); the SAS rules apply and it is reported under the SAS ELF code.',
    source: '6CHY',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'fr',
    short_name: 'SARL',
    full_name: 'Société à responsabilité limitée',
    description:
      "Limited liability company with 2 to 100 partners (associés) run by one or more managers (gérants); transfers of shares (parts sociales) to outsiders need the partners' approval. Common for small and family businesses.",
    source: 'V9QP',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'fr',
    short_name: 'EURL',
    full_name: 'Entreprise unipersonnelle à responsabilité limitée',
    description:
      'An SARL with a single partner, whose liability is limited to their contribution; it is reported under the SARL ELF code.',
    source: 'V9QP',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'fr',
    short_name: 'SA',
    full_name: 'Société anonyme',
    description:
      'Company limited by shares with minimum capital of €37,000, run either by a board of directors or by a management board and supervisory board; the usual form for listed companies.',
    source: 'QVPB',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'fr',
    short_name: 'SNC',
    full_name: 'Société en nom collectif',
    description:
      'General partnership whose partners all have trader status and unlimited joint and several liability for its debts.',
    source: 'H1U2',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'fr',
    short_name: 'SCI',
    full_name: 'Société civile immobilière',
    description:
      'Non-trading civil company used to hold and manage real estate, often for family wealth planning; partners are liable without limit in proportion to their share of the capital.',
    source: 'FY0F',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'fr',
    short_name: 'Association loi 1901',
    full_name: 'Association déclarée',
    description:
      'Non-profit association declared to the prefecture under the law of 1 July 1901; it acquires legal personality on publication and may not distribute profits to its members.',
    source: 'BEWI',
    source_url: ELF,
  },
];

const be: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'be',
    short_name: 'BV/SRL',
    full_name: 'Besloten vennootschap / Société à responsabilité limitée',
    description:
      'Private limited company that replaced the BVBA/SPRL under the 2019 Companies and Associations Code; there is no minimum capital, but founders must provide sufficient initial equity and a financial plan.',
    source: '3W7E',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'be',
    short_name: 'NV/SA',
    full_name: 'Naamloze vennootschap / Société anonyme',
    description:
      'Public limited company with minimum capital of €61,500 whose shares may be freely transferable and listed.',
    source: 'R85P',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'be',
    short_name: 'CV/SC',
    full_name: 'Coöperatieve vennootschap / Société coopérative',
    description:
      "Cooperative company restricted since 2019 to genuine cooperative purposes serving its shareholders' needs; shareholders' liability is limited.",
    source: '28FE',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'be',
    short_name: 'CommV/SComm',
    full_name: 'Commanditaire vennootschap / Société en commandite',
    description:
      'Limited partnership with at least one general partner of unlimited liability and one or more limited partners liable up to their contribution.',
    source: 'MQH3',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'be',
    short_name: 'VOF/SNC',
    full_name: 'Vennootschap onder firma / Société en nom collectif',
    description: 'General partnership whose partners are jointly and severally liable without limit for its debts.',
    source: 'UW1Y',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'be',
    short_name: 'VZW/ASBL',
    full_name: 'Vereniging zonder winstoogmerk / Association sans but lucratif',
    description:
      'Non-profit association that may carry on economic activities but may not distribute any profit, directly or indirectly, to its members or directors.',
    source: 'W3WH',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'be',
    short_name: 'Eenmanszaak/Entreprise individuelle',
    full_name: 'Onderneming-natuurlijk persoon / Entreprise personne physique',
    description:
      'Business run by an individual in their own name and registered in the Crossroads Bank for Enterprises (KBO/BCE); the owner is personally liable for its debts.',
    source: '3N94',
    source_url: ELF,
  },
];

const nl: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'nl',
    short_name: 'BV',
    full_name: 'Besloten vennootschap met beperkte aansprakelijkheid',
    description:
      'Private limited company with no minimum capital since the 2012 flex-BV reform; shareholders are not liable beyond their contribution. The standard form for Dutch businesses and holding companies.',
    source: '54M6',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'nl',
    short_name: 'NV',
    full_name: 'Naamloze vennootschap',
    description:
      'Public limited company with minimum issued capital of €45,000 whose shares may be freely transferable and listed.',
    source: 'B5PM',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'nl',
    short_name: 'VOF',
    full_name: 'Vennootschap onder firma',
    description:
      'General partnership trading under a common name whose partners are jointly and severally liable for its debts.',
    source: '62Y3',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'nl',
    short_name: 'CV',
    full_name: 'Commanditaire vennootschap',
    description:
      'Limited partnership with managing partners of unlimited liability and silent (limited) partners whose liability is limited to their contribution as long as they do not take part in management.',
    source: 'CODH',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'nl',
    short_name: 'Maatschap',
    full_name: 'Maatschap',
    description:
      'Partnership, typically of professionals such as doctors, lawyers or accountants, in which each partner is liable for an equal share of its obligations.',
    source: '9AAK',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'nl',
    short_name: 'Eenmanszaak',
    full_name: 'Eenmanszaak',
    description:
      'Sole proprietorship registered with the Chamber of Commerce (KVK); the owner is personally liable for its debts.',
    source: '4QXM',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'nl',
    short_name: 'Stichting',
    full_name: 'Stichting',
    description:
      'Foundation without members that uses its assets to achieve a purpose set out in its articles; used by charities and as a holding or trust-office vehicle (e.g. STAK), which makes identifying its controllers important.',
    source: 'V44D',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'nl',
    short_name: 'Coöperatie',
    full_name: 'Coöperatie',
    description:
      "Cooperative association serving its members' material needs; its articles may exclude members' liability (U.A.), and it is also used in international holding structures.",
    source: 'NFFH',
    source_url: ELF,
  },
];

const lu: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'lu',
    short_name: 'SARL',
    full_name: 'Société à responsabilité limitée',
    description:
      'Private limited company with 1 to 100 partners and minimum capital of €12,000; very common for holding companies and special-purpose vehicles.',
    source: 'DVXS',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lu',
    short_name: 'SARL-S',
    full_name: 'Société à responsabilité limitée simplifiée',
    description:
      'Simplified SARL introduced in 2017 that only individuals may own, with capital between €1 and €12,000; aimed at small entrepreneurs.',
    source: 'EUT4',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lu',
    short_name: 'SA',
    full_name: 'Société anonyme',
    description:
      'Public limited company with minimum capital of €30,000; it may have a single shareholder and be listed.',
    source: '5GGB',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lu',
    short_name: 'SAS',
    full_name: 'Société par actions simplifiée',
    description:
      'Company limited by shares introduced in 2016 whose governance is set largely by its articles; minimum capital is €30,000.',
    source: 'HHR4',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lu',
    short_name: 'SCS',
    full_name: 'Société en commandite simple',
    description:
      'Limited partnership with legal personality, with general partners of unlimited liability and limited partners; widely used for investment funds.',
    source: '63P9',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lu',
    short_name: 'SCSp',
    full_name: 'Société en commandite spéciale',
    description:
      'Limited partnership without legal personality introduced in 2013, used mainly for private-equity, venture and real-estate funds.',
    source: 'U8KA',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lu',
    short_name: 'SCA',
    full_name: 'Société en commandite par actions',
    description:
      'Partnership limited by shares with at least one general partner of unlimited liability; used for investment funds and some listed vehicles.',
    source: '81G5',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'lu',
    short_name: 'ASBL',
    full_name: 'Association sans but lucratif',
    description: 'Non-profit association that may not procure any material gain for its members.',
    source: '2JEI',
    source_url: ELF,
  },
];

const de: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'de',
    short_name: 'GmbH',
    full_name: 'Gesellschaft mit beschränkter Haftung',
    description:
      'Private limited company with minimum share capital of €25,000; shareholders are not liable for its debts beyond their contributions. The standard form for German SMEs and subsidiaries, registered in section B of the commercial register (HRB).',
    source: '2HBR',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'de',
    short_name: 'UG (haftungsbeschränkt)',
    full_name: 'Unternehmergesellschaft (haftungsbeschränkt)',
    description:
      'Entry-level variant of the GmbH that can be founded with as little as €1 of capital but must retain a quarter of its annual net profit until its capital reaches the GmbH minimum; popular with start-ups.',
    source: '63KS',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'de',
    short_name: 'AG',
    full_name: 'Aktiengesellschaft',
    description:
      'Stock corporation with minimum share capital of €50,000, a management board and a supervisory board, and transferable shares; the usual form for listed German companies.',
    source: '6QQB',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'de',
    short_name: 'KG',
    full_name: 'Kommanditgesellschaft',
    description:
      'Limited partnership with at least one personally liable general partner (Komplementär) and one or more limited partners (Kommanditisten) whose liability is capped at their registered contribution.',
    source: '8Z6G',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'de',
    short_name: 'GmbH & Co. KG',
    full_name: 'Kommanditgesellschaft mit einer GmbH als Komplementärin',
    description:
      'KG whose only general partner is a GmbH, so that no natural person has unlimited liability; widely used by family businesses and funds. It is reported under the KG ELF code.',
    source: '8Z6G',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'de',
    short_name: 'OHG',
    full_name: 'Offene Handelsgesellschaft',
    description:
      'General commercial partnership in which all partners are personally, jointly and severally liable for its debts; registered in section A of the commercial register (HRA).',
    source: '40DB',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'de',
    short_name: 'e.K.',
    full_name: 'Eingetragener Kaufmann / eingetragene Kauffrau',
    description: 'Sole trader registered in the commercial register; the owner has unlimited personal liability.',
    source: 'OL20',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'de',
    short_name: 'eG',
    full_name: 'Eingetragene Genossenschaft',
    description:
      "Registered cooperative that promotes its members' economic interests and must be audited by a cooperative auditing association; members' liability is usually limited to their shares.",
    source: 'AZFE',
    source_url: ELF,
  },
];

const at: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'at',
    short_name: 'GmbH',
    full_name: 'Gesellschaft mit beschränkter Haftung',
    description:
      'Private limited company; since 2024 the minimum share capital is €10,000, at least half of it paid in. Shareholders are not liable beyond their contributions. The most common Austrian company form.',
    source: 'AXSB',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'at',
    short_name: 'FlexCo',
    full_name: 'Flexible Kapitalgesellschaft (FlexKapG)',
    description:
      "Variant of the GmbH introduced in 2024 for start-ups, allowing non-voting 'company value shares' (Unternehmenswert-Anteile) for employees and simpler share transfers.",
    source: 'BCSV',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'at',
    short_name: 'AG',
    full_name: 'Aktiengesellschaft',
    description: 'Stock corporation with minimum share capital of €70,000, a management board and a supervisory board.',
    source: 'EQOV',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'at',
    short_name: 'OG',
    full_name: 'Offene Gesellschaft',
    description: 'General partnership whose partners are personally, jointly and severally liable without limit.',
    source: 'JTAV',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'at',
    short_name: 'KG',
    full_name: 'Kommanditgesellschaft',
    description:
      'Limited partnership with at least one general partner of unlimited liability and limited partners liable up to their registered contribution; often structured as a GmbH & Co KG.',
    source: 'ONF1',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'at',
    short_name: 'e.U.',
    full_name: 'Eingetragenes Einzelunternehmen',
    description:
      'Sole trader registered in the commercial register (Firmenbuch); the owner has unlimited personal liability.',
    source: 'ECWU',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'at',
    short_name: 'Privatstiftung',
    full_name: 'Privatstiftung',
    description:
      'Private foundation with assets of at least €70,000 dedicated to a purpose set by the founder; widely used for family wealth and holding structures, so its founder, board and beneficiaries need identifying.',
    source: '5WWO',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'at',
    short_name: 'Verein',
    full_name: 'Verein',
    description: 'Non-profit association registered in the Central Register of Associations (ZVR).',
    source: 'DX6Z',
    source_url: ELF,
  },
];

const ch: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'ch',
    short_name: 'AG/SA',
    full_name: 'Aktiengesellschaft / Société anonyme / Società anonima',
    description:
      'Company limited by shares with minimum capital of CHF 100,000 (at least CHF 50,000 paid in); shareholders are not liable for its debts. Used by larger businesses and listed companies.',
    source: 'MVII',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ch',
    short_name: 'GmbH/Sàrl',
    full_name: 'Gesellschaft mit beschränkter Haftung / Société à responsabilité limitée',
    description:
      'Limited liability company with fully paid-in minimum capital of CHF 20,000 whose members are entered in the commercial register; common for SMEs and subsidiaries.',
    source: '3EKS',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ch',
    short_name: 'Kollektivgesellschaft',
    full_name: 'Kollektivgesellschaft / Société en nom collectif',
    description:
      "General partnership of natural persons who are jointly and severally liable for its debts once the partnership's own assets are exhausted.",
    source: 'MRSY',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ch',
    short_name: 'Kommanditgesellschaft',
    full_name: 'Kommanditgesellschaft / Société en commandite',
    description:
      'Limited partnership in which at least one natural person is liable without limit and the limited partners are liable only up to their registered contribution.',
    source: 'CQMY',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ch',
    short_name: 'Genossenschaft',
    full_name: 'Genossenschaft / Société coopérative',
    description:
      "Cooperative pursuing its members' common economic interests; only its own assets are liable for its debts unless the articles provide otherwise.",
    source: 'QSI2',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ch',
    short_name: 'Einzelunternehmen',
    full_name: 'Einzelunternehmen / Entreprise individuelle',
    description:
      'Sole proprietorship; the owner is personally liable, and entry in the commercial register is mandatory once annual turnover reaches CHF 100,000.',
    source: 'AZA0',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ch',
    short_name: 'Stiftung',
    full_name: 'Stiftung / Fondation',
    description:
      'Foundation whose assets are dedicated to a specific purpose; registered in the commercial register and, except for family and church foundations, supervised by a federal or cantonal authority.',
    source: '2JZ4',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ch',
    short_name: 'Verein',
    full_name: 'Verein / Association',
    description:
      'Association pursuing non-economic aims (e.g. sporting, cultural or charitable); it must register in the commercial register only if it runs a commercial business or is subject to audit.',
    source: 'H781',
    source_url: ELF,
  },
];

export const westernEuropeCompanyTypes: readonly CompanyTypeInput[] = [
  ...gb,
  ...ie,
  ...fr,
  ...be,
  ...nl,
  ...lu,
  ...de,
  ...at,
  ...ch,
];
