// A live push tells of a change as an answer does: with group commit it is sent only after the
// fsync covering the change ends, in the order the changes were announced.
import { expect, test } from 'bun:test';
import { attachGroupCommit, createGroupCommit, type Flush } from '../db/group-commit';
import { createTestApp } from '../testing/harness';
import { createRealtimeHub, type LiveSocket } from './hub';

test('pushes wait for the fsync that covers the change they announce', async () => {
  const t = createTestApp();
  const started: (() => void)[] = [];
  const flush: Flush = () => new Promise<void>((resolve) => started.push(resolve));
  attachGroupCommit(t.deps.db, createGroupCommit(t.deps.db.$client, 'test-wal', flush));
  const hub = createRealtimeHub(t.deps);
  const frames: { type: string; change?: string }[] = [];
  const socket: LiveSocket = { send: (data) => frames.push(JSON.parse(data)), close: () => {} };
  hub.add(1, socket, null);

  // A change commits, then is announced: nothing is pushed while its fsync is under way.
  t.deps.db.$client.exec('CREATE TEMP TABLE written (x)');
  t.deps.db.$client.run('INSERT INTO written VALUES (1)');
  t.deps.events.publish({ type: 'booking.changed', change: 'accepted', requestIds: [7], shiftId: 3, userIds: [1] });
  expect(started).toHaveLength(1);
  await Bun.sleep(5);
  expect(frames).toEqual([]);

  started.shift()!();
  await Bun.sleep(0);
  expect(frames.map((frame) => frame.type)).toEqual(['bookings', 'counts']);
  expect(frames[0]!.change).toBe('accepted');

  // Nothing written since: the next push goes out at once.
  t.deps.events.publish({ type: 'booking.changed', change: 'declined', requestIds: [8], shiftId: 3, userIds: [1] });
  expect(frames.map((frame) => frame.change ?? frame.type)).toEqual(['accepted', 'counts', 'declined', 'counts']);
  expect(started).toHaveLength(0);
});
