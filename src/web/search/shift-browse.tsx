// /browse for relief vets: shifts near them, grouped by clinic (spec 2 §2).
import { useMemo, useState } from 'react';
import { useAuth } from '../lib/auth-provider';
import { browsePaths } from '../lib/paths';
import { initialFilters, NATIONWIDE, profileRadius, radiusOf, shiftSearchParams, type BrowseFilters } from './browse-filters';
import { BrowseFiltersCard } from './browse-filters-card';
import { ClinicShiftGroup } from './clinic-shift-group';
import { groupShiftsByClinic, type ClinicGroup, type FoundShift } from './group-shifts';
import { ResultsSummary } from './results-summary';
import { LoadMore, NoResults, ResultsSkeleton, SearchError } from './search-feedback';
import { useLoggedOutRedirect } from './use-logged-out-redirect';
import { usePagedSearch } from './use-paged-search';
import { lazyWhenShown } from '../lib/lazy-page';

// Dialogs load their code (forms, zod, Radix) when first opened, not with the page.
const ApplyShiftDialog = lazyWhenShown(
  () => import('./apply-shift-dialog').then((module) => module.ApplyShiftDialog),
  (props) => props.shift !== null,
);
const BookNowDialog = lazyWhenShown(
  () => import('./book-now-dialog').then((module) => module.BookNowDialog),
  (props) => props.shift !== null,
);
const ClinicDetailsDialog = lazyWhenShown(
  () => import('./clinic-details-dialog').then((module) => module.ClinicDetailsDialog),
  (props) => props.clinic !== null,
);

export function ShiftBrowse() {
  const ownRadius = profileRadius(useAuth().user?.profile);
  const [filters, setFilters] = useState<BrowseFilters>(() => initialFilters(ownRadius));
  const search = usePagedSearch<FoundShift>(browsePaths.searchShifts, (offset) => shiftSearchParams(filters, offset));
  const [applying, setApplying] = useState<FoundShift | null>(null);
  const [booking, setBooking] = useState<FoundShift | null>(null);
  // Shifts booked here with Book now: search lists open shifts only, so they stay on the page, as Booked.
  const [booked, setBooked] = useState<FoundShift[]>([]);
  const [viewing, setViewing] = useState<ClinicGroup | null>(null);
  useLoggedOutRedirect(search.error);

  const radius = radiusOf(filters.distance);
  const groups = useMemo(() => {
    const bookedIds = new Set(booked.map((shift) => shift.id));
    const found = (search.data?.pages ?? []).flatMap((page) => page.results).filter((shift) => !bookedIds.has(shift.id));
    return groupShiftsByClinic(
      [...found, ...booked].filter((shift) => shift.distance <= radius),
      filters.sort,
    );
  }, [search.data, booked, radius, filters.sort]);

  return (
    <div className="space-y-5">
      <BrowseFiltersCard
        forClinic={false}
        filters={filters}
        radius={ownRadius}
        onChange={setFilters}
        onSearch={() => void search.refetch()}
        searching={search.isFetching && !search.isFetchingNextPage}
      />
      <ResultsSummary
        page={search.data?.pages[0]}
        noun="shift"
        filters={filters}
        onNationwide={() => setFilters({ ...filters, distance: NATIONWIDE })}
        forClinic={false}
      />
      {search.isPending ? (
        <ResultsSkeleton />
      ) : search.isError ? (
        <SearchError error={search.error} onRetry={() => void search.refetch()} />
      ) : groups.length === 0 ? (
        <NoResults
          title="No shifts available"
          hint={
            filters.favouritesOnly
              ? 'None of your favourite clinics has an open shift here. Star a clinic on its shifts to add it.'
              : 'Try a larger distance or fewer practice types, or check back soon: clinics post new shifts every day.'
          }
        />
      ) : (
        <div className="space-y-4">
          {groups.map((group) => (
            <ClinicShiftGroup key={group.clinicId} group={group} onApply={setApplying} onBookNow={setBooking} onViewClinic={setViewing} />
          ))}
          {search.hasNextPage && <LoadMore onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage} />}
        </div>
      )}
      <ApplyShiftDialog shift={applying} onClose={() => setApplying(null)} />
      <BookNowDialog
        shift={booking}
        onClose={() => setBooking(null)}
        onBooked={(shift) => setBooked((shifts) => [...shifts, { ...shift, status: 'booked', canBookNow: false }])}
      />
      <ClinicDetailsDialog
        clinic={viewing?.shifts[0]?.clinic ?? null}
        distance={viewing?.nearest ?? 0}
        bookable={viewing?.shifts.filter((shift) => shift.canBookNow).length ?? 0}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
