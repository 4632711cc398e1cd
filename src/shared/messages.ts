// Messages, the live socket and the message assistant (spec 2 §2 /messages, §3, §5, §7, §8):
// the payloads both sides validate and the shapes the server answers with.
import { z } from 'zod';
import type { UserType } from './constants';
import { bodyId, textId } from './ids';
import { MAX_MESSAGE_LENGTH, MAX_THREAD_PAGE_SIZE, MESSAGE_TYPES, type SUGGESTION_CATEGORIES, type SUGGESTION_TONES } from './message-limits';
import { queryInt } from './query-values';

export * from './message-limits';

const content = z
  .string({ error: 'Message content is required' })
  .trim()
  .min(1, { error: 'Message cannot be empty' })
  .max(MAX_MESSAGE_LENGTH, { error: `Message must be at most ${MAX_MESSAGE_LENGTH} characters` });

/** POST /api/messages */
export const sendMessageSchema = z.object({ toUserId: bodyId('toUserId'), content });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** GET /api/messages/{userId}?before={messageId}&limit={n} */
export const threadQuerySchema = z.object({
  before: textId('before (a message id)').optional(),
  limit: queryInt('limit', 1, MAX_THREAD_PAGE_SIZE),
});

/** A page of the conversation list: the 50 most recent, or those older than a lastMessage.id. */
/** GET /api/conversations?before={lastMessage.id}&limit={n} */
export const conversationsQuerySchema = threadQuerySchema;

/** PUT /api/notification-settings */
export const notificationSettingsSchema = z.object({ messageEmails: z.boolean({ error: 'messageEmails must be true or false' }) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The person at either end of a message (spec 2 §3: the embedded fromUser/toUser). */
export interface MessageUser {
  id: number;
  firstName: string;
  lastName: string;
  userType: UserType;
  profileImageUrl: string | null;
  clinicProfile: { clinicName: string } | null;
}

export interface Message {
  id: number;
  fromUserId: number;
  toUserId: number;
  content: string;
  /** ISO 8601. */
  createdAt: string;
  isRead: boolean;
  /** ISO 8601 once the recipient opened it ('Seen'). */
  readAt: string | null;
  /** The pair's thread: '{lower user id}:{higher user id}'. */
  threadId: string;
  fromUser: MessageUser;
  toUser: MessageUser;
}

/** A conversation's last message: the people are the caller and `partner`, so not embedded again. */
export type ConversationMessage = Omit<Message, 'fromUser' | 'toUser'>;

/** GET /api/conversations: one row per partner, most recent first. */
export interface Conversation {
  partner: MessageUser;
  threadId: string;
  lastMessage: ConversationMessage;
  /** Messages from the partner the caller has not read. */
  unreadCount: number;
}

/** GET /api/counts: what the navigation badges show (later issues add pending bookings). */
export interface NavCounts {
  unreadMessages: number;
  /**
   * What waits on /bookings: for a clinic, applications to review; for a vet, booking summaries
   * to answer (pending or edited, not expired) and clinics' requests for its posted dates; for
   * both, the items of the To do list after shifts (hours, ratings).
   */
  pendingBookings: number;
}

/** What the server pushes on /api/ws, one JSON object per frame. */
export type SocketEvent =
  | { type: 'message'; message: Message }
  | { type: 'read'; readerId: number; messageIds: number[]; readAt: string }
  | ({ type: 'counts' } & NavCounts)
  /** Something on /bookings changed for this user: the screens refetch their booking lists. */
  | { type: 'bookings'; change: string; summaryId?: number; requestIds?: number[] };

// The message assistant (spec 2 §3 AI suggestion, §7 ai).
export type SuggestionTone = (typeof SUGGESTION_TONES)[number];
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

export interface Suggestion {
  text: string;
  tone: SuggestionTone;
  category: SuggestionCategory;
}

/** Who wrote an answer: the built-in composer or the configured language model. */
export type AssistantSource = 'built-in' | 'model';

const historyEntry = z.object({
  fromUserId: bodyId('conversationHistory.fromUserId').optional(),
  content: z.string({ error: 'conversationHistory entries need content' }).max(MAX_MESSAGE_LENGTH),
});

/** POST /api/ai/message-suggestions */
export const suggestionsRequestSchema = z.object({
  recipientUserId: bodyId('recipientUserId'),
  messageType: z.enum(MESSAGE_TYPES, { error: `messageType must be one of ${MESSAGE_TYPES.join(', ')}` }).default('general'),
  currentDraft: z.string({ error: 'currentDraft must be text' }).max(MAX_MESSAGE_LENGTH).default(''),
  /** What the screen shows of the thread; the server reads the thread itself and uses this only as a hint. */
  conversationHistory: z.array(historyEntry).max(50, { error: 'conversationHistory may hold at most 50 messages' }).default([]),
});
export type SuggestionsRequest = z.infer<typeof suggestionsRequestSchema>;
export interface SuggestionsResponse {
  suggestions: Suggestion[];
  source: AssistantSource;
}

/** POST /api/ai/improve-draft */
export const improveDraftSchema = z.object({
  currentDraft: z
    .string({ error: 'Please enter some text first' })
    .trim()
    .min(1, { error: 'Please enter some text first' })
    .max(MAX_MESSAGE_LENGTH, { error: `Draft must be at most ${MAX_MESSAGE_LENGTH} characters` }),
  recipientUserId: bodyId('recipientUserId'),
});
export type ImproveDraftRequest = z.infer<typeof improveDraftSchema>;
export interface ImproveDraftResponse {
  improvedText: string;
  source: AssistantSource;
}
