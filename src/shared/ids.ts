// Ids as the API takes them: one spelling per id. In a path or query an id is text and only its
// canonical decimal form names it ("55"; never "055", "+55", "55.0", "55e0", "0x37" or " 55"),
// so no two URLs address the same object and a filter keyed on the text cannot be walked round.
// In a JSON body an id is a JSON number: "55" as a string is the wrong type, refused like any other.
import { z } from 'zod';

export { isCanonicalId } from './canonical-id';
import { isCanonicalId } from './canonical-id';

/** An id in a path or a query: canonical decimal text → the number. */
export const textId = (what: string) => {
  const error = `${what} must be a positive whole number written in plain digits`;
  return z.string({ error }).refine(isCanonicalId, { error }).transform(Number);
};

/** An id in a JSON body: a positive whole JSON number (a string is the wrong type). */
export const bodyId = (what: string) => {
  const error = `${what} must be a positive whole number`;
  return z
    .number({ error: `${what} must be a number` })
    .int({ error })
    .positive({ error })
    .max(Number.MAX_SAFE_INTEGER, { error });
};
