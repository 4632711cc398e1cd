// How fast one sender may write: a budget of messages (a burst, then an hourly pace) and of new
// conversations per day, each a token bucket per sender (see docs/decisions/0014). Every path
// that stores a message from a user charges it here first: the message routes and the booking
// summaries a clinic sends or edits. In memory, like the sign-in limits: a restart forgets it,
// which only ever lets a sender through.
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { conversations } from '../db/schema';
import { AppError } from '../http/errors';
import { createTokenBuckets, type TokenBuckets } from '../http/rate-limit';

export interface SendLimits {
  messages: TokenBuckets;
  newConversations: TokenBuckets;
}

type LimitConfig = Pick<Config, 'MESSAGE_BURST' | 'MESSAGES_PER_HOUR' | 'NEW_CONVERSATIONS_PER_DAY'>;

export function createSendLimits(config: LimitConfig, now: () => number = Date.now): SendLimits {
  return {
    messages: createTokenBuckets(config.MESSAGE_BURST, config.MESSAGES_PER_HOUR, now),
    newConversations: createTokenBuckets(config.NEW_CONVERSATIONS_PER_DAY, config.NEW_CONVERSATIONS_PER_DAY / 24, now),
  };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** "40 seconds", "25 minutes", "3 hours": the wait as a person would say it. */
function waitText(ms: number): string {
  const s = seconds(ms);
  if (s < 120) return `${s} second${s === 1 ? '' : 's'}`;
  if (s < 7200) return `${Math.ceil(s / 60)} minutes`;
  return `${Math.ceil(s / 3600)} hours`;
}

function refusal(message: string, code: string, waitMs: number): AppError {
  return new AppError(429, message, code, { 'retry-after': String(seconds(waitMs)) });
}

function hasWrittenTo(db: Db, senderId: number, recipientId: number): boolean {
  const statement = prepared(db, 'send-limits:has-written-to', () =>
    db
      .select({ one: sql<number>`1` })
      .from(conversations)
      .where(and(eq(conversations.userId, sql.placeholder('sender')), eq(conversations.partnerId, sql.placeholder('recipient'))))
      .limit(1)
      .prepare(),
  );
  return statement.get({ sender: senderId, recipient: recipientId }) !== undefined;
}

/**
 * Counts one message from `senderId` to `recipientId`, or throws 429 with Retry-After (and
 * counts nothing) when the sender's message budget, or for a new conversation its daily budget
 * of those, is spent. Call before storing the message.
 */
export function chargeMessage(db: Db, limits: SendLimits, senderId: number, recipientId: number): void {
  const key = String(senderId);
  const messageWait = limits.messages.waitMs(key);
  if (messageWait > 0) {
    throw refusal(`You are sending messages too quickly. Please wait ${waitText(messageWait)}.`, 'MESSAGES_RATE_LIMITED', messageWait);
  }
  const isNew = !hasWrittenTo(db, senderId, recipientId);
  if (isNew) {
    const conversationWait = limits.newConversations.waitMs(key);
    if (conversationWait > 0) {
      throw refusal(
        `You have started too many new conversations today. Please wait ${waitText(conversationWait)}, or write in a conversation you already have.`,
        'CONVERSATIONS_RATE_LIMITED',
        conversationWait,
      );
    }
    limits.newConversations.take(key);
  }
  limits.messages.take(key);
}
