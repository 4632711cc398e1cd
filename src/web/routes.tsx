// The route table of spec 1 §2, in one place. Matching is case-insensitive (react-router's
// default) and supports named parameters.
import type { ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './errors/not-found-page';
import { LandingPage } from './landing/landing-page';
import { GatedRoute } from './layout/gated-route';
import { AppShell, PublicShell } from './layout/public-shell';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../shared/auth';
import { useAuth } from './lib/auth-provider';
import { messagePaths, shiftPaths } from './lib/paths';
import { FullScreenSpinner } from './ui/spinner';
import { lazyPage } from './lib/lazy-page';

// Loaded when first visited (lib/lazy-page.tsx).
const AuthPage = lazyPage(() => import('./auth/auth-page'), 'AuthPage');
const ForgotPasswordPage = lazyPage(() => import('./auth/forgot-password-page'), 'ForgotPasswordPage');
const RegisterPage = lazyPage(() => import('./auth/register-page'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('./auth/reset-password-page'), 'ResetPasswordPage');
const SimpleLoginPage = lazyPage(() => import('./auth/simple-login-page'), 'SimpleLoginPage');
const DashboardPage = lazyPage(() => import('./dashboard/dashboard-page'), 'DashboardPage');
const AdminPage = lazyPage(() => import('./admin/admin-page'), 'AdminPage');
const EmailTestPage = lazyPage(() => import('./alerts/email-test-page'), 'EmailTestPage');
const UnsubscribePage = lazyPage(() => import('./alerts/unsubscribe-page'), 'UnsubscribePage');
const AttendancePage = lazyPage(() => import('./attendance/attendance-page'), 'AttendancePage');
const VetAvailabilityPage = lazyPage(() => import('./availability/vet-availability-page'), 'VetAvailabilityPage');
const BookingsPage = lazyPage(() => import('./bookings/bookings-page'), 'BookingsPage');
const BrowsePage = lazyPage(() => import('./search/browse-page'), 'BrowsePage');
const PrivacyPolicyPage = lazyPage(() => import('./legal/privacy-policy-page'), 'PrivacyPolicyPage');
const ServiceAgreementPage = lazyPage(() => import('./legal/service-agreement-page'), 'ServiceAgreementPage');
const TermsOfUsePage = lazyPage(() => import('./legal/terms-of-use-page'), 'TermsOfUsePage');
const MarketDataPage = lazyPage(() => import('./market/market-data-page'), 'MarketDataPage');
const MessagesPage = lazyPage(() => import('./messages/messages-page'), 'MessagesPage');
const ProfilePage = lazyPage(() => import('./profiles/profile-page'), 'ProfilePage');
const TestReferralPage = lazyPage(() => import('./referrals/test-referral-page'), 'TestReferralPage');
const SubscriptionPage = lazyPage(() => import('./billing/subscription-page'), 'SubscriptionPage');
const PasswordChangeRequiredPage = lazyPage(() => import('./account/password-change-required-page'), 'PasswordChangeRequiredPage');
const AccountSettingsPage = lazyPage(() => import('./account/account-settings-page'), 'AccountSettingsPage');
const InvoicesPage = lazyPage(() => import('./invoices/invoices-page'), 'InvoicesPage');
const InvoicePage = lazyPage(() => import('./invoices/invoice-page'), 'InvoicePage');
const InvoiceEditorPage = lazyPage(() => import('./invoices/invoice-editor-page'), 'InvoiceEditorPage');
const EarningsPage = lazyPage(() => import('./earnings/earnings-page'), 'EarningsPage');
const SpendPage = lazyPage(() => import('./earnings/spend-page'), 'SpendPage');
const ConfirmEmailPage = lazyPage(() => import('./account/confirm-email-page'), 'ConfirmEmailPage');

/** Only when signed in; signed out, each of these shows the landing page. */
const SIGNED_IN_PAGES: { path: string; Page: ComponentType & { preload(): unknown }; data?: string[] }[] = [
  { path: '/', Page: DashboardPage, data: [shiftPaths.stats] },
  { path: '/dashboard', Page: DashboardPage, data: [shiftPaths.stats] },
  { path: '/browse', Page: BrowsePage },
  { path: '/bookings', Page: BookingsPage },
  { path: '/messages', Page: MessagesPage },
  { path: '/profile', Page: ProfilePage },
  { path: '/account', Page: AccountSettingsPage },
  { path: '/subscription', Page: SubscriptionPage },
  { path: '/market-data', Page: MarketDataPage },
  { path: '/email-test', Page: EmailTestPage },
  { path: '/test-referral', Page: TestReferralPage },
  { path: '/vet-availability', Page: VetAvailabilityPage },
  { path: '/invoices', Page: InvoicesPage },
  { path: '/invoices/new', Page: InvoiceEditorPage },
  { path: '/invoices/:id', Page: InvoicePage },
  { path: '/invoices/:id/edit', Page: InvoiceEditorPage },
  { path: '/earnings', Page: EarningsPage },
  { path: '/spend', Page: SpendPage },
];

/** Always available, each with its own full-screen layout. */
const STANDALONE_PAGES: RouteObject[] = [
  { path: '/landing', element: <LandingPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/auth', element: <AuthPage /> },
  { path: '/login', element: <SimpleLoginPage /> },
  { path: '/quick-login', element: <SimpleLoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  // The older auth screen is the combined one now (issue 19: one sign-up form).
  { path: '/auth-old', element: <KeepQuery to="/auth" /> },
  /** The link mailed to a new e-mail address: works signed in or out. */
  { path: '/confirm-email', element: <ConfirmEmailPage /> },
];

/** Always available, inside the signed-in shell or a light public one. */
const PUBLIC_PAGES: RouteObject[] = [
  { path: '/admin', element: <AdminPage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/service-agreement', element: <ServiceAgreementPage /> },
  { path: '/terms-of-use', element: <TermsOfUsePage /> },
  /** The one-click link of every alert e-mail: works without signing in. */
  { path: '/unsubscribe', element: <UnsubscribePage /> },
  /** The "I'll be there" link of a shift reminder: works without signing in. */
  { path: '/attendance', element: <AttendancePage /> },
];

/** A redirect that keeps the query string (a referral code, a tab). */
function KeepQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

function routeTable(signedIn: boolean): RouteObject[] {
  const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };
  if (!signedIn) {
    return [
      ...STANDALONE_PAGES,
      ...SIGNED_IN_PAGES.map(({ path }) => ({ path, element: <LandingPage /> })),
      { element: <PublicShell />, children: [...PUBLIC_PAGES, notFound] },
    ];
  }
  return [
    ...STANDALONE_PAGES,
    { element: <PublicShell />, children: PUBLIC_PAGES },
    {
      element: <AppShell />,
      children: [
        ...SIGNED_IN_PAGES.map(({ path, Page }) => ({
          path,
          element: (
            <GatedRoute path={path}>
              <Page />
            </GatedRoute>
          ),
        })),
        notFound,
      ],
    },
  ];
}

/**
 * Starts loading what a signed-in `path` shows before the first render asks: the frame's and the
 * page's code, the header's badge counts (past the gate) and the page's first data, side by side.
 */
export function preloadSignedIn(client: QueryClient, user: AuthUser, path: string): void {
  AppShell.preload();
  const page = SIGNED_IN_PAGES.find((entry) => entry.path === path.toLowerCase());
  page?.Page.preload();
  if (user.access !== 'ok') return;
  for (const key of [messagePaths.counts, ...(page?.data ?? [])]) void client.prefetchQuery({ queryKey: [key] });
}

/** The lazily loaded pages the server renders ahead (prerendered-paths.ts), by path. */
const PRERENDERED_LAZY_PAGES: Record<string, { preload(): Promise<unknown> }> = {
  '/auth': AuthPage,
  '/register': RegisterPage,
  '/login': SimpleLoginPage,
  '/quick-login': SimpleLoginPage,
  '/forgot-password': ForgotPasswordPage,
  '/terms-of-use': TermsOfUsePage,
  '/privacy-policy': PrivacyPolicyPage,
  '/service-agreement': ServiceAgreementPage,
};

/** Loads the frame's and the page's code of the signed-in `path` (none for a path with no page of its own). */
export async function loadSignedInPage(path: string): Promise<void> {
  const page = SIGNED_IN_PAGES.find((entry) => entry.path === path.toLowerCase());
  await Promise.all([AppShell.preload(), page?.Page.preload()]);
}

/**
 * Loads the code of the rendered page at `path` (a visitor's public page, or a signed-in page the
 * server rendered for its user), so hydration takes it in one pass: a click on a part still
 * waiting for its code would be lost.
 */
export async function loadRenderedPage(path: string, signedIn = false): Promise<void> {
  if (signedIn) await loadSignedInPage(path);
  else await PRERENDERED_LAZY_PAGES[path.toLowerCase()]?.preload();
}

export function AppRoutes() {
  const { user, isLoading } = useAuth();
  const element = useRoutes(routeTable(user !== null));
  if (isLoading) return <FullScreenSpinner />;
  // A sign-in with a password shorter than the rule: nothing else until a new one is chosen.
  if (user?.passwordChangeRequired) return <PasswordChangeRequiredPage />;
  return element;
}
