import { Badge } from '../../../shared/ui/Badge';
import { percent } from './structure-model';

export const NATURE_LABELS: Record<string, string> = {
  ownership_of_shares: 'Ownership of shares',
  voting_rights: 'Voting rights',
  right_to_appoint_board: 'Right to appoint the board',
  other_significant_influence: 'Other significant influence',
  senior_managing_official: 'Senior managing official',
};

interface UboItem {
  readonly id: string;
  readonly person: { readonly given_names: string; readonly surname: string };
  readonly approximate_percentage_of_shares: number;
  readonly natures_of_control: readonly string[];
  readonly description: string;
  readonly ubo_by_default: boolean;
}

/** The computed beneficial owners, each with how they qualify. */
export function UboList({ ubos }: { ubos: readonly UboItem[] }) {
  if (ubos.length === 0) return <p className="text-13 text-gray-600">No beneficial owner could be named.</p>;
  return (
    <ul className="divide-y divide-gray-100">
      {ubos.map((u) => (
        <li key={u.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-gray-900">
              {u.person.given_names} {u.person.surname}
              {u.ubo_by_default && (
                <Badge tone="amber" className="ml-2">
                  UBO by default
                </Badge>
              )}
            </p>
            <p className="text-13 text-gray-700">{u.description}</p>
            <p className="text-xs text-gray-600">
              {u.natures_of_control.map((n) => NATURE_LABELS[n] ?? n).join(' · ')}
            </p>
          </div>
          <p className="tabular text-sm font-semibold text-violet-700">{percent(u.approximate_percentage_of_shares)}</p>
        </li>
      ))}
    </ul>
  );
}
