import type { ApplicationDraft } from '../../web/portal/api/types.js';
import { missing, requirements } from './portal-application-fixture.js';
import { type CompletenessCase, FULL, fullDraft, VERIFIED } from './portal-completeness-cases.js';

// The Ownership step's rows of the one table the portal's checklist and the service's completeness rules share
// (see portal-completeness-cases.ts and test/unit/portal-checklist.test.ts).

/** A profile that asks who owns the company (section `ownership`) besides the company and its directors. */
export const OWNERSHIP = requirements({ sections: ['company_details', 'directors', 'ownership'] });

/** The same, with the shareholder register among its company documents and a passport of every person. */
export const OWNERSHIP_DOCUMENTS = requirements({
  sections: ['company_details', 'directors', 'ownership'],
  document_types: { company: ['shareholder_register'], person: ['passport'] },
});

const CHART_UPLOAD = '01a200a0-0000-7000-8000-0000000000b1';
const OWNER_PASSPORT = (key: string, upload: string) => ({
  key: `${key}p`,
  document_type: 'passport',
  upload_ids: [upload],
  number: 'P7654321',
  country_of_issue: 'us',
  expiration_date: '2032-01-31',
});

/** Two layers with each beneficial owner's passport (Ada 40 %, Grace 60 % through the holding). */
function twoLayersWithPassports(): NonNullable<ApplicationDraft['ownership']> {
  const o = twoLayers();
  const passports: Record<string, string> = {
    s1: '01a200a0-0000-7000-8000-0000000000b2',
    s3: '01a200a0-0000-7000-8000-0000000000b3',
  };
  return {
    ...o,
    entities: o.entities.map((e) => {
      const upload = passports[e.key];
      return upload ? { ...e, documents: [OWNER_PASSPORT(e.key, upload)] } : e;
    }),
  };
}

const ADA = { given_names: 'Ada', surname: 'Lovelace', date_of_birth: '1985-12-10', nationality: 'gb' };

/** Two layers: Ada holds 40 % directly, a holding (owned 100 % by Grace) 60 %. */
export function twoLayers(): NonNullable<ApplicationDraft['ownership']> {
  return {
    entities: [
      { key: 's1', type: 'person', person: ADA },
      {
        key: 's2',
        type: 'company',
        company: { formal_name: 'N3 Holdings Ltd', company_number: '998877', jurisdiction_code: 'gb' },
      },
      { key: 's3', type: 'person', person: { ...ADA, given_names: 'Grace', surname: 'Hopper' } },
    ],
    holdings: [
      { key: 'h1', holder: 's1', held: 'root', shares: '40' },
      { key: 'h2', holder: 's2', held: 'root', shares: '60' },
      { key: 'h3', holder: 's3', held: 's2', shares: '100' },
    ],
  };
}

