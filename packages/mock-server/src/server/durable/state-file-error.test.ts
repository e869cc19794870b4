import { runInNewContext } from 'node:vm';
import { isMuseumAdminError, isMuseumMockError, MuseumAdminError, MuseumMockError } from '@museum-api/mock';
import { describe, expect, it } from 'vitest';
import { isStateFileError, StateFileError } from './state-file-error.ts';

const problem = { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'token needed' };
const admin = new MuseumAdminError({ method: 'POST', url: 'http://127.0.0.1:1/__admin/reset' }, 401, problem);
const state = new StateFileError('museum.db', 'refused: not a state file', { cause: new Error('header') });

// StateFileError joins the mock's error hierarchy from this package: the same base, its own guard.
describe('StateFileError', () => {
  it('has its own name, the mock errors’ common base, the file in its message and the cause', () => {
    expect(state.name).toBe('StateFileError');
    expect(state).toBeInstanceOf(MuseumMockError);
    expect(isMuseumMockError(state)).toBe(true);
    expect(state.cause).toBeInstanceOf(Error);
    expect(state.message).toBe('museum.db: refused: not a state file');
  });

  it('has a guard that tells it from the admin error and refuses anything else', () => {
    expect([isStateFileError(state), isStateFileError(admin)]).toEqual([true, false]);
    expect(isMuseumAdminError(state)).toBe(false);
    for (const other of [new Error('plain'), null, undefined, 'StateFileError', { name: 'StateFileError' }]) {
      expect(isStateFileError(other)).toBe(false);
    }
  });

  it('is recognised from another realm, where instanceof fails', () => {
    const foreign = runInNewContext(`
      const error = new Error('museum.db: refused');
      error[Symbol.for('@museum-api/mock/MuseumMockError')] = true;
      error[Symbol.for('@museum-api/mock/StateFileError')] = true;
      error;
    `) as unknown;
    expect(foreign instanceof StateFileError).toBe(false);
    expect(isStateFileError(foreign)).toBe(true);
    expect(isMuseumMockError(foreign)).toBe(true);
    expect(isMuseumAdminError(foreign)).toBe(false);
  });
});
