// The built-in draft improver: writes out texting shorthand, tidies spacing, capitals (sentence
// starts, 'I', days, months and the two people's names) and punctuation, and adds a greeting and
// a sign-off when the draft has none — keeping every word the writer wrote, in order.
// Improving an improved draft changes nothing.
import type { Person } from './context';
import { expandShorthand } from './shorthand';

const GREETING = /^(hi|hello|hey|dear|good (morning|afternoon|evening)|greetings)\b/i;
/** A line that is only a closing ('Thanks,', 'Best regards', 'Thank you so much!'). */
const CLOSING =
  /^(many thanks|thanks|thank you|best|regards|kind regards|best regards|warm regards|warmly|sincerely|yours truly|cheers|all the best|talk soon)( so much| again)?[,.!]?$/i;
/** A sentence asking something: the last one gets a question mark rather than a full stop. */
const QUESTION =
  /^(is|are|am|was|were|can|could|would|will|do|does|did|have|has|should|shall|may|might|what|when|where|which|who|whom|whose|why|how|any chance)\b/i;
/** Links and addresses are left exactly as written. */
const LINK = /((?:https?:\/\/|www\.)\S+|(?<!\S)[^\s@]+@[^\s@]+\.\S+)/;
/** Day and month names (not 'may' or 'march', which are words too). */
const CALENDAR_NAME =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g;

/** Short day and month names, capitalised only before a date ('dec 12', 'sat 3/14'): alone, 'sat' and 'sun' are words. */
const SHORT_CALENDAR_NAME = /\b(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)(?=\.? \d)/g;

/** Applies `fix` to the text of a line outside its links. */
function outsideLinks(line: string, fix: (text: string) => string): string {
  return line
    .split(LINK)
    .map((part, index) => (index % 2 === 1 ? part : fix(part)))
    .join('');
}

/** `text` with its shorthand written out, its links left as they are. */
export function writeOutShorthand(text: string): string {
  return outsideLinks(text, expandShorthand);
}

/** Spacing inside a line: single spaces, none before punctuation, one after it before a word. */
function tidySpacing(line: string): string {
  return outsideLinks(line.replace(/[ \t]+/g, ' '), (text) =>
    text
      .replace(/ +([,.;:!?])/g, '$1')
      // '!!!' and '??' say no more than one.
      .replace(/([!?])\1+/g, '$1')
      .replace(/([,;!?])(?=\p{L})/gu, '$1 ')
      .replace(/(?<=\p{Ll}{2})\.(?=\p{Lu})/gu, '. '),
  ).trim();
}

const upper = (letter: string) => letter.toUpperCase();

/** First names that are everyday words too: 'i will' must not become 'I Will'. */
const WORD_NAMES = new Set([
  'will',
  'may',
  'june',
  'april',
  'august',
  'rose',
  'bill',
  'mark',
  'grace',
  'hope',
  'joy',
  'faith',
  'pat',
  'art',
  'frank',
  'sue',
  'jack',
  'chase',
  'hunter',
  'summer',
  'dawn',
  'ray',
  'drew',
  'sky',
  'rich',
  'guy',
  'max',
  'amber',
  'iris',
  'ivy',
  'lily',
  'holly',
  'brook',
  'page',
  'reed',
  'wood',
  'young',
  'king',
  'white',
  'black',
  'brown',
  'green',
  'long',
  'short',
  'price',
  'rice',
  'hall',
  'hill',
  'day',
]);

interface Names {
  /** The names written all in lowercase, as whole words. */
  pattern: RegExp;
  /** Lowercase → as the person spells it ('mcdonald' → 'McDonald'). */
  spelling: Map<string, string>;
  /** 'dr ortiz' (once the name has its capital): the title gets its capital and full stop. */
  title: RegExp;
}

