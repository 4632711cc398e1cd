// The vet's posted dates with their loading, error and empty states.
import { CalendarPlus } from 'lucide-react';
import type { OwnPosting } from '../../shared/availability';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { PostingCard } from './posting-card';

interface Props {
  postings: OwnPosting[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onPost: () => void;
  onEdit: (posting: OwnPosting) => void;
  onDelete: (posting: OwnPosting) => void;
}

export function PostingList({ postings, loading, failed, onRetry, onPost, onEdit, onDelete }: Props) {
  if (loading) {
    return (
      <div role="status" aria-label="Loading your availability" className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="h-44 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
    );
  }
  if (failed || !postings) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <p className="text-sm text-muted-foreground">Unable to load your availability.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    );
  }
  if (postings.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center">
        <CalendarPlus className="size-10 text-slate-300" aria-hidden />
        <h2 className="font-semibold text-foreground">No Availability Posted</h2>
        <p className="max-w-sm text-sm text-muted-foreground">Post the days you can work and clinics within your travel radius will hear about them.</p>
        <Button className="mt-2" onClick={onPost}>
          Post Your Availability
        </Button>
      </Card>
    );
  }
  const sorted = [...postings].sort((a, b) => a.availableDate.localeCompare(b.availableDate) || a.startTime.localeCompare(b.startTime));
  return (
    <ul aria-label="Posted availability" className="grid gap-4 sm:grid-cols-2">
      {sorted.map((posting) => (
        <li key={posting.id} className="flex">
          <PostingCard posting={posting} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
