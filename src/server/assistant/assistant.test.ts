// The assistant's calls through the API: the built-in composer on the pair's real thread and
// shifts, the recipient rule, validation, and the language model behind AI_BASE_URL — a real
// local server speaking the chat-completions API — with its fallbacks (slow, garbage, 500).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Suggestion } from '../../shared/messages';
import type { Config } from '../config';
import { createTestApp, type TestApp } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, shift, vetAt } from '../testing/marketplace';
import { MODEL_CALLS_PER_WINDOW } from './service';

async function pair(overrides: Partial<Config> = {}) {
  const t = createTestApp(overrides);
  const clinic = await clinicAt(t, DENVER, 'Larimer Vets');
  const vet = await vetAt(t, BOULDER);
  const [clinicId, vetId] = [(await clinic.get('/api/auth/user')).body.id as number, (await vet.get('/api/auth/user')).body.id as number];
  return { t, clinic, vet, clinicId, vetId };
}

const suggestionsOf = (response: { body: { suggestions: Suggestion[] } }) => response.body.suggestions;

describe('the built-in assistant through the API', () => {
  test("suggestions use the pair's thread and the shift it mentions, never another", async () => {
    const { clinic, vet, clinicId, vetId } = await pair();
    await clinic.post('/api/shifts', { ...shift, shiftDate: '2026-12-10' });
    await clinic.post('/api/shifts', { ...shift, shiftDate: '2026-12-19', startTime: '07:00', endTime: '19:00', hourlyRate: 9500 });
    await clinic.post('/api/messages', { toUserId: vetId, content: 'Hi! Could you cover Dec 19?' });

    const answer = await vet.post('/api/ai/message-suggestions', { recipientUserId: clinicId });
    expect(answer.status).toBe(200);
    expect(answer.body.source).toBe('built-in');
    const texts = suggestionsOf(answer).map((s) => s.text);
    // The clinic asked a question: the first suggestion answers it.
    expect(texts[0]).toBe("Yes, I'm available for the shift on Saturday, December 19, 7:00 AM – 7:00 PM at $95/hr.");
    expect(suggestionsOf(answer).find((s) => s.category === 'availability')!.text).toBe(
      "I'd be glad to cover the shift on Saturday, December 19, 7:00 AM – 7:00 PM at $95/hr. Please let me know the next steps.",
    );
    expect(texts.join('\n')).not.toContain('December 10');
    expect(texts.at(-1)).toEndWith('Sincerely,\nDr. Sam Rivera');
  });

  test('a new thread opens with greetings naming the recipient; the clinic offers its next shift', async () => {
    const { clinic, vetId } = await pair();
    await clinic.post('/api/shifts', { ...shift, shiftDate: '2026-12-10' });
    const answer = await clinic.post('/api/ai/message-suggestions', {
      recipientUserId: vetId,
      messageType: 'general',
      currentDraft: '',
      conversationHistory: [],
    });
    const suggestions = suggestionsOf(answer);
    expect(suggestions[0]).toMatchObject({ category: 'greeting', tone: 'professional' });
    expect(suggestions[0]!.text).toStartWith('Hello Dr. Rivera');
    expect(suggestions.find((s) => s.category === 'question')!.text).toContain('Thursday, December 10, 8:00 AM – 6:00 PM at $75/hr');
  });

  test('a reply takes up only a date the thread named: one with no open shift is not swapped for another', async () => {
    const { clinic, vet, clinicId, vetId } = await pair();
    await clinic.post('/api/shifts', { ...shift, shiftDate: '2026-12-10' });
    await clinic.post('/api/messages', { toUserId: vetId, content: 'Could you cover December 24th?' });
    const suggestions = suggestionsOf(await vet.post('/api/ai/message-suggestions', { recipientUserId: clinicId }));
    expect(suggestions[0]!.text).toBe("Yes, I'm available.");
    expect(suggestions.find((s) => s.category === 'availability')!.text).toBe(
      "I'd be glad to cover the dates you need covered. Please let me know the next steps.",
    );
    for (const s of suggestions.filter((s) => s.category !== 'question')) expect(s.text).not.toContain('December 10');
  });

  test("with an empty thread the screen's history is the hint", async () => {
    const { clinic, vet, clinicId } = await pair();
    await clinic.post('/api/shifts', { ...shift, shiftDate: '2026-12-10' });
    await clinic.post('/api/shifts', { ...shift, shiftDate: '2026-12-19', hourlyRate: 9000 });
    const answer = await vet.post('/api/ai/message-suggestions', {
      recipientUserId: clinicId,
      conversationHistory: [{ fromUserId: clinicId, content: 'Are you free 12/19?' }],
    });
    expect(suggestionsOf(answer)[0]!.text).toContain('Saturday, December 19, 8:00 AM – 6:00 PM at $90/hr');
    // Once the thread has messages, they are what counts.
    await vet.post('/api/messages', { toUserId: clinicId, content: 'Hello!' });
    const again = await vet.post('/api/ai/message-suggestions', {
      recipientUserId: clinicId,
      conversationHistory: [{ fromUserId: clinicId, content: 'Are you free 12/19?' }],
    });
    expect(suggestionsOf(again)[0]).toMatchObject({ category: 'greeting' });
    expect(
      suggestionsOf(again)
        .map((s) => s.text)
        .join('\n'),
    ).not.toContain('December 19');
  });

  test('Improve Draft tidies, greets and signs with the real names', async () => {
    const { vet, clinic, clinicId, vetId } = await pair();
    const answer = await vet.post('/api/ai/improve-draft', { recipientUserId: clinicId, currentDraft: 'i can do it , see you on saturday' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      improvedText: expect.stringMatching(/^Hello Larimer Vets team,\n\nI can do it, see you on Saturday\.\n\nBest regards,\nDr\. Sam Rivera\d*$/),
      source: 'built-in',
    });
    const fromClinic = await clinic.post('/api/ai/improve-draft', { recipientUserId: vetId, currentDraft: 'are you free friday' });
    expect(fromClinic.body.improvedText).toMatch(/^Hi Dr\. Rivera\d*,\n\nAre you free Friday\?\n\nBest regards,\nLarimer Vets$/);
  });

  test('the recipient must be someone the caller may message; bad input is 400', async () => {
    const { t, clinic, vetId, clinicId } = await pair();
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    const otherClinicId = (await otherClinic.get('/api/auth/user')).body.id;
    expect((await clinic.post('/api/ai/message-suggestions', { recipientUserId: otherClinicId })).status).toBe(400);
    expect((await clinic.post('/api/ai/message-suggestions', { recipientUserId: 999_999 })).status).toBe(404);
    expect((await clinic.post('/api/ai/message-suggestions', { recipientUserId: clinicId })).status).toBe(404);
    expect((await clinic.post('/api/ai/message-suggestions', { recipientUserId: vetId, messageType: 'rude' })).status).toBe(400);
    const unready = t.client();
    await unready.post('/api/register', { email: 'new-vet@example.com', password: 'secret12', firstName: 'Noa', lastName: 'Park', userType: 'relief_vet' });
    const unreadyId = (await unready.get('/api/auth/user')).body.id;
    const refused = await clinic.post('/api/ai/improve-draft', { recipientUserId: unreadyId, currentDraft: 'Hello' });
    expect([refused.status, refused.body.code]).toEqual([403, 'RECIPIENT_UNAVAILABLE']);

    const empty = await clinic.post('/api/ai/improve-draft', { recipientUserId: vetId, currentDraft: '   ' });
    expect([empty.status, empty.body.message]).toEqual([400, 'Please enter some text first']);
    const missing = await clinic.post('/api/ai/improve-draft', { recipientUserId: vetId });
    expect([missing.status, missing.body.message]).toEqual([400, 'Please enter some text first']);
  });
});

