import { rename, rm, writeFile } from 'node:fs/promises';
import {
  MuseumStore,
  type SpecialEvent,
  SpecialEventSchema,
  type Ticket,
  TicketConfirmationSchema,
  TicketSchema,
} from '@museum-api/core';
import type { JournalEntry, MuseumSeedData } from '@museum-api/mock';
import { applySeed } from '@museum-api/mock/options';

/**
 * What `--record` keeps of a proxy's traffic: every event and ticket the upstream returned, by
 * id (the latest answer wins, a deleted event goes), as a seed that `--seed` loads.
 *
 * @example
 * ```ts
 * const recorder = new SeedRecorder();
 * server.onRequest((entry) => recorder.observe(entry));
 * await recorder.write('staging-seed.json');
 * ```
 */
export class SeedRecorder {
  readonly #events = new Map<string, SpecialEvent>();
  readonly #tickets = new Map<string, Ticket>();

  /** Events and tickets kept so far. */
  get size(): { events: number; tickets: number } {
    return { events: this.#events.size, tickets: this.#tickets.size };
  }

  /** Takes what a forwarded, successful exchange says about events and tickets. */
  observe(entry: JournalEntry): void {
    if (entry.upstream === undefined || entry.status < 200 || entry.status > 299) return;
    switch (entry.operation) {
      case 'listSpecialEvents':
        if (Array.isArray(entry.responseBody)) for (const event of entry.responseBody) this.#event(event);
        return;
      case 'getSpecialEvent':
      case 'createSpecialEvent':
      case 'updateSpecialEvent':
        this.#event(entry.responseBody);
        return;
      case 'deleteSpecialEvent':
        this.#events.delete(entry.params.eventId.toLowerCase());
        return;
      case 'buyMuseumTickets':
        this.#ticket(entry.requestBody, entry.responseBody, entry.startedAt);
        return;
      default:
        return;
    }
  }

  /**
   * The seed: events, then the tickets whose event is kept (a seed refuses a ticket for an
   * unknown event), checked by loading it into a scratch store as `--seed` will.
   *
   * @throws {MuseumDomainError} if the data is not a valid seed (each part was checked when taken).
   */
  seed(): Required<MuseumSeedData> {
    const events = [...this.#events.values()];
    const kept = new Set(this.#events.keys());
    const tickets = [...this.#tickets.values()].filter(
      (ticket) => ticket.eventId === undefined || kept.has(ticket.eventId.toLowerCase()),
    );
    const seed = { events, tickets };
    applySeed(new MuseumStore(), seed);
    return seed;
  }

  /**
   * Writes the seed atomically: to a temporary file beside `file`, then renamed over it, so a
   * reader never sees half a file.
   *
   * @throws the file system's error, or {MuseumDomainError} for an invalid seed.
   */
  async write(file: string): Promise<void> {
    const text = `${JSON.stringify(this.seed(), null, 2)}\n`;
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await writeFile(temporary, text, { flag: 'wx' });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  #event(value: unknown): void {
    const parsed = SpecialEventSchema.safeParse(value);
    if (parsed.success) this.#events.set(parsed.data.eventId.toLowerCase(), parsed.data);
  }

  #ticket(purchase: unknown, confirmation: unknown, startedAt: string): void {
    const confirmed = TicketConfirmationSchema.safeParse(confirmation);
    if (!confirmed.success || typeof purchase !== 'object' || purchase === null) return;
    const { email, phone, eventId } = purchase as Record<string, unknown>;
    const ticket = TicketSchema.safeParse({
      ...confirmed.data,
      email,
      ...(phone === undefined ? {} : { phone }),
      ...(eventId === undefined ? {} : { eventId }),
      purchasedAt: startedAt,
    });
    if (ticket.success) this.#tickets.set(ticket.data.ticketId.toLowerCase(), ticket.data);
  }
}
