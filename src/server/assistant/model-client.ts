// The language-model path of the assistant: an OpenAI-compatible chat-completions call with the
// same context the built-in composer uses, a bounded wait, and an answer checked for shape. Any
// failure is the caller's cue to fall back to the composer.
import { z } from 'zod';
import { SUGGESTION_CATEGORIES, SUGGESTION_TONES, MAX_MESSAGE_LENGTH, type Suggestion } from '../../shared/messages';
import type { AssistantContext, ContextShift } from './context';
import { describeShift } from './composer';

export interface ModelSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const suggestionsAnswer = z.object({
  suggestions: z
    .array(z.object({ text: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH), tone: z.enum(SUGGESTION_TONES), category: z.enum(SUGGESTION_CATEGORIES) }))
    .min(1)
    .max(30),
});
const improvedAnswer = z.object({ improvedText: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH) });

const SYSTEM = [
  'You help clinics and relief veterinarians write short, clear messages to each other on a staffing marketplace.',
  'Use only the facts given in the context (names, dates, times, rates). Never invent a date, time, rate, name or commitment.',
  'Answer with one JSON object and nothing else.',
].join(' ');

function contextText(context: AssistantContext): string {
  const shifts = context.shifts.map((shift: ContextShift) => `- ${describeShift(shift)}`).join('\n') || '- none known';
  return [
    `Writer: ${context.sender.name} (${context.sender.kind === 'clinic' ? 'clinic' : 'relief veterinarian'})`,
    `Recipient: ${context.recipient.name} (${context.recipient.kind === 'clinic' ? 'clinic' : 'relief veterinarian'}), addressed as "${context.recipient.salutation}"`,
    `Last message received from the recipient: ${context.lastReceived === null ? '(none)' : JSON.stringify(context.lastReceived)}`,
    `${context.shiftsMentioned ? 'Shifts the conversation names' : "The clinic's next open shifts"}:\n${shifts}`,
  ].join('\n');
}

/** The JSON object the model answered `user` with; throws on a timeout, a non-2xx or a non-JSON answer. */
async function complete(settings: ModelSettings, user: string): Promise<unknown> {
  const response = await fetch(`${settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.4,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: user },
      ],
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`The model answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('The model answered without content');
  // Some models fence their JSON in a Markdown code block even when asked for JSON only.
  return JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
}

/** The model's suggestions for the next message; throws unless they have the allowed shape. */
export async function modelSuggestions(settings: ModelSettings, context: AssistantContext, messageType: string, draft: string): Promise<Suggestion[]> {
  const ask = [
    contextText(context),
    `Message type: ${messageType}`,
    `Current draft: ${JSON.stringify(draft)}`,
    `Suggest 6 to 12 next messages as {"suggestions":[{"text","tone","category"}]} with tone one of ${SUGGESTION_TONES.join(', ')} and category one of ${SUGGESTION_CATEGORIES.join(', ')}.`,
    'When the last message received asks a question, the first suggestions (category answer) answer it from the context.',
  ].join('\n\n');
  return suggestionsAnswer.parse(await complete(settings, ask)).suggestions;
}

/** The model's improvement of `draft`; throws unless it is a non-empty text. */
export async function modelImprovement(settings: ModelSettings, context: AssistantContext, draft: string): Promise<string> {
  const ask = [
    contextText(context),
    `Draft: ${JSON.stringify(draft)}`,
    'Improve the draft: fix capitalisation, spacing and punctuation, add a greeting and sign-off if missing, keep its meaning and facts. Answer {"improvedText": "..."}.',
  ].join('\n\n');
  return improvedAnswer.parse(await complete(settings, ask)).improvedText;
}