/** The people's names, or null when none can be told from a word. */
function namesOf(people: readonly string[]): Names | null {
  const words = people.flatMap((name) => name.split(/\s+/)).filter((word) => /^\p{Lu}[\p{L}'’-]+$/u.test(word) && !WORD_NAMES.has(word.toLowerCase()));
  if (!words.length) return null;
  const spelling = new Map(words.map((word) => [word.toLowerCase(), word]));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}'’])(${[...spelling.keys()].join('|')})(?![\\p{L}\\p{N}'’])`, 'gu');
  const title = new RegExp(`\\b[Dd]r\\.? (${[...spelling.values()].join('|')})(?![\\p{L}\\p{N}'’])`, 'gu');
  return { pattern, spelling, title };
}

/** 'hi sam see you' → 'hi sam, see you': a greeting and a name run on into the message get a comma. */
function commaAfterGreeting(line: string, names: Names | null): string {
  if (!names) return line;
  const name = names.pattern.source;
  const greeting = new RegExp(`^((?:hi|hello|hey|dear|good (?:morning|afternoon|evening)) (?:dr\\.? )?${name}(?: ${name})?)(?= \\p{L})`, 'iu');
  return line.replace(greeting, '$1,');
}

/** Capitals: 'i' on its own, 'dr.' and the name after it, the people's names, day and month names, each sentence's first letter. */
function capitalise(line: string, names: Names | null): string {
  return outsideLinks(line, (text) =>
    (names ? text.replace(names.pattern, (name) => names.spelling.get(name) ?? name).replace(names.title, (_, name: string) => `Dr. ${name}`) : text)
      .replace(/\bi\b(?!\.\p{L})(?=$|[\s',.!?;:])/gu, 'I')
      .replace(/\bdr\. (\p{L})/giu, (_, letter: string) => `Dr. ${upper(letter)}`)
      .replace(CALENDAR_NAME, (name) => upper(name[0]!) + name.slice(1))
      .replace(SHORT_CALENDAR_NAME, (name) => upper(name[0]!) + name.slice(1))
      // A full stop after 'Dr', 'e.g.' and the like ends no sentence.
      .replace(
        /(^|(?<!\b(?:[Dd]r|[Mm]rs?|[Mm]s|[Ss]t|vs|etc|[Ii]\.e|[Ee]\.g))[.!?]\s+)(\p{Ll})/gu,
        (_, before: string, letter: string) => before + upper(letter),
      ),
  );
}

/**
 * A line's capitals and spacing, fixed until nothing changes: one fix can enable another (a new
 * capital wants a space before it, 'you.Saturday'; a new space starts a sentence, 'dr.i').
 */
function tidyLine(line: string, names: Names | null): string {
  let current = commaAfterGreeting(line, names);
  for (let pass = 0; pass < 5; pass++) {
    const next = tidySpacing(capitalise(current, names));
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Where the sign-off starts: a closing line ('Thanks,') and/or the writer's name last; null without one. */
function signOffStart(lines: string[], name: string): number | null {
  const last = lines.length - 1;
  const lastLine = lines[last] ?? '';
  if (CLOSING.test(lastLine)) return last;
  const isName = lastLine.replace(/^[-–—]\s*/, '').toLowerCase() === name.toLowerCase();
  // 'Thanks,\nSam': a short line under a closing is a signature, whatever name it gives.
  const signed = isName || (lastLine.split(' ').length <= 4 && !/[.!?]$/.test(lastLine));
  if (signed && last > 0 && CLOSING.test(lines[last - 1]!)) return last - 1;
  return isName ? last : null;
}

/** Ends the last sentence of `line`: '?' when it asks something, '.' otherwise; untouched when it ends already. */
function endSentence(line: string): string {
  if (!/[\p{L}\p{N})]$/u.test(line)) return line;
  // 'Hi Sam, can you…': the question starts after the greeting.
  const lastSentence = line
    .replace(/^(hi|hello|hey|dear|good (morning|afternoon|evening))\b[^,]*,\s*/i, '')
    .split(/[.!?]\s+/)
    .at(-1)!;
  return `${line}${QUESTION.test(lastSentence) ? '?' : '.'}`;
}

/** The draft tidied, greeting `recipient` and signed by `sender` when it does not already. */
export function improveDraft(draft: string, sender: Person, recipient: Person): string {
  // Paragraphs kept; blank runs squeezed to one blank line.
  const lines = draft
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => tidySpacing(writeOutShorthand(line)))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .split('\n');

  // Names are tidied like the draft, so a second pass finds them unchanged.
  const name = tidySpacing(sender.name);
  const signOffAt = signOffStart(lines, name);
  const signOff = signOffAt === null ? [] : lines.splice(signOffAt);
  const names = namesOf([...sender.names, ...recipient.names]);
  const body = lines.map((line) => tidyLine(line, names));
  const lastBody = body.findLastIndex((line) => line !== '');
  if (lastBody >= 0) body[lastBody] = endSentence(body[lastBody]!);
  // A closing line gets its capital; the name under it stays as the writer spelled it.
  if (signOff.length) signOff[0] = tidyLine(signOff[0]!, names);

  const greeting = GREETING.test(body[0] ?? signOff[0] ?? '')
    ? []
    : [tidyLine(`${recipient.kind === 'clinic' ? 'Hello' : 'Hi'} ${recipient.salutation},`, names), ''];
  const signature = signOff.length === 0 ? ['', 'Best regards,', name] : signOff.length === 1 && CLOSING.test(signOff[0]!) ? [...signOff, name] : signOff;
  return [...greeting, ...body, ...signature].join('\n');
}
