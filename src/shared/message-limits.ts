// Messages' sizes, timings, socket close codes and the assistant's choices: plain values, apart from
// messages.ts's schemas, so every signed-in page (the header's counts, the live socket) loads no
// validation library with them.
export const MAX_MESSAGE_LENGTH = 5000;
/** A thread page: the newest 50 (or the 50 before a cursor), oldest first. */
export const THREAD_PAGE_SIZE = 50;
export const MAX_THREAD_PAGE_SIZE = 200;
/** Spec 2 §9: polling while the socket is down. */
export const THREAD_POLL_MS = 3000;
export const LIST_POLL_MS = 5000;
/** An unread message is e-mailed after this long, at most once per conversation per hour. */
export const UNREAD_EMAIL_AFTER_MS = 10 * 60 * 1000;
export const UNREAD_EMAIL_EVERY_MS = 60 * 60 * 1000;
/** The conversation list's page. */
export const CONVERSATIONS_PAGE_SIZE = 50;

/** The close code of a socket whose session ended (signed out elsewhere, or expired): do not reconnect. */
export const SOCKET_SIGNED_OUT = 4001;

/**
 * The close code of a user's oldest socket when they open more than the server allows
 * (LIVE_SOCKETS_PER_USER): the tab polls instead and does not reconnect, which would only close
 * another of the user's tabs in turn.
 */
export const SOCKET_TOO_MANY = 4002;
export const SOCKET_TOO_MANY_REASON = 'Too many open tabs: this one now refreshes by polling';

/**
 * The close code (WebSocket's own "Service Restart") of every socket when the server stops (an
 * upgrade, a restart): an open socket would hold the stop, and the tab reconnects as it does after
 * any drop, to the server that comes next.
 */
export const SOCKET_SERVER_RESTART = 1012;

export function threadIdOf(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

// The message assistant (spec 2 §3 AI suggestion, §7 ai).
export const SUGGESTION_TONES = ['professional', 'friendly', 'formal'] as const;
/** 'answer' replies to the question in the last message received, when it asked one. */
export const SUGGESTION_CATEGORIES = ['answer', 'greeting', 'question', 'confirmation', 'availability', 'scheduling', 'closing'] as const;
export const MESSAGE_TYPES = ['general', 'booking', 'availability', 'follow_up'] as const;
