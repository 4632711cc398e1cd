// The service worker (served at /sw.js, built by build.ts with this build's version and precache
// list baked in). It keeps the app shell of its build — the page marked offline, the hashed
// scripts and styles, the icons — and:
// - navigations go to the network; when it fails, the shell answers, and the app shows what it
//   keeps offline (the vet's shift day, src/web/offline/);
// - the build's hashed files are answered from the cache first (their names change with them);
// - /api/ calls always go to the network: the shift day is read by the page from its own cache;
// - signing out (the logout call) deletes every cache but this build's shell;
// - a new build's worker waits until the page's "Reload" asks it to take over (SKIP_WAITING);
// - push messages (src/shared/push-payload.ts) become notifications, a click opens their page.
import type { PushPayload } from '../../shared/push-payload';
import { ICONS, SHELL_CACHE_PREFIX, SHELL_PATH, SKIP_WAITING } from '../../shared/service-worker';
import type { WorkerScope } from './worker-types';

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

const scope = self as unknown as WorkerScope;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__SW_VERSION__}`;
/** The build's shell: its page, hashed scripts and styles, icons (one copy of the list). */
const PRECACHE: readonly string[] = __SW_PRECACHE__;
const PRECACHED = new Set(PRECACHE);
const LOGOUT_PATH = '/api/logout';

scope.addEventListener('install', (event) => {
  // Fetched past the HTTP cache: the shell must be this build's, not a copy from before it.
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(PRECACHE.map((path) => new Request(path, { cache: 'reload' })))));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      // The first worker controls the page that registered it, so it works offline at once.
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void scope.skipWaiting();
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (url.pathname === LOGOUT_PATH) {
    event.waitUntil(deletePersonalCaches());
    return;
  }
  if (request.method !== 'GET' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(networkElseShell(request));
  else if (PRECACHED.has(url.pathname)) event.respondWith(cacheFirst(request, url.pathname));
});

/** The page from the server; without a network, the shell (which the app shows as offline). */
async function networkElseShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_PATH, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request: Request, path: string): Promise<Response> {
  // The copies were fetched with the worker's Accept-Encoding: any copy of the path will do.
  return (await caches.match(path, { cacheName: SHELL_CACHE, ignoreVary: true })) ?? fetch(request);
}

/** Everything kept but this build's shell (the shift day, any older copies): nothing of the user stays. */
async function deletePersonalCaches(): Promise<void> {
  for (const name of await caches.keys()) if (name !== SHELL_CACHE) await caches.delete(name);
}

/** A same-origin path, else the dashboard: a payload never sends the user elsewhere. */
function ownPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/dashboard';
}

function payloadOf(data: { json(): unknown } | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (!value || typeof value.title !== 'string') return null;
    return {
      title: value.title,
      url: ownPath(value.url),
      ...(typeof value.body === 'string' && { body: value.body }),
      ...(typeof value.tag === 'string' && { tag: value.tag }),
    };
  } catch {
    return null;
  }
}

scope.addEventListener('push', (event) => {
  const payload = payloadOf(event.data);
  if (!payload) return;
  event.waitUntil(
    scope.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: ICONS.any192,
      badge: ICONS.badge,
    }),
  );
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(ownPath((event.notification.data as { url?: unknown } | null)?.url), scope.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
      if (!open) return void (await scope.clients.openWindow(target));
      // Brought forward if the browser lets it (it may refuse); the window goes to the page either way.
      await open.focus().catch(() => undefined);
      // A window this worker does not control cannot be navigated by it: a new one opens instead.
      if (!(await open.navigate(target).catch(() => null))) await scope.clients.openWindow(target);
    })(),
  );
});
