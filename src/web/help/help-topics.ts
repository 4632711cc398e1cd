// The help chat's four quick topics (spec 2 §2: scripted, four topics). Each answer says how the
// product really works (see docs/features.md); prices and delays come from the
// shared constants so a change there changes the answer.
import { LATE_CANCELLATION_HOURS } from '../../shared/booking-rules';
import { SUBSCRIPTION_PRICE_DOLLARS } from '../../shared/constants';
import { CHANGE_NOTICE_DAYS, DATA_DELETION_DAYS } from '../../shared/legal';

export interface HelpTopic {
  id: 'posting' | 'subscription' | 'bookings' | 'account';
  /** The quick-topic button, and the user's side of the conversation. */
  question: string;
  /** Words (stems) a typed question about this topic is likely to use. */
  keywords: readonly string[];
  answer: (appName: string) => string[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'posting',
    question: 'Posting shifts',
    keywords: ['post', 'shift', 'calendar', 'date', 'rate', 'edit', 'delete', 'alert', 'hire', 'hiring', 'cover', 'relief'],
    answer: () => [
      'On your dashboard, press Post New Shift. Pick one date or many on the calendar (it shows three months at a time), then set the hours, practice type, shift type and hourly rate. Each date becomes its own shift.',
      'Relief vets nearby see your shifts on Browse, nearest first, and vets who asked for alerts within their invite radius get an e-mail. Applications arrive under Bookings. You can edit or delete a shift until it is booked.',
      `Posting needs a complete clinic profile and the $${SUBSCRIPTION_PRICE_DOLLARS}/month subscription.`,
    ],
  },
  {
    id: 'subscription',
    question: 'The subscription',
    keywords: ['subscri', 'price', 'pric', 'cost', 'pay', 'billing', 'bill', 'card', 'charge', 'refund', 'cancel my', 'plan', 'fee', 'money', '$'],
    answer: (appName) => [
      `Clinics pay $${SUBSCRIPTION_PRICE_DOLLARS} a month for the Professional plan, billed monthly in advance. Relief vets use ${appName} free.`,
      'Subscribe from the Subscription page. You can cancel there at any time and keep access until the end of the month you paid for. Payments are non-refundable except where the law requires.',
      `Nothing is charged per booking, and any price change is announced at least ${CHANGE_NOTICE_DAYS} days ahead.`,
    ],
  },
  {
    id: 'bookings',
    question: 'Applying and bookings',
    keywords: ['apply', 'applic', 'booking', 'book', 'accept', 'decline', 'withdraw', 'summar', 'cancel', 'late'],
    answer: () => [
      'Vets: open Browse to see open shifts by distance, press Apply Now and add a message if you like. When the clinic accepts or declines, Bookings updates at once and you get an e-mail.',
      'Clinics can also offer a vet several dates at once with a booking summary from your message thread; the vet has 7 days to accept the dates they want.',
      `Either side can cancel a booking before the shift starts. Cancelling less than ${LATE_CANCELLATION_HOURS} hours before the start is recorded as late and shows on your cards for 12 months.`,
    ],
  },
  {
    id: 'account',
    question: 'Your account',
    keywords: ['account', 'profile', 'password', 'sign in', 'log in', 'login', 'email', 'e-mail', 'address', 'delete my', 'close my', 'radius'],
    answer: () => [
      'Complete your profile first: the other features unlock once it is done (and, for clinics, once the subscription is active). Edit it any time from Profile, including your address, rates, radius and alert e-mails.',
      'Forgot your password? Choose "Forgot your password?" on the sign-in screen; the e-mailed link works for 1 hour.',
      `To close your account, write to support: your personal information is deleted or anonymised within ${DATA_DELETION_DAYS} days.`,
    ],
  },
];

/**
 * The topic a typed question is about: the one whose keywords it uses most (at least one), or
 * null when none fits, and the chat offers to send it to support instead.
 */
export function matchTopic(question: string): HelpTopic | null {
  const text = ` ${question.toLowerCase().replace(/\s+/g, ' ')}`;
  let best: HelpTopic | null = null;
  let bestScore = 0;
  for (const topic of HELP_TOPICS) {
    const score = topic.keywords.filter((keyword) => text.includes(keyword.startsWith('$') ? keyword : ` ${keyword}`)).length;
    if (score > bestScore) [best, bestScore] = [topic, score];
  }
  return best;
}
