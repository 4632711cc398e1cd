// Typed questions find the topic that answers them, and nothing when none does.
import { describe, expect, test } from 'bun:test';
import { matchTopic } from './help-topics';

describe('matchTopic', () => {
  test.each([
    ['How much does the subscription cost?', 'subscription'],
    ['can I get a refund', 'subscription'],
    ['How do I post a shift for next Friday?', 'posting'],
    ['My application was declined, why?', 'bookings'],
    ['I forgot my password', 'account'],
    ['Do you have an API for our practice software?', null],
    ['Is there a mobile app', null],
  ])('%s → %s', (question, topic) => {
    expect<string | null>(matchTopic(question)?.id ?? null).toBe(topic);
  });
});
