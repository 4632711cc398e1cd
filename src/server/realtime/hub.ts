// Who is connected, by user, and what each of them is told when the bus announces a change:
// the message itself to both ends (the sender's other tabs too), 'read' to the sender whose
// messages were opened, and fresh badge counts to whoever's counts moved.
import type { SocketEvent } from '../../shared/messages';
import type { AppDeps } from '../context';
import { navCounts } from '../messages/counts';
import { loadMessage } from '../messages/views';

/** The part of a socket the hub uses: Bun's ServerWebSocket fits, and so does a test double. */
export interface LiveSocket {
  send(data: string): unknown;
}

export interface RealtimeHub {
  add(userId: number, socket: LiveSocket): void;
  remove(userId: number, socket: LiveSocket): void;
  /** Sends the user's current badge counts to one socket (on connect). */
  sendCounts(userId: number, socket: LiveSocket): void;
  /** Open sockets, for the benchmarks and the admin panel. */
  size(): number;
  /** Stops listening to the bus. */
  close(): void;
}

export function createRealtimeHub(deps: Pick<AppDeps, 'db' | 'events' | 'log'>): RealtimeHub {
  const sockets = new Map<number, Set<LiveSocket>>();
  let open = 0;

  function push(userId: number, event: SocketEvent) {
    const mine = sockets.get(userId);
    if (!mine) return;
    const frame = JSON.stringify(event);
    for (const socket of mine) socket.send(frame);
  }

  const countsOf = (userId: number): SocketEvent => ({ type: 'counts', ...navCounts(deps.db, userId) });
  const pushCounts = (userId: number) => {
    if (sockets.has(userId)) push(userId, countsOf(userId));
  };

  const unsubscribe = [
    deps.events.subscribe('message.sent', ({ messageId, fromUserId, toUserId }) => {
      if (!sockets.has(fromUserId) && !sockets.has(toUserId)) return;
      const message = loadMessage(deps.db, messageId);
      if (!message) return;
      push(toUserId, { type: 'message', message });
      push(fromUserId, { type: 'message', message });
      pushCounts(toUserId);
    }),
    deps.events.subscribe('message.read', ({ readerId, partnerId, messageIds, readAt }) => {
      push(partnerId, { type: 'read', readerId, messageIds, readAt: new Date(readAt).toISOString() });
      pushCounts(readerId);
    }),
  ];

  return {
    add(userId, socket) {
      const mine = sockets.get(userId) ?? new Set();
      sockets.set(userId, mine);
      if (!mine.has(socket)) open++;
      mine.add(socket);
    },
    remove(userId, socket) {
      const mine = sockets.get(userId);
      if (!mine?.delete(socket)) return;
      open--;
      if (mine.size === 0) sockets.delete(userId);
    },
    sendCounts(userId, socket) {
      socket.send(JSON.stringify(countsOf(userId)));
    },
    size: () => open,
    close() {
      for (const stop of unsubscribe) stop();
    },
  };
}
