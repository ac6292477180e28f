import { cx } from '../../shared/lib/cx';
import { t } from '../i18n';

const KINDS = ['person', 'company'] as const;

/** Whether a shareholder is a person or a company: a fieldset of two big radio rows (as the yes/no questions). */
export function KindChoice({
  name,
  value,
  onValue,
  idOf,
}: {
  name: string;
  value: 'person' | 'company';
  onValue: (kind: 'person' | 'company') => void;
  idOf: (kind: string) => string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-gray-900">{t.ownership.kind}</legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        {KINDS.map((kind) => (
          <label
            key={kind}
            htmlFor={idOf(kind)}
            className={cx(
              'flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg border px-3.5 text-[15px] sm:text-sm',
              'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-100',
              value === kind
                ? 'border-accent-500 bg-accent-50 text-gray-900'
                : 'border-gray-300 bg-white text-gray-800 hover:border-gray-400',
            )}
          >
            <input
              id={idOf(kind)}
              type="radio"
              name={name}
              checked={value === kind}
              onChange={() => onValue(kind)}
              className="size-5 shrink-0 accent-accent-600"
            />
            {t.ownership.kinds[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
