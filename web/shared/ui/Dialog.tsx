import { Dialog as RadixDialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { isApiError } from '../api/client';
import { cx } from '../lib/cx';
import { Button, type ButtonVariant } from './Button';
import { IconX } from './icons';
import { Notice } from './Notice';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The row of buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  width?: 'sm' | 'md' | 'lg';
  /** Wraps body and footer in a form; the primary button is then `type="submit"`. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** While an action runs, Escape and the close button do nothing. */
  busy?: boolean;
  /** Where focus goes when the dialog closes (default: back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

const widths = { sm: 'max-w-[420px]', md: 'max-w-[520px]', lg: 'max-w-[680px]' };

/**
 * A modal dialog (Radix): traps focus, closes on Escape, returns focus to what opened it,
 * hides the rest of the page from assistive technology.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 'md',
  onSubmit,
  busy = false,
  onCloseAutoFocus,
}: DialogProps) {
  const formId = useId();
  const body = (
    <>
      {children && <div className="px-5 py-4 space-y-4">{children}</div>}
      {footer && (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-gray-150 bg-gray-25 px-5 py-3 rounded-b-xl">
          {footer}
        </div>
      )}
    </>
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-900/35 animate-fade-in" />
        <RadixDialog.Content
          className={cx(
            'fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
            'max-h-[calc(100vh-4rem)] overflow-y-auto rounded-xl bg-white shadow-xl ring-1 ring-gray-900/5',
            'animate-dialog-in focus:outline-none',
            widths[width],
          )}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 px-5 pt-4">
            <div className="min-w-0">
              <RadixDialog.Title className="text-base font-semibold text-gray-900">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-gray-600">{description}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close asChild>
              <button
                type="button"
                aria-label="Close"
                disabled={busy}
                className="-mr-1.5 -mt-0.5 rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
              >
                <IconX />
              </button>
            </RadixDialog.Close>
          </div>
          {onSubmit ? (
            <form id={formId} noValidate onSubmit={onSubmit}>
              {body}
            </form>
          ) : (
            body
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The footer of a form dialog: "Cancel", and the submit button that repeats the action's name. */
export function SubmitFooter({
  label,
  pending,
  onCancel,
  variant = 'primary',
}: {
  label: ReactNode;
  pending: boolean;
  onCancel: () => void;
  variant?: ButtonVariant;
}) {
  return (
    <>
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} pending={pending}>
        {label}
      </Button>
    </>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** The primary button: repeats the action's name ("Revoke", "Archive", "Delete"…). */
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /** Runs the action; the dialog closes when it resolves and shows the error when it fails. */
  onConfirm: () => Promise<unknown>;
}

/** A confirmation for one action. Its primary button repeats the action's name. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  tone = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const variant: ButtonVariant = tone === 'danger' ? 'danger' : 'primary';
  const change = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Something went wrong. Try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={title}
      width="sm"
      busy={pending}
      onSubmit={submit}
      footer={<SubmitFooter label={confirmLabel} pending={pending} onCancel={() => change(false)} variant={variant} />}
    >
      <div className="text-sm text-gray-700 space-y-2">{children}</div>
      {error && <Notice tone="error">{error}</Notice>}
    </Dialog>
  );
}
