// /bookings (spec 2 §2, issue 11): 'Booking Management' for clinics, 'My Applications' for vets.
// Tabs All / Pending / Accepted / Declined over applications, booking summaries and clinics'
// requests for a vet's posted dates (issue 12), with the side cards: counts, My Posted Shifts
// (clinics), Quick Actions and the summaries list; above them the To do strip after shifts (issue 21).
import { useCallback, useState } from 'react';
import type { BookingRequest } from '../../shared/bookings';
import { useAvailabilityRequests } from '../availability/use-availability-requests';
import { PostedShiftsCard } from '../dashboard/posted-shifts-card';
import { ToDoStrip } from '../hours/to-do-strip';
import { PageHeader } from '../ui/page-header';
import { useAuth } from '../lib/auth-provider';
import { useClinicShifts } from '../shifts/use-clinic-shifts';
import { Tabs, TabsList, TabsTrigger } from '../ui/tabs';
import { BookingList } from './booking-list';
import { BOOKING_TABS, type BookingTab, itemsOf, TAB_LABELS, tabCounts } from './booking-tabs';
import { QuickActionsCard } from './quick-actions-card';
import { SummariesSideCard } from './summaries-side-card';
import { SummaryCountsCard } from './summary-counts-card';
import { useBookingRequests } from './use-booking-requests';
import { useSummaries } from './use-summaries';
import { useSummaryLink } from './use-summary-link';
import { lazyWhenShown } from '../lib/lazy-page';
import { useShiftDayRefresh } from '../lib/use-shift-day-refresh';
import { useOfflineFallback } from '../lib/use-offline-fallback';

// Dialogs load their code (forms, zod, Radix) when first opened, not with the page.
const CancelBookingDialog = lazyWhenShown(
  () => import('./cancel-booking-dialog').then((module) => module.CancelBookingDialog),
  (props) => props.request !== null,
);
const SummaryDialog = lazyWhenShown(
  () => import('./summary-dialog').then((module) => module.SummaryDialog),
  (props) => props.summaryId !== null,
);

export function BookingsPage() {
  const { user } = useAuth();
  const [tab, setTab] = useState<BookingTab>('all');
  const [openSummary, setOpenSummary] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<BookingRequest | null>(null);
  const requests = useBookingRequests();
  const summaries = useSummaries();
  const availability = useAvailabilityRequests();
  const postedShifts = useClinicShifts(user?.userType === 'clinic');
  // The shift day kept for offline reading follows the list the vet sees.
  useShiftDayRefresh(user?.userType === 'relief_vet', requests.dataUpdatedAt);
  useOfflineFallback(requests.data === undefined);
  useSummaryLink(
    useCallback(() => setTab('pending'), []),
    useCallback((id: number) => setOpenSummary(id), []),
  );
  if (!user) return null;

  const viewer = user.userType;
  const clinic = viewer === 'clinic';
  const now = Date.now();
  const summaryList = summaries.data ?? [];
  const counts = tabCounts(requests.requests, summaryList, now, availability.requests);
  const loading = requests.isLoading || summaries.isLoading || availability.isLoading;
  // The side cards appear once every list they show has loaded: on a phone they sit below the
  // list, and a list filling in above them would push them down (a layout shift).
  const sideReady = !loading && !(clinic && postedShifts.isLoading);

  return (
    <>
      <PageHeader
        title={clinic ? 'Booking Management' : 'My Applications'}
        description={
          clinic
            ? 'Review applications to your shifts and the booking summaries you sent.'
            : "Your applications, bookings, booking summaries and clinics' requests for your posted dates."
        }
      />
      <ToDoStrip viewer={viewer} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Tabs value={tab} onValueChange={(value) => setTab(value as BookingTab)}>
            <TabsList className="grid w-full grid-cols-4 text-slate-600 sm:inline-flex sm:w-auto">
              {BOOKING_TABS.map((value) => (
                <TabsTrigger key={value} value={value} className="px-2 sm:px-3">
                  {TAB_LABELS[value]}
                  {/* Room for the count is kept while loading, so the tabs do not move when it arrives. */}
                  <span className="ml-1 hidden min-w-[3ch] text-xs tabular-nums sm:inline-block">{loading ? '' : `(${counts[value]})`}</span>
                </TabsTrigger>
              ))}
            </TabsList>
            <BookingList
              tab={tab}
              items={itemsOf(tab, requests.requests, summaryList, now, availability.requests)}
              viewer={viewer}
              now={now}
              loading={loading}
              failed={requests.isError || summaries.isError || availability.isError}
              onRetry={() => void Promise.all([requests.refetch(), summaries.refetch(), availability.refetch()])}
              hasOlder={requests.hasNextPage || availability.hasNextPage}
              loadingOlder={requests.isFetchingNextPage || availability.isFetchingNextPage}
              onLoadOlder={() => {
                if (requests.hasNextPage) void requests.fetchNextPage();
                if (availability.hasNextPage) void availability.fetchNextPage();
              }}
              onOpenSummary={setOpenSummary}
              onCancel={setCancelling}
            />
          </Tabs>
        </div>
        {sideReady && (
          <aside aria-label="Overview" className="space-y-6">
            <SummaryCountsCard counts={counts} />
            <SummariesSideCard summaries={summaryList} viewer={viewer} now={now} failed={summaries.isError} onOpen={setOpenSummary} />
            {clinic && <PostedShiftsCard enabled title="My Posted Shifts" />}
            <QuickActionsCard viewer={viewer} />
          </aside>
        )}
      </div>
      <SummaryDialog summaryId={openSummary} viewer={viewer} onClose={() => setOpenSummary(null)} />
      <CancelBookingDialog request={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
