// The installable app's fixed addresses and the browser caches it keeps, named once for the
// server (which serves them), the service worker (which caches them) and the page (which reads
// and clears them).

/** The service worker's script, at the root so its scope is the whole app. */
export const SW_PATH = '/sw.js';
/** The app's page with nobody in it, marked offline: what the worker shows when a navigation fails. */
export const SHELL_PATH = '/app-shell.html';
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The PNG icons (src/web/icons/), served at these unhashed paths so the manifest can name them. */
export const ICONS = {
  any192: '/icon-192.png',
  any512: '/icon-512.png',
  maskable512: '/icon-maskable-512.png',
  /** A white paw on nothing: Android draws a notification's badge from its alpha only. */
  badge: '/badge-96.png',
} as const;

/** One build's precached shell: this prefix and the build's version. Older ones go on activation. */
export const SHELL_CACHE_PREFIX = 'vetrelief-shell-';
/** The shift day kept for offline reading: the only personal data kept in the browser. */
export const SHIFT_DAY_CACHE = 'vetrelief-shift-day';
/** The answer kept in SHIFT_DAY_CACHE, under its own address. */
export const OFFLINE_SHIFTS_PATH = '/api/me/offline-shifts';
/** The page's message that lets a waiting worker take over (the "Reload" of the update banner). */
export const SKIP_WAITING = 'SKIP_WAITING';
