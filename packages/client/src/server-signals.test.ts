import { describe, expect, it } from 'vitest';
import { createServerSignals } from './server-signals.ts';

const answer = (headers: Record<string, string>) => {
  const response = new Response(null, { headers });
  Object.defineProperty(response, 'url', { value: 'https://museum.example/v1.1/museum-hours' });
  return response;
};

describe('createServerSignals', () => {
  it('trusts keys only once an answer says the server honours them', () => {
    const signals = createServerSignals('1.1', () => {});
    signals.observe(answer({}));
    signals.observe(answer({ 'museum-idempotency': 'no' }));
    expect(signals.honoursKeys()).toBe(false);
    signals.observe(answer({ 'museum-idempotency': 'Honoured' }));
    expect(signals.honoursKeys()).toBe(true);
  });

  it('takes a replayed answer as proof that keys are honoured', () => {
    const signals = createServerSignals('1.1', () => {});
    signals.observe(answer({ 'idempotent-replayed': 'true' }));
    expect(signals.honoursKeys()).toBe(true);
  });

  it('names the server as the older side when it states an earlier version', () => {
    const warnings: string[] = [];
    const signals = createServerSignals('1.2', (message) => warnings.push(message));
    signals.observe(answer({ 'museum-api-version': '1.1.1' }));
    signals.observe(answer({ 'museum-api-version': '1.0' }));
    expect(warnings).toEqual([
      "Museum API: the server speaks 1.1.1, this client 1.2: the server is older. Set apiVersion to the server's.",
    ]);
  });

  it('stays silent for the same version, and for a header that names no version', () => {
    const warnings: string[] = [];
    const signals = createServerSignals('1.1', (message) => warnings.push(message));
    signals.observe(answer({ 'museum-api-version': '1.1.1' }));
    signals.observe(answer({ 'museum-api-version': 'latest' }));
    expect(warnings).toEqual([]);
  });
});
