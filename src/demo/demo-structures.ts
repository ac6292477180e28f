import type { StructureInputData } from '../services/case-structure.js';

/** The ownership structures the demo shows, one per shape a reviewer meets. */
export const DEMO_STRUCTURE_KINDS = [
  'simple',
  'three_layers',
  'joint_venture',
  'circular',
  'under_75',
  'ubo_by_default',
] as const;
export type DemoStructureKind = (typeof DEMO_STRUCTURE_KINDS)[number];

const person = (key: string, given_names: string, surname: string, date_of_birth: string, nationality: string) => ({
  key,
  type: 'person',
  person: { given_names, surname, date_of_birth, nationality },
});
const company = (key: string, formal_name: string, company_number: string, jurisdiction_code: string) => ({
  key,
  type: 'company',
  company: { formal_name, company_number, jurisdiction_code },
  listed_on: null,
});
const holds = (holder: string, held: string, shares: number, voting_rights: number | null = null) => ({
  holder,
  held,
  shares,
  voting_rights,
});

/**
 * A declared structure of the given shape for a demo case whose first director is `directorId`:
 * - simple: the director (60 %) and a second person (40 %);
 * - three_layers: a person through a holding, through a sub-holding, through N3 Enterprises (62.5 % indirectly);
 * - joint_venture: two companies 50/50, each owned by one person;
 * - circular: two companies holding each other, with a person behind each;
 * - under_75: 40 % held by a company whose owners are not declared;
 * - ubo_by_default: five people at 20 % each, so the director is named as senior managing official.
 */
export function demoStructure(kind: DemoStructureKind, directorId: string): StructureInputData {
  const director = { key: 'director', type: 'person', director_id: directorId };
  switch (kind) {
    case 'simple':
      return {
        entities: [director, person('p2', 'Tomasz', 'Wróbel', '1979-06-14', 'pl')],
        holdings: [holds('director', 'root', 60), holds('p2', 'root', 40)],
      };
    case 'three_layers':
      return {
        entities: [
          director,
          person('owner', 'Amara', 'Nwosu', '1971-11-02', 'ng'),
          company('holding', 'Nwosu Family Holdings Ltd', 'NFH-2011', 'gb'),
          company('sub', 'Meridian Sub-Holdings BV', '58231004', 'nl'),
          company('n3', 'N3 Enterprises Ltd', 'HE 401122', 'cy'),
        ],
        holdings: [
          holds('owner', 'holding', 100),
          holds('holding', 'sub', 62.5),
          holds('director', 'sub', 37.5),
          holds('sub', 'n3', 100),
          holds('n3', 'root', 100),
        ],
      };
    case 'joint_venture':
      return {
        entities: [
          director,
          person('p2', 'Ingrid', 'Solberg', '1983-03-22', 'no'),
          company('a', 'Fjord Ventures AS', '923 456 789', 'no'),
          company('b', 'Harbour Capital Ltd', '11874520', 'gb'),
        ],
        holdings: [holds('a', 'root', 50), holds('b', 'root', 50), holds('p2', 'a', 100), holds('director', 'b', 100)],
      };
    case 'circular':
      return {
        entities: [
          director,
          person('p2', 'Lucía', 'Ferrer', '1977-08-09', 'es'),
          company('a', 'Alba Participaciones SL', 'B-87654321', 'es'),
          company('b', 'Beacon Holdings Ltd', '09981234', 'gb'),
        ],
        holdings: [
          holds('a', 'root', 70),
          holds('director', 'root', 30),
          holds('b', 'a', 40),
          holds('a', 'b', 25),
          holds('p2', 'a', 60),
          holds('p2', 'b', 75),
        ],
      };
    case 'under_75':
      return {
        entities: [director, company('nominee', 'Cedar Nominees Ltd', 'KY-55102', 'ky')],
        holdings: [holds('director', 'root', 60), holds('nominee', 'root', 40)],
      };
    case 'ubo_by_default':
      return {
        entities: [
          person('p1', 'Kenji', 'Watanabe', '1981-01-15', 'jp'),
          person('p2', 'Aiko', 'Tanaka', '1985-05-30', 'jp'),
          person('p3', 'Haruto', 'Sato', '1979-09-09', 'jp'),
          person('p4', 'Yui', 'Kobayashi', '1990-12-01', 'jp'),
          person('p5', 'Ren', 'Ito', '1988-04-18', 'jp'),
        ],
        holdings: ['p1', 'p2', 'p3', 'p4', 'p5'].map((k) => holds(k, 'root', 20)),
      };
  }
}
