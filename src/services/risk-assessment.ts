import type { Insertable } from 'kysely';
import { fromBool, fromJson, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { findCompletenessProfile } from '../db/repositories/completeness-profiles-repository.js';
import { findNotApplicable } from '../db/repositories/customer-request-repository.js';
import {
  findLatestRiskModel,
  findRiskCases,
  insertRiskAssessments,
  insertRiskModelIfAbsent,
  listRiskParts,
  storeCaseRisk,
} from '../db/repositories/risk-repository.js';
import type { RiskAssessmentTable } from '../db/schema.js';
import { computeRequestedData, type ProfileRequirements } from '../domain/completeness-profile.js';
import { positionLabel } from '../domain/display-labels.js';
import { missingWithout } from '../domain/not-applicable.js';
import {
  type AssessedLevel,
  assessRisk,
  DEFAULT_RISK_MODEL,
  effectiveLevel,
  type RiskFactor,
  type RiskInputs,
  type RiskModel,
  type RiskOverride,
  type ScreeningRiskInput,
} from '../domain/risk-model.js';
import { uuidv7 } from '../domain/uuid.js';
import { riskLevelChangedEvent, type WebhookEvent } from '../domain/webhook-events.js';
import { loadCompletenessSnapshot } from './completeness-snapshot.js';
import { ownershipRiskInput } from './ownership-risk-input.js';
import type { Actor } from './service-context.js';

/** The standing assessment as the verification record shows it (`risk_assessment`), kept as JSON on the case. */
export interface StoredAssessment {
  readonly level: AssessedLevel;
  readonly computed_level: AssessedLevel;
  readonly score: number;
  readonly model_version: number;
  readonly factors: readonly RiskFactor[];
  readonly override: RiskOverride | null;
  readonly assessed_at: string;
}

/** The record's `risk_assessment`: the interface's fields, in its order. */
export function presentAssessment(value: unknown) {
  if (value === null || value === undefined) return null;
  const a = fromJson<StoredAssessment>(value);
  return {
    level: a.level,
    computed_level: a.computed_level,
    score: a.score,
    model_version: a.model_version,
    factors: a.factors.map((f) => ({ key: f.key, points: f.points, reason: f.reason })),
    override: a.override,
    assessed_at: a.assessed_at,
  };
}

/**
 * The account's current model. An account that never changed it gets version 1, the default as this release
 * ships it, written the first time it is needed (a concurrent first write loses quietly and reads the winner's).
 */
export async function currentRiskModel(db: Db, accountId: string, now: string) {
  const row = await findLatestRiskModel(db, accountId);
  if (row) return { version: row.version, model: fromJson<RiskModel>(row.model), created_at: row.created_at };
  await insertRiskModelIfAbsent(db, {
    account_id: accountId,
    version: 1,
    model: toJson(DEFAULT_RISK_MODEL),
    created_by: 'system',
    created_at: now,
  });
  const stored = await findLatestRiskModel(db, accountId);
  if (!stored) throw new Error('the default risk model could not be stored');
  return { version: stored.version, model: fromJson<RiskModel>(stored.model), created_at: stored.created_at };
}

const UNVERIFIED_OK = new Set(['verified', 'accepted', 'not_required']);

/** What onboarding still lacks, by section, or null when the case has no profile to judge by. */
async function missingOf(db: Db, accountId: string, verificationId: string, profileId: string | null) {
  if (profileId === null) return null;
  const profile = await findCompletenessProfile(db, accountId, profileId);
  if (!profile) return null;
  const snapshot = await loadCompletenessSnapshot(db, accountId, verificationId);
  const na = await findNotApplicable(db, accountId, verificationId);
  const requested = missingWithout(
    computeRequestedData(profile.id, fromJson<ProfileRequirements>(profile.requirements), snapshot),
    new Set(na.map((n) => n.section)),
  );
  const m = requested.missing;
  const out: string[] = [...m.sections.map((s) => s.replaceAll('_', ' '))];
  if (m.company_fields.length > 0) out.push(`${m.company_fields.length} company field(s)`);
  if (m.director_fields.length + m.person_fields.length > 0) out.push('director details');
  if (m.company_document_types.length > 0) out.push('company documents');
  if (m.person_document_types.length > 0) out.push('director documents');
  return out;
}

type RiskCaseRow = NonNullable<Awaited<ReturnType<typeof findRiskCases>>[number]>;
type RiskParts = Awaited<ReturnType<typeof listRiskParts>>;

/** The screening lists' names as the explanation gives them. */
const LIST_TITLES: Record<string, string> = {
  'ofac-sdn': 'OFAC SDN',
  un: 'UN Security Council',
  'eu-fsf': 'EU financial sanctions',
  opensanctions: 'OpenSanctions',
};

/** Who a hit's subject is, by role: a director by their position, like the PEP factor names them. */
function subjectLabel(role: string, subjectKey: string, directors: ReadonlyMap<string, string>): string {
  if (role === 'director') return directors.get(subjectKey) ?? 'a director';
  if (role === 'company') return 'the company';
  if (role === 'bank_account_holder') return 'a bank account holder';
  if (role === 'crypto_address') return 'a crypto address';
  if (role === 'ubo') return 'a UBO';
  if (role === 'shareholder') return 'a shareholder';
  return `a ${role.replaceAll('_', ' ')}`;
}

/**
 * The screening factor's input: the hits an officer decided are true matches (sanction → prohibited by itself,
 * PEP → the PEP factor). Absent (not empty) while the case has none, so the explanation shows no screening line.
 */
function screeningInput(
  rows: RiskParts['screening'],
  directors: ReadonlyMap<string, string>,
): ScreeningRiskInput | undefined {
  if (rows.length === 0) return undefined;
  const sanctionMatches: { subject: string; list: string }[] = [];
  const pepMatches: { subject: string; ref: string }[] = [];
  for (const row of rows) {
    const subject = subjectLabel(row.subject_role, row.subject_key, directors);
    if (row.category === 'sanction') sanctionMatches.push({ subject, list: LIST_TITLES[row.source] ?? row.source });
    else if (row.category === 'pep') pepMatches.push({ subject, ref: row.subject_key });
  }
  return { sanctionMatches, pepMatches };
}

/**
 * The cases' data as the model reads it, by case id: five queries for the whole batch (companies, directors,
 * crypto addresses, hits decided True match, which cases declare a structure), then the completeness rule for the
 * cases that have a profile and the computed structure for those that declare one. Reasons name roles, not people ("a director (CEO) declared PEP"), so
 * an explanation holds no personal data of its own.
 */
async function loadRiskInputs(
  db: Db,
  accountId: string,
  cases: readonly RiskCaseRow[],
  asOf: string,
): Promise<Map<string, RiskInputs>> {
  const parts = await listRiskParts(
    db,
    accountId,
    cases.map((c) => c.id),
  );
  const group = <T extends { verification_id: string }>(rows: readonly T[]) => {
    const by = new Map<string, T[]>();
    for (const row of rows) {
      const list = by.get(row.verification_id);
      if (list) list.push(row);
      else by.set(row.verification_id, [row]);
    }
    return by;
  };
  const companies = group(parts.companies);
  const people = group(parts.people);
  const crypto = group(parts.crypto);
  const screening = group(parts.screening);
  const out = new Map<string, RiskInputs>();
  const directorLabel = (p: { position: string | null }) =>
    `a director${p.position ? ` (${positionLabel(p.position)})` : ''}`;
  for (const c of cases) {
    const [primary, ...related] = companies.get(c.id) ?? [];
    const simple = c.risk_score_simple;
    const casePeople = people.get(c.id) ?? [];
    const directors = new Map(casePeople.map((p) => [`director:${p.director_id}`, directorLabel(p)]));
    const screeningFacts = screeningInput(screening.get(c.id) ?? [], directors);
    out.set(c.id, {
      asOf,
      company: {
        country: primary?.country ?? null,
        industryDivision: primary?.industry_key ?? null,
        dateOfIncorporation: primary?.date_of_incorporation ?? null,
        expectedMonthlyVolume: primary?.expected_monthly_transactions_volume ?? null,
      },
      relatedParties: related.map((r) => ({ label: `related company ${r.position}`, country: r.country })),
      people: casePeople.map((p) => ({
        label: directorLabel(p),
        ref: `director:${p.director_id}`,
        pepDeclared: fromBool(p.pep),
      })),
      cryptoAddresses: (crypto.get(c.id) ?? []).map((x) => ({
        address: x.address_type,
        verified: UNVERIFIED_OK.has(x.signature_verification),
      })),
      externalScore: simple === 'low' || simple === 'medium' || simple === 'high' ? simple : null,
      missing: await missingOf(db, accountId, c.id, c.completeness_profile_id),
      ...(parts.structured.has(c.id) ? { ownership: await ownershipRiskInput(db, accountId, c.id) } : {}),
      ...(screeningFacts ? { screening: screeningFacts } : {}),
    });
  }
  return out;
}

const DECIDED = new Set(['completed', 'rejected']);

function sameAssessment(
  a: StoredAssessment,
  b: { computed_level: AssessedLevel; score: number; version: number; factors: readonly RiskFactor[] },
) {
  return (
    a.model_version === b.version &&
    a.computed_level === b.computed_level &&
    a.score === b.score &&
    JSON.stringify(a.factors) === JSON.stringify(b.factors)
  );
}

/**
 * Assesses a case again inside the caller's transaction (the one that changed its data) and returns the webhook
 * events to enqueue with it. Nothing is written when nothing changed. On an undecided case the new assessment
 * stands (an override stays beside it); on a decided case it is recorded as an alert (not applied, audit-logged)
 * and the standing assessment is left alone: an assessment never silently changes a decision.
 */
export async function reassessCase(
  trx: Db,
  actor: Actor | null,
  accountId: string,
  verificationId: string,
  now: string,
): Promise<WebhookEvent[]> {
  return reassessCases(trx, actor, accountId, [verificationId], now);
}

/** reassessCase for a batch of cases of one account, reading their data in a few queries (a model change). */
export async function reassessCases(
  trx: Db,
  actor: Actor | null,
  accountId: string,
  ids: readonly string[],
  now: string,
): Promise<WebhookEvent[]> {
  const cases = await findRiskCases(trx, accountId, ids);
  if (cases.length === 0) return [];
  const { version, model } = await currentRiskModel(trx, accountId, now);
  const inputs = await loadRiskInputs(trx, accountId, cases, now.slice(0, 10));
  const actorFields =
    actor === null ? { actor_type: 'system', actor_id: null } : { actor_type: actor.type, actor_id: actor.id };
  const history: Insertable<RiskAssessmentTable>[] = [];
  const events: WebhookEvent[] = [];
  for (const riskCase of cases) {
    const result = assessRisk(model, inputs.get(riskCase.id) as RiskInputs);
    const prev = riskCase.risk_assessment == null ? null : fromJson<StoredAssessment>(riskCase.risk_assessment);
    const candidate = { computed_level: result.level, score: result.score, version, factors: result.factors };
    if (prev && sameAssessment(prev, candidate)) continue;
    const decided = DECIDED.has(riskCase.status) && prev !== null;
    history.push({
      id: uuidv7(),
      account_id: accountId,
      verification_id: riskCase.id,
      kind: 'computed',
      model_version: version,
      computed_level: result.level,
      score: result.score,
      factors: toJson(result.factors),
      override_level: null,
      override_reason: null,
      override_by: null,
      override_at: null,
      applied: !decided,
      assessed_at: now,
    });
    if (decided) {
      await appendAuditLog(trx, {
        id: uuidv7(),
        account_id: accountId,
        verification_id: riskCase.id,
        ...actorFields,
        action: 'risk_assessment.alert',
        from_state: null,
        to_state: null,
        comment: null,
        data: toJson({
          standing_level: prev.level,
          new_level: result.level,
          score: result.score,
          model_version: version,
        }),
        created_at: now,
      });
      continue;
    }
    const override = prev?.override ?? null;
    const stored: StoredAssessment = {
      level: effectiveLevel(result.level, override),
      computed_level: result.level,
      score: result.score,
      model_version: version,
      factors: result.factors,
      override,
      assessed_at: now,
    };
    await storeCaseRisk(trx, accountId, riskCase.id, toJson(stored), stored.level, now);
    // The first assessment of a case is not a change of level: integrators hear of changes only.
    if (prev === null || prev.level === stored.level) continue;
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: accountId,
      verification_id: riskCase.id,
      ...actorFields,
      action: 'risk_assessment.level_changed',
      from_state: null,
      to_state: null,
      comment: null,
      data: toJson({ from: prev.level, to: stored.level, score: result.score, model_version: version }),
      created_at: now,
    });
    events.push(riskLevelChangedEvent(riskCase.id, prev.level, stored.level, now));
  }
  await insertRiskAssessments(trx, history);
  return events;
}
