import fc from 'fast-check';

/**
 * Building blocks of hostile input that any field, header or parameter of the Museum API may
 * receive. Each arbitrary aims at one way real traffic breaks servers: wrong types, sizes past
 * every documented maximum, nesting deep enough to blow a recursive walker, keys that reach
 * `Object.prototype`, bytes that are not UTF-8, and text that is not JSON at all.
 */

/** Keys that pollute `Object.prototype` when a server merges parsed JSON carelessly. */
export const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * Text of every kind: ASCII, any code point, control characters, lone surrogates, and the
 * strings that tend to be special-cased (empty, whitespace, `null`, numbers as text).
 *
 * @example
 * ```ts
 * fc.sample(hostileText(), 3);
 * ```
 */
export function hostileText(maxLength = 40): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'binary-ascii', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.constantFrom('', ' ', '\t\n', 'null', 'undefined', 'NaN', '0', '-1', '1e309', 'true', '[]', '{}'),
    fc.constantFrom('\ud800', '\udfff', 'a\ud83d', '\u0000', '\u202e', '\ufeff', '%00', '%zz', '../..'),
  );
}

/**
 * Strings longer than any documented maximum (the longest, an event description, is 5000),
 * some of them past the mock's 64 KiB body limit once sent.
 *
 * @example
 * ```ts
 * [...fc.sample(hugeString(), 1)[0]].length > 5000; // true, in code points
 * ```
 */
export function hugeString(): fc.Arbitrary<string> {
  return (
    fc
      .tuple(
        fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 5_001, max: 20_000 }) },
          fc.integer({ min: 20_001, max: 90_000 }),
        ),
        fc.constantFrom('a', 'é', '😀', ' ', '"', '\\'),
      )
      // Every unit is one code point, the unit the documented maximums count in.
      .map(([length, unit]) => unit.repeat(length))
  );
}

/**
 * A JSON text nested `depth` levels deep (arrays, objects or a mix), kept as text because
 * building it as a value and calling `JSON.stringify` would overflow the harness's own stack.
 *
 * @example
 * ```ts
 * deeplyNestedJson(); // '[[[[…]]]]' with thousands of levels
 * ```
 */
export function deeplyNestedJson(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 100, max: 5_000 }) },
        fc.integer({ min: 5_001, max: 30_000 }),
      ),
      fc.constantFrom('array', 'object', 'mixed'),
    )
    .map(([depth, shape]) => {
      if (shape === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
      if (shape === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      return `${'{"a":['.repeat(depth)}${']}'.repeat(depth)}`;
    });
}

/**
 * Any JSON value, including objects whose keys are the prototype keys, so a validator that
 * walks into a wrong-typed field meets them too.
 *
 * @example
 * ```ts
 * fc.sample(anyJson(), 5);
 * ```
 */
export function anyJson(): fc.Arbitrary<unknown> {
  return fc.anything({
    maxDepth: 3,
    maxKeys: 5,
    key: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...prototypeKeys)),
    values: [
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string({ maxLength: 12 }),
      fc.constant(null),
    ],
  });
}

/** What a field of a request body holds, so a mutation can give it a value of another type. */
export type FieldType = 'string' | 'number' | 'string-array';

/**
 * A JSON value that is not of `type`: the classic "number where a string goes".
 *
 * @example
 * ```ts
 * fc.sample(wrongTypeFor('number'), 3); // e.g. ['25', null, { a: 1 }]
 * ```
 */
export function wrongTypeFor(type: FieldType): fc.Arbitrary<unknown> {
  return anyJson().filter((value) => {
    if (type === 'string') return typeof value !== 'string';
    if (type === 'number') return typeof value !== 'number';
    return !Array.isArray(value) || value.some((item) => typeof item !== 'string');
  });
}

/**
 * Byte sequences that no strict UTF-8 decoder accepts: a stray continuation byte, a truncated
 * sequence, an overlong encoding, an encoded UTF-16 surrogate, bytes above U+10FFFF, 0xFE/0xFF.
 *
 * @example
 * ```ts
 * fc.sample(invalidUtf8(), 1); // e.g. Uint8Array [0xc0, 0xaf]
 * ```
 */
export function invalidUtf8(): fc.Arbitrary<Uint8Array> {
  return fc
    .constantFrom(
      [0x80],
      [0xbf],
      [0xc3],
      [0xe2, 0x82],
      [0xc0, 0xaf],
      [0xe0, 0x80, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xfe],
      [0xff, 0xff],
    )
    .map((bytes) => Uint8Array.from(bytes));
}

/**
 * Request bodies that are not JSON, or JSON that is not an object: what a confused client,
 * a form post or a truncated upload sends.
 *
 * @example
 * ```ts
 * fc.sample(notJsonObjectText(), 3); // e.g. ["{'a':1}", '[]', 'name=x&price=1']
 * ```
 */
export function notJsonObjectText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      'null',
      'true',
      '0',
      '"text"',
      '[]',
      '[{}]',
      'NaN',
      'undefined',
      "{'name':'x'}",
      '{"name":"x",}',
      '{"price":01}',
      '{"a":1}{"b":2}',
      '{"a":',
      '{"a":"\\x41"}',
      'name=x&price=1',
      '<event><name>x</name></event>',
      '\ufeff\ufeff{}',
    ),
    fc.string({ maxLength: 60 }).filter((text) => !parsesAsObject(text)),
  );
}

/** Whether a text is a JSON object, the only kind of body the API accepts. */
export function parsesAsObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * `encodeURIComponent` that survives lone surrogates (which it throws on) by sending them as
 * U+FFFD, as a browser's URL parser would.
 *
 * @example
 * ```ts
 * encodeComponent('a\ud800'); // 'a%EF%BF%BD'
 * ```
 */
export function encodeComponent(text: string): string {
  return encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}
