// The in-memory state is listed in one place (in-memory-state.ts): a new module-level cache must
// be added there with what invalidates it. (lib/change-log.test.ts checks that the caches this
// list says the change log feeds read only tables whose writes reach the log.)
import { describe, expect, test } from 'bun:test';
import { Glob } from 'bun';
import { join } from 'node:path';
import { IN_MEMORY_STATE } from './in-memory-state';

const SERVER = import.meta.dir;
/** Code only tests load. */
const TEST_ONLY = /(\.test\.ts$|^testing\/|^guard-rails\/|matrix-rows\.ts$)/;
/**
 * A collection created empty at a module's top level is filled later: state that lives as long
 * as the process. (One created with its contents, a lookup table, is a constant.)
 */
const EMPTY_AT_TOP = /^(?:export )?(?:const|let) (\w+)(?:: [^=]+)? = new (?:WeakMap|WeakSet|Map|Set)(?:<[^(]*>)?\(\);/gm;

async function moduleLevelState(): Promise<string[]> {
  const found: string[] = [];
  for await (const file of new Glob('**/*.ts').scan(SERVER)) {
    if (TEST_ONLY.test(file)) continue;
    const text = await Bun.file(join(SERVER, file)).text();
    for (const match of text.matchAll(EMPTY_AT_TOP)) found.push(`${file} ${match[1]}`);
  }
  return found.sort();
}

const listed = IN_MEMORY_STATE.map((state) => `${state.module} ${state.variable}`).sort();

describe('in-memory state', () => {
  test('every module-level cache is listed, and everything listed exists', async () => {
    expect(await moduleLevelState()).toEqual(listed);
  });

  test('each is listed once, with what invalidates it and its bound', () => {
    expect(new Set(listed).size).toBe(listed.length);
    for (const state of IN_MEMORY_STATE) {
      expect(state.invalidatedBy.length).toBeGreaterThan(0);
      expect(state.bound).not.toBe('');
    }
  });

  test('the scan finds a module-level cache when there is one', () => {
    const source = 'const seen = new Map<number, string>();\nconst TABLE = new Map([[1, 2]]);\nexport const marks = new WeakSet<object>();\n';
    expect([...source.matchAll(EMPTY_AT_TOP)].map((match) => match[1])).toEqual(['seen', 'marks']);
  });
});
