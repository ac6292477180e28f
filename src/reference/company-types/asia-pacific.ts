import { type CompanyTypeInput, ELF_CODE_LIST_URL as ELF } from './shared.js';

// China: the ELF list has no codes for the main company forms, so sources name the governing laws.
const cn: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'cn',
    short_name: 'LLC',
    full_name: 'Limited liability company (有限责任公司)',
    description:
      'Company with 1 to 50 shareholders whose liability is limited to their subscribed capital; under the 2023 revision of the Company Law, subscribed capital must generally be paid in within five years. The usual form for domestic SMEs and foreign-invested enterprises.',
    source: "Company Law of the People's Republic of China (revised 2023)",
    source_url: null,
  },
  {
    jurisdiction_code: 'cn',
    short_name: 'JSC',
    full_name: 'Company limited by shares (股份有限公司)',
    description:
      "Joint-stock company whose capital is divided into shares and whose shareholders' liability is limited to the shares they subscribe; the form required for listing on a Chinese stock exchange.",
    source: "Company Law of the People's Republic of China (revised 2023)",
    source_url: null,
  },
  {
    jurisdiction_code: 'cn',
    short_name: 'WFOE',
    full_name: 'Wholly foreign-owned enterprise (外商独资企业)',
    description:
      'Common name for a company wholly owned by foreign investors; since the Foreign Investment Law took effect in 2020, such companies are organised as LLCs or companies limited by shares under the Company Law.',
    source: "Foreign Investment Law of the People's Republic of China (2019)",
    source_url: null,
  },
  {
    jurisdiction_code: 'cn',
    short_name: 'General partnership',
    full_name: 'General partnership enterprise (普通合伙企业)',
    description:
      'Partnership enterprise in which all partners bear unlimited joint and several liability for its debts.',
    source: "Partnership Enterprise Law of the People's Republic of China",
    source_url: null,
  },
  {
    jurisdiction_code: 'cn',
    short_name: 'LP',
    full_name: 'Limited partnership enterprise (有限合伙企业)',
    description:
      'Partnership with at least one general partner of unlimited liability and limited partners liable up to their subscribed contribution; widely used for private-equity funds and employee share-ownership platforms.',
    source: 'J7SF',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'cn',
    short_name: 'Sole proprietorship enterprise',
    full_name: 'Sole proprietorship enterprise (个人独资企业)',
    description: 'Enterprise wholly invested in by one natural person, who bears unlimited liability for its debts.',
    source: "Law of the People's Republic of China on Sole Proprietorship Enterprises",
    source_url: null,
  },
  {
    jurisdiction_code: 'cn',
    short_name: 'Individual business',
    full_name: 'Individual industrial and commercial household (个体工商户)',
    description:
      'Registered individual or family business that is not a legal person; the operator is personally liable for its debts.',
    source: 'RV48',
    source_url: ELF,
  },
];

const jp: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'jp',
    short_name: 'KK',
    full_name: 'Kabushiki kaisha (株式会社)',
    description:
      "Stock company under the Companies Act (2005); shareholders' liability is limited to their investment. The standard form for established and listed Japanese companies.",
    source: 'T417',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'jp',
    short_name: 'GK',
    full_name: 'Gōdō kaisha (合同会社)',
    description:
      'Limited liability company introduced in 2006, loosely modelled on the US LLC, with flexible internal governance and members whose liability is limited; popular for start-ups and foreign subsidiaries.',
    source: '7QQ0',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'jp',
    short_name: 'Gōshi kaisha',
    full_name: 'Gōshi kaisha (合資会社)',
    description: 'Partnership-type company with both unlimited-liability and limited-liability members.',
    source: '5MVV',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'jp',
    short_name: 'Gōmei kaisha',
    full_name: 'Gōmei kaisha (合名会社)',
    description: 'Partnership-type company in which all members have unlimited liability; rarely used.',
    source: 'IUVI',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'jp',
    short_name: 'Tokurei yūgen kaisha',
    full_name: 'Tokurei yūgen kaisha (特例有限会社)',
    description:
      'Limited company (yūgen kaisha) formed before the Companies Act took effect in 2006 and continuing under transitional rules; no new ones can be formed.',
    source: 'DYQK',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'jp',
    short_name: 'Ippan shadan hōjin',
    full_name: 'General incorporated association (一般社団法人)',
    description:
      'Incorporated association that can be established by registration alone, without government approval; used for industry bodies and other non-profit-type activities, although it may also run a business.',
    source: 'Act on General Incorporated Associations and General Incorporated Foundations (2006)',
    source_url: null,
  },
];

