import { describe, expect, it } from 'vitest';
import { sessionIdOf } from './protocol.ts';

describe('sessionIdOf', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://mock.test/v1.1/tickets', { headers });

  it('reads the X-Museum-Session header first, then the museum-session cookie', () => {
    expect(sessionIdOf(request({ 'X-Museum-Session': 'w1', Cookie: 'museum-session=w2' }))).toBe('w1');
    expect(sessionIdOf(request({ Cookie: 'theme=dark; museum-session=w2; other=1' }))).toBe('w2');
    expect(sessionIdOf(request({}))).toBeUndefined();
  });

  it('leaves a malformed cookie escape for the id check to refuse', () => {
    expect(sessionIdOf(request({ Cookie: 'museum-session=%E0%A4%A' }))).toBe('%E0%A4%A');
  });
});
