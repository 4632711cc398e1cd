// This device's push subscription: turned on from the notification grid (permission, then the
// browser's push service through the service worker), and removed before signing out.
import { apiJson, apiRequest } from '../lib/api-client';
import { pushPaths } from '../lib/paths';

/** Why notifications cannot be turned on here, in words for the user. */
export class PushUnavailable extends Error {}

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker's registration, or null when none is installed for this page. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  if (!(await navigator.serviceWorker.getRegistration())) return null;
  // ready waits for the worker to activate; a broken one never does.
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000))]);
}

/** This device's current subscription, if notifications are on here. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/** The VAPID key as pushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Asks permission, subscribes with the server's VAPID key and tells the server. */
export async function turnOnPush(vapidPublicKey: string): Promise<void> {
  if (!supported()) throw new PushUnavailable('This browser cannot show notifications from websites.');
  const ready = await registration();
  if (!ready) throw new PushUnavailable('The app is not installed on this device yet: reload the page and try again.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable('Notifications are blocked for this site: allow them in your browser’s site settings.');
  const subscription = await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) });
  await apiJson('POST', pushPaths.subscriptions, subscription.toJSON());
}

/** Removes this device's subscription from the server and the browser. */
export async function turnOffPush(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', pushPaths.subscriptions, { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe();
}
