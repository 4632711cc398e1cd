// The reader's time zone, kept by the app in a cookie so the server renders a signed-in page's
// times as the browser will when it takes the page over (a mismatch would be a hydration error).
export const TIME_ZONE_COOKIE = 'vetrelief.tz';

/** Whether `name` is an IANA time zone this runtime knows ('America/Denver'). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
