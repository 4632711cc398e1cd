// The tabs of /bookings and their merge rules (spec 2 §4): Pending merges pending requests with
// the summaries the vet may still answer; Declined merges declined requests with declined
// summaries; Accepted lists accepted requests. Clinics' requests for a vet's posted dates
// (issue 12) join each tab by their status.
//
// One card per booked date (issue 19): every booking is an accepted request, whatever its source
// (application, summary date, request for a posted date), so a summary the vet accepted dates of
// and an accepted request for a posted date are not listed again: their bookings stand for them
// (the summary stays in the side list of summaries).
import type { AvailabilityRequest } from '../../shared/availability';
import type { BookingRequest, BookingSummary } from '../../shared/bookings';
import { isSummaryAnswerable } from '../../shared/booking-rules';

export const BOOKING_TABS = ['all', 'pending', 'accepted', 'declined'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export const TAB_LABELS: Record<BookingTab, string> = { all: 'All', pending: 'Pending', accepted: 'Accepted', declined: 'Declined' };

export type BookingItem =
  | { kind: 'request'; request: BookingRequest; at: string }
  | { kind: 'summary'; summary: BookingSummary; at: string }
  | { kind: 'availability'; request: AvailabilityRequest; at: string };

const BOOKED_SUMMARY: readonly string[] = ['fully_accepted', 'partially_accepted'];

/** Items whose booked dates are listed as their bookings. */
function listedAsBookings(item: BookingItem): boolean {
  if (item.kind === 'availability') return item.request.status === 'accepted';
  if (item.kind === 'summary') return BOOKED_SUMMARY.includes(item.summary.status);
  return false;
}

function inTab(item: BookingItem, tab: BookingTab, now: number): boolean {
  if (listedAsBookings(item)) return false;
  if (tab === 'all') return true;
  if (item.kind !== 'summary') return item.request.status === tab;
  if (tab === 'pending') return isSummaryAnswerable(item.summary, now);
  if (tab === 'declined') return item.summary.status === 'declined';
  return false;
}

/** Requests, summaries and requests for posted dates of one tab, newest first. */
export function itemsOf(
  tab: BookingTab,
  requests: readonly BookingRequest[],
  summaries: readonly BookingSummary[],
  now: number,
  availability: readonly AvailabilityRequest[] = [],
): BookingItem[] {
  const items: BookingItem[] = [
    ...requests.map((request): BookingItem => ({ kind: 'request', request, at: request.createdAt })),
    ...summaries.map((summary): BookingItem => ({ kind: 'summary', summary, at: summary.createdAt })),
    ...availability.map((request): BookingItem => ({ kind: 'availability', request, at: request.createdAt })),
  ];
  return items.filter((item) => inTab(item, tab, now)).sort((a, b) => b.at.localeCompare(a.at));
}

/** The Summary card's figures: how many items each tab holds (Total is All); Accepted is the bookings. */
export function tabCounts(
  requests: readonly BookingRequest[],
  summaries: readonly BookingSummary[],
  now: number,
  availability: readonly AvailabilityRequest[] = [],
): Record<BookingTab, number> {
  const counts = { all: 0, pending: 0, accepted: 0, declined: 0 };
  for (const tab of BOOKING_TABS) counts[tab] = itemsOf(tab, requests, summaries, now, availability).length;
  return counts;
}
