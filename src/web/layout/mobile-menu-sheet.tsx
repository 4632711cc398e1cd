// The hamburger menu's side sheet (below md): the header's links (a clinic's Subscription among
// them), Help and the account's pages, each once. Loaded when first opened (mobile-menu.tsx), so
// no page's first paint carries the dialog's code.
import { LifeBuoy, LogOut, Settings, UserRound } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { AuthUser } from '../../shared/auth';
import { useHelpChat } from '../help/help-chat-state';
import { cn } from '../lib/cn';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../ui/dialog';
import { BrandLogo } from '../ui/brand-logo';
import { CountBadge } from '../ui/count-badge';
import { gateFor } from '../lib/access-gate';
import { GatedLink } from './gated-link';
import { BADGE_LABELS, headerNavItems } from './nav-items';
import { signOut } from '../lib/sign-out';
import { useNavBadges } from './use-nav-badges';
import { pages } from '../lib/paths';

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer';

export interface MobileMenuSheetProps {
  user: AuthUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which takes the focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

export function MobileMenuSheet({ user, open, onOpenChange: setOpen, trigger }: MobileMenuSheetProps) {
  const badges = useNavBadges();
  const help = useHelpChat();
  // Help opens once the sheet has closed and handed focus back to its button, so the chat's
  // question field keeps the focus and closing the chat returns it to the menu button.
  const helpNext = useRef(false);
  const close = () => setOpen(false);
  // Any gated destination tells whether (and why) the marketplace is locked.
  const gate = gateFor(user, pages.browse);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          // The button is not the dialog's own trigger (it lives outside this lazily loaded part).
          event.preventDefault();
          trigger.current?.focus();
          if (!helpNext.current) return;
          helpNext.current = false;
          window.setTimeout(help.show);
        }}
      >
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
          <button
            type="button"
            onClick={() => {
              helpNext.current = true;
              close();
            }}
            className={cn(rowClass, 'text-slate-700 hover:bg-muted')}
          >
            <LifeBuoy className="size-5" aria-hidden /> Help
          </button>
          <Link to={pages.profile} onClick={close} className={cn(rowClass, 'text-slate-700 hover:bg-muted')}>
            <UserRound className="size-5" aria-hidden /> Profile
          </Link>
          <Link to={pages.account} onClick={close} className={cn(rowClass, 'text-slate-700 hover:bg-muted')}>
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
