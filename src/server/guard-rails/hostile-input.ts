// fast-check arbitraries of the input an attacker or a broken client sends: wrong types, nulls,
// injection strings, awkward unicode, huge and deeply nested values. Big values are drawn as
// small descriptions (`{ $repeat, times }`, `{ depth, shape }`) and built just before sending,
// so a failing case prints as a readable line instead of a megabyte of text.
import fc from 'fast-check';

export const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${{7*7}}',
  '{{7*7}}',
  '#{7*7}',
  '%00',
  '%s%s%s%n',
  '\r\nSet-Cookie: injected=1',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
] as const;

export const UNICODE = [
  '😀🐶🐱‍👤',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202Eevil\u202C',
  'nul\u0000byte',
  '\u0000',
  '\uD800',
  '\uDFFF',
  'a\uDC00b',
  '\uFEFFbom',
  'ｆｕｌｌｗｉｄｔｈ',
  'e\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐',
  '\u2028\u2029',
  '\t\n\r\v\f',
] as const;

/** A string repeated `times` times, built by `materialize`. */
export interface Repeat {
  $repeat: string;
  times: number;
}

/** 100 KB and more of one character (plain, multi-byte, emoji). */
export const hugeString: fc.Arbitrary<Repeat> = fc.record({ $repeat: fc.constantFrom('x', 'é', '😀', "'"), times: fc.integer({ min: 100_000, max: 120_000 }) });

/**
 * What Bun's server lets through of a request line and its headers: longer, it answers 431
 * itself and the app never sees the request (url-limit.test.ts holds it to that).
 */
export const MAX_REQUEST_HEAD_BYTES = 16 * 1024;
const LONG_CHARACTERS = ['x', 'é', '😀', "'"] as const;

/**
 * A value as long as a URL can carry it: one character repeated until its percent-encoding fills
 * 3/4 to all of MAX_REQUEST_HEAD_BYTES. (Megabyte query strings, sent through app.handle, tested
 * nothing a client can reach and cost a third of the fuzz's time to encode and decode.)
 */
export const longUrlString: fc.Arbitrary<Repeat> = fc.constantFrom(...LONG_CHARACTERS).chain((character) => {
  const most = Math.floor(MAX_REQUEST_HEAD_BYTES / new URLSearchParams({ [character]: '' }).toString().replace(/=$/, '').length);
  return fc.integer({ min: Math.floor((most * 3) / 4), max: most }).map((times) => ({ $repeat: character, times }));
});

function hostileStrings(long: fc.Arbitrary<Repeat>): fc.Arbitrary<string | Repeat> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
    { weight: 3, arbitrary: fc.constantFrom(...UNICODE) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '   ') },
    { weight: 1, arbitrary: long },
  );
}

/** Strings for a body or a form field: a body carries up to 1 MB. */
export const hostileString = hostileStrings(hugeString);
/** Strings for a URL's query: the long ones as long as a URL can carry. */
export const hostileUrlString = hostileStrings(longUrlString);

export const wrongTypedValue = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -0, 1e308, 2 ** 53 + 1, '', '12', [], [1], {}, { a: 1 });

/** Any value a JSON field might be given. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: wrongTypedValue },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
);

/** Keys a client might add: ownership, role and prototype fields among them. */
export const suspiciousKey = fc.constantFrom(
  '__proto__',
  'id',
  'userId',
  'clinicId',
  'vetId',
  'userType',
  'isAdmin',
  'role',
  'status',
  'constructor',
  'toString',
  '',
);

/** Nesting far past any sane payload, as raw JSON text. */
export interface Deep {
  depth: number;
  shape: 'array' | 'object' | 'mixed' | 'in-field';
}

const deepShape = fc.constantFrom<Deep['shape']>('array', 'object', 'mixed', 'in-field');

/** Just past the limit, and thousands of levels deep. */
export const deepJson: fc.Arbitrary<Deep> = fc.record({
  depth: fc.oneof(fc.integer({ min: 40, max: 100 }), fc.integer({ min: 1_000, max: 5_000 })),
  shape: deepShape,
});

/** Deep enough to overflow a recursive walker, yet under 1 MB. */
export const extremelyDeepJson: fc.Arbitrary<Deep> = fc.record({ depth: fc.integer({ min: 50_000, max: 100_000 }), shape: deepShape });

export function deepText({ depth, shape }: Deep, field = 'value'): string {
  switch (shape) {
    case 'array':
      return `${'['.repeat(depth)}${']'.repeat(depth)}`;
    case 'object':
      return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    case 'mixed':
      return `${'[{"a":'.repeat(depth)}null${'}]'.repeat(depth)}`;
    case 'in-field':
      return `{${JSON.stringify(field)}:${'['.repeat(depth)}"x"${']'.repeat(depth)}}`;
  }
}

/** Text that is not JSON, sent as JSON: truncated, trailing garbage, JavaScript-only syntax. */
export function malformedJson(sample: unknown): fc.Arbitrary<string> {
  const text = JSON.stringify(sample ?? { a: 1 });
  return fc.oneof(
    fc.constantFrom(
      '{',
      '[',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      '{a:1}',
      'undefined',
      'NaN',
      '{"a":NaN}',
      '{"a":"\\x"}',
      '"unterminated',
      '\u0000',
      '}{',
      '{"a":1}{"b":2}',
    ),
    fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((end) => text.slice(0, end)),
    fc.constantFrom(' x', ',', ']', '//', '\u0000').map((tail) => text + tail),
  );
}

function isRepeat(value: unknown): value is Repeat {
  return typeof value === 'object' && value !== null && '$repeat' in value && 'times' in value;
}

/** The value with its `Repeat` descriptions built. */
export function materialize(value: unknown): unknown {
  if (isRepeat(value)) return value.$repeat.repeat(value.times);
  if (Array.isArray(value)) return value.map(materialize);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, materialize(item)]));
  return value;
}
