// The vet's To do items on /bookings for getting paid: one per clinic with approved shifts not yet
// on an invoice, each opening Create invoice with that clinic's shifts.
import { Link } from 'react-router-dom';
import { newInvoiceLink } from '../lib/paths';
import { pluralize } from '../lib/plural';
import { Button } from '../ui/button';
import { invoiceMoney } from './invoice-format';
import { useInvoiceable } from './use-invoices';

/** The clinics to invoice (none for a clinic, or while loading). */
export function useInvoiceableClinics(vet: boolean) {
  return useInvoiceable(vet).data ?? [];
}

export function InvoiceableItems({ vet }: { vet: boolean }) {
  const clinics = useInvoiceableClinics(vet);
  return clinics.map((clinic) => (
    <li key={`invoice-${clinic.clinicId}`} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between" data-testid="to-do-item">
      <span className="text-sm">
        Invoice {clinic.clinicName} for {clinic.shifts.length} approved {pluralize(clinic.shifts.length, 'shift')} ({invoiceMoney(clinic.totalCents)})
      </span>
      <Button asChild size="sm">
        <Link to={newInvoiceLink(clinic.clinicId)}>Create invoice</Link>
      </Button>
    </li>
  ));
}
