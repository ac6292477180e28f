import { type ReactNode, useId } from 'react';
import { CopyButton } from './CopyButton';
import { Notice } from './Notice';

/**
 * A secret shown once (an access token, a signing secret, a set-password link): a read-only field that selects
 * itself on focus, a "Copy" button, and the warning that goes with it.
 */
export function SecretReveal({
  label,
  value,
  warning,
  hint,
}: {
  label: string;
  value: string;
  warning?: ReactNode;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-13 font-medium text-gray-800">
          {label}
        </label>
        <div className="flex items-center gap-2">
          <input
            id={id}
            readOnly
            value={value}
            spellCheck={false}
            autoComplete="off"
            onFocus={(e) => e.currentTarget.select()}
            className="h-8 min-w-0 flex-1 rounded-md border border-gray-300 bg-gray-50 px-2.5 font-mono text-13 text-gray-900 focus:border-accent-500 focus:outline-none focus:ring-3 focus:ring-accent-100"
          />
          <CopyButton value={value} />
        </div>
        {hint && <p className="mt-1.5 text-13 text-gray-500">{hint}</p>}
      </div>
      {warning && <Notice tone="warning">{warning}</Notice>}
    </div>
  );
}
