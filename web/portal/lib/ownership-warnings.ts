import type { OwnershipInput, OwnershipResult, OwnershipWarning } from '../../../rules/ownership';
import { t } from '../i18n';

/**
 * A warning of the computation in the customer's words: the portal's string for its code, filled with the figures
 * the warning concerns (read from the result and the input it was computed from, as the service's message is).
 */
export function ownershipWarningWords(
  warning: OwnershipWarning,
  result: OwnershipResult,
  input: OwnershipInput,
  countryName: (code: string) => string = (code) => code.toUpperCase(),
): string {
  const words = t.ownership.warnings;
  const name = (key: string) => input.entities.find((e) => e.key === key)?.name ?? key;
  const names = warning.entities.map(name);
  const first = warning.entities[0] ?? '';
  switch (warning.code) {
    case 'over_100_percent': {
      const total = input.holdings.filter((h) => h.held === first).reduce((sum, h) => sum + h.shares, 0);
      return words.over_100_percent(name(first), total);
    }
    case 'not_fully_traced':
      return words.not_fully_traced(result.untraced_percentage, names);
    case 'more_than_3_layers':
      return words.more_than_3_layers(result.layers);
    case 'circular_ownership':
      return words.circular_ownership(names);
    case 'high_risk_jurisdiction': {
      const code = input.entities.find((e) => e.key === first)?.jurisdiction_code ?? '';
      return words.high_risk_jurisdiction(name(first), countryName(code));
    }
    case 'ubo_by_default':
      return words.ubo_by_default(result.threshold);
    default:
      return warning.message;
  }
}
