import { roundPercent } from '../../rules/ownership.js';
import type { Db } from '../db/database.js';
import type { OwnershipRiskInput, RiskParty } from '../domain/risk-model.js';
import { computeStructure } from './ownership-reads.js';
import { loadStructure } from './ownership-snapshot.js';

/** How the explanation words a control by other means; it names the kind of control, never the person. */
const CONTROL_WORDS: Record<string, string> = {
  right_to_appoint_board: 'a person with the right to appoint the board',
  other_significant_influence: 'a person with other significant influence',
};

/** A jurisdiction code as the jurisdiction factor reads it: the country part ("us_de" → "us"). */
function countryOf(code: string | null): string | null {
  if (code === null || code.trim() === '') return null;
  return code.trim().toLowerCase().split(/[_-]/)[0] ?? null;
}

/**
 * The ownership factor's input from the case's declared structure, computed as the ownership reads compute it
 * (inside the caller's transaction, so a structure just written counts): layers, the share traced to people,
 * circularity, control by other means, and the UBOs and corporate shareholders with their countries for the
 * jurisdiction factor. Parties are named by role, so an explanation holds no personal data of its own.
 */
export async function ownershipRiskInput(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<OwnershipRiskInput> {
  const computed = computeStructure(await loadStructure(db, accountId, verificationId));
  const { result, snapshot, personById } = computed;
  const parties: RiskParty[] = [];
  for (const e of snapshot.entities) {
    if (e.type === 'company')
      parties.push({ label: 'a corporate shareholder', country: countryOf(e.jurisdiction_code) });
  }
  for (const ubo of result.ubos) {
    if (ubo.by_default) continue;
    parties.push({ label: 'a UBO', country: countryOf(personById.get(ubo.key)?.nationality ?? null) });
  }
  const otherControl = snapshot.entities
    .filter((e) => e.control !== null)
    .map((e) => CONTROL_WORDS[e.control?.nature ?? ''] ?? 'a person with control by other means');
  return {
    layers: result.layers,
    tracedPercent: roundPercent(result.traced_percentage),
    circular: !result.acyclic,
    otherControl: [...new Set(otherControl)],
    parties,
  };
}
