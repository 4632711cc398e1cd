// The invoice as a document: the two parties, number and dates, the lines, the total, how to pay
// and a PAID or VOID mark. It is what the page prints (the print stylesheet hides the rest).
import type { InvoiceDetail, InvoiceParty } from '../../shared/invoices';
import { formatMoney } from '../../shared/money';
import { Card } from '../ui/card';
import { invoiceDate, invoiceMoney, workedTime } from './invoice-format';
import { InvoiceStatusBadge } from './invoice-status-badge';

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  return (
    <div className="min-w-0">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      <p className="mt-1 font-semibold text-foreground">{party.name}</p>
      {party.contact && <p className="text-sm">Attn: {party.contact}</p>}
      <address className="text-sm not-italic text-slate-700">
        {party.addressLines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        {party.email && <span className="block break-all">{party.email}</span>}
        {party.phone && <span className="block">{party.phone}</span>}
      </address>
      {party.taxId && <p className="mt-1 text-sm text-slate-700">Tax ID: {party.taxId}</p>}
    </div>
  );
}

function Dates({ invoice }: { invoice: InvoiceDetail }) {
  const rows: [string, string][] = [];
  if (invoice.issuedOn) rows.push(['Issued', invoiceDate(invoice.issuedOn)]);
  rows.push(['Due', invoice.dueOn ? invoiceDate(invoice.dueOn) : `${invoice.dueInDays} days after sending`]);
  if (invoice.paidOn) rows.push(['Paid', invoiceDate(invoice.paidOn) + (invoice.paidReference ? ` (ref. ${invoice.paidReference})` : '')]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:text-right">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function InvoiceDocument({ invoice }: { invoice: InvoiceDetail }) {
  const mark = invoice.status === 'paid' ? 'Paid' : invoice.status === 'void' ? 'Void' : null;
  return (
    <Card className="relative overflow-hidden p-5 sm:p-8 print:border-0 print:p-0 print:shadow-none" data-testid="invoice-document">
      {mark && (
        <p
          aria-hidden
          className={`pointer-events-none absolute right-6 top-24 rotate-[-12deg] rounded-lg border-4 px-4 py-1 text-3xl font-black uppercase tracking-widest opacity-25 sm:text-5xl ${mark === 'Paid' ? 'border-emerald-700 text-emerald-700' : 'border-red-700 text-red-700'}`}
        >
          {mark}
        </p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Invoice</p>
          <p className="text-2xl font-bold tabular-nums">{invoice.number ?? 'Draft'}</p>
          <InvoiceStatusBadge status={invoice.displayStatus} className="mt-2 print:hidden" />
        </div>
        <Dates invoice={invoice} />
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <Party title="From" party={invoice.from} />
        <Party title="Bill to" party={invoice.billTo} />
      </div>
      <Lines invoice={invoice} />
      {invoice.voidReason && (
        <p className="mt-4 rounded-lg bg-zinc-100 px-3 py-2 text-sm text-zinc-800">
          <span className="font-semibold">Void:</span> {invoice.voidReason}
        </p>
      )}
      {invoice.paymentInstructions && (
        <section className="mt-6">
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">How to pay</h2>
          <p className="mt-1 whitespace-pre-line text-sm">{invoice.paymentInstructions}</p>
        </section>
      )}
      {invoice.note && (
        <section className="mt-4">
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Note</h2>
          <p className="mt-1 whitespace-pre-line text-sm">{invoice.note}</p>
        </section>
      )}
    </Card>
  );
}

function Lines({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Invoice lines</caption>
        <thead className="border-b border-border text-left text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Description
            </th>
            <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
              Hours
            </th>
            <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
              Rate
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {invoice.lines.map((line) => (
            <tr key={line.id} data-testid="invoice-line">
              <td className="py-2 pr-3">
                <span className="block">{line.description}</span>
                {line.workedMinutes !== null && line.hourlyRateCents !== null && (
                  <span className="block text-xs text-slate-600 sm:hidden">
                    {workedTime(line.workedMinutes)} × {formatMoney(line.hourlyRateCents, { precision: 'exact', per: 'hr' })}
                  </span>
                )}
              </td>
              <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">{line.workedMinutes === null ? '' : workedTime(line.workedMinutes)}</td>
              <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
                {line.hourlyRateCents === null ? '' : formatMoney(line.hourlyRateCents, { precision: 'exact', per: 'hr' })}
              </td>
              <td className="py-2 text-right tabular-nums">{invoiceMoney(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-foreground">
            <th scope="row" colSpan={3} className="hidden py-3 pr-3 text-right font-semibold sm:table-cell">
              Total
            </th>
            <th scope="row" className="py-3 pr-3 text-left font-semibold sm:hidden">
              Total
            </th>
            <td className="py-3 text-right text-lg font-bold tabular-nums" data-testid="invoice-total">
              {invoiceMoney(invoice.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
