import { Type } from '@sinclair/typebox';
import { NATURES_OF_CONTROL } from '../../../rules/ownership.js';
import { DateText, Nullable, TimestampText, Uuid } from './common.js';
import { companyListFields } from './company.js';
import { Address } from './director.js';
import { DocumentRecord } from './document.js';

const personFields = {
  id: Uuid,
  given_names: Type.String(),
  surname: Type.String(),
  date_of_birth: Nullable(DateText),
  nationality: Nullable(Type.String({ description: 'lower-case ISO 3166-1 alpha-2 code' })),
  place_of_birth: Nullable(Type.String()),
  sex: Nullable(Type.String()),
  pep: Type.Boolean({ description: 'politically exposed person' }),
  pep_description: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  family_name: Nullable(Type.String({ description: 'A family name apart from the surname (e.g. a birth name)' })),
  parents_given_names: Nullable(Type.String({ description: 'The given names of the person’s parents' })),
  personal_number: Nullable(Type.String({ description: 'A national identification number' })),
  funds_sources: Nullable(Type.String({ description: 'Where the person’s funds come from' })),
  title_position: Nullable(Type.String({ description: 'The person’s title or position' })),
  created_at: TimestampText,
  updated_at: TimestampText,
  // The single reads (GET …/people/{pid}, …/ubos/{uid}) show the whole person, as GET …/directors/{id} does.
  address_of_residence: Type.Optional(
    Nullable(Type.Ref(Address, { description: 'In the single reads (not with ?revision=n)' })),
  ),
  address_for_correspondence: Type.Optional(
    Nullable(Type.Ref(Address, { description: 'Dossier keeps one address per person: always null' })),
  ),
  personal_verification: Type.Optional(
    Nullable(
      Type.Object(
        {},
        {
          additionalProperties: true,
          description: 'The source system’s individual (KYC) verification of the person: Dossier has none, null',
        },
      ),
    ),
  ),
  documents: Type.Optional(
    Type.Array(Type.Ref(DocumentRecord), { description: 'In the single reads (not with ?revision=n)' }),
  ),
};

export const CasePerson = Type.Object(personFields, { $id: 'CasePerson' });

export const CasePersonWithRoles = Type.Object(
  {
    ...personFields,
    roles: Type.Array(Type.String({ enum: ['director', 'shareholder', 'ubo', 'controller'] }), {
      description:
        'director (a director of the company), shareholder (holds shares of a company of the structure), ubo ' +
        '(a beneficial owner, computed), controller (controls by other means)',
    }),
  },
  { $id: 'CasePersonWithRoles' },
);

const Percent2 = (description: string) => Type.Number({ minimum: 0, description });

export const Ubo = Type.Object(
  {
    id: Uuid,
    person: Type.Ref(CasePerson),
    approximate_percentage_of_shares: Percent2(
      'the computed indirect ownership of the company, over all paths, rounded to 2 decimals',
    ),
    voting_rights_percentage: Percent2('the computed indirect voting rights, rounded to 2 decimals'),
    natures_of_control: Type.Array(Type.String({ enum: [...NATURES_OF_CONTROL] })),
    description: Type.String({ examples: ['Owns 62.5 % indirectly through N3 Enterprises Ltd'] }),
    ubo_by_default: Type.Boolean({
      description: 'a director named because no owner reaches the threshold (senior managing official)',
    }),
    created_at: TimestampText,
    updated_at: TimestampText,
  },
  {
    $id: 'Ubo',
    description: 'A beneficial owner. `id` is the person’s id (a person appears once per case, whatever their roles)',
  },
);

export const StructureCompany = Type.Object(
  {
    ...companyListFields,
    role: Type.String({
      enum: ['root', 'related_company', 'corporate_shareholder'],
      description: 'root is the company under review; corporate_shareholder a company of its ownership structure',
    }),
    listed_on: Nullable(Type.String({ description: 'the regulated market a corporate shareholder is listed on' })),
  },
  { $id: 'StructureCompany' },
);

const Holding = Type.Object({ company_id: Type.String(), shares: Type.Number() });

