import { isProblemError } from '@museum-api/mock/host';
import { describe, expect, it } from 'vitest';
import { MockSessions } from './mock-sessions.ts';

function registry(limits: { maxSessions?: number; ttlMs?: number } = {}) {
  let now = 0;
  const created: string[] = [];
  const disposed: string[] = [];
  const sessions = new MockSessions(
    (id) => {
      created.push(id);
      return { id };
    },
    { ...limits, now: () => now },
    (_session, id) => disposed.push(id),
  );
  return { sessions, created, disposed, advance: (ms: number) => (now += ms) };
}

describe('MockSessions', () => {
  it('creates a session on first use and hands back the same one after', () => {
    const { sessions, created } = registry();
    const first = sessions.get('worker-1');
    expect(sessions.get('worker-1')).toBe(first);
    expect(sessions.get('worker-2')).not.toBe(first);
    expect(created).toEqual(['default', 'worker-1', 'worker-2']);
  });

  it('serves the default session for no id and for "default", and never counts it', () => {
    const { sessions } = registry({ maxSessions: 0 });
    expect(sessions.get(undefined)).toBe(sessions.default);
    expect(sessions.get('default')).toBe(sessions.default);
    sessions.get('other');
    expect(sessions.size).toBe(0);
    expect(sessions.get(undefined)).toBe(sessions.default);
  });

  it('lists every session with when it was made and last used, the default first, without using them', () => {
    const { sessions, advance } = registry();
    advance(10);
    sessions.get('a');
    advance(10);
    sessions.get('b');
    advance(10);
    sessions.get('a');
    sessions.get(undefined);
    const listed = sessions.list().map(({ id, created, lastUsed }) => [id, created, lastUsed]);
    expect(listed).toEqual([
      ['default', 0, 30],
      ['b', 20, 20],
      ['a', 10, 30],
    ]);
    advance(10);
    sessions.list();
    expect(sessions.ids()).toEqual(['b', 'a']);
  });

  it('evicts the least recently used session past maxSessions', () => {
    const { sessions, disposed } = registry({ maxSessions: 2 });
    sessions.get('a');
    sessions.get('b');
    sessions.get('a');
    sessions.get('c');
    expect(disposed).toEqual(['b']);
    expect(sessions.ids()).toEqual(['a', 'c']);
  });

  it('lists every held session, the default first, without counting that as a use', () => {
    const { sessions, disposed } = registry({ maxSessions: 2 });
    sessions.get('a');
    sessions.get('b');
    expect(sessions.held()).toEqual([
      ['default', sessions.default],
      ['a', { id: 'a' }],
      ['b', { id: 'b' }],
    ]);
    // Still least recently used first: the listing did not move 'a' to the end.
    sessions.get('c');
    expect(disposed).toEqual(['a']);
  });

  it('ends a named session, refuses the default one and bad ids, and makes no session', () => {
    const { sessions, created, disposed } = registry();
    sessions.get('a');
    sessions.end('a');
    sessions.end('never-made');
    expect(disposed).toEqual(['a']);
    expect(sessions.ids()).toEqual([]);
    for (const id of [undefined, 'default', 'not valid!']) {
      expect(() => sessions.end(id)).toThrow(expect.objectContaining({ status: 400 }));
    }
    expect(created).toEqual(['default', 'a']);
  });

  it('drops sessions idle past the time-to-live, and keeps the ones in use', () => {
    const { sessions, disposed, advance } = registry({ ttlMs: 1000 });
    sessions.get('idle');
    sessions.get('busy');
    advance(600);
    sessions.get('busy');
    advance(600);
    sessions.expire();
    expect(disposed).toEqual(['idle']);
    expect(sessions.ids()).toEqual(['busy']);
  });

  it('stays bounded under a flood of new ids', () => {
    const { sessions } = registry({ maxSessions: 50 });
    for (let i = 0; i < 10_000; i++) sessions.get(`flood-${i}`);
    expect(sessions.size).toBe(50);
    expect(sessions.ids().at(-1)).toBe('flood-9999');
  });

  it.each(['', 'a b', 'ü', 'x'.repeat(65), '../etc', 'a;b'])('refuses the id %j with a 400 problem', (id) => {
    const { sessions } = registry();
    let caught: unknown;
    try {
      sessions.get(id);
    } catch (error) {
      caught = error;
    }
    expect(isProblemError(caught) && caught.status).toBe(400);
    expect(sessions.size).toBe(0);
  });

  it('refuses limits that cannot work', () => {
    expect(() => new MockSessions(() => ({}), { maxSessions: -1 })).toThrow(/maxSessions/);
    expect(() => new MockSessions(() => ({}), { ttlMs: 0 })).toThrow(/sessionTtl\b/);
  });
});
