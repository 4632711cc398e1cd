// What the services announce after a change commits. Subscribers (the WebSocket, badge counts,
// caches) re-read what they need: an event names what changed, it is not a copy of the row.
import type { InvoiceEventKind } from '../../shared/invoices';
import type { HoursChange } from '../../shared/shift-day';
import type { User } from '../db/schema';

export type AppEvent =
  | { type: 'shift.posted'; clinicId: number; shiftIds: number[] }
  | { type: 'shift.updated'; clinicId: number; shiftId: number }
  | { type: 'shift.deleted'; clinicId: number; shiftId: number }
  | { type: 'profile.saved'; userId: number; kind: User['userType']; created: boolean }
  | { type: 'subscription.changed'; clinicId: number; status: string }
  /** The user deleted the account: its live sockets close (its sessions are already gone). */
  | { type: 'account.deactivated'; userId: number }
  /** A message was stored: its sender's other tabs and its recipient hear it on the socket. */
  | { type: 'message.sent'; messageId: number; fromUserId: number; toUserId: number }
  /** `readerId` opened what `partnerId` sent them: the partner's thread shows 'Seen'. */
  | { type: 'message.read'; readerId: number; partnerId: number; messageIds: number[]; readAt: number }
  /**
   * Applications and bookings (issue 11): something in the booking lists of these users changed
   * (an application sent, decided, withdrawn; a booking cancelled). `userIds` are everyone whose
   * lists or badge counts moved: the socket tells each of them.
   */
  | { type: 'booking.changed'; change: BookingChange; requestIds: number[]; shiftId: number; userIds: number[] }
  /** A booking summary was sent, edited, withdrawn, answered or expired: both parties hear it. */
  | { type: 'summary.changed'; change: SummaryChange; summaryId: number; clinicId: number; vetUserId: number }
  | AvailabilityEvent
  /** A booked shift's hours moved on (submitted, approved, disputed, corrected): both parties hear it. */
  | { type: 'hours.changed'; change: HoursChange; shiftId: number; clinicId: number; vetUserId: number }
  /**
   * A vet's invoice moved on (issue 22): `userIds` are who hear it: the vet alone while it is a
   * draft, both parties once it is sent.
   */
  | { type: 'invoice.changed'; change: InvoiceEventKind | 'deleted'; invoiceId: number; userIds: number[] }
  /** The process is stopping (SIGTERM, SIGINT): the live sockets close, so the server can. */
  | { type: 'server.stopping' };

/**
 * Availability (issue 12): a posting was added, edited or removed, or a clinic's request for one
 * was sent or decided. `userIds`: everyone whose lists or badge counts moved.
 */
export type AvailabilityEvent = {
  type: 'availability.changed';
  change: 'posted' | 'edited' | 'deleted' | 'requested' | 'accepted' | 'declined' | 'withdrawn';
  vetId: number;
  postingIds: number[];
  requestIds: number[];
  userIds: number[];
};

/** 'attendance': the booked vet confirmed it will be there. */
export type BookingChange = 'applied' | 'accepted' | 'instant' | 'declined' | 'withdrawn' | 'cancelled' | 'attendance';
export type SummaryChange = 'sent' | 'edited' | 'withdrawn' | 'responded' | 'expired';

export type AppEventType = AppEvent['type'];
