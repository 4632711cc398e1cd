// The built-in composer and improver on their own: real context in, exact text out; no fact
// that the context lacks; fast; and the improver keeps every word and is idempotent.
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { composeSuggestions, describeShift } from './composer';
import type { AssistantContext, Person } from './context';
import { mentionedDates } from './context';
import { improveDraft } from './improve';

const clinic: Person = { name: 'Front Range Animal Hospital', salutation: 'Front Range Animal Hospital team', kind: 'clinic' };
const vet: Person = { name: 'Dr. Ana Lee', salutation: 'Dr. Lee', kind: 'relief_vet' };
const saturday = { date: '2026-12-12', startTime: '08:00', endTime: '18:00', hourlyRate: 8500 };

describe('the built-in composer', () => {
  test('a clinic opening a thread: greetings, a question naming its real shift, in each tone', () => {
    const suggestions = composeSuggestions({ sender: clinic, recipient: vet, lastReceived: null, shifts: [saturday] });
    expect([...new Set(suggestions.map((s) => s.category))]).toEqual(['greeting', 'question', 'availability', 'closing']);
    for (const category of ['greeting', 'question', 'availability', 'closing'])
      expect(suggestions.filter((s) => s.category === category).map((s) => s.tone)).toEqual(['professional', 'friendly', 'formal']);
    expect(suggestions.find((s) => s.category === 'greeting' && s.tone === 'formal')?.text).toBe(
      'Dear Dr. Lee, I am writing on behalf of Front Range Animal Hospital regarding relief coverage.',
    );
    expect(suggestions.find((s) => s.category === 'question' && s.tone === 'professional')?.text).toBe(
      'Would you be available for our shift on Saturday, December 12, 8:00 AM–6:00 PM at $85/hr?',
    );
    expect(suggestions.find((s) => s.category === 'closing' && s.tone === 'professional')?.text).toEndWith('Best regards,\nFront Range Animal Hospital');
  });

  test('a vet answering a question: availability and confirmation lead, with the shift', () => {
    const suggestions = composeSuggestions({ sender: vet, recipient: clinic, lastReceived: 'Are you free on Dec 12?', shifts: [saturday] });
    expect(suggestions[0]).toEqual({
      text: "I'd be glad to cover the shift on Saturday, December 12, 8:00 AM–6:00 PM at $85/hr. Please let me know the next steps.",
      tone: 'professional',
      category: 'availability',
    });
    expect(suggestions.some((s) => s.category === 'confirmation' && s.text.startsWith('Thank you for your message.'))).toBe(true);
  });

  test('with no shift known it names no date, time or rate', () => {
    const suggestions = composeSuggestions({ sender: vet, recipient: clinic, lastReceived: null, shifts: [] });
    for (const { text } of suggestions) expect(text).not.toMatch(/\d|\$/);
  });

  test('overnight shifts say so', () => {
    expect(describeShift({ date: '2026-12-31', startTime: '18:00', endTime: '06:00', hourlyRate: 12000 })).toBe(
      'Thursday, December 31, 6:00 PM–6:00 AM (next day) at $120/hr',
    );
  });

  test('deterministic, and under 5 ms a call', () => {
    const context: AssistantContext = { sender: clinic, recipient: vet, lastReceived: 'Sounds good', shifts: [saturday] };
    expect(composeSuggestions(context)).toEqual(composeSuggestions(context));
    const runs = 200;
    const started = performance.now();
    for (let i = 0; i < runs; i++) composeSuggestions(context, 'general');
    expect((performance.now() - started) / runs).toBeLessThan(5);
  });

  test('property: every number in a suggestion comes from the context', () => {
    const name = fc.stringMatching(/^[A-Z][a-z]{2,10}$/);
    const shift = fc.record({
      date: fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      startTime: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30)).map(([h, m]) => `${String(h).padStart(2, '0')}:${m ? '30' : '00'}`),
      endTime: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30)).map(([h, m]) => `${String(h).padStart(2, '0')}:${m ? '30' : '00'}`),
      hourlyRate: fc.integer({ min: 1, max: 1000 }).map((dollars) => dollars * 100),
    });
    fc.assert(
      fc.property(
        name,
        name,
        fc.array(shift, { maxLength: 3 }),
        fc.option(fc.string({ maxLength: 40 })),
        fc.constantFrom('general', 'booking', 'availability', 'follow_up'),
        (first, last, shifts, lastReceived, type) => {
          const context: AssistantContext = {
            sender: { name: `${first} Clinic`, salutation: `${first} Clinic team`, kind: 'clinic' },
            recipient: { name: `Dr. ${first} ${last}`, salutation: `Dr. ${last}`, kind: 'relief_vet' },
            lastReceived,
            shifts,
          };
          const facts = shifts.map(describeShift).join(' ');
          for (const { text } of composeSuggestions(context, type as 'general')) {
            for (const number of text.match(/\d+/g) ?? []) expect(facts).toContain(number);
          }
        },
      ),
      { numRuns: 200, seed: 20261124 },
    );
  });
});

describe('the built-in improver', () => {
  test('fixes capitals, spacing and punctuation; adds a greeting and a sign-off', () => {
    expect(improveDraft('i can cover the  saturday shift ,i think. is parking on site', vet, clinic)).toBe(
      'Hi Front Range Animal Hospital team,\n\nI can cover the saturday shift, I think. Is parking on site.\n\nBest regards,\nDr. Ana Lee',
    );
    expect(improveDraft('hey ! works for me.See you Saturday', vet, clinic)).toBe('Hey! Works for me. See you Saturday.\n\nBest regards,\nDr. Ana Lee');
    expect(improveDraft('Hello Dr. Lee,\n\nare you free on december 12 ?\n\nThanks,\nFront Range Animal Hospital', clinic, vet)).toBe(
      'Hello Dr. Lee,\n\nAre you free on december 12?\n\nThanks,\nFront Range Animal Hospital',
    );
  });

  test('property: keeps every word, and improving twice changes nothing more', () => {
    const word = fc.stringMatching(/^[a-zA-Z]{1,8}$/);
    const separator = fc.constantFrom(' ', '  ', ' , ', ', ', '.', '. ', ' ? ', '!', '\n', '\n\n\n', ';');
    const draft = fc.array(fc.tuple(word, separator), { minLength: 1, maxLength: 25 }).map((parts) => parts.map(([w, s]) => w + s).join(''));
    fc.assert(
      fc.property(draft, (text) => {
        const once = improveDraft(text, vet, clinic);
        expect(improveDraft(once, vet, clinic)).toBe(once);
        const kept = once.toLowerCase();
        for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) expect(kept).toContain(w);
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });
});

describe('dates the thread mentions', () => {
  test('ISO, US and month-name forms; a past month-day means next year', () => {
    expect(mentionedDates('Can you do 2026-12-12, 12/15, Dec 20th or January 3? Not 2026-01-01.', '2026-11-24')).toEqual([
      '2026-12-12',
      '2026-12-15',
      '2026-12-20',
      '2027-01-03',
    ]);
  });
});
