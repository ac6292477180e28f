import { type CompanyTypeInput, ELF_CODE_LIST_URL as ELF } from './shared.js';

const it: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'it',
    short_name: 'S.r.l.',
    full_name: 'Società a responsabilità limitata',
    description:
      'Limited liability company whose capital is divided into quotas rather than shares; it can be formed with €1 of capital, subject to a profit-reserve requirement while capital is below €10,000. The most common Italian company form.',
    source: 'OV32',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'it',
    short_name: 'S.r.l.s.',
    full_name: 'Società a responsabilità limitata semplificata',
    description:
      'Simplified S.r.l. that only individuals may found, using a standard government-approved deed of incorporation, with capital between €1 and €9,999.99.',
    source: '8GU1',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'it',
    short_name: 'S.p.A.',
    full_name: 'Società per azioni',
    description:
      'Joint-stock company with minimum capital of €50,000 whose shares may be listed; it can adopt a traditional, one-tier or two-tier governance model.',
    source: 'P418',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'it',
    short_name: 'S.a.s.',
    full_name: 'Società in accomandita semplice',
    description:
      'Limited partnership in which general partners (accomandatari) manage the business with unlimited liability and limited partners (accomandanti) are liable only up to their contribution.',
    source: 'CGSO',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'it',
    short_name: 'S.n.c.',
    full_name: 'Società in nome collettivo',
    description:
      'General commercial partnership in which all partners have unlimited joint and several liability for its debts.',
    source: 'T2X1',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'it',
    short_name: 'S.a.p.a.',
    full_name: 'Società in accomandita per azioni',
    description:
      'Partnership limited by shares in which limited partners hold shares and the general partners, who are by law its directors, have unlimited liability; used by some family-controlled holding companies.',
    source: 'DLS4',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'it',
    short_name: 'Soc. coop.',
    full_name: 'Società cooperativa',
    description:
      "Cooperative with variable capital that pursues a mutual purpose for its members; members' liability is limited to their stake.",
    source: 'QRZJ',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'it',
    short_name: 'Impresa individuale',
    full_name: 'Impresa individuale (ditta individuale)',
    description:
      'Sole proprietorship registered in the Register of Companies (Registro delle Imprese); the owner has unlimited personal liability.',
    source: 'LHBB',
    source_url: ELF,
  },
];

const es: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'es',
    short_name: 'S.L.',
    full_name: 'Sociedad de responsabilidad limitada',
    description:
      'Limited liability company whose capital is divided into non-negotiable participations; since 2022 it can be formed with €1 of capital, subject to reserve and liability rules while capital is below €3,000. The most common form for Spanish SMEs.',
    source: 'DP3Q',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'es',
    short_name: 'S.L.U.',
    full_name: 'Sociedad limitada unipersonal',
    description:
      'An S.L. with a single partner; the sole-partner status must be recorded in the commercial register and shown in its documents.',
    source: 'R6UT',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'es',
    short_name: 'S.A.',
    full_name: 'Sociedad anónima',
    description:
      'Company limited by shares with minimum capital of €60,000, at least a quarter paid up on formation; the usual form for large and listed companies.',
    source: '5RDO',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'es',
    short_name: 'S.L.P.',
    full_name: 'Sociedad limitada profesional',
    description:
      'An S.L. incorporated under the Professional Companies Act (Ley 2/2007) to practise a regulated profession such as law, architecture or auditing.',
    source: 'JB2M',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'es',
    short_name: 'S. Coop.',
    full_name: 'Sociedad cooperativa',
    description:
      'Cooperative governed by national or regional cooperative legislation, owned and democratically controlled by its members.',
    source: '1QU8',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'es',
    short_name: 'S.C.',
    full_name: 'Sociedad colectiva',
    description:
      'General commercial partnership whose partners have unlimited, joint and several liability; rarely used today.',
    source: 'S6X7',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'es',
    short_name: 'S. en C.',
    full_name: 'Sociedad comanditaria simple',
    description:
      'Limited partnership combining general partners of unlimited liability with limited partners liable only up to their contribution.',
    source: 'TDD5',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'es',
    short_name: 'Autónomo',
    full_name: 'Empresario individual (autónomo)',
    description: 'Self-employed individual trading in their own name with unlimited personal liability.',
    source: '1SL4',
    source_url: ELF,
  },
];

