// One live socket per signed-in app. What it hears goes straight into the query cache (new
// messages into their thread and the conversation list, 'read' into the sender's thread, the
// badge counts); screens poll only while it is not open, and catch up once when it reopens.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Conversation, Message, NavCounts, SocketEvent } from '../../shared/messages';
import { useAuth } from '../lib/auth-provider';
import { messagePaths } from '../lib/paths';
import { partnerOf, withLatest, withMessage, withRead } from '../messages/message-cache';
import { connectLiveSocket, type LiveStatus } from './live-socket';

const LiveStatusContext = createContext<LiveStatus>('closed');

/**
 * The queries a 'bookings' event makes stale: the booking lists, shifts and dashboard figures, and
 * availability postings and the requests for them (their events arrive as 'availability.*' changes).
 */
const BOOKING_QUERY_ROOTS = [
  '/api/booking-requests',
  '/api/booking-summaries',
  '/api/shifts',
  '/api/stats',
  '/api/search-shifts',
  '/api/vet-availability',
  '/api/availability-requests',
];

/** Whether the socket is open now: 'open' means no screen needs to poll. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}

/** The partner whose thread is on screen, so a message from them is not counted unread there. */
let openPartnerId: number | null = null;
export function setOpenThread(partnerId: number | null) {
  openPartnerId = partnerId;
}

export function LiveProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('closed');
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    let wasOpen = false;
    const apply = (event: SocketEvent) => {
      if (event.type === 'counts') {
        queryClient.setQueryData<NavCounts>([messagePaths.counts], { unreadMessages: event.unreadMessages, pendingBookings: event.pendingBookings });
      } else if (event.type === 'message') {
        const message: Message = event.message;
        const partner = partnerOf(message, userId).id;
        queryClient.setQueryData<Message[]>([messagePaths.thread(partner)], (thread) => withMessage(thread, message));
        queryClient.setQueryData<Conversation[]>([messagePaths.conversations], (list) => withLatest(list, message, userId, openPartnerId));
      } else if (event.type === 'bookings') {
        // Applications, bookings or summaries changed: whatever lists them is fetched again.
        void queryClient.invalidateQueries({ predicate: (query) => BOOKING_QUERY_ROOTS.some((root) => String(query.queryKey[0]).startsWith(root)) });
      } else {
        queryClient.setQueryData<Message[]>([messagePaths.thread(event.readerId)], (thread) => withRead(thread, event.messageIds, event.readAt));
      }
    };
    const live = connectLiveSocket({
      onEvent: apply,
      onStatus: (next) => {
        setStatus(next);
        if (next !== 'open') return;
        // Whatever happened while the socket was down (it was polled, but maybe not lately).
        if (wasOpen)
          void queryClient.invalidateQueries({
            predicate: (query) => String(query.queryKey[0]).startsWith('/api/messages') || query.queryKey[0] === messagePaths.conversations,
          });
        wasOpen = true;
      },
    });
    return () => {
      live.close();
      setStatus('closed');
    };
  }, [userId, queryClient]);

  return <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>;
}
