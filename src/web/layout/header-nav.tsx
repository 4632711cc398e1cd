// The desktop header's links (md and up).
import { useAuth } from '../lib/auth-provider';
import { cn } from '../lib/cn';
import { CountBadge } from '../ui/count-badge';
import { GatedLink } from './gated-link';
import { BADGE_LABELS, headerNavItems } from './nav-items';
import { useNavBadges } from './use-nav-badges';

export function HeaderNav() {
  const { user } = useAuth();
  const badges = useNavBadges();
  if (!user) return null;
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {headerNavItems(user.userType).map((item) => (
        <GatedLink
          key={item.to}
          to={item.to}
          className={({ active }) =>
            cn(
              'relative inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              active ? 'bg-secondary text-secondary-foreground' : 'text-slate-600 hover:bg-muted hover:text-foreground',
            )
          }
        >
          <item.icon className="hidden size-4 xl:inline" aria-hidden />
          {item.label}
          {item.badge && <CountBadge count={badges[item.badge]} label={BADGE_LABELS[item.badge]} />}
        </GatedLink>
      ))}
    </nav>
  );
}
