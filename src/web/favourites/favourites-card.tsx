// The dashboards' favourites: **My relief team** for a clinic (its starred vets, with the shifts
// worked together and the last one's date) and **Favourite clinics** for a vet. Newest star first;
// each row's star removes it.
import { Building2, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Favourite } from '../../shared/trusted-network';
import { pages } from '../lib/paths';
import { formatShortDate } from '../lib/shift-format';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { AVATAR_PX, PhotoImage } from '../ui/photo-image';
import { StarToggle } from './star-toggle';
import { useFavourites } from './use-favourites';

const TEXT = {
  clinic: { title: 'My relief team', list: 'Relief team', empty: 'Star a vet to build your relief team', browse: 'Find relief vets' },
  relief_vet: { title: 'Favourite clinics', list: 'Favourite clinics', empty: 'Star a clinic on its shifts to keep it here', browse: 'Browse shifts' },
} as const;

/** "3 shifts together · last Dec 10" or "No shifts together yet". */
export function togetherText(favourite: Pick<Favourite, 'shiftsTogether' | 'lastShiftDate'>): string {
  if (favourite.shiftsTogether === 0 || !favourite.lastShiftDate) return 'No shifts together yet';
  const shifts = favourite.shiftsTogether === 1 ? '1 shift' : `${favourite.shiftsTogether} shifts`;
  return `${shifts} together · last ${formatShortDate(favourite.lastShiftDate)}`;
}

function Avatar({ favourite }: { favourite: Favourite }) {
  if (favourite.profileImageUrl) return <PhotoImage url={favourite.profileImageUrl} shownPx={AVATAR_PX} className="size-10" />;
  const Icon = favourite.role === 'clinic' ? Building2 : UserRound;
  return (
    <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
      <Icon className="size-5" />
    </span>
  );
}

export function FavouritesCard({ side }: { side: 'clinic' | 'relief_vet' }) {
  const list = useFavourites();
  const text = TEXT[side];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-x-4 gap-y-1 pb-3">
        <CardTitle className="whitespace-nowrap text-lg">{text.title}</CardTitle>
        <Link to={pages.browse} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {text.browse}
        </Link>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div role="status" aria-label={`Loading ${text.list.toLowerCase()}`} className="h-16 animate-pulse rounded-lg bg-muted" />
        ) : list.isError ? (
          <p className="text-sm text-muted-foreground">Unable to load your favourites.</p>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.empty}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={text.list}>
            {list.data.map((favourite) => (
              <li key={favourite.userId} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                <Avatar favourite={favourite} />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-semibold text-foreground">{favourite.name}</p>
                  <p className="text-muted-foreground">
                    {[favourite.city && favourite.state ? `${favourite.city}, ${favourite.state}` : null, togetherText(favourite)].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <StarToggle userId={favourite.userId} favourite name={favourite.name} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
