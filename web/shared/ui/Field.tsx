import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../lib/cx';
import { sentence } from '../lib/form-errors';
import { IconAlert } from './icons';

const control =
  'block rounded-md border bg-white text-gray-900 shadow-xs placeholder:text-gray-400 ' +
  'transition-[border-color,box-shadow] duration-100 focus:outline-none focus-visible:outline-none ' +
  'focus:border-accent-500 focus:ring-3 focus:ring-accent-100 ' +
  'disabled:bg-gray-50 disabled:text-gray-500 disabled:shadow-none read-only:bg-gray-50';

function controlClass(invalid: boolean, extra?: string): string {
  return cx(
    control,
    invalid ? 'border-red-500 focus:border-red-500 focus:ring-red-100' : 'border-gray-300 hover:border-gray-400',
    extra,
  );
}

/** The error line under a control, referenced by the control's aria-describedby. */
export function FieldErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-13 text-red-700">
      <IconAlert size={14} className="mt-[3px] shrink-0" />
      <span>{typeof children === 'string' ? sentence(children) : children}</span>
    </p>
  );
}

interface FieldShellProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  className?: string;
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  const ids = [error ? errorId : null, hint ? hintId : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Label({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-13 font-medium text-gray-800">
      {children}
      {/* A marker for the eye: the field's name stays its label alone ("Comment", not "CommentOptional"). */}
      {optional && (
        <span aria-hidden="true" className="ml-1.5 font-normal text-gray-500">
          Optional
        </span>
      )}
    </label>
  );
}

export type TextFieldProps = FieldShellProps & Omit<ComponentProps<'input'>, 'className'>;

/** A labelled input; its hint and error are wired with aria-describedby, aria-invalid marks the error. */
export function TextField({ label, hint, error, optional, className, id, ...input }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? `f${auto}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <Label htmlFor={inputId} optional={optional}>
        {label}
      </Label>
      <input
        id={inputId}
        className={controlClass(Boolean(error), 'h-8 w-full px-2.5 text-sm')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        {...input}
      />
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
      {hint && (
        <p id={hintId} className="mt-1.5 text-13 text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
}

export type TextAreaFieldProps = FieldShellProps & Omit<ComponentProps<'textarea'>, 'className'>;

export function TextAreaField({ label, hint, error, optional, className, id, ...input }: TextAreaFieldProps) {
  const auto = useId();
  const inputId = id ?? `f${auto}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <Label htmlFor={inputId} optional={optional}>
        {label}
      </Label>
      <textarea
        id={inputId}
        className={controlClass(Boolean(error), 'min-h-18 w-full px-2.5 py-1.5 text-sm resize-y')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        {...input}
      />
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
      {hint && (
        <p id={hintId} className="mt-1.5 text-13 text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
}

export type SelectFieldProps = FieldShellProps & Omit<ComponentProps<'select'>, 'className' | 'size'>;

export function SelectField({ label, hint, error, optional, className, id, children, ...select }: SelectFieldProps) {
  const auto = useId();
  const inputId = id ?? `f${auto}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <Label htmlFor={inputId} optional={optional}>
        {label}
      </Label>
      <Select
        id={inputId}
        invalid={Boolean(error)}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        {...select}
      >
        {children}
      </Select>
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
      {hint && (
        <p id={hintId} className="mt-1.5 text-13 text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A bare select (for tables: name it with aria-label). */
export function Select({
  invalid = false,
  className,
  size = 'md',
  ...select
}: Omit<ComponentProps<'select'>, 'size'> & { invalid?: boolean; size?: 'sm' | 'md' }) {
  return (
    <select
      className={controlClass(
        invalid,
        cx(
          'select-chevron appearance-none pr-7 pl-2.5 cursor-pointer disabled:cursor-not-allowed',
          size === 'sm' ? 'h-7 text-13' : 'h-8 text-sm',
          className ?? 'w-full',
        ),
      )}
      aria-invalid={invalid || undefined}
      {...select}
    />
  );
}

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  className?: string;
}

/** A checkbox with its label (and an optional line of explanation under it). */
export function Checkbox({ label, description, error, className, id, ...input }: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? `c${auto}`;
  const descId = `${inputId}-desc`;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx('flex items-start gap-2.5', className)}>
      <input
        id={inputId}
        type="checkbox"
        className={cx(
          'mt-[3px] size-4 shrink-0 cursor-pointer rounded border-gray-300 accent-accent-600',
          'disabled:cursor-not-allowed',
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(descId, errorId, description, error)}
        {...input}
      />
      <div className="min-w-0">
        <label
          htmlFor={inputId}
          className={cx('block text-sm text-gray-800', input.disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
        >
          {label}
        </label>
        {description && (
          <p id={descId} className="text-13 text-gray-500">
            {description}
          </p>
        )}
        {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
      </div>
    </div>
  );
}
