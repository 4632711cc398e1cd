// The e-mails of an invoice's steps: sent (to the clinic's billing address), paid (to the other
// side), voided (to the clinic) and the overdue reminders (to the clinic, with word to the vet).
// Each carries the number, the total with cents, the dates and a link to the invoice's page.
import { invoicePagePath } from '../../shared/invoices';
import { formatMoney } from '../../shared/money';
import { shortDay } from '../../shared/shift-days';
import type { EmailMessage } from '../email/outbox';
import { escapeHtml } from '../email/templates';

/** What every invoice e-mail reads of the invoice. */
export interface InvoiceFacts {
  id: number;
  number: string | null;
  totalCents: number;
  dueOn: string | null;
  vetName: string;
  clinicName: string;
}

export interface MailContext {
  appName: string;
  publicUrl: string;
}

/** "Dec 26, 2026". */
export const longDate = (date: string) => `${shortDay(date)}, ${date.slice(0, 4)}`;
const cents = (amount: number) => formatMoney(amount, { precision: 'cents' });

function mail(context: MailContext, to: string, subject: string, lines: string[], invoice: InvoiceFacts, action: string): EmailMessage {
  const link = `${context.publicUrl}${invoicePagePath(invoice.id)}`;
  const text = [...lines, '', `${action}: ${link}`, '', `— ${context.appName}`].join('\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`;
  return { to, subject, text, html };
}

/** To the clinic's billing address when the vet sends the invoice. */
export function sentEmail(context: MailContext, to: string, invoice: InvoiceFacts): EmailMessage {
  const due = invoice.dueOn ? longDate(invoice.dueOn) : '';
  return mail(
    context,
    to,
    `Invoice ${invoice.number} from ${invoice.vetName}: ${cents(invoice.totalCents)} due ${due}`,
    [
      `${invoice.vetName} sent ${invoice.clinicName} invoice ${invoice.number} for ${cents(invoice.totalCents)}, due ${due}.`,
      'The payment instructions are on the invoice. Once you have paid, mark it paid so both sides keep the same record.',
    ],
    invoice,
    'See the invoice',
  );
}

/** To the side that did not mark it paid. */
export function paidEmail(context: MailContext, to: string, invoice: InvoiceFacts, by: string, paidOn: string): EmailMessage {
  return mail(
    context,
    to,
    `Invoice ${invoice.number} marked paid by ${by}`,
    [`${by} marked invoice ${invoice.number} (${cents(invoice.totalCents)}) as paid on ${longDate(paidOn)}.`],
    invoice,
    'See the invoice',
  );
}

/** To the clinic when the vet voids a sent invoice. */
export function voidedEmail(context: MailContext, to: string, invoice: InvoiceFacts, reason: string): EmailMessage {
  return mail(
    context,
    to,
    `Invoice ${invoice.number} from ${invoice.vetName} was voided`,
    [`${invoice.vetName} voided invoice ${invoice.number} (${cents(invoice.totalCents)}): nothing is owed on it.`, `Reason: ${reason}`],
    invoice,
    'See the invoice',
  );
}

/** The polite reminder to the clinic, the day after the due date and then weekly. */
export function reminderEmail(context: MailContext, to: string, invoice: InvoiceFacts): EmailMessage {
  const due = invoice.dueOn ? longDate(invoice.dueOn) : '';
  return mail(
    context,
    to,
    `Reminder: invoice ${invoice.number} from ${invoice.vetName} was due ${due}`,
    [
      `A friendly reminder that invoice ${invoice.number} from ${invoice.vetName} for ${cents(invoice.totalCents)} was due on ${due} and is not marked paid yet.`,
      'If you have already paid it, thank you: please mark it paid so the reminders stop.',
    ],
    invoice,
    'See the invoice',
  );
}

/** To the vet, each time the clinic is reminded. */
export function remindedEmail(context: MailContext, to: string, invoice: InvoiceFacts, count: number, max: number): EmailMessage {
  return mail(
    context,
    to,
    `${invoice.clinicName} was reminded of invoice ${invoice.number}`,
    [`We reminded ${invoice.clinicName} that invoice ${invoice.number} (${cents(invoice.totalCents)}) is overdue (reminder ${count} of ${max}).`],
    invoice,
    'See the invoice',
  );
}
