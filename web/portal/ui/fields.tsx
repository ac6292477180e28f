import { type ComponentProps, forwardRef, type ReactNode, useId } from 'react';
import { cx } from '../../shared/lib/cx';
import { FieldErrorText as FieldError } from '../../shared/ui/Field';
import { t } from '../i18n';

// Form controls sized for a thumb: 44 px high, 16 px text on phones (so iOS does not zoom into a focused field),
// a visible <label> for each, the hint and the error wired with aria-describedby, required ones aria-required.

const control =
  'block w-full rounded-lg border bg-white text-gray-900 shadow-xs placeholder:text-gray-500 ' +
  'transition-[border-color,box-shadow] duration-100 focus:outline-none focus-visible:outline-none ' +
  'focus:border-accent-500 focus:ring-3 focus:ring-accent-100 ' +
  'disabled:bg-gray-50 disabled:text-gray-500 disabled:shadow-none ' +
  'text-[16px] sm:text-sm';

export function controlClass(invalid: boolean, extra?: string): string {
  return cx(
    control,
    invalid ? 'border-red-500 focus:border-red-500 focus:ring-red-100' : 'border-gray-300 hover:border-gray-400',
    extra,
  );
}

/** The error line under a control (its id is in the control's aria-describedby): the console's own. */
export { FieldError };

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

export function Label({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-gray-800">
      {children}
      {/* For the eye only: the control's name stays its label ("Brand name"); aria-required marks the others. */}
      {optional && (
        <span aria-hidden="true" className="ml-1.5 font-normal text-gray-500">
          {t.common.optional}
        </span>
      )}
    </label>
  );
}

export interface ShellProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  className?: string;
}

interface Wiring {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** A label, the control `render` draws with the wiring, then the error and the hint. */
export function Field({
  id,
  label,
  hint,
  error,
  optional,
  className,
  extraDescribedBy,
  children,
}: ShellProps & { id?: string; extraDescribedBy?: string; children: (wiring: Wiring) => ReactNode }) {
  const auto = useId();
  const inputId = id ?? `f${auto.replace(/[^\w-]/g, '')}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <Label htmlFor={inputId} optional={optional}>
        {label}
      </Label>
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-2 text-13 text-gray-600">
          {hint}
        </p>
      )}
      {children({
        id: inputId,
        'aria-describedby': describedBy(error && errorId, Boolean(hint) && hintId, extraDescribedBy),
        'aria-invalid': error ? true : undefined,
        'aria-required': optional ? undefined : true,
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

type InputProps = ShellProps & Omit<ComponentProps<'input'>, 'className' | 'onChange' | 'value'>;

export const TextInput = forwardRef<
  HTMLInputElement,
  InputProps & { value: string | undefined; onValue: (value: string) => void; mono?: boolean }
>(function TextInput(
  { label, hint, error, optional, className, id, value, onValue, mono, 'aria-describedby': extra, ...input },
  ref,
) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={className}
      extraDescribedBy={extra}
    >
      {(wiring) => (
        <input
          ref={ref}
          {...wiring}
          className={controlClass(Boolean(error), cx('h-11 px-3', mono && 'font-mono'))}
          value={value ?? ''}
          onChange={(e) => onValue(e.target.value)}
          {...input}
        />
      )}
    </Field>
  );
});

export function TextArea({
  label,
  hint,
  error,
  optional,
  className,
  id,
  value,
  onValue,
  mono,
  ...area
}: ShellProps &
  Omit<ComponentProps<'textarea'>, 'className' | 'onChange' | 'value'> & {
    value: string | undefined;
    onValue: (value: string) => void;
    mono?: boolean;
  }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(wiring) => (
        <textarea
          {...wiring}
          rows={area.rows ?? 3}
          className={controlClass(Boolean(error), cx('min-h-24 px-3 py-2.5 resize-y', mono && 'font-mono'))}
          value={value ?? ''}
          onChange={(e) => onValue(e.target.value)}
          {...area}
        />
      )}
    </Field>
  );
}

export function SelectInput({
  label,
  hint,
  error,
  optional,
  className,
  id,
  value,
  onValue,
  placeholder,
  children,
  ...select
}: ShellProps &
  Omit<ComponentProps<'select'>, 'className' | 'onChange' | 'value'> & {
    value: string | undefined;
    onValue: (value: string) => void;
    /** The empty first option ("Choose a country"). */
    placeholder?: string;
  }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(wiring) => (
        <select
          {...wiring}
          className={controlClass(
            Boolean(error),
            'select-chevron h-11 appearance-none pr-8 pl-3 cursor-pointer disabled:cursor-not-allowed',
          )}
          value={value ?? ''}
          onChange={(e) => onValue(e.target.value)}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {children}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label, in a 44 px row. */
export function CheckboxInput({
  label,
  checked,
  onChecked,
  id,
  describedBy: extra,
  className,
}: {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  id?: string;
  describedBy?: string;
  className?: string;
}) {
  const auto = useId();
  const inputId = id ?? `c${auto.replace(/[^\w-]/g, '')}`;
  return (
    <div className={cx('flex min-h-11 items-center gap-3', className)}>
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChecked(e.target.checked)}
        aria-describedby={extra}
        className="size-5 shrink-0 cursor-pointer rounded border-gray-300 accent-accent-600"
      />
      <label htmlFor={inputId} className="cursor-pointer py-2 text-sm text-gray-800">
        {label}
      </label>
    </div>
  );
}

/** A yes/no question: a fieldset whose legend is the question, two big radio rows. */
export function YesNo({
  name,
  legend,
  hint,
  value,
  onValue,
  id,
  error,
}: {
  name: string;
  legend: string;
  hint?: string;
  value: boolean | undefined;
  onValue: (value: boolean) => void;
  id: string;
  error?: string;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const option = (answer: boolean, label: string) => {
    const optionId = `${id}-${answer ? 'yes' : 'no'}`;
    return (
      <label
        htmlFor={optionId}
        className={cx(
          'flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg border px-3.5 text-[15px] sm:text-sm',
          'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-100',
          value === answer
            ? 'border-accent-500 bg-accent-50 text-gray-900'
            : 'border-gray-300 bg-white text-gray-800 hover:border-gray-400',
        )}
      >
        <input
          id={optionId}
          type="radio"
          name={name}
          checked={value === answer}
          onChange={() => onValue(answer)}
          className="size-5 shrink-0 accent-accent-600"
        />
        {label}
      </label>
    );
  };
  return (
    <fieldset id={id} aria-describedby={describedBy(error && errorId, hint && hintId)} tabIndex={-1}>
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-2 text-13 text-gray-600">
          {hint}
        </p>
      )}
      <div className="flex gap-3">
        {option(true, t.common.yes)}
        {option(false, t.common.no)}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
