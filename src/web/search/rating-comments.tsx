// The visible ratings on a full profile, newest first, ten a page, each with the rated party's
// answer; the rated party (reading its own) answers a comment once. Ratings show only after both
// sides rated or 14 days passed, so an empty list is normal for a new account.
import { MessageSquareQuote, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { RATING_RESPONSE_MAX, type RatingComment, ratingResponseSchema } from '../../shared/shift-day';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { formatShiftDate } from '../lib/shift-format';
import { Button } from '../ui/button';
import { FormField, fieldAria } from '../ui/form-field';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';
import { useRatingComments, useRespondToRating } from './use-rating-comments';

export function RatingComments({ userId }: { userId: number }) {
  const [offset, setOffset] = useState(0);
  const page = useRatingComments(userId, offset);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-border pt-3">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        Ratings
      </h3>
      {page.isLoading ? (
        <div className="flex justify-center py-4">
          <Spinner label="Loading the ratings" />
        </div>
      ) : page.isError || !page.data ? (
        <div className="flex flex-col items-start gap-2 text-sm">
          <p role="alert">The ratings could not be loaded.</p>
          <Button size="sm" variant="outline" onClick={() => void page.refetch()}>
            <RefreshCw aria-hidden />
            Retry
          </Button>
        </div>
      ) : page.data.total === 0 ? (
        <p className="text-sm text-muted-foreground">No ratings to show yet.</p>
      ) : (
        <>
          <ul aria-label="Ratings, newest first" className={cn('space-y-3', page.isPlaceholderData && 'opacity-60')}>
            {page.data.comments.map((comment) => (
              <Comment key={comment.id} comment={comment} userId={userId} />
            ))}
          </ul>
          {page.data.total > page.data.limit && (
            <nav aria-label="Ratings pages" className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
              <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - page.data.limit))}>
                Newer
              </Button>
              <span>
                {offset + 1}–{Math.min(offset + page.data.limit, page.data.total)} of {page.data.total}
              </span>
              <Button size="sm" variant="outline" disabled={offset + page.data.limit >= page.data.total} onClick={() => setOffset(offset + page.data.limit)}>
                Older
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function Stars({ stars }: { stars: number }) {
  return (
    <span className="text-amber-600">
      <span aria-hidden>{'★'.repeat(stars) + '☆'.repeat(5 - stars)}</span>
      <span className="sr-only">{stars} out of 5 stars</span>
    </span>
  );
}

function Comment({ comment, userId }: { comment: RatingComment; userId: number }) {
  return (
    <li className="space-y-1 rounded-lg border border-border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <Stars stars={comment.stars} />
        <span className="font-medium text-foreground">{comment.raterName}</span>
        {/* One run of text, so a phone wraps it between words instead of starting a line with "·". */}
        <span>
          Shift of {formatShiftDate(comment.shiftDate)}
          {comment.wouldWorkAgain && ' · would work together again'}
        </span>
      </p>
      {comment.hidden ? (
        <p className="italic text-muted-foreground">This comment was hidden by a moderator.</p>
      ) : (
        comment.comment && <p className="whitespace-pre-line text-foreground">{comment.comment}</p>
      )}
      {comment.response && (
        <div className="ml-3 border-l-2 border-border pl-3">
          <p className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
            <MessageSquareQuote className="size-3.5" aria-hidden />
            Response
          </p>
          <p className="whitespace-pre-line text-foreground">{comment.response}</p>
        </div>
      )}
      {comment.canRespond && <RespondForm ratingId={comment.id} userId={userId} />}
    </li>
  );
}

/** The rated party's one answer (≤ 500 characters), checked by the same schema as the server. */
function RespondForm({ ratingId, userId }: { ratingId: number; userId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const respond = useRespondToRating(userId);
  const id = `rating-${ratingId}-response`;
  return (
    <form
      className="space-y-2 pt-1"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ratingResponseSchema.safeParse({ response: text });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setError(undefined);
        respond.mutate(
          { ratingId, response: parsed.data.response },
          { onError: (failure) => setError(errorMessage(failure, 'The response could not be sent.')) },
        );
      }}
    >
      <FormField id={id} label="Your response (once)" error={error} hint={`Up to ${RATING_RESPONSE_MAX} characters. It cannot be changed later.`}>
        <Textarea
          id={id}
          value={text}
          maxLength={RATING_RESPONSE_MAX}
          onChange={(event) => setText(event.target.value)}
          className="min-h-16"
          {...fieldAria(id, error)}
        />
      </FormField>
      <Button type="submit" size="sm" disabled={respond.isPending}>
        {respond.isPending && <Spinner className="size-4 text-current" label="Sending" />}
        Post response
      </Button>
    </form>
  );
}
