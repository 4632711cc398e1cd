// Message pages and conversation pages written straight to JSON text: a page embeds the same
// people again and again, and building 50 objects to have JSON.stringify walk them again was a
// quarter of a page's time. The output equals JSON.stringify of the API objects (toMessages,
// listConversations), whatever the content (messages-json.test.ts).
import { type MessageUser, threadIdOf } from '../../shared/messages';
import type { ConversationRow, PageMessage } from './views';
import { DAY_MS } from '../../shared/time';

/** The last instant a Date holds (ECMAScript: ±8.64e15 ms). */
const MAX_TIME = 8.64e15;
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
/** 'YYYY-MM-DDT' by day number: a page's timestamps fall on few days, and toISOString was a tenth of a page. */
const dayPrefixes = new Map<number, string>();
const DAY_PREFIXES_KEPT = 4096;

/** `new Date(ms).toISOString()`, from a cached date and the time of day. */
export function isoTime(ms: number): string {
  // Fractions, and times out of a Date's range (toISOString throws RangeError), as the built-in does.
  if (!Number.isSafeInteger(ms) || ms > MAX_TIME || ms < -MAX_TIME) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    const text = new Date(day * DAY_MS).toISOString();
    if (dayPrefixes.size >= DAY_PREFIXES_KEPT) dayPrefixes.clear();
    dayPrefixes.set(day, (prefix = text.slice(0, text.indexOf('T') + 1)));
  }
  const inDay = ms - day * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  return `${prefix}${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}.${THREE_DIGITS[inDay % 1000]}Z`;
}

const isoJson = (ms: number | null) => (ms === null ? 'null' : `"${isoTime(ms)}"`);

/**
 * People's JSON by object: the people cache hands out the same object until that person changes
 * (then a new one), so an entry is never stale, and it goes when the object does.
 */
const personJsonOf = new WeakMap<MessageUser, string>();

function personJson(person: MessageUser | undefined): string {
  if (person === undefined) return JSON.stringify(person);
  let json = personJsonOf.get(person);
  if (json === undefined) personJsonOf.set(person, (json = JSON.stringify(person)));
  return json;
}

/** The fields of a ConversationMessage, without the closing brace (a full message adds its people). */
function messageFieldsJson(row: PageMessage, threadIdJson: string): string {
  return (
    `{"id":${row.id},"fromUserId":${row.fromUserId},"toUserId":${row.toUserId},"content":${JSON.stringify(row.content)},` +
    `"createdAt":${isoJson(row.createdAt)},"isRead":${row.isRead},"readAt":${isoJson(row.readAt)},"threadId":${threadIdJson}`
  );
}

/** JSON.stringify(toMessages(rows)) of messages of one thread: with their sender and recipient. */
export function messagesJson(threadId: string, rows: readonly PageMessage[], people: Map<number, MessageUser>): string {
  const threadIdJson = JSON.stringify(threadId);
  const parts = rows.map(
    (row) => `${messageFieldsJson(row, threadIdJson)},"fromUser":${personJson(people.get(row.fromUserId))},"toUser":${personJson(people.get(row.toUserId))}}`,
  );
  return `[${parts.join(',')}]`;
}

/** JSON.stringify(listConversations(...)) of the reader's rows whose partner is in `people`. */
export function conversationsJson(readerId: number, rows: readonly ConversationRow[], people: Map<number, MessageUser>): string {
  const parts: string[] = [];
  for (const row of rows) {
    const partner = people.get(row.partnerId);
    if (!partner) continue;
    // Two numbers and a colon: nothing to escape.
    const threadId = `"${threadIdOf(readerId, row.partnerId)}"`;
    parts.push(`{"partner":${personJson(partner)},"threadId":${threadId},"lastMessage":${messageFieldsJson(row, threadId)}},"unreadCount":${row.unreadCount}}`);
  }
  return `[${parts.join(',')}]`;
}
