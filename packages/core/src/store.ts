import type { MuseumApiVersion } from './api-version.ts';
import { type ClockInput, toClock } from './clock.ts';
import { MuseumDomainError } from './errors/domain-error.ts';
import { EventDateIndex } from './event-date-index.ts';
import { addDays } from './iso-date.ts';
import { limits } from './limits.ts';
import { type NormalizedSchedule, normalizeSchedule, openDays, openingTimesOn } from './opening-schedule.ts';
import { parseInput } from './parse-input.ts';
import {
  cryptoRandom,
  type RandomSource,
  randomConfirmationCode,
  randomUuid,
  seededRandom,
} from './random.ts';
import { type MuseumDay, MuseumHoursQuerySchema, type MuseumSchedule } from './schemas/opening-hours.ts';
import { UuidSchema } from './schemas/primitives.ts';
import {
  ListSpecialEventsQuerySchema,
  NewSpecialEventSchema,
  type SpecialEvent,
  SpecialEventPatchSchema,
  SpecialEventSchema,
} from './schemas/special-event.ts';
import { type MuseumStoreSnapshot, MuseumStoreSnapshotSchema } from './schemas/store-snapshot.ts';
import { type Ticket, type TicketConfirmation, TicketPurchaseSchema } from './schemas/ticket.ts';
import type { TicketConfirmation12 } from './schemas/ticket-confirmation-1-2.ts';
import { TicketPurchase12Schema } from './schemas/ticket-purchase-1-2.ts';

/**
 * Options of a {@link MuseumStore}. Every field is optional.
 *
 * @example
 * ```ts
 * const store = new MuseumStore({ clock: '2026-12-01T10:00:00Z', randomSeed: 'docs' });
 * ```
 */
export interface MuseumStoreOptions {
  /**
   * Where "today" comes from (UTC). A function, or a fixed instant.
   * @default the real time
   * @example '2026-12-01T10:00:00Z'
   */
  clock?: ClockInput;
  /**
   * The random seed behind ids and confirmation codes: the same value and the same calls give
   * the same ids and codes. (The mock passes its own `randomSeed` option here.)
   * @default unseeded: `crypto.getRandomValues`
   * @example 'my-test-suite'
   */
  randomSeed?: number | string;
  /**
   * Opening schedule of the museum.
   * @default {@link defaultMuseumSchedule}: closed Mondays, 09:00–18:00, Thursdays to 21:00
   * @example { weekly: [...], exceptions: { '2026-12-25': null } }
   */
  schedule?: MuseumSchedule;
  /**
   * Most tickets kept. Past it, each purchase first evicts the oldest ticket (its id and
   * confirmation code go with it), so a store that sells for weeks stays bounded in memory; an
   * evicted ticket then reads as unknown ({@link MuseumStore.getTicket} throws `not-found`,
   * and {@link MuseumStore.evictedTicketCount} says the store has let tickets go).
   * A whole number >= 1.
   * @default Infinity (every ticket kept; the mock passes its own `maxTickets`, 100,000 by default)
   * @example 10_000
   */
  maxTickets?: number;
}

const ticketMessages = {
  general: 'Museum general entry ticket purchased',
  event: 'Museum special event ticket purchased',
} as const;

/**
 * The museum's state and rules in memory: special events with a date index, tickets, and the
 * opening schedule. Every method validates its input and throws a {@link MuseumDomainError}
 * (kind `invalid` or `not-found`) without changing anything when it refuses. Returned objects
 * are copies: changing them never changes the store.
 *
 * @example
 * ```ts
 * const store = new MuseumStore({ clock: '2026-12-01T10:00:00Z', randomSeed: 1 });
 * const event = store.createEvent({
 *   name: 'Night of the Dinosaurs', location: 'Hall B', eventDescription: 'Torch-lit tour.',
 *   dates: ['2026-12-05'], price: 25,
 * });
 * const ticket = store.buyTicket({
 *   ticketType: 'event', eventId: event.eventId, ticketDate: '2026-12-05', email: 'ada@example.com',
 * });
 * store.listEvents({ startDate: '2026-12-01' }); // [event]
 * ```
 */
