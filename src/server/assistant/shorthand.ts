// Texting shorthand the built-in improver writes out in full ('u' → 'you', 'tmrw' → 'tomorrow').
// Only forms that mean one thing in a message between colleagues: 'wont', 'ill', 'id' and 'its'
// are words too, so they stay as written. No expansion is itself a key, so expanding twice
// changes nothing more.
const SHORTHAND: Record<string, string> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  ya: 'you',
  thx: 'thanks',
  thnx: 'thanks',
  thanx: 'thanks',
  tx: 'thanks',
  ty: 'thank you',
  pls: 'please',
  plz: 'please',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  tmrrw: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tonite: 'tonight',
  '2nite': 'tonight',
  b4: 'before',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  btw: 'by the way',
  idk: "I don't know",
  np: 'no problem',
  wknd: 'weekend',
  appt: 'appointment',
  gonna: 'going to',
  wanna: 'want to',
  gr8: 'great',
  k: 'OK',
  kk: 'OK',
  ok: 'OK',
  asap: 'ASAP',
  im: "I'm",
  ive: "I've",
  dont: "don't",
  cant: "can't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  havent: "haven't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  thats: "that's",
  whats: "what's",
  youre: "you're",
  theyre: "they're",
};

/** A shorthand as a whole word: not inside a word, a contraction ("u'll"), an abbreviation ('u.s.') or an address. */
const WORD = new RegExp(`(?<![\\p{L}\\p{N}'’./@])(${Object.keys(SHORTHAND).join('|')})(?![\\p{L}\\p{N}'’/@]|\\.\\p{L})`, 'giu');

/** `text` with its shorthand written out; a capitalised shorthand ('U', 'Thx') gives a capitalised word. */
export function expandShorthand(text: string): string {
  return text.replace(WORD, (found) => {
    const full = SHORTHAND[found.toLowerCase()]!;
    return found[0] !== found[0]!.toLowerCase() ? full[0]!.toUpperCase() + full.slice(1) : full;
  });
}
