// No answer acknowledges a write before the write is on disk: with group commit
// (db/group-commit.ts) a commit returns before its WAL is fsynced, so the answer of a request
// that changed anything waits here for the fsync that covers it. A request that wrote nothing
// does not wait: it may show a change a few milliseconds before that change's own answer,
// never an acknowledgement of something not on disk (docs/decisions/0021-group-commit.md).
import { Elysia } from 'elysia';
import type { Db } from '../db/client';
import { groupCommitOf } from '../db/group-commit';

/** Per request: the connection's change count when it arrived. */
const changesAtStart = new WeakMap<Request, number>();

export function durableAnswers(db: Db) {
  return new Elysia({ name: 'durable-answers' })
    .onRequest(({ request }) => {
      const group = groupCommitOf(db);
      if (group) changesAtStart.set(request, group.changes());
    })
    .mapResponse({ as: 'global' }, async ({ request }) => {
      const group = groupCommitOf(db);
      if (!group) return;
      const before = changesAtStart.get(request);
      // Another request's commit between the two counts makes this one wait too: never too early.
      if (before !== undefined && group.changes() === before) return;
      const flushing = group.whenDurable();
      if (flushing) await flushing;
      // undefined: the answer itself is mapped as usual.
    });
}
