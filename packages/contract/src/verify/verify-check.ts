import {
  addDays,
  levelIncludes,
  type MuseumDay,
  type MuseumProblemName,
  museumOperations,
  museumProblems,
  type NewSpecialEvent,
  type ProblemDetails,
  type SpecialEvent,
  type TicketConfirmation,
} from '@museum-api/core';
import { operationRequest, type VerifyExchange, type VerifyHttp, type VerifyRequest } from './verify-http.ts';
import type { VerifyCheckClass, VerifyCheckResult, VerifyFailure } from './verify-result.ts';

/** The address every ticket a verify run buys is sent to. */
export const ticketEmail = 'museum-verify@example.com';

/** One check of the behaviour contract: what its result reports of it, what it needs, how it runs. */
export interface VerifyCheck extends Pick<VerifyCheckResult, 'id' | 'class' | 'level' | 'title'> {
  /** `read` changes nothing; `write` makes, changes and deletes the run's events; `purchase` buys. */
  needs: 'read' | 'write' | 'purchase';
  run(t: CheckContext): Promise<void>;
}

const idPrefix: Record<VerifyCheckClass, string> = {
  operation: 'operation',
  error: 'error',
  auth: 'auth',
  'event-rule': 'rule',
  'ticket-rule': 'rule',
  'retry-safety': 'retry',
};

/** The checks of `kind`, ids from keys: `operation.getSpecialEvent`, else kebab-case (`rule.x-y`). */
export function checkTable<Key extends string>(
  kind: VerifyCheckClass,
  checks: Record<Key, Omit<VerifyCheck, 'id' | 'class'>>,
): Record<Key, VerifyCheck> {
  const entries = Object.entries<Omit<VerifyCheck, 'id' | 'class'>>(checks).map(([key, check]) => {
    const name = kind === 'operation' ? key : key.replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`);
    return [key, { id: `${idPrefix[kind]}.${name}`, class: kind, ...check }];
  });
  return Object.fromEntries(entries) as Record<Key, VerifyCheck>;
}

/** Thrown by {@link CheckContext.skip}: the check cannot apply to this server. */
export class CheckSkipped extends Error {
  override name = 'CheckSkipped';
}

/** Thrown when a check cannot go on (a failure is recorded already). */
export class CheckStopped extends Error {
  override name = 'CheckStopped';
}

/** An event the run created, with the exchange that created it. */
interface CreatedEvent {
  event: SpecialEvent | undefined;
  exchange: VerifyExchange;
}

/** What the checks of one run share: the HTTP client, its dates and names, its events and tickets. */
export class VerifyRunState {
  /** Today by the server's clock once {@link findToday} ran, else this machine's (UTC). */
  today: string;
  /** Whether {@link today} is the server's own, found by {@link findToday}. */
  todayFromServer = false;
  /** First date of the run's events, far enough ahead that no real event list is crowded by them. */
  anchor: string;
  /** Ids of events created and not (yet) deleted, with their names. */
  readonly created = new Map<string, string>();
  /** Events the run created in all, those deleted by its checks included. */
  createdCount = 0;
  readonly #events = new Map<string, Promise<CreatedEvent>>();
  readonly tickets: TicketConfirmation[] = [];
  #openDays: Promise<MuseumDay[]> | undefined;

  readonly http: VerifyHttp;
  readonly runId: string;

  constructor(http: VerifyHttp, runId: string, now: Date) {
    this.http = http;
    this.runId = runId;
    this.today = now.toISOString().slice(0, 10);
    this.anchor = this.#anchorFrom(this.today);
  }

  #anchorFrom(today: string): string {
    // 200 to 299 days ahead, by run id, so two runs rarely share a day.
    return addDays(today, 200 + (Number.parseInt(this.runId.slice(0, 6), 16) % 100));
  }

  /**
   * Finds the server's "today" without changing anything: `GET /special-events?endDate=D` is 200
   * when D is today or later and 400 before (startDate defaults to today, and may not follow it).
   */
  async findToday(): Promise<void> {
    const accepts = async (endDate: string) => {
      const answer = await this.http.send({
        ...operationRequest('listSpecialEvents'),
        query: { endDate, limit: '1' },
      });
      return answer.status === 200 ? true : answer.status === 400 ? false : undefined;
    };
    const local = this.today;
    let found: string | undefined;
    if ((await accepts(addDays(local, -1))) === false && (await accepts(local)) === true) found = local;
    else {
      let low = -400;
      let high = 400;
      if ((await accepts(addDays(local, low))) !== false || (await accepts(addDays(local, high))) !== true)
        return;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        const verdict = await accepts(addDays(local, middle));
        if (verdict === undefined) return;
        if (verdict) high = middle;
        else low = middle;
      }
      found = addDays(local, high);
    }
    this.today = found;
    this.todayFromServer = true;
    this.anchor = this.#anchorFrom(found);
  }

  /** The name every event of this run starts with. */
  get namePrefix(): string {
    return `${this.http.options.namePrefix} ${this.runId}`;
  }

  /** Days from the anchor: the run's own event dates. */
  day(offset: number): string {
    return addDays(this.anchor, offset);
  }

  /** A valid new event of this run, named `<prefix> <run id> <label>`. */
  newEvent(label: string, dates: string[]): NewSpecialEvent {
    return {
      name: `${this.namePrefix} ${label}`,
      location: 'Contract check room',
      eventDescription: `Created by museum-verify to check the API's rules; deleted when the run ends.`,
      dates,
      price: 12.5,
    };
  }

  /** Remembers an event the server says it created, whatever the status, so cleanup deletes it. */
  track(exchange: VerifyExchange): SpecialEvent | undefined {
    const body = exchange.body as Partial<SpecialEvent> | undefined;
    if (exchange.status >= 200 && exchange.status < 300 && typeof body?.eventId === 'string') {
      if (!this.created.has(body.eventId)) this.createdCount++;
      this.created.set(body.eventId, String(body.name));
      return body as SpecialEvent;
    }
    return undefined;
  }

  /** Creates the run's event `key` once; its violations are operation.createSpecialEvent's to report. */
  createEvent(t: CheckContext, key: string, dates: string[]): Promise<CreatedEvent> {
    let created = this.#events.get(key);
    if (created === undefined) {
      created = t
        .send(
          { ...operationRequest('createSpecialEvent'), json: this.newEvent(key, dates) },
          { report: false },
        )
        .then((exchange) => ({ exchange, event: this.track(exchange) }));
      this.#events.set(key, created);
    }
    return created;
  }

  /** The run's event `key`, or stops the check when it could not be created. */
  async event(t: CheckContext, key: string, dates: string[]): Promise<SpecialEvent> {
    const { event, exchange } = await this.createEvent(t, key, dates);
    if (event === undefined) {
      t.fail(`could not create the event this check needs (answered ${exchange.status})`, exchange);
      throw new CheckStopped();
    }
    return event;
  }

  /** The main event of the run: two dates, `anchor` and `anchor + 3`. */
  mainEvent(t: CheckContext): Promise<SpecialEvent> {
    return this.event(t, 'main', [this.day(3), this.day(0)]);
  }

  /** The first open day from tomorrow, or skips the check (a ticket needs an open day). */
  async firstOpenDay(t: CheckContext): Promise<string> {
    const [open] = await this.openDays(t);
    if (open === undefined) return t.skip('no open day in the next 30 days');
    return open.date;
  }

  /** Open days from tomorrow, 30 of them, by `GET /museum-hours`. */
  openDays(t: CheckContext): Promise<MuseumDay[]> {
    this.#openDays ??= t
      .send({
        ...operationRequest('getMuseumHours'),
        query: { startDate: addDays(this.today, 1), limit: '30' },
      })
      .then((exchange) => (exchange.status === 200 && Array.isArray(exchange.body) ? exchange.body : []));
    return this.#openDays;
  }
}

