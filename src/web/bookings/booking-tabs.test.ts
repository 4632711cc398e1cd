import { expect, test } from 'bun:test';
import type { AvailabilityRequest } from '../../shared/availability';
import type { BookingRequest, BookingSummary } from '../../shared/bookings';
import { type BookingItem, itemsOf, tabCounts } from './booking-tabs';

/** r1 (application), s1 (summary), a1 (request for a posted date). */
const idOf = (item: BookingItem) => (item.kind === 'summary' ? `s${item.summary.id}` : `${item.kind[0]}${item.request.id}`);

const NOW = Date.parse('2026-11-24T12:00:00Z');
const request = (id: number, status: BookingRequest['status'], createdAt = `2026-11-2${id}T10:00:00Z`) => ({ id, status, createdAt }) as BookingRequest;
const summary = (id: number, status: BookingSummary['status'], expiresAt = '2026-12-01T00:00:00Z') =>
  ({ id, status, expiresAt, createdAt: `2026-11-1${id}T10:00:00Z` }) as BookingSummary;

const requests = [request(1, 'pending'), request(2, 'accepted'), request(3, 'declined'), request(4, 'withdrawn')];
const summaries = [
  summary(1, 'pending'),
  summary(2, 'edited'),
  summary(3, 'pending', '2026-11-20T00:00:00Z'),
  summary(4, 'declined'),
  summary(5, 'partially_accepted'),
];

test('Pending merges pending requests with live (pending or edited, unexpired) summaries', () => {
  const pending = itemsOf('pending', requests, summaries, NOW).map(idOf);
  expect(pending).toEqual(['r1', 's2', 's1']);
});

test('Declined merges declined requests and summaries; Accepted holds accepted requests; All holds the rest, newest first', () => {
  const ids = (tab: 'declined' | 'accepted' | 'all') => itemsOf(tab, requests, summaries, NOW).map(idOf);
  expect(ids('declined')).toEqual(['r3', 's4']);
  expect(ids('accepted')).toEqual(['r2']);
  // s5 (partially accepted) is listed as the bookings of its accepted dates, not again as a summary.
  expect(ids('all')).toEqual(['r4', 'r3', 'r2', 'r1', 's4', 's3', 's2', 's1']);
  expect(tabCounts(requests, summaries, NOW)).toEqual({ all: 8, pending: 3, accepted: 1, declined: 2 });
});

test('requests for posted dates join the tabs by their status (an accepted one is its booking); withdrawn ones only All', () => {
  const asked = (id: number, status: AvailabilityRequest['status']) => ({ id, status, createdAt: `2026-11-0${id}T10:00:00Z` }) as AvailabilityRequest;
  const availability = [asked(1, 'pending'), asked(2, 'accepted'), asked(3, 'declined'), asked(4, 'withdrawn')];
  const ids = (tab: 'pending' | 'declined' | 'accepted' | 'all') => itemsOf(tab, requests, summaries, NOW, availability).map(idOf);
  expect(ids('pending')).toEqual(['r1', 's2', 's1', 'a1']);
  expect(ids('accepted')).toEqual(['r2']);
  expect(ids('declined')).toEqual(['r3', 's4', 'a3']);
  expect(tabCounts(requests, summaries, NOW, availability)).toEqual({ all: 11, pending: 4, accepted: 1, declined: 3 });
});

test('one booking of each source: three cards in All and Accepted, nothing listed twice', () => {
  const booked = (id: number, source: BookingRequest['source']) => ({ ...request(id, 'accepted'), source }) as BookingRequest;
  const bookings = [booked(1, 'application'), booked(2, 'summary'), booked(3, 'availability')];
  const answered = [summary(1, 'fully_accepted')];
  const asked = [{ id: 1, status: 'accepted', createdAt: '2026-11-23T10:00:00Z' } as AvailabilityRequest];
  expect(itemsOf('all', bookings, answered, NOW, asked).map(idOf)).toEqual(['r3', 'r2', 'r1']);
  expect(tabCounts(bookings, answered, NOW, asked)).toEqual({ all: 3, pending: 0, accepted: 3, declined: 0 });
});
