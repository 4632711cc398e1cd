// A vet's photo, or their initials when there is none.
import { cn } from '../lib/cn';
import { AVATAR_PX, PhotoImage } from './photo-image';

export function VetAvatar({ vet, className }: { vet: { firstName: string; lastName: string; profileImageUrl: string | null }; className?: string }) {
  const classes = cn('size-14 shrink-0 rounded-full object-cover', className);
  if (vet.profileImageUrl) return <PhotoImage url={vet.profileImageUrl} shownPx={AVATAR_PX} className={classes} />;
  return (
    <span aria-hidden className={cn(classes, 'flex items-center justify-center bg-secondary text-lg font-semibold text-secondary-foreground')}>
      {vet.firstName.charAt(0)}
      {vet.lastName.charAt(0)}
    </span>
  );
}

export function vetName(vet: { firstName: string; lastName: string }): string {
  return `Dr. ${vet.firstName} ${vet.lastName}`;
}
