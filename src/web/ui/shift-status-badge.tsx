// A shift's status (spec 2 §4): open, booked, or any other value shown as it is.
import { Badge } from '../ui/badge';
import { cn } from '../lib/cn';
import { labelOf } from '../lib/shift-format';

const STATUS_STYLES: Record<string, string> = {
  open: 'bg-emerald-100 text-emerald-800',
  booked: 'bg-sky-100 text-sky-800',
};

export function ShiftStatusBadge({ status, className }: { status: string; className?: string }) {
  return <Badge className={cn(STATUS_STYLES[status] ?? 'bg-muted text-muted-foreground', className)}>{labelOf(status)}</Badge>;
}