export const OWNERSHIP_CASES: readonly CompletenessCase[] = [
  {
    name: 'ownership: two layers traced to people',
    requirements: OWNERSHIP,
    challenges: [VERIFIED],
    draft: fullDraft({ ownership: twoLayers() }),
    missing: [],
  },
  {
    name: 'ownership: asked and nobody declared',
    requirements: OWNERSHIP,
    challenges: [VERIFIED],
    draft: fullDraft(),
    missing: ['ownership:none'],
  },
  {
    name: 'ownership: not asked by the profile, nothing is checked',
    requirements: requirements({ sections: ['company_details', 'directors'] }),
    challenges: [VERIFIED],
    draft: fullDraft({ ownership: { entities: [{ key: 's1', type: 'company' }], holdings: [] } }),
    missing: [],
  },
  {
    name: 'ownership: a company that is neither listed nor traced to its own shareholders',
    requirements: OWNERSHIP,
    challenges: [VERIFIED],
    draft: fullDraft({
      ownership: {
        ...twoLayers(),
        holdings: twoLayers().holdings.filter((h) => h.key !== 'h3'),
        entities: twoLayers().entities.filter((e) => e.key !== 's3'),
      },
    }),
    missing: ['ownership:s2'],
  },
  {
    name: 'ownership: a listed company ends the chain once its exchange is named',
    requirements: OWNERSHIP,
    challenges: [VERIFIED],
    draft: fullDraft({
      ownership: {
        entities: [
          {
            key: 's2',
            type: 'company',
            listed: true,
            listed_on: 'London Stock Exchange',
            company: { formal_name: 'Big plc', company_number: '1', jurisdiction_code: 'gb' },
          },
          {
            key: 's4',
            type: 'company',
            listed: true,
            listed_on: ' ',
            company: { formal_name: 'Other plc', company_number: '2', jurisdiction_code: 'gb' },
          },
        ],
        holdings: [
          { key: 'h2', holder: 's2', held: 'root', shares: '60' },
          { key: 'h4', holder: 's4', held: 'root', shares: '40' },
        ],
      },
    }),
    missing: ['ownership:s4'],
  },
  {
    name: 'ownership: a percentage that is not one, and a person without a date of birth',
    requirements: OWNERSHIP,
    challenges: [VERIFIED],
    draft: fullDraft({
      ownership: {
        entities: [
          { key: 's1', type: 'person', person: { ...ADA, date_of_birth: '' } },
          { key: 's5', type: 'person', person: ADA },
        ],
        holdings: [
          { key: 'h1', holder: 's1', held: 'root', shares: '50' },
          { key: 'h5', holder: 's5', held: 'root', shares: '150', voting_rights: '' },
        ],
      },
    }),
    missing: ['ownership:s1', 'ownership:s5'],
  },
  {
    name: 'ownership: a director who holds shares is linked, not asked twice; a removed director is not',
    requirements: OWNERSHIP,
    challenges: [VERIFIED],
    draft: fullDraft({
      ownership: {
        entities: [
          { key: 's1', type: 'person', director_key: 'd1' },
          { key: 's6', type: 'person', director_key: 'gone' },
        ],
        holdings: [
          { key: 'h1', holder: 's1', held: 'root', shares: '50' },
          { key: 'h6', holder: 's6', held: 'root', shares: '50,5' },
        ],
      },
    }),
    missing: ['ownership:s6'],
  },
  {
    name: 'ownership: control by other means needs its description',
    requirements: OWNERSHIP,
    challenges: [VERIFIED],
    draft: fullDraft({
      ownership: {
        entities: [
          { key: 's1', type: 'person', person: ADA, control: { nature: 'right_to_appoint_board', description: '' } },
        ],
        holdings: [{ key: 'h1', holder: 's1', held: 'root', shares: '0' }],
      },
    }),
    missing: ['ownership:s1'],
  },
  {
    name: 'ownership: answered "Not applicable" with its reason',
    requirements: OWNERSHIP,
    challenges: [VERIFIED],
    draft: fullDraft({ not_applicable: [{ section: 'ownership', reason: 'A public body: no shareholders' }] }),
    missing: [],
  },
  {
    name: 'update: the structure asked again',
    requirements: FULL,
    requested: missing({ sections: ['ownership'] }),
    draft: {},
    missing: ['ownership:none'],
  },
  {
    name: 'ownership documents: neither register nor chart, no beneficial owner’s passport',
    requirements: OWNERSHIP_DOCUMENTS,
    challenges: [VERIFIED],
    draft: fullDraft({ ownership: twoLayers(), documents: [] }),
    missing: ['ownership:documents', 'ownership:s1:doc:passport', 'ownership:s3:doc:passport'],
  },
  {
    name: 'ownership documents: an organisational chart stands for the register; each owner’s passport given',
    requirements: OWNERSHIP_DOCUMENTS,
    challenges: [VERIFIED],
    draft: fullDraft({
      ownership: twoLayersWithPassports(),
      documents: [{ key: 'k2', document_type: 'organisational_chart', upload_ids: [CHART_UPLOAD] }],
    }),
    missing: [],
  },
  {
    name: 'ownership documents: a shareholder who is a director gives no second passport',
    requirements: OWNERSHIP_DOCUMENTS,
    challenges: [VERIFIED],
    draft: fullDraft({
      ownership: {
        ...twoLayers(),
        entities: twoLayers().entities.map((e) =>
          e.key === 's1' ? { key: 's1', type: 'person' as const, director_key: 'd1' } : e,
        ),
      },
      documents: [{ key: 'k2', document_type: 'shareholder_register', upload_ids: [CHART_UPLOAD] }],
    }),
    missing: ['ownership:s3:doc:passport'],
  },
  {
    name: 'ownership documents: a passport without its number, issuing country and expiry',
    requirements: OWNERSHIP_DOCUMENTS,
    challenges: [VERIFIED],
    draft: fullDraft({
      ownership: {
        ...twoLayers(),
        entities: twoLayers().entities.map((e) =>
          e.key === 's3'
            ? {
                ...e,
                documents: [
                  { key: 'g', document_type: 'passport', upload_ids: ['01a200a0-0000-7000-8000-0000000000b4'] },
                ],
              }
            : e.key === 's1'
              ? { key: 's1', type: 'person' as const, director_key: 'd1' }
              : e,
        ),
      },
      documents: [{ key: 'k2', document_type: 'shareholder_register', upload_ids: [CHART_UPLOAD] }],
    }),
    missing: ['ownership:s3:doc:passport'],
  },
  {
    name: 'ownership documents: the structure answered "Not applicable" waives the register too',
    requirements: OWNERSHIP_DOCUMENTS,
    challenges: [VERIFIED],
    draft: fullDraft({ not_applicable: [{ section: 'ownership', reason: 'A public body: no shareholders' }] }),
    missing: [],
  },
  {
    name: 'update: one missing owner asked, none added yet',
    requirements: FULL,
    requested: missing({
      ownership_owners: [{ company_id: 's2', root: false, name: 'N3 Holdings Ltd', holder_ids: ['s3'] }],
    }),
    draft: { ownership: twoLayers() },
    missing: ['ownership:owner:s2'],
  },
  {
    name: 'update: one missing owner added to the holding',
    requirements: FULL,
    requested: missing({
      ownership_owners: [{ company_id: 's2', root: false, name: 'N3 Holdings Ltd', holder_ids: ['s3'] }],
    }),
    draft: {
      ownership: {
        entities: [
          ...twoLayers().entities,
          { key: 's4', type: 'person', person: { ...ADA, given_names: 'Mary', surname: 'Jackson' } },
        ],
        holdings: [...twoLayers().holdings, { key: 'h4', holder: 's4', held: 's2', shares: '30' }],
      },
    },
    missing: [],
  },
  {
    name: 'update: a missing owner of the company under review, the new shareholder still incomplete',
    requirements: FULL,
    requested: missing({
      ownership_owners: [{ company_id: 'c1', root: true, name: 'Acme Widgets Ltd', holder_ids: ['s1', 's2'] }],
    }),
    draft: {
      ownership: {
        entities: [...twoLayers().entities, { key: 's4', type: 'person', person: { given_names: 'Mary' } }],
        holdings: [...twoLayers().holdings, { key: 'h4', holder: 's4', held: 'root', shares: '10' }],
      },
    },
    missing: ['ownership:s4'],
  },
];
