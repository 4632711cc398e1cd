// The status of an application or a summary as a coloured badge.
import { cn } from '../lib/cn';
import { Badge } from './badge';
import { statusLabel, statusTone } from '../lib/booking-format';

export function BookingStatusBadge({ status, className }: { status: string; className?: string }) {
  return <Badge className={cn(statusTone(status), className)}>{statusLabel(status)}</Badge>;
}
