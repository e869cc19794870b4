// Child process of the soak run: the standalone mock server, with `--expose-gc` so the parent
// can ask for memory figures after a full collection. Talks to the parent over IPC.
import { startMuseumServer } from '../../../src/index.ts';

/** What the parent asks for over IPC. */
type Command = 'memory' | 'stop';

const server = await startMuseumServer({ port: 0, clock: '2026-11-22T12:00:00Z', randomSeed: 'soak' });
const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', async (command: Command) => {
  if (command === 'memory') {
    // Twice: the first pass can leave garbage that finalizers free only on the next.
    gc?.();
    gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({
      kind: 'memory',
      rss,
      heapUsed,
      gcExposed: gc !== undefined,
      journalSize: server.mock.journal.size,
      journalLimit: server.mock.options.journalLimit,
      events: server.mock.store.eventCount,
      tickets: server.mock.store.ticketCount,
    });
  } else if (command === 'stop') {
    await server.close();
    process.disconnect?.();
  }
});

const context = {
  eventIds: server.mock.store.allEvents().map((event) => event.eventId),
  today: server.mock.store.today(),
  sellable: server.mock.store
    .allEvents()
    .map((event) => ({
      eventId: event.eventId,
      dates: event.dates.filter((date) => date >= server.mock.store.today()),
    }))
    .filter((event) => event.dates.length > 0),
  openDays: server.mock.store.listMuseumHours({ limit: 30 }).map((day) => day.date),
};
process.send?.({ kind: 'ready', url: server.url, context });
