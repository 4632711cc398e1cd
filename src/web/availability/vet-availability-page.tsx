// /vet-availability (spec 2 §2): a relief vet posts the days it can work; clinics nearby hear of
// them and ask for a date. Others see that the page is for relief veterinarians only.
import { ArrowLeft, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OwnPosting } from '../../shared/availability';
import { PageHeader } from '../ui/page-header';
import { useAuth } from '../lib/auth-provider';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { AvailabilitySummaryCard } from './availability-summary-card';
import { DeletePostingDialog } from './delete-posting-dialog';
import { lazyWhenShown } from '../lib/lazy-page';
import { PostingList } from './posting-list';
import { useOwnPostings } from './use-own-postings';

// Their form code loads when first opened, not with the page.
const PostAvailabilityDialog = lazyWhenShown(
  () => import('./post-availability-dialog').then((module) => module.PostAvailabilityDialog),
  (props) => props.open,
);
const EditAvailabilityDialog = lazyWhenShown(
  () => import('./edit-availability-dialog').then((module) => module.EditAvailabilityDialog),
  (props) => props.posting !== null,
);

export function VetAvailabilityPage() {
  const { user } = useAuth();
  const vet = user?.userType === 'relief_vet';
  const postings = useOwnPostings(vet);
  const [posting, setPosting] = useState(false);
  const [editing, setEditing] = useState<OwnPosting | null>(null);
  const [deleting, setDeleting] = useState<OwnPosting | null>(null);

  return (
    <>
      <Link to="/" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        Back to Dashboard
      </Link>
      {!vet ? (
        <Card className="p-8 text-center">
          <h1 className="text-xl font-semibold text-foreground">Post Availability</h1>
          <p className="mt-2 text-sm text-muted-foreground">This feature is only available for relief veterinarians.</p>
        </Card>
      ) : (
        <>
          <PageHeader
            title="My Availability"
            description="Post the days you can work. Clinics within your travel radius are told and can ask to book you."
            actions={
              <Button onClick={() => setPosting(true)}>
                <CalendarPlus aria-hidden />
                Post Availability
              </Button>
            }
          />
          <div className="grid gap-6 lg:grid-cols-3">
            <aside aria-label="Overview" className="space-y-6 lg:col-start-3 lg:row-start-1">
              <AvailabilitySummaryCard postings={postings.data ?? []} loading={postings.isLoading} />
            </aside>
            <section aria-label="Your posted dates" className="min-w-0 lg:col-span-2 lg:row-start-1">
              <PostingList
                postings={postings.data}
                loading={postings.isLoading}
                failed={postings.isError}
                onRetry={() => void postings.refetch()}
                onPost={() => setPosting(true)}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            </section>
          </div>
          <PostAvailabilityDialog open={posting} onOpenChange={setPosting} />
          <EditAvailabilityDialog posting={editing} onClose={() => setEditing(null)} />
          <DeletePostingDialog posting={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </>
  );
}
