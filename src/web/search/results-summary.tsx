// "{n} shifts found" ("1 shift found") with the filters in force.
import type { SearchPage } from '../../shared/search';
import { formatCount } from '../../shared/search';
import type { BrowseFilters } from './browse-filters';
import { ActiveFilterBadges } from './active-filter-badges';
import { pluralize } from '../lib/plural';

interface ResultsSummaryProps {
  page: SearchPage<unknown> | undefined;
  /** Singular: 'shift', 'veterinarian'. */
  noun: string;
  filters: BrowseFilters;
  forClinic: boolean;
}

export function ResultsSummary({ page, noun, filters, forClinic }: ResultsSummaryProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p aria-live="polite" className="text-sm font-medium text-foreground">
        {page ? `${formatCount(page)} ${pluralize(page.total, noun)} found` : '\u00a0'}
      </p>
      <ActiveFilterBadges filters={filters} forClinic={forClinic} />
    </div>
  );
}