const kr: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'kr',
    short_name: 'Jusik hoesa',
    full_name: 'Jusik hoesa (주식회사, stock company)',
    description:
      "Stock company under the Commercial Act whose shareholders' liability is limited to their subscription; by far the most common Korean corporate form, used by SMEs and listed companies alike.",
    source: '5RCH',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'kr',
    short_name: 'Yuhan hoesa',
    full_name: 'Yuhan hoesa (유한회사, limited company)',
    description:
      'Limited company whose members have limited liability, with simpler governance than a jusik hoesa; often used by foreign subsidiaries.',
    source: 'J3U5',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'kr',
    short_name: 'Yuhan chaegim hoesa',
    full_name: 'Yuhan chaegim hoesa (유한책임회사, limited liability company)',
    description:
      'LLC-style company introduced in 2012 with flexible internal governance and members whose liability is limited.',
    source: 'UDJG',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'kr',
    short_name: 'Hapmyeong hoesa',
    full_name: 'Hapmyeong hoesa (합명회사, partnership company)',
    description: 'Company in which all members have unlimited joint liability for its debts.',
    source: 'AXEQ',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'kr',
    short_name: 'Hapja hoesa',
    full_name: 'Hapja hoesa (합자회사, limited partnership company)',
    description: 'Company with both unlimited-liability and limited-liability members.',
    source: 'BW92',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'kr',
    short_name: 'Sole proprietor',
    full_name: 'Gaein saeopja (개인사업자, individual business)',
    description: 'Individual business registered with the tax office; the owner is personally liable for its debts.',
    source: 'GF7G',
    source_url: ELF,
  },
];

const inCompanyTypes: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'in',
    short_name: 'Pvt Ltd',
    full_name: 'Private limited company',
    description:
      'Company under the Companies Act 2013 with 2 to 200 members and at least two directors; it restricts share transfers and may not invite the public to subscribe. The most common form for Indian businesses and foreign subsidiaries.',
    source: 'YSP9',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'in',
    short_name: 'Ltd',
    full_name: 'Public limited company',
    description:
      'Company with at least seven members and three directors that may raise capital from the public and list its shares.',
    source: 'DDKQ',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'in',
    short_name: 'OPC',
    full_name: 'One person company',
    description:
      'Private company with a single member, who must be a natural person and an Indian citizen; designed for solo entrepreneurs.',
    source: 'I47Z',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'in',
    short_name: 'LLP',
    full_name: 'Limited liability partnership',
    description:
      "Body corporate under the Limited Liability Partnership Act 2008 with at least two designated partners, one of them resident in India; partners' liability is limited to their agreed contribution.",
    source: 'U5S6',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'in',
    short_name: 'Partnership firm',
    full_name: 'Partnership firm',
    description:
      'Partnership under the Indian Partnership Act 1932 whose partners have unlimited joint and several liability; registration with the Registrar of Firms is optional but affects the ability to sue.',
    source: 'A0PS',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'in',
    short_name: 'Section 8 company',
    full_name: 'Section 8 company (non-profit company)',
    description:
      'Company licensed under section 8 of the Companies Act 2013 to promote charitable or similar objects; it must apply its income to those objects and may not pay dividends.',
    source: '9ME5',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'in',
    short_name: 'Sole proprietorship',
    full_name: 'Sole proprietorship',
    description:
      'Business owned and run by one individual without separate legal identity; the owner has unlimited liability.',
    source: '4QIE',
    source_url: ELF,
  },
];

