// An accepted booking's card after the shift: where its hours stand and the action in place
// (submit, review, see the hours; rate once approved), opening the same dialogs as the To do strip.
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import type { BookingRequest } from '../../shared/bookings';
import { afterShiftStage } from '../../shared/shift-day-rules';
import type { RateTarget } from '../ratings/RateShiftDialog';
import { Button } from '../ui/button';
import { vetName } from '../ui/vet-avatar';
import { afterShiftText } from './after-shift-text';
import { lazyWhenShown } from '../lib/lazy-page';

// Dialogs load their code (forms, zod, Radix) when first opened, not with the page.
const RateShiftDialog = lazyWhenShown(
  () => import('../ratings/RateShiftDialog').then((module) => module.RateShiftDialog),
  (props) => props.target !== null,
);
const HoursDialog = lazyWhenShown(
  () => import('./hours-dialog').then((module) => module.HoursDialog),
  (props) => props.shiftId !== null,
);

interface Props {
  request: BookingRequest;
  viewer: 'clinic' | 'relief_vet';
  now: number;
}

export function AfterShiftLine({ request, viewer, now }: Props) {
  const [hoursOpen, setHoursOpen] = useState(false);
  const [rating, setRating] = useState<RateTarget | null>(null);
  if (!request.afterShift) return null;
  const otherParty = viewer === 'clinic' ? (request.vet ? vetName(request.vet) : 'the vet') : (request.clinic?.clinicName ?? 'the clinic');
  const line = afterShiftText(afterShiftStage(request.afterShift, now), viewer, otherParty);
  if (!line) return null;
  const { action } = line;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2" data-testid="after-shift">
      <p className="flex items-center gap-1.5 text-sm font-medium text-foreground">
        <ClipboardCheck className="size-4 text-primary" aria-hidden />
        {line.text}
      </p>
      {action && (
        <Button
          size="sm"
          variant={action.primary ? 'default' : 'outline'}
          onClick={() =>
            action.kind === 'rate'
              ? setRating({ shiftId: request.shiftId, otherParty, otherPartyId: viewer === 'clinic' ? request.vetId : request.clinicId })
              : setHoursOpen(true)
          }
        >
          {action.label}
        </Button>
      )}
      <HoursDialog shiftId={hoursOpen ? request.shiftId : null} viewer={viewer} onClose={() => setHoursOpen(false)} />
      <RateShiftDialog target={rating} onClose={() => setRating(null)} />
    </div>
  );
}
