// What happened to an invoice, oldest first: created, edited, sent, reminders, paid or voided, by whom and when.
import { format } from 'date-fns';
import type { InvoiceEvent, InvoiceEventKind } from '../../shared/invoices';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

const WHAT: Record<InvoiceEventKind, string> = {
  created: 'Draft created',
  edited: 'Draft edited',
  sent: 'Sent to the clinic',
  paid: 'Marked paid',
  voided: 'Voided',
  reminded: 'Payment reminder e-mailed to the clinic',
};

function who(by: InvoiceEvent['by'], reader: 'vet' | 'clinic'): string {
  if (by === null) return 'VetRelief';
  if (by === reader) return 'You';
  return by === 'vet' ? 'The vet' : 'The clinic';
}

export function InvoiceHistory({ events, reader }: { events: InvoiceEvent[]; reader: 'vet' | 'clinic' }) {
  return (
    <Card className="print:hidden">
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">History</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3" data-testid="invoice-history">
          {events.map((event) => (
            <li key={`${event.kind}-${event.at}`} className="border-l-2 border-border pl-3 text-sm">
              <p className="font-medium">{WHAT[event.kind]}</p>
              <p className="text-xs text-slate-600">
                {who(event.by, reader)} · <time dateTime={new Date(event.at).toISOString()}>{format(event.at, 'MMM d, yyyy, h:mm a')}</time>
              </p>
              {event.detail && <p className="mt-0.5 text-xs text-slate-700">{event.detail}</p>}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
