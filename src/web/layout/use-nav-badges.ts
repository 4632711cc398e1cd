// Counts shown on the navigation: unread messages from GET /api/counts, kept current by the live
// socket (polled while it is down), and what waits on /bookings; zero hides a badge.
import { useAuth } from '../lib/auth-provider';
import { useNavCounts } from '../messages/use-messages';
import type { BadgeKind } from './nav-items';

export function useNavBadges(): Record<BadgeKind, number> {
  const { user } = useAuth();
  const { data } = useNavCounts(user !== null && user.access === 'ok');
  return { unreadMessages: data?.unreadMessages ?? 0, pendingBookings: data?.pendingBookings ?? 0 };
}
