// The filters in force, as badges above the results.
import { labelOf, PRACTICE_TYPE_LABELS } from '../lib/shift-format';
import { Badge } from '../ui/badge';
import { type BrowseFilters, distanceChoiceLabel } from './browse-filters';

function activeLabels(filters: BrowseFilters, forClinic: boolean): string[] {
  const labels = filters.practiceTypes.map((type) => PRACTICE_TYPE_LABELS[type]);
  if (filters.distance !== 'all') labels.push(distanceChoiceLabel(filters.distance));
  if (forClinic && filters.minExperience > 0) labels.push(`${filters.minExperience}+ years experience`);
  if (forClinic && filters.availability !== 'all') labels.push(labelOf(filters.availability));
  if (filters.favouritesOnly) labels.push('Favourites only');
  return labels;
}

export function ActiveFilterBadges({ filters, forClinic }: { filters: BrowseFilters; forClinic: boolean }) {
  const labels = activeLabels(filters, forClinic);
  if (labels.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-1.5">
      {labels.map((label) => (
        <li key={label}>
          <Badge variant="outline">{label}</Badge>
        </li>
      ))}
    </ul>
  );
}
