import type { SVGProps } from 'react';

// The shared 16 px line icons, and the few the portal adds in the same style (decorative, hidden from AT).
export { IconAlert, IconClock, IconLock, IconRefresh } from '../../shared/ui/icons';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

export function IconMail({ size = 16, className, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      <rect x="2" y="3.5" width="12" height="9" rx="1.5" />
      <path d="m2.5 4.5 5.5 4 5.5-4" />
    </svg>
  );
}