export const OwnershipGraph = Type.Object(
  {
    acyclic: Type.Boolean({ description: 'false when some companies hold shares in each other (circular ownership)' }),
    vertices: Type.Array(
      Type.Object({
        id: Type.String({ description: 'a company id (the root’s, or a corporate shareholder’s) or a person id' }),
        type: Type.String({ enum: ['Company', 'Person'] }),
        labels: Type.Object({
          name: Type.Optional(Type.String()),
          given_names: Type.Optional(Type.String()),
          surname: Type.Optional(Type.String()),
          root: Type.Optional(Type.Boolean()),
          shareholder: Type.Array(Holding, { description: 'the companies it holds shares of, directly' }),
          ubo: Type.Array(Holding, { description: 'the companies it is a beneficial owner of, with the computed %' }),
          director: Type.Array(Type.Object({ company_id: Type.String(), position: Type.String() })),
          calculated_shares: Type.Number({ description: 'indirect ownership of the root, rounded to 2 decimals' }),
        }),
      }),
    ),
    edges: Type.Array(
      Type.Object({
        source: Type.String(),
        target: Type.String(),
        labels: Type.Object({
          types: Type.Array(
            Type.String({ enum: ['corporate_shareholder', 'individual_shareholder', 'ubo', 'director'] }),
          ),
          shares: Type.Number({
            description: 'the declared direct %; on a ubo-only edge the computed %, on a director-only edge 0',
          }),
        }),
      }),
    ),
  },
  { $id: 'OwnershipGraph' },
);

export const OwnershipWarning = Type.Object({
  code: Type.String({
    enum: [
      'over_100_percent',
      'not_fully_traced',
      'more_than_3_layers',
      'circular_ownership',
      'high_risk_jurisdiction',
      'ubo_by_default',
    ],
  }),
  message: Type.String({ examples: ['Ownership not fully traced: 40 % held by entities whose owners are unknown'] }),
  entity_ids: Type.Array(Type.String(), { description: 'the entities (or the root company) it concerns' }),
});

export const OwnershipStructure = Type.Object(
  {
    root_company_id: Nullable(Uuid),
    threshold: Type.Number({ description: 'the UBO threshold of the case’s onboarding profile (percent)' }),
    acyclic: Type.Boolean(),
    traced_percentage: Type.Number({
      description: 'percent of the root traced to natural persons or listed companies',
    }),
    untraced_percentage: Type.Number(),
    layers: Type.Integer({ description: 'the most corporate layers between the root and an owner' }),
    entities: Type.Array(
      Type.Object({
        id: Uuid,
        type: Type.String({ enum: ['company', 'person'] }),
        company: Nullable(
          Type.Object({
            formal_name: Type.String(),
            company_number: Type.String(),
            jurisdiction_code: Nullable(Type.String()),
          }),
        ),
        listed_on: Nullable(Type.String()),
        person: Nullable(Type.Ref(CasePerson)),
        director_id: Nullable(Uuid),
        control: Nullable(Type.Object({ nature: Type.String(), description: Type.String() })),
        direct_shares: Type.Number({ description: 'percent of the root held directly' }),
        indirect_shares: Type.Number({ description: 'percent of the root held over all paths (2 decimals)' }),
        indirect_voting: Type.Number(),
        layer: Nullable(Type.Integer({ description: '1 for a direct shareholder of the root; null when unlinked' })),
      }),
    ),
    holdings: Type.Array(
      Type.Object({
        id: Uuid,
        holder: Uuid,
        held: Type.String({ description: 'an entity id, or "root" for the company under review' }),
        shares: Type.Number(),
        voting_rights: Nullable(Type.Number()),
      }),
    ),
    ubos: Type.Array(Type.Ref(Ubo)),
    warnings: Type.Array(OwnershipWarning, {
      description: 'What a reviewer must look at; the console shows them in Needs attention',
    }),
  },
  { $id: 'OwnershipStructure' },
);

export const ownershipSchemas = [
  CasePerson,
  CasePersonWithRoles,
  Ubo,
  StructureCompany,
  OwnershipGraph,
  OwnershipStructure,
];
