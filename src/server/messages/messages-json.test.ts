// The JSON writers of message and conversation pages say exactly what JSON.stringify of the API
// objects says, whatever the content (quotes, backslashes, control characters, U+2028, emoji, lone
// surrogates) and whatever the time.
import { expect, test } from 'bun:test';
import fc from 'fast-check';
import type { MessageUser } from '../../shared/messages';
import type { MessageRow } from '../db/schema';
import { conversationsJson, isoTime, messagesJson } from './messages-json';
import type { ConversationRow } from './views';

const people = new Map<number, MessageUser>([
  [1, { id: 1, firstName: 'Cara "C"', lastName: 'Ng\\', userType: 'clinic', profileImageUrl: null, clinicProfile: { clinicName: 'Larimer </script> Vets' } }],
  [2, { id: 2, firstName: 'Sam', lastName: 'Rivera\u2028', userType: 'relief_vet', profileImageUrl: 'https://x.example/a.png', clinicProfile: null }],
]);

const row = fc.record({
  id: fc.integer({ min: 1, max: 2 ** 31 }),
  fromUserId: fc.constantFrom(1, 2),
  content: fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.constantFrom('"', '\\', '\n\t\r', '\u2028\u2029', '\ud800', '</script>'),
  ),
  isRead: fc.boolean(),
  readAt: fc.option(fc.integer({ min: 0, max: 4_102_444_800_000 })),
  createdAt: fc.integer({ min: 0, max: 4_102_444_800_000 }),
});

test('messagesJson equals JSON.stringify of the message objects', () => {
  fc.assert(
    fc.property(fc.array(row, { maxLength: 8 }), (drafts) => {
      const rows: MessageRow[] = drafts.map((draft) => ({ ...draft, toUserId: draft.fromUserId === 1 ? 2 : 1, threadId: '1:2', noticedAt: null }));
      const objects = rows.map((r) => ({
        id: r.id,
        fromUserId: r.fromUserId,
        toUserId: r.toUserId,
        content: r.content,
        createdAt: new Date(r.createdAt).toISOString(),
        isRead: r.isRead,
        readAt: r.readAt === null ? null : new Date(r.readAt).toISOString(),
        threadId: r.threadId,
        fromUser: people.get(r.fromUserId),
        toUser: people.get(r.toUserId),
      }));
      expect(messagesJson('1:2', rows, people)).toBe(JSON.stringify(objects));
    }),
    { numRuns: 300, seed: 20261124 },
  );
});

test('isoTime equals toISOString, before 1970 and after 9999 too', () => {
  fc.assert(
    fc.property(fc.integer({ min: -8_640_000_000_000_000, max: 8_640_000_000_000_000 }), (ms) => {
      expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    }),
    { numRuns: 2000, seed: 20261124 },
  );
  for (const ms of [0, -1, 999, 86_399_999, 86_400_000, 253_402_300_799_999, 253_402_300_800_000, 1.5]) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  expect(() => isoTime(8_640_000_000_000_001)).toThrow(RangeError);
});

test('conversationsJson equals JSON.stringify of the conversation objects, skipping a partner not found', () => {
  const reader = 10;
  fc.assert(
    fc.property(
      fc.array(fc.record({ message: row, fromReader: fc.boolean(), partnerId: fc.constantFrom(1, 2, 3), unreadCount: fc.nat(500) }), { maxLength: 8 }),
      (drafts) => {
        const rows: ConversationRow[] = drafts.map(({ message, fromReader, partnerId, unreadCount }) => ({
          ...message,
          fromUserId: fromReader ? reader : partnerId,
          toUserId: fromReader ? partnerId : reader,
          partnerId,
          unreadCount,
        }));
        const objects = rows
          .filter((r) => people.has(r.partnerId))
          .map((r) => ({
            partner: people.get(r.partnerId),
            threadId: `${r.partnerId}:${reader}`,
            lastMessage: {
              id: r.id,
              fromUserId: r.fromUserId,
              toUserId: r.toUserId,
              content: r.content,
              createdAt: new Date(r.createdAt).toISOString(),
              isRead: r.isRead,
              readAt: r.readAt === null ? null : new Date(r.readAt).toISOString(),
              threadId: `${r.partnerId}:${reader}`,
            },
            unreadCount: r.unreadCount,
          }));
        expect(conversationsJson(reader, rows, people)).toBe(JSON.stringify(objects));
      },
    ),
    { numRuns: 300, seed: 20261124 },
  );
});
