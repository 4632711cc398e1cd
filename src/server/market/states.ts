// US state and territory names by postal code, from the shared list (src/shared/us-states.ts): the
// recommendations say "Colorado's", and a profile whose state was typed out in full ("colorado")
// still lands in its two-letter group.
import { US_STATES } from '../../shared/us-states';

/** Names as a sentence reads them: "Colorado's", "the District of Columbia's". */
const NEEDS_THE = new Set(['DC', 'VI', 'MP']);

export const STATE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  US_STATES.map(([code, name]) => [code, NEEDS_THE.has(code) ? `the ${name}` : name]),
);

const CODE_BY_NAME = new Map(Object.entries(STATE_NAMES).map(([code, name]) => [name.replace(/^the /, '').toLowerCase(), code]));

/** The two-letter code of a profile's state as typed ('co', 'Colorado', ' CO '); anything else upper-cased. */
export function stateCode(typed: string): string {
  const trimmed = typed.trim();
  const upper = trimmed.toUpperCase();
  if (upper in STATE_NAMES) return upper;
  return CODE_BY_NAME.get(trimmed.toLowerCase()) ?? upper;
}

/** 'Colorado' for 'CO'; an unknown code stays as it is. */
export function stateName(code: string): string {
  return STATE_NAMES[code] ?? code;
}
