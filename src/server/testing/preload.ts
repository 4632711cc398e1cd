// Loaded before every test file (bunfig.toml): the hooks that scope test databases to a test, and
// no collection each time Elysia composes a test app (unforced-gc.ts).
import { afterEach, beforeEach } from 'bun:test';
import { testEnds, testStarts } from './test-scope';
import { skipUnforcedCollections } from './unforced-gc';

skipUnforcedCollections();
beforeEach(testStarts);
afterEach(testEnds);
