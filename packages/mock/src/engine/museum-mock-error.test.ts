import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isStateFileError, StateFileError } from '../server/durable/state-file-error.ts';
import { isMuseumAdminError, MuseumAdminError } from './controls/museum-admin-error.ts';
import { isMuseumMockError, MuseumMockError } from './museum-mock-error.ts';

const problem = { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'token needed' };
const admin = new MuseumAdminError({ method: 'POST', url: 'http://127.0.0.1:1/__admin/reset' }, 401, problem);
const state = new StateFileError('museum.db', 'refused: not a state file', { cause: new Error('header') });

describe('the mock error hierarchy', () => {
  it('gives each class its own name and one common base', () => {
    expect([admin.name, state.name]).toEqual(['MuseumAdminError', 'StateFileError']);
    for (const error of [admin, state]) {
      expect(error).toBeInstanceOf(MuseumMockError);
      expect(isMuseumMockError(error)).toBe(true);
    }
    expect(state.cause).toBeInstanceOf(Error);
    expect(state.message).toBe('museum.db: refused: not a state file');
  });

  it('has guards that tell the classes apart and refuse anything else', () => {
    expect([isMuseumAdminError(admin), isMuseumAdminError(state)]).toEqual([true, false]);
    expect([isStateFileError(state), isStateFileError(admin)]).toEqual([true, false]);
    for (const other of [new Error('plain'), null, undefined, 'StateFileError', { name: 'StateFileError' }]) {
      expect(isMuseumMockError(other)).toBe(false);
      expect(isStateFileError(other)).toBe(false);
    }
  });

  it('recognises errors from another realm, where instanceof fails', () => {
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
