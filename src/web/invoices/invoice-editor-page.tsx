// Create invoice (/invoices/new?clinicId=ID) and Edit draft (/invoices/:id/edit), for the vet:
// the clinic's uninvoiced approved shifts (all ticked), extra lines, terms and a note, with a live
// preview; then save the draft or send it (after a confirmation).
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Send } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type InvoiceableClinic, type InvoiceableShift, type InvoiceDetail, invoicePagePath, PAYMENT_TERMS_DAYS } from '../../shared/invoices';
import { isCanonicalId } from '../../shared/ids';
import { newInvoiceLink, pages } from '../lib/paths';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { PageHeader } from '../ui/page-header';
import { Spinner } from '../ui/spinner';
import { ExtraLines, ShiftChoices, TermsAndNote } from './invoice-editor-fields';
import { draftValues, type InvoiceFormValues, invoiceFormSchema, newInvoiceValues, previewTotal, toDraftInput } from './invoice-form-values';
import { invoiceMoney } from './invoice-format';
import { InvoicePreview } from './invoice-preview';
import { useBusinessDetails } from './use-business-details';
import { useInvoice, useInvoiceable, useSaveDraft } from './use-invoices';

const idOf = (text: string | null | undefined) => (text && isCanonicalId(text) ? Number(text) : null);

/** A draft's own shift lines, shown beside the clinic's other approved shifts. */
function draftShifts(draft: InvoiceDetail): InvoiceableShift[] {
  return draft.lines.flatMap((line) =>
    line.kind === 'shift' && line.shiftId !== null && line.workDate && line.workedMinutes !== null && line.hourlyRateCents !== null
      ? [
          {
            shiftId: line.shiftId,
            date: line.workDate,
            startTime: '',
            endTime: '',
            workedMinutes: line.workedMinutes,
            hourlyRateCents: line.hourlyRateCents,
            amountCents: line.amountCents,
          },
        ]
      : [],
  );
}

export function InvoiceEditorPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const draftId = idOf(params.id);
  const draft = useInvoice(draftId);
  const invoiceable = useInvoiceable();
  const details = useBusinessDetails();
  const clinicId = draftId === null ? idOf(search.get('clinicId')) : (draft.data?.clinic.id ?? null);

  const loading = invoiceable.isLoading || details.isLoading || (draftId !== null && draft.isLoading);
  const failed = invoiceable.isError || details.isError || draft.isError;
  let body: React.ReactNode;
  if (loading || failed) {
    body = (
      <Card className="flex min-h-80 flex-col items-center justify-center gap-3">
        {failed ? (
          <>
            <p className="text-sm text-muted-foreground">Could not load your approved shifts.</p>
            <Button variant="outline" size="sm" onClick={() => void Promise.all([invoiceable.refetch(), details.refetch(), draft.refetch()])}>
              Try again
            </Button>
          </>
        ) : (
          <Spinner label="Loading approved shifts" />
        )}
      </Card>
    );
  } else if (draft.data && draft.data.status !== 'draft') {
    body = <Message text="This invoice has been sent: it can no longer be changed, only voided." link={invoicePagePath(draft.data.id)} />;
  } else {
    const clinics = invoiceable.data ?? [];
    const clinic = clinics.find((entry) => entry.clinicId === clinicId);
    if (draft.data) {
      const shifts = [...draftShifts(draft.data), ...(clinic?.shifts ?? [])].sort((a, b) => a.date.localeCompare(b.date));
      body = <InvoiceForm key={draft.data.id} draftId={draft.data.id} clinicName={draft.data.billTo.name} shifts={shifts} initial={draftValues(draft.data)} />;
    } else if (clinic) {
      const terms = details.data?.role === 'relief_vet' ? details.data.paymentTermsDays : PAYMENT_TERMS_DAYS.default;
      body = (
        <InvoiceForm
          key={clinic.clinicId}
          draftId={null}
          clinicName={clinic.clinicName}
          shifts={clinic.shifts}
          initial={newInvoiceValues(clinic.shifts, terms)}
        />
      );
    } else {
      body = <ClinicPicker clinics={clinics} />;
    }
  }

  return (
    <div className="mx-auto max-w-5xl">
      <Link to={pages.invoices} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> All invoices
      </Link>
      <PageHeader
        title={draftId === null ? 'Create invoice' : 'Edit draft invoice'}
        description="One line per approved shift, plus any extra costs. Nothing is sent until you press Send."
      />
      {body}
    </div>
  );
}

function Message({ text, link }: { text: string; link?: string }) {
  return (
    <Card className="flex min-h-48 flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-sm text-muted-foreground">{text}</p>
      {link && (
        <Button asChild variant="outline" size="sm">
          <Link to={link}>Open the invoice</Link>
        </Button>
      )}
    </Card>
  );
}

function ClinicPicker({ clinics }: { clinics: InvoiceableClinic[] }) {
  if (clinics.length === 0) return <Message text="No approved shifts are waiting to be invoiced. Once a clinic approves your hours, they appear here." />;
  return (
    <Card>
      <CardContent className="p-0">
        <h2 className="px-5 pt-5 text-base font-semibold">Which clinic?</h2>
        <ul className="divide-y divide-border">
          {clinics.map((clinic) => (
            <li key={clinic.clinicId} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
              <span>
                <span className="block font-medium">{clinic.clinicName}</span>
                <span className="text-sm text-slate-600">
                  {clinic.shifts.length} approved {clinic.shifts.length === 1 ? 'shift' : 'shifts'} · {invoiceMoney(clinic.totalCents)}
                </span>
              </span>
              <Button asChild size="sm">
                <Link to={newInvoiceLink(clinic.clinicId)}>Invoice {clinic.clinicName}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

interface InvoiceFormProps {
  draftId: number | null;
  clinicName: string;
  shifts: InvoiceableShift[];
  initial: InvoiceFormValues;
}

function InvoiceForm({ draftId, clinicName, shifts, initial }: InvoiceFormProps) {
  const navigate = useNavigate();
  const form = useForm<InvoiceFormValues>({ resolver: zodResolver(invoiceFormSchema), defaultValues: initial });
  const save = useSaveDraft(draftId, (invoice) => navigate(invoicePagePath(invoice.id)));
  const [confirming, setConfirming] = useState<InvoiceFormValues | null>(null);
  const submit = (values: InvoiceFormValues, send: boolean) => save.mutate({ input: toDraftInput(values), send });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => submit(values, false))} className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardContent className="space-y-8 p-5 sm:p-6">
            <ShiftChoices shifts={shifts} />
            <ExtraLines />
            <TermsAndNote />
          </CardContent>
        </Card>
        <div>
          <InvoicePreview clinicName={clinicName} shifts={shifts}>
            <div className="flex flex-col gap-2">
              <Button type="button" disabled={save.isPending} onClick={form.handleSubmit((values) => setConfirming(values))}>
                <Send aria-hidden /> Send invoice
              </Button>
              <Button type="submit" variant="outline" disabled={save.isPending}>
                {save.isPending && !confirming && <Spinner className="size-4 text-current" label="Saving" />}
                Save draft
              </Button>
            </div>
          </InvoicePreview>
        </div>
      </form>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Send this invoice?</DialogTitle>
            <DialogDescription>
              {clinicName} is e-mailed the invoice for {invoiceMoney(confirming ? previewTotal(shifts, confirming) : 0)}. It gets its number now and cannot be
              changed afterwards, only voided.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(null)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button disabled={save.isPending} onClick={() => confirming && submit(confirming, true)}>
              {save.isPending && <Spinner className="size-4 text-current" label="Sending" />}
              Send invoice
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </FormProvider>
  );
}
