// A party's reliability: late cancellations (under 48 h before the start) in the last 12 months.
import { CalendarX2 } from 'lucide-react';
import { cn } from '../lib/cn';
import { lateCancellationsText } from '../lib/booking-format';

export function LateCancellations({ count, className }: { count: number; className?: string }) {
  return (
    <p className={cn('flex items-center gap-1.5 text-xs', count > 0 ? 'text-amber-800' : 'text-muted-foreground', className)}>
      <CalendarX2 className="size-3.5 shrink-0" aria-hidden />
      {lateCancellationsText(count)}
    </p>
  );
}