export class MuseumStore {
  readonly #clock: () => Date;
  readonly #seed: number | string | undefined;
  #random: RandomSource;
  #schedule: NormalizedSchedule;
  readonly #events = new Map<string, SpecialEvent>();
  readonly #index = new EventDateIndex();
  readonly #tickets = new Map<string, Ticket>();
  readonly #codes = new Set<string>();
  readonly #maxTickets: number;
  /** The tickets kept, oldest first from `#head` (a bounded store only; see `#keep`). */
  readonly #order: (Ticket | undefined)[] = [];
  #head = 0;
  #evicted = 0;
  /** The last instant written out and its text: `toISOString` cost a tenth of a purchase. */
  #instantMs = Number.NaN;
  #instantText = '';

  constructor(options: MuseumStoreOptions = {}) {
    const { maxTickets = Number.POSITIVE_INFINITY } = options;
    if (maxTickets !== Number.POSITIVE_INFINITY && !(Number.isSafeInteger(maxTickets) && maxTickets >= 1)) {
      throw new TypeError(
        `MuseumStore: maxTickets must be a whole number >= 1 or Infinity, got ${maxTickets}`,
      );
    }
    this.#maxTickets = maxTickets;
    this.#clock = toClock(options.clock);
    this.#seed = options.randomSeed;
    this.#random = options.randomSeed === undefined ? cryptoRandom() : seededRandom(options.randomSeed);
    this.#schedule = normalizeSchedule(options.schedule);
  }

  /** Today's date (UTC) by the store's clock. */
  today(): string {
    return this.#nowText().slice(0, 10);
  }

  /** The current instant by the store's clock. */
  now(): Date {
    return this.#clock();
  }

