// Rate the other side of a completed shift: 1–5 stars, whether you would work with them again,
// and an optional comment. Double-blind: the rating shows only once both sides have rated or 14
// days after the hours were approved, so the dialog says so.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { RATING_COMMENT_MAX, type RatingInput, ratingSchema } from '../../shared/shift-day';
import { apiJson, errorMessage } from '../lib/api-client';
import { hoursPaths } from '../lib/paths';
import { refreshBookings } from '../lib/refresh-bookings';
import { FavouriteOffer } from '../favourites/favourite-offer';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/use-toast';

export interface RateTarget {
  shiftId: number;
  /** Whom the caller rates: "Dr. Sam Rivera" or the clinic's name. */
  otherParty: string;
  /** Their account: the step offers to add them to the caller's favourites. */
  otherPartyId: number;
}

function useRateShift(shiftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInput) => apiJson<unknown>('POST', hoursPaths.rating(shiftId), input),
    onSuccess: () => toast({ title: 'Thank you for rating', description: 'It shows once both sides have rated, or after 14 days.' }),
    onError: (error) => toast({ title: errorMessage(error, 'Could not send the rating'), variant: 'destructive' }),
    onSettled: () => refreshBookings(queryClient),
  });
}

function RateForm({ target, onDone }: { target: RateTarget; onDone: () => void }) {
  const [stars, setStars] = useState(0);
  const [again, setAgain] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rate = useRateShift(target.shiftId);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ratingSchema.safeParse({ stars, wouldWorkAgain: again, comment });
        if (!parsed.success) return setError(stars ? 'Say whether you would work together again' : 'Choose from 1 to 5 stars');
        setError(null);
        rate.mutate(parsed.data, { onSuccess: onDone });
      }}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Stars</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={stars === value}
              aria-label={`${value} star${value === 1 ? '' : 's'}`}
              className="rounded-md p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => setStars(value)}
            >
              <Star aria-hidden className={`size-7 ${value <= stars ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`} />
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Would you work with {target.otherParty} again?</legend>
        <div className="flex gap-2">
          {[true, false].map((value) => (
            <Button
              key={String(value)}
              type="button"
              variant={again === value ? 'default' : 'outline'}
              aria-pressed={again === value}
              onClick={() => setAgain(value)}
            >
              {value ? 'Yes' : 'No'}
            </Button>
          ))}
        </div>
      </fieldset>
      <FormField id="rate-comment" label="Comment (optional)" hint={`Up to ${RATING_COMMENT_MAX.toLocaleString('en-US')} characters.`}>
        <Textarea id="rate-comment" rows={3} maxLength={RATING_COMMENT_MAX} value={comment} onChange={(event) => setComment(event.target.value)} />
      </FormField>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={rate.isPending}>
          {rate.isPending && <Spinner className="size-4 text-current" label="Sending" />}
          Send rating
        </Button>
      </div>
    </form>
  );
}

export function RateShiftDialog({ target, onClose }: { target: RateTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rate {target?.otherParty}</DialogTitle>
          <DialogDescription>
            Your rating shows once both sides have rated, or 14 days after the hours were approved. It cannot be changed after that.
          </DialogDescription>
        </DialogHeader>
        {target && <FavouriteOffer userId={target.otherPartyId} name={target.otherParty} />}
        {target && <RateForm key={target.shiftId} target={target} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
