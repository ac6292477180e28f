import { useMemo } from 'react';
import { computeOwnership } from '../../../rules/ownership';
import { t } from '../i18n';
import { ownershipInput } from '../lib/ownership-live';
import { ownershipWarningWords } from '../lib/ownership-warnings';
import { usePortal } from './context';
import { useCountries } from './countries';

/**
 * The beneficial owners computed from what the customer entered so far, and the warnings a reviewer will see,
 * in plain words, before submitting.
 */
export function OwnersPanel() {
  const { draft, application } = usePortal();
  // The case's profile sets the threshold (in an update, the request's profile may not: the default then).
  const threshold = application.requirements.ubo_threshold;
  const input = useMemo(() => ownershipInput(draft, threshold), [draft, threshold]);
  const result = useMemo(() => computeOwnership(input), [input]);
  const countries = useCountries();
  const countryName = (code: string) =>
    countries.find((c) => c.code.toLowerCase() === code.toLowerCase())?.name ?? code.toUpperCase();
  const declared = (draft.ownership?.holdings ?? []).length > 0;
  const warnings = declared ? result.warnings.filter((w) => w.code !== 'ubo_by_default') : [];
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="owners-title"
        className="rounded-xl border border-accent-200 bg-accent-50 px-4 py-4 sm:px-5"
      >
        <h3 id="owners-title" className="text-[15px] font-semibold text-gray-900">
          {t.ownership.owners.title}
        </h3>
        <p className="mt-1 text-sm text-gray-700">{t.ownership.owners.intro}</p>
        {declared && result.ubos.length > 0 ? (
          <ul className="mt-3 space-y-2">
            {result.ubos.map((ubo) => (
              <li key={ubo.key} className="rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-gray-200">
                <span className="font-semibold text-gray-900">{ubo.name}</span>
                <span className="block text-gray-700">
                  {ubo.by_default
                    ? t.ownership.owners.byDefault
                    : [
                        ubo.natures_of_control.includes('ownership_of_shares')
                          ? t.ownership.owners.shares(ubo.indirect_shares)
                          : null,
                        ubo.natures_of_control.includes('voting_rights') &&
                        !ubo.natures_of_control.includes('ownership_of_shares')
                          ? t.ownership.owners.voting(ubo.indirect_voting)
                          : null,
                        ubo.natures_of_control.some(
                          (n) => n === 'right_to_appoint_board' || n === 'other_significant_influence',
                        )
                          ? t.ownership.owners.control
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                </span>
                {!ubo.by_default && <span className="block text-13 text-gray-600">{ubo.description}</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-gray-700">{t.ownership.owners.none}</p>
        )}
        <p className="mt-3 text-13 text-gray-600">{t.ownership.owners.threshold(result.threshold)}</p>
      </section>
      {warnings.length > 0 && (
        <section
          aria-labelledby="owners-warnings"
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-4 sm:px-5"
        >
          <h3 id="owners-warnings" className="text-[15px] font-semibold text-gray-900">
            {t.ownership.warnings.title}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-800">
            {warnings.map((w) => (
              <li key={`${w.code}-${w.entities.join()}`}>{ownershipWarningWords(w, result, input, countryName)}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
