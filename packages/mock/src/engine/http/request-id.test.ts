import { seededRandom } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { callerRequestId, requestIdSequence } from './request-id.ts';

describe('request ids', () => {
  it('takes a caller’s id of 1 to 128 visible ASCII characters, nothing else', () => {
    expect(callerRequestId('trace-1')).toBe('trace-1');
    expect(callerRequestId('r'.repeat(128))).toHaveLength(128);
    for (const bad of [null, '', 'two words', 'r'.repeat(129), 'ümlaut', 'tab\there']) {
      expect(callerRequestId(bad)).toBeUndefined();
    }
  });

  it('counts its own ids behind a prefix drawn once, the same for the same seed', () => {
    const first = requestIdSequence(seededRandom('ids'));
    const second = requestIdSequence(seededRandom('ids'));
    const ids = [first(), first(), first()];
    expect(ids[0]).toMatch(/^req-[0-9a-f]{8}-1$/);
    expect(ids[2]).toBe(ids[0]?.replace(/1$/, '3'));
    expect(second()).toBe(ids[0]);
  });
});
