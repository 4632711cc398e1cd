// The browser's end of /api/ws, without React: connects, hands each valid frame on, and when the
// socket drops reconnects with growing, jittered pauses (0.5 s doubling to 15 s), so a restarted
// server is not met by every tab at the same instant. While it is not open the screens poll.
import { SOCKET_SIGNED_OUT, SOCKET_TOO_MANY } from '../../../shared/message-limits';
import type { SocketEvent } from '../../../shared/messages';
import type { EarlySocket } from './early-socket';

export type LiveStatus = 'connecting' | 'open' | 'closed';

export interface LiveSocketOptions {
  /** ws(s)://host/api/ws of the page's own origin when not given. */
  url?: string;
  onEvent(event: SocketEvent): void;
  onStatus?(status: LiveStatus): void;
  /** First pause before reconnecting, doubled after each failure up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** The WebSocket constructor (a test passes Bun's with headers). */
  open?: (url: string) => WebSocket;
  /** A socket the page's boot script opened before the app ran: used first, its frames heard first. */
  early?: EarlySocket | null;
}

export interface LiveSocket {
  close(): void;
}

/** The socket URL of a page at `location`: wss for https pages. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
}

/**
 * A frame as a SocketEvent, or null for anything else: never trusted blindly, each kind must
 * carry the fields the screens read from it.
 */
export function parseFrame(data: unknown): SocketEvent | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(frame)) return null;
  switch (frame.type) {
    case 'message':
      return isMessage(frame.message) ? (frame as SocketEvent) : null;
    case 'read':
      return isId(frame.readerId) && Array.isArray(frame.messageIds) && frame.messageIds.every(isId) && typeof frame.readAt === 'string'
        ? (frame as SocketEvent)
        : null;
    case 'counts':
      return Number.isInteger(frame.unreadMessages) && Number.isInteger(frame.pendingBookings) ? (frame as SocketEvent) : null;
    case 'bookings':
      return typeof frame.change === 'string' ? (frame as SocketEvent) : null;
    default:
      return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isInteger(value);
const isMessage = (value: unknown): boolean =>
  isRecord(value) &&
  isId(value.id) &&
  isId(value.fromUserId) &&
  isId(value.toUserId) &&
  typeof value.content === 'string' &&
  typeof value.createdAt === 'string' &&
  isRecord(value.fromUser) &&
  isRecord(value.toUser);

/** The pause before reconnect attempt `attempt` (0-based): exponential, with ±25% jitter. */
export function reconnectDelay(attempt: number, minDelayMs: number, maxDelayMs: number, random = Math.random): number {
  const base = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

export function connectLiveSocket(options: LiveSocketOptions): LiveSocket {
  const { onEvent, onStatus, minDelayMs = 500, maxDelayMs = 15_000 } = options;
  const open = options.open ?? ((url: string) => new WebSocket(url));
  const url = options.url ?? liveSocketUrl(window.location);
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let early = options.early ?? null;

  function connect() {
    if (closed) return;
    onStatus?.('connecting');
    const adopted = early;
    early = null;
    const current = adopted?.socket ?? open(url);
    socket = current;
    const opened = () => {
      attempt = 0;
      onStatus?.('open');
    };
    const hear = (data: unknown) => {
      const event = parseFrame(data);
      if (event) onEvent(event);
    };
    current.onopen = opened;
    current.onmessage = (message) => hear(message.data);
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      onStatus?.('closed');
      // Signed out (elsewhere, or the session expired): reconnecting would only be refused.
      // Closed as the user's oldest of too many tabs: reconnecting would close another of them.
      if (event.code === SOCKET_SIGNED_OUT || event.code === SOCKET_TOO_MANY) closed = true;
      if (!closed) timer = setTimeout(connect, reconnectDelay(attempt++, minDelayMs, maxDelayMs));
    };
    if (!adopted) return;
    // Taken over already open, with what it heard before: as if it had opened now and heard them.
    if (current.readyState === WebSocket.OPEN) opened();
    for (const frame of adopted.frames.splice(0)) hear(frame);
  }

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
