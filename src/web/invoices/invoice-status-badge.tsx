// An invoice's status as a small coloured pill: Draft, Sent, Overdue, Paid, Void.
import type { InvoiceDisplayStatus } from '../../shared/invoices';
import { cn } from '../lib/cn';
import { STATUS_LABELS, STATUS_TONES } from './invoice-format';

export function InvoiceStatusBadge({ status, className }: { status: InvoiceDisplayStatus; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold leading-none', STATUS_TONES[status], className)}>
      {STATUS_LABELS[status]}
    </span>
  );
}
