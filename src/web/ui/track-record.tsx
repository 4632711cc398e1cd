// A party's track record beside its late cancellations: the average and count from the third
// visible rating ("★ 4.7 · 12 ratings"), and the completed shifts (booked, worked, hours approved).
import { BadgeCheck } from 'lucide-react';
import type { TrackRecord } from '../../shared/shift-day';
import { cn } from '../lib/cn';
import { completedShiftsText, ratingLabel, ratingText } from '../lib/track-record-format';

export function TrackRecordLine({ record, className }: { record: TrackRecord | undefined; className?: string }) {
  if (!record) return null;
  const { rating } = record;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground', className)} data-testid="track-record">
      {rating && (
        <span className="font-medium text-foreground">
          <span aria-hidden>{ratingText(rating)}</span>
          <span className="sr-only">{ratingLabel(rating)}</span>
        </span>
      )}
      <span className="flex items-center gap-1">
        <BadgeCheck className="size-3.5 shrink-0" aria-hidden />
        {completedShiftsText(record.completedShifts)}
      </span>
    </p>
  );
}
