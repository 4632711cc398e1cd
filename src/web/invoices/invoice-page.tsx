// /invoices/:id: one invoice to either party, with the actions the server allows it (`actions`),
// a PDF download and Print. Printing shows the invoice alone (styles.css: [data-print-invoice]).
import { ArrowLeft, Ban, CircleCheck, Download, Pencil, Printer, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { invoicePdfPath } from '../../shared/invoices';
import { isCanonicalId } from '../../shared/ids';
import { errorStatus } from '../lib/api-client';
import { editInvoiceLink, pages } from '../lib/paths';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { type DialogKind, InvoiceDialog } from './invoice-dialogs';
import { InvoiceDocument } from './invoice-document';
import { invoiceName } from './invoice-format';
import { InvoiceHistory } from './invoice-history';
import { useInvoice, useInvoiceAction } from './use-invoices';

export function InvoicePage() {
  const { id: idText = '' } = useParams();
  const id = isCanonicalId(idText) ? Number(idText) : null;
  const invoice = useInvoice(id);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const action = useInvoiceAction(id ?? 0, (done) => {
    setDialog(null);
    if (done.kind === 'delete') navigate(pages.invoices);
  });

  const back = (
    <Link to={pages.invoices} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline print:hidden">
      <ArrowLeft className="size-4" aria-hidden /> All invoices
    </Link>
  );
  if (id === null || errorStatus(invoice.error) === 404) {
    return (
      <div className="mx-auto max-w-4xl">
        {back}
        <Card className="p-8 text-center">
          <h1 className="text-xl font-semibold">Invoice not found</h1>
          <p className="mt-2 text-sm text-muted-foreground">It may have been a draft that was deleted, or it is not one of yours.</p>
        </Card>
      </div>
    );
  }
  if (!invoice.data) {
    return (
      <div className="mx-auto max-w-4xl">
        {back}
        <Card className="flex min-h-96 flex-col items-center justify-center gap-3">
          {invoice.isError ? (
            <>
              <p className="text-sm text-muted-foreground">Could not load this invoice.</p>
              <Button variant="outline" size="sm" onClick={() => void invoice.refetch()}>
                Try again
              </Button>
            </>
          ) : (
            <Spinner label="Loading invoice" />
          )}
        </Card>
      </div>
    );
  }

  const data = invoice.data;
  const can = data.actions;
  return (
    <div className="mx-auto max-w-4xl" data-print-invoice>
      {back}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between print:hidden">
        <h1 className="text-2xl font-bold tracking-tight">{invoiceName(data)}</h1>
        <div className="flex flex-wrap gap-2">
          {can.edit && (
            <Button asChild variant="outline">
              <Link to={editInvoiceLink(data.id)}>
                <Pencil aria-hidden /> Edit
              </Link>
            </Button>
          )}
          {can.delete && (
            <Button variant="outline" onClick={() => setDialog('delete')}>
              <Trash2 aria-hidden /> Delete
            </Button>
          )}
          {can.void && (
            <Button variant="outline" onClick={() => setDialog('void')}>
              <Ban aria-hidden /> Void
            </Button>
          )}
          {data.status !== 'draft' && (
            <Button asChild variant="outline">
              <a href={invoicePdfPath(data.id)} download>
                <Download aria-hidden /> Download PDF
              </a>
            </Button>
          )}
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden /> Print
          </Button>
          {can.markPaid && (
            <Button onClick={() => setDialog('markPaid')}>
              <CircleCheck aria-hidden /> Mark paid
            </Button>
          )}
          {can.send && (
            <Button onClick={() => setDialog('send')}>
              <Send aria-hidden /> Send
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_16rem] print:block">
        <InvoiceDocument invoice={data} />
        <InvoiceHistory events={data.history} reader={data.side} />
      </div>
      <InvoiceDialog kind={dialog} invoice={data} pending={action.isPending} onAction={(next) => action.mutate(next)} onClose={() => setDialog(null)} />
    </div>
  );
}