const au: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'au',
    short_name: 'Pty Ltd',
    full_name: 'Proprietary company limited by shares',
    description:
      'Private company under the Corporations Act 2001 with no more than 50 non-employee shareholders that may not raise funds from the public; the standard form for Australian businesses.',
    source: 'TXVC',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'au',
    short_name: 'Ltd',
    full_name: 'Public company limited by shares',
    description:
      'Company that may raise funds from the public and list on a securities exchange; it needs at least three directors and a company secretary.',
    source: 'R4KK',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'au',
    short_name: 'Ltd by guarantee',
    full_name: 'Public company limited by guarantee',
    description:
      'Company without share capital whose members guarantee a set amount if it is wound up; used by charities and not-for-profit organisations.',
    source: 'LZFR',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'au',
    short_name: 'NL',
    full_name: 'No liability company',
    description:
      'Public company restricted to mining purposes whose shareholders are not obliged to pay calls on partly paid shares.',
    source: 'PQHL',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'au',
    short_name: 'LP',
    full_name: 'Limited partnership',
    description:
      'Partnership registered under state or territory legislation with general partners of unlimited liability and limited partners; also used for venture capital limited partnerships (VCLPs).',
    source: 'J4JC',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'au',
    short_name: 'Trust',
    full_name: 'Trust (trading, discretionary or unit trust)',
    description:
      'Arrangement in which a trustee, often a company, holds assets and carries on business for beneficiaries; very common as a trading structure in Australia, so the trustee, settlor and beneficiaries need identifying.',
    source: '7TPC',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'au',
    short_name: 'Inc.',
    full_name: 'Incorporated association',
    description:
      'Non-profit association incorporated under state or territory legislation, used by clubs and community groups.',
    source: 'BC38',
    source_url: ELF,
  },
];

const id: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'id',
    short_name: 'PT',
    full_name: 'Perseroan Terbatas (PT PMDN)',
    description:
      'Limited liability company owned by Indonesian investors; shareholders are liable only up to their shares. The most common Indonesian business form.',
    source: 'UD1V',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'id',
    short_name: 'PT PMA',
    full_name: 'Perseroan Terbatas Penanaman Modal Asing',
    description:
      'Limited liability company with any foreign shareholding, licensed through the Ministry of Investment (BKPM) and subject to the positive investment list and minimum investment requirements.',
    source: 'JAJS',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'id',
    short_name: 'PT Tbk',
    full_name: 'Perseroan Terbuka',
    description:
      "Public limited company whose shares are offered to the public, typically listed on the Indonesia Stock Exchange; 'Tbk' is appended to its name.",
    source: 'AEZW',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'id',
    short_name: 'PT Perorangan',
    full_name: 'Perseroan perorangan (individual limited company)',
    description:
      'Limited liability company with a single individual founder for micro and small businesses, introduced by the Job Creation legislation and formed by an electronic statement instead of a notarial deed.',
    source: 'Law No. 40 of 2007 on Limited Liability Companies, as amended by Law No. 6 of 2023 (Job Creation)',
    source_url: null,
  },
  {
    jurisdiction_code: 'id',
    short_name: 'CV',
    full_name: 'Commanditaire Vennootschap (persekutuan komanditer)',
    description:
      'Limited partnership, without legal-entity status, with active partners of unlimited liability and passive partners liable up to their contribution.',
    source: 'B8VT',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'id',
    short_name: 'Firma',
    full_name: 'Persekutuan firma',
    description: 'General partnership trading under a common name whose partners are jointly and severally liable.',
    source: 'BJT3',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'id',
    short_name: 'Koperasi',
    full_name: 'Koperasi',
    description: 'Member-owned cooperative, including savings-and-loan cooperatives.',
    source: '72I6',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'id',
    short_name: 'Yayasan',
    full_name: 'Yayasan',
    description: 'Foundation without members established for social, religious or humanitarian purposes.',
    source: 'HELT',
    source_url: ELF,
  },
];

