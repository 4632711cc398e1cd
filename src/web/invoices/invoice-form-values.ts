// The invoice editor's values and how they become the draft the API takes: extra amounts are typed
// in dollars ("45.50") and sent in cents; the shifts are the ones left ticked.
import { z } from 'zod';
import {
  EXTRA_LINE_AMOUNT_MAX_CENTS,
  EXTRA_LINE_DESCRIPTION_MAX,
  EXTRA_LINES_MAX,
  INVOICE_NOTE_MAX,
  type InvoiceDetail,
  type InvoiceDraftInput,
  type InvoiceableShift,
  PAYMENT_TERMS_DAYS,
} from '../../shared/invoices';

const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/;

/** "45.5" → 4550; null when it is not an amount of dollars and cents. */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!DOLLARS.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const invoiceFormSchema = z.object({
  shiftIds: z.array(z.number()).min(1, { error: 'Tick at least one shift' }),
  extraLines: z
    .array(
      z.object({
        description: z
          .string()
          .trim()
          .min(1, { error: 'Describe the cost' })
          .max(EXTRA_LINE_DESCRIPTION_MAX, { error: `At most ${EXTRA_LINE_DESCRIPTION_MAX} characters` }),
        amount: z.string().refine(
          (text) => {
            const cents = dollarsToCents(text);
            return cents !== null && cents <= EXTRA_LINE_AMOUNT_MAX_CENTS;
          },
          { error: `An amount in dollars, e.g. 45.50 (at most $${(EXTRA_LINE_AMOUNT_MAX_CENTS / 100).toLocaleString('en-US')})` },
        ),
      }),
    )
    .max(EXTRA_LINES_MAX, { error: `At most ${EXTRA_LINES_MAX} extra lines` }),
  dueInDays: z
    .number({ error: 'A number of days' })
    .int({ error: 'A whole number of days' })
    .min(PAYMENT_TERMS_DAYS.min, { error: `From ${PAYMENT_TERMS_DAYS.min} to ${PAYMENT_TERMS_DAYS.max} days` })
    .max(PAYMENT_TERMS_DAYS.max, { error: `From ${PAYMENT_TERMS_DAYS.min} to ${PAYMENT_TERMS_DAYS.max} days` }),
  note: z.string().max(INVOICE_NOTE_MAX, { error: `At most ${INVOICE_NOTE_MAX} characters` }),
});
export type InvoiceFormValues = z.infer<typeof invoiceFormSchema>;

/** A new invoice: every approved shift ticked, the vet's usual terms. */
export function newInvoiceValues(shifts: readonly InvoiceableShift[], dueInDays: number): InvoiceFormValues {
  return { shiftIds: shifts.map((shift) => shift.shiftId), extraLines: [], dueInDays, note: '' };
}

/** A saved draft, as it was saved. */
export function draftValues(draft: InvoiceDetail): InvoiceFormValues {
  return {
    shiftIds: draft.lines.flatMap((line) => (line.kind === 'shift' && line.shiftId !== null ? [line.shiftId] : [])),
    extraLines: draft.lines
      .filter((line) => line.kind === 'extra')
      .map((line) => ({ description: line.description, amount: (line.amountCents / 100).toFixed(2) })),
    dueInDays: draft.dueInDays,
    note: draft.note ?? '',
  };
}

/** The body of POST /api/invoices or PUT /api/invoices/{id}. */
export function toDraftInput(values: InvoiceFormValues): InvoiceDraftInput {
  return {
    shiftIds: values.shiftIds,
    extraLines: values.extraLines.map((line) => ({ description: line.description.trim(), amountCents: dollarsToCents(line.amount) ?? 0 })),
    dueInDays: values.dueInDays,
    note: values.note.trim() || null,
  };
}

/** The preview's total: the ticked shifts' amounts and the extra lines typed so far (an unreadable amount counts 0). */
export function previewTotal(shifts: readonly InvoiceableShift[], values: Pick<InvoiceFormValues, 'shiftIds' | 'extraLines'>): number {
  const ticked = new Set(values.shiftIds);
  const shiftCents = shifts.filter((shift) => ticked.has(shift.shiftId)).reduce((sum, shift) => sum + shift.amountCents, 0);
  return values.extraLines.reduce((sum, line) => sum + (dollarsToCents(line.amount ?? '') ?? 0), shiftCents);
}
