// The live socket of a signed-in app (live-provider.tsx loads this when a user is signed in): what
// it hears goes straight into the query cache.
import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, Message, NavCounts, SocketEvent } from '../../../shared/messages';
import { messagePaths } from '../paths';
import { partnerOf, withLatest, withMessage, withRead } from '../message-cache';
import { afterPageHydrated } from '../page-hydrated';
import { takeEarlySocket } from './early-socket';
import { connectLiveSocket, type LiveStatus } from './live-socket';

/**
 * The queries a 'bookings' event makes stale: the booking lists, the To do list, shifts (and their
 * hours) and dashboard figures, invoices with earnings and spend, and
 * availability postings and the requests for them (their events arrive as 'availability.*' changes).
 */
const BOOKING_QUERY_ROOTS = [
  '/api/booking-requests',
  '/api/booking-summaries',
  '/api/bookings/to-do',
  '/api/shifts',
  '/api/stats',
  '/api/search-shifts',
  '/api/vet-availability',
  '/api/availability-requests',
  // Invoices sent, paid or voided by the other side, and shifts made invoiceable by approved hours.
  '/api/invoices',
  '/api/earnings',
  '/api/spend',
];

/** Opens the socket for `userId`; returns what closes it. `openPartnerId` names the thread on screen. */
export function startLiveConnection(
  queryClient: QueryClient,
  userId: number,
  onStatus: (status: LiveStatus) => void,
  openPartnerId: () => number | null,
): () => void {
  let wasOpen = false;
  // Applied once the page is hydrated: the boot script's early frames come at once (page-hydrated.tsx).
  const apply = (event: SocketEvent) => afterPageHydrated(() => applyNow(event));
  const applyNow = (event: SocketEvent) => {
    if (event.type === 'counts') {
      queryClient.setQueryData<NavCounts>([messagePaths.counts], { unreadMessages: event.unreadMessages, pendingBookings: event.pendingBookings });
    } else if (event.type === 'message') {
      const message: Message = event.message;
      const partner = partnerOf(message, userId).id;
      queryClient.setQueryData<Message[]>([messagePaths.thread(partner)], (thread) => withMessage(thread, message));
      queryClient.setQueryData<Conversation[]>([messagePaths.conversations], (list) => withLatest(list, message, userId, openPartnerId()));
    } else if (event.type === 'bookings') {
      // Applications, bookings or summaries changed: whatever lists them is fetched again.
      void queryClient.invalidateQueries({ predicate: (query) => BOOKING_QUERY_ROOTS.some((root) => String(query.queryKey[0]).startsWith(root)) });
    } else {
      queryClient.setQueryData<Message[]>([messagePaths.thread(event.readerId)], (thread) => withRead(thread, event.messageIds, event.readAt));
    }
  };
  const live = connectLiveSocket({
    // The socket the page's boot script opened, if it did (signed-in-boot.ts).
    early: takeEarlySocket(),
    onEvent: apply,
    onStatus: (next) => {
      onStatus(next);
      if (next !== 'open') return;
      // Whatever happened while the socket was down (it was polled, but maybe not lately).
      if (wasOpen)
        void queryClient.invalidateQueries({
          predicate: (query) => String(query.queryKey[0]).startsWith('/api/messages') || query.queryKey[0] === messagePaths.conversations,
        });
      wasOpen = true;
    },
  });
  return () => live.close();
}
