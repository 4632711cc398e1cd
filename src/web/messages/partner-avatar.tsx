// A conversation partner's photo, or initials on a tint of their kind.
import type { MessageUser } from '../../shared/messages';
import { cn } from '../lib/cn';
import { AVATAR_PX, PhotoImage } from '../ui/photo-image';
import { initials } from './message-format';

export function PartnerAvatar({ user, className }: { user: MessageUser; className?: string }) {
  const classes = cn('size-10 shrink-0 rounded-full object-cover', className);
  if (user.profileImageUrl) return <PhotoImage url={user.profileImageUrl} shownPx={AVATAR_PX} className={classes} />;
  return (
    <span
      aria-hidden
      className={cn(
        classes,
        'flex items-center justify-center text-sm font-semibold',
        user.userType === 'clinic' ? 'bg-teal-100 text-teal-800' : 'bg-secondary text-secondary-foreground',
      )}
    >
      {initials(user)}
    </span>
  );
}
