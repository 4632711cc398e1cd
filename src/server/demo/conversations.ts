// The demo market's conversations: the demo vet has talked with a neighbouring clinic and the
// demo clinic with a neighbouring vet, so /messages shows threads on first sign-in. All read, so
// the badges start at zero; written once (a pair with messages is left alone).
import { eq, sql } from 'drizzle-orm';
import { threadIdOf } from '../../shared/messages';
import { DEMO_ACCOUNTS } from '../../shared/constants';
import { findUserByEmail } from '../auth/service';
import type { Db } from '../db/client';
import { conversations, messages } from '../db/schema';
import { MINUTE_MS } from '../../shared/time';

interface DemoThread {
  /** The demo account's kind and the neighbour it talked with. */
  demo: keyof typeof DEMO_ACCOUNTS;
  neighbourEmail: string;
  /** Oldest first; `mine` when the demo account wrote it. */
  lines: { mine: boolean; content: string; minutesAgo: number }[];
}

const THREADS: DemoThread[] = [
  {
    demo: 'relief_vet',
    neighbourEmail: 'lakewood.clinic@demo.vetrelief.app',
    lines: [
      { mine: false, content: 'Hi Dr. Rivera, we saw your profile. Are you comfortable with overnight emergency shifts?', minutesAgo: 3 * 24 * 60 },
      {
        mine: true,
        content: 'Hello! Yes — I have done overnight ER coverage for several years. Which nights are you looking at?',
        minutesAgo: 3 * 24 * 60 - 45,
      },
      { mine: false, content: 'Mostly Fridays and Saturdays next month. We will post the dates this week.', minutesAgo: 2 * 24 * 60 },
      { mine: true, content: 'Sounds good. I will keep an eye out for them.', minutesAgo: 2 * 24 * 60 - 30 },
    ],
  },
  {
    demo: 'clinic',
    neighbourEmail: 'golden.vet@demo.vetrelief.app',
    lines: [
      { mine: true, content: 'Hi! We have a busy Saturday coming up and your surgery experience would be a great fit. Interested?', minutesAgo: 26 * 60 },
      { mine: false, content: 'Thanks for reaching out. I am interested — what hours and rate are you offering?', minutesAgo: 25 * 60 },
      { mine: true, content: '8 AM to 6 PM at $85/hr. The shift is posted on our profile if you want to apply.', minutesAgo: 24 * 60 },
    ],
  },
];

export function seedConversations(db: Db, now: number): void {
  for (const thread of THREADS) {
    const demo = findUserByEmail(db, DEMO_ACCOUNTS[thread.demo].email);
    const neighbour = findUserByEmail(db, thread.neighbourEmail);
    if (!demo || !neighbour) continue;
    const threadId = threadIdOf(demo.id, neighbour.id);
    const existing = db.select({ n: sql<number>`count(*)` }).from(messages).where(eq(messages.threadId, threadId)).get();
    if (existing && existing.n > 0) continue;
    db.transaction((tx) => {
      let lastId = 0;
      for (const line of thread.lines) {
        const createdAt = now - line.minutesAgo * MINUTE_MS;
        const [from, to] = line.mine ? [demo, neighbour] : [neighbour, demo];
        lastId = tx
          .insert(messages)
          .values({
            fromUserId: from.id,
            toUserId: to.id,
            threadId,
            content: line.content,
            isRead: true,
            readAt: createdAt + MINUTE_MS,
            noticedAt: createdAt,
            createdAt,
          })
          .returning({ id: messages.id })
          .get().id;
      }
      for (const [user, partner] of [
        [demo, neighbour],
        [neighbour, demo],
      ] as const) {
        tx.insert(conversations)
          .values({ userId: user.id, partnerId: partner.id, lastMessageId: lastId })
          .onConflictDoUpdate({ target: [conversations.userId, conversations.partnerId], set: { lastMessageId: lastId } })
          .run();
      }
    });
  }
}
