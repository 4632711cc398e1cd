// The filter panel (spec 2 §2): practice types, distance, and for clinics experience and
// availability; sort; Search (re-runs the search) and Clear Filters.
import { RotateCcw, Search } from 'lucide-react';
import { AVAILABILITY_STATUSES } from '../../shared/search-limits';
import { PracticeTypeCheckboxes } from '../ui/practice-type-checkboxes';
import { labelOf } from '../lib/shift-format';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { CheckboxField } from '../ui/checkbox-field';
import { Spinner } from '../ui/spinner';
import { distanceChoices, EXPERIENCE_OPTIONS, initialFilters, sortChoices, type AvailabilityChoice, type BrowseFilters } from './browse-filters';
import { FilterSelect } from './filter-select';

interface BrowseFiltersCardProps {
  forClinic: boolean;
  filters: BrowseFilters;
  /** The profile's radius: among the distances, and what Clear Filters returns to. */
  radius: number | undefined;
  onChange: (filters: BrowseFilters) => void;
  onSearch: () => void;
  searching: boolean;
}

const EXPERIENCE_CHOICES = EXPERIENCE_OPTIONS.map((years) => ({ value: String(years), label: years === 0 ? 'Any experience' : `${years}+ years` }));
const AVAILABILITY_CHOICES: { value: AvailabilityChoice; label: string }[] = [
  { value: 'all', label: 'Any availability' },
  ...AVAILABILITY_STATUSES.map((status) => ({ value: status, label: labelOf(status) })),
];

export function BrowseFiltersCard({ forClinic, filters, radius, onChange, onSearch, searching }: BrowseFiltersCardProps) {
  const set = (change: Partial<BrowseFilters>) => onChange({ ...filters, ...change });
  return (
    <Card>
      <CardContent className="space-y-4 p-4 sm:p-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-foreground">Practice Type</legend>
          <PracticeTypeCheckboxes
            idPrefix="filter-practice"
            value={filters.practiceTypes}
            onChange={(practiceTypes) => set({ practiceTypes })}
            className="grid grid-cols-2 gap-2 lg:grid-cols-4"
          />
        </fieldset>
        <div className={forClinic ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-3 sm:grid-cols-2'}>
          <FilterSelect
            id="filter-distance"
            label="Distance"
            value={filters.distance}
            options={distanceChoices(radius)}
            onChange={(distance) => set({ distance })}
          />
          {forClinic && (
            <>
              <FilterSelect
                id="filter-experience"
                label="Minimum Experience"
                value={String(filters.minExperience)}
                options={EXPERIENCE_CHOICES}
                onChange={(years) => set({ minExperience: Number(years) })}
              />
              <FilterSelect
                id="filter-availability"
                label="Availability"
                value={filters.availability}
                options={AVAILABILITY_CHOICES}
                onChange={(availability) => set({ availability })}
              />
            </>
          )}
          <FilterSelect id="filter-sort" label="Sort By" value={filters.sort} options={sortChoices(forClinic)} onChange={(sort) => set({ sort })} />
        </div>
        <CheckboxField
          id="filter-favourites"
          label="Favourites only"
          description={forClinic ? 'Only the vets you starred' : 'Only shifts of the clinics you starred'}
          checked={filters.favouritesOnly}
          onChange={(event) => set({ favouritesOnly: event.target.checked })}
          className="sm:max-w-sm"
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={onSearch} disabled={searching} className="sm:min-w-32">
            {searching ? <Spinner className="size-4 text-current" label="Searching" /> : <Search aria-hidden />}
            {searching ? 'Searching...' : 'Search'}
          </Button>
          <Button variant="outline" onClick={() => onChange(initialFilters(radius))}>
            <RotateCcw aria-hidden />
            Clear Filters
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
