// Counts shown on the navigation. Messaging and booking summaries arrive in later issues; until
// then both are zero, which hides the badges.
import type { BadgeKind } from './nav-items';

export function useNavBadges(): Record<BadgeKind, number> {
  return { unreadMessages: 0, pendingSummaries: 0 };
}
