// The built-in draft improver: exact fixes on real drafts; it keeps every word in order (texting
// shorthand written out) and a second pass changes nothing.
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import type { Person } from './context';
import { improveDraft, writeOutShorthand } from './improve';

const clinic: Person = { name: 'Front Range Animal Hospital', salutation: 'Front Range Animal Hospital team', kind: 'clinic', names: ['Cara', 'Jones'] };
const vet: Person = { name: 'Dr. Ana Lee', salutation: 'Dr. Lee', kind: 'relief_vet', names: ['Ana', 'Lee'] };
const sam: Person = { name: 'Dr. Sam McDonald', salutation: 'Dr. McDonald', kind: 'relief_vet', names: ['Sam', 'McDonald'] };
const will: Person = { name: 'Dr. Will Ortiz', salutation: 'Dr. Ortiz', kind: 'relief_vet', names: ['Will', 'Ortiz'] };

describe('the built-in improver', () => {
  test.each([
    [
      'capitals, spacing, a question mark; greeting and sign-off added',
      'i can cover the  saturday shift ,i think. is parking on site',
      vet,
      clinic,
      'Hello Front Range Animal Hospital team,\n\nI can cover the Saturday shift, I think. Is parking on site?\n\nBest regards,\nDr. Ana Lee',
    ],
    [
      'a greeting kept, a missing space after a full stop',
      'hey ! works for me.See you Saturday',
      vet,
      clinic,
      'Hey! Works for me. See you Saturday.\n\nBest regards,\nDr. Ana Lee',
    ],
    [
      'a complete message only tidied',
      'Hello Dr. Lee,\n\nare you free on december 12 ?\n\nThanks,\nFront Range Animal Hospital',
      clinic,
      vet,
      'Hello Dr. Lee,\n\nAre you free on December 12?\n\nThanks,\nFront Range Animal Hospital',
    ],
    [
      'a sentence starting with thanks is the body, not a sign-off',
      'thanks for covering the shift',
      vet,
      clinic,
      'Hello Front Range Animal Hospital team,\n\nThanks for covering the shift.\n\nBest regards,\nDr. Ana Lee',
    ],
    [
      'a closing without a name gets the name',
      "sure, i'll be there at 8\n\nthanks!",
      vet,
      clinic,
      "Hello Front Range Animal Hospital team,\n\nSure, I'll be there at 8.\n\nThanks!\nDr. Ana Lee",
    ],
    [
      'a signature in the writer’s own words is kept; links untouched',
      'hi dr. lee\ncan you do the 12th? details at https://example.com/a?b=1,c\n\nthanks\nCara',
      clinic,
      vet,
      'Hi Dr. Lee\nCan you do the 12th? Details at https://example.com/a?b=1,c.\n\nThanks\nCara',
    ],
    [
      'abbreviations end no sentence',
      'we need help, e.g. on sunday',
      clinic,
      vet,
      'Hi Dr. Lee,\n\nWe need help, e.g. on Sunday.\n\nBest regards,\nFront Range Animal Hospital',
    ],
    [
      'the issue’s draft: a name, shorthand, a day, the greeting’s comma and a full stop',
      'hi sam  see u thursday',
      clinic,
      sam,
      'Hi Sam, see you Thursday.\n\nBest regards,\nFront Range Animal Hospital',
    ],
    [
      'shorthand written out, doubled punctuation squeezed, a question after a greeting',
      'hey dr mcdonald thx!! r u free tmrw?? pls let me know b4 5',
      clinic,
      sam,
      'Hey Dr. McDonald, thanks! Are you free tomorrow? Please let me know before 5.\n\nBest regards,\nFront Range Animal Hospital',
    ],
    [
      'names as the person spells them; short month names before a date',
      'cara, im ok w/ dec 12. ur rate works. idk about parking',
      vet,
      clinic,
      "Hello Front Range Animal Hospital team,\n\nCara, I'm OK w/ Dec 12. Your rate works. I don't know about parking.\n\nBest regards,\nDr. Ana Lee",
    ],
    [
      'a first name that is also a word stays a word; contractions and abbreviations are not shorthand',
      "i will be there and you'll sign in, as in the u.s.",
      will,
      clinic,
      "Hello Front Range Animal Hospital team,\n\nI will be there and you'll sign in, as in the u.s.\n\nBest regards,\nDr. Will Ortiz",
    ],
  ] as const)('%s', (_, draft, sender, recipient, expected) => {
    expect(improveDraft(draft, sender, recipient)).toBe(expected);
  });

  test('property: keeps every word in order, and improving twice changes nothing more', () => {
    const word = fc.oneof(
      fc.stringMatching(/^[a-zA-Z]{1,8}$/),
      fc.constantFrom('i', "i'm", 'dr.', 'e.g.', 'i.e.', 'St.', 'saturday', 'thanks', 'Thanks,', 'Best', 'hi', 'what', 'Dr. Ana Lee', '—', 'Ünter'),
      fc.constantFrom('https://x.io/a?b', 'a@b.co', '8:00', '$85.50'),
      fc.string({ maxLength: 4 }),
    );
    const separator = fc.constantFrom(' ', '  ', ' , ', ', ', '.', '. ', '...', ' ? ', '?!', '!', '', '\n', '\r\n', '\n\n\n', ';', ' :', '\t');
    const draft = fc
      .array(fc.tuple(word, separator), { minLength: 1, maxLength: 25 })
      .map((parts) => parts.map(([w, s]) => w + s).join(''))
      .filter((text) => text.trim() !== '');
    const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
    fc.assert(
      fc.property(draft, fc.boolean(), (text, vetWrites) => {
        const [sender, recipient] = vetWrites ? [vet, clinic] : [clinic, vet];
        const once = improveDraft(text, sender, recipient);
        expect(improveDraft(once, sender, recipient)).toBe(once);
        expect(wordsOf(once)).toContain(wordsOf(writeOutShorthand(text)));
      }),
      { numRuns: 1000, seed: 20261124 },
    );
  });
});
