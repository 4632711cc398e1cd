// Ratings (issue 21): the comments people left each other, newest first, blind ones included so
// abuse can go before it shows. Hide asks for a reason (kept in the audit log); a hidden comment
// disappears from profiles but its stars still count in the average.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EyeOff, Star } from 'lucide-react';
import { useState } from 'react';
import { type AdminRating, type AdminRatingsPage, HIDE_REASON_MAX, hideRatingSchema } from '../../shared/shift-day';
import { clinicMoment } from '../../shared/zoned-time';
import { apiRequest, errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { adminPaths } from '../lib/paths';
import { viewerZone } from '../lib/viewer-zone';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { NewerOlderPager } from '../ui/newer-older-pager';
import { Card } from '../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { FormField, fieldAria } from '../ui/form-field';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/use-toast';
import { endedSession, refreshAdmin, useAdminQuery } from './admin-api';
import { ListEmpty, ListError, ListLoading } from './list-states';

function useHide(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => apiRequest('POST', adminPaths.hideRating(id), { reason }),
    onSuccess: () => {
      toast({ title: 'Comment hidden', description: 'It no longer shows on the profile; its stars still count.' });
      onDone();
    },
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({ title: 'Failed to hide the comment', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => refreshAdmin(queryClient, adminPaths.ratings, adminPaths.audit),
  });
}

export function RatingsTab() {
  const [offset, setOffset] = useState(0);
  const [hiding, setHiding] = useState<AdminRating | null>(null);
  const ratings = useAdminQuery<AdminRatingsPage>(`${adminPaths.ratings}?offset=${offset}`, { keepPrevious: true });
  if (ratings.isLoading) return <ListLoading label="Loading ratings" />;
  if (ratings.isError || !ratings.data) return <ListError what="the ratings" onRetry={() => void ratings.refetch()} />;
  const { ratings: list, total, limit } = ratings.data;
  if (total === 0) return <ListEmpty icon={Star} text="No comments yet" hint="Comments appear here as soon as they are left, before they show on profiles." />;
  return (
    <section aria-label="Rating comments" className="space-y-4">
      <p className="text-sm text-muted-foreground">Newest first, blind ones included. Hidden comments still count in the average.</p>
      <ul aria-label="Comments" className={cn('space-y-2', ratings.isPlaceholderData && 'opacity-60')}>
        {list.map((rating) => (
          <li key={rating.id}>
            <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-1 text-sm">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                  <span className="font-medium text-foreground">
                    {rating.raterName} → {rating.rateeName}
                  </span>
                  <span>
                    {/* On the shift's clinic's clock, as the shift itself reads. */}
                    {rating.stars} / 5 · {clinicMoment(rating.createdAt, rating.zone, viewerZone(), true)}
                  </span>
                  {rating.visibleAt === null && <Badge variant="outline">Blind</Badge>}
                  {rating.hiddenAt !== null && <Badge variant="secondary">Hidden</Badge>}
                </p>
                <p className="whitespace-pre-line break-words text-foreground">{rating.comment}</p>
                {rating.hiddenReason && <p className="text-xs text-slate-600">Hidden: {rating.hiddenReason}</p>}
              </div>
              {rating.hiddenAt === null && (
                <Button size="sm" variant="outline" className="shrink-0" onClick={() => setHiding(rating)}>
                  <EyeOff aria-hidden />
                  Hide
                </Button>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <NewerOlderPager label="Comment pages" offset={offset} limit={limit} total={total} onOffsetChange={setOffset} />
      <HideDialog rating={hiding} onClose={() => setHiding(null)} />
    </section>
  );
}

function HideDialog({ rating, onClose }: { rating: AdminRating | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const hide = useHide(() => {
    setReason('');
    onClose();
  });
  return (
    <Dialog open={rating !== null} onOpenChange={(open) => !open && !hide.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Hide this comment?</DialogTitle>
          <DialogDescription>It disappears from the profile with its response; the stars still count. The reason goes to the audit log.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = hideRatingSchema.safeParse({ reason });
            if (!parsed.success) return setError(parsed.error.issues[0]?.message);
            setError(undefined);
            if (rating) hide.mutate({ id: rating.id, reason: parsed.data.reason });
          }}
        >
          <FormField id="hide-reason" label="Reason" error={error}>
            <Textarea
              id="hide-reason"
              value={reason}
              maxLength={HIDE_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              {...fieldAria('hide-reason', error)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={hide.isPending}>
              Keep
            </Button>
            <Button type="submit" variant="destructive" disabled={hide.isPending}>
              {hide.isPending && <Spinner className="size-4 text-current" label="Working" />}
              Hide comment
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
