import { describe, expect, it } from 'vitest';
import { createStoryMock } from './create-story-mock.ts';

const headers = { Authorization: `Basic ${btoa('story:')}` };
const list = (mock: ReturnType<typeof createStoryMock>) =>
  mock.fetch('https://museum.test/v1.1/special-events', { headers });

describe('createStoryMock', () => {
  it('gives each story its own state: a purchase in one is not in the next', async () => {
    const first = createStoryMock({ clock: '2026-12-01T10:00:00Z' });
    const bought = await first.fetch('https://museum.test/v1.1/tickets', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' }),
    });
    expect(bought.status).toBe(201);

    const next = createStoryMock({ clock: '2026-12-01T10:00:00Z' });
    expect(next.journal.entries).toEqual([]);
    expect(next.store.allTickets()).toHaveLength(first.store.allTickets().length - 1);
  });

  it('starts in the story scenario, with its seed over the scenario one', async () => {
    expect(await (await list(createStoryMock({}, { scenario: 'empty' }))).json()).toEqual([]);
    const seeded = createStoryMock(
      { clock: '2026-12-01T10:00:00Z' },
      {
        scenario: 'empty',
        seed: [
          { name: 'Night', location: 'Hall 1', eventDescription: 'Dark', dates: ['2026-12-02'], price: 5 },
        ],
      },
    );
    expect((await (await list(seeded)).json()).map((event: { name: string }) => event.name)).toEqual([
      'Night',
    ]);
  });

  it('arms the story faults for the requests they name, then answers as usual', async () => {
    const mock = createStoryMock(
      {},
      { faults: [{ operation: 'listSpecialEvents', status: 503, retryAfter: 2, times: 2 }] },
    );
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await list(mock)).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect(mock.journal.filter({ intervention: 'fault' })).toHaveLength(2);
  });

  it('takes the story clock and latency over the preview ones', async () => {
    const mock = createStoryMock(
      { clock: '2026-01-01T00:00:00Z', latency: 0 },
      { clock: '2026-12-24T09:00:00Z', latency: 30 },
    );
    expect(mock.clock.now().toISOString()).toBe('2026-12-24T09:00:00.000Z');
    expect(mock.options.latency).toEqual([30, 30]);
    const started = performance.now();
    await list(mock);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('refuses an unknown scenario, naming the known ones', () => {
    expect(() => createStoryMock({}, { scenario: 'nope' })).toThrow(/unknown scenario "nope".*closed/);
  });
});
