// The dialogs of an invoice's actions: confirm sending, void with a reason, mark paid with the date
// and a reference, confirm deleting a draft.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type InvoiceDetail,
  type MarkPaidInput,
  markPaidSchema,
  PAID_REFERENCE_MAX,
  VOID_REASON_MAX,
  type VoidInvoiceInput,
  voidInvoiceSchema,
} from '../../shared/invoices';
import { dateKey } from '../lib/shift-format';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { TextareaField } from '../ui/textarea-field';
import { invoiceMoney, invoiceName } from './invoice-format';
import type { InvoiceAction } from './use-invoices';

export type DialogKind = 'send' | 'void' | 'markPaid' | 'delete';

interface InvoiceDialogProps {
  kind: DialogKind | null;
  invoice: InvoiceDetail;
  pending: boolean;
  onAction: (action: InvoiceAction) => void;
  onClose: () => void;
}

export function InvoiceDialog({ kind, invoice, pending, onAction, onClose }: InvoiceDialogProps) {
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {kind === 'send' && <ConfirmSend invoice={invoice} pending={pending} onConfirm={() => onAction({ kind: 'send' })} onCancel={onClose} />}
        {kind === 'delete' && <ConfirmDelete pending={pending} onConfirm={() => onAction({ kind: 'delete' })} onCancel={onClose} />}
        {kind === 'void' && <VoidForm invoice={invoice} pending={pending} onSubmit={(input) => onAction({ kind: 'void', input })} onCancel={onClose} />}
        {kind === 'markPaid' && (
          <MarkPaidForm invoice={invoice} pending={pending} onSubmit={(input) => onAction({ kind: 'markPaid', input })} onCancel={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Footer({ pending, confirm, variant = 'default', onCancel, onConfirm }: FooterProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant={variant} onClick={onConfirm} disabled={pending}>
        {pending && <Spinner className="size-4 text-current" label="Working" />}
        {confirm}
      </Button>
    </div>
  );
}

interface FooterProps {
  pending: boolean;
  confirm: string;
  variant?: 'default' | 'destructive';
  onCancel: () => void;
  /** Absent: the button submits the dialog's form. */
  onConfirm?: () => void;
}

function ConfirmSend({ invoice, pending, onConfirm, onCancel }: { invoice: InvoiceDetail; pending: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Send this invoice?</DialogTitle>
        <DialogDescription>
          {invoice.billTo.name} is e-mailed the invoice for {invoiceMoney(invoice.totalCents)}, due in {invoice.dueInDays} days. It gets its number now and
          cannot be changed afterwards, only voided.
        </DialogDescription>
      </DialogHeader>
      <Footer pending={pending} confirm="Send invoice" onCancel={onCancel} onConfirm={onConfirm} />
    </>
  );
}

function ConfirmDelete({ pending, onConfirm, onCancel }: { pending: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Delete this draft?</DialogTitle>
        <DialogDescription>Its shifts can go on another invoice. A draft has no number, so none is lost.</DialogDescription>
      </DialogHeader>
      <Footer pending={pending} confirm="Delete draft" variant="destructive" onCancel={onCancel} onConfirm={onConfirm} />
    </>
  );
}

function VoidForm({ invoice, pending, onSubmit, onCancel }: FormProps<VoidInvoiceInput>) {
  const form = useForm<VoidInvoiceInput>({ resolver: zodResolver(voidInvoiceSchema), defaultValues: { reason: '' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <DialogHeader>
          <DialogTitle>Void {invoiceName(invoice)}?</DialogTitle>
          <DialogDescription>
            The clinic no longer owes it. Its number stays used, and its shifts can go on a new invoice. The reason is shown on the invoice.
          </DialogDescription>
        </DialogHeader>
        <TextareaField<VoidInvoiceInput> name="reason" label="Reason" maxLength={VOID_REASON_MAX} rows={3} placeholder="e.g. Sent with the wrong rate" />
        <Footer pending={pending} confirm="Void invoice" variant="destructive" onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}

function MarkPaidForm({ invoice, pending, onSubmit, onCancel }: FormProps<MarkPaidInput>) {
  const today = dateKey(new Date());
  const form = useForm<MarkPaidInput>({ resolver: zodResolver(markPaidSchema), defaultValues: { paidOn: today, reference: '' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <DialogHeader>
          <DialogTitle>Mark {invoiceName(invoice)} paid</DialogTitle>
          <DialogDescription>
            {invoiceMoney(invoice.totalCents)} {invoice.side === 'vet' ? `received from ${invoice.billTo.name}` : `paid to ${invoice.from.name}`}. The other
            side is told.
          </DialogDescription>
        </DialogHeader>
        <TextField<MarkPaidInput> name="paidOn" label="Paid on" type="date" min={invoice.issuedOn ?? undefined} max={today} />
        <TextField<MarkPaidInput>
          name="reference"
          label="Reference (optional)"
          maxLength={PAID_REFERENCE_MAX}
          placeholder="e.g. cheque 1042 or transfer ID"
          autoComplete="off"
        />
        <Footer pending={pending} confirm="Mark paid" onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}

interface FormProps<T> {
  invoice: InvoiceDetail;
  pending: boolean;
  onSubmit: (input: T) => void;
  onCancel: () => void;
}
