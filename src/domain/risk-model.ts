import { defaultCountryTier } from '../reference/country-risk-lists.js';
import { defaultIndustryTier } from '../reference/industry-risk.js';
import type { FieldError } from './app-error.js';

/**
 * The risk model: factors with points, whose sum maps to a level through the model's thresholds. Pure: the case's
 * data arrives as RiskInputs, the answer explains itself (every factor that fired, its points and the data behind
 * it). Ownership and screening are optional inputs: absent until their data exists, and then absent from the
 * explanation too (not zero), so "no ownership data" never reads as "no ownership risk".
 */

export const ASSESSED_LEVELS = ['low', 'medium', 'high', 'prohibited'] as const;
export type AssessedLevel = (typeof ASSESSED_LEVELS)[number];
export type Tier = 'high' | 'medium' | 'low';

export interface RiskModel {
  /** A score at or above `medium` is medium, at or above `high` high, at or above `prohibited` (when set) prohibited. */
  readonly thresholds: { readonly medium: number; readonly high: number; readonly prohibited: number | null };
  /** Points per country tier; `countries` overrides the published lists for this account (ISO code → tier). */
  readonly jurisdiction: {
    readonly high: number;
    readonly medium: number;
    readonly countries: Readonly<Record<string, Tier>>;
  };
  /** Points per industry tier; `divisions` overrides the default NACE tiers (division number → tier). */
  readonly industry: {
    readonly high: number;
    readonly medium: number;
    readonly divisions: Readonly<Record<string, Tier>>;
  };
  /** Per politically exposed person: declared by the customer or a true screening match. */
  readonly pep: number;
  readonly ownership: {
    /** Points per layer of ownership beyond `layers_allowed`. */
    readonly layers_allowed: number;
    readonly per_extra_layer: number;
    /** Ownership traced to natural persons below 75 %. */
    readonly traced_below_75: number;
    readonly circular: number;
    /** A nominee, or control by other means than shares. */
    readonly other_control: number;
  };
  readonly crypto: { readonly present: number; readonly unverified: number };
  /** Bands of expected monthly volume: the highest band the volume is over applies. */
  readonly volume: { readonly over: number; readonly points: number }[];
  /** Bands of company age: the youngest band the company is under applies. */
  readonly company_age: { readonly under_months: number; readonly points: number }[];
  readonly incomplete_onboarding: number;
  /** The external risk score's simple bracket → points. */
  readonly external_score: { readonly low: number; readonly medium: number; readonly high: number };
}

/** The default for new and demo accounts (documented in docs/risk-model.md). */
export const DEFAULT_RISK_MODEL: RiskModel = {
  thresholds: { medium: 25, high: 50, prohibited: 120 },
  jurisdiction: { high: 40, medium: 20, countries: {} },
  industry: { high: 30, medium: 15, divisions: {} },
  pep: 30,
  ownership: { layers_allowed: 2, per_extra_layer: 10, traced_below_75: 20, circular: 25, other_control: 15 },
  crypto: { present: 10, unverified: 15 },
  volume: [
    { over: 1_000_000, points: 10 },
    { over: 5_000_000, points: 20 },
  ],
  company_age: [
    { under_months: 12, points: 15 },
    { under_months: 24, points: 5 },
  ],
  incomplete_onboarding: 15,
  external_score: { low: 0, medium: 15, high: 30 },
};

export interface RiskParty {
  /** Who the party is, as the explanation names it ("the company", "director Jane Doe"). */
  readonly label: string;
  /** ISO 3166-1 alpha-2, any case; null when unknown. */
  readonly country: string | null;
}

/** What the case's declared structure computes to (rules/ownership.ts; services/ownership-risk-input.ts). */
export interface OwnershipRiskInput {
  readonly layers: number;
  /** Percentage of ownership traced to natural persons (0-100). */
  readonly tracedPercent: number;
  readonly circular: boolean;
  /** Nominees or control by other means, each named. */
  readonly otherControl: readonly string[];
  /** UBOs and corporate shareholders, for the jurisdiction factor. */
  readonly parties: readonly RiskParty[];
}

/** What screening decided: identified issues an officer marked relevant (True match). */
export interface ScreeningRiskInput {
  readonly sanctionMatches: readonly { readonly subject: string; readonly list: string }[];
  /** `ref` names the person (as `people[].ref` does), so a declared PEP who is also a true match counts once. */
  readonly pepMatches: readonly { readonly subject: string; readonly ref?: string }[];
}

