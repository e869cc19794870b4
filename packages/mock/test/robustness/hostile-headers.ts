import fc from 'fast-check';

/**
 * A header value the fuzzer sends (`undefined`: the header is left out) with whether the
 * contract accepts it.
 */
export interface TaggedHeader {
  value: string | undefined;
  ok: boolean;
  label: string;
}

/**
 * Which characters header values may hold: anything a server could receive in-process
 * (Latin-1, as `Headers` takes only byte strings), or printable ASCII for a real HTTP client,
 * which refuses the rest before sending.
 */
export type HeaderCharset = 'latin1' | 'ascii';

const encoder = new TextEncoder();

/** Base64 of the UTF-8 bytes of `text`, as RFC 7617 specifies for Basic credentials. */
export function base64Utf8(text: string): string {
  return base64Bytes(encoder.encode(text));
}

function base64Bytes(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** A header value of the given charset, without the CR, LF and NUL no HTTP stack lets through. */
export function headerText(charset: HeaderCharset, maxLength = 30): fc.Arbitrary<string> {
  const unit =
    charset === 'ascii'
      ? fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code))
      : fc
          .oneof(
            fc.integer({ min: 0x20, max: 0x7e }),
            fc.integer({ min: 0x80, max: 0xff }),
            fc.constant(0x09),
          )
          .map((code) => String.fromCharCode(code));
  // Leading and trailing whitespace is stripped by every stack, so it cannot reach the server.
  return fc.string({ unit, maxLength }).map((text) => text.trim());
}

/**
 * `Authorization` headers: well-formed Basic credentials of any user and password (the
 * password may hold colons and any Unicode), and every way to get it wrong: missing, empty,
 * `Basic` alone, another scheme, text that is not base64, base64 without a colon or of bytes
 * that are not UTF-8, and random text.
 *
 * @example
 * ```ts
 * fc.sample(authorizationHeader('ascii'), 3);
 * ```
 */
export function authorizationHeader(charset: HeaderCharset): fc.Arbitrary<TaggedHeader> {
  const user = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((name) => !name.includes(':'));
  const password = fc.string({ unit: 'grapheme', maxLength: 16 });
  const scheme = fc.constantFrom('Basic', 'basic', 'BASIC', 'bAsIc');
  const good = fc.tuple(scheme, user, password).map(([name, username, secret]) => ({
    value: `${name} ${base64Utf8(`${username}:${secret}`)}`,
    ok: true,
    label: 'well-formed Basic',
  }));
  const bad = fc.oneof(
    fc.constant({ value: undefined, ok: false, label: 'missing' }),
    fc
      .constantFrom('', 'Basic', 'Basic ', 'Basic  ', 'Basic=', 'Bearer x', 'Bearer', 'Digest username="a"')
      .map((value) => ({ value, ok: false, label: `malformed ${JSON.stringify(value)}` })),
    fc
      .oneof(
        fc.constantFrom('not base64!', '%%%%', 'YWRt aW4=', 'YQ', 'YW=', '=YWJj', 'YWJj=='),
        fc.string({ maxLength: 20 }).filter((text) => !/^[A-Za-z0-9+/]*={0,2}$/.test(text)),
      )
      .filter((token) => token.trim() !== '' && /^[\x20-\x7e]*$/.test(token) && !isBase64WithColon(token))
      .map((token) => ({ value: `Basic ${token}`, ok: false, label: `not base64 ${JSON.stringify(token)}` })),
    user.map((text) => ({ value: `Basic ${base64Utf8(text)}`, ok: false, label: 'no colon' })),
    fc.constantFrom([0xff, 0x3a, 0x61], [0x61, 0x3a, 0xc3], [0xed, 0xa0, 0x80, 0x3a]).map((bytes) => ({
      value: `Basic ${base64Bytes(Uint8Array.from(bytes))}`,
      ok: false,
      label: 'not UTF-8',
    })),
    headerText(charset)
      .filter((text) => !/^basic(\s|$)/i.test(text.trim()))
      .map((value) => ({ value, ok: false, label: `random ${JSON.stringify(value)}` })),
  );
  // Mostly good: a refused credential ends the request before the body is looked at.
  return fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: bad });
}

