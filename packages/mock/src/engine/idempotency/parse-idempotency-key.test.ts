import { describe, expect, it } from 'vitest';
import { isProblemError } from '../http/problem-error.ts';
import { parseIdempotencyKey } from './parse-idempotency-key.ts';

describe('parseIdempotencyKey', () => {
  it('takes the draft’s sf-string and the same characters bare as the same key', () => {
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
  });

  it('unescapes \\" and \\\\ in a quoted key, and keeps its spaces', () => {
    expect(parseIdempotencyKey('"a \\"quoted\\" \\\\ key"')).toBe('a "quoted" \\ key');
  });

  it('trims the spaces around the value, as HTTP does', () => {
    expect(parseIdempotencyKey('  checkout-42 ')).toBe('checkout-42');
  });

  it.each([
    ['empty', ''],
    ['an empty string', '""'],
    ['a list', 'a, b'],
    ['a bare key with a space', 'two words'],
    ['a bare key with a quote inside', 'a"b'],
    ['a bad escape', '"a\\nb"'],
    ['unterminated', '"open'],
    ['non-ASCII', 'schlüssel'],
    ['256 characters', 'k'.repeat(256)],
    ['a control character', 'a\u0001b'],
  ])('refuses %s with a 400 problem naming the header', (_name, value) => {
    const error = (() => {
      try {
        parseIdempotencyKey(value);
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })();
    expect(isProblemError(error) && error.status).toBe(400);
    expect(isProblemError(error) && error.toProblem().errors?.[0]?.path).toBe('header.Idempotency-Key');
  });

  it('takes 255 characters, counted after unquoting', () => {
    expect(parseIdempotencyKey(`"${'k'.repeat(255)}"`)).toHaveLength(255);
  });
});
