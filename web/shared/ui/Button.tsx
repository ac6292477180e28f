import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and refuses clicks until the action settles (no double submit; forms also check it). */
  pending?: boolean;
  icon?: ReactNode;
}

const base =
  'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-md font-medium select-none ' +
  'transition-colors duration-100 disabled:cursor-not-allowed';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-accent-600 text-white shadow-xs hover:bg-accent-700 active:bg-accent-800 ' +
    'disabled:bg-accent-300 disabled:shadow-none',
  secondary:
    'bg-white text-gray-800 border border-gray-300 shadow-xs hover:bg-gray-50 hover:border-gray-400 ' +
    'active:bg-gray-100 disabled:text-gray-400 disabled:bg-gray-50 disabled:border-gray-200 disabled:shadow-none',
  danger: 'bg-red-600 text-white shadow-xs hover:bg-red-700 active:bg-red-700 disabled:bg-red-200 disabled:shadow-none',
  ghost: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 active:bg-gray-150 disabled:text-gray-400',
  link: 'text-accent-700 hover:text-accent-800 hover:underline underline-offset-2 disabled:text-gray-400 !px-0 !h-auto',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-7 px-2.5 text-13',
  md: 'h-8 px-3 text-sm',
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', pending = false, icon, className, disabled, children, type, onClick, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={cx(base, variants[variant], sizes[size], pending && 'cursor-progress', className)}
      // While pending the button keeps its look, announces itself busy and swallows clicks (no double submit).
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={pending ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {pending ? <Spinner size={14} /> : icon}
      {children}
    </button>
  );
});
