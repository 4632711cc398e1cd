// The built-in composer on its own: real context in, exact text out; no fact that the context
// lacks; deterministic and fast.
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { MESSAGE_TYPES } from '../../shared/messages';
import { composeSuggestions, describeShift } from './composer';
import type { AssistantContext, Person } from './context';

const clinic: Person = { name: 'Front Range Animal Hospital', salutation: 'Front Range Animal Hospital team', kind: 'clinic', names: ['Cara', 'Jones'] };
const vet: Person = { name: 'Dr. Ana Lee', salutation: 'Dr. Lee', kind: 'relief_vet', names: ['Ana', 'Lee'] };
const saturday = { date: '2026-12-12', startTime: '08:00', endTime: '18:00', hourlyRate: 8500 };
const SATURDAY = 'Saturday, December 12, 8:00 AM – 6:00 PM at $85/hr';

const textOf = (context: AssistantContext, category: string, tone: string, type: (typeof MESSAGE_TYPES)[number] = 'general') =>
  composeSuggestions(context, type).find((s) => s.category === category && s.tone === tone)?.text;

describe('the built-in composer', () => {
  test('a clinic opening a thread: greetings, a question naming its real shift, in each tone', () => {
    const context: AssistantContext = { sender: clinic, recipient: vet, lastReceived: null, shifts: [saturday], shiftsMentioned: false };
    const suggestions = composeSuggestions(context);
    expect(suggestions.map((s) => `${s.category}/${s.tone}`)).toEqual(
      ['greeting', 'question', 'availability', 'closing'].flatMap((category) => ['professional', 'friendly', 'formal'].map((tone) => `${category}/${tone}`)),
    );
    expect(textOf(context, 'greeting', 'formal')).toBe('Dear Dr. Lee, I am writing on behalf of Front Range Animal Hospital regarding relief coverage.');
    expect(textOf(context, 'question', 'professional')).toBe(`Would you be available for our shift on ${SATURDAY}?`);
    expect(textOf(context, 'availability', 'friendly')).toBe(`We'd love your help with our shift on ${SATURDAY} if it works for you!`);
    expect(textOf(context, 'closing', 'professional')).toBe('Thank you, and I look forward to hearing from you.\n\nBest regards,\nFront Range Animal Hospital');
  });

  test('a vet answering a question about a shift the thread names: the answer leads, then availability and confirmation', () => {
    const context: AssistantContext = { sender: vet, recipient: clinic, lastReceived: 'Are you free on Dec 12?', shifts: [saturday], shiftsMentioned: true };
    const suggestions = composeSuggestions(context);
    expect([...new Set(suggestions.map((s) => s.category))]).toEqual(['answer', 'availability', 'confirmation', 'scheduling', 'closing']);
    expect(suggestions[0]).toEqual({ text: `Yes, I'm available for the shift on ${SATURDAY}.`, tone: 'professional', category: 'answer' });
    expect(textOf(context, 'availability', 'professional')).toBe(`I'd be glad to cover the shift on ${SATURDAY}. Please let me know the next steps.`);
    expect(textOf(context, 'confirmation', 'friendly')).toBe(`Thanks for getting back to me! ${SATURDAY} works for me.`);
    expect(textOf(context, 'scheduling', 'formal')).toBe(`Would you like to confirm the arrangement for ${SATURDAY}?`);
  });

  test('a reply confirms or offers only a shift the thread named, not another open one', () => {
    const context: AssistantContext = {
      sender: vet,
      recipient: clinic,
      lastReceived: 'Can you help us next month?',
      shifts: [saturday],
      shiftsMentioned: false,
    };
    expect(textOf(context, 'availability', 'professional')).toBe("I'd be glad to cover the dates you need covered. Please let me know the next steps.");
    expect(textOf(context, 'confirmation', 'professional')).toBe('Thank you for your message. Confirming the details. Please let me know if anything changes.');
    expect(textOf(context, 'scheduling', 'professional')).toBe('When would be a good time to go over the schedule, Front Range Animal Hospital team?');
    // Asking about it is still fair.
    expect(textOf(context, 'question', 'professional', 'follow_up')).toBe(`Is the shift on ${SATURDAY} still open?`);
  });

  test.each([
    ['a vet asked whether free, no date named', vet, 'Hi! Are you available next week?', false, "Yes, I'm available."],
    ['a vet asked about a named date', vet, 'Thanks. Can you cover Dec 12?', true, `Yes, I'm available for the shift on ${SATURDAY}.`],
    ['a clinic asked whether the named shift is still open', clinic, 'Is the Dec 12 shift still open?', true, `Yes, the shift on ${SATURDAY} is still open.`],
    ['a clinic asked about open shifts, none named', clinic, 'Are you still looking for help?', false, `Our next open shift is ${SATURDAY}.`],
    ['a clinic asked the rate', clinic, 'Great. What does the Dec 12 shift pay?', true, 'The shift on Saturday, December 12 pays $85/hr.'],
    [
      'a clinic asked the hours (the last of two questions)',
      clinic,
      'Is there parking? And what time does it start?',
      true,
      'The shift on Saturday, December 12 runs 8:00 AM – 6:00 PM.',
    ],
    ['a vet asked the hours of a named shift', vet, 'What hours can you do on Dec 12?', true, 'The shift on Saturday, December 12 runs 8:00 AM – 6:00 PM.'],
    ['a question the context cannot answer', vet, 'Do you bring your own stethoscope?', false, "Good question. Let me check and I'll get back to you today."],
  ] as const)('the answer to the last question: %s', (_, sender, lastReceived, shiftsMentioned, expected) => {
    const context: AssistantContext = { sender, recipient: sender === vet ? clinic : vet, lastReceived, shifts: [saturday], shiftsMentioned };
    expect(composeSuggestions(context)[0]).toEqual({ text: expected, tone: 'professional', category: 'answer' });
    expect(
      composeSuggestions(context)
        .filter((s) => s.category === 'answer')
        .map((s) => s.tone),
    ).toEqual(['professional', 'friendly', 'formal']);
  });

  test('a clinic with no open shift says so rather than inventing one', () => {
    const context: AssistantContext = { sender: clinic, recipient: vet, lastReceived: 'Is anything still open?', shifts: [], shiftsMentioned: false };
    expect(textOf(context, 'answer', 'professional')).toBe("We don't have an open shift right now. I'll let you know when we post one.");
  });

  test('no question in the last message: no answer suggestion', () => {
    const context: AssistantContext = { sender: vet, recipient: clinic, lastReceived: 'See you then.', shifts: [saturday], shiftsMentioned: false };
    expect(composeSuggestions(context).some((s) => s.category === 'answer')).toBe(false);
  });

  test('message types lead with their categories', () => {
    const context: AssistantContext = { sender: clinic, recipient: vet, lastReceived: 'Thanks', shifts: [], shiftsMentioned: false };
    const led = (type: (typeof MESSAGE_TYPES)[number]) => [...new Set(composeSuggestions(context, type).map((s) => s.category))];
    expect(led('booking')).toEqual(['scheduling', 'confirmation', 'closing']);
    expect(led('availability')).toEqual(['availability', 'question', 'closing']);
    expect(led('follow_up')).toEqual(['question', 'scheduling', 'closing']);
    expect(led('general')).toEqual(['confirmation', 'question', 'scheduling', 'closing']);
  });

  test('with no shift known it names no date, time or rate', () => {
    for (const type of MESSAGE_TYPES) {
      for (const { text } of composeSuggestions({ sender: vet, recipient: clinic, lastReceived: null, shifts: [], shiftsMentioned: false }, type)) {
        expect(text).not.toMatch(/\d|\$|day\b|AM|PM/);
      }
    }
  });

  test('overnight shifts say so; a rate with cents shows them', () => {
    expect(describeShift({ date: '2026-12-31', startTime: '18:00', endTime: '06:00', hourlyRate: 12000 })).toBe(
      'Thursday, December 31, 6:00 PM – 6:00 AM (next day) at $120/hr',
    );
    expect(describeShift({ date: '2027-01-04', startTime: '12:30', endTime: '00:00', hourlyRate: 8550 })).toBe(
      'Monday, January 4, 12:30 PM – 12:00 AM (next day) at $85.50/hr',
    );
  });

  test('deterministic, and well under 5 ms a call', () => {
    const context: AssistantContext = { sender: clinic, recipient: vet, lastReceived: 'Sounds good?', shifts: [saturday], shiftsMentioned: true };
    expect(composeSuggestions(context)).toEqual(composeSuggestions(context));
    const runs = 1000;
    const started = performance.now();
    for (let i = 0; i < runs; i++) composeSuggestions(context, MESSAGE_TYPES[i % MESSAGE_TYPES.length]);
    expect((performance.now() - started) / runs).toBeLessThan(5);
  });

  // The composer's own words; any other capitalised word must come from the context.
  const FIXED_WORDS = new Set(
    "AM Any Best Confirming Could Dear Dr Good Happy Hello Hi I I'd I'll I'm It's Is Kindly Let May Might Nothing Our PM Please Shall Sincerely Sounds Thank Thanks The Want We We'd We've We're What When Which Would Yes".split(
      ' ',
    ),
  );
  const CALENDAR =
    /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/g;

  test('property: no number, date or name that the context lacks', () => {
    const name = fc.stringMatching(/^[A-Z][a-z]{2,10}$/);
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30)).map(([h, m]) => `${String(h).padStart(2, '0')}:${m ? '30' : '00'}`);
    const shift = fc.record({
      date: fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      startTime: time,
      endTime: time,
      hourlyRate: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.tuple(name, name, name),
        fc.boolean(),
        fc.array(shift, { maxLength: 3 }),
        fc.boolean(),
        fc.option(fc.string({ maxLength: 40 })),
        fc.constantFrom(...MESSAGE_TYPES),
        ([clinicName, first, last], clinicWrites, shifts, shiftsMentioned, lastReceived, type) => {
          const theClinic: Person = { name: `${clinicName} Clinic`, salutation: `${clinicName} Clinic team`, kind: 'clinic', names: [first, last] };
          const theVet: Person = { name: `Dr. ${first} ${last}`, salutation: `Dr. ${last}`, kind: 'relief_vet', names: [first, last] };
          const context: AssistantContext = {
            sender: clinicWrites ? theClinic : theVet,
            recipient: clinicWrites ? theVet : theClinic,
            lastReceived,
            shifts,
            shiftsMentioned,
          };
          const facts = shifts.map(describeShift).join(' ');
          const known = new Set([...`${theClinic.name} ${theVet.name} ${facts}`.matchAll(/\p{Lu}[\p{L}'’]*/gu)].map((m) => m[0]));
          for (const { text } of composeSuggestions(context, type)) {
            for (const number of text.match(/\d+/g) ?? []) expect(facts).toContain(number);
            for (const [calendarName] of text.matchAll(CALENDAR)) if (calendarName !== 'May') expect(facts).toContain(calendarName);
            for (const [word] of text.matchAll(/\p{Lu}[\p{L}'’]*/gu)) expect(FIXED_WORDS.has(word) || known.has(word)).toBe(true);
          }
        },
      ),
      { numRuns: 300, seed: 20261124 },
    );
  });
});
