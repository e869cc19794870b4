// The mock's own failure (an override that throws, a platform API gone missing) under msw in
// Node: the answer says it is the mock's, the journal marks it, and the test fails after it with
// the cause, through the very `afterEach` hook `setupMuseumMock` registers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  isMuseumMockFailureError,
  type MuseumMockFailureError,
  mockFailureHeader,
  problemTypes,
  throwIfMockFailed,
} from '../../src/index.ts';
import { setupMuseumMock, type TestLifecycleHooks } from '../../src/node.ts';
import { apiBase, basic, now } from '../fixtures.ts';

// The hooks a runner would call, kept so a test can run the registered afterEach itself.
const registered: { afterEach?: () => void } = {};
const hooks: TestLifecycleHooks = {
  beforeAll,
  afterAll,
  afterEach: (fn) => {
    registered.afterEach = fn;
  },
};
const { mock } = setupMuseumMock({ clock: now, baseUrl: apiBase, onUnhandledRequest: 'error' }, hooks);

/** What the test runner's afterEach would throw now (`undefined` when it passes). */
function afterEachThrows(): unknown {
  try {
    registered.afterEach?.();
    return undefined;
  } catch (error) {
    return error;
  }
}

const hours = () => fetch(`${apiBase}/museum-hours`, { headers: { Authorization: basic() } });

describe('a failure of the mock itself, under msw in Node', () => {
  it('fails the test with the error an override threw, after answering a 500 marked as the mock’s', async () => {
    const bug = new RangeError('the test’s override broke');
    mock.override('getMuseumHours', () => {
      throw bug;
    });
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await hours();
    // Told at once too, with the error as thrown, before the afterEach fails the test.
    expect(printed).toHaveBeenCalledWith(expect.stringContaining(`GET ${apiBase}/museum-hours`), bug);
    printed.mockRestore();
    expect(response.status).toBe(500);
    // A header holds visible ASCII only: the apostrophe becomes a space.
    expect(response.headers.get(mockFailureHeader)).toBe('RangeError: the test s override broke');
    expect(await response.json()).toMatchObject({
      type: problemTypes.mockFailure,
      title: 'The mock itself failed',
      detail: expect.stringContaining('Not an answer of the Museum API'),
    });
    expect(mock.journal.last()).toMatchObject({
      operation: 'getMuseumHours',
      status: 500,
      mockFailure: { name: 'RangeError', message: 'the test’s override broke' },
    });
    const thrown = afterEachThrows() as MuseumMockFailureError;
    expect(isMuseumMockFailureError(thrown)).toBe(true);
    expect(thrown.cause).toBe(bug);
    expect(thrown.message).toContain(`GET ${apiBase}/museum-hours: RangeError: the test’s override broke`);
    expect(thrown.requests).toHaveLength(1);
    // Thrown once: the next test starts clean.
    expect(afterEachThrows()).toBeUndefined();
  });

  it('fails the test when a platform API the mock reads is gone, naming it', async () => {
    // The mock decodes Basic credentials with atob; new credentials, so none are cached.
    const atob = Object.getOwnPropertyDescriptor(globalThis, 'atob');
    Reflect.deleteProperty(globalThis, 'atob');
    let response: Response;
    try {
      response = await fetch(`${apiBase}/museum-hours`, {
        headers: { Authorization: basic('no-atob', 'here') },
      });
    } finally {
      if (atob) Object.defineProperty(globalThis, 'atob', atob);
    }
    expect(response.status).toBe(500);
    expect(response.headers.get(mockFailureHeader)).toBe('ReferenceError: atob is not defined');
    const thrown = afterEachThrows() as MuseumMockFailureError;
    expect(isMuseumMockFailureError(thrown)).toBe(true);
    expect(thrown.cause).toBeInstanceOf(ReferenceError);
    expect(thrown.message).toContain('ReferenceError: atob is not defined');
  });

  it('tells an injected 500 apart: a fault is the API’s answer, and fails nothing', async () => {
    mock.fault('getMuseumHours', { status: 500 });
    const response = await hours();
    expect(response.status).toBe(500);
    expect(response.headers.has(mockFailureHeader)).toBe(false);
    expect(mock.journal.last()).toMatchObject({ intervention: 'fault' });
    expect(mock.journal.last()?.mockFailure).toBeUndefined();
    expect(() => throwIfMockFailed(mock.journal.filter({}))).not.toThrow();
    expect(afterEachThrows()).toBeUndefined();
  });

  it('throws from the journal alone where the mock ran elsewhere, rebuilding the cause', async () => {
    mock.override('getMuseumHours', () => {
      throw new TypeError('from a server');
    });
    await hours();
    let thrown: unknown;
    try {
      throwIfMockFailed(mock.journal.filter({}));
    } catch (error) {
      thrown = error;
    }
    expect(isMuseumMockFailureError(thrown)).toBe(true);
    expect((thrown as Error).cause).toMatchObject({ name: 'TypeError', message: 'from a server' });
    expect(afterEachThrows()).toBeDefined();
  });
});
