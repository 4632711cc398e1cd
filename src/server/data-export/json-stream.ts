// JSON written piece by piece, so a document far larger than memory is never held at once: a
// value is either plain (stringified whole: one row, one small object) or streamed (its text made
// on demand from rows read a page at a time). Pulled, so the reader's pace sets how far the
// reading of the database has got.

/** A value whose JSON text is produced on demand, piece by piece. */
export class Streamed {
  constructor(readonly pieces: () => Iterable<string>) {}
}

function* valuePieces(value: unknown): Generator<string> {
  if (value instanceof Streamed) yield* value.pieces();
  // undefined has no JSON: written as null, as inside an array.
  else yield JSON.stringify(value) ?? 'null';
}

/** `{"key":value,…}` of the entries, in their order. */
export function* objectPieces(entries: Iterable<readonly [string, unknown]>): Generator<string> {
  let separator = '{';
  for (const [key, value] of entries) {
    yield `${separator}${JSON.stringify(key)}:`;
    separator = ',';
    yield* valuePieces(value);
  }
  yield separator === '{' ? '{}' : '}';
}

/** `[item,…]` of the items, read one at a time. */
export function* arrayPieces(items: Iterable<unknown>): Generator<string> {
  let separator = '[';
  for (const item of items) {
    yield separator;
    separator = ',';
    yield* valuePieces(item);
  }
  yield separator === '[' ? '[]' : ']';
}

/** An array whose items are read only when it is written. */
export const streamedArray = (items: () => Iterable<unknown>) => new Streamed(() => arrayPieces(items()));

/** An object whose entries are made only when it is written. */
export const streamedObject = (entries: () => Iterable<readonly [string, unknown]>) => new Streamed(() => objectPieces(entries()));

const CHUNK_CHARS = 64 * 1024;

/**
 * The pieces as UTF-8 bytes in chunks of about 64 KB, made only as the reader asks for them.
 * A failure halfway errors the stream (the download fails) instead of ending the JSON early.
 */
export function readableOf(pieces: Iterable<string>, onError: (error: unknown) => void): ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.iterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        try {
          let chunk = '';
          while (chunk.length < CHUNK_CHARS) {
            const next = iterator.next();
            if (next.done) {
              if (chunk) controller.enqueue(encoder.encode(chunk));
              controller.close();
              return;
            }
            chunk += next.value;
          }
          controller.enqueue(encoder.encode(chunk));
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      cancel() {
        iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
