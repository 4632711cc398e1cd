// The bus on its own: who hears what, unsubscribing, and a failing listener kept to itself.
import { describe, expect, test } from 'bun:test';
import type { Logger } from '../context';
import type { AppEvent } from './app-event';
import { createEventBus } from './bus';

function recordingLog() {
  const errors: string[] = [];
  const log: Logger = { info: () => {}, error: (message) => void errors.push(message) };
  return { log, errors };
}

const posted: AppEvent = { type: 'shift.posted', clinicId: 1, shiftIds: [10, 11] };
const deleted: AppEvent = { type: 'shift.deleted', clinicId: 1, shiftId: 10 };

describe('the event bus', () => {
  test('a listener hears the events of its type; a * listener hears every event', () => {
    const bus = createEventBus(recordingLog().log);
    const ofType: AppEvent[] = [];
    const all: AppEvent[] = [];
    bus.subscribe('shift.posted', (event) => void ofType.push(event));
    bus.subscribe('*', (event) => void all.push(event));
    bus.publish(posted);
    bus.publish(deleted);
    expect(ofType).toEqual([posted]);
    expect(all).toEqual([posted, deleted]);
  });

  test('after unsubscribing a listener hears nothing more', () => {
    const bus = createEventBus(recordingLog().log);
    const heard: AppEvent[] = [];
    const unsubscribe = bus.subscribe('shift.posted', (event) => void heard.push(event));
    bus.publish(posted);
    unsubscribe();
    bus.publish(posted);
    expect(heard).toHaveLength(1);
  });

  test('a listener that throws, or whose promise rejects, is logged; publish returns and the others still hear', async () => {
    const { log, errors } = recordingLog();
    const bus = createEventBus(log);
    const heard: string[] = [];
    bus.subscribe('shift.posted', () => {
      throw new Error('listener bug');
    });
    bus.subscribe('shift.posted', async () => {
      throw new Error('async listener bug');
    });
    bus.subscribe('shift.posted', () => void heard.push('second'));
    bus.subscribe('*', () => void heard.push('star'));

    expect(() => bus.publish(posted)).not.toThrow();
    expect(heard).toEqual(['second', 'star']);
    await Bun.sleep(0);
    expect(errors).toEqual(['A listener of shift.posted failed', 'A listener of shift.posted failed']);
  });
});