export interface RiskInputs {
  /** The day of the assessment (YYYY-MM-DD), for the company's age. */
  readonly asOf: string;
  readonly company: {
    readonly country: string | null;
    readonly industryDivision: number | null;
    readonly dateOfIncorporation: string | null;
    readonly expectedMonthlyVolume: string | null;
  };
  /** Related companies named by the case, and later shareholders, for the jurisdiction factor. */
  readonly relatedParties: readonly RiskParty[];
  readonly people: readonly {
    readonly label: string;
    /** Who the person is (an id), when labels, which name roles, may repeat. */
    readonly ref?: string;
    readonly pepDeclared: boolean;
    readonly pepDescription?: string | null;
  }[];
  readonly cryptoAddresses: readonly { readonly address: string; readonly verified: boolean }[];
  readonly externalScore: 'low' | 'medium' | 'high' | null;
  /** What onboarding still lacks (empty: complete); null when the case has no onboarding profile to judge by. */
  readonly missing: readonly string[] | null;
  readonly ownership?: OwnershipRiskInput;
  readonly screening?: ScreeningRiskInput;
}

export interface RiskFactor {
  readonly key: string;
  readonly points: number;
  readonly reason: string;
}

export interface RiskResult {
  readonly level: AssessedLevel;
  readonly score: number;
  readonly factors: readonly RiskFactor[];
  /** Factors whose input does not exist yet (ownership, screening): neither scored nor shown. */
  readonly absent: readonly string[];
}

const RANK: Record<AssessedLevel, number> = { low: 0, medium: 1, high: 2, prohibited: 3 };

export function levelRank(level: AssessedLevel): number {
  return RANK[level];
}

export function isAssessedLevel(value: unknown): value is AssessedLevel {
  return typeof value === 'string' && (ASSESSED_LEVELS as readonly string[]).includes(value);
}

/** The level a score reaches under the thresholds. */
export function levelForScore(model: RiskModel, score: number): AssessedLevel {
  const t = model.thresholds;
  if (t.prohibited !== null && score >= t.prohibited) return 'prohibited';
  if (score >= t.high) return 'high';
  if (score >= t.medium) return 'medium';
  return 'low';
}

function countryTier(model: RiskModel, code: string): { tier: Tier; why: string } {
  const c = code.toLowerCase();
  const own = model.jurisdiction.countries[c];
  if (own !== undefined) return { tier: own, why: 'the account rates it so' };
  const { tier, lists } = defaultCountryTier(c);
  return { tier, why: lists.map((l) => `${l.title}, ${l.asOf}`).join('; ') };
}

function industryTier(model: RiskModel, division: number): { tier: Tier; why: string } {
  const own = model.industry.divisions[String(division)];
  if (own !== undefined) return { tier: own, why: 'the account rates it so' };
  return { tier: defaultIndustryTier(division), why: 'default NACE tiers' };
}

