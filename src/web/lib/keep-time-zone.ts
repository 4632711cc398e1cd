// Tells the server this reader's zone (a cookie), so the pages it renders show times as this
// browser will. Set by the app, and by a signed-in page's boot script before the app runs.
import { TIME_ZONE_COOKIE } from '../../shared/time-zone-cookie';
import { viewerZone } from './viewer-zone';

export function keepTimeZone(): void {
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(viewerZone())}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the app supports (older Safari, Firefox)
  if (!document.cookie.split('; ').includes(cookie)) document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}
