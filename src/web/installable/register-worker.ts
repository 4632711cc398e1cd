// Registers the service worker (src/web/service-worker/sw.ts) once the page has loaded, from this
// small chunk of its own, so nothing of it is in the first paint's scripts. A new build's worker
// installs beside the running one and waits: the page offers "A new version is available —
// Reload", and Reload lets the new worker take over, then reloads the page under it.
import { SKIP_WAITING, SW_PATH } from '../../shared/service-worker';
import { showUpdateBanner } from './update-banner';

export async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The script is always fetched past the HTTP cache: a new build is found on the next visit.
  const registration = await container.register(SW_PATH, { scope: '/', updateViaCache: 'none' });
  let reloading = false;
  const offer = (worker: ServiceWorker) =>
    showUpdateBanner(() => {
      reloading = true;
      worker.postMessage({ type: SKIP_WAITING });
    });
  // Only a worker replacing one that controls this page is an update; the first one just starts.
  // It may have been found (or even installed) before this ran, so the registration's are looked at too.
  const track = (worker: ServiceWorker | null) => {
    if (!worker || !container.controller) return;
    if (worker.state === 'installed') return offer(worker);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  };
  track(registration.waiting);
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
  // Reloaded only when the user asked: another tab's Reload also changes this page's worker.
  container.addEventListener('controllerchange', () => {
    if (reloading) window.location.reload();
  });
  // A tab left open for days asks for a new build when it is looked at again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
