import { describe, expect, it } from 'vitest';
import { createServerSignals } from './server-signals.ts';

const answer = (headers: Record<string, string>) => {
  const response = new Response(null, { headers });
  Object.defineProperty(response, 'url', { value: 'https://museum.example/v1.1/museum-hours' });
  return response;
};

describe('createServerSignals', () => {
  it('trusts keys only once an answer says the server honours them', () => {
    const signals = createServerSignals();
    signals.observe(answer({}));
    signals.observe(answer({ 'museum-idempotency': 'no' }));
    expect(signals.honoursKeys()).toBe(false);
    signals.observe(answer({ 'museum-idempotency': 'Honoured' }));
    expect(signals.honoursKeys()).toBe(true);
  });

  it('takes a replayed answer as proof that keys are honoured', () => {
    const signals = createServerSignals();
    signals.observe(answer({ 'idempotent-replayed': 'true' }));
    expect(signals.honoursKeys()).toBe(true);
  });
});
