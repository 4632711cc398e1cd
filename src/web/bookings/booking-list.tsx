// One tab's list on /bookings, with its loading, error and empty states, and older history on demand.
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BookingRequest } from '../../shared/bookings';
import { AvailabilityRequestCard } from '../availability/availability-request-card';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { TabsContent } from '../ui/tabs';
import type { BookingItem, BookingTab } from './booking-tabs';
import { RequestCard } from './request-card';
import { SummaryCard } from './summary-card';

interface Props {
  tab: BookingTab;
  items: BookingItem[];
  viewer: 'clinic' | 'relief_vet';
  now: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onOpenSummary: (id: number) => void;
  onCancel: (request: BookingRequest) => void;
}

const HEADINGS: Record<BookingTab, string> = {
  all: 'All applications and bookings',
  pending: 'Pending',
  accepted: 'Accepted bookings',
  declined: 'Declined',
};

const EMPTY: Record<BookingTab, string> = {
  all: 'Nothing here yet',
  pending: 'Nothing pending',
  accepted: 'No accepted bookings yet',
  declined: 'Nothing declined',
};

export function BookingList({ tab, items, viewer, now, loading, failed, onRetry, hasOlder, loadingOlder, onLoadOlder, onOpenSummary, onCancel }: Props) {
  return (
    <TabsContent value={tab} className="space-y-3">
      {/* The cards' titles are h3s: this keeps the page's heading order (h1 → h2 → h3). */}
      <h2 className="sr-only">{HEADINGS[tab]}</h2>
      {loading ? (
        <div role="status" aria-label="Loading bookings" className="space-y-3">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="h-44 animate-pulse rounded-xl bg-muted" />
          ))}
        </div>
      ) : failed ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="text-sm text-muted-foreground">Unable to load your bookings.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <ClipboardList className="size-10 text-slate-300" aria-hidden />
          <p className="font-medium text-foreground">{EMPTY[tab]}</p>
          <p className="text-sm text-muted-foreground">
            {viewer === 'clinic' ? (
              "Applications to your shifts, the summaries you send and your requests for vets' posted dates appear here."
            ) : (
              <>
                Find shifts on{' '}
                <Link to="/browse" className="font-medium text-primary underline-offset-4 hover:underline">
                  Browse
                </Link>{' '}
                and apply: your applications appear here.
              </>
            )}
          </p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label={`${tab} bookings`}>
          {items.map((item) => (
            <li key={item.kind === 'summary' ? `s${item.summary.id}` : `${item.kind[0]}${item.request.id}`}>
              {item.kind === 'request' ? (
                <RequestCard request={item.request} viewer={viewer} now={now} onCancel={onCancel} />
              ) : item.kind === 'availability' ? (
                <AvailabilityRequestCard request={item.request} viewer={viewer} />
              ) : (
                <SummaryCard summary={item.summary} viewer={viewer} now={now} onOpen={onOpenSummary} />
              )}
            </li>
          ))}
        </ul>
      )}
      {!loading && !failed && hasOlder && (
        <div className="flex justify-center">
          <Button variant="ghost" size="sm" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? 'Loading…' : 'Show older history'}
          </Button>
        </div>
      )}
    </TabsContent>
  );
}
