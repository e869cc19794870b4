import { describe, expect, it } from 'vitest';
import { constantTimeEqual } from './constant-time-equal.ts';

describe('constantTimeEqual', () => {
  it('is true only for the same text', () => {
    expect(constantTimeEqual('s3cret', 's3cret')).toBe(true);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('s3cret', 's3creT')).toBe(false);
  });

  it('tells apart strings where one is a prefix of the other, either way round', () => {
    expect(constantTimeEqual('s3cret', 's3cret!')).toBe(false);
    expect(constantTimeEqual('s3cret!', 's3cret')).toBe(false);
    expect(constantTimeEqual('', 'x')).toBe(false);
  });

  it('does not take a repetition of the secret for the secret', () => {
    expect(constantTimeEqual('ab', 'abab')).toBe(false);
    expect(constantTimeEqual('a', 'aaaa')).toBe(false);
  });

  it('compares text beyond ASCII unit by unit', () => {
    expect(constantTimeEqual('mot de passé', 'mot de passé')).toBe(true);
    expect(constantTimeEqual('mot de passé', 'mot de passe')).toBe(false);
    expect(constantTimeEqual('🦕', '🦖')).toBe(false);
  });
});
