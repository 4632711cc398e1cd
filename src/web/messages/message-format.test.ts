import { expect, test } from 'bun:test';
import { contentParts } from './message-format';

test('a booking-summary link in a message becomes a link; the rest stays text', () => {
  expect(contentParts('Booking summary: 3 shifts — review it at /bookings?summaryId=12')).toEqual([
    { text: 'Booking summary: 3 shifts — review it at ' },
    { text: '/bookings?summaryId=12', summaryId: 12 },
  ]);
  expect(contentParts('see https://vetrelief.example/bookings?summaryId=7 now')).toEqual([
    { text: 'see ' },
    { text: 'https://vetrelief.example/bookings?summaryId=7', summaryId: 7 },
    { text: ' now' },
  ]);
  expect(contentParts('<b>/bookings?summaryId=x</b>')).toEqual([{ text: '<b>/bookings?summaryId=x</b>' }]);
});
