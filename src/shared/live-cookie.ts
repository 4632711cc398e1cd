// A cookie scripts can read that says the browser itself keeps a session cookie of this server
// (which scripts cannot see: it is HttpOnly). Set and cleared with the session cookie. A page
// served to a signed-in caller opens the live socket before the app runs only when it is there:
// a client that sends the session by hand on each request (Lighthouse's extra header) has none,
// and a socket it opened would be refused (the header does not reach sockets).
export const LIVE_COOKIE = 'vetrelief.live';

/** Whether `cookies` (document.cookie) names the live cookie. */
export function hasLiveCookie(cookies: string): boolean {
  return cookies.split('; ').some((cookie) => cookie.startsWith(`${LIVE_COOKIE}=`));
}
