// The bottom bar below md (spec 2 §2): six slots, the centre one to post or find shifts.
import { useAuth } from '../lib/auth-provider';
import { cn } from '../lib/cn';
import { CountBadge } from '../ui/count-badge';
import { GatedLink } from './gated-link';
import { BADGE_LABELS, bottomBarItems } from './nav-items';
import { useNavBadges } from './use-nav-badges';

const POST_SHIFT_LINK = '/dashboard?post=1';

export function MobileBottomBar() {
  const { user } = useAuth();
  const badges = useNavBadges();
  if (!user) return null;
  const items = bottomBarItems(user.userType);
  return (
    <nav
      aria-label="Quick"
      data-bottom-bar
      className="print:hidden fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-6">
        {items.map((item, index) => {
          const centre = index === 3;
          // The clinic's Post slot opens the Post New Shift dialog on the dashboard.
          const to = centre && user.userType === 'clinic' ? POST_SHIFT_LINK : item.to;
          // A vet's Find (centre) and Browse both go to /browse: only the centre lights up there.
          const sameAsCentre = !centre && item.to === items[3]?.to;
          return (
            <li key={`${item.label}-${item.to}`} className="flex">
              <GatedLink
                to={to}
                tooltipSide="top"
                className={({ active }) =>
                  cn(
                    'flex w-full flex-col items-center justify-end gap-0.5 pb-2 pt-1.5 text-[11px] font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                    centre || (active && !sameAsCentre) ? 'text-primary' : 'text-slate-500',
                  )
                }
              >
                <span className={cn('relative flex items-center justify-center', centre && 'size-9 -mt-1 rounded-full bg-primary text-white shadow-md')}>
                  <item.icon className="size-5" aria-hidden />
                  {item.badge && <CountBadge count={badges[item.badge]} label={BADGE_LABELS[item.badge]} className="absolute -right-2.5 -top-1.5" />}
                </span>
                {item.label}
              </GatedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
