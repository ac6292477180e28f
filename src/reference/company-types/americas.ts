import { type CompanyTypeInput, ELF_CODE_LIST_URL as ELF } from './shared.js';

// United States: entities are formed under state law, so ELF codes are per state; sources name the statutes
// (Delaware as the usual reference jurisdiction) instead.
const us: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'us',
    short_name: 'LLC',
    full_name: 'Limited liability company',
    description:
      'Entity formed under state law whose members are not personally liable for its debts; taxed as a partnership or disregarded entity unless it elects corporate treatment. The most common vehicle for small and mid-sized US businesses and holding structures.',
    source: 'State LLC acts (e.g. Delaware Limited Liability Company Act, 6 Del. C. ch. 18)',
    source_url: 'https://delcode.delaware.gov/title6/c018/',
  },
  {
    jurisdiction_code: 'us',
    short_name: 'Inc.',
    full_name: 'Business corporation (Inc. / Corp.)',
    description:
      'Separate legal person owned by shareholders and managed by a board of directors; shareholder liability is limited to the capital invested. The standard form for venture-backed and listed companies, taxed as a C corporation unless it elects S-corporation status.',
    source: 'State corporation acts (e.g. Delaware General Corporation Law, 8 Del. C. ch. 1)',
    source_url: 'https://delcode.delaware.gov/title8/c001/',
  },
  {
    jurisdiction_code: 'us',
    short_name: 'PBC',
    full_name: 'Public benefit corporation',
    description:
      "For-profit corporation that must balance shareholders' financial interests with a public benefit stated in its charter and report on that benefit. Available in Delaware and many other states.",
    source: 'Delaware General Corporation Law, subchapter XV (8 Del. C. §§ 361-368)',
    source_url: 'https://delcode.delaware.gov/title8/c001/',
  },
  {
    jurisdiction_code: 'us',
    short_name: 'LP',
    full_name: 'Limited partnership',
    description:
      'Partnership with at least one general partner who has unlimited liability and limited partners whose liability is capped at their contribution. Widely used for investment funds.',
    source: 'State limited partnership acts (e.g. Delaware Revised Uniform Limited Partnership Act, 6 Del. C. ch. 17)',
    source_url: 'https://delcode.delaware.gov/title6/c017/',
  },
  {
    jurisdiction_code: 'us',
    short_name: 'LLP',
    full_name: 'Limited liability partnership',
    description:
      "General partnership registered with the state so that partners are shielded from personal liability for the partnership's obligations (the scope of the shield varies by state). Typically used by law, accounting and other professional firms.",
    source: 'State partnership acts (e.g. Delaware Revised Uniform Partnership Act, 6 Del. C. ch. 15)',
    source_url: 'https://delcode.delaware.gov/title6/c015/',
  },
  {
    jurisdiction_code: 'us',
    short_name: 'GP',
    full_name: 'General partnership',
    description:
      'Association of two or more persons carrying on a business for profit as co-owners; the partners are jointly and severally liable for its debts. It can come into existence without any state filing.',
    source: 'State partnership acts (Uniform Partnership Act)',
    source_url: null,
  },
  {
    jurisdiction_code: 'us',
    short_name: 'Nonprofit corporation',
    full_name: 'Nonprofit corporation',
    description:
      'Corporation organised for charitable, educational, religious or mutual-benefit purposes that may not distribute profits to members or insiders. Federal tax exemption (e.g. under IRC section 501(c)(3)) is granted separately by the IRS.',
    source: 'State nonprofit corporation acts',
    source_url: null,
  },
  {
    jurisdiction_code: 'us',
    short_name: 'Sole proprietorship',
    full_name: 'Sole proprietorship',
    description:
      'Unincorporated business owned and run by one individual, who is personally liable for all its debts; it often trades under a registered assumed name (DBA).',
    source: 'State and county assumed-name (DBA) statutes',
    source_url: null,
  },
];

// Canada: corporations are formed federally or provincially; ELF codes are per province.
const ca: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'ca',
    short_name: 'CBCA corporation',
    full_name: 'Federal business corporation',
    description:
      'Share corporation incorporated federally with Corporations Canada; shareholders have limited liability and the name is protected nationally, though the corporation must still register extra-provincially where it carries on business. Its name must include a legal element such as Ltd., Inc. or Corp.',
    source: 'Canada Business Corporations Act (R.S.C. 1985, c. C-44)',
    source_url: 'https://laws-lois.justice.gc.ca/eng/acts/c-44/',
  },
  {
    jurisdiction_code: 'ca',
    short_name: 'Provincial corporation',
    full_name: 'Provincial business corporation',
    description:
      "Share corporation incorporated under a province's business corporations act (e.g. Ontario, British Columbia, Alberta); shareholders' liability is limited as for a federal corporation, but it is registered primarily in its home province.",
    source: 'Provincial business corporations acts (e.g. Business Corporations Act (Ontario), R.S.O. 1990, c. B.16)',
    source_url: null,
  },
  {
    jurisdiction_code: 'ca',
    short_name: 'ULC',
    full_name: 'Unlimited liability company / corporation',
    description:
      'Corporation whose shareholders can become liable for its debts, mainly on liquidation. Available only in Alberta, British Columbia and Nova Scotia and used chiefly by US investors for cross-border tax reasons.',
    source:
      'Companies Act (Nova Scotia); Business Corporations Act (Alberta); Business Corporations Act (British Columbia)',
    source_url: null,
  },
  {
    jurisdiction_code: 'ca',
    short_name: 'LP',
    full_name: 'Limited partnership',
    description:
      'Partnership registered under provincial law with general partners who have unlimited liability and limited partners liable only up to their contribution, provided they take no part in control of the business.',
    source: 'Provincial limited partnership acts (e.g. Limited Partnerships Act (Ontario))',
    source_url: null,
  },
  {
    jurisdiction_code: 'ca',
    short_name: 'LLP',
    full_name: 'Limited liability partnership',
    description:
      "Partnership, in most provinces restricted to regulated professions such as law and accounting, in which a partner is not personally liable for other partners' negligence.",
    source: 'Provincial partnership acts',
    source_url: null,
  },
  {
    jurisdiction_code: 'ca',
    short_name: 'NFP corporation',
    full_name: 'Not-for-profit corporation',
    description:
      'Non-share corporation incorporated federally (or under a provincial equivalent) for non-profit purposes; it may earn revenue but may not distribute profits to its members.',
    source: 'Canada Not-for-profit Corporations Act (S.C. 2009, c. 23)',
    source_url: 'https://laws-lois.justice.gc.ca/eng/acts/C-7.75/',
  },
  {
    jurisdiction_code: 'ca',
    short_name: 'Sole proprietorship',
    full_name: 'Sole proprietorship',
    description:
      "Unincorporated business of one individual, who is personally liable for its debts; usually registered under a provincial business names act when trading under a name other than the owner's own.",
    source: 'Provincial business names acts',
    source_url: null,
  },
];

