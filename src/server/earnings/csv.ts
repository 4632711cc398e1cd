// CSV that opens correctly in a spreadsheet: RFC 4180 (fields with a comma, quote or line break
// quoted, quotes doubled, CRLF line ends), UTF-8 with a byte-order mark so Excel reads accents,
// amounts as plain decimals. Writing it here is a dozen lines; a CSV library's streaming API
// would add a dependency for no more than that.

/** Written first: without it Excel reads the UTF-8 file as the machine's code page. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or CR first) is prefixed with
 * an apostrophe: a clinic named "=HYPERLINK(…)" must not become a link in the vet's tax file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted when it must be. */
export function csvField(value: string | null): string {
  if (value === null || value === '') return '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record and its CRLF. */
export function csvRow(fields: (string | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** Cents (never negative on an invoice) as a plain decimal: 123450 → "1234.50", no $ or separators. */
export function csvAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
