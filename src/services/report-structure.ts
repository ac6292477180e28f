import type { ReportStructure } from '../report/structure-report.js';
import { type ComputedStructure, presentPeople, presentStructure } from './ownership-reads.js';

const ROLE_WORDS: Record<string, string> = {
  ubo: 'UBO',
  controller: 'Controller',
  director: 'Director',
  shareholder: 'Shareholder',
};

/** The case's computed ownership as the report prints it: a row per entity, the UBOs, the warnings. */
export function reportStructureOf(c: ComputedStructure, root: { name: string; jurisdiction: string | null }) {
  const s = presentStructure(c);
  const roles = new Map(presentPeople(c).map((p) => [p.id, p.roles]));
  const structure: ReportStructure = {
    threshold: s.threshold,
    tracedPercentage: s.traced_percentage,
    entities: [
      {
        name: root.name,
        type: 'company',
        root: true,
        direct: 0,
        indirect: 100,
        roles: [],
        jurisdiction: root.jurisdiction,
        listedOn: null,
      },
      ...s.entities.map((e) => ({
        name: e.company ? e.company.formal_name : `${e.person?.given_names ?? ''} ${e.person?.surname ?? ''}`.trim(),
        type: e.type === 'company' ? ('company' as const) : ('person' as const),
        root: false,
        direct: e.direct_shares,
        indirect: e.indirect_shares,
        roles: e.person
          ? ['ubo', 'controller', 'director', 'shareholder']
              .filter((r) => (roles.get(e.person?.id ?? '') ?? []).includes(r as never))
              .map((r) => ROLE_WORDS[r] ?? r)
          : ['Shareholder'],
        jurisdiction: e.company?.jurisdiction_code ?? null,
        listedOn: e.listed_on,
      })),
    ],
    ubos: s.ubos.map((u) => ({
      name: `${u.person.given_names} ${u.person.surname}`,
      percentage: u.approximate_percentage_of_shares,
      natures: u.natures_of_control,
      description: u.description,
      byDefault: u.ubo_by_default,
    })),
    warnings: s.warnings.map((w) => w.message),
  };
  return structure;
}
