import type { FieldChange } from './revision-diff.js';

/** The parts of a recorded ownership structure a diff reads (see services/ownership-snapshot). */
export interface OwnershipSnapshotLike {
  readonly companies?: readonly Record<string, unknown>[];
  readonly persons?: readonly { readonly id: string; readonly given_names: string; readonly surname: string }[];
  readonly entities?: readonly {
    readonly id: string;
    readonly type: string;
    readonly person_id: string | null;
    readonly formal_name: string | null;
    readonly control: { readonly nature: string; readonly description: string } | null;
  }[];
  readonly holdings?: readonly {
    readonly holder: string;
    readonly held: string | null;
    readonly shares: number;
    readonly voting_rights: number | null;
  }[];
}

/**
 * Who holds what, by name: entity ids change with every replacement of a structure, so holdings are matched on
 * "holder in held" as a person reads them, and a control arrangement on its person.
 */
function described(s: OwnershipSnapshotLike | undefined) {
  const persons = new Map((s?.persons ?? []).map((p) => [p.id, `${p.given_names} ${p.surname}`.trim()]));
  const names = new Map<string, string>();
  for (const e of s?.entities ?? [])
    names.set(
      e.id,
      e.type === 'company' ? (e.formal_name ?? 'A company') : (persons.get(e.person_id ?? '') ?? 'A person'),
    );
  const root = String(s?.companies?.[0]?.formal_name ?? 'The company');
  const holdings = new Map<string, { shares: number; voting_rights: number | null }>();
  for (const h of s?.holdings ?? []) {
    const key = `${names.get(h.holder) ?? 'Someone'} in ${h.held === null ? root : (names.get(h.held) ?? 'a company')}`;
    holdings.set(key, { shares: h.shares, voting_rights: h.voting_rights });
  }
  const controls = new Map<string, string>();
  for (const e of s?.entities ?? [])
    if (e.control) controls.set(names.get(e.id) ?? 'A person', `${e.control.nature}: ${e.control.description}`);
  return { holdings, controls };
}

/** What changed in the declared ownership structure: holdings added, removed or changed, and control by other means. */
export function ownershipChanges(
  before: OwnershipSnapshotLike | undefined,
  after: OwnershipSnapshotLike | undefined,
): FieldChange[] {
  const was = described(before);
  const now = described(after);
  const out: FieldChange[] = [];
  for (const [subject, h] of now.holdings) {
    const old = was.holdings.get(subject);
    if (!old) out.push({ section: 'holding', subject, change: 'added', field: null, before: null, after: h });
    else
      for (const field of ['shares', 'voting_rights'] as const)
        if (old[field] !== h[field])
          out.push({ section: 'holding', subject, change: 'changed', field, before: old[field], after: h[field] });
  }
  for (const [subject, h] of was.holdings)
    if (!now.holdings.has(subject))
      out.push({ section: 'holding', subject, change: 'removed', field: null, before: h, after: null });
  for (const [subject, text] of now.controls)
    if (was.controls.get(subject) !== text)
      out.push({
        section: 'control',
        subject,
        change: was.controls.has(subject) ? 'changed' : 'added',
        field: was.controls.has(subject) ? 'control' : null,
        before: was.controls.get(subject) ?? null,
        after: text,
      });
  for (const [subject, text] of was.controls)
    if (!now.controls.has(subject))
      out.push({ section: 'control', subject, change: 'removed', field: null, before: text, after: null });
  return out;
}
