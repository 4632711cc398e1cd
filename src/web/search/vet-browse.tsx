// /browse for clinics: relief veterinarians near the clinic (spec 2 §2).
import { useMemo, useState } from 'react';
import type { VetSearchResult } from '../../shared/search';
import { useAuth } from '../lib/auth-provider';
import { browsePaths } from '../lib/paths';
import { initialFilters, NATIONWIDE, profileRadius, radiusOf, vetSearchParams, type BrowseFilters } from './browse-filters';
import { BrowseFiltersCard } from './browse-filters-card';
import { ResultsSummary } from './results-summary';
import { LoadMore, NoResults, ResultsSkeleton, SearchError } from './search-feedback';
import { useLoggedOutRedirect } from './use-logged-out-redirect';
import { usePagedSearch } from './use-paged-search';
import { VetCard } from './vet-card';
import { lazyWhenShown } from '../lib/lazy-page';

// Dialogs load their code (forms, zod, Radix) when first opened, not with the page.
const VetProfileDialog = lazyWhenShown(
  () => import('./vet-profile-dialog').then((module) => module.VetProfileDialog),
  (props) => props.vet !== null,
);
const VetAvailabilityDialog = lazyWhenShown(
  () => import('./vet-availability-dialog').then((module) => module.VetAvailabilityDialog),
  (props) => props.vet !== null,
);

export function VetBrowse() {
  const ownRadius = profileRadius(useAuth().user?.profile);
  const [filters, setFilters] = useState<BrowseFilters>(() => initialFilters(ownRadius));
  const search = usePagedSearch<VetSearchResult>(browsePaths.nearbyVets, (offset) => vetSearchParams(filters, offset));
  const [profile, setProfile] = useState<VetSearchResult | null>(null);
  const [dates, setDates] = useState<VetSearchResult | null>(null);
  useLoggedOutRedirect(search.error);

  const radius = radiusOf(filters.distance);
  // The server filters too; this keeps the list right while pages of older filters linger.
  const vets = useMemo(
    () => (search.data?.pages ?? []).flatMap((page) => page.results).filter((vet) => vet.distance <= radius && vet.yearsExperience >= filters.minExperience),
    [search.data, radius, filters.minExperience],
  );

  return (
    <div className="space-y-5">
      <BrowseFiltersCard
        forClinic
        filters={filters}
        radius={ownRadius}
        onChange={setFilters}
        onSearch={() => void search.refetch()}
        searching={search.isFetching && !search.isFetchingNextPage}
      />
      <ResultsSummary
        page={search.data?.pages[0]}
        noun="veterinarian"
        filters={filters}
        onNationwide={() => setFilters({ ...filters, distance: NATIONWIDE })}
        forClinic
      />
      {search.isPending ? (
        <ResultsSkeleton />
      ) : search.isError ? (
        <SearchError error={search.error} onRetry={() => void search.refetch()} />
      ) : vets.length === 0 ? (
        <NoResults
          title="No veterinarians found"
          hint={
            filters.favouritesOnly
              ? 'None of your favourite vets matches. Star a vet on its card to add it to your relief team.'
              : 'Try a larger distance, fewer practice types or a lower minimum experience.'
          }
        />
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {vets.map((vet) => (
              <VetCard key={vet.id} vet={vet} onViewProfile={setProfile} onViewDates={setDates} />
            ))}
          </div>
          {search.hasNextPage && <LoadMore onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage} />}
        </div>
      )}
      <VetProfileDialog vet={profile} onClose={() => setProfile(null)} />
      <VetAvailabilityDialog vet={dates} onClose={() => setDates(null)} />
    </div>
  );
}
