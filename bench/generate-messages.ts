// Adds a year of messages to the national data set (run bench/generate.ts first):
// `--messages N` (default 3,000,000) in threads between subscribed clinics and active relief vets
// with heavy-tailed lengths, most read, some waiting unread; plus the busy clinic
// (bench-clinic@example.com, id 1) with 500 conversations and 20,000 messages, one of them a
// 2,000-message thread. The `conversations` rows are written as the message service would.
// Run: bun bench/generate-messages.ts [--out bench/out/national] [--messages 3000000]
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { seededRandom } from './lib';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const file = join(arg('out', join(import.meta.dir, 'out/national')), 'vetrelief.db');
const TOTAL = Number(arg('messages', '3000000'));
const BUSY_CLINIC = 1;
const BUSY_CONVERSATIONS = 500;
const BUSY_MESSAGES = 20_000;
const LONG_THREAD = 2_000;
const YEAR = 365 * 86_400_000;

// Seeded, so two runs make the same data set.
const { random, pick } = seededRandom(20261124);

const LINES = [
  'Hi! Are you available for our Saturday shift?',
  'Yes, I can cover it. What time do you open?',
  'We open at 8 and close at 6. Parking is behind the building.',
  'Sounds good. Is there a tech on site for surgeries?',
  'Thanks for reaching out — which dates are you looking at?',
  'Could you do two days next week, Tuesday and Thursday?',
  'I have Tuesday open; Thursday I am booked, sorry.',
  'Great, Tuesday works. I will send the details.',
  'Do you see exotics, or mostly dogs and cats?',
  'Mostly small animal, the occasional rabbit.',
  'Perfect. See you then!',
  'Just confirming tomorrow, 8 AM to 6 PM.',
  'Confirmed. Thank you!',
  'Can we move the start to 9?',
  'That is fine with us.',
];

const started = performance.now();
const db = new Database(file);
db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
db.exec('DELETE FROM messages; DELETE FROM conversations;');
const clinics = db
  .query<{ id: number }, []>('SELECT user_id AS id FROM clinic_profiles ORDER BY user_id')
  .all()
  .map((row) => row.id);
const vets = db
  .query<{ id: number }, []>('SELECT user_id AS id FROM vet_profiles ORDER BY user_id')
  .all()
  .map((row) => row.id);
const now = Date.now();

const insertMessage = db.prepare(
  'INSERT INTO messages (from_user_id, to_user_id, thread_id, content, is_read, read_at, noticed_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
);
const insertConversation = db.prepare('INSERT INTO conversations (user_id, partner_id, last_message_id, unread_count) VALUES (?, ?, ?, ?)');

let written = 0;
let threads = 0;
const pairs = new Set<string>();

/** One thread of `length` messages between a clinic and a vet, oldest first, ending `endAt`. */
function thread(clinic: number, vet: number, length: number, unreadAtEnd: number) {
  const key = `${clinic}:${vet}`;
  if (pairs.has(key)) return;
  pairs.add(key);
  const threadId = clinic < vet ? `${clinic}:${vet}` : `${vet}:${clinic}`;
  const endAt = now - Math.floor(random() * YEAR * 0.9);
  const step = Math.max(60_000, Math.floor((YEAR * 0.1) / length));
  let lastId = 0;
  let lastFrom = 0;
  const unread = { [clinic]: 0, [vet]: 0 } as Record<number, number>;
  for (let i = 0; i < length; i++) {
    const fromClinic = i === 0 ? random() < 0.7 : random() < 0.5;
    const [from, to] = fromClinic ? [clinic, vet] : [vet, clinic];
    const createdAt = endAt - (length - i) * step;
    // The last messages from the same sender may still be unread by the other side.
    const isUnread = i >= length - unreadAtEnd && (lastFrom === 0 || from === lastFrom || i === length - unreadAtEnd);
    if (isUnread) unread[to]!++;
    lastId = Number(
      insertMessage.run(from, to, threadId, pick(LINES), isUnread ? 0 : 1, isUnread ? null : createdAt + 60_000, createdAt + 60_000, createdAt).lastInsertRowid,
    );
    if (i >= length - unreadAtEnd) lastFrom = from;
  }
  insertConversation.run(clinic, vet, lastId, unread[clinic]!);
  insertConversation.run(vet, clinic, lastId, unread[vet]!);
  written += length;
  threads++;
}

db.transaction(() => {
  // The busy clinic: 500 vets, one 2,000-message thread and 499 sharing the rest.
  const partners = vets.slice(0, BUSY_CONVERSATIONS);
  const rest = BUSY_MESSAGES - LONG_THREAD;
  partners.forEach((vet, index) => {
    const length = index === 0 ? LONG_THREAD : Math.floor(rest / (BUSY_CONVERSATIONS - 1)) + (index <= rest % (BUSY_CONVERSATIONS - 1) ? 1 : 0);
    thread(BUSY_CLINIC, vet, length, index % 10 === 0 ? 2 : 0);
  });
  // Everyone else: heavy-tailed thread lengths (most a handful, a few hundreds).
  while (written < TOTAL) {
    const length = Math.min(400, Math.max(1, Math.ceil(2 / random() ** 0.8)), TOTAL - written);
    thread(pick(clinics), pick(vets), length, random() < 0.1 ? 1 + Math.floor(random() * 3) : 0);
  }
})();
db.exec('PRAGMA wal_checkpoint(TRUNCATE); ANALYZE;');
db.close();
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`${written.toLocaleString()} messages in ${threads.toLocaleString()} conversations written to ${file} in ${seconds} s`);
