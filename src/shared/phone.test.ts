import { describe, expect, test } from 'bun:test';
import fullMetadata from 'libphonenumber-js/metadata.min.json';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { checkPhone } from './phone';
import { formatPhone, phoneHref } from './phone-display';
import { phoneMetadataSlice } from './phone-metadata-slice';
import sliced from './phone-metadata.json';

describe('phone display', () => {
  test.each([
    ['+13035550100', '(303) 555-0100', 'tel:+13035550100'],
    // Stored before the checks, in other formats: still shown alike and dialled in E.164.
    ['303-555-0142', '(303) 555-0142', 'tel:+13035550142'],
    ['(720) 555-0187', '(720) 555-0187', 'tel:+17205550187'],
    ['303.555.0142', '(303) 555-0142', 'tel:+13035550142'],
    // No number at all: shown as typed, never a link.
    ['abc', 'abc', null],
    [' 555-0100 ', '555-0100', null],
    ['', '', null],
  ])('%p is shown as %p and dialled as %p', (stored, shown, href) => {
    expect(formatPhone(stored)).toBe(shown);
    expect(phoneHref(stored)).toBe(href);
  });

  test.each(['303-555-0100', '+1 (720) 555-0199', '1 787 555 0100', '671.555.0100', '212 555 0142'])(
    '%p: every number the checks accept is shown as libphonenumber formats it, and dialled in the E.164 it is stored in',
    (typed) => {
      const check = checkPhone(typed);
      if (!check.ok) throw new Error(check.message);
      expect(formatPhone(check.e164)).toBe(parsePhoneNumberFromString(check.e164)!.formatNational());
      expect(formatPhone(typed)).toBe(formatPhone(check.e164));
      expect(phoneHref(typed)).toBe(`tel:${check.e164}`);
    },
  );

  test('a refused number says why', () => {
    expect(checkPhone('abc')).toEqual({ ok: false, message: 'Enter a US phone number with area code, e.g. (303) 555-0100' });
    expect(checkPhone('  ')).toEqual({ ok: false, message: 'Phone number is required' });
  });
});

test('the committed metadata is the slice of the installed libphonenumber-js (else run scripts/phone-metadata.ts)', () => {
  expect(sliced).toEqual(JSON.parse(JSON.stringify(phoneMetadataSlice(fullMetadata as never))));
  expect(sliced.country_calling_codes['1']).toEqual(['US', 'AS', 'GU', 'MP', 'PR', 'VI']);
});
