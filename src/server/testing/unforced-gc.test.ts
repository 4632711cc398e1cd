import { expect, mock, test } from 'bun:test';
import { Elysia } from 'elysia';
import { skipUnforcedCollections } from './unforced-gc';

test('an unforced collection is skipped; a forced one still collects; changing twice wraps once', () => {
  const collect = mock((_force?: boolean) => {});
  const runtime = { gc: collect };
  skipUnforcedCollections(runtime);
  skipUnforcedCollections(runtime);
  runtime.gc();
  runtime.gc(false);
  expect(collect).not.toHaveBeenCalled();
  runtime.gc(true);
  expect(collect.mock.calls).toEqual([[true]]);
});

test('Elysia asks for an unforced collection when it composes an app, so each test app would pay one', () => {
  const preloaded = Bun.gc;
  const asked: unknown[] = [];
  Object.assign(Bun, { gc: (force?: boolean) => void asked.push(force) });
  try {
    void new Elysia().get('/', () => 'ok').fetch;
  } finally {
    Object.assign(Bun, { gc: preloaded });
  }
  expect(asked).toEqual([false]);
});

test('the test preload has changed Bun.gc in this process', () => {
  expect(Bun.gc.toString()).not.toContain('[native code]');
});
