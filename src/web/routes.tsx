// The route table of spec 1 §2, in one place. Matching is case-insensitive (react-router's
// default) and supports named parameters.
import type { ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PasswordChangeRequiredPage } from './account/password-change-required-page';
import { AuthPage } from './auth/auth-page';
import { ForgotPasswordPage } from './auth/forgot-password-page';
import { RegisterPage } from './auth/register-page';
import { ResetPasswordPage } from './auth/reset-password-page';
import { SimpleLoginPage } from './auth/simple-login-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { NotFoundPage } from './errors/not-found-page';
import { LandingPage } from './landing/landing-page';
import { AppShell } from './layout/app-shell';
import { GatedRoute } from './layout/gated-route';
import { PublicShell } from './layout/public-shell';
import { useAuth } from './lib/auth-provider';
import { FullScreenSpinner } from './ui/spinner';
import { lazyPage } from './lib/lazy-page';

// Loaded when first visited (lib/lazy-page.tsx).
const AdminPage = lazyPage(() => import('./admin/admin-page'), 'AdminPage');
const EmailTestPage = lazyPage(() => import('./alerts/email-test-page'), 'EmailTestPage');
const UnsubscribePage = lazyPage(() => import('./alerts/unsubscribe-page'), 'UnsubscribePage');
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
const AccountSettingsPage = lazyPage(() => import('./account/account-settings-page'), 'AccountSettingsPage');
const ConfirmEmailPage = lazyPage(() => import('./account/confirm-email-page'), 'ConfirmEmailPage');

/** Only when signed in; signed out, each of these shows the landing page. */
const SIGNED_IN_PAGES: { path: string; page: ReactNode }[] = [
  { path: '/', page: <DashboardPage /> },
  { path: '/dashboard', page: <DashboardPage /> },
  { path: '/browse', page: <BrowsePage /> },
  { path: '/bookings', page: <BookingsPage /> },
  { path: '/messages', page: <MessagesPage /> },
  { path: '/profile', page: <ProfilePage /> },
  { path: '/account', page: <AccountSettingsPage /> },
  { path: '/subscription', page: <SubscriptionPage /> },
  { path: '/market-data', page: <MarketDataPage /> },
  { path: '/email-test', page: <EmailTestPage /> },
  { path: '/test-referral', page: <TestReferralPage /> },
  { path: '/vet-availability', page: <VetAvailabilityPage /> },
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
      children: [...SIGNED_IN_PAGES.map(({ path, page }) => ({ path, element: <GatedRoute path={path}>{page}</GatedRoute> })), notFound],
    },
  ];
}

export function AppRoutes() {
  const { user, isLoading } = useAuth();
  const element = useRoutes(routeTable(user !== null));
  if (isLoading) return <FullScreenSpinner />;
  // A sign-in with a password shorter than the rule: nothing else until a new one is chosen.
  if (user?.passwordChangeRequired) return <PasswordChangeRequiredPage />;
  return element;
}
