// The one way money reads, on every page and in the market's insight texts (issue 19). Amounts are
// integer cents below the UI. Each kind of figure has ONE precision, so "$100/hr" never sits beside
// "$100.29/hr":
//   - whole dollars (the default): hourly rates on cards, in lists, tables, charts and insights
//     (spec 2 §9), and round prices ($49, $10, $15);
//   - cents, always two decimals: where the spec says two decimals (rates in a vet's Available
//     Dates dialog, the subscription amount) and money owed (shift values and summary totals),
//     which rounding would misstate;
//   - exact: one agreed rate in a message, e-mail or calendar entry ("$85.50/hr" when it has cents,
//     "$85/hr" when not), where the words are a record of what was agreed.

export type MoneyPrecision = 'dollars' | 'cents' | 'exact';

export interface MoneyFormat {
  /** 'dollars' rounds to whole dollars (the default); 'cents' always shows two decimals; 'exact' shows cents only when there are some. */
  precision?: MoneyPrecision;
  /** A unit after the amount: '/hr', '/month'. */
  per?: 'hr' | 'month';
}

// Built once: toLocaleString builds a formatter per call (≈ 75 µs), which jobs writing thousands
// of e-mails at once felt.
const WHOLE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 8750 → "$88"; with cents "$87.50"; 1234500 → "$12,345"; per 'hr' → "$88/hr". */
export function formatMoney(cents: number, { precision = 'dollars', per }: MoneyFormat = {}): string {
  const exact = precision === 'cents' || (precision === 'exact' && cents % 100 !== 0);
  const value = exact ? Math.round(cents) / 100 : Math.round(cents / 100);
  const text = `$${(exact ? WITH_CENTS : WHOLE).format(value)}`;
  return per ? `${text}/${per}` : text;
}

/** An hourly rate as cards, lists and insights show it: whole dollars, "$88/hr". */
export function formatRate(cents: number): string {
  return formatMoney(cents, { per: 'hr' });
}

/** One agreed rate as messages, e-mails and calendar entries state it: "$85/hr", "$85.50/hr". */
export function agreedRate(cents: number): string {
  return formatMoney(cents, { precision: 'exact', per: 'hr' });
}
