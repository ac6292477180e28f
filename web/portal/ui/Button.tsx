import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from '../../shared/lib/cx';
import { Spinner } from '../../shared/ui/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** `lg`: the 44 px touch target of the step bar and the main actions; `md`: 44 px on phones, 36 px wider up. */
  size?: 'md' | 'lg';
  /** A spinner; clicks are swallowed until the action settles (no double submit). */
  pending?: boolean;
  icon?: ReactNode;
}

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-accent-600 text-white shadow-xs hover:bg-accent-700 active:bg-accent-800 ' +
    'disabled:bg-accent-300 disabled:text-white disabled:shadow-none',
  secondary:
    'bg-white text-gray-800 border border-gray-300 shadow-xs hover:bg-gray-50 hover:border-gray-400 ' +
    'active:bg-gray-100 disabled:text-gray-500 disabled:bg-gray-50 disabled:border-gray-200 disabled:shadow-none',
  ghost: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 active:bg-gray-150 disabled:text-gray-500',
  danger: 'text-red-700 hover:bg-red-50 active:bg-red-100 disabled:text-gray-500',
};

const sizes = {
  md: 'min-h-11 px-3.5 text-[15px] sm:min-h-9 sm:text-sm',
  lg: 'min-h-11 px-5 text-[15px]',
};

/** The portal's button: big touch targets, one accent. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', pending = false, icon, className, children, type, onClick, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium select-none',
        'transition-colors duration-100 disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        pending && 'cursor-progress',
        className,
      )}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={pending ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {pending ? <Spinner size={16} /> : icon}
      {children}
    </button>
  );
});
