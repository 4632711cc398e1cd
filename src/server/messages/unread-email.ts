// "{name} sent you a message": a message still unread 10 minutes after it arrived is e-mailed to
// its recipient once, at most one such e-mail per conversation an hour, never to someone who
// switched these e-mails off. Each unread message is looked at once (noticed_at), e-mailed or not.
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { UNREAD_EMAIL_AFTER_MS, UNREAD_EMAIL_EVERY_MS } from '../../shared/messages';
import type { AppDeps } from '../context';
import { clinicProfiles, conversations, messages, users } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { unreadMessageEmail } from '../email/templates';

/** Messages looked at per run; the next run takes the rest. */
const BATCH = 500;

export function emailUnreadMessages(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): { emailed: number; noticed: number } {
  const { db, config } = deps;
  const now = deps.clock();
  return db.transaction(
    (tx) => {
      const due = tx
        .select({ id: messages.id, fromUserId: messages.fromUserId, toUserId: messages.toUserId, content: messages.content })
        .from(messages)
        .where(and(eq(messages.isRead, false), isNull(messages.noticedAt), lte(messages.createdAt, now - UNREAD_EMAIL_AFTER_MS)))
        .orderBy(asc(messages.createdAt))
        .limit(BATCH)
        .all();
      if (due.length === 0) return { emailed: 0, noticed: 0 };

      // One e-mail per conversation: the first unread message of each (recipient, sender) pair.
      const firstOfPair = new Map<string, (typeof due)[number]>();
      for (const message of due) {
        const key = `${message.toUserId}:${message.fromUserId}`;
        if (!firstOfPair.has(key)) firstOfPair.set(key, message);
      }
      let emailed = 0;
      for (const message of firstOfPair.values()) {
        const recipient = tx.select().from(users).where(eq(users.id, message.toUserId)).get();
        if (!recipient?.messageEmails) continue;
        const conversation = tx
          .select({ lastEmailedAt: conversations.lastEmailedAt })
          .from(conversations)
          .where(and(eq(conversations.userId, message.toUserId), eq(conversations.partnerId, message.fromUserId)))
          .get();
        if (conversation?.lastEmailedAt != null && conversation.lastEmailedAt > now - UNREAD_EMAIL_EVERY_MS) continue;
        const sender = tx
          .select({ firstName: users.firstName, lastName: users.lastName, userType: users.userType, clinicName: clinicProfiles.clinicName })
          .from(users)
          .leftJoin(clinicProfiles, eq(clinicProfiles.userId, users.id))
          .where(eq(users.id, message.fromUserId))
          .get();
        if (!sender) continue;
        const name =
          sender.userType === 'clinic' ? (sender.clinicName ?? `${sender.firstName} ${sender.lastName}`) : `Dr. ${sender.firstName} ${sender.lastName}`;
        const link = `${config.publicUrl}/messages?userId=${message.fromUserId}`;
        enqueueEmail(tx, unreadMessageEmail(config.APP_NAME, recipient.email, name, message.content, link), now);
        tx.update(conversations)
          .set({ lastEmailedAt: now })
          .where(and(eq(conversations.userId, message.toUserId), eq(conversations.partnerId, message.fromUserId)))
          .run();
        emailed++;
      }
      tx.update(messages)
        .set({ noticedAt: now })
        .where(
          inArray(
            messages.id,
            due.map((message) => message.id),
          ),
        )
        .run();
      return { emailed, noticed: due.length };
    },
    { behavior: 'immediate' },
  );
}
