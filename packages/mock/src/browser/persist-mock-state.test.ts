import { describe, expect, it } from 'vitest';
import { createMuseumMock } from '../msw/create-museum-mock.ts';
import { persistMockState, type StorageLike } from './persist-mock-state.ts';

/** An in-memory Web Storage, as a page's localStorage behaves within one origin. */
function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}
const headers = { Authorization: 'Basic Og==', 'Content-Type': 'application/json' };
const options = { clock: '2026-12-01T10:00:00Z', randomSeed: 3 } as const;

describe('persistMockState', () => {
  it('keeps what a page created across a reload', async () => {
    const storage = memoryStorage();
    const first = createMuseumMock(options);
    expect(persistMockState(first, { storage }).restored).toBe(false);
    const response = await first.fetch('http://localhost/v1.1/tickets', {
      method: 'POST',
      headers,
      body: JSON.stringify({ ticketType: 'general', ticketDate: '2026-12-01', email: 'a@b.co' }),
    });
    const { ticketId } = (await response.json()) as { ticketId: string };

    const reloaded = createMuseumMock(options);
    expect(persistMockState(reloaded, { storage }).restored).toBe(true);
    expect(reloaded.store.getTicket(ticketId).email).toBe('a@b.co');
  });

  it('drops an unreadable saved state and starts from the seed', () => {
    const storage = memoryStorage();
    storage.setItem('museum-api-mock', '{"version":9}');
    const mock = createMuseumMock(options);
    expect(persistMockState(mock, { storage }).restored).toBe(false);
    expect(storage.data.has('museum-api-mock')).toBe(false);
    expect(mock.store.eventCount).toBe(8);
  });

  it('saves on reset, under its own key, and stops when asked', () => {
    const storage = memoryStorage();
    const mock = createMuseumMock(options);
    const persisted = persistMockState(mock, { storage, key: 'app:museum' });
    mock.store.clear();
    persisted.save();
    expect(JSON.parse(storage.getItem('app:museum') ?? '{}').events).toEqual([]);
    mock.reset();
    expect(JSON.parse(storage.getItem('app:museum') ?? '{}').events).toHaveLength(8);
    persisted.stop();
    persisted.clear();
    mock.reset();
    expect(storage.getItem('app:museum')).toBeNull();
  });
});
