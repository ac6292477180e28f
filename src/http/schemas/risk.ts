import { Type } from '@sinclair/typebox';
import { ASSESSED_LEVELS } from '../../domain/risk-model.js';
import { Nullable, TimestampText, Uuid } from './common.js';

const Level = Type.String({ enum: [...ASSESSED_LEVELS] });
const Tier = Type.String({ enum: ['high', 'medium', 'low'] });
const Points = Type.Integer({ minimum: -1000, maximum: 1000 });

export const RiskFactor = Type.Object({
  key: Type.String({ description: 'jurisdiction, industry, pep, sanction, ownership_*, crypto, volume, …' }),
  points: Type.Integer(),
  reason: Type.String({ description: 'the data behind it, e.g. "a director (CEO) declared PEP: +30"' }),
});

export const RiskOverride = Type.Object({
  level: Level,
  reason: Type.String(),
  by: Type.String({ description: 'who overrode, as an actor key (user:<id>, token:<id>)' }),
  at: TimestampText,
});

export const RiskAssessment = Type.Object(
  {
    level: Type.String({
      enum: [...ASSESSED_LEVELS],
      description: 'the level that stands: the override, else computed',
    }),
    computed_level: Level,
    score: Type.Integer(),
    model_version: Type.Integer({ minimum: 1 }),
    factors: Type.Array(RiskFactor),
    override: Nullable(RiskOverride),
    assessed_at: TimestampText,
  },
  { description: 'Dossier’s own risk assessment of the case; null until assessed' },
);

export const RiskAssessmentHistoryItem = Type.Object({
  id: Uuid,
  kind: Type.String({ enum: ['computed', 'override'] }),
  level: Level,
  computed_level: Level,
  score: Type.Integer(),
  model_version: Type.Integer(),
  factors: Type.Array(RiskFactor),
  override: Nullable(
    Type.Object({ level: Nullable(Level), reason: Type.String(), by: Type.String(), at: TimestampText }),
  ),
  applied: Type.Boolean({
    description: 'false: the case was decided, so this assessment raised an alert and changed nothing',
  }),
  assessed_at: TimestampText,
});

export const RiskModelBody = Type.Object(
  {
    thresholds: Type.Object(
      { medium: Points, high: Points, prohibited: Nullable(Points) },
      { additionalProperties: false },
    ),
    jurisdiction: Type.Object(
      {
        high: Points,
        medium: Points,
        countries: Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), Tier, { maxProperties: 300 }),
      },
      { additionalProperties: false },
    ),
    industry: Type.Object(
      {
        high: Points,
        medium: Points,
        divisions: Type.Record(Type.String({ pattern: '^[0-9]{1,2}$' }), Tier, { maxProperties: 100 }),
      },
      { additionalProperties: false },
    ),
    pep: Points,
    ownership: Type.Object(
      {
        layers_allowed: Type.Integer({ minimum: 0, maximum: 50 }),
        per_extra_layer: Points,
        traced_below_75: Points,
        circular: Points,
        other_control: Points,
      },
      { additionalProperties: false },
    ),
    crypto: Type.Object({ present: Points, unverified: Points }, { additionalProperties: false }),
    volume: Type.Array(
      Type.Object({ over: Type.Number({ minimum: 0 }), points: Points }, { additionalProperties: false }),
      { maxItems: 20 },
    ),
    company_age: Type.Array(
      Type.Object(
        { under_months: Type.Integer({ minimum: 1, maximum: 1200 }), points: Points },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
    incomplete_onboarding: Points,
    external_score: Type.Object({ low: Points, medium: Points, high: Points }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

export const RiskModelResponse = Type.Object({
  risk_model: Type.Object({
    version: Type.Integer({ minimum: 1 }),
    created_at: TimestampText,
    model: RiskModelBody,
    reference: Type.Object({
      country_lists: Type.Array(
        Type.Object({
          key: Type.String(),
          title: Type.String(),
          source: Type.String(),
          source_url: Type.String(),
          as_of: Type.String({ format: 'date' }),
          countries: Type.Array(Type.String()),
        }),
      ),
      industry_tiers: Type.Object({
        as_of: Type.String({ format: 'date' }),
        default_tier: Type.String(),
        divisions: Type.Record(Type.String(), Type.String()),
      }),
    }),
  }),
});
