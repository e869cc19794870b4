import { describe, expect, it } from 'vitest';
import { parseBasicAuth } from './basic-auth.ts';

describe('parseBasicAuth', () => {
  it('hands out a fresh object for a header it has seen, and reads a new header anew', () => {
    const header = `Basic ${btoa('ada:one')}`;
    const first = parseBasicAuth(header);
    if (first) first.username = 'changed';
    expect(parseBasicAuth(header)).toEqual({ username: 'ada', password: 'one' });
    expect(parseBasicAuth(`Basic ${btoa('bob:two')}`)).toEqual({ username: 'bob', password: 'two' });
    expect(parseBasicAuth('Basic !!')).toBeUndefined();
    expect(parseBasicAuth('Basic !!')).toBeUndefined();
    expect(parseBasicAuth(header)).toEqual({ username: 'ada', password: 'one' });
  });

  it('reads user and password, the password keeping its colons', () => {
    expect(parseBasicAuth(`Basic ${btoa('ada:pa:ss')}`)).toEqual({ username: 'ada', password: 'pa:ss' });
  });

  it('accepts empty credentials and any case of the scheme', () => {
    expect(parseBasicAuth('BASIC Og==')).toEqual({ username: '', password: '' });
  });

  it('decodes UTF-8 user names', () => {
    const bytes = new TextEncoder().encode('zoë:ü');
    expect(parseBasicAuth(`Basic ${btoa(String.fromCharCode(...bytes))}`)).toEqual({
      username: 'zoë',
      password: 'ü',
    });
  });

  it.each([
    null,
    '',
    'Basic',
    'Bearer x',
    'Basic a',
    'Basic a===',
    'Basic YWJj',
    'Basic /w==',
    'Basic Og== extra',
  ])('finds no credentials in %j', (header) => {
    expect(parseBasicAuth(header)).toBeUndefined();
  });
});
