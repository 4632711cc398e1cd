// The unread-message e-mail (issue 10): sent once, 10 minutes after a message arrived unread,
// through the outbox and the registered job; not when read in time or switched off; at most one
// per conversation an hour.
import { beforeEach, describe, expect, test } from 'bun:test';
import { createJobRunner } from '../jobs/runner';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, vetAt } from '../testing/marketplace';
import { messagePreview } from '../email/templates';
import { MINUTE_MS } from '../../shared/time';

let t: TestApp;
let clinic: TestClient;
let vet: TestClient;
let clinicId: number;
let vetId: number;

interface Mail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}
const outbox = () =>
  t.deps.db.$client.query<Mail, []>("SELECT to_address, subject, text_body, html_body FROM email_outbox WHERE subject LIKE '%sent you a message'").all();
const runJob = () => createJobRunner(t.deps).run('unread-message-emails');

beforeEach(async () => {
  t = createTestApp({ PUBLIC_URL: 'https://vets.example.com', publicUrl: 'https://vets.example.com' });
  clinic = await clinicAt(t, DENVER, 'Larimer Vets');
  vet = await vetAt(t, BOULDER);
  [clinicId, vetId] = [(await clinic.get('/api/auth/user')).body.id, (await vet.get('/api/auth/user')).body.id];
});

describe('the unread-message e-mail', () => {
  test('after 10 minutes unread: one e-mail with the sender, the first lines and the link; never again for it', async () => {
    await clinic.post('/api/messages', { toUserId: vetId, content: 'Hi Dr. Rivera,\nCould you cover Dec 12?\nWe open at 8.\nParking is behind the clinic.' });
    t.advance(9 * MINUTE_MS);
    await runJob();
    expect(outbox()).toEqual([]);

    t.advance(2 * MINUTE_MS);
    expect(await runJob()).toEqual({ emailed: 1, noticed: 1 });
    const [mail] = outbox();
    const vetEmail = (await vet.get('/api/auth/user')).body.email;
    expect(mail!.to_address).toBe(vetEmail);
    expect(mail!.subject).toBe('Larimer Vets sent you a message');
    expect(mail!.text_body).toContain('> Hi Dr. Rivera,\n> Could you cover Dec 12?\n> We open at 8.…');
    expect(mail!.text_body).not.toContain('Parking');
    expect(mail!.text_body).toContain(`https://vets.example.com/messages?userId=${clinicId}`);

    t.advance(2 * 60 * MINUTE_MS);
    await runJob();
    expect(outbox()).toHaveLength(1);
  });

  test('not sent when the message was read in time', async () => {
    await clinic.post('/api/messages', { toUserId: vetId, content: 'Quick question' });
    t.advance(5 * MINUTE_MS);
    await vet.get(`/api/messages/${clinicId}`);
    t.advance(10 * MINUTE_MS);
    await runJob();
    expect(outbox()).toEqual([]);
  });

  test('not sent to someone who switched these e-mails off', async () => {
    await vet.request('PUT', '/api/notification-settings', { messageEmails: false });
    await clinic.post('/api/messages', { toUserId: vetId, content: 'Quick question' });
    t.advance(11 * MINUTE_MS);
    expect(await runJob()).toEqual({ emailed: 0, noticed: 1 });
    expect(outbox()).toEqual([]);
  });

  test('at most one per conversation an hour; a vet sender is named Dr.', async () => {
    await clinic.post('/api/messages', { toUserId: vetId, content: 'one' });
    await clinic.post('/api/messages', { toUserId: vetId, content: 'two' });
    t.advance(11 * MINUTE_MS);
    await runJob();
    expect(outbox()).toHaveLength(1);

    t.advance(20 * MINUTE_MS);
    await clinic.post('/api/messages', { toUserId: vetId, content: 'three' });
    t.advance(11 * MINUTE_MS);
    await runJob();
    expect(outbox()).toHaveLength(1);

    // Another conversation is its own: the vet writing to the clinic is e-mailed.
    await vet.post('/api/messages', { toUserId: clinicId, content: 'Sure!' });
    t.advance(11 * MINUTE_MS);
    await runJob();
    expect(outbox().map((mail) => mail.subject)).toEqual(['Larimer Vets sent you a message', expect.stringMatching(/^Dr\. Sam Rivera sent you a message$/)]);

    // An hour after the first e-mail, a new unread message is e-mailed again.
    t.advance(60 * MINUTE_MS);
    await clinic.post('/api/messages', { toUserId: vetId, content: 'four' });
    t.advance(11 * MINUTE_MS);
    await runJob();
    expect(outbox()).toHaveLength(3);
  });

  test('the HTML part shows the message as text, never as markup', async () => {
    await clinic.post('/api/messages', { toUserId: vetId, content: '<script>alert(1)</script>' });
    t.advance(11 * MINUTE_MS);
    await runJob();
    expect(outbox()[0]!.html_body).toContain('&#60;script&#62;');
    expect(outbox()[0]!.html_body).not.toContain('<script>');
  });

  test('previews are cut at a word, with an ellipsis', () => {
    expect(messagePreview('short')).toBe('short');
    const long = 'word '.repeat(100);
    const preview = messagePreview(long);
    expect(preview.length).toBeLessThanOrEqual(301);
    expect(preview).toEndWith('word…');
  });
});
