// The paths the server renders ahead for signed-out visitors (prerender.tsx renders them): the
// landing page (also under the signed-in paths, which show it to visitors), the legal pages and
// the ways in. Its own module, so the server knows the list without loading React at start-up.
export const PRERENDERED_PATHS = [
  '/',
  '/landing',
  '/dashboard',
  '/browse',
  '/bookings',
  '/messages',
  '/market-data',
  '/terms-of-use',
  '/privacy-policy',
  '/service-agreement',
  '/auth',
  '/register',
  '/login',
  '/quick-login',
  '/forgot-password',
] as const;
