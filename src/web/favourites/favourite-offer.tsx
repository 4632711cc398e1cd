// The rating step's offer after approved hours: "Add to favourites" for the other side of the
// shift, its state read from the caller's own list (the rating's target carries no star).
import { StarToggle } from './star-toggle';
import { useFavourites } from './use-favourites';

export function FavouriteOffer({ userId, name }: { userId: number; name: string }) {
  const list = useFavourites();
  if (!list.data) return null;
  const favourite = list.data.some((entry) => entry.userId === userId);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2">
      <p className="text-sm text-foreground">{favourite ? `${name} is in your favourites.` : `Worked well? Keep ${name} in your favourites.`}</p>
      <StarToggle userId={userId} favourite={favourite} name={name} withLabel />
    </div>
  );
}