const mt: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'mt',
    short_name: 'Ltd',
    full_name: 'Private limited liability company',
    description:
      "Company under the Companies Act (Cap. 386) whose members' liability is limited and whose share transfers are restricted; minimum issued share capital is €1,164.69, at least 20% paid up.",
    source: 'V89C',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'mt',
    short_name: 'PLC',
    full_name: 'Public limited liability company',
    description:
      'Company that may offer its shares to the public; minimum issued share capital is €46,587.47, at least 25% paid up, and it needs at least two directors.',
    source: 'C061',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'mt',
    short_name: 'En commandite',
    full_name: 'Partnership en commandite (limited partnership)',
    description:
      'Partnership with general partners of unlimited liability and limited partners liable only up to their unpaid contribution; its capital may be divided into shares.',
    source: 'BVJ0',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'mt',
    short_name: 'En nom collectif',
    full_name: 'Partnership en nom collectif (general partnership)',
    description:
      "Partnership whose partners have unlimited joint and several liability, enforceable once the partnership's assets are exhausted.",
    source: 'JOZN',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'mt',
    short_name: 'Foundation',
    full_name: 'Foundation',
    description:
      'Foundation under the Second Schedule to the Civil Code, established either as a purpose foundation or as a private foundation for beneficiaries; its founder, administrators and beneficiaries should be identified.',
    source: '3U3Y',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'mt',
    short_name: 'Sole trader',
    full_name: 'Sole trader',
    description: 'Individual carrying on business in their own name with unlimited personal liability.',
    source: 'DJ2D',
    source_url: ELF,
  },
];

const cy: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'cy',
    short_name: 'Ltd',
    full_name: 'Private company limited by shares',
    description:
      'Company under the Companies Law (Cap. 113) with 1 to 50 members and restrictions on share transfers; widely used for international holding and trading structures.',
    source: 'K9L6',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'cy',
    short_name: 'Public Ltd',
    full_name: 'Public company limited by shares',
    description:
      'Company that may offer its shares to the public and list them on the Cyprus Stock Exchange; it needs at least two directors.',
    source: 'BCF5',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'cy',
    short_name: 'Ltd by guarantee',
    full_name: 'Company limited by guarantee without share capital',
    description:
      'Company whose members guarantee a fixed contribution if it is wound up; used mainly by non-profit organisations.',
    source: 'W86L',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'cy',
    short_name: 'Partnership',
    full_name: 'General or limited partnership',
    description:
      'Partnership registered with the Registrar of Companies; general partners are liable without limit and limited partners only up to their contribution.',
    source: 'Partnerships and Business Names Law (Cap. 116)',
    source_url: null,
  },
  {
    jurisdiction_code: 'cy',
    short_name: 'Sole trader',
    full_name: 'Self-employed person',
    description: 'Individual carrying on business in their own name, who is personally liable for its debts.',
    source: 'I8RE',
    source_url: ELF,
  },
];

const tr: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'tr',
    short_name: 'A.Ş.',
    full_name: 'Anonim şirket',
    description:
      'Joint-stock company under the Turkish Commercial Code (Law No. 6102) that a single shareholder can form; shareholders are liable only up to their subscribed capital. Used by larger businesses and required for banks, insurers and listed companies.',
    source: 'W2SQ',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'tr',
    short_name: 'Ltd. Şti.',
    full_name: 'Limited şirket',
    description:
      'Limited liability company with 1 to 50 partners; partners can be held liable for its unpaid public debts, such as taxes and social security premiums, in proportion to their share. The most common form for SMEs.',
    source: 'R5UT',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'tr',
    short_name: 'Koll. Şti.',
    full_name: 'Kollektif şirket',
    description: 'General partnership of natural persons who have unlimited joint liability for its debts.',
    source: 'JMQU',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'tr',
    short_name: 'Kom. Şti.',
    full_name: 'Komandit şirket',
    description:
      'Limited partnership with at least one partner of unlimited liability, who must be a natural person, and limited partners liable up to their contribution.',
    source: 'ONVA',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'tr',
    short_name: 'Kooperatif',
    full_name: 'Kooperatif',
    description:
      "Cooperative formed under the Cooperatives Law (No. 1163) to meet its members' economic needs through mutual assistance.",
    source: '8BXP',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'tr',
    short_name: 'Şahıs şirketi',
    full_name: 'Şahıs şirketi (sole proprietorship)',
    description:
      'Business owned by one individual, also called a şahıs işletmesi, who is personally liable for all its debts.',
    source: 'W8V9',
    source_url: ELF,
  },
];

export const southernEuropeCompanyTypes: readonly CompanyTypeInput[] = [...it, ...es, ...mt, ...cy, ...tr];