const br: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'br',
    short_name: 'Ltda.',
    full_name: 'Sociedade limitada',
    description:
      "Limited liability company in which each member's liability is limited to their quotas, although all members are jointly liable until the capital is fully paid in. The most common business form in Brazil.",
    source: 'QHW1',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'br',
    short_name: 'SLU',
    full_name: 'Sociedade limitada unipessoal',
    description:
      'Single-member limited liability company permitted since 2019; it replaced the EIRELI, whose remaining entities were converted into SLUs in 2021.',
    source: 'AL8W',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'br',
    short_name: 'S.A.',
    full_name: 'Sociedade anônima (companhia)',
    description:
      'Joint-stock company whose capital is divided into shares, governed by Law 6.404/1976; it may be privately held (fechada) or publicly held (aberta) and is the form required to raise capital on the stock market.',
    source: 'X0SD',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'br',
    short_name: 'S/S',
    full_name: 'Sociedade simples',
    description:
      'Company formed for professional, intellectual or other non-business activities, typically by doctors, engineers or consultants; registered with the civil registry of legal entities rather than the commercial board (Junta Comercial).',
    source: '8GEA',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'br',
    short_name: 'Cooperativa',
    full_name: 'Sociedade cooperativa',
    description:
      'Member-owned cooperative governed by Law 5.764/1971 that provides services to its members without a profit motive; common in agriculture and credit (cooperativas de crédito).',
    source: 'PC5A',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'br',
    short_name: 'MEI',
    full_name: 'Microempreendedor individual',
    description:
      'Simplified registration and flat-tax regime for a self-employed individual with very low annual revenue; the owner is personally liable and there is no separate legal entity.',
    source: 'Lei Complementar 123/2006',
    source_url: null,
  },
];

const mx: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'mx',
    short_name: 'S.A. de C.V.',
    full_name: 'Sociedad anónima de capital variable',
    description:
      'Stock corporation with at least two shareholders whose liability is limited to their shares; the variable-capital (C.V.) modality lets capital be increased or reduced without amending the by-laws. The most common corporate form in Mexico.',
    source: 'JGV1',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'mx',
    short_name: 'S. de R.L. de C.V.',
    full_name: 'Sociedad de responsabilidad limitada de capital variable',
    description:
      'Limited liability company of up to 50 partners whose interests (partes sociales) cannot be freely transferred. Often chosen by US parents because it can be treated as a partnership for US tax purposes.',
    source: 'XLVZ',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'mx',
    short_name: 'S.A.P.I. de C.V.',
    full_name: 'Sociedad anónima promotora de inversión de capital variable',
    description:
      'Variant of the S.A. under the Securities Market Law that permits minority-protection, drag-along, tag-along and share buy-back provisions; commonly used for private-equity and venture investments.',
    source: 'VATV',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'mx',
    short_name: 'S.A.B. de C.V.',
    full_name: 'Sociedad anónima bursátil de capital variable',
    description:
      'Publicly listed stock corporation whose shares trade on a Mexican stock exchange; subject to the Securities Market Law and supervision by the CNBV.',
    source: 'L9JC',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'mx',
    short_name: 'S.A.S.',
    full_name: 'Sociedad por acciones simplificada',
    description:
      'Simplified stock company introduced in 2016 that one or more individuals (not legal entities) can form online; it is subject to an annual revenue cap and aimed at micro and small businesses.',
    source: 'LJTR',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'mx',
    short_name: 'S.C.',
    full_name: 'Sociedad civil',
    description:
      'Civil partnership under the Civil Code for non-commercial purposes, typically professional firms such as lawyers or accountants; managing partners bear unlimited liability.',
    source: '7H63',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'mx',
    short_name: 'A.C.',
    full_name: 'Asociación civil',
    description:
      'Non-profit civil association formed for a lawful common purpose that is not predominantly economic; frequently used by charities, which may seek authorised-donee (donataria autorizada) tax status.',
    source: '5AWU',
    source_url: ELF,
  },
];

export const americasCompanyTypes: readonly CompanyTypeInput[] = [...us, ...ca, ...br, ...mx];
