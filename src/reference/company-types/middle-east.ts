import { type CompanyTypeInput, ELF_CODE_LIST_URL as ELF } from './shared.js';

const sa: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'sa',
    short_name: 'LLC',
    full_name: "Limited liability company (sharikah dhat mas'uliyah mahdudah)",
    description:
      'Company whose partners are liable only up to their capital contributions and which may have a single partner; the most common form, including for foreign-owned businesses licensed by the Ministry of Investment.',
    source: 'TTE8',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'sa',
    short_name: 'JSC',
    full_name: 'Joint stock company (sharikah musahamah)',
    description:
      'Company whose capital is divided into tradable shares; the form required for listing on the Saudi Exchange (Tadawul) and for banks and insurers.',
    source: '78VH',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'sa',
    short_name: 'SJSC',
    full_name: 'Simplified joint stock company',
    description:
      'Flexible joint-stock form introduced by the 2022 Companies Law that one or more persons can form, aimed at start-ups and venture investment.',
    source: 'Companies Law (Royal Decree No. M/132 of 1443H)',
    source_url: null,
  },
  {
    jurisdiction_code: 'sa',
    short_name: 'General partnership',
    full_name: 'General partnership (sharikat al-tadamun)',
    description: 'Partnership whose partners are jointly and severally liable for its debts with all their assets.',
    source: 'T2NA',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'sa',
    short_name: 'Limited partnership',
    full_name: 'Limited partnership (sharikat al-tawsiyah al-basitah)',
    description:
      'Partnership with general partners of unlimited liability and limited partners liable only up to their share of the capital.',
    source: 'WHCI',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'sa',
    short_name: 'Sole establishment',
    full_name: "Sole proprietorship (mu'assasah fardiyah)",
    description:
      'Business registered in the commercial register in the name of an individual owner, who is personally liable; it is not a separate legal entity.',
    source: 'Commercial Register Law',
    source_url: null,
  },
];

const ae: CompanyTypeInput[] = [
  {
    jurisdiction_code: 'ae',
    short_name: 'LLC',
    full_name: 'Limited liability company',
    description:
      "Onshore company licensed by an emirate's economic department, with 1 to 50 partners liable up to their shares; since 2021 most activities allow full foreign ownership.",
    source: 'RWVW',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ae',
    short_name: 'PJSC',
    full_name: 'Public joint stock company',
    description:
      'Company whose shares are offered to the public and listed, for example on ADX or DFM, governed by the Commercial Companies Law and securities regulations.',
    source: 'JGNU',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ae',
    short_name: 'PrJSC',
    full_name: 'Private joint stock company',
    description: 'Joint stock company whose shares are not offered to the public.',
    source: 'WR09',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ae',
    short_name: 'Joint liability company',
    full_name: 'Joint liability company (general partnership)',
    description:
      'Partnership of natural persons who are jointly and severally liable for its obligations with all their assets.',
    source: 'F8VX',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ae',
    short_name: 'Sole establishment',
    full_name: 'Sole proprietorship (sole establishment)',
    description:
      'Business owned by one individual, who is personally liable for its debts; it is not a separate legal person.',
    source: 'MV4S',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ae',
    short_name: 'Free zone company',
    full_name: 'Free zone company (FZE / FZCO / FZ-LLC)',
    description:
      "Company licensed by one of the UAE's free-zone authorities (e.g. DMCC, JAFZA, DAFZA) under that zone's own regulations; it may be fully foreign-owned but generally needs a distributor or onshore licence to trade in the mainland.",
    source: 'Regulations of the relevant free-zone authority',
    source_url: null,
  },
  {
    jurisdiction_code: 'ae',
    short_name: 'DIFC Ltd',
    full_name: 'DIFC private company limited by shares',
    description:
      'Company incorporated in the Dubai International Financial Centre, a common-law financial free zone with its own companies law and registrar.',
    source: '70EO',
    source_url: ELF,
  },
  {
    jurisdiction_code: 'ae',
    short_name: 'ADGM Ltd',
    full_name: 'ADGM private company limited by shares',
    description:
      'Company incorporated in Abu Dhabi Global Market, a common-law financial free zone with its own companies regulations and registration authority.',
    source: 'OSE2',
    source_url: ELF,
  },
];

export const middleEastCompanyTypes: readonly CompanyTypeInput[] = [...sa, ...ae];
