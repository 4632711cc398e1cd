// The built-in draft improver: tidies spacing, capitals and end punctuation, and adds a greeting
// and a sign-off when the draft has none — keeping every word the writer wrote. Improving an
// improved draft changes nothing.
import type { Person } from './context';

const GREETING = /^(hi|hello|hey|dear|good (morning|afternoon|evening)|greetings)\b/i;
const CLOSING = /^(thanks|thank you|best|regards|kind regards|best regards|sincerely|cheers|warm regards|all the best|talk soon)\b/i;

/** Spacing inside a line: single spaces, none before punctuation, one after it before a word. */
function tidySpacing(line: string): string {
  return line
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/([,;!?])(?=\p{L})/gu, '$1 ')
    .replace(/(\p{Ll}{2,})\.(?=\p{Lu})/gu, '$1. ')
    .trim();
}

/** Capitals: a standalone 'i', and the first letter of each sentence. */
function capitalise(line: string): string {
  return line.replace(/\bi\b(?=$|[\s',.!?;:])/g, 'I').replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The sign-off block at the end: a closing line, possibly followed by the writer's name. */
function signOffStart(lines: string[], sender: Person): number | null {
  const last = lines.length - 1;
  if (last < 0) return null;
  if (CLOSING.test(lines[last]!) || lines[last]!.includes(sender.name)) {
    return last > 0 && CLOSING.test(lines[last - 1]!) ? last - 1 : last;
  }
  return null;
}

export function improveDraft(draft: string, sender: Person, recipient: Person): string {
  // Paragraphs kept; blank runs squeezed to one blank line.
  const lines = draft
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => capitalise(tidySpacing(line)))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .split('\n');

  const hasGreeting = GREETING.test(lines[0] ?? '');
  const closingAt = signOffStart(lines, sender);
  const bodyEnd = (closingAt ?? lines.length) - 1;
  // The last line of the body ends a sentence.
  for (let index = bodyEnd; index >= 0; index--) {
    const line = lines[index]!;
    if (line === '') continue;
    if (/[\p{L}\p{N})]$/u.test(line)) lines[index] = `${line}.`;
    break;
  }

  let text = lines.join('\n');
  if (!hasGreeting) text = `Hi ${recipient.salutation},\n\n${text}`;
  if (closingAt === null) text = `${text}\n\nBest regards,\n${sender.name}`;
  return text;
}
