import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { Popover, Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { lastRequestAt } from '../../shared/api/client';
import { cx } from '../../shared/lib/cx';
import { formatDateTime } from '../../shared/lib/time';
import { Button } from '../../shared/ui/Button';
import {
  IconChevronDown,
  IconInbox,
  IconKey,
  IconMail,
  IconMenu,
  IconSettings,
  IconShield,
  IconSignOut,
  Logo,
} from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { sessionQuery, signOut, signOutEverywhere } from '../api/session';
import type { Session } from '../api/types';
import { SessionContext } from '../session-context';
import { endLocalSession } from '../session-end';
import { ROLE_LABELS } from '../settings/labels';

/** The server ends a session after 30 minutes without a request (docs/console-api.md). */
const IDLE_MS = 30 * 60_000;

/**
 * Notices the end of the session while the console sits open: shortly after the idle or absolute end, it asks
 * the server once (which answers 401 if the session is gone, and the console goes to the sign-in page).
 * It never polls, so it never keeps an idle session alive.
 */
function useSessionWatch(session: Session) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: number | undefined;
    const absolute = Date.parse(session.expires_at);
    const deadline = () => Math.min(lastRequestAt() + IDLE_MS, Number.isNaN(absolute) ? Infinity : absolute) + 1500;
    const check = () => {
      window.clearTimeout(timer);
      const due = deadline();
      if (Date.now() >= due) {
        void queryClient.refetchQueries({ queryKey: sessionQuery.queryKey });
        return;
      }
      timer = window.setTimeout(check, Math.min(due - Date.now(), 2 ** 31 - 1));
    };
    check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [session.expires_at, queryClient]);
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function NavItem({
  to,
  icon,
  label,
  active,
  onNavigate,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  active: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cx(
        'flex h-8 items-center gap-2.5 rounded-md px-2.5 text-sm font-medium transition-colors',
        active ? 'bg-gray-150 text-gray-900' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
      )}
    >
      <span className={active ? 'text-gray-800' : 'text-gray-500'}>{icon}</span>
      {label}
    </Link>
  );
}

