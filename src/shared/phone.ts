// US phone numbers (issue 19): checked with libphonenumber-js against the metadata of the US and
// its territories only, and stored in E.164 ("+13035550100"); phone-display.ts shows them.
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import metadataJson from './phone-metadata.json';

const metadata = metadataJson as unknown as MetadataJson;

export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalid: 'Enter a US phone number with area code, e.g. (303) 555-0100',
  extension: 'Enter the phone number without an extension',
} as const;

/** Digits and the punctuation people write phone numbers with; letters are never a phone number. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
/**
 * The numbers reserved for fiction (NXX-555-0100 to 0199): examples and tests use them, so they
 * stay valid whatever area code they are written with.
 */
const FICTIONAL = /^\+1[2-9]\d{2}55501\d{2}$/;

type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

/** Whether text is a US phone number; when it is, the number in E.164. */
export function checkPhone(text: string): PhoneCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: PHONE_MESSAGES.required };
  if (/\d\s*(x|ext)/i.test(trimmed)) return { ok: false, message: PHONE_MESSAGES.extension };
  if (!PHONE_CHARACTERS.test(trimmed)) return { ok: false, message: PHONE_MESSAGES.invalid };
  const parsed = parsePhoneNumberFromString(trimmed, 'US', metadata);
  if (parsed?.countryCallingCode !== '1') return { ok: false, message: PHONE_MESSAGES.invalid };
  if (parsed.isValid() || FICTIONAL.test(parsed.number)) return { ok: true, e164: parsed.number };
  return { ok: false, message: PHONE_MESSAGES.invalid };
}
