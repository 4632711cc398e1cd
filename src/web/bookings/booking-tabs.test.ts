import { expect, test } from 'bun:test';
import type { BookingRequest, BookingSummary } from '../../shared/bookings';
import { itemsOf, tabCounts } from './booking-tabs';

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
  const pending = itemsOf('pending', requests, summaries, NOW).map((item) => (item.kind === 'request' ? `r${item.request.id}` : `s${item.summary.id}`));
  expect(pending).toEqual(['r1', 's2', 's1']);
});

test('Declined merges declined requests and summaries; Accepted holds accepted requests; All holds everything, newest first', () => {
  const ids = (tab: 'declined' | 'accepted' | 'all') =>
    itemsOf(tab, requests, summaries, NOW).map((item) => (item.kind === 'request' ? `r${item.request.id}` : `s${item.summary.id}`));
  expect(ids('declined')).toEqual(['r3', 's4']);
  expect(ids('accepted')).toEqual(['r2']);
  expect(ids('all')).toEqual(['r4', 'r3', 'r2', 'r1', 's5', 's4', 's3', 's2', 's1']);
  expect(tabCounts(requests, summaries, NOW)).toEqual({ all: 9, pending: 3, accepted: 1, declined: 2 });
});
