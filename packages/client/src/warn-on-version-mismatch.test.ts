import { describe, expect, it } from 'vitest';
import { warnOnVersionMismatch } from './warn-on-version-mismatch.ts';

const answer = (headers: Record<string, string>) => new Response(null, { headers });

describe('warnOnVersionMismatch', () => {
  it('names the server as the older side when it states an earlier version, once', () => {
    const warnings: string[] = [];
    const check = warnOnVersionMismatch('1.2', (message) => warnings.push(message));
    check(answer({ 'museum-api-version': '1.1.1' }));
    check(answer({ 'museum-api-version': '1.0' }));
    expect(warnings).toEqual([
      "Museum API: the server speaks 1.1.1, this client 1.2: the server is older. Set apiVersion to the server's.",
    ]);
  });

  it('names the client as the older side when the server states a later version', () => {
    const warnings: string[] = [];
    warnOnVersionMismatch('1.1', (message) => warnings.push(message))(
      answer({ 'museum-api-version': '1.2.1' }),
    );
    expect(warnings).toEqual([
      "Museum API: the server speaks 1.2.1, this client 1.1: the client is older. Set apiVersion to the server's.",
    ]);
  });

  it('stays silent for the same version, and for a header that names no version', () => {
    const warnings: string[] = [];
    const check = warnOnVersionMismatch('1.1', (message) => warnings.push(message));
    check(answer({ 'museum-api-version': '1.1.1' }));
    check(answer({ 'museum-api-version': 'latest' }));
    check(answer({}));
    expect(warnings).toEqual([]);
  });
});
