// The streamed JSON writer: the text it makes equals JSON.stringify of the same value, whatever
// the nesting, emptiness or characters; items are read only as the text is pulled.
import { expect, test } from 'bun:test';
import { arrayPieces, objectPieces, readableOf, streamedArray, streamedObject } from './json-stream';

const text = (pieces: Iterable<string>) => [...pieces].join('');

test('objects and arrays, empty, nested and streamed, read as JSON.stringify writes them', () => {
  const value = { a: 1, b: 'quote " backslash \\ line\nbreak é 😀 \u2028', c: null, d: [], e: {}, f: [1, [2, { g: true }]] };
  expect(text(objectPieces(Object.entries(value)))).toBe(JSON.stringify(value));
  expect(text(objectPieces([]))).toBe('{}');
  expect(text(arrayPieces([]))).toBe('[]');
  // undefined has no JSON: null, as JSON.stringify writes it inside an array.
  expect(text(arrayPieces([undefined, 1]))).toBe('[null,1]');
  const nested = streamedObject(() => [
    ['rows', streamedArray(() => [1, 2].values().map((n) => ({ n })))],
    ['none', streamedArray(() => [])],
  ]);
  expect(text(arrayPieces([nested, nested]))).toBe(
    JSON.stringify([
      { rows: [{ n: 1 }, { n: 2 }], none: [] },
      { rows: [{ n: 1 }, { n: 2 }], none: [] },
    ]),
  );
});

test('the byte stream reads its items only as it is pulled, and a failure errors it', async () => {
  let read = 0;
  function* rows() {
    for (let i = 0; i < 100_000; i++) {
      read++;
      yield { i, padding: 'x'.repeat(20) };
    }
  }
  const reader = readableOf(arrayPieces(rows()), () => {}).getReader();
  const first = await reader.read();
  expect(first.value!.length).toBeGreaterThan(0);
  // One chunk of about 64 KB: a few thousand rows read, not all of them.
  expect(read).toBeLessThan(5_000);
  await reader.cancel();

  const failures: unknown[] = [];
  function* failing() {
    yield 1;
    throw new Error('disk gone');
  }
  const broken = readableOf(arrayPieces(failing()), (error) => failures.push(error));
  await expect(new Response(broken).text()).rejects.toThrow('disk gone');
  expect(failures).toHaveLength(1);
});
