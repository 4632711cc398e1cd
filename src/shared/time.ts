// Lengths of time in milliseconds, declared once for the server, the web app and the tests.
// A day here is 24 hours of UTC time (a timestamp's step), not a calendar day in a time zone.
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
