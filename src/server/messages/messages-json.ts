// Message pages written straight to JSON text: a page embeds the same two people in every
// message, and building 50 objects to have JSON.stringify walk them again was a quarter of a
// thread page's time. The output equals JSON.stringify(toMessages(rows)) (messages-json.test.ts).
import type { MessageUser } from '../../shared/messages';
import type { MessageRow } from '../db/schema';

const iso = (ms: number) => `"${new Date(ms).toISOString()}"`;

export function messagesJson(rows: readonly MessageRow[], people: Map<number, MessageUser>): string {
  const personJson = new Map<number, string>();
  const person = (id: number) => {
    let json = personJson.get(id);
    if (json === undefined) personJson.set(id, (json = JSON.stringify(people.get(id))));
    return json;
  };
  const parts = rows.map(
    (row) =>
      `{"id":${row.id},"fromUserId":${row.fromUserId},"toUserId":${row.toUserId},"content":${JSON.stringify(row.content)},` +
      `"createdAt":${iso(row.createdAt)},"isRead":${row.isRead},"readAt":${row.readAt === null ? 'null' : iso(row.readAt)},` +
      `"threadId":${JSON.stringify(row.threadId)},"fromUser":${person(row.fromUserId)},"toUser":${person(row.toUserId)}}`,
  );
  return `[${parts.join(',')}]`;
}
