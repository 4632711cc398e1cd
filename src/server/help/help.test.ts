// The help chat's questions to support through the API: who may send, what support receives
// (to SUPPORT_EMAIL, Reply-To the asker), what bad input answers, and the limits on sending.
import { describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../testing/harness';
import { rowCounts, signedUp } from '../testing/fixtures';
import { HELP_QUESTIONS_PER_WINDOW } from './routes';
import { HELP_QUESTIONS_PER_HOUR } from './service';

const SUPPORT = 'help@relief.example.com';

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  headers: string | null;
}
const outbox = (t: TestApp) => t.deps.db.$client.query<OutboxRow, []>('SELECT to_address, subject, text_body, headers FROM email_outbox ORDER BY id').all();

describe('POST /api/help/questions', () => {
  test('a visitor’s question goes to support with their address as Reply-To', async () => {
    const t = createTestApp({ supportEmail: SUPPORT });
    const answer = await t
      .client()
      .post('/api/help/questions', { question: '  Can two people share a clinic account?  ', email: 'Pat@Example.com', page: '/' });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ supportEmail: SUPPORT, replyTo: 'Pat@Example.com' });
    const [mail] = outbox(t);
    expect(mail!.to_address).toBe(SUPPORT);
    expect(JSON.parse(mail!.headers!)).toEqual({ 'Reply-To': 'Pat@Example.com' });
    expect(mail!.subject).toBe('Help question from Pat@Example.com');
    expect(mail!.text_body).toContain('a visitor who is not signed in');
    expect(mail!.text_body).toContain('on /');
    expect(mail!.text_body).toContain('\nCan two people share a clinic account?\n');
  });

  test('a signed-in user’s reply address is the account’s, whatever the body says', async () => {
    const t = createTestApp({ supportEmail: SUPPORT });
    const user = await signedUp(t, { email: 'dana@clinic.example', userType: 'clinic' });
    const answer = await user.post('/api/help/questions', { question: 'Where do I see my invoices?', email: 'someone-else@example.com' });
    expect(answer.status).toBe(202);
    expect(answer.body.replyTo).toBe('dana@clinic.example');
    const [mail] = outbox(t);
    expect(JSON.parse(mail!.headers!)).toEqual({ 'Reply-To': 'dana@clinic.example' });
    expect(mail!.text_body).toMatch(/\(clinic, user #\d+\)/);
  });

  test.each([
    ['no question', { email: 'a@example.com' }, 400, undefined],
    ['a question too short', { question: 'hm', email: 'a@example.com' }, 400, undefined],
    ['a question too long', { question: 'x'.repeat(2001), email: 'a@example.com' }, 400, undefined],
    ['a bad address', { question: 'How do refunds work?', email: 'not-an-address' }, 400, undefined],
    ['a header injected in the address', { question: 'How do refunds work?', email: 'a@example.com\r\nBcc: x@example.com' }, 400, undefined],
    ['a visitor without an address', { question: 'How do refunds work?' }, 400, 'EMAIL_REQUIRED'],
    ['a page that is not a path', { question: 'How do refunds work?', email: 'a@example.com', page: 'https://evil.example' }, 400, undefined],
  ] as const)('%s answers 400 and sends nothing', async (_, payload, status, code) => {
    const t = createTestApp({ supportEmail: SUPPORT });
    const before = rowCounts(t);
    const answer = await t.client().post('/api/help/questions', payload);
    expect(answer.status).toBe(status);
    expect(typeof answer.body.message).toBe('string');
    if (code) expect(answer.body.code).toBe(code);
    expect(rowCounts(t)).toEqual(before);
  });

  test('one reply address sends a few per window; the next window sends again', async () => {
    const t = createTestApp({ supportEmail: SUPPORT });
    const ask = (question: string) => t.client().post('/api/help/questions', { question, email: 'flood@example.com' });
    for (let i = 0; i < HELP_QUESTIONS_PER_WINDOW; i++) expect((await ask(`Question number ${i}`)).status).toBe(202);
    const refused = await ask('One question too many');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(outbox(t)).toHaveLength(HELP_QUESTIONS_PER_WINDOW);
    t.advance(t.deps.config.RATE_LIMIT_WINDOW_SECONDS * 1000);
    expect((await ask('A new window')).status).toBe(202);
  });

  test(`the whole server sends support at most ${HELP_QUESTIONS_PER_HOUR} an hour, whatever the addresses`, async () => {
    const t = createTestApp({ supportEmail: SUPPORT, RATE_LIMIT_PER_IP: 1000 });
    for (let i = 0; i < HELP_QUESTIONS_PER_HOUR; i++) {
      expect((await t.client().post('/api/help/questions', { question: `Question ${i}`, email: `asker${i}@example.com` })).status).toBe(202);
    }
    const refused = await t.client().post('/api/help/questions', { question: 'Question too many', email: 'late@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain(SUPPORT);
    t.advance(60 * 60 * 1000 + 1);
    expect((await t.client().post('/api/help/questions', { question: 'An hour later', email: 'late@example.com' })).status).toBe(202);
  });
});
