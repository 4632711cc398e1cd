// The assistant's calls through the API: the built-in composer on the pair's real thread and
// shifts, the recipient rule, validation, and the language model behind AI_BASE_URL — a real
// local server speaking the chat-completions API — with its fallbacks (slow, garbage, 500).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Config } from '../config';
import type { Suggestion } from '../../shared/messages';
import { createTestApp } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, shift, vetAt } from '../testing/marketplace';

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
    expect(texts[0]).toBe("I'd be glad to cover the shift on Saturday, December 19, 7:00 AM–7:00 PM at $95/hr. Please let me know the next steps.");
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
    expect(suggestions.find((s) => s.category === 'question')!.text).toContain('Thursday, December 10, 8:00 AM–6:00 PM at $75/hr');
  });

  test('Improve Draft tidies and signs with the real names', async () => {
    const { vet, clinicId } = await pair();
    const answer = await vet.post('/api/ai/improve-draft', { recipientUserId: clinicId, currentDraft: 'i can do it , see you then' });
    expect(answer.body).toEqual({
      improvedText: expect.stringMatching(/^Hi Larimer Vets team,\n\nI can do it, see you then\.\n\nBest regards,\nDr\. Sam Rivera\d*$/),
      source: 'built-in',
    });
  });

  test('the recipient must be someone the caller may message; bad input is 400', async () => {
    const { t, clinic, vetId, clinicId } = await pair();
    const otherClinic = await clinicAt(t, BOULDER, 'Pearl Street Pets');
    const otherClinicId = (await otherClinic.get('/api/auth/user')).body.id;
    expect((await clinic.post('/api/ai/message-suggestions', { recipientUserId: otherClinicId })).status).toBe(400);
    expect((await clinic.post('/api/ai/message-suggestions', { recipientUserId: 999_999 })).status).toBe(404);
    expect((await clinic.post('/api/ai/message-suggestions', { recipientUserId: clinicId })).status).toBe(404);
    expect((await clinic.post('/api/ai/message-suggestions', { recipientUserId: vetId, messageType: 'rude' })).status).toBe(400);
    const empty = await clinic.post('/api/ai/improve-draft', { recipientUserId: vetId, currentDraft: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Please enter some text first');
  });
});

describe('with a language model (AI_BASE_URL)', () => {
  let server: ReturnType<typeof Bun.serve>;
  let mode: 'good' | 'slow' | 'garbage' | 'wrong-shape' | 'error' = 'good';
  const received: { auth: string | null; body: { model: string; messages: { role: string; content: string }[] } }[] = [];

  beforeAll(() => {
    server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      async fetch(request) {
        const body = (await request.json()) as (typeof received)[number]['body'];
        received.push({ auth: request.headers.get('authorization'), body });
        const asksImprove = body.messages.at(-1)!.content.includes('Improve the draft');
        const answer = asksImprove
          ? { improvedText: 'Hello Larimer Vets team, I can do it.' }
          : { suggestions: [{ text: 'From the model', tone: 'friendly', category: 'greeting' }] };
        const reply = (content: string) => Response.json({ choices: [{ message: { role: 'assistant', content } }] });
        if (mode === 'slow') await Bun.sleep(1000);
        if (mode === 'garbage') return new Response('<html>not json</html>', { headers: { 'content-type': 'text/html' } });
        if (mode === 'wrong-shape') return reply(JSON.stringify({ suggestions: [{ text: 'x', tone: 'angry', category: 'greeting' }], improvedText: 42 }));
        if (mode === 'error') return new Response('overloaded', { status: 500 });
        return reply(JSON.stringify(answer));
      },
    });
  });
  afterAll(() => server.stop(true));

  const settings = () => ({ AI_BASE_URL: `http://127.0.0.1:${server.port}/v1`, AI_API_KEY: 'sk-test-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: 200 });

  test('a good answer comes from the model, asked with the model, the key and the real context', async () => {
    mode = 'good';
    const { clinic, vet, clinicId, vetId } = await pair(settings());
    await clinic.post('/api/messages', { toUserId: vetId, content: 'Are you free on Dec 19?' });
    const answer = await vet.post('/api/ai/message-suggestions', { recipientUserId: clinicId });
    expect(answer.body).toEqual({ suggestions: [{ text: 'From the model', tone: 'friendly', category: 'greeting' }], source: 'model' });
    const asked = received.at(-1)!;
    expect(asked.auth).toBe('Bearer sk-test-key');
    expect(asked.body.model).toBe('test-model');
    expect(asked.body.messages.at(-1)!.content).toContain('Recipient: Larimer Vets (clinic)');
    expect(asked.body.messages.at(-1)!.content).toContain('"Are you free on Dec 19?"');
    const improved = await vet.post('/api/ai/improve-draft', { recipientUserId: clinicId, currentDraft: 'i can do it' });
    expect(improved.body).toEqual({ improvedText: 'Hello Larimer Vets team, I can do it.', source: 'model' });
  });

  for (const failure of ['slow', 'garbage', 'wrong-shape', 'error'] as const) {
    test(`a ${failure} answer falls back to the built-in composer, quickly`, async () => {
      mode = failure;
      const { vet, clinicId } = await pair(settings());
      const started = performance.now();
      const answer = await vet.post('/api/ai/message-suggestions', { recipientUserId: clinicId });
      const improved = await vet.post('/api/ai/improve-draft', { recipientUserId: clinicId, currentDraft: 'i can do it' });
      expect(performance.now() - started).toBeLessThan(900);
      expect(answer.status).toBe(200);
      expect(answer.body.source).toBe('built-in');
      expect(suggestionsOf(answer).length).toBeGreaterThan(3);
      expect(improved.body.source).toBe('built-in');
      expect(improved.body.improvedText).toContain('I can do it.');
    });
  }
});
