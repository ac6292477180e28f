import type { FieldError } from '../../shared/api/client';

/**
 * A server field path in the form the portal names its fields: `bank_accounts[0].number`. The service may say
 * `draft.bank_accounts.0.number`, `/draft/bank_accounts/0/number` or `body.draft.bank_accounts[0].number`.
 */
export function normalizePath(field: string): string {
  let path = field.trim().replace(/^\/+/, '').replace(/\//g, '.');
  path = path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
  path = path.replace(/^(body\.)?draft(\.|$)/, '');
  return path;
}

/** Field errors keyed by normalised path (several messages for one field are joined). */
export function errorsByPath(details: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details) {
    const key = normalizePath(d.field);
    out[key] = out[key] === undefined ? d.message : `${out[key]}; ${d.message}`;
  }
  return out;
}