/** The largest number in a volume text ("1000000-5000000 EUR" → 5000000); "> 5000000" counts as above it. */
export function volumeAmount(text: string): number | null {
  const numbers = [...text.replaceAll(/[\s,_']/g, '').matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  if (numbers.length === 0) return null;
  const max = Math.max(...numbers);
  return text.trim().startsWith('>') ? max + 1 : max;
}

/** Whole months from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  let months = (ty - fy) * 12 + (tm - fm);
  if (td < fd) months -= 1;
  return months;
}

function tierFactor(key: string, tier: Tier, points: { high: number; medium: number }, reason: string) {
  if (tier === 'low') return null;
  const p = tier === 'high' ? points.high : points.medium;
  return p === 0 ? null : { key, points: p, reason: `${reason} (${tier}): +${p}` };
}

function jurisdictionFactors(model: RiskModel, inputs: RiskInputs): RiskFactor[] {
  const parties: RiskParty[] = [
    { label: 'the company', country: inputs.company.country },
    ...inputs.relatedParties,
    ...(inputs.ownership?.parties ?? []),
  ];
  const out: RiskFactor[] = [];
  for (const party of parties) {
    if (party.country === null || party.country === '') continue;
    const { tier, why } = countryTier(model, party.country);
    const f = tierFactor(
      'jurisdiction',
      tier,
      model.jurisdiction,
      `${party.label} is in ${party.country.toUpperCase()}, ${why}`,
    );
    if (f) out.push(f);
  }
  return out;
}

function pepFactors(model: RiskModel, inputs: RiskInputs): RiskFactor[] {
  const out: RiskFactor[] = [];
  const counted = new Set<string>();
  for (const person of inputs.people) {
    if (!person.pepDeclared) continue;
    counted.add((person.ref ?? person.label).toLowerCase());
    const about = person.pepDescription ? ` (${person.pepDescription})` : '';
    out.push({ key: 'pep', points: model.pep, reason: `${person.label} declared PEP${about}: +${model.pep}` });
  }
  for (const match of inputs.screening?.pepMatches ?? []) {
    const who = (match.ref ?? match.subject).toLowerCase();
    if (counted.has(who)) continue;
    counted.add(who);
    out.push({
      key: 'pep',
      points: model.pep,
      reason: `${match.subject} is a true PEP screening match: +${model.pep}`,
    });
  }
  return out.filter((f) => f.points !== 0);
}

function ownershipFactors(model: RiskModel, o: OwnershipRiskInput): RiskFactor[] {
  const m = model.ownership;
  const out: RiskFactor[] = [];
  const extra = o.layers - m.layers_allowed;
  if (extra > 0 && m.per_extra_layer > 0) {
    const p = extra * m.per_extra_layer;
    out.push({ key: 'ownership_layers', points: p, reason: `${o.layers} layers of ownership: +${p}` });
  }
  if (o.tracedPercent < 75 && m.traced_below_75 > 0) {
    out.push({
      key: 'ownership_traced',
      points: m.traced_below_75,
      reason: `ownership traced to people: ${o.tracedPercent} % (below 75 %): +${m.traced_below_75}`,
    });
  }
  if (o.circular && m.circular > 0) {
    out.push({ key: 'ownership_circular', points: m.circular, reason: `circular ownership: +${m.circular}` });
  }
  if (o.otherControl.length > 0 && m.other_control > 0) {
    out.push({
      key: 'ownership_other_control',
      points: m.other_control,
      reason: `nominee or control by other means (${o.otherControl.join(', ')}): +${m.other_control}`,
    });
  }
  return out;
}

function companyFactors(model: RiskModel, inputs: RiskInputs): RiskFactor[] {
  const out: RiskFactor[] = [];
  const { industryDivision, dateOfIncorporation, expectedMonthlyVolume } = inputs.company;
  if (industryDivision !== null) {
    const { tier, why } = industryTier(model, industryDivision);
    const f = tierFactor('industry', tier, model.industry, `industry NACE ${industryDivision}, ${why}`);
    if (f) out.push(f);
  }
  const amount = expectedMonthlyVolume === null ? null : volumeAmount(expectedMonthlyVolume);
  if (amount !== null) {
    const band = [...model.volume].sort((a, b) => b.over - a.over).find((b) => amount > b.over);
    if (band && band.points !== 0) {
      out.push({
        key: 'volume',
        points: band.points,
        reason: `expected monthly volume "${expectedMonthlyVolume}" is over ${band.over}: +${band.points}`,
      });
    }
  }
  if (dateOfIncorporation !== null) {
    const age = monthsBetween(dateOfIncorporation, inputs.asOf);
    const band = [...model.company_age]
      .sort((a, b) => a.under_months - b.under_months)
      .find((b) => age < b.under_months);
    if (band && band.points !== 0) {
      out.push({
        key: 'company_age',
        points: band.points,
        reason: `incorporated ${dateOfIncorporation}, under ${band.under_months} months ago: +${band.points}`,
      });
    }
  }
  return out;
}

function otherFactors(model: RiskModel, inputs: RiskInputs): RiskFactor[] {
  const out: RiskFactor[] = [];
  const crypto = inputs.cryptoAddresses;
  if (crypto.length > 0 && model.crypto.present !== 0) {
    const n = crypto.length;
    out.push({
      key: 'crypto',
      points: model.crypto.present,
      reason: `${n} crypto address${n === 1 ? '' : 'es'}: +${model.crypto.present}`,
    });
  }
  const unverified = crypto.filter((c) => !c.verified).length;
  if (unverified > 0 && model.crypto.unverified !== 0) {
    out.push({
      key: 'crypto_unverified',
      points: model.crypto.unverified,
      reason: `${unverified} crypto address${unverified === 1 ? '' : 'es'} without verified ownership: +${model.crypto.unverified}`,
    });
  }
  if (inputs.externalScore !== null) {
    const p = model.external_score[inputs.externalScore];
    if (p !== 0) {
      out.push({ key: 'external_risk_score', points: p, reason: `external risk score ${inputs.externalScore}: +${p}` });
    }
  }
  if (inputs.missing !== null && inputs.missing.length > 0 && model.incomplete_onboarding !== 0) {
    const p = model.incomplete_onboarding;
    out.push({
      key: 'incomplete_onboarding',
      points: p,
      reason: `onboarding incomplete (${inputs.missing.join(', ')}): +${p}`,
    });
  }
  return out;
}

/** Assesses a case: every factor that fired with its points and reason, the score and the level. */
export function assessRisk(model: RiskModel, inputs: RiskInputs): RiskResult {
  const factors: RiskFactor[] = [
    ...jurisdictionFactors(model, inputs),
    ...companyFactors(model, inputs),
    ...pepFactors(model, inputs),
    ...(inputs.ownership ? ownershipFactors(model, inputs.ownership) : []),
    ...otherFactors(model, inputs),
  ];
  // A true sanction match decides by itself, whatever the points: it scores nothing and names the match.
  const sanctions = inputs.screening?.sanctionMatches ?? [];
  for (const match of sanctions) {
    factors.push({
      key: 'sanction',
      points: 0,
      reason: `${match.subject} is a true sanction match on ${match.list}: prohibited`,
    });
  }
  const score = factors.reduce((sum, f) => sum + f.points, 0);
  const absent = [...(inputs.ownership ? [] : ['ownership']), ...(inputs.screening ? [] : ['screening'])];
  const level = sanctions.length > 0 ? 'prohibited' : levelForScore(model, score);
  return { level, score, factors, absent };
}

export interface RiskOverride {
  readonly level: AssessedLevel;
  readonly reason: string;
  readonly by: string;
  readonly at: string;
}

/** The level that stands: the officer's override when there is one, else the computed level. */
export function effectiveLevel(computed: AssessedLevel, override: RiskOverride | null): AssessedLevel {
  return override === null ? computed : override.level;
}

/** With four eyes on, lowering the computed level is a judgement a second person confirms (QA). */
export function overrideNeedsQa(computed: AssessedLevel, overrideLevel: AssessedLevel, fourEyes: boolean): boolean {
  return fourEyes && levelRank(overrideLevel) < levelRank(computed);
}

/** The model as canonical JSON: two models are the same version exactly when these are equal. */
export function canonicalModel(model: RiskModel): string {
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as object)
          .sort()
          .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return JSON.stringify(sortKeys(model));
}

const TIERS = new Set(['high', 'medium', 'low']);

/** What the schema cannot say about a model: thresholds in order, known codes and tiers. */
export function checkRiskModel(model: RiskModel): FieldError[] {
  const errors: FieldError[] = [];
  const t = model.thresholds;
  if (!(t.medium < t.high)) errors.push({ field: 'thresholds.high', message: 'must be above thresholds.medium' });
  if (t.prohibited !== null && !(t.high < t.prohibited)) {
    errors.push({ field: 'thresholds.prohibited', message: 'must be above thresholds.high' });
  }
  for (const [code, tier] of Object.entries(model.jurisdiction.countries)) {
    if (!/^[a-z]{2}$/.test(code))
      errors.push({
        field: `jurisdiction.countries.${code}`,
        message: 'must be an ISO 3166-1 alpha-2 code in lower case',
      });
    if (!TIERS.has(tier))
      errors.push({ field: `jurisdiction.countries.${code}`, message: 'must be high, medium or low' });
  }
  for (const [division, tier] of Object.entries(model.industry.divisions)) {
    const n = Number(division);
    if (!Number.isInteger(n) || n < 1 || n > 99 || String(n) !== division) {
      errors.push({ field: `industry.divisions.${division}`, message: 'must be a NACE division number (1-99)' });
    }
    if (!TIERS.has(tier))
      errors.push({ field: `industry.divisions.${division}`, message: 'must be high, medium or low' });
  }
  return errors;
}
