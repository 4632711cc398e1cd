// Who is connected, by user, and what each of them is told when the bus announces a change:
// the message itself to both ends (the sender's other tabs too), 'read' to the sender whose
// messages were opened, and fresh badge counts to whoever's counts moved.
import { SOCKET_SERVER_RESTART, SOCKET_SIGNED_OUT, SOCKET_TOO_MANY, SOCKET_TOO_MANY_REASON, type SocketEvent } from '../../shared/messages';
import type { AppDeps } from '../context';
import { navCounts } from '../messages/counts';
import { loadMessage } from '../messages/views';
import { findSession } from '../auth/sessions';
import { whenDurable } from '../db/group-commit';

/** The part of a socket the hub uses: Bun's ServerWebSocket fits, and so does a test double. */
export interface LiveSocket {
  send(data: string): unknown;
  close(code?: number, reason?: string): unknown;
}

/** How many live sockets each user has open now; a user's entry goes with their last socket. */
export type LiveSockets = Map<number, number>;

export interface RealtimeHub {
  /** `sid`: the session it was opened with (null for a demo identity), checked before each push. */
  add(userId: number, socket: LiveSocket, sid: string | null): void;
  remove(userId: number, socket: LiveSocket): void;
  /** Sends the user's current badge counts to one socket (on connect). */
  sendCounts(userId: number, socket: LiveSocket): void;
}

/**
 * A hub listening to `deps.events` for as long as the deps live (one app per deps): it is not
 * unsubscribed when the server stops, so an app stopped and listening again still pushes.
 */
export function createRealtimeHub(deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'config' | 'liveSockets'>): RealtimeHub {
  // Open sockets by user id, oldest first (a Set keeps insertion order); a user's entry goes
  // with their last socket. deps.liveSockets keeps the count for the services that ask.
  const sockets = new Map<number, Set<LiveSocket>>();
  const counted = (userId: number, change: number) => {
    const open = (deps.liveSockets.get(userId) ?? 0) + change;
    if (open > 0) deps.liveSockets.set(userId, open);
    else deps.liveSockets.delete(userId);
  };
  const sessionOf = new WeakMap<LiveSocket, string>();

  function remove(userId: number, socket: LiveSocket) {
    const mine = sockets.get(userId);
    if (!mine?.delete(socket)) return;
    counted(userId, -1);
    if (mine.size === 0) sockets.delete(userId);
  }

  // A push tells of a change like an answer does, so it waits for the change to be on disk
  // (group commit); the frame is made now, and pushes keep their order (fsyncs end in order).
  function push(userId: number, event: SocketEvent) {
    if (!sockets.has(userId)) return;
    const frame = JSON.stringify(event);
    const flushing = whenDurable(deps.db);
    if (flushing) flushing.then(() => send(userId, frame)).catch(() => {});
    else send(userId, frame);
  }

  // A tab signed out elsewhere (or whose session expired) must not keep hearing the account's
  // messages: its session is checked before anything is sent, and the socket closed if it ended.
  function send(userId: number, frame: string) {
    const mine = sockets.get(userId);
    if (!mine) return;
    const now = deps.clock();
    for (const socket of [...mine]) {
      const sid = sessionOf.get(socket);
      if (sid !== undefined && !findSession(deps.db, sid, now)) {
        remove(userId, socket);
        socket.close(SOCKET_SIGNED_OUT, 'Signed out');
        continue;
      }
      socket.send(frame);
    }
  }

  const countsOf = (userId: number): SocketEvent => ({ type: 'counts', ...navCounts(deps.db, userId, deps.clock()) });
  const pushCounts = (userId: number) => {
    if (sockets.has(userId)) push(userId, countsOf(userId));
  };

  deps.events.subscribe('message.sent', ({ messageId, fromUserId, toUserId }) => {
    if (!sockets.has(fromUserId) && !sockets.has(toUserId)) return;
    const message = loadMessage(deps.db, messageId);
    if (!message) return;
    push(toUserId, { type: 'message', message });
    push(fromUserId, { type: 'message', message });
    pushCounts(toUserId);
  });
  deps.events.subscribe('message.read', ({ readerId, partnerId, messageIds, readAt }) => {
    push(partnerId, { type: 'read', readerId, messageIds, readAt: new Date(readAt).toISOString() });
    pushCounts(readerId);
  });

  // Booking lists changed: each user concerned refetches them, and hears their badge counts.
  deps.events.subscribe('booking.changed', ({ change, requestIds, userIds }) => {
    for (const userId of new Set(userIds)) {
      if (!sockets.has(userId)) continue;
      push(userId, { type: 'bookings', change, requestIds });
      pushCounts(userId);
    }
  });
  deps.events.subscribe('summary.changed', ({ change, summaryId, clinicId, vetUserId }) => {
    for (const userId of [clinicId, vetUserId]) {
      if (!sockets.has(userId)) continue;
      push(userId, { type: 'bookings', change: `summary.${change}`, summaryId });
      pushCounts(userId);
    }
  });

  deps.events.subscribe('hours.changed', ({ change, clinicId, vetUserId }) => {
    for (const userId of [clinicId, vetUserId]) {
      if (!sockets.has(userId)) continue;
      push(userId, { type: 'bookings', change: `hours.${change}` });
      pushCounts(userId);
    }
  });

  // An invoice changed: its screens (lists, earnings, spend) refetch, as for the booking lists.
  deps.events.subscribe('invoice.changed', ({ change, userIds }) => {
    for (const userId of new Set(userIds)) push(userId, { type: 'bookings', change: `invoice.${change}` });
  });

  deps.events.subscribe('availability.changed', ({ change, requestIds, userIds }) => {
    for (const userId of new Set(userIds)) {
      if (!sockets.has(userId)) continue;
      push(userId, { type: 'bookings', change: `availability.${change}`, requestIds });
      pushCounts(userId);
    }
  });

  // A deleted account is signed out everywhere at once: its tabs stop listening now, not at the next push.
  deps.events.subscribe('account.deactivated', ({ userId }) => {
    for (const socket of [...(sockets.get(userId) ?? [])]) {
      remove(userId, socket);
      socket.close(SOCKET_SIGNED_OUT, 'Signed out');
    }
  });

  // A stop waits for every connection to end, and a live socket never would: each is closed with
  // the code its tab answers by reconnecting (to the server that comes next).
  deps.events.subscribe('server.stopping', () => {
    for (const [userId, mine] of [...sockets]) {
      for (const socket of [...mine]) {
        remove(userId, socket);
        socket.close(SOCKET_SERVER_RESTART, 'Server restarting');
      }
    }
  });

  return {
    add(userId, socket, sid) {
      const mine = sockets.get(userId) ?? new Set();
      sockets.set(userId, mine);
      // One user holding sockets without end would hold the server's memory: past the limit the
      // oldest goes, as the tab least likely to be looked at.
      for (const oldest of mine) {
        if (mine.size < deps.config.LIVE_SOCKETS_PER_USER) break;
        mine.delete(oldest);
        counted(userId, -1);
        oldest.close(SOCKET_TOO_MANY, SOCKET_TOO_MANY_REASON);
      }
      if (!mine.has(socket)) counted(userId, 1);
      mine.add(socket);
      if (sid !== null) sessionOf.set(socket, sid);
    },
    remove,
    sendCounts(userId, socket) {
      socket.send(JSON.stringify(countsOf(userId)));
    },
  };
}