  /** The opening schedule in force. */
  get schedule(): NormalizedSchedule {
    return structuredClone(this.#schedule);
  }

  /**
   * Replaces the opening schedule, checked first (a bad one leaves the old in force); events,
   * tickets, the clock and the id sequence stay. Lets a long-lived store change its hours (a mock
   * switching scenario) without being replaced, so every reference to it stays valid.
   *
   * @throws {MuseumDomainError} `invalid`, with paths under `schedule.`.
   *
   * @example
   * ```ts
   * store.setSchedule({ ...defaultMuseumSchedule, exceptions: { '2026-12-25': null } });
   * ```
   */
  setSchedule(schedule: MuseumSchedule): void {
    this.#schedule = normalizeSchedule(schedule);
  }

  /** Number of special events held. */
  get eventCount(): number {
    return this.#events.size;
  }

  /** Number of tickets sold. */
  get ticketCount(): number {
    return this.#tickets.size;
  }

  /** Most tickets kept ({@link MuseumStoreOptions.maxTickets}); `Infinity` when unbounded. */
  get maxTickets(): number {
    return this.#maxTickets;
  }

  /**
   * How many tickets were evicted to keep {@link maxTickets} since the store was made or last
   * cleared: when it is above 0, an unknown ticket id may be one of them.
   *
   * @example
   * ```ts
   * const store = new MuseumStore({ maxTickets: 1 });
   * store.evictedTicketCount; // 0, until a second ticket is sold
   * ```
   */
  get evictedTicketCount(): number {
    return this.#evicted;
  }

  /** Every special event, in insertion order (for inspection; use {@link listEvents} to page). */
  allEvents(): SpecialEvent[] {
    return [...this.#events.values()].map(copyEvent);
  }

  /** Every ticket, in purchase order. */
  allTickets(): Ticket[] {
    return [...this.#tickets.values()].map((ticket) => ({ ...ticket }));
  }

  /**
   * Creates a special event from all five fields and assigns it an id. Dates are kept sorted.
   * Takes `unknown`: the input is validated here, as it arrives from a request body.
   *
   * @throws {MuseumDomainError} `invalid`, listing every field issue (unknown fields, `eventId` included).
   */
  createEvent(input: unknown): SpecialEvent {
    const fields = parseInput(NewSpecialEventSchema, input);
    const event: SpecialEvent = { eventId: this.#fresh(randomUuid, this.#events), ...fields };
    return copyEvent(this.#insert(event));
  }

  /**
   * Adds an event with its own id, as a seed file or a restored snapshot carries it.
   *
   * @throws {MuseumDomainError} `invalid` if the event is malformed or its id is taken.
   */
  importEvent(input: unknown): SpecialEvent {
    const event = parseInput(SpecialEventSchema, input);
    if (this.#events.has(event.eventId.toLowerCase()))
      throw MuseumDomainError.invalid('eventId', 'An event with this id exists');
    return copyEvent(this.#insert(event));
  }

  /**
   * One special event.
   *
   * @throws {MuseumDomainError} `invalid` for a non-uuid id, `not-found` for an unknown one.
   */
  getEvent(eventId: string): SpecialEvent {
    return copyEvent(this.#existingEvent(eventId));
  }

  /**
   * Changes the supplied fields of an event, all or nothing, and returns the whole event. Takes
   * `unknown`: the patch is validated here, as it arrives from a request body.
   *
   * @throws {MuseumDomainError} `invalid` for an empty or invalid patch, `not-found` for an unknown id.
   */
  updateEvent(eventId: string, patch: unknown): SpecialEvent {
    const current = this.#existingEvent(eventId);
    const changes = parseInput(SpecialEventPatchSchema, patch);
    const next: SpecialEvent = { ...current };
    // Copy only the keys present: with exactOptionalPropertyTypes an explicit undefined is no change.
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) Object.assign(next, { [key]: value });
    }
    this.#remove(current);
    return copyEvent(this.#insert(next));
  }

  /**
   * Deletes an event. Tickets already sold for it stay valid and printable.
   *
   * @throws {MuseumDomainError} `invalid` for a non-uuid id, `not-found` for an unknown one.
   */
  deleteEvent(eventId: string): void {
    this.#remove(this.#existingEvent(eventId));
  }

  /**
   * One page of the events with any date in `[startDate, endDate]`, ordered by earliest matching
   * date, then name, then id. `startDate` defaults to today, `endDate` to 7 days after
   * `startDate`, `page` to 1 and `limit` to 10 (at most 30). A page past the end is empty.
   *
   * @throws {MuseumDomainError} `invalid` for bad dates, `startDate` after `endDate`, or paging out of range.
   */
  listEvents(query: unknown = {}): SpecialEvent[] {
    const {
      startDate = this.today(),
      endDate,
      page = 1,
      limit = limits.pageSizeDefault,
    } = parseInput(ListSpecialEventsQuerySchema, query);
    const end = endDate ?? addDays(startDate, limits.listWindowDays);
    if (startDate > end) throw MuseumDomainError.invalid('endDate', 'startDate must not be after endDate');
    return this.#index
      .page(startDate, end, (page - 1) * limit, limit)
      .map((id) => copyEvent(this.#events.get(id) as SpecialEvent));
  }

  /**
   * Sells a ticket. A `general` ticket needs a day the museum is open; an `event` ticket needs an
   * existing event and one of its dates. No date before today. The purchase and the confirmation
   * are those of `apiVersion`: in 1.2 `email` is optional and `phone` is gone, and the
   * confirmation has the event's `eventId` and no `eventName`.
   *
   * @throws {MuseumDomainError} `invalid` for a bad purchase, `not-found` for an unknown event.
   *
   * @example
   * ```ts
   * store.buyTicket({ ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' });
   * store.buyTicket({ ticketType: 'general', ticketDate: '2026-12-01' }, '1.2');
   * ```
   */
  buyTicket(purchase: unknown, apiVersion?: '1.1'): TicketConfirmation;
  buyTicket(purchase: unknown, apiVersion: '1.2'): TicketConfirmation12;
  buyTicket(purchase: unknown, apiVersion?: MuseumApiVersion): TicketConfirmation | TicketConfirmation12;
  buyTicket(
    purchase: unknown,
    apiVersion: MuseumApiVersion = '1.1',
  ): TicketConfirmation | TicketConfirmation12 {
    // One shape for both versions' purchases: the rules below differ only in what is given.
    const request: {
      ticketType: 'general' | 'event';
      eventId?: string | undefined;
      ticketDate: string;
      email?: string | undefined;
      phone?: string | undefined;
    } =
      apiVersion === '1.2'
        ? parseInput(TicketPurchase12Schema, purchase)
        : parseInput(TicketPurchaseSchema, purchase);
    // One reading of the clock: the day checked and the instant kept are the same moment.
    const purchasedAt = this.#nowText();
    const today = purchasedAt.slice(0, 10);
    if (request.ticketDate < today) {
      throw MuseumDomainError.invalid('ticketDate', `Must be today (${today}) or later`);
    }
    let eventName: string | undefined;
    // Events are keyed by lowercase id (as getEvent reads them): a UUID's case carries no meaning.
    const eventId = request.eventId?.toLowerCase();
    if (eventId !== undefined) {
      const event = this.#events.get(eventId);
      if (!event) throw MuseumDomainError.notFound('Special event', request.eventId as string);
      if (!event.dates.includes(request.ticketDate)) {
        throw MuseumDomainError.invalid('ticketDate', `Not a date of this event (${event.dates.join(', ')})`);
      }
      eventName = event.name;
    } else if (!openingTimesOn(this.#schedule, request.ticketDate)) {
      throw MuseumDomainError.invalid('ticketDate', 'The museum is closed on that day');
    }
    // Built field by field, in the order a ticket reads (JSON keeps it): conditional spreads
    // made a throwaway object per optional field on every purchase.
    const ticket = new KeptTicket() as Ticket;
    ticket.message = ticketMessages[request.ticketType];
    if (eventName !== undefined) ticket.eventName = eventName;
    ticket.ticketId = this.#fresh(randomUuid, this.#tickets);
    ticket.ticketType = request.ticketType;
    ticket.ticketDate = request.ticketDate;
    ticket.confirmationCode = this.#fresh(randomConfirmationCode, this.#codes);
    if (eventId !== undefined) ticket.eventId = eventId;
    if (request.email !== undefined) ticket.email = request.email;
    if (request.phone !== undefined) ticket.phone = request.phone;
    ticket.purchasedAt = purchasedAt;
    this.#keep(ticket);
    return toConfirmation(ticket, apiVersion);
  }

  /**
   * A sold ticket with its purchaser details.
   *
   * @throws {MuseumDomainError} `invalid` for a non-uuid id, `not-found` for an unknown one (whose
   * message says so when the store has evicted tickets: it may have been one of them).
   */
  getTicket(ticketId: string): Ticket {
    parseInput(UuidSchema, ticketId, 'ticketId');
    const ticket = this.#tickets.get(ticketId.toLowerCase());
    if (!ticket) throw this.#unknownTicket(ticketId);
    return { ...ticket };
  }

  /** A sold ticket, or `undefined`; for payload verification, which must not throw on unknown ids. */
  findTicket(ticketId: string): Ticket | undefined {
    const ticket = this.#tickets.get(ticketId.toLowerCase());
    return ticket && { ...ticket };
  }

  /**
   * One page of the days the museum is open from `startDate` (default today), `limit` counting
   * days, looking at most a year ahead.
   *
   * @throws {MuseumDomainError} `invalid` for a bad date or paging out of range.
   */
  listMuseumHours(query: unknown = {}): MuseumDay[] {
    const {
      startDate = this.today(),
      page = 1,
      limit = limits.pageSizeDefault,
    } = parseInput(MuseumHoursQuerySchema, query);
    return openDays(this.#schedule, startDate, (page - 1) * limit, limit);
  }

  /** Removes every event and ticket; the clock, schedule and random sequence stay. */
  clear(): void {
    this.#events.clear();
    this.#index.clear();
    this.#tickets.clear();
    this.#codes.clear();
    this.#order.length = 0;
    this.#head = 0;
    this.#evicted = 0;
  }

  /**
   * Position of the seeded id and code sequence (`undefined` when unseeded): the `randomState`
   * that {@link snapshot} records, read without copying every event and ticket, for code that
   * saves changes one at a time.
   *
   * @example
   * ```ts
   * new MuseumStore({ randomSeed: 1 }).randomState; // a number
   * ```
   */
  get randomState(): number | undefined {
    return this.#random.state();
  }

  /** The whole state as plain JSON. */
  snapshot(): MuseumStoreSnapshot {
    const state = this.#random.state();
    return {
      version: 1,
      events: this.allEvents(),
      tickets: this.allTickets(),
      ...(state === undefined ? {} : { randomState: state }),
    };
  }

  /**
   * Replaces the whole state with a snapshot, validating all of it first: a bad snapshot
   * leaves the store as it was.
   *
   * @throws {MuseumDomainError} `invalid` naming the first bad entry.
   */
  restore(snapshot: unknown): void {
    const parsed = parseInput(MuseumStoreSnapshotSchema, snapshot);
    const { randomState } = parsed;
    // Ids are compared in lower case everywhere else (lookups, #insert), so they are here too:
    // `A…` and `a…` are one id, and an uppercase ticket id must still be found by getTicket.
    // Stryker disable next-line MethodExpression: #insert lowers the id again; upper case would find the same duplicates.
    const events = parsed.events.map((event) => ({ ...event, eventId: event.eventId.toLowerCase() }));
    const tickets = parsed.tickets.map((ticket) => ({
      ...ticket,
      ticketId: ticket.ticketId.toLowerCase(),
      ...(ticket.eventId === undefined ? {} : { eventId: ticket.eventId.toLowerCase() }),
    }));
    assertUnique(
      events.map((event) => event.eventId),
      'events',
      'eventId',
    );
    assertUnique(
      tickets.map((ticket) => ticket.ticketId),
      'tickets',
      'ticketId',
    );
    assertUnique(
      tickets.map((ticket) => ticket.confirmationCode),
      'tickets',
      'confirmationCode',
    );
    this.clear();
    for (const event of events) this.#insert(event);
    // A snapshot larger than the bound keeps its newest tickets, as selling them in order would.
    for (const ticket of tickets) this.#keep(ticket);
    if (randomState !== undefined && this.#seed !== undefined) {
      this.#random = seededRandom(randomState);
    }
  }

  /** Starts the seeded id and code sequence again from the seed (for a mock's reset). */
  reseed(): void {
    if (this.#seed !== undefined) this.#random = seededRandom(this.#seed);
  }

  /**
   * Adds a ticket, first evicting the oldest when the store is full (tickets come one at a time,
   * so one goes). Its code leaves the code set with it, so ids and codes stay unique among the
   * tickets kept. The oldest comes from a queue: a `Map` does keep insertion order, but reading
   * its first entry walks over every slot deleted before it, which made an evicting purchase twice
   * as slow at 10,000 tickets. Only a bounded store keeps the queue.
   */
  #keep(ticket: Ticket): void {
    if (this.#tickets.size >= this.#maxTickets) {
      // The queue holds the ticket itself: finding it by id was one more lookup in a map too big
      // for the cache. Its slot is cleared so an evicted ticket is not kept until compaction.
      const oldest = this.#order[this.#head] as Ticket;
      this.#order[this.#head++] = undefined;
      this.#tickets.delete(oldest.ticketId);
      this.#codes.delete(oldest.confirmationCode);
      this.#evicted++;
      // Drop the evicted ids from the front once they are half the queue: amortised O(1).
      // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator,BlockStatement: when to compact only changes memory and time, not what is kept.
      if (this.#head * 2 > this.#order.length) {
        this.#order.splice(0, this.#head);
        this.#head = 0;
      }
    }
    this.#tickets.set(ticket.ticketId, ticket);
    this.#codes.add(ticket.confirmationCode);
    // Stryker disable next-line ConditionalExpression: an unbounded store never reads the queue; skipping it saves memory only.
    if (this.#maxTickets !== Number.POSITIVE_INFINITY) this.#order.push(ticket);
  }

  /**
   * The refusal of an unknown ticket id. Once tickets were evicted, an unknown id may be one of
   * them: the store cannot tell without keeping something per evicted ticket (which the bound
   * exists to avoid), so the message says it may, and why.
   */
  #unknownTicket(ticketId: string): MuseumDomainError {
    const error = MuseumDomainError.notFound('Ticket', ticketId);
    if (this.#evicted === 0) return error;
    return new MuseumDomainError(
      'not-found',
      `${error.message} or was evicted: this store keeps the newest ${this.#maxTickets} tickets and has evicted ${this.#evicted} older ones`,
    );
  }

  #existingEvent(eventId: string): SpecialEvent {
    parseInput(UuidSchema, eventId, 'eventId');
    const event = this.#events.get(eventId.toLowerCase());
    if (!event) throw MuseumDomainError.notFound('Special event', eventId);
    return event;
  }

  #insert(event: SpecialEvent): SpecialEvent {
    const stored = { ...event, eventId: event.eventId.toLowerCase(), dates: [...event.dates].sort() };
    this.#events.set(stored.eventId, stored);
    this.#index.add(stored.eventId, stored.name, stored.dates);
    return stored;
  }

  #remove(event: SpecialEvent): void {
    this.#events.delete(event.eventId);
    this.#index.remove(event.eventId, event.name, event.dates);
  }

  /** Now by the store's clock as ISO text, written out once per millisecond the clock shows. */
  #nowText(): string {
    const now = this.#clock();
    const ms = now.getTime();
    if (ms !== this.#instantMs) {
      this.#instantText = now.toISOString();
      this.#instantMs = ms;
    }
    return this.#instantText;
  }

  /** The next value `draw` makes from the random sequence that `taken` does not hold (no closure per call). */
  #fresh(draw: (random: RandomSource) => string, taken: { has(value: string): boolean }): string {
    let value = draw(this.#random);
    while (taken.has(value)) value = draw(this.#random);
    return value;
  }
}

/**
 * What a sold ticket is kept in: V8 gives the objects of a class room for every field they get,
 * where a literal of one field grew a property array as fields came. Reads hand out plain copies.
 */
class KeptTicket {}

function copyEvent(event: SpecialEvent): SpecialEvent {
  return { ...event, dates: [...event.dates] };
}

/** What the buyer is told of a ticket: 1.1 names the event, 1.2 gives its id. */
function toConfirmation(
  ticket: Ticket,
  apiVersion: MuseumApiVersion,
): TicketConfirmation | TicketConfirmation12 {
  // Field by field, as `buyTicket` builds the ticket: no throwaway object per purchase. An event
  // ticket has both `eventId` and `eventName` (`buyTicket` sets them together), a general one neither.
  const confirmation = { message: ticket.message } as TicketConfirmation & TicketConfirmation12;
  if (ticket.eventId !== undefined) {
    if (apiVersion === '1.2') confirmation.eventId = ticket.eventId;
    else confirmation.eventName = ticket.eventName as string;
  }
  confirmation.ticketId = ticket.ticketId;
  confirmation.ticketType = ticket.ticketType;
  confirmation.ticketDate = ticket.ticketDate;
  confirmation.confirmationCode = ticket.confirmationCode;
  return confirmation;
}

function assertUnique(values: string[], collection: string, field: string): void {
  const seen = new Set<string>();
  values.forEach((value, i) => {
    if (seen.has(value)) throw MuseumDomainError.invalid(`${collection}.${i}.${field}`, 'Duplicate value');
    seen.add(value);
  });
}
