import { expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { isFlagEnabled } from './flags';

test('the three switches start on; an update is obeyed at the next ask; a missing row counts as on', () => {
  const { deps } = createTestApp();
  expect(isFlagEnabled(deps.db, 'referral_program')).toBe(true);
  expect(isFlagEnabled(deps.db, 'ai_assistant')).toBe(true);
  expect(isFlagEnabled(deps.db, 'alert_emails')).toBe(true);
  deps.db.$client.run("UPDATE feature_flags SET is_enabled = 0 WHERE flag_name = 'alert_emails'");
  expect(isFlagEnabled(deps.db, 'alert_emails')).toBe(false);
  deps.db.$client.run("DELETE FROM feature_flags WHERE flag_name = 'ai_assistant'");
  expect(isFlagEnabled(deps.db, 'ai_assistant')).toBe(true);
});
