/**
 * The default risk tier of each NACE Rev. 2 division, for the default risk model. NACE is coarse at division level,
 * so a division is high when the activities AML regimes single out make up a large part of it: money services,
 * payment and crypto-asset services (64, 66), gambling (92), weapons and ammunition (25, 30), precious metals and
 * stones (24, 32). Medium: trades that carry cash, high-value goods or arrangements that hide owners (real estate,
 * legal and trust services, vehicle and art dealing, extractives). Every division not listed is low (the documented
 * default). The account overrides any division in its own model.
 */
export type IndustryTier = 'high' | 'medium' | 'low';

export const INDUSTRY_TIERS_AS_OF = '2026-11-26';

const HIGH: readonly number[] = [24, 25, 30, 32, 64, 66, 92];
const MEDIUM: readonly number[] = [6, 7, 8, 12, 41, 45, 46, 47, 55, 56, 65, 68, 69, 70, 77, 79, 82, 90, 94];

export const DEFAULT_INDUSTRY_TIERS: Readonly<Record<string, IndustryTier>> = Object.freeze(
  Object.fromEntries([...HIGH.map((d) => [String(d), 'high']), ...MEDIUM.map((d) => [String(d), 'medium'])]),
);

/** The default tier of a NACE division; unlisted divisions are low. */
export function defaultIndustryTier(division: number): IndustryTier {
  return DEFAULT_INDUSTRY_TIERS[String(division)] ?? 'low';
}
