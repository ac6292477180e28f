import type { ReactNode, SVGProps } from 'react';

/** A handful of 16 px line icons drawn inline (no icon library). Decorative: hidden from assistive technology. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function icon(paths: ReactNode) {
  return function Icon({ size = 16, className, ...rest }: IconProps) {
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
        {paths}
      </svg>
    );
  };
}

export const IconCopy = icon(
  <>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 5.5V3.75A1.25 1.25 0 0 0 9.25 2.5h-5.5A1.25 1.25 0 0 0 2.5 3.75v5.5a1.25 1.25 0 0 0 1.25 1.25H5.5" />
  </>,
);
export const IconCheck = icon(<path d="M3.5 8.5 6.5 11.5 12.5 4.5" />);
export const IconPlus = icon(<path d="M8 3.5v9M3.5 8h9" />);
export const IconX = icon(<path d="M4 4l8 8M12 4l-8 8" />);
export const IconChevronRight = icon(<path d="M6.5 4 10.5 8 6.5 12" />);
export const IconChevronDown = icon(<path d="M4 6.5 8 10.5 12 6.5" />);
export const IconChevronLeft = icon(<path d="M9.5 4 5.5 8 9.5 12" />);
export const IconAlert = icon(
  <>
    <path d="M8 2.5 14 13H2L8 2.5Z" />
    <path d="M8 6.5v3M8 11.25v.01" />
  </>,
);
export const IconInfo = icon(
  <>
    <circle cx="8" cy="8" r="5.75" />
    <path d="M8 7.25V11M8 5v.01" />
  </>,
);
export const IconCheckCircle = icon(
  <>
    <circle cx="8" cy="8" r="5.75" />
    <path d="M5.5 8.25 7.25 10 10.5 6.5" />
  </>,
);
export const IconInbox = icon(
  <>
    <path d="M2.5 9.5 4.25 3.5h7.5l1.75 6v3.25a.75.75 0 0 1-.75.75H3.25a.75.75 0 0 1-.75-.75V9.5Z" />
    <path d="M2.5 9.5h3l.75 1.5h3.5l.75-1.5h3" />
  </>,
);
export const IconSettings = icon(
  <>
    <path d="M2.5 4.5h6M11.5 4.5h2M2.5 11.5h2M7.5 11.5h6" />
    <circle cx="10" cy="4.5" r="1.5" />
    <circle cx="6" cy="11.5" r="1.5" />
  </>,
);
export const IconSignOut = icon(
  <>
    <path d="M6.5 13.5H3.75a1.25 1.25 0 0 1-1.25-1.25v-8.5A1.25 1.25 0 0 1 3.75 2.5H6.5" />
    <path d="M10.5 11 13.5 8l-3-3M13.5 8H6" />
  </>,
);
export const IconKey = icon(
  <>
    <circle cx="5.5" cy="10.5" r="3" />
    <path d="m7.6 8.4 5.9-5.9M11.5 4.5 13 6M10 6l1.25 1.25" />
  </>,
);
export const IconBuilding = icon(
  <>
    <path d="M3 13.5V3.25a.75.75 0 0 1 .75-.75h5.5a.75.75 0 0 1 .75.75V13.5M10 6.5h2.25a.75.75 0 0 1 .75.75v6.25M1.75 13.5h12.5" />
    <path d="M5.5 5.5h2M5.5 8h2M5.5 10.5h2" />
  </>,
);
export const IconLayers = icon(
  <>
    <path d="M8 2.25 14 5.5 8 8.75 2 5.5 8 2.25Z" />
    <path d="m2 8.25 6 3.25 6-3.25M2 11 8 14.25 14 11" />
  </>,
);
export const IconWebhook = icon(
  <>
    <circle cx="4.5" cy="11.5" r="1.75" />
    <circle cx="11.5" cy="11.5" r="1.75" />
    <circle cx="8" cy="4.5" r="1.75" />
    <path d="M7 6 4.5 9.75M9 6l2.5 3.75M6.25 11.5h3.5" />
  </>,
);
export const IconUsers = icon(
  <>
    <circle cx="6" cy="5.5" r="2.5" />
    <path d="M1.75 13.5c.4-2.3 2.1-3.75 4.25-3.75s3.85 1.45 4.25 3.75" />
    <path d="M10.5 3.1a2.5 2.5 0 0 1 0 4.8M12.1 9.9c1.2.5 2 1.7 2.15 3.6" />
  </>,
);
export const IconMail = icon(
  <>
    <rect x="2" y="3.5" width="12" height="9" rx="1.5" />
    <path d="m2.5 4.5 5.5 4.25 5.5-4.25" />
  </>,
);
export const IconLock = icon(
  <>
    <rect x="3" y="7" width="10" height="7" rx="1.5" />
    <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
  </>,
);
export const IconRefresh = icon(
  <>
    <path d="M13.25 8A5.25 5.25 0 1 1 11.7 4.3" />
    <path d="M13.25 2.75V5.5H10.5" />
  </>,
);
export const IconMenu = icon(<path d="M2.5 4h11M2.5 8h11M2.5 12h11" />);
export const IconArrowLeft = icon(<path d="M13 8H3M7 4 3 8l4 4" />);
export const IconExternal = icon(
  <>
    <path d="M9.5 2.5h4v4M13.5 2.5 7.5 8.5" />
    <path d="M11.5 9.5v3.25a.75.75 0 0 1-.75.75h-7.5a.75.75 0 0 1-.75-.75v-7.5a.75.75 0 0 1 .75-.75H6.5" />
  </>,
);
export const IconCompass = icon(
  <>
    <circle cx="8" cy="8" r="5.75" />
    <path d="m10.25 5.75-1.3 3.2-3.2 1.3 1.3-3.2 3.2-1.3Z" />
  </>,
);
export const IconClock = icon(
  <>
    <circle cx="8" cy="8" r="5.75" />
    <path d="M8 4.75V8l2 1.5" />
  </>,
);
export const IconShield = icon(
  <>
    <path d="M8 1.75 13 3.5v4c0 3.1-2.1 5.5-5 6.75C5.1 13 3 10.6 3 7.5v-4l5-1.75Z" />
    <path d="m5.75 8 1.5 1.5 3-3" />
  </>,
);

export const IconArrowRight = icon(<path d="M3 8h10M9 4l4 4-4 4" />);
export const IconSearch = icon(
  <>
    <circle cx="7" cy="7" r="4.25" />
    <path d="m10.25 10.25 3.25 3.25" />
  </>,
);
export const IconFile = icon(
  <>
    <path d="M9 1.75H4.25a.75.75 0 0 0-.75.75v11a.75.75 0 0 0 .75.75h7.5a.75.75 0 0 0 .75-.75V5.25L9 1.75Z" />
    <path d="M9 1.75v3.5h3.5M5.75 8.5h4.5M5.75 11h3" />
  </>,
);
export const IconZoomIn = icon(
  <>
    <circle cx="7" cy="7" r="4.25" />
    <path d="m10.25 10.25 3.25 3.25M7 5v4M5 7h4" />
  </>,
);
export const IconZoomOut = icon(
  <>
    <circle cx="7" cy="7" r="4.25" />
    <path d="m10.25 10.25 3.25 3.25M5 7h4" />
  </>,
);
export const IconRotate = icon(
  <>
    <path d="M2.75 8A5.25 5.25 0 1 0 4.3 4.3" />
    <path d="M2.75 2.75V5.5H5.5" />
  </>,
);
export const IconDownload = icon(
  <>
    <path d="M8 2.5v7.5M4.75 7 8 10.25 11.25 7" />
    <path d="M2.75 11.5v1.25a.75.75 0 0 0 .75.75h9a.75.75 0 0 0 .75-.75V11.5" />
  </>,
);
export const IconUser = icon(
  <>
    <circle cx="8" cy="5.5" r="2.75" />
    <path d="M2.75 13.75c.5-2.6 2.6-4.25 5.25-4.25s4.75 1.65 5.25 4.25" />
  </>,
);
export const IconNote = icon(
  <>
    <path d="M3.25 2.5h9.5a.75.75 0 0 1 .75.75v6.5L9.75 13.5h-6.5a.75.75 0 0 1-.75-.75v-9.5a.75.75 0 0 1 .75-.75Z" />
    <path d="M9.75 13.5V9.75h3.75M5 5.5h6M5 8h3.5" />
  </>,
);
export const IconFlag = icon(
  <>
    <path d="M3.5 14V2.5" />
    <path d="M3.5 3h8.25l-1.75 3 1.75 3H3.5" />
  </>,
);
export const IconEye = icon(
  <>
    <path d="M1.75 8S4 3.75 8 3.75 14.25 8 14.25 8 12 12.25 8 12.25 1.75 8 1.75 8Z" />
    <circle cx="8" cy="8" r="2" />
  </>,
);
export const IconUpload = icon(
  <>
    <path d="M8 10.5V3M4.75 6.25 8 3l3.25 3.25" />
    <path d="M2.75 11.5v1.25a.75.75 0 0 0 .75.75h9a.75.75 0 0 0 .75-.75V11.5" />
  </>,
);

/** Dossier's mark: a folder with a check, drawn in the accent. */
export function Logo({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="6" fill="var(--color-accent-600)" />
      <path
        d="M6 8.25A1.25 1.25 0 0 1 7.25 7h3l1.5 1.5h5A1.25 1.25 0 0 1 18 9.75v6A1.25 1.25 0 0 1 16.75 17H7.25A1.25 1.25 0 0 1 6 15.75v-7.5Z"
        fill="white"
        fillOpacity="0.95"
      />
      <path
        d="m9.5 12.75 1.75 1.75 3.25-3.25"
        stroke="var(--color-accent-600)"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
