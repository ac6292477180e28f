import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { cx } from '../../shared/lib/cx';
import {
  IconBuilding,
  IconClock,
  IconKey,
  IconLayers,
  IconLock,
  IconShield,
  IconUsers,
  IconWebhook,
} from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { PageFrame } from '../layout/PageFrame';
import { usePermissions } from '../session-context';

interface TabDef {
  to: string;
  label: string;
  icon: ReactNode;
  /** Shown to admins only: webhook endpoint URLs, payloads and receivers' responses are not for viewers. */
  adminOnly?: boolean;
}

const SETTINGS_DESCRIPTION = 'How your account connects to Dossier, and who can use it.';

const TABS: TabDef[] = [
  { to: '/settings/company', label: 'Company information', icon: <IconBuilding /> },
  { to: '/settings/tokens', label: 'Access tokens', icon: <IconKey /> },
  { to: '/settings/profiles', label: 'Onboarding profiles', icon: <IconLayers /> },
  { to: '/settings/webhooks', label: 'Webhooks', icon: <IconWebhook />, adminOnly: true },
  { to: '/settings/users', label: 'Users', icon: <IconUsers /> },
  { to: '/settings/security', label: 'Security', icon: <IconLock /> },
  { to: '/settings/retention', label: 'Data retention', icon: <IconClock /> },
  { to: '/settings/screening', label: 'Screening', icon: <IconShield /> },
  { to: '/settings/risk-model', label: 'Risk model', icon: <IconLock /> },
  { to: '/settings/review-calendar', label: 'Review calendar', icon: <IconClock /> },
];

function tabId(to: string): string {
  return `tab-${to.split('/').pop() ?? ''}`;
}

/**
 * The settings tabs: links (each tab has its own URL) exposed as an ARIA tablist. Arrow keys, Home and End move
 * between tabs; Enter opens one.
 */
function SettingsTabs({ current, tabs }: { current: string | undefined; tabs: TabDef[] }) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = refs.current.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else if (event.key === ' ') {
      event.preventDefault();
      refs.current[index]?.click();
      return;
    }
    if (next >= 0) {
      event.preventDefault();
      refs.current[next]?.focus();
    }
  };
  return (
    <div
      role="tablist"
      aria-label="Settings"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className="-mb-px flex flex-wrap gap-x-1"
    >
      {tabs.map((tab, i) => {
        const selected = tab.to === current;
        return (
          <Link
            key={tab.to}
            ref={(el) => {
              refs.current[i] = el;
            }}
            to={tab.to}
            id={tabId(tab.to)}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? 'settings-panel' : undefined}
            tabIndex={selected || (current === undefined && i === 0) ? 0 : -1}
            className={cx(
              'flex h-10 shrink-0 items-center gap-2 border-b-2 px-2.5 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:outline-offset-[-2px] rounded-t-md',
              selected
                ? 'border-accent-600 text-gray-900'
                : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
            )}
          >
            <span className={selected ? 'text-accent-600' : 'text-gray-500'}>{tab.icon}</span>
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}

/** An officer's view of any settings address. */
function NoAccess() {
  useEffect(() => {
    document.title = 'Settings · Dossier';
  }, []);
  return (
    <PageFrame title="Settings" description={SETTINGS_DESCRIPTION}>
      <div className="flex flex-col items-center rounded-xl border border-gray-200 bg-white px-6 py-14 text-center shadow-xs">
        <div className="mb-3 flex size-10 items-center justify-center rounded-lg bg-gray-100 text-gray-500 ring-1 ring-gray-200">
          <IconLock size={18} />
        </div>
        <h2 className="text-base font-semibold text-gray-900">You don't have access to settings</h2>
        <p className="mt-1 max-w-md text-sm text-gray-600">
          Officers review cases. Account settings — access tokens, onboarding profiles, webhooks and users — are managed
          by admins. Ask an admin of your account if you need a change.
        </p>
        <Link
          to="/cases"
          className="mt-5 inline-flex h-8 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 shadow-xs hover:bg-gray-50"
        >
          Back to cases
        </Link>
      </div>
    </PageFrame>
  );
}

/** A viewer's view of an admin-only tab's address. */
function AdminOnlyTab({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-gray-200 bg-white px-6 py-14 text-center shadow-xs">
      <div className="mb-3 flex size-10 items-center justify-center rounded-lg bg-gray-100 text-gray-500 ring-1 ring-gray-200">
        <IconLock size={18} />
      </div>
      <h2 className="text-base font-semibold text-gray-900">{label} are for admins</h2>
      <p className="mt-1 max-w-md text-sm text-gray-600">
        Endpoint addresses, the events sent to them and their answers are shown to admins only.
      </p>
    </div>
  );
}

/** A line under a tab's header for viewers. */
export function ReadOnlyNote({ className }: { className?: string }) {
  const { canManage } = usePermissions();
  if (canManage) return null;
  return (
    <Notice tone="readonly" className={className}>
      You have read-only access. Ask an admin of your account to make changes.
    </Notice>
  );
}

export function SettingsLayout() {
  const { canSeeSettings, canManage } = usePermissions();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const tabs = TABS.filter((t) => canManage || !t.adminOnly);
  const current = TABS.find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`));
  useEffect(() => {
    document.title = `${current ? current.label : 'Settings'} · Settings · Dossier`;
  }, [current]);
  if (!canSeeSettings) return <NoAccess />;
  return (
    <PageFrame
      title="Settings"
      description={SETTINGS_DESCRIPTION}
      tabs={<SettingsTabs current={current?.adminOnly && !canManage ? undefined : current?.to} tabs={tabs} />}
      contentProps={{
        id: 'settings-panel',
        role: 'tabpanel',
        'aria-labelledby': current ? tabId(current.to) : undefined,
      }}
    >
      {current?.adminOnly && !canManage ? <AdminOnlyTab label={current.label} /> : <Outlet />}
    </PageFrame>
  );
}
