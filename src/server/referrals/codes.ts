// Referral codes (spec 1 §3: at most 10 characters, unique): a readable prefix from the vet's
// name and four digits, e.g. Jane Doe → JANED4827. Letters and digits that read alike (I, L, O,
// 0, 1) are left out so a code read aloud or copied by hand still works.
import { REFERRAL_CODE_MAX, TEST_REFERRAL_CODE } from '../../shared/referrals';

const DIGITS = '23456789';
const PREFIX_MAX = 5;
/** Suffix length per attempt: four digits first, then five when the name's prefix is crowded. */
const SUFFIX_LENGTHS = [4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5];

/** The readable part of a code: the name's letters without look-alikes, at most 5; 'VET' for names without enough. */
export function codePrefix(firstName: string, lastName: string): string {
  const letters = `${firstName}${lastName}`
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .replace(/[ILO]/g, '');
  return letters.length >= 2 ? letters.slice(0, PREFIX_MAX) : 'VET';
}

function randomDigits(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => DIGITS[byte % DIGITS.length]).join('');
}

/**
 * The candidate codes for a name, tried in order until one is free (`isTaken` says which are
 * not). The demo's test code is never handed out by chance: it belongs to the demo vet.
 */
export function* candidateCodes(firstName: string, lastName: string): Generator<string> {
  const prefix = codePrefix(firstName, lastName);
  for (const length of SUFFIX_LENGTHS) {
    const code = `${prefix.slice(0, REFERRAL_CODE_MAX - length)}${randomDigits(length)}`;
    if (code !== TEST_REFERRAL_CODE) yield code;
  }
}

/** A code as the register forms send it (trimmed, upper-cased), or null when it cannot be one. */
export function normalizeCode(code: string | null | undefined): string | null {
  const value = code?.trim().toUpperCase() ?? '';
  return value.length > 0 && value.length <= REFERRAL_CODE_MAX && /^[A-Z0-9]+$/.test(value) ? value : null;
}
