// The hamburger menu below md: the header's links (a clinic's Subscription among them) and the
// account's pages in a side sheet, each once.
import { LogOut, Menu, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AuthUser } from '../../shared/auth';
import { cn } from '../lib/cn';
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from '../ui/dialog';
import { BrandLogo } from './brand-logo';
import { CountBadge } from './count-badge';
import { gateFor } from './access-gate';
import { GatedLink } from './gated-link';
import { BADGE_LABELS, headerNavItems } from './nav-items';
import { signOut } from './sign-out';
import { useNavBadges } from './use-nav-badges';

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer';

export function MobileMenu({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState(false);
  const badges = useNavBadges();
  const close = () => setOpen(false);
  // Any gated destination tells whether (and why) the marketplace is locked.
  const gate = gateFor(user, '/browse');

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden cursor-pointer">
        <Menu className="size-6" aria-hidden />
        <span className="sr-only">Open menu</span>
      </DialogTrigger>
      <SheetContent>
        <BrandLogo onClick={close} />
        <div className="rounded-lg bg-muted px-3 py-2">
          <DialogTitle className="truncate text-sm font-semibold">
            {user.firstName} {user.lastName}
          </DialogTitle>
          <DialogDescription className="truncate text-xs">{user.email}</DialogDescription>
        </div>
        {gate.blocked && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800">
            {gate.reason}: {gate.reason === 'Complete profile first' ? 'finish your profile to unlock everything.' : 'subscribe to unlock everything.'}
          </p>
        )}
        <nav aria-label="Main" className="flex flex-col gap-1">
          {headerNavItems(user.userType).map((item) => (
            <GatedLink
              key={item.to}
              to={item.to}
              onNavigate={close}
              tooltip={false}
              className={({ active }) => cn(rowClass, active ? 'bg-secondary text-secondary-foreground' : 'text-slate-700 hover:bg-muted')}
            >
              <item.icon className="size-5" aria-hidden />
              <span className="text-left">{item.label}</span>
              {item.badge && <CountBadge count={badges[item.badge]} label={BADGE_LABELS[item.badge]} />}
            </GatedLink>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-1 border-t border-border pt-3">
          <Link to="/profile" onClick={close} className={cn(rowClass, 'text-slate-700 hover:bg-muted')}>
            <UserRound className="size-5" aria-hidden /> Profile
          </Link>
          <Link to="/account" onClick={close} className={cn(rowClass, 'text-slate-700 hover:bg-muted')}>
            <Settings className="size-5" aria-hidden /> Account settings
          </Link>
          <button type="button" onClick={signOut} className={cn(rowClass, 'text-red-700 hover:bg-red-50')}>
            <LogOut className="size-5" aria-hidden /> Sign out
          </button>
        </div>
      </SheetContent>
    </Dialog>
  );
}
