import { describe, expect, it } from 'vitest';
import { basicAuthorization } from './basic-authorization.ts';

describe('basicAuthorization', () => {
  it('encodes user and password as RFC 7617 Basic credentials', () => {
    expect(basicAuthorization({ username: 'Aladdin', password: 'open sesame' })).toBe(
      'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
    );
  });

  it('encodes characters outside Latin-1 as UTF-8 instead of throwing', () => {
    const header = basicAuthorization({ username: 'zoë', password: '🦕' });
    const binary = atob(header.slice('Basic '.length));
    expect(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))).toBe('zoë:🦕');
  });

  it('accepts empty credentials and colons in the password', () => {
    expect(basicAuthorization({ username: '', password: '' })).toBe('Basic Og==');
    expect(atob(basicAuthorization({ username: 'a', password: 'b:c' }).slice(6))).toBe('a:b:c');
  });

  it('refuses a username with a colon, which the server would split wrongly', () => {
    expect(() => basicAuthorization({ username: 'a:b', password: 'c' })).toThrow(
      new TypeError('Basic auth username must not contain ":"'),
    );
  });
});
