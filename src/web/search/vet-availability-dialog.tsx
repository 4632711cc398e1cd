// 'Available Dates - Dr. {name}': the vet's posted availability (spec 2 §2).
import type { VetSearchResult } from '../../shared/search';
import { Alert } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { formatHourlyRate, formatShiftDate, formatTimeRange, labelOf, PRACTICE_TYPE_LABELS, type PracticeType } from '../lib/shift-format';
import { useVetAvailability } from './use-vet-availability';
import { vetName } from './vet-avatar';

export function VetAvailabilityDialog({ vet, onClose }: { vet: VetSearchResult | null; onClose: () => void }) {
  const postings = useVetAvailability(vet?.userId ?? null);
  return (
    <Dialog open={vet !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Available Dates - {vet ? vetName(vet) : ''}</DialogTitle>
          <DialogDescription>Dates this veterinarian has posted as available.</DialogDescription>
        </DialogHeader>
        {postings.isLoading ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading available dates" />
          </div>
        ) : postings.isError ? (
          <Alert variant="destructive">Couldn't load the available dates. Please try again.</Alert>
        ) : !postings.data || postings.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No available dates posted.</p>
        ) : (
          <ul className="space-y-2">
            {postings.data.map((posting) => (
              <li key={posting.id} className="space-y-1.5 rounded-lg border border-border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-foreground">{formatShiftDate(posting.availableDate)}</span>
                  <Badge
                    className={posting.status === 'available' ? 'bg-emerald-100 text-emerald-800' : undefined}
                    variant={posting.status === 'available' ? 'default' : 'secondary'}
                  >
                    {labelOf(posting.status)}
                  </Badge>
                </div>
                <p className="text-muted-foreground">
                  {formatTimeRange(posting.startTime, posting.endTime)}
                  {posting.hourlyRate !== null && ` · ${formatHourlyRate(posting.hourlyRate)}`} · travels up to {posting.travelRadius} miles
                </p>
                {posting.practiceTypes.length > 0 && (
                  <p className="text-xs text-muted-foreground">
                    {posting.practiceTypes.map((type) => PRACTICE_TYPE_LABELS[type as PracticeType] ?? labelOf(type)).join(', ')}
                  </p>
                )}
                {posting.notes && <p className="text-xs text-foreground">{posting.notes}</p>}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
