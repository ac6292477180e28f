import type { ReactNode } from 'react';
import { isApiError } from '../api/client';
import { cx } from '../lib/cx';
import { Button } from './Button';
import { IconAlert, IconRefresh } from './icons';

/** What a list shows when it has nothing yet: what it is for and how to start. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  className,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'flex flex-col items-center justify-center rounded-lg border border-dashed border-gray-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      {icon && (
        <div className="mb-3 flex size-10 items-center justify-center rounded-lg bg-gray-100 text-gray-500 ring-1 ring-gray-200">
          {icon}
        </div>
      )}
      <p className="text-sm font-semibold text-gray-900">{title}</p>
      {children && <div className="mt-1 max-w-md text-13 text-gray-600">{children}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** What a section shows when its data failed to load: the server's message and a way to try again. */
export function ErrorState({
  title = "This couldn't be loaded",
  error,
  onRetry,
  className,
}: {
  title?: string;
  error: unknown;
  onRetry?: () => void;
  className?: string;
}) {
  const message = isApiError(error) ? error.message : 'Something went wrong. Try again in a moment.';
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <div
      role="alert"
      className={cx(
        'flex flex-col items-center justify-center rounded-lg border border-red-200 bg-white px-6 py-10 text-center',
        className,
      )}
    >
      <div className="mb-3 flex size-10 items-center justify-center rounded-lg bg-red-50 text-red-600 ring-1 ring-red-200">
        <IconAlert size={18} />
      </div>
      <p className="text-sm font-semibold text-gray-900">{title}</p>
      <p className="mt-1 max-w-md text-13 text-gray-600">{message}</p>
      {requestId && (
        <p className="mt-1 text-xs text-gray-500">
          Request ID <code className="font-mono">{requestId}</code>
        </p>
      )}
      {onRetry && (
        <Button className="mt-4" size="sm" icon={<IconRefresh size={14} />} onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
