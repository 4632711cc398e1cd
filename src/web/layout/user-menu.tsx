// The signed-in user's menu: one item per page (profile, account settings, a clinic's
// subscription), and Sign Out.
import { ChevronDown, CreditCard, LogOut, Settings, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AuthUser } from '../../shared/auth';
import { cn } from '../lib/cn';
import { signOut } from '../lib/sign-out';
import { pages } from '../lib/paths';
import { AVATAR_PX, PhotoImage } from '../ui/photo-image';

function initials(user: AuthUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-foreground hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer';

export function UserMenu({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-full p-0.5 pr-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer"
      >
        <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white">
          {user.profileImageUrl ? <PhotoImage url={user.profileImageUrl} shownPx={AVATAR_PX} className="size-9" /> : initials(user)}
        </span>
        <ChevronDown className={cn('size-4 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden />
        <span className="sr-only">Account menu</span>
      </button>
      {open && (
        <div id={menuId} className="absolute right-0 z-50 mt-2 w-60 rounded-xl border border-border bg-card p-1.5 shadow-lg animate-fade-in">
          <div className="border-b border-border px-3 py-2">
            <p className="truncate text-sm font-semibold text-foreground">
              {user.firstName} {user.lastName}
            </p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
          <div className="py-1">
            <Link to={pages.profile} className={itemClass} onClick={() => setOpen(false)}>
              <UserRound className="size-4" aria-hidden /> Profile
            </Link>
            <Link to={pages.account} className={itemClass} onClick={() => setOpen(false)}>
              <Settings className="size-4" aria-hidden /> Account settings
            </Link>
            {user.userType === 'clinic' && (
              <Link to={pages.subscription} className={itemClass} onClick={() => setOpen(false)}>
                <CreditCard className="size-4" aria-hidden /> Subscription
              </Link>
            )}
          </div>
          <div className="border-t border-border pt-1">
            <button type="button" className={cn(itemClass, 'text-red-700')} onClick={signOut}>
              <LogOut className="size-4" aria-hidden /> Sign out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
