// The module of each signed-in page, by path, and of the frame around them: build.ts finds the
// chunks that carry them, and the server names those chunks in a signed-in page's <head>
// (modulepreload), so the browser fetches them beside the main script instead of after it has
// run. routes.tsx loads the same modules (a test keeps the two in step).
export const APP_SHELL_MODULE = 'layout/app-shell.tsx';

export const SIGNED_IN_PAGE_MODULES: Record<string, string> = {
  '/': 'dashboard/dashboard-page.tsx',
  '/dashboard': 'dashboard/dashboard-page.tsx',
  '/browse': 'search/browse-page.tsx',
  '/bookings': 'bookings/bookings-page.tsx',
  '/messages': 'messages/messages-page.tsx',
  '/profile': 'profiles/profile-page.tsx',
  '/account': 'account/account-settings-page.tsx',
  '/subscription': 'billing/subscription-page.tsx',
  '/market-data': 'market/market-data-page.tsx',
  '/vet-availability': 'availability/vet-availability-page.tsx',
  '/invoices': 'invoices/invoices-page.tsx',
  '/earnings': 'earnings/earnings-page.tsx',
  '/spend': 'earnings/spend-page.tsx',
};