/** What a check runs with: the run's state, requests that record their contract violations. */
export class CheckContext {
  readonly failures: VerifyFailure[] = [];

  readonly run: VerifyRunState;

  constructor(run: VerifyRunState) {
    this.run = run;
  }

  get http(): VerifyHttp {
    return this.run.http;
  }

  /** Sends a request; its contract violations are failures unless `report` is false (another check's). */
  async send(request: VerifyRequest, { report = true } = {}): Promise<VerifyExchange> {
    const exchange = await this.http.send(request);
    if (report) this.report(exchange);
    return exchange;
  }

  /** Whether the run holds the server to the domain level (what any real museum does). */
  get atDomainLevel(): boolean {
    return levelIncludes(this.http.options.level, 'domain');
  }

  /** Records every way `exchange` breaks the per-exchange contract as a failure. */
  report(exchange: VerifyExchange): void {
    for (const violation of exchange.violations) {
      // The violation's message starts with the request and status, which the report prints apart.
      const arrow = violation.message.indexOf(' → ');
      const colon = violation.message.indexOf(': ', arrow);
      const detail = colon === -1 ? violation.message : violation.message.slice(colon + 2);
      this.failures.push({
        request: exchange.request,
        status: exchange.status,
        message: `${detail} (contract: ${violation.check})`,
      });
    }
  }

  fail(message: string, exchange?: VerifyExchange): void {
    this.failures.push({ request: exchange?.request, status: exchange?.status, message });
  }

  skip(reason: string): never {
    throw new CheckSkipped(reason);
  }

  /** Records a failure unless the answer has one of the statuses; returns whether it had. */
  expectStatus(exchange: VerifyExchange, ...statuses: number[]): boolean {
    if (statuses.includes(exchange.status)) return true;
    this.fail(`expected ${statuses.join(' or ')}, got ${exchange.status}`, exchange);
    return false;
  }

  /** {@link expectStatus} with the success status of the exchange's operation (core's table). */
  expectSuccess(exchange: VerifyExchange): boolean {
    if (exchange.operation === undefined) throw new TypeError(`${exchange.request} names no operation`);
    return this.expectStatus(exchange, museumOperations[exchange.operation].status);
  }

  /** Like {@link expectSuccess}, but the check cannot go on without it. */
  requireSuccess(exchange: VerifyExchange): void {
    if (!this.expectSuccess(exchange)) throw new CheckStopped();
  }

  /** A refusal with the status of problem `name` (core's) whose `errors` name every one of `paths`. */
  expectProblem(exchange: VerifyExchange, name: MuseumProblemName, paths: readonly string[] = []): boolean {
    if (!this.expectStatus(exchange, museumProblems[name].status)) return false;
    const problem = exchange.body as Partial<ProblemDetails> | undefined;
    const named = Array.isArray(problem?.errors) ? problem.errors.map((issue) => issue?.path) : [];
    const missing = paths.filter((path) => !named.includes(path));
    if (missing.length > 0) {
      this.fail(
        `the problem's errors should name ${missing.join(', ')}; they name ${named.length === 0 ? 'nothing' : named.join(', ')}`,
        exchange,
      );
      return false;
    }
    return true;
  }
}

/** `a` and `b` as the same JSON value (key order aside). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fields of `after` that differ from `before`, for a readable failure. */
export function changedFields(before: object, after: object): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) => !sameJson((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]),
  );
}
