// Messages in real Chromium, two people at once (issue 10): the clinic presses Message on a vet
// card and writes; the vet's badge shows 1 without a reload; the vet opens the thread on a phone
// and replies; the clinic sees the reply and 'Seen' live. With the socket up nothing polls.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, DESKTOP, PHONE, type RunningServer, signedIn, startBoth, stopBoth, VIEWPORTS } from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => void ({ server, browser } = await startBoth(['--seed-demo'])));
afterAll(() => stopBoth(server, browser));

/** The open thread's messages (not the conversation list's previews). */
const thread = (page: Page) => page.getByRole('region', { name: 'Conversation' }).getByRole('listitem');

describe('messages between a clinic and a vet', () => {
  test('message, live badge, reply and Seen — without reloading', async () => {
    const vet = await signedIn(browser, server, 'vet', PHONE);
    await vet.goto(`${server.url}/dashboard`);
    const vetBar = vet.getByRole('navigation', { name: 'Quick' });
    const vetMessages = vetBar.getByRole('link', { name: /Messages/ });
    await vetMessages.waitFor();
    expect(await vetMessages.textContent()).not.toContain('1');

    const clinic = await signedIn(browser, server, 'clinic', DESKTOP);
    await clinic.goto(`${server.url}/browse`);
    await clinic.getByRole('article', { name: 'Dr. Sam Rivera' }).getByRole('link', { name: 'Message', exact: true }).click();
    await clinic.waitForURL(/\/messages\?userId=\d+$/);
    await clinic.getByRole('heading', { name: 'Dr. Sam Rivera' }).waitFor();
    expect(await clinic.getByRole('button', { name: 'Send Booking Summary' }).isEnabled()).toBe(true);

    // The assistant: Improve Draft waits for a draft.
    await clinic.getByRole('button', { name: 'Message assistant' }).click();
    expect(await clinic.getByRole('button', { name: 'Improve Draft' }).isDisabled()).toBe(true);

    const draft = clinic.getByLabel('Message to Dr. Sam Rivera');
    await draft.fill('Hi Dr. Rivera!');
    await draft.press('Shift+Enter');
    await draft.pressSequentially('Are you free on Dec 12?');
    expect(await draft.inputValue()).toBe('Hi Dr. Rivera!\nAre you free on Dec 12?');
    await draft.press('Enter');
    await thread(clinic).filter({ hasText: 'Are you free on Dec 12?' }).waitFor();
    expect(await draft.inputValue()).toBe('');

    // The vet's badge, live: no reload happened on the vet's page.
    await vetMessages.getByText('1', { exact: true }).waitFor();
    expect(await vetMessages.textContent()).toContain('1');

    // The vet opens the conversation (phone: list first, then the thread with a back button).
    await vetMessages.click();
    const conversation = vet.getByRole('link', { name: /Front Range Animal Hospital/ });
    await conversation.click();
    await thread(vet).filter({ hasText: 'Are you free on Dec 12?' }).waitFor();
    await vet.getByRole('link', { name: 'Back to conversations' }).waitFor();
    expect(await vet.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await vetMessages.getByText('1', { exact: true }).waitFor({ state: 'detached' });

    // The clinic sees 'Seen' under its message as soon as the vet opened the thread.
    await thread(clinic).filter({ hasText: 'Seen' }).waitFor();

    const reply = vet.getByLabel(/Message to Front Range Animal Hospital/);
    await reply.fill('Yes, I can cover it.');
    await reply.press('Enter');
    await thread(clinic).filter({ hasText: 'Yes, I can cover it.' }).waitFor();

    // With the socket open, neither page polls the thread or the list.
    const polled: string[] = [];
    // Polling is GETs; marking an arrived message read (PATCH) is not.
    for (const page of [clinic, vet])
      page.on('request', (request) => void (request.method() === 'GET' && request.url().includes('/api/') && polled.push(request.url())));
    await clinic.waitForTimeout(3500);
    expect(polled).toEqual([]);

    // Back on the phone: the list again.
    await vet.getByRole('link', { name: 'Back to conversations' }).click();
    await conversation.waitFor();
  }, 120_000);

  test('the profile page switches unread-message e-mails off and on', async () => {
    const vet = await signedIn(browser, server, 'vet', DESKTOP);
    await vet.goto(`${server.url}/profile`);
    const toggle = vet.getByLabel('E-mail me when a message waits unread');
    expect(await toggle.isChecked()).toBe(true);
    // Pressed, not check()ed: pressed while the app takes the page over, the box may show the
    // app's state for a moment before the app is handed the press (static-page-boot.ts).
    await toggle.click();
    await vet.getByText('Message e-mails off').first().waitFor();
    expect(await toggle.isChecked()).toBe(false);
    const me = async () => (await vet.evaluate(async () => (await fetch('/api/auth/user')).json())) as { messageEmails: boolean };
    expect((await me()).messageEmails).toBe(false);
    await vet.reload();
    expect(await vet.getByLabel('E-mail me when a message waits unread').isChecked()).toBe(false);
    await vet.getByLabel('E-mail me when a message waits unread').click();
    await vet.getByText('Message e-mails on').first().waitFor();
    expect(await vet.getByLabel('E-mail me when a message waits unread').isChecked()).toBe(true);
    expect((await me()).messageEmails).toBe(true);
  });

  test('the assistant suggests from the thread, Use fills the draft, Improve Draft rewrites it', async () => {
    // The vet writes last, and asks nothing: a confirmation is what the clinic's assistant offers first.
    const vet = await signedIn(browser, server, 'vet', DESKTOP);
    const sent = await vet.evaluate(async () => {
      const partners = (await (await fetch('/api/conversations')).json()) as { partner: { id: number; clinicProfile: { clinicName: string } | null } }[];
      const clinicId = partners.find((c) => c.partner.clinicProfile?.clinicName === 'Front Range Animal Hospital')?.partner.id;
      const response = await fetch('/api/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ toUserId: clinicId, content: 'Sounds good, see you then.' }),
      });
      return response.status;
    });
    expect(sent).toBe(201);
    const clinic = await signedIn(browser, server, 'clinic', DESKTOP);
    await clinic.goto(`${server.url}/messages`);
    await clinic.getByRole('link', { name: /Dr\. Sam Rivera/ }).click();
    await clinic.getByRole('button', { name: 'Message assistant' }).click();
    await clinic.getByRole('button', { name: 'Get suggestions' }).click();
    const assistant = clinic.getByRole('region', { name: 'Message assistant' });
    await assistant.getByText('Written by the built-in assistant').waitFor();
    // The vet's last message asked nothing: a confirmation leads, signed with the clinic's name.
    await assistant.getByRole('heading', { name: 'confirmation' }).waitFor();
    await assistant.getByRole('listitem').filter({ hasText: 'Thank you for your message.' }).first().getByRole('button', { name: 'Use' }).click();
    const draft = clinic.getByLabel('Message to Dr. Sam Rivera');
    expect(await draft.inputValue()).toStartWith('Thank you for your message.');

    await draft.fill('see you then ,thanks');
    await assistant.getByRole('button', { name: 'Improve Draft' }).click();
    await clinic.getByText('Draft improved!').first().waitFor();
    expect(await draft.inputValue()).toBe('Hi Dr. Rivera,\n\nSee you then, thanks.\n\nBest regards,\nFront Range Animal Hospital');
  });

  test("a send that fails says 'Failed to send message' with the server's reason and keeps the draft", async () => {
    const vet = await signedIn(browser, server, 'vet', PHONE);
    await vet.goto(`${server.url}/messages`);
    await vet.getByRole('link', { name: /Lakewood Emergency Vets/ }).click();
    await thread(vet).first().waitFor();
    await vet.route('**/api/messages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'This user cannot receive messages until their account is set up', code: 'RECIPIENT_UNAVAILABLE' }),
          })
        : route.continue(),
    );
    const draft = vet.getByLabel(/Message to Lakewood Emergency Vets/);
    await draft.fill('Still interested in the Friday nights.');
    await draft.press('Enter');
    await vet.getByText('Failed to send message').first().waitFor();
    await vet.getByText('This user cannot receive messages until their account is set up').first().waitFor();
    expect(await draft.inputValue()).toBe('Still interested in the Friday nights.');
  });

  test('axe finds no serious or critical problem on /messages (phone and desktop)', async () => {
    for (const viewport of VIEWPORTS) {
      const vet = await signedIn(browser, server, 'vet', viewport, { bypassCSP: true });
      const { width } = viewport;
      await vet.goto(`${server.url}/messages`);
      await vet.getByRole('link', { name: /Front Range Animal Hospital/ }).click();
      await thread(vet).first().waitFor();
      await vet.getByRole('button', { name: 'Message assistant' }).click();
      const violations = await axeViolations(vet);
      expect({ width, violations }).toEqual({ width, violations: [] });
    }
  }, 120_000);
});
