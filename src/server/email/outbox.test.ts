// The bulk enqueue writes exactly the rows the one-at-a-time enqueue writes, in order, whatever
// the count against its chunk size (none, fewer than a chunk, whole chunks, chunks and a rest).
import { expect, test } from 'bun:test';
import { migratedDatabase } from '../testing/database';
import { enqueueEmailsInBulk, enqueuePreparedEmail } from './outbox';

const NOW = 1_790_000_000_000;
const messages = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    to: `clinic${i}@example.com`,
    subject: `Reminder ${i} — due`,
    text: `Line ${i}\n\nSee it: https://relief.example.com/invoices/${i}`,
    html: i % 3 ? `<p>Line ${i} &amp; more</p>` : undefined,
  }));
const rows = (db: ReturnType<typeof migratedDatabase>) =>
  db.$client
    .query('SELECT to_address, subject, text_body, html_body, status, attempts, next_attempt_at, created_at, sent_at FROM email_outbox ORDER BY id')
    .all();

test.each([0, 1, 99, 100, 200, 257])('%i messages in bulk are the rows one at a time would be', (n) => {
  const one = migratedDatabase();
  for (const message of messages(n)) enqueuePreparedEmail(one, message, NOW);
  const bulk = migratedDatabase();
  enqueueEmailsInBulk(bulk, messages(n), NOW);
  expect(rows(bulk)).toEqual(rows(one));
  expect(rows(bulk)).toHaveLength(n);
});
