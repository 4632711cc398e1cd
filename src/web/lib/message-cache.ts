// How what the socket (or a send) tells us is folded into the cached lists, without refetching:
// pure functions over the cached arrays, so they are tested on their own.
import type { Conversation, Message } from '../../shared/messages';

/** The thread with a message added in id order (a duplicate — the echo of our own send — is ignored). */
export function withMessage(thread: readonly Message[] | undefined, message: Message): Message[] | undefined {
  if (!thread) return thread;
  if (thread.some((existing) => existing.id === message.id)) return [...thread];
  return [...thread, message].sort((a, b) => a.id - b.id);
}

/** The thread with these of the caller's messages shown as read ('Seen'). */
export function withRead(thread: readonly Message[] | undefined, messageIds: readonly number[], readAt: string): Message[] | undefined {
  if (!thread) return thread;
  const ids = new Set(messageIds);
  return thread.map((message) => (ids.has(message.id) && !message.isRead ? { ...message, isRead: true, readAt } : message));
}

/** The partner of a message, seen from `me`. */
export function partnerOf(message: Message, me: number) {
  return message.fromUserId === me ? message.toUser : message.fromUser;
}

/**
 * The conversation list after a new message: its conversation moves to the top with the message
 * as its last one, and counts as unread when it came to me (unless that thread is open).
 */
export function withLatest(list: readonly Conversation[] | undefined, message: Message, me: number, openPartnerId: number | null): Conversation[] | undefined {
  if (!list) return list;
  const partner = partnerOf(message, me);
  const existing = list.find((conversation) => conversation.partner.id === partner.id);
  if (existing && existing.lastMessage.id >= message.id) return [...list];
  const unread = message.toUserId === me && partner.id !== openPartnerId ? 1 : 0;
  const updated: Conversation = {
    partner,
    threadId: message.threadId,
    lastMessage: message,
    unreadCount: (existing?.unreadCount ?? 0) + unread,
  };
  return [updated, ...list.filter((conversation) => conversation !== existing)];
}

/** The conversation list with one partner's unread count cleared (their thread was opened). */
export function withConversationRead(list: readonly Conversation[] | undefined, partnerId: number): Conversation[] | undefined {
  return list?.map((conversation) => (conversation.partner.id === partnerId && conversation.unreadCount ? { ...conversation, unreadCount: 0 } : conversation));
}

/** The last of my messages the partner has read: where 'Seen' goes. */
export function lastSeenId(thread: readonly Message[], me: number): number | null {
  for (let index = thread.length - 1; index >= 0; index--) {
    const message = thread[index]!;
    if (message.fromUserId === me && message.isRead) return message.id;
  }
  return null;
}
