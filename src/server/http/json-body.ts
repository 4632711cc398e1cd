// Parsing a JSON body without letting a hostile one stall the server: JSON.parse and the
// validators recurse, so 50,000 nested brackets took seconds and ended in a stack overflow.
// One linear pass bounds the nesting before anything recursive sees the text.
import { AppError } from './errors';

/** Deeper than any payload of this API (the deepest is about 4). */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;
const QUOTE = 34;
const BACKSLASH = 92;

/** The deepest nesting of objects and arrays in a JSON text, stopping early past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth++;
      if (depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth--;
    }
  }
  return deepest;
}

/** The parsed body, or a 400 naming what is wrong with it. */
export function parseJsonBody(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new AppError(400, 'The request body is nested too deeply', 'JSON_TOO_DEEP');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'The request body is not valid JSON', 'INVALID_JSON');
  }
}
