// The "I'll be there" link of a reminder e-mail: a token signed with the database's link key
// (email/link-signing-key.ts, decision 0016) naming one booking and when the link stops working
// (the shift's end), so it confirms that booking only, without signing in, and survives a backup
// restored elsewhere. Its own purpose prefix makes it worth nothing as any other signed link.
import { createHmac, timingSafeEqual } from 'node:crypto';

function signature(linkKey: string, payload: string): string {
  return createHmac('sha256', `attendance-confirm:${linkKey}`).update(payload).digest('base64url').slice(0, 32);
}

/** `{bookingRequestId}.{expiresAt in seconds}.{signature}` */
export function attendanceToken(linkKey: string, bookingRequestId: number, expiresAt: number): string {
  const payload = `${bookingRequestId}.${Math.floor(expiresAt / 1000)}`;
  return `${payload}.${signature(linkKey, payload)}`;
}

export interface AttendanceLink {
  bookingRequestId: number;
  /** ms */
  expiresAt: number;
}

/** The booking and expiry the token names, or null when it is malformed or not signed with `linkKey`. */
export function readAttendanceToken(linkKey: string, token: string): AttendanceLink | null {
  const match = /^([1-9]\d{0,15})\.([1-9]\d{0,12})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const [, id, expires, given] = match;
  if (!timingSafeEqual(Buffer.from(signature(linkKey, `${id}.${expires}`)), Buffer.from(given!))) return null;
  return { bookingRequestId: Number(id), expiresAt: Number(expires) * 1000 };
}
