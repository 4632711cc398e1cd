import { describe, expect, test } from 'bun:test';
import { subscriptionStatusLabel } from './subscription-status-badge';

describe('subscription status labels', () => {
  test.each([
    ['active', 'Active'],
    ['incomplete', 'Payment Required'],
    ['past_due', 'Payment Required'],
    ['cancelled', 'Cancelled'],
    ['canceled', 'Cancelled'],
    ['trialing', 'Trialing'],
  ])('%s reads %s', (status, label) => expect(subscriptionStatusLabel(status)).toBe(label));
});
