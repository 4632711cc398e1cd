// The paths the server renders ahead for signed-out visitors (prerender.tsx renders them): the
// landing page (also under the signed-in paths, which show it to visitors), the legal pages and
// the ways in. Its own module, so the server knows the list without loading React at start-up.
import { pages } from './lib/paths';

export const PRERENDERED_PATHS = [
  pages.home,
  pages.landing,
  pages.dashboard,
  pages.browse,
  pages.bookings,
  pages.messages,
  pages.marketData,
  pages.termsOfUse,
  pages.privacyPolicy,
  pages.serviceAgreement,
  pages.auth,
  pages.register,
  pages.login,
  pages.quickLogin,
  pages.forgotPassword,
] as const;

/**
 * Of those, the pages complete as HTML until a person acts: a visitor gets them with a boot script
 * instead of the app, which it imports on the first touch, key or pointer (static-page-boot.ts),
 * putting back what was typed or pressed meanwhile. The service agreement (filled in from the
 * profile) hydrates as soon as it loads.
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = PRERENDERED_PATHS.filter((path) => path !== pages.serviceAgreement);
