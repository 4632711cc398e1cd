// The header's and the mobile bar's destinations (spec 1 §2 "Header navigation", spec 2 §2).
import { CalendarCheck, ChartLine, CreditCard, FileText, House, LayoutDashboard, MessageSquare, PlusCircle, Search, type LucideIcon } from 'lucide-react';
import type { UserType } from '../../shared/constants';
import { pages } from '../lib/paths';

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
    { to: pages.home, label: 'Dashboard', icon: LayoutDashboard },
    { to: pages.browse, label: 'Browse', icon: Search },
    { to: pages.bookings, label: 'Bookings', icon: CalendarCheck, badge: 'pendingBookings' },
    { to: pages.messages, label: 'Messages', icon: MessageSquare, badge: 'unreadMessages' },
    { to: pages.invoices, label: 'Invoices', icon: FileText },
    { to: pages.marketData, label: 'Market Data', icon: ChartLine },
  ];
  if (userType === 'clinic') items.push({ to: pages.subscription, label: 'Subscription', icon: CreditCard });
  return items;
}

/** Six slots; the centre one posts shifts (clinics) or finds them (vets). */
export function bottomBarItems(userType: UserType): NavItem[] {
  return [
    { to: pages.home, label: 'Home', icon: House },
    { to: pages.browse, label: 'Browse', icon: Search },
    { to: pages.marketData, label: 'Market', icon: ChartLine },
    userType === 'clinic' ? { to: pages.dashboard, label: 'Post', icon: PlusCircle } : { to: pages.browse, label: 'Find', icon: Search },
    { to: pages.bookings, label: 'Bookings', icon: CalendarCheck, badge: 'pendingBookings' },
    { to: pages.messages, label: 'Messages', icon: MessageSquare, badge: 'unreadMessages' },
  ];
}
