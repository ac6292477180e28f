import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { LoadingBlock } from '../shared/ui/Spinner';
import { sessionQuery } from './api/session';
import { validateCaseSearch } from './cases/case-search';
import { QueuePage } from './cases/QueuePage';
import { validateQueueSearch } from './cases/queue-search';
import { validateInvitationsSearch } from './invitations/labels';
import { AppLayout } from './layout/AppLayout';
import { FullErrorPage, InlineErrorPage } from './pages/ErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SetPasswordPage } from './pages/SetPasswordPage';
import { isSignInReason, SignInPage, type SignInReason } from './pages/SignInPage';
import { isSsoErrorReason, type SsoErrorReason } from './pages/sso-errors';
import { TwoFactorSetupPage } from './pages/TwoFactorSetupPage';
import { optionalString } from './router-helpers';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: FullErrorPage,
});

interface SignInSearch {
  email?: string;
  reason?: SignInReason;
  redirect?: string;
  sso_error?: SsoErrorReason;
}

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  validateSearch: (search: Record<string, unknown>): SignInSearch => {
    const out: SignInSearch = {};
    const email = optionalString(search.email);
    const redirectTo = optionalString(search.redirect);
    if (email) out.email = email;
    if (isSignInReason(search.reason)) out.reason = search.reason;
    if (redirectTo) out.redirect = redirectTo;
    if (isSsoErrorReason(search.sso_error)) out.sso_error = search.sso_error;
    return out;
  },
  beforeLoad: async ({ context }) => {
    // Signed in already (another tab, the back button): straight to the console.
    const session = await context.queryClient.ensureQueryData(sessionQuery).catch(() => null);
    if (session) throw redirect({ to: '/', replace: true });
  },
  component: SignInPage,
});

const setPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'set-password',
  component: SetPasswordPage,
});

/** Set up two-factor authentication: a signed-in page of its own, so a user the account holds there sees nothing else. */
const twoFactorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'two-factor',
  beforeLoad: async ({ context }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    if (!session) throw redirect({ to: '/sign-in', replace: true });
  },
  component: TwoFactorSetupPage,
});

/** Every page behind the sign-in. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    if (!session) {
      const here = location.href;
      throw redirect({
        to: '/sign-in',
        search: here === '/' ? {} : { redirect: here },
        replace: true,
      });
    }
    // The account requires MFA and this user has none yet: the set-up comes before anything else.
    if (session.mfa_setup_required) throw redirect({ to: '/two-factor', replace: true });
  },
  component: AppLayout,
  errorComponent: FullErrorPage,
});

const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/cases', replace: true });
  },
});

const casesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'cases',
  validateSearch: validateQueueSearch,
  component: QueuePage,
});

const caseRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'cases/$caseId',
  validateSearch: validateCaseSearch,
  component: lazyRouteComponent(() => import('./case/CasePage'), 'CasePage'),
});

const checksRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'checks',
  component: lazyRouteComponent(() => import('./checks/ChecksPage'), 'ChecksPage'),
});

const calendarRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'cases/calendar',
  component: lazyRouteComponent(() => import('./cases/CalendarPage'), 'CalendarPage'),
});

const invitationsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'invitations',
  validateSearch: validateInvitationsSearch,
  component: lazyRouteComponent(() => import('./invitations/InvitationsPage'), 'InvitationsPage'),
});

const sessionsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'sessions',
  component: lazyRouteComponent(() => import('./sessions/SessionsPage'), 'SessionsPage'),
});

const passkeysRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'passkeys',
  component: lazyRouteComponent(() => import('./passkeys/PasskeysPage'), 'PasskeysPage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'settings',
  component: lazyRouteComponent(() => import('./settings/SettingsLayout'), 'SettingsLayout'),
});

const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/settings/company', replace: true });
  },
});

const companyRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'company',
  component: lazyRouteComponent(() => import('./settings/CompanyTab'), 'CompanyTab'),
});

const tokensRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'tokens',
  component: lazyRouteComponent(() => import('./settings/TokensTab'), 'TokensTab'),
});

const profilesRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'profiles',
  component: lazyRouteComponent(() => import('./settings/ProfilesTab'), 'ProfilesTab'),
});

const newProfileRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'profiles/new',
  component: lazyRouteComponent(() => import('./settings/ProfileFormPage'), 'NewProfilePage'),
});

const editProfileRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'profiles/$profileId/edit',
  component: lazyRouteComponent(() => import('./settings/ProfileFormPage'), 'EditProfilePage'),
});

const webhooksRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'webhooks',
  component: lazyRouteComponent(() => import('./settings/WebhooksTab'), 'WebhooksTab'),
});

const webhookDetailRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'webhooks/$endpointId',
  component: lazyRouteComponent(() => import('./settings/WebhookDetailPage'), 'WebhookDetailPage'),
});

const securityRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'security',
  component: lazyRouteComponent(() => import('./settings/SecurityTab'), 'SecurityTab'),
});

const retentionRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'retention',
  component: lazyRouteComponent(() => import('./settings/RetentionTab'), 'RetentionTab'),
});

const screeningSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'screening',
  component: lazyRouteComponent(() => import('./settings/ScreeningSettingsTab'), 'ScreeningSettingsTab'),
});

const riskModelRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'risk-model',
  component: lazyRouteComponent(() => import('./settings/RiskModelTab'), 'RiskModelTab'),
});

const reviewCalendarRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'review-calendar',
  component: lazyRouteComponent(() => import('./settings/ReviewCalendarTab'), 'ReviewCalendarTab'),
});

const usersRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'users',
  component: lazyRouteComponent(() => import('./settings/UsersTab'), 'UsersTab'),
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  setPasswordRoute,
  twoFactorRoute,
  appRoute.addChildren([
    homeRoute,
    casesRoute,
    calendarRoute,
    caseRoute,
    invitationsRoute,
    checksRoute,
    sessionsRoute,
    passkeysRoute,
    settingsRoute.addChildren([
      settingsIndexRoute,
      companyRoute,
      tokensRoute,
      profilesRoute,
      newProfileRoute,
      editProfileRoute,
      webhooksRoute,
      webhookDetailRoute,
      usersRoute,
      securityRoute,
      retentionRoute,
      screeningSettingsRoute,
      riskModelRoute,
      reviewCalendarRoute,
    ]),
  ]),
]);

function PendingPage() {
  return (
    <div className="mx-auto max-w-5xl px-8 py-8">
      <LoadingBlock />
    </div>
  );
}

export function createConsoleRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: '/console',
    context: { queryClient },
    notFoundMode: 'root',
    defaultPreload: 'intent',
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: InlineErrorPage,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
