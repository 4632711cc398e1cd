// The star on a vet card, a clinic's shifts and the profile dialogs: pressed when the caller has
// favourited that account. It flips at once and flips back, with a toast, if the server refuses.
import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';
import { useSetFavourite } from './use-favourites';

interface StarToggleProps {
  userId: number;
  /** The star as the server last said (the card's isFavourite). */
  favourite: boolean;
  /** Who is starred, for screen readers: "Add Dr. Sam Rivera to favourites". */
  name?: string;
  /** With its words ("Add to favourites") beside the star, not the star alone. */
  withLabel?: boolean;
  className?: string;
}

export function StarToggle({ userId, favourite, name, withLabel = false, className }: StarToggleProps) {
  const [pressed, setPressed] = useState(favourite);
  // A fresh answer from the server (another card, the list refreshed) wins over the local flip.
  useEffect(() => setPressed(favourite), [favourite]);
  const setFavourite = useSetFavourite();
  const label = pressed ? 'Remove from favourites' : 'Add to favourites';

  const toggle = () => {
    const next = !pressed;
    setPressed(next);
    setFavourite.mutate(
      { userId, favourite: next },
      {
        onError: (error) => {
          setPressed(!next);
          toast({
            title: next ? 'Could not add to favourites' : 'Could not remove from favourites',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Button
      type="button"
      variant={withLabel ? 'outline' : 'ghost'}
      size={withLabel ? 'sm' : 'icon'}
      aria-pressed={pressed}
      aria-label={withLabel ? undefined : label}
      title={name ? `${label}: ${name}` : label}
      onClick={toggle}
      className={cn(!withLabel && 'shrink-0', className)}
    >
      <Star aria-hidden className={cn(pressed ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')} />
      {withLabel && label}
    </Button>
  );
}
