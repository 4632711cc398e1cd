// "{n} shifts found" ("1 shift found") with the filters in force.
import type { SearchPage } from '../../shared/search';
import { formatCount } from '../../shared/search-limits';
import { Globe } from 'lucide-react';
import { NATIONWIDE_RADIUS } from '../../shared/geo';
import { Button } from '../ui/button';
import { type BrowseFilters, radiusOf } from './browse-filters';
import { ActiveFilterBadges } from './active-filter-badges';
import { pluralize } from '../lib/plural';

interface ResultsSummaryProps {
  page: SearchPage<unknown> | undefined;
  /** Singular: 'shift', 'veterinarian'. */
  noun: string;
  filters: BrowseFilters;
  /** Widens the search to every distance: one click from the profile-radius default. */
  onNationwide: () => void;
  forClinic: boolean;
}

export function ResultsSummary({ page, noun, filters, onNationwide, forClinic }: ResultsSummaryProps) {
  const nationwide = radiusOf(filters.distance) >= NATIONWIDE_RADIUS;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p aria-live="polite" className="text-sm font-medium text-foreground">
          {page ? `${formatCount(page)} ${pluralize(page.total, noun)} found` : '\u00a0'}
        </p>
        {!nationwide && (
          <Button variant="link" size="sm" className="h-auto p-0" onClick={onNationwide}>
            <Globe aria-hidden />
            Search nationwide
          </Button>
        )}
      </div>
      <ActiveFilterBadges filters={filters} forClinic={forClinic} />
    </div>
  );
}
