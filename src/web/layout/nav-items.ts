// The header's and the mobile bar's destinations (spec 1 §2 "Header navigation", spec 2 §2).
import { CalendarCheck, ChartLine, CreditCard, House, LayoutDashboard, MessageSquare, PlusCircle, Search, type LucideIcon } from 'lucide-react';
import type { UserType } from '../../shared/constants';

export type BadgeKind = 'unreadMessages' | 'pendingBookings';

/** What a badge counts, for screen readers. */
export const BADGE_LABELS: Record<BadgeKind, string> = { unreadMessages: 'unread messages', pendingBookings: 'bookings waiting for you' };

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  badge?: BadgeKind;
}

export function headerNavItems(userType: UserType): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Dashboard', icon: LayoutDashboard },
    { to: '/browse', label: 'Browse', icon: Search },
    { to: '/bookings', label: 'Bookings', icon: CalendarCheck, badge: 'pendingBookings' },
    { to: '/messages', label: 'Messages', icon: MessageSquare, badge: 'unreadMessages' },
    { to: '/market-data', label: 'Market Data', icon: ChartLine },
  ];
  if (userType === 'clinic') items.push({ to: '/subscription', label: 'Subscription', icon: CreditCard });
  return items;
}

/** Six slots; the centre one posts shifts (clinics) or finds them (vets). */
export function bottomBarItems(userType: UserType): NavItem[] {
  return [
    { to: '/', label: 'Home', icon: House },
    { to: '/browse', label: 'Browse', icon: Search },
    { to: '/market-data', label: 'Market', icon: ChartLine },
    userType === 'clinic' ? { to: '/dashboard', label: 'Post', icon: PlusCircle } : { to: '/browse', label: 'Find', icon: Search },
    { to: '/bookings', label: 'Bookings', icon: CalendarCheck, badge: 'pendingBookings' },
    { to: '/messages', label: 'Messages', icon: MessageSquare, badge: 'unreadMessages' },
  ];
}