function isBase64WithColon(token: string): boolean {
  if (token.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(token)) return false;
  try {
    return atob(token).includes(':');
  } catch {
    return false;
  }
}

/**
 * `Content-Type` headers: `application/json` as clients write it (any case, UTF-8 charset) and
 * everything else: missing, empty, other types, other charsets, `+json` types, random text.
 *
 * @example
 * ```ts
 * fc.sample(contentTypeHeader('ascii'), 3);
 * ```
 */
export function contentTypeHeader(charset: HeaderCharset): fc.Arbitrary<TaggedHeader> {
  const good = fc
    .constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/json;charset=UTF-8',
      'application/json; charset="utf-8"',
    )
    .map((value) => ({ value, ok: true, label: value }));
  const bad = fc.oneof(
    fc.constant({ value: undefined, ok: false, label: 'missing' }),
    fc
      .constantFrom(
        '',
        'text/plain',
        'text/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonp',
        'application/json-patch+json',
        'application/merge-patch+json',
        'application/problem+json',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        '*/*',
        'application',
        ';',
      )
      .map((value) => ({ value, ok: false, label: JSON.stringify(value) })),
    headerText(charset)
      .filter((text) => !text.toLowerCase().startsWith('application/json'))
      .map((value) => ({ value, ok: false, label: `random ${JSON.stringify(value)}` })),
  );
  return fc.oneof({ weight: 5, arbitrary: good }, { weight: 1, arbitrary: bad });
}

/**
 * What `Content-Length` to declare for a body of `actual` bytes: the truth, nothing, or a lie
 * (smaller, larger, absurd, not a number). Only an in-process `Request` can carry a lie; HTTP
 * clients compute the header themselves.
 */
export type ContentLengthChoice =
  | { kind: 'true' }
  | { kind: 'absent' }
  | { kind: 'lie'; value: (actual: number) => string; label: string };

/**
 * Declared body lengths, mostly honest.
 *
 * @example
 * ```ts
 * fc.sample(contentLengthChoice(), 3);
 * ```
 */
export function contentLengthChoice(): fc.Arbitrary<ContentLengthChoice> {
  const lie = fc.oneof(
    fc.constantFrom('0', '-1', 'abc', '1e9', '99999999999999999999', '0x10', ' 12', '1.5').map((text) => ({
      kind: 'lie' as const,
      value: () => text,
      label: `Content-Length ${text}`,
    })),
    fc.integer({ min: -5, max: 5 }).map((delta) => ({
      kind: 'lie' as const,
      value: (actual: number) => String(Math.max(0, actual + delta)),
      label: `Content-Length off by ${delta}`,
    })),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ kind: 'true' as const }) },
    { weight: 2, arbitrary: fc.constant({ kind: 'absent' as const }) },
    { weight: 2, arbitrary: lie },
  );
}

/**
 * Headers nobody asked for: odd `Accept`s, hop-by-hop names, duplicates in spirit, and random
 * names and values. The contract says nothing about them, so they must change nothing.
 *
 * @example
 * ```ts
 * fc.sample(extraHeaders('ascii'), 2);
 * ```
 */
export function extraHeaders(charset: HeaderCharset): fc.Arbitrary<[string, string][]> {
  const name = fc.oneof(
    fc.constantFrom(
      'Accept',
      'Accept-Encoding',
      'X-Forwarded-For',
      'X-Http-Method-Override',
      'Cookie',
      'Origin',
      'Range',
    ),
    fc.stringMatching(/^x-[a-z0-9-]{1,12}$/),
  );
  return fc.array(fc.tuple(name, headerText(charset)), { maxLength: 3 });
}
