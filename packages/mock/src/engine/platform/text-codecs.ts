// The engine's text encoder and decoders, made on first use and shared. Not at module level: a
// module that builds one on import fails there where the platform lacks TextEncoder (Jest's jsdom
// environment), before `requirePlatform` can name what is missing and how to fix it.

let encoder: TextEncoder | undefined;
let lenient: TextDecoder | undefined;
let strict: TextDecoder | undefined;

/**
 * The UTF-8 encoder.
 */
export function utf8Encoder(): TextEncoder {
  encoder ??= new TextEncoder();
  return encoder;
}

/**
 * A UTF-8 decoder; `fatal` throws on bytes that are not UTF-8 instead of replacing them. A
 * decoder keeps no state between whole-input `decode()` calls, so one of each is shared.
 */
export function utf8Decoder({ fatal = false }: { fatal?: boolean } = {}): TextDecoder {
  if (fatal) {
    strict ??= new TextDecoder('utf-8', { fatal: true });
    return strict;
  }
  lenient ??= new TextDecoder();
  return lenient;
}