const sg: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'sg',
    short_name: 'Pte. Ltd.',
    full_name: 'Private company limited by shares',
    description:
      'Company under the Companies Act 1967 with no more than 50 members whose shares are not freely transferable; it needs at least one locally resident director. The standard Singapore business vehicle.',
    source: 'IWZF',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'sg',
    short_name: 'EPC',
    full_name: 'Exempt private company',
    description:
      'Private company with no more than 20 members and, subject to limited exceptions, no corporate shareholders; it qualifies for certain financial-statement filing exemptions.',
    source: 'Y8W9',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'sg',
    short_name: 'Ltd',
    full_name: 'Public company limited by shares',
    description:
      'Company that may have more than 50 members and offer shares to the public, subject to prospectus requirements.',
    source: 'VVOX',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'sg',
    short_name: 'CLG',
    full_name: 'Public company limited by guarantee',
    description:
      'Company without share capital whose members guarantee a contribution if it is wound up; used by charities and associations.',
    source: 'HRKG',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'sg',
    short_name: 'LLP',
    full_name: 'Limited liability partnership',
    description:
      "Partnership with separate legal personality under the Limited Liability Partnerships Act 2005; partners are not personally liable for the LLP's debts or for other partners' misconduct.",
    source: '5SGV',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'sg',
    short_name: 'LP',
    full_name: 'Limited partnership',
    description:
      'Partnership under the Limited Partnerships Act 2008 with at least one general partner of unlimited liability; it has no separate legal personality.',
    source: '17FJ',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'sg',
    short_name: 'VCC',
    full_name: 'Variable capital company',
    description:
      'Corporate vehicle for collective investment schemes under the Variable Capital Companies Act 2018, managed by a licensed or registered fund manager and able to house multiple sub-funds.',
    source: 'Variable Capital Companies Act 2018',
    source_url: null,
  },
  {
    jurisdiction_code: 'sg',
    short_name: 'Sole proprietorship',
    full_name: 'Sole proprietorship',
    description:
      'Business owned by one individual and registered with ACRA under the Business Names Registration Act 2014; the owner is personally liable.',
    source: 'NFDF',
    source_url: ELF,
  },
];

const hk: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'hk',
    short_name: 'Ltd',
    full_name: 'Private company limited by shares',
    description:
      'Company under the Companies Ordinance (Cap. 622) that restricts share transfers, has no more than 50 members and may not invite the public to subscribe; the standard Hong Kong vehicle.',
    source: '254M',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'hk',
    short_name: 'Public Ltd',
    full_name: 'Public company limited by shares',
    description: 'Company limited by shares that may offer its shares to the public and seek a listing.',
    source: 'EPG7',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'hk',
    short_name: 'CLG',
    full_name: 'Company limited by guarantee',
    description:
      'Company without share capital whose members guarantee a contribution if it is wound up; commonly used by charities.',
    source: 'S2E3',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'hk',
    short_name: 'LP',
    full_name: 'Limited partnership',
    description:
      'Partnership under the Limited Partnerships Ordinance (Cap. 37) with at least one general partner of unlimited liability.',
    source: 'XPE5',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'hk',
    short_name: 'LPF',
    full_name: 'Limited partnership fund',
    description:
      'Fund vehicle registered since 2020 under the Limited Partnership Fund Ordinance (Cap. 637), managed by an investment manager and used by private-equity and venture funds.',
    source: 'Limited Partnership Fund Ordinance (Cap. 637)',
    source_url: null,
  },
  {
    jurisdiction_code: 'hk',
    short_name: 'Sole proprietorship',
    full_name: 'Sole proprietorship',
    description:
      'Unincorporated business of one individual registered under the Business Registration Ordinance (Cap. 310); the owner has unlimited liability.',
    source: 'Business Registration Ordinance (Cap. 310)',
    source_url: null,
  },
];

export const asiaPacificCompanyTypes: readonly CompanyTypeInput[] = [
  ...cn,
  ...jp,
  ...kr,
  ...inCompanyTypes,
  ...au,
  ...id,
  ...sg,
  ...hk,
];
