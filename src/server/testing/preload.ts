// Loaded before every test file (bunfig.toml): the hooks that scope test databases to a test.
import { afterEach, beforeEach } from 'bun:test';
import { testEnds, testStarts } from './test-scope';

beforeEach(testStarts);
afterEach(testEnds);
