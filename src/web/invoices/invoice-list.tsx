// The rows of /invoices: a table from sm up, a stack of cards on a phone, each opening the
// invoice. Loading keeps the rows' space; empty and failed lists say so.
import { ChevronRight, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { InvoiceSummary } from '../../shared/invoices';
import { invoicePagePath } from '../../shared/invoices';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { invoiceDate, invoiceMoney, invoiceName } from './invoice-format';
import { InvoiceStatusBadge } from './invoice-status-badge';

interface InvoiceListProps {
  invoices: InvoiceSummary[] | undefined;
  side: 'vet' | 'clinic';
  loading: boolean;
  failed: boolean;
  filtered: boolean;
  onRetry: () => void;
}

const dateOrDash = (date: string | null) => (date ? invoiceDate(date) : '—');

export function InvoiceList({ invoices, side, loading, failed, filtered, onRetry }: InvoiceListProps) {
  if (loading && !invoices) {
    return (
      <Card className="flex min-h-64 items-center justify-center">
        <Spinner label="Loading invoices" />
      </Card>
    );
  }
  if (failed && !invoices) {
    return (
      <Card className="flex min-h-64 flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-sm text-muted-foreground">Could not load your invoices.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!invoices || invoices.length === 0) {
    return (
      <Card className="flex min-h-64 flex-col items-center justify-center gap-2 p-6 text-center">
        <FileText className="size-8 text-slate-400" aria-hidden />
        <p className="font-medium">{filtered ? 'No invoices match these filters' : 'No invoices yet'}</p>
        <p className="max-w-md text-sm text-muted-foreground">
          {filtered
            ? `Try another status, year or ${side === 'vet' ? 'clinic' : 'vet'}.`
            : side === 'vet'
              ? 'Once a clinic approves your hours, create an invoice from them here or from the To do list on Bookings.'
              : 'Invoices relief vets send you for their approved hours appear here.'}
        </p>
      </Card>
    );
  }
  const other = (invoice: InvoiceSummary) => (side === 'vet' ? invoice.clinic.name : invoice.vet.name);
  return (
    <Card className="overflow-hidden" aria-busy={loading}>
      <table className="hidden w-full text-sm sm:table">
        <thead className="border-b border-border bg-muted/60 text-left text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Invoice
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {side === 'vet' ? 'Clinic' : 'Vet'}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Issued
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Due
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="hover:bg-muted/40" data-testid="invoice-row">
              <td className="px-4 py-3 font-medium">
                <Link
                  to={invoicePagePath(invoice.id)}
                  className="text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {invoice.number ?? 'Draft'}
                </Link>
              </td>
              <td className="max-w-56 truncate px-4 py-3">{other(invoice)}</td>
              <td className="px-4 py-3 tabular-nums">{dateOrDash(invoice.issuedOn)}</td>
              <td className="px-4 py-3 tabular-nums">{dateOrDash(invoice.dueOn)}</td>
              <td className="px-4 py-3 text-right font-medium tabular-nums">{invoiceMoney(invoice.totalCents)}</td>
              <td className="px-4 py-3">
                <InvoiceStatusBadge status={invoice.displayStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-border sm:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id} data-testid="invoice-card">
            <Link
              to={invoicePagePath(invoice.id)}
              className="flex items-center gap-3 px-4 py-3 hover:bg-muted/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
            >
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-medium">{other(invoice)}</span>
                  <span className="font-semibold tabular-nums">{invoiceMoney(invoice.totalCents)}</span>
                </span>
                <span className="mt-1 flex items-center justify-between gap-2 text-xs text-slate-600">
                  <span className="truncate">
                    {invoiceName(invoice)}
                    {invoice.dueOn && ` · due ${invoiceDate(invoice.dueOn)}`}
                  </span>
                  <InvoiceStatusBadge status={invoice.displayStatus} />
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