describe('with a language model (AI_BASE_URL)', () => {
  type Mode = 'good' | 'fenced' | 'slow' | 'garbage' | 'no-choices' | 'wrong-shape' | 'error';
  let server: ReturnType<typeof Bun.serve>;
  let mode: Mode = 'good';
  const received: { path: string; auth: string | null; body: { model: string; messages: { role: string; content: string }[] } }[] = [];

  beforeAll(() => {
    server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      async fetch(request) {
        const body = (await request.json()) as (typeof received)[number]['body'];
        received.push({ path: new URL(request.url).pathname, auth: request.headers.get('authorization'), body });
        const asksImprove = body.messages.at(-1)!.content.includes('Improve the draft');
        const answer = JSON.stringify(
          asksImprove
            ? { improvedText: 'Hello Larimer Vets team, I can do it.' }
            : { suggestions: [{ text: 'From the model', tone: 'friendly', category: 'greeting' }] },
        );
        const reply = (content: string) => Response.json({ choices: [{ message: { role: 'assistant', content } }] });
        switch (mode) {
          case 'good':
            return reply(answer);
          case 'fenced':
            return reply(['```json', answer, '```'].join('\n'));
          case 'slow':
            await Bun.sleep(2000);
            return reply(answer);
          case 'garbage':
            return new Response('<html>not json</html>', { headers: { 'content-type': 'text/html' } });
          case 'no-choices':
            return Response.json({ error: { message: 'quota' } });
          case 'wrong-shape':
            return reply(JSON.stringify({ suggestions: [{ text: 'x', tone: 'angry', category: 'greeting' }], improvedText: 42 }));
          case 'error':
            return new Response('overloaded', { status: 500 });
        }
      },
    });
  });
  afterAll(() => server.stop(true));

  const settings = () => ({ AI_BASE_URL: `http://127.0.0.1:${server.port}/v1`, AI_API_KEY: 'sk-test-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: 500 });

  /** What the app logs, so a test sees the failure recorded on the server (and not sent to the client). */
  function captureLog(t: TestApp) {
    const errors: string[] = [];
    t.deps.log = { info: () => {}, error: (message, error) => void errors.push(`${message}: ${(error as Error)?.message}`) };
    return errors;
  }

  test('a good answer comes from the model, asked with the model, the key and the real context', async () => {
    mode = 'good';
    const { clinic, vet, clinicId, vetId } = await pair(settings());
    await clinic.post('/api/shifts', { ...shift, shiftDate: '2026-12-19', hourlyRate: 9000 });
    await clinic.post('/api/messages', { toUserId: vetId, content: 'Are you free on Dec 19?' });
    const answer = await vet.post('/api/ai/message-suggestions', { recipientUserId: clinicId, messageType: 'booking', currentDraft: 'sure' });
    expect(answer.body).toEqual({ suggestions: [{ text: 'From the model', tone: 'friendly', category: 'greeting' }], source: 'model' });

    const asked = received.at(-1)!;
    expect(asked.path).toBe('/v1/chat/completions');
    expect(asked.auth).toBe('Bearer sk-test-key');
    expect(asked.body.model).toBe('test-model');
    expect(asked.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(asked.body.messages[0]!.content).toContain('Never invent a date, time, rate, name');
    const prompt = asked.body.messages[1]!.content;
    expect(prompt).toMatch(/^Writer: Dr\. Sam Rivera\d* \(relief veterinarian\)$/m);
    expect(prompt).toContain('Recipient: Larimer Vets (clinic), addressed as "Larimer Vets team"');
    expect(prompt).toContain('Last message received from the recipient: "Are you free on Dec 19?"');
    expect(prompt).toContain('Shifts the conversation names:\n- Saturday, December 19, 8:00 AM – 6:00 PM at $90/hr');
    expect(prompt).toContain('Message type: booking');
    expect(prompt).toContain('Current draft: "sure"');

    const improved = await vet.post('/api/ai/improve-draft', { recipientUserId: clinicId, currentDraft: 'i can do it' });
    expect(improved.body).toEqual({ improvedText: 'Hello Larimer Vets team, I can do it.', source: 'model' });
    expect(received.at(-1)!.body.messages[1]!.content).toContain('Draft: "i can do it"');
  });

  test('JSON fenced as a Markdown code block is still read', async () => {
    mode = 'fenced';
    const { vet, clinicId } = await pair(settings());
    expect((await vet.post('/api/ai/message-suggestions', { recipientUserId: clinicId })).body.source).toBe('model');
  });

  test('without AI_API_KEY no Authorization header is sent', async () => {
    mode = 'good';
    const { vet, clinicId } = await pair({ ...settings(), AI_API_KEY: undefined });
    expect((await vet.post('/api/ai/message-suggestions', { recipientUserId: clinicId })).body.source).toBe('model');
    expect(received.at(-1)!.auth).toBeNull();
  });

  const SLOW_CUT_OFF_MS = 150;
  for (const failure of ['slow', 'garbage', 'no-choices', 'wrong-shape', 'error'] as const) {
    test(`a ${failure} answer falls back to the built-in composer, quickly, and is logged`, async () => {
      mode = failure;
      // The slow model's two calls wait out the cut-off: a shorter one than the others' 500 ms,
      // which leave a quick answer room on a busy machine.
      const { t, vet, clinicId } = await pair(failure === 'slow' ? { ...settings(), AI_TIMEOUT_MS: SLOW_CUT_OFF_MS } : settings());
      const errors = captureLog(t);
      const started = performance.now();
      const answer = await vet.post('/api/ai/message-suggestions', { recipientUserId: clinicId });
      const improved = await vet.post('/api/ai/improve-draft', { recipientUserId: clinicId, currentDraft: 'i can do it' });
      // Two calls cut off at 150 or 500 ms each, before the slow model answers (2 s).
      expect(performance.now() - started).toBeLessThan(1800);
      expect(answer.status).toBe(200);
      expect(answer.body.source).toBe('built-in');
      expect(suggestionsOf(answer)[0]).toMatchObject({ category: 'greeting', tone: 'professional' });
      expect(improved.body).toEqual({ improvedText: expect.stringContaining('I can do it.'), source: 'built-in' });
      expect(errors).toHaveLength(2);
      expect(errors[0]).toStartWith('The language model failed; the built-in assistant answered');
    });
  }

  test(`past ${MODEL_CALLS_PER_WINDOW} model calls in a window the built-in composer answers, until the window ends`, async () => {
    mode = 'good';
    const { t, vet, clinicId } = await pair(settings());
    const before = received.length;
    for (let i = 0; i < MODEL_CALLS_PER_WINDOW; i++) {
      expect((await vet.post('/api/ai/message-suggestions', { recipientUserId: clinicId })).body.source).toBe('model');
    }
    const over = await vet.post('/api/ai/improve-draft', { recipientUserId: clinicId, currentDraft: 'one more' });
    expect([over.status, over.body.source]).toEqual([200, 'built-in']);
    expect(received.length - before).toBe(MODEL_CALLS_PER_WINDOW);
    t.advance(t.deps.config.RATE_LIMIT_WINDOW_SECONDS * 1000);
    expect((await vet.post('/api/ai/message-suggestions', { recipientUserId: clinicId })).body.source).toBe('model');
  });
});
