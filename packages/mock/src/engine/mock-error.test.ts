import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isMuseumAdminError, MuseumAdminError } from './controls/admin-error.ts';
import { isMuseumMockError, MuseumMockError } from './mock-error.ts';

const problem = { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'token needed' };
const admin = new MuseumAdminError({ method: 'POST', url: 'http://127.0.0.1:1/__admin/reset' }, 401, problem);

describe('the mock error hierarchy', () => {
  // The server's StateFileError, the hierarchy's other class, is held to the same rules in
  // @museum-api/mock-server (src/server/durable/state-file-error.test.ts).
  it('gives the class its own name under the common base', () => {
    expect(admin.name).toBe('MuseumAdminError');
    expect(admin).toBeInstanceOf(MuseumMockError);
    expect(isMuseumMockError(admin)).toBe(true);
  });

  it('has guards that refuse anything else', () => {
    for (const other of [
      new Error('plain'),
      null,
      undefined,
      'MuseumAdminError',
      { name: 'MuseumAdminError' },
    ]) {
      expect(isMuseumMockError(other)).toBe(false);
      expect(isMuseumAdminError(other)).toBe(false);
    }
  });

  it('recognises errors from another realm, where instanceof fails', () => {
    const foreign = runInNewContext(`
      const error = new Error('museum.db: refused');
      error[Symbol.for('@museum-api/mock/MuseumMockError')] = true;
      error[Symbol.for('@museum-api/mock/MuseumAdminError')] = true;
      error;
    `) as unknown;
    expect(foreign instanceof MuseumAdminError).toBe(false);
    expect(isMuseumAdminError(foreign)).toBe(true);
    expect(isMuseumMockError(foreign)).toBe(true);
  });
});