function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { user, account } = session;

  const endAll = async () => {
    setPending(true);
    setError(null);
    try {
      await signOutEverywhere();
      setOpen(false);
      endLocalSession(queryClient);
      await navigate({ to: '/sign-in', search: { reason: 'signed_out_everywhere', email: user.email }, replace: true });
    } catch {
      setError('Signing out everywhere failed. Try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="flex w-full items-center gap-2.5 rounded-md px-2 py-1.5 text-left hover:bg-gray-100 data-[state=open]:bg-gray-100"
        >
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-100 text-xs font-semibold text-accent-800"
          >
            {initials(user.name)}
          </span>
          <span className="min-w-0 flex-1">
            <span className="sr-only">Account menu: </span>
            <span className="block truncate text-13 font-medium text-gray-900">{user.name}</span>
            <span className="block truncate text-xs text-gray-500">{ROLE_LABELS[user.role]}</span>
          </span>
          <IconChevronDown size={14} className="shrink-0 text-gray-500" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          aria-label="Account"
          className="z-50 w-72 rounded-lg border border-gray-200 bg-white p-1 shadow-lg animate-pop-in focus:outline-none"
        >
          <div className="px-3 pt-2.5 pb-3">
            <p className="truncate text-sm font-medium text-gray-900">{user.name}</p>
            <p className="truncate text-13 text-gray-600">{user.email}</p>
            <p className="mt-2 text-xs text-gray-500">
              {ROLE_LABELS[user.role]} at {account.name}
            </p>
            <p className="mt-0.5 text-xs text-gray-500">
              Session ends by <time dateTime={session.expires_at}>{formatDateTime(session.expires_at)}</time>, or after
              30 minutes without activity.
            </p>
          </div>
          <div className="border-t border-gray-150 p-1">
            <Link
              to="/sessions"
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-13 font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              <IconShield size={14} className="text-gray-500" />
              Sessions
            </Link>
            <Link
              to="/passkeys"
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-13 font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              <IconKey size={14} className="text-gray-500" />
              Passkeys
            </Link>
          </div>
          {!user.mfa_enabled && (
            <div className="border-t border-gray-150 p-2">
              <Link
                to="/two-factor"
                className="flex h-8 w-full items-center rounded-md px-2.5 text-13 font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900"
              >
                Set up two-factor authentication
              </Link>
            </div>
          )}
          <div className="border-t border-gray-150 p-2">
            {error && (
              <Notice tone="error" className="mb-2">
                {error}
              </Notice>
            )}
            <Button className="w-full justify-start" variant="ghost" size="sm" pending={pending} onClick={endAll}>
              {!pending && <IconSignOut size={14} />}
              Sign out everywhere
            </Button>
            <p className="px-2.5 pt-1 pb-1 text-xs text-gray-500">Ends your sessions on every device and browser.</p>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The sidebar's content: the account, the main navigation and the user's controls. */
function SidebarContent({ session, onNavigate }: { session: Session; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [signingOut, setSigningOut] = useState(false);
  const showSettings = session.user.role !== 'officer';

  const doSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // Ended on this side whatever the server answered: the cookie is gone or will be refused.
    }
    endLocalSession(queryClient);
    await navigate({ to: '/sign-in', search: { reason: 'signed_out', email: session.user.email }, replace: true });
  };

  return (
    <>
      <div className="flex items-center gap-2.5 px-4 pt-4 pb-4">
        <Logo size={28} />
        <div className="min-w-0">
          <p className="text-[15px] leading-5 font-semibold tracking-[-0.01em] text-gray-900">Dossier</p>
          <p className="truncate text-xs text-gray-500" title={session.account.name}>
            {session.account.name}
          </p>
        </div>
      </div>
      <nav aria-label="Main" className="px-2.5">
        <ul className="space-y-0.5">
          <li>
            <NavItem
              to="/cases"
              icon={<IconInbox />}
              label="Cases"
              onNavigate={onNavigate}
              active={pathname === '/' || pathname.startsWith('/cases')}
            />
          </li>
          <li>
            <NavItem
              to="/invitations"
              icon={<IconMail />}
              label="Invitations"
              onNavigate={onNavigate}
              active={pathname.startsWith('/invitations')}
            />
          </li>
          <li>
            <NavItem
              to="/checks"
              icon={<IconShield />}
              label="Checks"
              onNavigate={onNavigate}
              active={pathname.startsWith('/checks')}
            />
          </li>
          {showSettings && (
            <li>
              <NavItem
                to="/settings"
                icon={<IconSettings />}
                label="Settings"
                onNavigate={onNavigate}
                active={pathname.startsWith('/settings')}
              />
            </li>
          )}
        </ul>
      </nav>
      <div className="mt-auto space-y-1 border-t border-gray-200 px-2.5 py-3">
        <UserMenu session={session} />
        <button
          type="button"
          onClick={doSignOut}
          disabled={signingOut}
          className="flex h-8 w-full items-center gap-2.5 rounded-md px-2.5 text-sm font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-60"
        >
          <IconSignOut className="text-gray-500" />
          Sign out
        </button>
      </div>
    </>
  );
}

/** From 1024 px: the sidebar beside the page. */
function Sidebar({ session }: { session: Session }) {
  return (
    <header className="sticky top-0 flex h-screen w-52 shrink-0 flex-col border-r border-gray-200 bg-gray-25 max-lg:hidden">
      <SidebarContent session={session} />
    </header>
  );
}

/**
 * Below 1024 px (a tablet, a half screen): a bar with a "Menu" button that opens the sidebar as a panel over the
 * page (a modal dialog: focus moves in, Escape and a click outside close it, focus returns to the button).
 */
function MenuBar({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 flex h-12 items-center gap-3 border-b border-gray-200 bg-gray-25 px-3 lg:hidden">
      <RadixDialog.Root open={open} onOpenChange={setOpen}>
        <RadixDialog.Trigger asChild>
          <button
            type="button"
            className="inline-flex h-8 items-center gap-2 rounded-md border border-gray-300 bg-white px-2.5 text-sm font-medium text-gray-800 shadow-xs hover:bg-gray-50"
          >
            <IconMenu size={16} className="text-gray-600" />
            Menu
          </button>
        </RadixDialog.Trigger>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-900/35 animate-fade-in" />
          <RadixDialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-gray-200 bg-gray-25 shadow-lg focus:outline-none"
          >
            <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
            <SidebarContent session={session} onNavigate={() => setOpen(false)} />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <span className="flex items-center gap-2">
        <Logo size={22} />
        <span className="text-sm font-semibold text-gray-900">Dossier</span>
      </span>
    </header>
  );
}

function Shell({ session }: { session: Session }) {
  useSessionWatch(session);
  return (
    <SessionContext.Provider value={session}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow-lg"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen max-lg:flex-col">
        <MenuBar session={session} />
        <Sidebar session={session} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </SessionContext.Provider>
  );
}

/** The frame of every signed-in page. Renders nothing once the session is gone (the router moves to sign-in). */
export function AppLayout() {
  const { data: session } = useQuery(sessionQuery);
  if (!session) return null;
  return <Shell session={session} />;
}
