// 'Available Dates - Dr. {name}': the vet's posted availability (spec 2 §2). A clinic may ask
// for any open date (issue 12); the dates it already asked for say so instead.
import { useState } from 'react';
import type { AvailabilityRequest } from '../../shared/availability';
import type { AvailabilityPosting, VetSearchResult } from '../../shared/search';
import { RequestDateForm } from '../availability/request-date-form';
import { useAvailabilityRequests } from '../availability/use-availability-requests';
import { statusLabel } from '../lib/booking-format';
import { useAuth } from '../lib/auth-provider';
import { formatShiftDate, labelOf, practiceTypeLabel } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { Alert } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { useVetAvailability } from './use-vet-availability';
import { vetName } from '../ui/vet-avatar';
import { formatMoney } from '../../shared/money';

export function VetAvailabilityDialog({ vet, onClose }: { vet: VetSearchResult | null; onClose: () => void }) {
  const { user } = useAuth();
  const clinic = user?.userType === 'clinic';
  const postings = useVetAvailability(vet?.userId ?? null);
  const own = useAvailabilityRequests(clinic && vet !== null);
  const [asking, setAsking] = useState<number | null>(null);
  // The clinic's latest request per posting (the list is newest first within each status).
  const requested = new Map<number, AvailabilityRequest>();
  for (const request of own.requests) {
    const known = requested.get(request.availabilityPostingId);
    if (!known || request.id > known.id) requested.set(request.availabilityPostingId, request);
  }
  const close = () => {
    setAsking(null);
    onClose();
  };

  return (
    <Dialog open={vet !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Available Dates - {vet ? vetName(vet) : ''}</DialogTitle>
          <DialogDescription>
            {clinic
              ? 'Dates this veterinarian has posted as available. Ask for one and they will answer on their Bookings page.'
              : 'Dates this veterinarian has posted as available.'}
          </DialogDescription>
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
          <ul className="space-y-2" aria-label="Available dates">
            {postings.data.map((posting) => (
              <PostingItem
                key={posting.id}
                posting={posting}
                clinic={clinic}
                request={requested.get(posting.id) ?? null}
                asking={asking === posting.id}
                onAsk={setAsking}
                onDone={() => setAsking(null)}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface PostingItemProps {
  posting: AvailabilityPosting;
  clinic: boolean;
  request: AvailabilityRequest | null;
  asking: boolean;
  onAsk: (postingId: number) => void;
  onDone: () => void;
}

function PostingItem({ posting, clinic, request, asking, onAsk, onDone }: PostingItemProps) {
  const date = formatShiftDate(posting.availableDate);
  const open = posting.status === 'available';
  return (
    <li aria-label={date} className="space-y-1.5 rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-foreground">{date}</span>
        <Badge className={open ? 'bg-emerald-100 text-emerald-800' : undefined} variant={open ? 'default' : 'secondary'}>
          {labelOf(posting.status)}
        </Badge>
      </div>
      <p className="text-muted-foreground">
        {twelveHourRange(posting.startTime, posting.endTime)}
        {posting.hourlyRate !== null && ` · ${formatMoney(posting.hourlyRate, { precision: 'cents', per: 'hr' })}`} · travels up to {posting.travelRadius} miles
      </p>
      {posting.practiceTypes.length > 0 && <p className="text-xs text-muted-foreground">{posting.practiceTypes.map(practiceTypeLabel).join(', ')}</p>}
      {posting.notes && <p className="text-xs text-foreground">{posting.notes}</p>}
      {clinic &&
        (request && (request.status === 'pending' || request.status === 'accepted') ? (
          <p className="rounded-md bg-teal-50 px-2 py-1.5 text-xs font-medium text-teal-900">You already requested this date · {statusLabel(request.status)}</p>
        ) : asking ? (
          <RequestDateForm posting={posting} onDone={onDone} />
        ) : (
          open && (
            <div className="flex flex-wrap items-center gap-2 pt-1">
              <Button size="sm" variant="outline" onClick={() => onAsk(posting.id)} aria-label={`Request ${date}`}>
                Request this date
              </Button>
              {request && <span className="text-xs text-muted-foreground">Your earlier request was {statusLabel(request.status).toLowerCase()}.</span>}
            </div>
          )
        ))}
    </li>
  );
}
